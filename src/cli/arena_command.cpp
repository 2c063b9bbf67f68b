#include "cli/arena_command.h"

#include <fmt/format.h>

#include <iostream>
#include <limits>

#include "ai/arena.h"
#include "cli/cli_print.h"
#include "cli/search_options.h"

namespace lore {

CLI::App* add_arena_command(CLI::App& app, ArenaArgs& a) {
  auto* c = app.add_subcommand(
      "arena", "Play computer players against each other and print the results (JSON)");
  auto names = CLI::IsMember({"random", "heuristic", "mcts", "mcts-random"});
  c->add_option("--p1", a.p1, "First agent (plays --deck1)")->check(names)->capture_default_str();
  c->add_option("--p2", a.p2, "Second agent (plays --deck2)")->check(names)->capture_default_str();
  add_deck_options(c, a.decks, false);  // the first agent plays the first deck
  add_number_option(c, "--games", a.games, 1, 1'000'000,
                    "Games (seats and play/draw swap each game)");
  add_number_option(c, "--seed", a.seed, 0, std::numeric_limits<uint64_t>::max(),
                    "First game's seed (game i uses seed + i)");
  add_search_budget_options(c, a.budget);
  add_number_option(c, "--measure-playouts", a.measure_playouts, 0, 10'000'000,
                    "Instead of games: time this many playouts from a fixed turn-6 position of "
                    "the decks and print playouts/s");
  add_log_game_options(c, a.log);
  return c;
}

int run_arena_command(const ArenaArgs& a) {
  ai::ArenaSetup s;
  std::vector<std::vector<CardId>> decks;
  if (!load_decks(a.decks, decks)) return 2;
  s.decks = {decks[0], decks[1]};
  if (!search_budget_valid(a.budget)) return 2;
  if (a.measure_playouts > 0) {
    ai::PlayoutRate rate = ai::measure_playouts(s.decks, a.measure_playouts, a.seed);
    std::cout << fmt::format(
        "{{\"playouts\": {}, \"playouts_per_s\": {:.1f}, \"playouts_per_cpu_s\": {:.1f}}}\n",
        a.measure_playouts, rate.per_s, rate.per_cpu_s);
    return 0;
  }
  s.agents[0] = a.p1;
  s.agents[1] = a.p2;
  s.games = a.games;
  s.seed = a.seed;
  s.budget = a.budget;
  Log log;
  if (!log_game_in_range(a.log, static_cast<uint64_t>(a.games), "the arena")) return 2;
  if (a.log.wanted()) {
    s.log_game = a.log.game;
    s.log = &log;
  }
  std::cout << ai::arena_json(s, ai::run_arena(s)) << "\n";
  print_log(log, 0, a.log.format, kNoPlayer, std::cerr);
  return 0;
}

}  // namespace lore
