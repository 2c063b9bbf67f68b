// Effect primitives of the Commander cards of Through the Ages (FCA): paying life optionally,
// damage to an opponent chosen at random, a commander from the command zone to its owner's hand,
// Thrasios's reveal, protection from colors until end of turn, and Light Up the Stage's exile.
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// The opponents of `p` still in the game, in turn order from `p` (102.3, 800.4a).
std::vector<PlayerId> opponents_in_game(const GameState& st, PlayerId p) {
  std::vector<PlayerId> out;
  for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q))
    if (st.opponents(p, q)) out.push_back(q);
  return out;
}

// An opponent of `p` chosen at random (the game's generator, or a scenario's `random N`: N is the
// player's number, P2 = 2, kept 0-based in Game::forced_random).
PlayerId random_opponent(Game& g, PlayerId p) {
  std::vector<PlayerId> opps = opponents_in_game(g.st, p);
  if (opps.empty()) return kNoPlayer;
  if (!g.forced_random.empty()) {
    int n = g.forced_random.front();
    g.forced_random.erase(g.forced_random.begin());
    for (PlayerId q : opps)
      if (q == n) return q;
    throw std::invalid_argument("random player P" + std::to_string(n + 1) +
                                " forced, but that player can't be chosen");
  }
  return opps[g.st.rng.below(static_cast<uint32_t>(opps.size()))];
}

}  // namespace

// 119.4: "you may pay N life" (a player can pay only as much life as they have; 0 always);
// "If you do" then follows the choice.
bool op_pay_life_optional(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  PlayerId p = c.item.controller;
  int n = c.a;
  if (!ans) {
    if (n > g.st.players[static_cast<size_t>(p)].life) {
      c.t.b &= ~kDidBit;
      return true;
    }
    push_task(g, c.t);
    ask(g, DecisionKind::YesNo, p, {{OptKind::Yes, kNoObj, n}, {OptKind::No, kNoObj, n}},
        c.item.obj);
    return false;
  }
  if (ans->kind != OptKind::Yes) {
    c.t.b &= ~kDidBit;
    return true;
  }
  lose_life(g, p, n, c.item.obj);  // 119.4: paying life is losing it
  c.t.b |= kDidBit;
  return true;
}

namespace {

// Deals the damage once its affected player ordered the effects that change it (616.1); false
// after asking, with the recipient kept in t.d (1 + a player, or -1 - a planeswalker).
bool deal_once_ordered(Ctx& c, ObjId source, Target to, const Option* ans) {
  Game& g = c.g;
  std::vector<DamageAssignment> events{{source, to, static_cast<int16_t>(std::min(c.a, 30000))}};
  if (!damage_orders_settled(g, events, false, false, ans)) {
    c.t.d = to.kind == Target::Player ? to.id + 1 : -1 - to.id;
    push_task(g, c.t);
    return false;
  }
  deal_damage(g, source, to, c.a, false, nullptr, nullptr, nullptr, false, damage_order_key(0));
  return true;
}

}  // namespace

// Vial Smasher: the opponent is chosen at random as the ability resolves; its controller then
// chooses that player or a planeswalker that player controls (t.d: 1 + the chosen player).
bool op_damage_random_opponent(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  ObjId source = item.obj;
  if (ans && ans->kind == OptKind::Replacement) {  // the recipient was chosen: t.d keeps it
    Target to = c.t.d > 0 ? Target{Target::Player, c.t.d - 1} : Target{Target::Object, -1 - c.t.d};
    return deal_once_ordered(c, source, to, ans);
  }
  if (ans) {
    Target to =
        ans->obj == kNoObj ? Target{Target::Player, c.t.d - 1} : Target{Target::Object, ans->obj};
    return deal_once_ordered(c, source, to, nullptr);
  }
  PlayerId q = random_opponent(g, item.controller);
  if (q == kNoPlayer) return true;
  if (g.log) {
    LogEntry le = entry(g, LogKind::PlayerAtRandom, "700.2");
    le.player = q;
    le.card = st.obj(source).card;
    le.obj = source;
    g.emit(le);
  }
  std::vector<Option> opts{{OptKind::Player, kNoObj, q}};
  for (ObjId pw : st.battlefield)
    if (st.obj(pw).controller == q && is_type(st, pw, TPlaneswalker))
      opts.push_back({OptKind::Object, pw, 0});
  if (opts.size() == 1) return deal_once_ordered(c, source, Target{Target::Player, q}, nullptr);
  c.t.d = q + 1;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), source);
  return false;
}

// Command Beacon: one of the owner's commanders in the command zone goes to their hand; with two
// there, the owner chooses (702.124e; ruling FIN-R-0460); with none there, nothing happens
// (ruling FIN-R-0459).
bool op_commander_to_hand(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  ObjId chosen = ans ? ans->obj : kNoObj;
  if (!ans) {
    std::vector<Option> opts;
    for (const Commander& cm : st.commanders)
      if (cm.owner == p && cm.obj != kNoObj && st.obj(cm.obj).zone == Zone::Command &&
          !st.obj(cm.obj).left)
        opts.push_back({OptKind::Object, cm.obj, 0});
    if (opts.empty()) return true;
    if (opts.size() > 1) {
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
      return false;
    }
    chosen = opts[0].obj;
  }
  log_card(g, LogKind::ReturnToHand, "608.2c", chosen, p);
  move_object(g, chosen, Zone::Hand);
  return true;
}

// Thrasios: "reveal the top card of your library. If it's a land card, put it onto the
// battlefield tapped. Otherwise, draw a card." (701.20a; with an empty library, the draw is
// attempted, 121.3)
bool op_reveal_top_land_or_draw(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  auto& lib = st.players[static_cast<size_t>(p)].library;
  if (!lib.empty()) {
    ObjId top = lib.front();
    log_card(g, LogKind::Reveal, "701.20a", top, p);
    if (def(st, top).is(TLand)) {
      ObjId nid = move_object(g, top, Zone::Battlefield);
      if (nid != kNoObj) {
        st.obj(nid).controller = p;
        presence_changed(st, nid);
        enter_tapped(g, nid);
      }
      return true;
    }
  }
  draw_cards(g, p, 1);
  return true;
}

// 702.16a, 611.2: protection from the colors `a` until end of turn (layer 6, 613.1f)
bool op_grant_protection(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  for (Target tg : *c.who) {
    if (tg.kind != Target::Object || st.obj(tg.id).left) continue;
    ContinuousEffect ce;
    ce.object = tg.id;
    ce.protection = static_cast<ColorMask>(c.a);
    ce.timestamp = st.next_timestamp++;
    st.effects.push_back(ce);
    st.chars_changed();
    st.sba_settled = false;  // 704.5m-n: an Aura or Equipment may fall off
  }
  return true;
}

// "Exile the top a cards of your library. Until the end of your next turn, you may play those
// cards." (601.3, 305.1: timing and costs as usual; may_play_from_exile()). With b 1: "You may
// play it until your next end step" (Haste Magic); with b 2: "You may play that card for as long
// as you control <the source>" (Lightning, Security Sergeant; not after a break, FIN-R-0648).
bool op_exile_top_playable_until_next_turn(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  const Player& pl = st.players[static_cast<size_t>(p)];
  int window = eval(st, c.item, e.b);
  int32_t code = kPlayUntilTurnOf - (pl.turns_taken + 1);  // "your next turn"
  if (window == 1) {  // this turn's end step if it is still to come, else the next turn's
    bool this_turn = st.is_active(p) && st.step < Step::End;
    code = kPlayUntilEndStepOf - (pl.turns_taken + (this_turn ? 0 : 1));
  } else if (window == 2) {
    const Object& src = st.obj(c.item.obj);
    if (src.left || src.zone != Zone::Battlefield || src.controller != p)
      code = -1;  // no window
    else
      code = kPlayWhileExilerControls - src.controlled_since;
  }
  auto& lib = st.players[static_cast<size_t>(p)].library;
  for (int i = 0; i < c.a && !lib.empty(); ++i) {
    log_obj(g, LogKind::Exiled, "701.13a", lib.front(), 0, c.item.obj);
    ObjId nid = move_object(g, lib.front(), Zone::Exile);
    if (nid == kNoObj) continue;
    // "If it's a Goblin creature card, you may cast that card ...": a filter with types or
    // conditions gives the permission only to a card it matches (Rundvelt Hordemaster).
    if ((e.filter.types || e.filter.has_conditions()) && !matches(st, nid, e.filter, p, c.item.obj))
      continue;
    st.obj(nid).play_turn = code;
    if (window == 2) st.obj(nid).exiled_by = c.item.obj;
  }
  return true;
}

// Ninjutsu (702.49a, 702.49c-d): the card, if it is still in its owner's hand or the command
// zone, is put onto the battlefield tapped and attacking what the returned creature attacked;
// it was never declared as an attacker (508.4, ruling FIN-R-0638), and it is unblocked (509.1h).
bool op_ninjutsu_enter(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const Object& card = st.obj(item.obj);
  if (card.left || (card.zone != Zone::Hand && card.zone != Zone::Command)) return true;
  ObjId nid = move_object(g, item.obj, Zone::Battlefield);
  if (nid == kNoObj) return true;
  st.obj(nid).controller = item.controller;
  presence_changed(st, nid);
  enter_tapped(g, nid);
  bool in_combat = st.step >= Step::DeclareAttackers && st.step <= Step::CombatDamage;
  if (in_combat && item.trigger_item != kNoAttack) {
    Object& o = st.obj(nid);
    o.attacking = true;
    o.attack_target = item.trigger_item;
    st.chars_changed();
  }
  st.last_moved = nid;
  return true;
}

}  // namespace lore::effects
