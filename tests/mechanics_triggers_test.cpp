// Intervening "if" (603.4), "only once each turn", "if you do", modal triggers (603.3c),
// delayed (603.7) and reflexive (603.12) triggers, stun counters (122.1d), lands entering tapped.
#include "harness.h"

namespace lore::test {

namespace {

// Every decision is asked, even with one option, so the test walks each step.
struct Manual : Harness {
  Manual() { g.auto_single = false; }
};

void fill_libraries(Harness& h) {
  for (PlayerId p = 0; p < 2; ++p) h.add_n(p, "Swamp", 10, Zone::Library);
}

}  // namespace

TEST(InterveningIf, TriggersOnlyIfTheConditionHolds) {
  Manual h;
  fill_libraries(h);
  h.add(0, "Baird, Argivian Recruiter");
  h.start();
  h.pass_to_step(Step::End, 2);  // nothing above its base power: no trigger
  EXPECT_TRUE(h.st().stack.empty());
  Manual h2;
  fill_libraries(h2);
  ObjId baird = h2.add(0, "Baird, Argivian Recruiter");
  h2.st().obj(baird).counter(Counter::PlusOne) = 1;  // 3/3, base power 2
  h2.start();
  h2.pass_to_step(Step::End, 2);
  EXPECT_EQ(h2.st().stack.size(), 1u);
  h2.resolve_stack();
  EXPECT_EQ(h2.count_in(0, Zone::Battlefield, "Soldier"), 1);
}

TEST(InterveningIf, RecheckedOnResolution) {
  Manual h;
  fill_libraries(h);
  ObjId baird = h.add(0, "Baird, Argivian Recruiter");
  h.st().obj(baird).counter(Counter::PlusOne) = 1;
  h.add_n(1, "Mountain", 2);
  ObjId bolt = h.add(1, "Lightning Strike", Zone::Hand);
  h.start();
  h.pass_to_step(Step::End, 2);
  ASSERT_EQ(h.st().stack.size(), 1u);  // the trigger, P1 has priority
  h.pass();
  h.choose(OptKind::Cast, bolt);  // P2 kills Baird in response
  h.target(baird);
  h.pay();
  h.resolve_stack();
  EXPECT_TRUE(h.st().obj(baird).left);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Soldier"), 0);
  EXPECT_TRUE(h.log_has("603.4"));
}

TEST(IfYouDo, AcademyWallDrawsThenDiscardsOnlyOnceEachTurn) {
  Manual h;
  fill_libraries(h);
  h.add(0, "Academy Wall");
  h.add_n(0, "Mountain", 4);
  ObjId s1 = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId s2 = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId s3 = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, s1);
  h.target_player(1);
  h.pay();
  h.expect(DecisionKind::Priority);  // the trigger is on the stack above the spell
  ASSERT_EQ(h.st().stack.size(), 2u);
  h.resolve_stack();
  h.expect(DecisionKind::YesNo);
  h.choose(OptKind::Yes);
  h.expect(DecisionKind::ChooseDiscard);
  h.choose(OptKind::Object, s2);
  EXPECT_EQ(h.player(0).hand.size(), 2u);  // drew a Swamp, discarded the second Strike
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Lightning Strike"), 1);
  h.resolve_stack();
  h.choose(OptKind::Cast, s3);
  h.target_player(1);
  h.pay();
  EXPECT_EQ(h.st().stack.size(), 1u);  // it triggers only once each turn
  h.resolve_stack();
  EXPECT_EQ(h.life(1), 14);
}

TEST(IfYouDo, DecliningSkipsTheDiscard) {
  Manual h;
  fill_libraries(h);
  h.add(0, "Academy Wall");
  h.add_n(0, "Mountain", 2);
  ObjId s1 = h.add(0, "Lightning Strike", Zone::Hand);
  h.add(0, "Cut Down", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, s1);
  h.target_player(1);
  h.pay();
  h.resolve_stack();
  h.choose(OptKind::No);
  h.resolve_stack();
  EXPECT_EQ(h.player(0).hand.size(), 1u);
  EXPECT_EQ(h.player(0).library.size(), 10u);
}

TEST(DelayedTrigger, DjinnExilesItselfAndReturnsAtTheNextEndStep) {
  Manual h;
  fill_libraries(h);
  ObjId djinn = h.add(0, "Djinn of the Fountain");
  h.add_n(0, "Mountain", 2);
  ObjId s = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, s);
  h.target_player(1);
  h.pay();
  h.expect(DecisionKind::ChooseMode);  // 603.3c: chosen as the trigger is put on the stack
  EXPECT_EQ(h.decision().choices(), 3);
  h.choose(OptKind::Number, kNoObj, 1);
  h.resolve_stack();
  EXPECT_TRUE(h.st().obj(djinn).left);
  EXPECT_EQ(h.count_in(0, Zone::Exile, "Djinn of the Fountain"), 1);
  h.pass_to_step(Step::End, 2);
  h.resolve_stack();
  ObjId back = h.find_in(0, Zone::Battlefield, "Djinn of the Fountain");
  ASSERT_NE(back, kNoObj);
  EXPECT_NE(back, djinn);  // a new object (400.7)
  EXPECT_EQ(h.st().obj(back).controller, 0);
  EXPECT_EQ(h.count_in(0, Zone::Exile, "Djinn of the Fountain"), 0);
}

TEST(DelayedTrigger, DjinnPumpMode) {
  Manual h;
  ObjId djinn = h.add(0, "Djinn of the Fountain");
  h.add_n(0, "Mountain", 2);
  ObjId s = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, s);
  h.target_player(1);
  h.pay();
  h.choose(OptKind::Number, kNoObj, 0);
  h.resolve_stack();
  EXPECT_EQ(h.ch(djinn).power, 5);
  EXPECT_EQ(h.ch(djinn).toughness, 5);
}

TEST(DelayedTrigger, DragonWhelpSacrificedAfterFourActivations) {
  for (int times : {3, 4}) {
    Manual h;
    fill_libraries(h);
    ObjId whelp = h.add(0, "Dragon Whelp");
    h.add_n(0, "Mountain", 4);
    h.start();
    for (int i = 0; i < times; ++i) {
      h.choose(OptKind::Activate, whelp, 0);
      h.pay();
      h.resolve_stack();
    }
    EXPECT_EQ(h.ch(whelp).power, 2 + times);
    h.pass_to_step(Step::End, 2);
    h.resolve_stack();
    EXPECT_EQ(h.st().obj(whelp).left, times == 4) << times << " activations";
  }
}

TEST(ReflexiveTrigger, EdenReturnsAnotherPermanentCardWhenSacrificed) {
  Manual h;
  fill_libraries(h);
  ObjId eden = h.add(0, "Eden, Seat of the Sanctum");
  h.add_n(0, "Swamp", 5);
  ObjId rat = h.add(0, "Undercity Dire Rat", Zone::Graveyard);
  h.add(0, "Cut Down", Zone::Graveyard);
  h.start();
  h.choose(OptKind::Activate, eden, 1);
  h.pay();
  h.resolve_stack();
  h.expect(DecisionKind::YesNo);
  h.choose(OptKind::Yes);
  EXPECT_TRUE(h.st().obj(eden).left);
  // The reflexive trigger targets as it goes on the stack: Eden itself and Cut Down aren't
  // legal, the two milled Swamps and the Rat are.
  h.expect(DecisionKind::ChooseTarget);
  EXPECT_EQ(h.decision().choices(), 3);
  EXPECT_FALSE(h.has(OptKind::Object, h.find_in(0, Zone::Graveyard, "Eden, Seat of the Sanctum")));
  h.choose(OptKind::Object, rat);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Undercity Dire Rat"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Swamp"), 2);
}

TEST(ReflexiveTrigger, NoSacrificeNoTrigger) {
  Manual h;
  fill_libraries(h);
  ObjId eden = h.add(0, "Eden, Seat of the Sanctum");
  h.add_n(0, "Swamp", 5);
  h.add(0, "Undercity Dire Rat", Zone::Graveyard);
  h.start();
  h.choose(OptKind::Activate, eden, 1);
  h.pay();
  h.resolve_stack();
  h.choose(OptKind::No);
  EXPECT_FALSE(h.st().obj(eden).left);
  EXPECT_TRUE(h.st().stack.empty());
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Undercity Dire Rat"), 1);
}

TEST(StunCounter, TonberryEntersTappedStunnedAndStrikesFirstOnlyOnItsTurn) {
  Manual h;
  fill_libraries(h);
  h.add(0, "Swamp");
  ObjId card = h.add(0, "Tonberry", Zone::Hand);
  h.start();
  h.cast(card);
  h.resolve_stack();
  ObjId t = h.find_in(0, Zone::Battlefield, "Tonberry");
  ASSERT_NE(t, kNoObj);
  EXPECT_TRUE(h.st().obj(t).tapped);
  EXPECT_EQ(h.st().obj(t).count(Counter::Stun), 1);
  EXPECT_EQ(h.ch(t).keywords & (KFirstStrike | KDeathtouch), KFirstStrike | KDeathtouch);
  h.pass_to_step(Step::Upkeep, 3);  // the opponent's turn
  EXPECT_EQ(h.ch(t).keywords & (KFirstStrike | KDeathtouch), 0u);
  h.pass_to_step(Step::Upkeep, 4);  // 122.1d: the stun counter is removed instead of untapping
  EXPECT_TRUE(h.st().obj(t).tapped);
  EXPECT_EQ(h.st().obj(t).count(Counter::Stun), 0);
  h.pass_to_step(Step::Upkeep, 6);
  EXPECT_FALSE(h.st().obj(t).tapped);
}

TEST(Lands, TownEntersTappedAndTapsForEitherColor) {
  Manual h;
  fill_libraries(h);
  ObjId town = h.add(0, "Insomnia, Crown City", Zone::Hand);
  h.start();
  h.choose(OptKind::PlayLand, town);
  ObjId in_play = h.find_in(0, Zone::Battlefield, "Insomnia, Crown City");
  EXPECT_TRUE(h.st().obj(in_play).tapped);
  h.st().obj(in_play).tapped = false;
  h.st().players[0].pool.clear();
  h.st().paying = ManaCost{};
  ManaCost::parse("{W}", h.st().paying);
  EXPECT_EQ(payment_options(h.st(), 0, kNoObj).size(), 1u);
  ManaCost::parse("{B}", h.st().paying);
  EXPECT_EQ(payment_options(h.st(), 0, kNoObj).size(), 1u);
  ManaCost::parse("{R}", h.st().paying);
  EXPECT_EQ(payment_options(h.st(), 0, kNoObj).size(), 0u);
}

}  // namespace lore::test
