// Playing lands (305), casting spells (601), paying mana (601.2g-h), targets (115, 608.2b),
// and activated abilities (602, 302.6).
#include "harness.h"

namespace lore::test {

TEST(RulesLand, OnePerTurn) {  // 305.2
  Table h;
  ObjId m1 = h.add(0, "Mountain", Zone::Hand), m2 = h.add(0, "Mountain", Zone::Hand);
  h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  EXPECT_TRUE(h.has(OptKind::PlayLand, m1));
  h.choose(OptKind::PlayLand, m1);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Mountain"), 1);
  ASSERT_TRUE(h.expect(DecisionKind::Priority));
  EXPECT_EQ(h.decision().player, 0);  // a special action keeps priority (116.3c)
  EXPECT_FALSE(h.has(OptKind::PlayLand, m2));
}

TEST(RulesLand, MainPhaseOfOwnTurnOnly) {  // 305.1
  Table h(Step::BeginCombat);
  ObjId m0 = h.add(0, "Mountain", Zone::Hand), m1 = h.add(1, "Mountain", Zone::Hand);
  h.start();
  EXPECT_FALSE(h.has(OptKind::PlayLand, m0));
  h.pass_to_step(Step::Main2);
  EXPECT_TRUE(h.has(OptKind::PlayLand, m0));
  h.pass();
  EXPECT_EQ(h.decision().player, 1);
  EXPECT_FALSE(h.has(OptKind::PlayLand, m1));  // not on the opponent's turn
}

TEST(RulesLand, OnlyWithEmptyStack) {  // 305.1, 307.1
  Table h;
  h.add_n(0, "Mountain", 2);
  ObjId land = h.add(0, "Forest", Zone::Hand);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  EXPECT_TRUE(h.has(OptKind::PlayLand, land));
  h.cast(bolt, {player_target(1)});
  ASSERT_EQ(h.st().stack.size(), 1u);
  EXPECT_EQ(h.decision().player, 0);
  EXPECT_FALSE(h.has(OptKind::PlayLand, land));
}

TEST(RulesCasting, SorceryTimingForCreatures) {  // 307.1
  Table h(Step::BeginCombat);
  h.add_n(0, "Island", 3);
  h.add_n(0, "Mountain", 2);
  ObjId drake = h.add(0, "Soaring Drake", Zone::Hand);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  EXPECT_FALSE(h.has(OptKind::Cast, drake));
  EXPECT_TRUE(h.has(OptKind::Cast, bolt));  // an instant at any time with priority
  h.pass_to_step(Step::Main2);
  EXPECT_TRUE(h.has(OptKind::Cast, drake));
  h.cast(bolt, {player_target(1)});
  EXPECT_FALSE(h.has(OptKind::Cast, drake));  // not while the stack is non-empty
}

TEST(RulesCasting, InstantOnOpponentsTurn) {  // 304.1
  Table h(Step::Upkeep, 1);
  h.add_n(0, "Mountain", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.add(0, "Soaring Drake", Zone::Hand);
  h.start();
  EXPECT_EQ(h.decision().player, 1);
  h.pass();  // the active player passes; P1 may cast in P2's upkeep
  h.cast_resolve(bolt, {player_target(1)});
  EXPECT_EQ(h.life(1), 17);
}

TEST(RulesCasting, FlashAtInstantSpeed) {  // 702.8a
  LORE_NEED_CARD("Resolute Reinforcements");
  Table h(Step::Upkeep, 1);
  h.add_n(0, "Plains", 2);
  ObjId r = h.add(0, "Resolute Reinforcements", Zone::Hand);
  h.start();
  h.pass();
  h.cast_resolve(r);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Resolute Reinforcements"), 1);
}

TEST(RulesCasting, TargetsOfferedAndChosen) {  // 601.2c
  Table h;
  h.add_n(0, "Mountain", 2);
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId drake = h.add(1, "Soaring Drake");
  ObjId land = h.add(1, "Island");
  h.start();
  h.choose(OptKind::Cast, bolt);
  ASSERT_TRUE(h.expect(DecisionKind::ChooseTarget));
  EXPECT_TRUE(h.has(OptKind::Player, kNoObj, 0));
  EXPECT_TRUE(h.has(OptKind::Player, kNoObj, 1));
  EXPECT_TRUE(h.has(OptKind::Object, drake));
  EXPECT_FALSE(h.has(OptKind::Object, land));  // "any target": creature, player, planeswalker
  h.target(drake);
  h.pay();
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Soaring Drake"), 1);
  EXPECT_EQ(h.life(1), 20);
}

TEST(RulesCasting, SpellWithIllegalTargetDoesNotResolve) {  // 608.2b
  Table h;
  h.add_n(0, "Mountain", 4);
  ObjId b1 = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId b2 = h.add(0, "Lightning Strike", Zone::Hand);
  ObjId rat = h.add(1, "Undercity Dire Rat");
  h.start();
  h.cast(b1, {rat});
  h.cast(b2, {rat});  // holding priority: both target the rat
  ASSERT_EQ(h.st().stack.size(), 2u);
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Undercity Dire Rat"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Lightning Strike"), 2);  // the fizzled one too
  EXPECT_TRUE(h.log_has("608.2b"));
  EXPECT_EQ(h.life(1), 20);
  EXPECT_TRUE(h.st().stack.empty());
}

TEST(RulesCasting, NoCastWithoutLegalTarget) {  // 601.2c
  Table h;
  h.add(0, "Swamp");
  ObjId cut = h.add(0, "Cut Down", Zone::Hand);
  h.add(1, "Magnigoth Sentry");  // 4/4: total 8, not a legal target
  h.start();
  EXPECT_FALSE(h.has(OptKind::Cast, cut));
  ObjId rat = h.add(1, "Undercity Dire Rat");
  h.pass();
  h.pass();  // next step: options recomputed
  h.pass_to_step(Step::Main2);
  ASSERT_TRUE(h.has(OptKind::Cast, cut));
  h.choose(OptKind::Cast, cut);
  // Only the rat can be chosen.
  ASSERT_TRUE(h.expect(DecisionKind::ChooseTarget));
  EXPECT_EQ(h.decision().options.size(), 1u);
  h.target(rat);
}

// 601.2g-h: only sources that leave the rest of the cost payable are offered.
TEST(RulesMana, PaymentOffersOnlyFeasibleSources) {
  Table h;
  ObjId mountain = h.add(0, "Mountain"), forest = h.add(0, "Forest");
  h.start();
  ManaCost cost;
  ASSERT_TRUE(ManaCost::parse("{R}{G}", cost));
  h.st().paying = cost;
  auto opts = payment_options(h.st(), 0, kNoObj);
  ASSERT_EQ(opts.size(), 2u);
  EXPECT_EQ(opts[0], (Option{OptKind::Color, mountain, MR}));
  EXPECT_EQ(opts[1], (Option{OptKind::Color, forest, MG}));
  // A Treasure (any color) next to a Mountain must make the green.
  Table h2;
  ObjId m2 = h2.add(0, "Mountain");
  ObjId treasure = h2.add(0, "Treasure");
  h2.st().obj(treasure).token = true;
  h2.start();
  h2.st().paying = cost;
  opts = payment_options(h2.st(), 0, kNoObj);
  ASSERT_EQ(opts.size(), 2u);
  EXPECT_EQ(opts[0], (Option{OptKind::Color, m2, MR}));
  EXPECT_EQ(opts[1], (Option{OptKind::Color, treasure, MG}));
}

TEST(RulesMana, PayingGenericFirstKeepsColorsConsistent) {
  Table h;
  ObjId mountain = h.add(0, "Mountain");
  ObjId forest = h.add(0, "Forest");
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, bolt);
  h.choose(OptKind::Player, kNoObj, 1);
  ASSERT_TRUE(h.expect(DecisionKind::PayMana));
  EXPECT_FALSE(h.has(OptKind::Color, mountain, MC));
  EXPECT_TRUE(h.has(OptKind::Color, forest, MG));
  h.choose(OptKind::Color, forest, MG);  // the Forest pays {1}
  ASSERT_TRUE(h.expect(DecisionKind::PayMana));
  ASSERT_EQ(h.decision().options.size(), 1u);
  h.choose(OptKind::Color, mountain, MR);
  EXPECT_EQ(h.player(0).pool.total(), 0);
  h.resolve_stack();
  EXPECT_EQ(h.life(1), 17);
}

TEST(RulesCasting, XSpellPaysXAndUsesIt) {  // 107.3, 601.2b, 601.2f
  LORE_NEED_CARD("Shivan Devastator");      // {X}{R}: enters with X +1/+1 counters
  Table h;
  h.add_n(0, "Mountain", 4);
  ObjId dragon = h.add(0, "Shivan Devastator", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, dragon);
  ASSERT_TRUE(h.expect(DecisionKind::ChooseX));
  EXPECT_TRUE(h.has(OptKind::Number, kNoObj, 0));
  EXPECT_TRUE(h.has(OptKind::Number, kNoObj, 3));
  EXPECT_FALSE(h.has(OptKind::Number, kNoObj, 4));  // X=4 would need five mana
  h.choose(OptKind::Number, kNoObj, 3);
  h.pay();
  for (ObjId id : h.st().battlefield) EXPECT_TRUE(h.st().obj(id).tapped);  // all four paid
  h.resolve_stack();
  ObjId d = h.find_in(0, Zone::Battlefield, "Shivan Devastator");
  ASSERT_NE(d, kNoObj);
  EXPECT_EQ(h.st().obj(d).count(Counter::PlusOne), 3);
  EXPECT_EQ(h.ch(d).power, 3);
}

TEST(RulesCasting, ModalSpellOffersOnlyModesWithLegalTargets) {  // 700.2a, 601.2b
  LORE_NEED_CARD("Destroy Evil");
  Table h;
  h.add_n(0, "Plains", 2);
  ObjId spell = h.add(0, "Destroy Evil", Zone::Hand);
  ObjId sentry = h.add(1, "Magnigoth Sentry");  // toughness 4: mode 1 only (no enchantment)
  h.start();
  h.choose(OptKind::Cast, spell);
  ASSERT_TRUE(h.expect(DecisionKind::ChooseMode));
  EXPECT_EQ(h.decision().options.size(), 1u);  // no enchantment to target
  h.choose(OptKind::Number, kNoObj, 0);
  h.target(sentry);
  h.pay();
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Magnigoth Sentry"), 1);
}

TEST(RulesActivated, SacrificeCostOfTreasure) {  // 111.10a, 602.2
  Table h;
  ObjId treasure = h.add(0, "Treasure");
  h.st().obj(treasure).token = true;
  h.st().obj(treasure).sick = true;  // 302.6 applies to creatures only
  h.add(0, "Mountain");
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  h.choose(OptKind::Cast, bolt);
  h.choose(OptKind::Player, kNoObj, 1);
  ASSERT_TRUE(h.expect(DecisionKind::PayMana));
  h.choose(OptKind::Color, treasure, MW);  // {1}: offered once, as the first color
  EXPECT_TRUE(h.st().obj(treasure).left);
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Treasure"), 0);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Treasure"), 0);  // a token ceases to exist
  h.pay();
  h.resolve_stack();
  EXPECT_EQ(h.life(1), 17);
}

// 601.2h: a Treasure can't both make mana for a cost and be the artifact sacrificed for it.
TEST(RulesMana, TreasureReservedForASacrificeCost) {
  LORE_NEED_CARD("Ahriman");  // {3}, Sacrifice another creature or artifact: Draw a card
  Table h;
  ObjId ahriman = h.add(0, "Ahriman");
  ObjId treasure = h.add(0, "Treasure");
  h.st().obj(treasure).token = true;
  h.add_n(0, "Swamp", 2);
  h.add(0, "Mountain", Zone::Library);
  h.start();
  EXPECT_FALSE(h.has(OptKind::Activate, ahriman));  // the Treasure can't be both
  h.add(0, "Swamp");
  h.pass();
  h.pass_to_step(Step::Main2);
  ASSERT_TRUE(h.has(OptKind::Activate, ahriman));
  h.choose(OptKind::Activate, ahriman);
  while (h.decision().kind == DecisionKind::PayMana) {
    for (const auto& o : h.decision().options) EXPECT_NE(o.obj, treasure);
    h.g.answer(0);
  }
  ASSERT_TRUE(h.expect(DecisionKind::ChooseCostObject));
  h.choose(OptKind::Object, treasure);
  h.resolve_stack();
  EXPECT_EQ(h.player(0).hand.size(), 1u);
}

TEST(RulesActivated, TapAbilityRespectsSummoningSickness) {  // 302.6
  LORE_NEED_CARD("Goblin Picker");
  Table h;
  h.add_n(0, "Mountain", 2);
  ObjId picker = h.add(0, "Goblin Picker");
  h.add(0, "Forest", Zone::Hand);
  h.st().obj(picker).sick = true;
  h.start();
  EXPECT_FALSE(h.has(OptKind::Activate, picker));
  Table h2;
  h2.add_n(0, "Mountain", 2);
  ObjId p2 = h2.add(0, "Goblin Picker");
  ObjId card = h2.add(0, "Forest", Zone::Hand);
  h2.add(0, "Mountain", Zone::Library);
  h2.start();
  ASSERT_TRUE(h2.has(OptKind::Activate, p2));
  h2.activate(p2, 0);
  if (h2.decision().kind == DecisionKind::ChooseCostObject) h2.choose(OptKind::Object, card);
  EXPECT_EQ(h2.count_in(0, Zone::Graveyard, "Forest"), 1);  // discard cost paid
  EXPECT_TRUE(h2.st().obj(p2).tapped);
  h2.resolve_stack();
  EXPECT_EQ(h2.player(0).hand.size(), 1u);
}

TEST(RulesActivated, SacrificeAsAnAdditionalCost) {  // 601.2h, 701.21
  LORE_NEED_CARD("Bone Splinters");
  Table h;
  h.add(0, "Swamp");
  ObjId spl = h.add(0, "Bone Splinters", Zone::Hand);
  ObjId sentry = h.add(1, "Magnigoth Sentry");
  h.start();
  EXPECT_FALSE(h.has(OptKind::Cast, spl));  // no creature to sacrifice
  ObjId rat = h.add(0, "Undercity Dire Rat");
  ObjId rager = h.add(0, "Phyrexian Rager");
  h.pass();
  h.pass_to_step(Step::Main2);
  ASSERT_TRUE(h.has(OptKind::Cast, spl));
  h.cast(spl, {sentry});
  ASSERT_TRUE(h.expect(DecisionKind::ChooseCostObject));
  EXPECT_TRUE(h.has(OptKind::Object, rager));
  EXPECT_FALSE(h.has(OptKind::Object, sentry));  // only your own creatures
  h.choose(OptKind::Object, rat);
  EXPECT_TRUE(h.st().obj(rat).left);  // paid as the spell is cast
  h.resolve_stack();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Magnigoth Sentry"), 1);
  EXPECT_TRUE(h.on_battlefield(rager));
  EXPECT_EQ(h.count_in(0, Zone::Battlefield, "Treasure"), 1);  // the rat's dies trigger
}

TEST(RulesActivated, SickCreatureCantTapForMana) {  // 302.6
  LORE_NEED_CARD("Deathbloom Gardener");
  Table h;
  h.add(0, "Mountain");
  ObjId elf = h.add(0, "Deathbloom Gardener");
  h.st().obj(elf).sick = true;
  ObjId bolt = h.add(0, "Lightning Strike", Zone::Hand);
  h.start();
  EXPECT_FALSE(h.has(OptKind::Cast, bolt));  // only one usable source
  h.st().obj(elf).sick = false;
  h.pass();
  h.pass_to_step(Step::Main2);
  EXPECT_TRUE(h.has(OptKind::Cast, bolt));
}

TEST(RulesActivated, LoyaltyAbilitiesOnlyAsASorcery) {  // 606.3
  LORE_NEED_CARD("Liliana of the Veil");
  Table h(Step::BeginCombat);
  ObjId lili = h.add(0, "Liliana of the Veil");
  h.add(0, "Swamp", Zone::Hand);
  h.add(1, "Swamp", Zone::Hand);
  h.start();
  EXPECT_FALSE(h.has(OptKind::Activate, lili));
  h.pass_to_step(Step::Main2);
  ASSERT_TRUE(h.has(OptKind::Activate, lili, 0));
  h.choose(OptKind::Activate, lili, 0);
  EXPECT_FALSE(h.has(OptKind::Activate, lili));  // once per turn, and not with a full stack
}

TEST(RulesActivated, ActivateOnlyAsASorcery) {  // 602.5d
  Table h(Step::BeginCombat);
  ObjId bomb = h.add(0, "Blazing Bomb");
  h.add(1, "Soaring Drake");
  h.start();
  EXPECT_FALSE(h.has(OptKind::Activate, bomb));
  h.pass_to_step(Step::Main2);
  EXPECT_TRUE(h.has(OptKind::Activate, bomb));
}

TEST(RulesTriggers, InterveningIfOnManaSpentToCast) {  // 603.4, 601.2h
  Table h;
  ObjId bomb = h.add(0, "Blazing Bomb");
  h.add_n(0, "Swamp", 4);
  ObjId drake = h.add(1, "Soaring Drake");
  ObjId sephiroth = h.add(0, "Sephiroth's Intervention", Zone::Hand);  // {3}{B}: four mana
  h.start();
  h.cast(sephiroth, {drake});
  h.resolve_all();
  EXPECT_EQ(h.st().obj(bomb).count(Counter::PlusOne), 1);
  Table h2;
  ObjId bomb2 = h2.add(0, "Blazing Bomb");
  h2.add(0, "Swamp");
  ObjId rat = h2.add(1, "Undercity Dire Rat");
  ObjId cut = h2.add(0, "Cut Down", Zone::Hand);  // {B}: one mana
  h2.start();
  h2.cast(cut, {rat});
  h2.resolve_all();
  EXPECT_TRUE(h2.st().obj(rat).left);
  EXPECT_EQ(h2.st().obj(bomb2).count(Counter::PlusOne), 0);  // only one mana: no counter
}

TEST(RulesActivated, BlowUpUsesThePowerItLastHad) {  // 608.2h
  Table h(Step::Main2);
  ObjId bomb = h.add(0, "Blazing Bomb");
  h.st().obj(bomb).counter(Counter::PlusOne) = 2;  // 3/3
  ObjId sentry = h.add(1, "Magnigoth Sentry");
  h.start();
  h.activate(bomb, 1, {sentry});
  EXPECT_TRUE(h.st().obj(bomb).left);  // sacrificed as a cost
  h.resolve_all();
  EXPECT_EQ(h.st().obj(sentry).damage, 3);
}

}  // namespace lore::test
