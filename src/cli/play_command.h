// `lore play`: a game between two computer players, or one against a person at the terminal.
#pragma once
#include <CLI/CLI.hpp>
#include <array>
#include <cstdint>
#include <string>

#include "ai/agents.h"
#include "cli/cli_options.h"
#include "cli/human_options.h"

namespace lore {

struct PlayArgs {
  DeckArgs decks{{"decks/dmu_sagas.txt", "decks/fin_summons.txt"}};
  uint64_t seed = 1;
  bool human = false;
  std::string log_format = "text";
  std::string save;     // --save-replay
  std::string dump_at;  // TURN.STEP
  // A game that cannot end (two players who never win, 104.4b-like loops of choices) stops
  // after this many answered decisions, without a result.
  uint64_t max_actions = 1'000'000;
  // The computer players (docs/ai.md); "random" keeps the seeded games of before. With --human,
  // agents[1] is the opponent unless --opponent names one.
  std::string agents[2] = {"random", "random"};
  ai::SearchBudget budget;     // of an mcts computer player
  HumanOptions human_options;  // --seat, --start, --opponent, --resume, --board-stderr, --viewer
  // More than two: a free-for-all game (806). Seat p plays --deck{p+1}, by default the deck of
  // seat p % 2, with the agent of seat p % 2.
  int players = 2;
  std::array<std::string, kMaxPlayers> more_decks;  // --deck3 .. --deck6
};

CLI::App* add_play_command(CLI::App& app, PlayArgs& args);
int run_play_command(const PlayArgs& args);

}  // namespace lore
