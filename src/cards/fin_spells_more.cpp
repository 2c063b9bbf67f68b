// FINAL FANTASY counterspells, card selection and Wizards: "counter unless its controller pays"
// with a computed amount (118.12), damage doubled by a replacement effect (614.1a: Trance Kuja).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Effect transform_self() { return fx(Op::Transform, Who::Source); }

Filter your_wizards() { return yours(Filter{}.with(HasSubtype, "Wizard")); }

}  // namespace

std::vector<CardScript> fin_spell_more_scripts() {
  return {
      {"Syncopate",
       [](CardDef& c) {
         // "Counter target spell unless its controller pays {X}. If that spell is countered this
         // way, exile it instead of putting it into its owner's graveyard."
         Effect counter = fxv(Op::CounterUnlessPays, Who::Target, value(Value::X));
         counter.set<Effect::StackSpells>().exile_countered = true;
         c.abilities = {spell(mode({target_spell(Filter{})}, {counter}))};
       }},
      {"Swallowed by Leviathan",
       [](CardDef& c) {
         // "Choose target spell. Surveil 2, then counter the chosen spell unless its controller
         // pays {1} for each card in your graveyard." (counted after the surveil)
         c.abilities = {spell(mode({target_spell(Filter{})},
                                   {surveil(2), fxv(Op::CounterUnlessPays, Who::Target,
                                                    value(Value::CardsInYourGraveyard))}))};
       }},
      {"Resentful Revelation",
       [](CardDef& c) {
         // "Look at the top three cards of your library. Put one of them into your hand and the
         // rest into your graveyard."
         Effect look = with_filter(fx(Op::LookAtTop, Who::Controller, 3), Filter{});
         look.set<Effect::Library>() = {.to = Zone::Hand, .rest_to_graveyard = true};
         c.abilities = {spell(mode({}, {look})), flashback("{6}{B}")};
       }},
      {"Sidequest: Card Collection",
       [](CardDef& c) {
         // 603.4: eight or more cards in your graveyard as it triggers and as it resolves
         // (ruling FIN-R-0318)
         Ability end = triggered(on(Event::BeginningOfEndStep), mode({}, {transform_self()}));
         end.trigger.if_clause = TriggerIf::CardsInYourGraveyardAtLeast;
         end.trigger.if_n = 8;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {draw(3), fx(Op::Discard, Who::Controller, 2)})),
                        end};
       }},
      {"Magicked Card",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {crew(1)};
       }},
      {"Kuja, Genome Sorcerer",
       [](CardDef& c) {
         // "create a tapped 0/1 black Wizard creature token with ... Then if you control four or
         // more Wizards, transform Kuja."
         Effect wizard = token("Wizard");
         wizard.set<Effect::TokensCopies>().tapped = true;
         Effect turn =
             with_filter(when(transform_self(), Cond::ControlMatchingAtLeast, 4), your_wizards());
         c.abilities = {triggered(on(Event::BeginningOfEndStep), mode({}, {wizard, turn}))};
       }},
      {"Trance Kuja, Fate Defied",
       [](CardDef& c) {
         // "Flame Star — If a Wizard you control would deal damage to a permanent or player, it
         // deals double that damage instead." (614.1a; the Wizard stays the source, ruling
         // FIN-R-0226; damage is assigned or divided before it is doubled, ruling FIN-R-0228)
         c.abilities = {static_ability(StaticKind::DoubleDamageFromYourWizards)};
       }},
  };
}

}  // namespace lore
