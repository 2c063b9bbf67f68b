// Dominaria United creatures with blocking restrictions of their own (509.1b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_combat_scripts() {
  return {
      {"Haunting Figment",
       [](CardDef& c) {  // ruling DMU-R-0126: blocked first, it stays blocked
         c.keywords = KVigilance;
         c.abilities = {static_ability(StaticKind::UnblockableIfCastInstantOrSorcery)};
       }},
      {"Linebreaker Baloth",
       [](CardDef& c) {  // ruling DMU-R-0191: checked only as blockers are declared
         Ability evade = static_ability(StaticKind::CantBeBlockedByPowerAtMost);
         evade.stat.power = 2;
         c.abilities = {evade};
         add_enlist(c.abilities);
       }},
  };
}

}  // namespace lore
