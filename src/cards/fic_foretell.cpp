// FINAL FANTASY Commander cards with foretell (702.143): Ultimate Magic: Holy.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// 702.143a Foretell [cost]: the alternative cost of casting the card from exile after the turn
// it was foretold; card_db.cpp adds the special action that foretells it (116.2h).
Ability foretell(const char* mana) {
  Ability a;
  a.kind = AbilityKind::Foretell;
  ManaCost::parse(mana, a.cost.mana);
  a.text = std::string("Foretell ") + mana;
  return a;
}

}  // namespace

std::vector<CardScript> fic_foretell_scripts() {
  return {
      {"Ultimate Magic: Holy",
       [](CardDef& c) {
         // "Permanents you control gain indestructible until end of turn. If this spell was cast
         // from exile, prevent all damage that would be dealt to you this turn." Foretell {2}{W}
         // (rulings FIN-R-0888 to FIN-R-0890)
         c.abilities = {spell(mode({}, {all(grant(KIndestructible), yours(permanent(0))),
                                        when(fx(Op::PreventDamage, Who::Controller, 0),
                                             Cond::CastFromExile)})),
                        foretell("{2}{W}")};
       }},
  };
}

}  // namespace lore
