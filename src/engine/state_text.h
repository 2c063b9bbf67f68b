// The exact part of the state text form (docs/reliability.md): a `state` block that reads back
// into an equal GameState.
#pragma once
#include <string>
#include <vector>

#include "state.h"

namespace lore {

// The exact `state` lines of a state (each line starts with "state "), ending with a checksum.
// scenario/dump.cpp puts readable set-up lines before them.
std::string state_block(const GameState& st);

struct StateLine {
  int line = 0;      // in the file, for messages
  std::string text;  // after the word "state"
};

// Reads `state` lines back. On error returns false with "file:line: cause". The block carries a
// checksum: an edited block is refused (delete it to use the set-up lines alone).
bool load_state(const std::vector<StateLine>& lines, const std::string& file, GameState& out,
                std::string& error);

}  // namespace lore
