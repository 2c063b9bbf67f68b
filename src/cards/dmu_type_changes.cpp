// Dominaria United permanents that change card types: land creatures and enchantment creatures
// (Filter::AlsoTypes, 205.2a) and a Vehicle that its counters make a creature
// (StaticKind::CreatureWithCounters, layer 4).
#include "cards/dsl.h"
#include "engine/card_db.h"

namespace lore {
using namespace dsl;

namespace {

// "<types> creatures you control have <keywords>" (613.1f): the keywords of an anthem giving no
// P/T, to each permanent that has both card types after layer 4.
Ability creatures_of_type_have(TypeMask type, KeywordMask k) {
  Ability a = anthem(yours(permanent(type)).with(AlsoTypes, TCreature), 0, 0);
  a.stat.keywords = k;
  return a;
}

}  // namespace

std::vector<CardScript> dmu_type_change_scripts() {
  return {
      {"Tatyova, Steward of Tides",
       [](CardDef& c) {
         // "Whenever a land you control enters, if you control seven or more lands" (603.4: lands
         // entering together all count, ruling DMU-R-0294); "up to one target land you control
         // becomes a 3/3 Elemental creature with haste. It's still a land." with no duration
         // (611.2a): its creature types become Elemental, its land types stay (205.1b).
         c.becomes_subtypes = "Elemental";
         Effect animate = becomes_creature_with_subtypes(3, 3, KHaste, false);
         Ability landfall = triggered(on(Event::LandEnters),
                                      mode({target(yours(permanent(TLand)), 0, 1)}, {animate}));
         landfall.trigger.subject = yours(permanent(TLand));
         landfall.trigger.if_clause = TriggerIf::ControlAtLeast;
         landfall.trigger.if_n = 7;
         c.abilities = {creatures_of_type_have(TLand, KFlying), landfall};
       }},
      {"Zur, Eternal Schemer",
       [](CardDef& c) {
         c.keywords = KFlying;
         // "Target non-Aura enchantment you control becomes a creature in addition to its other
         // types and has base power and base toughness each equal to its mana value": layers 4
         // and 7b, no duration (611.2a, ruling DMU-R-0363); the mana value as it resolves.
         Effect animate = fxv(Op::BecomeCreature, Who::Target, value(Value::TargetManaValue));
         animate.b = value(Value::TargetManaValue);
         animate.set<Effect::Characteristics>() = {
             .add_types = TCreature, .sets_base = true, .no_duration = true};
         c.abilities = {
             creatures_of_type_have(TEnchantment, KDeathtouch | KLifelink | KHexproof),
             named(activated(
                       cost("{1}{W}"),
                       mode({target(yours(permanent(TEnchantment)).with(LacksSubtypes, "Aura"))},
                            {animate})),
                   "{1}{W}: Target non-Aura enchantment you control becomes a creature")};
       }},
      {"Weatherlight Compleated",
       [](CardDef& c) {
         c.keywords = KFlying;
         Ability phyrexian = static_ability(StaticKind::CreatureWithCounters);
         phyrexian.stat.power = 4;
         phyrexian.stat.per_counter = static_cast<int8_t>(Counter::Phyresis);
         phyrexian.stat.subtype = "Phyrexian";
         // "Put a phyresis counter on <it>. Then draw a card if it has seven or more phyresis
         // counters on it. If it doesn't, scry 1.": gone, it gets no counter, and its counters
         // as it last existed decide (608.2h, ruling DMU-R-0349).
         Effect then_draw = when(draw(1), Cond::SourceCountersAtLeast, 7);
         then_draw.counter = Counter::Phyresis;
         Effect else_scry = when(scry(1), Cond::SourceCountersFewerThan, 7);
         else_scry.counter = Counter::Phyresis;
         c.abilities = {phyrexian, triggered(on_other(Event::Dies, yours(creature())),
                                             mode({}, {counters(Counter::Phyresis, 1, Who::Source),
                                                       then_draw, else_scry}))};
       }},
  };
}

}  // namespace lore
