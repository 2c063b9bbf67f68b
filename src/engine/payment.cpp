// Paying mana costs (CR 601.2g-h, 605): which sources can pay, and one source at a time.
#include <algorithm>
#include <bit>

#include "engine.h"

namespace lore {

namespace {

// One unit of mana a source could make: a mask of kinds (bit k = ManaKind k).
struct Unit {
  uint8_t kinds;
  // the source's mana ability making it (mana_ability()); -1 for pool mana; kConvokeUnit for a
  // creature that only convokes (702.51a)
  int8_t ability;
  ObjId source;  // kNoObj for pool mana
  // One of the units of one activation's mana of one chosen kind (several units, several kinds
  // possible: "Add three mana of any one color", an "any color" mana tripled by Nyxbloom Ancient):
  // they are all of the kind chosen (106.1b, 106.6a: one ability's mana of one color), so the
  // matching gives the units of such a group one kind (match()). The group is the run of units
  // with this flag and the same source and ability.
  bool one_kind = false;
};
constexpr int8_t kConvokeUnit = -2;
// A permanent with no usable mana ability of its own that another's ability taps (ManaGrant)
constexpr int8_t kExtraUnit = -3;

// The kinds this one mana ability makes: one of its colors' (none when it adds only fixed mana:
// mana_amount 0) and its fixed mana's.
uint8_t kinds_of(const Ability& a) {
  bool chosen = a.mana_amount > 0 || a.mana_per_matching;
  return static_cast<uint8_t>((chosen ? mana_kinds_of(a.mana_colors) : 0) | also_kinds(a));
}

using ManaAmounts = std::array<int, kManaKinds>;

// A permanent's {T} may be part of an ability's cost now (302.6: not a creature that came under
// its controller's control this turn, unless it has haste).
bool can_tap_for_cost(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  return !o.tapped && !(o.sick && is_type(st, id, TCreature) && !has_keyword(st, id, KHaste));
}

}  // namespace

// mana_choice.cpp: the additional life `id`'s mana abilities cost (Thran Portal, 118.8)
int extra_mana_life(const GameState& st, ObjId id);

namespace {

// 119.4: `p` can pay the additional life `holder`'s mana abilities cost (none: always).
bool affords_extra_mana_life(const GameState& st, ObjId holder, PlayerId p) {
  int life = extra_mana_life(st, holder);
  return life == 0 || life <= st.players[static_cast<size_t>(p)].life;
}

}  // namespace

// Calls `each(source, ability)` for each mana ability `p` can activate now by tapping `holder`
// that isn't one of `holder`'s own printed ones (ManaGrant): an ability a permanent grants it
// (613.1f: "Lands you control have \"{T}: Add one mana of any color.\"", not for a permanent
// that lost its abilities after it was granted, 613.7; its source is `holder`), and a
// permanent's "Tap an untapped <filter> you control: Add ..." (its source is that permanent).
template <class Each>
void for_each_extra_mana_ability(const GameState& st, ObjId holder, PlayerId p, Each&& each) {
  const Object& h = st.obj(holder);
  if (h.controller != p || h.zone != Zone::Battlefield || h.tapped) return;
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (!card_def(so.card).grants_mana) continue;
    for (const Ability& a : abilities_of(st, s)) {  // none if it lost them (613.1f)
      if (a.kind != AbilityKind::Mana || a.mana_grant == ManaGrant::None) continue;
      if (a.mana_grant == ManaGrant::Granted) {
        if (matches(st, holder, a.stat.filter, so.controller, s) && can_tap_for_cost(st, holder) &&
            !activation_forbidden(st, holder) && gained_ability_applies(st, holder, so.timestamp) &&
            affords_extra_mana_life(st, holder, p))
          each(holder, a);
      } else if (a.mana_grant == ManaGrant::TapOther && so.controller == p &&
                 matches(st, holder, a.cost.tap_filter, p, s) &&
                 !activation_forbidden(st, s)) {  // 118.3: any untapped one, even a new creature
        each(s, a);
      }
    }
  }
}

namespace {

// 614.1a, 106.12: "If a land is tapped for mana, it produces {B} instead of any other type"
// (Contamination) applies to every mana ability of the land with {T} in its cost.
bool tapped_land_makes_black(const GameState& st, ObjId land) {
  if (st.mana_event_sources == 0 || !is_type(st, land, TLand)) return false;
  for (ObjId id : st.battlefield) {
    if (!card_def(st.obj(id).card).mana_events) continue;
    for (const Ability& s : abilities_of(st, id))  // none if it lost them (613.1f)
      if (s.kind == AbilityKind::Static &&
          s.stat.kind == StaticKind::LandsTappedForManaProduceBlack)
        return true;
  }
  return false;
}

// The kinds of mana an extra ability from `s` makes tapping `holder`: a land's granted ability
// (613.1f: its own, `s` is the holder) makes {B} under Contamination (`black`), as its printed
// ones.
uint8_t extra_kinds_made(const Ability& a, ObjId s, ObjId holder, bool black) {
  return black && s == holder ? static_cast<uint8_t>(1u << MB) : a.unit_kinds;
}

}  // namespace

uint8_t find_extra_mana_kinds(const GameState& st, ObjId holder, PlayerId p) {
  uint8_t kinds = 0;
  bool black = tapped_land_makes_black(st, holder);
  for_each_extra_mana_ability(st, holder, p, [&](ObjId s, const Ability& a) {
    kinds = static_cast<uint8_t>(kinds | extra_kinds_made(a, s, holder, black));
  });
  return kinds;
}

namespace {

// The ability `p` activates tapping `holder` for mana of kind `k` among those
// for_each_extra_mana_ability() finds (the first), and its source; null if none.
const Ability* extra_mana_ability(const GameState& st, ObjId holder, PlayerId p, int k,
                                  ObjId& source) {
  const Ability* found = nullptr;
  bool black = tapped_land_makes_black(st, holder);
  for_each_extra_mana_ability(st, holder, p, [&](ObjId s, const Ability& a) {
    if (!found && (extra_kinds_made(a, s, holder, black) >> k & 1)) found = &a, source = s;
  });
  return found;
}

// 106.12, 605.1b: calls `each(id, t)` for each triggered mana ability t of a permanent `id`
// ("Whenever a Forest is tapped for mana, its controller adds an additional {G}") that triggers
// when `source`'s mana ability `a` resolves. Tapped for mana: `a` costs {T} (106.12).
template <class Each>
void for_each_mana_trigger(const GameState& st, ObjId source, const Ability& a, Each&& each) {
  if (st.mana_event_sources == 0 || !a.cost.tap) return;
  constexpr unsigned kBit = static_cast<unsigned>(Event::TappedForMana);
  for (ObjId id : st.battlefield) {
    if (!(card_def(st.obj(id).card).trigger_events >> kBit & 1)) continue;
    for (const Ability& t : abilities_of(st, id))  // none if it lost them (613.1f)
      if (t.kind == AbilityKind::Triggered && t.trigger.event == Event::TappedForMana &&
          t.modes.empty() &&           // a triggered mana ability (605.1b), not Scald's (603.2)
          (t.trigger.attached_subject  // "Whenever enchanted land is tapped for mana"
               ? st.obj(id).attached_to == source
               : matches(st, source, t.trigger.subject, st.obj(id).controller, id)))
        each(id, t);
  }
}

// 106.12b: how many times as much mana `source`'s mana ability `a` produces: three times for each
// permanent with "If you tap a permanent for mana, it produces three times as much" its controller
// controls (Nyxbloom Ancient; cumulative, ruling FIN-R-0552), when `a` costs {T} (FIN-R-0549).
int tap_factor(const GameState& st, ObjId source, const Ability& a) {
  if (st.mana_event_sources == 0 || !a.cost.tap) return 1;
  PlayerId p = st.obj(source).controller;
  int factor = 1;
  for (ObjId id : st.battlefield) {
    if (!card_def(st.obj(id).card).mana_events || st.obj(id).controller != p) continue;
    for (const Ability& s : abilities_of(st, id))  // none if it lost them (613.1f)
      if (s.kind == AbilityKind::Static && s.stat.kind == StaticKind::TappedForManaTriples &&
          factor < 1000)
        factor *= 3;
  }
  return factor;
}

// The kind of mana a triggered mana ability adds when `source`'s mana ability `a` is activated for
// mana of kind `kind`: its one fixed kind, or for "any type that permanent produced" (Kinnan) the
// kind the ability made (one of its fixed kinds when it makes only fixed mana).
int trigger_kind(const Ability& t, const Ability& a, int kind) {
  if (!t.mana_of_produced_kind) return std::countr_zero(mana_kinds_of(t.mana_colors));
  if (a.unit_kinds == 0 && !(also_kinds(a) >> kind & 1)) return std::countr_zero(also_kinds(a));
  return kind;
}

// A triggered mana ability adding "one mana of any color" (Fertile Ground): its color is chosen
// as it resolves (605.4a), apart from the mana of the ability that triggered it.
bool any_color_trigger(const Ability& t) {
  return !t.mana_of_produced_kind && std::popcount(static_cast<unsigned>(t.mana_colors)) > 1;
}
constexpr uint8_t kColorKinds = (1u << MW) | (1u << MU) | (1u << MB) | (1u << MR) | (1u << MG);

}  // namespace

int own_kind_for(const Ability& a, int k, const ManaCost& rest) {
  if (!a.unit_kinds || (a.unit_kinds >> k & 1)) return k;
  int kind = std::countr_zero(a.unit_kinds);
  for (int m = 0; m < kManaKinds; ++m)
    if ((a.unit_kinds >> m & 1) && rest.pips[m] > 0) kind = m;
  return kind;
}

namespace {

// The mana one activation of `source`'s mana ability `a` adds besides `base` mana of its chosen
// kind: its fixed mana (Ability::mana_also, 106.4) and, when it makes mana at all (106.12a), what
// the triggered mana abilities it triggers add (605.4a). `kind`: the kind it is activated for; -1
// leaves out the mana of the kind it produced (Kinnan), which same_kind_made() counts.
// `any` (if given) counts the mana of any color triggered mana abilities add (any_color_trigger()).
ManaAmounts also_made(const GameState& st, ObjId source, const Ability& a, int base, int kind,
                      int* any = nullptr) {
  ManaAmounts also{};
  int made = base;
  int factor = also_kinds(a) ? tap_factor(st, source, a) : 1;
  for (int k = 0; k < kManaKinds; ++k)
    made += also[static_cast<size_t>(k)] = a.mana_also[static_cast<size_t>(k)] * factor;
  if (made > 0)
    for_each_mana_trigger(st, source, a, [&](ObjId, const Ability& t) {
      if (t.mana_of_produced_kind && kind < 0) return;
      if (any_color_trigger(t)) {
        if (any) *any += t.mana_amount;
        return;
      }
      also[static_cast<size_t>(trigger_kind(t, a, kind))] += t.mana_amount;
    });
  return also;
}

// The mana of the kind it produced that triggered mana abilities add when `source`'s mana ability
// `a` makes `made` mana (605.4a; Kinnan, Bonder Prodigy): in the payment's units, one kind with
// the ability's chosen mana (Unit::one_kind).
int same_kind_made(const GameState& st, ObjId source, const Ability& a, int made) {
  int n = 0;
  if (made > 0 || also_kinds(a) != 0)
    for_each_mana_trigger(st, source, a, [&](ObjId, const Ability& t) {
      if (t.mana_of_produced_kind) n += t.mana_amount;
    });
  return n;
}

// The cost includes sacrificing permanents (601.2h): which sources stay then matters.
bool sacrifices(const Cost* extra) { return extra && extra->sacrifice_count > 0; }

}  // namespace

const Ability& as_produced_in_full(const GameState& st, ObjId source, const Ability& a) {
  if (!a.cost.tap || a.kind != AbilityKind::Mana || !tapped_land_makes_black(st, source)) return a;
  thread_local std::array<Ability, 4> ring;
  thread_local size_t next = 0;
  Ability& b = ring[next++ % ring.size()];
  b = a;  // its costs, damage and spending restriction stay; its mana is one {B}
  b.mana_colors = Black;
  b.unit_kinds = 1u << MB;
  b.mana_amount = 1;
  b.mana_also = {};
  b.mana_per_matching = b.mana_per_counter = b.mana_of_produced_kind = false;
  return b;
}

namespace {

// No spell is being cast with the mana: an ability's cost (`paying_for` a permanent, an emblem or a
// source that left), or a cost paid during resolution (kNoObj).
bool no_spell_cast(const GameState& st, ObjId paying_for, bool for_ability) {
  if (paying_for == kNoObj || for_ability) return true;
  const Object& o = st.obj(paying_for);
  return o.zone == Zone::Battlefield ||
         (o.zone == Zone::Command && !is_commander(st, paying_for)) ||
         (o.zone == Zone::Stack && o.left);
}

// The spell whose kicker the checks take as announced while its player decides (KickedScope).
thread_local ObjId kick_assumed = kNoObj;

// The activated ability whose cost is being paid (ActivationScope), or null.
thread_local const Ability* ability_paid = nullptr;

// 106.6: mana with the restriction `r` may be spent on what `paying_for` is.
bool spend_allowed(const GameState& st, SpendOnly r, ObjId paying_for, bool for_ability) {
  switch (r) {
    case SpendOnly::Abilities: return no_spell_cast(st, paying_for, for_ability);
    case SpendOnly::InstantSorceryOrKicked:
      return !no_spell_cast(st, paying_for, for_ability) &&
             (is_type(st, paying_for, TInstant | TSorcery) || st.obj(paying_for).kicked != 0 ||
              paying_for == kick_assumed);
    case SpendOnly::CreatureSpellWithNoAbilities:  // the spell as it is now (ruling DMU-R-0400)
      return !no_spell_cast(st, paying_for, for_ability) && is_type(st, paying_for, TCreature) &&
             has_no_abilities(st, paying_for);
    case SpendOnly::NoncreatureSpell:  // The Emperor of Palamecia (the spell as it is now)
      return !no_spell_cast(st, paying_for, for_ability) && !is_type(st, paying_for, TCreature);
    case SpendOnly::EquipmentSpellOrEquipAbility:  // Freya Crescent
      if (no_spell_cast(st, paying_for, for_ability))
        return paying_for != kNoObj && ability_paid && is_equip_ability(*ability_paid);
      return has_subtype_now(st, paying_for, "Equipment");
    case SpendOnly::LegendarySpell:  // Plaza of Heroes: the spell as it is now (205.4)
      return !no_spell_cast(st, paying_for, for_ability) &&
             (chars(st, paying_for).supertypes & SLegendary) != 0;
    case SpendOnly::DragonCreatureSpell:  // Rivaz of the Claw
      return !no_spell_cast(st, paying_for, for_ability) && is_type(st, paying_for, TCreature) &&
             has_subtype_now(st, paying_for, "Dragon");
    default: return true;
  }
}

}  // namespace

KickedScope::KickedScope(ObjId spell, bool kicked) : before_(kick_assumed) {
  if (kicked) kick_assumed = spell;
}

KickedScope::~KickedScope() { kick_assumed = before_; }

ActivationScope::ActivationScope(const Ability* ability) : before_(ability_paid) {
  ability_paid = ability;
}

ActivationScope::~ActivationScope() { ability_paid = before_; }

namespace {
thread_local bool paying_stack_top = false;
}  // namespace

PayingStackTopScope::PayingStackTopScope() : before_(paying_stack_top) { paying_stack_top = true; }

PayingStackTopScope::~PayingStackTopScope() { paying_stack_top = before_; }

bool is_equip_ability(const Ability& a) {
  return a.kind == AbilityKind::Activated && !a.modes.empty() && !a.modes[0].effects.empty() &&
         a.modes[0].effects[0].op == Op::Attach;
}

bool kick_restricted_mana(const GameState& st, PlayerId p) {
  const ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  for (int k = 0; k < kManaKinds; ++k)
    if (pool.restricted_of(SpendOnly::InstantSorceryOrKicked, k) > 0) return true;
  for (ObjId id : st.battlefield) {
    if (st.obj(id).controller != p || !card_def(st.obj(id).card).has_mana_ability) continue;
    for (const Ability& a : abilities_of(st, id))
      if (a.kind == AbilityKind::Mana && a.spend_only == SpendOnly::InstantSorceryOrKicked)
        return true;
  }
  return false;
}

// 106.6: mana that can't be spent to cast nonartifact spells (Powerstones) is usable when
// `paying_for` is an artifact spell or the source of an ability. `paying_for` is a permanent
// or emblem (its ability), a card being cast from any zone (a spell: hand, graveyard...) unless
// `for_ability` says an ability of that card is being activated (cycling from a hand, 702.29a),
// or kNoObj for a cost paid during resolution, which casts no spell.
bool restricted_mana_ok(const GameState& st, ObjId paying_for, bool for_ability) {
  return no_spell_cast(st, paying_for, for_ability) || def(st, paying_for).is(TArtifact);
}

// 106.6: mana to be spent only on an artifact spell or an ability of an artifact source: the
// object `paying_for` (a spell, or an ability's source in any zone; ruling FIN-R-0098) is an
// artifact. A cost paid during resolution (kNoObj) is neither.
bool artifact_source_mana_ok(const GameState& st, ObjId paying_for) {
  return paying_for != kNoObj && is_type(st, paying_for, TArtifact);
}

namespace {

// mana_unusable_for() for a mana ability with a spending restriction.
[[gnu::noinline]] bool restricted_mana_unusable_for(const GameState& st, const Ability& a,
                                                    ObjId paying_for, bool for_ability) {
  return (a.artifact_spells_only && !restricted_mana_ok(st, paying_for, for_ability)) ||
         (a.artifact_source_only && !artifact_source_mana_ok(st, paying_for)) ||
         (a.spend_only != SpendOnly::Anything &&
          !spend_allowed(st, a.spend_only, paying_for, for_ability));
}

// A mana ability whose mana can't be spent on what `paying_for` is (106.6). Inline: the payment
// checks ask it for every mana source, nearly all without a restriction.
inline bool mana_unusable_for(const GameState& st, const Ability& a, ObjId paying_for,
                              bool for_ability) {
  return (a.artifact_spells_only || a.artifact_source_only ||
          a.spend_only != SpendOnly::Anything) &&
         restricted_mana_unusable_for(st, a, paying_for, for_ability);
}

// Pool mana of each kind that can't be spent on what `paying_for` is. Each restriction is looked
// at only when the pool holds such mana (rarely): the checks compute characteristics.
std::array<int16_t, kManaKinds> held_mana(const GameState& st, const ManaPool& pool,
                                          ObjId paying_for, bool for_ability) {
  std::array<int16_t, kManaKinds> held{};
  held[MC] = static_cast<int16_t>(
      (pool.artifact_only == 0 || restricted_mana_ok(st, paying_for, for_ability)
           ? 0
           : pool.artifact_only) +
      (pool.artifact_source_only == 0 || artifact_source_mana_ok(st, paying_for)
           ? 0
           : pool.artifact_source_only));
  for (int r = 1; r <= kSpendRules; ++r) {
    const int16_t* row = &pool.restricted[static_cast<size_t>((r - 1) * kManaKinds)];
    if (std::all_of(row, row + kManaKinds, [](int16_t n) { return n == 0; }) ||
        spend_allowed(st, static_cast<SpendOnly>(r), paying_for, for_ability))
      continue;
    for (int k = 0; k < kManaKinds; ++k)
      held[static_cast<size_t>(k)] = static_cast<int16_t>(held[static_cast<size_t>(k)] + row[k]);
  }
  return held;
}

// A usable mana source of a player: its usable mana ability and the units it makes.
struct SourceGroup {
  ObjId id;
  int8_t ability;
  int amount;
  const Ability* a;
};

// The usable mana sources of one player in one unchanging state, in battlefield order: found
// once for all the payment checks of a listing of options (ManaSourcesScope).
struct SourcesSnapshot {
  const GameState* st = nullptr;
  PlayerId p = kNoPlayer;
  bool filled = false;
  std::vector<SourceGroup> groups;
};
thread_local SourcesSnapshot snapshot;

// for_each_unit_group() without convoke: the pool and the mana sources.
template <class Each>
void for_each_mana_unit_group(const GameState& st, PlayerId p, ObjId exclude, ObjId paying_for,
                              bool for_ability, Each&& each) {
  const ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  std::array<int16_t, kManaKinds> held{};
  if (pool.total() > 0) held = held_mana(st, pool, paying_for, for_ability);
  for (int k = 0; k < kManaKinds; ++k) {
    int n = pool.amount[k] - held[static_cast<size_t>(k)];
    if (n > 0) each(static_cast<uint8_t>(1u << k), -1, kNoObj, n);
  }
  auto group = [&](ObjId id, int ai, const Ability& printed, int amount) {
    if (id == exclude || mana_unusable_for(st, printed, paying_for, for_ability)) return;
    const Ability& a = st.mana_event_sources == 0 ? printed : as_produced(st, id, printed);
    if (&a != &printed) amount = mana_amount_of(st, id, a, true);  // Contamination's one {B}
    // Ability::unit_kinds: the kinds one activation starting at this usable mana ability can make
    if (st.mana_event_sources == 0 && also_kinds(a) == 0) {  // nearly always
      each(a.unit_kinds, ai, id, amount);
      return;
    }
    // The mana of the kind it produced (Kinnan) is of its chosen kind: one group with it
    int same = st.mana_event_sources > 0 ? same_kind_made(st, id, a, amount) : 0;
    each(a.unit_kinds, ai, id, amount + (a.unit_kinds != 0 ? same : 0));
    // Fixed mana and what triggered mana abilities add (the source's units stay together)
    int any = 0;
    ManaAmounts also = also_made(st, id, a, amount, -1, &any);
    for (int k = 0; k < kManaKinds; ++k)
      if (also[static_cast<size_t>(k)] > 0)
        each(static_cast<uint8_t>(1u << k), ai, id, also[static_cast<size_t>(k)]);
    if (any > 0) each(kColorKinds, ai, id, any);  // each its own color (Fertile Ground)
    // Of an ability making only fixed mana: one of its kinds, the one it is activated for
    if (a.unit_kinds == 0 && same > 0) each(also_kinds(a), ai, id, same);
  };
  if (st.mana_grant_sources > 0) {  // mana abilities of other permanents too (ManaGrant)
    for (ObjId id : st.battlefield) {
      if (id == exclude || st.obj(id).controller != p) continue;
      uint8_t extra = find_extra_mana_kinds(st, id, p);
      int ai = mana_ability(st, id, p);
      if (ai < 0) {
        if (extra) each(extra, kExtraUnit, id, 1);
        continue;
      }
      const Ability& a = mana_abilities_of(st, id)[static_cast<size_t>(ai)];
      int amount = mana_amount_of(st, id, a, true);
      // One mana of its own or one of another ability's: one unit of every kind they make. One
      // making more mana on its own is counted for its own mana only (never more than can come).
      // (Not with mana of the kind it produced, Kinnan's: another permanent's ability tapping
      // it for mana may not tap it for mana, 106.12. Nor under Contamination: group() makes its
      // mana {B}, as find_extra_mana_kinds() does the other abilities', 614.1a.)
      if (extra && amount == 1 && also_kinds(a) == 0 &&
          !mana_unusable_for(st, a, paying_for, for_ability) &&
          (st.mana_event_sources == 0 ||
           (same_kind_made(st, id, a, amount) == 0 && &as_produced(st, id, a) == &a))) {
        each(static_cast<uint8_t>(a.unit_kinds | extra), ai, id, 1);
        int any = 0;  // triggered mana abilities (605.4a)
        ManaAmounts also = also_made(st, id, a, amount, -1, &any);
        for (int k = 0; k < kManaKinds; ++k)
          if (also[static_cast<size_t>(k)] > 0)
            each(static_cast<uint8_t>(1u << k), ai, id, also[static_cast<size_t>(k)]);
        if (any > 0) each(kColorKinds, ai, id, any);
        continue;
      }
      group(id, ai, a, amount);
    }
    return;
  }
  if (snapshot.st != &st || snapshot.p != p) {
    for (ObjId id : st.battlefield) {
      int ai = mana_ability(st, id, p);
      if (ai < 0) continue;
      const Ability& a = mana_abilities_of(st, id)[static_cast<size_t>(ai)];
      group(id, ai, a, mana_amount_of(st, id, a, true));
    }
    return;
  }
  if (!snapshot.filled) {
    if (snapshot.groups.capacity() == 0) snapshot.groups.reserve(64);  // no allocation later
    snapshot.groups.clear();
    for (ObjId id : st.battlefield) {
      int ai = mana_ability(st, id, p);
      if (ai < 0) continue;
      const Ability& a = mana_abilities_of(st, id)[static_cast<size_t>(ai)];
      snapshot.groups.push_back({id, static_cast<int8_t>(ai), mana_amount_of(st, id, a, true), &a});
    }
    snapshot.filled = true;
  }
  for (const SourceGroup& g : snapshot.groups) group(g.id, g.ability, *g.a, g.amount);
}

// 702.51a: the creatures that may convoke a spell with convoke and aren't mana sources too (see
// for_each_unit_group()): one unit each, of the kinds convoke_kinds() says.
template <class Each>
void convoke_only_units(const GameState& st, PlayerId p, ObjId exclude, ObjId paying_for,
                        bool for_ability, Each&& each) {
  for (ObjId id : st.battlefield) {
    int kinds = convoke_kinds(st, id, p);
    if (kinds < 0) continue;
    if (st.mana_grant_sources > 0 && id != exclude && find_extra_mana_kinds(st, id, p) != 0)
      continue;  // a mana unit already (for_each_mana_unit_group())
    if (int ai = mana_ability(st, id, p); ai >= 0 && id != exclude) {
      const Ability& a = mana_abilities_of(st, id)[static_cast<size_t>(ai)];
      if (!mana_unusable_for(st, a, paying_for, for_ability) && mana_amount_of(st, id, a, true) > 0)
        continue;
    }
    each(static_cast<uint8_t>(kinds), kConvokeUnit, id, 1);
  }
}

// Calls `each(kinds, ability, source, count)` for the pool's mana (ability -1, source kNoObj)
// and for each of `p`'s untapped mana sources but `exclude`, in battlefield order; then, for a
// spell with convoke, for each creature that may convoke it and makes no mana (kConvokeUnit). A
// creature making one mana may pay with it or convoke: its one unit has both kinds. One making
// more is counted for its mana only (the payment checks never count on more than can come).
template <class Each>
void for_each_unit_group(const GameState& st, PlayerId p, ObjId exclude, ObjId paying_for,
                         bool for_ability, Each&& each) {
  if (spell_has_convoke(st, paying_for, p, for_ability)) {
    auto with_convoke = [&](uint8_t kinds, int ai, ObjId id, int n) {
      if (int k = id != kNoObj && n == 1 ? convoke_kinds(st, id, p) : -1; k > 0)
        kinds = static_cast<uint8_t>(kinds | k);
      each(kinds, ai, id, n);
    };
    for_each_mana_unit_group(st, p, exclude, paying_for, for_ability, with_convoke);
    convoke_only_units(st, p, exclude, paying_for, for_ability, each);
    return;
  }
  for_each_mana_unit_group(st, p, exclude, paying_for, for_ability, each);
}

void collect_units(const GameState& st, PlayerId p, ObjId exclude, std::vector<Unit>& units,
                   ObjId paying_for, bool for_ability) {
  for_each_unit_group(st, p, exclude, paying_for, for_ability,
                      [&](uint8_t kinds, int ai, ObjId id, int n) {
                        bool one_kind = n > 1 && id != kNoObj && std::popcount(kinds) > 1;
                        for (int i = 0; i < n; ++i)
                          units.push_back({kinds, static_cast<int8_t>(ai), id, one_kind});
                      });
}

// The colored (or {C}) symbols of `cost` are all of one kind: returns it, or -1 for none, or -2
// for several kinds.
int single_pip_kind(const ManaCost& cost) {
  int kind = -1;
  for (int k = 0; k < kManaKinds; ++k)
    if (cost.pips[k] > 0) kind = kind == -1 ? k : -2;
  return kind;
}

// For a cost whose symbols are of the one kind `kind` (single_pip_kind()): `of_kind` of the
// `total` units can make that kind. A unit of that kind for each symbol and enough units in all
// is exactly what the matching would find (any unit pays generic mana, 107.4b).
bool enough_units(const ManaCost& cost, int x, int kind, int total, int of_kind) {
  int pips = kind >= 0 ? cost.pips[static_cast<size_t>(kind)] : 0;
  return of_kind >= pips && total >= pips + cost.generic + cost.x * x;
}

// Reused buffers of the matching: payment checks run at every priority decision (no allocation
// once warm).
thread_local std::vector<int> pips, owner;
thread_local std::vector<char> seen;

// Kuhn's matching of the colored symbols `pips` to units.
bool match_pips(const std::vector<Unit>& units) {
  owner.assign(units.size(), -1);
  auto augment = [&](auto&& self, int pip) -> bool {
    for (size_t u = 0; u < units.size(); ++u) {
      if (!(units[u].kinds & (1u << pips[static_cast<size_t>(pip)])) || seen[u]) continue;
      seen[u] = 1;
      if (owner[u] < 0 || self(self, owner[u])) {
        owner[u] = pip;
        return true;
      }
    }
    return false;
  };
  for (size_t i = 0; i < pips.size(); ++i) {
    seen.assign(units.size(), 0);
    if (!augment(augment, static_cast<int>(i))) return false;
  }
  return true;
}

bool same_group(const Unit& a, const Unit& b) {
  return a.one_kind && b.one_kind && a.source == b.source && a.ability == b.ability;
}

// Groups of one kind (Unit::one_kind) whose kinds meet the symbols in two kinds or more: the
// index of each one's first unit. More than kMaxGroupChoices are counted as if they paid only
// symbols of their first such kind and generic mana (never more than can come).
constexpr size_t kMaxGroupChoices = 4;

// match_pips() with the groups from `g` on each given one of the kinds of `pip_kinds` it makes
// (106.6a): each in turn, its units set to that kind alone (and restored).
bool match_groups(std::vector<Unit>& units, const std::vector<size_t>& groups, size_t g,
                  uint8_t pip_kinds) {
  if (g == groups.size()) return match_pips(units);
  size_t first = groups[g], end = first + 1;
  while (end < units.size() && same_group(units[first], units[end])) ++end;
  const uint8_t kinds = units[first].kinds;
  bool ok = false;
  for (int k = 0; k < kManaKinds && !ok; ++k) {
    if (!((kinds & pip_kinds) >> k & 1)) continue;
    for (size_t u = first; u < end; ++u) units[u].kinds = static_cast<uint8_t>(1u << k);
    ok = match_groups(units, groups, g + 1, pip_kinds);
    if (g >= kMaxGroupChoices) break;  // its first kind only
  }
  for (size_t u = first; u < end; ++u) units[u].kinds = kinds;
  return ok;
}

// Can `cost` be paid from `units`? Colored symbols are matched to units, the rest must cover
// generic mana; a group of one kind pays symbols of one kind only.
bool match(const ManaCost& cost, int x, std::vector<Unit>& units) {
  pips.clear();
  uint8_t pip_kinds = 0;
  for (int k = 0; k < kManaKinds; ++k) {
    for (int i = 0; i < cost.pips[k]; ++i) pips.push_back(k);
    if (cost.pips[k] > 0) pip_kinds = static_cast<uint8_t>(pip_kinds | 1u << k);
  }
  int generic = cost.generic + cost.x * x;
  if (static_cast<int>(units.size()) < static_cast<int>(pips.size()) + generic) return false;
  if (pips.empty()) return true;
  thread_local std::vector<size_t> groups;
  groups.clear();
  for (size_t u = 0; u < units.size(); ++u)
    if (units[u].one_kind && (u == 0 || !same_group(units[u - 1], units[u])) &&
        std::popcount(static_cast<unsigned>(units[u].kinds & pip_kinds)) > 1)
      groups.push_back(u);
  if (groups.empty()) return match_pips(units);
  return match_groups(units, groups, 0, pip_kinds);
}

}  // namespace

ManaSourcesScope::ManaSourcesScope(const GameState& st, PlayerId p)
    : st_(snapshot.st), p_(snapshot.p) {
  snapshot.st = &st;
  snapshot.p = p;
  snapshot.filled = false;
}

ManaSourcesScope::~ManaSourcesScope() {
  snapshot.st = st_;
  snapshot.p = p_;
  snapshot.filled = false;  // an enclosing scope finds its sources again
}

int mana_amount_in_full(const GameState& st, ObjId source, const Ability& a, bool surely) {
  if (a.mana_per_counter)  // 106.4: counted as it resolves; 608.2h: as it last existed
    return st.obj(source).count(a.counter) * a.mana_amount * tap_factor(st, source, a);
  if (!a.mana_per_matching) return a.mana_amount * tap_factor(st, source, a);
  PlayerId p = st.obj(source).controller;
  int n = 0;
  for (ObjId id : st.battlefield) {
    if (!matches(st, id, a.stat.filter, p, source)) continue;
    // `surely`: not one whose own mana ability would take it away if it paid first (a Treasure
    // for Tolarian Academy), so the payment never counts on mana that may not come.
    if (surely && id != source) {
      int ai = mana_ability(st, id, p);
      if (ai >= 0) {
        const Cost& c = mana_abilities_of(st, id)[static_cast<size_t>(ai)].cost;
        if (c.sacrifice_self || c.exile_self) continue;
      }
    }
    ++n;
  }
  return n * a.mana_amount * tap_factor(st, source, a);
}

bool activation_locked(const GameState& st, ObjId id) {
  for (size_t i = 0; i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    if (st.obj(s).attached_to != id || !def(st, s).locks_activations) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedCantActivate)
        return true;
  }
  return false;
}

namespace {

// usable_mana_ability() in every case.
[[gnu::noinline]] int usable_mana_ability_in_full(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (activation_forbidden(st, id)) return -1;   // 602.5, 605.1a
  AbilityRange own = mana_abilities_of(st, id);  // none if it lost them (613.1f)
  for (const Ability* at = own.begin(); at != own.end(); ++at) {
    const Ability& a = *at;
    if (a.kind != AbilityKind::Mana || a.mana_grant != ManaGrant::None) continue;
    if (a.cost.tap &&
        (o.tapped || (o.sick && is_type(st, id, TCreature) && !has_keyword(st, id, KHaste))))
      continue;  // 302.6
    // mana abilities with mana costs are counted apart (Costly); those whose cost chooses objects
    // are activated at priority only (choice_mana_options())
    if (!a.cost.mana.empty() || a.cost.chooses_objects()) continue;
    // 119.4: life more than the player has can't be paid; a mana ability's life is paid even
    // while Karn's Sylex forbids paying life for other abilities (ruling DMU-R-0166).
    if (a.cost.life > 0 && a.cost.life > st.players[static_cast<size_t>(o.controller)].life)
      continue;
    return static_cast<int>(at - own.begin());
  }
  return -1;
}

}  // namespace

// The same answer as usable_mana_ability_in_full() (the payment asks it for every permanent of a
// player with a mana ability, at each listing of options): without activation locks and ability
// losses, the card's own abilities, and a permanent with summoning sickness (is it a creature
// without haste?) is left to the whole function.
int usable_mana_ability(const GameState& st, ObjId id) {
  if (st.activation_locks > 0 || st.ability_losses != 0) return usable_mana_ability_in_full(st, id);
  const Object& o = st.obj(id);
  const std::vector<Ability>& own = def(st, id).abilities;
  for (size_t i = 0; i < own.size(); ++i) {
    const Ability& a = own[i];
    if (a.kind != AbilityKind::Mana || a.mana_grant != ManaGrant::None) continue;
    if (a.cost.tap && (o.tapped || o.sick)) {
      if (o.tapped) continue;  // 302.6
      return usable_mana_ability_in_full(st, id);
    }
    if (!a.cost.mana.empty() || a.cost.chooses_objects()) continue;
    if (a.cost.life > 0 && a.cost.life > st.players[static_cast<size_t>(o.controller)].life)
      continue;  // 119.4
    return static_cast<int>(i);
  }
  return -1;
}

namespace {

// 601.2h: a source whose mana ability sacrifices it (a Treasure) can't also be sacrificed for
// the cost's "sacrifice a ..." part. Candidates that make no such mana are used first; `need`
// of the others must be kept out of the mana payment.
struct SacReserve {
  int need = 0;
  std::vector<ObjId> mana_candidates;
};

// A mana ability whose cost sacrifices or exiles its source (605.3b) takes it away as it is used.
bool removes_source(const Cost& c) { return c.sacrifice_self || c.exile_self; }

SacReserve sac_reserve(const GameState& st, PlayerId p, const Cost* extra, ObjId source,
                       ObjId gone) {
  SacReserve r;
  if (!sacrifices(extra)) return r;
  int free = 0;
  for (ObjId id : st.battlefield) {
    if (id == gone || st.obj(id).controller != p ||
        !matches(st, id, extra->sacrifice_filter, p, source))
      continue;
    int ai = mana_ability(st, id, p);
    if (ai >= 0 && removes_source(mana_abilities_of(st, id)[static_cast<size_t>(ai)].cost))
      r.mana_candidates.push_back(id);
    else
      ++free;
  }
  r.need = std::max(0, extra->sacrifice_count - free);
  if (r.mana_candidates.size() > 12) r.mana_candidates.resize(12);  // bound the search
  return r;
}

// Can `cost` be paid from `units` while `r.need` of r.mana_candidates stay unused?
bool match_reserving(const ManaCost& cost, int x, std::vector<Unit>& units, const SacReserve& r) {
  if (r.need == 0) return match(cost, x, units);
  int n = static_cast<int>(r.mana_candidates.size());
  if (r.need > n) return false;
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    if (std::popcount(mask) != r.need) continue;
    std::vector<Unit> rest;
    for (const Unit& u : units) {
      bool kept = false;
      for (int i = 0; i < n; ++i)
        kept |= (mask >> i & 1) && u.source == r.mana_candidates[static_cast<size_t>(i)];
      if (!kept) rest.push_back(u);
    }
    if (match(cost, x, rest)) return true;
  }
  return false;
}

// A mana ability with a mana cost `p` can activate now (605.1a: "{1}, {T}: Add one mana of any
// color", Crystal Grotto; "{1}: Add one mana of any color. Activate only once each turn.",
// Salvaged Manaworker): one mana of a kind it makes for `generic` mana more, so the payment
// counts it apart from the units.
struct Costly {
  ObjId id;
  int8_t ability;  // its index among mana_abilities_of(id)
  uint8_t kinds;
  int16_t generic;
  bool taps;  // {T} in its cost: the permanent's other mana goes with it
};
constexpr size_t kMaxCostly = 6;  // counted; more are left out (the checks stay sure)

bool costly_usable(const GameState& st, ObjId id, const Ability& a) {
  if (a.kind != AbilityKind::Mana || a.mana_grant != ManaGrant::None || a.cost.mana.empty() ||
      a.cost.chooses_objects())
    return false;
  if (a.cost.tap && !can_tap_for_cost(st, id)) return false;  // 302.6
  return !(a.once_per_turn && st.obj(id).activations > 0);    // 602.5b
}

// `p`'s usable mana abilities with a mana cost, but `exclude`'s (none while no permanent has one).
void collect_costly(const GameState& st, PlayerId p, ObjId exclude, std::vector<Costly>& out) {
  out.clear();
  if (st.mana_grant_sources == 0) return;
  for (ObjId id : st.battlefield) {
    const Object& o = st.obj(id);
    if (id == exclude || o.controller != p || !card_def(o.card).grants_mana ||
        activation_forbidden(st, id))
      continue;
    AbilityRange own = mana_abilities_of(st, id);
    for (size_t i = 0; i < own.size() && out.size() < kMaxCostly; ++i)
      if (costly_usable(st, id, own[i]))
        out.push_back({id, static_cast<int8_t>(i),
                       as_produced_in_full(st, id, own[i]).unit_kinds,  // Contamination's {B}
                       own[i].cost.mana.generic, own[i].cost.tap});
  }
}

// Can `cost` be paid from `units` and any of the `costly` abilities (each adding one mana of a
// kind it makes, for its mana cost more; one that taps its permanent takes that one's units)?
bool match_costly(const ManaCost& cost, int x, std::vector<Unit>& units,
                  const std::vector<Costly>& costly, const SacReserve& r) {
  if (match_reserving(cost, x, units, r)) return true;
  thread_local std::vector<Unit> trial;
  for (uint32_t mask = 1; mask < (1u << costly.size()); ++mask) {
    ManaCost c = cost;
    bool twice = false;  // one {T} can't be paid twice
    for (size_t i = 0; i < costly.size(); ++i)
      for (size_t j = 0; j < i; ++j)
        twice |= (mask >> i & 1) && (mask >> j & 1) && costly[i].id == costly[j].id &&
                 costly[i].taps && costly[j].taps;
    if (twice) continue;
    trial.clear();
    for (const Unit& u : units) {
      bool tapped = false;
      for (size_t i = 0; i < costly.size(); ++i)
        tapped |= (mask >> i & 1) && costly[i].taps && u.source == costly[i].id;
      if (!tapped) trial.push_back(u);
    }
    for (size_t i = 0; i < costly.size(); ++i)
      if (mask >> i & 1) {
        trial.push_back({costly[i].kinds, costly[i].ability, costly[i].id});
        c.generic = static_cast<int16_t>(c.generic + costly[i].generic);
      }
    if (match_reserving(c, x, trial, r)) return true;
  }
  return false;
}

}  // namespace

bool can_pay(const GameState& st, PlayerId p, const ManaCost& cost, int x, ObjId exclude,
             const Cost* extra, ObjId source, bool for_ability) {
  thread_local std::vector<Costly> costly;
  collect_costly(st, p, exclude, costly);
  int kind = single_pip_kind(cost);
  if (kind != -2 && !sacrifices(extra) && costly.empty()) {
    int total = 0, of_kind = 0;
    for_each_unit_group(st, p, exclude, source, for_ability, [&](uint8_t kinds, int, ObjId, int n) {
      total += n;
      if (kind >= 0 && (kinds & (1u << kind))) of_kind += n;
    });
    return enough_units(cost, x, kind, total, of_kind);
  }
  thread_local std::vector<Unit> units;
  units.clear();
  collect_units(st, p, exclude, units, source, for_ability);
  return match_costly(cost, x, units, costly, sac_reserve(st, p, extra, source, kNoObj));
}

// Spends pool mana on the remaining cost: colored pips first, then generic (601.2h).
void spend_pool(GameState& st, PlayerId p, ObjId paying_for, bool for_ability) {
  ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  ManaCost& c = st.paying;
  if (pool.total() == 0) return;
  std::array<int16_t, kManaKinds> held = held_mana(st, pool, paying_for, for_ability);
  std::array<int16_t, kManaKinds> usable_before{};
  for (int k = 0; k < kManaKinds; ++k) {  // set aside, restored below
    pool.amount[k] = static_cast<int16_t>(pool.amount[k] - held[static_cast<size_t>(k)]);
    usable_before[static_cast<size_t>(k)] = pool.amount[k];
  }
  for (int k = 0; k < kManaKinds; ++k) {
    int use = std::min<int>(pool.amount[k], c.pips[k]);
    pool.amount[k] = static_cast<int16_t>(pool.amount[k] - use);
    c.pips[k] = static_cast<int8_t>(c.pips[k] - use);
  }
  for (int k = kManaKinds - 1; k >= 0 && c.generic > 0; --k) {  // colorless first
    int use = std::min<int>(pool.amount[k], c.generic);
    pool.amount[k] = static_cast<int16_t>(pool.amount[k] - use);
    c.generic = static_cast<int16_t>(c.generic - use);
  }
  // Restricted mana goes first, the most restricted first: unrestricted mana stays usable.
  for (int k = 0; k < kManaKinds; ++k) {
    int spent = usable_before[static_cast<size_t>(k)] - pool.amount[k];
    for (int r = 1; r <= kSpendRules && spent > 0; ++r) {
      int16_t& restricted = pool.restricted_of(static_cast<SpendOnly>(r), k);
      // the rule's check computes characteristics: only when such mana is in the pool
      if (restricted == 0 || !spend_allowed(st, static_cast<SpendOnly>(r), paying_for, for_ability))
        continue;
      int take = std::min<int>(spent, restricted);
      restricted = static_cast<int16_t>(restricted - take);
      spent -= take;
    }
    for (int16_t* restricted : {&pool.artifact_source_only, &pool.artifact_only}) {
      if (k != MC || spent <= 0 || *restricted == 0) continue;  // the checks compute types
      bool usable = restricted == &pool.artifact_only
                        ? restricted_mana_ok(st, paying_for, for_ability)
                        : artifact_source_mana_ok(st, paying_for);
      if (!usable) continue;
      int take = std::min<int>(spent, *restricted);
      *restricted = static_cast<int16_t>(*restricted - take);
      spent -= take;
    }
    pool.amount[k] = static_cast<int16_t>(pool.amount[k] + held[static_cast<size_t>(k)]);
  }
}

namespace {

// What one step of a payment used of the permanent `id`, as match_costly() counts it: its units
// (a mana ability of its own or one it is tapped for, or convoking it), or `costly` (an index:
// one of its mana abilities with a mana cost, which takes its units when it has {T}).
struct Used {
  bool units = true;
  int costly = -1;
};

// The rest of `costly` once `used` (of `id`) paid: never the one used; none of `id`'s if it is
// gone; of `id`'s, those with {T} once its units or another with {T} were used (match_costly()).
void costly_left(const std::vector<Costly>& costly, ObjId id, Used used, bool gone,
                 std::vector<Costly>& out) {
  out.clear();
  bool tapped = used.units || (used.costly >= 0 && costly[static_cast<size_t>(used.costly)].taps);
  for (size_t i = 0; i < costly.size(); ++i) {
    const Costly& c = costly[i];
    if (static_cast<int>(i) == used.costly || (c.id == id && (gone || (c.taps && tapped))))
      continue;
    out.push_back(c);
  }
}

// Once `id` has paid its part (`used`) leaving `after` to pay, can that still be paid from the
// other units of `all` and the rest of `costly`? `gone`: `id` if it was sacrificed or exiled paying
// (it can't be sacrificed for the cost too); tapping a sacrifice candidate doesn't stop its
// sacrifice.
bool rest_payable_without(const GameState& st, PlayerId p, ObjId id, const ManaCost& after,
                          const std::vector<Unit>& all, const Cost* extra, ObjId source, ObjId gone,
                          const std::vector<Costly>& costly, Used used = {}) {
  thread_local std::vector<Costly> others;
  costly_left(costly, id, used, gone != kNoObj, others);
  bool drop = used.units || (used.costly >= 0 && costly[static_cast<size_t>(used.costly)].taps);
  int kind = single_pip_kind(after);
  if (kind != -2 && !sacrifices(extra) && others.empty()) {  // as in can_pay()
    int total = 0, of_kind = 0;
    for (const Unit& u : all) {
      if (drop && u.source == id) continue;
      ++total;
      of_kind += kind >= 0 && (u.kinds & (1u << kind));
    }
    return enough_units(after, 0, kind, total, of_kind);
  }
  thread_local std::vector<Unit> units;
  units.clear();
  for (const Unit& u : all)
    if (!drop || u.source != id) units.push_back(u);
  SacReserve reserve = sac_reserve(st, p, extra, source, gone);
  return match_costly(after, 0, units, others, reserve);
}

// After `id` makes mana of kind `k` with its mana ability `a`, can the rest of the cost being paid
// still be paid? Sacrificing or exiling it for mana takes it away.
bool rest_payable_after(const GameState& st, PlayerId p, ObjId id, const Ability& a, int k,
                        const std::vector<Unit>& all, const Cost* extra, ObjId source,
                        const std::vector<Costly>& costly) {
  ManaCost after = st.paying;  // its mana pays symbols of its kinds first, then generic
  int base = a.unit_kinds ? mana_amount_of(st, id, a, true) : 0;
  int any = 0;
  ManaAmounts made = also_made(st, id, a, base, k, &any);
  made[static_cast<size_t>(own_kind_for(a, k, st.paying))] += base;
  int left = 0;
  for (int m = 0; m < kManaKinds; ++m) {
    int n = made[static_cast<size_t>(m)];
    for (; n > 0 && after.pips[m] > 0; --n) --after.pips[m];
    left += n;
  }
  // Mana of a color chosen as it resolves (Fertile Ground): a colored symbol left, `k`'s first
  // (the player is then offered only colors that keep the rest payable, mana_color_options())
  for (; any > 0; --any) {
    int m = k < MC && after.pips[k] > 0 ? k : -1;
    for (int c = MW; c <= MG && m < 0; ++c)
      if (after.pips[c] > 0) m = c;
    if (m >= 0)
      --after.pips[m];
    else
      ++left;
  }
  for (; left > 0 && after.generic > 0; --left) --after.generic;
  return rest_payable_without(st, p, id, after, all, extra, source,
                              removes_source(a.cost) ? id : kNoObj, costly);
}

// 702.51a: the Convoke options of the creatures of `all` (each after its mana options): each
// colored symbol left of a color the creature is, then generic mana, that leaves the rest payable.
void convoke_options(const GameState& st, PlayerId p, const std::vector<Unit>& all,
                     const Cost* extra, ObjId source, std::vector<Option>& opts,
                     const std::vector<Costly>& costly) {
  const ManaCost& rest = st.paying;
  for (size_t u = 0; u < all.size(); ++u) {
    ObjId id = all[u].source;
    if (id == kNoObj || (u > 0 && all[u - 1].source == id)) continue;
    int kinds = convoke_kinds(st, id, p);
    if (kinds < 0) continue;
    for (int k = 0; k <= MC; ++k) {  // MC stands for generic mana here
      bool generic = k == MC;
      if (generic ? rest.generic == 0 : !(kinds >> k & 1) || rest.pips[k] == 0) continue;
      ManaCost after = rest;
      if (generic)
        --after.generic;
      else
        --after.pips[k];
      if (rest_payable_without(st, p, id, after, all, extra, source, kNoObj, costly))
        opts.push_back({OptKind::Convoke, id, generic ? kConvokeGeneric : k});
    }
  }
}

}  // namespace

// Options for the next source to activate: each (source, mana kind) that leaves the rest
// of the cost payable. `exclude` is a permanent whose {T} is part of the cost itself.
void payment_options(const GameState& st, PlayerId p, ObjId exclude, const Cost* extra,
                     ObjId source, std::vector<Option>& opts, bool for_ability) {
  opts.clear();
  const ManaCost& rest = st.paying;
  // Sources of one card under one controller are interchangeable: whether the rest stays
  // payable after one of them makes mana of a kind is worked out once per card and kind (not
  // when a sacrifice is part of the cost: which permanents stay then matters).
  struct Known {
    CardId card;
    int8_t kind;
    bool ok;
  };
  std::array<Known, 16> known;
  size_t nknown = 0;
  // (Nor when another permanent's mana ability may tap them: its filter may tell them apart.)
  bool interchangeable = !sacrifices(extra) && st.mana_grant_sources == 0;
  thread_local std::vector<Unit> all;
  all.clear();
  collect_units(st, p, exclude, all, source, for_ability);
  thread_local std::vector<Costly> costly;
  collect_costly(st, p, exclude, costly);
  // The sources are those collect_units() found, in battlefield order, each with its units
  // together.
  for (size_t u = 0; u < all.size(); ++u) {
    ObjId id = all[u].source;
    if (id == kNoObj || (u > 0 && all[u - 1].source == id) || all[u].ability == kConvokeUnit)
      continue;
    const Ability* own =
        all[u].ability >= 0
            ? &as_produced(st, id, mana_abilities_of(st, id)[static_cast<size_t>(all[u].ability)])
            : nullptr;
    // Every kind its units make (fixed and triggered mana too), without those it could pay by
    // convoking
    uint8_t own_kinds = own ? static_cast<uint8_t>(own->unit_kinds | also_kinds(*own)) : 0;
    bool produced_kind = false;  // a triggered mana ability adds mana of the kind it made
    if (own)
      for_each_mana_trigger(st, id, *own, [&](ObjId, const Ability& t) {
        if (t.mana_of_produced_kind)
          produced_kind = true;
        else if (any_color_trigger(t))  // its color is chosen as it resolves
          own_kinds = static_cast<uint8_t>(own_kinds | kColorKinds);
        else
          own_kinds = static_cast<uint8_t>(own_kinds | 1u << trigger_kind(t, *own, -1));
      });
    uint8_t extra_kinds = st.mana_grant_sources > 0 ? find_extra_mana_kinds(st, id, p) : 0;
    uint8_t kinds = static_cast<uint8_t>(own_kinds | extra_kinds);
    // Only fixed mana (Timeless Lotus): the same activation for every kind, offered once (for each
    // kind when the kind asked is also that of a triggered mana ability's mana, Kinnan's).
    bool offered_once = own && own->unit_kinds == 0 && extra_kinds == 0 && !produced_kind;
    size_t before = opts.size();
    bool generic_offered = false;
    // Colorless first: for generic mana, a painland's {C} ability (no damage) is the one offered.
    for (int step = 0; step < kManaKinds; ++step) {
      int k = step == 0 ? MC : step - 1;
      if (!(kinds & (1u << k))) continue;
      bool useful_pip = rest.pips[k] > 0;
      if (!useful_pip && (rest.generic == 0 || generic_offered)) continue;
      CardId card = st.obj(id).card;
      const Known* seen = nullptr;
      for (size_t i = 0; interchangeable && i < nknown; ++i)
        if (known[i].card == card && known[i].kind == k) seen = &known[i];
      // Its own mana ability if it makes that kind, else another's (ManaGrant)
      ObjId unused = kNoObj;
      const Ability* a =
          own && (own_kinds >> k & 1) ? own : extra_mana_ability(st, id, p, k, unused);
      bool ok = seen ? seen->ok : rest_payable_after(st, p, id, *a, k, all, extra, source, costly);
      if (!seen && interchangeable && nknown < known.size())
        known[nknown++] = {card, static_cast<int8_t>(k), ok};
      if (!ok) continue;
      if (!useful_pip) generic_offered = true;
      if (offered_once && opts.size() > before) continue;
      opts.push_back({OptKind::Color, id, k});
    }
  }
  // 605.1a: a mana ability with a mana cost, for a symbol of a kind it makes (for generic mana it
  // would make what it costs); its cost is added to what is left to pay (activate_mana())
  for (size_t i = 0; i < costly.size(); ++i)
    for (int k = 0; k < kManaKinds; ++k) {
      const Costly& c = costly[i];
      if (!(c.kinds >> k & 1) || rest.pips[k] == 0) continue;
      bool offered = false;
      for (const Option& o : opts) offered |= o.kind == OptKind::Color && o.obj == c.id && o.n == k;
      if (offered) continue;
      ManaCost after = rest;
      --after.pips[k];
      after.generic = static_cast<int16_t>(after.generic + c.generic);
      if (rest_payable_without(st, p, c.id, after, all, extra, source, kNoObj, costly,
                               {false, static_cast<int>(i)}))
        opts.push_back({OptKind::Color, c.id, k});
    }
  if (spell_has_convoke(st, source, p, for_ability))
    convoke_options(st, p, all, extra, source, opts, costly);
}

void costly_mana_options(const GameState& st, PlayerId p, std::vector<Option>& opts,
                         bool first_only) {
  thread_local std::vector<Costly> costly;
  collect_costly(st, p, kNoObj, costly);
  for (const Costly& c : costly) {
    ManaCost cost;
    cost.generic = c.generic;
    // 601.2g-h: its cost is paid from other mana (a {T} in it is part of it)
    if (!can_pay(st, p, cost, 0, c.taps ? c.id : kNoObj, nullptr, c.id, true)) continue;
    for (int k = 0; k < kManaKinds; ++k) {
      if (!(c.kinds >> k & 1)) continue;
      bool offered = false;
      for (const Option& o : opts) offered |= o.kind == OptKind::Mana && o.obj == c.id && o.n == k;
      if (offered) continue;
      opts.push_back({OptKind::Mana, c.id, k});
      if (first_only) return;
    }
  }
}

std::vector<Option> payment_options(const GameState& st, PlayerId p, ObjId exclude,
                                    const Cost* extra, ObjId source, bool for_ability) {
  std::vector<Option> opts;
  payment_options(st, p, exclude, extra, source, opts, for_ability);
  return opts;
}

namespace {

// Adds the fixed mana of `source`'s mana ability `a` (106.4), then, if it made mana (106.12a),
// resolves the triggered mana abilities it triggers, at once (605.4a): each adds its mana to the
// pool of the tapped permanent's controller ("its controller adds"). Returns the mana of any
// color they add, whose colors are still to be chosen (any_color_trigger()).
int add_also_made(Game& g, ObjId source, const Ability& a, int base, int kind) {
  GameState& st = g.st;
  PlayerId p = st.obj(source).controller;
  ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  if (st.mana_event_sources == 0 && also_kinds(a) == 0) return 0;  // nothing else: the usual case
  int made = base;
  int factor = also_kinds(a) ? tap_factor(st, source, a) : 1;  // 106.12b
  for (int k = 0; k < kManaKinds; ++k) {
    int n = a.mana_also[static_cast<size_t>(k)] * factor;
    pool.amount[k] = static_cast<int16_t>(pool.amount[k] + n);
    if (n > 0 && a.spend_only != SpendOnly::Anything)  // 106.6: restricted as the ability says
      pool.restricted_of(a.spend_only, k) =
          static_cast<int16_t>(pool.restricted_of(a.spend_only, k) + n);
    made += n;
  }
  if (made == 0) return 0;
  int any = 0;
  for_each_mana_trigger(st, source, a, [&](ObjId id, const Ability& t) {
    if (any_color_trigger(t)) {
      any += t.mana_amount;
      return;
    }
    int k = trigger_kind(t, a, kind);  // 605.4a; Kinnan's: the kind it made (FIN-R-0505/0506)
    pool.amount[k] = static_cast<int16_t>(pool.amount[k] + t.mana_amount);
    if (g.log) {
      LogEntry le = entry(g, LogKind::ManaAdded, "605.4a");
      le.player = p;
      le.card = st.obj(id).card;
      le.obj = id;
      le.amount = t.mana_amount;
      le.amount2 = k == MC ? -1 : mana_kind_color(k);
      g.emit(le);
    }
  });
  return any;
}

// The colors `p` may choose for mana of any color a triggered mana ability adds (605.4a): while a
// cost is being paid, those that keep the rest payable (as the payment's options do), all if
// none would.
std::vector<Option> mana_color_options(const GameState& st, PlayerId p, bool for_stack_top) {
  std::vector<Option> opts;
  // `for_stack_top`: the payment is a spell's or ability's being cast or activated (its stack item
  // on top, 601.2a), whose source and other costs the payment's own options weigh
  // (CastSteps::pay_mana()): a permanent whose {T} is part of the cost makes no mana for it.
  // Else (an effect's "pay {X}") the player's sources as they are.
  ObjId exclude = kNoObj, source = kNoObj;
  const Cost* extra = nullptr;
  bool for_ability = false;
  if (for_stack_top && !st.stack.empty()) {
    const StackItem& item = st.stack.back();
    const Ability* ab = item_ability(item);
    source = item.obj;
    for_ability = item.ability;
    extra = ab ? &ab->cost : nullptr;
    if (item.ability && ab && ab->cost.tap) exclude = item.obj;
  }
  for (int k = MW; k <= MG; ++k) {
    bool keeps = true;
    if (!st.paying.empty()) {
      GameState trial = st;  // rare (a permanent with such an ability): a copy is simplest
      ++trial.players[static_cast<size_t>(p)].pool.amount[k];
      spend_pool(trial, p, source, for_ability);
      keeps = trial.paying.empty() ||
              can_pay(trial, p, trial.paying, 0, exclude, extra, source, for_ability);
    }
    if (keeps) opts.push_back({OptKind::Color, kNoObj, k});
  }
  if (opts.empty())
    for (int k = MW; k <= MG; ++k) opts.push_back({OptKind::Color, kNoObj, k});
  return opts;
}

// Asks the color of the next of `t.b` mana of any color (a ManaColor task: t.a the source of the
// triggered mana ability's trigger, t.c the player; t.d, if not 0, the colors it may be: "in any
// combination of {U} and/or {R}", and above bit 8 how many mana each choice makes, 106.12b).
void ask_mana_color(Game& g, Task t) {
  PlayerId p = static_cast<PlayerId>(t.c);
  std::vector<Option> opts = mana_color_options(g.st, p, (t.stage & 1) != 0);
  const auto allowed = [&](const Option& o) { return (mana_kind_color(o.n) & t.d) != 0; };
  if (t.d != 0 && std::none_of(opts.begin(), opts.end(), allowed)) {
    opts.clear();  // none keeps the rest payable: all of its colors
    for (int k = MW; k <= MG; ++k) opts.push_back({OptKind::Color, kNoObj, k});
  }
  if (t.d != 0) std::erase_if(opts, [&](const Option& o) { return !allowed(o); });
  push_task(g, t);
  ask(g, DecisionKind::ChooseColor, p, std::move(opts), t.a);
}

}  // namespace

void run_mana_color(Game& g, Task t) {
  Option ans;
  if (!take_answer(g, ans)) return ask_mana_color(g, t);
  PlayerId p = static_cast<PlayerId>(t.c);
  ManaPool& pool = g.st.players[static_cast<size_t>(p)].pool;
  // t.d >> 8: how many of that color each choice makes (Nyxbloom Ancient, 106.12b); 0 means 1
  const auto times = static_cast<int16_t>(std::max(1, t.d >> 8));
  pool.amount[ans.n] = static_cast<int16_t>(pool.amount[ans.n] + times);
  if (auto r = static_cast<SpendOnly>(t.stage >> 1); r != SpendOnly::Anything)
    pool.restricted_of(r, ans.n) = static_cast<int16_t>(pool.restricted_of(r, ans.n) + times);
  if (g.log) {  // 106.6: with the ability's restriction (Rivaz of the Claw)
    LogEntry le = entry(g, LogKind::ManaAdded, "605.4a");
    le.player = p;
    le.obj = t.a;
    le.card = g.st.obj(t.a).card;
    le.amount = times;
    le.amount2 = mana_kind_color(ans.n);
    g.emit(le);
  }
  if (--t.b > 0) ask_mana_color(g, t);
}

// The rest of a mana ability as it resolves, after its costs: its damage (dealt with the order
// its player chose under damage_order_key(0), if asked), counters and mana.
bool finish_mana_ability(Game& g, ObjId source, const Ability& printed, int kind) {
  GameState& st = g.st;
  const Ability& a = as_produced(st, source, printed);
  if (&a != &printed) kind = MB;  // 614.1a: {B} instead (Contamination)
  PlayerId p = st.obj(source).controller;
  // 605.1a, 605.3b: "This land deals 1 damage to you" is part of the mana ability: dealt as it
  // resolves, without the stack, by the (colorless) land itself.
  if (a.mana_damage > 0)
    deal_damage(g, source, {Target::Player, p}, a.mana_damage, false, "605.1a", nullptr, nullptr,
                false, damage_order_key(0));
  // 605.3b: "Put a point counter on this artifact" is part of the mana ability too (Strixhaven
  // Stadium); it stays on the battlefield when the cost only tapped it.
  if (a.mana_counters > 0 && st.obj(source).zone == Zone::Battlefield && !st.obj(source).left)
    add_counters(g, source, a.counter, a.mana_counters, p);
  ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  // counted as it resolves (106.4); none of the chosen kind for an ability adding only fixed mana
  int amount = a.unit_kinds ? mana_amount_of(st, source, a, false) : 0;
  pool.amount[kind] = static_cast<int16_t>(pool.amount[kind] + amount);
  int any = add_also_made(g, source, a, amount, kind);
  // 106.12a, 603.2: "Whenever a player taps <subject> for mana" abilities that use the stack
  // (Scald); the player is the one who tapped it
  if (st.mana_event_sources > 0 && a.cost.tap) trigger_on_event(g, Event::TappedForMana, source, p);
  if (a.artifact_spells_only)
    pool.artifact_only = static_cast<int16_t>(pool.artifact_only + amount);
  if (a.artifact_source_only)
    pool.artifact_source_only = static_cast<int16_t>(pool.artifact_source_only + amount);
  if (a.spend_only != SpendOnly::Anything)  // 106.6: restricted as the ability says
    pool.restricted_of(a.spend_only, kind) =
        static_cast<int16_t>(pool.restricted_of(a.spend_only, kind) + amount);
  if (any == 0) return true;
  Task t{TaskKind::ManaColor};  // 605.4a: the colors, chosen as they resolve
  t.a = source;
  t.b = any;
  t.c = static_cast<int16_t>(p);
  t.stage = paying_stack_top ? 1 : 0;  // which payment's rest the colors must keep possible
  ask_mana_color(g, t);
  return false;
}

bool finish_power_mana(Game& g, ObjId source, const Ability& a, int kind) {
  GameState& st = g.st;
  PlayerId p = st.obj(source).controller;
  // 106.4: X counted as it resolves, as the source last existed if it left (608.2h); "Add two
  // mana in any combination of colors" (Rivaz of the Claw): mana_amount. A permanent tapped for
  // it under Nyxbloom Ancient produces three times as much of each color chosen (106.12b, ruling
  // FIN-R-0552: "the original amount and type of mana")
  const int x = a.mana_grant == ManaGrant::AnyCombination
                    ? a.mana_amount
                    : std::max(0, static_cast<int>(chars(st, source).power)) * a.mana_amount;
  if (x <= 0) return true;
  const int times = a.mana_grant == ManaGrant::AnyCombination ? tap_factor(st, source, a) : 1;
  ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  // the first, of the kind it was activated for; 106.6: with the ability's restriction
  pool.amount[kind] = static_cast<int16_t>(pool.amount[kind] + times);
  if (a.spend_only != SpendOnly::Anything)
    pool.restricted_of(a.spend_only, kind) =
        static_cast<int16_t>(pool.restricted_of(a.spend_only, kind) + times);
  if (g.log) {
    LogEntry le = entry(g, LogKind::ManaAdded, "106.4");
    le.player = p, le.obj = source, le.card = st.obj(source).card, le.amount = times;
    le.amount2 = mana_kind_color(kind);
    g.emit(le);
  }
  if (x == 1) return true;
  Task t{TaskKind::ManaColor};  // 605.4a: the others' colors, chosen as it resolves
  t.a = source;
  t.b = x - 1;
  t.c = static_cast<int16_t>(p);
  t.d = a.mana_colors | (times > 1 ? times << 8 : 0);
  t.stage = static_cast<uint8_t>(static_cast<int>(a.spend_only) << 1);
  ask_mana_color(g, t);
  return false;
}

namespace {

// 616.1: whether the order of the effects on the ability's damage is settled (asked of the player
// dealt damage as it resolves; `ans` the answer to the last such decision).
bool mana_damage_settled(Game& g, ObjId source, const Ability& a, const Option* ans) {
  if (a.mana_damage <= 0) return true;
  const std::vector<DamageAssignment> events{
      {source, {Target::Player, g.st.obj(source).controller}, a.mana_damage}};
  return damage_orders_settled(g, events, false, false, ans);
}

// Pushes the task that finishes `source`'s mana ability `ai` making mana of kind `kind` once a
// decision is answered (t.a the source, t.b the kind, t.c the ability's index); false.
bool push_mana_task(Game& g, TaskKind k, ObjId source, int kind, int ai) {
  Task t{k};
  t.a = source;
  t.b = kind;
  t.c = static_cast<int16_t>(ai);
  push_task(g, t);
  return false;
}

// 605.3a-b: activates `e`, a mana ability `holder` is tapped for that isn't its own printed one
// (ManaGrant), of `from`: granted to `holder` (`from` is `holder`: its {T}, tapped for mana,
// 106.12) or a permanent's "Tap an untapped <filter> you control" (`from` that permanent; tapping
// `holder` is its cost, 118.3). The mana goes to the ability's controller.
bool activate_extra_mana(Game& g, ObjId holder, ObjId from, const Ability& e, int kind) {
  log_obj(g, LogKind::ManaAbility, "605.3a", from, kind);
  if (from != holder) log_obj(g, LogKind::Tap, "605.3b", holder);
  tap(g, holder);
  // 118.8: a granted ability is the holder's (613.1f): Thran Portal's additional life applies
  if (e.mana_grant == ManaGrant::Granted)
    if (int life = extra_mana_life(g.st, holder); life > 0)
      lose_life(g, g.st.obj(holder).controller, life, holder);  // 119.4
  return finish_mana_ability(g, from, e, kind);
}

// 605.3a-b: activates `source`'s mana ability `ai`, which has a mana cost, for mana of kind `kind`.
// While a cost is being paid (601.2g), its mana cost joins what is left of that cost and its mana
// comes at once: paid from the same sources and pool, the same mana is spent either way. At
// priority its cost is paid first (a ManaAbilityCost task asks for it: false).
bool activate_costly_mana(Game& g, ObjId source, int ai, int kind) {
  GameState& st = g.st;
  const Ability& a = mana_abilities_of(st, source)[static_cast<size_t>(ai)];
  log_obj(g, LogKind::ManaAbility, "605.3a", source, kind);
  if (a.cost.tap) tap(g, source);
  if (a.once_per_turn) ++st.obj(source).activations;  // 602.5b
  bool paying = !st.paying.empty();
  st.paying.generic = static_cast<int16_t>(st.paying.generic + a.cost.mana.generic);
  if (!paying) return push_mana_task(g, TaskKind::ManaAbilityCost, source, kind, ai);
  return finish_mana_ability(g, source, a, kind);
}

}  // namespace

void run_mana_ability_cost(Game& g, Task t) {
  GameState& st = g.st;
  PlayerId p = st.obj(t.a).controller;
  Option ans;
  if (take_answer(g, ans) && !activate_mana(g, ans.obj, ans.n)) {  // 616.1: a painland's damage
    push_task_under_top(g, t);
    return;
  }
  spend_pool(st, p, t.a, true);
  if (!st.paying.empty()) {
    thread_local std::vector<Option> opts;  // trades places with the decision's (ask swaps)
    payment_options(st, p, kNoObj, nullptr, t.a, opts, true);
    push_task(g, t);
    ask(g, DecisionKind::PayMana, p, std::move(opts), t.a);
    return;
  }
  finish_mana_ability(g, t.a, mana_abilities_of(st, t.a)[static_cast<size_t>(t.c)], t.b);
}

// Activates the mana ability of `source` that makes mana of kind `kind` (605.3a): the first
// one that can; for a permanent another permanent's mana ability taps (ManaGrant), that one
// when none of its own makes that kind.
bool activate_mana(Game& g, ObjId source, int kind) {
  if (kind >> kManaKindBits) return activate_choice_mana(g, source, kind);
  GameState& st = g.st;
  int ai = mana_ability(st, source, st.obj(source).controller);
  AbilityRange own = mana_abilities_of(st, source);
  bool found = false;
  for (size_t i = static_cast<size_t>(std::max(ai, 0)); ai >= 0 && i < own.size(); ++i)
    if (own[i].kind == AbilityKind::Mana && own[i].cost.mana.empty() &&
        !own[i].cost.chooses_objects() && own[i].mana_grant == ManaGrant::None &&
        (kinds_of(own[i]) & (1u << kind))) {
      ai = static_cast<int>(i);
      found = true;
      break;
    }
  if (!found && st.mana_grant_sources > 0) {
    ObjId from = kNoObj;
    if (const Ability* e = extra_mana_ability(st, source, st.obj(source).controller, kind, from))
      return activate_extra_mana(g, source, from, *e, kind);
    for (size_t i = 0; i < own.size(); ++i)
      if (costly_usable(st, source, own[i]) &&
          (as_produced_in_full(st, source, own[i]).unit_kinds >> kind & 1))
        return activate_costly_mana(g, source, static_cast<int>(i), kind);
  }
  const Ability& a = own[static_cast<size_t>(ai)];
  PlayerId p = st.obj(source).controller;
  kind = own_kind_for(a, kind, st.paying);
  if (&as_produced(st, source, a) != &a) kind = MB;  // 614.1a: Contamination's {B}
  log_obj(g, LogKind::ManaAbility, "605.3a", source, kind);
  if (a.cost.tap) tap(g, source);
  if (a.cost.life > 0) lose_life(g, p, a.cost.life, source);  // 119.4, 605.3b: part of its cost
  if (a.cost.sacrifice_self) sacrifice(g, source);
  // 603.7a: "When you next cast ... this turn": the ability's effect creates a delayed trigger
  // (the Linked ability a.linked of the card; Ether).
  if (a.linked >= 0)
    st.delayed.push_back({st.obj(source).card, source, a.linked, p, kNoObj, st.turn});
  if (a.cost.exile_self) {  // "Exile this artifact": part of the cost (605.3b)
    log_obj(g, LogKind::Exiled, "605.3b", source);
    move_object(g, source, Zone::Exile);
  }
  if (!mana_damage_settled(g, source, a, nullptr))  // asked: the task finishes it
    return push_mana_task(g, TaskKind::ManaDamage, source, kind, ai);
  return finish_mana_ability(g, source, a, kind);
}

// Task: a mana ability whose damage waited for its player's order (616.1): t.a the source, t.b
// the kind of mana, t.c the ability's index among the source's mana abilities.
void run_mana_damage(Game& g, Task t) {
  Option ans;
  const bool answered = take_answer(g, ans);
  const Ability& a = mana_abilities_of(g.st, t.a)[static_cast<size_t>(t.c)];
  if (!mana_damage_settled(g, t.a, a, answered ? &ans : nullptr)) {
    push_task(g, t);
    return;
  }
  finish_mana_ability(g, t.a, a, t.b);
}

}  // namespace lore
