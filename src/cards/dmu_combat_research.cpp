// Dominaria United: Combat Research, an Aura granting triggered abilities (613.1f).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Enchanted creature has \"<trigger>\"" (the holder is the ability's source and its controller
// the ability's, ruling DMU-R-0083), for as long as the enchanted creature matches `only_if`.
void add_enchanted_has(std::vector<Ability>& to, Ability trigger, Filter only_if = Filter{}) {
  Ability grant = static_ability(StaticKind::EquippedHasAbility);
  grant.stat.filter = only_if;
  grant.linked = static_cast<int8_t>(to.size() + 1);
  trigger.kind = AbilityKind::Linked;
  to.push_back(grant);
  to.push_back(trigger);
}

}  // namespace

std::vector<CardScript> dmu_combat_research_scripts() {
  return {
      {"Combat Research",
       [](CardDef& c) {
         c.abilities = aura(creature());
         // "Enchanted creature has \"Whenever this creature deals combat damage to a player,
         // draw a card.\""
         add_enchanted_has(c.abilities,
                           triggered(on(Event::CombatDamageToPlayer), mode({}, {draw(1)})));
         // "As long as enchanted creature is legendary, it gets +1/+1 and has ward {1}."
         Filter legendary = creature().with(Legendary);
         Ability bigger = enchanted_gets(1, 1);
         bigger.stat.filter = legendary;
         c.abilities.push_back(bigger);
         add_enchanted_has(c.abilities, ward("{1}"), legendary);
       }},
  };
}

}  // namespace lore
