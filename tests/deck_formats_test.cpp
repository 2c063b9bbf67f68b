// Deck lists as players paste them: MTG Arena and MTGO exports, loose spellings, legality.
#include <gtest/gtest.h>

#include "engine/card_db.h"
#include "engine/deck.h"

namespace lore::test {

namespace {

size_t copies(const std::vector<CardId>& cards, const char* name) {
  CardId id = CardDb::get().find(name);
  return static_cast<size_t>(std::count(cards.begin(), cards.end(), id));
}

}  // namespace

TEST(DeckFormats, ArenaExportWithSectionsAndSetCodes) {
  DeckResult d = parse_deck(
      "About\nName Burn\n\nDeck\n4 Lightning Strike (DMU) 137\n20 Mountain (DMU) 269\n\n"
      "Sideboard\n2 Captain's Call (DMU) 6\n",
      "arena.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.cards.size(), 24u);
  EXPECT_EQ(copies(d.cards, "Lightning Strike"), 4u);
  EXPECT_EQ(d.sideboard.size(), 2u);
  EXPECT_EQ(copies(d.sideboard, "Captain's Call"), 2u);
}

TEST(DeckFormats, CommanderAndCompanionAreNotInTheMainDeck) {
  DeckResult d = parse_deck("Commander\n1 Lightning Strike\n\nDeck\n10 Mountain\n", "c.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.cards.size(), 10u);
  EXPECT_EQ(d.commander.size(), 1u);
  d = parse_deck("Companion\n1 Lightning Strike\nDeck\n10 Mountain\n", "c.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.cards.size(), 10u);
  EXPECT_EQ(d.sideboard.size(), 1u);  // a companion starts outside the game, in the sideboard
}

TEST(DeckFormats, MtgoSideboardAfterABlankLineIsNotMerged) {
  DeckResult d = parse_deck("20 Mountain\n4 Lightning Strike\n\n3 Captain's Call\n", "m.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.cards.size(), 24u);
  EXPECT_EQ(d.sideboard.size(), 3u);
  // A commented lore deck keeps its blank lines as mere spacing.
  d = parse_deck("# burn\n20 Mountain\n\n# spells\n4 Lightning Strike\n", "l.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.cards.size(), 24u);
  EXPECT_TRUE(d.sideboard.empty());
  d = parse_deck("20 Mountain\n4 Lightning Strike\nSB: 3 Captain's Call\n", "sb.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.sideboard.size(), 3u);
}

TEST(DeckFormats, LooseSpellings) {
  DeckResult d = parse_deck(
      "\xEF\xBB\xBF"
      "4x Lightning Strike\n2 [DMU] Mountain\n1 Captain\xE2\x80\x99s Call\n1 LIGHTNING STRIKE\n",
      "loose.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(copies(d.cards, "Lightning Strike"), 5u);
  EXPECT_EQ(copies(d.cards, "Mountain"), 2u);
  EXPECT_EQ(copies(d.cards, "Captain's Call"), 1u);
  CardId tura = CardDb::get().find(
      "Tura Kenner\xC3\xBC"
      "d, Skyknight");
  ASSERT_NE(tura, kNoCard);
  EXPECT_EQ(find_card_loosely("Tura Kennerud, Skyknight"), tura);
  EXPECT_EQ(find_card_loosely("TURA KENNER\xC3\x9C"
                              "D, SKYKNIGHT"),
            tura);
}

TEST(DeckFormats, UnknownNameSuggestsTheClosest) {
  DeckResult d = parse_deck("4 Lightnig Strike\n", "typo.txt");
  EXPECT_EQ(d.error,
            "typo.txt:1: unknown card \"Lightnig Strike\"; did you mean \"Lightning Strike\"");
}

TEST(DeckFormats, BinaryAndHugeLinesAreQuotedShortAndEscaped) {
  std::string line(10'000'000, 'A');
  DeckResult d = parse_deck(line + "\n", "big.txt");
  EXPECT_LT(d.error.size(), 200u) << d.error.substr(0, 200);
  EXPECT_NE(d.error.find("big.txt:1: line longer than 1000 characters"), std::string::npos);
  d = parse_deck("4 Mount\x01\xFFin\n", "bin.txt");
  EXPECT_NE(d.error.find("\"Mount\\x01\\xFFin\""), std::string::npos) << d.error;
  d = parse_deck(std::string("4 Mountain\n\0\0\0", 14), "nul.txt");
  EXPECT_EQ(d.error, "nul.txt:2: binary data (a NUL byte), not a text file");
}

TEST(DeckFormats, TooManyCardsIsAnErrorNotAHang) {
  std::string text;
  for (int i = 0; i < 66; ++i) text += "999 Swamp\n";
  EXPECT_EQ(parse_deck(text, "huge.txt").error, "huge.txt:6: more than 5000 cards in the list");
}

TEST(DeckFormats, EmptyFileAndDirectorySayWhatTheyAre) {
  EXPECT_EQ(parse_deck("", "e.txt").error, "e.txt:1: the file is empty");
  EXPECT_EQ(load_deck("/").error, "/: is a directory, not a deck file");
}

TEST(DeckFormats, DevZeroIsRefusedWithoutFillingMemory) {
  DeckResult d = load_deck("/dev/zero");
  EXPECT_EQ(d.error, "/dev/zero:1: binary data (a NUL byte), not a text file");
}

TEST(DeckFormats, EmbeddedDecksLoadFromAnyDirectory) {
  DeckResult d = load_deck("decks/dmu_sagas.txt");  // the tests run in the build directory
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_EQ(d.cards.size(), 40u);
  EXPECT_TRUE(load_deck("fin_summons").ok());
  EXPECT_EQ(load_deck("decks/nope.txt").error, "decks/nope.txt: cannot open the deck file");
}

TEST(DeckLegality, LimitedAndConstructed) {
  DeckResult small = parse_deck("30 Mountain\n", "s.txt");
  EXPECT_TRUE(deck_problems(small, DeckFormat::Free).empty());
  ASSERT_EQ(deck_problems(small, DeckFormat::Limited).size(), 1u);
  EXPECT_EQ(deck_problems(small, DeckFormat::Limited)[0],
            "30 cards in the deck: limited decks have at least 40 (100.2b)");
  DeckResult d = parse_deck("50 Mountain\n10 Lightning Strike\n\n16 Mountain\n", "c.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_TRUE(deck_problems(d, DeckFormat::Limited).empty());
  auto p = deck_problems(d, DeckFormat::Constructed);
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0], "16 cards in the sideboard: a constructed sideboard has at most 15 (100.4a)");
  EXPECT_EQ(p[1],
            "10 copies of \"Lightning Strike\" in the deck and sideboard: at most 4 of a card "
            "other than a basic land (100.2a, 100.4a)");
  EXPECT_EQ(parse_deck_format("constructed"), DeckFormat::Constructed);
  EXPECT_EQ(parse_deck_format("vintage"), std::nullopt);
}

namespace {

bool has_problem(const std::vector<std::string>& problems, const std::string& rule) {
  for (const std::string& p : problems)
    if (p.find(rule) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST(DeckFormats, ShippedCommanderDecksAreLegal) {  // 903.5
  for (const char* name : {"commander_terra", "commander_locke", "commander_sivitri"}) {
    DeckResult d = load_deck(name);
    ASSERT_TRUE(d.ok()) << d.error;
    EXPECT_EQ(d.commander.size(), 1u) << name;
    EXPECT_EQ(d.cards.size(), 99u) << name;
    auto problems = deck_problems(d, DeckFormat::Commander);
    EXPECT_TRUE(problems.empty()) << name << ": " << (problems.empty() ? "" : problems[0]);
  }
}

TEST(DeckFormats, CommanderDeckRules) {
  // 903.5a: 100 cards with the commander; 903.5b: one of each but basic lands.
  DeckResult d = parse_deck("Commander\n1 Locke Cole\nDeck\n98 Island\n", "c.txt");
  ASSERT_TRUE(d.ok()) << d.error;
  EXPECT_TRUE(has_problem(deck_problems(d, DeckFormat::Commander), "903.5a"));
  d = parse_deck("Commander\n1 Locke Cole\nDeck\n97 Island\n2 Cut Down\n", "c.txt");
  auto problems = deck_problems(d, DeckFormat::Commander);
  EXPECT_TRUE(has_problem(problems, "903.5b"));
  EXPECT_FALSE(has_problem(problems, "903.5a"));
  // 903.5c: a card outside the commander's color identity (Locke Cole: blue and black).
  d = parse_deck("Commander\n1 Locke Cole\nDeck\n98 Island\n1 Lightning Strike\n", "c.txt");
  EXPECT_TRUE(has_problem(deck_problems(d, DeckFormat::Commander), "903.5c"));
  // 903.5d: a basic land of a color outside it.
  d = parse_deck("Commander\n1 Locke Cole\nDeck\n98 Island\n1 Mountain\n", "c.txt");
  EXPECT_TRUE(has_problem(deck_problems(d, DeckFormat::Commander), "903.5d"));
  d = parse_deck("Commander\n1 Locke Cole\nDeck\n97 Island\n1 Swamp\n1 Cut Down\n", "c.txt");
  EXPECT_TRUE(deck_problems(d, DeckFormat::Commander).empty());
  // 903.3: the commander is a legendary creature; 702.124: two need partner.
  d = parse_deck("Commander\n1 Cut Down\nDeck\n99 Swamp\n", "c.txt");
  EXPECT_TRUE(has_problem(deck_problems(d, DeckFormat::Commander), "903.3"));
  d = parse_deck("Commander\n1 Locke Cole\n1 Terra, Magical Adept\nDeck\n98 Island\n", "c.txt");
  EXPECT_TRUE(has_problem(deck_problems(d, DeckFormat::Commander), "702.124"));
  d = parse_deck("Deck\n100 Island\n", "c.txt");
  EXPECT_TRUE(has_problem(deck_problems(d, DeckFormat::Commander), "903.3"));
}

}  // namespace lore::test
