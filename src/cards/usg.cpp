// Urza's Saga cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_scripts() {
  return {
      {"Humble",
       [](CardDef& c) {  // one effect in layers 6 and 7b (613.6)
         c.abilities = {
             spell(mode({target(creature())}, {with_base_pt(loses_all_abilities(), 0, 1)}))};
       }},
  };
}

}  // namespace lore
