// Replays: setup + seed + answers reproduce a game exactly (ARCHITECTURE §3).
#pragma once
#include <string>
#include <vector>

#include "game.h"

namespace lore {

// Version 2 answers a number decision with the number; version 1 (files written before numbers
// were ranges) with the index of the number among the legal ones, as when each was an option.
constexpr int kReplayVersion = 2;

struct Replay {
  GameSetup setup;
  std::vector<int> answers;  // each as Game::answer() takes it (in a version 1 file, see above)
  int version = kReplayVersion;
};

std::string replay_to_json(const Replay& r);
// Parses a replay; on error returns false with "path:line: cause".
bool replay_from_json(const std::string& text, const std::string& path, Replay& out,
                      std::string& error);
// Replays every answer; returns false with a reason if one is illegal or left over.
bool run_replay(const Replay& r, Game& g, std::string& error);

}  // namespace lore
