// The reference cards (src/cards/ref.cpp) are cards for rules tests only: set REF, registered
// with the tokens so that no card listing, deck file or card-data check sees them.
#include <gtest/gtest.h>

#include "engine/card_db.h"
#include "engine/invariants.h"
#include "engine/state_text.h"
#include "harness.h"
#include "scenario/scenario.h"

namespace lore {
namespace {

// The state dumped as a scenario and loaded back is equal to it.
void expect_state_text_keeps(const GameState& st) {
  scn::ParseResult p = scn::parse_scenario(scn::dump_scenario(st), "dump.scn");
  ASSERT_TRUE(p.ok) << p.error;
  GameState loaded;
  std::string err;
  ASSERT_TRUE(load_state(p.scenario.setup.state_lines, "dump.scn", loaded, err)) << err;
  EXPECT_TRUE(loaded == st);
}

TEST(RefCards, AreUnlistedCards) {
  for (const char* name :
       {"Doubling Season", "Halo Fountain", "Song of the Dryads", "Wake Thrasher"}) {
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
  const CardDef& song = card_def(CardDb::get().find("Song of the Dryads"));
  EXPECT_EQ(song.cost.str(), "{2}{G}");
  EXPECT_TRUE(song.is(TEnchantment));
  EXPECT_TRUE(song.aura);
  EXPECT_TRUE(song.sets_land_type);
  EXPECT_TRUE(song.affects_others);
  const CardDef& thrasher = card_def(CardDb::get().find("Wake Thrasher"));
  EXPECT_EQ(thrasher.cost.str(), "{2}{U}{U}");
  EXPECT_EQ(thrasher.colors, Blue);
  EXPECT_TRUE(thrasher.is(TCreature));
  EXPECT_EQ(thrasher.power, 1);
  EXPECT_EQ(thrasher.toughness, 1);
  EXPECT_TRUE(thrasher.has_subtype("Merfolk"));
  EXPECT_EQ(thrasher.trigger_events, 1u << static_cast<unsigned>(Event::BecomesUntapped));
}

// Song of the Dryads is counted with the ability losses as it enters and leaves the battlefield
// (the invariant checker recounts them), and the enchanted creature is a colorless Forest land
// with only the Forest's mana ability (305.6, 305.7) until the Aura leaves.
TEST(RefCards, SongOfTheDryadsCounts) {
  test::Harness h;
  ObjId tifa = h.add(1, "Tifa Lockhart");
  ObjId song = h.add(0, "Song of the Dryads");
  h.st().obj(song).attached_to = tifa;
  EXPECT_EQ(h.st().ability_losses, 1);
  EXPECT_EQ(h.st().land_type_sources, 1);
  EXPECT_EQ(check_invariants(h.st()), "");
  expect_state_text_keeps(h.st());  // the count too (state_fields.h)
  EXPECT_EQ(land_type_set(h.st(), tifa).timestamp, h.st().obj(song).timestamp);
  EXPECT_TRUE(is_type(h.st(), tifa, TLand));
  EXPECT_FALSE(is_type(h.st(), tifa, TCreature));
  EXPECT_TRUE(is_legendary(h.st(), tifa));
  EXPECT_EQ(chars(h.st(), tifa).colors, 0);
  EXPECT_FALSE(has_keyword(h.st(), tifa, KTrample));
  EXPECT_TRUE(has_subtype_now(h.st(), tifa, "Forest"));
  EXPECT_FALSE(has_subtype_now(h.st(), tifa, "Human,Monk"));
  EXPECT_TRUE(abilities_of(h.st(), tifa).empty());  // its rules text's are gone
  ASSERT_EQ(mana_abilities_of(h.st(), tifa).size(), 1u);
  EXPECT_EQ(mana_abilities_of(h.st(), tifa)[0].kind, AbilityKind::Mana);
  EXPECT_EQ(mana_abilities_of(h.st(), tifa)[0].mana_colors, Green);
  EXPECT_EQ(mana_ability(h.st(), tifa, 1), 0);
  EXPECT_EQ(mana_ability(h.st(), tifa, 0), -1);  // its controller's
  count_ability_losses(h.st());
  EXPECT_EQ(h.st().ability_losses, 1);
  move_object(h.g, song, Zone::Graveyard);
  EXPECT_EQ(h.st().ability_losses, 0);
  EXPECT_EQ(h.st().land_type_sources, 0);
  EXPECT_EQ(check_invariants(h.st()), "");
  EXPECT_TRUE(is_type(h.st(), tifa, TCreature));
  EXPECT_EQ(chars(h.st(), tifa).colors, Green);
  EXPECT_TRUE(has_keyword(h.st(), tifa, KTrample));
  EXPECT_EQ(mana_ability(h.st(), tifa, 1), -1);
}

// Wake Thrasher is counted in GameState::untap_trigger_sources while on the battlefield (the
// invariant checker recounts it, the state text form keeps it); untapping looks for its trigger
// only then.
TEST(RefCards, WakeThrasherCounts) {
  test::Harness h;
  ObjId land = h.add(0, "Island");
  EXPECT_EQ(h.st().untap_trigger_sources, 0);
  ObjId thrasher = h.add(0, "Wake Thrasher");
  EXPECT_EQ(h.st().untap_trigger_sources, 1);
  EXPECT_EQ(check_invariants(h.st()), "");
  expect_state_text_keeps(h.st());  // the count too (state_fields.h)
  h.st().obj(land).tapped = true;
  untap(h.g, land, "701.26b");
  ASSERT_EQ(h.st().pending.size(), 1u);  // 603.2
  EXPECT_EQ(h.st().pending[0].source, thrasher);
  untap(h.g, land, "701.26b");  // already untapped: no event
  EXPECT_EQ(h.st().pending.size(), 1u);
  move_object(h.g, thrasher, Zone::Graveyard);
  EXPECT_EQ(h.st().untap_trigger_sources, 0);
  EXPECT_EQ(check_invariants(h.st()), "");
}

}  // namespace
}  // namespace lore
