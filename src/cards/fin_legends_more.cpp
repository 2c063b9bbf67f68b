// FINAL FANTASY legendary creatures on "once each turn" and "until your next turn" effects:
// Venat, Heart of Hydaelyn and its back face.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> fin_legends_more_scripts() {
  return {
      {"Venat, Heart of Hydaelyn",
       [](CardDef& c) {
         // "Whenever you cast a legendary spell, draw a card. This ability triggers only once
         // each turn."
         Ability legend = triggered(on_cast(Filter{}.with(Legendary)), mode({}, {draw(1)}));
         legend.once_per_turn = true;
         // "Hero's Sundering — {7}, {T}: Exile target nonland permanent. Transform Venat.
         // Activate only as a sorcery."
         Ability sunder =
             named(activated(cost("{7}", true),
                             mode({target(permanent(kPermanentTypes).with(Nonland))},
                                  {fx(Op::Exile, Who::Target), fx(Op::Transform, Who::Source)})),
                   "Hero's Sundering");
         sunder.sorcery_speed = true;
         c.abilities = {legend, sunder};
       }},
      {"Hydaelyn, the Mothercrystal",
       [](CardDef& c) {
         c.keywords = KIndestructible;
         // "Blessing of Light — At the beginning of combat on your turn, put a +1/+1 counter on
         // another target creature you control. Until your next turn, it gains indestructible.
         // If that creature is legendary, draw a card." (nothing if the target is illegal then,
         // ruling FIN-R-0384)
         Effect lasting = grant(KIndestructible);
         lasting.set<Effect::Characteristics>().until_your_next_turn = true;
         Effect legend_draw = when(draw(1), Cond::TargetMatches);
         legend_draw.filter = Filter{}.with(Legendary);
         Ability blessing = triggered(on(Event::BeginningOfCombat),
                                      mode({target(another(yours(creature())))},
                                           {counters(Counter::PlusOne, 1), lasting, legend_draw}));
         blessing.text = "Blessing of Light";
         c.abilities = {blessing};
       }},
  };
}

}  // namespace lore
