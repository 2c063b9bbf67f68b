// Mana abilities other permanents are tapped for (ManaGrant, card.h): abilities a permanent grants
// ("Lands you control have \"{T}: Add one mana of any color.\"", 613.1f) and "Tap an untapped
// <permanent> you control: Add ..." costs (118.3); and mana abilities with a mana cost (605.1a).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "<f> have \"{T}: Add <one of colors>.\"": the ability each permanent `f` matches has (613.1f).
Ability granted_mana(ColorMask colors, Filter f) {
  Ability a = mana(colors);
  a.mana_grant = ManaGrant::Granted;
  a.stat.filter = f;
  return a;
}

// "Tap an untapped <f> you control: Add <one of colors>." (no {T} of its own: 302.6 doesn't apply)
Ability tap_other_mana(ColorMask colors, Filter f) {
  Cost c;
  c.tap_count = 1;
  c.tap_filter = yours(f);
  Ability a = mana(colors, c);
  a.mana_grant = ManaGrant::TapOther;
  return a;
}

}  // namespace

std::vector<CardScript> mana_grant_scripts() {
  return {
      {"Chromatic Lantern",
       [](CardDef& c) {
         c.abilities = {granted_mana(kAnyColor, yours(permanent(TLand))), mana(kAnyColor)};
       }},
      {"Citanul Hierophants",
       [](CardDef& c) {  // itself included: it's a creature you control
         c.abilities = {granted_mana(Green, yours(creature()))};
       }},
      {"Relic of Legends",
       [](CardDef& c) {
         c.abilities = {mana(kAnyColor), tap_other_mana(kAnyColor, creature().with(Legendary))};
       }},
      {"Meria, Scholar of Antiquity",
       [](CardDef& c) {
         Filter nontoken_artifact = permanent(TArtifact).with(NonToken);
         Cost two;
         two.tap_count = 2;
         two.tap_filter = yours(nontoken_artifact);
         c.abilities = {
             tap_other_mana(Green, nontoken_artifact),
             named(activated(two, mode({}, {fx(Op::ExileTopChoosePlayable, Who::Controller, 1)})),
                   "Tap two untapped nontoken artifacts you control: Exile the top card of your "
                   "library. You may play it this turn.")};
       }},
      {"Crystal Grotto",
       [](CardDef& c) {
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {scry(1)})), mana(0),
                        mana(kAnyColor, cost("{1}", true))};
       }},
      {"Salvaged Manaworker",
       [](CardDef& c) {
         Ability any = mana(kAnyColor, cost("{1}"));
         any.once_per_turn = true;  // "Activate only once each turn." (602.5b)
         c.abilities = {any};
       }},
  };
}

}  // namespace lore
