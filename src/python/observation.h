// The fixed-size observation of one player and the fixed action encoding of the Python
// environments (docs/python.md: the layout of every array).
#pragma once
#include <cstdint>

#include "engine/state.h"

namespace lore::py {

constexpr int kGameFeatures = 16;
constexpr int kPlayerRows = kMaxPlayers;  // row 0: the viewer, then the others in turn order
constexpr int kPlayerFeatures = 10;
constexpr int kObjectRows = 64;
constexpr int kObjectFeatures = 19;
constexpr int kActions = 64;  // option indexes 0..63, or 64 values of a number decision
constexpr int kActionFeatures = 6;

// Where one observation is written (each array row-major, float32 but the mask).
struct ObsOut {
  float* game;     // [kGameFeatures]
  float* players;  // [kPlayerRows][kPlayerFeatures]
  float* objects;  // [kObjectRows][kObjectFeatures]
  float* actions;  // [kActions][kActionFeatures]
  uint8_t* mask;   // [kActions]
};

// What `viewer` may see of the state (CR 400.2: hands and libraries are hidden zones): the
// battlefield, the stack, graveyards, exile, the command zone and the viewer's own hand. The
// action table and mask describe the pending decision when `viewer` makes it, else are empty.
void encode_observation(const GameState& st, PlayerId viewer, const ObsOut& out);

// How many actions are legal now (the first that many of the kActions slots).
int legal_actions(const Decision& d);
// The answer Game::answer() takes for action `a` (0 <= a < legal_actions(d)): an option's index,
// or for a number decision the value of bucket `a` (every legal value when there are at most
// kActions of them; else kActions values spread evenly from the least to the greatest).
int action_answer(const Decision& d, int a);

}  // namespace lore::py
