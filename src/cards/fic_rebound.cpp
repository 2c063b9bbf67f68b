// FINAL FANTASY Commander cards with rebound (702.88): Transpose.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// 702.88a Rebound: the keyword (ability `index`) and its delayed trigger "you may cast this card
// from exile without paying its mana cost" (ability `index` + 1).
void add_rebound(std::vector<Ability>& to) {
  Ability rebound;
  rebound.kind = AbilityKind::Rebound;
  rebound.linked = static_cast<int8_t>(to.size() + 1);
  rebound.text = "Rebound";
  to.push_back(rebound);
  to.push_back(linked(on(Event::BeginningOfUpkeep),
                      mode({}, {fx(Op::CastFromExileFree, Who::TriggerObject)})));
}

}  // namespace

std::vector<CardScript> fic_rebound_scripts() {
  return {
      {"Transpose",
       [](CardDef& c) {
         // "Draw a card, then discard a card. You lose 1 life. If this spell was cast from your
         // hand, create a 0/1 black Wizard creature token with "Whenever you cast a noncreature
         // spell, this token deals 1 damage to each opponent."" Rebound (rulings FIN-R-0878 to
         // FIN-R-0880)
         c.abilities = {spell(mode({}, {draw(1), fx(Op::Discard, Who::Controller, 1), lose(1),
                                        when(token("Wizard"), Cond::CastFromHand)}))};
         add_rebound(c.abilities);
       }},
  };
}

}  // namespace lore
