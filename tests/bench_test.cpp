// The benchmark signature pins engine behaviour: the same seeded random games must take the
// same number of decisions. A change of kOgreSignature or kSagaSignature means the engine plays
// differently; if that is intended, record the new value (and say so in the commit).
#include <gtest/gtest.h>

#include "bench/runner.h"
#include "engine/card_db.h"

namespace lore::bench {
namespace {

constexpr uint64_t kGames = 20, kSeed = 7;
constexpr uint64_t kOgreSignature = 4112;  // recorded from `run_games(ogre, 20, 7, 1)`
constexpr uint64_t kSagaSignature = 4233;  // `run_games(saga, 20, 7, 1)`, the two Saga decks

TEST(Bench, OgreSignatureIsStable) {
  Workload w = ogre_workload();
  RunResult a = run_games(w, kGames, kSeed, 1), b = run_games(w, kGames, kSeed, 2);
  EXPECT_EQ(a.games, kGames);
  EXPECT_EQ(a.unfinished, 0u);
  EXPECT_EQ(a.single_decisions, 0u);  // auto_single answers every one-option decision
  EXPECT_EQ(a.signature(), b.signature());
  EXPECT_EQ(a.signature(), kOgreSignature);
}

TEST(Bench, SagaSignatureIsStable) {
  Workload w;
  std::string err, dir = std::string(LORE_SOURCE_DIR) + "/decks/";
  ASSERT_TRUE(deck_workload("saga", dir + "dmu_sagas.txt", dir + "fin_summons.txt", w, err)) << err;
  RunResult a = run_games(w, kGames, kSeed, 1), b = run_games(w, kGames, kSeed, 2);
  EXPECT_EQ(a.unfinished, 0u);
  EXPECT_EQ(a.signature(), b.signature());
  EXPECT_EQ(a.signature(), kSagaSignature);
}

TEST(Bench, GreyOgreIsABenchmarkOnlyCard) {
  const CardDef& c = card_def(CardDb::get().find("Grey Ogre"));
  EXPECT_EQ(c.set, "BENCH");
  EXPECT_EQ(c.cost.str(), "{2}{R}");
  EXPECT_EQ(c.power, 2);
  EXPECT_EQ(c.toughness, 2);
  EXPECT_TRUE(c.abilities.empty());
}

}  // namespace
}  // namespace lore::bench
