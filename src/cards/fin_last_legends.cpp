// FINAL FANTASY and FINAL FANTASY Commander legends brought in last: damage doubled for a player
// "until your next turn" (Lightning, Army of One; 614.1a, 611.2b); keywords and ward given during
// your turn to enchantment creatures (Yuna, Hope of Spira; 613.1f); a target whose mana value is
// the triggering spell's (Krile Baldesion; 202.3e); opponents dealt combat damage by it or a
// Dragon this turn (Estinien Varlineau; 510.2).
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
      {"Yuna, Hope of Spira",
       [](CardDef& c) {  // rulings FIN-R-0413 to FIN-R-0416 (finality counters)
         // "During your turn, Yuna and enchantment creatures you control have trample, lifelink,
         // and ward {2}." (613.1f; its own keywords, and the others' from an anthem)
         Ability self = static_ability(StaticKind::KeywordsDuringYourTurn);
         self.stat.keywords = KTrample | KLifelink;
         Filter enchantment_creatures = yours(creature().with(AlsoTypes, TEnchantment));
         Ability others = anthem(enchantment_creatures, 0, 0);
         others.stat.keywords = KTrample | KLifelink;
         others.stat.your_turn_only = true;
         // ward {2} as a trigger condition (603.2): it has ward only during your turn
         Ability own_ward = ward("{2}");
         own_ward.trigger.if_clause = TriggerIf::DuringYourTurn;
         Ability grant = static_ability(StaticKind::CreaturesYouControlHaveAbility);
         grant.stat.filter = enchantment_creatures;
         grant.linked = 5;
         Ability granted_ward = own_ward;
         granted_ward.kind = AbilityKind::Linked;
         // "At the beginning of your end step, return up to one target enchantment card from
         // your graveyard to the battlefield with a finality counter on it." (122.1h)
         Effect back = fx(Op::ReturnToBattlefield, Who::Target);
         back.counter = Counter::Finality;
         back.b = n(1);
         Ability end_step =
             triggered(on(Event::BeginningOfEndStep),
                       mode({target_card_in_your_graveyard(TEnchantment, 0, 1)}, {back}));
         c.abilities = {self, others, own_ward, grant, end_step, granted_ward};
       }},
      {"Krile Baldesion",
       [](CardDef& c) {  // rulings FIN-R-0765 to FIN-R-0767
         c.keywords = KLifelink;
         // "Trace Aether — Whenever you cast a noncreature spell, you may return target creature
         // card with mana value equal to that spell's mana value from your graveyard to your
         // hand. Do this only once each turn."
         TargetSpec same_value = target_card_in_your_graveyard(TCreature);
         same_value.mana_value_x = true;  // X: the spell's mana value (Trigger below)
         Ability aether = triggered(
             on_cast(Filter{}.with(NonCreature)),
             mode({same_value},
                  {when(optional(fx(Op::ReturnToHand, Who::Target)), Cond::NotDoneThisTurn)}));
         aether.trigger.x_is_spell_mana_value = true;
         aether.text = "Trace Aether";
         c.abilities = {aether};
       }},
      {"Estinien Varlineau",
       [](CardDef& c) {  // ruling FIN-R-0719
         // "Whenever you cast a noncreature spell, put a +1/+1 counter on Estinien Varlineau. It
         // gains flying until end of turn."
         Ability jump = triggered(
             on_cast(Filter{}.with(NonCreature)),
             mode({}, {counters(Counter::PlusOne, 1, Who::Source), grant(KFlying, Who::Source)}));
         // "At the beginning of your second main phase, you draw X cards and lose X life, where X
         // is the number of your opponents who were dealt combat damage by Estinien Varlineau or
         // a Dragon this turn." (505.1a: the main phase after combat)
         const Value x = value(Value::OpponentsDealtCombatDamageBySourceOrDragon);
         Ability second_main = triggered(on(Event::BeginningOfPostcombatMain),
                                         mode({}, {fxv(Op::DrawCards, Who::Controller, x),
                                                   fxv(Op::LoseLife, Who::Controller, x)}));
         c.abilities = {jump, second_main};
       }},
  };
}

}  // namespace lore
