// No hang, no leak: games with very many objects, set-ups and files beyond every bound.
#include <gtest/gtest.h>

#include "engine/agents.h"
#include "engine/card_db.h"
#include "engine/engine.h"
#include "engine/text_file.h"
#include "scenario/scenario.h"

namespace lore::test {

// More than 65,535 objects: the count of objects the priority options have looked at once
// wrapped around at 65,535 and the game never reached its next decision.
TEST(Robustness, GameWithMoreThan65535ObjectsGoesOn) {
  GameSetup setup;
  std::vector<CardId> swamps(33'000, CardDb::get().find("Swamp"));
  setup.decks = {swamps, swamps};
  setup.seed = 1;
  Game g = Game::start(setup);
  ASSERT_GT(g.st.objects.size(), 65'535u);
  RandomAgent a(1), b(2);
  PlayResult r = play_out(g, a, b, 40);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.answers.size(), 40u);
  EXPECT_GE(g.st.turn, 2);
}

// More than 65,535 permanents with abilities others look for (tokens can make that many): the
// counts of such permanents were 16-bit and wrapped to zero, so the engine stopped looking for
// their effects.
TEST(Robustness, CountsOfPermanentsAreWideEnoughForAnyBoard) {
  GameState st;
  CardId anthem = CardDb::get().find("Glorious Anthem");
  CardId legend = CardDb::get().find("Squee, Dubious Monarch");
  for (int i = 0; i < 70'000; ++i) new_object(st, anthem, 0, Zone::Battlefield);
  new_object(st, legend, 0, Zone::Battlefield);
  EXPECT_EQ(st.static_sources, 70'000);
  EXPECT_EQ(st.legendary_sources, 1);
}

// 104.4b: a run of tasks that never asks anything is taken for a loop of mandatory actions
// and the game is a draw instead of a hang. (No card of the sets makes such a loop; the bound
// is lowered so an ordinary answer's tasks cross it.)
TEST(Robustness, TasksThatNeverAskEndTheGameInADraw) {
  GameSetup setup;
  setup.decks = {std::vector<CardId>(40, CardDb::get().find("Swamp")),
                 std::vector<CardId>(40, CardDb::get().find("Mountain"))};
  Log log;
  Game g = Game::start(setup, &log);
  ASSERT_TRUE(g.decision().pending());
  g.max_tasks_without_decision = 2;
  for (int i = 0; i < 20 && !g.over(); ++i) ASSERT_TRUE(g.answer(0));
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.st.winner, kNoPlayer);
  ASSERT_FALSE(log.empty());
  EXPECT_EQ(log.back().kind, LogKind::GameOver);
  EXPECT_NE(render_text(log.back()).find("The game is a draw"), std::string::npos);
  EXPECT_NE(render_text(log.back()).find("104.4b"), std::string::npos);
}

TEST(Robustness, SetUpWithTooManyObjectsIsAnError) {
  std::string text = "turn 3 active P1 step main1\n";
  for (int i = 0; i < 26; ++i) text += "P1 battlefield: Swamp x200\n";
  text += "---\nexpect P1 life 20\n";
  scn::ParseResult p = scn::parse_scenario(text, "many.scn");
  EXPECT_FALSE(p.ok);
  EXPECT_EQ(p.error, "many.scn:27: more than 5000 objects in the set-up");
}

TEST(Robustness, ScenarioFileFromADeviceIsRefused) {
  scn::ParseResult p = scn::parse_scenario_file("/dev/zero");
  EXPECT_EQ(p.error, "/dev/zero:1: binary data (a NUL byte), not a text file");
}

// A scenario error quoting the input escapes its control bytes and stays short.
TEST(Robustness, ScenarioErrorsQuoteInputSafely) {
  std::string text = "turn 3 active P1 step main1\nP1 battlefield: Swamp\x01 " +
                     std::string(5000, 'A') + "\n---\n";
  scn::ParseResult p = scn::parse_scenario(text, "bad.scn");
  EXPECT_EQ(p.error.rfind("bad.scn:2: unknown card 'Swamp\\x01", 0), 0u) << p.error;
  EXPECT_LT(p.error.size(), 400u);
}

TEST(TextFile, SizeAndLineLimits) {
  EXPECT_EQ(read_text_file("/dev/urandom", "replay file", {1000, 5000}).error,
            "/dev/urandom: larger than 1000 bytes, too large for a replay file");
  EXPECT_EQ(check_text("ab\nabcdef\n", "f", {100, 5}),
            "f:2: line longer than 5 characters, starting \"abcdef\"");
  EXPECT_EQ(check_text("ab\nabcde\n", "f", {100, 5}), "");
  EXPECT_EQ(excerpt(std::string(100, 'a'), 5), "\"aaaaa...\"");
  EXPECT_EQ(excerpt("caf\xC3\xA9\t\"\xFF"), "\"caf\xC3\xA9\\x09\\\"\\xFF\"");
}

}  // namespace lore::test
