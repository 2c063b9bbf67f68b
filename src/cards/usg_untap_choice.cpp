// Urza's Saga permanents their controller may choose not to untap (502.3), whose effects last
// "for as long as <it> remains tapped" (611.2b).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_untap_choice_scripts() {
  return {
      {"Endoskeleton",
       [](CardDef& c) {
         // "{2}, {T}: Target creature gets +0/+3 for as long as this artifact remains tapped."
         Effect boost = pump(0, 3);
         boost.set<Effect::Characteristics>().while_source_tapped = true;
         c.abilities = {static_ability(StaticKind::MayChooseNotToUntap),
                        activated(cost("{2}", true), mode({target(creature())}, {boost}))};
       }},
      {"Mana Leech",
       [](CardDef& c) {
         // "{T}: Tap target land. It doesn't untap during its controller's untap step for as long
         // as this creature remains tapped."
         c.abilities = {
             static_ability(StaticKind::MayChooseNotToUntap),
             activated(cost("", true),
                       mode({target(permanent(TLand))},
                            {tap_it(), fx(Op::DoesntUntapWhileSourceTapped, Who::Target)}))};
       }},
  };
}

}  // namespace lore
