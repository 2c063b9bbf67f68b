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

}  // namespace
}  // namespace lore::test
