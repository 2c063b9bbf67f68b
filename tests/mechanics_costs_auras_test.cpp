// Cost reductions (601.2f) and Auras (303.4, 704.5m).
#include "harness.h"

namespace lore::test {

namespace {

// Can player 1 cast `card` with `lands` (each "Name") on the battlefield and `setup` applied?
bool castable_with(const std::vector<std::string>& lands, const std::string& card,
                   const std::function<void(Harness&)>& setup = nullptr) {
  Harness h;
  for (const auto& l : lands) h.add(0, l);
  if (setup) setup(h);
  ObjId id = h.add(0, card, Zone::Hand);
  return can_cast(h.st(), id, 0);
}

}  // namespace

TEST(CostReduction, ArgivianPhalanxCostsOneLessPerCreature) {
  auto three_creatures = [](Harness& h) { h.add_n(0, "Soaring Drake", 3); };
  EXPECT_TRUE(castable_with({"Plains", "Plains", "Plains"}, "Argivian Phalanx", three_creatures));
  EXPECT_FALSE(castable_with({"Plains", "Plains"}, "Argivian Phalanx", three_creatures));
  EXPECT_FALSE(castable_with({"Plains", "Plains", "Plains"}, "Argivian Phalanx"));
}

TEST(CostReduction, ReductionPaysOnlyTheGenericPartAndIsPaidInFull) {
  Harness h;
  h.add_n(0, "Soaring Drake", 7);  // would reduce {5} by 7: never below {W}
  ObjId plains = h.add(0, "Plains");
  h.add(0, "Plains");
  ObjId phalanx = h.add(0, "Argivian Phalanx", Zone::Hand);
  h.start();
  h.cast_resolve(phalanx);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Argivian Phalanx"), 1);
  int tapped = 0;
  for (ObjId id : h.st().battlefield) tapped += h.st().obj(id).tapped;
  EXPECT_EQ(tapped, 1);  // just {W}
  EXPECT_TRUE(h.st().obj(plains).tapped || h.st().obj(plains + 1).tapped);
}

TEST(CostReduction, NecromassCountsCreatureCardsInYourGraveyard) {
  auto graveyard = [](Harness& h) {
    h.add_n(0, "Undercity Dire Rat", 4, Zone::Graveyard);
    h.add_n(0, "Cut Down", 3, Zone::Graveyard);            // not creatures
    h.add_n(1, "Undercity Dire Rat", 3, Zone::Graveyard);  // not yours
  };
  EXPECT_TRUE(castable_with({"Swamp", "Swamp", "Swamp"}, "Writhing Necromass", graveyard));
  EXPECT_FALSE(castable_with({"Swamp", "Swamp"}, "Writhing Necromass", graveyard));
}

TEST(CostReduction, SojournerCountsBasicLandTypes) {
  // Forest, Plains, Swamp: domain 3, so {7}{G} costs {4}{G}.
  EXPECT_TRUE(
      castable_with({"Forest", "Forest", "Forest", "Plains", "Swamp"}, "Yavimaya Sojourner"));
  EXPECT_FALSE(castable_with({"Forest", "Forest", "Plains", "Swamp"}, "Yavimaya Sojourner"));
  // A Town has no basic land type.
  EXPECT_FALSE(castable_with({"Forest", "Forest", "Forest", "Gongaga, Reactor Town", "Swamp"},
                             "Yavimaya Sojourner"));
}

TEST(CostReduction, MoltenMonstrosityUsesTheGreatestPower) {
  auto wurm = [](Harness& h) { h.add(0, "Elfhame Wurm"); };  // power 5: {7}{R} costs {2}{R}
  EXPECT_TRUE(castable_with({"Mountain", "Mountain", "Mountain"}, "Molten Monstrosity", wurm));
  EXPECT_FALSE(castable_with({"Mountain", "Mountain"}, "Molten Monstrosity", wurm));
}

TEST(Aura, HammerhandEnchantsGivesHasteAndStopsABlocker) {
  Table h;
  h.add(0, "Mountain");
  ObjId drake = h.add(0, "Soaring Drake");
  h.st().obj(drake).sick = true;
  ObjId wall = h.add(1, "Magnigoth Sentry");
  ObjId aura = h.add(0, "Hammerhand", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, aura);
  h.target(drake);  // 303.4a: an Aura spell targets
  h.pay();
  h.resolve_stack();
  h.target(wall);  // its enters trigger
  h.resolve_stack();
  ObjId hh = h.find_in(0, Zone::Battlefield, "Hammerhand");
  ASSERT_NE(hh, kNoObj);
  EXPECT_EQ(h.st().obj(hh).attached_to, drake);
  EXPECT_EQ(h.ch(drake).power, 3);
  EXPECT_EQ(h.ch(drake).toughness, 4);
  EXPECT_TRUE(h.ch(drake).keywords & KHaste);
  h.attack({drake});  // haste despite summoning sickness
  EXPECT_TRUE(h.st().obj(drake).attacking);
  // The Sentry (reach) could block the flyer, but it can't block this turn.
  h.pass_to(DecisionKind::DeclareBlocker);
  EXPECT_EQ(h.decision().about, wall);
  EXPECT_FALSE(h.has(OptKind::Block, wall));
  h.pass_to_step(Step::CombatDamage);
  EXPECT_EQ(h.life(1), 17);
}

TEST(Aura, GoesToTheGraveyardWhenItsCreatureLeaves) {
  Table h;
  h.add_n(0, "Mountain", 3);
  ObjId drake = h.add(0, "Soaring Drake");
  ObjId aura = h.add(0, "Hammerhand", Zone::Hand);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, aura);
  h.target(drake);
  h.pay();
  h.resolve_stack();
  h.target(drake);
  h.resolve_stack();
  ObjId hh = h.find_in(0, Zone::Battlefield, "Hammerhand");
  h.cast_resolve(bolt, {drake});  // 3 damage to a 3/4 (2/3 + the Aura): it survives
  EXPECT_FALSE(h.st().obj(drake).left);
  EXPECT_FALSE(h.st().obj(hh).left);
  h.st().obj(drake).damage = 4;  // now lethal: state-based actions run when priority passes
  h.g.state_edited();
  h.pass();
  EXPECT_TRUE(h.st().obj(drake).left);
  EXPECT_TRUE(h.st().obj(hh).left);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Hammerhand"), 1);
  EXPECT_TRUE(h.log_has("704.5m"));
}

TEST(Aura, DoesNotResolveIfItsTargetIsGone) {
  Table h;
  h.add_n(0, "Mountain", 1);
  h.add_n(1, "Swamp", 1);
  ObjId drake = h.add(0, "Undercity Dire Rat");
  ObjId aura = h.add(0, "Hammerhand", Zone::Hand);
  ObjId cut = h.add(1, "Cut Down", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, aura);
  h.target(drake);
  h.pay();
  h.pass();
  h.cast(cut, {drake});
  h.resolve_stack();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Hammerhand"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Hammerhand"), 0);
  EXPECT_TRUE(h.log_has("608.2b"));
}

TEST(AlternativeCost, SqueeIsCastFromTheGraveyardAndAttacksWithAGoblin) {
  Table h;
  h.add_n(0, "Mountain", 4);
  ObjId squee = h.add(0, "Squee, Dubious Monarch", Zone::Graveyard);
  std::vector<ObjId> others;
  for (int i = 0; i < 4; ++i) others.push_back(h.add(0, "Cut Down", Zone::Graveyard));
  h.start();
  EXPECT_TRUE(h.has(OptKind::Cast, squee, 1));  // 118.9: {3}{R} and exile four other cards
  h.choose(OptKind::Cast, squee, 1);
  h.pay();
  for (ObjId id : others) h.answer(DecisionKind::ChooseCostObject, OptKind::Object, id);
  EXPECT_EQ(h.count_in(0, Zone::Exile, "Cut Down"), 4);
  int tapped = 0;
  for (ObjId id : h.st().battlefield) tapped += h.st().obj(id).tapped;
  EXPECT_EQ(tapped, 4);  // {3}{R}, not its mana cost {2}{R}
  h.resolve_stack();
  ObjId s = h.find_in(0, Zone::Battlefield, "Squee, Dubious Monarch");
  ASSERT_NE(s, kNoObj);
  h.attack({s});  // haste
  h.resolve_all();
  ObjId goblin = h.find_in(0, Zone::Battlefield, "Goblin");
  ASSERT_NE(goblin, kNoObj);
  h.answer(DecisionKind::ChooseAttacked, OptKind::Attack, goblin, 1);  // 508.4: P2
  EXPECT_TRUE(h.st().obj(goblin).tapped);
  EXPECT_TRUE(h.st().obj(goblin).attacking);  // 508.4
  h.pass_to_step(Step::EndCombat);
  EXPECT_EQ(h.life(1), 17);
}

TEST(AlternativeCost, NeedsFourOtherCardsAndTheMana) {
  Harness h;
  h.add_n(0, "Mountain", 4);
  ObjId squee = h.add(0, "Squee, Dubious Monarch", Zone::Graveyard);
  h.add_n(0, "Cut Down", 3, Zone::Graveyard);
  EXPECT_FALSE(can_cast(h.st(), squee, 0, true));
  h.add(0, "Cut Down", Zone::Graveyard);
  EXPECT_TRUE(can_cast(h.st(), squee, 0, true));
  EXPECT_FALSE(can_cast(h.st(), squee, 0, false));  // not from the graveyard normally
}

TEST(CostIncrease, LoremasterOffersEachPlayerACardThatMakesTheirSpellsCostMore) {
  for (bool accept : {true, false}) {
    Table h(Step::Upkeep, 1);  // P2's turn: the draw step comes next
    h.add(0, "Academy Loremaster");
    h.add_n(1, "Mountain", 3);
    h.add_n(1, "Swamp", 5, Zone::Library);
    ObjId bolt = h.add(1, "Lightning Strike", Zone::Hand);
    h.start();
    h.pass_to(DecisionKind::YesNo);
    EXPECT_EQ(h.decision().player, 1);  // "that player" decides, not the Loremaster's controller
    h.choose(accept ? OptKind::Yes : OptKind::No);
    h.resolve_all();
    EXPECT_EQ(h.player(1).hand.size(), accept ? 3u : 2u);
    h.pass_to_step(Step::Main1);
    // {1}{R} plus {2}: three Mountains are not enough once the extra card was taken.
    EXPECT_EQ(can_cast(h.st(), bolt, 1), !accept);
    EXPECT_EQ(spell_total_cost(h.st(), bolt, 1, 0).str(), accept ? "{3}{R}" : "{1}{R}");
  }
}

TEST(Costs, RingOfTheLuciiMakesTwoManaAndPaysLife) {
  Table h;
  ObjId ring = h.add(0, "Ring of the Lucii");
  h.add(0, "Swamp");
  ObjId drake = h.add(1, "Soaring Drake");
  ObjId rager = h.add(0, "Phyrexian Rager", Zone::Hand);  // {2}{B}: the Ring pays the {2}
  h.add_n(0, "Swamp", 2, Zone::Library);
  h.start();
  h.choose(OptKind::Cast, rager);
  h.pay();
  EXPECT_TRUE(h.st().obj(ring).tapped);
  h.resolve_all();
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Phyrexian Rager"), 1);
  Table h2;
  ObjId ring2 = h2.add(0, "Ring of the Lucii");
  h2.add_n(0, "Swamp", 2);
  ObjId drake2 = h2.add(1, "Soaring Drake");
  h2.start();
  h2.activate_resolve(ring2, 1, {drake2});
  EXPECT_TRUE(h2.st().obj(drake2).tapped);
  EXPECT_EQ(h2.life(0), 19);  // paid 1 life
  h2.st().obj(ring2).tapped = false;
  for (ObjId id : h2.st().battlefield) h2.st().obj(id).tapped = false;
  EXPECT_TRUE(can_activate(h2.st(), ring2, 1, 0));
  h2.player(0).life = 0;  // 119.4: a player can't pay more life than they have
  EXPECT_FALSE(can_activate(h2.st(), ring2, 1, 0));
  (void)drake;
}

TEST(Sba, TenPoisonCountersLose) {
  Table h;
  h.player(1).poison = 10;
  h.start();
  EXPECT_TRUE(h.g.over());
  EXPECT_EQ(h.st().winner, 0);
  EXPECT_TRUE(h.log_has("704.5c"));
}

}  // namespace lore::test
