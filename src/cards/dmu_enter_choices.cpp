// Dominaria United: "As this enters, choose ..." (614.1c) a card type (Stenn, Paranoid Partisan)
// or another creature (Tyrannical Pitlord), kept on the permanent (Object::chosen).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Ability choose_as_enters(EnterChoice what, const char* text) {
  Ability a;
  a.kind = AbilityKind::NameAsEnters;
  a.enter_choice = what;
  a.text = text;
  return a;
}

}  // namespace

std::vector<CardScript> dmu_enter_choice_scripts() {
  return {
      {"Stenn, Paranoid Partisan",
       [](CardDef& c) {
         Ability choose =
             choose_as_enters(EnterChoice::CardTypeNotCreatureOrLand,
                              "As this enters, choose a card type other than creature or land");
         // "Spells you cast of the chosen type cost {1} less to cast." (601.2f: generic mana
         // only, ruling DMU-R-0284)
         Ability cheaper = static_ability(StaticKind::SpellsCostLess);
         cheaper.stat.of_chosen_type = true;
         cheaper.stat.power = 1;
         // "{1}{W}{U}: Exile Stenn. Return it to the battlefield under its owner's control at the
         // beginning of the next end step." (603.7: the Linked ability at index 3)
         Effect back = fx(Op::ReturnToBattlefield, Who::TriggerObject);
         back.set<Effect::ExileReturn>().under_owner = true;
         Ability flicker = named(
             activated(cost("{1}{W}{U}"), mode({}, {fx(Op::Exile, Who::Source),
                                                    fx(Op::CreateDelayed, Who::Controller, 3)})),
             "{1}{W}{U}: Exile Stenn. Return it at the beginning of the next end "
             "step");
         c.abilities = {choose, cheaper, flicker, linked(on(Event::None), mode({}, {back}))};
       }},
      {"Tyrannical Pitlord",
       [](CardDef& c) {
         c.keywords = KFlying | KTrample;
         Ability choose = choose_as_enters(EnterChoice::AnotherCreatureYouControl,
                                           "As this enters, choose another creature you control");
         // "Those chosen creature gets +3/+3 and has flying." (layers 6 and 7c, whoever controls
         // it, ruling DMU-R-0322)
         Ability pump = anthem(Filter{}.with(ChosenBySource), 3, 3);
         pump.stat.keywords = KFlying;
         // "When Tyrannical Pitlord leaves the battlefield, sacrifice the chosen creature." (only
         // if its controller controls it, 701.21a, ruling DMU-R-0323)
         Ability sac = triggered(on(Event::LeavesBattlefield),
                                 mode({}, {fx(Op::SacrificeIt, Who::SourceChosen)}));
         c.abilities = {choose, pump, sac};
       }},
  };
}

}  // namespace lore
