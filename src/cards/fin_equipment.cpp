// FINAL FANTASY job select Equipment (702.182) whose equipped creature gains a triggered
// ability ("Equipped creature has \"...\"", 613.1f: StaticKind::EquippedHasAbility) or gets a
// bonus that depends on the game ("for each artifact you control", "during your turn").
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Ability named_equip(const char* mana, const char* text) {
  Ability a = equip(mana);
  a.text = text;
  return a;
}

Filter noncreature_spell() { return Filter{}.with(NonCreature); }

}  // namespace

std::vector<CardScript> fin_equipment_scripts() {
  return {
      {"White Mage's Staff",
       [](CardDef& c) {
         c.abilities = {job_select(), equipped_gets(1, 1, 0, "Cleric")};
         add_equipped_has(c.abilities, triggered(on(Event::Attacks), mode({}, {gain(1)})));
         c.abilities.push_back(equip("{3}"));
       }},
      {"Sage's Nouliths",
       [](CardDef& c) {
         c.abilities = {job_select(), equipped_gets(1, 0, 0, "Cleric")};
         add_equipped_has(
             c.abilities,
             triggered(on(Event::Attacks), mode({target(creature().with(Attacking))}, {untap()})));
         c.abilities.push_back(named_equip("{3}", "Hagneia — Equip {3}"));
       }},
      {"Ninja's Blades",
       [](CardDef& c) {
         // "Equipped creature gets +1/+1, is a Ninja in addition to its other types, and has
         // 'Whenever this creature deals combat damage to a player, draw a card, then discard a
         // card. That player loses life equal to the discarded card's mana value.'"
         c.abilities = {job_select(), equipped_gets(1, 1, 0, "Ninja")};
         add_equipped_has(c.abilities,
                          triggered(on(Event::CombatDamageToPlayer),
                                    mode({}, {draw(1), fx(Op::Discard, Who::Controller, 1),
                                              fxv(Op::LoseLife, Who::TriggerPlayer,
                                                  value(Value::LastMovedManaValue))})));
         c.abilities.push_back(named_equip("{2}", "Mutsunokami — Equip {2}"));
       }},
      {"Thief's Knife",
       [](CardDef& c) {
         c.abilities = {job_select(), equipped_gets(1, 1, 0, "Rogue")};
         add_equipped_has(c.abilities,
                          triggered(on(Event::CombatDamageToPlayer), mode({}, {draw(1)})));
         c.abilities.push_back(equip("{4}"));
       }},
      {"Black Mage's Rod",
       [](CardDef& c) {
         c.abilities = {job_select(), equipped_gets(1, 0, 0, "Wizard")};
         add_equipped_has(c.abilities, triggered(on_cast(noncreature_spell()),
                                                 mode({}, {damage(Who::EachOpponent, 1)})));
         c.abilities.push_back(equip("{3}"));
       }},
      {"Red Mage's Rapier",
       [](CardDef& c) {
         c.abilities = {job_select(), equipped_gets(0, 0, 0, "Wizard")};
         add_equipped_has(c.abilities, triggered(on_cast(noncreature_spell()),
                                                 mode({}, {pump(2, 0, Who::Source)})));
         c.abilities.push_back(equip("{3}"));
       }},
      {"Paladin's Arms",
       [](CardDef& c) {  // ward {1} is a triggered ability of the equipped creature (702.21a)
         c.abilities = {job_select(), equipped_gets(2, 1, 0, "Knight")};
         add_equipped_has(c.abilities, ward("{1}"));
         c.abilities.push_back(named_equip("{4}", "Lightbringer and Hero's Shield — Equip {4}"));
       }},
      {"Dragoon's Lance",
       [](CardDef& c) {
         Ability jump = equipped_gets(0, 0, KFlying);  // "During your turn, ... has flying."
         jump.stat.your_turn_only = true;
         c.abilities = {job_select(), equipped_gets(1, 0, 0, "Knight"), jump,
                        named_equip("{4}", "Gae Bolg — Equip {4}")};
       }},
      {"Summoner's Grimoire",
       [](CardDef& c) {
         // "Equipped creature is a Shaman in addition to its other types and has 'Whenever this
         // creature attacks, you may put a creature card from your hand onto the battlefield. If
         // that card is an enchantment card, it enters tapped and attacking.'" (508.4: it was
         // never declared as an attacker, 506.3)
         Effect put = with_filter(fx(Op::PutFromHand, Who::Controller, 1), creature());
         put.set<Effect::ExileReturn>().tapped_attacking_types = TEnchantment;
         c.abilities = {job_select(), equipped_gets(0, 0, 0, "Shaman")};
         add_equipped_has(c.abilities, triggered(on(Event::Attacks), mode({}, {put})));
         c.abilities.push_back(named_equip("{3}", "Abraxas — Equip {3}"));
       }},
      {"Beatrix, Loyal General",
       [](CardDef& c) {
         // "At the beginning of combat on your turn, you may attach any number of Equipment you
         // control to target creature you control." (chosen as it resolves, FIN-R-0641; only
         // Equipment that can be attached to it, FIN-R-0642)
         c.keywords = KVigilance;
         Effect attach = with_filter(fx(Op::AttachChosen, Who::Target),
                                     yours(permanent(TArtifact).with(HasSubtype, "Equipment")));
         attach.set<Effect::ControlAttach>().any_number = true;
         c.abilities = {
             triggered(on(Event::BeginningOfCombat), mode({target(yours(creature()))}, {attach}))};
       }},
      {"Machinist's Arsenal",
       [](CardDef& c) {  // "+2/+2 for each artifact you control" (611.3a: counted now)
         Ability bonus = equipped_gets(2, 2, 0, "Artificer");
         bonus.stat.per_matching = true;
         bonus.stat.filter = yours(permanent(TArtifact));
         c.abilities = {job_select(), bonus, named_equip("{4}", "Machina — Equip {4}")};
       }},
      {"Dark Knight's Greatsword",
       [](CardDef& c) {  // "Chaosbringer — Equip—Pay 3 life. Activate only once each turn."
         Ability chaos = named_equip("", "Chaosbringer — Equip—Pay 3 life");
         chaos.cost.life = 3;
         chaos.once_per_turn = true;
         c.abilities = {job_select(), equipped_gets(3, 0, 0, "Knight"), chaos};
       }},
  };
}

}  // namespace lore
