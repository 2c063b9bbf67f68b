// The terminal player (lore play --human) driven by a scripted input stream.
#include "engine/terminal_agent.h"

#include <fmt/format.h>

#include <set>
#include <sstream>
#include <streambuf>

#include "engine/deck.h"
#include "harness.h"

namespace lore::test {
namespace {

// A player who plays a land when they can and otherwise passes, attacks and blocks with
// nothing, and keeps: the hand's instants are held all game.
int land_or_pass(const Decision& d) {
  for (OptKind k : {OptKind::PlayLand, OptKind::Keep, OptKind::NoAttack, OptKind::NoBlock})
    for (size_t i = 0; i < d.options.size(); ++i)
      if (d.options[i].kind == k) return static_cast<int>(i);
  return 0;  // Pass, when it is an option, comes first
}

class LandOrPass : public Agent {
 public:
  explicit LandOrPass(PlayerId p) : p_(p) {}
  int choose(const GameState& st) override {
    decisions += st.decision.player == p_;
    return land_or_pass(st.decision);
  }
  int decisions = 0;

 private:
  PlayerId p_;
};

// Types what land_or_pass() answers to the decision pending when the terminal reads a line.
class TypedAnswers : public std::streambuf {
 public:
  explicit TypedAnswers(const Game& g) : g_(g) {}

 protected:
  int_type underflow() override {
    line_ = fmt::format("{}\n", land_or_pass(g_.st.decision));
    setg(line_.data(), line_.data(), line_.data() + line_.size());
    return traits_type::to_int_type(line_[0]);
  }

 private:
  const Game& g_;
  std::string line_;
};

Game start(uint64_t seed, Log* log = nullptr) {
  std::string dir = std::string(LORE_SOURCE_DIR) + "/decks/";
  DeckResult d1 = load_deck(dir + "red_green.txt"), d2 = load_deck(dir + "white_black.txt");
  EXPECT_TRUE(d1.ok() && d2.ok());
  GameSetup setup;
  setup.decks = {d1.cards, d2.cards};
  setup.seed = seed;
  return Game::start(setup, log);
}

// Holding Lightning Strike all game used to mean a prompt at every priority; with stops (own
// main phases, the opponent's attacks and end step) and passing elsewhere, far fewer. The same
// answers are given, so the games are the same.
TEST(TerminalAgent, AHeldInstantNoLongerAsksAtEveryPriority) {
  int before = 0, after = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Game old_way = start(seed);
    LandOrPass p1(0);
    RandomAgent r1(seed);
    ASSERT_TRUE(play_out(old_way, p1, r1).ok);
    before += p1.decisions;  // every decision was a prompt

    Game g = start(seed);
    TypedAnswers typed(g);
    std::istream in(&typed);
    std::ostringstream out;
    TerminalAgent you(0, in, out);
    RandomAgent r2(seed);
    ASSERT_TRUE(play_out(g, you, r2).ok);
    after += you.prompts();
    EXPECT_EQ(g.st.winner, old_way.st.winner) << "seed " << seed;
    EXPECT_EQ(g.st.turn, old_way.st.turn) << "seed " << seed;
  }
  std::cout << fmt::format("prompts in 10 games holding instants: {} before, {} now\n", before,
                           after);
  EXPECT_LT(after * 2, before);  // 2153 before, 775 now when this test was written
}

// Names of every card `viewer` could see (public zones, their hand, revealed) at any time.
void note_seen(const GameState& st, PlayerId viewer, std::set<std::string>& seen) {
  auto add = [&](ObjId id) { seen.insert(card_def(st.obj(id).card).name); };
  for (ObjId id : st.battlefield) add(id);
  for (ObjId id : st.exile) add(id);
  for (const StackItem& s : st.stack) add(s.obj);
  for (const Player& pl : st.players)
    for (ObjId id : pl.graveyard) add(id);
  for (ObjId id : st.players[static_cast<size_t>(viewer)].hand) add(id);
  for (ObjId id : st.players[static_cast<size_t>(viewer)].library) add(id);  // their own deck
}

// The whole output of the terminal (board, prompts, log) never names a card of the
// opponent's that the player never saw.
TEST(TerminalAgent, ShowsNoCardTheOpponentKeptHidden) {
  int hidden_cards = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Log log;
    Game g = start(seed, &log);
    TypedAnswers typed(g);
    std::istream in(&typed);
    std::ostringstream out;
    TerminalAgent you(0, in, out);
    RandomAgent r2(seed);
    std::set<std::string> seen, theirs;
    size_t printed = 0;
    auto after_each = [&](const Game& game) {
      you.show_log(game.st, log, printed);
      printed = log.size();
      note_seen(game.st, 0, seen);
      for (const auto* zone : {&game.st.players[1].hand, &game.st.players[1].library})
        for (ObjId id : *zone) theirs.insert(card_def(game.st.obj(id).card).name);
    };
    after_each(g);
    ASSERT_TRUE(play_out(g, you, r2, 1'000'000, after_each).ok);
    for (const LogEntry& e : log)
      if (e.kind == LogKind::Reveal && e.card >= 0) seen.insert(card_def(e.card).name);
    for (const std::string& name : theirs) {
      if (seen.count(name)) continue;
      ++hidden_cards;
      EXPECT_EQ(out.str().find(name), std::string::npos) << "seed " << seed << ": " << name;
    }
  }
  EXPECT_GT(hidden_cards, 20);  // there were such cards to keep hidden
}

// Commands: "?N" shows the card text of option N, "e" passes until the end of the turn.
TEST(TerminalAgent, ShowsCardTextAndPassesUntilEndOfTurn) {
  Harness h;
  h.add_n(0, "Mountain", 2);
  h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  std::istringstream in("?1\ne\n");
  std::ostringstream out;
  TerminalAgent you(0, in, out);
  you.stops[0].fill(true);
  int pass = you.choose(h.st());
  EXPECT_EQ(h.decision().options[static_cast<size_t>(pass)].kind, OptKind::Pass);
  EXPECT_NE(out.str().find("deals 3 damage to any target"), std::string::npos) << out.str();
  EXPECT_EQ(you.prompts(), 1);
  ASSERT_TRUE(h.g.answer(pass));
  int turn = h.st().turn;
  while (h.decision().kind == DecisionKind::Priority && h.st().turn == turn) {
    ASSERT_EQ(h.decision().options[static_cast<size_t>(you.choose(h.st()))].kind, OptKind::Pass);
    ASSERT_TRUE(h.g.answer(0));
  }
  EXPECT_EQ(you.prompts(), 1);  // passed for the rest of the turn without asking
}

// Plays P2 by `p2` and P1 by the terminal until the terminal has prompted `prompts` times (or
// turn `last_turn` ends); returns the turn of that last prompt (-1 if none).
template <class P2>
int turn_of_prompt(Harness& h, TerminalAgent& you, int prompts, int last_turn, P2 p2) {
  while (!h.g.over() && h.st().turn <= last_turn) {
    const Decision& d = h.decision();
    if (d.player != 0) {
      if (!h.g.answer(p2(d))) return -1;
      continue;
    }
    int turn = h.st().turn;
    int choice = you.choose(h.st());
    if (you.prompts() == prompts) return turn;
    if (!h.g.answer(choice)) return -2;
  }
  return -1;
}

// "w" typed in one's own turn passes the rest of it and the opponent's quiet turn, and asks
// again only as the player's next turn begins (every stop set).
TEST(TerminalAgent, PassingUntilSomethingHappensFromOnesOwnTurn) {
  Harness h;
  h.add_n(0, "Mountain", 2);  // a spell P1 could cast: P1 has decisions to pass
  h.add(0, "Lightning Strike", Zone::Hand);
  for (PlayerId p : {0, 1}) h.add_n(p, "Plains", 5, Zone::Library);
  h.start();
  std::istringstream in("w\np\n");
  std::ostringstream out;
  TerminalAgent you(0, in, out);
  for (auto& s : you.stops) s.fill(true);
  int turn = turn_of_prompt(h, you, 2, 4, [](const Decision& d) { return land_or_pass(d); });
  EXPECT_EQ(turn, 4) << out.str();
  EXPECT_EQ(h.st().active, 0);
}

// ... and it stops as soon as the opponent acts: a spell of theirs on the stack asks again in
// their turn.
TEST(TerminalAgent, PassingUntilSomethingHappensStopsWhenTheOpponentCasts) {
  Harness h;
  h.add_n(0, "Mountain", 2);  // a spell P1 could cast: P1 has decisions to pass
  h.add(0, "Lightning Strike", Zone::Hand);
  h.add_n(1, "Mountain", 2);
  ObjId theirs = h.add(1, "Lightning Strike", Zone::Hand);
  for (PlayerId p : {0, 1}) h.add_n(p, "Plains", 5, Zone::Library);
  h.start();
  std::istringstream in("w\np\n");
  std::ostringstream out;
  TerminalAgent you(0, in, out);
  for (auto& s : you.stops) s.fill(true);
  auto cast_strike = [&](const Decision& d) {
    for (size_t i = 0; i < d.options.size(); ++i)
      if (d.options[i].kind == OptKind::Cast && d.options[i].obj == theirs && h.st().active == 1)
        return static_cast<int>(i);
    return d.kind == DecisionKind::Priority ? land_or_pass(d) : 0;  // any target, any mana
  };
  int turn = turn_of_prompt(h, you, 2, 4, cast_strike);
  EXPECT_EQ(turn, 3) << out.str();
  ASSERT_FALSE(h.st().stack.empty());
  EXPECT_EQ(h.st().stack.back().controller, 1);
}

}  // namespace
}  // namespace lore::test
