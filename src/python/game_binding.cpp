// lore.Game, lore.Decision, lore.Option and lore.Agent.
#include <fmt/format.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>

#include "ai/agents.h"
#include "engine/card_db.h"
#include "engine/deck.h"
#include "engine/describe.h"
#include "engine/replay.h"
#include "engine/state_text.h"
#include "python/bindings.h"
#include "python/observation.h"

namespace lore::py {

namespace {

constexpr const char* kOptKindNames[] = {
    "Pass",   "PlayLand",    "Cast",    "Activate",  "Object",    "Player",  "Number",
    "Yes",    "No",          "Color",   "PlayFirst", "DrawFirst", "Keep",    "Mull",
    "Attack", "NoAttack",    "Block",   "NoBlock",   "Top",       "Bottom",  "Graveyard",
    "Done",   "Replacement", "PayLife", "Name",      "Mana",      "Convoke", "StackAbility"};
static_assert(std::size(kOptKindNames) == static_cast<size_t>(OptKind::StackAbility) + 1);

struct PyOption {
  int index = 0;
  std::string kind;
  int obj = kNoObj, n = 0;
  std::string card;  // the name of obj's card ("" if none)
  std::string text;
};

struct PyDecision {
  std::string kind, text;
  int player = kNoPlayer, about = kNoObj, n = 0;
  std::vector<PyOption> options;
  bool is_number = false;
  int lo = 0, hi = -1;
  NumberRange range;
};

// A game and what Python asks of it besides the engine's state: its log, and its set-up and
// answers (for a replay) when it was started from decks.
struct PyGame {
  Game g;
  std::unique_ptr<Log> log;
  std::optional<GameSetup> setup;
  std::vector<int> answers;

  PyGame() = default;
  PyGame(const PyGame& o) : g(o.g), setup(o.setup), answers(o.answers) {
    if (o.log) log = std::make_unique<Log>(*o.log);
    g.log = log.get();
  }
  void keep_log(bool on) {
    log = on ? std::make_unique<Log>() : nullptr;
    g.log = log.get();
  }
  void answer(int v) {
    std::string error;
    bool ok;
    {
      pyb::gil_scoped_release nogil;
      ok = g.answer(v, &error);
    }
    if (!ok) throw std::invalid_argument(error);
    answers.push_back(v);
  }
};

PlayerId viewer_arg(const GameState& st, const std::optional<int>& viewer) {
  if (!viewer) return kNoPlayer;
  if (*viewer < 0 || *viewer >= st.num_players)
    throw std::invalid_argument(
        fmt::format("viewer {} is not a seat (0..{})", *viewer, st.num_players - 1));
  return static_cast<PlayerId>(*viewer);
}

std::unique_ptr<PyGame> new_game(const pyb::object& deck1, const pyb::object& deck2,
                                 const std::optional<pyb::list>& decks, uint64_t seed, int players,
                                 bool mulligans, std::optional<int> starting,
                                 const std::string& format, bool log) {
  if (players < 2 || players > kMaxPlayers)
    throw std::invalid_argument(fmt::format("players must be 2..{}, not {}", kMaxPlayers, players));
  pyb::list specs;
  if (decks) {
    specs = *decks;
  } else {
    specs.append(deck1);
    specs.append(deck2);
  }
  GameSetup setup;
  setup.decks = seat_decks(specs, players, format);
  setup.players = players;
  setup.seed = seed;
  setup.mulligans = mulligans;
  if (starting) {
    if (*starting < 0 || *starting >= players)
      throw std::invalid_argument(fmt::format("starting must be a seat 0..{}", players - 1));
    setup.starting = static_cast<PlayerId>(*starting);
  }
  auto pg = std::make_unique<PyGame>();
  pg->keep_log(log);
  pg->setup = setup;
  pyb::gil_scoped_release nogil;
  pg->g = Game::start(setup, pg->log.get());
  return pg;
}

std::unique_ptr<PyGame> from_state_text(const std::string& text, bool log) {
  std::vector<StateLine> lines;
  int n = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    ++n;
    if (line.rfind("state ", 0) == 0) lines.push_back({n, line.substr(6)});
  }
  auto pg = std::make_unique<PyGame>();
  std::string error;
  if (!load_state(lines, "<state text>", pg->g.st, error)) throw Error(error);
  pg->keep_log(log);
  pg->g.st.chars_changed();  // the exact state: only the memos are not in the text
  if (!pg->g.st.decision.pending() && !pg->g.st.over) pg->g.advance();
  return pg;
}

std::unique_ptr<PyGame> from_replay(const std::string& text, bool log) {
  Replay r;
  std::string error;
  if (!replay_from_json(text, "<replay>", r, error)) throw Error(error);
  auto pg = std::make_unique<PyGame>();
  pg->keep_log(log);
  pg->setup = r.setup;
  {
    pyb::gil_scoped_release nogil;
    pg->g = Game::start(r.setup, pg->log.get());
    for (size_t i = 0; i < r.answers.size() && error.empty(); ++i) {
      int v = 0;
      if (!replay_answer(pg->g, r, i, v, error)) break;
      if (!pg->g.answer(v, &error)) break;
      pg->answers.push_back(v);
    }
  }
  if (!error.empty()) throw Error(error);
  return pg;
}

std::string replay_text(const PyGame& pg) {
  if (!pg.setup) throw Error("this game was not started from decks (a state text): no replay");
  Replay r;
  r.setup = *pg.setup;
  r.answers = pg.answers;
  return replay_to_json(r);
}

pyb::list log_lines(const PyGame& pg, const std::string& format, std::optional<int> viewer) {
  if (!pg.log) throw Error("this game keeps no log (Game(..., log=True))");
  if (format != "text" && format != "json")
    throw std::invalid_argument("log format is \"text\" or \"json\", not \"" + format + "\"");
  const PlayerId v = viewer_arg(pg.g.st, viewer);
  pyb::list out;
  for (const LogEntry& e : *pg.log)
    out.append(format == "json" ? render_json_for(e, v) : render_text_for(e, v));
  return out;
}

pyb::dict result(const GameState& st) {
  pyb::dict r;
  r["over"] = st.over;
  r["winner"] = st.over && st.winner != kNoPlayer ? pyb::cast(int{st.winner}) : pyb::none();
  r["turns"] = st.turn;
  r["actions"] = st.actions;
  pyb::list life;
  for (int p = 0; p < st.num_players; ++p) life.append(st.players[static_cast<size_t>(p)].life);
  r["life"] = life;
  return r;
}

// A copy of the game where every card `viewer` cannot see is drawn again from the decks,
// consistent with what they have seen (ai::determinize): what a search over hidden
// information samples, and what the no-peeking tests permute.
std::unique_ptr<PyGame> sample_hidden(const PyGame& pg, int viewer, uint64_t seed) {
  if (!pg.setup) throw Error("this game was not started from decks: its hidden cards are unknown");
  auto out = std::make_unique<PyGame>();
  out->setup = pg.setup;
  out->answers = pg.answers;
  out->g.st = player_view(pg.g.st, viewer_arg(pg.g.st, viewer));
  Rng rng(seed);
  ai::determinize(out->g.st, pg.setup->decks, rng);
  out->g.state_edited();
  return out;
}

struct PyAgent {
  std::unique_ptr<Agent> agent;
};

}  // namespace

pyb::object decision_object(const GameState& st) {
  const Decision& d = st.decision;
  PyDecision pd;
  pd.kind = decision_kind_name(d.kind);
  pd.player = d.player;
  pd.about = d.about;
  pd.n = d.n;
  pd.is_number = d.is_number();
  pd.range = d.range;
  pd.lo = d.range.lo;
  pd.hi = d.range.hi;
  if (d.pending()) pd.text = d.is_number() ? describe_range(st, d) : describe_decision(st, d);
  for (size_t i = 0; i < d.options.size(); ++i) {
    const Option& o = d.options[i];
    PyOption po{
        static_cast<int>(i),      kOptKindNames[static_cast<size_t>(o.kind)], o.obj, o.n, "",
        describe_option(st, d, o)};
    if (o.obj >= 0 && static_cast<size_t>(o.obj) < st.objects.size() &&
        st.obj(o.obj).card != kNoCard)
      po.card = card_def(st.obj(o.obj).card).name;
    pd.options.push_back(std::move(po));
  }
  return pyb::cast(std::move(pd));
}

void bind_game(pyb::module_& m) {
  pyb::class_<PyOption>(m, "Option", "One legal answer of a decision.")
      .def_readonly("index", &PyOption::index, "what Game.answer() takes for it")
      .def_readonly("kind", &PyOption::kind)
      .def_readonly("obj", &PyOption::obj, "the object it is about (-1: none)")
      .def_readonly("n", &PyOption::n, "ability index, number, player, color...")
      .def_readonly("card", &PyOption::card, "the name of obj's card")
      .def_readonly("text", &PyOption::text)
      .def("__repr__",
           [](const PyOption& o) { return fmt::format("<Option {}: {}>", o.index, o.text); });

  pyb::class_<PyDecision>(m, "Decision", "The pending decision: who decides what.")
      .def_readonly("kind", &PyDecision::kind)
      .def_readonly("player", &PyDecision::player, "the seat that decides (0-based)")
      .def_readonly("about", &PyDecision::about)
      .def_readonly("n", &PyDecision::n)
      .def_readonly("options", &PyDecision::options, "empty for a number decision")
      .def_readonly("is_number", &PyDecision::is_number)
      .def_readonly("lo", &PyDecision::lo, "a number decision's least value")
      .def_readonly("hi", &PyDecision::hi, "a number decision's greatest value")
      .def_readonly("text", &PyDecision::text)
      .def(
          "allows", [](const PyDecision& d, int64_t v) { return d.range.allows(v); },
          "a number decision allows this value")
      .def("__len__",
           [](const PyDecision& d) {
             return d.is_number ? d.range.count() : static_cast<int64_t>(d.options.size());
           })
      .def("__repr__", [](const PyDecision& d) { return "<Decision " + d.text + ">"; });

  pyb::class_<PyGame>(m, "Game", "A game of Magic: start it, read the decision, answer it.")
      .def(pyb::init(&new_game), pyb::arg("deck1") = "dmu_sagas", pyb::arg("deck2") = "fin_summons",
           pyb::kw_only(), pyb::arg("decks") = pyb::none(), pyb::arg("seed") = 1,
           pyb::arg("players") = 2, pyb::arg("mulligans") = true,
           pyb::arg("starting") = pyb::none(), pyb::arg("format") = "limited",
           pyb::arg("log") = true)
      .def("decision", [](const PyGame& pg) { return decision_object(pg.g.st); })
      .def("answer", &PyGame::answer, pyb::arg("value"),
           "an option's index, or a number decision's value; ValueError if not legal")
      .def("over", [](const PyGame& pg) { return pg.g.over(); })
      .def("result", [](const PyGame& pg) { return result(pg.g.st); })
      .def("clone", [](const PyGame& pg) { return std::make_unique<PyGame>(pg); })
      .def("__copy__", [](const PyGame& pg) { return std::make_unique<PyGame>(pg); })
      .def("state_text", [](const PyGame& pg) { return state_block(pg.g.st); })
      .def_static("from_state_text", &from_state_text, pyb::arg("text"), pyb::arg("log") = true)
      .def("replay", &replay_text, "the replay JSON: decks, seed and every answer")
      .def_static("from_replay", &from_replay, pyb::arg("text"), pyb::arg("log") = true)
      .def("log", &log_lines, pyb::arg("format") = "text", pyb::arg("viewer") = pyb::none())
      .def(
          "board",
          [](const PyGame& pg, std::optional<int> viewer) {
            return describe_board(pg.g.st, viewer_arg(pg.g.st, viewer));
          },
          pyb::arg("viewer") = pyb::none())
      .def(
          "observe",
          [](const PyGame& pg, std::optional<int> viewer) {
            const Decision& d = pg.g.st.decision;
            PlayerId v = viewer ? viewer_arg(pg.g.st, viewer) : d.pending() ? d.player : 0;
            return observation_dict(pg.g.st, v);
          },
          pyb::arg("viewer") = pyb::none())
      .def(
          "action_answer",
          [](const PyGame& pg, int a) {
            const Decision& d = pg.g.st.decision;
            if (a < 0 || a >= legal_actions(d))
              throw std::invalid_argument(fmt::format("action {} is not legal", a));
            return action_answer(d, a);
          },
          "the answer of action `a` of the fixed encoding")
      .def("sample_hidden", &sample_hidden, pyb::arg("viewer"), pyb::arg("seed"))
      .def("__eq__", [](const PyGame& a, const PyGame& b) { return a.g.st == b.g.st; })
      .def_property_readonly("turn", [](const PyGame& pg) { return pg.g.st.turn; })
      .def_property_readonly("active", [](const PyGame& pg) { return pg.g.st.active; })
      .def_property_readonly("step", [](const PyGame& pg) { return step_name(pg.g.st.step); })
      .def_property_readonly("actions", [](const PyGame& pg) { return pg.g.st.actions; })
      .def_property_readonly("players", [](const PyGame& pg) { return pg.g.st.num_players; });

  pyb::class_<PyAgent>(m, "Agent", "A computer player: random, heuristic or mcts (docs/ai.md).")
      .def(pyb::init([](const std::string& name, uint64_t seed,
                        const std::optional<pyb::list>& decks, int iterations, int ms) {
             ai::DeckLists lists{};
             if (decks) lists = seat_decks(*decks, static_cast<int>(decks->size()), "free");
             auto a = ai::make_agent(name, seed, lists, {iterations, ms});
             if (!a)
               throw std::invalid_argument(
                   fmt::format("unknown agent \"{}\" (one of: {})", name, ai::kAgentNames));
             return PyAgent{std::move(a)};
           }),
           pyb::arg("name") = "random", pyb::arg("seed") = 1, pyb::arg("decks") = pyb::none(),
           pyb::arg("iterations") = 200, pyb::arg("ms") = 0)
      .def(
          "choose",
          [](PyAgent& a, const PyGame& pg) {
            if (!pg.g.decision().pending()) throw std::invalid_argument("no decision is pending");
            pyb::gil_scoped_release nogil;
            return a.agent->choose(pg.g.st);
          },
          "what Game.answer() takes");
}

}  // namespace lore::py
