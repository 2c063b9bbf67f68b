// The random agent's policy (agents.h).
#include "engine/agents.h"

#include <gtest/gtest.h>

#include "harness.h"

namespace lore::test {

// Opal Acrolith's "{0}: becomes an enchantment" costs nothing: the random agent activates it
// at most kFreeActivationsPerStep times in a step, whatever its draws.
TEST(RandomAgent, CapsActivationsThatCostNothingInAStep) {
  int most = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    Harness h;
    ObjId acrolith = h.add(0, "Opal Acrolith");
    h.add_n(0, "Plains", 2);
    h.start();
    RandomAgent a(seed), b(seed + 1000);
    Agent* agents[2] = {&a, &b};
    int activations = 0;
    const Step step = h.st().step;
    const int32_t turn = h.st().turn;
    for (int i = 0; i < 500 && !h.g.over() && h.st().step == step && h.st().turn == turn; ++i) {
      const Decision& d = h.decision();
      int choice = agents[d.player]->choose(h.st());
      if (d.kind == DecisionKind::Priority) {
        const Option& o = d.options[static_cast<size_t>(choice)];
        activations += o.kind == OptKind::Activate && o.obj == acrolith;
      }
      ASSERT_TRUE(h.g.answer(choice));
    }
    EXPECT_LE(activations, RandomAgent::kFreeActivationsPerStep) << "seed " << seed;
    most = std::max(most, activations);
  }
  EXPECT_EQ(most, RandomAgent::kFreeActivationsPerStep);  // the cap is reached, and holds
}

}  // namespace lore::test
