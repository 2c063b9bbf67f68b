// Dominaria United: +1/+1 counters divided among targets as a trigger is put on the stack
// (601.2d), or put on creatures whose toughness is less than the domain count (207.2c).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_counter_scripts() {
  return {
      {"Quirion Beastcaller",
       [](CardDef& c) {  // rulings DMU-R-0230, DMU-R-0231: divided as the trigger is put on
         TargetSpec spread = target(yours(creature()), 0, 1);
         spread.max_is_source_counters = true;  // at least one counter each (601.2d)
         Effect share = fxv(Op::PutCounters, Who::Target,
                            value(Value::SourceCounters, static_cast<int>(Counter::PlusOne)));
         share.distribute = true;
         c.abilities = {
             triggered(on_cast(creature()), mode({}, {counters(Counter::PlusOne, 1, Who::Source)})),
             triggered(on(Event::Dies), mode({spread}, {share}))};
       }},
      {"Zar Ojanen, Scion of Efrava",
       [](CardDef& c) {  // rulings DMU-R-0361, DMU-R-0362
         Effect grow =
             all(counters(Counter::PlusOne, 1), yours(creature()).with(ToughnessLessThanDomain));
         Ability tapped = triggered(on(Event::BecomesTapped), mode({}, {grow}));
         tapped.text = "Domain";
         c.abilities = {tapped};
       }},
  };
}

}  // namespace lore
