// FINAL FANTASY Commander artifacts: Wrecking Ball Arm.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_artifact_scripts() {
  return {
      {"Wrecking Ball Arm",
       [](CardDef& c) {
         // "Equipped creature has base power and toughness 7/7 and can't be blocked by creatures
         // with power 2 or less." (layer 7b with the Equipment's timestamp, rulings FIN-R-0915,
         // FIN-R-0916) "Equip legendary creature {3}" (an equip ability, 702.6a) "Equip {7}"
         Ability base = static_ability(StaticKind::EquippedBasePT);
         base.stat.power = 7;
         base.stat.toughness = 7;
         Ability evasion = static_ability(StaticKind::EquippedCantBeBlockedByPowerAtMost);
         evasion.stat.power = 2;
         Ability equip_legend = equip("{3}");
         equip_legend.modes[0].targets[0].filter = yours(creature().with(Legendary));
         equip_legend.text = "Equip legendary creature {3}";
         c.abilities = {base, evasion, equip_legend, equip("{7}")};
       }},
  };
}

}  // namespace lore
