// Replays: setup + seed + answers reproduce a game exactly (ARCHITECTURE §3).
//
// The file is JSON: {"format": "lore-replay", "version": 2, "seed", "mulligans", "starting",
// "decks": [[card names], [card names]], "answer_count": N, "answers": [...]}. Cards are named
// by text, never by their place in today's card pool, so a replay survives new cards: a deck
// card by its name, and the answer to a card-name decision (201.4) by the name chosen. Every
// other answer is a number: an option's index, or a number decision's value.
// Version 1 (files with "version": 1 or none) answered a number decision with the index of the
// value among the legal ones and a card-name decision with the index of the name; the numbers
// are converted as they replay, the name indexes only hold for the card pool they were made
// with. A newer version is refused.
#pragma once
#include <string>
#include <vector>

#include "game.h"

namespace lore {

constexpr int kReplayVersion = 2;

struct Replay {
  GameSetup setup;
  std::vector<int> answers;  // each as Game::answer() takes it (in version 1, see above)
  int version = kReplayVersion;
  // names[i], when not empty: the card name answering decision i (a card-name decision), read
  // from a file; it is found among the options when replayed.
  std::vector<std::string> names = {};
};

// Writes the replay (the current version). It follows the game to write each card-name answer
// as the name and each version 1 number as its value; answers past a point where the game
// can't follow them are written as they are.
std::string replay_to_json(const Replay& r);
// Parses a replay, checking every field; on error returns false with "path:line: cause".
bool replay_from_json(const std::string& text, const std::string& path, Replay& out,
                      std::string& error);
// The answer Game::answer() takes for answer `i` of `r` at the pending decision of `g` (a name
// found among the options, a version 1 number converted), or false with the reason.
bool replay_answer(const Game& g, const Replay& r, size_t i, int& out, std::string& error);
// Replays every answer; returns false with a reason if one is illegal or left over.
bool run_replay(const Replay& r, Game& g, std::string& error);

}  // namespace lore
