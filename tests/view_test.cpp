// A player's view hides what that player may not see (ARCHITECTURE §3, CR 402.3, 401.2).
#include "engine/describe.h"
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

}  // namespace lore::test
