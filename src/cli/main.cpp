// lore: play, replay and inspect games from the command line.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/bench_command.h"
#include "cli/soak_command.h"
#include "engine/agents.h"
#include "engine/card_db.h"
#include "engine/color_identity.h"
#include "engine/deck.h"
#include "engine/describe.h"
#include "engine/replay.h"
#include "scenario/lex.h"
#include "scenario/scenario.h"

using namespace lore;

namespace lore {
int cmd_scenario(const std::vector<std::string>& paths);  // scenario_cmd.cpp
int cmd_rulings(std::vector<std::string> paths, const std::string& set, bool missing_only);
}  // namespace lore

namespace {

constexpr int kUsageError = 2;

// A person at the terminal: sees their view of the board and numbered options.
class HumanAgent : public Agent {
 public:
  int choose(const GameState& st) override {
    const Decision& d = st.decision;
    std::cout << "\n" << describe_board(st, d.player) << describe_decision(st, d) << "\n";
    if (d.kind == DecisionKind::ChooseName) return choose_name(d);
    for (size_t i = 0; i < d.options.size(); ++i)
      std::cout << fmt::format("  [{}] {}\n", i, describe_option(st, d, d.options[i]));
    while (true) {
      std::cout << "> " << std::flush;
      std::string line;
      if (!std::getline(std::cin, line)) throw std::runtime_error("standard input closed");
      try {
        size_t used = 0;
        int n = std::stoi(line, &used);
        if (used == line.size() && n >= 0 && n < static_cast<int>(d.options.size())) return n;
      } catch (...) {
      }
      std::cout << fmt::format("Please type a number from 0 to {}.\n", d.options.size() - 1);
    }
  }

  // 201.4: every card name is an option; the player types one instead of reading the list.
  static int choose_name(const Decision& d) {
    while (true) {
      std::cout << "Type a card name> " << std::flush;
      std::string line;
      if (!std::getline(std::cin, line)) throw std::runtime_error("standard input closed");
      CardId id = CardDb::get().find(scn::trim(line));
      for (size_t i = 0; id != kNoCard && i < d.options.size(); ++i)
        if (card_def(static_cast<CardId>(d.options[i].n)).name == card_def(id).name)
          return static_cast<int>(i);
      std::cout << fmt::format("\"{}\" is not a card name that may be chosen.\n", line);
    }
  }
};

void print_log(const Log& log, size_t from, const std::string& format) {
  for (size_t i = from; i < log.size(); ++i)
    std::cout << (format == "json" ? render_json(log[i]) : render_text(log[i])) << "\n";
}

std::string read_file(const std::string& path, bool& ok) {
  std::ifstream f(path);
  ok = static_cast<bool>(f);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

void print_result(const Game& g) {
  if (!g.over())
    std::cout << "Game stopped before the end.\n";
  else if (g.st.winner == kNoPlayer)
    std::cout << "Result: draw\n";
  else
    std::cout << fmt::format("Result: P{} wins on turn {}\n", g.st.winner + 1, g.st.turn);
}

// "TURN.STEP" (scenario step names: 5.main1, 3.blockers) for --dump-at.
bool parse_dump_at(const std::string& text, int& turn, Step& step) {
  auto dot = text.find('.');
  if (dot == std::string::npos) return false;
  try {
    size_t used = 0;
    turn = std::stoi(text.substr(0, dot), &used);
    if (used != dot || turn < 0) return false;
  } catch (...) {
    return false;
  }
  auto s = scn::parse_step(text.substr(dot + 1));
  if (!s) return false;
  step = *s;
  return true;
}

// `decks`: one deck file per player (2 .. kMaxPlayers; more than two: a free-for-all game, 806).
int cmd_play(const std::vector<std::string>& decks, uint64_t seed, bool human,
             const std::string& log_format, const std::string& save, const std::string& dump_at) {
  int dump_turn = 0;
  Step dump_step = Step::Untap;
  if (!dump_at.empty() && !parse_dump_at(dump_at, dump_turn, dump_step)) {
    std::cerr << "error: --dump-at takes TURN.STEP, e.g. 5.main1 (steps: untap upkeep draw "
                 "main1 begin-combat attackers blockers first-strike-damage damage end-combat "
                 "main2 end cleanup)\n";
    return kUsageError;
  }
  GameSetup setup;
  setup.players = static_cast<int>(decks.size());
  for (size_t p = 0; p < decks.size(); ++p) {
    DeckResult d = load_deck(decks[p]);
    if (!d.ok()) {
      std::cerr << d.error << "\n";
      return kUsageError;
    }
    setup.decks[p] = std::move(d.cards);
  }
  setup.seed = seed;
  Log log;
  Game g = Game::start(setup, log_format == "none" ? nullptr : &log);
  // Seats 0 and 1 keep the seeds of the two-player game; the others get their own.
  std::vector<RandomAgent> computers;
  for (uint64_t p = 0; p < decks.size(); ++p)
    computers.emplace_back(p < 2 ? seed * 2 + 1 + p : ~seed * 8 + p);
  HumanAgent you;
  std::vector<Agent*> agents;
  for (RandomAgent& a : computers) agents.push_back(&a);
  if (human) agents[0] = &you;
  size_t printed = 0;
  auto flush = [&](const Game&) {
    if (log_format != "none") print_log(log, printed, log_format);
    printed = log.size();
  };
  flush(g);
  PlayResult r;
  try {
    auto reached = [&](const Game& game) {
      return !dump_at.empty() && game.st.turn == dump_turn && game.st.step == dump_step;
    };
    r = play_out(g, agents, 1'000'000, flush, reached);
    if (reached(g)) {  // the state text form (docs/reliability.md), ready to become a scenario
      std::cout << scn::dump_scenario(g.st);
      return 0;
    }
    if (!dump_at.empty()) {
      std::cerr << "error: no decision was asked in " << dump_at
                << " (the game never got there, or every decision of that step had a single "
                   "option, which is answered without asking)\n";
      return 1;
    }
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  if (!r.ok) {
    std::cerr << "error: " << r.error << "\n";
    return 1;
  }
  if (log_format != "json") print_result(g);
  if (!save.empty()) {
    std::ofstream out(save);
    out << replay_to_json(Replay{setup, r.answers});
    if (!out) {
      std::cerr << save << ": cannot write the replay\n";
      return 1;
    }
  }
  return 0;
}

int cmd_replay(const std::string& path, const std::string& log_format) {
  bool ok = false;
  std::string text = read_file(path, ok);
  if (!ok) {
    std::cerr << path << ": cannot open the replay file\n";
    return kUsageError;
  }
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
  print_log(log, 0, log_format);
  if (!good) {
    std::cerr << path << ": " << err << "\n";
    return kUsageError;
  }
  if (log_format != "json") print_result(g);
  return 0;
}

int cmd_cards(const std::string& set, bool missing_only) {
  int total = 0, done = 0;
  for (const CardDef& c : CardDb::get().all()) {
    if (c.token || c.is_back_face() || c.is_adventure() || c.is_meld_result() ||
        (!set.empty() && c.set != set))
      continue;
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
  CardId id = CardDb::get().find(name);
  if (id == kNoCard) {
    std::cerr << fmt::format("unknown card \"{}\"\n", name);
    return kUsageError;
  }
  const CardDef& c = card_def(id);
  std::cout << fmt::format("{} {}\n{}\n", c.name, c.cost.str(), c.type_line);
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

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"lore: a Magic: The Gathering rules engine built around Sagas"};
  app.require_subcommand(1);

  auto* play = app.add_subcommand("play", "Play a game (two computer players unless --human)");
  std::string deck1 = "decks/dmu_sagas.txt", deck2 = "decks/fin_summons.txt", log_format = "text",
              save;
  uint64_t seed = 1;
  bool human = false;
  play->add_option("--deck1", deck1, "Deck file of player 1")->capture_default_str();
  play->add_option("--deck2", deck2, "Deck file of player 2")->capture_default_str();
  int players = 2;
  play->add_option("--players", players, "Players (2 to 6; more than two: free-for-all)")
      ->check(CLI::Range(2, kMaxPlayers))
      ->capture_default_str();
  std::array<std::string, kMaxPlayers> more_decks;  // --deck3 .. --deck6
  for (int p = 2; p < kMaxPlayers; ++p)
    play->add_option(fmt::format("--deck{}", p + 1), more_decks[static_cast<size_t>(p)],
                     fmt::format("Deck file of player {} (default: --deck{})", p + 1, p % 2 + 1));
  play->add_option("--seed", seed, "Random seed (same seed, same game)")->capture_default_str();
  play->add_flag("--human", human, "Play as player 1 at the terminal");
  play->add_option("--log", log_format, "Log format")
      ->check(CLI::IsMember({"text", "json", "none"}))
      ->capture_default_str();
  play->add_option("--save-replay", save, "Write a replay file");
  std::string dump_at;
  play->add_option("--dump-at", dump_at,
                   "Stop at the first decision in TURN.STEP (e.g. 5.main1) and print the state "
                   "as a scenario set-up");

  auto* replay = app.add_subcommand("replay", "Replay a saved game and print its log");
  std::string replay_path;
  replay->add_option("FILE", replay_path, "Replay file")->required();
  replay->add_option("--log", log_format, "Log format")
      ->check(CLI::IsMember({"text", "json", "none"}));

  auto* cards = app.add_subcommand("cards", "List cards with their implementation status");
  std::string set;
  bool missing = false;
  cards->add_option("--set", set, "Only this set (DMU, FIN, USG)");
  cards->add_flag("--missing", missing, "Only cards not implemented yet");

  auto* card = app.add_subcommand("card", "Print a card");
  std::string card_name;
  card->add_option("NAME", card_name, "Card name")->required();

  BenchArgs bench_args;  // bench_command.cpp
  auto* bench = add_bench_command(app, bench_args);
  SoakArgs soak_args;  // soak_command.cpp
  auto* soak = add_soak_command(app, soak_args);

  auto* scenario = app.add_subcommand("scenario", "Run scenario files (docs/scenarios.md)");
  std::vector<std::string> scenario_paths;
  scenario->add_option("PATHS", scenario_paths, "Scenario files or directories")->required();

  auto* rulings = app.add_subcommand("rulings", "Ruling coverage of the scenario files");
  std::vector<std::string> ruling_paths;
  std::string ruling_set;
  bool ruling_missing = false;
  rulings->add_option("PATHS", ruling_paths,
                      "Scenario files or directories (default tests/scenarios)");
  rulings->add_option("--set", ruling_set, "Only this set (DMU, FIN, USG)");
  rulings->add_flag("--missing", ruling_missing,
                    "List the rulings no scenario covers, with their text");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kUsageError;
  }
  if (*play) {
    std::vector<std::string> decks{deck1, deck2};
    for (size_t p = 2; p < static_cast<size_t>(players); ++p)
      decks.push_back(more_decks[p].empty() ? decks[p % 2] : more_decks[p]);
    return cmd_play(decks, seed, human, log_format, save, dump_at);
  }
  if (*replay) return cmd_replay(replay_path, log_format);
  if (*cards) return cmd_cards(set, missing);
  if (*card) return cmd_card(card_name);
  if (*scenario) return cmd_scenario(scenario_paths);
  if (*rulings) return cmd_rulings(ruling_paths, ruling_set, ruling_missing);
  if (*bench) return run_bench_command(bench_args);
  if (*soak) return run_soak_command(soak_args);
  return 0;
}
