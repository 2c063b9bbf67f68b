// Effect primitives: destroying, regenerating and sacrificing permanents.
#include <algorithm>

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
  const Effect::DestroySacrifice& d = params<Effect::DestroySacrifice>(e);
  ManaCost cost = d.cost;
  if (d.its_mana_cost) {  // "its mana cost", X being 0 (107.3); none can't be paid (118.6)
    cost = def(st, c.item.obj).cost;
    cost.x = 0;
  }
  if (c.t.d == 0) {
    if (!ans && (!d.its_mana_cost || cost.present) && ask_to_pay(c, cost)) return false;
    bool pays = ans && ans->kind == OptKind::Yes;
    if (pays) st.paying = cost;
    c.t.d = pays ? 1 : 2;
    ans = nullptr;
  }
  if (c.t.d == 1) {
    return pay_while_resolving(c, p, ans, "118.12a", c.item.obj, cost.mana_value());
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
  bool may_regenerate = !params<Effect::DestroySacrifice>(e).no_regen;  // 701.19c
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  std::vector<ObjId> targets, dying;  // a shield counter keeps one from dying (122.1c)
  for (Target tg : who)
    if (tg.kind == Target::Object && st.obj(tg.id).zone == Zone::Battlefield &&
        !st.obj(tg.id).left) {
      targets.push_back(tg.id);
      if (st.obj(tg.id).count(Counter::Shield) == 0 &&
          !regeneration_applies(st, tg.id, may_regenerate))
        dying.push_back(tg.id);
    }
  // An answer about an object is a destroy or "would die" choice; one about no object is the
  // order of a life gain that comes with a replacement (replacements_settled()).
  const bool life_order = ans && ans->kind == OptKind::Replacement && ans->obj == kNoObj;
  if (!destroy_replacements_settled(g, targets, may_regenerate, life_order ? nullptr : ans) ||
      !replacements_settled(g, dying, life_order ? ans : nullptr)) {
    push_task(g, c.t);
    return false;
  }
  st.left_together.clear();
  std::array<int, kMaxPlayers> made{};  // tokens for each controller of a destroyed creature
  for (ObjId id : targets) {            // 701.8a: "destroyed this way": not one exiled instead
    bool to_graveyard = false;
    if (destroy(g, id, "701.8a", true, may_regenerate, &to_graveyard) && to_graveyard)
      ++made[static_cast<size_t>(st.obj(id).controller)];
  }
  if (e.token)
    for (int k = 0; k < st.num_players; ++k) {  // APNAP order (101.4)
      auto p = static_cast<PlayerId>((st.active + k) % st.num_players);
      int n =
          replaced_amount(g, StaticKind::DoubleTokensYouCreate, made[static_cast<size_t>(p)], p);
      std::vector<CardId> extra;  // Queen Allenal's Soldiers, Quina's Frogs (614.1a)
      tokens_added(g, n, card_def(e.token_id).is(TCreature), p, extra);
      for (int i = 0; i < n; ++i) create_token(g, e.token_id, p);
      for (CardId plus : extra) create_token(g, plus, p);
    }
  return true;
}

// "For each opponent, choose a <filter> permanent that player controls. Destroy the chosen
// permanents." (Ultimate Magic: Meteor): the controller chooses as the effect resolves, one for
// each opponent (`who`, APNAP order) who controls one (608.2c: not targeted; 609.3: none for an
// opponent who controls none); then all are destroyed at once (701.8a). t.d: 0 fresh; 1 + k
// while choosing for opponent k; past the opponents while destroying (a destroy replacement asked
// in between keeps the chosen in st.scratch).
bool op_destroy_chosen_per_opponent(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& opponents = *c.who;
  const int n = static_cast<int>(opponents.size());
  if (c.t.d == 0) {
    st.scratch.clear();
    c.t.d = 1;
  } else if (c.t.d <= n && ans && ans->kind == OptKind::Object) {
    st.scratch.push_back(ans->obj);
    ++c.t.d;
    ans = nullptr;
  }
  for (; c.t.d <= n; ++c.t.d) {
    const Target who = opponents[static_cast<size_t>(c.t.d - 1)];
    std::vector<Option> opts;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == player_of(who) &&
          matches(st, id, e.filter, c.item.controller, c.item.obj))
        opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) continue;
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj, 1);
    return false;
  }
  std::vector<Target> chosen;
  for (ObjId id : st.scratch) chosen.push_back({Target::Object, id});
  Ctx destroying = c;
  destroying.who = &chosen;
  if (!op_destroy(destroying, e, ans)) return false;
  st.scratch.clear();
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

// 701.21a: each player chooses what they sacrifice; several players choose in APNAP order, then
// all that was chosen is sacrificed at once (101.4). st.scratch: the choices so far; c.t.d: 1 once
// begun.
bool op_sacrifice(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  if (who.empty()) return true;
  if (c.t.d == 0) {
    st.scratch.clear();
    c.t.d = 1;
  }
  if (ans && ans->kind == OptKind::Object) st.scratch.push_back(ans->obj);
  // The first player around the table from the active one (APNAP, 101.4) still choosing.
  for (int i = 0; i < st.num_players; ++i) {
    auto p = static_cast<PlayerId>((st.active + i) % st.num_players);
    if (!st.in_game(p)) continue;  // 800.4a: left, with their permanents
    if (std::none_of(who.begin(), who.end(), [&](Target tg) {
          return tg == Target{Target::Player, p};
        }))
      continue;
    int chosen =
        static_cast<int>(std::count_if(st.scratch.begin(), st.scratch.end(),
                                       [&](ObjId id) { return st.obj(id).controller == p; }));
    std::vector<Option> opts;
    int matching = 0;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p && matches(st, id, e.filter, p, item.obj)) {
        ++matching;
        if (std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end())
          opts.push_back({OptKind::Object, id, 0});
      }
    // "half the <filter> they control, rounded down" (107.1a): counted among those they control
    // now, the chosen ones included (they are all sacrificed at once, ruling FIN-R-0423)
    int need = params<Effect::DestroySacrifice>(e).half_rounded_down ? matching / 2 : a;
    if (chosen >= need || opts.empty()) continue;
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCostObject, p, std::move(opts), item.obj, need - chosen);
    return false;
  }
  if (!replacements_settled(g, st.scratch, ans)) {
    push_task(g, c.t);
    return false;
  }
  c.did = !st.scratch.empty();  // for a following "If you do" / "If they don't"
  c.t.b = c.did ? (c.t.b | kDidBit) : (c.t.b & ~kDidBit);  // also when not optional (Victimize)
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  st.left_together.clear();  // one event: they leave together
  for (ObjId id : chosen) sacrifice(g, id);
  // "the sacrificed permanent": as it last existed on the battlefield (608.2h, ruling FIN-R-0819)
  if (!chosen.empty()) st.last_moved = chosen.back();
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

// "Sacrifice any number of <filter>" (701.21a): the controller chooses them (st.scratch), then
// they are sacrificed at the same time. LastAmount: how many ("for each permanent sacrificed
// this way").
bool op_sacrifice_any_number(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  std::vector<ObjId> pool;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && matches(st, id, e.filter, p, c.item.obj)) pool.push_back(id);
  bool choosing = c.t.d < 2;  // else the answer is a replacement choice (616.1)
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, static_cast<int>(pool.size()),
               choosing ? ans : nullptr))
    return false;
  if (!replacements_settled(g, st.scratch, choosing ? nullptr : ans)) {
    push_task(g, c.t);
    return false;
  }
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  st.left_together.clear();  // one event: they leave together
  for (ObjId id : chosen) sacrifice(g, id);
  c.t.a = static_cast<int32_t>(chosen.size());
  return true;
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
