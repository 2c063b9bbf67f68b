// FINAL FANTASY and FINAL FANTASY Commander legends brought in last: damage doubled for a player
// "until your next turn" (Lightning, Army of One; 614.1a, 611.2b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_last_legend_scripts() {
  return {
      {"Lightning, Army of One",
       [](CardDef& c) {  // rulings FIN-R-0232 to FIN-R-0234
         c.keywords = KFirstStrike | KTrample | KLifelink;
         // "Stagger — Whenever Lightning deals combat damage to a player, until your next turn, if
         // a source would deal damage to that player or a permanent that player controls, it
         // deals double that damage instead."
         Ability stagger = triggered(
             on(Event::CombatDamageToPlayer),
             mode({}, {fx(Op::DoubleDamageToPlayerUntilYourNextTurn, Who::TriggerPlayer)}));
         stagger.text = "Stagger";
         c.abilities = {stagger};
       }},
  };
}

}  // namespace lore
