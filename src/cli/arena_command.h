// `lore arena`: matches between computer players (docs/ai.md).
#pragma once
#include <CLI/CLI.hpp>
#include <string>

#include "ai/agents.h"
#include "cli/cli_options.h"

namespace lore {

struct ArenaArgs {
  std::string p1 = "mcts", p2 = "random";
  DeckArgs decks{{"decks/dmu_sagas.txt", "decks/fin_summons.txt"}};
  int games = 100;
  uint64_t seed = 1;
  ai::SearchBudget budget;
  int measure_playouts = 0;
  LogGameArgs log;
};

CLI::App* add_arena_command(CLI::App& app, ArenaArgs& a);
int run_arena_command(const ArenaArgs& a);

}  // namespace lore
