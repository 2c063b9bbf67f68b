// FINAL FANTASY Commander cards with abilities on combat damage to a player: Shadow, Mysterious
// Assassin and Vincent, Vengeful Atoner.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_combat_damage_scripts() {
  return {
      {"Shadow, Mysterious Assassin",
       [](CardDef& c) {
         // Throw: "Whenever Shadow deals combat damage to a player, you may sacrifice another
         // nonland permanent. If you do, draw two cards and each opponent loses life equal to the
         // mana value of the sacrificed permanent." (as it last existed, X 0: FIN-R-0819/0820)
         c.keywords = KDeathtouch;
         Effect sac = optional(fx(Op::Sacrifice, Who::Controller, 1));
         sac.filter = another(permanent(kPermanentTypes)).with(Nonland);
         Effect drain = fxv(Op::LoseLife, Who::EachOpponent, value(Value::LastMovedManaValue));
         Ability throw_ =
             triggered(on(Event::CombatDamageToPlayer),
                       mode({}, {sac, when(draw(2), Cond::IfYouDid), when(drain, Cond::IfYouDid)}));
         throw_.text = "Throw";
         c.abilities = {throw_};
       }},
      {"Vincent, Vengeful Atoner",
       [](CardDef& c) {
         // "Whenever one or more creatures you control deal combat damage to a player, put a
         // +1/+1 counter on Vincent." Chaos: "Whenever Vincent deals combat damage to an
         // opponent, it deals that much damage to each other opponent if Vincent's power is 7 or
         // greater." (its power as the ability resolves, last known if it left; the damage isn't
         // combat damage: rulings FIN-R-0901 to FIN-R-0903)
         c.keywords = KMenace;
         Trigger dealt = on_other(Event::CreaturesDealCombatDamageToPlayer, creature());
         Trigger chaos_hit = on(Event::CombatDamageToPlayer);
         chaos_hit.spell.who = Filter::Opponent;
         Effect spread = fxv(Op::DealDamage, Who::EachOtherOpponent, value(Value::TriggerAmount));
         spread.filter = creature().with(PowerAtLeast, 7);
         Ability chaos = triggered(chaos_hit, mode({}, {when(spread, Cond::SourceMatches)}));
         chaos.text = "Chaos";
         c.abilities = {triggered(dealt, mode({}, {counters(Counter::PlusOne, 1, Who::Source)})),
                        chaos};
       }},
  };
}

}  // namespace lore
