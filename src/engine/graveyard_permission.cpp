// "Once during each of your turns, you may play a land card or cast a <kind of> spell from your
// graveyard" (Serra Paragon, Rivaz of the Claw): a permission of a permanent (601.3, 305.1),
// used once each turn by each such permanent (a new object has its own, 400.7).
#include "engine.h"

namespace lore {

namespace {

const Ability* permission_ability(const GameState& st, ObjId source) {
  for (const Ability& a : abilities_of(st, source))
    if (a.kind == AbilityKind::Static &&
        (a.stat.kind == StaticKind::OncePerTurnFromGraveyard ||
         a.stat.kind == StaticKind::PlayFromGraveyardDuringYourTurn))
      return &a;
  return nullptr;
}

// "During your turn, you may play cards from your graveyard." (Hades): never used up.
bool unlimited(const Ability& a) {
  return a.stat.kind == StaticKind::PlayFromGraveyardDuringYourTurn;
}

}  // namespace

ObjId graveyard_permission(const GameState& st, ObjId card, PlayerId p) {
  if (st.graveyard_permission_sources == 0) return kNoObj;
  const Object& o = st.obj(card);
  // "your graveyard", "during each of your turns"
  if (o.zone != Zone::Graveyard || o.owner != p || !st.is_active(p)) return kNoObj;
  ObjId once = kNoObj;  // a once-each-turn permission is used only when no unlimited one applies
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (!card_def(so.card).graveyard_permission || so.controller != p) continue;
    const Ability* a = permission_ability(st, s);
    if (!a || (so.graveyard_permission_used && !unlimited(*a))) continue;
    // "a permanent spell with mana value 3 or less" (202.3: a land card's is 0), "a Dragon
    // creature spell": the card as it would be cast
    if (!matches(st, card, a->stat.filter, p, s)) continue;
    if (unlimited(*a)) return s;
    if (once == kNoObj) once = s;
  }
  return once;
}

void use_graveyard_permission(Game& g, ObjId source, ObjId played) {
  GameState& st = g.st;
  const Ability* a = permission_ability(st, source);
  if (a && unlimited(*a)) return;
  st.obj(source).graveyard_permission_used = true;
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

bool graveyard_exiled(const GameState& st, PlayerId owner) {
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (!card_def(so.card).exiles_graveyard_bound || so.controller != owner) continue;
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::YourGraveyardToExile)
        return true;
  }
  return false;
}

}  // namespace lore
