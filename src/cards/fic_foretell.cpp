// FINAL FANTASY Commander cards with foretell (702.143): Ultimate Magic: Holy, Ultimate Magic:
// Meteor and Lifestream's Blessing.
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
      {"Ultimate Magic: Meteor",
       [](CardDef& c) {
         // "Ultimate Magic: Meteor deals 7 damage to each creature. If this spell was cast from
         // exile, for each opponent, choose an artifact or land that player controls. Destroy the
         // chosen permanents." Foretell {5}{R} (rulings FIN-R-0891 to FIN-R-0893)
         Effect ruin = fx(Op::DestroyChosenPerOpponent, Who::EachOpponent);
         ruin.filter = permanent(TArtifact | TLand);
         c.abilities = {spell(mode({}, {all(damage(Who::AllMatching, 7), creature()),
                                        when(ruin, Cond::CastFromExile)})),
                        foretell("{5}{R}")};
       }},
      {"Lifestream's Blessing",
       [](CardDef& c) {
         // "Draw X cards, where X is the greatest power among creatures you controlled as you
         // cast this spell (fixed then, ruling FIN-R-0768). If this spell was cast from exile, you
         // gain twice X life." Foretell {4}{G} (rulings FIN-R-0769 to FIN-R-0771)
         Ability blessing =
             spell(mode({}, {fxv(Op::DrawCards, Who::Controller, value(Value::X)),
                             when(fxv(Op::GainLife, Who::Controller, value(Value::X, 0, 2)),
                                  Cond::CastFromExile)}));
         blessing.x_as_cast = true;
         blessing.amount = value(Value::GreatestPowerYouControl);
         c.abilities = {blessing, foretell("{4}{G}")};
       }},
  };
}

}  // namespace lore
