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
      {"Coin of Fate",
       [](CardDef& c) {
         // "When this artifact enters, surveil 1."
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {surveil(1)}))};
         // "{3}{W}, {T}, Exile two creature cards from your graveyard, Sacrifice this artifact:
         // An opponent chooses one of the exiled cards. You put that card on the bottom of your
         // library and return the other to the battlefield tapped. You become the monarch."
         Cost k = cost("{3}{W}", true);
         k.exile_from_graveyard = 2;
         k.exile_filter = creature();
         k.sacrifice_self = true;
         Effect other = fx(Op::ReturnToBattlefield, Who::LastMoved);
         other.set<Effect::ExileReturn>() = {.tapped = true};
         c.abilities.push_back(
             named(activated(k, mode({}, {fx(Op::OpponentChoosesExiledForBottom, Who::Controller),
                                          other, fx(Op::BecomeMonarch, Who::Controller)})),
                   "{3}{W}, {T}, Exile two creature cards from your graveyard, Sacrifice this "
                   "artifact: an opponent picks one for the bottom, the other returns; monarch"));
       }},
  };
}

// The monarch designation (725): the object "The Monarch" in the command zone (monarch.cpp)
// carries its two inherent triggered abilities (725.2), controlled by the monarch.
std::vector<TokenScript> monarch_token_scripts() {
  return {
      {"The Monarch",
       [](CardDef& c) {
         c.type_line = "Designation";
         c.oracle =
             "At the beginning of the monarch's end step, that player draws a card.\n"
             "Whenever a creature deals combat damage to the monarch, its controller becomes the "
             "monarch.";
         Trigger hit = on_other(Event::CombatDamageToPlayer, creature());
         hit.spell.who = Filter::You;  // "to the monarch": this object's controller
         c.abilities = {
             triggered(on(Event::BeginningOfEndStep), mode({}, {draw(1)})),
             triggered(hit, mode({}, {fx(Op::BecomeMonarch, Who::TriggerObjectController)}))};
       }},
  };
}

}  // namespace lore
