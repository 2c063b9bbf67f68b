// Urza's Saga cards on rules of their own: damage redirected to an enchanted creature, an
// ability every creature of a player has, attacking and blocking only beside a greater creature,
// a discard an opponent caused, and life paid as a permanent enters.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> usg_restriction_scripts() {
  return {
      {"Enchantment Alteration",
       [](CardDef& c) {
         // "Attach target Aura attached to a creature or land to another permanent of that type."
         Filter aura = permanent(TEnchantment)
                           .with(HasSubtype, "Aura")
                           .with(AttachedToType, static_cast<int>(TCreature | TLand));
         c.abilities = {spell(mode({target(aura)}, {fx(Op::AttachToAnotherOfType, Who::Target)}))};
       }},
      {"Pariah",
       [](CardDef& c) {
         // "All damage that would be dealt to you is dealt to enchanted creature instead." (614.9)
         c.abilities = aura(creature());
         c.abilities.push_back(static_ability(StaticKind::DamageToYouDealtToEnchanted));
       }},
      {"Retaliation",
       [](CardDef& c) {
         // "Creatures you control have \"Whenever this creature becomes blocked by a creature,
         // this creature gets +1/+1 until end of turn.\"" (613.1f; once per blocker, 509.3d)
         Ability grant = static_ability(StaticKind::CreaturesYouControlHaveAbility);
         grant.linked = 1;
         c.abilities = {grant, linked(on(Event::BecomesBlockedByCreature),
                                      mode({}, {pump(1, 1, Who::Source)}))};
       }},
      {"Okk",
       [](CardDef& c) {
         // "This creature can't attack unless a creature with greater power also attacks. This
         // creature can't block unless a creature with greater power also blocks."
         c.abilities = {static_ability(StaticKind::AttacksAndBlocksOnlyWithGreaterPower)};
       }},
      {"Metrognome",
       [](CardDef& c) {
         // "When a spell or ability an opponent controls causes you to discard this card, create
         // four 1/1 colorless Gnome artifact creature tokens."
         // "{4}, {T}: Create a 1/1 colorless Gnome artifact creature token."
         c.abilities = {triggered(on(Event::DiscardedByOpponent), mode({}, {token("Gnome", 4)})),
                        activated(cost("{4}", true), mode({}, {token("Gnome")}))};
       }},
      {"Phyrexian Processor",
       [](CardDef& c) {
         // "As this artifact enters, pay any amount of life." "{4}, {T}: Create an X/X black
         // Phyrexian Minion creature token, where X is the life paid as this artifact entered."
         Ability pay;
         pay.kind = AbilityKind::PayLifeAsEnters;
         Effect minion = token("Minion");
         minion.set<Effect::TokensCopies>().pt_is_source_x = true;
         c.abilities = {pay, activated(cost("{4}", true), mode({}, {minion}))};
       }},
  };
}

std::vector<TokenScript> usg_token_scripts() {
  return {
      {"Gnome",
       [](CardDef& c) {  // Metrognome: a 1/1 colorless Gnome artifact creature
         c.types = TArtifact | TCreature;
         c.subtypes = {"Gnome"};
         c.power = c.toughness = 1;
         c.type_line = "Token Artifact Creature \xE2\x80\x94 Gnome";
       }},
      {"Minion",
       [](CardDef& c) {  // Phyrexian Processor: an X/X black Phyrexian Minion (X: its except)
         c.types = TCreature;
         c.subtypes = {"Phyrexian", "Minion"};
         c.colors = Black;
         c.type_line = "Token Creature \xE2\x80\x94 Phyrexian Minion";
       }},
  };
}

}  // namespace lore
