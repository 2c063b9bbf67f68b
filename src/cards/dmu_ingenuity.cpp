// Dominaria United: Jhoira, Ageless Innovator (ingenuity counters, an artifact from the hand).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_ingenuity_scripts() {
  return {
      {"Jhoira, Ageless Innovator",
       [](CardDef& c) {
         // "{T}: Put two ingenuity counters on Jhoira, Ageless Innovator, then you may put an
         // artifact card with mana value X or less from your hand onto the battlefield, where X
         // is the number of ingenuity counters on Jhoira." X is counted as the effect resolves,
         // on Jhoira as it last existed if it left (608.2h, ruling DMU-R-0148: no counters are
         // put on it then).
         Effect put = with_filter(fx(Op::PutFromHand, Who::Controller, 1),
                                  permanent(TArtifact).with(ManaValueAtMostX));
         put.b = value(Value::SourceCounters, static_cast<int>(Counter::Ingenuity));
         c.abilities = {named(
             activated(cost("", true),
                       mode({}, {counters(Counter::Ingenuity, 2, Who::Source), put})),
             "{T}: Put two ingenuity counters on Jhoira, then you may put an artifact card with "
             "mana value X or less from your hand onto the battlefield")};
       }},
  };
}

}  // namespace lore
