// FINAL FANTASY Commander cards about combat phases: Tifa, Martial Artist (melee, additional
// combat phases).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_melee_scripts() {
  return {
      {"Tifa, Martial Artist",
       [](CardDef& c) {
         // Melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for
         // each opponent you attacked this combat." (counted as it resolves; creatures that
         // entered attacking weren't declared, rulings FIN-R-0872 to FIN-R-0875)
         Value opponents = value(Value::OpponentsYouAttackedThisCombat);
         Effect bonus = fxv(Op::Pump, Who::Source, opponents);
         bonus.b = opponents;
         Ability melee = triggered(on(Event::Attacks), mode({}, {bonus}));
         melee.text = "Melee";
         // "Whenever one or more creatures you control with power 7 or greater deal combat
         // damage to a player, untap all creatures you control. If it's the first combat phase
         // of your turn, there is an additional combat phase after this phase." (each creature's
         // own power, FIN-R-0876; no additional main phase, FIN-R-0877)
         Trigger big =
             on_other(Event::CreaturesDealCombatDamageToPlayer, creature().with(PowerAtLeast, 7));
         Ability again =
             triggered(big, mode({}, {all(untap(Who::AllMatching), yours(creature())),
                                      when(fx(Op::AdditionalCombatPhase, Who::Controller),
                                           Cond::FirstCombatPhaseOfYourTurn)}));
         c.abilities = {melee, again};
       }},
  };
}

}  // namespace lore
