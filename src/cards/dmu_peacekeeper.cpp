// Anointed Peacekeeper (DMU): a card name chosen as it enters (614.1c, 201.4) and the costs it
// raises (601.2f, 602.2b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_peacekeeper_scripts() {
  return {
      {"Anointed Peacekeeper",
       [](CardDef& c) {
         c.keywords = KVigilance;
         Ability choose;
         choose.kind = AbilityKind::NameAsEnters;
         choose.looks_at_opponent_hand = true;
         choose.text = "As this enters, look at an opponent's hand, then choose any card name";
         Ability spells = static_ability(StaticKind::NamedSpellsCostMore);
         spells.stat.power = 2;
         Ability activated = static_ability(StaticKind::NamedAbilitiesCostMore);
         activated.stat.power = 2;
         c.abilities = {choose, spells, activated};
       }},
  };
}

}  // namespace lore
