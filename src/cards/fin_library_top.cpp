// FINAL FANTASY cards that play from the top of the library: The Lunar Whale and Traveling
// Chocobo. One mechanism serves both (library_top.cpp): "look at the top card of your library
// any time" (401.5) and "you may play ... from the top of your library" (601.3, 305.1).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_library_top_scripts() {
  return {
      {"The Lunar Whale",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "As long as The Lunar Whale attacked this turn, you may play the top card of your
         // library."
         Ability play = static_ability(StaticKind::PlayFromTopOfLibrary);
         play.stat.if_attacked = true;
         c.abilities = {static_ability(StaticKind::LookAtTopOfLibrary), play, crew(1)};
       }},
      {"Traveling Chocobo",
       [](CardDef& c) {
         // "You may play lands and cast Bird spells from the top of your library."
         Ability play = static_ability(StaticKind::PlayFromTopOfLibrary);
         play.stat.subtype = "Bird";
         // "If a land or Bird you control entering the battlefield causes a triggered ability of
         // a permanent you control to trigger, that ability triggers an additional time."
         Ability again = static_ability(StaticKind::EnterTriggersAgain);
         again.stat.subtype = "Bird";
         c.abilities = {static_ability(StaticKind::LookAtTopOfLibrary), play, again};
       }},
  };
}

}  // namespace lore
