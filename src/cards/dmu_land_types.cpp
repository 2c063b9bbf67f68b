// Dominaria United: land types set by an effect and chosen as a land enters (305.7, 614.12):
// Pixie Illusionist, Thran Portal; and FINAL FANTASY's Crossroads Village, whose color chosen as
// it enters picks its mana ability the same way (CardDef::mana_of_choice).
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
         c.abilities = {tapped, choose_as_enters(EnterChoice::BasicLandType,
                                                 "As this land enters, choose a basic land type")};
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
