// The search budget options of the commands that run the mcts agent (arena, play; docs/ai.md).
#pragma once
#include <CLI/CLI.hpp>

#include "ai/agents.h"

namespace lore {

// --iterations, --budget-ms and --threads, their defaults those of ai::SearchBudget.
void add_search_budget_options(CLI::App* app, ai::SearchBudget& budget);
// A budget with neither limit never stops: an error on standard error, false.
bool search_budget_valid(const ai::SearchBudget& budget);

}  // namespace lore
