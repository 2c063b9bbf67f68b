// Urza's Saga cards about combat: "can't attack / can't block / can't be blocked" restrictions
// (508.1c, 509.1b), "blocks or becomes blocked" triggers (509.3a-d), "deals damage to a player"
// triggers (combat or not) and coin flips (705).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

Ability restriction(StaticKind k) { return static_ability(k); }

// "Whenever this creature becomes blocked by a creature, this creature gets +p/+t until end of
// turn." (509.3d: once for each blocker)
Ability pumped_per_blocker(int p, int t) {
  return triggered(on(Event::BecomesBlockedByCreature), mode({}, {pump(p, t, Who::Source)}));
}

// "When this creature <ev>, <op> it at end of combat": the trigger creates a delayed trigger
// (603.7, 511.2) about this creature, Linked ability `linked` of the card.
Ability at_end_of_combat(Event ev, int linked_index) {
  return triggered(on(ev), mode({}, {fx(Op::CreateDelayed, Who::Source, linked_index)}));
}
Ability end_of_combat(Effect e) { return linked(on(Event::EndOfCombat), mode({}, {e})); }

}  // namespace

std::vector<CardScript> usg_combat_scripts() {
  return {
      {"Pacifism",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(restriction(StaticKind::EnchantedCantAttackOrBlock));
       }},
      {"Cloak of Mists",
       [](CardDef& c) {
         c.abilities = aura(creature());
         c.abilities.push_back(restriction(StaticKind::EnchantedCantBeBlocked));
       }},
      {"Bedlam", [](CardDef& c) { c.abilities = {restriction(StaticKind::CreaturesCantBlock)}; }},
      {"Treetop Rangers",
       [](CardDef& c) { c.abilities = {restriction(StaticKind::BlockedOnlyByFlyers)}; }},
      {"Cave Tiger", [](CardDef& c) { c.abilities = {pumped_per_blocker(1, 1)}; }},
      {"Viashino Weaponsmith", [](CardDef& c) { c.abilities = {pumped_per_blocker(2, 2)}; }},
      {"Dromosaur",
       [](CardDef& c) {  // once each combat, as a blocker or as a blocked attacker (509.3a, 509.3c)
         c.abilities = {
             triggered(on(Event::BlocksOrBecomesBlocked), mode({}, {pump(2, -2, Who::Source)}))};
       }},
      {"Order of Yawgmoth",
       [](CardDef& c) {
         c.keywords = KFear;
         // Any damage to a player, combat or not (120.3): "that player" is the one dealt damage.
         c.abilities = {triggered(on(Event::DamageToPlayer),
                                  mode({}, {fx(Op::Discard, Who::TriggerPlayer, 1)}))};
       }},
      {"Goblin Lackey",
       [](CardDef& c) {
         Filter goblin = permanent(kPermanentTypes).with(HasSubtype, "Goblin");
         c.abilities = {
             triggered(on(Event::DamageToPlayer),
                       mode({}, {with_filter(fx(Op::PutFromHand, Who::Controller, 1), goblin)}))};
       }},
      {"Vebulid",
       [](CardDef& c) {
         // "When this creature attacks or blocks, destroy it at end of combat." (two trigger
         // events of one ability, each making the same delayed trigger, ability 4)
         c.abilities = {enters_with(Counter::PlusOne, n(1)),
                        triggered(on(Event::BeginningOfUpkeep),
                                  mode({}, {optional(counters(Counter::PlusOne, 1, Who::Source))})),
                        at_end_of_combat(Event::Attacks, 4), at_end_of_combat(Event::Blocks, 4),
                        end_of_combat(destroy(Who::TriggerObject))};
       }},
      {"Wall of Junk",
       [](CardDef& c) {
         c.keywords = KDefender;
         // "return it ... at end of combat (only if it's on the battlefield)": the delayed
         // trigger is about this object; once it left, it is another object (400.7)
         c.abilities = {at_end_of_combat(Event::Blocks, 1),
                        end_of_combat(fx(Op::ReturnToHand, Who::TriggerObject))};
       }},
      {"Scoria Wurm",
       [](CardDef& c) {
         c.abilities = {
             triggered(on(Event::BeginningOfUpkeep),
                       mode({}, {fx(Op::FlipCoin, Who::Controller),
                                 when(fx(Op::ReturnToHand, Who::Source), Cond::LostFlip)}))};
       }},
      {"Viashino Sandswimmer",
       [](CardDef& c) {
         c.abilities = {
             named(activated(cost("{R}"),
                             mode({}, {fx(Op::FlipCoin, Who::Controller),
                                       when(fx(Op::ReturnToHand, Who::Source), Cond::WonFlip),
                                       when(fx(Op::SacrificeIt, Who::Source), Cond::LostFlip)})),
                   "{R}: Flip a coin; win: return this to its owner's hand; lose: sacrifice it")};
       }},
      {"Wirecat",
       [](CardDef& c) {  // "can't attack or block if an enchantment is on the battlefield"
         c.abilities = {static_ability(StaticKind::CantAttackOrBlockWhileEnchantment)};
       }},
  };
}

}  // namespace lore
