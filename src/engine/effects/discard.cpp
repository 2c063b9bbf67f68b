// Effect primitives: discarding cards from hand.
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// "Each player discards N cards" (701.9a): starting with the active player and going in turn
// order (101.4), each player chooses their cards without revealing them; then every chosen card
// is discarded at the same time (ruling DMU-R-0188). st.scratch holds the chosen cards; t.d =
// player index * 64 + cards that player chose.
bool discard_each(Ctx& c, std::vector<Target> who, int a, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::stable_sort(who.begin(), who.end(),
                   [&](Target x, Target y) { return (x.id == st.active) > (y.id == st.active); });
  if (ans) {
    st.scratch.push_back(ans->obj);
    ++c.t.d;
  } else if (c.t.d == 0) {
    st.scratch.clear();
  }
  for (; c.t.d / 64 < static_cast<int>(who.size()); c.t.d = (c.t.d / 64 + 1) * 64) {
    PlayerId p = player_of(who[static_cast<size_t>(c.t.d / 64)]);
    std::vector<Option> opts;
    for (ObjId id : st.players[static_cast<size_t>(p)].hand)
      if (std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end())
        opts.push_back({OptKind::Object, id, 0});
    if (c.t.d % 64 < a && !opts.empty()) {
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseDiscard, p, std::move(opts), c.item.obj, a - c.t.d % 64);
      return false;
    }
  }
  std::vector<ObjId> chosen = std::move(st.scratch);
  st.scratch.clear();
  st.moved.clear();  // "cards discarded this way" (Kefka, Court Mage)
  for (ObjId id : chosen) {
    st.last_moved = discard(g, id);  // "that card" for "when you do"
    if (st.last_moved != kNoObj) st.moved.push_back(st.last_moved);
  }
  c.did = !chosen.empty();  // for "If you do"
  return true;
}

}  // namespace

// 701.9a: the player chooses the cards to discard
bool op_discard(Ctx& c, const Effect& /*e*/, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  return discard_each(c, who, a, ans);
}

// 701.20a: the hand is revealed; the controller chooses a card
bool op_discard_chosen(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  if (ans) {
    discard(g, ans->obj);
    return true;
  }
  log_card(g, LogKind::Reveal, "701.20a", kNoObj, p);  // the whole hand
  std::vector<Option> opts;
  for (ObjId id : cards_matching(st, st.players[static_cast<size_t>(p)].hand, e.filter,
                                 item.controller, item.obj))
    opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj);
  return false;
}

// Persecute: "Choose a color. Target player reveals their hand and discards all cards of that
// color." The color is chosen as it resolves (608.2d), then the hand is revealed (701.20a) and the
// cards of that color are discarded together (701.9a; a multicolored card has it, 105.2).
bool op_discard_all_of_chosen_color(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.who->empty()) return true;
  if (!ans) {
    std::vector<Option> opts;
    for (int k = MW; k <= MG; ++k) opts.push_back({OptKind::Color, kNoObj, k});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseColor, c.item.controller, std::move(opts), c.item.obj);
    return false;
  }
  const ColorMask color = mana_kind_color(ans->n);
  const PlayerId p = player_of((*c.who)[0]);
  log_card(g, LogKind::Reveal, "701.20a", kNoObj, p);  // the whole hand
  std::vector<ObjId> of_color;
  for (ObjId id : st.players[static_cast<size_t>(p)].hand)
    if (chars(st, id).colors & color) of_color.push_back(id);
  for (ObjId id : of_color) discard(g, id);
  c.did = !of_color.empty();
  return true;
}

// all chosen cards are discarded at once (701.9a)
bool op_discard_any_number(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  const auto& hand = st.players[static_cast<size_t>(p)].hand;
  if (!collect(c, DecisionKind::ChooseDiscard, p, hand, 0, static_cast<int>(hand.size()), ans))
    return false;
  std::vector<ObjId> chosen = st.scratch;
  st.scratch.clear();
  for (ObjId id : chosen) discard(g, id);
  c.t.a = static_cast<int32_t>(chosen.size());
  return true;
}

// 701.9a: each player discards up to that many cards
// t.d: cards discarded so far
bool op_discard_up_to(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  if (c.t.d == 0) st.last_count = 0;
  if (ans && ans->kind == OptKind::Object) {
    discard(g, ans->obj);
    ++c.t.d;
    st.last_count = static_cast<int16_t>(c.t.d);
  }
  auto& hand = st.players[static_cast<size_t>(p)].hand;
  if ((ans && ans->kind == OptKind::Done) || c.t.d >= a || hand.empty()) return true;
  std::vector<Option> opts;
  for (ObjId id : hand) opts.push_back({OptKind::Object, id, 0});
  opts.push_back({OptKind::Done});
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseDiscard, p, std::move(opts), item.obj, a - c.t.d);
  return false;
}

// 701.9a: all at once
bool op_discard_hand(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  st.last_count = 0;
  c.t.a = 0;  // LastAmount: the greatest number of cards a player discarded this way (Windfall)
  for (Target tg : who) {
    std::vector<ObjId> hand = st.players[static_cast<size_t>(tg.id)].hand;
    for (ObjId id : hand) discard(g, id);
    st.last_count = static_cast<int16_t>(st.last_count + static_cast<int>(hand.size()));
    c.t.a = std::max(c.t.a, static_cast<int32_t>(hand.size()));
  }
  return true;
}

// 701.9b: "discard a card at random": the game's generator picks the card, or a scenario's
// `random N` (the Nth card of the hand, in hand order; Game::forced_random). Each card is
// discarded before the next is picked; "that card" is the last one (GameState::last_moved).
bool op_discard_at_random(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  st.last_count = 0;
  for (Target tg : *c.who)
    for (int k = 0; k < c.a; ++k) {
      const std::vector<ObjId>& hand = st.players[static_cast<size_t>(tg.id)].hand;
      if (hand.empty()) break;
      size_t pick;
      if (!g.forced_random.empty()) {
        int n = g.forced_random.front();
        g.forced_random.erase(g.forced_random.begin());
        if (n < 0 || static_cast<size_t>(n) >= hand.size())
          throw std::invalid_argument("a random discard is forced as card " +
                                      std::to_string(n + 1) + " of a hand of " +
                                      std::to_string(hand.size()));
        pick = static_cast<size_t>(n);
      } else {
        pick = st.rng.below(static_cast<uint32_t>(hand.size()));
      }
      st.last_moved = discard(g, hand[pick], LogKind::Discard, "701.9b");
      ++st.last_count;
    }
  c.did = st.last_count > 0;
  return true;
}

// Discordant Dirge: "Look at target opponent's hand and choose up to X cards from it. That
// player discards those cards." The controller looks (nothing is revealed to the others) and
// chooses one card at a time (st.scratch); the chosen cards are discarded together (701.9a).
bool op_discard_chosen_up_to(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.who->empty()) return true;
  const PlayerId p = player_of((*c.who)[0]);
  const std::vector<ObjId> hand = st.players[static_cast<size_t>(p)].hand;
  if (!collect(c, DecisionKind::ChooseCard, c.item.controller, hand, 0, c.a, ans)) return false;
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  for (ObjId id : chosen) discard(g, id);
  return true;
}

}  // namespace lore::effects
