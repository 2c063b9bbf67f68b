// FINAL FANTASY card scripts, each ability played through the engine.
#include "harness.h"

namespace lore::test {

// ---- white

TEST(Fin, DwarvenCastleGuardLeavesAHero) {
  Table h;
  h.add_n(0, "Mountain", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId g = h.add(1, "Dwarven Castle Guard");
  h.start();
  h.cast_resolve(bolt, {g});
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Dwarven Castle Guard"), 1);
  ObjId hero = h.find_in(1, Zone::Battlefield, "Hero");
  ASSERT_NE(hero, kNoObj);
  EXPECT_EQ(h.ch(hero).power, 1);
  EXPECT_EQ(h.ch(hero).colors, 0);
}

TEST(Fin, CoeurlTapsOnlyNonenchantmentCreatures) {
  Table h;
  h.add_n(0, "Plains", 2);
  ObjId c = h.add(0, "Coeurl");
  ObjId o = h.add(1, "Magnigoth Sentry");
  h.start();
  h.activate_resolve(c, 0, {o});
  EXPECT_TRUE(h.st().obj(o).tapped);
  EXPECT_TRUE(h.st().obj(c).tapped);
}

TEST(Fin, MinwuPutsCountersOnClericsWhenYouGainLife) {
  Table h;
  h.add_n(0, "Plains", 3);
  ObjId m = h.add(0, "Minwu, White Mage");
  ObjId other = h.add(0, "Soaring Drake");  // not a Cleric
  ObjId cav = h.add(0, "Mesa Cavalier", Zone::Hand);
  h.start();
  EXPECT_TRUE(h.ch(m).keywords & KVigilance);
  EXPECT_TRUE(h.ch(m).keywords & KLifelink);
  h.cast(cav);
  h.resolve_stack();  // Cavalier, then its trigger, then Minwu's
  h.resolve_stack();
  h.resolve_stack();
  EXPECT_EQ(h.life(0), 22);
  EXPECT_EQ(h.counters(m), 1);
  EXPECT_EQ(h.counters(other), 0);
  EXPECT_EQ(h.ch(m).power, 4);
}

TEST(Fin, MinwuLifelinkFeedsItself) {
  Table h;
  ObjId m = h.add(0, "Minwu, White Mage");
  h.start();
  h.attack({m});
  h.pass_to_step(Step::Main2);
  h.resolve_stack();
  EXPECT_EQ(h.life(1), 17);
  EXPECT_EQ(h.life(0), 23);
  EXPECT_EQ(h.counters(m), 1);
  EXPECT_FALSE(h.st().obj(m).tapped);  // vigilance
}

TEST(Fin, SnowVilliersPowerCountsYourCreatures) {
  Table h;
  ObjId s = h.add(0, "Snow Villiers");
  EXPECT_EQ(h.ch(s).power, 1);
  EXPECT_EQ(h.ch(s).toughness, 3);
  h.add_n(0, "Soaring Drake", 2);
  h.add(1, "Soaring Drake");
  EXPECT_EQ(h.ch(s).power, 3);
  EXPECT_TRUE(h.ch(s).keywords & KVigilance);
}

// ---- blue

TEST(Fin, DragoonsWyvernBringsAHero) {
  Table h;
  h.add_n(0, "Island", 3);
  ObjId w = h.add(0, "Dragoon's Wyvern", Zone::Hand);
  h.start();
  h.cast_resolve(w);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Hero"), 1);
  EXPECT_TRUE(h.ch(h.find_in(0, Zone::Battlefield, "Dragoon's Wyvern")).keywords & KFlying);
}

TEST(Fin, CombatTutorialDrawsTwoAndAddsACounter) {
  Table h;
  h.add_n(0, "Island", 3);
  ObjId s = h.add(0, "Combat Tutorial", Zone::Hand);
  ObjId d = h.add(0, "Soaring Drake");
  h.add_n(1, "Plains", 3, Zone::Library);
  h.start();
  h.cast_resolve(s, {player_target(1), d});  // any player may draw
  EXPECT_EQ(h.player(1).hand.size(), 2u);
  EXPECT_EQ(h.counters(d), 1);
}

TEST(Fin, CombatTutorialWithoutACreature) {
  Table h;
  h.add_n(0, "Island", 3);
  ObjId s = h.add(0, "Combat Tutorial", Zone::Hand);
  h.add_n(0, "Plains", 2, Zone::Library);
  h.start();
  h.choose(OptKind::Cast, s);
  h.target_player(0);
  h.answer(DecisionKind::ChooseTarget, OptKind::Done);  // "up to one": no creature chosen
  h.pay();
  h.resolve_stack();
  EXPECT_EQ(h.player(0).hand.size(), 2u);
}

TEST(Fin, MagicDamperProtectsAndUntaps) {
  Table h(Step::Main1, 1);
  h.add(0, "Island");
  h.add_n(1, "Mountain", 2);
  ObjId s = h.add(0, "Magic Damper", Zone::Hand);
  ObjId d = h.add(0, "Mesa Cavalier");
  ObjId bolt = h.add(1, "Lightning Strike", Zone::Hand);
  h.st().obj(d).tapped = true;
  h.start();
  h.cast(bolt, {d});
  h.priority_to(0);
  h.cast_resolve(s, {d});
  // Hexproof made the Strike's only target illegal (608.2b), and +1/+1 alone wouldn't save it.
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Mesa Cavalier"), 1);
  EXPECT_FALSE(h.st().obj(d).tapped);
  EXPECT_EQ(h.ch(d).power, 3);
}

// ---- black

TEST(Fin, HecteyesMakesTheOpponentDiscard) {
  Table h;
  h.add_n(0, "Swamp", 2);
  ObjId e = h.add(0, "Hecteyes", Zone::Hand);
  ObjId c = h.add(1, "Lightning Strike", Zone::Hand);
  h.add(1, "Forest", Zone::Hand);
  h.start();
  h.cast_resolve(e);
  h.resolve_stack();
  h.expect(DecisionKind::ChooseDiscard);
  EXPECT_EQ(h.decision().player, 1);
  h.choose(OptKind::Object, c);
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Lightning Strike"), 1);
  EXPECT_EQ(h.player(1).hand.size(), 1u);
}

TEST(Fin, OverkillKillsEvenABigCreature) {
  Table h;
  h.add_n(0, "Swamp", 3);
  ObjId s = h.add(0, "Overkill", Zone::Hand);
  ObjId w = h.add(1, "Elfhame Wurm");
  h.start();
  h.cast_resolve(s, {w});
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Elfhame Wurm"), 1);
}

TEST(Fin, SephirothsInterventionDestroysAndGains) {
  Table h;
  h.add_n(0, "Swamp", 4);
  ObjId s = h.add(0, "Sephiroth's Intervention", Zone::Hand);
  ObjId w = h.add(1, "Elfhame Wurm");
  h.start();
  h.cast_resolve(s, {w});
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Elfhame Wurm"), 1);
  EXPECT_EQ(h.life(0), 22);
}

TEST(Fin, ShinraReinforcementsMillsThreeAndGainsThree) {
  Table h;
  h.add_n(0, "Swamp", 3);
  ObjId s = h.add(0, "Shinra Reinforcements", Zone::Hand);
  h.add_n(0, "Plains", 4, Zone::Library);
  h.start();
  h.cast_resolve(s);
  h.resolve_stack();
  EXPECT_EQ(h.player(0).graveyard.size(), 3u);
  EXPECT_EQ(h.player(0).library.size(), 1u);
  EXPECT_EQ(h.life(0), 23);
}

TEST(Fin, EvilReawakenedReturnsWithTwoCounters) {
  Table h;
  h.add_n(0, "Swamp", 5);
  ObjId s = h.add(0, "Evil Reawakened", Zone::Hand);
  ObjId dead = h.add(0, "Elfhame Wurm", Zone::Graveyard);
  h.add(1, "Soaring Drake", Zone::Graveyard);  // not yours: not a legal target
  h.start();
  h.choose(OptKind::Cast, s);
  h.expect(DecisionKind::ChooseTarget);
  EXPECT_EQ(h.decision().choices(), 1);
  h.target(dead);
  h.pay();
  h.resolve_stack();
  ObjId w = h.find_in(0, Zone::Battlefield, "Elfhame Wurm");
  ASSERT_NE(w, kNoObj);
  EXPECT_EQ(h.counters(w), 2);
  EXPECT_EQ(h.ch(w).power, 7);
}

TEST(Fin, FightOnReturnsUpToTwoCreatureCards) {
  Table h;
  h.add_n(0, "Swamp", 3);
  ObjId s = h.add(0, "Fight On!", Zone::Hand);
  ObjId a = h.add(0, "Elfhame Wurm", Zone::Graveyard);
  ObjId b = h.add(0, "Soaring Drake", Zone::Graveyard);
  h.add(0, "Lightning Strike", Zone::Graveyard);  // not a creature card
  h.start();
  h.choose(OptKind::Cast, s);
  h.expect(DecisionKind::ChooseTarget);
  EXPECT_EQ(h.decision().choices(), 3);  // two creature cards and "done"
  h.target(a);
  h.target(b);
  h.pay();
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Elfhame Wurm"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Soaring Drake"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Lightning Strike"), 1);
}

TEST(Fin, AhrimanSacrificesAnotherCreatureOrArtifactToDraw) {
  Table h;
  h.add_n(0, "Swamp", 3);
  ObjId a = h.add(0, "Ahriman");
  ObjId t = h.add(0, "Undercity Dire Rat");
  h.add(0, "Plains", Zone::Library);
  h.start();
  EXPECT_TRUE(h.ch(a).keywords & KDeathtouch);
  h.activate(a, 0);
  h.expect(DecisionKind::ChooseCostObject);
  EXPECT_FALSE(h.has(OptKind::Object, a));  // "another"
  h.choose(OptKind::Object, t);
  h.resolve_stack();  // the Rat's Treasure trigger and the draw
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Plains"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Undercity Dire Rat"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Treasure"), 1);
}

TEST(Fin, AhrimanCantSacrificeItself) {
  Table h;
  h.add_n(0, "Swamp", 3);
  ObjId a = h.add(0, "Ahriman");
  h.start();
  EXPECT_FALSE(h.has(OptKind::Activate, a));
}

// ---- red

TEST(Fin, SabotenderPingsOnLandfall) {
  Table h;
  ObjId s = h.add(0, "Sabotender");
  ObjId land = h.add(0, "Mountain", Zone::Hand);
  h.start();
  EXPECT_TRUE(h.ch(s).keywords & KReach);
  h.choose(OptKind::PlayLand, land);
  h.resolve_stack();
  EXPECT_EQ(h.life(1), 19);
  EXPECT_EQ(h.life(0), 20);
}

// ---- green

TEST(Fin, BlitzballShotPumpsWithTrample) {
  Table h;
  h.add_n(0, "Forest", 2);
  ObjId s = h.add(0, "Blitzball Shot", Zone::Hand);
  ObjId d = h.add(0, "Soaring Drake");
  h.start();
  h.cast_resolve(s, {d});
  EXPECT_EQ(h.ch(d).power, 5);
  EXPECT_EQ(h.ch(d).toughness, 6);
  EXPECT_TRUE(h.ch(d).keywords & KTrample);
}

TEST(Fin, GoobbueGardenerTapsForGreen) {
  Table h;
  h.add(0, "Goobbue Gardener");
  h.add(0, "Mountain");
  ObjId s = h.add(0, "Blitzball Shot", Zone::Hand);  // {1}{G}: the Gardener must make the {G}
  ObjId d = h.add(0, "Soaring Drake");
  h.start();
  h.cast_resolve(s, {d});
  EXPECT_EQ(h.ch(d).power, 5);
}

TEST(Fin, GranPulseOchuGrowsWithPermanentCardsInGraveyard) {
  Table h;
  h.add_n(0, "Forest", 8);
  ObjId o = h.add(0, "Gran Pulse Ochu");
  h.add(0, "Elfhame Wurm", Zone::Graveyard);
  h.add(0, "Forest", Zone::Graveyard);
  h.add(0, "Lightning Strike", Zone::Graveyard);  // not a permanent card
  h.add(1, "Soaring Drake", Zone::Graveyard);     // not your graveyard
  h.start();
  EXPECT_TRUE(h.ch(o).keywords & KDeathtouch);
  h.activate_resolve(o, 0);
  EXPECT_EQ(h.ch(o).power, 3);
  EXPECT_EQ(h.ch(o).toughness, 3);
}

TEST(Fin, SazhsChocoboGrowsOnLandfall) {
  Table h;
  ObjId c = h.add(0, "Sazh's Chocobo");
  ObjId land = h.add(0, "Forest", Zone::Hand);
  h.start();
  h.choose(OptKind::PlayLand, land);
  h.resolve_stack();
  EXPECT_EQ(h.counters(c), 1);
  EXPECT_EQ(h.ch(c).power, 1);
}

TEST(Fin, SazhsChocoboIgnoresOpponentsLands) {
  Table h(Step::Main1, 1);
  ObjId c = h.add(0, "Sazh's Chocobo");
  ObjId land = h.add(1, "Forest", Zone::Hand);
  h.start();
  h.choose(OptKind::PlayLand, land);
  EXPECT_TRUE(h.st().stack.empty());
  EXPECT_EQ(h.counters(c), 0);
}

TEST(Fin, LoporritScoutPumpsWhenAnotherCreatureEnters) {
  Table h;
  h.add_n(0, "Plains", 4);
  ObjId l = h.add(0, "Loporrit Scout");
  ObjId call = h.add(0, "Captain's Call", Zone::Hand);
  h.start();
  h.cast_resolve(call);
  h.expect(DecisionKind::OrderTriggers);  // one trigger per Soldier
  h.resolve_all();
  EXPECT_EQ(h.ch(l).power, 6);
  EXPECT_EQ(h.ch(l).toughness, 5);
}

// ---- colorless

TEST(Fin, IronGiantKeywords) {
  Table h;
  ObjId g = h.add(0, "Iron Giant");
  EXPECT_EQ(h.ch(g).keywords, KVigilance | KReach | KTrample);
  EXPECT_EQ(h.ch(g).power, 6);
}

TEST(Fin, InstantRamenFlashDrawAndSacrificeForLife) {
  Table h(Step::Main1, 1);
  h.add_n(0, "Mountain", 4);
  ObjId r = h.add(0, "Instant Ramen", Zone::Hand);
  h.add(0, "Plains", Zone::Library);
  h.start();
  h.pass();  // the active player passes to us on their turn: flash
  h.cast_resolve(r);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Plains"), 1);
  ObjId food = h.find_in(0, Zone::Battlefield, "Instant Ramen");
  ASSERT_NE(food, kNoObj);
  h.priority_to(0);
  h.activate_resolve(food, 1);
  EXPECT_EQ(h.life(0), 23);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Instant Ramen"), 1);
}

// ---- Saga creatures: new machinery

// A copy of the game taken while a spell copy's new target is being chosen (707.10c) continues
// exactly like the original: the copy, its stack position and the delayed trigger are all state.
TEST(Fin, CerberusCopyTargetChoiceSurvivesAGameCopy) {
  Table h;
  h.add_n(0, "Mountain", 2);
  ObjId cerberus = h.add(0, "Summon: G.F. Cerberus");
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId rat = h.add(1, "Undercity Dire Rat");
  // Chapter II resolved earlier this turn: "When you next cast an instant or sorcery spell
  // this turn, copy it" (its Linked ability 3).
  h.st().delayed.push_back({h.st().obj(cerberus).card, cerberus, 3, 0, kNoObj, h.st().turn});
  h.start();
  h.cast(bolt, {Pick(Target{Target::Player, 1})});
  ASSERT_TRUE(h.pass_to(DecisionKind::ChooseTarget));
  EXPECT_EQ(h.st().stack.size(), 3u);  // the trigger above the copy above the original
  EXPECT_TRUE(h.st().obj(h.st().stack[1].obj).copy);
  Game clone = h.g;
  for (Game* g : {&h.g, &clone}) {
    int i = 0;
    for (; i < static_cast<int>(g->decision().options.size()); ++i)
      if (g->decision().options[static_cast<size_t>(i)].obj == rat) break;
    ASSERT_TRUE(g->answer(i));
    while (!g->st.stack.empty() && g->decision().kind == DecisionKind::Priority)
      g->answer(0);  // pass
  }
  for (Game* g : {&h.g, &clone}) {
    EXPECT_EQ(g->st.players[1].life, 17);
    EXPECT_EQ(g->st.obj(rat).left, true);
    EXPECT_EQ(g->st.players[0].graveyard.size(), 1u);  // the copy ceased to exist (704.5e)
    EXPECT_TRUE(g->st.delayed.empty());
  }
  EXPECT_EQ(h.g.st.objects.size(), clone.st.objects.size());
}

}  // namespace lore::test
