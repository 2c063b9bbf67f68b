// Vehicles (301.7) and crew (702.122): Golden Argosy (DMU) and the Vehicles of Final Fantasy.
// The Lunar Whale is in fin_library_top.cpp, with the other card that plays from the library.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> vehicle_scripts() {
  return {
      {"Golden Argosy",
       [](CardDef& c) {
         // Ability 1 is the Linked "return them at the beginning of the next end step" (603.7): one
         // delayed trigger, the creatures enter at the same time (400.6, ruling DMU-R-0353).
         Effect back = fx(Op::ReturnToBattlefield, Who::TriggerObject);
         back.set<Effect::ExileReturn>() = {
             .under_owner = true, .tapped = true, .exiled_together = true};
         Ability ret = triggered(on(Event::None), mode({}, {back}));
         ret.kind = AbilityKind::Linked;
         c.abilities = {
             triggered(on(Event::Attacks), mode({}, {fx(Op::ExileCrewers, Who::Source, 1)})), ret,
             crew(1)};
       }},
      {"Magitek Armor",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {token("Hero")})),
                        crew(1)};
       }},
      {"Adventurer's Airship",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::Attacks),
                                  mode({}, {draw(1), fx(Op::Discard, Who::Controller, 1)})),
                        crew(2)};
       }},
      {"The Prima Vista",
       [](CardDef& c) {
         c.keywords = KFlying;
         Trigger t = on_cast(Filter{}.with(NonCreature));
         t.if_clause = TriggerIf::SpellManaSpentAtLeast4;  // 603.4
         c.abilities = {triggered(t, mode({}, {becomes_artifact_creature()})), crew(2)};
       }},
      {"Cargo Ship",
       [](CardDef& c) {
         c.keywords = KFlying | KVigilance;
         Ability m = mana(0);  // {T}: Add {C}
         m.artifact_source_only = true;
         c.abilities = {m, crew(1)};
       }},
      {"The Regalia",
       [](CardDef& c) {
         c.keywords = KHaste;
         c.abilities = {
             triggered(on(Event::Attacks), mode({}, {fx(Op::RevealUntilLand, Who::Controller)})),
             crew(1)};
       }},
  };
}

}  // namespace lore
