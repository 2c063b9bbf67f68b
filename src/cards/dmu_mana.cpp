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
      {"Volshe Tideturner",
       [](CardDef& c) {
         // "{T}: Add {U}. Spend this mana only to cast an instant or sorcery spell or a kicked
         // spell." (106.6; a spell is kicked once its kicker is announced, 601.2b)
         Ability u = mana(Blue);
         u.spend_only = SpendOnly::InstantSorceryOrKicked;
         c.abilities = {u};
       }},
  };
}

}  // namespace lore
