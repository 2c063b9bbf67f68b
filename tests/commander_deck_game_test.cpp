// The shipped Commander decks play whole games: Sivitri, Dragon Master (a planeswalker that can
// be a commander, 903.3d) against Locke Cole, seeded, to a result.
#include <gtest/gtest.h>

#include "engine/agents.h"
#include "engine/deck.h"
#include "engine/game.h"

namespace lore::test {

TEST(CommanderDecks, SivitriAgainstLockePlaysToAResult) {
  DeckResult sivitri = load_deck("commander_sivitri"), locke = load_deck("commander_locke");
  ASSERT_TRUE(sivitri.ok()) << sivitri.error;
  ASSERT_TRUE(locke.ok()) << locke.error;
  GameSetup setup;
  setup.format = Format::Commander;
  setup.decks[0] = sivitri.cards;
  setup.decks[1] = locke.cards;
  setup.commanders[0] = sivitri.commander;
  setup.commanders[1] = locke.commander;
  setup.seed = 7;
  Game g = Game::start(setup);
  EXPECT_EQ(g.st.players[0].life, 40);  // 903.7
  RandomAgent a(11), b(12);
  Agent* agents[2] = {&a, &b};
  for (int i = 0; i < 200000 && !g.over(); ++i)
    ASSERT_TRUE(g.answer(agents[g.decision().player]->choose(g.st)));
  EXPECT_TRUE(g.over());
}

}  // namespace lore::test
