// FINAL FANTASY creatures with a rule of their own: a Wall that attacks once it has a counter
// (Demon Wall), an enters trigger hitting each opponent's hand, life and library (Malboro), an
// attack trigger dealing damage to the defending player (Barret Wallace).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_rule_creature_scripts() {
  return {
      {"Demon Wall",
       [](CardDef& c) {
         c.keywords = KDefender | KMenace;
         c.abilities = {static_ability(StaticKind::AttacksDespiteDefenderWithCounter),
                        named(activated(cost("{5}{B}"),
                                        mode({}, {counters(Counter::PlusOne, 2, Who::Source)})),
                              "{5}{B}: Put two +1/+1 counters on this creature")};
       }},
      {"Malboro",
       [](CardDef& c) {
         // "Bad Breath — When this creature enters, each opponent discards a card, loses 2 life,
         // and exiles the top three cards of their library."
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {fx(Op::Discard, Who::EachOpponent, 1), lose(2, Who::EachOpponent),
                                 fx(Op::ExileTopOfLibrary, Who::EachOpponent, 3)})),
             typecycling("{2}", "Swamp", "Swampcycling {2}")};
       }},
      {"Barret Wallace",
       [](CardDef& c) {
         // "it deals damage equal to the number of equipped creatures you control to defending
         // player" (counted as it resolves, ruling FIN-R-0088; 802.2a: the player it attacks)
         c.keywords = KReach;
         c.abilities = {triggered(on(Event::Attacks),
                                  mode({}, {fxv(Op::DealDamage, Who::DefendingPlayer,
                                                value(Value::EquippedCreaturesYouControl))}))};
       }},
  };
}

}  // namespace lore
