// Effect primitives: putting and removing counters.
#include "engine/effects/ops.h"

namespace lore::effects {

// 122.1, 122.6: counters are put on objects
bool op_put_counters(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<Target> chosen_one;  // "on a creature you control": chosen as it resolves (608.2d)
  if (e.who == Who::ChosenPermanent) {
    ObjId id = kNoObj;
    if (!chosen_permanent(c, e, ans, id)) return false;
    if (id == kNoObj) return true;
    chosen_one.push_back({Target::Object, id});
  }
  const std::vector<Target>& who = e.who == Who::ChosenPermanent ? chosen_one : *c.who;
  int a = c.a;
  // 616.1: the controller of each creature orders the effects that change its number first.
  if (!e.distribute)
    for (Target tg : who)
      if (tg.kind == Target::Object && on_battlefield(st, tg.id) &&
          !counter_order_settled(g, tg.id, e.counter, a, ans)) {
        push_task(g, c.t);
        return false;
      }
  if (e.distribute) {    // 601.2d: each target gets the share announced with the targets
    bool asked = false;  // each share is its own event, ordered by its creature's controller
    for_each_share(c, e, a, true, [&](Target tg, int n) {
      asked = asked || !counter_order_settled(g, tg.id, e.counter, n, ans);
    });
    if (asked) {
      push_task(g, c.t);
      return false;
    }
    for_each_share(c, e, a, true, [&](Target tg, int n) {
      add_counters(g, tg.id, e.counter, n, c.item.controller);
    });
    return true;
  }
  for (Target tg : who)
    if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Battlefield &&
        !st.obj(tg.id).left) {
      add_counters(g, tg.id, e.counter, a, c.item.controller);
    } else if (tg.kind == Target::Player && e.counter == Counter::Poison && a > 0) {
      // 122.1f: poison counters on a player; ten or more lose the game (704.5c)
      auto& poison = st.players[static_cast<size_t>(tg.id)].poison;
      poison = static_cast<int16_t>(poison + a);
      share_team_life(st, static_cast<PlayerId>(tg.id));  // 810.10: the team's poison counters
      st.sba_settled = false;
      if (g.log) {
        LogEntry le = entry(g, LogKind::PoisonCounters, "122.1f");
        le.player = static_cast<PlayerId>(tg.id);
        le.amount = a;
        g.emit(le);
      }
    }
  return true;
}

// 122.6: up to that many counters on each object named
// on each object named (t.d: those done so far)
bool op_put_counters_up_to(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  // t.d's low bits: the objects done so far; above kUpToShift, 1 + the number chosen for the
  // next one, whose counters wait for its controller to order the replacement effects (616.1).
  constexpr int kUpToShift = 16;
  if (ans && ans->kind != OptKind::Replacement) c.t.d += (ans->n + 1) << kUpToShift;
  if (c.t.d >> kUpToShift) {
    ObjId id = who[static_cast<size_t>(c.t.d & 0xffff)].id;
    int n = (c.t.d >> kUpToShift) - 1;
    const Option* order = ans && ans->kind == OptKind::Replacement ? ans : nullptr;
    if (!counter_order_settled(g, id, e.counter, n, order)) {
      push_task(g, c.t);
      return false;
    }
    add_counters(g, id, e.counter, n, c.item.controller);
    c.t.d = (c.t.d & 0xffff) + 1;
  }
  for (; c.t.d < static_cast<int>(who.size()); ++c.t.d) {
    ObjId id = who[static_cast<size_t>(c.t.d)].id;
    if (who[static_cast<size_t>(c.t.d)].kind != Target::Object || st.obj(id).left ||
        st.obj(id).zone != Zone::Battlefield ||
        !matches(st, id, e.filter, item.controller, item.obj))
      continue;
    push_task(g, c.t);
    ask_number(g, DecisionKind::ChooseNumber, item.controller, {0, a, id}, id);
    return false;
  }
  return true;
}

// 714.2b: removing lore counters triggers no chapter
bool op_remove_counters(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id))
      remove_counters(g, tg.id, e.counter, a);
  return true;
}

// 122.1, 608.2c: a counter removed from each of any number of objects
bool op_remove_counter_from_any_number(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  std::vector<ObjId> pool;  // only a permanent with such a counter can lose one
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && st.obj(id).count(e.counter) > 0 &&
        matches(st, id, e.filter, p, item.obj))
      pool.push_back(id);
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, static_cast<int>(pool.size()), ans))
    return false;
  std::vector<ObjId> chosen = st.scratch;
  st.scratch.clear();
  int removed = 0;
  for (ObjId id : chosen) removed += remove_counters(g, id, e.counter, 1);
  c.t.a = removed;  // "for each lore counter removed this way"
  return true;
}

// 122.5: "Move a counter from <the source_slot target> onto <who>": removed from the first, then
// put on the second (ruling FIN-R-0867: what cares about counters removed or put applies; 122.6
// "put"). Nothing moves if either target is illegal or gone (608.2b) or both are one (122.5). t.d:
// 1 + the kind of counter, chosen as it resolves when the first has several kinds (608.2d).
bool op_move_counter(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  ObjId from = source_of(c, e);
  ObjId to = kNoObj;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) to = tg.id;
  if (from == kNoObj || to == kNoObj || from == to || !on_battlefield(st, from)) return true;
  if (c.t.d == 0) {
    std::vector<Option> opts;
    for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
      if (st.obj(from).counters[static_cast<size_t>(k)] > 0)
        opts.push_back({OptKind::Number, from, k});

    if (opts.empty()) return true;
    if (opts.size() > 1 && !(ans && ans->kind == OptKind::Number)) {
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseNumber, c.item.controller, std::move(opts), from, 0);
      return false;
    }
    c.t.d = 1 + (opts.size() == 1 ? opts[0].n : ans->n);
    ans = nullptr;
  }
  const auto kind = static_cast<Counter>(c.t.d - 1);
  if (st.obj(from).count(kind) <= 0) return true;
  if (!counter_order_settled(g, to, kind, 1, ans)) {  // 616.1
    push_task(g, c.t);
    return false;
  }
  change_counters(g, from, kind, -1, "122.5");  // 122.5: removed, then put onto the second
  add_counters(g, to, kind, 1, c.item.controller);
  return true;
}

// 122.8, 608.2h: the source's last-known counters are put on it
// a 0: the source's counters (Zack Fair); a 1: "put those counters": the trigger object's, as it
// last existed (603.10a; The Ozolith: "Whenever a creature you control leaves the battlefield, if
// it had counters on it"); a 2: "move all counters from <the source> onto <who>" (122.5: removed
// from the source as they are put, The Ozolith).
bool op_put_source_counters(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  const ObjId from = c.a == 1 ? item.trigger_obj : item.obj;
  if (from == kNoObj || (c.a == 2 && !on_battlefield(st, from))) return true;
  const auto had = st.obj(from).counters;  // last known (608.2h)
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id) && tg.id != from)
      for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
        if (had[static_cast<size_t>(k)] > 0 && k != static_cast<int>(Counter::Poison)) {
          if (c.a == 2)
            remove_counters(g, from, static_cast<Counter>(k), had[static_cast<size_t>(k)]);
          add_counters(g, tg.id, static_cast<Counter>(k), had[static_cast<size_t>(k)],
                       c.item.controller);
        }
  return true;
}

// a replacement effect for when the spell resolves (614.1c)
bool op_enters_with_counters(Ctx& c, const Effect& e, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Stack && !st.obj(tg.id).left) {
      st.obj(tg.id).enter_counter = e.counter;
      st.obj(tg.id).enter_counters = static_cast<int8_t>(st.obj(tg.id).enter_counters + a);
    }
  return true;
}

// "Put a <counter> counter on one of them": the controller chooses one of the targets still legal
// as the effect resolves (608.2c, ruling FIN-R-0075); t.d: 1 + the chosen permanent.
bool op_put_counters_on_one_target(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.t.d == 0) {
    if (!ans || ans->kind != OptKind::Object) {
      std::vector<Option> opts;
      for (Target tg : *c.who)
        if (tg.kind == Target::Object && on_battlefield(st, tg.id))
          opts.push_back({OptKind::Object, tg.id, 0});
      if (opts.empty()) return true;
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj, 1);
      return false;
    }
    c.t.d = 1 + ans->obj;
    ans = nullptr;
  }
  ObjId id = c.t.d - 1;
  if (!on_battlefield(st, id)) return true;
  if (!counter_order_settled(g, id, e.counter, c.a, ans)) {  // 616.1
    push_task(g, c.t);
    return false;
  }
  add_counters(g, id, e.counter, c.a, c.item.controller);
  return true;
}

// 608.2c: "each of up to b <filter> permanents" chosen as the effect resolves (not targets)
bool op_put_counters_on_chosen(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  PlayerId p = item.controller;
  std::vector<ObjId> pool;
  for (ObjId id : st.battlefield)
    if (matches(st, id, e.filter, p, item.obj)) pool.push_back(id);
  int most = std::min(amount_of(c, e.b), static_cast<int>(pool.size()));
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, most, ans)) return false;
  std::vector<ObjId> chosen = st.scratch;
  st.scratch.clear();
  for (ObjId id : chosen) add_counters(g, id, e.counter, c.a, c.item.controller);
  return true;
}

namespace {

// A player chosen while proliferating, kept among the chosen objects of st.scratch.
constexpr ObjId proliferated_player(PlayerId p) { return -2 - static_cast<ObjId>(p); }

// 701.34a: another counter of each kind already on each chosen permanent and player.
void give_another_of_each(Game& g, const std::vector<ObjId>& chosen, PlayerId by) {
  GameState& st = g.st;
  for (ObjId id : chosen) {
    if (id <= proliferated_player(0)) {
      PlayerId pl = static_cast<PlayerId>(-2 - id);
      if (st.players[static_cast<size_t>(pl)].poison > 0) {  // the only player counter (122.1f)
        ++st.players[static_cast<size_t>(pl)].poison;
        share_team_life(st, pl);  // 810.10
        st.sba_settled = false;
        if (g.log) {
          LogEntry le = entry(g, LogKind::PoisonCounters, "701.34a");
          le.player = pl;
          le.amount = 1;
          g.emit(le);
        }
      }
      continue;
    }
    if (!on_battlefield(st, id)) continue;
    for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
      if (st.obj(id).counters[static_cast<size_t>(k)] > 0)
        add_counters(g, id, static_cast<Counter>(k), 1, by);
  }
}

}  // namespace

// 701.34a: proliferate `a` times, each a new choice made as it happens (ruling FIN-R-0887); the
// choices follow one another with no priority between (FIN-R-0886). t.d: 0 fresh, else the
// number of the proliferation being chosen; st.scratch: what this one chose so far.
bool op_proliferate(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    st.scratch.clear();
    c.t.d = 1;
  }
  if (ans && ans->kind == OptKind::Done) {
    std::vector<ObjId> chosen = st.scratch;
    st.scratch.clear();
    if (g.log) log_card(g, LogKind::Proliferate, "701.34a", kNoObj, p);
    give_another_of_each(g, chosen, c.item.controller);
    // "Whenever you proliferate": each proliferation, even one that chose nothing (FIN-R-0633)
    trigger_on_event(g, Event::Proliferates, kNoObj, p);
    ++c.t.d;
  } else if (ans) {
    st.scratch.push_back(ans->kind == OptKind::Player ? proliferated_player(ans->n) : ans->obj);
  }
  if (c.t.d > c.a) return true;
  auto taken = [&](ObjId id) {
    return std::find(st.scratch.begin(), st.scratch.end(), id) != st.scratch.end();
  };
  std::vector<Option> opts;
  for (ObjId id : st.battlefield) {  // 701.34a: permanents with a counter, anyone's
    const auto& k = st.obj(id).counters;
    if (!taken(id) && std::any_of(k.begin(), k.end(), [](auto n) { return n > 0; }))
      opts.push_back({OptKind::Object, id, 0});
  }
  for (PlayerId pl = 0; pl < st.num_players; ++pl)  // players with a counter (122.1f)
    if (!st.players[static_cast<size_t>(pl)].left_game &&
        st.players[static_cast<size_t>(pl)].poison > 0 && !taken(proliferated_player(pl)))
      opts.push_back({OptKind::Player, kNoObj, pl});
  opts.push_back({OptKind::Done});  // "any number" includes zero (ruling FIN-R-0781)
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
  return false;
}

// 701.37a: "If this permanent isn't monstrous, put X +1/+1 counters on it and it becomes
// monstrous." Already monstrous, nothing happens (ruling FIN-R-0789); a permanent that left the
// battlefield gets nothing.
bool op_monstrosity(Ctx& c, const Effect& e, const Option* ans) {
  GameState& st = c.g.st;
  auto here = [&](Target tg) {
    return tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Battlefield &&
           !st.obj(tg.id).left;
  };
  for (Target tg : *c.who)
    if (here(tg) && st.obj(tg.id).monstrous) return true;
  if (!op_put_counters(c, e, ans)) return false;  // asks the order of replacements first (616.1)
  for (Target tg : *c.who)
    if (here(tg)) st.obj(tg.id).monstrous = true;  // 701.37b
  return true;
}

}  // namespace lore::effects
