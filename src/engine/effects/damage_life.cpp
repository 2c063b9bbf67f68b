// Effect primitives: damage, fights, damage prevention and life totals.
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// 702.15b: the life gains of the lifelink sources of the damage just dealt, waiting in
// GameState::assignments (one per source: its damage to every recipient is one event, as in
// combat, 119.9), made one at a time, each after its player ordered the replacement effects that
// change it (616.1). t.d is 1 + the index of the next one. False after asking.
bool lifelink_life_gained(Ctx& c, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  for (; c.t.d - 1 < static_cast<int>(st.assignments.size()); ++c.t.d) {
    const DamageAssignment d = st.assignments[static_cast<size_t>(c.t.d - 1)];
    PlayerId p = player_of(d.to);
    if (!life_gain_order_settled(g, p, d.amount, ans)) {
      push_task(g, c.t);
      return false;
    }
    gain_life(g, p, d.amount, d.source);
  }
  st.assignments.clear();
  return true;
}

}  // namespace

// 120.1-120.3: an object deals damage; 601.2d: divided as announced. t.d 0: the damage is dealt;
// then the lifelink life gains (lifelink_life_gained()).
namespace {

// The lands the player `tg` controls (Value::LandsRecipientControls); 0 for an object.
int lands_of(const GameState& st, Target tg) {
  if (tg.kind != Target::Player) return 0;
  int n = 0;
  for (ObjId id : st.battlefield) n += st.obj(id).controller == tg.id && is_type(st, id, TLand);
  return n;
}

}  // namespace

bool op_deal_damage(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  ObjId src = source_of(c, e);
  if (src == kNoObj) return true;
  if (c.t.d > 0) return lifelink_life_gained(c, ans);
  std::vector<Target> chosen_one;
  if (e.who == Who::ChosenPermanent) {
    // "the creature with the least toughness": the controller chooses among those that tie as
    // it resolves (608.2d; Purging Scythe), not a target. t.d < 0 keeps the choice (-1 - it)
    // while the 616.1 order is asked.
    if (c.t.d < 0) {
      chosen_one.push_back({Target::Object, static_cast<ObjId>(-1 - c.t.d)});
    } else if (ans && ans->kind == OptKind::Object) {
      chosen_one.push_back({Target::Object, ans->obj});
      c.t.d = -1 - static_cast<int32_t>(ans->obj);
      ans = nullptr;
    } else {
      std::vector<Option> opts;
      for (ObjId id : g.st.battlefield)
        if (matches(g.st, id, e.filter, c.item.controller, c.item.obj))
          opts.push_back({OptKind::Object, id, 0});
      if (opts.size() > 1) {
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj);
        return false;
      }
      if (!opts.empty()) chosen_one.push_back({Target::Object, opts[0].obj});
    }
  }
  const std::vector<Target>& to = e.who == Who::ChosenPermanent ? chosen_one : who;
  std::vector<DamageAssignment> events;  // in the order they are dealt
  auto add_from = [&](ObjId from, Target tg, int n) {
    events.push_back({from, tg, static_cast<int16_t>(std::min(n, 30000))});
  };
  auto add = [&](Target tg, int n) { add_from(src, tg, n); };
  if (params<Effect::DamageLife>(e).by_each_matching) {
    // "each other Bird you control deals damage equal to its power": each its own source (120.3)
    for (ObjId d : g.st.battlefield)
      if (matches(g.st, d, e.filter, c.item.controller, c.item.obj))
        for (Target tg : who) add_from(d, tg, chars(g.st, d).power);
  } else if (e.distribute) {  // 601.2d: each target is dealt the share announced with the targets
    for_each_share(c, e, a, false, add);
  } else {
    for (Target tg : to)  // "It deals damage to each other creature": not to itself
      if (!(e.source_slot >= 0 && e.filter.other && tg == Target{Target::Object, src}))
        add(tg, e.a.kind == Value::LandsRecipientControls ? lands_of(g.st, tg) : a);
  }
  const bool unpreventable = !e.distribute && params<Effect::DamageLife>(e).unpreventable;
  if (!damage_orders_settled(g, events, false, unpreventable, ans)) {  // 616.1
    push_task(g, c.t);
    return false;
  }
  std::vector<DamageAssignment>* life = &g.st.assignments;
  c.t.a = 0;  // LastAmount: "the damage dealt this way" (Corrupt)
  for (size_t i = 0; i < events.size(); ++i)
    c.t.a += deal_damage(g, events[i].source, events[i].to, events[i].amount, false, nullptr,
                         nullptr, life, unpreventable, damage_order_key(static_cast<int>(i)));
  c.t.d = 1;
  return lifelink_life_gained(c, nullptr);
}

// 701.14a-b. t.d 0: the creatures fight; then the lifelink life gains (lifelink_life_gained()).
// Each fight's two creatures deal their damage at once: each affected controller orders the
// effects that change the damage to their creature first (616.1), asked before any is dealt.
bool op_fight(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  if (c.t.d > 0) return lifelink_life_gained(c, ans);
  ObjId src = source_of(c, e);
  auto present = [&](ObjId id) {
    return id != kNoObj && !st.obj(id).left && st.obj(id).zone == Zone::Battlefield &&
           is_type(st, id, TCreature);
  };
  std::vector<DamageAssignment> events;  // two per fight: the source's damage, then the other's
  for (Target tg : who) {
    if (tg.kind != Target::Object || !present(src) || !present(tg.id)) continue;
    events.push_back({src, tg, static_cast<int16_t>(chars(st, src).power)});
    events.push_back({tg.id, {Target::Object, src}, static_cast<int16_t>(chars(st, tg.id).power)});
  }
  if (!damage_orders_settled(g, events, false, false, ans)) {  // 616.1
    push_task(g, c.t);
    return false;
  }
  for (size_t i = 0; i < events.size(); i += 2) {
    log_obj(g, LogKind::Fight, "701.14a", src, 0, events[i].to.id);
    for (size_t k = i; k < i + 2; ++k)  // 701.14d: not combat damage
      deal_damage(g, events[k].source, events[k].to, events[k].amount, false, nullptr, nullptr,
                  &st.assignments, false, damage_order_key(static_cast<int>(k)));
  }
  c.t.d = 1;
  return lifelink_life_gained(c, nullptr);
}

// 615.1: a prevention effect for damage dealt to creatures
bool op_prevent_damage_to_creatures(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who) {
    ContinuousEffect ce;
    ce.prevent_for = player_of(tg);
    ce.prevent_source = c.item.obj;  // named when ordered with other effects (616.1)
    ce.timestamp = st.next_timestamp++;
    st.effects.push_back(ce);
    st.chars_changed();
  }
  return true;
}

// 614.1a, 611.2b: "until your next turn, if a source would deal damage to <who> or a permanent
// that player controls, it deals double that damage instead" (Lightning, Army of One): whatever
// the source, which stays the source of all the damage (ruling FIN-R-0232)
bool op_double_damage_to_player_until_your_next_turn(Ctx& c, const Effect& /*e*/,
                                                     const Option* /*ans*/) {
  GameState& st = c.g.st;
  for (Target tg : *c.who) {
    if (tg.kind != Target::Player) continue;
    ContinuousEffect ce;
    ce.double_damage_to = player_of(tg);
    ce.prevent_source = c.item.obj;  // named when ordered with other effects (616.1)
    ce.until_end_of_turn = false;
    ce.until_turn_of = c.item.controller;
    ce.timestamp = st.next_timestamp++;
    st.effects.push_back(ce);
  }
  return true;
}

// 615: "Prevent [the next N | all] [combat] damage that would be dealt [to | by] <who> this turn",
// "the next time a <filter> source of your choice would deal damage to <who> this turn, prevent
// that damage" (the source chosen as it resolves, 609.7a). Each is a ContinuousEffect read by
// deal_damage (apply_prevention()), ending at cleanup (514.2).
bool op_prevent_damage(Ctx& c, const Effect& e, const Option* ans) {
  GameState& st = c.g.st;
  const Effect::DamageLife& p = params<Effect::DamageLife>(e);
  ObjId from = kNoObj;
  if (p.chosen_source) {
    PlayerId you = c.item.controller;
    std::vector<ObjId> pool;
    for (ObjId id : st.battlefield)
      if (matches(st, id, e.filter, you, c.item.obj)) pool.push_back(id);
    for (const StackItem& s : st.stack)
      if (!s.ability && matches(st, s.obj, e.filter, you, c.item.obj)) pool.push_back(s.obj);
    if (!collect(c, DecisionKind::ChooseCard, you, pool, 1, 1, ans)) return false;
    if (st.scratch.empty()) return true;  // no such source to choose
    from = st.scratch[0];
    st.scratch.clear();
  }
  auto add = [&](ContinuousEffect ce, int amount) {
    ce.prevents = true;
    ce.prevent_combat = p.combat_only;
    if (from != kNoObj) ce.prevent_from = from;
    ce.prevent_next = p.next_event ? kPreventNextEvent : static_cast<int16_t>(amount);
    ce.prevent_source = c.item.obj;
    ce.prevent_adds_counters = p.adds_counters;
    ce.timestamp = st.next_timestamp++;
    st.effects.push_back(ce);
  };
  if (p.to_anything) {
    add({}, c.a);
    return true;
  }
  auto shield = [&](Target tg, int amount) {
    ContinuousEffect ce;
    if (p.by_who)
      ce.prevent_from = tg.id;
    else if (tg.kind == Target::Player)
      ce.prevent_to_player = player_of(tg);
    else
      ce.object = tg.id;
    add(ce, amount);
  };
  if (e.distribute) {  // 601.2d: "the next X damage ..., divided as you choose": each its share
    for_each_share(c, e, c.a, false, shield);
    return true;
  }
  for (Target tg : *c.who) shield(tg, c.a);
  return true;
}

// 119.3: the player gains that much life; each player first orders the replacement effects of
// different kinds that change it (616.1).
bool op_gain_life(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (!life_gain_order_settled(g, player_of(tg), a, ans)) {
      push_task(g, c.t);
      return false;
    }
  for (Target tg : who) gain_life(g, player_of(tg), a, item.obj);
  return true;
}

// 119.3: the player loses that much life
bool op_lose_life(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who) lose_life(g, player_of(tg), a, item.obj);
  return true;
}

// 119.5: gains or loses the difference (ruling FIN-R-0407); a gain is changed by the replacement
// effects on life gain in the order the player chooses (616.1).
bool op_life_total_becomes(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who) {
    int life = st.players[static_cast<size_t>(player_of(tg))].life;
    if (a > life && !life_gain_order_settled(g, player_of(tg), a - life, ans)) {
      push_task(g, c.t);
      return false;
    }
  }
  for (Target tg : who) {
    PlayerId p = player_of(tg);
    int life = st.players[static_cast<size_t>(p)].life;
    if (a > life) gain_life(g, p, a - life, item.obj);
    if (a < life) lose_life(g, p, life - a, item.obj);
  }
  return true;
}

}  // namespace lore::effects
