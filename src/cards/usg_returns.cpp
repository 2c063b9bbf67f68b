// Urza's Saga cards that put cards onto the battlefield from a hand or a graveyard, or return
// creature cards from a graveyard.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_return_scripts() {
  return {
      {"No Rest for the Wicked",
       [](CardDef& c) {
         Cost k;
         k.sacrifice_self = true;
         // creature cards in your graveyard (you own them: 404.1) put there from the battlefield
         // this turn, whoever controlled them then
         Effect back = with_filter(fx(Op::ReturnToHand, Who::AllInYourGraveyard),
                                   creature().with(FromBattlefieldThisTurn));
         c.abilities = {named(activated(k, mode({}, {back})),
                              "Sacrifice this: Return to your hand all creature cards in your "
                              "graveyard that were put there from the battlefield this turn")};
       }},
      {"Victimize",
       [](CardDef& c) {
         // "Sacrifice a creature. If you do, return the chosen cards to the battlefield tapped."
         Effect sac = with_filter(fx(Op::Sacrifice, Who::Controller, 1), creature());
         Effect back = when(fx(Op::ReturnToBattlefield, Who::Target), Cond::IfYouDid);
         back.set<Effect::ExileReturn>().tapped = true;
         c.abilities = {spell(mode({target_card_in_your_graveyard(TCreature, 2, 2)}, {sac, back}))};
       }},
      {"Sneak Attack",
       [](CardDef& c) {
         // "That creature gains haste" has no duration (611.2a); the sacrifice is a delayed
         // trigger (603.7), the Linked ability 1.
         Effect haste = grant(KHaste, Who::LastMoved);
         haste.set<Effect::Characteristics>().no_duration = true;
         c.abilities = {
             named(activated(
                       cost("{R}"),
                       mode({}, {with_filter(fx(Op::PutFromHand, Who::Controller, 1), creature()),
                                 haste, fx(Op::CreateDelayed, Who::LastMoved, 1)})),
                   "{R}: You may put a creature card from your hand onto the battlefield. It "
                   "gains haste. Sacrifice it at the beginning of the next end step"),
             linked(on(Event::None), mode({}, {fx(Op::SacrificeIt, Who::TriggerObject)}))};
       }},
      {"Show and Tell",
       [](CardDef& c) {
         Effect put = fx(Op::EachPlayerPutsOntoBattlefield, Who::EachPlayer);
         put.filter = permanent(TArtifact | TCreature | TEnchantment | TLand);
         put.set<Effect::ExileReturn>() = {.under_owner = true, .may = true};
         c.abilities = {spell(mode({}, {put}))};
       }},
      {"Exhume",
       [](CardDef& c) {
         Effect put = fx(Op::EachPlayerPutsOntoBattlefield, Who::EachPlayer);
         put.filter = creature();
         put.set<Effect::ExileReturn>() = {.under_owner = true, .from_graveyard = true};
         c.abilities = {spell(mode({}, {put}))};
       }},
      {"Carrion Beetles",
       [](CardDef& c) {
         TargetSpec cards = target_card_in_a_graveyard(0);
         cards.min = 0, cards.max = 3;
         cards.one_graveyard = true;  // "from a single graveyard"
         c.abilities = {
             named(activated(cost("{2}{B}", true), mode({cards}, {fx(Op::Exile, Who::Target)})),
                   "{2}{B}, {T}: Exile up to three target cards from a single graveyard")};
       }},
      {"Faith Healer",
       [](CardDef& c) {
         Cost k;
         k.sacrifice_count = 1;
         k.sacrifice_filter = permanent(TEnchantment);
         // the mana value of the enchantment as it last existed (608.2h)
         c.abilities = {named(activated(k, mode({}, {fxv(Op::GainLife, Who::Controller,
                                                         value(Value::TriggerObjectManaValue))})),
                              "Sacrifice an enchantment: You gain life equal to its mana value")};
       }},
      {"Greater Good",
       [](CardDef& c) {
         Cost k;
         k.sacrifice_count = 1;
         k.sacrifice_filter = creature();
         // the power of the creature as it last existed (608.2h)
         c.abilities = {named(
             activated(
                 k, mode({}, {fxv(Op::DrawCards, Who::Controller, value(Value::TriggerObjectPower)),
                              fx(Op::Discard, Who::Controller, 3)})),
             "Sacrifice a creature: Draw cards equal to its power, then discard three cards")};
       }},
  };
}

}  // namespace lore
