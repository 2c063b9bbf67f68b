// Rundvelt Hordemaster: a Goblin lord whose Goblins' deaths exile the top card of the library,
// castable for a while if it is a Goblin creature card.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_hordemaster_scripts() {
  return {
      {"Rundvelt Hordemaster",
       [](CardDef& c) {
         Filter goblins = yours(creature()).with(HasSubtype, "Goblin");
         // "Whenever this creature or another Goblin you control dies": a leaves-the-battlefield
         // ability (603.10a), once for each Goblin dying with it (ruling DMU-R-0260). "Exile the
         // top card of your library. If it's a Goblin creature card, you may cast that card until
         // the end of your next turn.": the permission only for a card the filter matches.
         Effect exile = fx(Op::ExileTopPlayableUntilNextTurn, Who::Controller, 1);
         exile.filter = creature().with(HasSubtype, "Goblin");
         c.abilities = {anthem(another(goblins), 1, 1),
                        triggered(on_other(Event::Dies, goblins), mode({}, {exile}))};
       }},
  };
}

}  // namespace lore
