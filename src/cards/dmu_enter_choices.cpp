// "As this enters, choose ..." (614.1c, 614.12): a card type (Stenn, Paranoid Partisan) or
// another creature (Tyrannical Pitlord), kept on the permanent (Object::chosen); and land types set
// by an effect or chosen as a land enters (305.7): Pixie Illusionist, Thran Portal, and FINAL
// FANTASY's Crossroads Village, whose color chosen as it enters picks its mana ability the same
// way (CardDef::mana_of_choice).
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

// One "{T}: Add <color>" for each color, W U B R G (CardDef::mana_of_choice: only the chosen
// one is there), each costing `life` more (119.4).
void add_mana_of_each_color(std::vector<Ability>& to, int life) {
  for (ColorMask color : {White, Blue, Black, Red, Green}) {
    Ability m = mana(color);
    m.cost.life = static_cast<int8_t>(life);
    to.push_back(m);
  }
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

std::vector<CardScript> dmu_land_type_scripts() {
  return {
      {"Pixie Illusionist",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "If this creature was kicked, it enters with two +1/+1 counters on it." (614.1c: a
         // replacement, not a trigger, ruling DMU-R-0215)
         // "{T}: Target land you control becomes the basic land type of your choice until end of
         // turn." (305.7; chosen as it resolves, ruling DMU-R-0216)
         c.abilities = {
             kicker("{3}{G}"), enters_with(Counter::PlusOne, value(Value::TimesKicked, 0, 2)),
             activated(cost("", true), mode({target(yours(permanent(TLand)))},
                                            {fx(Op::BecomeBasicLandTypeOfChoice, Who::Target)}))};
       }},
      {"Thran Portal",
       [](CardDef& c) {
         // "This land enters tapped unless you control two or fewer other lands." (614.1c)
         Ability tapped = enters_tapped();
         tapped.untapped_if_other_lands_at_most = 2;
         // "As this land enters, choose a basic land type. This land is the chosen type in
         // addition to its other types." (614.12, layer 4: its basic land type's mana ability,
         // 305.6, ruling DMU-R-0303) "Mana abilities of this land cost an additional 1 life to
         // activate." (rulings DMU-R-0304, DMU-R-0306: its own only)
         Ability costly = static_ability(StaticKind::ManaAbilitiesCostLife);
         costly.stat.power = 1;  // and a mana ability it gains (ruling DMU-R-0305)
         c.abilities = {
             tapped,
             choose_as_enters(EnterChoice::BasicLandType,
                              "As this land enters, choose a basic land type"),
             named(costly, "Mana abilities of this land cost an additional 1 life to activate")};
         add_mana_of_each_color(c.abilities, 1);
       }},
      {"Crossroads Village",
       [](CardDef& c) {
         // "This land enters tapped. As it enters, choose a color. {T}: Add one mana of the
         // chosen color." (614.1c, 614.12)
         c.abilities = {enters_tapped(),
                        choose_as_enters(EnterChoice::Color, "As it enters, choose a color")};
         add_mana_of_each_color(c.abilities, 0);
       }},
  };
}

}  // namespace lore
