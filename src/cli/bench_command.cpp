#include "cli/bench_command.h"

#include <fmt/format.h>

#include <iostream>
#include <limits>

#include "bench/report.h"
#include "bench/runner.h"
#include "cli/cli_print.h"
#include "cli/progress.h"

namespace lore {

namespace {

// Default game counts: a few seconds in all today; the signature covers exactly these games.
constexpr uint64_t kOgreGames = 500, kSagaGames = 500;

}  // namespace

CLI::App* add_bench_command(CLI::App& app, BenchArgs& a) {
  auto* c = app.add_subcommand("bench", "Measure games/s of seeded random games (JSON lines)");
  c->add_option("--workload", a.workload, "Workload")
      ->check(CLI::IsMember({"ogre", "saga", "all"}))
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
  std::vector<std::pair<bench::Workload, uint64_t>> runs;
  if (a.workload != "saga") runs.emplace_back(bench::ogre_workload(), kOgreGames);
  if (a.workload != "ogre") {
    bench::Workload w;
    std::string err;
    std::vector<std::vector<CardId>> decks;
    if (!load_decks(a.decks, decks)) return 2;  // the format's errors
    if (!bench::deck_workload("saga", a.decks.paths[0], a.decks.paths[1], w, err)) {
      std::cerr << "error: " << err << "\n";
      return 2;
    }
    runs.emplace_back(std::move(w), kSagaGames);
  }
  for (const auto& [w, default_games] : runs) {
    bench::Workload seats = bench::with_players(w, a.players);
    uint64_t games = a.games ? a.games : default_games;
    if (a.log.wanted() && static_cast<uint64_t>(a.log.game) >= games) {
      std::cerr << fmt::format("error: --log-game {}: the {} workload plays games 0 to {}\n",
                               a.log.game, seats.name, games - 1);
      return 2;
    }
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
