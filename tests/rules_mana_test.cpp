// Paying mana (601.2g-h): which source and color each payment option offers. Playing lands,
// casting spells and activating abilities are scenarios (tests/scenarios/rules_casting_*.scn,
// rules_activated_*.scn).
#include "harness.h"

namespace lore::test {

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
  ASSERT_EQ(h.decision().choices(), 1);
  h.choose(OptKind::Color, mountain, MR);
  EXPECT_EQ(h.player(0).pool.total(), 0);
  h.resolve_stack();
  EXPECT_EQ(h.life(1), 17);
}

// 107.4f: Phyrexian symbols, one-color and hybrid, are parsed and printed where they were; each
// counts 1 toward the mana value (202.3g) and adds its colors (202.2d); paid, each becomes a
// symbol of the chosen color or nothing (2 life, 601.2b).
TEST(RulesMana, PhyrexianSymbols) {
  ManaCost c;
  ASSERT_TRUE(ManaCost::parse("{1}{G}{G/W/P}{W}", c));
  EXPECT_EQ(c.str(), "{1}{G}{G/W/P}{W}");
  EXPECT_EQ(c.mana_value(), 4);
  EXPECT_EQ(c.colors(), Green | White);
  EXPECT_EQ(c.phyrexian_count(), 1);
  EXPECT_EQ(c.with_phyrexian_paid(0).str(), "{1}{G}{G}{W}");
  EXPECT_EQ(c.with_phyrexian_paid(1 << 4).str(), "{1}{G}{W}{W}");
  EXPECT_EQ(c.with_phyrexian_paid(1).str(), "{1}{G}{W}");
  ASSERT_TRUE(ManaCost::parse("{W/P}", c));
  EXPECT_EQ(c.str(), "{W/P}");
  EXPECT_EQ(c.mana_value(), 1);
  EXPECT_EQ(c.colors(), White);
  ASSERT_TRUE(ManaCost::parse("{2}{U/P}{U/P}", c));
  EXPECT_EQ(c.str(), "{2}{U/P}{U/P}");
  EXPECT_EQ(c.with_phyrexian_paid(2).str(), "{2}{U}");
  ASSERT_TRUE(ManaCost::parse("{R/W/P}", c));
  EXPECT_EQ(c.str(), "{R/W/P}");
  EXPECT_FALSE(ManaCost::parse("{G/W}", c));  // hybrid without Phyrexian: not modelled
  EXPECT_FALSE(ManaCost::parse("{G/G/P}", c));
  EXPECT_FALSE(ManaCost::parse("{C/P}", c));
  EXPECT_FALSE(ManaCost::parse("{W/P}{W/P}{W/P}", c));  // more than kMaxPhyrexian
}

}  // namespace lore::test
