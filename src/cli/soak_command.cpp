#include "cli/soak_command.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>

#include "check/soak.h"
#include "engine/deck.h"

namespace lore {

CLI::App* add_soak_command(CLI::App& app, SoakArgs& a) {
  auto* c = app.add_subcommand(
      "soak", "Play seeded random games, checking invariants and options at every decision");
  c->add_option("--games", a.games, "Number of games")->check(CLI::Range(1, 100'000'000));
  c->add_option("--threads", a.threads, "Threads")->check(CLI::Range(1, 256));
  c->add_option("--seed", a.seed, "First game's seed (game i uses seed + i)");
  c->add_option("--players", a.players, "Players per game (2 to 6; more: free-for-all)")
      ->check(CLI::Range(2, kMaxPlayers));
  c->add_option("--decks", a.decks, "Deck files, played in pairs (default: the two shipped decks)")
      ->expected(0, -1);
  c->add_option("--dump-every", a.dump_every,
                "Check a dump and load of the state every N decisions")
      ->check(CLI::Range(1, 1'000'000'000));
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
  if (a.decks.size() % 2 != 0) {
    std::cerr << "error: --decks takes deck files in pairs\n";
    return 2;
  }
  for (size_t i = 0; i < a.decks.size(); i += 2) {
    DeckResult d1 = load_deck(a.decks[i]), d2 = load_deck(a.decks[i + 1]);
    for (const auto* d : {&d1, &d2})
      if (!d->ok()) {
        std::cerr << d->error << "\n";
        return 2;
      }
    opt.deck_pairs.push_back({d1.cards, d2.cards});
  }
  if (opt.deck_pairs.empty() && !opt.random_decks) {
    std::cerr << "error: no decks to play\n";
    return 2;
  }
  SoakReport r = run_soak(opt);
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
