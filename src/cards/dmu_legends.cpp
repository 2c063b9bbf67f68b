// Dominaria United legends that needed a rule of their own: modes that can be chosen only once
// for an object (Sol'Kanar the Tainted, 700.2b); excess damage (120.10) and a triggered ability
// granted to other permanents of a subtype (Rith, Liberated Primeval, 613.1f).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_legend_scripts() {
  return {
      {"Sol'Kanar the Tainted",
       [](CardDef& c) {  // rulings DMU-R-0272, DMU-R-0273
         Effect away = exile_and_return(Who::Source);
         away.set<Effect::ExileReturn>().under_opponent = true;
         Ability end_step = triggered(on(Event::BeginningOfEndStep), Mode{});
         end_step.modes = {
             named(mode({}, {draw(1)}), "Draw a card"),
             named(mode({}, {lose(2, Who::EachOpponent), gain(2)}),
                   "Each opponent loses 2 life and you gain 2 life"),
             named(mode({target(another(permanent(TCreature | TPlaneswalker)), 0, 1)},
                        {damage(Who::Target, 3)}),
                   "3 damage to up to one other target creature or planeswalker"),
             named(mode({}, {away}), "Exile it, then return it under an opponent's control")};
         end_step.modes_once = true;  // "choose one that hasn't been chosen"
         c.abilities = {end_step};
       }},
      {"Rith, Liberated Primeval",
       [](CardDef& c) {  // rulings DMU-R-0242 to DMU-R-0247
         // "Flying, ward {2}"
         c.keywords = KFlying;
         // "Other Dragons you control have ward {2}." (613.1f: each has its own ward ability,
         // which triggers apart from a ward of its own, DMU-R-0242)
         Ability grant = static_ability(StaticKind::CreaturesYouControlHaveAbility);
         grant.stat.filter = another(yours(permanent(kPermanentTypes).with(HasSubtype, "Dragon")));
         grant.linked = 3;
         Ability granted_ward = ward("{2}");
         granted_ward.kind = AbilityKind::Linked;
         // "At the beginning of your end step, if a creature or planeswalker an opponent
         // controlled was dealt excess damage this turn, create a 4/4 red Dragon creature token
         // with flying." (120.10; whoever dealt it, DMU-R-0246; controlled as it was dealt,
         // DMU-R-0247)
         Trigger end = on(Event::BeginningOfEndStep);
         end.if_clause = TriggerIf::OpponentsPermanentDealtExcessDamage;
         c.abilities = {ward("{2}"), grant, triggered(end, mode({}, {token("Dragon")})),
                        granted_ward};
       }},
  };
}

}  // namespace lore
