// Abilities one permanent has from another (613.1f): an Aura's "Enchanted creature has \"...\"",
// "<permanents> you control have <keyword ability>", a creature taking the activated abilities of
// others (granted_abilities.cpp), an Equipment's granted mana ability; and Abundance's draw
// replacement (draw_replacement.cpp).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

std::vector<CardScript> granted_activated_scripts() {
  return {
      {"Hermetic Study",
       [](CardDef& c) {
         // "Enchanted creature has \"{T}: This creature deals 1 damage to any target.\"" (the
         // creature is the source of the damage)
         c.abilities = aura(creature());
         add_attached_has_activated(
             c.abilities,
             named(activated(cost("", true), mode({any_target()}, {damage(Who::Target, 1)})),
                   "{T}: This creature deals 1 damage to any target."));
       }},
      {"Astor, Bearer of Blades",
       [](CardDef& c) {
         // "When Astor, Bearer of Blades enters, look at the top seven cards of your library. You
         // may reveal an Equipment or Vehicle card from among them and put it into your hand. Put
         // the rest on the bottom of your library in a random order."
         Filter gear = permanent(TArtifact).with(HasSubtype, "Equipment,Vehicle");
         c.abilities = {
             triggered(on(Event::EntersBattlefield),
                       mode({}, {with_filter(fx(Op::LookAtTop, Who::Controller, 7), gear)}))};
         // "Equipment you control have equip {1}." "Vehicles you control have crew 1." (each
         // also keeps its own equip or crew abilities, ruling DMU-R-0059)
         add_yours_have_activated(c.abilities, permanent(TArtifact).with(HasSubtype, "Equipment"),
                                  equip("{1}"));
         add_yours_have_activated(c.abilities, permanent(TArtifact).with(HasSubtype, "Vehicle"),
                                  crew(1));
       }},
      {"Robaran Mercenaries",
       [](CardDef& c) {
         c.keywords = KVigilance;
         // "Robaran Mercenaries has all activated abilities of all legendary creatures you
         // control." (their costs paid as usual, ruling DMU-R-0435; the abilities only, not the
         // triggered or static ones, ruling DMU-R-0436)
         Ability has = static_ability(StaticKind::HasActivatedAbilitiesOfYours);
         has.stat.filter = creature().with(Legendary);
         c.abilities = {has};
       }},
      {"Summoning Materia",
       [](CardDef& c) {
         // "You may look at the top card of your library any time."
         // "As long as this Equipment is attached to a creature, you may cast creature spells from
         // the top of your library."
         Ability play = static_ability(StaticKind::PlayFromTopOfLibrary);
         play.stat.filter.types = TCreature;
         play.stat.spells_only = true;
         play.stat.if_attached = true;
         // "Equipped creature gets +2/+2 and has vigilance and \"{T}: Add {G}.\"" (the creature's
         // own mana ability: 302.6 applies to it)
         Ability green = mana(Green);
         green.mana_grant = ManaGrant::Granted;
         green.stat.filter = creature().with(AttachedBySource);
         c.abilities = {static_ability(StaticKind::LookAtTopOfLibrary), play,
                        equipped_gets(2, 2, KVigilance), green, equip("{2}")};
       }},
      {"Abundance",
       [](CardDef& c) {
         // "If you would draw a card, you may instead choose land or nonland and reveal cards from
         // the top of your library until you reveal a card of the chosen kind. Put that card into
         // your hand and put all other cards revealed this way on the bottom of your library in
         // any order."
         c.abilities = {static_ability(StaticKind::MayRevealInsteadOfDraw)};
       }},
  };
}

}  // namespace lore
