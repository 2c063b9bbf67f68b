// Cards that let their owner play a card this turn without paying its mana cost (118.9,
// GameState::free_plays): Urza's Saga's Temporal Aperture (the top card of the library, for as long
// as it remains there, 611.2b) and FINAL FANTASY Through the Ages' Urza, Lord High Artificer (a
// card exiled from the top).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> play_free_scripts() {
  return {
      {"Temporal Aperture",
       [](CardDef& c) {
         // "{5}, {T}: Shuffle your library, then reveal the top card. Until end of turn, for as
         // long as that card remains on top of your library, play with the top card of your
         // library revealed and you may play that card without paying its mana cost."
         c.abilities = {activated(cost("{5}", true),
                                  mode({}, {fx(Op::ShuffleThenPlayTopFree, Who::Controller)}))};
       }},
  };
}

}  // namespace lore
