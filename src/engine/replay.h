// Replays: setup + seed + answers reproduce a game exactly (ARCHITECTURE §3).
#pragma once
#include <string>
#include <vector>

#include "game.h"

namespace lore {

struct Replay {
  GameSetup setup;
  std::vector<int> answers;
};

std::string replay_to_json(const Replay& r);
// Parses a replay; on error returns false with "path:line: cause".
bool replay_from_json(const std::string& text, const std::string& path, Replay& out,
                      std::string& error);
// Replays every answer; returns false with a reason if one is illegal or left over.
bool run_replay(const Replay& r, Game& g, std::string& error);

}  // namespace lore
