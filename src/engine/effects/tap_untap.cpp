// Effect primitives: tapping and untapping permanents.
#include "engine/effects/ops.h"

namespace lore::effects {

// 701.26a: tap a permanent; 701.26a, 122.1d: tap it and put a stun counter on it
bool op_tap_or_tap_and_stun(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      tap(g, tg.id);
      log_obj(g, LogKind::Tap, "701.26a", tg.id);
      if (e.op == Op::TapAndStun) add_counters(g, tg.id, Counter::Stun, a, c.item.controller);
    }
  return true;
}

// 701.26b: untap a permanent
bool op_untap(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) untap(g, tg.id, "701.26b");
  return true;
}

// 506.4: "remove <it> from combat": it stops being an attacking or blocking creature and stays
// tapped or untapped (ruling FIN-R-0792; Observed Stasis)
bool op_remove_from_combat(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(c.g.st, tg.id)) remove_from_combat(c.g, tg.id);
  return true;
}

// 701.26a, 608.2c: tap any number of permanents chosen as it resolves
bool op_tap_any_number(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  std::vector<ObjId> pool;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && !st.obj(id).tapped && matches(st, id, e.filter, p, item.obj))
      pool.push_back(id);
  // With a: "tap a untapped <filter> you control" (exactly a; not done if there aren't that many,
  // Raff, Weatherlight Stalwart)
  const int exactly = c.a;
  if (exactly > static_cast<int>(pool.size())) {
    c.did = false;
    return true;
  }
  if (!collect(c, DecisionKind::ChooseCard, p, pool, exactly,
               exactly > 0 ? exactly : static_cast<int>(pool.size()), ans))
    return false;
  std::vector<ObjId> chosen = st.scratch;
  st.scratch.clear();
  for (ObjId id : chosen) {
    tap(g, id);
    log_obj(g, LogKind::Tap, "701.26a", id);
  }
  c.t.a = static_cast<int32_t>(chosen.size());
  return true;
}

// chosen as it resolves (608.2c), any player's permanents
bool op_untap_up_to(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  int a = c.a;
  PlayerId p = item.controller;
  std::vector<ObjId> pool;
  for (ObjId id : st.battlefield)
    if (st.obj(id).tapped && matches(st, id, e.filter, p, item.obj)) pool.push_back(id);
  int most = std::min(a, static_cast<int>(pool.size()));
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, most, ans)) return false;
  std::vector<ObjId> chosen = st.scratch;
  st.scratch.clear();
  for (ObjId id : chosen) untap(g, id, "701.26b");
  return true;
}

// 502.3, 611.2c: "<filter> target player controls don't untap during their next untap step"
// (Exhaustion): the permanents they control as it resolves, each remembered with that player
// (GameState::skip_next_untap) until that player's next untap step.
bool op_doesnt_untap_next_untap_step(Ctx& c, const Effect& e, const Option* /*ans*/) {
  GameState& st = c.g.st;
  for (Target tg : *c.who) {
    if (tg.kind != Target::Player) continue;
    const PlayerId p = static_cast<PlayerId>(tg.id);
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p && matches(st, id, e.filter, c.item.controller, c.item.obj))
        st.skip_next_untap.push_back({id, p});
  }
  return true;
}

// Somnophore: "That creature doesn't untap during its controller's untap step for as long as this
// creature remains on the battlefield." (611.2b: nothing if it already left; GameState::
// untap_locks)
// Mana Leech: "It doesn't untap during its controller's untap step for as long as this creature
// remains tapped." (611.2b: nothing if it already untapped or left; GameState::tapped_untap_locks)
bool op_doesnt_untap_while_source_remains(Ctx& c, const Effect& e, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const bool while_tapped = e.op == Op::DoesntUntapWhileSourceTapped;
  if (!on_battlefield(st, c.item.obj) || (while_tapped && !st.obj(c.item.obj).tapped)) return true;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id))
      (while_tapped ? st.tapped_untap_locks : st.untap_locks).push_back({tg.id, c.item.obj});
  return true;
}

// Turnabout: "Choose artifact, creature, or land. Tap all untapped permanents of the chosen type
// target player controls, or untap all tapped permanents of that type that player controls."
// Both choices are made as it resolves (608.2d), as two ChooseMode decisions: the type (1
// artifact, 2 creature, 3 land), then 1 tap or 2 untap. t.d: the type chosen, plus one.
bool op_tap_or_untap_all_of_chosen_type(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.who->empty()) return true;
  if (ans && c.t.d == 0) {
    c.t.d = ans->n + 1;
    ans = nullptr;
  }
  if (!ans) {
    std::vector<Option> opts;
    for (int i = 0; i < (c.t.d == 0 ? 3 : 2); ++i) opts.push_back({OptKind::Number, kNoObj, i});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseMode, c.item.controller, std::move(opts), c.item.obj);
    return false;
  }
  static constexpr TypeMask kTypes[] = {TArtifact, TCreature, TLand};
  const TypeMask type = kTypes[c.t.d - 1];
  const bool tapping = ans->n == 0;
  const PlayerId p = player_of((*c.who)[0]);
  std::vector<ObjId> chosen;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && st.obj(id).tapped != tapping && is_type(st, id, type))
      chosen.push_back(id);
  for (ObjId id : chosen)
    if (tapping) {
      tap(g, id);
      log_obj(g, LogKind::Tap, "701.26a", id);
    } else {
      untap(g, id, "701.26b");
    }
  return true;
}

}  // namespace lore::effects
