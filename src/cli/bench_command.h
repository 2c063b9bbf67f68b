// `lore bench`: games/s and decisions/s of the benchmark workloads (docs/performance.md).
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "cli/cli_options.h"

namespace lore {

struct BenchArgs {
  std::string workload = "all";
  uint64_t games = 0;  // 0: the workload's default count
  uint64_t seed = 1;
  int threads = 1;
  int players = 2;  // more than two: the workloads as free-for-all games (seat i: deck i % 2)
  uint64_t progress_every = 100;  // a progress line on stderr per this many games (a terminal)
  LogGameArgs log;
  DeckArgs decks{{"decks/dmu_sagas.txt", "decks/fin_summons.txt"}};  // the saga workload's
};

CLI::App* add_bench_command(CLI::App& app, BenchArgs& args);
int run_bench_command(const BenchArgs& args);

}  // namespace lore
