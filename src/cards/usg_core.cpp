// Urza's Saga cards made only of evergreen keywords and single effects the engine already has:
// vanilla creatures, keyword creatures (landwalk 702.14, shroud 702.18, menace 702.111...), and
// plain spells.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_core_scripts() {
  return {
      {"Blanchwood Treefolk", [](CardDef&) {}},  // vanilla
      {"Coral Merfolk", [](CardDef&) {}},        // vanilla
      {"Gorilla Warrior", [](CardDef&) {}},      // vanilla
      {"Argothian Swine", [](CardDef& c) { c.keywords = KTrample; }},
      {"Crazed Skirge", [](CardDef& c) { c.keywords = KFlying | KHaste; }},
      {"Pegasus Charger", [](CardDef& c) { c.keywords = KFlying | KFirstStrike; }},
      {"Serra Zealot", [](CardDef& c) { c.keywords = KFirstStrike; }},
      {"Thundering Giant", [](CardDef& c) { c.keywords = KHaste; }},
      {"Viashino Runner", [](CardDef& c) { c.keywords = KMenace; }},
      {"Anaconda", [](CardDef& c) { c.keywords = KSwampwalk; }},
      {"Bog Raiders", [](CardDef& c) { c.keywords = KSwampwalk; }},
      {"Bull Hippo", [](CardDef& c) { c.keywords = KIslandwalk; }},
      {"Goblin Spelunkers", [](CardDef& c) { c.keywords = KMountainwalk; }},
      {"Zephid", [](CardDef& c) { c.keywords = KFlying | KShroud; }},
      {"Hawkeater Moth", [](CardDef& c) { c.keywords = KFlying | KShroud; }},
      {"Disenchant",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(permanent(TArtifact | TEnchantment))}, {destroy()}))};
       }},
      {"Dark Ritual",
       [](CardDef& c) {  // a spell, not a mana ability: it resolves from the stack (605.1a)
         c.abilities = {spell(mode({}, {add_mana(Black, 3)}))};
       }},
      {"Glorious Anthem", [](CardDef& c) { c.abilities = {anthem(yours(creature()), 1, 1)}; }},
      {"Titania's Boon",
       [](CardDef& c) {
         c.abilities = {spell(
             mode({}, {all(counters(Counter::PlusOne, 1, Who::AllMatching), yours(creature()))}))};
       }},
      {"Steam Blast",
       [](CardDef& c) {
         c.abilities = {spell(
             mode({}, {all(damage(Who::AllMatching, 2), creature()), damage(Who::EachPlayer, 2)}))};
       }},
      {"Breach",
       [](CardDef& c) {
         c.abilities = {spell(mode({target(creature())}, {pump(2, 0), grant(KFear)}))};
       }},
      {"Catalog",
       [](CardDef& c) {
         c.abilities = {spell(mode({}, {draw(2), fx(Op::Discard, Who::Controller, 1)}))};
       }},
  };
}

}  // namespace lore
