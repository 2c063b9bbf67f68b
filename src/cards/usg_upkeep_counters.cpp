// Urza's Saga permanents that may put a counter at the beginning of their controller's upkeep and
// count them (page, soot, petal and fungus counters: 122.1, no rules meaning of their own).
#include <limits>

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

// "remove all <kind> counters": as many as an object can have (Object::counters are int16_t)
constexpr int kAllCounters = std::numeric_limits<int16_t>::max();

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
      {"Lotus Blossom",
       [](CardDef& c) {
         // "{T}, Sacrifice this artifact: Add X mana of any one color, where X is the number of
         // petal counters on this artifact." A mana ability (605.1a); X counted as it resolves,
         // after the sacrifice, on the artifact as it last existed (608.2h).
         Cost k = cost("", true);
         k.sacrifice_self = true;
         Ability blossom = mana(kAnyColor, k);
         blossom.mana_per_counter = true;
         blossom.counter = Counter::Petal;
         c.abilities = {counter_each_upkeep(Counter::Petal), blossom};
       }},
      {"Sporogenesis",
       [](CardDef& c) {
         // "At the beginning of your upkeep, you may put a fungus counter on target nontoken
         // creature." (the target chosen as it triggers, 603.3d; the "may" as it resolves)
         Ability fungus = triggered(
             on(Event::BeginningOfUpkeep),
             mode({target(creature().with(NonToken))}, {optional(counters(Counter::Fungus, 1))}));
         // "Whenever a creature with a fungus counter on it dies, create a 1/1 green Saproling
         // creature token for each fungus counter on that creature." It looks back (603.10a): the
         // creature and its counters as it last existed on the battlefield (608.2h).
         Effect saprolings = token("Saproling");
         saprolings.a = value(Value::TriggerObjectCounters, static_cast<int>(Counter::Fungus));
         Ability spores = triggered(
             on_other(Event::Dies, creature().with(HasCounter, static_cast<int>(Counter::Fungus))),
             mode({}, {saprolings}));
         // "When this enchantment leaves the battlefield, remove all fungus counters from all
         // creatures." (603.6c, a leaves-the-battlefield ability)
         Effect clear = all(fx(Op::RemoveCounters, Who::AllMatching, kAllCounters), creature());
         clear.counter = Counter::Fungus;
         c.abilities = {fungus, spores, triggered(on(Event::LeavesBattlefield), mode({}, {clear}))};
       }},
  };
}

}  // namespace lore
