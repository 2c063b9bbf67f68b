#include "cli/search_options.h"

#include <iostream>

#include "cli/cli_options.h"

namespace lore {

void add_search_budget_options(CLI::App* app, ai::SearchBudget& budget) {
  add_number_option(app, "--iterations", budget.iterations, 0, 10'000'000,
                    "mcts: iterations per searched decision (0: none); the same choices on any "
                    "machine for a seed while --budget-ms does not cut the search short");
  add_number_option(app, "--budget-ms", budget.ms, 0, 600'000,
                    "mcts: time cap per searched decision (0: none)");
  add_number_option(app, "--threads", budget.threads, 1, 64,
                    "mcts: trees searched at once, each with the whole budget (root "
                    "parallelisation; reproducible for a seed with --budget-ms 0)");
}

bool search_budget_valid(const ai::SearchBudget& budget) {
  if (budget.ms == 0 && budget.iterations == 0) {
    std::cerr << "error: --budget-ms 0 needs --iterations N (a search with no limit never ends)\n";
    return false;
  }
  return true;
}

}  // namespace lore
