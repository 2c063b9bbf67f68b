// Urza's Saga: abilities linked to the object another ability of the same card put onto the
// battlefield (607.2a).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_linked_scripts() {
  return {
      {"Diabolic Servitude",
       [](CardDef& c) {
         // "When this enchantment enters, return target creature card from your graveyard to the
         // battlefield." (the creature returned is linked to it, 607.2a)
         Ability back = triggered(on(Event::EntersBattlefield),
                                  mode({target_card_in_your_graveyard(TCreature)},
                                       {fx(Op::ReturnToBattlefield, Who::Target),
                                        fx(Op::LinkToSource, Who::LastMoved)}));
         // "When the creature put onto the battlefield with this enchantment dies, exile it and
         // return this enchantment to its owner's hand." (603.10a: the creature as it last existed)
         Ability dies = triggered(
             on_other(Event::Dies, Filter{}.with(Filter::LinkedToSource)),
             mode({}, {fx(Op::Exile, Who::TriggerObjectNow), fx(Op::ReturnToHand, Who::Source)}));
         // "When this enchantment leaves the battlefield, exile the creature put onto the
         // battlefield with this enchantment."
         Ability leaves = triggered(on(Event::LeavesBattlefield),
                                    mode({}, {all(fx(Op::Exile, Who::AllMatching),
                                                  Filter{}.with(Filter::LinkedToSource))}));
         c.abilities = {back, dies, leaves};
       }},
  };
}

}  // namespace lore
