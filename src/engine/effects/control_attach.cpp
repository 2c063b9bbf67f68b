// Effect primitives: control changes and attaching.
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// 613.1b: the ability's controller, or the player with the most life (none if tied), gains
// control of each permanent in `who`. "If they do" (Cond::IfYouDid) follows whether control of
// one of them changed.
void gain_control_of(Ctx& c, const Effect& e, const std::vector<Target>& who) {
  GameState& st = c.g.st;
  PlayerId to = c.item.controller;
  c.t.b &= ~kDidBit;
  if (params<Effect::ControlAttach>(e).to_most_life) {
    to = st.most_life();
    if (to == kNoPlayer) return;
  }
  if (params<Effect::ControlAttach>(e).to_trigger_player) {
    to = c.item.trigger_player;
    if (to == kNoPlayer) return;
  }
  if (int8_t slot = params<Effect::ControlAttach>(e).to_target_player; slot >= 0) {
    Effect player = e;  // the player in that target slot, if still a legal target (608.2b)
    player.who = Who::Target;
    player.slot = slot;
    std::vector<Target> named;
    recipients(c, player, named);
    if (named.empty() || named[0].kind != Target::Player) return;
    to = player_of(named[0]);
  }
  const Effect::ControlAttach& p = params<Effect::ControlAttach>(e);
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id) && st.obj(tg.id).controller != to) {
      // 611.2a-b: until end of turn, or for as long as `to` controls the source
      gain_control_for(c.g, tg.id, to, p.until, c.item.obj);
      c.t.b |= kDidBit;
    }
}

}  // namespace

// 613.1b: gains control for the rest of the game, or for the effect's duration (611.2a-b)
bool op_gain_control(Ctx& c, const Effect& e, const Option* /*ans*/) {
  const std::vector<Target>& who = *c.who;
  gain_control_of(c, e, who);
  return true;
}

// 701.12a-b: "exchange control of this <permanent> and <who>": each of the two controllers gains
// control of the other's permanent at once; if either isn't on the battlefield (or the target is
// illegal, so not in `who`), or one player controls both, nothing happens. "If you don't or can't
// make an exchange" (Cond::IfYouDidNot) reads whether it was made.
bool op_exchange_control(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  c.t.b &= ~kDidBit;
  const ObjId self = c.item.obj;
  ObjId other = kNoObj;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) other = tg.id;
  if (other == kNoObj || other == self || !on_battlefield(st, self)) return true;
  if (st.obj(self).controller == st.obj(other).controller)
    return true;  // 701.12b: the exchange does nothing
  exchange_control(c.g, self, other);
  c.t.b |= kDidBit;
  return true;
}

namespace {

// 701.3b: attaching to what it's attached to does nothing, and an Equipment can't be attached to
// a noncreature, nor to a creature with protection from it (702.16d, rulings FIN-R-0680,
// FIN-R-0695): it stays where it is.
bool can_attach(const GameState& st, ObjId eq, ObjId to) {
  if (st.obj(to).left || st.obj(to).zone != Zone::Battlefield || to == eq ||
      st.obj(eq).attached_to == to)
    return false;
  return !(card_def(st.obj(eq).card).equipment &&
           (!is_type(st, to, TCreature) || protected_from(st, to, eq)));
}

// 701.3a: attaches `eq` to the permanent `to` if it can be. True if it moved.
bool attach_to(Game& g, ObjId eq, ObjId to, const char* rule) {
  GameState& st = g.st;
  if (!can_attach(st, eq, to)) return false;
  st.obj(eq).attached_to = to;
  st.obj(eq).timestamp = st.next_timestamp++;  // 613.7e
  st.chars_changed();
  log_obj(g, LogKind::Attached, rule, eq, 0, to);
  return true;
}

// The permanents chosen in st.scratch (emptied) become attached to `to` (701.3a); "If you do"
// (kDidBit) and "it" (GameState::last_moved) follow the last one attached.
bool attach_chosen(Ctx& c, ObjId to) {
  GameState& st = c.g.st;
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  for (ObjId id : chosen)
    if (to != kNoObj && on_battlefield(st, to) && on_battlefield(st, id) &&
        attach_to(c.g, id, to, "701.3a")) {
      c.t.b |= kDidBit;
      st.last_moved = id;
    }
  return true;
}

}  // namespace

// 701.3a; 701.3b: attaching to what it's attached to does nothing
bool op_attach(Ctx& c, const Effect& e, const Option* /*ans*/) {
  GameState& st = c.g.st;
  // The source, or the Equipment in target slot `source_slot` ("attach target Equipment")
  ObjId eq = source_of(c, e);
  if (eq == kNoObj || st.obj(eq).left || st.obj(eq).zone != Zone::Battlefield) return true;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object) attach_to(c.g, eq, tg.id, c.a == 1 ? "702.182a" : "701.3a");
  return true;
}

// "attach it to a <filter> permanent you control" (701.3a; Sidequest: Play Blitzball): the
// source (still on the battlefield) is attached to a permanent its controller chooses as it
// resolves (608.2c, not targeted) among those it could be attached to; nothing if none.
bool op_attach_source_to_chosen(Ctx& c, const Effect& e, const Option* ans) {
  GameState& st = c.g.st;
  const ObjId eq = c.item.obj;
  if (!ans && (st.obj(eq).left || st.obj(eq).zone != Zone::Battlefield)) return true;
  if (!ans) {
    std::vector<Option> opts;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == c.item.controller && id != eq && can_attach(st, eq, id) &&
          matches(st, id, e.filter, c.item.controller, eq))
        opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) return true;
    push_task(c.g, c.t);
    ask(c.g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), eq);
    return false;
  }
  if (ans->kind == OptKind::Object && on_battlefield(st, eq))
    attach_to(c.g, eq, ans->obj, "701.3a");
  return true;
}

// "You may attach a <filter> permanent you control to <who>" (701.3a): chosen as it resolves
// (608.2c), or none; "If you do" follows whether one became attached, and it is "it" for what
// follows (GameState::last_moved). With ControlAttach::any_number ("any number of", Beatrix),
// the controller chooses them one at a time (st.scratch: those chosen), then they are all
// attached, with no action between (ruling FIN-R-0641); only what can be attached to it is
// offered (ruling FIN-R-0642).
bool op_attach_chosen(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const bool any_number = params<Effect::ControlAttach>(e).any_number;
  ObjId to = kNoObj;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) to = tg.id;
  if (!ans) {
    c.t.b &= ~kDidBit;
    st.last_moved = kNoObj;
    st.scratch.clear();
  } else if (ans->kind == OptKind::Object && any_number) {
    st.scratch.push_back(ans->obj);
  } else {
    if (ans->kind == OptKind::Object) st.scratch.assign(1, ans->obj);
    return attach_chosen(c, to);
  }
  if (to == kNoObj) return true;
  std::vector<Option> opts;
  for (ObjId id : st.battlefield)  // only what can be attached to it (FIN-R-0929)
    if (st.obj(id).controller == c.item.controller && can_attach(st, id, to) &&
        matches(st, id, e.filter, c.item.controller, c.item.obj) &&
        std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end())
      opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return attach_chosen(c, to);
  opts.push_back({OptKind::Done});  // "you may": none (no more)
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj);
  return false;
}

// Enchantment Alteration: "Attach target Aura attached to a creature or land to another
// permanent of that type": the new host is chosen as it resolves (608.2c), a permanent other
// than its host sharing the creature or land type the host has now, that the Aura can enchant
// (701.3b: otherwise it doesn't move; none offered, nothing happens).
bool op_attach_to_another_of_type(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  ObjId aura = kNoObj;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) aura = tg.id;
  if (aura == kNoObj) return true;
  const ObjId host = st.obj(aura).attached_to;
  if (host == kNoObj || !on_battlefield(st, host)) return true;
  if (ans) {
    if (ans->kind == OptKind::Object && on_battlefield(st, ans->obj))
      attach_to(g, aura, ans->obj, "701.3a");
    return true;
  }
  const TypeMask types = chars(st, host).types & (TCreature | TLand);
  std::vector<Option> opts;
  for (ObjId id : st.battlefield)
    if (id != host && id != aura && (chars(st, id).types & types) && can_attach(st, aura, id) &&
        could_enchant(st, aura, id))
      opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj);
  return false;
}

// 701.3d: "unattach <who>": it stays on the battlefield, attached to nothing
bool op_unattach(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id) &&
        st.obj(tg.id).attached_to != kNoObj) {
      ObjId from = st.obj(tg.id).attached_to;
      st.obj(tg.id).attached_to = kNoObj;
      st.chars_changed();
      log_obj(c.g, LogKind::Unattached, "701.3d", tg.id, 0, from);
    }
  return true;
}

// 701.3a: attach what was attached to the source
bool op_attach_from_source(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (who.empty() || who[0].kind != Target::Object || !on_battlefield(st, who[0].id)) return true;
  ObjId to = who[0].id;
  ObjId eq = kNoObj;
  if (ans) {
    eq = ans->obj;
  } else {
    std::vector<Option> opts;
    for (ObjId id : st.battlefield)
      if (std::find(st.unattached.begin(), st.unattached.end(),
                    std::pair<ObjId, ObjId>{id, item.obj}) != st.unattached.end())
        opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) return true;
    if (opts.size() > 1) {  // "an Equipment": one of them
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj);
      return false;
    }
    eq = opts[0].obj;
  }
  if (st.obj(eq).attached_to != to && eq != to) {  // 701.3b
    st.obj(eq).attached_to = to;
    st.obj(eq).timestamp = st.next_timestamp++;  // 613.7e
    st.chars_changed();
    log_obj(g, LogKind::Attached, "701.3a", eq, 0, to);
  }
  return true;
}

// 608.2c: a permanent attached to it, chosen as it resolves
bool op_choose_attached(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (ans) {
    st.last_moved = ans->kind == OptKind::Object ? ans->obj : kNoObj;
    return true;
  }
  st.last_moved = kNoObj;
  std::vector<Option> opts;
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id))
      for (ObjId id : st.battlefield)
        if (st.obj(id).attached_to == tg.id && matches(st, id, e.filter, item.controller, item.obj))
          opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  opts.push_back({OptKind::Done});  // "up to one"
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj);
  return false;
}

}  // namespace lore::effects
