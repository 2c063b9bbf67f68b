// FINAL FANTASY sorceries with flashback (702.34a) whose first half needs its own primitive:
// Memories Returning's alternating picks with an opponent, Sorceress's Schemes' target in a
// graveyard or exile, Random Encounter's milled creatures put onto the battlefield.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_flashback_spell_scripts() {
  return {
      {"Memories Returning",
       [](CardDef& c) {
         // "Reveal the top five cards of your library. Put one of them into your hand. Then
         // choose an opponent. They put one on the bottom of your library. Then you put one into
         // your hand. Then they put one on the bottom of your library. Put the other into your
         // hand." Flashback {7}{U}{U}
         c.abilities = {
             spell(mode({}, {fx(Op::RevealAlternateHandOpponentBottom, Who::Controller, 5)})),
             flashback("{7}{U}{U}")};
       }},
      {"Sorceress's Schemes",
       [](CardDef& c) {
         // "Return target instant or sorcery card from your graveyard or exiled card with
         // flashback you own to your hand. Add {R}." Flashback {4}{R}
         TargetSpec card;
         card.what = TargetSpec::YourGraveyardOrExiledFlashback;
         card.filter.types = TInstant | TSorcery;
         c.abilities = {spell(mode({card}, {fx(Op::ReturnToHand, Who::Target), add_mana(Red, 1)})),
                        flashback("{4}{R}")};
       }},
      {"Random Encounter",
       [](CardDef& c) {
         // "Shuffle your library, then mill four cards. Put each creature card milled this way
         // onto the battlefield. They gain haste. At the beginning of the next end step, return
         // those creatures to their owner's hand." Flashback {6}{R}{R}
         Effect put = with_filter(fx(Op::ReturnToBattlefield, Who::MovedMatching), creature());
         Effect haste = grant(KHaste, Who::LastMoved);  // "They gain haste": no duration (611.2a)
         haste.set<Effect::Characteristics>().no_duration = true;
         c.abilities = {spell(mode({}, {fx(Op::ShuffleLibrary, Who::Controller), mill(4), put,
                                        haste, fx(Op::CreateDelayed, Who::LastMoved, 2)})),
                        flashback("{6}{R}{R}"),
                        linked(Trigger{},  // "at the beginning of the next end step" (603.7)
                               mode({}, {fx(Op::ReturnToHand, Who::TriggerObject)}))};
       }},
  };
}

}  // namespace lore
