// FINAL FANTASY Commander cards that read the counters put this turn: Wakka, Devoted Guardian.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_turn_counter_scripts() {
  return {
      {"Wakka, Devoted Guardian",
       [](CardDef& c) {
         c.keywords = KReach | KTrample;
         // "Whenever Wakka deals combat damage to a player, destroy up to one target artifact
         // that player controls and put a +1/+1 counter on Wakka." (no target: the counter still
         // goes on; an illegal target: nothing happens, ruling FIN-R-0904)
         Ability hit =
             triggered(on(Event::CombatDamageToPlayer),
                       mode({target(permanent(TArtifact).with(ControlledByDefendingPlayer), 0, 1)},
                            {destroy(), counters(Counter::PlusOne, 1, Who::Source)}));
         // Blitzball Captain: "At the beginning of your end step, if a counter was put on Wakka
         // this turn, put a +1/+1 counter on each other creature you control." (603.4: checked
         // as the end step begins, ruling FIN-R-0905)
         Trigger end = on(Event::BeginningOfEndStep);
         end.if_clause = TriggerIf::CounterPutOnSourceThisTurn;
         Ability captain = triggered(
             end, mode({}, {all(counters(Counter::PlusOne, 1), another(yours(creature())))}));
         captain.text = "Blitzball Captain";
         c.abilities = {hit, captain};
       }},
      {"Lord Jyscal Guado",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "At the beginning of each end step, if you put a counter on a creature this turn,
         // investigate." (603.4: checked as the end step begins, ruling FIN-R-0778; 122.6;
         // investigate: create a Clue token, 701.16a)
         Trigger end = on(Event::BeginningOfEndStep);
         end.each_player = true;
         end.if_clause = TriggerIf::YouPutCounterOnCreatureThisTurn;
         c.abilities = {triggered(end, mode({}, {token("Clue")}))};
       }},
  };
}

}  // namespace lore
