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
  if (e.distribute) {  // 601.2d: each target gets the share announced with the targets
    for_each_share(c, e, a, true, [&](Target tg, int n) { add_counters(g, tg.id, e.counter, n); });
    return true;
  }
  for (Target tg : who)
    if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Battlefield &&
        !st.obj(tg.id).left) {
      add_counters(g, tg.id, e.counter, a);
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
  if (ans) {
    add_counters(g, ans->obj, e.counter, ans->n);
    ++c.t.d;
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

// 122.8, 608.2h: the source's last-known counters are put on it
bool op_put_source_counters(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  const Object& src = st.obj(item.obj);  // last known (608.2h)
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id))
      for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
        if (src.counters[static_cast<size_t>(k)] > 0 && k != static_cast<int>(Counter::Poison))
          add_counters(g, tg.id, static_cast<Counter>(k), src.counters[static_cast<size_t>(k)]);
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

}  // namespace lore::effects
