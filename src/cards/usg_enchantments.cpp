// Urza's Saga: "sleeping" enchantments that become creatures and "growing" enchantments that
// gain a verse counter each upkeep. "Becomes a 2/2 Gargoyle creature" sets its card types and
// creature types (205.1a) with no stated duration, so it lasts for the rest of the game (611.2a).
#include <bit>

#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "<Name> becomes a P/T <subtypes> creature [with <keywords>]" (205.1a, 613.1d, 613.4b).
Effect becomes_creature(Value p, Value t, KeywordMask keywords = 0) {
  Effect e = fxv(Op::BecomeCreature, Who::Source, p);
  e.b = t;
  e.set<Effect::Characteristics>() = {
      .add_types = TCreature, .sets_base = true, .sets_types = true};
  e.keywords = keywords;
  return e;
}

Effect becomes_creature(int p, int t, KeywordMask keywords = 0) {
  return becomes_creature(n(p), n(t), keywords);
}

// "When an opponent casts a <spell> spell, if <this> is an enchantment, <effects>" (603.4).
Ability wakes_when_opponent_casts(Filter spell, std::initializer_list<Effect> effects) {
  spell.who = Filter::Opponent;
  Ability a = triggered(on_cast(spell), mode({}, effects));
  a.trigger.if_clause = TriggerIf::SourceIsEnchantment;
  return a;
}

// A sleeping enchantment that wakes as a P/T creature of `subtypes` with `keywords`.
void sleeper(CardDef& c, Filter spell, const char* subtypes, int p, int t,
             KeywordMask keywords = 0) {
  c.becomes_subtypes = subtypes;
  c.abilities = {wakes_when_opponent_casts(spell, {becomes_creature(p, t, keywords)})};
}

Filter any_spell() { return Filter{}; }

// "Whenever <who> plays a <land>" (305.1), relative to the controller.
Trigger plays_land(Filter::Who who, Filter land = permanent(TLand)) {
  Trigger t = on_cast(land);
  t.event = Event::PlaysLand;
  t.spell.who = who;
  return t;
}

// "At the beginning of your upkeep, you may put a verse counter on <this>."
Ability verse_upkeep() {
  return triggered(on(Event::BeginningOfUpkeep),
                   mode({}, {optional(counters(Counter::Verse, 1, Who::Source))}));
}

// "X is the number of verse counters on <this>": counted as it left, when it was sacrificed to
// pay the cost (608.2h).
Value verses() { return value(Value::SourceCounters, static_cast<int>(Counter::Verse)); }

// "[mana], Sacrifice <this>: <mode>"
Ability sacrifice_for(const char* mana, Mode m, const char* text) {
  Cost k = cost(mana);
  k.sacrifice_self = true;
  return named(activated(k, m), text);
}

}  // namespace

std::vector<CardScript> usg_enchantment_scripts() {
  return {
      // ---- sleeping enchantments
      {"Opal Gargoyle", [](CardDef& c) { sleeper(c, creature(), "Gargoyle", 2, 2, KFlying); }},
      {"Opal Archangel",
       [](CardDef& c) { sleeper(c, creature(), "Angel", 5, 5, KFlying | KVigilance); }},
      {"Opal Caryatid", [](CardDef& c) { sleeper(c, creature(), "Soldier", 2, 2); }},
      {"Opal Titan",
       [](CardDef& c) {
         // "When an opponent casts a creature spell, if this permanent is an enchantment, it
         // becomes a 4/4 Giant creature with protection from each of that spell's colors."
         c.becomes_subtypes = "Giant";
         Effect wake = becomes_creature(4, 4);
         wake.set<Effect::Characteristics>().protection_from_trigger_spell = true;
         c.abilities = {wakes_when_opponent_casts(creature(), {wake})};
       }},
      {"Opal Acrolith",
       [](CardDef& c) {
         sleeper(c, creature(), "Soldier", 2, 4);
         // "{0}: <this> becomes an enchantment": a later layer 4 effect that sets its card types
         // (205.1a, 613.7), so the next creature spell can wake it again.
         Effect sleep = fx(Op::BecomeTypes, Who::Source);
         sleep.set<Effect::Characteristics>().add_types = TEnchantment;
         c.abilities.push_back(activated(cost("{0}"), mode({}, {sleep})));
       }},
      {"Hidden Ancients",
       [](CardDef& c) { sleeper(c, permanent(TEnchantment), "Treefolk", 5, 5); }},
      {"Hidden Guerrillas",
       [](CardDef& c) { sleeper(c, permanent(TArtifact), "Soldier", 5, 3, KTrample); }},
      {"Hidden Spider",
       [](CardDef& c) {
         Filter flyer =
             creature().with(HasKeyword, std::countr_zero(static_cast<unsigned>(KFlying)));
         sleeper(c, flyer, "Spider", 3, 5, KReach);
       }},
      {"Hidden Predators",
       [](CardDef& c) {
         // a state trigger (603.8): it triggers again only once the ability has left the stack,
         // and not once it is no longer an enchantment (603.4)
         c.becomes_subtypes = "Beast";
         Ability a = triggered(on(Event::OpponentControlsPowerFourOrMore),
                               mode({}, {becomes_creature(4, 4)}));
         a.trigger.if_clause = TriggerIf::SourceIsEnchantment;
         c.abilities = {a};
       }},
      {"Hidden Herd",
       [](CardDef& c) {
         c.becomes_subtypes = "Beast";
         Ability a = triggered(plays_land(Filter::Opponent, permanent(TLand).with(Nonbasic)),
                               mode({}, {becomes_creature(3, 3)}));
         a.trigger.if_clause = TriggerIf::SourceIsEnchantment;
         c.abilities = {a};
       }},
      {"Hidden Stag",
       [](CardDef& c) {
         c.becomes_subtypes = "Elk,Beast";
         Ability wake = triggered(plays_land(Filter::Opponent), mode({}, {becomes_creature(3, 2)}));
         wake.trigger.if_clause = TriggerIf::SourceIsEnchantment;
         Effect sleep = fx(Op::BecomeTypes, Who::Source);
         sleep.set<Effect::Characteristics>().add_types = TEnchantment;
         Ability rest = triggered(plays_land(Filter::You), mode({}, {sleep}));
         rest.trigger.if_clause = TriggerIf::SourceIsCreature;
         c.abilities = {wake, rest};
       }},
      {"Veil of Birds", [](CardDef& c) { sleeper(c, any_spell(), "Bird", 1, 1, KFlying); }},
      {"Veiled Apparition",
       [](CardDef& c) {
         c.becomes_subtypes = "Illusion";
         // It gains "At the beginning of your upkeep, sacrifice Veiled Apparition unless you
         // pay {1}{U}" (613.1f): Linked ability 1.
         c.abilities = {wakes_when_opponent_casts(
             any_spell(), {becomes_creature(3, 3, KFlying), fx(Op::GrantAbility, Who::Source, 1)})};
         c.abilities.push_back(
             linked(on(Event::BeginningOfUpkeep), mode({}, {sacrifice_unless_pays("{1}{U}")})));
       }},
      {"Veiled Serpent",
       [](CardDef& c) {
         // "it becomes a 4/4 Serpent creature with \"This creature can't attack unless defending
         // player controls an Island.\"": the restriction is written on the card, where it
         // matters only once the card is a creature, which is what makes it one (508.1c)
         sleeper(c, any_spell(), "Serpent", 4, 4);
         Ability island = static_ability(StaticKind::CantAttackUnlessDefenderControls);
         island.stat.power = 1;
         island.stat.filter = permanent(TLand).with(HasSubtype, "Island");
         c.abilities.push_back(island);
         c.abilities.push_back(cycling("{2}"));
       }},
      {"Veiled Crocodile",
       [](CardDef& c) {
         // A state trigger (603.8): it triggers once while a hand is empty and not again while
         // its ability is waiting or on the stack.
         c.becomes_subtypes = "Crocodile";
         Ability wake = triggered(on(Event::NoCardsInHand), mode({}, {becomes_creature(4, 4)}));
         wake.trigger.if_clause = TriggerIf::SourceIsEnchantment;
         c.abilities = {wake};
       }},
      {"Veiled Sentry",
       [](CardDef& c) {
         c.becomes_subtypes = "Illusion";
         Value mv = value(Value::TriggerObjectManaValue);  // that spell's (202.3)
         c.abilities = {wakes_when_opponent_casts(any_spell(), {becomes_creature(mv, mv)})};
       }},
      {"Lurking Evil",
       [](CardDef& c) {
         c.becomes_subtypes = "Phyrexian,Horror";  // Oracle creature-type errata
         Cost half;
         half.half_life = true;
         c.abilities = {
             named(activated(half, mode({}, {becomes_creature(4, 4, KFlying)})),
                   "Pay half your life, rounded up: becomes a 4/4 Phyrexian Horror with flying")};
       }},

      // ---- growing enchantments
      {"Torch Song",
       [](CardDef& c) {
         c.abilities = {
             verse_upkeep(),
             sacrifice_for("{2}{R}",
                           mode({any_target()}, {fxv(Op::DealDamage, Who::Target, verses())}),
                           "{2}{R}, Sacrifice: X damage to any target")};
       }},
      {"War Dance",
       [](CardDef& c) {
         Effect grow = fxv(Op::Pump, Who::Target, verses());
         grow.b = verses();
         c.abilities = {verse_upkeep(), sacrifice_for("", mode({target(creature())}, {grow}),
                                                      "Sacrifice: target creature gets +X/+X")};
       }},
      {"Lilting Refrain",
       [](CardDef& c) {
         Effect unless = fxv(Op::CounterUnlessPays, Who::Target, verses());
         c.abilities = {verse_upkeep(),
                        sacrifice_for("", mode({target_spell(Filter{})}, {unless}),
                                      "Sacrifice: counter target spell unless its controller "
                                      "pays {X}")};
       }},
      {"Midsummer Revel",
       [](CardDef& c) {
         Effect beasts = token("Beast");
         beasts.a = verses();
         c.abilities = {verse_upkeep(), sacrifice_for("{G}", mode({}, {beasts}),
                                                      "{G}, Sacrifice: create X 3/3 Beasts")};
       }},
      {"Greener Pastures",
       [](CardDef& c) {
         // "At the beginning of each player's upkeep, if that player controls more lands than
         // each other player, the player creates a 1/1 green Saproling creature token." (603.4:
         // checked as it triggers and as it resolves)
         Trigger upkeep = on(Event::BeginningOfUpkeep);
         upkeep.each_player = true;  // that player is the active one
         upkeep.if_clause = TriggerIf::ActivePlayerHasMostLands;
         c.abilities = {triggered(upkeep, mode({}, {token("Saproling", 1, Who::ActivePlayer)}))};
       }},
  };
}

}  // namespace lore
