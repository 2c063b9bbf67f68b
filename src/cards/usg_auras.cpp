// Urza's Saga Auras whose abilities trigger on what happens to the enchanted permanent.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_aura_scripts() {
  return {
      {"Spreading Algae",
       [](CardDef& c) {
         c.abilities = aura(permanent(TLand).with(HasSubtype, "Swamp"));
         // "When enchanted land becomes tapped, destroy it." (tapped for mana too)
         Trigger tapped = on(Event::BecomesTapped);
         tapped.attached_subject = true;
         c.abilities.push_back(triggered(tapped, mode({}, {destroy(Who::TriggerObject)})));
         // "When this Aura is put into a graveyard from the battlefield, return it to its
         // owner's hand." (the card in the graveyard is a new object, 400.7)
         c.abilities.push_back(triggered(on(Event::PutIntoGraveyardFromBattlefield),
                                         mode({}, {fx(Op::ReturnToHand, Who::TriggerObjectNow)})));
       }},
  };
}

}  // namespace lore
