// Dominaria United Commander legends built from the common primitives.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmc_legend_scripts() {
  return {
      {"Shanid, Sleepers' Scourge",
       [](CardDef& c) {
         c.keywords = KMenace;
         Ability others = anthem(another(yours(creature().with(Legendary))), 0, 0);
         others.stat.keywords = KMenace;
         Mode draw_lose = mode({}, {draw(1), lose(1)});
         // "play a legendary land" (305.1): a land put onto the battlefield otherwise isn't
         // played (ruling DMU-R-0442)
         Trigger played = on(Event::PlaysLand);
         played.self = false;
         played.spell = permanent(TLand).with(Legendary);
         c.abilities = {others, triggered(on_cast(Filter{}.with(Legendary)), draw_lose),
                        triggered(played, draw_lose)};
       }},
  };
}

}  // namespace lore
