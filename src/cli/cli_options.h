// Options shared by the subcommands: strictly checked numbers, the two decks of a game and
// their format.
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/format.h"
#include "engine/types.h"

namespace lore {

// A whole number from `min` to `max`, written in decimal digits only: "-1", "1e23" and
// 18446744073709551616 are refused rather than wrapped or rounded.
CLI::Option* add_number_option(CLI::App* app, const std::string& name, uint64_t& value,
                               uint64_t min, uint64_t max, const std::string& description);
CLI::Option* add_number_option(CLI::App* app, const std::string& name, int& value, int min, int max,
                               const std::string& description);

// `--decks A B` (or the older `--deck1 A --deck2 B`) and `--format`: the deck rules checked
// (limited, constructed, free) of a free-for-all game, or the game's format (ffa: free-for-all
// with limited decks; commander: a Commander game, 903; 2hg: Two-Headed Giant, 810).
struct DeckArgs {
  std::vector<std::string> paths;
  std::string format = "limited";
  std::string game = "ffa";  // the game's format: ffa, 2hg or commander (game_format() below)
};
// The shipped Commander decks a command plays with `--format commander` when its decks were
// left at their defaults (`defaults`).
void commander_default_decks(DeckArgs& args, const std::vector<std::string>& defaults);
// `pairs`: --decks takes any even number of files (games cycle through the pairs); else two.
void add_deck_options(CLI::App* app, DeckArgs& args, bool pairs);

// `--log-game K` and `--log text|json` for the commands that play many games (bench, soak,
// arena): the log of game K (the game of seed + K) is written to standard error after the run,
// standard output keeping the report alone.
struct LogGameArgs {
  int game = -1;  // -1: no game's log
  std::string format = "text";
  bool wanted() const { return game >= 0; }
};
void add_log_game_options(CLI::App* app, LogGameArgs& args);
// False, with the error on stderr, when --log-game names no game of the `games` that `run` (e.g.
// "the soak") plays.
bool log_game_in_range(const LogGameArgs& args, uint64_t games, const std::string& run);

// The game's format of `--format` (100.2, 810, 903), checked against `players`: 2hg makes it 4
// (given as 2, the default, or 4). Prints the error on stderr and returns false if they don't fit.
bool game_format(const DeckArgs& args, int& players, Format& format);

// Loads every deck of `args` and checks it against the format; prints each error on stderr and
// returns false if any. With `commanders`, a Commander game's: each deck's Commander section
// (903.3).
bool load_decks(const DeckArgs& args, std::vector<std::vector<CardId>>& decks,
                std::vector<std::vector<CardId>>* commanders = nullptr);

}  // namespace lore
