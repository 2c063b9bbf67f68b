// FINAL FANTASY Commander green sorceries and instants: Yuna's Decision and Yuna's Whistle.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_green_spell_scripts() {
  return {
      {"Yuna's Decision",
       [](CardDef& c) {
         // Continue the Pilgrimage: "Sacrifice a creature. If you do, draw a card, then you may
         // put a creature card and/or a land card from your hand onto the battlefield."
         Effect sac = with_filter(fx(Op::Sacrifice, Who::Controller, 1), creature());
         Effect put_creature =
             with_filter(fx(Op::PutFromHand, Who::Controller, 1), permanent(TCreature));
         Effect put_land = with_filter(fx(Op::PutFromHand, Who::Controller, 1), permanent(TLand));
         Mode pilgrimage =
             mode({}, {sac, when(draw(1), Cond::IfYouDid), when(put_creature, Cond::IfYouDid),
                       when(put_land, Cond::IfYouDid)});
         // Find Another Way: "Return one or two target permanent cards from your graveyard to
         // your hand."
         Mode another_way = mode({target_card_in_your_graveyard(kPermanentTypes, 1, 2)},
                                 {fx(Op::ReturnToHand, Who::Target)});
         c.abilities = {spell({named(pilgrimage, "Continue the Pilgrimage"),
                               named(another_way, "Find Another Way")})};
       }},
      {"Yuna's Whistle",
       [](CardDef& c) {
         // "Reveal cards from the top of your library until you reveal a creature card. Put that
         // card into your hand and the rest on the bottom of your library in a random order.
         // When you reveal a creature card this way, put X +1/+1 counters on target creature you
         // control, where X is the mana value of that card." (603.12: a reflexive trigger, only
         // if a creature card was revealed; ability 1)
         Effect reveal = with_filter(fx(Op::RevealUntilToHand, Who::Controller), creature());
         Ability grow = linked(
             Trigger{},
             mode({target(yours(creature()))},
                  {fxv(Op::PutCounters, Who::Target, value(Value::TriggerObjectManaValue))}));
         c.abilities = {spell(mode({}, {reveal, fx(Op::Reflexive, Who::LastMoved, 1)})), grow};
       }},
  };
}

}  // namespace lore
