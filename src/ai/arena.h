// Matches between computer players: `lore arena` (docs/ai.md).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "ai/agents.h"
#include "engine/log.h"

namespace lore::ai {

struct ArenaSetup {
  std::string agents[2] = {"mcts", "random"};
  DeckLists decks;  // decks[i]: the deck agent i plays
  int games = 100;
  uint64_t seed = 1;
  SearchBudget budget;
  // Game log_game (if >= 0) writes its log to `log`.
  int log_game = -1;
  Log* log = nullptr;
};

struct ArenaResult {
  int games = 0, wins[2] = {0, 0}, draws = 0;
  double decision_ms[2] = {0, 0};      // total time agent i spent choosing
  double max_decision_ms[2] = {0, 0};  // its longest decision
  uint64_t decisions[2] = {0, 0};
  uint64_t playouts[2] = {0, 0};  // search iterations of an mcts agent
  uint64_t turns = 0;
  std::vector<int> lost;  // the games (i) the first agent lost
};

// Game i: seed + i; agent 0 sits first (and plays first) in even games, second in odd ones.
ArenaResult run_arena(const ArenaSetup& s);

// One game of an arena: game `i` of run_arena(), added to `r`, its events into `log` if given.
struct ArenaGame {
  int first = 0;    // the agent in seat 1 (P1 plays first)
  int winner = -1;  // the agent who won; -1: a draw or a game cut short
  int turns = 0;
};
ArenaGame arena_game(const ArenaSetup& s, int i, ArenaResult& r, Log* log = nullptr);

// Wilson score interval (95%) of `wins` successes in `n` trials.
std::pair<double, double> wilson95(double wins, double n);

std::string arena_json(const ArenaSetup& s, const ArenaResult& r);

// Playouts per second from a fixed mid-game position of the given decks (the first main phase
// of turn 6 of seeded random play), each played to the end by rule_choice() or at random: per
// second of wall clock, and per second of the thread's processor time (what one core does when
// the machine is shared).
struct PlayoutRate {
  double per_s = 0, per_cpu_s = 0;
};
PlayoutRate measure_playouts(const DeckLists& decks, int playouts, uint64_t seed,
                             bool random = false);

}  // namespace lore::ai
