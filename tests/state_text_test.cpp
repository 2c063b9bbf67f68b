// The state text form: dump_scenario() writes any state as a scenario set-up with an exact,
// checksummed state block; loading it gives an equal state, and the set-up lines must agree.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "engine/agents.h"
#include "engine/deck.h"
#include "scenario/scenario.h"

namespace lore::test {

namespace {

Game seeded_game(uint64_t seed) {
  GameSetup setup;
  for (int p = 0; p < 2; ++p) {
    DeckResult d = load_deck(std::string(LORE_SOURCE_DIR) + "/decks/" +
                             (p ? "white_black.txt" : "red_green.txt"));
    EXPECT_TRUE(d.ok()) << d.error;
    setup.decks[static_cast<size_t>(p)] = d.cards;
  }
  setup.seed = seed;
  return Game::start(setup);
}

GameState load(const std::string& text, std::string* error = nullptr) {
  scn::ParseResult p = scn::parse_scenario(text, "dump.scn");
  EXPECT_TRUE(p.ok) << p.error;
  GameState st;
  std::string err;
  bool ok = load_state(p.scenario.setup.state_lines, "dump.scn", st, err);
  if (error)
    *error = err;
  else
    EXPECT_TRUE(ok) << err;
  return st;
}

std::string replace_once(std::string s, const std::string& from, const std::string& to) {
  auto at = s.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) s.replace(at, from.size(), to);
  return s;
}

// The file a scenario's `dump FILE` line writes: `script` up to the dump, `rest` after it.
std::string dump_written_by(const std::string& script, const std::string& rest) {
  std::string path = ::testing::TempDir() + "lore_dump_test.scn";
  scn::ParseResult p = scn::parse_scenario(script + "dump " + path + "\n" + rest, "t.scn");
  EXPECT_TRUE(p.ok) << p.error;
  scn::RunResult r = scn::run_scenario(p.scenario);
  EXPECT_TRUE(r.passed) << r.message;
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  std::remove(path.c_str());
  return ss.str();
}

}  // namespace

TEST(StateText, EveryStateOfAGameLoadsBackEqual) {
  Game g = seeded_game(3);
  RandomAgent a(7), b(8);
  Agent* agents[2] = {&a, &b};
  int checked = 0;
  while (!g.over() && g.decision().pending()) {
    ASSERT_TRUE(load(scn::dump_scenario(g.st)) == g.st) << "after " << checked << " answers";
    ASSERT_TRUE(g.answer(agents[g.decision().player]->choose(g.st)));
    ++checked;
  }
  EXPECT_TRUE(load(scn::dump_scenario(g.st)) == g.st);
  EXPECT_GT(checked, 50);
}

TEST(StateText, ADumpAtPriorityRunsAsAScenarioAndContinuesIdentically) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Game g = seeded_game(seed);
    RandomAgent a(seed), b(seed + 100);
    Agent* agents[2] = {&a, &b};
    for (int n = 0; n < 60 && !g.over(); ++n) g.answer(agents[g.decision().player]->choose(g.st));
    while (!g.over() && g.decision().kind != DecisionKind::Priority)
      g.answer(agents[g.decision().player]->choose(g.st));
    if (g.over()) continue;
    std::string text = scn::dump_scenario(g.st);
    scn::ParseResult p = scn::parse_scenario(text, "dump.scn");
    ASSERT_TRUE(p.ok) << p.error;
    scn::RunResult r = scn::run_scenario(p.scenario);
    EXPECT_TRUE(r.passed) << r.message << "\n" << text;
    // A script appended to the dump plays on from the same state: pass priority once.
    Game loaded;
    loaded.st = load(text);
    std::string why;
    ASSERT_TRUE(g.answer(0, &why)) << why;
    ASSERT_TRUE(loaded.answer(0, &why)) << why;
    EXPECT_TRUE(loaded.st == g.st);
  }
}

TEST(StateText, AnEditedStateBlockIsRefused) {
  Game g = seeded_game(5);
  std::string text = scn::dump_scenario(g.st);
  std::string error;
  load(replace_once(text, " life=20", " life=19"), &error);
  EXPECT_NE(error.find("checksum"), std::string::npos) << error;
  load(replace_once(text, "state checksum", "# state checksum"), &error);
  EXPECT_NE(error.find("no checksum"), std::string::npos) << error;
}

TEST(StateText, SetUpLinesMustAgreeWithTheStateBlock) {
  Game g = seeded_game(5);
  std::string text = scn::dump_scenario(g.st);
  for (auto [from, to] : {std::pair<std::string, std::string>{"P1 life 20", "P1 life 19"},
                          {"P2 library: ", "P2 library: Swamp, "},
                          {"P2 life 20\n", "P2 life 20\nP2 poison 1\n"}}) {
    scn::ParseResult p = scn::parse_scenario(replace_once(text, from, to), "dump.scn");
    ASSERT_TRUE(p.ok) << p.error;
    scn::RunResult r = scn::run_scenario(p.scenario);
    EXPECT_FALSE(r.passed) << from;
    EXPECT_NE(r.message.find("must agree with the state block"), std::string::npos) << r.message;
  }
}

TEST(StateText, TheDumpCommandWritesAStateThatLoads) {
  GameState st = load(dump_written_by(
      "turn 3 active P1 step main1\nP1 battlefield: Mountain, Mountain\nP1 hand: Lightning "
      "Strike\nP2 battlefield: Undercity Dire Rat as rat\n---\ncast Lightning "
      "Strike target rat\npay auto\n",
      ""));
  ASSERT_EQ(st.stack.size(), 1u);  // Lightning Strike, on the stack with its target
  EXPECT_EQ(st.stack[0].ntargets, 1);
}

// Version 2 of the block: a token that left the battlefield waits in its new zone for 704.5d. A
// dump taken then loads back equal, its set-up lines name it `token`, and it goes on to cease to
// exist; a block of a newer version is refused.
TEST(StateText, ATokenWaitingToCeaseToExistDumpsAndLoads) {
  std::string dump = dump_written_by(
      "turn 3 active P1 step main1\nP1 battlefield: Plains, Island\nP1 hand: Runic Shot\n"
      "P1 library: Plains, Island, Swamp\nP2 battlefield: Saproling tapped as sap\n---\n"
      "cast Runic Shot target sap kick\npay auto\npass\npass\nmeanwhile expect sap in graveyard\n",
      "top Plains\ntop Island\n");
  EXPECT_NE(dump.find("state version n=3\n"), std::string::npos);
  EXPECT_NE(dump.find("P2 graveyard: Saproling as o"), std::string::npos) << dump;
  EXPECT_NE(dump.find(" token\n"), std::string::npos) << dump;
  GameState st = load(dump);
  EXPECT_TRUE(st.tokens_left);
  scn::ParseResult again =
      scn::parse_scenario(dump + "top Plains\ntop Island\nexpect P2 graveyard count 0\n", "d.scn");
  ASSERT_TRUE(again.ok) << again.error;
  scn::RunResult rerun = scn::run_scenario(again.scenario);
  EXPECT_TRUE(rerun.passed) << rerun.message;
  std::string error;
  load(replace_once(dump, "state version n=3", "state version n=4"), &error);
  EXPECT_NE(error.find("version 4"), std::string::npos) << error;
}

}  // namespace lore::test
