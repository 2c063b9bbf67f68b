// The options of `lore play --human`: which seat, play or draw, against what, and resuming.
#pragma once
#include <CLI/CLI.hpp>
#include <string>

#include "engine/replay.h"

namespace lore {

struct HumanOptions {
  int seat = 1;                  // --seat: 1 or 2
  std::string start = "toss";    // --start: play, draw or toss (103.1)
  std::string opponent;          // --opponent: an agent name (ai::make_agent()); "": --p2
  std::string resume;            // --resume: a replay to go on from
  bool board_on_stderr = false;  // --board-stderr (always with --log json)
  std::string viewer;            // --viewer P1, P2 or all ("": the human's view, else all)
};

void add_human_options(CLI::App* play, HumanOptions& o);
// The starting player `o` asks for (kNoPlayer: the toss decides, and its winner chooses).
PlayerId starting_player(const HumanOptions& o);
// Reads the replay of --resume; false with "path: cause" or "path:line: cause".
bool load_resume(const std::string& path, Replay& out, std::string& error);

}  // namespace lore
