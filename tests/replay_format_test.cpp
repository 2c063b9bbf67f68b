// Replay files (replay.h): versions, card names as text, and every field checked with its line.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/card_db.h"
#include "engine/engine.h"
#include "engine/replay.h"

namespace lore::test {

namespace {

std::string fixture(const std::string& name) {
  std::ifstream f(std::string(LORE_SOURCE_DIR) + "/tests/replays/" + name);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

Replay load(const std::string& name) {
  Replay r;
  std::string err;
  EXPECT_TRUE(replay_from_json(fixture(name), name, r, err)) << err;
  return r;
}

// A replay text whose fields stand on known lines: seed on line 4, the decks on line 5, the
// answers from line 8.
std::string replay_text(const std::string& seed, const std::string& decks,
                        const std::string& answers, const std::string& count = "2",
                        const std::string& version = "2") {
  return "{\n \"format\": \"lore-replay\",\n \"version\": " + version + ",\n \"seed\": " + seed +
         ",\n \"decks\": " + decks + ",\n \"answer_count\": " + count + ",\n \"answers\": [\n" +
         answers + "\n ]\n}\n";
}

const std::string kDecks = R"([["Plains", "Plains"], ["Island"]])";

std::string error_of(const std::string& text) {
  Replay r;
  std::string err;
  EXPECT_FALSE(replay_from_json(text, "r.json", r, err)) << text;
  return err;
}

}  // namespace

// Written by lore before number decisions were ranges ("version": 1, numbers answered by their
// index among the legal ones), and the same file without a version (read as version 1).
TEST(ReplayFormat, OldFilesStillReplay) {
  for (const char* name : {"v1_red_green_seed6.json", "versionless_red_green_seed6.json"}) {
    Replay r = load(name);
    EXPECT_EQ(r.version, 1) << name;
    Game g;
    std::string err;
    ASSERT_TRUE(run_replay(r, g, err)) << name << ": " << err;
    EXPECT_TRUE(g.over()) << name;
    EXPECT_EQ(g.st.winner, 0) << name;
    EXPECT_EQ(g.st.turn, 21) << name;
  }
}

// The card-name answers of a replay are names: the file replays whatever place the names take in
// the card pool of the day. Here each name decision gets an extra name put first, as if a card
// had been added to the pool since the file was written (1,000+ names then).
TEST(ReplayFormat, NamesSurviveAGrowingCardPool) {
  const std::string text = fixture("v2_peacekeeper_names_seed1.json");
  EXPECT_NE(text.find("\"Karplusan Forest\""), std::string::npos);
  Replay r = load("v2_peacekeeper_names_seed1.json");
  Game plain;
  std::string err;
  ASSERT_TRUE(run_replay(r, plain, err)) << err;
  EXPECT_TRUE(plain.over());
  EXPECT_EQ(plain.st.winner, 1);
  EXPECT_EQ(plain.st.turn, 15);

  Game grown = Game::start(r.setup);
  const CardId added = CardDb::get().find("Treasure");  // any definition: a name put first
  int names = 0;
  for (size_t i = 0; i < r.answers.size(); ++i) {
    if (grown.decision().kind == DecisionKind::ChooseName) {
      auto& opts = grown.st.decision.options;
      opts.insert(opts.begin(), Option{OptKind::Name, kNoObj, added});
      ++names;
    }
    int answer = 0;
    ASSERT_TRUE(replay_answer(grown, r, i, answer, err)) << err;
    ASSERT_TRUE(grown.answer(answer, &err)) << err;
  }
  EXPECT_GE(names, 3);
  EXPECT_EQ(grown.st, plain.st);

  // Written again, the names stay names, and the file is the same.
  EXPECT_EQ(replay_to_json(r), text);
}

TEST(ReplayFormat, AnswersMustBeWholeNumbersOrCardNames) {
  EXPECT_EQ(error_of(replay_text("1", kDecks, "  0,\n  9223372036854775808")),
            "r.json:9: answer 2: 9223372036854775808 is not an answer (a whole number from "
            "-2147483648 to 2147483647, or a card name)");
  EXPECT_NE(error_of(replay_text("1", kDecks, "  0,\n  1.5")).find("r.json:9: answer 2: 1.5 is"),
            std::string::npos);
  EXPECT_NE(error_of(replay_text("1", kDecks, "  0,\n  \"No Such Card\""))
                .find("r.json:9: answer 2: no card is named \"No Such Card\""),
            std::string::npos);
  // Version 1 had no names among its answers.
  EXPECT_NE(error_of(replay_text("1", kDecks, "  0,\n  \"Plains\"", "2", "1"))
                .find("r.json:9: answer 2: \"Plains\" is not an answer"),
            std::string::npos);
}

TEST(ReplayFormat, SeedMustBeAnUnsigned64BitWholeNumber) {
  for (const char* seed : {"1.5", "-1", "18446744073709551616", "\"7\""}) {
    std::string err = error_of(replay_text(seed, kDecks, "  0,\n  0"));
    EXPECT_EQ(err.rfind("r.json:4: \"seed\" must be a whole number from 0 to "
                        "18446744073709551615, not ",
                        0),
              0u)
        << err;
  }
  Replay r;
  std::string err;
  EXPECT_TRUE(
      replay_from_json(replay_text("18446744073709551615", kDecks, "  0,\n  0"), "r.json", r, err))
      << err;
  EXPECT_EQ(r.setup.seed, 18446744073709551615ull);
}

TEST(ReplayFormat, DeckCardsMustBeCardsADeckMayHold) {
  std::string back;  // the name of some back face
  for (const CardDef& d : CardDb::get().all())
    if (d.is_back_face() && CardDb::get().find(d.name) == d.id) {
      back = d.name;
      break;
    }
  ASSERT_FALSE(back.empty());
  std::string err = error_of(replay_text("1", "[[\"Plains\", \"" + back + "\"], []]", "0, 0"));
  EXPECT_EQ(err.rfind("r.json:5: deck 1 card 2: \"" + back + "\" is a back face", 0), 0u) << err;
  err = error_of(replay_text("1", R"([["Plains"], ["Treasure"]])", "0, 0"));
  EXPECT_EQ(err, "r.json:5: deck 2 card 1: unknown card \"Treasure\"");
  err = error_of(replay_text("1", R"([["Plains"], [7]])", "0, 0"));
  EXPECT_EQ(err, "r.json:5: deck 2 card 1: 7 is not a card name");
}

TEST(ReplayFormat, ATruncatedFileOrAnswerListIsRefused) {
  std::string text = replay_text("1", kDecks, "  0,\n  1,\n  2", "3");
  Replay r;
  std::string err;
  ASSERT_TRUE(replay_from_json(text, "r.json", r, err)) << err;
  // Answers lost from the end of the list
  err = error_of(replay_text("1", kDecks, "  0,\n  1", "3"));
  EXPECT_EQ(err, "r.json:7: \"answers\" is truncated: 2 of the 3 answers");
  // The file cut short
  err = error_of(text.substr(0, text.find("  1,\n")));
  EXPECT_NE(err.find("truncated"), std::string::npos) << err;
  EXPECT_EQ(err.rfind("r.json:9: ", 0), 0u) << err;
  // More answers than it says
  err = error_of(replay_text("1", kDecks, "  0,\n  1,\n  2", "2"));
  EXPECT_EQ(err, "r.json:6: \"answers\" holds 3 answers, but \"answer_count\" says 2");
}

TEST(ReplayFormat, AnUnknownVersionIsRefusedWithItsLine) {
  EXPECT_EQ(error_of(replay_text("1", kDecks, "0, 0", "2", "3")),
            "r.json:3: unsupported replay version 3 (this lore reads 1 to 2)");
  EXPECT_EQ(error_of(replay_text("1", kDecks, "0, 0", "2", "1.5")),
            "r.json:3: unsupported replay version 1.5 (this lore reads 1 to 2)");
}

// 800.1: "players" (absent: two) sets how many decks the replay holds, one per seat.
TEST(ReplayFormat, PlayersMustBeTwoToSixWithADeckEach) {
  auto with_players = [](const std::string& players, const std::string& decks) {
    std::string text = replay_text("1", decks, "0, 0");
    return text.replace(text.find(" \"seed\""), 0, " \"players\": " + players + ",\n");
  };
  const std::string three = R"([["Plains"], ["Island"], ["Swamp"]])";
  Replay r;
  std::string err;
  ASSERT_TRUE(replay_from_json(with_players("3", three), "r.json", r, err)) << err;
  EXPECT_EQ(r.setup.players, 3);
  EXPECT_EQ(r.setup.decks[2].size(), 1u);
  EXPECT_EQ(error_of(with_players("7", three)),
            "r.json:4: \"players\" must be a whole number from 2 to 6, not 7");
  EXPECT_EQ(error_of(with_players("\"3\"", three)),
            "r.json:4: \"players\" must be a whole number from 2 to 6, not \"3\"");
  EXPECT_EQ(error_of(with_players("3", kDecks)),
            "r.json:6: \"decks\" must hold one deck per player (3)");
  EXPECT_EQ(error_of(replay_text("1", three, "0, 0")),
            "r.json:5: \"decks\" must hold one deck per player (2)");
}

}  // namespace lore::test
