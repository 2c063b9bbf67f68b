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
      {"Endless Wurm",
       [](CardDef& c) {
         c.keywords = KTrample;
         // "sacrifice this creature unless you sacrifice an enchantment" (118.12: the player
         // chooses whether to pay; with no enchantment, or declining, the Wurm is sacrificed)
         Effect pay =
             optional(with_filter(fx(Op::Sacrifice, Who::Controller, 1), permanent(TEnchantment)));
         c.abilities = {
             triggered(on(Event::BeginningOfUpkeep),
                       mode({}, {pay, when(fx(Op::SacrificeIt, Who::Source), Cond::IfYouDidNot)}))};
       }},
      {"Tainted Aether",
       [](CardDef& c) {
         // "its controller": the player who controlled it as it entered (the trigger's player)
         c.abilities = {triggered(on_other(Event::EntersBattlefield, creature()),
                                  mode({}, {with_filter(fx(Op::Sacrifice, Who::TriggerPlayer, 1),
                                                        permanent(TCreature | TLand))}))};
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
