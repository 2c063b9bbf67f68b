#include "python/observation.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "engine/engine.h"

namespace lore::py {

namespace {

// Seats as the viewer sees them: 0 is the viewer, then the others in turn order (102.1).
int relative(const GameState& st, PlayerId viewer, PlayerId p) {
  if (p == kNoPlayer) return -1;
  return (p - viewer + st.num_players) % st.num_players;
}

struct Row {
  ObjId id;
  int ability;  // a stack item: 1 + its ability index; 0: the object itself
};

// The objects the viewer may see, in table order; stops at kObjectRows.
int visible_rows(const GameState& st, PlayerId viewer, Row* rows) {
  int n = 0;
  auto add = [&](ObjId id, int ability) {
    if (n < kObjectRows) rows[n++] = {id, ability};
  };
  for (ObjId id : st.players[static_cast<size_t>(viewer)].hand) add(id, 0);
  for (ObjId id : st.battlefield) add(id, 0);
  for (const StackItem& it : st.stack) add(it.obj, it.ability ? 1 + it.index : 0);
  for (int i = 0; i < st.num_players; ++i) {
    auto p = static_cast<size_t>((viewer + i) % st.num_players);
    for (ObjId id : st.players[p].graveyard) add(id, 0);
  }
  for (ObjId id : st.exile)  // a face-down foretold card (702.143a) is hidden in player_view()
    if (st.obj(id).card != kNoCard) add(id, 0);
  for (ObjId id : st.command) add(id, 0);
  return n;
}

void encode_object(const GameState& st, PlayerId viewer, const Row& r, float* f) {
  const Object& o = st.obj(r.id);
  const bool permanent = o.zone == Zone::Battlefield && !r.ability;
  const Chars c = permanent ? chars(st, r.id) : card_def(o.card).printed;
  f[0] = 1;
  f[1] = o.card;
  f[2] = r.ability ? static_cast<float>(Zone::Stack) : static_cast<float>(o.zone);
  f[3] = static_cast<float>(relative(st, viewer, o.owner));
  f[4] = static_cast<float>(relative(st, viewer, o.controller));
  f[5] = o.tapped;
  f[6] = c.power;
  f[7] = c.toughness;
  f[8] = o.damage;
  f[9] = o.count(Counter::PlusOne) - o.count(Counter::MinusOne);
  f[10] = o.count(Counter::Loyalty);
  f[11] = o.count(Counter::Lore);
  f[12] = o.sick;
  f[13] = o.attacking;
  f[14] = o.blocking != kNoObj;
  f[15] = c.types;
  f[16] = static_cast<float>(c.keywords);
  f[17] = c.mana_value;
  f[18] = static_cast<float>(r.ability);
}

int slot_of(const Row* rows, int n, ObjId id) {
  for (int i = 0; i < n; ++i)
    if (rows[i].id == id && !rows[i].ability) return i;
  return -1;
}

void encode_actions(const GameState& st, const Row* rows, int nrows, const ObsOut& out) {
  const Decision& d = st.decision;
  const int legal = legal_actions(d);
  // Table rows by object id: one pass over the rows, not one per action. Per thread (VecEnv
  // steps on threads); it keeps its capacity, so the steady loop doesn't allocate.
  thread_local std::vector<int8_t> row_of;
  row_of.assign(st.objects.size(), -1);
  for (int i = nrows - 1; i >= 0; --i)
    if (!rows[i].ability) row_of[static_cast<size_t>(rows[i].id)] = static_cast<int8_t>(i);
  auto slot = [&](ObjId id) {
    return id >= 0 && static_cast<size_t>(id) < row_of.size() ? row_of[static_cast<size_t>(id)]
                                                              : -1;
  };
  for (int a = 0; a < legal; ++a) {
    float* f = out.actions + a * kActionFeatures;
    out.mask[a] = 1;
    f[0] = 1;
    if (d.is_number()) {
      f[1] = static_cast<float>(OptKind::Number);
      f[2] = static_cast<float>(slot(d.range.obj));
      f[3] = d.range.obj == kNoObj ? -1 : st.obj(d.range.obj).card;
      f[5] = static_cast<float>(action_answer(d, a));
      continue;
    }
    const Option& o = d.options[static_cast<size_t>(a)];
    f[1] = static_cast<float>(o.kind);
    f[2] = static_cast<float>(slot(o.obj));
    // An option's card is shown to whoever chooses it (a card searched for, a revealed hand).
    f[3] = o.obj == kNoObj ? -1 : st.obj(o.obj).card;
    f[4] = static_cast<float>(o.n);
  }
}

}  // namespace

int legal_actions(const Decision& d) {
  return static_cast<int>(std::min<int64_t>(d.choices(), kActions));
}

int action_answer(const Decision& d, int a) {
  if (!d.is_number()) return a;
  const int64_t count = d.range.count();
  if (count <= kActions) return d.range.nth(a);
  // Evenly spread buckets: 0 is the least legal value, kActions - 1 the greatest.
  return d.range.nth(a * (count - 1) / (kActions - 1));
}

void encode_observation(const GameState& st, PlayerId viewer, const ObsOut& out) {
  std::memset(out.game, 0, sizeof(float) * kGameFeatures);
  std::memset(out.players, 0, sizeof(float) * kPlayerRows * kPlayerFeatures);
  std::memset(out.objects, 0, sizeof(float) * kObjectRows * kObjectFeatures);
  std::memset(out.actions, 0, sizeof(float) * kActions * kActionFeatures);
  std::memset(out.mask, 0, kActions);
  const Decision& d = st.decision;
  Row rows[kObjectRows];
  const int nrows = visible_rows(st, viewer, rows);

  float* g = out.game;
  g[0] = static_cast<float>(st.turn);
  g[1] = static_cast<float>(st.step);
  g[2] = static_cast<float>(relative(st, viewer, st.active));
  g[3] = static_cast<float>(relative(st, viewer, st.priority));
  g[4] = static_cast<float>(d.kind);
  g[5] = static_cast<float>(relative(st, viewer, d.player));
  g[6] = static_cast<float>(d.n);
  g[7] = d.is_number();
  g[8] = static_cast<float>(d.choices());
  g[9] = d.is_number() ? static_cast<float>(d.range.lo) : 0;
  g[10] = d.is_number() ? static_cast<float>(d.range.hi) : 0;
  g[11] = static_cast<float>(st.stack.size());
  g[12] = st.num_players;
  g[13] = static_cast<float>(slot_of(rows, nrows, d.about));
  g[14] = st.over;
  g[15] = static_cast<float>(st.over ? relative(st, viewer, st.winner) : -1);

  for (int i = 0; i < st.num_players; ++i) {
    const Player& p = st.players[static_cast<size_t>((viewer + i) % st.num_players)];
    float* f = out.players + i * kPlayerFeatures;
    f[0] = 1;
    f[1] = !p.lost;
    f[2] = p.life;
    f[3] = p.poison;
    f[4] = static_cast<float>(p.hand.size());
    f[5] = static_cast<float>(p.library.size());
    f[6] = static_cast<float>(p.graveyard.size());
    f[7] = p.lands_played;
    f[8] = static_cast<float>(p.pool.total());
    f[9] = p.turns_taken;
  }
  for (int i = 0; i < nrows; ++i)
    encode_object(st, viewer, rows[i], out.objects + i * kObjectFeatures);
  if (d.pending() && d.player == viewer && !st.over) encode_actions(st, rows, nrows, out);
}

}  // namespace lore::py
