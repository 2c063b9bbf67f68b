// First card checks: burn, ETB triggers, dies triggers and tokens.
#include "harness.h"

namespace lore::test {

TEST(Cards, LightningStrikeDealsThreeToAPlayer) {
  Harness h;
  h.add_n(0, "Mountain", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.cast_resolve(bolt, {player_target(1)});
  EXPECT_EQ(h.life(1), 17);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Lightning Strike"), 1);
}

TEST(Cards, UndercityDireRatDiesAndMakesATreasure) {
  Harness h;
  h.add_n(0, "Mountain", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId rat = h.add(1, "Undercity Dire Rat");
  h.start();
  h.cast_resolve(bolt, {rat});
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Undercity Dire Rat"), 1);
  EXPECT_EQ(h.count_in(1, Zone::Battlefield, "Treasure"), 1);
  EXPECT_TRUE(h.log_has("704.5g"));
}

}  // namespace lore::test
