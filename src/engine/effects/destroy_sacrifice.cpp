// Effect primitives: destroying, regenerating and sacrificing permanents.
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// 118.12a: "Sacrifice <who> unless you pay <cost>" means "You may pay <cost>. If you don't,
// sacrifice <who>." The choice is offered whenever the cost can be paid, even if there is
// nothing left to sacrifice. t.d: 0 asks whether to pay, 1 paying, 2 sacrificing.
bool sacrifice_unless_pays(Ctx& c, const Effect& e, const std::vector<Target>& who,
                           const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans && ask_to_pay(c, e)) return false;
    bool pays = ans && ans->kind == OptKind::Yes;
    if (pays) st.paying = e.cost;
    c.t.d = pays ? 1 : 2;
    ans = nullptr;
  }
  if (c.t.d == 1) {
    return pay_while_resolving(c, p, ans, "118.12a", c.item.obj, e.cost.mana_value());
  }
  std::vector<ObjId> dying;  // 701.21a: only a permanent they control can be sacrificed
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id) && st.obj(tg.id).controller == p)
      dying.push_back(tg.id);
  if (!replacements_settled(g, dying, ans)) {
    push_task(g, c.t);
    return false;
  }
  for (ObjId id : dying) sacrifice(g, id);
  return true;
}

}  // namespace

// 701.8a: moved from the battlefield to the graveyard
bool op_destroy(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  std::vector<ObjId> targets, dying;  // a shield counter keeps one from dying (122.1c)
  for (Target tg : who)
    if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Battlefield &&
        !st.obj(tg.id).left) {
      targets.push_back(tg.id);
      if (st.obj(tg.id).count(Counter::Shield) == 0 &&
          !regeneration_applies(st, tg.id, !e.no_regen))
        dying.push_back(tg.id);
    }
  if (!destroy_replacements_settled(g, targets, !e.no_regen, ans) ||
      !replacements_settled(g, dying, nullptr)) {
    push_task(g, c.t);
    return false;
  }
  st.left_together.clear();
  std::array<int, kMaxPlayers> made{};  // tokens for each controller of a destroyed creature
  for (ObjId id : targets)
    if (destroy(g, id, "701.8a", true, !e.no_regen))  // even if a replacement exiles it
      ++made[static_cast<size_t>(st.obj(id).controller)];
  if (e.token)
    for (int k = 0; k < st.num_players; ++k) {  // APNAP order (101.4)
      auto p = static_cast<PlayerId>((st.active + k) % st.num_players);
      for (int i = 0, n = replaced_amount(g, StaticKind::DoubleTokensYouCreate,
                                          made[static_cast<size_t>(p)], p);
           i < n; ++i)
        create_token(g, e.token_id, p);
    }
  return true;
}

// 701.19a: a shield for the next destruction this turn
bool op_regenerate(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) {
      ++st.obj(tg.id).regen_shields;
      log_obj(g, LogKind::RegenShield, "701.19a", tg.id);
    }
  return true;
}

// the player chooses what to sacrifice (701.21a)
bool op_sacrifice(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  if (ans && ans->kind == OptKind::Object) st.scratch.assign(1, ans->obj);
  if (!st.scratch.empty()) {  // the chosen one, once its replacement effects are settled
    if (!replacements_settled(g, st.scratch, ans)) {
      push_task(g, c.t);
      return false;
    }
    sacrifice(g, st.scratch[0]);
    st.scratch.clear();
    ++c.t.d;
  }
  if (c.t.d < a) {
    std::vector<Option> opts;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p && matches(st, id, e.filter, p, item.obj))
        opts.push_back({OptKind::Object, id, 0});
    c.did = c.t.d > 0;
    if (opts.empty()) return true;
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCostObject, p, std::move(opts), item.obj, a - c.t.d);
    return false;
  }
  c.did = c.t.d > 0;  // for a following "If you do" / "If they don't"
  return true;
}

// 701.21a: sacrifice the named permanent if its controller still controls it
bool op_sacrifice_it(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  std::vector<ObjId> dying;
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id) &&
        st.obj(tg.id).controller == item.controller)
      dying.push_back(tg.id);
  if (!replacements_settled(g, dying, ans)) {
    push_task(g, c.t);
    return false;
  }
  for (ObjId id : dying) sacrifice(g, id);
  c.did = !dying.empty();
  return true;
}

// 118.12a: "you may pay; if you don't, sacrifice"
bool op_sacrifice_unless_pays(Ctx& c, const Effect& e, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  return sacrifice_unless_pays(c, e, who, ans);
}

// 701.21a: piles are separated, one pile is sacrificed
// Liliana of the Veil: t.d 0 = start, 1 = splitting, 2 = choosing
bool op_separate_piles(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  if (c.t.d == 0) {
    st.scratch.clear();
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p) st.scratch.push_back(id);
    c.t.d = 1;
  } else if (c.t.d == 1 && ans) {
    for (ObjId& id : st.scratch)  // the first unassigned permanent goes to the chosen pile
      if (id >= 0 && !(id & (1 << 30))) {
        id = ans->n == 2 ? -2 - id : id | (1 << 30);
        break;
      }
  } else if (c.t.d == 2 && ans) {
    c.t.d = 10 + ans->n;  // the pile to sacrifice
    ans = nullptr;
  }
  if (c.t.d >= 10) {
    std::vector<ObjId> pile;
    for (ObjId id : st.scratch) {
      bool second = id < -1;
      ObjId obj = second ? -2 - id : id & ~(1 << 30);
      if ((c.t.d == 12) == second && !st.obj(obj).left) pile.push_back(obj);
    }
    if (!replacements_settled(g, pile, ans)) {
      push_task(g, c.t);
      return false;
    }
    for (ObjId obj : pile) sacrifice(g, obj);
    st.scratch.clear();
    return true;
  }
  if (c.t.d == 1) {
    for (ObjId id : st.scratch)
      if (id >= 0 && !(id & (1 << 30))) {
        push_task(g, c.t);
        ask(g, DecisionKind::ChoosePile, item.controller,
            {{OptKind::Number, id, 1}, {OptKind::Number, id, 2}}, id);
        return false;
      }
    c.t.d = 2;
  }
  push_task(g, c.t);
  ask(g, DecisionKind::ChoosePile, p, {{OptKind::Number, kNoObj, 1}, {OptKind::Number, kNoObj, 2}},
      item.obj, 1);
  return false;
}

}  // namespace lore::effects
