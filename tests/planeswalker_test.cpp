// Loyalty abilities (606) and planeswalkers in combat (506.3, 120.3c, 704.5i).
#include "harness.h"

namespace lore::test {

TEST(Loyalty, PlusOneEachPlayerDiscardsAndOnlyOncePerTurn) {
  Harness h;
  ObjId lili = h.add(0, "Liliana of the Veil");
  ObjId mine = h.add(0, "Mountain", Zone::Hand);
  h.add(0, "Swamp", Zone::Hand);
  ObjId theirs = h.add(1, "Lightning Strike", Zone::Hand);
  h.add(1, "Cut Down", Zone::Hand);
  h.start();
  h.choose(OptKind::Activate, lili, 0);
  EXPECT_EQ(h.st().obj(lili).count(Counter::Loyalty), 4);  // 606.4: the cost is paid at once
  h.resolve_stack();
  h.expect(DecisionKind::ChooseDiscard);
  EXPECT_EQ(h.decision().player, 0);
  h.choose(OptKind::Object, mine);
  h.expect(DecisionKind::ChooseDiscard);
  EXPECT_EQ(h.decision().player, 1);
  h.choose(OptKind::Object, theirs);
  EXPECT_EQ(h.player(0).hand.size(), 1u);
  EXPECT_EQ(h.player(1).hand.size(), 1u);
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Lightning Strike"), 1);
  // 606.3: one loyalty ability per planeswalker per turn.
  EXPECT_FALSE(h.has(OptKind::Activate, lili));
}

TEST(Loyalty, MinusTwoTargetPlayerSacrificesACreatureOfTheirChoice) {
  Harness h;
  ObjId lili = h.add(0, "Liliana of the Veil");
  ObjId drake = h.add(1, "Soaring Drake");
  ObjId rat = h.add(1, "Undercity Dire Rat");
  h.start();
  h.choose(OptKind::Activate, lili, 1);
  h.target_player(1);
  EXPECT_EQ(h.st().obj(lili).count(Counter::Loyalty), 1);
  h.resolve_stack();
  h.expect(DecisionKind::ChooseCostObject);
  EXPECT_EQ(h.decision().player, 1);
  h.choose(OptKind::Object, rat);
  EXPECT_TRUE(h.st().obj(rat).left);
  EXPECT_FALSE(h.st().obj(drake).left);
}

TEST(Loyalty, MinusSixSeparatesPilesAndTheTargetSacrificesOne) {
  Harness h;
  ObjId lili = h.add(0, "Liliana of the Veil");
  h.st().obj(lili).counter(Counter::Loyalty) = 7;
  ObjId a = h.add(1, "Soaring Drake"), b = h.add(1, "Swamp"), c = h.add(1, "Magnigoth Sentry");
  h.start();
  h.choose(OptKind::Activate, lili, 2);
  h.target_player(1);
  h.resolve_stack();
  h.answer(DecisionKind::ChoosePile, OptKind::Number, a, 1);
  h.choose(OptKind::Number, b, 2);
  h.choose(OptKind::Number, c, 1);
  h.expect(DecisionKind::ChoosePile);
  EXPECT_EQ(h.decision().player, 1);
  h.choose(OptKind::Number, kNoObj, 1);
  EXPECT_TRUE(h.st().obj(a).left);
  EXPECT_FALSE(h.st().obj(b).left);
  EXPECT_TRUE(h.st().obj(c).left);
  EXPECT_EQ(h.st().obj(lili).count(Counter::Loyalty), 1);
}

TEST(Loyalty, NotAtInstantSpeedAndNotBelowZero) {
  Harness h(Step::Main1, 1);  // the opponent's turn: sorcery timing fails (606.3)
  ObjId lili = h.add(0, "Liliana of the Veil");
  EXPECT_FALSE(can_activate(h.st(), lili, 0, 0));
  Harness h2;
  ObjId l2 = h2.add(0, "Liliana of the Veil");
  EXPECT_TRUE(can_activate(h2.st(), l2, 1, 0));
  EXPECT_FALSE(can_activate(h2.st(), l2, 2, 0));  // 606.6: -6 with 3 loyalty
}

TEST(Loyalty, AttackedPlaneswalkerLosesLoyaltyAndDiesAtZero) {
  Harness h(Step::Main1, 1);
  ObjId lili = h.add(0, "Liliana of the Veil");
  ObjId sentry = h.add(1, "Magnigoth Sentry");
  h.start();
  h.pass_to(DecisionKind::DeclareAttacker);
  h.choose(OptKind::Attack, sentry, lili + 2);
  while (h.decision().kind == DecisionKind::Priority && h.st().step != Step::EndCombat) h.pass();
  EXPECT_TRUE(h.st().obj(lili).left);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Liliana of the Veil"), 1);
  EXPECT_EQ(h.life(0), 20);
  EXPECT_TRUE(h.log_has("704.5i"));
}

}  // namespace lore::test
