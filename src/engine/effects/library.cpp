// Effect primitives: drawing, milling, searching and looking at or revealing the library.
#include <algorithm>

#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// `p` reveals the top `n` cards of their library (701.20a), kept in st.scratch in library order.
void reveal_top_into_scratch(Game& g, PlayerId p, int n) {
  GameState& st = g.st;
  st.scratch.clear();
  const std::vector<ObjId>& library = st.players[static_cast<size_t>(p)].library;
  for (int i = 0; i < n && i < static_cast<int>(library.size()); ++i) {
    st.scratch.push_back(library[static_cast<size_t>(i)]);
    log_card(g, LogKind::Reveal, "701.20a", library[static_cast<size_t>(i)], p);
  }
}

// Where a card looked at by scry or surveil went: a card put into the graveyard is seen by all,
// one kept in the library only by the player who looked at it.
void log_look_choice(Game& g, PlayerId p, ObjId card, OptKind where, const char* rule) {
  if (!g.log || card == kNoObj) return;
  LogEntry e = entry(g, LogKind::LookedAt, rule);
  e.player = p, e.obj = card, e.card = g.st.obj(card).card;
  e.amount = where == OptKind::Top ? 0 : where == OptKind::Bottom ? 1 : 2;
  if (where != OptKind::Graveyard) e.seen = seen_by_player(p);
  g.emit(e);
}

// Looks at the top cards one at a time (scry 701.22, surveil 701.25). Returns false if asked.
bool look_at_top(Ctx& c, const Effect& e, int n, bool surveil, const Option* ans) {
  GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  if (c.t.d == 0) {
    st.scratch.assign(lib.begin(),
                      lib.begin() + std::min<size_t>(lib.size(), static_cast<size_t>(n)));
    if (c.g.log)
      log_obj(c.g, surveil ? LogKind::Surveil : LogKind::Scry, surveil ? "701.25a" : "701.22a",
              c.item.obj, n);
    c.t.d = 1;
  }
  if (ans) {
    ObjId card = ans->obj;
    if (ans->kind == OptKind::Bottom) {
      lib.erase(std::find(lib.begin(), lib.end(), card));
      lib.push_back(card);
    } else if (ans->kind == OptKind::Graveyard) {
      card = move_object(c.g, card, Zone::Graveyard);
    }
    log_look_choice(c.g, p, card, ans->kind, surveil ? "701.25a" : "701.22a");
    ++c.t.d;
  }
  size_t i = static_cast<size_t>(c.t.d - 1);
  if (i < st.scratch.size()) {
    ObjId card = st.scratch[i];
    std::vector<Option> opts{{OptKind::Top, card, 0},
                             {surveil ? OptKind::Graveyard : OptKind::Bottom, card, 0}};
    push_task(c.g, c.t);
    ask(c.g, surveil ? DecisionKind::SurveilCard : DecisionKind::ScryCard, p, std::move(opts),
        card);
    return false;
  }
  (void)e;
  st.scratch.clear();
  // 701.22b, 701.25c: a scry or surveil 0 is none; "Whenever you scry or surveil" (Matoya)
  if (n > 0) trigger_on_event(c.g, Event::ScriesOrSurveils, kNoObj, p);
  return true;
}

// The cards in st.scratch go to the bottom of their owner's library in a random order.
void scratch_to_bottom_random(GameState& st, PlayerId p) {
  auto& lib = st.players[static_cast<size_t>(p)].library;
  for (size_t i = st.scratch.size(); i > 1; --i)
    std::swap(st.scratch[i - 1], st.scratch[st.rng.below(static_cast<uint32_t>(i))]);
  for (ObjId id : st.scratch) {
    lib.erase(std::find(lib.begin(), lib.end(), id));
    lib.push_back(id);
  }
  st.scratch.clear();
}

bool filter_is_empty(const Filter& f) {
  return f.types == 0 && f.keyword_types == 0 && !f.has_conditions();
}

// Karn, Living Legacy: "Pay any amount of mana. Look at that many cards from the top of your
// library, then put one of those cards into your hand and the rest on the bottom of your
// library in a random order." t.d: 0 choose the amount; 1000 + n paying n; 2000 + n choosing.
bool pay_any_amount_look(Ctx& c, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans) {
      ask_mana_amount(c, p, 40);
      return false;
    }
    st.paying = ManaCost{};
    st.paying.generic = static_cast<int16_t>(ans->n);
    c.t.d = 1000 + ans->n;
    ans = nullptr;
  }
  if (c.t.d < 2000) {  // paying, one source at a time (as in 601.2g-h)
    if (ans && !activate_mana(g, ans->obj, ans->n)) {  // 616.1: its damage's order asked first
      push_task_under_top(g, c.t);
      return false;
    }
    spend_pool(st, p, kNoObj);  // a cost paid during resolution casts no spell (106.6)
    if (!st.paying.empty()) {
      push_task(g, c.t);
      ask(g, DecisionKind::PayMana, p, payment_options(st, p, kNoObj, nullptr, kNoObj), c.item.obj);
      return false;
    }
    int n = c.t.d - 1000;
    auto& lib = st.players[static_cast<size_t>(p)].library;
    st.scratch.assign(lib.begin(), lib.begin() + std::min<long>(n, static_cast<long>(lib.size())));
    c.t.d = 2000 + n;
    ans = nullptr;
  }
  if (st.scratch.empty()) return true;
  if (!ans) {
    std::vector<Option> opts;
    for (ObjId id : st.scratch) opts.push_back({OptKind::Object, id, 0});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
    return false;
  }
  std::erase(st.scratch, ans->obj);
  move_object(g, ans->obj, Zone::Hand);
  scratch_to_bottom_random(st, p);
  return true;
}

}  // namespace

// 121.1-121.2: cards are drawn one at a time
bool op_draw_cards(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  // 614.11: draws a replacement effect may replace with a choice (Abundance) are made by
  // DrawCards tasks; the resolution resumes here (t.d 1) once they are done.
  if (g.st.draw_replacers > 0) {
    if (c.t.d == 1) return true;
    bool asks = false;
    for (Target tg : who) asks |= draws_may_be_replaced(g.st, player_of(tg));
    if (asks) {
      c.t.d = 1;
      push_task(g, c.t);
      for (size_t i = who.size(); i-- > 0;) push_draws(g, player_of(who[i]), a);
      return false;
    }
  }
  for (Target tg : who) draw_cards(g, player_of(tg), a);
  return true;
}

// 701.17a: the top cards go to the graveyard
bool op_mill(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  st.moved.clear();  // "milled this way"
  for (Target tg : who) {
    // 614.1a (The Water Crystal); 701.17a: a player can't mill more cards than they have
    int k = replaced_amount(g, StaticKind::OpponentsMillMore, a, player_of(tg));
    for (int i = 0; i < k; ++i) {
      auto& lib = st.players[static_cast<size_t>(tg.id)].library;
      if (lib.empty()) break;
      log_obj(g, LogKind::Mill, "701.17a", lib.front());
      st.moved.push_back(move_object(g, lib.front(), Zone::Graveyard));
    }
  }
  return true;
}

// 406.3: each player exiles the top cards of their library (face up)
bool op_exile_top_of_library(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  for (Target tg : *c.who)
    for (int i = 0; i < c.a; ++i) {
      auto& lib = st.players[static_cast<size_t>(player_of(tg))].library;
      if (lib.empty()) break;
      log_obj(g, LogKind::Exiled, "406.3", lib.front());
      move_object(g, lib.front(), Zone::Exile);
    }
  return true;
}

// "Exile the top card of that player's library. You may cast that card for as long as it remains
// exiled." (406.3, 601.3): the permission is the exiled card's (Object::exile_caster). With b 1,
// "Until end of turn, you may cast that card." (Ragavan): only during this turn (play_turn).
bool op_exile_top_castable_while_exiled(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  for (Target tg : *c.who) {
    auto& lib = st.players[static_cast<size_t>(player_of(tg))].library;
    if (lib.empty()) continue;
    log_obj(g, LogKind::Exiled, "406.3", lib.front());
    ObjId card = move_object(g, lib.front(), Zone::Exile);
    if (card == kNoObj) continue;
    st.obj(card).exile_caster = c.item.controller;
    if (e.b.n == 1) st.obj(card).play_turn = st.turn;
    st.obj(card).exiled_by = c.item.obj;
    st.last_moved = card;
  }
  return true;
}

// 701.24a: the controller's nonland graveyard cards go into their library, which is then
// shuffled; "the number of cards shuffled into your library this way" is the LastAmount
bool op_shuffle_nonland_graveyard_into_library(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  std::vector<ObjId> cards;
  for (ObjId id : st.players[static_cast<size_t>(p)].graveyard)
    if (is_card(st, id) && !card_def(st.obj(id).card).is(TLand)) cards.push_back(id);
  if (!command_zone_choices_settled(g, cards, ans)) {  // 903.9b
    push_task(g, c.t);
    return false;
  }
  for (ObjId id : cards) move_object(g, id, Zone::Library);
  shuffle_library(st, p);
  log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  c.t.a = static_cast<int32_t>(cards.size());
  return true;
}

// Time Spiral: "Each player shuffles their hand and graveyard into their library" (701.24a):
// every card of those zones goes to its owner's library, then each library is shuffled.
bool op_shuffle_hand_and_graveyard_into_library(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<ObjId> cards;
  for (Target tg : *c.who) {
    const Player& pl = st.players[static_cast<size_t>(tg.id)];
    for (const std::vector<ObjId>* zone : {&pl.hand, &pl.graveyard})
      for (ObjId id : *zone)
        if (is_card(st, id)) cards.push_back(id);
  }
  if (!command_zone_choices_settled(g, cards, ans)) {  // 903.9b
    push_task(g, c.t);
    return false;
  }
  for (ObjId id : cards) move_object(g, id, Zone::Library);
  for (Target tg : *c.who) {
    shuffle_library(st, player_of(tg));
    log_card(g, LogKind::Shuffle, "701.24a", kNoObj, player_of(tg));
  }
  return true;
}

// 701.22a: look at the top cards, any on the bottom, the rest on top
bool op_scry(Ctx& c, const Effect& e, const Option* ans) {
  int a = c.a;
  return look_at_top(c, e, a, false, ans);
}

// 701.25a: look at the top cards, any to the graveyard, the rest on top
bool op_surveil(Ctx& c, const Effect& e, const Option* ans) {
  int a = c.a;
  return look_at_top(c, e, a, true, ans);
}

namespace {

// 401.4: "put the rest on the bottom of your library in any order": the player chooses the cards
// one at a time, each put on the bottom under the ones before it (t.d kOrderingRest; the rest in
// st.scratch). Returns false after asking.
constexpr int32_t kOrderingRest = -1;
bool rest_to_bottom_in_chosen_order(Ctx& c, PlayerId p, const Option* ans) {
  GameState& st = c.g.st;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  auto to_bottom = [&](ObjId id) {
    std::erase(st.scratch, id);
    lib.erase(std::find(lib.begin(), lib.end(), id));
    lib.push_back(id);
  };
  if (ans && ans->kind == OptKind::Object) to_bottom(ans->obj);
  if (st.scratch.size() > 1) {
    std::vector<Option> opts;
    for (ObjId id : st.scratch) opts.push_back({OptKind::Object, id, 0});
    c.t.d = kOrderingRest;
    push_task(c.g, c.t);
    ask(c.g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
    return false;
  }
  if (!st.scratch.empty()) to_bottom(st.scratch[0]);
  return true;
}

}  // namespace

// 701.20a: look at the top cards, may reveal one and take it
// t.d: 0 start, then 1 choosing (1 + b with any_number: the mana value limit), kOrderingRest
// ordering the rest on the bottom, kChoosingAttacked choosing what the card put onto the
// battlefield attacking attacks. A land put onto the battlefield waits for its controller to
// order the replacement effects on how it enters (616.1); that answer names the land.
namespace {

// 406.3: the zone change of a card just exiled face down names it only to its owner (the log
// entry was made visible to all as the card moved, before it was turned face down)
void hide_move_to_exile(Game& g, ObjId exiled) {
  if (!g.log) return;
  for (auto it = g.log->rbegin(); it != g.log->rend(); ++it)
    if (it->kind == LogKind::ZoneChange && it->obj2 == exiled) {
      it->seen = seen_by_player(g.st.obj(exiled).owner);
      return;
    }
}

}  // namespace

bool op_look_at_top(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  int a = std::max(0, c.a);  // a power below 0 looks at no card (107.1b)
  PlayerId p = item.controller;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  if (c.t.d == kOrderingRest) return rest_to_bottom_in_chosen_order(c, p, ans);
  const bool any_number = params<Effect::Library>(e).any_number;
  if (c.t.d == 0) {
    st.scratch.assign(lib.begin(), lib.begin() + std::min<long>(a, static_cast<long>(lib.size())));
    // "any number ... with mana value b or less": b is counted once (ruling DMU-R-0368)
    c.t.d = any_number ? 1 + std::max(0, amount_of(c, e.b)) : 1;
    c.t.b &= ~kDidBit;  // nothing put onto the battlefield or into a hand yet
    if (params<Effect::Library>(e).to == Zone::Exile) st.last_moved = kNoObj;  // no "exiled card"
    if (params<Effect::Library>(e).reveal)  // "Reveal the top N cards" (701.20a)
      for (ObjId id : st.scratch) log_card(g, LogKind::Reveal, "701.20a", id, p);
  }
  if (c.t.d == kChoosingAttacked) {  // 508.4: what the card put onto the battlefield attacks
    attack_chosen(st, *ans);
    scratch_to_bottom_random(st, p);
    return true;
  }
  if (!ans) {
    std::vector<Option> opts;
    // "with mana value X or less", X the number of cards looked at (Keldon Flamesage)
    Filter f = any_number ? e.filter.with_x(c.t.d - 1) : e.filter.with_x(a);
    for (ObjId id : cards_matching(st, st.scratch, f, p, item.obj))
      opts.push_back({OptKind::Object, id, 0});
    const bool must = params<Effect::Library>(e).rest_to_graveyard ||  // "Put one of them"
                      params<Effect::Library>(e).one_to_hand;
    if (!opts.empty()) {
      if (!must) opts.push_back({OptKind::Done});  // "you may"
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, p, std::move(opts), item.obj);
      return false;
    }
  } else if (ans->kind == OptKind::Object || ans->kind == OptKind::Replacement) {
    // The card chosen, or the land an order of replacement effects was chosen for (616.1)
    ObjId chosen = ans->obj;
    const Effect::Library& put = params<Effect::Library>(e);
    const Option* order = ans->kind == OptKind::Replacement ? ans : nullptr;
    if (put.to == Zone::Battlefield && !entering_order_settled(g, chosen, p, 0, order)) {
      push_task(g, c.t);  // ruling FIN-R-0390: its own "enters tapped" and the Minstrel's
      return false;
    }
    std::erase(st.scratch, chosen);
    if (put.to == Zone::Library) {  // "You may put one of those cards on top of your library"
      // it stays where it is, above the rest, which go to the bottom
    } else if (put.to ==
               Zone::Battlefield) {  // "put a land card from among them onto the battlefield"
      ObjId nid = move_object(g, chosen, Zone::Battlefield);
      if (nid != kNoObj) {
        st.obj(nid).controller = p;  // the player looking puts it there (110.2a)
        presence_changed(st, nid);
        if (put.tapped) enter_tapped(g, nid);
        st.last_moved = nid;  // "It gains indestructible until end of turn"
        c.t.b |= kDidBit;     // "If you didn't put a card onto the battlefield this way"
        if (put.attacking && attack_choice(c, nid)) return false;
      }
      if (put.any_number) return op_look_at_top(c, e, nullptr);  // the next one, or done
    } else if (put.to == Zone::Exile) {  // "You may exile an instant or sorcery card from among
                                         // them": "the exiled card" (GameState::last_moved)
      if (put.face_down) {  // hideaway (702.75a): face down, linked to the source (607.2a)
        ObjId nid = move_object(g, chosen, Zone::Exile);
        if (nid != kNoObj) {
          st.obj(nid).face_down = true;
          st.obj(nid).exiled_by = item.obj;
          hide_move_to_exile(g, nid);
          log_obj(g, LogKind::ExiledFaceDown, "702.75a", nid, 0, item.obj);
        }
        st.last_moved = nid;
      } else {
        log_obj(g, LogKind::Exiled, "701.13a", chosen, 0, item.obj);
        st.last_moved = move_object(g, chosen, Zone::Exile);
      }
      c.t.b |= kDidBit;
    } else {
      if (!put.rest_to_graveyard && !put.one_to_hand)  // "reveal it" (not so for "put one")
        log_card(g, LogKind::Reveal, "701.20a", chosen, p);
      move_object(g, chosen, Zone::Hand);
      c.t.b |= kDidBit;  // "If you [didn't] put a card into your hand this way" (Inscribed Tablet)
    }
  }
  if (params<Effect::Library>(e).rest_to_graveyard) {  // "and the rest into your graveyard"
    std::vector<ObjId> rest = st.scratch;
    st.scratch.clear();
    for (ObjId id : rest) move_object(g, id, Zone::Graveyard);
    return true;
  }
  if (params<Effect::Library>(e).rest_stay) {  // the card not taken stays on top
    st.scratch.clear();
    return true;
  }
  if (params<Effect::Library>(e).bottom_any_order)
    return rest_to_bottom_in_chosen_order(c, p, nullptr);
  scratch_to_bottom_random(st, p);
  return true;
}

// "Look at the top a cards; put b (or up to b) of them into your hand and the rest into your
// graveyard": the looked-at cards stay on top while the player chooses (st.scratch: the chosen).
bool op_look_top_hand_rest_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  const auto& lib = st.players[static_cast<size_t>(p)].library;
  std::vector<ObjId> seen(lib.begin(),
                          lib.begin() + std::min<long>(c.a, static_cast<long>(lib.size())));
  int most = e.b.n;
  int least = params<Effect::Library>(e).up_to ? 0 : most;
  if (!collect(c, DecisionKind::ChooseCard, p, seen, least, most, ans)) return false;
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  for (ObjId id : chosen) move_object(g, id, Zone::Hand);
  for (ObjId id : seen)
    if (std::find(chosen.begin(), chosen.end(), id) == chosen.end())
      move_object(g, id, Zone::Graveyard);
  return true;
}

// 701.23a; 701.23b: a card with a stated quality may be missed
bool op_search_library(Ctx& c, const Effect& e, const Option* ans) {
  const Effect::Library& put = params<Effect::Library>(e);
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  // "with mana value X or less" (202.3, 107.3): X of the ability
  auto pool =
      cards_matching(st, st.players[static_cast<size_t>(p)].library, e.filter.with_x(item.x),
                     item.controller, put.named_as_trigger_object ? item.trigger_obj : item.obj);
  if (c.t.d == 0) log_card(g, LogKind::Search, "701.23a", kNoObj, p);
  if (put.different_names && c.t.d == 1) {  // "with different names": none sharing a chosen one's
    std::vector<ObjId> chosen = st.scratch;
    if (ans && ans->kind == OptKind::Object) chosen.push_back(ans->obj);
    std::erase_if(pool, [&](ObjId id) {
      return std::none_of(chosen.begin(), chosen.end(), [&](ObjId k) { return k == id; }) &&
             std::any_of(chosen.begin(), chosen.end(), [&](ObjId k) {
               return card_def(st.obj(k).card).name == card_def(st.obj(id).card).name;
             });
    });
  }
  // "up to a" cards (Gaea's Bounty: two Forest cards); one when a is 0
  if (!collect(c, DecisionKind::ChooseCard, p, pool, filter_is_empty(e.filter) ? 1 : 0,
               std::max(1, a), ans))
    return false;
  // 616.1: a land found with its own "enters tapped" under The Wandering Minstrel, a creature
  // entering with +1/+1 counters under Hardened Scales and a doubler: the order is chosen first
  if (put.to == Zone::Battlefield && !enter_orders_settled(c, st.scratch, p, 0, ans)) return false;
  std::vector<ObjId> found = st.scratch;
  st.scratch.clear();
  if (put.to == Zone::Library) {  // "then shuffles and puts that card on top" (701.24a)
    shuffle_library(st, p);
    log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  }
  // Cards put onto the battlefield together enter at once (400.6): their enter triggers see them
  // all, tapped and under the searcher's control (603.2, 603.4; ruling DMU-R-0294).
  bool began = put.to == Zone::Battlefield && begin_entering_together(st);
  for (ObjId id : found) {
    if (put.to == Zone::Library) {  // the card stays hidden: only where it went is known
      auto& lib = st.players[static_cast<size_t>(p)].library;
      lib.erase(std::find(lib.begin(), lib.end(), id));
      lib.insert(lib.begin(), id);
      if (g.log) {  // the searcher alone sees the card (401.2)
        LogEntry seen = entry(g, LogKind::SearchFound, "701.23a");
        seen.player = p, seen.card = st.obj(id).card, seen.obj = id, seen.to = Zone::Library;
        seen.seen = static_cast<uint8_t>(seen_by_player(p));
        g.emit(seen);
      }
      continue;
    }
    ObjId nid = move_object(g, id, put.to);
    // A move to the battlefield or exile has its own entry; the searcher alone sees a card put
    // into their hand (402.3).
    if (g.log && nid != kNoObj && put.to != Zone::Battlefield && put.to != Zone::Exile) {
      LogEntry seen = entry(g, LogKind::SearchFound, "701.23a");
      seen.player = p, seen.card = st.obj(nid).card, seen.obj = nid, seen.to = put.to;
      if (put.reveal)
        seen.seen = kSeenByAll;
      else if (put.to != Zone::Graveyard)
        seen.seen = static_cast<uint8_t>(seen_by_player(item.controller) |
                                         seen_by_player(st.obj(nid).owner));
      g.emit(seen);
    }
    if (nid != kNoObj && put.to == Zone::Battlefield) {
      st.obj(nid).controller = p;  // the searching player puts it there (110.2a)
      presence_changed(st, nid);
      if (put.tapped) enter_tapped(g, nid);
    }
  }
  end_entering_together(g, began);
  if (put.to != Zone::Library) {
    shuffle_library(st, p);
    log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  }
  return true;
}

// "Search your library and/or graveyard for a <filter> card, reveal it, and put it into your
// hand. If you search your library this way, shuffle." The player first says whether they search
// their library (c.t.d: 0 asking, 1 answered, 2 choosing in the graveyard, 3 in both). A graveyard
// is a public zone: searched alone, a matching card in it must be found; with the library,
// nothing need be found (701.23b).
bool op_search_library_and_or_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const PlayerId p = c.item.controller;
  Player& pl = st.players[static_cast<size_t>(p)];
  if (c.t.d == 0) {
    c.t.d = 1;
    push_task(g, c.t);
    ask(g, DecisionKind::YesNo, p, {{OptKind::Yes, c.item.obj}, {OptKind::No, c.item.obj}},
        c.item.obj);
    return false;
  }
  if (c.t.d == 1) {
    const bool library = ans && ans->kind == OptKind::Yes;
    if (library) log_card(g, LogKind::Search, "701.23a", kNoObj, p);
    std::vector<ObjId> pool = cards_matching(st, pl.graveyard, e.filter, p, c.item.obj);
    if (library)
      for (ObjId id : cards_matching(st, pl.library, e.filter, p, c.item.obj)) pool.push_back(id);
    if (!pool.empty()) {
      std::vector<Option> opts;
      for (ObjId id : pool) opts.push_back({OptKind::Object, id, 0});
      if (library) opts.push_back({OptKind::Done});
      c.t.d = library ? 3 : 2;
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj, 1);
      return false;
    }
    ans = nullptr;
    c.t.d = library ? 3 : 2;
  }
  if (ans && ans->kind == OptKind::Object) {
    log_card(g, LogKind::Reveal, "701.20a", ans->obj, p);  // "reveal it": every player sees it
    st.last_moved = move_object(g, ans->obj, Zone::Hand);
    if (g.log && st.last_moved != kNoObj) {
      LogEntry seen = entry(g, LogKind::SearchFound, "701.23a");
      seen.player = p, seen.card = st.obj(st.last_moved).card, seen.obj = st.last_moved;
      seen.to = Zone::Hand;
      seen.seen = kSeenByAll;
      g.emit(seen);
    }
  }
  if (c.t.d == 3) {
    shuffle_library(st, p);
    log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  }
  return true;
}

// 701.20a
bool op_reveal_top_to_hand(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  PlayerId p = item.controller;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  if (lib.empty()) {  // nothing is put into a hand: no "its mana value", no "If you do"
    st.last_moved = kNoObj;
    c.did = false;
    return true;
  }
  ObjId top = lib.front();
  if (ans) {  // "Otherwise, you may put it on the bottom of your library."
    if (ans->kind == OptKind::Yes) {
      log_card(g, LogKind::Bottom, "608.2c", top, p);
      move_object(g, top, Zone::Library, true);
    }
    return true;
  }
  log_card(g, LogKind::Reveal, "701.20a", top, p);
  st.last_moved = kNoObj;
  if (matches(st, top, e.filter, p, item.obj)) {
    st.last_moved = move_object(g, top, Zone::Hand);  // "its mana value" (Dark Confidant)
  } else if (params<Effect::Library>(e).else_may_bottom) {
    push_task(g, c.t);
    ask(g, DecisionKind::YesNo, p, {{OptKind::Yes, top}, {OptKind::No, top}}, item.obj);
    return false;
  }
  return true;
}

namespace {

// 701.20a: reveal cards from the top of `p`'s library until one `is_it` accepts (returned, or
// kNoObj); the others revealed are st.scratch (`quiet`: already revealed and logged)
template <class Pred>
ObjId reveal_until(Game& g, PlayerId p, Pred is_it, bool quiet = false) {
  GameState& st = g.st;
  st.scratch.clear();
  for (ObjId id : st.players[static_cast<size_t>(p)].library) {
    if (!quiet) log_card(g, LogKind::Reveal, "701.20a", id, p);
    if (is_it(id)) return id;
    st.scratch.push_back(id);
  }
  return kNoObj;
}

}  // namespace

// 701.20a: the land enters tapped, the rest go to the bottom
// t.d: 1 once the cards are revealed (the land waits for the order of its replacement effects).
bool op_reveal_until_land(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  // Revealed once: resumed after the land's order was asked, the cards are found again quietly
  ObjId land = reveal_until(
      g, p, [&](ObjId id) { return def(st, id).is(TLand); }, c.t.d != 0);
  c.t.d = 1;
  if (land != kNoObj && !enter_orders_settled(c, {land}, p, 0, ans)) return false;  // 616.1
  if (land != kNoObj) {
    ObjId nid = move_object(g, land, Zone::Battlefield);
    if (nid != kNoObj) {
      st.obj(nid).controller = p;
      presence_changed(st, nid);
      enter_tapped(g, nid);
    }
  }
  scratch_to_bottom_random(st, p);  // 401.4: the owner's library, in a random order
  return true;
}

// 701.20a, 401.4: reveal until a `filter` card, which goes to the hand ("that card":
// st.last_moved); the rest to the bottom in a random order
bool op_reveal_until_to_hand(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  ObjId found =
      reveal_until(g, p, [&](ObjId id) { return matches(st, id, e.filter, p, c.item.obj); });
  if (found != kNoObj) st.last_moved = move_object(g, found, Zone::Hand);
  c.did = found != kNoObj;
  scratch_to_bottom_random(st, p);
  return true;
}

// 107.3, 701.20a: pay any amount of mana, look at that many cards
bool op_pay_any_amount_look(Ctx& c, const Effect& /*e*/, const Option* ans) {
  return pay_any_amount_look(c, ans);
}

// Brainstorm: "put two cards from your hand on top of your library in any order" (401.4: the owner
// orders them). Each card chosen goes on top at once, so the last chosen is the top card; fewer
// if the hand has fewer.
bool op_put_from_hand_on_top(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.who->empty()) return true;
  PlayerId p = player_of((*c.who)[0]);
  ObjId put = ans && ans->kind == OptKind::Object ? ans->obj : kNoObj;
  // 903.9b: a commander put into the library may go to the command zone instead
  if (!command_zone_choices_settled(g, {put}, ans, &put)) {
    push_task(g, c.t);
    return false;
  }
  if (put != kNoObj) {
    CardId card = st.obj(put).card;
    move_object(g, put, Zone::Library);
    if (g.log) {  // the owner alone knows the card (401.2)
      LogEntry e = entry(g, LogKind::LookedAt, "401.4");
      e.player = p, e.card = card, e.amount = 3;
      e.seen = static_cast<uint8_t>(seen_by_player(p));
      g.emit(e);
    }
    ++c.t.d;
  }
  const auto& hand = st.players[static_cast<size_t>(p)].hand;
  if (c.t.d >= c.a || hand.empty()) return true;
  std::vector<Option> opts;
  for (ObjId id : hand) opts.push_back({OptKind::Object, id, 0});
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj, c.a - c.t.d);
  return false;
}

// Spire Owl: the top a cards in the order the player chooses, the first chosen on top. t.d: 1 +
// the places already filled; a chosen card is rotated into the next place of the top cards.
bool op_reorder_top(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  const auto n = std::min<long>(c.a, static_cast<long>(lib.size()));
  if (c.t.d == 0) c.t.d = 1;
  if (ans && ans->kind == OptKind::Object) {
    auto from = lib.begin() + (c.t.d - 1);
    auto it = std::find(from, lib.begin() + n, ans->obj);
    if (it != lib.begin() + n) std::rotate(from, it, it + 1);
    ++c.t.d;
  }
  if (c.t.d - 1 < n - 1) {  // the last card's place is the one left
    std::vector<Option> opts;
    for (auto it = lib.begin() + (c.t.d - 1); it != lib.begin() + n; ++it)
      opts.push_back({OptKind::Object, *it, 0});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
    return false;
  }
  for (long i = 0; g.log && i < n; ++i) {  // the owner alone knows the cards (401.2)
    LogEntry e = entry(g, LogKind::LookedAt, "401.2");
    e.player = p, e.card = st.obj(lib[static_cast<size_t>(i)]).card, e.amount = 0;
    e.seen = static_cast<uint8_t>(seen_by_player(p));
    g.emit(e);
  }
  return true;
}

namespace {

// The chosen cards (their card types, `types[i]` for bit i of `chosen`) can each stand for a
// different card type (Atraxa: "for each card type, ... a card of that type", ruling FIN-R-0434).
bool one_type_each(const std::vector<TypeMask>& types, uint32_t chosen, TypeMask used = 0) {
  if (chosen == 0) return true;
  int i = std::countr_zero(chosen);
  uint32_t rest = chosen & (chosen - 1);
  for (unsigned t = types[static_cast<size_t>(i)] & ~static_cast<unsigned>(used); t != 0;
       t &= t - 1)
    if (one_type_each(types, rest, static_cast<TypeMask>(used | (t & (~t + 1))))) return true;
  return false;
}

}  // namespace

// Atraxa: the revealed cards wait in st.scratch; t.d is 1 plus twice the mask of those chosen.
bool op_reveal_top_one_per_type(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  if (c.t.d == 0) {  // 701.20a: revealed to all
    st.scratch.assign(lib.begin(),
                      lib.begin() + std::min<long>(c.a, static_cast<long>(lib.size())));
    for (ObjId id : st.scratch) log_card(g, LogKind::Reveal, "701.20a", id, p);
    c.t.d = 1;
  }
  auto chosen = static_cast<uint32_t>(c.t.d >> 1);
  if (ans && ans->kind == OptKind::Object)
    for (size_t i = 0; i < st.scratch.size(); ++i)
      if (st.scratch[i] == ans->obj) chosen |= 1u << i;
  std::vector<TypeMask> types;
  for (ObjId id : st.scratch) types.push_back(card_def(st.obj(id).card).types);
  std::vector<Option> opts;
  if (!ans || ans->kind == OptKind::Object)
    for (size_t i = 0; i < st.scratch.size(); ++i)
      if (!(chosen >> i & 1) && one_type_each(types, chosen | 1u << i))
        opts.push_back({OptKind::Object, st.scratch[i], 0});
  c.t.d = static_cast<int32_t>(1 + (chosen << 1));
  if (!opts.empty()) {
    opts.push_back({OptKind::Done});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
    return false;
  }
  std::vector<ObjId> rest;
  for (size_t i = 0; i < st.scratch.size(); ++i) {
    if (!(chosen >> i & 1)) {
      rest.push_back(st.scratch[i]);
      continue;
    }
    move_object(g, st.scratch[i], Zone::Hand);
  }
  st.scratch = rest;
  scratch_to_bottom_random(st, p);
  return true;
}

// Threats Undetected: "Search your library for up to a `filter` cards with different powers and
// reveal them. An opponent chooses b of those cards. Shuffle the chosen cards into your library
// and put the rest into your hand." t.d: the search (collect(), 0 to 2; st.scratch: the found
// cards); kChoosingOpponent while the controller picks the opponent among several; then
// kOpponentPicks + 64 * the opponent + the cards picked, which are moved to the front of
// st.scratch as they are picked.
bool op_search_opponent_chooses_shuffled(Ctx& c, const Effect& e, const Option* ans) {
  constexpr int kChoosingOpponent = 3, kOpponentPicks = 1000;
  Game& g = c.g;
  GameState& st = g.st;
  const PlayerId p = c.item.controller;
  if (c.t.d <= 2) {
    if (c.t.d == 0) log_card(g, LogKind::Search, "701.23a", kNoObj, p);
    auto pool =
        cards_matching(st, st.players[static_cast<size_t>(p)].library, e.filter, p, c.item.obj);
    if (c.t.d == 1) {  // "with different powers" (ruling DMU-R-0309): none equal to a found one's
      std::vector<int> powers;
      for (ObjId id : st.scratch) powers.push_back(chars(st, id).power);
      if (ans && ans->kind == OptKind::Object) powers.push_back(chars(st, ans->obj).power);
      std::erase_if(pool, [&](ObjId id) {
        return std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end() &&
               (!ans || ans->obj != id) &&
               std::find(powers.begin(), powers.end(), chars(st, id).power) != powers.end();
      });
    }
    if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, c.a, ans)) return false;
    for (ObjId id : st.scratch) log_card(g, LogKind::Reveal, "701.20a", id, p);
    ans = nullptr;
    std::vector<Option> opponents;
    for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q))
      if (st.opponents(p, q)) opponents.push_back({OptKind::Player, kNoObj, q});
    if (opponents.size() > 1 && static_cast<int>(st.scratch.size()) > e.b.n) {
      c.t.d = kChoosingOpponent;
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, p, std::move(opponents), c.item.obj);
      return false;
    }
    PlayerId opp = opponents.empty() ? p : static_cast<PlayerId>(opponents[0].n);
    c.t.d = kOpponentPicks + 64 * opp;
  }
  if (c.t.d == kChoosingOpponent) {
    c.t.d = kOpponentPicks + 64 * (ans ? ans->n : 0);
    ans = nullptr;
  }
  const int picked_before = (c.t.d - kOpponentPicks) % 64;
  const auto opp = static_cast<PlayerId>((c.t.d - kOpponentPicks) / 64);
  if (ans && ans->kind == OptKind::Object) {  // the pick goes to the front of st.scratch
    auto at = std::find(st.scratch.begin(), st.scratch.end(), ans->obj);
    std::rotate(st.scratch.begin() + picked_before, at, at + 1);
    ++c.t.d;
  }
  const int picked = (c.t.d - kOpponentPicks) % 64;
  const int must = std::min<int>(e.b.n, static_cast<int>(st.scratch.size()));
  if (picked < must && must < static_cast<int>(st.scratch.size())) {
    std::vector<Option> opts;
    for (size_t i = static_cast<size_t>(picked); i < st.scratch.size(); ++i)
      opts.push_back({OptKind::Object, st.scratch[i], 0});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, opp, std::move(opts), c.item.obj, must - picked);
    return false;
  }
  std::vector<ObjId> found;
  found.swap(st.scratch);
  for (size_t i = static_cast<size_t>(must); i < found.size(); ++i)  // the rest: to the hand
    move_object(g, found[i], Zone::Hand);
  shuffle_library(st, p);  // the chosen cards stay in the library, shuffled (701.24d)
  log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  return true;
}

// Sphinx of Clear Skies: reveal the top `a` cards (701.20a); an opponent, chosen by the controller
// after the reveal (ruling DMU-R-0277), separates them into two piles (700.3), one card at a time,
// either pile possibly empty (ruling DMU-R-0278); the controller puts one pile into their hand and
// the other into their graveyard. st.scratch holds the cards: a card of pile 1 with bit 30 set, of
// pile 2 as -2 - id. t.d: 0 start; 1 choosing the opponent; kSplitting + opponent; kChoosing.
bool op_reveal_opponent_separates_piles(Ctx& c, const Effect& /*e*/, const Option* ans) {
  constexpr int kSplitting = 1000, kChoosing = 2000;
  constexpr ObjId kPileOne = 1 << 30;
  Game& g = c.g;
  GameState& st = g.st;
  const PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    reveal_top_into_scratch(g, p, c.a);
    if (st.scratch.empty()) return true;
    std::vector<Option> opponents;
    for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q))
      if (st.opponents(p, q)) opponents.push_back({OptKind::Player, kNoObj, q});
    if (opponents.size() > 1) {
      c.t.d = 1;
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, p, std::move(opponents), c.item.obj);
      return false;
    }
    c.t.d = kSplitting + (opponents.empty() ? p : static_cast<PlayerId>(opponents[0].n));
  } else if (c.t.d == 1) {
    c.t.d = kSplitting + (ans ? ans->n : 0);
    ans = nullptr;
  }
  if (c.t.d >= kSplitting && c.t.d < kChoosing) {
    if (ans)
      for (ObjId& id : st.scratch)  // the first card not yet in a pile goes to the answer's pile
        if (id >= 0 && !(id & kPileOne)) {
          id = ans->n == 2 ? -2 - id : id | kPileOne;
          break;
        }
    for (ObjId id : st.scratch)
      if (id >= 0 && !(id & kPileOne)) {
        push_task(g, c.t);
        ask(g, DecisionKind::ChoosePile, static_cast<PlayerId>(c.t.d - kSplitting),
            {{OptKind::Number, id, 1}, {OptKind::Number, id, 2}}, id);
        return false;
      }
    c.t.d = kChoosing;  // 700.3: the controller chooses the pile that goes to the hand
    push_task(g, c.t);
    ask(g, DecisionKind::ChoosePile, p,
        {{OptKind::Number, kNoObj, 1}, {OptKind::Number, kNoObj, 2}}, c.item.obj, 1);
    return false;
  }
  const int to_hand = ans ? ans->n : 1;
  std::vector<ObjId> cards;
  cards.swap(st.scratch);
  for (ObjId id : cards) {
    bool second = id < -1;
    ObjId obj = second ? -2 - id : id & ~kPileOne;
    if (st.obj(obj).zone != Zone::Library) continue;
    move_object(g, obj, (second ? 2 : 1) == to_hand ? Zone::Hand : Zone::Graveyard);
  }
  return true;
}

}  // namespace lore::effects

namespace lore::effects {

// Memories Returning: reveal the top `a` cards (701.20a); then, one pick at a time, the
// controller puts one into their hand, an opponent (chosen after the first pick, 608.2d) puts one
// on the bottom of the controller's library, the controller another into the hand, the opponent
// another on the bottom, and the last card left goes to the hand. st.scratch: the revealed cards
// still to place. t.d: 0 start; kChoosingOpponent; kPicking + 16 * pick + the opponent.
bool op_reveal_alternate_hand_opponent_bottom(Ctx& c, const Effect& /*e*/, const Option* ans) {
  constexpr int kChoosingOpponent = 1, kPicking = 1000;
  constexpr int kPicks = 4;  // hand, bottom, hand, bottom; then "put the other into your hand"
  Game& g = c.g;
  GameState& st = g.st;
  const PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    reveal_top_into_scratch(g, p, c.a);
    c.t.d = kPicking;
  }
  auto place = [&](ObjId id, bool to_hand) {
    std::erase(st.scratch, id);
    if (to_hand) {
      move_object(g, id, Zone::Hand);
      return;
    }
    auto& lib = st.players[static_cast<size_t>(p)].library;
    lib.erase(std::find(lib.begin(), lib.end(), id));
    lib.push_back(id);
  };
  if (c.t.d == kChoosingOpponent) {
    c.t.d = kPicking + 16 + (ans ? ans->n : 0);
    ans = nullptr;
  } else if (ans && ans->kind == OptKind::Object) {
    const int pick = (c.t.d - kPicking) / 16;
    place(ans->obj, pick % 2 == 0);
    c.t.d += 16;
    ans = nullptr;
    if (pick == 0) {  // "Then choose an opponent."
      std::vector<Option> opponents;
      for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q))
        if (st.opponents(p, q)) opponents.push_back({OptKind::Player, kNoObj, q});
      if (opponents.size() > 1 && !st.scratch.empty()) {
        c.t.d = kChoosingOpponent;
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCard, p, std::move(opponents), c.item.obj);
        return false;
      }
      c.t.d += opponents.empty() ? p : static_cast<PlayerId>(opponents[0].n);
    }
  }
  const int pick = (c.t.d - kPicking) / 16;
  if (pick < kPicks && !st.scratch.empty()) {
    std::vector<Option> opts;
    for (ObjId id : st.scratch) opts.push_back({OptKind::Object, id, 0});
    const auto chooser = pick % 2 == 0 ? p : static_cast<PlayerId>((c.t.d - kPicking) % 16);
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, chooser, std::move(opts), c.item.obj);
    return false;
  }
  std::vector<ObjId> rest;
  rest.swap(st.scratch);
  for (ObjId id : rest) move_object(g, id, Zone::Hand);  // "Put the other into your hand."
  return true;
}

// 701.24a: each `who` player shuffles their library (Random Encounter's "Shuffle your library").
bool op_shuffle_library(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  for (Target tg : *c.who) {
    if (tg.kind != Target::Player) continue;
    shuffle_library(c.g.st, player_of(tg));
    log_card(c.g, LogKind::Shuffle, "701.24a", kNoObj, player_of(tg));
  }
  return true;
}

// Choco, Seeker of Paradise: look at the top `a` cards; the controller may put one into their
// hand, then puts any number of the land cards left onto the battlefield tapped (together, 400.6)
// and the rest into their graveyard. st.scratch: the cards looked at still to place, a land chosen
// for the battlefield kept as -2 - id. t.d: 0 start; 1 choosing the card for the hand; 2 the
// lands.
bool op_look_top_hand_lands_rest_graveyard(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const PlayerId p = c.item.controller;
  auto ask_among = [&](bool lands) {
    std::vector<Option> opts;
    for (ObjId id : st.scratch)
      if (id >= 0 && (!lands || def(st, id).is(TLand))) opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) return false;
    opts.push_back({OptKind::Done});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
    return true;
  };
  if (c.t.d == 0) {
    st.scratch.clear();
    const std::vector<ObjId>& library = st.players[static_cast<size_t>(p)].library;
    for (int i = 0; i < c.a && i < static_cast<int>(library.size()); ++i)
      st.scratch.push_back(library[static_cast<size_t>(i)]);
    if (st.scratch.empty()) return true;
    if (g.log)
      for (ObjId id : st.scratch) {
        LogEntry le = entry(g, LogKind::LookedAt, "401.2");
        le.player = p, le.obj = id, le.card = st.obj(id).card, le.seen = seen_by_player(p);
        g.emit(le);
      }
    c.t.d = 1;
    if (ask_among(false)) return false;  // "You may put one of them into your hand."
  }
  if (c.t.d == 1) {
    if (ans && ans->kind == OptKind::Object) {
      std::erase(st.scratch, ans->obj);
      move_object(g, ans->obj, Zone::Hand);
    }
    ans = nullptr;
    c.t.d = 2;
  }
  if (ans && ans->kind == OptKind::Object)  // a land for the battlefield
    std::replace(st.scratch.begin(), st.scratch.end(), ans->obj, -2 - ans->obj);
  if ((!ans || ans->kind != OptKind::Done) && ask_among(true)) return false;
  std::vector<ObjId> cards;
  cards.swap(st.scratch);
  bool began = begin_entering_together(st);
  for (ObjId id : cards) {
    if (id >= 0) continue;
    ObjId nid = move_object(g, -2 - id, Zone::Battlefield);
    if (nid == kNoObj) continue;
    st.obj(nid).controller = p;
    presence_changed(st, nid);
    enter_tapped(g, nid);
  }
  end_entering_together(g, began);
  for (ObjId id : cards)  // "and the rest into your graveyard"
    if (id >= 0) move_object(g, id, Zone::Graveyard);
  return true;
}

}  // namespace lore::effects
