// Dominaria United Commander legends: Ramirez DePietro, Pillager ("You may cast that card for as
// long as it remains exiled", Op::ExileTopCastableWhileExiled) and Ramses, Assassin Lord (a player
// losing the game, Event::PlayerLosesGame).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmc_exile_cast_scripts() {
  return {
      {"Ramirez DePietro, Pillager",
       [](CardDef& c) {
         Ability enters =
             triggered(on(Event::EntersBattlefield), mode({}, {lose(2), token("Treasure", 2)}));
         // "Whenever one or more Pirates you control deal combat damage to a player, exile the top
         // card of that player's library. You may cast that card for as long as it remains
         // exiled." (costs and timing as usual, ruling DMU-R-0429; lands can't be cast, ruling
         // DMU-R-0430)
         Trigger pirates = on_other(Event::CreaturesDealCombatDamageToPlayer,
                                    yours(creature().with(HasSubtype, "Pirate")));
         Ability pillage = triggered(
             pirates, mode({}, {fx(Op::ExileTopCastableWhileExiled, Who::TriggerPlayer)}));
         c.abilities = {enters, pillage};
       }},
      {"Ramses, Assassin Lord",
       [](CardDef& c) {
         c.keywords = KDeathtouch;
         Ability lord = anthem(another(yours(creature().with(HasSubtype, "Assassin"))), 1, 1);
         // "Whenever a player loses the game, if they were attacked this turn by an Assassin you
         // controlled, you win the game." (any reason for the loss, ruling DMU-R-0431)
         Trigger loses = on(Event::PlayerLosesGame);
         loses.self = false;
         loses.if_clause = TriggerIf::TriggerPlayerAttackedByYourAssassin;
         c.abilities = {lord, triggered(loses, mode({}, {fx(Op::WinTheGame, Who::Controller)}))};
       }},
      {"Primeval Spawn",
       [](CardDef& c) {
         // "If Primeval Spawn would enter the battlefield and it wasn't cast or no mana was spent
         // to cast it, exile it instead." (614.1a; any mana spent on any of its costs, ruling
         // DMU-R-0419; exiled so it never enters nor leaves, ruling DMU-R-0420)
         // "Vigilance, trample, lifelink"
         c.keywords = KVigilance | KTrample | KLifelink;
         // "When Primeval Spawn leaves the battlefield, exile the top ten cards of your library.
         // You may cast any number of spells with total mana value 10 or less from among them
         // without paying their mana costs."
         Effect ten = fx(Op::ExileTopCastTotalManaValueFree, Who::Controller, 10);
         ten.b = n(10);
         c.abilities = {static_ability(StaticKind::ExiledUnlessCastWithMana),
                        triggered(on(Event::LeavesBattlefield), mode({}, {ten}))};
       }},
  };
}

}  // namespace lore
