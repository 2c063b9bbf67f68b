// The reference cards (src/cards/ref.cpp) are cards for rules tests only: set REF, registered
// with the tokens so that no card listing, deck file or card-data check sees them.
#include <gtest/gtest.h>

#include "engine/card_db.h"

namespace lore {
namespace {

TEST(RefCards, AreUnlistedCards) {
  for (const char* name : {"Doubling Season", "Halo Fountain"}) {
    SCOPED_TRACE(name);
    CardId id = CardDb::get().find(name);
    ASSERT_NE(id, kNoCard);
    const CardDef& c = card_def(id);
    EXPECT_EQ(c.set, "REF");
    EXPECT_TRUE(is_unlisted_card(c));
    EXPECT_TRUE(c.implemented);
    EXPECT_FALSE(c.oracle.empty());
  }
  EXPECT_TRUE(is_unlisted_card(card_def(CardDb::get().find("Grey Ogre"))));
  EXPECT_FALSE(is_unlisted_card(card_def(CardDb::get().find("Soldier"))));  // a real token
}

TEST(RefCards, PrintedCharacteristics) {
  const CardDef& season = card_def(CardDb::get().find("Doubling Season"));
  EXPECT_EQ(season.cost.str(), "{4}{G}");
  EXPECT_EQ(season.colors, Green);
  EXPECT_TRUE(season.is(TEnchantment));
  EXPECT_TRUE(season.modifies_events);
  const CardDef& fountain = card_def(CardDb::get().find("Halo Fountain"));
  EXPECT_EQ(fountain.cost.str(), "{2}{W}");
  EXPECT_TRUE(fountain.is(TArtifact));
  ASSERT_EQ(fountain.abilities.size(), 3u);
  EXPECT_EQ(fountain.abilities[0].cost.untap_count, 1);
  EXPECT_EQ(fountain.abilities[1].cost.untap_count, 2);
  EXPECT_EQ(fountain.abilities[2].cost.untap_count, 15);
}

}  // namespace
}  // namespace lore
