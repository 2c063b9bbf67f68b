// Draws a replacement effect may replace with a choice (614.11, 121.6): Abundance's "If you would
// draw a card, you may instead choose land or nonland and reveal cards from the top of your
// library until you reveal a card of the chosen kind. Put that card into your hand and put all
// other cards revealed this way on the bottom of your library in any order." A draw that may be
// replaced so is made by a DrawCards task, one card at a time, which can stop for the choices;
// with no such permanent (GameState::draw_replacers 0) draws stay immediate (draw_cards()).
#include <algorithm>

#include "effects/effect_context.h"
#include "engine.h"

namespace lore {

namespace {

// The permanent `p` controls whose MayRevealInsteadOfDraw applies to their draws, or kNoObj.
// Several give the same result, so the first one stands for them all (616.1).
ObjId draw_replacer(const GameState& st, PlayerId p) {
  if (st.draw_replacers == 0) return kNoObj;
  for (ObjId id : st.battlefield) {
    if (st.obj(id).controller != p || !card_def(st.obj(id).card).replaces_draws) continue;
    for (const Ability& a : abilities_of(st, id))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::MayRevealInsteadOfDraw)
        return id;
  }
  return kNoObj;
}

// t.stage: what the task waits for
enum Stage : uint8_t { NextDraw, AskedReplace, AskedKind, OrderingBottom };

// 701.20a: reveals `p`'s library from the top until a land (or nonland) card; the other cards
// revealed are left in st.scratch, in the order revealed. Returns the card found, or kNoObj.
ObjId reveal_until_kind(Game& g, PlayerId p, bool land) {
  GameState& st = g.st;
  st.scratch.clear();
  for (ObjId id : st.players[static_cast<size_t>(p)].library) {
    effects::log_card(g, LogKind::Reveal, "701.20a", id, p);
    if (def(st, id).is(TLand) == land) return id;
    st.scratch.push_back(id);
  }
  return kNoObj;
}

void to_bottom(GameState& st, PlayerId p, ObjId id) {
  auto& lib = st.players[static_cast<size_t>(p)].library;
  std::erase(st.scratch, id);
  lib.erase(std::find(lib.begin(), lib.end(), id));
  lib.push_back(id);
}

}  // namespace

bool draws_may_be_replaced(const GameState& st, PlayerId p) {
  return draw_replacer(st, p) != kNoObj;
}

void push_draws(Game& g, PlayerId p, int n) {
  if (n <= 0) return;
  Task t{TaskKind::DrawCards};
  t.a = p;
  t.b = n;
  push_task(g, t);
}

// t.a: the player; t.b: the draws left; t.d: the replacing permanent while its choices are asked.
void run_draw_cards(Game& g, Task t) {
  GameState& st = g.st;
  PlayerId p = static_cast<PlayerId>(t.a);
  Option ans;
  bool answered = take_answer(g, ans);
  while (!st.over) {
    switch (t.stage) {
      case NextDraw: {
        if (t.b <= 0) return;
        ObjId by = st.in_game(p) ? draw_replacer(st, p) : kNoObj;
        if (by == kNoObj) {  // 121.1: an ordinary draw
          draw_cards(g, p, 1);
          --t.b;
          continue;
        }
        t.d = by;
        t.stage = AskedReplace;  // "you may instead" (614.11): yes replaces the draw
        push_task(g, t);
        ask(g, DecisionKind::YesNo, p, {{OptKind::Yes, by, 0}, {OptKind::No, by, 0}}, by);
        return;
      }
      case AskedReplace:
        if (!answered) throw std::logic_error("draw replacement resumed without its answer");
        answered = false;
        if (ans.kind == OptKind::No) {
          draw_cards(g, p, 1);
          --t.b;
          t.stage = NextDraw;
          continue;
        }
        t.stage = AskedKind;  // "choose land or nonland": mode 1 land, mode 2 nonland
        push_task(g, t);
        ask(g, DecisionKind::ChooseMode, p,
            {{OptKind::Number, kNoObj, 0}, {OptKind::Number, kNoObj, 1}}, t.d);
        return;
      case AskedKind: {
        if (!answered) throw std::logic_error("draw replacement resumed without its answer");
        answered = false;
        bool land = ans.n == 0;
        log_obj(g, LogKind::DrawReplaced, "614.11", t.d, land ? 0 : 1);
        // The draw is replaced: no card is drawn (121.6), so nothing triggers on a draw.
        ObjId found = reveal_until_kind(g, p, land);
        if (found != kNoObj) move_object(g, found, Zone::Hand);
        --t.b;
        t.stage = OrderingBottom;
        continue;
      }
      case OrderingBottom:
        // 401.4: the owner puts them on the bottom in any order, each chosen card under the
        // ones before it
        if (answered && ans.kind == OptKind::Object) to_bottom(st, p, ans.obj);
        answered = false;
        if (st.scratch.size() > 1) {
          std::vector<Option> opts;
          for (ObjId id : st.scratch) opts.push_back({OptKind::Object, id, 0});
          push_task(g, t);
          ask(g, DecisionKind::ChooseCard, p, std::move(opts), t.d);
          return;
        }
        if (!st.scratch.empty()) to_bottom(st, p, st.scratch[0]);
        t.stage = NextDraw;
        continue;
    }
  }
}

}  // namespace lore
