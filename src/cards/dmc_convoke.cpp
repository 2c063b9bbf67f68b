// Dominaria United Commander: Fallaji Wayfarer, convoke for multicolored spells (702.51).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmc_convoke_scripts() {
  return {
      {"Fallaji Wayfarer",
       [](CardDef& c) {
         // "Fallaji Wayfarer is all colors." A characteristic-defining ability (604.3): it works
         // in every zone (604.3a, ruling DMU-R-0389). "This ability doesn't affect its color
         // identity": green, from its mana cost (903.4, ruling DMU-R-0388).
         c.colors = White | Blue | Black | Red | Green;
         c.colors_outside_identity = true;
         // "Multicolored spells you cast have convoke." (702.51a)
         c.abilities = {static_ability(StaticKind::MulticoloredSpellsHaveConvoke)};
       }},
  };
}

}  // namespace lore
