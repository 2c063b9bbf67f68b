// Dominaria United: Stronghold Arena (two kicker costs, a batched combat damage trigger).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_arena_scripts() {
  return {
      {"Stronghold Arena",
       [](CardDef& c) {
         // "Kicker {G} and/or {W}": two kicker costs, each paid at most once (702.33b, ruling
         // DMU-R-0289). "When this enchantment enters, you gain 3 life for each time it was
         // kicked." (702.33d)
         Ability enters = triggered(
             on(Event::EntersBattlefield),
             mode({}, {fxv(Op::GainLife, Who::Controller, value(Value::TimesKicked, 0, 3))}));
         // "Whenever one or more creatures you control deal combat damage to a player": once for
         // each player dealt combat damage in each combat damage step (510.2, ruling DMU-R-0290).
         // "you may reveal the top card of your library and put it into your hand. If you do,
         // you lose life equal to its mana value." (chosen before the card is seen, ruling
         // DMU-R-0291; 202.3e: an {X} in it is 0)
         Trigger dealt = on_other(Event::CreaturesDealCombatDamageToPlayer, creature());
         Effect reveal = optional(with_filter(fx(Op::RevealTopToHand, Who::Controller), Filter{}));
         Effect pay = when(fxv(Op::LoseLife, Who::Controller, value(Value::LastMovedManaValue)),
                           Cond::IfYouDid);
         c.abilities = {kicker("{G}"), kicker("{W}"), enters,
                        triggered(dealt, mode({}, {reveal, pay}))};
       }},
  };
}

}  // namespace lore
