// Dominaria United: The Raven Man ("if a player discarded a card this turn").
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_raven_man_scripts() {
  return {
      {"The Raven Man",
       [](CardDef& c) {
         // "At the beginning of each end step, if a player discarded a card this turn, create a
         // 1/1 black Bird creature token with flying and \"This creature can't block.\"" (603.4:
         // once, however many cards or players, its controller too: ruling DMU-R-0240)
         Trigger end = on(Event::BeginningOfEndStep);
         end.each_player = true;
         end.if_clause = TriggerIf::PlayerDiscardedThisTurn;
         // "{3}{B}, {T}: Each opponent discards a card. Activate only as a sorcery." (602.5d)
         Ability discard_one = named(
             activated(cost("{3}{B}", true), mode({}, {fx(Op::Discard, Who::EachOpponent, 1)})),
             "{3}{B}, {T}: Each opponent discards a card");
         discard_one.sorcery_speed = true;
         c.abilities = {triggered(end, mode({}, {token("Raven Man Bird")})), discard_one};
       }},
  };
}

}  // namespace lore
