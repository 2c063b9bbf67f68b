// Effect primitives: adding mana and paying or changing costs.
#include <algorithm>

#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// "You may pay <cost> [and exile N cards from your graveyard]" while resolving (608.2d: the
// choice is made now; 118.3: not offered when the cost can't be paid, all its parts). "If you
// do" then follows whether it was paid. t.d: 0 asks, 1 paying the mana, 2 + k exiling (k cards
// exiled so far).
bool pay_optional(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  // The player the effect names pays ("unless that player pays {1}": Rhystic Study), else its
  // controller.
  PlayerId p = c.who->empty() || (*c.who)[0].kind != Target::Player ? c.item.controller
                                                                    : player_of((*c.who)[0]);
  if (p == kNoPlayer) return true;
  const ManaCost& cost = params<Effect::ManaCosts>(e).cost;
  const int exile = params<Effect::ManaCosts>(e).exile_from_graveyard;
  const std::vector<ObjId>& graveyard = st.players[static_cast<size_t>(p)].graveyard;
  auto cards_there = [&] {
    return static_cast<int>(std::count_if(graveyard.begin(), graveyard.end(),
                                          [&](ObjId id) { return is_card(st, id); }));
  };
  if (c.t.d == 0) {
    if (!ans && cards_there() >= exile && ask_to_pay(c, cost, p)) return false;
    if (!ans || ans->kind != OptKind::Yes) {
      c.t.b &= ~kDidBit;
      return true;
    }
    st.paying = cost;
    c.t.d = 1;
    ans = nullptr;
  }
  if (c.t.d == 1) {
    if (!pay_while_resolving(c, p, ans, "608.2d", c.item.obj, cost.mana_value())) return false;
    c.t.d = 2;
    ans = nullptr;
  }
  // 601.2h, 118.3: "exile N cards from your graveyard", the cards chosen one at a time
  if (ans && ans->kind == OptKind::Object) {
    move_object(g, ans->obj, Zone::Exile);
    ++c.t.d;
  }
  for (int left = exile - (c.t.d - 2); left > 0; left = exile - (c.t.d - 2)) {
    std::vector<Option> opts;
    for (ObjId id : graveyard)
      if (is_card(st, id)) opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) break;
    if (static_cast<int>(opts.size()) <= left) {  // no choice: all of them
      std::vector<ObjId> all;
      for (const Option& o : opts) all.push_back(o.obj);
      for (ObjId id : all) move_object(g, id, Zone::Exile);
      break;
    }
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCostObject, p, std::move(opts), c.item.obj, left);
    return false;
  }
  c.t.b |= kDidBit;
  return true;
}

}  // namespace

// 106.4: it stays in the pool until the step ends
bool op_add_mana(Ctx& c, const Effect& e, const Option* ans) {
  ColorMask colors = params<Effect::ManaCosts>(e).colors;
  if (params<Effect::ManaCosts>(e).one_color) {  // "one mana of any color" (608.2d)
    if (!ans || ans->kind != OptKind::Color) {
      std::vector<Option> opts;
      for (int k = MW; k <= MG; ++k)
        if (mana_kind_color(k) & colors) opts.push_back({OptKind::Color, kNoObj, k});
      push_task(c.g, c.t);
      ask(c.g, DecisionKind::ChooseColor, c.item.controller, std::move(opts), c.item.obj);
      return false;
    }
    colors = mana_kind_color(ans->n);
  }
  SpendOnly only = params<Effect::ManaCosts>(e).spend_only;
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who) {
    Player& pl = st.players[static_cast<size_t>(tg.id)];
    int added = 0;
    for (int kind = 0; kind < kManaKinds; ++kind)
      if (colors ? (mana_kind_color(kind) & colors) != 0 : kind == MC) {
        pl.pool.amount[static_cast<size_t>(kind)] =
            static_cast<int16_t>(pl.pool.amount[static_cast<size_t>(kind)] + a);
        if (only != SpendOnly::Anything)  // 106.6: "You can't spend this mana to cast spells"
          pl.pool.restricted_of(only, kind) =
              static_cast<int16_t>(pl.pool.restricted_of(only, kind) + a);
        added += a;
      }
    if (g.log) {
      LogEntry le = entry(g, LogKind::ManaAdded, "106.4");
      le.player = player_of(tg);
      le.card = st.obj(item.obj).card;
      le.obj = item.obj;
      le.amount = added;
      le.amount2 = colors ? colors : -1;  // the colors of the mana; -1: colorless
      g.emit(le);
    }
    // "if you haven't added mana with this ability this turn": the source added mana
    if (added > 0 && params<Effect::ManaCosts>(e).counts_for_source && on_battlefield(st, item.obj))
      ++st.obj(item.obj).activations;
  }
  return true;
}

// 118.12a: "you may pay"; if you do
bool op_pay_optional(Ctx& c, const Effect& e, const Option* ans) { return pay_optional(c, e, ans); }

// 601.2f: spells cost more this turn
bool op_cost_more_this_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who) {
    auto& inc = st.players[static_cast<size_t>(tg.id)].cost_increase;
    inc = static_cast<int8_t>(inc + a);
  }
  return true;
}

// Shanna, Purifying Blade: "you may pay {X}. If you do, draw X cards. X can't be greater than
// <a>": X is chosen as it resolves (ruling DMU-R-0265), up to `a` and what the player can pay,
// then paid (608.2d). t.d: 1 + X while paying; LastAmount (t.a) is X.
bool op_pay_x_up_to(Ctx& c, const Effect& /*e*/, const Option* ans) {
  GameState& st = c.g.st;
  const PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans) {
      ask_mana_amount(c, p, std::min(c.a, 99));
      return false;
    }
    st.paying = ManaCost{};
    st.paying.generic = static_cast<int16_t>(ans->n);
    c.t.d = 1 + ans->n;
    ans = nullptr;
  }
  if (!pay_while_resolving(c, p, ans, "608.2d", c.item.obj, c.t.d - 1)) return false;
  c.t.a = c.t.d - 1;  // "draw X cards"
  c.t.b |= kDidBit;
  return true;
}

}  // namespace lore::effects

namespace lore::effects {

// 611.2c: a resolved spell's effect that gives abilities affects the objects it finds as it
// resolves; they have the ability until end of turn (514.2), from this timestamp (613.7).
bool op_gain_mana_ability_until_end_of_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const int32_t timestamp = st.next_timestamp++;
  for (Target t : *c.who)
    if (t.kind == Target::Object && t.id != kNoObj && !st.obj(t.id).left)
      st.gained_mana.push_back({t.id, c.item.source_card, timestamp});
  return true;
}

}  // namespace lore::effects
