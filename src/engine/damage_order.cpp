// 616.1: the order of the replacement and prevention effects that change the amount of one
// damage event ("deals double that damage", "that much damage plus 1", "prevent the next N
// damage", "prevent 1 of that damage"), chosen by the affected player or the controller of the
// affected object, one at a time (616.1e-f; prevention effects are ordered with replacement
// effects, 616.1). Asked by the task about to deal the damage, before any of it is dealt.
#include <array>

#include "engine.h"

namespace lore {

namespace {

// kPreventAll: "prevent all damage ... this turn" (Redeem, Lull); kNextEvent: "the next time ...
// would deal damage, prevent that damage" (the Runes), used up by the event it prevents.
enum DamageEffectKind : uint8_t {
  kDouble,
  kPlusOne,
  kShield,
  kPreventOne,
  kPreventAll,
  kNextEvent
};

struct DamageEffect {
  ObjId source;    // the permanent with the ability, or the object that made the effect
  uint8_t kind;    // DamageEffectKind
  int16_t effect;  // kShield, kPreventAll, kNextEvent: its index in GameState::effects
};

// The effects that change the amount of damage `source` would deal to `to`. No allocation: the
// caller keeps them on its stack. `all_prevented`: an effect prevents all of it (protection,
// "prevent all", a shield counter), so no order can change the result.
struct DamageEffects {
  std::array<DamageEffect, 16> e{};
  int n = 0;
  bool all_prevented = false;
  void add(ObjId s, uint8_t kind, int16_t effect = -1) {
    if (n < static_cast<int>(e.size())) e[static_cast<size_t>(n++)] = {s, kind, effect};
  }
};

bool static_of(const GameState& st, ObjId s, StaticKind kind) {
  for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
    if (a.kind == AbilityKind::Static && a.stat.kind == kind) return true;
  return false;
}

void damage_effects(const GameState& st, ObjId source, Target to, bool combat, bool unpreventable,
                    DamageEffects& out) {
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
  if (unpreventable) return;  // 615.12
  if (to.kind == Target::Object) {
    out.all_prevented |=
        protected_from(st, to.id, source) || st.obj(to.id).count(Counter::Shield) > 0;
    if (is_type(st, to.id, TCreature))
      for (const ContinuousEffect& ce : st.effects)
        out.all_prevented |=
            ce.prevent_for != kNoPlayer && ce.prevent_for == st.obj(to.id).controller;
  } else {
    out.all_prevented |=
        player_protected_from(st, static_cast<PlayerId>(to.id), protection_controller(st, source));
  }
  out.all_prevented |= combat && combat_damage_fogged(st, source, to);
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
        out.all_prevented = true;
    }
}

// Effects of one class give the same amount in any order: the doublers, the "plus 1"s, the
// "prevent 1"s, the "prevent all ... this turn"s; each shield and each "the next time" is its own
// class (what is left of it depends on when it applies).
int class_of(const DamageEffect& d) {
  return d.kind == kShield || d.kind == kNextEvent ? 8 + d.effect : d.kind;
}

// Whether `d` is used up, in part or whole, by the damage it prevents.
bool consumable(const DamageEffect& d) { return d.kind == kShield || d.kind == kNextEvent; }

// The amount after `d`; `shields` holds what is left of each shield (by index in effects; 0 once a
// "the next time" effect is used). `cap`: the most of a shield this event may use (615.7).
int after(const DamageEffect& d, int n, std::vector<int16_t>& shields, int cap = kWholeShield) {
  switch (d.kind) {
    case kDouble: return n * 2;
    case kPlusOne: return n + 1;
    case kPreventOne: return n - 1;
    case kPreventAll: return 0;
    case kNextEvent: shields[static_cast<size_t>(d.effect)] = 0; return 0;
    default: {
      int16_t& left = shields[static_cast<size_t>(d.effect)];
      int k = std::min({n, static_cast<int>(left), cap});
      left = static_cast<int16_t>(left - k);
      return n - k;
    }
  }
}

bool applies_now(const DamageEffect& d, int n, const std::vector<int16_t>& shields) {
  if (n <= 0) return false;
  if (d.kind == kShield) return shields[static_cast<size_t>(d.effect)] > 0;
  if (d.kind == kNextEvent) return shields[static_cast<size_t>(d.effect)] != 0;
  return true;
}

// Whether the order of the effects of `fx` not in `used` still changes the result (616.1).
// Once an effect that prevents all of it applies, the amount is 0 whatever the order; what differs
// is which shields and "the next time" effects are used up: asked when a "prevent all ... this
// turn" and one of those apply, or two of those.
bool order_matters(const DamageEffects& fx, uint32_t used, int n,
                   const std::vector<int16_t>& shields) {
  uint64_t classes = 0;
  int all = 0, consumables = 0, next_events = 0, prevent_ones = 0;
  for (int i = 0; i < fx.n; ++i) {
    const DamageEffect& d = fx.e[static_cast<size_t>(i)];
    if ((used >> i & 1) || !applies_now(d, n, shields)) continue;
    classes |= uint64_t{1} << std::min(63, class_of(d));
    all += d.kind == kPreventAll;
    consumables += consumable(d);
    next_events += d.kind == kNextEvent;
    prevent_ones += d.kind == kPreventOne;
  }
  // A "the next time" effect is used up unless the damage is all gone before it: by another
  // effect that prevents all of it, a shield, or enough "prevent 1"s.
  if (next_events > 0) return consumables >= 2 || all > 0 || prevent_ones >= n;
  if (all > 0) return consumables > 0;
  return std::popcount(classes) >= 2;
}

// The index in `fx` of the effect the choice `s` names, not yet in `used` (a bit per effect).
int chosen_index(const DamageEffects& fx, ObjId s, uint32_t used) {
  for (int i = 0; i < fx.n; ++i)
    if (!(used >> i & 1) && fx.e[static_cast<size_t>(i)].source == s) return i;
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

// The most of a shield the event `ev` may use, as its affected player chose (615.7), or none.
int share_cap(const GameState& st, int ev) { return chosen_share(st, damage_share_key(ev)); }

// 615.7: a shield ("prevent the next N damage") that two or more sources would deal damage to at
// once, not enough for all of it: its affected player (or controller) chooses how much of it goes
// to each source's damage, one event at a time in dealing order, the last one getting what is
// left. Limit: only when the shield is the one effect on each of those events (a doubler or
// another prevention effect too: used up in dealing order). False after asking.
bool shield_shares_settled(Game& g, const std::vector<DamageAssignment>& events, bool combat,
                           bool unpreventable, const Option*& ans) {
  GameState& st = g.st;
  if (unpreventable) return true;
  for (size_t i = 0; i < st.effects.size(); ++i) {
    const int left = st.effects[i].prevent_next;
    if (left <= 0 || !st.effects[i].prevents) continue;
    std::array<int, 16> sharing{};
    int n = 0, total = 0;
    bool simple = true, two_sources = false;
    for (size_t ev = 0; ev < events.size() && simple; ++ev) {
      const DamageAssignment& d = events[ev];
      if (d.amount <= 0 || d.to.kind == Target::None ||
          (d.to.kind == Target::Object && !on_battlefield(st, d.to.id)) ||
          !prevention_applies(st.effects[i], d.source, d.to, combat))
        continue;
      DamageEffects fx;
      damage_effects(st, d.source, d.to, combat, false, fx);
      if (fx.all_prevented) continue;  // applied before the shield: it uses none of it
      simple = fx.n == 1 && n < static_cast<int>(sharing.size());
      if (!simple) break;
      two_sources |= n > 0 && events[static_cast<size_t>(sharing[0])].source != d.source;
      sharing[static_cast<size_t>(n++)] = static_cast<int>(ev);
      total += d.amount;
    }
    if (!simple || !two_sources || total <= left) continue;
    int remaining = left;
    for (int k = 0; k + 1 < n; ++k) {
      const int ev = sharing[static_cast<size_t>(k)];
      const DamageAssignment& d = events[static_cast<size_t>(ev)];
      total -= d.amount;  // now the damage of the events after this one
      if (int cap = share_cap(st, ev); cap < kWholeShield) {
        remaining -= cap;
        continue;
      }
      const int lo = std::max(0, remaining - total), hi = std::min<int>(remaining, d.amount);
      if (ans && ans->kind == OptKind::Number && ans->n >= lo && ans->n <= hi) {
        st.replacement_choices.push_back({damage_share_key(ev), ans->n});
        remaining -= ans->n;
        ans = nullptr;
        continue;
      }
      if (lo == hi) {
        st.replacement_choices.push_back({damage_share_key(ev), lo});
        remaining -= lo;
        continue;
      }
      ask_number(g, DecisionKind::ChooseNumber, affected_player(st, d.to), {lo, hi, d.source},
                 d.source, kShieldShareChoice);
      return false;
    }
  }
  return true;
}

}  // namespace

int take_shield_share(GameState& st, ObjId order_key) {
  if (order_key == kNoObj || st.replacement_choices.empty()) return kWholeShield;
  const ObjId key = order_key + (damage_share_key(0) - damage_order_key(0));
  const int cap = chosen_share(st, key);
  if (cap != kWholeShield)  // taken: the choice belongs to this event only
    std::erase_if(st.replacement_choices, [&](const auto& c) { return c.first == key; });
  return cap;
}

bool damage_orders_settled(Game& g, const std::vector<DamageAssignment>& events, bool combat,
                           bool unpreventable, const Option*& ans) {
  GameState& st = g.st;
  if (st.event_modifiers == 0 && st.effects.empty()) return true;
  if (!ans && !st.replacement_choices.empty()) {  // a new event: no share left from another
    auto& choices = st.replacement_choices;
    choices.erase(std::remove_if(choices.begin(), choices.end(),
                                 [](const auto& c) {
                                   return c.first >= damage_share_key(0) &&
                                          c.first < damage_share_key(1 << 20);
                                 }),
                  choices.end());
  }
  if (!st.effects.empty() && events.size() > 1 &&
      !shield_shares_settled(g, events, combat, unpreventable, ans))
    return false;
  // What is left of each shield as the events are dealt in turn (reused: combat damage happens
  // most turns).
  thread_local std::vector<int16_t> shields;
  shields.clear();
  for (const ContinuousEffect& ce : st.effects) shields.push_back(ce.prevent_next);
  for (size_t ev = 0; ev < events.size(); ++ev) {
    const DamageAssignment& d = events[ev];
    if (d.amount <= 0 || d.to.kind == Target::None ||
        (d.to.kind == Target::Object && !on_battlefield(st, d.to.id)))
      continue;
    DamageEffects fx;
    damage_effects(st, d.source, d.to, combat, unpreventable, fx);
    if (fx.all_prevented || fx.n < 2) {
      for (int i = 0; i < fx.n && !fx.all_prevented; ++i)  // the one shield, used as it will be
        after(fx.e[static_cast<size_t>(i)], d.amount, shields, share_cap(st, static_cast<int>(ev)));
      continue;
    }
    const ObjId key = damage_order_key(static_cast<int>(ev));
    int n = d.amount;
    uint32_t used = 0;
    for (const auto& c : st.replacement_choices)  // the choices already made, in their order
      if (c.first == key)
        if (int i = chosen_index(fx, c.second, used); i >= 0) {
          n = after(fx.e[static_cast<size_t>(i)], n, shields);
          used |= 1u << i;
        }
    for (;;) {
      if (ans && ans->kind == OptKind::Replacement) {  // for the first event still asking
        if (int i = chosen_index(fx, ans->n, used); i >= 0) {
          st.replacement_choices.push_back({key, ans->n});
          n = after(fx.e[static_cast<size_t>(i)], n, shields);
          used |= 1u << i;
        }
        ans = nullptr;
        continue;
      }
      if (!order_matters(fx, used, n, shields)) {  // any order gives the same result
        for (int i = 0; i < fx.n; ++i)
          if (!(used >> i & 1) && applies_now(fx.e[static_cast<size_t>(i)], n, shields))
            n = after(fx.e[static_cast<size_t>(i)], n, shields);
        break;
      }
      std::vector<Option> opts;
      for (int i = 0; i < fx.n; ++i)
        if (!(used >> i & 1) && applies_now(fx.e[static_cast<size_t>(i)], n, shields))
          opts.push_back({OptKind::Replacement, d.source, fx.e[static_cast<size_t>(i)].source});
      ask(g, DecisionKind::ChooseReplacement, affected_player(st, d.to), std::move(opts), d.source,
          kDamageOrderChoice);
      return false;
    }
  }
  return true;
}

bool damage_order_chosen(const GameState& st, ObjId key) {
  if (key == kNoObj) return false;
  for (const auto& c : st.replacement_choices)
    if (c.first == key) return true;
  return false;
}

int ordered_damage(Game& g, ObjId key, ObjId source, Target to, int n, bool combat) {
  GameState& st = g.st;
  DamageEffects fx;
  damage_effects(st, source, to, combat, false, fx);
  uint32_t used = 0;
  auto apply = [&](int i) {
    used |= 1u << i;
    const DamageEffect& d = fx.e[static_cast<size_t>(i)];
    if (n <= 0) return;
    int before = n;
    if (d.kind == kShield) {
      ContinuousEffect& ce = st.effects[static_cast<size_t>(d.effect)];
      if (ce.prevent_next <= 0) return;
      int k = std::min<int>(n, ce.prevent_next);
      ce.prevent_next = static_cast<int16_t>(ce.prevent_next - k);
      ce.prevents = ce.prevent_next > 0;  // a shield used up stops (615.7)
      n -= k;
      log_prevented_damage(g, source, to, k, "615.7");
      return;
    }
    if (d.kind == kPreventOne) {
      --n;
      log_prevented_damage(g, source, to, 1, "615.1a");
      return;
    }
    if (d.kind == kPreventAll || d.kind == kNextEvent) {
      ContinuousEffect& ce = st.effects[static_cast<size_t>(d.effect)];
      if (!ce.prevents) return;
      if (d.kind == kNextEvent) ce.prevents = false;  // used up by this event
      log_prevented_damage(g, source, to, n, d.kind == kNextEvent ? "615.7" : "615.1a");
      n = 0;
      return;
    }
    n = d.kind == kDouble ? n * 2 : n + 1;
    log_amount(g, "616.1", st.obj(source).controller, source, d.source, before, n);
  };
  for (const auto& c : st.replacement_choices)  // 616.1: in the order chosen
    if (c.first == key)
      if (int i = chosen_index(fx, c.second, used); i >= 0) apply(i);
  for (int i = 0; i < fx.n; ++i)  // then the rest, of one class
    if (!(used >> i & 1)) apply(i);
  auto& choices = st.replacement_choices;
  choices.erase(
      std::remove_if(choices.begin(), choices.end(), [&](const auto& c) { return c.first == key; }),
      choices.end());
  return n;
}

}  // namespace lore
