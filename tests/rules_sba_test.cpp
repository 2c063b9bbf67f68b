// State-based actions (CR 704).
#include "harness.h"

namespace lore::test {

TEST(RulesSba, ZeroLifeLoses) {  // 704.5a
  Harness h;
  h.player(1).life = 0;
  h.start();
  EXPECT_TRUE(h.g.over());
  EXPECT_EQ(h.st().winner, 0);
  EXPECT_TRUE(h.log_has("704.5a"));
}

TEST(RulesSba, BothAtZeroIsADraw) {  // 104.4a
  Harness h;
  h.player(0).life = -2;
  h.player(1).life = 0;
  h.start();
  EXPECT_TRUE(h.g.over());
  EXPECT_EQ(h.st().winner, kNoPlayer);
}

TEST(RulesSba, DrawingFromEmptyLibraryLoses) {  // 704.5b
  Table h(Step::Upkeep);
  h.start();
  EXPECT_FALSE(h.g.over());
  h.pass();
  h.pass();  // draw step: the draw fails, then SBA before priority
  EXPECT_TRUE(h.g.over());
  EXPECT_EQ(h.st().winner, 1);
  EXPECT_TRUE(h.log_has("704.5b"));
}

TEST(RulesSba, ZeroToughnessGoesToGraveyard) {  // 704.5f
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");
  h.st().obj(drake).counter(Counter::MinusOne) = 3;
  h.start();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Soaring Drake"), 1);
  EXPECT_TRUE(h.log_has("704.5f"));
}

TEST(RulesSba, LethalDamageDestroys) {  // 704.5g
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake"), sentry = h.add(0, "Magnigoth Sentry");
  h.st().obj(drake).damage = 3;
  h.st().obj(sentry).damage = 3;
  h.start();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Soaring Drake"), 1);
  EXPECT_TRUE(h.on_battlefield(sentry));
  EXPECT_TRUE(h.log_has("704.5g"));
}

TEST(RulesSba, DeathtouchDamageDestroys) {  // 704.5h
  Harness h;
  ObjId ochu = h.add(1, "Gran Pulse Ochu");
  ObjId sentry = h.add(0, "Magnigoth Sentry");
  h.grant(ochu, KDeathtouch);  // in case the script doesn't set it
  deal_damage(h.g, ochu, {Target::Object, sentry}, 1, false);
  h.start();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Magnigoth Sentry"), 1);
  EXPECT_TRUE(h.log_has("704.5h"));
}

TEST(RulesSba, LegendRuleAsksWhichToKeep) {  // 704.5j
  Table h;
  ObjId a = h.add(0, "Sheoldred, the Apocalypse"), b = h.add(0, "Sheoldred, the Apocalypse");
  ObjId theirs = h.add(1, "Sheoldred, the Apocalypse");  // another controller: unaffected
  h.start();
  ASSERT_TRUE(h.expect(DecisionKind::LegendRule));
  EXPECT_EQ(h.decision().player, 0);
  EXPECT_EQ(h.decision().options.size(), 2u);
  h.choose(OptKind::Object, b);
  EXPECT_TRUE(h.on_battlefield(b));
  EXPECT_FALSE(h.on_battlefield(a));
  EXPECT_TRUE(h.on_battlefield(theirs));
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Sheoldred, the Apocalypse"), 1);
  EXPECT_TRUE(h.expect(DecisionKind::Priority));
}

TEST(RulesSba, PlusAndMinusCountersAnnihilate) {  // 704.5q
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");
  h.st().obj(drake).counter(Counter::PlusOne) = 2;
  h.st().obj(drake).counter(Counter::MinusOne) = 3;
  h.start();
  EXPECT_EQ(h.st().obj(drake).count(Counter::PlusOne), 0);
  EXPECT_EQ(h.st().obj(drake).count(Counter::MinusOne), 1);
  EXPECT_EQ(h.ch(drake).toughness, 2);
  EXPECT_TRUE(h.log_has("704.5q"));
}

TEST(RulesSba, IndestructibleSurvivesLethalDamage) {  // 702.12b
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");
  h.grant(drake, KIndestructible);
  h.st().obj(drake).damage = 5;
  h.start();
  EXPECT_TRUE(h.on_battlefield(drake));
  EXPECT_EQ(h.st().obj(drake).damage, 5);
  EXPECT_FALSE(h.g.over());
}

TEST(RulesSba, IndestructibleStillDiesToZeroToughness) {  // 704.5f is not destruction
  Harness h;
  ObjId drake = h.add(0, "Soaring Drake");
  h.grant(drake, KIndestructible);
  h.st().obj(drake).counter(Counter::MinusOne) = 3;
  h.start();
  EXPECT_EQ(h.count_in(0, Zone::Graveyard, "Soaring Drake"), 1);
}

}  // namespace lore::test
