// "No heap allocation in the steady priority loop" (docs/performance.md), checked: this test
// binary replaces the global operator new with one that counts, and a game already warmed up
// passes through a turn's steps from the first main phase to the end step.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "bench/runner.h"
#include "engine/agents.h"
#include "engine/engine.h"

namespace {
std::atomic<long> g_allocations{0};
}  // namespace

// Every replaceable form but the aligned ones (which keep the library's and pair among
// themselves), so that each allocation is freed by the matching form (the sanitizer build checks).
namespace {
void* counted_malloc(std::size_t n) {
  ++g_allocations;
  return std::malloc(n == 0 ? 1 : n);
}
}  // namespace
void* operator new(std::size_t n) {
  if (void* p = counted_malloc(n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  if (void* p = counted_malloc(n)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return counted_malloc(n); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return counted_malloc(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace lore {
namespace {

// Answers with the first option (pass, no attack, no block...) until priority in `step` of a
// later turn than `after_turn`. Returns the number of decisions answered; `quiet` becomes false
// if a spell or ability was on the stack at one of them.
int pass_until(Game& g, Step step, int after_turn, bool& quiet) {
  FirstAgent first;
  int n = 0;
  while (!g.over() && !(g.decision().kind == DecisionKind::Priority && g.st.step == step &&
                        g.st.turn > after_turn)) {
    quiet &= g.st.stack.empty();
    g.answer(first.choose(g.st));
    ++n;
  }
  return n;
}

// A turn in which nothing goes on the stack, from the first main phase to the end step: every
// decision is a priority pass or a declaration, and none allocates once warmed up. (Putting
// spells and abilities on the stack, moving cards and growing a hand or a graveyard may
// allocate: a zone's vector grows to its largest size once.)
void expect_quiet_turn_allocates_nothing(const bench::Workload& w) {
  int measured = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    Game g = bench::random_game_at(w, seed, 150);
    if (g.over()) continue;
    // Every priority is a decision (none answered inside the engine), so the turn stops at its
    // end step. Two turns of passing warm every buffer up (the state's vectors and the engine's
    // reused ones) for the same sequence of steps.
    g.auto_single = false;
    bool warm_quiet = true;
    pass_until(g, Step::Main1, g.st.turn + 1, warm_quiet);
    if (g.over()) continue;
    int turn = g.st.turn;
    bool quiet = true;
    long before = g_allocations.load();
    int answered = pass_until(g, Step::End, turn - 1, quiet);
    long allocations = g_allocations.load() - before;
    if (g.over() || !quiet) continue;
    ++measured;
    // Both players' priority in main 1, beginning and end of combat and main 2 at least.
    EXPECT_GE(answered, 8) << "seed " << seed;
    EXPECT_EQ(allocations, 0) << "seed " << seed << ": " << answered << " decisions";
  }
  EXPECT_GE(measured, 3);  // enough quiet turns among the seeds to mean something
}

TEST(Allocation, QuietOgreTurnAllocatesNothing) {
  expect_quiet_turn_allocates_nothing(bench::ogre_workload());
}

TEST(Allocation, QuietSagaTurnAllocatesNothing) {
  bench::Workload w;
  std::string err, dir = std::string(LORE_SOURCE_DIR) + "/decks/";
  ASSERT_TRUE(bench::deck_workload("saga", dir + "dmu_sagas.txt", dir + "fin_summons.txt", w, err))
      << err;
  expect_quiet_turn_allocates_nothing(w);
}

// The counter itself works: the test above could fail.
TEST(Allocation, CounterSeesAnAllocation) {
  long before = g_allocations.load();
  auto* p = new std::vector<int>(100);
  EXPECT_GE(g_allocations.load() - before, 2);
  delete p;
}

}  // namespace
}  // namespace lore
