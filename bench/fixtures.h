// Game states the microbenchmarks start from, all built from fixed seeds.
#pragma once
#include "bench/workload.h"
#include "engine/game.h"

namespace lore::bench {

// "ogre" or "saga" (the shipped decks, found from the source directory).
Workload fixture_workload(const char* name);
// A seeded random game played for about `decisions` decisions, stopped at a Priority
// decision with at least two permanents on the battlefield.
Game mid_game(const Workload& w, int decisions);
// Both players with only Grey Ogres and empty hands: turns pass with no decision at all
// until a hand reaches eight cards (about eight turns each).
Game quiet_game();

}  // namespace lore::bench
