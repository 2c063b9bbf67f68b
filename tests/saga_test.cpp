// Sagas (714), read ahead (702.155) and the Saga state-based action (704.5s).
#include "harness.h"

namespace lore::test {

namespace {

void fill_libraries(Harness& h) {
  for (PlayerId p = 0; p < 2; ++p) h.add_n(p, "Swamp", 12, Zone::Library);
}

// Casts `card` (paying with the first sources offered) and lets it resolve.
void cast_saga(Table& h, ObjId card) {
  h.choose(OptKind::Cast, card);
  h.pay();
  h.pass();
  h.pass();
}

}  // namespace

TEST(Saga, ReadAheadChapterOneThenOneChapterPerTurnThenSacrificed) {
  Table h;
  fill_libraries(h);
  h.add_n(0, "Plains", 3);
  ObjId drake = h.add(0, "Soaring Drake");
  ObjId card = h.add(0, "Love Song of Night and Day", Zone::Hand);
  h.start();
  cast_saga(h, card);
  h.expect(DecisionKind::ReadAhead);  // 714.3b: a number from 1 to the final chapter, 3
  EXPECT_EQ(h.decision().choices(), 3);
  h.choose(OptKind::Number, kNoObj, 1);
  ObjId saga = h.find_in(0, Zone::Battlefield, "Love Song of Night and Day");
  ASSERT_NE(saga, kNoObj);
  EXPECT_EQ(h.st().obj(saga).count(Counter::Lore), 1);
  h.target_player(1);  // chapter I: you and target opponent each draw two
  h.resolve_stack();
  EXPECT_EQ(h.player(0).hand.size(), 2u);
  EXPECT_EQ(h.player(1).hand.size(), 2u);
  EXPECT_TRUE(h.log_has("714.3b") && h.log_has("714.2b") && h.log_has("702.155b"));
  h.pass_to_step(Step::Main1, 4);  // P1's next turn: 714.3c adds the second lore counter
  EXPECT_EQ(h.st().obj(saga).count(Counter::Lore), 2);
  EXPECT_TRUE(h.log_has("714.3c"));
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Bird"), 1);
  EXPECT_FALSE(h.st().obj(saga).left);
  h.pass_to_step(Step::Main1, 6);  // chapter III: its targets are chosen as it goes on the stack
  ObjId bird = h.find_in(0, Zone::Battlefield, "Bird");
  h.answer(DecisionKind::ChooseTarget, OptKind::Object, drake);
  h.answer(DecisionKind::ChooseTarget, OptKind::Object, bird);
  ASSERT_EQ(h.st().stack.size(), 1u);   // chapter III waits on the stack...
  EXPECT_FALSE(h.st().obj(saga).left);  // ...so the Saga isn't sacrificed yet (714.4)
  h.resolve_stack();
  EXPECT_EQ(h.ch(drake).power, 3);
  EXPECT_EQ(h.ch(bird).power, 2);
  EXPECT_TRUE(h.st().obj(saga).left);  // 704.5s once the final chapter has left the stack
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Love Song of Night and Day"), 1);
  EXPECT_TRUE(h.log_has("704.5s"));
}

TEST(Saga, ReadAheadSkipsEarlierChapters) {
  Table h;
  fill_libraries(h);
  h.add_n(0, "Plains", 3);
  ObjId drake = h.add(0, "Soaring Drake");
  ObjId card = h.add(0, "Love Song of Night and Day", Zone::Hand);
  h.start();
  cast_saga(h, card);
  h.choose(OptKind::Number, kNoObj, 3);
  ObjId saga = h.find_in(0, Zone::Battlefield, "Love Song of Night and Day");
  EXPECT_EQ(h.st().obj(saga).count(Counter::Lore), 3);
  // 702.155a: only chapter III triggers the turn it entered.
  h.answer(DecisionKind::ChooseTarget, OptKind::Object, drake);
  h.answer(DecisionKind::ChooseTarget, OptKind::Done);
  EXPECT_EQ(h.st().stack.size(), 1u);
  h.resolve_stack();
  EXPECT_TRUE(h.player(0).hand.empty());  // chapter I never happened
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Bird"), 0);
  EXPECT_EQ(h.ch(drake).power, 3);
  EXPECT_TRUE(h.st().obj(saga).left);
}

TEST(Saga, SagaCreatureEntersWithALoreCounterAndIsACreature) {
  Table h;
  fill_libraries(h);
  h.add_n(0, "Swamp", 6);
  ObjId victim = h.add(1, "Soaring Drake");
  ObjId card = h.add(0, "Summon: Anima", Zone::Hand);
  h.start();
  cast_saga(h, card);
  ObjId anima = h.find_in(0, Zone::Battlefield, "Summon: Anima");
  ASSERT_NE(anima, kNoObj);
  EXPECT_EQ(h.st().obj(anima).count(Counter::Lore), 1);  // 714.3a
  EXPECT_TRUE(h.log_has("714.3a"));
  h.resolve_stack();  // chapter I: draw a card, lose 1 life
  EXPECT_EQ(h.player(0).hand.size(), 1u);
  EXPECT_EQ(h.life(0), 19);
  Chars c = h.ch(anima);  // 714.1a: a creature in every respect
  EXPECT_TRUE(c.types & TCreature);
  EXPECT_EQ(c.power, 4);
  EXPECT_TRUE(c.keywords & KMenace);
  EXPECT_TRUE(h.st().obj(anima).sick);
  for (int turn : {4, 6}) {
    h.pass_to_step(Step::Main1, turn);
    h.resolve_stack();
  }
  EXPECT_EQ(h.life(0), 17);
  h.pass_to_step(Step::Main1,
                 8);  // chapter IV: the opponent sacrifices a creature and loses 3 life
  h.resolve_stack();
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, victim);
  h.resolve_all();
  EXPECT_TRUE(h.st().obj(victim).left);
  EXPECT_EQ(h.life(1), 17);
  EXPECT_TRUE(h.st().obj(anima).left);  // sacrificed after its final chapter (704.5s)
}

TEST(Saga, SeveralLoreCountersAtOnceTriggerEachChapterCrossed) {
  Table h;
  fill_libraries(h);
  ObjId mog = h.add(0, "Summon: Choco/Mog");
  h.st().obj(mog).counter(Counter::Lore) = 1;
  ObjId drake = h.add(0, "Soaring Drake");
  h.start();
  add_counters(h.g, mog, Counter::Lore, 2, 0);  // 1 -> 3: chapters II and III, not I or IV
  EXPECT_EQ(h.st().pending.size(), 2u);
  h.pass();  // the triggers go on the stack before anyone gets priority again...
  h.g.advance();
  h.resolve_all();                     // ...their controller orders them (603.3b)
  EXPECT_EQ(h.ch(drake).power, 4);     // +1/+0 twice
  EXPECT_FALSE(h.st().obj(mog).left);  // final chapter is IV
}

TEST(Saga, ChapterResolvesEvenIfTheSagaLeaves) {
  Table h;
  fill_libraries(h);
  ObjId shiva = h.add(0, "Summon: Shiva");
  ObjId target = h.add(1, "Magnigoth Sentry");
  h.add_n(1, "Swamp", 4);
  ObjId kill = h.add(1, "Sephiroth's Intervention", Zone::Hand);
  h.start();
  add_counters(h.g, shiva, Counter::Lore, 1, 0);  // chapter I
  h.pass();  // P1 passes; the trigger goes on the stack before P2 receives priority (117.5)
  h.answer(DecisionKind::ChooseTarget, OptKind::Object, target);
  EXPECT_EQ(h.decision().player, 1);  // P2 responds to the chapter ability: Shiva is destroyed
  h.cast(kill, {shiva});
  h.resolve_stack();
  EXPECT_TRUE(h.st().obj(shiva).left);
  EXPECT_TRUE(h.st().obj(target).tapped);  // the chapter ability still resolved
  EXPECT_EQ(h.st().obj(target).count(Counter::Stun), 1);
}

// Urza Assembles the Titans, chapter III (DMU-R-0330, DMU-R-0331): loyalty abilities twice this
// turn; two such effects still allow only two activations, and the permission ends with the turn.
TEST(Saga, UrzaChapterThreeTwiceNeverThrice) {
  Table h;
  fill_libraries(h);
  h.add_n(0, "Plains", 10);
  ObjId karn = h.add(0, "Karn, Living Legacy");
  ObjId first = h.add(0, "Urza Assembles the Titans", Zone::Hand);
  ObjId second = h.add(0, "Urza Assembles the Titans", Zone::Hand);
  h.start();
  for (ObjId card : {first, second}) {
    cast_saga(h, card);
    h.choose(OptKind::Number, kNoObj, 3);
    h.resolve_stack();
  }
  EXPECT_TRUE(h.player(0).loyalty_twice);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Urza Assembles the Titans"), 2);
  h.expect(DecisionKind::Priority);
  EXPECT_TRUE(h.has(OptKind::Activate, karn));
  h.activate_resolve(karn, 0);
  EXPECT_TRUE(h.has(OptKind::Activate, karn));  // a second activation this turn
  h.activate_resolve(karn, 0);
  EXPECT_EQ(h.st().obj(karn).count(Counter::Loyalty), 6);
  EXPECT_FALSE(h.has(OptKind::Activate, karn));  // never a third (DMU-R-0331)
  h.pass_to_step(Step::Main1, 4);                // the next turn: once again
  h.resolve_stack();
  EXPECT_FALSE(h.player(0).loyalty_twice);
  h.activate_resolve(karn, 0);
  EXPECT_FALSE(h.has(OptKind::Activate, karn));
}

TEST(Saga, WithoutUrzaOneLoyaltyAbilityPerTurn) {  // 606.3
  Table h;
  fill_libraries(h);
  ObjId karn = h.add(0, "Karn, Living Legacy");
  h.start();
  h.activate_resolve(karn, 0);
  EXPECT_FALSE(h.has(OptKind::Activate, karn));
}

}  // namespace lore::test
