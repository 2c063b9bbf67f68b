// Effect primitives: damage, fights, damage prevention and life totals.
#include "engine/effects/ops.h"

namespace lore::effects {

// 120.1-120.3: an object deals damage; 601.2d: divided as announced
bool op_deal_damage(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  ObjId src = source_of(c, e);
  if (src == kNoObj) return true;
  if (e.distribute) {  // 601.2d: each target is dealt the share announced with the targets
    for_each_share(c, e, a, false, [&](Target tg, int n) { deal_damage(g, src, tg, n, false); });
    return true;
  }
  for (Target tg : who)  // "It deals damage to each other creature": not to itself
    if (!(e.source_slot >= 0 && e.filter.other && tg == Target{Target::Object, src}))
      deal_damage(g, src, tg, a, false, nullptr, nullptr, nullptr,
                  params<Effect::DamageLife>(e).unpreventable);
  return true;
}

// 701.14a-b
bool op_fight(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  ObjId src = source_of(c, e);
  auto present = [&](ObjId id) {
    return id != kNoObj && !st.obj(id).left && st.obj(id).zone == Zone::Battlefield &&
           is_type(st, id, TCreature);
  };
  for (Target tg : who) {
    if (tg.kind != Target::Object || !present(src) || !present(tg.id)) continue;
    log_obj(g, LogKind::Fight, "701.14a", src, 0, tg.id);
    int p1 = chars(st, src).power, p2 = chars(st, tg.id).power;
    deal_damage(g, src, tg, p1, false);  // 701.14d: not combat damage
    deal_damage(g, tg.id, {Target::Object, src}, p2, false);
  }
  return true;
}

// 615.1: a prevention effect for damage dealt to creatures
bool op_prevent_damage_to_creatures(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who) {
    ContinuousEffect ce;
    ce.prevent_for = player_of(tg);
    ce.timestamp = st.next_timestamp++;
    st.effects.push_back(ce);
    st.chars_changed();
  }
  return true;
}

// 119.3: the player gains that much life; each player first orders the replacement effects of
// different kinds that change it (616.1).
bool op_gain_life(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who)
    if (!life_gain_order_settled(g, player_of(tg), a, ans)) {
      push_task(g, c.t);
      return false;
    }
  for (Target tg : who) gain_life(g, player_of(tg), a, item.obj);
  return true;
}

// 119.3: the player loses that much life
bool op_lose_life(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who) lose_life(g, player_of(tg), a, item.obj);
  return true;
}

// 119.5: gains or loses the difference (ruling FIN-R-0407)
bool op_life_total_becomes(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  for (Target tg : who) {
    PlayerId p = player_of(tg);
    int life = st.players[static_cast<size_t>(p)].life;
    if (a > life) gain_life(g, p, a - life, item.obj);
    if (a < life) lose_life(g, p, life - a, item.obj);
  }
  return true;
}

}  // namespace lore::effects
