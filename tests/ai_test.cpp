// The computer players (docs/ai.md): sensible answers on built positions, and no answer that
// depends on a card the player may not see.
#include <algorithm>

#include "ai/agents.h"
#include "ai/arena.h"
#include "ai/determinize.h"
#include "ai/policy.h"
#include "engine/deck.h"
#include "harness.h"

namespace lore::test {

namespace {

ai::DeckLists saga_decks() {
  ai::DeckLists d;
  const char* paths[2] = {LORE_SOURCE_DIR "/decks/dmu_sagas.txt",
                          LORE_SOURCE_DIR "/decks/fin_summons.txt"};
  for (size_t i = 0; i < 2; ++i) {
    DeckResult r = load_deck(paths[i]);
    EXPECT_TRUE(r.ok()) << r.error;
    d[i] = r.cards;
  }
  return d;
}

Game saga_game(const ai::DeckLists& decks, uint64_t seed) {
  GameSetup setup;
  setup.decks = decks;
  setup.seed = seed;
  return Game::start(setup);
}

ai::ArenaSetup saga_arena(const char* a, const char* b, int games, uint64_t seed) {
  ai::ArenaSetup s;
  s.agents[0] = a;
  s.agents[1] = b;
  s.decks = saga_decks();
  s.games = games;
  s.seed = seed;
  return s;
}

// P1's declare-attackers step with libraries to draw from (a playout must not deck anyone).
struct Attack : Table {
  Attack() : Table(Step::BeginCombat) {
    for (PlayerId p = 0; p < 2; ++p) add_n(p, "Plains", 10, Zone::Library);
  }
};

constexpr ai::SearchBudget kIterations{300, 0};  // reproducible: no clock

std::vector<std::unique_ptr<Agent>> both_agents(uint64_t seed, const ai::DeckLists& decks) {
  std::vector<std::unique_ptr<Agent>> out;
  out.push_back(ai::make_agent("heuristic", seed, decks, kIterations));
  out.push_back(ai::make_agent("mcts", seed, decks, kIterations));
  out.push_back(ai::make_agent("mcts", seed, decks, {150, 0, 2}));  // two trees
  return out;
}

// Watches an mcts agent's calls: whether its tree was reused, and whether that was allowed (no
// other player decided and no hidden card moved since its last answer).
class ReuseWatch : public Agent {
 public:
  explicit ReuseWatch(ai::MctsAgent& a) : a_(a) {}
  int choose(const GameState& st) override {
    PlayerId me = st.decision.player;
    size_t hidden = st.players[static_cast<size_t>(me)].library.size() +
                    st.players[static_cast<size_t>(1 - me)].library.size() +
                    st.players[static_cast<size_t>(1 - me)].hand.size();
    bool allowed = st.actions == last_ + 1 && hidden == hidden_ && st.turn == turn_;
    int c = a_.choose(st);
    if (a_.reused_visits() > 0) {
      ++reused;
      if (!allowed) ++wrongly;
    }
    last_ = st.actions;
    hidden_ = hidden;
    turn_ = st.turn;
    return c;
  }
  int reused = 0, wrongly = 0;

 private:
  ai::MctsAgent& a_;
  uint64_t last_ = ~0ull;
  size_t hidden_ = 0;
  int turn_ = -1;
};

}  // namespace

TEST(Ai, TakesLethalWhenItIsOnBoard) {
  Attack h;
  ObjId ogre = h.add(0, "Grey Ogre");
  h.player(1).life = 2;
  h.start();
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareAttacker));
  for (auto& agent : both_agents(3, {})) {
    const Option& o = h.g.decision().options[static_cast<size_t>(agent->choose(h.g.st))];
    EXPECT_EQ(o.kind, OptKind::Attack);
    EXPECT_EQ(o.obj, ogre);
  }
}

// A land each turn: the search doesn't hold its land drop back (an evaluation counts a card in
// hand above a land in play, so a search left to itself sometimes did).
TEST(Ai, PlaysItsLandDrop) {
  Table h;
  for (PlayerId p = 0; p < 2; ++p) h.add_n(p, "Plains", 10, Zone::Library);
  h.add_n(0, "Mountain", 2);
  ObjId land = h.add(0, "Mountain", Zone::Hand);
  h.add(0, "Grey Ogre", Zone::Hand);
  h.start();
  ASSERT_EQ(h.g.decision().kind, DecisionKind::Priority);
  for (auto& agent : both_agents(4, {})) {
    const Option& o = h.g.decision().options[static_cast<size_t>(agent->choose(h.g.st))];
    EXPECT_EQ(o.kind, OptKind::PlayLand);
    EXPECT_EQ(o.obj, land);
  }
}

TEST(Ai, TakesLethalPastABlockerWithTwoAttackers) {
  Attack h;
  ObjId wurm = h.add(0, "Elfhame Wurm");
  h.add(0, "Grey Ogre");
  h.add(1, "Undercity Dire Rat");
  h.player(1).life = 2;  // the rat blocks one attacker; the other is lethal
  h.start();
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareAttacker));
  ASSERT_EQ(h.g.decision().about, wurm);
  EXPECT_TRUE(ai::worth_attacking(h.g.st, wurm));
}

TEST(Ai, DoesNotThrowItsOnlyCreatureAtABiggerBlocker) {
  Attack h;
  h.add(0, "Grey Ogre");
  h.add(1, "Elfhame Wurm");  // untapped: blocks and kills the ogre, surviving
  h.start();
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareAttacker));
  auto agent = ai::make_agent("heuristic", 3, {}, kIterations);
  EXPECT_EQ(h.g.decision().options[static_cast<size_t>(agent->choose(h.g.st))].kind,
            OptKind::NoAttack);
  // The rule alone agrees, and attacks once the blocker is tapped.
  EXPECT_FALSE(ai::worth_attacking(h.g.st, h.g.decision().about));
}

TEST(Ai, AttacksWhenNoBlockerCanKillIt) {
  Attack h;
  ObjId wurm = h.add(0, "Elfhame Wurm");
  h.add(1, "Undercity Dire Rat");  // chump blocks at best
  h.start();
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareAttacker));
  EXPECT_TRUE(ai::worth_attacking(h.g.st, wurm));
}

TEST(Ai, BlocksToKillWithoutLossAndChumpsOnlyAgainstLethal) {
  Table h(Step::BeginCombat, 1);  // P2 attacks P1
  for (PlayerId p = 0; p < 2; ++p) h.add_n(p, "Plains", 10, Zone::Library);
  ObjId rat = h.add(1, "Undercity Dire Rat");
  ObjId wurm = h.add(0, "Elfhame Wurm");
  h.start();
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareAttacker));
  h.choose(OptKind::Attack, rat);
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareBlocker));
  EXPECT_EQ(ai::best_block(h.g.st, wurm), rat);  // kills the rat and survives
}

TEST(Ai, ChumpBlocksOnlyWhenTheDamageWouldBeLethal) {
  for (int life : {20, 5}) {
    Table h(Step::BeginCombat, 1);
    for (PlayerId p = 0; p < 2; ++p) h.add_n(p, "Plains", 10, Zone::Library);
    ObjId wurm = h.add(1, "Elfhame Wurm");
    ObjId rat = h.add(0, "Undercity Dire Rat");
    h.player(0).life = life;
    h.start();
    ASSERT_TRUE(h.pass_to(DecisionKind::DeclareAttacker));
    h.choose(OptKind::Attack, wurm);
    ASSERT_TRUE(h.pass_to(DecisionKind::DeclareBlocker));
    EXPECT_EQ(ai::best_block(h.g.st, rat), life <= 5 ? wurm : kNoObj) << "life " << life;
  }
}

// Read ahead (702.155, 714.3b) on purpose: against an opponent at 4 life behind a 5/4 that
// survives chapter I's 2 damage, chapter III's 4/4 flier wins next turn, while chapter I leaves
// the opponent at 2 and the Wurm racing; at 2 life, chapter I wins at once.
TEST(Ai, ReadsAheadToTheChapterThatWinsTheRace) {
  for (int life : {4, 2}) {
    Table h;
    for (PlayerId p = 0; p < 2; ++p) h.add_n(p, "Plains", 12, Zone::Library);
    h.add_n(0, "Mountain", 4);
    ObjId war = h.add(0, "The Elder Dragon War", Zone::Hand);
    h.add(1, "Elfhame Wurm");
    h.player(1).life = life;
    h.start();
    h.choose(OptKind::Cast, war);
    h.pay();
    h.pass();
    h.pass();
    h.expect(DecisionKind::ReadAhead);
    auto agent = ai::make_agent("mcts", 5, {}, kIterations);
    EXPECT_EQ(agent->choose(h.g.st), life == 4 ? 3 : 1) << "opponent at " << life;
  }
}

// Tree reuse (docs/ai.md): the second attacker's declaration follows the first with nothing in
// between, so its search starts from the subtree of the first answer.
TEST(Ai, TheNextAttackerGoesOnFromTheTreeOfThePreviousOne) {
  Attack h;
  h.add(0, "Grey Ogre");
  h.add(0, "Elfhame Wurm");
  h.add(1, "Undercity Dire Rat");
  h.start();
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareAttacker));
  ai::MctsAgent agent(7, {}, kIterations);
  int first = agent.choose(h.g.st);
  EXPECT_EQ(agent.reused_visits(), 0u);
  ASSERT_TRUE(h.g.answer(first));
  ASSERT_EQ(h.g.decision().kind, DecisionKind::DeclareAttacker);
  agent.choose(h.g.st);
  EXPECT_GT(agent.reused_visits(), 0u);
  EXPECT_LT(agent.reused_visits(), 300u);  // only the iterations through the move chosen
}

// Over whole games: a tree is reused at some decisions, and never after another player decided
// or a hidden card moved (a draw, a search, a card leaving the opponent's hand).
TEST(Ai, TreeReuseOnlyWhenNothingHappenedBetween) {
  ai::DeckLists decks = saga_decks();
  int reused = 0;
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    Game g = saga_game(decks, seed);
    ai::MctsAgent mcts(seed, decks, {40, 0});
    ReuseWatch watch(mcts);
    RandomAgent other(seed + 50);
    play_out(g, watch, other, 100'000, nullptr, [](const Game& gm) { return gm.st.turn > 8; });
    EXPECT_EQ(watch.wrongly, 0) << "seed " << seed;
    reused += watch.reused;
  }
  EXPECT_GT(reused, 0);
}

// Root parallelisation: two trees give the same games for the same seed.
TEST(Ai, ThreadsAreReproducibleForASeedAndACount) {
  ai::ArenaSetup s = saga_arena("mcts", "random", 1, 5);
  s.budget = {12, 0, 2};
  ai::ArenaResult a = ai::run_arena(s), b = ai::run_arena(s);
  for (int k = 0; k < 2; ++k) {
    EXPECT_EQ(a.wins[k], b.wins[k]);
    EXPECT_EQ(a.decisions[k], b.decisions[k]);
  }
  EXPECT_EQ(a.turns, b.turns);
}

TEST(Ai, DeterminizedCardsComeFromTheDecklistMinusWhatIsSeen) {
  ai::DeckLists decks = saga_decks();
  GameSetup setup;
  setup.decks = decks;
  setup.seed = 5;
  Game g = Game::start(setup);
  RandomAgent r1(1), r2(2);
  play_out(g, r1, r2, 100'000, nullptr, [](const Game& gm) { return gm.st.turn >= 5; });
  ASSERT_FALSE(g.over());
  GameState v = player_view(g.st, 0);
  Rng rng(9);
  ai::determinize(v, decks, rng);
  // Every card of P2 (not a token) that is in a zone now: their decklist exactly.
  std::vector<CardId> cards;
  for (const Object& o : v.objects)
    if (o.owner == 1 && !o.left && !o.token && !o.copy) {
      ASSERT_NE(o.card, kNoCard);
      cards.push_back(o.represented_by != kNoCard ? o.represented_by : o.card);
    }
  std::vector<CardId> deck = decks[1];
  std::sort(cards.begin(), cards.end());
  std::sort(deck.begin(), deck.end());
  EXPECT_EQ(cards, deck);
}

// The opponent's hand and library are shuffled among themselves in the real state: what the
// agent chooses, for the same seed, must not change.
TEST(Ai, NoPeekingAtTheOpponentsHiddenCards) {
  ai::DeckLists decks = saga_decks();
  int checked = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Game g = saga_game(decks, seed);
    RandomAgent r1(seed), r2(seed + 100);
    // A decision of P1 with a choice, in turn 3 or later.
    play_out(g, r1, r2, 100'000, nullptr, [](const Game& gm) {
      return gm.st.turn >= 3 + static_cast<int>(gm.st.actions % 3) && gm.decision().player == 0 &&
             gm.decision().options.size() > 1;
    });
    if (g.over()) continue;
    GameState permuted = g.st;
    Player& opp = permuted.players[1];
    std::vector<ObjId> hidden = opp.hand;
    hidden.insert(hidden.end(), opp.library.begin(), opp.library.end());
    std::vector<CardId> cards;
    for (ObjId id : hidden) cards.push_back(permuted.obj(id).card);
    std::rotate(cards.begin(), cards.begin() + 1, cards.end());
    for (size_t i = 0; i < hidden.size(); ++i) permuted.obj(hidden[i]).card = cards[i];
    permuted.chars_changed();
    ASSERT_FALSE(permuted == g.st);
    ai::SearchBudget budget{64, 0};
    for (const char* name : {"heuristic", "mcts"}) {
      auto a = ai::make_agent(name, 11, decks, budget), b = ai::make_agent(name, 11, decks, budget);
      EXPECT_EQ(a->choose(g.st), b->choose(permuted))
          << name << ", seed " << seed << ": " << describe_decision(g.st, g.decision());
    }
    ++checked;
  }
  EXPECT_GE(checked, 3);
}

TEST(Ai, ArenaCountsEveryGameAndSwapsSeats) {
  ai::ArenaSetup s = saga_arena("heuristic", "random", 4, 3);
  ai::ArenaResult r = ai::run_arena(s);
  EXPECT_EQ(r.games, 4);
  EXPECT_EQ(r.wins[0] + r.wins[1] + r.draws, 4);
  EXPECT_GT(r.decisions[0], 0u);
  EXPECT_GT(r.decisions[1], 0u);
  // Same seed, same games.
  ai::ArenaResult again = ai::run_arena(s);
  EXPECT_EQ(again.wins[0], r.wins[0]);
  EXPECT_EQ(again.turns, r.turns);
}

TEST(Ai, WilsonInterval) {
  auto [lo, hi] = ai::wilson95(85, 100);
  EXPECT_NEAR(lo, 0.767, 0.002);
  EXPECT_NEAR(hi, 0.907, 0.002);
  auto [lo0, hi0] = ai::wilson95(0, 10);
  EXPECT_EQ(lo0, 0.0);
  EXPECT_NEAR(hi0, 0.278, 0.002);
}

}  // namespace lore::test
