// Abilities on the stack as targets (115.2): countering them (701.6a) and copying them (707.10):
// Ertai Resurrected, Louisoix's Sacrifice, The Peregrine Dynamo, Gogo, Master of Mimicry, Verrak,
// Warped Sengir; and Unite the Coalition (700.2d: the same mode chosen more than once).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "target activated or triggered ability you control"
TargetSpec target_ability_you_control() {
  TargetSpec t;
  t.what = TargetSpec::Ability;
  t.filter.who = Filter::You;
  return t;
}

}  // namespace

std::vector<CardScript> dmu_stack_ability_scripts() {
  return {
      {"Ertai Resurrected",
       [](CardDef& c) {  // "choose up to one" (603.3c: none chosen, removed from the stack)
         c.keywords = KFlash;
         TargetSpec on_stack;  // "target spell, activated ability, or triggered ability"
         on_stack.what = TargetSpec::SpellOrAbility;
         Ability etb = triggered(
             on(Event::EntersBattlefield),
             named(mode({on_stack},
                        {fx(Op::CounterSpell, Who::Target), draw(1, Who::TargetController)}),
                   "Counter target spell, activated ability, or triggered ability. Its "
                   "controller draws a card."));
         etb.modes.push_back(named(
             mode({target(another(permanent(TCreature | TPlaneswalker)))},
                  {destroy(), draw(1, Who::TargetController)}),
             "Destroy another target creature or planeswalker. Its controller draws a card."));
         etb.min_modes = 0;
         c.abilities = {etb};
       }},
      {"Louisoix's Sacrifice",
       [](CardDef& c) {  // "sacrifice a legendary creature or pay {2}" (601.2b: announced)
         TargetSpec t;   // "target activated ability, triggered ability, or noncreature spell"
         t.what = TargetSpec::SpellOrAbility;
         t.filter = Filter{}.with(Filter::NonCreature);
         Mode counter = mode({t}, {fx(Op::CounterSpell, Who::Target)});
         Mode sacrifice = named(counter, "sacrifice a legendary creature");
         sacrifice.additional_sacrifice = 1;
         sacrifice.additional_sacrifice_filter = creature().with(Filter::Legendary);
         Ability sp = tiered({sacrifice, tier("{2}", named(counter, "pay {2}"))});
         sp.cost_choice = true;
         c.abilities = {sp};
       }},
      {"The Peregrine Dynamo",
       [](CardDef& c) {  // rulings DMU-R-0410..0418
         c.keywords = KHaste;
         TargetSpec t = target_ability_you_control();  // "from another legendary source that's
         t.filter = another(t.filter).with(Filter::Legendary);  // not a commander"
         t.not_commander = true;
         c.abilities = {
             named(activated(cost("{1}", true), mode({t}, {fx(Op::CopyAbility, Who::Target, 1)})),
                   "{1}, {T}: Copy target activated or triggered ability you control "
                   "from another legendary source that's not a commander.")};
       }},
      {"Gogo, Master of Mimicry",
       [](CardDef& c) {  // rulings FIN-R-0194..0207
         Ability copy =
             named(activated(cost("{X}{X}", true),
                             mode({target_ability_you_control()},
                                  {fxv(Op::CopyAbility, Who::Target, value(Value::X))})),
                   "{X}{X}, {T}: Copy target activated or triggered ability you control X times.");
         copy.cant_be_copied = true;
         copy.x_not_zero = true;
         c.abilities = {copy};
       }},
      {"Unite the Coalition",
       [](CardDef& c) {  // "Choose five. You may choose the same mode more than once."
         Ability sp = spell(
             {named(mode({target(permanent(kPermanentTypes))}, {fx(Op::PhaseOut, Who::Target)}),
                    "Target permanent phases out."),
              named(mode({target_player()}, {draw(1, Who::Target)}), "Target player draws a card."),
              named(mode({target_player()}, {fx(Op::Exile, Who::AllInTargetPlayersGraveyard)}),
                    "Exile target player's graveyard."),
              named(mode({any_target()}, {damage(Who::Target, 2)}),
                    "Unite the Coalition deals 2 damage to any target."),
              named(mode({target(permanent(TArtifact | TEnchantment))}, {destroy()}),
                    "Destroy target artifact or enchantment.")});
         sp.max_modes = sp.min_modes = 5;
         sp.repeat_modes = true;
         c.abilities = {sp};
       }},
      {"Verrak, Warped Sengir",
       [](CardDef& c) {  // rulings DMU-R-0461..0469
         c.keywords = KFlying | KDeathtouch | KLifelink;
         // "you may pay that much life again. If you do, copy that ability. You may choose new
         // targets for the copy."
         c.abilities = {triggered(
             on(Event::ActivatesAbilityPayingLife),
             mode({}, {fxv(Op::PayLifeOptional, Who::Controller, value(Value::TriggerAmount)),
                       when(fx(Op::CopyAbility, Who::TriggerAbility, 1), Cond::IfYouDid)}))};
       }},
  };
}

}  // namespace lore
