// FINAL FANTASY cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_scripts() {
  return {
      {"Undercity Dire Rat", [](CardDef& c) {
         c.abilities = {triggered(on(Event::Dies), mode({}, {token("Treasure")}))};
       }},
  };
}

}  // namespace lore
