// Sagas (CR 714) and read ahead (702.155): chapter abilities trigger as lore counters are put
// on the Saga; a Saga with no chapter abilities neither gains lore counters at precombat main
// nor is sacrificed (the 2025 rules change, 714.3c and 714.4).
#include "engine.h"

namespace lore {

// 714.2d: computed from the chapter abilities it has now, never from a printed constant (0 while
// it has lost all abilities, FIN-R-0002).
int final_chapter(const GameState& st, ObjId id) {
  int n = 0;
  for (const Ability& a : abilities_of(st, id)) n = std::max<int>(n, a.chapter);
  return n;
}

void lore_added(Game& g, ObjId id, int before, int after) {
  GameState& st = g.st;
  const Object& o = st.obj(id);
  bool read_ahead_turn = has_read_ahead(st, id) && o.entered_turn == st.turn;
  // 714.2b: only the chapter abilities it has now trigger (none while it has lost all abilities).
  std::span<const Ability> abilities = abilities_of(st, id);
  for (size_t i = 0; i < abilities.size(); ++i) {
    int n = abilities[i].chapter;
    if (n == 0 || !(before < n && after >= n)) continue;  // 714.2b
    if (read_ahead_turn && after != n) continue;          // 702.155a: skipped chapters
    if (g.log) {
      LogEntry e = entry(g, LogKind::ChapterTriggered, "714.2b");
      e.obj = id;
      e.card = o.card;
      e.player = o.controller;
      e.amount = n;
      g.emit(e);
    }
    trigger_ability(g, id, static_cast<int>(i));
    // 714.2d: the final chapter is the greatest chapter number it has now.
    if (n == final_chapter(st, id))
      trigger_on_event(g, Event::FinalChapterTriggers, id, st.obj(id).controller);
  }
}

void saga_precombat_main(Game& g) {
  GameState& st = g.st;
  std::vector<ObjId> sagas;  // the set is fixed before any counter goes on
  for (ObjId id : st.battlefield)
    if (st.is_active(st.obj(id).controller) && is_saga(st, id) && final_chapter(st, id) > 0)
      sagas.push_back(id);
  if (!sagas.empty()) st.sba_settled = false;  // lore counters (704.5s)
  for (ObjId id : sagas) {
    if (st.obj(id).left) continue;
    int before = st.obj(id).count(Counter::Lore);
    // A turn-based action, not an effect (703.1, 609.1): a replacement effect on counters "an
    // effect would put" (Doubling Season) doesn't apply to it.
    change_counters(g, id, Counter::Lore, 1, "714.3c");
    lore_added(g, id, before, before + 1);
  }
}

bool saga_sacrifice_due(const GameState& st, ObjId id) {
  int last = final_chapter(st, id);
  if (last == 0 || st.obj(id).count(Counter::Lore) < last) return false;
  // ...unless it is the source of a chapter ability that has triggered but not yet left the
  // stack, including one still waiting to be put on it. A triggered ability is read from its
  // card (113.7a): it may be one an effect granted, not one of the Saga's chapters.
  auto chapter = [](CardId card, int index) {
    return card_def(card).abilities[static_cast<size_t>(index)].chapter > 0;
  };
  for (const PendingTrigger& p : st.pending)
    if (p.source == id && chapter(p.card, p.index)) return false;
  for (const StackItem& s : st.stack)
    if (s.ability && s.obj == id && chapter(s.source_card, s.index)) return false;
  return true;
}

}  // namespace lore
