#include "cli/arena_command.h"

#include <fmt/format.h>

#include <iostream>

#include "ai/arena.h"
#include "engine/deck.h"

namespace lore {

CLI::App* add_arena_command(CLI::App& app, ArenaArgs& a) {
  auto* c = app.add_subcommand(
      "arena", "Play computer players against each other and print the results (JSON)");
  auto names = CLI::IsMember({"random", "heuristic", "mcts", "mcts-random"});
  c->add_option("--p1", a.p1, "First agent (plays --deck1)")->check(names)->capture_default_str();
  c->add_option("--p2", a.p2, "Second agent (plays --deck2)")->check(names)->capture_default_str();
  c->add_option("--deck1", a.deck1, "Deck file of the first agent")->capture_default_str();
  c->add_option("--deck2", a.deck2, "Deck file of the second agent")->capture_default_str();
  c->add_option("--games", a.games, "Games (seats and play/draw swap each game)")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  c->add_option("--seed", a.seed, "First game's seed (game i uses seed + i)")
      ->capture_default_str();
  c->add_option("--budget-ms", a.budget_ms, "mcts: time per searched decision (0: none)")
      ->check(CLI::Range(0, 600'000))
      ->capture_default_str();
  c->add_option("--iterations", a.iterations,
                "mcts: iterations per searched decision (0: none; with --budget-ms 0 the "
                "games are reproducible)")
      ->check(CLI::Range(0, 10'000'000))
      ->capture_default_str();
  c->add_option("--measure-playouts", a.measure_playouts,
                "Instead of games: time this many playouts from a fixed turn-6 position of the "
                "decks and print playouts/s")
      ->check(CLI::Range(0, 10'000'000));
  return c;
}

int run_arena_command(const ArenaArgs& a) {
  ai::ArenaSetup s;
  const std::string paths[2] = {a.deck1, a.deck2};
  for (size_t i = 0; i < 2; ++i) {
    DeckResult d = load_deck(paths[i]);
    if (!d.ok()) {
      std::cerr << d.error << "\n";
      return 2;
    }
    s.decks[i] = std::move(d.cards);
  }
  if (a.budget_ms == 0 && a.iterations == 0) {
    std::cerr << "error: --budget-ms 0 needs --iterations N\n";
    return 2;
  }
  if (a.measure_playouts > 0) {
    double rate = ai::measure_playouts(s.decks, a.measure_playouts, a.seed);
    std::cout << fmt::format("{{\"playouts\": {}, \"playouts_per_s\": {:.1f}}}\n",
                             a.measure_playouts, rate);
    return 0;
  }
  s.agents[0] = a.p1;
  s.agents[1] = a.p2;
  s.games = a.games;
  s.seed = a.seed;
  s.budget = {a.iterations, a.budget_ms};
  std::cout << ai::arena_json(s, ai::run_arena(s)) << "\n";
  return 0;
}

}  // namespace lore
