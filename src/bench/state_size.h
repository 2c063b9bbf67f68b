// Memory held by a game state: what a clone copies.
#pragma once
#include <cstddef>

#include "engine/state.h"

namespace lore::bench {

// sizeof(GameState) plus capacity() * sizeof(element) of every vector member, including each
// Player's vectors and Decision::options. A vector added to GameState must be added here.
size_t state_bytes(const GameState& st);

}  // namespace lore::bench
