// Transforming double-faced cards (712, 701.27): the card database's faces, zone changes that
// keep or turn the face, and transforming in place.
#include "engine/agents.h"
#include "engine/invariants.h"
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

// Random games with decks full of the transforming cards: every answer keeps the invariants.
TEST(Dfc, RandomGamesKeepInvariants) {
  auto deck = [](std::initializer_list<std::pair<const char*, int>> cards) {
    std::vector<CardId> d;
    for (auto [name, n] : cards) d.insert(d.end(), static_cast<size_t>(n), card_id(name));
    return d;
  };
  GameSetup setup;
  setup.decks = {deck({{"Dion, Bahamut's Dominant", 3},
                       {"Jill, Shiva's Dominant", 3},
                       {"Crystal Fragments", 3},
                       {"Esper Origins", 3},
                       {"Terra, Magical Adept", 3},
                       {"Summon: Choco/Mog", 2},
                       {"Hammerhand", 2},
                       {"Plains", 6},
                       {"Island", 5},
                       {"Forest", 5},
                       {"Mountain", 5}}),
                 deck({{"Joshua, Phoenix's Dominant", 4},
                       {"Clive, Ifrit's Dominant", 4},
                       {"Jecht, Reluctant Guardian", 4},
                       {"Undercity Dire Rat", 4},
                       {"Lightning Strike", 4},
                       {"Mountain", 10},
                       {"Plains", 6},
                       {"Swamp", 6}})};
  for (int i = 0; i < 150; ++i) {
    setup.seed = 5000 + static_cast<uint64_t>(i);
    Game g = Game::start(setup);
    RandomAgent a(setup.seed * 2 + 1), b(setup.seed * 2 + 2);
    Agent* agents[2] = {&a, &b};
    uint64_t n = 0;
    while (!g.over() && g.decision().pending() && n < 20'000) {
      std::string why;
      int choice = agents[g.decision().player]->choose(g.st);
      try {
        ASSERT_TRUE(g.answer(choice, &why)) << "seed " << setup.seed << ": " << why;
      } catch (const std::exception& ex) {
        FAIL() << "seed " << setup.seed << " after " << n << " answers: " << ex.what();
      }
      ++n;
      std::string err = check_invariants(g.st);
      ASSERT_EQ(err, "") << "seed " << setup.seed << " after " << n << " answers";
    }
    ASSERT_TRUE(g.over()) << "seed " << setup.seed << " did not end";
  }
}

}  // namespace lore::test
