// Primeval Spawn: "exile the top ten cards of your library. You may cast any number of spells
// with total mana value 10 or less from among them without paying their mana costs."
#include "engine/effects/ops.h"

namespace lore::effects {

// 701.13a, then 608.2g: the cards are exiled (linked to the source, 607.2a), then a task offers
// them one at a time once this resolution is over (like cast_now(): the effect is its mode's
// last, so nothing happens in between). `a`: the cards; `b`: the total mana value.
bool op_exile_top_cast_total_mana_value_free(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  auto& library = st.players[static_cast<size_t>(p)].library;
  for (int i = 0; i < c.a && !library.empty(); ++i) {
    log_obj(g, LogKind::Exiled, "701.13a", library.front(), 0, c.item.obj);
    ObjId nid = move_object(g, library.front(), Zone::Exile);
    if (nid != kNoObj) st.obj(nid).exiled_by = c.item.obj;
  }
  Task t{TaskKind::CastExiledWithinManaValue};
  t.a = c.item.obj;
  t.b = amount_of(c, e.b);
  t.c = static_cast<int16_t>(p);
  push_task(g, t);
  return true;
}

}  // namespace lore::effects

namespace lore {

// 608.2g, 118.9: the cards exiled by t.a that t.c may cast now without paying their mana costs
// (X is 0, 107.3b; timing ignored) whose mana value is at most what is left of the total (t.b;
// the spell's mana value, 202.3: a card cast is the spell it becomes, ruling DMU-R-0425), one
// chosen at a time; each is cast (put on the stack, so the last cast resolves first, ruling
// DMU-R-0426) before the next is offered. Choosing none ends it: the rest stay in exile.
void run_cast_exiled_within_mana_value(Game& g, Task t) {
  GameState& st = g.st;
  PlayerId p = static_cast<PlayerId>(t.c);
  Option ans;
  if (take_answer(g, ans)) {
    if (ans.kind != OptKind::Object) return;
    t.b -= card_def(st.obj(ans.obj).card).cost.mana_value(0);
    push_task(g, t);  // the next one, once this one is cast
    Task cast{TaskKind::CastSpell};
    cast.a = ans.obj;
    cast.b = kCastExiledFree;
    cast.c = static_cast<int16_t>(p);
    push_task(g, cast);
    return;
  }
  std::vector<Option> opts;
  for (ObjId id : st.exile) {
    const Object& o = st.obj(id);
    if (o.exiled_by != t.a || o.owner != p || card_def(o.card).cost.mana_value(0) > t.b ||
        !can_cast(st, id, p, kCastExiledFree))
      continue;
    opts.push_back({OptKind::Object, id, 0});
  }
  if (opts.empty()) return;
  opts.push_back({OptKind::Done});  // "any number": none more
  push_task(g, t);
  ask(g, DecisionKind::ChooseCard, p, std::move(opts), t.a, 1);
}

}  // namespace lore
