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
      {"Bravado",
       [](CardDef& c) {
         c.abilities = aura(creature());
         // "Enchanted creature gets +1/+1 for each other creature you control": counted as
         // characteristics are computed (611.3a); "other" is other than the enchanted creature
         // (an Aura's counted filter with `other`, chars()).
         Ability per_other = enchanted_gets(1, 1);
         per_other.stat.per_matching = true;
         per_other.stat.filter = another(yours(creature()));
         c.abilities.push_back(per_other);
       }},
  };
}

}  // namespace lore
