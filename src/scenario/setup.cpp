// Builds the game state a scenario's set-up describes, directly (no shuffles, no mulligans).
#include "engine/engine.h"
#include "scenario/runner.h"

namespace lore::scn {

namespace {

ObjId place(Run& run, const ZoneSpec& z, const Item& it) {
  GameState& st = run.g.st;
  CardId card = it.transformed ? card_def(it.card).back : it.card;
  ObjId id = new_object(st, card, z.player, z.zone);
  Object& o = st.obj(id);
  const CardDef& d = card_def(card);
  o.token = d.token;
  if (z.zone == Zone::Battlefield) {
    st.battlefield.push_back(id);
    o.tapped = it.tapped;
    o.sick = it.sick;
    o.damage = static_cast<int16_t>(it.damage);
    if (it.controller != kNoPlayer) o.controller = it.controller;
    for (size_t k = 0; k < it.counters.size(); ++k)
      o.counters[k] = static_cast<int16_t>(it.counters[k]);
    if (d.is(TPlaneswalker) && !it.loyalty_given) o.counter(Counter::Loyalty) = d.loyalty;
  } else {
    zone_list(st, z.player, z.zone).push_back(id);
  }
  return id;
}

}  // namespace

void build_state(Run& run) {
  const Setup& su = run.sc.setup;
  GameState& st = run.g.st;
  run.g.auto_single = su.auto_single;
  st.turn = su.turn;
  st.active = st.priority = st.starting = su.active;
  st.step = su.step;
  for (size_t p = 0; p < 2; ++p) {
    st.players[p].life = su.life[p];
    st.players[p].poison = static_cast<int16_t>(su.poison[p]);
    st.players[p].kept = true;
  }
  std::vector<std::pair<ObjId, const Item*>> attach;
  for (const ZoneSpec& z : su.zones)
    for (const Item& it : z.items)
      for (int i = 0; i < it.count; ++i) {
        ObjId id = place(run, z, it);
        if (!it.alias.empty()) run.aliases[it.alias] = id;
        if (!it.attached.empty()) attach.push_back({id, &it});
      }
  for (auto [id, it] : attach) {
    ObjId host = run.aliases.at(it->attached);
    st.obj(id).attached_to = host;  // the parser checked it names another permanent
  }
  // The untap step starts the turn from its beginning; any other step starts with priority
  // in that step, without its turn-based actions.
  if (su.step == Step::Untap) {
    st.tasks.push_back(Task{TaskKind::Turn});
  } else {
    Task end{TaskKind::Turn};
    end.stage = 1;
    st.tasks.push_back(end);
    if (su.step != Step::Cleanup) st.tasks.push_back(Task{TaskKind::Priority});
  }
  run.g.advance();
}

}  // namespace lore::scn
