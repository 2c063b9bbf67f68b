// FINAL FANTASY Commander card scripts: what the scenario files can't reach with the card pool.
#include <array>

#include "harness.h"

namespace lore::test {

// Ruling FIN-R-0847: a mode with no legal target can't be chosen at random; Fight! ("up to one
// target") always can. No card in the pool removes every creature (the Saga creature included)
// between a chapter triggering and its being put on the stack, so the state is built directly:
// the chapter has triggered and the Saga has left the battlefield, leaving no creature.
TEST(Fic, MagusSistersModesWithoutTargetsCantBeChosenAtRandom) {
  for (uint64_t seed = 0; seed < 16; ++seed) {
    SCOPED_TRACE(seed);
    Table h;
    h.st().rng.reseed(seed);
    ObjId sisters = h.add(0, "Summon: Magus Sisters");
    h.st().obj(sisters).counter(Counter::Lore) = 1;
    trigger_ability(h.g, sisters, 0);  // chapter I
    move_object(h.g, sisters, Zone::Graveyard);
    h.start();
    h.answer(DecisionKind::ChooseTarget, OptKind::Done);  // "up to one": none to choose
    ASSERT_EQ(h.st().stack.size(), 1u);
    EXPECT_EQ(h.st().stack.back().mode, 2);  // Fight!, with no target
    EXPECT_EQ(h.st().stack.back().ntargets, 0);
  }
}

// With creatures to target, each of the three modes comes out for some seed (700.2: at random).
TEST(Fic, MagusSistersChoosesEachModeForSomeSeed) {
  std::array<bool, 3> seen{};
  for (uint64_t seed = 0; seed < 32; ++seed) {
    Table h;
    h.st().rng.reseed(seed);
    ObjId sisters = h.add(0, "Summon: Magus Sisters");
    h.add(1, "Soaring Drake");
    h.st().obj(sisters).counter(Counter::Lore) = 1;
    trigger_ability(h.g, sisters, 0);
    h.start();
    if (h.decision().kind == DecisionKind::ChooseTarget) h.g.answer(0);
    ASSERT_EQ(h.st().stack.size(), 1u);
    seen[static_cast<size_t>(h.st().stack.back().mode)] = true;
  }
  EXPECT_TRUE(seen[0] && seen[1] && seen[2]);
}

}  // namespace lore::test
