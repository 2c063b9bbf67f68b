// FINAL FANTASY adventurer cards (715): five Town lands, each with a sorcery or instant
// Adventure. Each half has its own script: the land's in every zone but the stack, the
// Adventure's only while it is cast as one (715.3-4).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_adventure_scripts() {
  return {
      {"Ishgard, the Holy See", [](CardDef& c) { c.abilities = tapped_land(White); }},
      {"Faith & Grief",
       [](CardDef& c) {  // "Return up to two target artifact and/or enchantment cards from your
                         // graveyard to your hand."
         TargetSpec cards = target_card_in_your_graveyard(TArtifact | TEnchantment, 0, 2);
         c.abilities = {spell(mode({cards}, {fx(Op::ReturnToHand, Who::Target)}))};
       }},

      {"Jidoor, Aristocratic Capital", [](CardDef& c) { c.abilities = tapped_land(Blue); }},
      {"Overture",
       [](CardDef& c) {  // "Target opponent mills half their library, rounded down."
         c.abilities = {
             spell(mode({target_player(Filter::Opponent)},
                        {fxv(Op::Mill, Who::Target, value(Value::HalfTargetPlayerLibrary, 0))}))};
       }},

      {"Lindblum, Industrial Regency", [](CardDef& c) { c.abilities = tapped_land(Red); }},
      {"Mage Siege",
       [](CardDef& c) {  // "Create a 0/1 black Wizard creature token with ..."
         c.abilities = {spell(mode({}, {token("Wizard")}))};
       }},

      {"Midgar, City of Mako", [](CardDef& c) { c.abilities = tapped_land(Black); }},
      {"Reactor Raid",
       [](CardDef& c) {  // "You may sacrifice an artifact or creature. If you do, draw two."
         c.abilities = {spell(mode({}, {optional(with_filter(fx(Op::Sacrifice, Who::Controller, 1),
                                                             permanent(TArtifact | TCreature))),
                                        when(draw(2), Cond::IfYouDid)}))};
       }},

      {"Zanarkand, Ancient Metropolis", [](CardDef& c) { c.abilities = tapped_land(Green); }},
      {"Lasting Fayth",
       [](CardDef& c) {  // "Create a 1/1 colorless Hero creature token. Put a +1/+1 counter on
                         // it for each land you control."
         Effect grow = fxv(Op::PutCounters, Who::LastMoved, value(Value::LandsYouControl));
         grow.counter = Counter::PlusOne;
         c.abilities = {spell(mode({}, {token("Hero"), grow}))};
       }},
  };
}

}  // namespace lore
