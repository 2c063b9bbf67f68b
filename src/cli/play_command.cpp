#include "cli/play_command.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>

#include "ai/agents.h"
#include "cli/cli_print.h"
#include "cli/search_options.h"
#include "engine/replay.h"
#include "engine/terminal_agent.h"
#include "scenario/lex.h"
#include "scenario/scenario.h"

namespace lore {

namespace {

constexpr int kUsageError = 2;

// Passes on another agent's answers and keeps them: the replay of a game cut short.
class RecordingAgent : public Agent {
 public:
  RecordingAgent(Agent& inner, std::vector<int>& answers) : inner_(inner), answers_(answers) {}
  int choose(const GameState& st) override {
    int choice = inner_.choose(st);
    answers_.push_back(choice);
    return choice;
  }

 private:
  Agent& inner_;
  std::vector<int>& answers_;
};

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

// Whether `path` can be written, checked before the game so its replay is not lost at the end.
// Leaves no file behind that was not there.
bool writable(const std::string& path) {
  std::error_code ec;
  bool existed = std::filesystem::exists(path, ec);
  if (std::filesystem::is_directory(path, ec)) return false;
  bool ok = static_cast<bool>(std::ofstream(path, std::ios::app));
  if (ok && !existed) std::filesystem::remove(path, ec);
  return ok;
}

bool save_replay(const std::string& path, const Replay& replay) {
  std::ofstream out(path);
  out << replay_to_json(replay);
  out.close();
  if (!out) std::cerr << path << ": cannot write the replay\n";
  return static_cast<bool>(out);
}

}  // namespace

CLI::App* add_play_command(CLI::App& app, PlayArgs& a) {
  auto* play = app.add_subcommand("play", "Play a game (two computer players unless --human)");
  add_deck_options(play, a.decks, false);
  add_number_option(play, "--seed", a.seed, 0, std::numeric_limits<uint64_t>::max(),
                    "Random seed (same seed, same game)");
  play->add_flag("--human", a.human, "Play at the terminal (? at the prompt for help)");
  add_human_options(play, a.human_options);  // human_options.cpp
  play->add_option("--log", a.log_format, "Log format")
      ->check(CLI::IsMember({"text", "json", "none"}))
      ->capture_default_str();
  play->add_option("--save-replay", a.save,
                   "Write a replay file (also of a game cut short: input closed, --max-actions)");
  play->add_option("--dump-at", a.dump_at,
                   "Stop at the first decision in TURN.STEP (e.g. 5.main1) and print the state "
                   "as a scenario set-up");
  auto agent_names = CLI::IsMember({"random", "heuristic", "mcts", "mcts-random"});
  play->add_option("--p1", a.agents[0], "Computer player 1 (unless --human)")
      ->check(agent_names)
      ->capture_default_str();
  play->add_option("--p2", a.agents[1], "Computer player 2: the opponent")
      ->check(agent_names)
      ->capture_default_str();
  add_search_budget_options(play, a.budget);
  add_number_option(play, "--players", a.players, 2, kMaxPlayers,
                    "Players (2 to 6; more than two: free-for-all)");
  for (size_t p = 2; p < kMaxPlayers; ++p)
    play->add_option(
        fmt::format("--deck{}", p + 1), a.more_decks[p],
        fmt::format("Deck file of player {} (default: player {}'s)", p + 1, p % 2 + 1));
  add_number_option(play, "--max-actions", a.max_actions, 1, 1'000'000'000,
                    "Stop a game that has not ended after this many answered decisions");
  return play;
}

int run_play_command(const PlayArgs& a) {
  const HumanOptions& ho = a.human_options;
  int dump_turn = 0;
  Step dump_step = Step::Untap;
  if (!a.dump_at.empty() && !parse_dump_at(a.dump_at, dump_turn, dump_step)) {
    std::cerr << "error: --dump-at takes TURN.STEP, e.g. 5.main1 (steps: untap upkeep draw "
                 "main1 begin-combat attackers blockers first-strike-damage damage end-combat "
                 "main2 end cleanup)\n";
    return kUsageError;
  }
  int players = a.players;
  Format format = Format::FreeForAll;
  if (!game_format(a.decks, players, format)) return kUsageError;
  if (!search_budget_valid(a.budget)) return kUsageError;
  DeckArgs seat_decks = a.decks;
  commander_default_decks(seat_decks, PlayArgs{}.decks.paths);
  for (size_t p = 2; p < static_cast<size_t>(players); ++p)
    seat_decks.paths.push_back(a.more_decks[p].empty() ? seat_decks.paths[p % 2] : a.more_decks[p]);
  std::vector<std::vector<CardId>> decks, commanders;
  if (!load_decks(seat_decks, decks, &commanders)) return kUsageError;
  if (!a.save.empty() && !writable(a.save)) {
    std::cerr << "error: " << a.save << ": cannot write the replay there\n";
    return kUsageError;
  }
  GameSetup setup;
  setup.players = players;
  setup.format = format;
  for (size_t p = 0; p < decks.size(); ++p) setup.decks[p] = decks[p];
  if (setup.format == Format::Commander)
    for (size_t p = 0; p < commanders.size(); ++p) setup.commanders[p] = commanders[p];
  setup.seed = a.seed;
  if (a.human) setup.starting = starting_player(ho);
  Replay resumed;
  std::string err;
  if (!ho.resume.empty()) {  // the saved game's decks and seed, and its answers so far
    if (!load_resume(ho.resume, resumed, err)) {
      std::cerr << err << "\n";
      return kUsageError;
    }
    setup = resumed.setup;
  }
  Log log;
  Game g;
  g.log = a.log_format == "none" ? nullptr : &log;
  if (!run_replay(Replay{setup, resumed.answers}, g, err)) {
    std::cerr << ho.resume << ": " << err << "\n";
    return kUsageError;
  }
  PlayerId seat = a.human ? static_cast<PlayerId>(ho.seat - 1) : 0;
  std::string names[2] = {a.agents[0], a.agents[1]};
  if (a.human) names[1 - seat] = ho.opponent.empty() ? a.agents[1] : ho.opponent;
  // Seats 0 and 1 keep the seeds of the two-player game; the others get their own.
  std::vector<std::unique_ptr<Agent>> computers;
  for (uint64_t p = 0; p < static_cast<uint64_t>(setup.players); ++p)
    computers.push_back(ai::make_agent(names[p % 2], p < 2 ? a.seed * 2 + 1 + p : ~a.seed * 8 + p,
                                       setup.decks, a.budget));
  bool board_on_stderr = a.log_format == "json" || ho.board_on_stderr;
  TerminalAgent you(seat, std::cin, board_on_stderr ? std::cerr : std::cout);
  // 402.3: by default a person sees the log as their seat does.
  PlayerId viewer = viewer_of(ho.viewer.empty() && a.human ? (seat == 0 ? "P1" : "P2") : ho.viewer);
  std::vector<int> answers = resumed.answers;
  std::vector<RecordingAgent> recorders;
  recorders.reserve(computers.size());
  for (size_t p = 0; p < computers.size(); ++p)
    recorders.emplace_back(
        a.human && p == static_cast<size_t>(seat) ? static_cast<Agent&>(you) : *computers[p],
        answers);
  std::vector<Agent*> seats;
  for (RecordingAgent& r : recorders) seats.push_back(&r);
  size_t printed = 0;
  auto flush = [&](const Game& game) {
    if (a.human && a.log_format == "text" && !board_on_stderr)
      you.show_log(game.st, log, printed);  // the object numbers the player sees
    else if (a.log_format != "none")
      print_log(log, printed, a.log_format, viewer);
    printed = log.size();
  };
  flush(g);
  auto reached = [&](const Game& game) {
    return !a.dump_at.empty() && game.st.turn == dump_turn && game.st.step == dump_step;
  };
  PlayResult r;
  try {
    r = play_out(g, seats, a.max_actions, flush, reached);
  } catch (const std::exception& e) {
    // The answer being asked was never given: the replay stops at that decision.
    std::cerr << "error: " << e.what() << "\n";
    if (!a.save.empty() && save_replay(a.save, Replay{setup, answers}))
      std::cerr << fmt::format("the game so far ({} answers) is in {}\n", answers.size(), a.save);
    return 1;
  }
  if (reached(g)) {  // the state text form (docs/reliability.md), ready to become a scenario
    std::cout << scn::dump_scenario(g.st);
    return 0;
  }
  if (!a.dump_at.empty()) {
    std::cerr << "error: no decision was asked in " << a.dump_at
              << " (the game never got there, or every decision of that step had a single "
                 "option, which is answered without asking)\n";
    return 1;
  }
  if (!r.ok) {
    std::cerr << "error: " << r.error << "\n";
    return 1;
  }
  if (a.log_format != "json") {
    if (!g.over() && r.answers.size() >= a.max_actions)
      std::cout << fmt::format("Game stopped after {} actions, without a result (--max-actions)\n",
                               r.answers.size());
    else
      print_result(g);
  }
  if (!a.save.empty() && !save_replay(a.save, Replay{setup, answers})) return 1;
  return 0;
}

}  // namespace lore
