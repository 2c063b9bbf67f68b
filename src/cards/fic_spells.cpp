// FINAL FANTASY Commander cards of the release notes (set FIC) built from common primitives.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_spell_scripts() {
  return {
      {"Protection Magic",
       [](CardDef& c) {  // shield counters (122.1c): a counter, not an ability (ruling FIN-R-0803)
         c.abilities = {spell(mode({target(creature(), 0, 3)}, {counters(Counter::Shield, 1)}))};
       }},
  };
}

}  // namespace lore
