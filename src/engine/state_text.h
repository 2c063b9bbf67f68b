// The exact part of the state text form (docs/reliability.md): a `state` block that reads back
// into an equal GameState.
#pragma once
#include <string>
#include <vector>

#include "state.h"

namespace lore {

// The version of the state block, its first line (`state version n=2`). A block without that line
// is version 1, and reads the same: version 2 added that a token may be outside the battlefield
// (one that left it and waits for the state-based action that makes it cease to exist, 704.5d:
// the game record's `tokens_left`). A newer version is refused with its line.
// Version 3 moved the keys of damage-order choices (damage_order_key(), damage_share_key()) out
// of command_zone_key()'s range; a version 1 or 2 block's keys are moved as it is read.
inline constexpr int kStateTextVersion = 3;

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
