#include "cli/bench_command.h"

#include <iostream>
#include <limits>

#include "bench/report.h"

namespace lore {

namespace {

// Default game counts: a few seconds in all today; the signature covers exactly these games.
constexpr uint64_t kOgreGames = 500, kSagaGames = 500, kCommanderGames = 100;

}  // namespace

CLI::App* add_bench_command(CLI::App& app, BenchArgs& a) {
  auto* c = app.add_subcommand("bench", "Measure games/s of seeded random games (JSON lines)");
  c->add_option("--workload", a.workload, "Workload")
      ->check(CLI::IsMember({"ogre", "saga", "commander4", "all"}))
      ->capture_default_str();
  add_number_option(c, "--games", a.games, 1, 1'000'000'000, "Games per workload")
      ->default_str("500");
  add_number_option(c, "--seed", a.seed, 0, std::numeric_limits<uint64_t>::max(),
                    "First game's seed (game i uses seed + i)");
  add_number_option(c, "--threads", a.threads, 1, 256, "Threads playing independent games");
  add_deck_options(c, a.decks, false);
  add_number_option(c, "--players", a.players, 2, kMaxPlayers,
                    "Players per game (2 to 6; seat i plays deck i % 2)");
  return c;
}

int run_bench_command(const BenchArgs& a) {
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
    Format format = decks.game_format();
    if (!bench::deck_workload(format == Format::Commander ? "commander" : "saga", decks.paths[0],
                              decks.paths[1], w, err, format)) {
      std::cerr << "error: " << err << "\n";
      return 2;
    }
    runs.emplace_back(std::move(w), kSagaGames);
  }
  for (const auto& [w, default_games] : runs) {
    bench::Workload seats = w.name == "commander4" ? w : bench::with_players(w, a.players);
    auto r = bench::run_games(seats, a.games ? a.games : default_games, a.seed, a.threads);
    std::cout << bench::report_json(seats, r, a.seed) << std::endl;
  }
  return 0;
}

}  // namespace lore
