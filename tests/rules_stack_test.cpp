// Priority and the stack (CR 117, 405, 608): passing in succession, LIFO resolution.
#include "harness.h"

namespace lore::test {

TEST(RulesPriority, StackResolvesLastInFirstOutAndActivePlayerGetsPriority) {  // 117.3b, 405.5
  Table h;
  h.add_n(0, "Mountain", 2);
  h.add_n(1, "Mountain", 2);
  ObjId bolt0 = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId bolt1 = h.add(1, "Lightning Strike", Zone::Hand);
  h.start();
  h.cast(bolt0, {player_target(1)});
  ASSERT_TRUE(h.expect(DecisionKind::Priority));
  EXPECT_EQ(h.decision().player, 0);  // 117.3c: the caster receives priority again
  h.pass();
  EXPECT_EQ(h.decision().player, 1);
  h.cast(bolt1, {player_target(0)});
  ASSERT_EQ(h.st().stack.size(), 2u);
  h.pass();                            // P2 passes with P2's spell on top
  EXPECT_EQ(h.st().stack.size(), 2u);  // one pass doesn't resolve anything
  h.pass();
  ASSERT_EQ(h.st().stack.size(), 1u);
  EXPECT_EQ(h.life(0), 17);  // the last spell cast resolved first
  EXPECT_EQ(h.life(1), 20);
  ASSERT_TRUE(h.expect(DecisionKind::Priority));
  EXPECT_EQ(h.decision().player, 0);  // the active player, not the last to pass
  EXPECT_EQ(h.st().step, Step::Main1);
}

TEST(RulesPriority, BothPassingWithEmptyStackEndsTheStep) {  // 500.2
  Table h;
  h.start();
  EXPECT_EQ(h.st().step, Step::Main1);
  h.pass();
  EXPECT_EQ(h.st().step, Step::Main1);
  EXPECT_EQ(h.decision().player, 1);
  h.pass();
  EXPECT_EQ(h.st().step, Step::BeginCombat);
  EXPECT_EQ(h.decision().player, 0);
}

TEST(RulesPriority, ActingResetsThePassCount) {  // 117.4: passes must be in succession
  Table h;
  h.add_n(0, "Mountain", 2);
  h.add_n(1, "Mountain", 2);
  h.add(0, "Lightning Strike", Zone::Hand);
  ObjId bolt1 = h.add(1, "Lightning Strike", Zone::Hand);
  h.start();
  h.pass();                           // P1 passes with an empty stack
  h.cast(bolt1, {player_target(0)});  // P2 acts instead of passing
  EXPECT_EQ(h.decision().player, 1);
  h.pass();  // P2 passes: only one pass since the cast
  ASSERT_EQ(h.st().stack.size(), 1u);
  EXPECT_EQ(h.decision().player, 0);
  h.pass();
  EXPECT_TRUE(h.st().stack.empty());
  EXPECT_EQ(h.life(0), 17);
  EXPECT_EQ(h.st().step, Step::Main1);  // resolving doesn't end the step
}

}  // namespace lore::test
