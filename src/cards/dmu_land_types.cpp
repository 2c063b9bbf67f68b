// Dominaria United: land types set by an effect and chosen as a land enters (305.7, 614.12):
// Pixie Illusionist.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_land_type_scripts() {
  return {
      {"Pixie Illusionist",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "If this creature was kicked, it enters with two +1/+1 counters on it." (614.1c: a
         // replacement, not a trigger, ruling DMU-R-0215)
         // "{T}: Target land you control becomes the basic land type of your choice until end of
         // turn." (305.7; chosen as it resolves, ruling DMU-R-0216)
         c.abilities = {
             kicker("{3}{G}"), enters_with(Counter::PlusOne, value(Value::TimesKicked, 0, 2)),
             activated(cost("", true), mode({target(yours(permanent(TLand)))},
                                            {fx(Op::BecomeBasicLandTypeOfChoice, Who::Target)}))};
       }},
  };
}

}  // namespace lore
