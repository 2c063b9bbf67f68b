#include "cli/bench_command.h"

#include <fmt/format.h>

#include <iostream>
#include <limits>

#include "ai/arena.h"
#include "bench/report.h"
#include "bench/runner.h"
#include "cli/cli_print.h"
#include "cli/progress.h"

namespace lore {

namespace {

// Default game counts: a few seconds in all today; the signature covers exactly these games.
constexpr uint64_t kOgreGames = 500, kSagaGames = 500, kCommanderGames = 100, kRollouts = 2000;

// The search's raw speed: playouts per second from the fixed mid-game Saga position of
// ai::measure_playouts(), uniformly random and by the heuristic rules (docs/performance.md).
int run_mcts_workload(const BenchArgs& a) {
  std::vector<std::vector<CardId>> decks;
  if (!load_decks(a.decks, decks)) return 2;
  ai::DeckLists lists;
  lists[0] = decks[0];
  lists[1] = decks[1];
  int n = static_cast<int>(a.games ? a.games : kRollouts);
  ai::PlayoutRate random = ai::measure_playouts(lists, n, a.seed, true);
  ai::PlayoutRate rules = ai::measure_playouts(lists, n, a.seed, false);
  std::cout
      << fmt::format(
             "{{\"workload\": \"mcts\", \"rollouts\": {}, \"seed\": {}, "
             "\"random_rollouts_per_s\": {:.1f}, \"heuristic_rollouts_per_s\": {:.1f}, "
             "\"random_rollouts_per_cpu_s\": {:.1f}, \"heuristic_rollouts_per_cpu_s\": {:.1f}}}",
             n, a.seed, random.per_s, rules.per_s, random.per_cpu_s, rules.per_cpu_s)
      << std::endl;
  return 0;
}

}  // namespace

CLI::App* add_bench_command(CLI::App& app, BenchArgs& a) {
  auto* c = app.add_subcommand("bench", "Measure games/s of seeded random games (JSON lines)");
  c->add_option("--workload", a.workload, "Workload")
      ->check(CLI::IsMember({"ogre", "saga", "commander4", "mcts", "all"}))
      ->capture_default_str();
  add_number_option(c, "--games", a.games, 1, 1'000'000'000, "Games per workload")
      ->default_str("500");
  add_number_option(c, "--seed", a.seed, 0, std::numeric_limits<uint64_t>::max(),
                    "First game's seed (game i uses seed + i)");
  add_number_option(c, "--threads", a.threads, 1, 256, "Threads playing independent games");
  add_deck_options(c, a.decks, false);
  add_number_option(c, "--players", a.players, 2, kMaxPlayers,
                    "Players per game (2 to 6; seat i plays deck i % 2)");
  add_number_option(c, "--progress-every", a.progress_every, 1, 1'000'000'000,
                    "A progress line on standard error every N games (when it is a terminal)");
  add_log_game_options(c, a.log);
  return c;
}

int run_bench_command(const BenchArgs& a) {
  if (a.workload == "mcts") return run_mcts_workload(a);
  int players = a.players;
  Format format = Format::FreeForAll;
  if (!game_format(a.decks, players, format)) return 2;
  std::vector<std::pair<bench::Workload, uint64_t>> runs;
  std::string err;
  if (a.workload == "commander4") {  // four seats of a Commander game
    bench::Workload w;
    if (!bench::commander_workload(w, err)) {
      std::cerr << "error: " << err << "\n";
      return 2;
    }
    runs.emplace_back(std::move(w), kCommanderGames);
  }
  if (a.workload == "ogre" || a.workload == "all")
    runs.emplace_back(bench::ogre_workload(), kOgreGames);
  if (a.workload == "saga" || a.workload == "all") {
    bench::Workload w;
    DeckArgs decks = a.decks;
    commander_default_decks(decks, BenchArgs{}.decks.paths);
    std::vector<std::vector<CardId>> loaded;
    if (!load_decks(decks, loaded)) return 2;  // the format's errors
    if (!bench::deck_workload(format == Format::Commander ? "commander" : "saga", decks.paths[0],
                              decks.paths[1], w, err, format)) {
      std::cerr << "error: " << err << "\n";
      return 2;
    }
    runs.emplace_back(std::move(w), kSagaGames);
  }
  for (const auto& [w, default_games] : runs) {
    bench::Workload seats = w.name == "commander4" ? w : bench::with_players(w, players, format);
    uint64_t games = a.games ? a.games : default_games;
    if (!log_game_in_range(a.log, games, "the " + seats.name + " workload")) return 2;
    auto r = bench::run_games(seats, games, a.seed, a.threads,
                              progress_lines("bench " + seats.name, games, a.progress_every));
    std::cout << bench::report_json(seats, r, a.seed) << std::endl;
    if (a.log.wanted()) {  // played again with a log: the benchmark itself runs without one
      Log log;
      bench::play_game(seats, a.seed, static_cast<uint64_t>(a.log.game), &log);
      print_log(log, 0, a.log.format, kNoPlayer, std::cerr);
    }
  }
  return 0;
}

}  // namespace lore
