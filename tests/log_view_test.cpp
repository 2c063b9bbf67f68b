// The game log as one player sees it (CR 400.2: hands and libraries are hidden zones; 701.20a:
// a revealed card is seen by all).
#include "engine/log_view.h"

#include <fmt/format.h>

#include <set>

#include "engine/agents.h"
#include "engine/deck.h"
#include "harness.h"

namespace lore::test {
namespace {

using Names = std::set<std::string>;

// Names of the cards in `p`'s hand and library.
Names hidden_names(const GameState& st, PlayerId p) {
  Names n;
  const Player& pl = st.players[static_cast<size_t>(p)];
  for (const auto* zone : {&pl.hand, &pl.library})
    for (ObjId id : *zone) n.insert(card_def(st.obj(id).card).name);
  return n;
}

// Names of the cards `viewer` may see anywhere now: every public zone, their own hand, and the
// top of their library while they may look at it (401.5).
Names seen_names(const GameState& st, PlayerId viewer) {
  Names n;
  auto add = [&](ObjId id) { n.insert(card_def(st.obj(id).card).name); };
  for (ObjId id : st.battlefield) add(id);
  for (const StackItem& s : st.stack) add(s.obj);
  for (ObjId id : st.exile) add(id);
  for (const Player& pl : st.players)
    for (ObjId id : pl.graveyard) add(id);
  for (ObjId id : st.players[static_cast<size_t>(viewer)].hand) add(id);
  if (ObjId top = top_card_visible(st, viewer); top != kNoObj) add(top);
  return n;
}

// `name` appears in `text` as a whole name.
bool mentions(const std::string& text, const std::string& name) {
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '\''; };
  for (size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
    bool starts = at == 0 || !word(text[at - 1]);
    size_t end = at + name.size();
    if (starts && (end == text.size() || !word(text[end]))) return true;
  }
  return false;
}

struct Leaks {
  int hidden_mentions = 0;          // entries of the whole log naming a card hidden from the viewer
  std::vector<std::string> leaked;  // the viewer's lines that do
};

// Plays a seeded game between two random players and checks each new log line as `viewer` sees
// it against the opponent's hidden cards, before and after each decision.
Leaks play_and_check(const std::string& deck1, const std::string& deck2, uint64_t seed,
                     PlayerId viewer) {
  std::string dir = std::string(LORE_SOURCE_DIR) + "/decks/";
  DeckResult d1 = load_deck(dir + deck1), d2 = load_deck(dir + deck2);
  EXPECT_TRUE(d1.ok() && d2.ok()) << d1.error << d2.error;
  GameSetup setup;
  setup.decks = {d1.cards, d2.cards};
  setup.seed = seed;
  Log log;
  Game g = Game::start(setup, &log);
  PlayerId opponent = static_cast<PlayerId>(1 - viewer);
  Leaks leaks;
  size_t checked = 0;
  Names revealed;  // 701.20a: named in the whole log as revealed
  GameState before = g.st;
  auto check = [&](const Game& game) {
    Names forbidden = hidden_names(before, opponent);
    for (const std::string& n : hidden_names(game.st, opponent)) forbidden.insert(n);
    for (const GameState* st : {static_cast<const GameState*>(&before), &game.st})
      for (const std::string& n : seen_names(*st, viewer)) forbidden.erase(n);
    for (; checked < log.size(); ++checked) {
      const LogEntry& e = log[checked];
      if (e.kind == LogKind::Reveal && e.card >= 0) revealed.insert(card_def(e.card).name);
      std::string mine = render_text_for(e, viewer), all = render_text(e);
      for (const std::string& n : forbidden) {
        if (revealed.count(n)) continue;
        if (mentions(all, n)) ++leaks.hidden_mentions;
        if (mentions(mine, n) || mentions(render_json_for(e, viewer), n))
          leaks.leaked.push_back(fmt::format("seed {}: {} ({})", seed, mine, n));
      }
    }
    before = game.st;
  };
  check(g);
  RandomAgent a1(seed * 2 + 1), a2(seed * 2 + 2);
  PlayResult r = play_out(g, a1, a2, 1'000'000, check);
  EXPECT_TRUE(r.ok) << r.error;
  return leaks;
}

// 100 seeded games of the shipped decks, seen by each seat in turn: no line a player sees names
// a card that was in the opponent's hand or library (and not revealed), while the whole log
// does name such cards (the check can fail).
TEST(LogView, APlayersLogNamesNoCardHiddenFromThem) {
  const std::pair<const char*, const char*> decks[] = {{"dmu_sagas.txt", "fin_summons.txt"},
                                                       {"red_green.txt", "white_black.txt"}};
  int hidden_mentions = 0;
  std::vector<std::string> leaked;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const auto& [deck1, deck2] = decks[seed % 2];
    Leaks l = play_and_check(deck1, deck2, seed, static_cast<PlayerId>(seed % 3 == 0));
    hidden_mentions += l.hidden_mentions;
    leaked.insert(leaked.end(), l.leaked.begin(), l.leaked.end());
  }
  EXPECT_GT(hidden_mentions, 1000);
  for (size_t i = 0; i < std::min<size_t>(leaked.size(), 10); ++i) ADD_FAILURE() << leaked[i];
  EXPECT_TRUE(leaked.empty()) << leaked.size() << " lines name a hidden card";
}

TEST(LogView, TheDrawingPlayerSeesTheCardAndTheOpponentADraw) {
  Harness h;
  h.add(1, "Lightning Strike", Zone::Library);
  h.add(0, "Mountain", Zone::Library);
  Log log;
  h.g.log = &log;
  draw_cards(h.g, 1, 1);
  ASSERT_EQ(log.size(), 1u);
  const LogEntry& e = log[0];
  EXPECT_TRUE(visible_to(e, 1));
  EXPECT_FALSE(visible_to(e, 0));
  EXPECT_TRUE(visible_to(e, kNoPlayer));  // a spectator of two computer players sees all
  EXPECT_NE(render_text_for(e, 1).find("P2 draws Lightning Strike #"), std::string::npos);
  EXPECT_NE(render_text_for(e, 0).find("P2 draws a card ["), std::string::npos);
  EXPECT_EQ(render_json_for(e, 0).find("Lightning"), std::string::npos);
  EXPECT_EQ(render_json_for(e, 0).find("\"object\""), std::string::npos);  // no number either
  EXPECT_NE(render_json_for(e, 1).find(fmt::format("\"object\":{}", e.obj)), std::string::npos);
}

}  // namespace
}  // namespace lore::test

namespace lore::test {
namespace {

// 701.22a: the card a player looks at while scrying is theirs to see; the opponent's log says
// only that a card stayed on top.
TEST(LogView, AScriedCardIsSeenOnlyByTheScryer) {
  Harness h;
  h.add_n(0, "Mountain", 2);
  ObjId bear = h.add(0, "Goblin Picker");
  ObjId bellow = h.add(0, "Furious Bellow", Zone::Hand);
  h.add(0, "Forest", Zone::Library);
  Log log;
  h.g.log = &log;
  h.start();
  ASSERT_TRUE(h.choose(OptKind::Cast, bellow));
  if (h.decision().kind == DecisionKind::ChooseTarget) {  // else its only target, chosen
    ASSERT_TRUE(h.choose(OptKind::Object, bear));
  }
  while (h.decision().kind == DecisionKind::PayMana) h.g.answer(0);
  ASSERT_TRUE(h.pass_to(DecisionKind::ScryCard));
  ASSERT_TRUE(h.choose(OptKind::Top));
  const LogEntry* looked = nullptr;
  for (const LogEntry& e : log)
    if (e.kind == LogKind::LookedAt) looked = &e;
  ASSERT_NE(looked, nullptr);
  EXPECT_NE(render_text_for(*looked, 0).find("P1 keeps Forest #"), std::string::npos);
  EXPECT_NE(render_text_for(*looked, 1).find("P1 keeps a card on top of their library"),
            std::string::npos)
      << render_text_for(*looked, 1);
}

}  // namespace
}  // namespace lore::test

namespace lore::test {
namespace {

// 701.23a, 402.3: the card a player finds searching their library and puts into their hand is
// theirs to see; the opponent's log says only that they found a card.
TEST(LogView, ASearchedCardIsSeenOnlyByTheSearcher) {
  Harness h;
  h.add_n(0, "Mountain", 3);
  ObjId matron = h.add(0, "Goblin Matron", Zone::Hand);
  h.add(0, "Plains", Zone::Library);
  ObjId patrol = h.add(0, "Goblin Patrol", Zone::Library);
  h.start();
  ASSERT_TRUE(h.choose(OptKind::Cast, matron));
  while (h.decision().kind == DecisionKind::PayMana) h.g.answer(0);
  ASSERT_TRUE(h.pass_to(DecisionKind::YesNo));
  ASSERT_TRUE(h.choose(OptKind::Yes));
  ASSERT_TRUE(h.choose(OptKind::Object, patrol));
  const LogEntry* found = nullptr;
  for (const LogEntry& e : h.log)
    if (e.kind == LogKind::SearchFound) found = &e;
  ASSERT_NE(found, nullptr);
  EXPECT_NE(render_text_for(*found, 0).find("P1 finds Goblin Patrol #"), std::string::npos)
      << render_text_for(*found, 0);
  EXPECT_NE(render_text_for(*found, 1).find("P1 finds a card and puts it into their hand"),
            std::string::npos)
      << render_text_for(*found, 1);
  EXPECT_NE(render_json_for(*found, 0).find("\"seen_by\":[1]"), std::string::npos);
  EXPECT_EQ(render_json_for(*found, 1).find("Goblin Patrol"), std::string::npos);
}

// A public entry (a spell cast, 601.2a) is seen by every seat of a multiplayer game, not only by
// the first two; its JSON says so.
TEST(LogView, EverySeatOfAFourPlayerGameSeesAPublicEntry) {
  std::string dir = std::string(LORE_SOURCE_DIR) + "/decks/";
  DeckResult d1 = load_deck(dir + "red_green.txt"), d2 = load_deck(dir + "white_black.txt");
  ASSERT_TRUE(d1.ok() && d2.ok());
  GameSetup setup;
  setup.players = 4;
  setup.decks = {d1.cards, d2.cards, d1.cards, d2.cards};
  setup.seed = 3;
  Log log;
  Game g = Game::start(setup, &log);
  RandomAgent agent(3);
  const LogEntry* cast = nullptr;
  for (size_t seen = 0, i = 0; i < 5'000 && !cast && !g.over(); ++i) {
    ASSERT_TRUE(g.answer(agent.choose(g.st)));
    for (; seen < log.size() && !cast; ++seen)
      if (log[seen].kind == LogKind::Cast && log[seen].card >= 0) cast = &log[seen];
  }
  ASSERT_NE(cast, nullptr);
  std::string name = card_def(cast->card).name;
  for (PlayerId p = 0; p < 4; ++p)
    EXPECT_NE(render_text_for(*cast, p).find(name), std::string::npos)
        << "P" << p + 1 << ": " << render_text_for(*cast, p);
  EXPECT_NE(render_json(*cast).find("\"seen_by\":\"all\""), std::string::npos);
}

}  // namespace
}  // namespace lore::test
