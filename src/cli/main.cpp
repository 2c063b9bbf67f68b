// lore: play, replay and inspect games from the command line.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>

#include "cli/arena_command.h"
#include "cli/bench_command.h"
#include "cli/cli_print.h"
#include "cli/play_command.h"
#include "cli/serve_command.h"
#include "cli/soak_command.h"
#include "engine/card_db.h"
#include "engine/color_identity.h"
#include "engine/deck.h"
#include "engine/replay.h"
#include "engine/text_file.h"

using namespace lore;

namespace lore {
int cmd_scenario(const std::vector<std::string>& paths);  // scenario_cmd.cpp
int cmd_rulings(std::vector<std::string> paths, const std::string& set, bool missing_only);
}  // namespace lore

namespace {

constexpr int kUsageError = 2;

int cmd_replay(const std::string& path, const std::string& log_format, PlayerId viewer) {
  TextFile f = read_text_file(path, "replay file", kReplayLimits);
  if (!f.ok()) {
    std::cerr << f.error << "\n";
    return kUsageError;
  }
  const std::string& text = f.text;
  Replay r;
  std::string err;
  if (!replay_from_json(text, path, r, err)) {
    std::cerr << err << "\n";
    return kUsageError;
  }
  Log log;
  Game g;
  g.log = log_format == "none" ? nullptr : &log;
  bool good = run_replay(r, g, err);
  print_log(log, 0, log_format, viewer);
  if (!good) {
    std::cerr << path << ": " << err << "\n";
    return kUsageError;
  }
  if (log_format != "json") print_result(g);
  return 0;
}

int cmd_cards(const std::string& set, bool missing_only) {
  int total = 0, done = 0;
  const CardDb& db = CardDb::get();
  std::vector<CardId> ids;
  if (set.empty())
    for (const CardDef& c : db.all()) ids.push_back(c.id);
  else
    ids = db.cards_of_set(set);  // with its reprints, listed under their first printing's set
  for (CardId id : ids) {
    const CardDef& c = db[id];
    if (c.token || c.is_back_face() || c.is_adventure() || c.is_meld_result()) continue;
    ++total;
    done += c.implemented;
    if (missing_only && c.implemented) continue;
    std::cout << fmt::format("{:4} {:12} {}\n", c.set, c.implemented ? "implemented" : "missing",
                             c.name);
  }
  std::cout << fmt::format("{} of {} cards implemented\n", done, total);
  return 0;
}

int cmd_card(const std::string& name) {
  CardId id = find_card_loosely(name);
  if (id == kNoCard) {
    std::cerr << unknown_card_message(name) << "\n";
    return kUsageError;
  }
  const CardDef& c = card_def(id);
  std::cout << fmt::format("{} {}\n{}\n", c.name, c.cost.str(), c.type_line);
  if (std::string alt = CardDb::get().alt_name(c.name); !alt.empty())  // 201.6
    std::cout << fmt::format("Alternate name: {} (no effect on game play, 201.6)\n", alt);
  if (!c.oracle.empty()) std::cout << c.oracle << "\n";
  if (c.is(TCreature)) std::cout << fmt::format("{}/{}\n", c.power_text, c.toughness_text);
  if (c.is(TPlaneswalker)) std::cout << fmt::format("Loyalty: {}\n", c.loyalty_text);
  if (c.back != kNoCard) std::cout << fmt::format("Back face: {}\n", card_def(c.back).name);
  if (c.is_back_face())  // 712.8e
    std::cout << fmt::format("Back face of {} (mana value {})\n", card_def(c.front).name,
                             c.mana_value);
  if (c.meld_partner != kNoCard)  // 712.4a
    std::cout << fmt::format("Melds with {} into {}\n", card_def(c.meld_partner).name,
                             card_def(c.meld_result).name);
  if (c.is_meld_result())  // 712.8g
    std::cout << fmt::format("Combined back face of {} and {}\n", card_def(c.melded_from[0]).name,
                             card_def(c.melded_from[1]).name);
  if (c.adventure != kNoCard)
    std::cout << fmt::format("Adventure: {}\n", card_def(c.adventure).name);
  if (c.is_adventure())  // 715.2
    std::cout << fmt::format("Adventure of {}\n", card_def(c.adventurer).name);
  ColorMask identity = color_identity(id);  // 903.4
  std::string letters;
  for (int i = 0; i < 5; ++i)
    if (identity & (1 << i)) letters += fmt::format("{{{}}}", "WUBRG"[i]);
  std::cout << fmt::format("Color identity: {}\n", letters.empty() ? "colorless" : letters);
  std::cout << fmt::format("Set: {}  Status: {}\n", c.set,
                           c.implemented ? "implemented" : "missing");
  return 0;
}

// `--set`: one of the sets compiled in, any case ("fic" -> "FIC").
void add_set_option(CLI::App* app, std::string& set) {
  std::vector<std::string> sets = card_set_codes();
  app->add_option("--set", set, fmt::format("Only this set ({})", fmt::join(sets, ", ")))
      ->transform(CLI::IsMember(sets, CLI::ignore_case));
}

// An unknown command gets the list of the known ones (CLI11 would only say an argument was not
// expected).
bool known_command(const CLI::App& app, int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') return true;
  std::vector<std::string> names;
  for (const CLI::App* c : app.get_subcommands({})) {
    if (c->get_name() == argv[1]) return true;
    names.push_back(c->get_name());
  }
  std::cerr << fmt::format("error: unknown command {}; the commands are: {} (lore --help)\n",
                           excerpt(argv[1]), fmt::join(names, " "));
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"lore: a Magic: The Gathering rules engine built around Sagas"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "lore " LORE_VERSION);

  PlayArgs play_args;  // play_command.cpp
  auto* play = add_play_command(app, play_args);

  auto* replay = app.add_subcommand("replay", "Replay a saved game and print its log");
  std::string replay_path, log_format = "text";
  replay->add_option("FILE", replay_path, "Replay file")->required();
  replay->add_option("--log", log_format, "Log format")
      ->check(CLI::IsMember({"text", "json", "none"}))
      ->capture_default_str();
  std::string replay_viewer = "all";
  replay->add_option("--viewer", replay_viewer, "Print the log as this player sees it")
      ->check(CLI::IsMember({"P1", "P2", "all"}))
      ->capture_default_str();

  auto* cards = app.add_subcommand("cards", "List cards with their implementation status");
  std::string set;
  bool missing = false;
  add_set_option(cards, set);
  cards->add_flag("--missing", missing, "Only cards not implemented yet");

  auto* card = app.add_subcommand("card", "Print a card");
  std::string card_name;
  card->add_option("NAME", card_name, "Card name")->required();

  ArenaArgs arena_args;  // arena_command.cpp
  auto* arena = add_arena_command(app, arena_args);
  BenchArgs bench_args;  // bench_command.cpp
  auto* bench = add_bench_command(app, bench_args);
  SoakArgs soak_args;  // soak_command.cpp
  auto* soak = add_soak_command(app, soak_args);
  server::ServeOptions serve_options;  // serve_command.cpp
  auto* serve = add_serve_command(app, serve_options);

  auto* scenario = app.add_subcommand("scenario", "Run scenario files (docs/scenarios.md)");
  std::vector<std::string> scenario_paths;
  scenario->add_option("PATHS", scenario_paths, "Scenario files or directories")->required();

  auto* rulings = app.add_subcommand("rulings", "Ruling coverage of the scenario files");
  std::vector<std::string> ruling_paths;
  std::string ruling_set;
  bool ruling_missing = false;
  rulings->add_option("PATHS", ruling_paths,
                      "Scenario files or directories (default tests/scenarios)");
  add_set_option(rulings, ruling_set);
  rulings->add_flag("--missing", ruling_missing,
                    "List the rulings no scenario covers, with their text");

  if (!known_command(app, argc, argv)) return kUsageError;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kUsageError;
  }
  if (*play) return run_play_command(play_args);
  if (*replay) return cmd_replay(replay_path, log_format, viewer_of(replay_viewer));
  if (*cards) return cmd_cards(set, missing);
  if (*card) return cmd_card(card_name);
  if (*scenario) return cmd_scenario(scenario_paths);
  if (*rulings) return cmd_rulings(ruling_paths, ruling_set, ruling_missing);
  if (*bench) return run_bench_command(bench_args);
  if (*arena) return run_arena_command(arena_args);
  if (*soak) return run_soak_command(soak_args);
  if (*serve) return server::serve(serve_options);
  return 0;
}
