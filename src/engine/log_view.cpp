#include "log_view.h"

#include "engine.h"

namespace lore {

namespace {

// Who may see the card of `id` where it is now.
uint8_t seen_where(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.left) return kSeenByAll;  // logged on its way out of a public zone, or as it left one
  switch (o.zone) {
    case Zone::Hand:
      return seen_by_player(o.owner);  // 402.3
    // 406.3, 702.143a, 702.75a: a foretold card, or one exiled face down by hideaway, is face
    // down; only its owner may look at it
    case Zone::Exile:
      return o.face_down || foretold_turn(st, id) >= 0 ? seen_by_player(o.owner) : kSeenByAll;
    case Zone::Library:  // 401.2; 401.5: "you may look at the top card of your library"
      return top_card_visible(st, o.owner) == id ? seen_by_player(o.owner) : kSeenByNobody;
    default: return kSeenByAll;
  }
}

}  // namespace

uint8_t entry_seen_by(const GameState& st, const LogEntry& e) {
  switch (e.kind) {
    case LogKind::Reveal:          // 701.20a
    case LogKind::Bottom:          // a card is put on the bottom by name only once revealed
    case LogKind::Cast:            // 601.2a: it is on the stack
    case LogKind::PlayLand:        // 305.1
    case LogKind::Discard:         // 701.9a: into the graveyard, a public zone
    case LogKind::CleanupDiscard:  // 514.1
    case LogKind::Mill:            // 701.17a
    case LogKind::Exiled:          // 406.3: face up
    case LogKind::ZoneChange:      // logged only to or from the battlefield, or to exile
      return kSeenByAll;
    default: break;
  }
  uint8_t seen = kSeenByAll;
  if (e.card != kNoCard && e.obj != kNoObj) seen &= seen_where(st, e.obj);
  if (e.card2 != kNoCard && e.obj2 != kNoObj) seen &= seen_where(st, e.obj2);
  return seen;
}

bool visible_to(const LogEntry& e, PlayerId viewer) {
  return viewer == kNoPlayer || (e.seen & seen_by_player(viewer)) != 0;
}

LogEntry as_seen_by(const LogEntry& e, PlayerId viewer) {
  if (visible_to(e, viewer)) return e;
  LogEntry hidden = e;
  if (hidden.card != kNoCard) hidden.card = kHiddenCard, hidden.obj = kNoObj;
  if (hidden.card2 != kNoCard) hidden.card2 = kHiddenCard, hidden.obj2 = kNoObj;
  return hidden;
}

std::string render_text_for(const LogEntry& e, PlayerId viewer) {
  return render_text(as_seen_by(e, viewer));
}

std::string render_json_for(const LogEntry& e, PlayerId viewer) {
  return render_json(as_seen_by(e, viewer));
}

}  // namespace lore
