// Urza's Saga damage prevention (615): shields ("prevent the next N damage"), "prevent all
// damage", "the next time a source of your choice would deal damage", and static prevention.
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Effect prevent(Who who, int amount, Effect::DamageLife how = {}) {
  Effect e = fx(Op::PreventDamage, who, amount);
  e.set<Effect::DamageLife>() = how;
  return e;
}

// "The next time a <f> source of your choice would deal damage to <who> this turn, prevent that
// damage." (the source is chosen as it resolves, 609.7a)
Effect prevent_next_from_chosen(Who who, Filter f) {
  Effect e = prevent(who, 0, {.next_event = true, .chosen_source = true});
  e.filter = f;
  return e;
}

// "{W}: The next time a <f> source of your choice would deal damage to you this turn, prevent
// that damage. / Cycling {2}" (the Runes of Protection)
void rune(CardDef& c, Filter f) {
  c.abilities = {
      named(activated(cost("{W}"), mode({}, {prevent_next_from_chosen(Who::Controller, f)})),
            "{W}: Prevent the next damage a source of your choice of this Rune's kind "
            "would deal you this turn"),
      cycling("{2}")};
}

Filter of_color(ColorMask color) { return Filter{}.with(OfColors, color); }

}  // namespace

std::vector<CardScript> usg_prevention_scripts() {
  return {
      {"Healing Salve",
       [](CardDef& c) {
         c.abilities = {spell({mode({target_player()}, {gain(3, Who::Target)}),
                               mode({any_target()}, {prevent(Who::Target, 3)})})};
       }},
      {"Sanctum Custodian",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("", true), mode({any_target()}, {prevent(Who::Target, 2)})),
                   "{T}: Prevent the next 2 damage to any target this turn")};
       }},
      {"Redeem",
       [](CardDef& c) {  // "up to two target creatures"
         c.abilities = {spell(mode({target(creature(), 0, 2)}, {prevent(Who::Target, 0)}))};
       }},
      {"Lull",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {prevent(Who::Controller, 0,
                                                {.combat_only = true, .to_anything = true})})),
                        cycling("{2}")};
       }},
      {"Songstitcher",
       [](CardDef& c) {
         Filter flyer = creature()
                            .with(HasKeyword, std::countr_zero(static_cast<unsigned>(KFlying)))
                            .with(Attacking);
         c.abilities = {named(
             activated(cost("{1}{W}"),
                       mode({target(flyer)},
                            {prevent(Who::Target, 0, {.combat_only = true, .by_who = true})})),
             "{1}{W}: Prevent all combat damage target attacking creature with flying would deal "
             "this turn")};
       }},
      {"Fog Bank",
       [](CardDef& c) {
         c.keywords = KDefender | KFlying;
         c.abilities = {static_ability(StaticKind::PreventCombatDamageToAndBy)};
       }},
      {"Urza's Armor",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::PreventOneDamageToYou)}; }},
      {"Sanctum Guardian",
       [](CardDef& c) {
         Cost k;
         k.sacrifice_self = true;
         c.abilities = {named(
             activated(k, mode({any_target()}, {prevent_next_from_chosen(Who::Target, Filter{})})),
             "Sacrifice this: The next time a source of your choice would deal damage to any "
             "target this turn, prevent that damage")};
       }},
      {"Energy Field",
       [](CardDef& c) {
         // "When a card is put into your graveyard from anywhere" (a card you own: 404.1; a token
         // is no card)
         Filter card;
         card.who = Filter::You;
         card.by_owner = true;
         card = card.with(NonToken);
         Mode sac = mode({}, {fx(Op::SacrificeIt, Who::Source)});
         c.abilities = {static_ability(StaticKind::PreventDamageToYouFromOthers),
                        triggered(on_other(Event::PutIntoGraveyardFromBattlefield, card), sac),
                        triggered(on_other(Event::PutIntoGraveyardNotFromBattlefield, card), sac)};
       }},
      {"Rune of Protection: White", [](CardDef& c) { rune(c, of_color(White)); }},
      {"Rune of Protection: Blue", [](CardDef& c) { rune(c, of_color(Blue)); }},
      {"Rune of Protection: Black", [](CardDef& c) { rune(c, of_color(Black)); }},
      {"Rune of Protection: Red", [](CardDef& c) { rune(c, of_color(Red)); }},
      {"Rune of Protection: Green", [](CardDef& c) { rune(c, of_color(Green)); }},
      {"Rune of Protection: Artifacts", [](CardDef& c) { rune(c, permanent(TArtifact)); }},
      {"Rune of Protection: Lands", [](CardDef& c) { rune(c, permanent(TLand)); }},
  };
}

}  // namespace lore
