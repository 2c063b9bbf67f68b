// Planeswalkers: loyalty abilities (CR 606).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> planeswalker_scripts() {
  return {
      {"Liliana of the Veil",
       [](CardDef& c) {
         Effect sac = fx(Op::Sacrifice, Who::Target, 1);
         sac.filter = creature();
         c.abilities = {
             loyalty(+1, mode({}, {fx(Op::Discard, Who::EachPlayer, 1)}),
                     "+1: Each player discards a card."),
             loyalty(-2, mode({target_player()}, {sac}),
                     "-2: Target player sacrifices a creature."),
             loyalty(
                 -6, mode({target_player()}, {fx(Op::SeparatePiles, Who::Target)}),
                 "-6: Separate all permanents target player controls into two piles. That player "
                 "sacrifices all permanents in the pile of their choice."),
         };
       }},
  };
}

}  // namespace lore
