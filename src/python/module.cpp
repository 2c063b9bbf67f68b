// The `lore` Python module's native part, lore._lore (docs/python.md).
#include <fmt/format.h>
#include <pybind11/stl.h>

#include <set>

#include "ai/arena.h"
#include "engine/card_db.h"
#include "engine/deck.h"
#include "python/bindings.h"
#include "scenario/scenario.h"

namespace lore::py {

std::vector<CardId> deck_from(const pyb::handle& spec, const std::string& format) {
  auto fmt_rule = parse_deck_format(format);
  if (!fmt_rule) throw std::invalid_argument("unknown deck format \"" + format + "\"");
  DeckResult d;
  if (pyb::isinstance<pyb::str>(spec)) {
    pyb::gil_scoped_release nogil;
    d = load_deck(spec.cast<std::string>());
  } else {
    for (const auto& name : spec) {
      CardId id = kNoCard;
      std::string why = deck_card(name.cast<std::string>(), id);
      if (!why.empty()) throw Error(why);
      d.cards.push_back(id);
    }
  }
  if (!d.ok()) throw Error(d.error);
  for (const std::string& p : deck_problems(d, *fmt_rule)) throw Error(p);
  return d.cards;
}

ai::DeckLists seat_decks(const pyb::list& decks, int players, const std::string& format) {
  if (decks.empty() || static_cast<int>(decks.size()) > kMaxPlayers)
    throw std::invalid_argument(fmt::format("give 1 to {} decks", kMaxPlayers));
  std::vector<std::vector<CardId>> given;
  for (const auto& d : decks) given.push_back(deck_from(d, format));
  ai::DeckLists out{};
  for (int p = 0; p < players; ++p) out[static_cast<size_t>(p)] = given[p % given.size()];
  return out;
}

namespace {

pyb::list cards() {
  pyb::list out;
  for (const CardDef& d : CardDb::get().all()) {
    if (d.token) continue;  // tokens and the cards defined only for tests
    pyb::dict c;
    c["id"] = d.id;
    c["name"] = d.name;
    c["set"] = d.set;
    c["type_line"] = d.type_line;
    c["oracle"] = d.oracle;
    c["mana_value"] = d.mana_value;
    c["power"] = d.power_text;
    c["toughness"] = d.toughness_text;
    c["implemented"] = d.implemented;
    out.append(c);
  }
  return out;
}

pyb::dict run_scenario_file(const std::string& path) {
  scn::ParseResult p = scn::parse_scenario_file(path);
  if (!p.error.empty()) throw Error(p.error);
  scn::RunResult r;
  {
    pyb::gil_scoped_release nogil;
    r = scn::run_scenario(p.scenario);
  }
  pyb::dict d;
  d["passed"] = r.passed;
  d["message"] = r.message;
  return d;
}

// Games first .. first + count - 1 of an arena (ai::arena_game()): the wins of each agent, the
// turns, and per card of each agent's deck the games it was cast or played in and those of them
// its player won. Sums of these over any split of the games are the same numbers.
pyb::dict simulate_games(const pyb::list& decks, const std::vector<std::string>& agents,
                         uint64_t seed, int first, int count, int iterations) {
  if (decks.size() != 2 || agents.size() != 2)
    throw std::invalid_argument("give two decks and two agents");
  ai::ArenaSetup s;
  s.decks = seat_decks(decks, 2, "limited");
  s.agents[0] = agents[0];
  s.agents[1] = agents[1];
  s.seed = seed;
  s.budget = {iterations, 0};  // iterations only: the same numbers on any machine
  for (const auto& a : agents)
    if (!ai::make_agent(a, 0, s.decks, s.budget))
      throw std::invalid_argument(
          fmt::format("unknown agent \"{}\" (one of: {})", a, ai::kAgentNames));
  ai::ArenaResult r;
  std::map<CardId, std::array<int64_t, 2>> played[2];  // agent -> card -> {games, won}
  {
    pyb::gil_scoped_release nogil;
    Log log;
    for (int i = first; i < first + count; ++i) {
      log.clear();
      ai::ArenaGame g = ai::arena_game(s, i, r, &log);
      std::set<CardId> seen[2];
      for (const LogEntry& e : log)
        if ((e.kind == LogKind::Cast || e.kind == LogKind::PlayLand) && e.player >= 0 &&
            e.card >= 0)
          seen[e.player == 0 ? g.first : 1 - g.first].insert(e.card);
      for (int a = 0; a < 2; ++a)
        for (CardId c : seen[a]) {
          auto& stat = played[a][c];
          ++stat[0];
          stat[1] += g.winner == a;
        }
    }
  }
  pyb::dict out;
  out["games"] = r.games;
  out["wins"] = std::vector<int>{r.wins[0], r.wins[1]};
  out["draws"] = r.draws;
  out["turns"] = r.turns;
  out["decisions"] = std::vector<uint64_t>{r.decisions[0], r.decisions[1]};
  pyb::list per_agent;
  for (auto& m : played) {
    pyb::dict d;
    for (auto& [card, stat] : m)
      d[pyb::str(card_def(card).name)] = std::vector<int64_t>{stat[0], stat[1]};
    per_agent.append(d);
  }
  out["cards"] = per_agent;
  return out;
}

}  // namespace

void bind_simulate(pyb::module_& m) {
  m.def("_simulate_games", &simulate_games, pyb::arg("decks"), pyb::arg("agents"), pyb::arg("seed"),
        pyb::arg("first"), pyb::arg("count"), pyb::arg("iterations") = 200);
}

}  // namespace lore::py

PYBIND11_MODULE(_lore, m) {
  namespace py = lore::py;
  m.doc() = "lore, a Magic: The Gathering rules engine (docs/python.md)";
  pybind11::register_exception<py::Error>(m, "Error");
  m.def("cards", &py::cards, "every card of the card data (not tokens)");
  m.def("run_scenario", &py::run_scenario_file, pybind11::arg("path"),
        "runs a scenario file (docs/scenarios.md): {'passed': bool, 'message': str}");
  m.def("decks", &lore::embedded_deck_names, "the names of the shipped decks");
  py::bind_game(m);
  py::bind_env(m);
  py::bind_simulate(m);
}
