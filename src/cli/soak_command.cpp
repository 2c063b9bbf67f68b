#include "cli/soak_command.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <limits>

#include "check/soak.h"
#include "cli/cli_print.h"
#include "cli/progress.h"
#include "engine/deck.h"

namespace lore {

CLI::App* add_soak_command(CLI::App& app, SoakArgs& a) {
  auto* c = app.add_subcommand(
      "soak", "Play seeded random games, checking invariants and options at every decision");
  add_number_option(c, "--games", a.games, 1, 100'000'000, "Number of games");
  add_number_option(c, "--threads", a.threads, 1, 256, "Threads");
  add_number_option(c, "--seed", a.seed, 0, std::numeric_limits<uint64_t>::max(),
                    "First game's seed (game i uses seed + i)");
  add_number_option(c, "--players", a.players, 2, kMaxPlayers,
                    "Players per game (2 to 6; more: free-for-all)");
  add_deck_options(c, a.decks, true);
  add_number_option(c, "--dump-every", a.dump_every, 1, 1'000'000'000,
                    "Check a dump and load of the state every N decisions");
  add_number_option(c, "--progress-every", a.progress_every, 1, 100'000'000,
                    "A progress line on standard error every N games (when it is a terminal)");
  add_log_game_options(c, a.log);
  c->add_flag("--no-random-decks", a.no_random_decks,
              "Do not also play random decks of every implemented card");
  return c;
}

int run_soak_command(const SoakArgs& a) {
  SoakOptions opt;
  opt.games = a.games;
  opt.threads = a.threads;
  opt.first_seed = a.seed;
  opt.random_decks = !a.no_random_decks;
  opt.dump_every = a.dump_every;
  opt.players = a.players;
  if (!game_format(a.decks, opt.players, opt.format)) return 2;
  if (a.decks.paths.size() % 2 != 0) {
    std::cerr << "error: --decks takes deck files in pairs\n";
    return 2;
  }
  DeckArgs deck_args = a.decks;
  commander_default_decks(deck_args, SoakArgs{}.decks.paths);
  std::vector<std::vector<CardId>> decks, commanders;
  if (!load_decks(deck_args, decks, &commanders)) return 2;
  for (size_t i = 0; i < decks.size(); i += 2) opt.deck_pairs.push_back({decks[i], decks[i + 1]});
  if (opt.format == Format::Commander) {  // random decks have no commanders
    opt.random_decks = false;
    for (size_t i = 0; i < commanders.size(); i += 2)
      opt.commander_pairs.push_back({commanders[i], commanders[i + 1]});
  }
  if (opt.deck_pairs.empty() && !opt.random_decks) {
    std::cerr << "error: no decks to play\n";
    return 2;
  }
  opt.game_done = progress_lines("soak", static_cast<uint64_t>(a.games),
                                 static_cast<uint64_t>(a.progress_every));
  Log log;
  if (!log_game_in_range(a.log, static_cast<uint64_t>(a.games), "the soak")) return 2;
  if (a.log.wanted()) {
    opt.log_game = a.log.game;
    opt.log = &log;
  }
  SoakReport r = run_soak(opt);
  print_log(log, 0, a.log.format, kNoPlayer, std::cerr);
  std::cout << fmt::format(
      "{{\"games\":{},\"decisions\":{},\"options_checked\":{},\"violations\":{},\"seconds\":{:.2f}}"
      "}\n",
      r.games, r.decisions, r.options_checked, r.violations.size(), r.seconds);
  for (const auto& v : r.violations) {
    // The replay reproduces the failing game; the dump is the failing state, as a scenario.
    std::string replay = fmt::format("soak-seed-{}.json", v.seed);
    std::string dump = fmt::format("soak-seed-{}.scn", v.seed);
    std::ofstream(replay) << v.replay;
    std::ofstream(dump) << v.dump;
    std::cout << fmt::format("violation: seed {} after {} answers: {} (replay: {}, state: {})\n",
                             v.seed, v.answers, v.what, replay, dump);
  }
  return r.violations.empty() ? 0 : 1;
}

}  // namespace lore
