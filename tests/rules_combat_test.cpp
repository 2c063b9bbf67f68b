// Double strike (702.4): no implemented card has it, so the harness grants it. The other combat
// rules are scenarios (tests/scenarios/rules_combat_*.scn, combat_*.scn, trample_*.scn).
#include "harness.h"

namespace lore::test {

namespace {

// A harness in P1's beginning of combat that asks every decision, even with one option.
struct Combat : Table {
  Combat() : Table(Step::BeginCombat) {}
  void finish() { pass_to_step(Step::Main2); }
};

}  // namespace

TEST(RulesCombat, DoubleStrikeDealsDamageTwice) {  // 702.4b
  Combat h;
  ObjId rager = h.add(0, "Phyrexian Rager");
  h.grant(rager, KDoubleStrike);
  h.start();
  h.attack({rager});
  h.pass_to_step(Step::FirstStrikeDamage);
  EXPECT_EQ(h.life(1), 18);
  h.finish();
  EXPECT_EQ(h.life(1), 16);
}

TEST(RulesCombat, DoubleStrikeTramplerHitsThePlayerAfterItsBlockerDied) {  // 702.19d
  Combat h;
  ObjId wurm = h.add(0, "Elfhame Wurm");
  h.grant(wurm, KDoubleStrike);
  ObjId rat = h.add(1, "Undercity Dire Rat");
  h.start();
  h.attack_blocked(wurm, rat);
  ASSERT_TRUE(h.pass_to(DecisionKind::AssignDamage));
  h.choose(OptKind::Number, rat, 2);
  h.finish();
  EXPECT_EQ(h.life(1), 12);               // 3 trampled over, then all 5 with no blocker left
  EXPECT_EQ(h.st().obj(wurm).damage, 0);  // the rat died before dealing damage
}

}  // namespace lore::test
