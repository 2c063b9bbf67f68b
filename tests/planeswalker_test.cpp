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

namespace {

ObjId powerstone(Harness& h, PlayerId p) {
  ObjId id = new_object(h.st(), card_id("Powerstone"), p, Zone::Battlefield);
  h.st().obj(id).token = true;
  h.st().battlefield.push_back(id);
  return id;
}

}  // namespace

TEST(Karn, PlusOneMakesATappedPowerstone) {
  Table h;
  ObjId karn = h.add(0, "Karn, Living Legacy");
  h.start();
  h.choose(OptKind::Activate, karn, 0);
  h.resolve_stack();
  ObjId stone = h.find_in(0, Zone::Battlefield, "Powerstone");
  ASSERT_NE(stone, kNoObj);
  EXPECT_TRUE(h.st().obj(stone).tapped);
  EXPECT_TRUE(h.st().obj(stone).token);
  EXPECT_EQ(h.st().obj(karn).count(Counter::Loyalty), 5);
}

TEST(Karn, PowerstoneManaOnlyForArtifactSpellsAndAbilities) {
  Harness h;
  h.add(0, "Mountain");
  powerstone(h, 0);
  ObjId strike = h.add(0, "Lightning Strike", Zone::Hand);
  EXPECT_FALSE(can_cast(h.st(), strike, 0));  // 106.6: not for a nonartifact spell
  Harness h2;
  h2.add_n(0, "Mountain", 2);
  powerstone(h2, 0);
  ObjId librarian = h2.add(0, "Automatic Librarian", Zone::Hand);  // an artifact spell
  EXPECT_TRUE(can_cast(h2.st(), librarian, 0));
  Harness h3;
  h3.add(0, "Swamp");
  powerstone(h3, 0);
  ObjId ghost = h3.add(0, "Tattered Apparition");  // {1}{B}: an ability may use it
  EXPECT_TRUE(can_activate(h3.st(), ghost, 0, 0));
}

TEST(Karn, MinusOnePaysLooksAndKeepsOne) {
  Table h;
  ObjId karn = h.add(0, "Karn, Living Legacy");
  h.add(0, "Mountain");
  powerstone(h, 0);
  ObjId a = h.add(0, "Lightning Strike", Zone::Library);
  ObjId b = h.add(0, "Cut Down", Zone::Library);
  ObjId c = h.add(0, "Swamp", Zone::Library);
  h.start();
  h.choose(OptKind::Activate, karn, 1);
  h.resolve_stack();
  h.expect(DecisionKind::ChooseX);
  EXPECT_EQ(h.decision().choices(), 3);  // 0, 1 or 2: the Powerstone may pay
  h.choose(OptKind::Number, kNoObj, 2);
  h.pay();
  h.expect(DecisionKind::ChooseCard);
  EXPECT_EQ(h.decision().choices(), 2);
  h.choose(OptKind::Object, b);
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Cut Down"), 1);
  auto& lib = h.player(0).library;
  ASSERT_EQ(lib.size(), 2u);
  EXPECT_EQ(lib[0], c);  // the unchosen card went to the bottom
  EXPECT_EQ(lib[1], a);
  EXPECT_EQ(h.st().obj(karn).count(Counter::Loyalty), 3);
}

TEST(Karn, MinusSevenEmblemTapsArtifactsToPing) {
  Table h;
  ObjId karn = h.add(0, "Karn, Living Legacy");
  h.st().obj(karn).counter(Counter::Loyalty) = 7;
  ObjId stone = powerstone(h, 0);
  h.start();
  h.choose(OptKind::Activate, karn, 2);
  h.resolve_stack();
  EXPECT_TRUE(h.st().obj(karn).left);  // 0 loyalty (704.5i)
  ASSERT_EQ(h.st().command.size(), 1u);
  ObjId emblem = h.st().command[0];
  h.choose(OptKind::Activate, emblem, 0);
  h.target_player(1);
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, stone);
  EXPECT_TRUE(h.st().obj(stone).tapped);
  h.resolve_stack();
  EXPECT_EQ(h.life(1), 19);
  EXPECT_FALSE(h.has(OptKind::Activate, emblem));  // no untapped artifact left
}

}  // namespace lore::test
