// Free-for-all games of more than two players (CR 800-802, 806).
#include <gtest/gtest.h>

#include "engine/agents.h"
#include "engine/replay.h"
#include "harness.h"

namespace lore::test {

namespace {

// `creature`: a replay names only cards a deck may hold, so not the benchmark's Grey Ogre.
GameSetup four_player_setup(uint64_t seed, const char* creature = "Grey Ogre") {
  GameSetup s;
  s.players = 4;
  for (size_t p = 0; p < 4; ++p)
    for (const char* n : {"Mountain", "Lightning Strike", creature, "Undercity Dire Rat"})
      for (int i = 0; i < 10; ++i) s.decks[p].push_back(card_id(n));
  s.seed = seed;
  return s;
}

std::vector<int> play_randomly(Game& g, uint64_t seed) {
  std::vector<RandomAgent> seats;
  for (uint64_t p = 0; p < 4; ++p) seats.emplace_back(seed * 10 + p);
  std::vector<Agent*> agents;
  for (RandomAgent& a : seats) agents.push_back(&a);
  PlayResult r = play_out(g, agents, 100'000);
  EXPECT_TRUE(r.ok) << r.error;
  return r.answers;
}

}  // namespace

// 104.2a, 800.4a: players leave as they lose; the game ends when one is left, who wins.
TEST(Multiplayer, FourPlayerRandomGameEndsWithTheLastPlayerWinning) {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    SCOPED_TRACE(seed);
    Game g = Game::start(four_player_setup(seed));
    EXPECT_EQ(g.st.num_players, 4);
    play_randomly(g, seed);
    ASSERT_TRUE(g.over());
    int in_game = 0;
    for (PlayerId p = 0; p < 4; ++p) in_game += g.st.in_game(p);
    EXPECT_LE(in_game, 1);
    if (g.st.winner != kNoPlayer) {
      EXPECT_TRUE(g.st.in_game(g.st.winner));
      for (PlayerId p = 0; p < 4; ++p) {
        if (p != g.st.winner) {
          EXPECT_TRUE(g.st.players[static_cast<size_t>(p)].lost);
        }
      }
    }
  }
}

// 103.8c: with more than two players, nobody skips the draw on their first turn; the first
// three turns go around the table in seat order (102.1).
TEST(Multiplayer, TurnsGoAroundTheTable) {
  GameSetup s = four_player_setup(7);
  s.starting = 2;
  s.mulligans = false;
  Game g = Game::start(s);
  std::vector<PlayerId> actives;
  RandomAgent a(1);
  while (!g.over() && g.st.turn <= 5) {
    if (actives.size() < static_cast<size_t>(g.st.turn)) actives.push_back(g.st.active);
    if (g.st.turn == 1 && g.st.step == Step::Draw) {
      EXPECT_EQ(g.st.players[2].hand.size(), 8u);  // seven, and the draw of turn one
    }
    g.answer(0);  // pass, attack nobody...: the first option
  }
  ASSERT_GE(actives.size(), 4u);
  EXPECT_EQ(actives[0], 2);
  EXPECT_EQ(actives[1], 3);
  EXPECT_EQ(actives[2], 0);
  EXPECT_EQ(actives[3], 1);
}

// A replay of a game of four says so, and plays back to the same end.
TEST(Multiplayer, ReplayKeepsThePlayerCount) {
  Replay r{four_player_setup(3, "Sabotender"), {}};
  Game g = Game::start(r.setup);
  r.answers = play_randomly(g, 3);
  std::string json = replay_to_json(r);
  Replay back;
  std::string err;
  ASSERT_TRUE(replay_from_json(json, "r.json", back, err)) << err;
  EXPECT_EQ(back.setup.players, 4);
  Game again;
  ASSERT_TRUE(run_replay(back, again, err)) << err;
  EXPECT_TRUE(again.st == g.st);
}

// A two-player replay is written exactly as before: no "players" field.
TEST(Multiplayer, TwoPlayerReplayHasNoPlayerCount) {
  GameSetup s = four_player_setup(1);
  s.players = 2;
  EXPECT_EQ(replay_to_json(Replay{s, {}}).find("\"players\""), std::string::npos);
}

// 800.4m: an effect lasting until the next turn of a player who left ends when that turn would
// have begun, not never; one until the next turn of a player still in the game waits for it.
TEST(Multiplayer, UntilNextTurnOfAPlayerWhoLeftEndsWhenThatTurnWouldHaveBegun) {
  GameSetup s;
  s.players = 4;
  for (size_t p = 0; p < 4; ++p)
    for (int i = 0; i < 40; ++i) s.decks[p].push_back(card_id("Mountain"));
  s.starting = 0;
  s.mulligans = false;
  Game g = Game::start(s);
  for (PlayerId p : {1, 3}) {
    ContinuousEffect e;
    e.until_turn_of = p;
    e.until_end_of_turn = false;
    e.timestamp = g.st.next_timestamp++;
    g.st.effects.push_back(e);
  }
  g.st.players[1].life = 0;  // P2 loses at the next check and leaves the game (800.4a)
  g.st.sba_settled = false;
  g.state_edited();
  while (!g.over() && g.st.turn == 1) g.answer(0);
  ASSERT_TRUE(g.st.players[1].left_game);
  ASSERT_EQ(g.st.active, 2);  // P2's turn doesn't begin (800.4k)
  ASSERT_EQ(g.st.effects.size(), 1u);
  EXPECT_EQ(g.st.effects[0].until_turn_of, 3);
  while (!g.over() && g.st.turn == 2) g.answer(0);
  EXPECT_TRUE(g.st.effects.empty());  // P4's turn began
}

// 810: Two-Headed Giant games end with a team winning: both its players, and both of the
// other team lost (810.8a); teammates' life totals are one (810.4).
TEST(TwoHeadedGiant, RandomGamesEndWithATeamWinning) {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    SCOPED_TRACE(seed);
    GameSetup s = four_player_setup(seed);
    s.format = Format::TwoHeadedGiant;
    Game g = Game::start(s);
    EXPECT_EQ(g.st.players[0].life, 30);
    play_randomly(g, seed);
    ASSERT_TRUE(g.over());
    for (PlayerId p = 0; p < 4; ++p)
      EXPECT_EQ(g.st.players[static_cast<size_t>(p)].life,
                g.st.players[static_cast<size_t>(p ^ 1)].life);
    if (g.st.winner != kNoPlayer) {
      PlayerId w = g.st.winner;
      EXPECT_FALSE(g.st.players[static_cast<size_t>(w)].lost);
      EXPECT_FALSE(g.st.players[static_cast<size_t>(w ^ 1)].lost);
      EXPECT_TRUE(g.st.players[static_cast<size_t>(w ^ 2)].lost);
      EXPECT_TRUE(g.st.players[static_cast<size_t>(w ^ 3)].lost);
    }
  }
}

// 805.4: the teams take turns, the primary player (the team's first seat) active; 103.8b: the
// starting team draws nothing on its first turn, the other team draws.
TEST(TwoHeadedGiant, TeamsTakeTurns) {
  GameSetup s = four_player_setup(7);
  s.format = Format::TwoHeadedGiant;
  s.starting = 3;  // a seat of the second team: that team starts
  s.mulligans = false;
  Game g = Game::start(s);
  std::vector<PlayerId> actives;
  while (!g.over() && g.st.turn <= 4) {
    if (actives.size() < static_cast<size_t>(g.st.turn)) actives.push_back(g.st.active);
    if (g.st.turn == 2 && g.st.step == Step::Main1) {
      EXPECT_EQ(g.st.players[0].hand.size() + g.st.players[0].graveyard.size() +
                    g.st.players[0].library.size(),
                40u);
      EXPECT_EQ(g.st.players[2].library.size(), 33u);  // no draw on turn 1
      EXPECT_EQ(g.st.players[0].library.size(), 32u);  // the draw of turn 2
      EXPECT_EQ(g.st.players[1].library.size(), 32u);
    }
    g.answer(0);
  }
  ASSERT_GE(actives.size(), 4u);
  EXPECT_EQ(actives[0], 2);
  EXPECT_EQ(actives[1], 0);
  EXPECT_EQ(actives[2], 2);
  EXPECT_EQ(actives[3], 0);
}

// A Two-Headed Giant replay says so ("game_format") and plays back to the same end; a replay
// naming it with other than four players is refused.
TEST(TwoHeadedGiant, ReplayKeepsTheFormat) {
  GameSetup s = four_player_setup(3, "Sabotender");
  s.format = Format::TwoHeadedGiant;
  Replay r{s, {}};
  Game g = Game::start(r.setup);
  r.answers = play_randomly(g, 3);
  std::string json = replay_to_json(r);
  EXPECT_NE(json.find("\"game_format\": \"2hg\""), std::string::npos);
  Replay back;
  std::string err;
  ASSERT_TRUE(replay_from_json(json, "r.json", back, err)) << err;
  EXPECT_EQ(back.setup.format, Format::TwoHeadedGiant);
  Game again;
  ASSERT_TRUE(run_replay(back, again, err)) << err;
  EXPECT_TRUE(again.st == g.st);
  std::string three = json;
  const std::string four = "\"players\": 4";
  ASSERT_NE(three.find(four), std::string::npos);
  three.replace(three.find(four), four.size(), "\"players\": 3");
  EXPECT_FALSE(replay_from_json(three, "r.json", back, err));
}

}  // namespace lore::test

namespace lore::test {

namespace {

// Answers the pending decision with the first option of kind `k`.
bool pick_option(Game& g, OptKind k) {
  const auto& o = g.decision().options;
  for (size_t i = 0; i < o.size(); ++i)
    if (o[i].kind == k) return g.answer(static_cast<int>(i));
  ADD_FAILURE() << "no option of that kind";
  return false;
}

// Seat 0 of a game of `players` takes `mulls` mulligans, everyone else keeps; returns the game
// at the first decision after the mulligans (a bottom choice, or play).
Game mulligan_game(int players, int mulls) {
  GameSetup s;
  s.players = players;
  for (size_t p = 0; p < static_cast<size_t>(players); ++p)
    for (int i = 0; i < 30; ++i) s.decks[p].push_back(card_id(i % 2 ? "Mountain" : "Grey Ogre"));
  s.mulligans = true;
  s.starting = 0;
  s.seed = 3;
  Game g = Game::start(s);
  int taken = 0;
  while (g.decision().kind == DecisionKind::Mulligan) {
    bool mull = g.decision().player == 0 && taken < mulls;
    taken += mull;
    EXPECT_TRUE(pick_option(g, mull ? OptKind::Mull : OptKind::Keep));
  }
  return g;
}

}  // namespace

// 103.5c: in a multiplayer game the first mulligan is free: seat 0 mulligans once and keeps
// seven; a second mulligan puts one card on the bottom, not two.
TEST(Multiplayer, FirstMulliganIsFree) {
  Game once = mulligan_game(3, 1);
  EXPECT_NE(once.decision().kind, DecisionKind::MulliganBottom);
  EXPECT_EQ(once.st.players[0].hand.size(), 8u);  // seven, then its first draw (103.8c)
  EXPECT_EQ(once.st.players[0].mulligans, 1);
  Game twice = mulligan_game(3, 2);
  ASSERT_EQ(twice.decision().kind, DecisionKind::MulliganBottom);
  EXPECT_EQ(twice.decision().player, 0);
  EXPECT_EQ(twice.decision().n, 1);
  // Two players: not a multiplayer game, the first mulligan counts (103.5).
  Game duel = mulligan_game(2, 1);
  ASSERT_EQ(duel.decision().kind, DecisionKind::MulliganBottom);
  EXPECT_EQ(duel.decision().n, 1);
}

}  // namespace lore::test
