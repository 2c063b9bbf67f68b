// A player's view hides what that player may not see (ARCHITECTURE §3, CR 402.3, 401.2).
#include "engine/describe.h"
#include "engine/engine.h"
#include "engine/log_view.h"
#include "harness.h"

namespace lore::test {

TEST(PlayerView, HidesTheOpponentsHandAndBothLibraries) {
  Harness h;
  ObjId mine = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId theirs = h.add(1, "Cut Down", Zone::Hand);
  ObjId lib = h.add(0, "Mountain", Zone::Library);
  ObjId board = h.add(1, "Soaring Drake");
  GameState v = player_view(h.st(), 0);
  EXPECT_EQ(v.obj(mine).card, h.st().obj(mine).card);
  EXPECT_EQ(v.obj(theirs).card, kNoCard);
  EXPECT_EQ(v.obj(lib).card, kNoCard);
  EXPECT_EQ(v.obj(board).card, h.st().obj(board).card);
  EXPECT_EQ(v.players[1].hand.size(), 1u);  // how many cards is public
  std::string text = describe_board(h.st(), 0);
  EXPECT_NE(text.find("Lightning Strike"), std::string::npos);
  EXPECT_EQ(text.find("Cut Down"), std::string::npos);
  EXPECT_NE(text.find("hand: 1 card(s)"), std::string::npos);
}

// 401.5: "You may look at the top card of your library any time" shows its controller that card
// (only that one, and not to the opponent), in the view and on the board.
TEST(PlayerView, ShowsTheTopCardWhileAPermanentLetsItsControllerLook) {
  Harness h;
  ObjId top = h.add(0, "Mountain", Zone::Library);
  ObjId below = h.add(0, "Forest", Zone::Library);
  EXPECT_EQ(top_card_visible(h.st(), 0), kNoObj);
  h.add(0, "Traveling Chocobo");
  EXPECT_EQ(top_card_visible(h.st(), 0), top);
  EXPECT_EQ(top_card_visible(h.st(), 1), kNoObj);
  GameState mine = player_view(h.st(), 0);
  EXPECT_EQ(mine.obj(top).card, h.st().obj(top).card);
  EXPECT_EQ(mine.obj(below).card, kNoCard);
  EXPECT_EQ(player_view(h.st(), 1).obj(top).card, kNoCard);
  EXPECT_NE(describe_board(h.st(), 0).find("top of library: Mountain"), std::string::npos);
  EXPECT_EQ(describe_board(h.st(), 1).find("top of library"), std::string::npos);
}

// "As <this> enters, look at an opponent's hand, then choose any card name" (614.1c): while the
// name is chosen, the chooser sees that hand, in the view and on the board; the opponent doesn't
// see the chooser's, and the look ends with the choice.
TEST(PlayerView, ShowsTheOpponentsHandWhileChoosingANameAfterLookingAtIt) {
  Harness h;
  h.add_n(0, "Plains", 3);
  ObjId keeper = h.add(0, "Anointed Peacekeeper", Zone::Hand);
  ObjId mine = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId theirs = h.add(1, "Cut Down", Zone::Hand);
  h.start();
  ASSERT_TRUE(h.choose(OptKind::Cast, keeper));
  while (h.decision().kind == DecisionKind::PayMana) h.g.answer(0);
  ASSERT_TRUE(h.pass_to(DecisionKind::ChooseName));
  EXPECT_EQ(h.decision().options.size(), card_name_options().size());
  EXPECT_EQ(hand_seen_by(h.st(), 0), 1);
  EXPECT_EQ(hand_seen_by(h.st(), 1), kNoPlayer);
  EXPECT_EQ(player_view(h.st(), 0).obj(theirs).card, h.st().obj(theirs).card);
  EXPECT_EQ(player_view(h.st(), 1).obj(mine).card, kNoCard);
  EXPECT_NE(describe_board(h.st(), 0).find("Cut Down"), std::string::npos);
  ASSERT_TRUE(h.choose(OptKind::Name, kNoObj, card_id("Cut Down")));
  EXPECT_EQ(hand_seen_by(h.st(), 0), kNoPlayer);
  EXPECT_EQ(player_view(h.st(), 0).obj(theirs).card, kNoCard);
  EXPECT_EQ(describe_board(h.st(), 0).find("Cut Down"), std::string::npos);
}

// 406.3, 702.143a: a foretold card is exiled face down. Its owner may look at it; the opponent
// sees neither the card in their view nor its name in the log.
TEST(PlayerView, HidesAForetoldCardFromTheOpponentOnly) {
  Harness h;
  h.add_n(0, "Plains", 2);
  ObjId holy = h.add(0, "Ultimate Magic: Holy", Zone::Hand);
  h.start();
  int turn = h.st().turn;
  ASSERT_TRUE(h.choose(OptKind::Activate, holy));  // the special action (116.2h)
  while (h.decision().kind == DecisionKind::PayMana) h.g.answer(0);
  ASSERT_EQ(h.st().exile.size(), 1u);
  ObjId exiled = h.st().exile[0];
  EXPECT_EQ(foretold_turn(h.st(), exiled), turn);
  EXPECT_TRUE(h.st().stack.empty());  // 702.143b: no stack
  EXPECT_EQ(player_view(h.st(), 0).obj(exiled).card, h.st().obj(exiled).card);
  EXPECT_EQ(player_view(h.st(), 1).obj(exiled).card, kNoCard);
  int entries = 0;
  for (const LogEntry& e : h.log) {
    if (e.kind != LogKind::Foretold) continue;
    ++entries;
    EXPECT_NE(render_text_for(e, 0).find("Holy"), std::string::npos);
    EXPECT_EQ(render_text_for(e, 1).find("Holy"), std::string::npos);
  }
  EXPECT_EQ(entries, 1);
}

// 702.75a, 406.3: the card hideaway exiles face down is seen by its owner only, in the view and
// in every log entry about it (its zone change included).
TEST(PlayerView, HidesAHideawayCardFromTheOpponent) {
  Harness h;
  ObjId hideaway = h.add(0, "Clive's Hideaway", Zone::Hand);
  ObjId ogre = h.add(0, "Grey Ogre", Zone::Library);
  h.add_n(0, "Island", 4, Zone::Library);
  h.start();
  ASSERT_TRUE(h.choose(OptKind::PlayLand, hideaway));
  ASSERT_TRUE(h.pass_to(DecisionKind::ChooseCard));
  ASSERT_TRUE(h.choose(OptKind::Object, ogre));
  ASSERT_EQ(h.st().exile.size(), 1u);
  ObjId exiled = h.st().exile[0];
  EXPECT_TRUE(h.st().obj(exiled).face_down);
  EXPECT_EQ(player_view(h.st(), 0).obj(exiled).card, card_id("Grey Ogre"));
  EXPECT_EQ(player_view(h.st(), 1).obj(exiled).card, kNoCard);
  bool named_to_owner = false;
  for (const LogEntry& e : h.log) {
    EXPECT_EQ(render_text_for(e, 1).find("Grey Ogre"), std::string::npos) << render_text_for(e, 0);
    named_to_owner |= render_text_for(e, 0).find("Grey Ogre") != std::string::npos;
  }
  EXPECT_TRUE(named_to_owner);
}

}  // namespace lore::test
