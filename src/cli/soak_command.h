// `lore soak`: the random-step invariant suite over any number of seeded games.
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "cli/cli_options.h"

namespace lore {

struct SoakArgs {
  int games = 1000;
  int threads = 1;
  uint64_t seed = 1;
  DeckArgs decks{{"decks/dmu_sagas.txt", "decks/fin_summons.txt", "decks/red_green.txt",
                  "decks/white_black.txt"}};
  bool no_random_decks = false;
  int players = 2;  // more than two: free-for-all games (seat i plays deck i % 2 of a pair)
  uint64_t dump_every = 32;
  int progress_every = 100;  // a progress line on stderr per this many games (a terminal only)
  LogGameArgs log;
};

CLI::App* add_soak_command(CLI::App& app, SoakArgs& args);
int run_soak_command(const SoakArgs& args);

}  // namespace lore
