// Control-changing effects with a duration (611.2a-b, 613.1b) and exchanges of control
// (701.12b): Dominaria United's In Thrall to the Pit and Vodalian Mindsinger, Urza's Saga's
// Gilded Drake.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Effect gain_control_until(ControlUntil until) {
  Effect e = fx(Op::GainControl, Who::Target);
  e.set<Effect::ControlAttach>().until = until;
  return e;
}

}  // namespace

std::vector<CardScript> control_duration_scripts() {
  return {
      {"In Thrall to the Pit",
       [](CardDef& c) {
         // The sacrifice is a delayed trigger (603.7), the Linked ability 2; its controller
         // sacrifices "that creature" only if they still control it (701.21a, ruling DMU-R-0129).
         c.abilities = {
             kicker("{2}{B}"),
             spell(mode({target(creature())},
                        {gain_control_until(ControlUntil::EndOfTurn), untap(), grant(KHaste),
                         when(fx(Op::CreateDelayed, Who::Target, 2), Cond::Kicked)})),
             linked(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}))};
       }},
      {"Vodalian Mindsinger",
       [](CardDef& c) {
         // "for as long as you control this creature" (611.2b): the power is compared as the
         // ability resolves (608.2b), not afterwards (ruling DMU-R-0345)
         c.abilities = {kicker("{1}{R}"), kicker("{1}{G}"),
                        enters_with(Counter::PlusOne, value(Value::TimesKicked, 0, 2)),
                        triggered(on(Event::EntersBattlefield),
                                  mode({target(creature().with(PowerLessThanSource))},
                                       {gain_control_until(ControlUntil::WhileControls)}))};
       }},
      {"Gilded Drake",
       [](CardDef& c) {
         c.keywords = KFlying;
         Ability etb = triggered(on(Event::EntersBattlefield),
                                 mode({target(theirs(creature()), 0, 1)},
                                      {fx(Op::ExchangeControl, Who::Target),
                                       when(fx(Op::SacrificeIt, Who::Source), Cond::IfYouDidNot)}));
         etb.resolves_if_targets_illegal = true;  // "This ability still resolves if ..."
         c.abilities = {etb};
       }},
  };
}

}  // namespace lore
