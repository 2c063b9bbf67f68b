// Paying mana costs (CR 601.2g-h, 605): which sources can pay, and one source at a time.
#include <algorithm>
#include <bit>

#include "engine.h"

namespace lore {

namespace {

// One unit of mana a source could make: a mask of kinds (bit k = ManaKind k).
struct Unit {
  uint8_t kinds;
  int8_t ability;  // the source's mana ability making it (mana_ability()); -1 for pool mana
  ObjId source;    // kNoObj for pool mana
};

uint8_t kinds_of(const Ability& a) { return mana_kinds_of(a.mana_colors); }

// The cost includes sacrificing permanents (601.2h): which sources stay then matters.
bool sacrifices(const Cost* extra) { return extra && extra->sacrifice_count > 0; }

}  // namespace

// 106.6: mana that can't be spent to cast nonartifact spells (Powerstones) is usable when
// `paying_for` is an artifact spell or the source of an ability. `paying_for` is a permanent
// or emblem (its ability), a card being cast from any zone (a spell: hand, graveyard...) unless
// `for_ability` says an ability of that card is being activated (cycling from a hand, 702.29a),
// or kNoObj for a cost paid during resolution, which casts no spell.
bool restricted_mana_ok(const GameState& st, ObjId paying_for, bool for_ability) {
  if (paying_for == kNoObj || for_ability) return true;
  const Object& o = st.obj(paying_for);
  bool ability = o.zone == Zone::Battlefield ||
                 (o.zone == Zone::Command && !is_commander(st, paying_for)) ||
                 (o.zone == Zone::Stack && o.left);
  return ability || def(st, paying_for).is(TArtifact);
}

// 106.6: mana to be spent only on an artifact spell or an ability of an artifact source: the
// object `paying_for` (a spell, or an ability's source in any zone; ruling FIN-R-0098) is an
// artifact. A cost paid during resolution (kNoObj) is neither.
bool artifact_source_mana_ok(const GameState& st, ObjId paying_for) {
  return paying_for != kNoObj && is_type(st, paying_for, TArtifact);
}

namespace {

// A mana ability whose mana can't be spent on what `paying_for` is.
bool mana_unusable_for(const GameState& st, const Ability& a, ObjId paying_for, bool for_ability) {
  return (a.artifact_spells_only && !restricted_mana_ok(st, paying_for, for_ability)) ||
         (a.artifact_source_only && !artifact_source_mana_ok(st, paying_for));
}

// Pool mana of kind {C} that can't be spent on what `paying_for` is.
int16_t held_colorless(const GameState& st, const ManaPool& pool, ObjId paying_for,
                       bool for_ability) {
  // Looked at only when the pool holds such mana (rarely): the checks compute characteristics.
  int held = (pool.artifact_only == 0 || restricted_mana_ok(st, paying_for, for_ability)
                  ? 0
                  : pool.artifact_only) +
             (pool.artifact_source_only == 0 || artifact_source_mana_ok(st, paying_for)
                  ? 0
                  : pool.artifact_source_only);
  return static_cast<int16_t>(held);
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

// Calls `each(kinds, ability, source, count)` for the pool's mana (ability -1, source kNoObj)
// and for each of `p`'s untapped mana sources but `exclude`, in battlefield order.
template <class Each>
void for_each_unit_group(const GameState& st, PlayerId p, ObjId exclude, ObjId paying_for,
                         bool for_ability, Each&& each) {
  const ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  int16_t held = held_colorless(st, pool, paying_for, for_ability);
  for (int k = 0; k < kManaKinds; ++k) {
    int n = pool.amount[k] - (k == MC ? held : 0);
    if (n > 0) each(static_cast<uint8_t>(1u << k), -1, kNoObj, n);
  }
  auto group = [&](ObjId id, int ai, const Ability& a, int amount) {
    if (id == exclude || mana_unusable_for(st, a, paying_for, for_ability)) return;
    // Ability::unit_kinds: the kinds one activation starting at this usable mana ability can make
    each(a.unit_kinds, ai, id, amount);
  };
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

void collect_units(const GameState& st, PlayerId p, ObjId exclude, std::vector<Unit>& units,
                   ObjId paying_for, bool for_ability) {
  for_each_unit_group(st, p, exclude, paying_for, for_ability,
                      [&](uint8_t kinds, int ai, ObjId id, int n) {
                        for (int i = 0; i < n; ++i)
                          units.push_back({kinds, static_cast<int8_t>(ai), id});
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

// Kuhn's matching of colored pips to units; the rest must cover generic.
bool match(const ManaCost& cost, int x, std::vector<Unit>& units) {
  // Reused buffers: payment checks run at every priority decision (no allocation once warm).
  thread_local std::vector<int> pips, owner;
  thread_local std::vector<char> seen;
  pips.clear();
  for (int k = 0; k < kManaKinds; ++k)
    for (int i = 0; i < cost.pips[k]; ++i) pips.push_back(k);
  int generic = cost.generic + cost.x * x;
  if (static_cast<int>(units.size()) < static_cast<int>(pips.size()) + generic) return false;
  if (pips.empty()) return true;
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

int mana_amount_of(const GameState& st, ObjId source, const Ability& a, bool surely) {
  if (!a.mana_per_matching) return a.mana_amount;
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
  return n * a.mana_amount;
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

int usable_mana_ability(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (activation_forbidden(st, id)) return -1;   // 602.5, 605.1a
  AbilityRange own = mana_abilities_of(st, id);  // none if it lost them (613.1f)
  for (const Ability* at = own.begin(); at != own.end(); ++at) {
    const Ability& a = *at;
    if (a.kind != AbilityKind::Mana) continue;
    if (a.cost.tap &&
        (o.tapped || (o.sick && is_type(st, id, TCreature) && !has_keyword(st, id, KHaste))))
      continue;                          // 302.6
    if (!a.cost.mana.empty()) continue;  // mana abilities with mana costs are not modelled yet
    // 119.4: life more than the player has can't be paid; a mana ability's life is paid even
    // while Karn's Sylex forbids paying life for other abilities (ruling DMU-R-0166).
    if (a.cost.life > 0 && a.cost.life > st.players[static_cast<size_t>(o.controller)].life)
      continue;
    return static_cast<int>(at - own.begin());
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

}  // namespace

bool can_pay(const GameState& st, PlayerId p, const ManaCost& cost, int x, ObjId exclude,
             const Cost* extra, ObjId source, bool for_ability) {
  int kind = single_pip_kind(cost);
  if (kind != -2 && !sacrifices(extra)) {
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
  return match_reserving(cost, x, units, sac_reserve(st, p, extra, source, kNoObj));
}

// Spends pool mana on the remaining cost: colored pips first, then generic (601.2h).
void spend_pool(GameState& st, PlayerId p, ObjId paying_for, bool for_ability) {
  ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  ManaCost& c = st.paying;
  int16_t held = held_colorless(st, pool, paying_for, for_ability);
  pool.amount[MC] = static_cast<int16_t>(pool.amount[MC] - held);  // set aside, restored below
  int16_t usable_before = pool.amount[MC];
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
  int spent = usable_before - pool.amount[MC];
  for (int16_t* restricted : {&pool.artifact_source_only, &pool.artifact_only}) {
    bool usable = restricted == &pool.artifact_only
                      ? restricted_mana_ok(st, paying_for, for_ability)
                      : artifact_source_mana_ok(st, paying_for);
    if (!usable) continue;
    int take = std::min<int>(spent, *restricted);
    *restricted = static_cast<int16_t>(*restricted - take);
    spent -= take;
  }
  pool.amount[MC] = static_cast<int16_t>(pool.amount[MC] + held);
}

namespace {

// After `id` makes mana of kind `k` with its mana ability `a`, can the rest of the cost being paid
// still be paid from the other units of `all`? Tapping a sacrifice candidate doesn't stop its
// sacrifice; sacrificing or exiling it for mana does.
bool rest_payable_after(const GameState& st, PlayerId p, ObjId id, const Ability& a, int k,
                        const std::vector<Unit>& all, const Cost* extra, ObjId source) {
  ManaCost after = st.paying;  // its mana pays this kind's symbols first, then generic
  int left = mana_amount_of(st, id, a, true);
  for (; left > 0 && after.pips[k] > 0; --left) --after.pips[k];
  for (; left > 0 && after.generic > 0; --left) --after.generic;
  int kind = single_pip_kind(after);
  if (kind != -2 && !sacrifices(extra)) {  // as in can_pay()
    int total = 0, of_kind = 0;
    for (const Unit& u : all) {
      if (u.source == id) continue;
      ++total;
      of_kind += kind >= 0 && (u.kinds & (1u << kind));
    }
    return enough_units(after, 0, kind, total, of_kind);
  }
  thread_local std::vector<Unit> units;
  units.clear();
  for (const Unit& u : all)
    if (u.source != id) units.push_back(u);
  SacReserve reserve = sac_reserve(st, p, extra, source, removes_source(a.cost) ? id : kNoObj);
  return match_reserving(after, 0, units, reserve);
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
  bool interchangeable = !sacrifices(extra);
  thread_local std::vector<Unit> all;
  all.clear();
  collect_units(st, p, exclude, all, source, for_ability);
  // The sources are those collect_units() found, in battlefield order, each with its units
  // together.
  for (size_t u = 0; u < all.size(); ++u) {
    ObjId id = all[u].source;
    if (id == kNoObj || (u > 0 && all[u - 1].source == id)) continue;
    const Ability& a = mana_abilities_of(st, id)[static_cast<size_t>(all[u].ability)];
    uint8_t kinds = all[u].kinds;
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
      bool ok = seen ? seen->ok : rest_payable_after(st, p, id, a, k, all, extra, source);
      if (!seen && interchangeable && nknown < known.size())
        known[nknown++] = {card, static_cast<int8_t>(k), ok};
      if (!ok) continue;
      if (!useful_pip) generic_offered = true;
      opts.push_back({OptKind::Color, id, k});
    }
  }
}

std::vector<Option> payment_options(const GameState& st, PlayerId p, ObjId exclude,
                                    const Cost* extra, ObjId source, bool for_ability) {
  std::vector<Option> opts;
  payment_options(st, p, exclude, extra, source, opts, for_ability);
  return opts;
}

// Activates the mana ability of `source` that makes mana of kind `kind` (605.3a): the first
// one that can.
void activate_mana(Game& g, ObjId source, int kind) {
  GameState& st = g.st;
  int ai = mana_ability(st, source, st.obj(source).controller);
  AbilityRange own = mana_abilities_of(st, source);
  for (size_t i = static_cast<size_t>(ai); i < own.size(); ++i)
    if (own[i].kind == AbilityKind::Mana && own[i].cost.mana.empty() &&
        (kinds_of(own[i]) & (1u << kind))) {
      ai = static_cast<int>(i);
      break;
    }
  const Ability& a = own[static_cast<size_t>(ai)];
  PlayerId p = st.obj(source).controller;
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
  // 605.1a, 605.3b: "This land deals 1 damage to you" is part of the mana ability: dealt as it
  // resolves, without the stack, by the (colorless) land itself.
  if (a.mana_damage > 0) {
    deal_damage(g, source, {Target::Player, p}, a.mana_damage, false, "605.1a");
  }
  ManaPool& pool = st.players[static_cast<size_t>(p)].pool;
  int amount = mana_amount_of(st, source, a, false);  // counted as it resolves (106.4)
  pool.amount[kind] = static_cast<int16_t>(pool.amount[kind] + amount);
  if (a.artifact_spells_only)
    pool.artifact_only = static_cast<int16_t>(pool.artifact_only + amount);
  if (a.artifact_source_only)
    pool.artifact_source_only = static_cast<int16_t>(pool.artifact_source_only + amount);
}

}  // namespace lore
