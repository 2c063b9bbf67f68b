// Urza's Saga cards.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_scripts() {
  return {
      {"Soul Sculptor",
       [](CardDef& c) {
         // One effect in layers 4 and 6 (613.6): "becomes an enchantment" replaces its card types
         // and subtypes (205.1a), so it stops being a creature.
         Effect sculpt = fx(Op::BecomeTypes, Who::Target);
         sculpt.set<Effect::Characteristics>() = {
             .add_types = TEnchantment, .loses_abilities = true, .until_creature_spell = true};
         c.abilities = {named(activated(cost("{1}{W}", true), mode({target(creature())}, {sculpt})),
                              "{1}{W}, {T}: target creature becomes an enchantment and loses all "
                              "abilities until a player casts a creature spell")};
       }},
      {"Whetstone",
       [](CardDef& c) {
         // Oracle errata: "Each player mills two cards." (701.17a; ruling FIN-R-0397: a mill, so
         // The Water Crystal changes an opponent's number)
         c.abilities = {named(activated(cost("{3}"), mode({}, {fx(Op::Mill, Who::EachPlayer, 2)})),
                              "{3}: Each player mills two cards")};
       }},
      {"Humble",
       [](CardDef& c) {  // one effect in layers 6 and 7b (613.6)
         c.abilities = {
             spell(mode({target(creature())}, {with_base_pt(loses_all_abilities(), 0, 1)}))};
       }},
      {"Congregate",
       [](CardDef& c) {  // counted on resolution; one life gain event (119.9)
         c.abilities = {spell(
             mode({target_player()},
                  {fxv(Op::GainLife, Who::Target, value(Value::CreaturesOnBattlefield, 0, 2))}))};
       }},
      {"Arc Lightning",
       [](CardDef& c) {
         // Current Oracle: "among one, two, or three targets" (any target, 115.4).
         TargetSpec up_to_three = any_target();
         up_to_three.max = 3;
         Effect divided = damage(Who::Target, 3);
         divided.distribute = true;  // 601.2d: "divided as you choose"
         c.abilities = {spell(mode({up_to_three}, {divided}))};
       }},
      {"Umbilicus",
       [](CardDef& c) {
         Trigger upkeep = on(Event::BeginningOfUpkeep);
         upkeep.each_player = true;  // "each player's upkeep": that player is the active one
         upkeep.that_player = true;  // 805.4d: each player of the active team
         c.abilities = {
             triggered(upkeep, mode({}, {fx(Op::ReturnUnlessPaysLife, Who::TriggerPlayer, 2)}))};
       }},
      {"Heat Ray",
       [](CardDef&
              c) {  // X is the value announced as it was cast (107.3a), kept by copies (707.10)
         c.abilities = {spell(
             mode({target(creature())}, {fxv(Op::DealDamage, Who::Target, value(Value::X))}))};
       }},
  };
}

}  // namespace lore
