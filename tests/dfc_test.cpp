// Transforming double-faced cards (712, 701.27): the card database's faces, zone changes that
// keep or turn the face, and transforming in place.
#include "harness.h"

namespace lore::test {

TEST(Dfc, BothFacesInTheDatabase) {
  CardId front = card_id("Dion, Bahamut's Dominant");
  CardId back = card_id("Bahamut, Warden of Light");
  EXPECT_EQ(CardDb::get().find("Dion, Bahamut's Dominant // Bahamut, Warden of Light"), front);
  EXPECT_EQ(card_def(front).back, back);
  EXPECT_EQ(card_def(back).front, front);
  EXPECT_FALSE(card_def(back).cost.present);
  EXPECT_EQ(card_def(back).mana_value, 4);  // 712.8e: the front face's mana value
  EXPECT_EQ(card_def(back).colors, White);  // its color indicator
  EXPECT_TRUE(card_def(back).saga);
  EXPECT_EQ(card_def(card_id("Summon: Esper Maduin")).mana_value, 2);
}

TEST(Dfc, InstantOrSorceryCardStaysWhereItIs) {  // 400.4a, 712.14a
  Harness h;
  ObjId origins = h.add(0, "Esper Origins", Zone::Exile);
  EXPECT_EQ(move_object(h.g, origins, Zone::Battlefield), kNoObj);
  EXPECT_EQ(h.st().obj(origins).zone, Zone::Exile);
  EXPECT_FALSE(h.st().obj(origins).left);
  ObjId rat = h.add(0, "Undercity Dire Rat", Zone::Graveyard);
  EXPECT_EQ(move_object(h.g, rat, Zone::Battlefield, false, true), kNoObj);  // not a DFC
  EXPECT_EQ(h.st().obj(rat).zone, Zone::Graveyard);
  ObjId maduin = move_object(h.g, origins, Zone::Battlefield, false, true);
  ASSERT_NE(maduin, kNoObj);
  EXPECT_EQ(def(h.st(), maduin).name, "Summon: Esper Maduin");
}

TEST(Dfc, TransformInPlaceKeepsTheObject) {  // 701.27a, d
  Harness h;
  ObjId dion = h.add(0, "Dion, Bahamut's Dominant");
  ASSERT_TRUE(transform(h.g, dion));
  EXPECT_EQ(def(h.st(), dion).name, "Bahamut, Warden of Light");
  EXPECT_EQ(chars(h.st(), dion).mana_value, 4);
  EXPECT_TRUE(h.log_has("701.27a"));
  ASSERT_TRUE(transform(h.g, dion));
  EXPECT_EQ(def(h.st(), dion).name, "Dion, Bahamut's Dominant");
  // Summon: Esper Maduin would transform into a sorcery face: nothing happens.
  ObjId origins = h.add(0, "Esper Origins", Zone::Exile);
  ObjId maduin = move_object(h.g, origins, Zone::Battlefield, false, true);
  EXPECT_FALSE(transform(h.g, maduin));
  EXPECT_EQ(def(h.st(), maduin).name, "Summon: Esper Maduin");
  ObjId rat = h.add(0, "Undercity Dire Rat");
  EXPECT_FALSE(transform(h.g, rat));  // 701.27c
}

TEST(Dfc, LeavingTheBattlefieldTurnsItFrontFaceUp) {  // 712.8a, 400.7
  Harness h;
  ObjId dion = h.add(0, "Dion, Bahamut's Dominant");
  ASSERT_TRUE(transform(h.g, dion));
  ObjId card = move_object(h.g, dion, Zone::Graveyard);
  EXPECT_EQ(def(h.st(), card).name, "Dion, Bahamut's Dominant");
  EXPECT_EQ(chars(h.st(), card).types, TCreature);
  EXPECT_EQ(chars(h.st(), dion).types, TCreature | TEnchantment);  // last known: Bahamut
}

TEST(Dfc, TokenCopyOfABackFaceHasManaValueZero) {  // 712.8e
  Harness h;
  ObjId tok = create_token(h.g, card_id("Bahamut, Warden of Light"), 0);
  EXPECT_EQ(chars(h.st(), tok).mana_value, 0);
  EXPECT_EQ(h.st().obj(tok).count(Counter::Lore), 1);  // 714.3a
}

}  // namespace lore::test
