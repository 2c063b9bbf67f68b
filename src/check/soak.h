// Random-step invariant suite (ARCHITECTURE §8): seeded random games, checked at every step.
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/format.h"
#include "engine/log.h"
#include "engine/types.h"

namespace lore {

struct SoakOptions {
  // Deck pairs to play, used in turn; empty: random decks of implemented cards only.
  std::vector<std::array<std::vector<CardId>, 2>> deck_pairs;
  bool random_decks = true;  // also play random two-colour decks of every implemented card
  // Players in each game (2 .. kMaxPlayers; 800: free-for-all): seat p plays the deck p % 2 of
  // a pair, or a random deck of its own.
  int players = 2;
  // 810: Two-Headed Giant (players 4); 903: Commander, each deck pair's commanders in
  // commander_pairs (deck_pairs' order; random decks are not played).
  Format format = Format::FreeForAll;
  std::vector<std::array<std::vector<CardId>, 2>> commander_pairs;
  uint64_t first_seed = 1;
  int games = 1000;
  int threads = 1;
  uint64_t max_decisions = 20'000;  // a game still running after this many answers is a failure
  // Called as each game ends, from the thread that played it (progress lines).
  std::function<void()> game_done;
  uint64_t dump_every = 32;  // dump and load the state every this many decisions
  // The game of seed first_seed + log_game (if >= 0) writes its log to `log`.
  int log_game = -1;
  Log* log = nullptr;
};

struct SoakViolation {
  uint64_t seed = 0;
  uint64_t answers = 0;  // answers given before the violation
  std::string what;
  std::string replay;  // a replay (JSON) of the game up to the violation
  std::string dump;    // the state where it failed, in the state text form (a scenario)
};

struct SoakReport {
  int games = 0;
  uint64_t decisions = 0;        // answers given, in all games
  uint64_t options_checked = 0;  // options answered on a clone to check they are accepted
  double seconds = 0;
  std::vector<SoakViolation> violations;  // at most one per game
};

// Plays `games` games with seeds first_seed, first_seed + 1, ... At every decision it checks:
// the invariant checker passes; the option list is non-empty and free of duplicates; every
// listed option is accepted (each answered on a clone); one state in `dump_every` survives a dump
// and load (scenario/dump.cpp) unchanged. Once per game, a clone and a dumped-and-loaded copy taken
// at a seeded decision are played on with the same answers and must end in a state equal to
// the original's.
SoakReport run_soak(const SoakOptions& options);

// A random 40-card deck for `seed`: 17 basic lands of two colours and 23 implemented
// nonland cards of those colours (or colourless).
std::vector<CardId> random_deck(uint64_t seed);

}  // namespace lore
