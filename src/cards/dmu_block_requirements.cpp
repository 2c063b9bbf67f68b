// Dominaria United: blocking requirements ("blocks this turn if able", 509.1c).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_block_requirements_scripts() {
  return {
      {"Timely Interference",
       [](CardDef& c) {  // the -1/-0 and the requirement are about the same target (608.2c)
         c.abilities = {kicker("{1}{R}"),
                        spell(mode({target(creature())},
                                   {pump(-1, 0), when(fx(Op::MustBlock, Who::Target), Cond::Kicked),
                                    draw(1)}))};
       }},
  };
}

}  // namespace lore
