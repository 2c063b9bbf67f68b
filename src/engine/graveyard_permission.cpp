// "Once during each of your turns, you may play a land card or cast a <kind of> spell from your
// graveyard" (Serra Paragon, Rivaz of the Claw): a permission of a permanent (601.3, 305.1),
// used once each turn by each such permanent (a new object has its own, 400.7).
#include "engine.h"

namespace lore {

namespace {

const Ability* permission_ability(const GameState& st, ObjId source) {
  for (const Ability& a : abilities_of(st, source))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::OncePerTurnFromGraveyard)
      return &a;
  return nullptr;
}

}  // namespace

ObjId graveyard_permission(const GameState& st, ObjId card, PlayerId p) {
  if (st.graveyard_permission_sources == 0) return kNoObj;
  const Object& o = st.obj(card);
  // "your graveyard", "during each of your turns"
  if (o.zone != Zone::Graveyard || o.owner != p || !st.is_active(p)) return kNoObj;
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (!card_def(so.card).graveyard_permission || so.controller != p ||
        so.graveyard_permission_used)
      continue;
    const Ability* a = permission_ability(st, s);
    // "a permanent spell with mana value 3 or less" (202.3: a land card's is 0), "a Dragon
    // creature spell": the card as it would be cast
    if (a && matches(st, card, a->stat.filter, p, s)) return s;
  }
  return kNoObj;
}

void use_graveyard_permission(Game& g, ObjId source, ObjId played) {
  GameState& st = g.st;
  st.obj(source).graveyard_permission_used = true;
  const Ability* a = permission_ability(st, source);
  if (!a || a->linked < 0 || played == kNoObj) return;
  // "If you do, it gains \"...\"" (613.1f, no duration; 400.7a: the spell's effect goes on
  // applying to the permanent it becomes)
  ContinuousEffect ce;
  ce.object = played;
  ce.until_end_of_turn = false;
  ce.grant_card = st.obj(source).card;
  ce.grant_index = a->linked;
  ce.timestamp = st.next_timestamp++;
  st.effects.push_back(ce);
  st.chars_changed();
  if (g.log) {
    LogEntry le = entry(g, LogKind::AbilityGranted, "613.1f");
    le.obj = played, le.card = st.obj(played).card, le.player = st.obj(played).controller;
    le.card2 = ce.grant_card, le.amount = a->linked;
    g.emit(le);
  }
}

}  // namespace lore
