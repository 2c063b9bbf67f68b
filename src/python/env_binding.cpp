// The environments' C++ halves: lore._EnvCore (one game, python/lore/env.py wraps it) and
// lore.VecEnv (n games stepped in one call).
#include <fmt/format.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "python/bindings.h"
#include "python/vec_env.h"

namespace lore::py {

namespace {

using F32 = pyb::array_t<float, pyb::array::c_style>;
using Bool = pyb::array_t<bool, pyb::array::c_style>;

// The observation arrays, with `lead` rows in front (none for one environment).
struct ObsArrays {
  F32 game, players, objects, actions;
  Bool mask;
  explicit ObsArrays(std::vector<pyb::ssize_t> lead) {
    auto shape = [&](std::initializer_list<pyb::ssize_t> tail) {
      std::vector<pyb::ssize_t> s = lead;
      s.insert(s.end(), tail);
      return s;
    };
    game = F32(shape({kGameFeatures}));
    players = F32(shape({kPlayerRows, kPlayerFeatures}));
    objects = F32(shape({kObjectRows, kObjectFeatures}));
    actions = F32(shape({kActions, kActionFeatures}));
    mask = Bool(shape({kActions}));
  }
  ObsOut out() {
    return {game.mutable_data(), players.mutable_data(), objects.mutable_data(),
            actions.mutable_data(), reinterpret_cast<uint8_t*>(mask.mutable_data())};
  }
  pyb::dict dict() const {
    pyb::dict d;
    d["game"] = game;
    d["players"] = players;
    d["objects"] = objects;
    d["actions"] = actions;
    d["action_mask"] = mask;
    return d;
  }
};

EnvConfig env_config(const pyb::list& decks, int players, bool mulligans, std::optional<int> seat,
                     const std::string& opponent, int iterations, uint64_t max_actions) {
  if (players < 2 || players > kMaxPlayers)
    throw std::invalid_argument(fmt::format("players must be 2..{}, not {}", kMaxPlayers, players));
  EnvConfig c;
  c.decks = seat_decks(decks, players, "limited");
  c.players = players;
  c.mulligans = mulligans;
  c.seat = seat ? static_cast<PlayerId>(*seat) : kNoPlayer;
  if (seat && (*seat < 0 || *seat >= players))
    throw std::invalid_argument(fmt::format("seat must be 0..{}", players - 1));
  c.opponent = opponent;
  c.budget = {iterations, 0};
  c.max_actions = max_actions;
  return c;
}

// lore.VecEnv: its buffers are reused by every call (copy what must outlive the next step).
struct PyVecEnv {
  VecEnv env;
  ObsArrays obs;
  F32 reward;
  Bool terminated, truncated;
  PyVecEnv(const EnvConfig& c, size_t n, int threads)
      : env(c, n, threads),
        obs({static_cast<pyb::ssize_t>(n)}),
        reward(F32({static_cast<pyb::ssize_t>(n)})),
        terminated(Bool({static_cast<pyb::ssize_t>(n)})),
        truncated(Bool({static_cast<pyb::ssize_t>(n)})) {}
  VecOut out() {
    ObsOut o = obs.out();
    return {o.game,
            o.players,
            o.objects,
            o.actions,
            o.mask,
            reward.mutable_data(),
            reinterpret_cast<uint8_t*>(terminated.mutable_data()),
            reinterpret_cast<uint8_t*>(truncated.mutable_data())};
  }
};

}  // namespace

pyb::dict observation_dict(const GameState& st, PlayerId viewer) {
  ObsArrays a({});
  encode_observation(st, viewer, a.out());
  return a.dict();
}

void bind_env(pyb::module_& m) {
  m.attr("ACTIONS") = kActions;
  m.attr("OBJECT_ROWS") = kObjectRows;
  m.def("episode_seed", &episode_seed, pyb::arg("base"), pyb::arg("episode"),
        "the game seed of an environment's episode (0: base itself)");

  pyb::class_<EnvCore>(m, "_EnvCore")
      .def(
          pyb::init([](const pyb::list& decks, int players, bool mulligans, std::optional<int> seat,
                       const std::string& opponent, int iterations, uint64_t max_actions) {
            return EnvCore(
                env_config(decks, players, mulligans, seat, opponent, iterations, max_actions));
          }),
          pyb::arg("decks"), pyb::arg("players"), pyb::arg("mulligans"), pyb::arg("seat"),
          pyb::arg("opponent"), pyb::arg("iterations"), pyb::arg("max_actions"))
      .def("reset", &EnvCore::reset, pyb::call_guard<pyb::gil_scoped_release>())
      .def("reset_next", &EnvCore::reset_next, pyb::call_guard<pyb::gil_scoped_release>())
      .def("step",
           [](EnvCore& e, int a) {
             StepResult r;
             {
               pyb::gil_scoped_release nogil;
               r = e.step(a);
             }
             return pyb::make_tuple(r.reward, r.terminated, r.truncated);
           })
      .def("observe", [](const EnvCore& e) { return observation_dict(e.game().st, e.viewer()); })
      .def("observe_as",
           [](const EnvCore& e, int seat) {
             if (seat < 0 || seat >= e.game().st.num_players)
               throw std::invalid_argument(fmt::format("seat {} is not in the game", seat));
             return observation_dict(e.game().st, static_cast<PlayerId>(seat));
           })
      .def("over", [](const EnvCore& e) { return e.game().over(); })
      .def("decision", [](const EnvCore& e) { return decision_object(e.game().st); })
      .def("legal_actions", [](const EnvCore& e) { return legal_actions(e.game().decision()); })
      .def("viewer", &EnvCore::viewer)
      .def("winner",
           [](const EnvCore& e) {
             const GameState& st = e.game().st;
             return st.over && st.winner != kNoPlayer ? pyb::cast(int{st.winner}) : pyb::none();
           })
      .def("done", &EnvCore::done)
      .def("game_seed", &EnvCore::game_seed)
      .def("episode", &EnvCore::episode)
      .def("turn", [](const EnvCore& e) { return e.game().st.turn; })
      .def("state_text_equal",
           [](const EnvCore& a, const EnvCore& b) { return a.game().st == b.game().st; });

  pyb::class_<PyVecEnv>(m, "VecEnv", "n games stepped in one call inside C++ (docs/python.md).")
      .def(pyb::init([](size_t n, const std::optional<pyb::list>& decks, int players,
                        bool mulligans, int seat, const std::string& opponent, int iterations,
                        uint64_t max_actions, int threads) {
             if (n < 1) throw std::invalid_argument("n must be at least 1");
             pyb::list d;
             if (decks) {
               d = *decks;
             } else {
               d.append("dmu_sagas");
               d.append("fin_summons");
             }
             return std::make_unique<PyVecEnv>(
                 env_config(d, players, mulligans, seat, opponent, iterations, max_actions), n,
                 threads);
           }),
           pyb::arg("n"), pyb::kw_only(), pyb::arg("decks") = pyb::none(), pyb::arg("players") = 2,
           pyb::arg("mulligans") = true, pyb::arg("seat") = 0, pyb::arg("opponent") = "random",
           pyb::arg("iterations") = 200, pyb::arg("max_actions") = 20'000, pyb::arg("threads") = 1)
      .def("__len__", [](const PyVecEnv& v) { return v.env.size(); })
      .def(
          "reset",
          [](PyVecEnv& v, uint64_t seed) {
            VecOut out = v.out();
            {
              pyb::gil_scoped_release nogil;
              v.env.reset(seed, out);
            }
            return pyb::make_tuple(v.obs.dict(), pyb::dict());
          },
          pyb::arg("seed") = 0)
      .def(
          "step",
          [](PyVecEnv& v,
             const pyb::array_t<int64_t, pyb::array::c_style | pyb::array::forcecast>& a) {
            if (a.ndim() != 1 || static_cast<size_t>(a.shape(0)) != v.env.size())
              throw std::invalid_argument(
                  fmt::format("actions must be a 1-d array of {} actions", v.env.size()));
            VecOut out = v.out();
            const int64_t* acts = a.data();
            {
              pyb::gil_scoped_release nogil;
              v.env.step(acts, out);
            }
            return pyb::make_tuple(v.obs.dict(), v.reward, v.terminated, v.truncated, pyb::dict());
          },
          pyb::arg("actions"))
      .def(
          "game_seeds",
          [](const PyVecEnv& v) {
            std::vector<uint64_t> s;
            for (size_t i = 0; i < v.env.size(); ++i) s.push_back(v.env.env(i).game_seed());
            return s;
          },
          "the seed of each environment's current game")
      .def(
          "decision",
          [](const PyVecEnv& v, size_t i) {
            if (i >= v.env.size())
              throw std::invalid_argument(
                  fmt::format("environment {} is not one of the {}", i, v.env.size()));
            return decision_object(v.env.env(i).game().st);
          },
          pyb::arg("i"),
          "environment i's raw decision (lore.Decision), as Env's info[\"decision\"]");
}

}  // namespace lore::py
