// Control-changing effects with a duration (611.2a-b, 613.1b) and exchanges of control
// (701.12b): Dominaria United's In Thrall to the Pit and Vodalian Mindsinger, Urza's Saga's
// Gilded Drake; FINAL FANTASY's Zidane, Unexpected Request and Stolen Uniform, with the
// abilities that trigger on a loss of control (603.10a) and the attaching that goes with them.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Effect gain_control_until(ControlUntil until, int slot = 0) {
  Effect e = fx(Op::GainControl, Who::Target, 0, slot);
  e.set<Effect::ControlAttach>().until = until;
  return e;
}

Filter equipment() { return permanent(TArtifact).with(HasSubtype, "Equipment"); }

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
      {"Zidane, Tantalus Thief",
       [](CardDef& c) {
         // "Whenever an opponent gains control of a permanent from you": it looks back (603.10a),
         // so Zidane itself changing control triggers it, for its former controller (FIN-R-0422)
         Trigger lost = on_other(Event::LosesControl, permanent(kPermanentTypes));
         lost.spell.who = Filter::Opponent;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({target(theirs(creature()))},
                                       {gain_control_until(ControlUntil::EndOfTurn), untap(),
                                        grant(KLifelink | KHaste)})),
                        triggered(lost, mode({}, {token("Treasure")}))};
       }},
      {"Unexpected Request",
       [](CardDef& c) {
         // "If you do, unattach it at the beginning of the next end step": a delayed trigger
         // (603.7) about the Equipment attached, the Linked ability 1
         c.abilities = {
             spell(mode({target(creature())},
                        {gain_control_until(ControlUntil::EndOfTurn), untap(), grant(KHaste),
                         with_filter(fx(Op::AttachChosen, Who::Target), yours(equipment())),
                         when(fx(Op::CreateDelayed, Who::LastMoved, 1), Cond::IfYouDid)})),
             linked(on(Event::None), mode({}, {fx(Op::Unattach, Who::TriggerObject)}))};
       }},
      {"Stolen Uniform",
       [](CardDef& c) {
         // The Equipment (slot 1) is attached only if the creature (slot 0) is still a legal
         // target; control is gained either way (ruling FIN-R-0333). "When you lose control of
         // that Equipment this turn, if it's attached to a creature you control" is a delayed
         // trigger (603.7c) about it, whatever takes control away (ruling FIN-R-0334).
         Effect attach = fx(Op::Attach, Who::Target, 0, 0);
         attach.source_slot = 1;
         Trigger lost = on(Event::LosesControl);
         lost.if_clause = TriggerIf::SubjectAttachedToCreatureYouControl;
         c.abilities = {spell(mode({target(yours(creature())), target(equipment())},
                                   {gain_control_until(ControlUntil::EndOfTurn, 1), attach,
                                    fx(Op::CreateDelayed, Who::Target, 1, 1)})),
                        linked(lost, mode({}, {fx(Op::Unattach, Who::TriggerObject)}))};
       }},
  };
}

}  // namespace lore
