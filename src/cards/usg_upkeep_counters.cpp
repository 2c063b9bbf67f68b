// Urza's Saga artifacts that may get a counter at the beginning of their controller's upkeep and
// count them (page counters, soot counters: 122.1, no rules meaning of their own).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "At the beginning of your upkeep, you may put a <kind> counter on this artifact."
Ability counter_each_upkeep(Counter kind) {
  return triggered(on(Event::BeginningOfUpkeep),
                   mode({}, {optional(counters(kind, 1, Who::Source))}));
}

// The number of <kind> counters on the source, as it last existed if it left (608.2h).
Value counters_on_source(Counter kind) {
  return value(Value::SourceCounters, static_cast<int>(kind));
}

}  // namespace

std::vector<CardScript> usg_upkeep_counter_scripts() {
  return {
      {"Barrin's Codex",
       [](CardDef& c) {
         Cost k = cost("{4}", true);
         k.sacrifice_self = true;  // X counted as it was sacrificed
         c.abilities = {
             counter_each_upkeep(Counter::Page),
             named(activated(k, mode({}, {fxv(Op::DrawCards, Who::Controller,
                                              counters_on_source(Counter::Page))})),
                   "{4}, {T}, Sacrifice this: Draw X cards, where X is the number of page "
                   "counters on it")};
       }},
      {"Smokestack",
       [](CardDef& c) {
         Trigger each = on(Event::BeginningOfUpkeep);
         each.each_player = true;  // "each player's upkeep": that player is the active one
         each.that_player = true;  // 805.4d: each player of the active team
         // the count as it resolves (608.2h: as it last existed if it left)
         Effect sac = fxv(Op::Sacrifice, Who::TriggerPlayer, counters_on_source(Counter::Soot));
         sac.filter = permanent(kPermanentTypes);
         c.abilities = {counter_each_upkeep(Counter::Soot), triggered(each, mode({}, {sac}))};
       }},
  };
}

}  // namespace lore
