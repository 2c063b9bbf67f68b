// FINAL FANTASY Commander cards whose type depends on the size of a graveyard: The Warring Triad.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fic_graveyard_god_scripts() {
  return {
      {"The Warring Triad",
       [](CardDef& c) {
         // "Flying, trample, haste. As long as there are fewer than eight cards in your
         // graveyard, The Warring Triad isn't a creature." (layer 4; rulings FIN-R-0907 to
         // FIN-R-0914) "{T}, Mill a card: Target player adds one mana of any color." (a target:
         // no mana ability, 605.1a; it uses the stack, ruling FIN-R-0906)
         c.keywords = KFlying | KTrample | KHaste;
         Ability not_creature = static_ability(StaticKind::NotCreatureBelowGraveyardCards);
         not_creature.stat.power = 8;
         Cost tap_mill = cost("", true);
         tap_mill.mill = 1;
         Effect add = fx(Op::AddMana, Who::Target, 1);
         add.set<Effect::ManaCosts>() = {.colors = White | Blue | Black | Red | Green,
                                         .one_color = true};
         c.abilities = {not_creature,
                        named(activated(tap_mill, mode({target_player()}, {add})),
                              "{T}, Mill a card: Target player adds one mana of any color")};
       }},
  };
}

}  // namespace lore
