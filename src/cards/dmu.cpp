// Dominaria United cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_scripts() {
  return {
      {"Lightning Strike", [](CardDef& c) {
         c.abilities = {spell(mode({any_target()}, {damage(Who::Target, 3)}))};
       }},
      {"Mesa Cavalier", [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {gain(2)}))};
       }},
      {"Soaring Drake", [](CardDef& c) { c.keywords = KFlying; }},
      {"Magnigoth Sentry", [](CardDef& c) { c.keywords = KReach; }},
      {"Elfhame Wurm", [](CardDef& c) { c.keywords = KVigilance | KTrample; }},
      {"Cut Down", [](CardDef& c) {
         c.abilities = {spell(mode({target(extra(creature(), Filter::TotalPTAtMost, 5))}, {destroy()}))};
       }},
      {"Phyrexian Rager", [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {draw(1), lose(1)}))};
       }},
  };
}

}  // namespace lore
