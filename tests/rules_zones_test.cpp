// Zones and zone changes (CR 400), and the structural invariants checker.
#include "engine/invariants.h"
#include "harness.h"

namespace lore::test {

TEST(RulesZones, ZoneChangeMakesANewObject) {  // 400.7
  Harness h;
  h.add_n(0, "Mountain", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId drake = h.add(1, "Soaring Drake");
  h.st().obj(drake).damage = 1;
  h.start();
  h.cast_resolve(bolt, {drake});
  EXPECT_TRUE(h.st().obj(drake).left);
  ObjId card = h.find_in(1, Zone::Graveyard, "Soaring Drake");
  ASSERT_NE(card, kNoObj);
  EXPECT_NE(card, drake);
  EXPECT_EQ(h.st().obj(card).damage, 0);         // nothing carries over
  EXPECT_EQ(chars(h.st(), drake).toughness, 3);  // last-known information kept
  EXPECT_EQ(check_invariants(h.st()), "");
}

// A token that leaves the battlefield goes to its new zone (111.7: "dies" and look-back see it
// there), can't move from there (111.8), and ceases to exist at the next state-based action
// check (704.5d).
TEST(RulesZones, TokenLeavingTheBattlefieldCeasesToExist) {
  Harness h;
  ObjId rat = h.add(0, "Undercity Dire Rat");
  h.st().obj(rat).damage = 2;
  h.start();
  ObjId t = h.find_in(0, Zone::Battlefield, "Treasure");
  ASSERT_NE(t, kNoObj);
  EXPECT_TRUE(h.st().obj(t).token);
  EXPECT_TRUE(h.st().obj(t).sick);
  destroy(h.g, t, "701.8a", true);
  ObjId in_graveyard = h.find_in(0, Zone::Graveyard, "Treasure");
  ASSERT_NE(in_graveyard, kNoObj);
  EXPECT_TRUE(h.st().obj(in_graveyard).token);
  EXPECT_EQ(check_invariants(h.st()), "");
  EXPECT_EQ(move_object(h.g, in_graveyard, Zone::Exile), kNoObj);  // 111.8
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Treasure"), 1);
  run_sba(h.g, Task{TaskKind::StateBasedActions});  // the next check (117.5)
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Treasure"), 0);
  EXPECT_TRUE(h.st().obj(in_graveyard).left);
  EXPECT_EQ(check_invariants(h.st()), "");
}

TEST(RulesZones, SpellsLiveOnTheStackUntilTheyResolve) {  // 601.2a, 608.2n
  Harness h;
  h.add_n(0, "Mountain", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, bolt);
  ASSERT_EQ(h.st().stack.size(), 1u);
  ObjId spell = h.st().stack.back().obj;
  EXPECT_EQ(h.st().obj(spell).zone, Zone::Stack);
  EXPECT_TRUE(h.player(0).hand.empty());
  h.target_player(1);
  h.pay();
  EXPECT_EQ(check_invariants(h.st()), "");
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Lightning Strike"), 1);
}

TEST(RulesInvariants, DetectCorruptedStates) {
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");
  h.add(0, "Mountain", Zone::Hand);
  h.start();
  EXPECT_EQ(check_invariants(h.st()), "");
  {
    GameState st = h.st();
    st.players[0].hand.push_back(drake);  // in two zone lists
    EXPECT_NE(check_invariants(st), "");
  }
  {
    GameState st = h.st();
    st.obj(drake).left = true;  // a zone list holding a left object
    EXPECT_NE(check_invariants(st).find("left"), std::string::npos);
  }
  {
    GameState st = h.st();
    st.players[1].pool.amount[MG] = -1;
    EXPECT_NE(check_invariants(st).find("negative mana"), std::string::npos);
  }
  {
    GameState st = h.st();
    st.decision.options.push_back(st.decision.options[0]);
    EXPECT_NE(check_invariants(st).find("duplicate"), std::string::npos);
  }
  {
    GameState st = h.st();
    st.players[1].lost = true;  // but the game isn't over
    EXPECT_NE(check_invariants(st).find("game over"), std::string::npos);
  }
  {
    GameState st = h.st();
    StackItem bad;
    bad.obj = drake;  // a spell item whose object is on the battlefield
    st.stack.push_back(bad);
    EXPECT_NE(check_invariants(st), "");
  }
  {
    GameState st = h.st();
    st.obj(drake).damage = 3;  // priority with a creature that should have died
    EXPECT_NE(check_invariants(st).find("704.5"), std::string::npos);
  }
}

// The records kept beside the objects are checked before anything reads them (a loaded state
// could name a copy exception that doesn't exist, or list last-known information out of order).
TEST(RulesZones, SideRecordsOfObjectsAreChecked) {
  Harness h;
  ObjId drake = h.add(1, "Soaring Drake");
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.add_n(0, "Mountain", 2);
  h.start();
  h.cast_resolve(bolt, {drake});
  ASSERT_EQ(check_invariants(h.st()), "");
  ASSERT_GE(h.st().last_known.size(), 2u);  // the drake and the resolved spell
  GameState unsorted = h.st();
  std::swap(unsorted.last_known[0], unsorted.last_known[1]);
  EXPECT_NE(check_invariants(unsorted).find("not sorted"), std::string::npos);
  GameState bad_except = h.st();
  bad_except.obj(drake).except = 1;  // no copy exception exists
  EXPECT_NE(check_invariants(bad_except).find("copy exception"), std::string::npos);
}

}  // namespace lore::test
