// Dominaria United legends that needed a rule of their own: modes that can be chosen only once
// for an object (Sol'Kanar the Tainted, 700.2b).
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
  };
}

}  // namespace lore
