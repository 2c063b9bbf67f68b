// Structural invariants of a game state, for soak tests and debugging.
#pragma once
#include <string>

#include "state.h"

namespace lore {

// "" when the state is consistent, else a description of the first violation found.
std::string check_invariants(const GameState& st);

}  // namespace lore
