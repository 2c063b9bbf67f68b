#include "cli/bench_command.h"

#include <iostream>

#include "bench/report.h"

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
  c->add_option("--games", a.games, "Games per workload (default: 500)");
  c->add_option("--seed", a.seed, "First game's seed (game i uses seed + i)")
      ->capture_default_str();
  c->add_option("--threads", a.threads, "Threads playing independent games")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  c->add_option("--players", a.players, "Players per game (2 to 6; seat i plays deck i % 2)")
      ->check(CLI::Range(2, kMaxPlayers))
      ->capture_default_str();
  c->add_option("--deck1", a.deck1, "saga workload: deck of player 1")->capture_default_str();
  c->add_option("--deck2", a.deck2, "saga workload: deck of player 2")->capture_default_str();
  return c;
}

int run_bench_command(const BenchArgs& a) {
  std::vector<std::pair<bench::Workload, uint64_t>> runs;
  if (a.workload != "saga") runs.emplace_back(bench::ogre_workload(), kOgreGames);
  if (a.workload != "ogre") {
    bench::Workload w;
    std::string err;
    if (!bench::deck_workload("saga", a.deck1, a.deck2, w, err)) {
      std::cerr << "error: " << err << "\n";
      return 2;
    }
    runs.emplace_back(std::move(w), kSagaGames);
  }
  for (const auto& [w, default_games] : runs) {
    bench::Workload seats = bench::with_players(w, a.players);
    auto r = bench::run_games(seats, a.games ? a.games : default_games, a.seed, a.threads);
    std::cout << bench::report_json(seats, r, a.seed) << std::endl;
  }
  return 0;
}

}  // namespace lore
