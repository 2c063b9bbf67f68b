// Starting a game with the London mulligan (103.5), and determinism. The turn structure is in
// scenarios (tests/scenarios/rules_turn_*.scn).
#include "engine/agents.h"
#include "harness.h"

namespace lore::test {

namespace {

// The two logs hold the same entries, line for line.
void expect_same_log(const Log& l1, const Log& l2) {
  ASSERT_EQ(l1.size(), l2.size());
  for (size_t i = 0; i < l1.size(); ++i) ASSERT_EQ(render_text(l1[i]), render_text(l2[i])) << i;
}

GameSetup mono_setup(const char* land, int n) {
  GameSetup s;
  for (auto& d : s.decks) d.assign(static_cast<size_t>(n), card_id(land));
  s.mulligans = false;
  s.starting = 0;
  s.shuffle = false;
  return s;
}

}  // namespace

TEST(RulesTurn, LondonMulliganDrawsSevenThenBottomsOnePerMulligan) {  // 103.5
  GameSetup s = mono_setup("Mountain", 30);
  for (int i = 0; i < 10; ++i) s.decks[0][static_cast<size_t>(i)] = card_id("Soaring Drake");
  s.mulligans = true;
  s.shuffle = true;
  s.seed = 7;
  Log log;
  Game g = Game::start(s, &log);
  auto pick = [&](OptKind k) {
    const auto& o = g.decision().options;
    for (size_t i = 0; i < o.size(); ++i)
      if (o[i].kind == k) return g.answer(static_cast<int>(i));
    ADD_FAILURE() << "no option";
    return false;
  };
  ASSERT_EQ(g.decision().kind, DecisionKind::Mulligan);
  ASSERT_EQ(g.decision().player, 0);
  ASSERT_TRUE(pick(OptKind::Mull));
  EXPECT_EQ(g.st.players[0].hand.size(), 7u);  // a new seven
  EXPECT_EQ(g.st.players[0].library.size(), 23u);
  ASSERT_EQ(g.decision().kind, DecisionKind::Mulligan);
  EXPECT_EQ(g.decision().player, 1);
  ASSERT_TRUE(pick(OptKind::Keep));
  ASSERT_EQ(g.decision().kind, DecisionKind::Mulligan);
  EXPECT_EQ(g.decision().player, 0);
  EXPECT_EQ(g.decision().n, 1);
  ASSERT_TRUE(pick(OptKind::Mull));
  ASSERT_TRUE(pick(OptKind::Keep));
  // Two mulligans: two cards to the bottom, chosen one at a time.
  ASSERT_EQ(g.decision().kind, DecisionKind::MulliganBottom);
  EXPECT_EQ(g.decision().player, 0);
  EXPECT_EQ(g.decision().n, 2);
  ObjId first = g.decision().options[0].obj;
  CardId first_card = g.st.obj(first).card;
  ASSERT_TRUE(g.answer(0));
  ASSERT_EQ(g.decision().kind, DecisionKind::MulliganBottom);
  EXPECT_EQ(g.decision().n, 1);
  ASSERT_TRUE(g.answer(0));
  EXPECT_EQ(g.st.players[0].hand.size(), 5u);
  EXPECT_EQ(g.st.players[0].library.size(), 25u);
  EXPECT_EQ(g.st.obj(g.st.players[0].library[23]).card, first_card);  // under the rest
  EXPECT_EQ(g.st.players[1].hand.size(), 7u);
  EXPECT_EQ(g.st.turn, 1);
}

TEST(RulesDeterminism, SameSetupAndAnswersGiveIdenticalLogs) {
  GameSetup s;
  s.decks = {std::vector<CardId>(), std::vector<CardId>()};
  for (const char* n :
       {"Mountain", "Forest", "Lightning Strike", "Elfhame Wurm", "Undercity Dire Rat"})
    for (int i = 0; i < 8; ++i) s.decks[0].push_back(card_id(n));
  for (const char* n : {"Plains", "Swamp", "Cut Down", "Mesa Cavalier", "Phyrexian Rager"})
    for (int i = 0; i < 8; ++i) s.decks[1].push_back(card_id(n));
  s.seed = 42;
  auto run = [&](Log& log) {
    Game g = Game::start(s, &log);
    RandomAgent a(5), b(6);
    play_out(g, a, b, 5000);
    return g.st.actions;
  };
  Log l1, l2;
  EXPECT_EQ(run(l1), run(l2));
  ASSERT_NO_FATAL_FAILURE(expect_same_log(l1, l2));
}

TEST(RulesDeterminism, CopiedStateContinuesIdentically) {
  GameSetup s;
  for (const char* n : {"Mountain", "Lightning Strike", "Soaring Drake", "Undercity Dire Rat"})
    for (int i = 0; i < 10; ++i) s.decks[0].push_back(card_id(n)), s.decks[1].push_back(card_id(n));
  s.seed = 9;
  Log l1;
  Game g1 = Game::start(s, &l1);
  RandomAgent a(1), b(2);
  play_out(g1, a, b, 40);
  ASSERT_FALSE(g1.over());
  Game g2 = g1;
  Log l2;
  g2.log = &l2;
  l1.clear();
  RandomAgent a1(3), b1(4), a2(3), b2(4);
  auto r1 = play_out(g1, a1, b1, 5000);
  auto r2 = play_out(g2, a2, b2, 5000);
  EXPECT_EQ(r1.answers, r2.answers);
  ASSERT_NO_FATAL_FAILURE(expect_same_log(l1, l2));
  EXPECT_EQ(g1.st.winner, g2.st.winner);
  EXPECT_EQ(g1.st.turn, g2.st.turn);
}

}  // namespace lore::test
