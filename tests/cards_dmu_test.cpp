// Dominaria United card scripts, each ability played through the engine.
#include "harness.h"

namespace lore::test {

// ---- white

TEST(Dmu, CaptainsCallMakesThreeSoldiers) {
  Table h;
  h.add_n(0, "Plains", 4);
  ObjId s = h.add(0, "Captain's Call", Zone::Hand);
  h.start();
  h.cast_resolve(s);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Soldier"), 3);
}

TEST(Dmu, CharismaticVanguardPumpsOnlyYourCreatures) {
  Table h;
  h.add_n(0, "Plains", 5);
  ObjId v = h.add(0, "Charismatic Vanguard");
  ObjId d = h.add(0, "Soaring Drake");
  ObjId o = h.add(1, "Soaring Drake");
  h.start();
  h.activate_resolve(v, 0);
  EXPECT_EQ(h.ch(v).power, 4);
  EXPECT_EQ(h.ch(v).toughness, 3);
  EXPECT_EQ(h.ch(d).power, 3);
  EXPECT_EQ(h.ch(o).power, 2);
}

TEST(Dmu, ClockworkDrawbridgeHasDefenderAndTapsACreature) {
  Table h;
  h.add_n(0, "Plains", 3);
  ObjId w = h.add(0, "Clockwork Drawbridge");
  ObjId o = h.add(1, "Soaring Drake");
  h.start();
  EXPECT_TRUE(h.ch(w).keywords & KDefender);
  h.activate_resolve(w, 0, {o});
  EXPECT_TRUE(h.st().obj(o).tapped);
  EXPECT_TRUE(h.st().obj(w).tapped);
}

TEST(Dmu, ClockworkDrawbridgeCantAttack) {  // 702.3b
  Table h;
  h.add(0, "Clockwork Drawbridge");
  h.start();
  // Only priority decisions on the way: no attacker to declare.
  while (h.decision().kind == DecisionKind::Priority && h.st().step != Step::Main2) h.pass();
  EXPECT_EQ(h.st().step, Step::Main2) << h.options_text();
  EXPECT_EQ(h.life(1), 20);
}

TEST(Dmu, DestroyEvilEitherMode) {
  Table h;
  h.add_n(0, "Plains", 2);
  ObjId s = h.add(0, "Destroy Evil", Zone::Hand);
  ObjId small = h.add(1, "Soaring Drake");  // 2/1: not a legal target for mode 1
  ObjId big = h.add(1, "Elfhame Wurm");
  h.start();
  h.choose(OptKind::Cast, s);
  h.answer(DecisionKind::ChooseMode, OptKind::Number, kNoObj, 0);
  h.expect(DecisionKind::ChooseTarget);
  EXPECT_FALSE(h.has(OptKind::Object, small));
  h.target(big);
  h.pay();
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Elfhame Wurm"), 1);
  EXPECT_EQ(h.count_in(1, Zone::Battlefield, "Soaring Drake"), 1);
}

TEST(Dmu, DestroyEvilEnchantmentModeNeedsAnEnchantment) {
  Table h;
  h.add_n(0, "Plains", 2);
  ObjId s = h.add(0, "Destroy Evil", Zone::Hand);
  h.add(1, "Elfhame Wurm");
  h.start();
  h.choose(OptKind::Cast, s);
  // Only the creature mode has a legal target, so it's the only mode offered (601.2b).
  EXPECT_EQ(h.decision().choices(), 1);
}

TEST(Dmu, JoinForcesUntapsAndPumpsTwo) {
  Table h;
  h.add_n(0, "Plains", 3);
  ObjId s = h.add(0, "Join Forces", Zone::Hand);
  ObjId a = h.add(0, "Soaring Drake"), b = h.add(0, "Magnigoth Sentry");
  h.st().obj(a).tapped = true;
  h.start();
  h.cast_resolve(s, {a, b});
  EXPECT_FALSE(h.st().obj(a).tapped);
  EXPECT_EQ(h.ch(a).power, 4);
  EXPECT_EQ(h.ch(a).toughness, 5);
  EXPECT_EQ(h.ch(b).toughness, 6);
}

TEST(Dmu, ResoluteReinforcementsFlashOnOpponentsTurn) {
  Table h(Step::Main1, 1);
  h.add_n(0, "Plains", 2);
  ObjId r = h.add(0, "Resolute Reinforcements", Zone::Hand);
  h.start();
  h.pass();  // the active player passes; we get priority on their turn
  h.cast_resolve(r);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Resolute Reinforcements"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Soldier"), 1);
}

TEST(Dmu, TakeUpTheShieldCounterLifelinkIndestructible) {
  Table h;
  h.add_n(0, "Plains", 2);
  h.add_n(0, "Mountain", 2);
  ObjId s = h.add(0, "Take Up the Shield", Zone::Hand);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId d = h.add(0, "Soaring Drake");
  h.start();
  h.cast_resolve(s, {d});
  EXPECT_EQ(h.counters(d), 1);
  EXPECT_TRUE(h.ch(d).keywords & KLifelink);
  h.cast_resolve(bolt, {d});
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Soaring Drake"), 1);  // indestructible
}

// ---- blue

TEST(Dmu, ShoreUpUntapsPumpsAndGivesHexproof) {
  Table h;
  h.add(0, "Island");
  ObjId s = h.add(0, "Shore Up", Zone::Hand);
  ObjId d = h.add(0, "Soaring Drake");
  h.add(1, "Soaring Drake");
  h.st().obj(d).tapped = true;
  h.start();
  h.choose(OptKind::Cast, s);
  h.expect(DecisionKind::ChooseTarget);
  EXPECT_EQ(h.decision().choices(), 1);  // only a creature you control
  h.target(d);
  h.pay();
  h.resolve_stack();
  EXPECT_FALSE(h.st().obj(d).tapped);
  EXPECT_EQ(h.ch(d).power, 3);
  EXPECT_TRUE(h.ch(d).keywords & KHexproof);
}

TEST(Dmu, EssenceScatterCountersACreatureSpellOnly) {
  Table h;
  h.add_n(0, "Plains", 3);
  h.add_n(1, "Island", 2);
  ObjId cav = h.add(0, "Mesa Cavalier", Zone::Hand);
  ObjId es = h.add(1, "Essence Scatter", Zone::Hand);
  h.start();
  h.cast(cav);
  h.priority_to(1);
  h.cast_resolve(es, {h.st().stack.front().obj});
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Mesa Cavalier"), 1);
  EXPECT_EQ(h.life(0), 20);  // never entered, so no trigger
}

TEST(Dmu, NegateCountersNoncreatureButNotCreatureSpells) {
  Table h;
  h.add_n(0, "Mountain", 2);
  h.add_n(1, "Island", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId neg = h.add(1, "Negate", Zone::Hand);
  h.start();
  h.cast(bolt, {player_target(1)});
  h.priority_to(1);
  h.cast_resolve(neg, {h.st().stack.front().obj});
  EXPECT_EQ(h.life(1), 20);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Lightning Strike"), 1);
}

TEST(Dmu, NegateCantTargetACreatureSpell) {
  Table h;
  h.add_n(0, "Plains", 3);
  h.add_n(1, "Island", 2);
  ObjId cav = h.add(0, "Mesa Cavalier", Zone::Hand);
  ObjId neg = h.add(1, "Negate", Zone::Hand);
  h.start();
  h.cast(cav);
  h.priority_to(1);
  EXPECT_FALSE(h.has(OptKind::Cast, neg));
}

TEST(Dmu, AutomaticLibrarianScriesTwo) {
  Table h;
  h.add_n(0, "Plains", 3);
  ObjId a = h.add(0, "Mountain", Zone::Library);
  ObjId b = h.add(0, "Forest", Zone::Library);
  ObjId lib = h.add(0, "Automatic Librarian", Zone::Hand);
  h.start();
  h.cast_resolve(lib);
  h.resolve_stack();
  h.answer(DecisionKind::ScryCard, OptKind::Bottom, a);
  h.answer(DecisionKind::ScryCard, OptKind::Top, b);
  EXPECT_EQ(h.player(0).library.front(), b);
  EXPECT_EQ(h.player(0).library.back(), a);
}

// ---- black

TEST(Dmu, BattleRageBlessingDeathtouchAndIndestructible) {
  Table h;
  h.add_n(0, "Swamp", 2);
  ObjId s = h.add(0, "Battle-Rage Blessing", Zone::Hand);
  ObjId d = h.add(0, "Soaring Drake");
  h.start();
  h.cast_resolve(s, {d});
  EXPECT_TRUE(h.ch(d).keywords & KDeathtouch);
  EXPECT_TRUE(h.ch(d).keywords & KIndestructible);
}

TEST(Dmu, BattleflySwarmGainsDeathtouchAndKillsABlocker) {
  Table h;
  h.add(0, "Swamp");
  ObjId s = h.add(0, "Battlefly Swarm");
  ObjId big = h.add(1, "Magnigoth Sentry");  // 4/4 reach
  h.start();
  h.activate_resolve(s, 0);
  EXPECT_TRUE(h.ch(s).keywords & KDeathtouch);
  h.attack_blocked(s, big);
  h.pass_to(DecisionKind::Priority);
  h.pass_to_step(Step::Main2);
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Magnigoth Sentry"), 1);
}

TEST(Dmu, BoneSplintersSacrificesThenDestroys) {
  Table h;
  h.add(0, "Swamp");
  ObjId s = h.add(0, "Bone Splinters", Zone::Hand);
  ObjId mine = h.add(0, "Soaring Drake");
  ObjId theirs = h.add(1, "Elfhame Wurm");
  h.start();
  h.cast(s, {theirs});
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, mine);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Soaring Drake"), 1);
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Elfhame Wurm"), 1);
}

TEST(Dmu, BoneSplintersNeedsACreatureToSacrifice) {
  Table h;
  h.add(0, "Swamp");
  ObjId s = h.add(0, "Bone Splinters", Zone::Hand);
  h.add(1, "Elfhame Wurm");
  h.start();
  EXPECT_FALSE(h.has(OptKind::Cast, s));
}

TEST(Dmu, ExtinguishTheLightGainsLifeOnlyForCheapTargets) {
  Table h;
  h.add_n(0, "Swamp", 8);
  ObjId a = h.add(0, "Extinguish the Light", Zone::Hand);
  ObjId b = h.add(0, "Extinguish the Light", Zone::Hand);
  ObjId cheap = h.add(1, "Soaring Drake");  // mana value 3
  ObjId pricey = h.add(1, "Elfhame Wurm");
  int mv_cheap = h.ch(cheap).mana_value, mv_pricey = h.ch(pricey).mana_value;
  h.start();
  h.cast_resolve(a, {cheap});
  h.cast_resolve(b, {pricey});
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Soaring Drake"), 1);
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Elfhame Wurm"), 1);
  EXPECT_EQ(mv_cheap, 3);
  EXPECT_EQ(mv_pricey, 5);
  EXPECT_EQ(h.life(0), 23);  // only the three-drop
}

TEST(Dmu, ExtinguishTheLightHitsAThreeDrop) {
  Table h;
  h.add_n(0, "Swamp", 4);
  ObjId a = h.add(0, "Extinguish the Light", Zone::Hand);
  ObjId t = h.add(1, "Flowstone Kavu");  // mana value 3
  h.start();
  h.cast_resolve(a, {t});
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Flowstone Kavu"), 1);
  EXPECT_EQ(h.life(0), 23);
}

TEST(Dmu, KnightOfDusksShadowPumpsAndItsControllerStillGainsLife) {
  Table h;
  h.add_n(0, "Swamp", 2);
  ObjId k = h.add(0, "Knight of Dusk's Shadow");
  ObjId mine = h.add(0, "Mesa Cavalier", Zone::Hand);
  h.add_n(0, "Plains", 3);
  h.start();
  EXPECT_TRUE(h.ch(k).keywords & KMenace);
  h.activate_resolve(k, 1);
  EXPECT_EQ(h.ch(k).power, 3);
  EXPECT_EQ(h.ch(k).toughness, 3);
  h.cast(mine);  // its controller can still gain life
  h.resolve_stack();
  h.resolve_stack();
  EXPECT_EQ(h.life(0), 22);
}

TEST(Dmu, KnightOfDusksShadowOpponentGainsNothing) {
  Table h(Step::Main1, 1);
  h.add(0, "Knight of Dusk's Shadow");
  h.add_n(1, "Plains", 3);
  ObjId cav = h.add(1, "Mesa Cavalier", Zone::Hand);
  h.start();
  h.cast_resolve(cav);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Battlefield, "Mesa Cavalier"), 1);
  EXPECT_EQ(h.life(1), 20);
}

TEST(Dmu, PhyrexianVivisectorScriesWhenYourCreatureDies) {
  Table h(Step::Main1, 1);
  h.add_n(1, "Mountain", 2);
  ObjId bolt = h.add(1, "Lightning Strike", Zone::Hand);
  h.add(0, "Phyrexian Vivisector");
  ObjId d = h.add(0, "Soaring Drake");
  ObjId top = h.add(0, "Swamp", Zone::Library);
  h.add(0, "Plains", Zone::Library);
  h.start();
  h.cast_resolve(bolt, {d});
  h.resolve_stack();
  h.answer(DecisionKind::ScryCard, OptKind::Bottom, top);
  EXPECT_EQ(h.player(0).library.back(), top);
}

TEST(Dmu, SplatterGoblinDiesAndShrinksAnOpposingCreature) {
  Table h(Step::Main1, 1);
  h.add_n(1, "Mountain", 2);
  ObjId bolt = h.add(1, "Lightning Strike", Zone::Hand);
  ObjId g = h.add(0, "Splatter Goblin");
  ObjId d = h.add(1, "Mesa Cavalier");  // 2/1 dies to -1/-1
  h.start();
  h.cast_resolve(bolt, {g});
  h.target(d);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Mesa Cavalier"), 1);
}

TEST(Dmu, TatteredApparitionPumps) {
  Table h;
  h.add_n(0, "Swamp", 4);
  ObjId t = h.add(0, "Tattered Apparition");
  h.start();
  EXPECT_TRUE(h.ch(t).keywords & KFlying);
  h.activate(t, 0);
  h.activate_resolve(t, 0);
  EXPECT_EQ(h.ch(t).power, 4);
  EXPECT_EQ(h.ch(t).toughness, 4);
}

TEST(Dmu, ToxicAbominationCostsTwoLife) {
  Table h;
  h.add_n(0, "Swamp", 2);
  ObjId t = h.add(0, "Toxic Abomination", Zone::Hand);
  h.start();
  h.cast_resolve(t);
  h.resolve_stack();
  EXPECT_EQ(h.life(0), 18);
}

TEST(Dmu, PilferTakesAChosenNonlandCard) {
  Table h;
  h.add_n(0, "Swamp", 2);
  ObjId p = h.add(0, "Pilfer", Zone::Hand);
  ObjId land = h.add(1, "Forest", Zone::Hand);
  ObjId spell = h.add(1, "Lightning Strike", Zone::Hand);
  h.start();
  h.cast(p, {player_target(1)});
  h.pass();
  h.pass();
  if (h.decision().kind == DecisionKind::ChooseCard) {
    EXPECT_EQ(h.decision().player, 0);
    EXPECT_FALSE(h.has(OptKind::Object, land));
    h.choose(OptKind::Object, spell);
  }
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Lightning Strike"), 1);
  EXPECT_EQ(h.count_in(1, Zone::Hand, "Forest"), 1);
}

// ---- red

TEST(Dmu, ElectrostaticInfantryGrowsOnInstantsOnly) {
  Table h;
  h.add_n(0, "Mountain", 4);
  ObjId e = h.add(0, "Electrostatic Infantry");
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId kavu = h.add(0, "Sabotender", Zone::Hand);
  h.start();
  h.cast_resolve(bolt, {player_target(1)});
  h.resolve_stack();
  EXPECT_EQ(h.counters(e), 1);
  h.cast_resolve(kavu);
  EXPECT_EQ(h.counters(e), 1);
  EXPECT_EQ(h.ch(e).power, 2);
  EXPECT_TRUE(h.ch(e).keywords & KTrample);
}

TEST(Dmu, FlowstoneInfusionKillsAToughnessTwoCreature) {
  Table h;
  h.add(0, "Mountain");
  ObjId s = h.add(0, "Flowstone Infusion", Zone::Hand);
  ObjId mine = h.add(0, "Magnigoth Sentry");
  h.start();
  h.cast_resolve(s, {mine});
  EXPECT_EQ(h.ch(mine).power, 6);
  EXPECT_EQ(h.ch(mine).toughness, 2);
}

TEST(Dmu, FlowstoneKavuTradesToughnessForPower) {
  Table h;
  h.add_n(0, "Mountain", 3);
  ObjId k = h.add(0, "Flowstone Kavu");
  h.start();
  EXPECT_TRUE(h.ch(k).keywords & KMenace);
  h.activate(k, 0);
  h.activate_resolve(k, 0);
  EXPECT_EQ(h.ch(k).power, 4);
  EXPECT_EQ(h.ch(k).toughness, 1);
  h.activate_resolve(k, 0);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Flowstone Kavu"), 1);
}

TEST(Dmu, FuriousBellowPumpsFirstStrikeAndScries) {
  Table h;
  h.add_n(0, "Mountain", 2);
  ObjId s = h.add(0, "Furious Bellow", Zone::Hand);
  ObjId d = h.add(0, "Soaring Drake");
  ObjId top = h.add(0, "Forest", Zone::Library);
  h.start();
  h.cast_resolve(s, {d});
  h.answer(DecisionKind::ScryCard, OptKind::Bottom, top);
  EXPECT_EQ(h.ch(d).power, 5);
  EXPECT_EQ(h.ch(d).toughness, 3);
  EXPECT_TRUE(h.ch(d).keywords & KFirstStrike);
}

TEST(Dmu, GoblinPickerRummages) {
  Table h;
  h.add(0, "Mountain");
  ObjId g = h.add(0, "Goblin Picker");
  ObjId junk = h.add(0, "Forest", Zone::Hand);
  h.add(0, "Swamp", Zone::Library);
  h.start();
  h.activate(g, 0);
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, junk);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Forest"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Swamp"), 1);
  EXPECT_TRUE(h.st().obj(g).tapped);
}

TEST(Dmu, GoblinPickerNeedsACardToDiscard) {
  Table h;
  h.add(0, "Mountain");
  ObjId g = h.add(0, "Goblin Picker");
  h.start();
  EXPECT_FALSE(h.has(OptKind::Activate, g));
}

TEST(Dmu, JayasFirenadoHitsCreaturesNotPlayers) {
  Table h;
  h.add_n(0, "Mountain", 5);
  ObjId s = h.add(0, "Jaya's Firenado", Zone::Hand);
  ObjId m = h.add(1, "Magnigoth Sentry");
  h.start();
  h.choose(OptKind::Cast, s);
  h.expect(DecisionKind::ChooseTarget);
  EXPECT_FALSE(h.has(OptKind::Player));
  h.target(m);
  h.pay();
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Magnigoth Sentry"), 1);
}

TEST(Dmu, ShivanDevastatorEntersWithXCounters) {
  Table h;
  h.add_n(0, "Mountain", 4);
  ObjId s = h.add(0, "Shivan Devastator", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, s);
  h.answer(DecisionKind::ChooseX, OptKind::Number, kNoObj, 3);
  h.pay();
  h.resolve_stack();
  ObjId d = h.find_in(0, Zone::Battlefield, "Shivan Devastator");
  ASSERT_NE(d, kNoObj);
  EXPECT_EQ(h.counters(d), 3);
  EXPECT_EQ(h.ch(d).power, 3);
  EXPECT_TRUE(h.ch(d).keywords & KHaste);
  h.attack({d});  // haste: it can attack the turn it arrives
  h.pass_to_step(Step::Main2);
  EXPECT_EQ(h.life(1), 17);
}

TEST(Dmu, ThrillOfPossibilityDiscardsThenDrawsTwo) {
  Table h;
  h.add_n(0, "Mountain", 2);
  ObjId s = h.add(0, "Thrill of Possibility", Zone::Hand);
  ObjId junk = h.add(0, "Plains", Zone::Hand);
  h.add_n(0, "Swamp", 2, Zone::Library);
  h.start();
  h.cast(s);
  h.answer(DecisionKind::ChooseCostObject, OptKind::Object, junk);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Plains"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Hand, "Swamp"), 2);
}

// ---- green

TEST(Dmu, DeathbloomGardenerMakesAnyColor) {
  Table h;
  h.add(0, "Deathbloom Gardener");
  ObjId s = h.add(0, "Battlefly Swarm", Zone::Hand);  // {B} from a green creature
  h.start();
  h.cast_resolve(s);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Battlefly Swarm"), 1);
  EXPECT_TRUE(h.ch(h.find_in(0, Zone::Battlefield, "Deathbloom Gardener")).keywords & KDeathtouch);
}

TEST(Dmu, MossbeardAncientGainsFive) {
  Table h;
  h.add_n(0, "Forest", 7);
  ObjId m = h.add(0, "Mossbeard Ancient", Zone::Hand);
  h.start();
  h.cast_resolve(m);
  h.resolve_stack();
  EXPECT_EQ(h.life(0), 25);
}

TEST(Dmu, SnarespinnerGetsBiggerBlockingAFlyer) {
  Table h(Step::Main1, 1);
  ObjId s = h.add(0, "Snarespinner");
  ObjId d = h.add(1, "Soaring Drake");  // 2/1 flier
  h.start();
  h.attack_blocked(d, s);
  h.resolve_stack();
  EXPECT_EQ(h.ch(s).power, 3);
  h.pass_to_step(Step::Main2);
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Soaring Drake"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Snarespinner"), 1);
}

// Silver Scrutiny at instant speed: X is limited to 3 (601.3e); as a sorcery it isn't.
TEST(Dmu, SilverScrutinyInstantSpeedLimitsX) {
  for (Step step : {Step::End, Step::Main1}) {
    Table h(step);
    h.add_n(0, "Island", 7);
    h.add_n(0, "Swamp", 8, Zone::Library);
    ObjId card = h.add(0, "Silver Scrutiny", Zone::Hand);
    h.start();
    h.choose(OptKind::Cast, card);
    h.expect(DecisionKind::ChooseX);
    EXPECT_EQ(h.has(OptKind::Number, kNoObj, 4), step == Step::Main1);
    EXPECT_TRUE(h.has(OptKind::Number, kNoObj, 3));
  }
}

}  // namespace lore::test
