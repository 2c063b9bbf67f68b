// Urza's Saga static abilities: turn rules (untapping, 502.3; land plays, 305.2) and counted
// bonuses (611.3a: counted whenever characteristics are computed).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_statics_scripts() {
  return {
      {"Blanchwood Armor",
       [](CardDef& c) {
         c.abilities = aura(creature());
         Ability per_forest = enchanted_gets(1, 1);
         per_forest.stat.per_matching = true;  // "for each Forest you control"
         per_forest.stat.filter = yours(permanent(TLand)).with(HasSubtype, "Forest");
         c.abilities.push_back(per_forest);
       }},
      {"Back to Basics",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::NonbasicLandsDontUntap)}; }},
      {"Exploration",
       [](CardDef& c) { c.abilities = {static_ability(StaticKind::AdditionalLandPlay)}; }},
      {"Phyrexian Colossus",
       [](CardDef& c) {
         Cost eight;
         eight.life = 8;
         Ability three_or_more = static_ability(StaticKind::BlockedOnlyByAtLeast);
         three_or_more.stat.power = 3;  // 509.1b
         c.abilities = {static_ability(StaticKind::DoesntUntap),
                        named(activated(eight, mode({}, {untap(Who::Source)})),
                              "Pay 8 life: Untap this creature"),
                        three_or_more};
       }},
  };
}

}  // namespace lore
