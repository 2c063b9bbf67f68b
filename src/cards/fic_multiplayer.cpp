// FINAL FANTASY Commander cards built on the multiplayer rules: goad (701.15) and the monarch
// (724).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_multiplayer_scripts() {
  return {
      {"Eye of Nidhogg",
       [](CardDef& c) {
         c.abilities = aura(creature());
         // "Enchanted creature is a black Dragon with base power and toughness 4/2, has flying
         // and deathtouch, and is goaded." (layers 4, 5, 6 and 7b; 701.15b)
         Ability becomes = static_ability(StaticKind::EnchantedBecomes);
         becomes.stat.subtype = "Dragon";
         becomes.stat.colors = Black;
         becomes.stat.power = 4;
         becomes.stat.toughness = 2;
         becomes.stat.keywords = KFlying | KDeathtouch;
         c.abilities.push_back(becomes);
         c.abilities.push_back(static_ability(StaticKind::EnchantedIsGoaded));
         // "When Eye of Nidhogg is put into a graveyard from the battlefield, return it to its
         // owner's hand." (the card in the graveyard is a new object, 400.7)
         c.abilities.push_back(triggered(on(Event::PutIntoGraveyardFromBattlefield),
                                         mode({}, {fx(Op::ReturnToHand, Who::TriggerObjectNow)})));
       }},
  };
}

}  // namespace lore
