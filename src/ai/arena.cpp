#include "ai/arena.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <nlohmann/json.hpp>

#include "engine/game.h"

namespace lore::ai {

namespace {

// Times each choice of the agent it wraps.
class Timed : public Agent {
 public:
  Timed(Agent& inner, double& ms, double& max_ms, uint64_t& count)
      : inner_(inner), ms_(ms), max_ms_(max_ms), count_(count) {}
  int choose(const GameState& st) override {
    auto t0 = std::chrono::steady_clock::now();
    int c = inner_.choose(st);
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    ms_ += ms;
    max_ms_ = std::max(max_ms_, ms);
    ++count_;
    return c;
  }

 private:
  Agent& inner_;
  double& ms_;
  double& max_ms_;
  uint64_t& count_;
};

constexpr uint64_t kMaxDecisions = 200'000;

}  // namespace

ArenaGame arena_game(const ArenaSetup& s, int i, ArenaResult& r, Log* log) {
  uint64_t seed = s.seed + static_cast<uint64_t>(i);
  int first = i % 2;  // the agent in seat 1, who plays first
  DeckLists seats = {s.decks[static_cast<size_t>(first)], s.decks[static_cast<size_t>(1 - first)]};
  GameSetup setup;
  setup.decks = seats;
  setup.seed = seed;
  setup.starting = 0;
  Game g = Game::start(setup, log);
  std::unique_ptr<Agent> a[2];
  std::unique_ptr<Timed> t[2];
  for (int k = 0; k < 2; ++k) {
    a[k] = make_agent(s.agents[k], seed * 4 + static_cast<uint64_t>(k), seats, s.budget);
    t[k] = std::make_unique<Timed>(*a[k], r.decision_ms[k], r.max_decision_ms[k], r.decisions[k]);
  }
  Agent& seat1 = *t[first];
  Agent& seat2 = *t[1 - first];
  play_out(g, seat1, seat2, kMaxDecisions);
  for (int k = 0; k < 2; ++k)
    if (const auto* m = dynamic_cast<const MctsAgent*>(a[k].get())) r.playouts[k] += m->playouts();
  ++r.games;
  r.turns += static_cast<uint64_t>(g.st.turn);
  ArenaGame out;
  out.first = first;
  out.turns = g.st.turn;
  if (!g.over() || g.st.winner == kNoPlayer)
    ++r.draws;
  else
    ++r.wins[out.winner = g.st.winner == 0 ? first : 1 - first];
  if (out.winner == 1) r.lost.push_back(i);
  return out;
}

ArenaResult run_arena(const ArenaSetup& s) {
  ArenaResult r;
  for (int i = 0; i < s.games; ++i) arena_game(s, i, r, i == s.log_game ? s.log : nullptr);
  return r;
}

std::pair<double, double> wilson95(double wins, double n) {
  if (n <= 0) return {0, 1};
  const double z = 1.96, p = wins / n;
  double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::string arena_json(const ArenaSetup& s, const ArenaResult& r) {
  auto round3 = [](double x) { return std::round(x * 1000) / 1000; };
  auto [lo, hi] = wilson95(r.wins[0], r.games);
  nlohmann::ordered_json j;
  j["p1"] = s.agents[0];
  j["p2"] = s.agents[1];
  j["games"] = r.games;
  j["p1_wins"] = r.wins[0];
  j["p2_wins"] = r.wins[1];
  j["draws"] = r.draws;
  j["p1_win_rate"] = round3(r.games ? static_cast<double>(r.wins[0]) / r.games : 0);
  j["ci95"] = {round3(lo), round3(hi)};
  j["avg_decision_ms"] = {
      {"p1", round3(r.decisions[0] ? r.decision_ms[0] / static_cast<double>(r.decisions[0]) : 0)},
      {"p2", round3(r.decisions[1] ? r.decision_ms[1] / static_cast<double>(r.decisions[1]) : 0)}};
  j["max_decision_ms"] = {{"p1", round3(r.max_decision_ms[0])},
                          {"p2", round3(r.max_decision_ms[1])}};
  auto per_decision = [&](int k) {
    return round3(r.decisions[k] ? static_cast<double>(r.playouts[k]) / r.decisions[k] : 0);
  };
  j["playouts_per_decision"] = {{"p1", per_decision(0)}, {"p2", per_decision(1)}};
  j["avg_turns"] = round3(r.games ? static_cast<double>(r.turns) / r.games : 0);
  j["seed"] = s.seed;
  j["budget_ms"] = s.budget.ms;
  j["budget_iterations"] = s.budget.iterations;
  j["threads"] = s.budget.threads;
  j["p1_lost_games"] = r.lost;
  return j.dump();
}

namespace {

double thread_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

}  // namespace

PlayoutRate measure_playouts(const DeckLists& decks, int playouts, uint64_t seed, bool random) {
  GameSetup setup;
  setup.decks = decks;
  setup.seed = seed;
  setup.starting = 0;
  Game g = Game::start(setup);
  Rng rng(seed);
  // The position: random play up to the first main phase of turn 6.
  RandomAgent r1(seed * 2 + 1), r2(seed * 2 + 2);
  play_out(g, r1, r2, 100'000, nullptr,
           [](const Game& gm) { return gm.st.turn >= 6 && gm.st.step == Step::Main1; });
  auto t0 = std::chrono::steady_clock::now();
  double cpu0 = thread_cpu_seconds();
  for (int i = 0; i < playouts; ++i) {
    Game copy;
    copy.st = g.st;
    playout(copy, rng, random, 1000, 100'000);
  }
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  double cpu = thread_cpu_seconds() - cpu0;
  return {s > 0 ? playouts / s : 0, cpu > 0 ? playouts / cpu : 0};
}

}  // namespace lore::ai
