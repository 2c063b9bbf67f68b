// "Each player may ..." effects: each player the effect names chooses in turn order, starting
// with the active player (101.4), then the chosen actions happen at the same time. The players
// who did are GameState::players_did (Who::OpponentsWhoDid, Who::OpponentsWhoDidNot).
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// The recipients in APNAP order (101.4): the active player first, then the others in turn order.
std::vector<PlayerId> in_apnap_order(const GameState& st, const std::vector<Target>& who) {
  std::vector<PlayerId> out;
  for (int i = 0; i < st.num_players; ++i) {
    auto p = static_cast<PlayerId>((st.active + i) % st.num_players);
    if (!st.in_game(p)) continue;  // 800.4a
    for (Target tg : who)
      if (tg == Target{Target::Player, p}) out.push_back(p);
  }
  return out;
}

// Each player of `order` in turn chooses up to one of the objects `pool(p)` offers (st.scratch
// collects them), asked as a `kind` decision with "done" for none; t.d: 1 + the players asked.
// Returns false after asking; consumes an answer to its own question.
// With `first_only` ("any player may ... If a player does"), the asking ends with the first
// player who chooses one.
template <class Pool>
bool each_chooses_up_to_one(Ctx& c, const std::vector<PlayerId>& order, DecisionKind kind,
                            const Option*& ans, Pool pool, bool first_only = false) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.t.d == 0) {
    st.players_did = 0;
    st.scratch.clear();
    c.t.d = 1;
  }
  if (ans && c.t.d - 1 < static_cast<int>(order.size())) {
    if (ans->kind == OptKind::Object) st.scratch.push_back(ans->obj);
    ++c.t.d;
    ans = nullptr;
  }
  std::vector<Option> opts;
  for (; c.t.d - 1 < static_cast<int>(order.size()) && !(first_only && !st.scratch.empty());
       ++c.t.d) {
    PlayerId p = order[static_cast<size_t>(c.t.d - 1)];
    opts.clear();
    pool(p, opts);
    if (opts.empty()) continue;  // nothing to choose: they don't
    opts.push_back({OptKind::Done});
    push_task(g, c.t);
    ask(g, kind, p, std::move(opts), c.item.obj, 1);
    return false;
  }
  return true;
}

}  // namespace

// Snort: "Each player may discard their hand and draw five cards." t.d: 1 + the players asked.
// A player may discard an empty hand (ruling FIN-R-0826).
bool op_each_may_discard_hand_and_draw(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<PlayerId> order = in_apnap_order(st, *c.who);
  if (c.t.d == 0) {
    st.players_did = 0;
    c.t.d = 1;
  }
  if (ans) {
    auto p = order[static_cast<size_t>(c.t.d - 1)];
    if (ans->kind == OptKind::Yes) st.players_did = static_cast<uint8_t>(st.players_did | 1 << p);
    ++c.t.d;
  }
  if (c.t.d - 1 < static_cast<int>(order.size())) {
    push_task(g, c.t);
    ask(g, DecisionKind::YesNo, order[static_cast<size_t>(c.t.d - 1)],
        {{OptKind::Yes}, {OptKind::No}}, c.item.obj);
    return false;
  }
  // 101.4: the discards happen together, then the draws (in APNAP order, 121.2)
  for (PlayerId p : order)
    if (st.players_did >> p & 1) {
      std::vector<ObjId> hand = st.players[static_cast<size_t>(p)].hand;
      for (ObjId id : hand) discard(g, id);
    }
  for (PlayerId p : order)
    if (st.players_did >> p & 1) draw_cards(g, p, c.a);
  return true;
}

// Argothian Wurm, `b` 1: "any player may sacrifice a land of their choice. If a player does,
// ...": asked in turn order, starting with the active player (101.4), until one does.
// Fandaniel: "each opponent may sacrifice a nontoken creature of their choice": each chooses up
// to one `filter` permanent they control (st.scratch), then they are sacrificed together (ruling
// FIN-R-0732).
bool op_each_may_sacrifice(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<PlayerId> order = in_apnap_order(st, *c.who);
  auto permanents = [&](PlayerId p, std::vector<Option>& opts) {
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p && matches(st, id, e.filter, p, c.item.obj))
        opts.push_back({OptKind::Object, id, 0});
  };
  if (!each_chooses_up_to_one(c, order, DecisionKind::ChooseCostObject, ans, permanents,
                              e.b.n == 1))
    return false;
  if (!replacements_settled(g, st.scratch, ans)) {
    push_task(g, c.t);
    return false;
  }
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  st.left_together.clear();  // one event: they leave together
  for (ObjId id : chosen) {
    st.players_did = static_cast<uint8_t>(st.players_did | 1 << st.obj(id).controller);
    sacrifice(g, id);
  }
  return true;
}

// Mog: "each player may discard a card": each chooses up to one card of their hand (st.scratch),
// then they are discarded together; the discarded cards are st.moved (ruling FIN-R-0791).
bool op_each_may_discard_card(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<PlayerId> order = in_apnap_order(st, *c.who);
  auto hand = [&](PlayerId p, std::vector<Option>& opts) {
    for (ObjId id : st.players[static_cast<size_t>(p)].hand)
      opts.push_back({OptKind::Object, id, 0});
  };
  if (!each_chooses_up_to_one(c, order, DecisionKind::ChooseDiscard, ans, hand)) return false;
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  st.moved.clear();
  for (ObjId id : chosen) {
    st.players_did = static_cast<uint8_t>(st.players_did | 1 << st.obj(id).owner);
    st.moved.push_back(discard(g, id));
  }
  return true;
}

// Ill-Gotten Gains: "each player ... returns up to a cards from their graveyard to their hand":
// in APNAP order each chooses (st.scratch; t.d: 1 + the players done, t.a: the cards the
// current one chose), then the cards return together (101.4). LastAmount: how many.
bool op_each_returns_from_graveyard(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<PlayerId> order = in_apnap_order(st, *c.who);
  if (c.t.d == 0) {
    st.scratch.clear();
    c.t.d = 1;
    c.t.a = 0;
  }
  if (ans && c.t.d - 1 < static_cast<int>(order.size())) {
    if (ans->kind == OptKind::Object) {
      st.scratch.push_back(ans->obj);
      ++c.t.a;
    } else {  // done
      ++c.t.d;
      c.t.a = 0;
    }
  }
  for (; c.t.d - 1 < static_cast<int>(order.size()); ++c.t.d, c.t.a = 0) {
    PlayerId p = order[static_cast<size_t>(c.t.d - 1)];
    if (c.t.a >= c.a) continue;
    std::vector<Option> opts;
    for (ObjId id : st.players[static_cast<size_t>(p)].graveyard)
      if (is_card(st, id) &&
          std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end())
        opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) continue;
    opts.push_back({OptKind::Done});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj, c.a - c.t.a);
    return false;
  }
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  for (ObjId id : chosen) move_object(g, id, Zone::Hand);
  c.t.a = static_cast<int32_t>(chosen.size());
  return true;
}

}  // namespace lore::effects
