// A small vocabulary for card scripts: each card composes effect primitives as data.
#pragma once
#include <initializer_list>

#include "engine/card.h"

namespace lore::dsl {

// ---- filters
// A filter's further conditions by their names: `creature().with(PowerAtLeast, 4)`,
// `theirs(permanent(kPermanentTypes)).with(Nonland).with(NonToken).with(ManaValueAtMost, 3)`,
// `creature().with(HasSubtype, "Knight")` (see Filter::Check).
using enum Filter::Check;
inline Filter creature() {
  Filter f;
  f.types = TCreature;
  return f;
}
inline Filter permanent(TypeMask t) {
  Filter f;
  f.types = t;
  return f;
}
inline Filter yours(Filter f) {
  f.who = Filter::You;
  return f;
}
inline Filter theirs(Filter f) {
  f.who = Filter::Opponent;
  return f;
}
inline Filter another(Filter f) {
  f.other = true;
  return f;
}
constexpr TypeMask kPermanentTypes =
    TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker | TBattle;  // 110.4
// "creature with flying" etc.: objects of `kt` type that have `kw`, or of type `t`.
inline Filter or_keyword(Filter f, TypeMask kt, KeywordMask kw) {
  f.keyword_types = kt;
  f.keywords = kw;
  return f;
}

// ---- targets
inline TargetSpec target(Filter f, int min = 1, int max = 1) {
  TargetSpec t;
  t.what = TargetSpec::Permanent;
  t.filter = f;
  t.min = static_cast<uint8_t>(min);
  t.max = static_cast<uint8_t>(max);
  return t;
}
inline TargetSpec any_target() {
  TargetSpec t;
  t.what = TargetSpec::Any;
  return t;
}
inline TargetSpec target_player(Filter::Who w = Filter::AnyController) {
  TargetSpec t;
  t.what = TargetSpec::Player;
  t.filter.who = w;
  return t;
}
inline TargetSpec target_card_in_your_graveyard(TypeMask types, int min = 1, int max = 1) {
  TargetSpec t;
  t.what = TargetSpec::GraveyardCard;
  t.filter.types = types;
  t.filter.who = Filter::You;
  t.min = static_cast<uint8_t>(min);
  t.max = static_cast<uint8_t>(max);
  return t;
}
inline TargetSpec target_card_in_a_graveyard(TypeMask types) {
  TargetSpec t;
  t.what = TargetSpec::GraveyardCard;
  t.filter.types = types;
  return t;
}
inline TargetSpec target_spell(Filter f) {
  TargetSpec t;
  t.what = TargetSpec::Spell;
  t.filter = f;
  return t;
}

// ---- values
inline Value n(int v) {
  Value x;
  x.n = static_cast<int16_t>(v);
  return x;
}
inline Value value(Value::Kind k, int v = 0, int times = 1) {
  Value x;
  x.kind = k;
  x.n = static_cast<int16_t>(v);
  x.times = static_cast<int16_t>(times);
  return x;
}

// ---- effects
inline Effect fx(Op op, Who who, int a = 0, int slot = 0) {
  Effect e;
  e.op = op;
  e.who = who;
  e.a = n(a);
  e.slot = static_cast<int8_t>(slot);
  return e;
}
inline Effect fxv(Op op, Who who, Value a, int slot = 0) {
  Effect e;
  e.op = op;
  e.who = who;
  e.a = a;
  e.slot = static_cast<int8_t>(slot);
  return e;
}
inline Effect damage(Who who, int amount, int slot = 0) {
  return fx(Op::DealDamage, who, amount, slot);
}
inline Effect draw(int k, Who who = Who::Controller) { return fx(Op::DrawCards, who, k); }
inline Effect gain(int k, Who who = Who::Controller) { return fx(Op::GainLife, who, k); }
inline Effect lose(int k, Who who = Who::Controller) { return fx(Op::LoseLife, who, k); }
inline Effect scry(int k) { return fx(Op::Scry, Who::Controller, k); }
inline Effect surveil(int k) { return fx(Op::Surveil, Who::Controller, k); }
inline Effect mill(int k, Who who = Who::Controller) { return fx(Op::Mill, who, k); }
inline Effect destroy(Who who = Who::Target, int slot = 0) { return fx(Op::Destroy, who, 0, slot); }
inline Effect token(const char* name, int count = 1, Who who = Who::Controller) {
  Effect e = fx(Op::CreateToken, who, count);
  e.token = name;
  return e;
}
inline Effect counters(Counter c, int k, Who who = Who::Target, int slot = 0) {
  Effect e = fx(Op::PutCounters, who, k, slot);
  e.counter = c;
  return e;
}
inline Effect pump(int p, int t, Who who = Who::Target, int slot = 0) {
  Effect e = fx(Op::Pump, who, p, slot);
  e.b = n(t);
  return e;
}
inline Effect grant(KeywordMask k, Who who = Who::Target, int slot = 0) {
  Effect e = fx(Op::GrantKeywords, who, 0, slot);
  e.keywords = k;
  return e;
}
// A delayed triggered ability (603.7) created by Op::CreateDelayed, or an ability granted by
// Op::GrantAbility: it exists only as a Linked ability of the card.
inline Ability linked(Trigger t, Mode m) {
  Ability a;
  a.kind = AbilityKind::Linked;
  a.trigger = t;
  a.modes = {m};
  return a;
}
// `who` reveals their hand and the controller chooses a `f` card from it to discard.
inline Effect discard_chosen(Filter f, Who who = Who::Target) {
  Effect e = fx(Op::DiscardChosen, who);
  e.filter = f;
  return e;
}
// Search your library for a `f` card, put it into `to` (tapped), then shuffle (701.23).
inline Effect search(Filter f, Zone to = Zone::Hand, bool tapped = false) {
  Effect e = fx(Op::SearchLibrary, Who::Controller);
  e.filter = f;
  e.set<Effect::Library>() = {.to = to, .tapped = tapped};
  return e;
}
// An effect with filter `f` (what it may choose or take).
inline Effect with_filter(Effect e, Filter f) {
  e.filter = f;
  return e;
}
inline Effect all(Effect e, Filter f) {
  e.who = Who::AllMatching;
  e.filter = f;
  return e;
}
inline Effect optional(Effect e) {
  e.optional = true;
  return e;
}
inline Effect when(Effect e, Cond c, int k = 0, int slot = 0) {
  e.cond = c;
  e.cond_n = static_cast<int8_t>(k);
  e.slot = static_cast<int8_t>(slot);
  return e;
}

inline Mode mode(std::initializer_list<TargetSpec> targets, std::initializer_list<Effect> effects) {
  Mode m;
  m.targets = targets;
  m.effects = effects;
  return m;
}

// ---- abilities
inline Ability spell(std::initializer_list<Mode> modes) {
  Ability a;
  a.kind = AbilityKind::Spell;
  a.modes = modes;
  return a;
}
inline Ability spell(Mode m) { return spell({m}); }
inline Cost cost(const char* mana, bool tap = false) {
  Cost c;
  ManaCost::parse(mana, c.mana);
  c.tap = tap;
  return c;
}
inline Ability activated(Cost c, Mode m) {
  Ability a;
  a.kind = AbilityKind::Activated;
  a.cost = c;
  a.modes = {m};
  return a;
}
// "This permanent becomes an artifact creature until end of turn": printed P/T (301.7b).
inline Effect becomes_artifact_creature() {
  Effect e = fx(Op::BecomeCreature, Who::Source);
  e.set<Effect::Characteristics>().add_types = TArtifact | TCreature;
  return e;
}
// "Target <permanent> becomes a p/t <its card's becomes_subtypes> creature with <k>[ until end of
// turn]" (layers 4, 6 and 7b in one effect, 613.6): its creature types become those, its other
// types stay ("It's still a land", 205.1b); without `this_turn` it has no duration (611.2a).
inline Effect becomes_creature_with_subtypes(int p, int t, KeywordMask k, bool this_turn) {
  Effect e = fx(Op::BecomeCreature, Who::Target, p);
  e.b = n(t);
  e.keywords = k;
  e.set<Effect::Characteristics>() = {.add_types = TCreature,
                                      .sets_base = true,
                                      .sets_creature_types = true,
                                      .this_turn = this_turn};
  return e;
}
// 702.122a: "Crew N" (instant speed; the creatures tapped are its cost).
inline Ability crew(int n) {
  Ability a = activated(Cost{}, mode({}, {becomes_artifact_creature()}));
  a.cost.crew = static_cast<int8_t>(n);
  a.text = "Crew " + std::to_string(n);
  return a;
}
// The short text shown to players for an activated ability.
inline Ability named(Ability a, const char* text) {
  a.text = text;
  return a;
}
inline Mode named(Mode m, const char* text) {
  m.text = text;
  return m;
}
inline Cost sacrifice(Cost c, Filter f, int count = 1) {
  c.sacrifice_count = static_cast<int8_t>(count);
  c.sacrifice_filter = f;
  return c;
}
inline Cost discard(Cost c, int count = 1) {
  c.discard = static_cast<int8_t>(count);
  return c;
}
inline Ability with_cost(Ability a, Cost c) {
  a.cost = c;
  return a;
}  // spells' additional costs
inline Effect untap(Who who = Who::Target, int slot = 0) { return fx(Op::Untap, who, 0, slot); }
// "Until end of turn, <who> loses all abilities [and has base power and toughness p/t]".
inline Effect loses_all_abilities(Who who = Who::Target, int slot = 0) {
  return fx(Op::LoseAllAbilities, who, 0, slot);
}
inline Effect with_base_pt(Effect e, int p, int t) {
  e.set<Effect::Characteristics>().sets_base = true;
  e.a = n(p);
  e.b = n(t);
  return e;
}
inline Effect tap_it(Who who = Who::Target, int slot = 0) { return fx(Op::Tap, who, 0, slot); }
// "Enchant <filter>" (702.5): the Aura spell targets what it can enchant (303.4a).
inline std::vector<Ability> aura(Filter f) {
  Ability enchant;
  enchant.kind = AbilityKind::Enchant;
  enchant.stat.filter = f;
  Ability cast;
  cast.kind = AbilityKind::Spell;
  TargetSpec t;
  t.filter = f;
  cast.modes = {Mode{{t}, {}, "", {}, 0, {}}};
  return {enchant, cast};
}
inline Ability enchanted_gets(int p, int t, KeywordMask k = 0) {
  Ability a;
  a.kind = AbilityKind::Static;
  a.stat.kind = StaticKind::EnchantedGets;
  a.stat.power = static_cast<int8_t>(p);
  a.stat.toughness = static_cast<int8_t>(t);
  a.stat.keywords = k;
  return a;
}
// "This spell costs {1} less to cast for each ..." (601.2f).
inline Ability costs_less(Value v) {
  Ability a;
  a.kind = AbilityKind::CostReduction;
  a.amount = v;
  return a;
}
// "{rN1}, {rN2}—effect": one chapter ability per numeral (714.2c).
inline std::vector<Ability> chapters(std::initializer_list<int> numerals, Mode m) {
  std::vector<Ability> out;
  for (int n : numerals) {
    Ability a;
    a.kind = AbilityKind::Triggered;
    a.chapter = static_cast<int8_t>(n);
    a.modes = {m};
    out.push_back(a);
  }
  return out;
}
// "{rN}, {rN2}—Choose one at random —" (700.2): the mode is chosen at random among the legal
// ones as each chapter ability is put on the stack (603.3c).
inline std::vector<Ability> chapters_at_random(std::initializer_list<int> numerals,
                                               std::initializer_list<Mode> modes) {
  std::vector<Ability> out = chapters(numerals, Mode{});
  for (Ability& a : out) {
    a.modes = modes;
    a.random_mode = true;
  }
  return out;
}
inline void add(std::vector<Ability>& to, const std::vector<Ability>& more) {
  to.insert(to.end(), more.begin(), more.end());
}

// A loyalty ability (606): its cost is putting on or removing loyalty counters.
inline Ability loyalty(int change, Mode m, const char* text) {
  Ability a;
  a.kind = AbilityKind::Activated;
  a.cost.loyalty = true;
  a.cost.loyalty_change = static_cast<int8_t>(change);
  a.modes = {m};
  a.text = text;
  return a;
}
// "This permanent enters tapped." (614.1c)
inline Ability enters_tapped() {
  Ability a;
  a.kind = AbilityKind::EntersTapped;
  return a;
}
inline Ability mana(ColorMask colors, Cost c = cost("", true)) {
  Ability a;
  a.kind = AbilityKind::Mana;
  a.cost = c;
  a.mana_colors = colors;
  return a;
}
// "This land enters tapped. {T}: Add <one of `colors`>."
inline std::vector<Ability> tapped_land(ColorMask colors) {
  return {enters_tapped(), mana(colors)};
}
// A painland (605.1a): "{T}: Add {C}. {T}: Add {A} or {B}. This land deals 1 damage to you."
inline std::vector<Ability> painland(ColorMask colors) {
  Ability pain = mana(colors);
  pain.mana_damage = 1;
  return {mana(0), pain};
}
// "Kicker [cost]" (702.33a); a card with "kicker [A] and/or [B]" has two, A first (702.33b).
inline Ability kicker(const char* mana_cost) {
  Ability a;
  a.kind = AbilityKind::Kicker;
  ManaCost::parse(mana_cost, a.cost.mana);
  a.text = std::string("Kicker ") + mana_cost;
  return a;
}
constexpr ColorMask kAnyColor = White | Blue | Black | Red | Green;
inline Trigger on(Event e) {
  Trigger t;
  t.event = e;
  return t;
}
inline Trigger on_other(Event e, Filter subject) {
  Trigger t;
  t.event = e;
  t.self = false;
  t.subject = subject;
  return t;
}
inline Trigger on_cast(Filter spell) {
  Trigger t;
  t.event = Event::CastSpell;
  t.self = false;
  t.spell = spell;
  return t;
}
inline Ability triggered(Trigger t, Mode m) {
  Ability a;
  a.kind = AbilityKind::Triggered;
  a.trigger = t;
  a.modes = {m};
  return a;
}
// Landfall (207.2c, an ability word): "Whenever a land you control enters, <effect>."
inline Ability landfall(Mode m) {
  Ability a = triggered(on(Event::LandEnters), m);
  a.text = "Landfall";
  return a;
}
inline Ability anthem(Filter f, int p, int t) {
  Ability a;
  a.kind = AbilityKind::Static;
  a.stat.kind = StaticKind::Anthem;
  a.stat.filter = f;
  a.stat.power = static_cast<int8_t>(p);
  a.stat.toughness = static_cast<int8_t>(t);
  return a;
}
inline Ability static_ability(StaticKind k) {
  Ability a;
  a.kind = AbilityKind::Static;
  a.stat.kind = k;
  return a;
}
// "Exile <who>, then return it to the battlefield [transformed under its owner's control]".
// Without "under its owner's control", the player the effect instructs (its controller, 110.2a).
inline Effect exile_and_return(Who who = Who::Source, bool transformed = false,
                               bool under_owner = false) {
  Effect e = fx(Op::ExileAndReturn, who);
  e.set<Effect::ExileReturn>() = {.under_owner = under_owner, .transformed = transformed};
  return e;
}
// "<cost>, {T}: Exile this, then return it to the battlefield transformed under its owner's
// control. Activate only as a sorcery." (the FINAL FANTASY Dominants' and Crystal Fragments')
inline Ability transform_ability(const char* mana, bool tap, const char* text) {
  Ability a;
  a.kind = AbilityKind::Activated;
  ManaCost::parse(mana, a.cost.mana);
  a.cost.tap = tap;
  a.modes = {Mode{{}, {exile_and_return(Who::Source, true, true)}, "", {}, 0, {}}};
  a.sorcery_speed = true;  // 602.5d
  a.text = text;
  return a;
}
// "Equip [cost]" (702.6a): "[Cost]: Attach this permanent to target creature you control.
// Activate only as a sorcery."
inline Ability equip(const char* mana) {
  Ability a;
  a.kind = AbilityKind::Activated;
  ManaCost::parse(mana, a.cost.mana);
  a.modes = {Mode{{target(yours(creature()))}, {fx(Op::Attach, Who::Target)}, "", {}, 0, {}}};
  a.sorcery_speed = true;
  a.text = std::string("Equip ") + mana;
  return a;
}
// "Add {R}{R}{R}{R}": `times` mana of each color in `colors` (a spell or a non-mana ability).
inline Effect add_mana(ColorMask colors, int times) {
  Effect e = fx(Op::AddMana, Who::Controller, times);
  e.set<Effect::ManaCosts>().colors = colors;
  return e;
}
inline Ability enters_with(Counter c, Value v) {
  Ability a;
  a.kind = AbilityKind::EntersWithCounters;
  a.counter = c;
  a.counters = v;
  return a;
}

// Job select (702.182a): "When this Equipment enters, create a 1/1 colorless Hero creature
// token, then attach this Equipment to it."
inline Ability job_select() {
  Effect attach = fx(Op::Attach, Who::LastMoved, 1);  // a = 1: logged as 702.182a
  Ability a = triggered(on(Event::EntersBattlefield), mode({}, {token("Hero"), attach}));
  a.text = "Job select";
  return a;
}
// "Equipped creature gets +p/+t, has `k`, and is a `subtype` in addition to its other types."
inline Ability equipped_gets(int p, int t, KeywordMask k = 0, const char* subtype = nullptr) {
  Ability a = enchanted_gets(p, t, k);
  a.stat.subtype = subtype;
  return a;
}
// A tiered spell (702.183a): one mode, each with its additional cost ("{0}", "{2}", ...).
inline Mode tier(const char* additional, Mode m) {
  ManaCost::parse(additional, m.additional);
  return m;
}
inline Ability tiered(std::initializer_list<Mode> modes) {
  Ability a = spell(modes);
  a.tiered = true;
  return a;
}

// Ward [cost] (702.21a): "Whenever this permanent becomes the target of a spell or ability an
// opponent controls, counter that spell or ability unless that player pays [cost]."
inline Ability ward(const char* mana) {
  Effect e = fx(Op::CounterUnlessPays, Who::Controller);
  ManaCost::parse(mana, e.set<Effect::StackSpells>().cost);
  Ability a;
  a.kind = AbilityKind::Triggered;
  a.trigger.event = Event::BecomesTarget;
  a.modes = {mode({}, {e})};
  a.text = std::string("Ward ") + mana;
  return a;
}

// Enlist (702.154a): the optional cost to attack and its linked "when you do" trigger, "this
// creature gets +X/+0 until end of turn, where X is the tapped creature's power" (607.2h).
inline void add_enlist(std::vector<Ability>& to) {
  Ability cost;
  cost.kind = AbilityKind::Enlist;
  cost.linked = static_cast<int8_t>(to.size() + 1);
  cost.text = "Enlist";
  Effect plus = fxv(Op::Pump, Who::Source, value(Value::TriggerObjectPower));
  plus.b = n(0);
  to.push_back(cost);
  to.push_back(linked(Trigger{}, mode({}, {plus})));
}

// Flashback [cost] (702.34a): cast from the graveyard for this cost, then exiled.
inline Ability flashback(const char* mana) {
  Ability a;
  a.kind = AbilityKind::AltCostFromGraveyard;
  a.cost = cost(mana);
  a.flashback = true;
  a.text = std::string("Flashback ") + mana;
  return a;
}

// Dash [cost] (702.109a) and Blitz [cost] (702.152a): the alternative cost (cast as
// kCastDashBlitz), then the Linked ability its permanent's delayed trigger uses at the beginning
// of the next end step: return it to its owner's hand, or sacrifice it. Blitz's permanent also has
// "When this permanent is put into a graveyard from the battlefield, draw a card" (a Dies trigger
// that functions only if its blitz cost was paid). `from_graveyard`: "You may cast this card from
// your graveyard using its blitz ability".
inline void add_dash_or_blitz(std::vector<Ability>& to, AbilityKind kind, Cost c, std::string text,
                              bool from_graveyard = false) {
  Ability a;
  a.kind = kind;
  a.cost = c;
  a.from_graveyard = from_graveyard;
  a.linked = static_cast<int8_t>(to.size() + 1);
  a.text = std::move(text);
  bool dash = kind == AbilityKind::Dash;
  Effect act =
      dash ? fx(Op::ReturnToHand, Who::TriggerObject) : fx(Op::SacrificeIt, Who::TriggerObject);
  to.push_back(a);
  to.push_back(linked(Trigger{}, mode({}, {act})));
  if (dash) return;
  Ability draw_on_death = triggered(on(Event::Dies), mode({}, {draw(1)}));
  draw_on_death.trigger.if_clause = TriggerIf::DashBlitzPaid;
  draw_on_death.text = "When this creature dies, draw a card (blitz)";
  to.push_back(draw_on_death);
}
inline void add_dash(std::vector<Ability>& to, const char* mana) {
  add_dash_or_blitz(to, AbilityKind::Dash, cost(mana), std::string("Dash ") + mana);
}

// Cycling [cost] (702.29a): "[Cost], Discard this card: Draw a card." It functions only while
// the card is in its owner's hand, at any time its owner could cast an instant.
inline Ability cycling(const char* mana) {
  Ability a = activated(cost(mana), mode({}, {draw(1)}));
  a.cost.discard_self = true;
  a.from_hand = true;
  a.cycling = true;
  a.text = std::string("Cycling ") + mana;
  return a;
}

// [Type]cycling [cost] (702.29e): "[Cost], Discard this card: Search your library for a [type]
// card, reveal it, and put it into your hand. Then shuffle." A cycling ability (702.29f).
inline Ability typecycling(const char* mana, const char* land_type, const char* text) {
  Ability a = cycling(mana);
  a.modes = {mode({}, {search(Filter{}.with(HasSubtype, land_type))})};
  a.text = text;
  return a;
}

// "Sacrifice <who> unless you pay [mana]" (118.12a).
inline Effect sacrifice_unless_pays(const char* mana, Who who = Who::Source) {
  Effect e = fx(Op::SacrificeUnlessPays, who);
  ManaCost::parse(mana, e.set<Effect::DestroySacrifice>().cost);
  return e;
}

// "At the beginning of your upkeep, sacrifice this unless you pay [mana]."
inline Ability upkeep_unless_pays(const char* mana) {
  return triggered(on(Event::BeginningOfUpkeep), mode({}, {sacrifice_unless_pays(mana)}));
}

// Echo [cost] (702.30a): "At the beginning of your upkeep, if this permanent came under your
// control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
inline Ability echo(const char* mana) {
  Ability a = upkeep_unless_pays(mana);
  a.trigger.if_clause = TriggerIf::ControlledSinceLastUpkeep;
  a.text = std::string("Echo ") + mana;
  return a;
}

// "Enchanted creature has \"<activated ability>\"" / "Equipped creature has ..." (613.1f): a
// static ability naming the granted ability after it; the permanent attached to is its source.
inline void add_attached_has_activated(std::vector<Ability>& to, Ability activated) {
  Ability grant = static_ability(StaticKind::AttachedHasActivatedAbility);
  grant.linked = static_cast<int8_t>(to.size() + 1);
  activated.granted = true;
  to.push_back(grant);
  to.push_back(activated);
}
// "<filter> you control have \"<activated ability>\"" (613.1f; Astor's "Equipment you control
// have equip {1}")
inline void add_yours_have_activated(std::vector<Ability>& to, Filter f, Ability activated) {
  Ability grant = static_ability(StaticKind::YoursHaveActivatedAbility);
  grant.stat.filter = f;
  grant.linked = static_cast<int8_t>(to.size() + 1);
  activated.granted = true;
  to.push_back(grant);
  to.push_back(activated);
}

// "Equipped creature has \"<trigger>\"" (613.1f): a static ability naming the Linked ability
// after it; the equipped creature is that ability's source.
inline void add_equipped_has(std::vector<Ability>& to, Ability trigger) {
  Ability grant = static_ability(StaticKind::EquippedHasAbility);
  grant.linked = static_cast<int8_t>(to.size() + 1);
  trigger.kind = AbilityKind::Linked;
  to.push_back(grant);
  to.push_back(trigger);
}

}  // namespace lore::dsl
