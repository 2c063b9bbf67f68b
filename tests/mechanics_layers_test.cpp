// Layer 6 (613.1f): objects that lose all abilities, and how that meets the other layers. The
// cards' behaviour is in the humble_*.scn and saga_loses_abilities_*.scn scenarios; these tests
// cover what no card in the pool can reach (a noncreature source losing its abilities).
#include "harness.h"

namespace lore::test {

namespace {

// The layer 6 part of Humble's effect, on any permanent.
void lose_all_abilities(GameState& st, ObjId id) {
  ContinuousEffect e;
  e.object = id;
  e.loses_abilities = true;
  e.timestamp = st.next_timestamp++;
  st.effects.push_back(e);
  count_ability_losses(st);
}

}  // namespace

TEST(Layers, EquipmentEffectBegunInLayer4GoesOnAfterItsSourceLosesTheAbility) {
  // 613.6: "Equipped creature gets +3/+2 and is a Warrior" applies in layer 4 before the
  // Equipment loses the ability in layer 6, so it keeps applying in layer 7c too.
  LORE_NEED_CARD("Warrior's Sword");
  Harness h;
  ObjId rat = h.add(0, "Undercity Dire Rat");
  ObjId sword = h.add(0, "Warrior's Sword");
  h.st().obj(sword).attached_to = rat;
  lose_all_abilities(h.st(), sword);
  EXPECT_TRUE(abilities_of(h.st(), sword).empty());
  EXPECT_TRUE(has_subtype_now(h.st(), rat, "Warrior"));
  EXPECT_EQ(h.ch(rat).power, 5);
  EXPECT_EQ(h.ch(rat).toughness, 4);
}

TEST(Layers, AuraThatLosesItsAbilitiesStopsGivingThem) {
  // Hammerhand's "Enchanted creature gets +1/+1 and has haste" has no layer 4 part: gone.
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");
  ObjId aura = h.add(0, "Hammerhand");
  h.st().obj(aura).attached_to = drake;
  EXPECT_EQ(h.ch(drake).power, 3);
  lose_all_abilities(h.st(), aura);
  EXPECT_EQ(h.ch(drake).power, 2);
  EXPECT_FALSE(h.ch(drake).keywords & KHaste);
  EXPECT_TRUE(h.ch(drake).keywords & KFlying);  // the drake's own abilities are untouched
}

TEST(Layers, AbilitiesComeBackWhenTheEffectEnds) {
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");
  lose_all_abilities(h.st(), drake);
  EXPECT_EQ(h.st().ability_losses, 1);
  EXPECT_FALSE(h.ch(drake).keywords & KFlying);
  end_turn_effects(h.st());  // 514.2
  EXPECT_EQ(h.st().ability_losses, 0);
  EXPECT_TRUE(h.ch(drake).keywords & KFlying);
}

}  // namespace lore::test

namespace lore::test {

// 305.7: "Enchanted land is an Island" (Lingering Mirage) sets only the land's land type: a land
// that an effect made a creature too (as "becomes a 3/3 Elemental creature, it's still a land"
// would; no card of the pool does) stays a creature, keeps its color and creature types, and
// has the Island's mana ability (Song of the Dryads' "is a colorless Forest land" sets its card
// type and color: RefCards.SongOfTheDryadsCounts).
TEST(Layers, IsAnIslandKeepsCardTypesAndColor) {
  Harness h;
  ObjId forest = h.add(0, "Forest");
  ContinuousEffect animate;
  animate.object = forest;
  animate.add_types = TCreature;
  animate.timestamp = h.st().next_timestamp++;
  h.st().effects.push_back(animate);
  ObjId mirage = h.add(0, "Lingering Mirage");
  h.st().obj(mirage).attached_to = forest;
  EXPECT_EQ(land_type_set(h.st(), forest).timestamp, h.st().obj(mirage).timestamp);
  EXPECT_TRUE(is_type(h.st(), forest, TLand));
  EXPECT_TRUE(is_type(h.st(), forest, TCreature));
  EXPECT_TRUE(has_subtype_now(h.st(), forest, "Island"));
  EXPECT_FALSE(has_subtype_now(h.st(), forest, "Forest"));
  ASSERT_EQ(mana_abilities_of(h.st(), forest).size(), 1u);
  EXPECT_EQ(mana_abilities_of(h.st(), forest)[0].mana_colors, Blue);
}

}  // namespace lore::test
