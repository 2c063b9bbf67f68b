// Urza's Saga cards on damage dealt by a creature, "any player may", damage to a player whose
// opponents were dealt none, and X chosen targets.
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "Whenever <this | enchanted creature> deals damage to a creature, <mode>": the trigger's
// object is the creature dealt damage (120.3).
Ability deals_damage_to_creature(bool enchanted, Mode m) {
  Trigger t = on(Event::DealtDamage);
  t.dealt_by = true;
  t.attached_subject = enchanted;
  return triggered(t, m);
}

}  // namespace

std::vector<CardScript> usg_damage_link_scripts() {
  return {
      {"Flesh Reaver",
       [](CardDef& c) {
         // "Whenever this creature deals damage to a creature or opponent, this creature deals
         // that much damage to you." Each creature or opponent dealt damage is its own event
         // (603.2c), so the two halves are two abilities.
         Effect back = fxv(Op::DealDamage, Who::Controller, value(Value::TriggerAmount));
         Trigger opponent = on(Event::DamageToPlayer);
         opponent.spell.who = Filter::Opponent;
         c.abilities = {deals_damage_to_creature(false, mode({}, {back})),
                        triggered(opponent, mode({}, {back}))};
       }},
      {"Venomous Fangs",
       [](CardDef& c) {
         // "Whenever enchanted creature deals damage to a creature, destroy the other creature."
         c.abilities = aura(creature());
         c.abilities.push_back(
             deals_damage_to_creature(true, mode({}, {destroy(Who::TriggerObject)})));
       }},
      {"Somnophore",
       [](CardDef& c) {
         // "Whenever this creature deals damage to a player, tap target creature that player
         // controls. That creature doesn't untap during its controller's untap step for as long
         // as this creature remains on the battlefield." It deals damage to a player in combat,
         // attacking them: "that player" is its defending player (802.2a; limit: not damage an
         // effect makes it deal outside combat).
         c.keywords = KFlying;
         TargetSpec theirs = target(creature().with(ControlledByDefendingPlayer));
         c.abilities = {triggered(
             on(Event::DamageToPlayer),
             mode({theirs}, {tap_it(), fx(Op::DoesntUntapWhileSourceRemains, Who::Target)}))};
       }},
      {"Vampiric Embrace",
       [](CardDef& c) {
         // "Enchanted creature gets +2/+2 and has flying. Whenever a creature dealt damage by
         // enchanted creature this turn dies, put a +1/+1 counter on that creature."
         c.abilities = aura(creature());
         c.abilities.push_back(enchanted_gets(2, 2, KFlying));
         Trigger victim = on_other(Event::Dies, creature());
         victim.damaged_by_attached = true;
         c.abilities.push_back(
             triggered(victim, mode({}, {counters(Counter::PlusOne, 1, Who::AttachedTo)})));
       }},
      {"Argothian Wurm",
       [](CardDef& c) {
         // "When this creature enters, any player may sacrifice a land of their choice. If a
         // player does, put this creature on top of its owner's library." Each player in turn
         // order (101.4) may, until one does.
         c.keywords = KTrample;
         Effect sac = with_filter(fx(Op::EachMaySacrifice, Who::EachPlayer), permanent(TLand));
         sac.b = n(1);  // the first player who sacrifices ends it
         Effect top = when(fx(Op::PutIntoLibrary, Who::Source), Cond::APlayerDid);
         top.set<Effect::ExileReturn>().library = Effect::ExileReturn::Place::Top;
         c.abilities = {triggered(on(Event::EntersBattlefield), mode({}, {sac, top}))};
       }},
      {"Mishra's Helix",
       [](CardDef& c) {
         // "{X}, {T}: Tap X target lands." (X announced before the targets, 601.2b-c)
         TargetSpec lands = target(permanent(TLand), 0, 0);
         lands.count_is_x = true;
         c.abilities = {activated(cost("{X}", true), mode({lands}, {tap_it()}))};
       }},
      {"Discordant Dirge",
       [](CardDef& c) {
         // "At the beginning of your upkeep, you may put a verse counter on this enchantment."
         // "{B}, Sacrifice this enchantment: Look at target opponent's hand and choose up to X
         // cards from it, where X is the number of verse counters on this enchantment. That
         // player discards those cards." (X: its counters as it last existed, 608.2h)
         Effect verse = optional(counters(Counter::Verse, 1, Who::Source));
         Cost cst = cost("{B}");
         cst.sacrifice_self = true;
         Effect dirge = fxv(Op::DiscardChosenUpTo, Who::Target,
                            value(Value::SourceCounters, static_cast<int>(Counter::Verse)));
         c.abilities = {triggered(on(Event::BeginningOfUpkeep), mode({}, {verse})),
                        activated(cst, mode({target_player(Filter::Opponent)}, {dirge}))};
       }},
      {"Antagonism",
       [](CardDef& c) {
         // "At the beginning of each player's end step, this enchantment deals 2 damage to that
         // player unless one of their opponents was dealt damage this turn." (checked as it
         // resolves: not an intervening "if")
         Trigger end = on(Event::BeginningOfEndStep);
         end.each_player = true;
         end.that_player = true;
         c.abilities = {
             triggered(end, mode({}, {when(damage(Who::TriggerPlayer, 2),
                                           Cond::NoOpponentOfTriggerPlayerDealtDamage)}))};
       }},
  };
}

}  // namespace lore
