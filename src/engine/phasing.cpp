// Phasing (CR 702.26). A phased-out permanent stays in the battlefield zone but is kept in
// GameState::phased_out instead of GameState::battlefield, so every rule that looks at the
// battlefield treats it as though it doesn't exist (702.26b) without checking a flag; rules
// that look at one object by id use on_battlefield(). Phasing moves no object between zones, so
// nothing triggers on entering or leaving (702.26d) and the object keeps its id, counters,
// damage and the choices made as it entered.
#include <algorithm>

#include "engine.h"

namespace lore {

namespace {

void set_phased(Game& g, ObjId id, bool out, bool indirectly) {
  GameState& st = g.st;
  Object& o = st.obj(id);
  auto& from = out ? st.battlefield : st.phased_out;
  auto& to = out ? st.phased_out : st.battlefield;
  from.erase(std::find(from.begin(), from.end(), id));
  to.push_back(id);
  o.phased_out = out;
  o.phased_indirectly = out && indirectly;
  st.sba_settled = false;  // the battlefield changed (702.26b)
  count_sources(st, o.card, out ? -1 : 1);
  count_except_sources(st, o, out ? -1 : 1);
  st.chars_changed();
  if (out) {
    // 702.26f: a "for as long as you control it" duration that tracks it ends now.
    for (ObjId other : st.phased_out)
      if (st.obj(other).phase_lock == id) st.obj(other).phase_lock = kNoObj;
  }
  log_obj(g, out ? LogKind::PhasedOut : LogKind::PhasedIn, out ? "702.26b" : "702.26c", id);
  if (out) remove_from_combat(g, id);  // 506.4
}

}  // namespace

bool on_battlefield(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  return o.zone == Zone::Battlefield && !o.left && !o.phased_out;
}

void phase_out(Game& g, ObjId id, ObjId lock, PlayerId lock_controller) {
  GameState& st = g.st;
  if (!on_battlefield(st, id)) return;
  // 702.26g: Auras and Equipment attached to it phase out indirectly, at the same time.
  std::vector<ObjId> attached;
  for (ObjId b : st.battlefield)
    if (st.obj(b).attached_to == id) attached.push_back(b);
  set_phased(g, id, true, false);
  for (ObjId b : attached) set_phased(g, b, true, true);
  st.obj(id).phase_lock = lock;
  st.obj(id).phase_lock_controller = lock_controller;
  // 702.26b, 611.2b: a phased-out permanent isn't controlled, so "for as long as you control
  // <it>" effects end now, as when it leaves (ruling DMU-R-0459); phasing in doesn't revive them
  if (!st.control_effects.empty()) end_control_effects(g);
  end_while_controls_effects(g);
}

bool phase_locked(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.phase_lock == kNoObj) return false;
  // "It can't phase in for as long as you control <the source>": a source that left the
  // battlefield is a new object (400.7), and a phased-out one isn't controlled (702.26b).
  return on_battlefield(st, o.phase_lock) &&
         st.obj(o.phase_lock).controller == o.phase_lock_controller;
}

void untap_step_phasing(Game& g) {
  GameState& st = g.st;
  // 502.1, 702.26a: permanents that phased out directly under the active player's control phase
  // in (those that phased out with them come back with them, 702.26g) unless an effect says
  // they can't. Nothing in the card pool has the phasing keyword, so nothing phases out here.
  std::vector<ObjId> in;
  for (ObjId id : st.phased_out) {
    const Object& o = st.obj(id);
    if (!st.is_active(o.controller) || o.phased_indirectly) continue;
    if (phase_locked(st, id)) continue;
    st.obj(id).phase_lock = kNoObj;
    in.push_back(id);
  }
  for (ObjId id : in) {
    std::vector<ObjId> with;
    for (ObjId b : st.phased_out)
      if (st.obj(b).phased_indirectly && st.obj(b).attached_to == id) with.push_back(b);
    set_phased(g, id, false, false);
    for (ObjId b : with) set_phased(g, b, false, false);  // still attached (702.26i)
  }
}

}  // namespace lore
