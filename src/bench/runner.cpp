#include "bench/runner.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "bench/state_size.h"
#include "engine/agents.h"

namespace lore::bench {

namespace {

constexpr uint64_t kMaxDecisions = 100'000;  // a runaway game counts as unfinished

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

void add(RunResult& r, const GameStats& g) {
  ++r.games;
  r.decisions += g.decisions;
  r.single_decisions += g.single_decisions;
  r.turns += static_cast<uint64_t>(g.turns);
  r.starter_wins += g.starter_won;
  r.draws += g.draw;
  r.unfinished += !g.finished;
  r.peak_state_bytes = std::max(r.peak_state_bytes, g.peak_state_bytes);
}

void merge_into(RunResult& r, const RunResult& m) {
  r.games += m.games;
  r.decisions += m.decisions;
  r.single_decisions += m.single_decisions;
  r.turns += m.turns;
  r.starter_wins += m.starter_wins;
  r.draws += m.draws;
  r.unfinished += m.unfinished;
  r.peak_state_bytes = std::max(r.peak_state_bytes, m.peak_state_bytes);
}

// One agent per seat; seats 0 and 1 get the seeds the two-player benchmarks always used.
std::array<RandomAgent, kMaxPlayers> random_agents(uint64_t s) {
  return {RandomAgent(s * 2 + 1),  RandomAgent(s * 2 + 2),  RandomAgent(~s * 4 + 3),
          RandomAgent(~s * 4 + 4), RandomAgent(~s * 4 + 5), RandomAgent(~s * 4 + 6)};
}

}  // namespace

Game random_game_at(const Workload& w, uint64_t seed, int decisions) {
  GameSetup setup;
  setup.decks = w.decks;
  setup.players = w.players;
  setup.format = w.format;
  setup.commanders = w.commanders;
  setup.seed = seed;
  setup.mulligans = false;
  Game g = Game::start(setup);
  std::array<RandomAgent, kMaxPlayers> agents = random_agents(seed);
  for (int i = 0; i < decisions && !g.over() && g.decision().pending(); ++i)
    g.answer(agents[static_cast<size_t>(g.decision().player)].choose(g.st));
  // Finish at a priority decision, where the steady loop of a game spends its time.
  while (!g.over() && g.decision().kind != DecisionKind::Priority)
    g.answer(agents[static_cast<size_t>(g.decision().player)].choose(g.st));
  return g;
}

GameStats play_game(const Workload& w, uint64_t seed, uint64_t index, Log* log) {
  uint64_t s = seed + index;
  GameSetup setup;
  setup.decks = w.decks;
  setup.players = w.players;
  setup.format = w.format;
  setup.commanders = w.commanders;
  setup.seed = s;
  setup.mulligans = w.mulligans;
  Game g = Game::start(setup, log);
  std::array<RandomAgent, kMaxPlayers> agents = random_agents(s);
  GameStats r;
  // Measuring the size at each decision costs a few loads per vector: negligible next to
  // computing the decision, so it stays inside the timed loop.
  while (!g.over() && g.decision().pending() && r.decisions < kMaxDecisions) {
    r.peak_state_bytes = std::max(r.peak_state_bytes, state_bytes(g.st));
    const Decision& d = g.decision();
    r.single_decisions += d.choices() < 2;
    ++r.decisions;
    g.answer(agents[static_cast<size_t>(d.player)].choose(g.st));
  }
  r.peak_state_bytes = std::max(r.peak_state_bytes, state_bytes(g.st));
  r.turns = g.st.turn;
  r.finished = g.over();
  r.draw = r.finished && g.st.winner == kNoPlayer;
  r.starter_won = r.finished && g.st.winner == g.st.starting;
  return r;
}

RunResult run_games(const Workload& w, uint64_t games, uint64_t seed, int threads,
                    const std::function<void()>& game_done) {
  threads = std::max(threads, 1);
  RunResult total;
  total.threads.resize(static_cast<size_t>(threads));
  std::atomic<uint64_t> next{0};
  std::mutex merge;
  auto worker = [&](size_t t) {
    RunResult mine;
    auto t0 = Clock::now();
    for (uint64_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < games;) {
      add(mine, play_game(w, seed, i));
      if (game_done) game_done();
    }
    total.threads[t] = {mine.games, since(t0)};
    std::lock_guard lock(merge);
    merge_into(total, mine);
  };
  auto t0 = Clock::now();
  std::vector<std::thread> pool;
  for (size_t t = 1; t < total.threads.size(); ++t) pool.emplace_back(worker, t);
  worker(0);
  for (auto& th : pool) th.join();
  total.seconds = since(t0);
  return total;
}

}  // namespace lore::bench
