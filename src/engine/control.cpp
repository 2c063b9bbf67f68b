// Control-changing effects (613.1b, layer 2) and their durations (611.2a-b): "until end of
// turn", "for as long as you control <this>", and those without a duration.
#include <algorithm>

#include "engine.h"

namespace lore {

namespace {

// A change of control made by one event: the permanent, its controller before and after.
struct Change {
  ObjId id;
  PlayerId from, to;
};
using Changes = std::vector<Change>;

// The controller becomes `p` (a change, or a return as an effect ends, under `rule`); the change
// is added to `out`, the event it belongs to.
void set_controller(Game& g, ObjId id, PlayerId p, const char* rule, Changes& out) {
  Object& o = g.st.obj(id);
  if (o.controller == p) return;  // nothing changes: it doesn't come under their control again
  out.push_back({id, o.controller, p});
  o.controller = p;
  o.sick = true;                      // 302.6: not controlled continuously since the turn began
  o.controlled_since = moment(g.st);  // 702.30a: it came under their control now
  remove_from_combat(g, id);          // 506.4
  presence_changed(g.st, id);
  end_while_controls_effects(g);  // 611.2b
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::ControlChanged, rule);
  e.card = o.card;
  e.obj = id;
  e.player = p;
  g.emit(e);
}

// "Whenever you lose control of ..." abilities trigger on the changes of one event, looking back
// in time (603.10a): they see the controllers every changed permanent had before the event (so
// a permanent that changes control together with others triggers its own ability for each, its
// former controller controlling the ability; ruling FIN-R-0422).
void announce(Game& g, const Changes& changes) {
  if (changes.empty()) return;
  GameState& st = g.st;
  std::vector<PlayerId> after;
  after.reserve(changes.size());
  for (const Change& c : changes) after.push_back(st.obj(c.id).controller);
  for (size_t i = changes.size(); i-- > 0;) st.obj(changes[i].id).controller = changes[i].from;
  st.chars_changed();
  for (const Change& c : changes)
    if (!st.obj(c.id).left) trigger_on_event(g, Event::LosesControl, c.id, c.to, c.from);
  for (size_t i = 0; i < changes.size(); ++i) st.obj(changes[i].id).controller = after[i];
  st.chars_changed();
}

bool has_records(const GameState& st, ObjId id) {
  return std::any_of(st.control_effects.begin(), st.control_effects.end(),
                     [&](const ControlEffect& c) { return c.object == id; });
}

// Confiscate: `aura` (on the battlefield) has "You control enchanted permanent" now (613.1f: none
// if it lost its abilities).
bool gives_control_of_enchanted(const GameState& st, ObjId aura) {
  for (const Ability& a : abilities_of(st, aura))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::YouControlEnchanted)
      return true;
  return false;
}

// 514.2 (at cleanup, `end_of_turn`), 611.2b, 800.4a: whether the effect is over.
bool ended(const GameState& st, const ControlEffect& c, bool end_of_turn) {
  if (!st.in_game(c.to)) return true;  // 800.4a: effects giving a player who left control end
  if (c.until == ControlUntil::EndOfTurn) return end_of_turn;
  if (c.until == ControlUntil::WhileAttached)  // 613.1b: a static ability's effect (611.3a)
    return c.source == kNoObj || !on_battlefield(st, c.source) ||
           st.obj(c.source).attached_to != c.object || st.obj(c.source).controller != c.to ||
           !gives_control_of_enchanted(st, c.source);
  if (c.until == ControlUntil::WhileControls)
    return c.source == kNoObj || !on_battlefield(st, c.source) ||
           st.obj(c.source).controller != c.to;
  return false;
}

// Ends the effects on `id` that are over; true if one ended. Its controller is then the `to` of
// the latest effect left (613.7: timestamp order), or, with none, the controller it had before
// them all; once none with a duration is left, the records go (the controller they give stays
// for good).
bool end_effects_on(Game& g, ObjId id, bool end_of_turn, Changes& out) {
  GameState& st = g.st;
  auto& v = st.control_effects;
  auto mine = [&](const ControlEffect& c) { return c.object == id; };
  auto first = std::find_if(v.begin(), v.end(), mine);
  const PlayerId base = first->from;
  if (st.obj(id).left) {  // 400.7: a new object; the effects ended with the old one
    std::erase_if(v, mine);
    return true;
  }
  auto over = [&](const ControlEffect& c) { return mine(c) && ended(st, c, end_of_turn); };
  if (std::erase_if(v, over) == 0) return false;
  if (auto rest = std::find_if(v.begin(), v.end(), mine); rest != v.end()) rest->from = base;
  PlayerId now = base;
  bool lasting = false;
  for (const ControlEffect& c : v)
    if (mine(c)) {
      now = c.to;
      lasting |= c.until != ControlUntil::Forever;
    }
  if (!lasting) std::erase_if(v, mine);
  if (!st.in_game(now)) now = st.obj(id).owner;  // 800.4a: back to a player still in the game
  set_controller(g, id, now, end_of_turn ? "514.2" : "611.2b", out);
  return true;
}

}  // namespace

namespace {

// 613.1b: `p` gains control of `id` for the rest of the game, as part of the event `out`.
void gain_control_into(Game& g, ObjId id, PlayerId p, Changes& out) {
  GameState& st = g.st;
  // A later effect without a duration outlasts the earlier ones with one (613.7).
  if (has_records(st, id)) st.control_effects.push_back({id, p, kNoPlayer, ControlUntil::Forever});
  set_controller(g, id, p, "613.1b", out);
}

}  // namespace

void gain_control(Game& g, ObjId id, PlayerId p) {
  Changes changes;
  gain_control_into(g, id, p, changes);
  announce(g, changes);
  end_control_effects(g);  // "for as long as you control <it>" effects may end now
}

void exchange_control(Game& g, ObjId a, ObjId b) {
  const PlayerId ca = g.st.obj(a).controller, cb = g.st.obj(b).controller;
  Changes changes;  // 701.12a: one event, both at once
  gain_control_into(g, a, cb, changes);
  gain_control_into(g, b, ca, changes);
  announce(g, changes);
  end_control_effects(g);
}

void gain_control_for(Game& g, ObjId id, PlayerId p, ControlUntil until, ObjId source) {
  GameState& st = g.st;
  if (until == ControlUntil::Forever) return gain_control(g, id, p);
  ControlEffect c{id, p, st.obj(id).controller, until, source};
  // 611.2b: a "for as long as" duration that has already ended: the effect does nothing
  if (ended(st, c, false)) return;
  st.control_effects.push_back(c);
  Changes changes;
  set_controller(g, id, p, "613.1b", changes);
  announce(g, changes);
  end_control_effects(g);
}

// Confiscate's "You control enchanted permanent" (613.1b, 611.3a): an Aura with the ability,
// attached to a permanent, gives its controller control of it for as long as it stays attached
// with the ability and that controller (a ControlUntil::WhileAttached record; its timestamp,
// 613.7e, is when the record is made). Looked at with the state-based actions while an Aura is on
// the battlefield.
void sync_aura_control(Game& g) {
  GameState& st = g.st;
  end_control_effects(g);  // records whose Aura moved, left or changed controller end first
  for (size_t i = 0; i < st.battlefield.size(); ++i) {
    ObjId aura = st.battlefield[i];
    const Object& ao = st.obj(aura);
    if (ao.attached_to == kNoObj || !def(st, aura).aura || !on_battlefield(st, ao.attached_to) ||
        !gives_control_of_enchanted(st, aura))
      continue;
    bool applied = std::any_of(
        st.control_effects.begin(), st.control_effects.end(), [&](const ControlEffect& c) {
          return c.until == ControlUntil::WhileAttached && c.source == aura &&
                 c.object == ao.attached_to && c.to == ao.controller;
        });
    if (!applied)
      gain_control_for(g, ao.attached_to, ao.controller, ControlUntil::WhileAttached, aura);
  }
}

void end_control_effects(Game& g, bool end_of_turn) {
  GameState& st = g.st;
  Changes changes;  // at cleanup, every "until end of turn" effect ends at once (514.2)
  // One change of control may end a "for as long as you control" effect on another permanent.
  for (bool changed = !st.control_effects.empty(); changed;) {
    changed = false;
    for (size_t i = 0; i < st.control_effects.size(); ++i) {
      ObjId id = st.control_effects[i].object;
      bool seen = false;  // each object once per pass
      for (size_t j = 0; j < i; ++j) seen |= st.control_effects[j].object == id;
      if (!seen && end_effects_on(g, id, end_of_turn, changes)) {
        changed = true;
        break;
      }
    }
  }
  announce(g, changes);
}

// 611.2b: the continuous effects lasting "for as long as you control <a permanent>" end once it
// has left the battlefield or another player controls it (a new object, 400.7, doesn't revive
// them); those lasting "for as long as <it> remains tapped" once it has left or untapped (a later
// tapping doesn't revive them either). Only effects that remember such a permanent are looked at.
void end_while_controls_effects(Game& g) {
  GameState& st = g.st;
  auto over = [&](const ContinuousEffect& ce) {
    return ce.while_controls != kNoObj &&
           (!on_battlefield(st, ce.while_controls) ||
            (ce.while_tapped ? !st.obj(ce.while_controls).tapped
                             : st.obj(ce.while_controls).controller != ce.while_controller));
  };
  if (std::none_of(st.effects.begin(), st.effects.end(), over)) return;
  if (g.log)
    for (const ContinuousEffect& ce : st.effects)
      if (over(ce)) {
        LogEntry e = entry(g, LogKind::EffectEnds, "611.2b");
        e.obj = ce.object;
        e.card = st.obj(ce.object).card;
        g.emit(e);
      }
  std::erase_if(st.effects, over);
  st.sba_settled = false;  // a toughness boost may have ended
  st.chars_changed();
}

}  // namespace lore
