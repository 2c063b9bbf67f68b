// 616.1: the order of the replacement and prevention effects that change the amount of one
// damage event ("deals double that damage", "that much damage plus 1", "prevent the next N
// damage", "prevent 1 of that damage", and those that prevent all of it: protection 702.16e,
// a shield counter 122.1c, "prevent all damage ... to creatures you control", Fog Bank, Energy
// Field), chosen by the affected player or the controller of the affected object, one at a time
// (616.1e-f; prevention effects are ordered with replacement effects, 616.1). Asked by the task
// about to deal the damage, before any of it is dealt, and only while the order still changes
// the result (the damage dealt, and what is left of the effects used up by it).
#include <array>

#include "engine.h"

namespace lore {

namespace {

// kPreventAll: "prevent all damage ... this turn" (Redeem, Lull); kNextEvent: "the next time ...
// would deal damage, prevent that damage" (the Runes), used up by the event it prevents;
// kProtection (702.16e, 702.16k), kPreventToCreatures ("prevent all damage that would be dealt to
// creatures you control"), kFog ("prevent all combat damage ... dealt to and dealt by", "dealt to
// <this>"), kEnergyField ("prevent all damage ... to you by sources you don't control") prevent all
// of it and are never used up; kShieldCounter (122.1c) prevents all of it and removes the counter.
enum DamageEffectKind : uint8_t {
  kDouble,
  kPlusOne,
  kShield,
  kPreventOne,
  kPreventAll,
  kNextEvent,
  kProtection,
  kPreventToCreatures,
  kFog,
  kEnergyField,
  kShieldCounter
};

struct DamageEffect {
  ObjId source;    // the permanent with the ability, or the object that made the effect
  uint8_t kind;    // DamageEffectKind
  int16_t effect;  // kShield, kPreventAll, kNextEvent: its index in GameState::effects;
                   // kShieldCounter: 1 when its counter was already removed in this combat damage
                   // event (510.2, 122.1c: it prevents the rest without another counter)
};

// The effects that change the amount of damage `source` would deal to `to`. No allocation: the
// caller keeps them on its stack.
struct DamageEffects {
  std::array<DamageEffect, 16> e{};
  int n = 0;
  void add(ObjId s, uint8_t kind, int16_t effect = -1) {
    if (n < static_cast<int>(e.size())) e[static_cast<size_t>(n++)] = {s, kind, effect};
  }
};

bool static_of(const GameState& st, ObjId s, StaticKind kind) {
  for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
    if (a.kind == AbilityKind::Static && a.stat.kind == kind) return true;
  return false;
}

// The permanent whose "prevent all combat damage" ability applies (Fog Bank: the source's or the
// recipient's; Diamond Weapon: the recipient's), or kNoObj.
ObjId fog_of(const GameState& st, ObjId source, Target to) {
  if (static_of(st, source, StaticKind::PreventCombatDamageToAndBy)) return source;
  if (to.kind == Target::Object && (static_of(st, to.id, StaticKind::PreventCombatDamageToAndBy) ||
                                    static_of(st, to.id, StaticKind::PreventCombatDamageToSelf)))
    return to.id;
  return kNoObj;
}

// `counters_used`: the permanents whose shield counter damage already removed in this event
// (combat damage, 510.2: one counter for the whole event) or, outside combat, in an earlier
// event of the same effect (one counter each).
void damage_effects(const GameState& st, ObjId source, Target to, bool combat, bool unpreventable,
                    const std::vector<ObjId>* counters_used, DamageEffects& out) {
  const PlayerId you = st.obj(source).controller;
  if (st.event_modifiers > 0) {
    const bool wizard = is_type(st, source, TCreature) && has_subtype_now(st, source, "Wizard");
    const bool red_spell = st.obj(source).zone == Zone::Stack && !st.obj(source).left &&
                           (chars(st, source).colors & Red) != 0;
    for (ObjId s : st.battlefield) {
      if (!def(st, s).modifies_events) continue;
      const bool yours = st.obj(s).controller == you;
      if (wizard && yours && static_of(st, s, StaticKind::DoubleDamageFromYourWizards))
        out.add(s, kDouble);
      if (!combat && s != source &&
          ((yours && static_of(st, s, StaticKind::NoncombatDamagePlusOne)) ||
           (red_spell && static_of(st, s, StaticKind::RedSpellDamagePlusOne))))
        out.add(s, kPlusOne);
    }
  }
  // "it deals double that damage instead" to a player and their permanents (Lightning, Army of
  // One): an effect of the game, not of a permanent
  for (const ContinuousEffect& ce : st.effects)
    if (ce.double_damage_to != kNoPlayer &&
        ce.double_damage_to ==
            (to.kind == Target::Player ? static_cast<PlayerId>(to.id) : st.obj(to.id).controller))
      out.add(ce.prevent_source, kDouble);
  if (unpreventable) return;  // 615.12
  if (to.kind == Target::Object) {
    if (protected_from(st, to.id, source)) out.add(to.id, kProtection);
    if (is_type(st, to.id, TCreature))
      for (size_t i = 0; i < st.effects.size(); ++i) {
        const ContinuousEffect& ce = st.effects[i];
        if (ce.prevent_for != kNoPlayer && ce.prevent_for == st.obj(to.id).controller)
          out.add(ce.prevent_source, kPreventToCreatures, static_cast<int16_t>(i));
      }
  } else if (player_protected_from(st, static_cast<PlayerId>(to.id),
                                   protection_controller(st, source))) {
    out.add(kNoObj, kProtection);
  }
  if (combat)
    if (ObjId fog = fog_of(st, source, to); fog != kNoObj) out.add(fog, kFog);
  for (size_t i = 0; i < st.effects.size(); ++i) {
    const ContinuousEffect& ce = st.effects[i];
    if (!prevention_applies(ce, source, to, combat)) continue;
    out.add(ce.prevent_source,
            ce.prevent_next > 0   ? kShield
            : ce.prevent_next < 0 ? kNextEvent
                                  : kPreventAll,
            static_cast<int16_t>(i));
  }
  if (to.kind == Target::Player && st.event_modifiers > 0)
    for (ObjId s : st.battlefield) {
      if (st.obj(s).controller != to.id || !def(st, s).modifies_events) continue;
      if (static_of(st, s, StaticKind::PreventOneDamageToYou)) out.add(s, kPreventOne);
      if (static_of(st, s, StaticKind::PreventDamageToYouFromOthers) &&
          protection_controller(st, source) != to.id)
        out.add(s, kEnergyField);
    }
  if (to.kind == Target::Object) {  // its own option (kShieldCounterChoice)
    const int removed =
        counters_used
            ? static_cast<int>(std::count(counters_used->begin(), counters_used->end(), to.id))
            : 0;
    if (combat && removed > 0)
      out.add(to.id, kShieldCounter, 1);
    else if (st.obj(to.id).count(Counter::Shield) > removed)
      out.add(to.id, kShieldCounter, 0);
  }
}

// Whether `d` prevents all the damage left and is never used up.
bool prevents_all(const DamageEffect& d) {
  return d.kind == kPreventAll || d.kind == kProtection || d.kind == kPreventToCreatures ||
         d.kind == kFog || d.kind == kEnergyField || (d.kind == kShieldCounter && d.effect == 1);
}

// Whether `d` is used up, in part or whole, by the damage it prevents.
bool consumable(const DamageEffect& d) {
  return d.kind == kShield || d.kind == kNextEvent || (d.kind == kShieldCounter && d.effect == 0);
}

// Effects of one class give the same result in any order: the doublers, the "plus 1"s, the
// "prevent 1"s, those that prevent all of it and are never used up; each effect used up is its
// own class (what is left of it depends on when it applies).
int class_of(const DamageEffect& d, int index) {
  if (consumable(d)) return 16 + index;
  return prevents_all(d) ? static_cast<int>(kPreventAll) : static_cast<int>(d.kind);
}

// One damage event as its effects apply: the amount, and what is left of each effect of the
// event that is used up (a shield's amount; 1 or 0 for "the next time" and a shield counter).
struct EventState {
  int n = 0;
  std::array<int16_t, 16> left{};
  bool operator==(const EventState&) const = default;
};

// What is left of the effects used up, as the events of one task are dealt in turn.
struct Residue {
  std::vector<int16_t> shields;      // by index in GameState::effects
  std::vector<ObjId> counters_used;  // a permanent once for each shield counter removed
};

// `shares`: the most of each shield this event may use (615.7), counted in what is left of it.
EventState start(const DamageEffects& fx, int n, const Residue& r, const ShieldShares& shares) {
  EventState s;
  s.n = n;
  for (int i = 0; i < fx.n; ++i) {
    const DamageEffect& d = fx.e[static_cast<size_t>(i)];
    int16_t& left = s.left[static_cast<size_t>(i)];
    if (d.kind == kShield)
      left = static_cast<int16_t>(std::min(
          static_cast<int>(r.shields[static_cast<size_t>(d.effect)]), shares.of(d.effect)));
    if (d.kind == kNextEvent) left = r.shields[static_cast<size_t>(d.effect)] != 0;
    if (d.kind == kShieldCounter) left = d.effect == 0;
  }
  return s;
}

// Writes back what the event used up (`s0`: as it started).
void finish(const DamageEffects& fx, const EventState& s0, const EventState& s, Residue& r) {
  for (int i = 0; i < fx.n; ++i) {
    const DamageEffect& d = fx.e[static_cast<size_t>(i)];
    const int16_t left = s.left[static_cast<size_t>(i)];
    if (d.kind == kShield)
      r.shields[static_cast<size_t>(d.effect)] = static_cast<int16_t>(
          r.shields[static_cast<size_t>(d.effect)] - (s0.left[static_cast<size_t>(i)] - left));
    if (d.kind == kNextEvent && left == 0) r.shields[static_cast<size_t>(d.effect)] = 0;
    if (d.kind == kShieldCounter && d.effect == 0 && left == 0) r.counters_used.push_back(d.source);
  }
}

// Whether effect `i` would still apply (616.1f).
bool applies_now(const DamageEffects& fx, int i, const EventState& s) {
  if (s.n <= 0) return false;
  const DamageEffect& d = fx.e[static_cast<size_t>(i)];
  return !consumable(d) || s.left[static_cast<size_t>(i)] > 0;
}

// Effect `i` applied to the event.
void apply_to(const DamageEffects& fx, int i, EventState& s) {
  const DamageEffect& d = fx.e[static_cast<size_t>(i)];
  int16_t& left = s.left[static_cast<size_t>(i)];
  switch (d.kind) {
    case kDouble: s.n = std::min(s.n * 2, 1 << 24); return;
    case kPlusOne: ++s.n; return;
    case kPreventOne: --s.n; return;
    case kShield: {
      const int k = std::min(s.n, static_cast<int>(left));
      left = static_cast<int16_t>(left - k);
      s.n -= k;
      return;
    }
    default: left = 0, s.n = 0; return;  // all of it prevented; used up if it is used up
  }
}

// Whether two orders of the effects of `fx` not in `used` give different results (616.1): tried
// one class at a time, depth first, until two results differ. `budget` bounds the search: when it
// runs out the order is taken to matter (asked).
bool orders_differ(const DamageEffects& fx, const EventState& s, uint32_t used, EventState& first,
                   bool& have_first, int& budget) {
  if (--budget < 0) return true;
  uint64_t tried = 0;
  bool any = false;
  for (int i = 0; i < fx.n; ++i) {
    if ((used >> i & 1) || !applies_now(fx, i, s)) continue;
    const uint64_t cls = uint64_t{1} << class_of(fx.e[static_cast<size_t>(i)], i);
    any = true;
    if (tried & cls) continue;
    tried |= cls;
    EventState next = s;
    apply_to(fx, i, next);
    if (orders_differ(fx, next, used | 1u << i, first, have_first, budget)) return true;
  }
  if (any) return false;
  if (!have_first) {
    first = s;
    have_first = true;
    return false;
  }
  return !(first == s);
}

bool order_matters(const DamageEffects& fx, const EventState& s, uint32_t used) {
  EventState first;
  bool have_first = false;
  int budget = 4096;
  return orders_differ(fx, s, used, first, have_first, budget);
}

// The Option::n naming `d` in a kDamageOrderChoice decision: its source, kProtectionChoice or
// kShieldCounterChoice (the recipient's shield counter, 122.1c, apart from its own abilities).
int32_t option_of(const DamageEffect& d) {
  return d.kind == kProtection      ? kProtectionChoice
         : d.kind == kShieldCounter ? kShieldCounterChoice
                                    : d.source;
}

// The index in `fx` of the effect the choice `s` names, not yet in `used` (a bit per effect).
int chosen_index(const DamageEffects& fx, int32_t s, uint32_t used) {
  for (int i = 0; i < fx.n; ++i)
    if (!(used >> i & 1) && option_of(fx.e[static_cast<size_t>(i)]) == s) return i;
  return -1;
}

PlayerId affected_player(const GameState& st, Target to) {
  return to.kind == Target::Player ? static_cast<PlayerId>(to.id) : st.obj(to.id).controller;
}

// The share of a shield chosen under `key` (615.7), or kWholeShield.
int chosen_share(const GameState& st, ObjId key) {
  for (const auto& c : st.replacement_choices)
    if (c.first == key) return c.second;
  return kWholeShield;
}

// The most of the shield st.effects[shield] the event `ev` may use, as its affected player chose
// (615.7), or kWholeShield.
int share_cap(const GameState& st, int ev, int shield) {
  return chosen_share(st, damage_share_key(ev, shield));
}

// The event and the shield (-1: any) a damage_share_key() names.
int share_event(ObjId key) { return (key - damage_share_key(0)) & ((1 << 12) - 1); }
int share_shield(ObjId key) { return ((key - damage_share_key(0)) >> 12) - 1; }

// The shares chosen for the event `ev`, as damage_orders_settled() counts them.
ShieldShares shares_of(const GameState& st, int ev) {
  ShieldShares out;
  for (const auto& c : st.replacement_choices)
    if (is_damage_share_key(c.first) && share_event(c.first) == ev &&
        out.n < static_cast<int>(out.e.size()))
      out.e[static_cast<size_t>(out.n++)] = {static_cast<int16_t>(share_shield(c.first)), c.second};
  return out;
}

// The most damage a shield could meet in an event of `n` damage changed by `fx`: every "plus 1"
// applied, then every doubler, before it.
int shield_capacity(const DamageEffects& fx, int n) {
  int plus = 0, doublers = 0;
  for (int i = 0; i < fx.n; ++i) {
    plus += fx.e[static_cast<size_t>(i)].kind == kPlusOne;
    doublers += fx.e[static_cast<size_t>(i)].kind == kDouble;
  }
  int v = n + plus;
  for (int k = 0; k < doublers && v < 30000; ++k) v *= 2;
  return std::min(v, 30000);
}

// 615.7: a shield ("prevent the next N damage") that two or more sources would deal damage to at
// once, not enough for all the damage it could meet: its affected player (or controller) chooses
// how much of it at most goes to each source's damage, one event at a time in dealing order, the
// last one getting what is left; shield by shield (in timestamp order) when two or more apply to
// one event, each shield's shares bounded by the event's damage alone (what another shield takes
// of it is the player's to weigh). The other effects on those events are ordered afterwards
// (616.1): the share bounds what the shield prevents whatever its place in that order, so the
// damage it could meet is counted with the doublers and "plus 1"s before it. False after asking.
bool shield_shares_settled(Game& g, const std::vector<DamageAssignment>& events, bool combat,
                           bool unpreventable, const Option*& ans) {
  GameState& st = g.st;
  if (unpreventable) return true;
  const size_t shields = std::min(st.effects.size(), static_cast<size_t>(kMaxShareIndex));
  for (size_t i = 0; i < shields; ++i) {
    const int left = st.effects[i].prevent_next;
    if (left <= 0 || !st.effects[i].prevents) continue;
    std::array<int, 16> sharing{}, capacity{};
    int n = 0, total = 0;
    bool simple = true, two_sources = false;
    for (size_t ev = 0; ev < std::min(events.size(), size_t{1} << 12) && simple; ++ev) {
      const DamageAssignment& d = events[ev];
      if (d.amount <= 0 || d.to.kind == Target::None ||
          (d.to.kind == Target::Object && !on_battlefield(st, d.to.id)) ||
          !prevention_applies(st.effects[i], d.source, d.to, combat))
        continue;
      DamageEffects fx;
      damage_effects(st, d.source, d.to, combat, false, nullptr, fx);
      int on_event = 0;
      for (int k = 0; k < fx.n; ++k) on_event += fx.e[static_cast<size_t>(k)].kind == kShield;
      simple = on_event <= static_cast<int>(ShieldShares{}.e.size()) &&
               n < static_cast<int>(sharing.size());
      if (!simple) break;
      two_sources |= n > 0 && events[static_cast<size_t>(sharing[0])].source != d.source;
      capacity[static_cast<size_t>(n)] = shield_capacity(fx, d.amount);
      total += capacity[static_cast<size_t>(n)];
      sharing[static_cast<size_t>(n++)] = static_cast<int>(ev);
    }
    if (!simple || !two_sources || total <= left) continue;
    int remaining = left;
    for (int k = 0; k + 1 < n; ++k) {
      const int ev = sharing[static_cast<size_t>(k)];
      const DamageAssignment& d = events[static_cast<size_t>(ev)];
      total -= capacity[static_cast<size_t>(k)];  // now the damage of the events after this one
      const int shield = static_cast<int>(i);
      if (int cap = share_cap(st, ev, shield); cap < kWholeShield) {
        remaining -= cap;
        continue;
      }
      const int lo = std::max(0, remaining - total);
      const int hi = std::min(remaining, capacity[static_cast<size_t>(k)]);
      if (ans && ans->kind == OptKind::Number && ans->n >= lo && ans->n <= hi) {
        st.replacement_choices.push_back({damage_share_key(ev, shield), ans->n});
        remaining -= ans->n;
        ans = nullptr;
        continue;
      }
      if (lo == hi) {
        st.replacement_choices.push_back({damage_share_key(ev, shield), lo});
        remaining -= lo;
        continue;
      }
      // the number is about the shield's source (Option::obj), the damage's source (about)
      const ObjId shield_source = st.effects[i].prevent_source;
      ask_number(g, DecisionKind::ChooseNumber, affected_player(st, d.to),
                 {lo, hi, shield_source != kNoObj ? shield_source : d.source}, d.source,
                 kShieldShareChoice);
      return false;
    }
  }
  return true;
}

// Whether a permanent with a shield counter would be dealt damage (122.1c: an effect to order
// even when no other effect is in play, e.g. against protection).
bool shield_counter_hit(const GameState& st, const std::vector<DamageAssignment>& events) {
  for (const DamageAssignment& d : events)
    if (d.amount > 0 && d.to.kind == Target::Object && on_battlefield(st, d.to.id) &&
        st.obj(d.to.id).count(Counter::Shield) > 0)
      return true;
  return false;
}

}  // namespace

ShieldShares take_shield_shares(GameState& st, ObjId order_key) {
  if (order_key == kNoObj || st.replacement_choices.empty() || order_key < damage_order_key(0) ||
      order_key >= damage_order_key(1 << 12))
    return {};
  const int ev = static_cast<int>(order_key - damage_order_key(0));
  ShieldShares shares = shares_of(st, ev);
  if (shares.n > 0)  // taken: the choices belong to this event only
    std::erase_if(st.replacement_choices, [&](const auto& c) {
      return is_damage_share_key(c.first) && share_event(c.first) == ev;
    });
  return shares;
}

bool damage_orders_settled(Game& g, const std::vector<DamageAssignment>& events, bool combat,
                           bool unpreventable, const Option*& ans) {
  GameState& st = g.st;
  if (st.event_modifiers == 0 && st.effects.empty() && !shield_counter_hit(st, events)) return true;
  if (!ans && !st.replacement_choices.empty()) {  // a new event: no share left from another
    auto& choices = st.replacement_choices;
    std::erase_if(choices, [](const auto& c) { return is_damage_share_key(c.first); });
  }
  if (!st.effects.empty() && events.size() > 1 &&
      !shield_shares_settled(g, events, combat, unpreventable, ans))
    return false;
  // What is left of each effect used up as the events are dealt in turn (reused: combat damage
  // happens most turns).
  thread_local Residue r;
  r.shields.clear();
  r.counters_used.clear();
  for (const ContinuousEffect& ce : st.effects) r.shields.push_back(ce.prevent_next);
  for (size_t ev = 0; ev < events.size(); ++ev) {
    const DamageAssignment& d = events[ev];
    if (d.amount <= 0 || d.to.kind == Target::None ||
        (d.to.kind == Target::Object && !on_battlefield(st, d.to.id)))
      continue;
    const ObjId key = damage_order_key(static_cast<int>(ev));
    Target to = d.to;
    if (st.event_modifiers > 0) {
      // 614.9, 616.1: two or more "damage that would be dealt to you [and other permanents you
      // control] is dealt to <a creature> instead" (Pariah, Ancient Adamantoise): the affected
      // player chooses which applies; the others then no longer apply (the damage is no longer
      // dealt to them; ruling FIN-R-0079)
      if (damage_redirector(st, to, 1) != kNoObj) {
        const ObjId chosen = chosen_redirector(st, to, key);
        bool asked_before = false;
        for (const auto& c : st.replacement_choices)
          asked_before |= c.first == key && c.second == chosen;
        bool took = false;
        if (!asked_before && ans && ans->kind == OptKind::Replacement) {
          for (int i = 0; damage_redirector(st, to, i) != kNoObj; ++i)
            if (damage_redirector(st, to, i) == ans->n) {
              st.replacement_choices.push_back({key, ans->n});
              took = true;
            }
          ans = nullptr;
        }
        if (!asked_before && !took) {
          std::vector<Option> opts;
          for (int i = 0; damage_redirector(st, to, i) != kNoObj; ++i)
            opts.push_back({OptKind::Replacement, d.source, damage_redirector(st, to, i)});
          ask(g, DecisionKind::ChooseReplacement, affected_player(st, to), std::move(opts),
              d.source, kDamageOrderChoice);
          return false;
        }
      }
      if (ObjId r = chosen_redirector(st, to, key); r != kNoObj)
        to = {Target::Object, redirected_to(st, r)};
    }
    DamageEffects fx;
    damage_effects(st, d.source, to, combat, unpreventable, &r.counters_used, fx);
    const EventState s0 = start(fx, d.amount, r, shares_of(st, static_cast<int>(ev)));
    EventState s = s0;
    uint32_t used = 0;
    auto apply = [&](int i) {
      if (applies_now(fx, i, s)) apply_to(fx, i, s);
      used |= 1u << i;
    };
    if (fx.n >= 2)
      for (const auto& c : st.replacement_choices)  // the choices already made, in their order
        if (c.first == key)
          if (int i = chosen_index(fx, c.second, used); i >= 0) apply(i);
    for (;;) {
      if (fx.n < 2 || !order_matters(fx, s, used)) {  // any order gives the same result
        for (int i = 0; i < fx.n; ++i)
          if (!(used >> i & 1)) apply(i);
        break;
      }
      if (ans && ans->kind == OptKind::Replacement) {  // for the first event still asking
        if (int i = chosen_index(fx, ans->n, used); i >= 0 && applies_now(fx, i, s)) {
          st.replacement_choices.push_back({key, ans->n});
          apply(i);
        }
        ans = nullptr;
        continue;
      }
      std::vector<Option> opts;
      for (int i = 0; i < fx.n; ++i) {
        const Option o{OptKind::Replacement, d.source, option_of(fx.e[static_cast<size_t>(i)])};
        if (!(used >> i & 1) && applies_now(fx, i, s) &&
            std::find(opts.begin(), opts.end(), o) == opts.end())
          opts.push_back(o);
      }
      ask(g, DecisionKind::ChooseReplacement, affected_player(st, to), std::move(opts), d.source,
          kDamageOrderChoice);
      return false;
    }
    finish(fx, s0, s, r);
  }
  return true;
}

bool damage_order_chosen(const GameState& st, ObjId key) {
  if (key == kNoObj) return false;
  for (const auto& c : st.replacement_choices)
    if (c.first == key) return true;
  return false;
}

int ordered_damage(Game& g, ObjId key, ObjId source, Target to, int n, bool combat,
                   std::vector<ObjId>* event_shields, const ShieldShares& shares) {
  GameState& st = g.st;
  DamageEffects fx;
  damage_effects(st, source, to, combat, false, event_shields, fx);
  uint32_t used = 0;
  auto apply = [&](int i) {
    used |= 1u << i;
    const DamageEffect& d = fx.e[static_cast<size_t>(i)];
    if (n <= 0) return;
    int before = n;
    switch (d.kind) {
      case kShield: {
        ContinuousEffect& ce = st.effects[static_cast<size_t>(d.effect)];
        int k = std::min({n, static_cast<int>(ce.prevent_next), shares.of(d.effect)});
        if (k <= 0) return;
        ce.prevent_next = static_cast<int16_t>(ce.prevent_next - k);
        ce.prevents = ce.prevent_next > 0;  // a shield used up stops (615.7)
        n -= k;
        log_prevented_damage(g, source, to, k, "615.7");
        return;
      }
      case kPreventOne:
        --n;
        log_prevented_damage(g, source, to, 1, "615.1a");
        return;
      case kPreventAll:
      case kNextEvent: {
        ContinuousEffect& ce = st.effects[static_cast<size_t>(d.effect)];
        if (!ce.prevents) return;
        if (d.kind == kNextEvent) ce.prevents = false;  // used up by this event
        log_prevented_damage(g, source, to, n, d.kind == kNextEvent ? "615.7" : "615.1a");
        // "prevent that damage and put that many +1/+1 counters on it" (Gatta and Luzzu)
        if (ce.prevent_adds_counters && to.kind == Target::Object)
          add_counters(
              g, to.id, Counter::PlusOne, n,
              ce.prevent_source == kNoObj ? kNoPlayer : st.obj(ce.prevent_source).controller);
        n = 0;
        return;
      }
      case kProtection:
        log_prevented_damage(g, source, to, n, to.kind == Target::Object ? "702.16e" : "702.16k");
        n = 0;
        return;
      case kShieldCounter:
        log_prevented_damage(g, source, to, n, "122.1c");
        n = 0;
        if (d.effect == 1) return;  // removed already in this combat damage event (510.2)
        change_counters(g, to.id, Counter::Shield, -1, "122.1c");
        if (event_shields) event_shields->push_back(to.id);
        return;
      case kPreventToCreatures:
      case kFog:
      case kEnergyField:
        log_prevented_damage(g, source, to, n, "615.1a");
        n = 0;
        return;
      default:
        n = d.kind == kDouble ? n * 2 : n + 1;
        log_amount(g, "616.1", st.obj(source).controller, source, d.source, before, n);
    }
  };
  for (const auto& c : st.replacement_choices)  // 616.1: in the order chosen
    if (c.first == key)
      if (int i = chosen_index(fx, c.second, used); i >= 0) apply(i);
  for (int i = 0; i < fx.n; ++i)  // then the rest, in any order: the result is the same
    if (!(used >> i & 1)) apply(i);
  std::erase_if(st.replacement_choices, [&](const auto& c) { return c.first == key; });
  return n;
}

}  // namespace lore
