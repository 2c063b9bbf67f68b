// Random-step invariant suite (src/check/soak.h): seeded random games with the shipped decks
// and random decks of every implemented card, checked at every decision.
#include "check/soak.h"

#include <gtest/gtest.h>

#include "engine/deck.h"
#include "engine/game.h"
#include "engine/invariants.h"

namespace lore::test {

namespace {

#ifdef LORE_SANITIZE_BUILD
constexpr int kGames = 120;      // sanitizers are ~10x slower
constexpr int kDumpedGames = 1;  // a dump at every step is ~50x slower again
#else
constexpr int kGames = 1000;
constexpr int kDumpedGames = 6;
#endif

std::vector<CardId> deck(const char* name) {
  DeckResult d = load_deck(std::string(LORE_SOURCE_DIR) + "/decks/" + name);
  EXPECT_TRUE(d.ok()) << d.error;
  return d.cards;
}

}  // namespace

TEST(Soak, RandomGamesKeepEveryInvariant) {
  SoakOptions opt;
  opt.deck_pairs = {{deck("dmu_sagas.txt"), deck("fin_summons.txt")},
                    {deck("red_green.txt"), deck("white_black.txt")}};
  opt.games = kGames;
  opt.first_seed = 1000;
  opt.threads = 2;
  opt.dump_every = 64;
  SoakReport r = run_soak(opt);
  EXPECT_EQ(r.games, kGames);
  EXPECT_GT(r.options_checked, r.decisions);  // most decisions have two or more options
  for (const auto& v : r.violations)
    ADD_FAILURE() << "seed " << v.seed << " after " << v.answers << " answers: " << v.what << "\n"
                  << v.dump;
}

// Free-for-all games of three and four (800): players leave as they lose (800.4a) and the game
// goes on until one is left; Two-Headed Giant games (810): shared life, poison and turns, one
// attack on the other team, teammates' records agreeing. Every invariant holds at every decision,
// and the game ends.
TEST(Soak, MultiplayerGamesKeepEveryInvariant) {
  const std::pair<int, Format> games[] = {
      {3, Format::FreeForAll}, {4, Format::FreeForAll}, {4, Format::TwoHeadedGiant}};
  for (auto [players, format] : games) {
    SCOPED_TRACE(players);
    SCOPED_TRACE(static_cast<int>(format));
    SoakOptions opt;
    opt.format = format;
    opt.deck_pairs = {{deck("dmu_sagas.txt"), deck("fin_summons.txt")},
                      {deck("red_green.txt"), deck("white_black.txt")}};
    opt.players = players;
    opt.games = kGames / 10;
    opt.first_seed = 3000;
    opt.threads = 2;
    opt.dump_every = 64;
    SoakReport r = run_soak(opt);
    EXPECT_EQ(r.games, kGames / 10);
    EXPECT_GT(r.options_checked, r.decisions);
    for (const auto& v : r.violations)
      ADD_FAILURE() << "seed " << v.seed << " after " << v.answers << " answers: " << v.what;
  }
}

TEST(Soak, EveryStepOfAFewGamesSurvivesADumpAndLoad) {
  SoakOptions opt;
  opt.deck_pairs = {{deck("dmu_sagas.txt"), deck("fin_summons.txt")}};
  opt.games = kDumpedGames;
  opt.first_seed = 77;
  opt.dump_every = 1;
  SoakReport r = run_soak(opt);
  EXPECT_EQ(r.games, kDumpedGames);
  for (const auto& v : r.violations)
    ADD_FAILURE() << "seed " << v.seed << " after " << v.answers << " answers: " << v.what;
}

// The engine skips work when a count of permanents by ability is 0 (zones.cpp count_sources());
// the checker recounts each of them, so one kept wrong is reported.
TEST(Soak, InvariantCheckerRecountsEveryPermanentCount) {
  GameSetup setup;
  setup.decks = {deck("dmu_sagas.txt"), deck("fin_summons.txt")};
  Game g = Game::start(setup);
  ASSERT_EQ(check_invariants(g.st), "");
  GameState& st = g.st;
  for (int32_t* count :
       {&st.static_sources, &st.activated_sources, &st.legendary_sources, &st.trigger_sources,
        &st.state_trigger_sources, &st.die_replacement_sources, &st.aura_sources, &st.cost_sources,
        &st.top_sources, &st.enter_doublers}) {
    ++*count;
    EXPECT_NE(check_invariants(st), "");
    --*count;
  }
  EXPECT_EQ(check_invariants(st), "");
}

TEST(Soak, RandomDecksUseOnlyImplementedCardsOfTwoColours) {
  std::vector<CardId> d = random_deck(7);
  ASSERT_EQ(d.size(), 40u);
  EXPECT_EQ(d, random_deck(7));
  EXPECT_NE(d, random_deck(8));
}

}  // namespace lore::test
