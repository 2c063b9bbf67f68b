// "Would die" replacement effects (614.1a) and the choice among several (616.1).
#include "harness.h"

namespace lore::test {

TEST(Replacement, NemataExilesInsteadAndMakesASaproling) {
  Table h;
  h.add(0, "Nemata, Primeval Warden");
  h.add(0, "Swamp");
  ObjId rat = h.add(1, "Undercity Dire Rat");
  ObjId cut = h.add(0, "Cut Down", Zone::Hand);
  h.start();
  h.cast_resolve(cut, {rat});
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Exile, "Undercity Dire Rat"), 1);
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Undercity Dire Rat"), 0);
  EXPECT_EQ(h.count_in(1, Zone::Battlefield, "Treasure"), 0);   // it never died
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Saproling"), 1);  // "When you do"
  EXPECT_TRUE(h.log_has("614.1a"));
}

TEST(Replacement, OnlyOpponentsCreaturesAreAffected) {
  Table h;
  h.add(0, "Nemata, Primeval Warden");
  h.add(0, "Swamp");
  ObjId mine = h.add(0, "Undercity Dire Rat");
  ObjId cut = h.add(0, "Cut Down", Zone::Hand);
  h.start();
  h.cast_resolve(cut, {mine});
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Undercity Dire Rat"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Treasure"), 1);
}

TEST(Replacement, DarknessCrystalExilesNontokensAndGainsLife) {
  Table h;
  h.add(0, "The Darkness Crystal");
  h.add_n(0, "Mountain", 4);
  ObjId drake = h.add(1, "Soaring Drake");
  ObjId token = new_object(h.st(), card_id("Soldier"), 1, Zone::Battlefield);
  h.st().obj(token).token = true;
  h.st().battlefield.push_back(token);
  ObjId s1 = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId s2 = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.cast_resolve(s1, {drake});
  EXPECT_EQ(h.count_in(1, Zone::Exile, "Soaring Drake"), 1);
  EXPECT_EQ(h.life(0), 22);
  h.cast_resolve(s2, {token});  // a token isn't affected: it dies
  EXPECT_EQ(h.life(0), 22);
  EXPECT_TRUE(h.st().obj(token).left);
}

TEST(Replacement, AffectedControllerChoosesBetweenTwo) {
  for (bool crystal : {true, false}) {
    Table h;
    ObjId nemata = h.add(0, "Nemata, Primeval Warden");
    ObjId dc = h.add(0, "The Darkness Crystal");
    h.add(0, "Mountain", Zone::Battlefield);
    h.add(0, "Mountain", Zone::Battlefield);
    ObjId drake = h.add(1, "Soaring Drake");
    ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
    h.start();
    h.cast(bolt, {drake});
    h.resolve_stack();  // 3 damage: the state-based action would destroy it
    h.expect(DecisionKind::ChooseReplacement);
    EXPECT_EQ(h.decision().player, 1);  // 616.1: the affected object's controller
    h.choose(OptKind::Replacement, drake, crystal ? dc : nemata);
    h.resolve_all();
    EXPECT_EQ(h.count_in(1, Zone::Exile, "Soaring Drake"), 1);
    EXPECT_EQ(h.life(0), crystal ? 22 : 20);
    EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Saproling"), crystal ? 0 : 1);
  }
}

TEST(Replacement, ChoiceAlsoAppliesToSacrifice) {
  Table h;
  ObjId lili = h.add(0, "Liliana of the Veil");
  ObjId nemata = h.add(0, "Nemata, Primeval Warden");
  h.add(0, "The Darkness Crystal");
  ObjId drake = h.add(1, "Soaring Drake");
  h.start();
  h.choose(OptKind::Activate, lili, 1);
  h.target_player(1);
  h.resolve_stack();
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, drake);
  h.expect(DecisionKind::ChooseReplacement);
  h.choose(OptKind::Replacement, drake, nemata);
  h.resolve_all();
  EXPECT_EQ(h.count_in(1, Zone::Exile, "Soaring Drake"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Saproling"), 1);
}

TEST(Replacement, DarknessCrystalReturnsWhatItExiled) {
  Table h;
  ObjId dc = h.add(0, "The Darkness Crystal");
  h.add_n(0, "Swamp", 6);
  h.add_n(0, "Mountain", 2);
  ObjId drake = h.add(1, "Soaring Drake");
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.cast_resolve(bolt, {drake});
  ObjId exiled = h.find_in(1, Zone::Exile, "Soaring Drake");
  ASSERT_NE(exiled, kNoObj);
  h.activate_resolve(dc, 2, {exiled});
  ObjId back = h.find_in(1, Zone::Battlefield, "Soaring Drake");
  ASSERT_NE(back, kNoObj);
  EXPECT_EQ(h.st().obj(back).controller, 0);
  EXPECT_TRUE(h.st().obj(back).tapped);
  EXPECT_EQ(h.ch(back).power, 4);
}

TEST(Replacement, CrystalMakesBlackSpellsCheaper) {
  Table h;
  h.add(0, "The Darkness Crystal");
  h.add_n(0, "Swamp", 2);
  ObjId rager = h.add(0, "Phyrexian Rager", Zone::Hand);  // {2}{B} costs {1}{B}
  EXPECT_TRUE(can_cast(h.st(), rager, 0));
  EXPECT_EQ(spell_total_cost(h.st(), rager, 0, 0).str(), "{1}{B}");
  ObjId cut = h.add(0, "Cut Down", Zone::Hand);  // only the generic part is reduced
  EXPECT_EQ(spell_total_cost(h.st(), cut, 0, 0).str(), "{B}");
}

TEST(Replacement, NemataSacrificesSaprolings) {
  Table h;
  ObjId nemata = h.add(0, "Nemata, Primeval Warden");
  h.add_n(0, "Forest", 1);
  h.add_n(0, "Swamp", 2);
  for (int i = 0; i < 3; ++i) {
    ObjId s = new_object(h.st(), card_id("Saproling"), 0, Zone::Battlefield);
    h.st().obj(s).token = true;
    h.st().battlefield.push_back(s);
  }
  h.add_n(0, "Swamp", 3, Zone::Library);
  h.start();
  std::vector<ObjId> saps;
  for (ObjId id : h.st().battlefield)
    if (h.st().obj(id).card == card_id("Saproling")) saps.push_back(id);
  h.choose(OptKind::Activate, nemata, 2);
  h.pay();
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, saps[0]);
  h.resolve_stack();
  EXPECT_EQ(h.ch(nemata).power, 5);
  h.choose(OptKind::Activate, nemata, 3);
  h.pay();
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, saps[1]);
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, saps[2]);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Saproling"), 0);
  EXPECT_EQ(h.player(0).hand.size(), 1u);
}

}  // namespace lore::test
