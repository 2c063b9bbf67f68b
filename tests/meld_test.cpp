// Meld cards (712.4, 701.42): the pair in the card database, melding two exiled cards, and a
// melded permanent leaving the battlefield as two cards (712.21).
#include "engine/invariants.h"
#include "harness.h"

namespace lore::test {

TEST(Meld, PairInTheDatabase) {  // 712.5g
  CardId fang = card_id("Fang, Fearless l'Cie");
  CardId vanille = card_id("Vanille, Cheerful l'Cie");
  CardId ragnarok = card_id("Ragnarok, Divine Deliverance");
  EXPECT_EQ(card_def(fang).meld_partner, vanille);
  EXPECT_EQ(card_def(vanille).meld_partner, fang);
  EXPECT_EQ(card_def(fang).meld_result, ragnarok);
  EXPECT_TRUE(card_def(ragnarok).is_meld_result());
  EXPECT_EQ(card_def(ragnarok).colors, 0);  // no color indicator (ruling FIN-R-0045)
}

TEST(Meld, ExiledPairMeldsIntoOneNewObject) {  // 701.42a
  Harness h;
  ObjId fang = h.add(0, "Fang, Fearless l'Cie", Zone::Exile);
  ObjId vanille = h.add(0, "Vanille, Cheerful l'Cie", Zone::Exile);
  ObjId rag = meld(h.g, vanille, fang, 0);
  ASSERT_NE(rag, kNoObj);
  EXPECT_TRUE(is_melded(h.st().obj(rag)));
  EXPECT_TRUE(h.st().exile.empty());
  EXPECT_EQ(h.st().battlefield, std::vector<ObjId>{rag});
  EXPECT_EQ(chars(h.st(), rag).mana_value, 7);  // 712.8g
  EXPECT_EQ(check_invariants(h.st()), "");
}

TEST(Meld, CardsThatAreNotAPairStayInExile) {  // 701.42b-c
  Harness h;
  ObjId fang = h.add(0, "Fang, Fearless l'Cie", Zone::Exile);
  ObjId rat = h.add(0, "Undercity Dire Rat", Zone::Exile);
  EXPECT_EQ(meld(h.g, fang, rat, 0), kNoObj);
  ObjId other = h.add(0, "Fang, Fearless l'Cie", Zone::Exile);
  EXPECT_EQ(meld(h.g, fang, other, 0), kNoObj);
  EXPECT_EQ(h.st().exile.size(), 3u);
  EXPECT_TRUE(h.st().battlefield.empty());
}

// 712.21, 712.21c (ruling FIN-R-0048): one object leaves, two cards arrive, each front face up;
// the first card finds the second, so "that card" effects can act on both.
TEST(Meld, LeavingMakesTwoCardsThatFindEachOther) {
  Harness h;
  ObjId fang = h.add(0, "Fang, Fearless l'Cie", Zone::Exile);
  ObjId vanille = h.add(0, "Vanille, Cheerful l'Cie", Zone::Exile);
  ObjId rag = meld(h.g, fang, vanille, 0);
  ObjId first = move_object(h.g, rag, Zone::Exile);
  ASSERT_NE(first, kNoObj);
  ObjId second = meld_partner_card(h.st(), first);
  ASSERT_NE(second, kNoObj);
  EXPECT_EQ(def(h.st(), first).name, "Fang, Fearless l'Cie");
  EXPECT_EQ(def(h.st(), second).name, "Vanille, Cheerful l'Cie");
  EXPECT_EQ(h.st().exile, (std::vector<ObjId>{first, second}));
  EXPECT_EQ(meld_partner_card(h.st(), second), kNoObj);
  EXPECT_EQ(check_invariants(h.st()), "");
  // The first card moves on: the card in hand is a new object of its own (400.7), while an
  // effect that found the exiled pair still finds the card that stayed.
  ObjId back = move_object(h.g, first, Zone::Hand);
  EXPECT_EQ(meld_partner_card(h.st(), back), kNoObj);
  EXPECT_EQ(meld_partner_card(h.st(), first), second);
  move_object(h.g, second, Zone::Graveyard);
  EXPECT_EQ(meld_partner_card(h.st(), first), kNoObj);
}

TEST(Meld, LibraryTopKeepsBothCardsOnTop) {  // 712.21a: both cards go there
  Harness h;
  h.add(0, "Island", Zone::Library);
  ObjId fang = h.add(0, "Fang, Fearless l'Cie", Zone::Exile);
  ObjId vanille = h.add(0, "Vanille, Cheerful l'Cie", Zone::Exile);
  ObjId rag = meld(h.g, fang, vanille, 0);
  ObjId first = move_object(h.g, rag, Zone::Library);
  const auto& lib = h.player(0).library;
  ASSERT_EQ(lib.size(), 3u);
  EXPECT_EQ(lib[0], first);
  EXPECT_EQ(lib[1], meld_partner_card(h.st(), first));
  EXPECT_EQ(check_invariants(h.st()), "");
}

}  // namespace lore::test
