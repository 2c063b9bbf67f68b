// FINAL FANTASY meld cards (712.4, 701.42): Fang, Fearless l'Cie and Vanille, Cheerful l'Cie
// meld into Ragnarok, Divine Deliverance (712.5g). The pair is linked by the card database
// (712.5); the melded permanent is one object represented by two cards (see is_melded(), engine.h).
#include "cards/dsl.h"
#include "engine/card_db.h"
#include "engine/state.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_meld_scripts() {
  return {
      {"Fang, Fearless l'Cie",
       [](CardDef& c) {
         // "Whenever one or more cards leave your graveyard, you draw a card and you lose 1
         // life. This ability triggers only once each turn."
         Ability a = triggered(on(Event::CardsLeaveYourGraveyard), mode({}, {draw(1), lose(1)}));
         a.trigger.self = false;
         a.once_per_turn = true;
         c.abilities = {a};
       }},
      {"Vanille, Cheerful l'Cie",
       [](CardDef& c) {
         Effect back = fx(Op::ReturnChosenFromGraveyard, Who::Controller);
         back.filter.types = kPermanentTypes;
         Effect pay = fx(Op::PayOptional, Who::Controller);
         ManaCost::parse("{3}{B}{G}", pay.set<Effect::ManaCosts>().cost);
         Ability meld =
             triggered(on(Event::BeginningOfPrecombatMain),
                       mode({}, {pay, when(fx(Op::ExileAndMeld, Who::Source), Cond::IfYouDid)}));
         meld.trigger.if_clause = TriggerIf::OwnAndControlMeldPair;  // 603.4
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {mill(2), back})), meld};
       }},
      {"Ragnarok, Divine Deliverance",
       [](CardDef& c) {
         c.keywords = KVigilance | KMenace | KTrample | KReach | KHaste;
         TargetSpec card = target_card_in_your_graveyard(kPermanentTypes);
         card.filter = card.filter.with(NonLegendary);
         Effect ret = fx(Op::ReturnToBattlefield, Who::Target, 0, 1);
         c.abilities = {
             triggered(on(Event::Dies), mode({target(Filter{}), card}, {destroy(), ret}))};
       }},
  };
}

}  // namespace lore
