// Urza's Saga cards whose numbers are counted per player or per permanent type (lands, Forests,
// cards in hand), and "each player" returns.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_counted_scripts() {
  return {
      {"Treefolk Seedlings",
       [](CardDef& c) {
         Ability forests = static_ability(StaticKind::ToughnessIsSubtypeYouControl);
         forests.stat.subtype = "Forest";
         c.abilities = {forests};
       }},
      {"Academy Researchers",
       [](CardDef& c) {
         // "you may": choosing no Aura is allowed; an Aura that can't enchant it (or with it gone)
         // stays in the hand (303.4g)
         Effect put = fx(Op::PutAttachedToSource, Who::Controller);
         put.filter = permanent(TEnchantment).with(HasSubtype, "Aura");
         put.set<Effect::ExileReturn>().hand_only = true;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {put}))};
       }},
      {"Planar Birth",
       [](CardDef& c) {
         Effect back = fx(Op::ReturnToBattlefield, Who::AllInAllGraveyards);
         back.filter = permanent(TLand).with(Basic);
         back.set<Effect::ExileReturn>() = {.under_owner = true, .tapped = true};
         c.abilities = {spell(mode({}, {back}))};
       }},
      {"Bulwark",
       [](CardDef& c) {
         // X is counted as it resolves; 0 or less deals no damage
         c.abilities = {triggered(
             on(Event::BeginningOfUpkeep),
             mode({target_player(Filter::Opponent)},
                  {fxv(Op::DealDamage, Who::Target, value(Value::HandMinusTargetPlayerHand, 0))}))};
       }},
      {"Disorder",
       [](CardDef& c) {
         Filter white = creature().with(OfColors, White);
         c.abilities = {
             spell(mode({}, {all(damage(Who::AllMatching, 2), white),
                             with_filter(damage(Who::PlayersControllingMatching, 2), white)}))};
       }},
      {"Acidic Soil",
       [](CardDef& c) {
         c.abilities = {spell(mode(
             {}, {fxv(Op::DealDamage, Who::EachPlayer, value(Value::LandsRecipientControls))}))};
       }},
      {"Corrupt",
       [](CardDef& c) {
         // the life is the damage actually dealt (after prevention, 615)
         c.abilities = {
             spell(mode({any_target()},
                        {fxv(Op::DealDamage, Who::Target, value(Value::BasicLandTypeYouControl, 2)),
                         fxv(Op::GainLife, Who::Controller, value(Value::LastAmount))}))};
       }},
      {"Spire Owl",
       [](CardDef& c) {
         c.keywords = KFlying;
         c.abilities = {triggered(on(Event::EntersBattlefield),
                                  mode({}, {fx(Op::ReorderTop, Who::Controller, 4)}))};
       }},
      {"Windfall",
       [](CardDef& c) {
         c.abilities = {
             spell(mode({}, {fx(Op::DiscardHand, Who::EachPlayer),
                             fxv(Op::DrawCards, Who::EachPlayer, value(Value::LastAmount))}))};
       }},
  };
}

}  // namespace lore
