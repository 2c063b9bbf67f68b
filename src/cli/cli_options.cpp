#include "cli/cli_options.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <iostream>

#include "engine/deck.h"
#include "engine/text_file.h"

namespace lore {

namespace {

template <typename T>
CLI::Option* add_number(CLI::App* app, const std::string& name, T& value, T min, T max,
                        const std::string& description) {
  auto parse = [&value, name, min, max](const std::string& text) {
    T v{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    bool digits = !text.empty() && text[0] != '-' && text[0] != '+';
    if (!digits || ec != std::errc() || end != text.data() + text.size() || v < min || v > max)
      throw CLI::ValidationError(
          name, fmt::format("{} is not a whole number from {} to {}", excerpt(text), min, max));
    value = v;
  };
  return app->add_option_function<std::string>(name, parse, description)
      ->default_str(std::to_string(value))
      ->type_name("N");
}

}  // namespace

CLI::Option* add_number_option(CLI::App* app, const std::string& name, uint64_t& value,
                               uint64_t min, uint64_t max, const std::string& description) {
  return add_number(app, name, value, min, max, description);
}

CLI::Option* add_number_option(CLI::App* app, const std::string& name, int& value, int min, int max,
                               const std::string& description) {
  return add_number(app, name, value, min, max, description);
}

void add_deck_options(CLI::App* app, DeckArgs& args, bool pairs) {
  auto* decks = app->add_option("--decks", args.paths,
                                pairs ? "Deck files, played in pairs (a file, or a shipped deck "
                                        "by name: dmu_sagas fin_summons red_green white_black)"
                                      : "Deck files of player 1 and player 2 (a file, or a "
                                        "shipped deck by name: dmu_sagas fin_summons red_green "
                                        "white_black)");
  decks->default_str(fmt::format("{}", fmt::join(args.paths, " ")));
  if (pairs) {
    decks->expected(0, -1);
  } else {
    decks->expected(2);
    // The older spellings, kept.
    app->add_option_function<std::string>(
           "--deck1", [&args](const std::string& p) { args.paths.at(0) = p; },
           "Deck file of player 1 (as the first of --decks)")
        ->excludes(decks);
    app->add_option_function<std::string>(
           "--deck2", [&args](const std::string& p) { args.paths.at(1) = p; },
           "Deck file of player 2 (as the second of --decks)")
        ->excludes(decks);
  }
  app->add_option_function<std::vector<std::string>>(
         "--format",
         [&args](const std::vector<std::string>& values) {
           for (const std::string& v : values)
             (v == "ffa" || v == "2hg" || v == "commander" ? args.game : args.format) = v;
         },
         "The game's format: ffa (free-for-all, the default), 2hg (Two-Headed Giant: four "
         "players, two teams), commander; and the deck construction rules checked: limited (the "
         "default, 40 cards or more), constructed (60 or more, at most 4 of a card but basic "
         "lands, sideboard of 15 at most) or free (none). Give one of each: --format 2hg "
         "--format constructed")
      ->check(CLI::IsMember({"limited", "constructed", "free", "ffa", "2hg", "commander"}));
}

void add_log_game_options(CLI::App* app, LogGameArgs& args) {
  add_number_option(app, "--log-game", args.game, 0, 1'000'000'000,
                    "Write the log of game K (0: the first, of seed --seed) to standard error");
  app->add_option("--log", args.format, "Format of the --log-game log")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
}

bool log_game_in_range(const LogGameArgs& args, uint64_t games, const std::string& run) {
  if (!args.wanted() || static_cast<uint64_t>(args.game) < games) return true;
  std::cerr << fmt::format("error: --log-game {}: {} plays games 0 to {}\n", args.game, run,
                           games - 1);
  return false;
}

bool game_format(const DeckArgs& args, int& players, Format& format) {
  format = Format::FreeForAll;
  if (args.game == "commander") format = Format::Commander;
  if (args.game == "2hg") {  // 810.1: two teams of two
    if (players != 2 && players != 4) {
      std::cerr << fmt::format("error: --format 2hg seats 4 players, not {}\n", players);
      return false;
    }
    players = 4;
    format = Format::TwoHeadedGiant;
  }
  return true;
}

void commander_default_decks(DeckArgs& args, const std::vector<std::string>& defaults) {
  if (args.game != "commander" || args.paths != defaults) return;
  args.paths = {"decks/commander_terra.txt", "decks/commander_locke.txt"};
}

bool load_decks(const DeckArgs& args, std::vector<std::vector<CardId>>& decks,
                std::vector<std::vector<CardId>>* commanders) {
  bool commander = args.game == "commander";  // 903.5: its deck rules replace the others
  auto format = commander ? std::optional{DeckFormat::Commander} : parse_deck_format(args.format);
  bool ok = true;
  for (const std::string& path : args.paths) {
    DeckResult d = load_deck(path);
    if (!d.ok()) {
      std::cerr << "error: " << d.error << "\n";
      ok = false;
      continue;
    }
    for (const std::string& p : deck_problems(d, format.value_or(DeckFormat::Free))) {
      std::cerr << fmt::format("error: {}: {} (--format free plays any deck)\n", path, p);
      ok = false;
    }
    if (commanders) commanders->push_back(d.commander);
    if (!d.commander.empty() && !commander)
      std::cerr << fmt::format(
          "warning: {}: the Commander section is left out: only a Commander game "
          "(--format commander) plays it\n",
          path);
    decks.push_back(std::move(d.cards));
  }
  return ok;
}

}  // namespace lore
