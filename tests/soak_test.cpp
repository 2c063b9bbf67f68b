// Soak: many random games between the two deck lists, checking invariants after every answer.
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/agents.h"
#include "engine/deck.h"
#include "engine/invariants.h"

namespace lore::test {

namespace {

#ifdef LORE_SANITIZE_BUILD
constexpr int kGames = 200;  // sanitizers are ~10x slower
#else
constexpr int kGames = 1000;
#endif
constexpr uint64_t kMaxDecisions = 20'000;

std::vector<CardId> deck(const char* preferred, const char* fallback) {
  std::string dir = std::string(LORE_SOURCE_DIR) + "/decks/";
  std::string path = dir + preferred;
  if (!std::filesystem::exists(path)) path = dir + fallback;
  DeckResult d = load_deck(path);
  EXPECT_TRUE(d.ok()) << d.error;
  return d.cards;
}

}  // namespace

TEST(Soak, RandomGamesKeepInvariantsAndEnd) {
  GameSetup setup;
  setup.decks = {deck("red_green.txt", "test_a.txt"), deck("white_black.txt", "test_b.txt")};
  ASSERT_FALSE(setup.decks[0].empty());
  ASSERT_FALSE(setup.decks[1].empty());
  for (int i = 0; i < kGames; ++i) {
    setup.seed = 1000 + static_cast<uint64_t>(i);
    Game g = Game::start(setup);  // no log: formatting entries is most of the cost
    std::string err = check_invariants(g.st);
    ASSERT_EQ(err, "") << "seed " << setup.seed << " at start";
    RandomAgent a(setup.seed * 2 + 1), b(setup.seed * 2 + 2);
    Agent* agents[2] = {&a, &b};
    uint64_t n = 0;
    while (!g.over() && g.decision().pending() && n < kMaxDecisions) {
      std::string why;
      int choice = agents[g.decision().player]->choose(g.st);
      try {
        ASSERT_TRUE(g.answer(choice, &why)) << "seed " << setup.seed << ": " << why;
      } catch (const std::exception& ex) {
        FAIL() << "seed " << setup.seed << " after " << n << " answers: " << ex.what();
      }
      ++n;
      err = check_invariants(g.st);
      ASSERT_EQ(err, "") << "seed " << setup.seed << " after " << n << " answers";
    }
    ASSERT_TRUE(g.over()) << "seed " << setup.seed << " did not end after " << n << " answers"
                          << (g.decision().pending() ? "" : " (no decision pending)");
  }
}

}  // namespace lore::test
