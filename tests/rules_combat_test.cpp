// Combat (CR 506-511) and the combat keywords (702).
#include "harness.h"

namespace lore::test {

namespace {

// A harness in P1's beginning of combat that asks every decision, even with one option.
struct Combat : Table {
  Combat() : Table(Step::BeginCombat) {}
  void finish() { pass_to_step(Step::Main2); }
  std::vector<ObjId> attack_options() {
    std::vector<ObjId> out;
    pass_to(DecisionKind::DeclareAttacker);
    while (decision().kind == DecisionKind::DeclareAttacker) {
      out.push_back(decision().about);
      choose(OptKind::NoAttack, decision().about);
    }
    return out;
  }
};

}  // namespace

TEST(RulesCombat, SummoningSickCantAttackHasteCan) {  // 302.6, 702.10b
  Combat h;
  ObjId sick = h.add(0, "Soaring Drake"), hasty = h.add(0, "Soaring Drake");
  ObjId ready = h.add(0, "Magnigoth Sentry");
  h.st().obj(sick).sick = h.st().obj(hasty).sick = true;
  h.grant(hasty, KHaste);
  h.start();
  auto opts = h.attack_options();
  EXPECT_EQ(opts, (std::vector<ObjId>{hasty, ready}));
}

TEST(RulesCombat, DefenderCantAttack) {  // 702.3b
  Combat h;
  ObjId wall = h.add(0, "Soaring Drake"), other = h.add(0, "Magnigoth Sentry");
  h.grant(wall, KDefender);
  h.start();
  EXPECT_EQ(h.attack_options(), std::vector<ObjId>{other});
}

TEST(RulesCombat, AttackingTapsButVigilanceDoesnt) {  // 508.1f, 702.20b
  Combat h;
  ObjId wurm = h.add(0, "Elfhame Wurm"), drake = h.add(0, "Soaring Drake");
  h.start();
  h.attack({wurm, drake});
  EXPECT_FALSE(h.st().obj(wurm).tapped);
  EXPECT_TRUE(h.st().obj(drake).tapped);
  h.finish();
  EXPECT_EQ(h.life(1), 13);
}

TEST(RulesCombat, FlyingBlockedOnlyByFlyingOrReach) {  // 702.9b, 702.17b
  Combat h;
  ObjId drake = h.add(0, "Soaring Drake");
  ObjId ground = h.add(1, "Phyrexian Rager"), reach = h.add(1, "Magnigoth Sentry");
  ObjId flyer = h.add(1, "Soaring Drake");
  h.start();
  h.attack({drake});
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareBlocker));
  while (h.decision().kind == DecisionKind::DeclareBlocker) {
    ObjId b = h.decision().about;
    EXPECT_EQ(h.has(OptKind::Block, b, drake), b != ground) << b;
    h.choose(b == reach ? OptKind::Block : OptKind::NoBlock, b, b == reach ? drake : -1);
  }
  (void)flyer;
  h.finish();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Soaring Drake"), 1);
  EXPECT_EQ(h.life(1), 20);
}

TEST(RulesCombat, MenaceNeedsTwoBlockers) {  // 702.111b
  Combat h;
  ObjId sentry = h.add(0, "Magnigoth Sentry");
  h.grant(sentry, KMenace);
  ObjId b1 = h.add(1, "Phyrexian Rager"), b2 = h.add(1, "Undercity Dire Rat");
  h.start();
  h.attack({sentry});
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareBlocker));
  ASSERT_EQ(h.decision().about, b1);
  h.choose(OptKind::Block, b1, sentry);
  // The second creature must now block too: a lone blocker would be illegal.
  ASSERT_TRUE(h.expect(DecisionKind::DeclareBlocker));
  EXPECT_EQ(h.decision().about, b2);
  EXPECT_FALSE(h.has(OptKind::NoBlock, b2));
  h.choose(OptKind::Block, b2, sentry);
  EXPECT_EQ(h.st().obj(b1).blocking, sentry);
  EXPECT_EQ(h.st().obj(b2).blocking, sentry);
}

TEST(RulesCombat, MenaceCantBeBlockedByOneCreature) {  // 702.111b
  Combat h;
  ObjId sentry = h.add(0, "Magnigoth Sentry");
  h.grant(sentry, KMenace);
  ObjId b1 = h.add(1, "Phyrexian Rager");
  ObjId flyer = h.add(1, "Soaring Drake");
  h.grant(sentry, KFlying);  // the Rager can't block it, so the Drake would be alone
  h.start();
  h.attack({sentry});
  ASSERT_TRUE(h.pass_to(DecisionKind::DeclareBlocker));
  while (h.decision().kind == DecisionKind::DeclareBlocker) {
    EXPECT_FALSE(h.has(OptKind::Block, h.decision().about, sentry));
    h.choose(OptKind::NoBlock, h.decision().about);
  }
  (void)b1, (void)flyer;
  h.finish();
  EXPECT_EQ(h.life(1), 16);
}

TEST(RulesCombat, FirstStrikerKillsBlockerBeforeItDealsDamage) {  // 702.7b, 510.4
  Combat h;
  ObjId rager = h.add(0, "Phyrexian Rager");  // 2/2 first strike
  h.grant(rager, KFirstStrike);
  ObjId rat = h.add(1, "Undercity Dire Rat");  // 2/2
  h.start();
  h.attack_blocked(rager, rat);
  h.pass_to_step(Step::FirstStrikeDamage);
  EXPECT_TRUE(h.st().obj(rat).left);
  h.finish();
  EXPECT_TRUE(h.on_battlefield(rager));
  EXPECT_EQ(h.st().obj(rager).damage, 0);
}

TEST(RulesCombat, DoubleStrikeDealsDamageTwice) {  // 702.4b
  Combat h;
  ObjId rager = h.add(0, "Phyrexian Rager");
  h.grant(rager, KDoubleStrike);
  h.start();
  h.attack({rager});
  h.pass_to_step(Step::FirstStrikeDamage);
  EXPECT_EQ(h.life(1), 18);
  h.finish();
  EXPECT_EQ(h.life(1), 16);
}

TEST(RulesCombat, DeathtouchKillsABiggerBlocker) {  // 702.2b
  Combat h;
  ObjId rat = h.add(0, "Undercity Dire Rat");
  h.grant(rat, KDeathtouch);
  ObjId sentry = h.add(1, "Magnigoth Sentry");
  h.start();
  h.attack_blocked(rat, sentry);
  h.finish();
  EXPECT_EQ(h.count_in(1, Zone::Graveyard, "Magnigoth Sentry"), 1);
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Undercity Dire Rat"), 1);
}

TEST(RulesCombat, LifelinkGainsLife) {  // 702.15b
  Combat h;
  ObjId drake = h.add(0, "Soaring Drake");
  h.grant(drake, KLifelink);
  h.start();
  h.attack({drake});
  h.finish();
  EXPECT_EQ(h.life(0), 22);
  EXPECT_EQ(h.life(1), 18);
}

TEST(RulesCombat, TrampleAssignsLethalThenThePlayer) {  // 702.19b
  Combat h;
  ObjId wurm = h.add(0, "Elfhame Wurm");       // 5/4 trample
  ObjId rat = h.add(1, "Undercity Dire Rat");  // 2/2
  h.st().obj(rat).damage = 0;
  h.start();
  h.attack_blocked(wurm, rat);
  ASSERT_TRUE(h.pass_to(DecisionKind::AssignDamage));
  EXPECT_EQ(h.decision().player, 0);
  EXPECT_FALSE(h.has(OptKind::Number, rat, 1));  // less than lethal to the blocker: illegal
  EXPECT_TRUE(h.has(OptKind::Number, rat, 2));
  EXPECT_TRUE(h.has(OptKind::Number, rat, 5));
  h.choose(OptKind::Number, rat, 2);
  h.finish();
  EXPECT_EQ(h.life(1), 17);
  EXPECT_TRUE(h.st().obj(rat).left);
}

TEST(RulesCombat, TrampleWithDeathtouchNeedsOnlyOne) {  // 702.19b, 702.2c
  Combat h;
  ObjId wurm = h.add(0, "Elfhame Wurm");
  h.grant(wurm, KDeathtouch);
  ObjId sentry = h.add(1, "Magnigoth Sentry");  // 4/4
  h.start();
  h.attack_blocked(wurm, sentry);
  ASSERT_TRUE(h.pass_to(DecisionKind::AssignDamage));
  EXPECT_FALSE(h.has(OptKind::Number, sentry, 0));
  h.choose(OptKind::Number, sentry, 1);
  h.finish();
  EXPECT_EQ(h.life(1), 16);
  EXPECT_TRUE(h.st().obj(sentry).left);
}

TEST(RulesCombat, AttackerDividesDamageAmongTwoBlockers) {  // 510.1c
  Combat h;
  ObjId sentry = h.add(0, "Magnigoth Sentry");  // 4/4, no trample
  ObjId r1 = h.add(1, "Undercity Dire Rat"), r2 = h.add(1, "Phyrexian Rager");
  h.start();
  h.attack({sentry});
  h.block({{r1, sentry}, {r2, sentry}});
  ASSERT_TRUE(h.pass_to(DecisionKind::AssignDamage));
  EXPECT_EQ(h.decision().player, 0);  // the attacking player divides
  EXPECT_EQ(h.decision().n, 4);
  ObjId first = h.decision().options[0].obj;
  h.choose(OptKind::Number, first, 2);
  if (h.decision().kind == DecisionKind::AssignDamage) {
    EXPECT_EQ(h.decision().options.size(), 1u);  // the rest goes to the last blocker
    h.g.answer(0);
  }
  h.finish();
  EXPECT_TRUE(h.st().obj(r1).left);
  EXPECT_TRUE(h.st().obj(r2).left);
  EXPECT_TRUE(h.st().obj(sentry).left);  // 2 + 2 damage back: lethal for the 4/4
  EXPECT_EQ(h.life(1), 20);
}

TEST(RulesCombat, UnblockedDamageToPlayerAndBlockersDealDamageBack) {  // 510.1
  Combat h;
  ObjId drake = h.add(0, "Soaring Drake"), rager = h.add(0, "Phyrexian Rager");
  ObjId sentry = h.add(1, "Magnigoth Sentry");
  h.start();
  h.attack({drake, rager});
  h.block({{sentry, rager}});
  h.finish();
  EXPECT_EQ(h.life(1), 18);
  EXPECT_TRUE(h.st().obj(rager).left);
  EXPECT_EQ(h.st().obj(sentry).damage, 2);
}

TEST(RulesCombat, TrampleOverTwoBlockersNeedsLethalForEach) {  // 702.19b
  Combat h;
  ObjId wurm = h.add(0, "Elfhame Wurm");                                        // 5/4 trample
  ObjId r1 = h.add(1, "Undercity Dire Rat"), r2 = h.add(1, "Phyrexian Rager");  // 2/2 each
  h.start();
  h.attack({wurm});
  h.block({{r1, wurm}, {r2, wurm}});
  ASSERT_TRUE(h.pass_to(DecisionKind::AssignDamage));
  ObjId first = h.decision().options[0].obj;
  h.choose(OptKind::Number, first, 2);
  ASSERT_TRUE(h.expect(DecisionKind::AssignDamage));
  ObjId second = h.decision().about == wurm ? h.decision().options[0].obj : kNoObj;
  EXPECT_FALSE(h.has(OptKind::Number, second, 1));
  h.choose(OptKind::Number, second, 2);
  h.finish();
  EXPECT_EQ(h.life(1), 19);
  EXPECT_TRUE(h.st().obj(r1).left);
  EXPECT_TRUE(h.st().obj(r2).left);
}

TEST(RulesCombat, ShortOfLethalOnTheFirstBlockerMeansNothingTramplesOver) {  // 702.19b
  Combat h;
  ObjId wurm = h.add(0, "Elfhame Wurm");
  ObjId r1 = h.add(1, "Undercity Dire Rat"), r2 = h.add(1, "Phyrexian Rager");
  h.start();
  h.attack({wurm});
  h.block({{r1, wurm}, {r2, wurm}});
  ASSERT_TRUE(h.pass_to(DecisionKind::AssignDamage));
  ObjId first = h.decision().options[0].obj;
  h.choose(OptKind::Number, first, 1);
  ASSERT_TRUE(h.expect(DecisionKind::AssignDamage));
  EXPECT_EQ(h.decision().options.size(), 1u);  // the other blocker takes all of the rest
  EXPECT_EQ(h.decision().options[0].n, 4);
  h.g.answer(0);
  h.finish();
  EXPECT_EQ(h.life(1), 20);
}

TEST(RulesCombat, DoubleStrikeTramplerHitsThePlayerAfterItsBlockerDied) {  // 702.19e
  Combat h;
  ObjId wurm = h.add(0, "Elfhame Wurm");
  h.grant(wurm, KDoubleStrike);
  ObjId rat = h.add(1, "Undercity Dire Rat");
  h.start();
  h.attack_blocked(wurm, rat);
  ASSERT_TRUE(h.pass_to(DecisionKind::AssignDamage));
  h.choose(OptKind::Number, rat, 2);
  h.finish();
  EXPECT_EQ(h.life(1), 12);               // 3 trampled over, then all 5 with no blocker left
  EXPECT_EQ(h.st().obj(wurm).damage, 0);  // the rat died before dealing damage
}

TEST(RulesCombat, BlockerWithFirstStrikeKillsAttackerFirst) {  // 510.4
  Combat h;
  ObjId rat = h.add(0, "Undercity Dire Rat");
  ObjId rager = h.add(1, "Phyrexian Rager");
  h.grant(rager, KFirstStrike);
  h.start();
  h.attack_blocked(rat, rager);
  h.finish();
  EXPECT_TRUE(h.st().obj(rat).left);
  EXPECT_TRUE(h.on_battlefield(rager));
  EXPECT_EQ(h.st().obj(rager).damage, 0);
}

}  // namespace lore::test
