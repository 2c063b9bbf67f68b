// Benchmark-only cards (docs/performance.md). Registered like tokens so that they stay out
// of card listings, deck files and the card-data test, but their set is BENCH and a copy put
// in a library is an ordinary card (Object::token is false).
#include "engine/card_db.h"

namespace lore {

std::vector<TokenScript> bench_token_scripts() {
  return {
      {"Grey Ogre",
       [](CardDef& c) {  // a vanilla {2}{R} 2/2: the cheapest possible creature game
         c.set = "BENCH";
         ManaCost::parse("{2}{R}", c.cost);
         c.colors = c.cost.colors();
         c.types = TCreature;
         c.subtypes = {"Ogre"};
         c.type_line = "Creature \xE2\x80\x94 Ogre";
         c.power = c.toughness = 2;
         c.power_text = c.toughness_text = "2";
       }},
  };
}

}  // namespace lore
