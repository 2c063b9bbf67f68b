// FINAL FANTASY Commander cards that reward casting noncreature spells: G'raha Tia, Scion Reborn
// and Lyse Hext.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_noncreature_cast_scripts() {
  return {
      {"G'raha Tia, Scion Reborn",
       [](CardDef& c) {
         // Throw Wide the Gates: "Whenever you cast a noncreature spell, you may pay X life,
         // where X is that spell's mana value. If you do, create a 1/1 colorless Hero creature
         // token and put X +1/+1 counters on it. Do this only once each turn." (X: the spell's
         // mana value on the stack, its X included, rulings FIN-R-0734, FIN-R-0735)
         c.keywords = KLifelink;
         Value x = value(Value::TriggerObjectManaValue);
         Effect pay = when(fxv(Op::PayLifeOptional, Who::Controller, x), Cond::NotDoneThisTurn);
         Effect grow = fxv(Op::PutCounters, Who::LastMoved, x);
         Ability gates = triggered(
             on_cast(Filter{}.with(NonCreature)),
             mode({}, {pay, when(token("Hero"), Cond::IfYouDid), when(grow, Cond::IfYouDid)}));
         gates.text = "Throw Wide the Gates";
         c.abilities = {gates};
       }},
      {"Lyse Hext",
       [](CardDef& c) {
         // Prowess (702.108a). "Noncreature spells you cast cost {1} less to cast." (the generic
         // part, after increases: rulings FIN-R-0784, FIN-R-0785) "As long as you've cast two or
         // more noncreature spells this turn, Lyse Hext has double strike." (FIN-R-0786)
         Ability prowess =
             triggered(on_cast(Filter{}.with(NonCreature)), mode({}, {pump(1, 1, Who::Source)}));
         prowess.text = "Prowess";
         Ability cheaper = static_ability(StaticKind::SpellsCostLess);
         cheaper.stat.power = 1;
         cheaper.stat.filter = Filter{}.with(NonCreature);
         Ability strikes = static_ability(StaticKind::KeywordsIfNoncreatureSpellsCast);
         strikes.stat.power = 2;
         strikes.stat.keywords = KDoubleStrike;
         c.abilities = {prowess, cheaper, strikes};
       }},
  };
}

}  // namespace lore
