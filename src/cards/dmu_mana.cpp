// Dominaria United cards whose main need is a mana primitive (605, 106).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_mana_scripts() {
  return {
      {"Timeless Lotus",
       [](CardDef& c) {
         // "{T}: Add {W}{U}{B}{R}{G}": five mana of fixed kinds in one activation (106.4)
         Ability five = mana(0);
         five.mana_amount = 0;
         five.mana_also = {1, 1, 1, 1, 1, 0};
         c.abilities = {enters_tapped(), five};
       }},
  };
}

}  // namespace lore
