// Dominaria United: "Once during each of your turns, you may play ... from your graveyard"
// (Serra Paragon; StaticKind::OncePerTurnFromGraveyard, graveyard_permission()).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> dmu_graveyard_permission_scripts() {
  return {
      {"Serra Paragon",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "Once during each of your turns, you may play a land card from your graveyard or cast
         // a permanent spell with mana value 3 or less from your graveyard. If you do, it gains
         // \"When this permanent is put into a graveyard from the battlefield, exile it and you
         // gain 2 life.\"" (a land card's mana value is 0, 202.3)
         Ability permission = static_ability(StaticKind::OncePerTurnFromGraveyard);
         permission.stat.filter =
             permanent(TLand | TArtifact | TCreature | TEnchantment | TPlaneswalker | TBattle)
                 .with(ManaValueAtMost, 3);
         permission.linked = 1;
         Ability gained = linked(on(Event::PutIntoGraveyardFromBattlefield),
                                 mode({}, {fx(Op::Exile, Who::TriggerObjectNow), gain(2)}));
         gained.text =
             "When this permanent is put into a graveyard from the battlefield, exile it "
             "and you gain 2 life";
         c.abilities = {permission, gained};
       }},
  };
}

}  // namespace lore
