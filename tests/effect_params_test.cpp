// An effect's op-specific parameters (card.h, Effect::params): one family's, checked against its
// op.
#include "cards/dsl.h"
#include "engine/card_db.h"
#include "harness.h"

namespace lore::test {

using namespace dsl;

TEST(EffectParams, DefaultsWhenNoneWereSet) {
  Effect e = search(Filter{});
  EXPECT_EQ(params<Effect::Library>(e).to, Zone::Hand);
  Effect plain = destroy();
  EXPECT_FALSE(params<Effect::DestroySacrifice>(plain).no_regen);
  EXPECT_TRUE(std::holds_alternative<std::monostate>(plain.params));
}

TEST(EffectParams, OnlyTheFamilyOfItsOp) {
  Effect fetch = search(Filter{}, Zone::Battlefield, true);
  EXPECT_TRUE(params_fit(fetch));
  EXPECT_TRUE(params<Effect::Library>(fetch).tapped);
  Effect kill = destroy();
  kill.set<Effect::Library>().tapped = true;  // a Destroy reads no library parameters
  EXPECT_FALSE(params_fit(kill));
  EXPECT_THROW(fetch.set<Effect::TokensCopies>(), std::logic_error);  // one family per effect
}

TEST(EffectParams, EveryCardEffectFitsItsOp) {
  for (const CardDef& c : CardDb::get().all())
    for (const Ability& a : c.abilities)
      for (const Mode& m : a.modes)
        for (const Effect& e : m.effects) EXPECT_TRUE(params_fit(e)) << c.name;
}

}  // namespace lore::test
