// Microbenchmarks of the engine's hot operations (docs/performance.md).
#include <benchmark/benchmark.h>

#include "bench/state_size.h"
#include "engine/engine.h"
#include "fixtures.h"

namespace lore::bench {
namespace {

constexpr int kMidGameDecisions = 150;

const Game& mid(const char* workload) {
  static const Game ogre = mid_game(fixture_workload("ogre"), kMidGameDecisions);
  static const Game saga = mid_game(fixture_workload("saga"), kMidGameDecisions);
  return std::string_view(workload) == "ogre" ? ogre : saga;
}

void describe(benchmark::State& s, const GameState& st) {
  s.counters["state_bytes"] = static_cast<double>(state_bytes(st));
  s.counters["objects"] = static_cast<double>(st.objects.size());
  s.counters["battlefield"] = static_cast<double>(st.battlefield.size());
}

void BM_CloneState(benchmark::State& s, const char* w) {
  const GameState& st = mid(w).st;
  for (auto _ : s) {
    GameState copy = st;
    benchmark::DoNotOptimize(copy);
    benchmark::ClobberMemory();
  }
  describe(s, st);
}

void BM_PriorityOptions(benchmark::State& s, const char* w) {
  const GameState& st = mid(w).st;
  for (auto _ : s) benchmark::DoNotOptimize(priority_options(st, st.decision.player));
  s.counters["options"] = static_cast<double>(priority_options(st, st.decision.player).size());
}

// A full check that finds nothing to do, as almost every check in a game does (not the skip
// of a check while nothing has changed: state_edited() makes each one look).
void BM_StateBasedActions(benchmark::State& s, const char* w) {
  Game g = mid(w);
  size_t tasks = g.st.tasks.size();
  for (auto _ : s) {
    g.state_edited();
    run_sba(g, Task{TaskKind::StateBasedActions});
    benchmark::ClobberMemory();
  }
  if (g.st.tasks.size() != tasks || g.st.sba_performed) s.SkipWithError("the check acted");
}

void BM_CharsBattlefield(benchmark::State& s, const char* w) {
  const GameState& st = mid(w).st;
  for (auto _ : s)
    for (ObjId id : st.battlefield) benchmark::DoNotOptimize(chars(st, id));
  s.SetItemsProcessed(static_cast<int64_t>(s.iterations() * st.battlefield.size()));
}

// A change, then the characteristics of every permanent: a +1/+1 counter put on (and taken off)
// the first creature, as an effect resolving would (layer 7c, 613.4c). Nothing is cached, so
// this is the cost of reading them after any change.
void BM_CharsAfterChange(benchmark::State& s, const char* w) {
  Game g = mid(w);
  ObjId creature = kNoObj;
  for (ObjId id : g.st.battlefield)
    if (creature == kNoObj && is_type(g.st, id, TCreature)) creature = id;
  if (creature == kNoObj) return s.SkipWithError("no creature in the fixture");
  int delta = 1;
  for (auto _ : s) {
    change_counters(g, creature, Counter::PlusOne, delta, "122.1");
    delta = -delta;
    for (ObjId id : g.st.battlefield) benchmark::DoNotOptimize(chars(g.st, id));
  }
  s.SetItemsProcessed(static_cast<int64_t>(s.iterations() * g.st.battlefield.size()));
}

// Turns with no decision at all: untap, draw, every step's priority auto-passed.
void BM_QuietTurn(benchmark::State& s) {
  const Game start = quiet_game();
  int64_t turns = 0;
  for (auto _ : s) {
    Game g = start;
    g.advance();
    turns += g.st.turn - start.st.turn;
    if (!g.decision().pending()) s.SkipWithError("the quiet game did not stop at a decision");
  }
  s.SetItemsProcessed(turns);  // items/s = turns/s (the copy of the start is included)
  s.counters["turns_per_iteration"] =
      static_cast<double>(turns) / static_cast<double>(s.iterations());
}

BENCHMARK_CAPTURE(BM_CloneState, ogre, "ogre");
BENCHMARK_CAPTURE(BM_CloneState, saga, "saga");
BENCHMARK_CAPTURE(BM_PriorityOptions, ogre, "ogre");
BENCHMARK_CAPTURE(BM_PriorityOptions, saga, "saga");
BENCHMARK_CAPTURE(BM_StateBasedActions, ogre, "ogre");
BENCHMARK_CAPTURE(BM_StateBasedActions, saga, "saga");
BENCHMARK_CAPTURE(BM_CharsBattlefield, ogre, "ogre");
BENCHMARK_CAPTURE(BM_CharsBattlefield, saga, "saga");
BENCHMARK_CAPTURE(BM_CharsAfterChange, ogre, "ogre");
BENCHMARK_CAPTURE(BM_CharsAfterChange, saga, "saga");
BENCHMARK(BM_QuietTurn);

}  // namespace
}  // namespace lore::bench

BENCHMARK_MAIN();
