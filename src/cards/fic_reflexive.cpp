// FINAL FANTASY Commander cards with a reflexive triggered ability (603.12: "When you do ...",
// its target chosen as it goes on the stack): The Falcon, Airship Restored and Cait Sith,
// Fortune Teller.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_reflexive_scripts() {
  return {
      {"The Falcon, Airship Restored",
       [](CardDef& c) {
         // "Whenever The Falcon deals combat damage to a player, you may sacrifice it. When you
         // do, return target creature card from your graveyard to the battlefield." (ability 1,
         // ruling FIN-R-0730) "{4}{B}: Return this card from your graveyard to the battlefield
         // tapped." Crew 2.
         c.keywords = KFlying;
         Ability raise = linked(Trigger{}, mode({target_card_in_your_graveyard(TCreature)},
                                                {fx(Op::ReturnToBattlefield, Who::Target)}));
         Ability hit =
             triggered(on(Event::CombatDamageToPlayer),
                       mode({}, {optional(fx(Op::SacrificeIt, Who::Source)),
                                 when(fx(Op::Reflexive, Who::Controller, 1), Cond::IfYouDid)}));
         Effect back = fx(Op::ReturnToBattlefield, Who::Source);
         back.set<Effect::ExileReturn>().tapped = true;
         Ability ret = named(activated(cost("{4}{B}"), mode({}, {back})),
                             "{4}{B}: Return this card from your graveyard to the battlefield "
                             "tapped");
         ret.from_graveyard = true;
         c.abilities = {hit, raise, ret, crew(2)};
       }},
      {"Cait Sith, Fortune Teller",
       [](CardDef& c) {
         // Lucky Slots: "At the beginning of combat on your turn, scry 1, then exile the top card
         // of your library. You may play that card this turn. When you exile a card this way,
         // target creature you control gets +X/+0 until end of turn, where X is that card's mana
         // value." (ability 1; X counted as it resolves, {X} as 0: FIN-R-0687 to FIN-R-0689)
         Effect plus = fxv(Op::Pump, Who::Target, value(Value::TriggerObjectManaValue));
         plus.b = n(0);
         Ability boost = linked(Trigger{}, mode({target(yours(creature()))}, {plus}));
         Ability slots =
             triggered(on(Event::BeginningOfCombat),
                       mode({}, {scry(1), fx(Op::ExileTopChoosePlayable, Who::Controller, 1),
                                 fx(Op::Reflexive, Who::LastMoved, 1)}));
         slots.text = "Lucky Slots";
         c.abilities = {slots, boost};
       }},
  };
}

}  // namespace lore
