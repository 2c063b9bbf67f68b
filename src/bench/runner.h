// Plays seeded games of a workload, optionally on several threads, and measures them.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "bench/workload.h"
#include "engine/game.h"

namespace lore::bench {

struct GameStats {
  uint64_t decisions = 0;         // decisions an agent answered (all have two or more options)
  uint64_t single_decisions = 0;  // decisions with fewer than two options (expected: none)
  int32_t turns = 0;
  bool finished = false;
  bool starter_won = false;
  bool draw = false;
  size_t peak_state_bytes = 0;
};

// Game `index` of a run is fully determined by seed + index: setup, shuffles and both agents.
// With `log`, the game's log is written there (the benchmarks run without one).
GameStats play_game(const Workload& w, uint64_t seed, uint64_t index, Log* log = nullptr);

// The game of `seed` (no mulligans, random agents seeded as in play_game()) after about
// `decisions` decisions, stopped at a priority decision unless it is over (fixtures of the
// microbenchmarks and tests).
Game random_game_at(const Workload& w, uint64_t seed, int decisions);

struct ThreadResult {
  uint64_t games = 0;
  double seconds = 0;
};

struct RunResult {
  uint64_t games = 0, decisions = 0, single_decisions = 0, turns = 0;
  uint64_t starter_wins = 0, draws = 0, unfinished = 0;
  size_t peak_state_bytes = 0;
  double seconds = 0;  // wall time of the whole run
  std::vector<ThreadResult> threads;
  // Total decisions over the run's games: depends only on engine behaviour and the seeds.
  uint64_t signature() const { return decisions; }
};

// `game_done`, if set, is called as each game ends, from the thread that played it (progress).
RunResult run_games(const Workload& w, uint64_t games, uint64_t seed, int threads,
                    const std::function<void()>& game_done = {});

}  // namespace lore::bench
