// Urza's Saga cards on smaller rules: a life total damage can't bring below 1, a search for a card
// named like the creature that died, and permanents that skip their next untap step.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_late_scripts() {
  return {
      {"Worship",
       [](CardDef& c) {
         // "If you control a creature, damage that would reduce your life total to less than 1
         // reduces it to 1 instead." (614.1a: the damage is all dealt; only the life lost changes)
         c.abilities = {static_ability(StaticKind::DamageCantReduceYourLifeBelowOne)};
       }},
      {"Remembrance",
       [](CardDef& c) {
         // "Whenever a nontoken creature you control dies, you may search your library for a card
         // with the same name as that creature, reveal it, put it into your hand, then shuffle."
         Effect find = optional(search(Filter{}.with(SameNameAsSource)));
         find.set<Effect::Library>().reveal = true;
         find.set<Effect::Library>().named_as_trigger_object = true;
         c.abilities = {
             triggered(on_other(Event::Dies, yours(creature()).with(NonToken)), mode({}, {find}))};
       }},
      {"Exhaustion",
       [](CardDef& c) {
         // "Creatures and lands target opponent controls don't untap during their next untap
         // step." (611.2c: those they control as it resolves)
         c.abilities = {spell(mode({target_player(Filter::Opponent)},
                                   {with_filter(fx(Op::DoesntUntapNextUntapStep, Who::Target),
                                                permanent(TCreature | TLand))}))};
       }},
  };
}

}  // namespace lore
