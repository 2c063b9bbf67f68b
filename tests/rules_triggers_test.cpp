// Triggered abilities (CR 603): ETB and dies triggers, look-back (603.10a), APNAP order
// (603.3b), ordering one's own triggers, and triggers without legal targets (603.3d).
#include "harness.h"

namespace lore::test {

namespace {

int stack_count(Harness& h, const char* card) {
  int n = 0;
  for (const auto& s : h.st().stack) n += s.source_card == card_id(card);
  return n;
}

// Answers trigger-ordering decisions with the first option until none is pending.
void order_all(Harness& h) {
  while (h.decision().kind == DecisionKind::OrderTriggers) h.g.answer(0);
}

}  // namespace

TEST(RulesTriggers, EntersTheBattlefield) {  // 603.6a
  Harness h;
  h.add_n(0, "Plains", 3);
  ObjId cav = h.add(0, "Mesa Cavalier", Zone::Hand);
  h.start();
  h.cast(cav);
  h.resolve_stack();  // the creature spell, then its ETB trigger
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Mesa Cavalier"), 1);
  EXPECT_EQ(h.life(0), 22);
  EXPECT_TRUE(h.log_has("603.3"));
}

TEST(RulesTriggers, DiesTriggersLookBackAtCreaturesDyingTogether) {  // 603.10a
  Table h;
  h.add_n(0, "Swamp", 5, Zone::Library);
  ObjId viv = h.add(0, "Phyrexian Vivisector");  // "Whenever a creature you control dies"
  ObjId r1 = h.add(0, "Undercity Dire Rat"), r2 = h.add(0, "Undercity Dire Rat");
  for (ObjId id : {viv, r1, r2}) h.st().obj(id).damage = 2;  // all lethal in one SBA check
  h.start();
  ASSERT_TRUE(h.expect(DecisionKind::OrderTriggers));  // 603.3b: five triggers of one player
  EXPECT_EQ(h.decision().player, 0);
  EXPECT_EQ(h.decision().options.size(), 5u);
  order_all(h);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Phyrexian Vivisector"), 1);
  EXPECT_EQ(stack_count(h, "Phyrexian Vivisector"), 3);  // itself and both rats
  EXPECT_EQ(stack_count(h, "Undercity Dire Rat"), 2);
}

TEST(RulesTriggers, LookBackWhenTheSourceIsDestroyedLast) {  // 603.10a, other object order
  Table h;
  ObjId r1 = h.add(0, "Undercity Dire Rat");
  ObjId viv = h.add(0, "Phyrexian Vivisector");
  for (ObjId id : {viv, r1}) h.st().obj(id).damage = 2;
  h.start();
  order_all(h);
  EXPECT_EQ(stack_count(h, "Phyrexian Vivisector"), 2);
  EXPECT_EQ(stack_count(h, "Undercity Dire Rat"), 1);
}

TEST(RulesTriggers, ApnapActivePlayersTriggersGoOnTheStackFirst) {  // 603.3b
  Table h;
  ObjId r0 = h.add(0, "Undercity Dire Rat"), r1 = h.add(1, "Undercity Dire Rat");
  h.st().obj(r0).damage = h.st().obj(r1).damage = 2;
  h.start();
  ASSERT_EQ(h.st().stack.size(), 2u);
  EXPECT_EQ(h.st().stack[0].controller, 0);
  EXPECT_EQ(h.st().stack[1].controller, 1);  // on top: resolves first
  ASSERT_TRUE(h.expect(DecisionKind::Priority));
  EXPECT_EQ(h.decision().player, 0);
  h.pass();
  h.pass();
  EXPECT_EQ(h.count_in(1, Zone::Battlefield, "Treasure"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Treasure"), 0);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Treasure"), 1);
}

TEST(RulesTriggers, PlayerOrdersTheirOwnTriggers) {  // 603.3b
  Table h;
  ObjId rat = h.add(0, "Undercity Dire Rat");
  ObjId gob = h.add(0, "Splatter Goblin");
  ObjId target = h.add(1, "Phyrexian Rager");
  h.st().obj(rat).damage = 2;
  h.st().obj(gob).damage = 5;
  h.start();
  ASSERT_TRUE(h.expect(DecisionKind::OrderTriggers));
  ASSERT_EQ(h.decision().options.size(), 2u);
  h.choose(OptKind::Object, gob);  // the goblin's trigger goes on the stack first
  ASSERT_TRUE(h.expect(DecisionKind::ChooseTarget));
  h.target(target);
  if (h.decision().kind == DecisionKind::OrderTriggers) h.g.answer(0);
  ASSERT_EQ(h.st().stack.size(), 2u);
  EXPECT_EQ(h.st().stack[0].source_card, card_id("Splatter Goblin"));
  EXPECT_EQ(h.st().stack[1].source_card, card_id("Undercity Dire Rat"));
  h.resolve_stack();
  EXPECT_EQ(h.ch(target).power, 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Treasure"), 1);
}

TEST(RulesTriggers, TriggerWithoutLegalTargetIsRemoved) {  // 603.3d
  Table h;
  ObjId gob = h.add(0, "Splatter Goblin");  // dies: target creature an opponent controls
  h.st().obj(gob).damage = 5;
  h.start();
  EXPECT_TRUE(h.st().stack.empty());
  EXPECT_TRUE(h.st().pending.empty());
  EXPECT_TRUE(h.log_has("603.3d"));
  ASSERT_TRUE(h.expect(DecisionKind::Priority));
}

}  // namespace lore::test
