// Static abilities about the top card of a library (The Lunar Whale, Traveling Chocobo): looking
// at it any time (401.5), playing it (601.3, 305.1), and entering permanents that make triggered
// abilities trigger an additional time (603.2d). All of them are gated on the counts kept by
// count_sources(), so they cost nothing while no such permanent is on the battlefield.
#include "engine.h"

namespace lore {

namespace {

// Calls f(object, static ability) for each ability of `kind` of a permanent `p` controls.
template <class F>
void for_each_static(const GameState& st, PlayerId p, StaticKind kind, F&& f) {
  for (ObjId id : st.battlefield) {
    if (st.obj(id).controller != p) continue;
    for (const Ability& a : abilities_of(st, id))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == kind) f(st.obj(id), a.stat);
  }
}

// 401.5: `p` is casting a spell they cast from the top of their library; the new top card can't
// be looked at until the spell becomes cast (601.2i). (No activated ability or special action in
// the card pool changes the top of a library while it is being activated or taken.)
bool casting_from_own_library(const GameState& st, PlayerId p) {
  for (const Task& t : st.tasks)
    if (t.kind == TaskKind::CastSpell && t.stage > 0 && t.a >= 0 &&
        static_cast<size_t>(t.a) < st.objects.size()) {
      const Object& spell = st.obj(t.a);
      if (spell.zone == Zone::Stack && spell.controller == p && spell.cast_from == Zone::Library)
        return true;
    }
  return false;
}

// `card` is the top card of `p`'s own library, and a permanent may let them play it.
bool own_top_card(const GameState& st, ObjId card, PlayerId p) {
  const Object& o = st.obj(card);
  if (st.top_sources == 0 || o.left || o.zone != Zone::Library || o.owner != p) return false;
  const auto& library = st.players[static_cast<size_t>(p)].library;
  return !library.empty() && library.front() == card;
}

}  // namespace

ObjId top_card_visible(const GameState& st, PlayerId p) {
  const auto& library = st.players[static_cast<size_t>(p)].library;
  if (st.top_sources == 0 || library.empty()) return kNoObj;
  bool may_look = false;
  for_each_static(st, p, StaticKind::LookAtTopOfLibrary,
                  [&](const Object&, const StaticAbility&) { may_look = true; });
  if (!may_look || casting_from_own_library(st, p)) return kNoObj;
  return library.front();
}

bool may_play_from_top(const GameState& st, ObjId card, PlayerId p, const CardDef& as) {
  if (!own_top_card(st, card, p)) return false;
  bool may = false;
  for_each_static(st, p, StaticKind::PlayFromTopOfLibrary,
                  [&](const Object& src, const StaticAbility& s) {
                    if (s.if_attacked && !src.attacked) return;  // "attacked this turn"
                    // "As long as this Equipment is attached to a creature" (Summoning Materia)
                    if (s.if_attached &&
                        (src.attached_to == kNoObj || !is_type(st, src.attached_to, TCreature)))
                      return;
                    // "cast creature spells": only spells with one of those card types
                    if (s.filter.types && (as.is(TLand) || !as.is(s.filter.types))) return;
                    if (s.pay_life && !as.is(TLand)) return;  // only for life (kCastTopForLife)
                    // "play lands and cast <subtype> spells": the spell's characteristics as
                    // it would be cast (an Adventure's, 715.3a; ruling FIN-R-0052)
                    may |= !s.subtype || (as.is(TLand) && !s.spells_only) ||
                           (as.has_subtype(s.subtype) && !as.is(TLand));
                  });
  return may;
}

bool may_cast_from_top_for_life(const GameState& st, ObjId card, PlayerId p) {
  if (!own_top_card(st, card, p)) return false;
  bool may = false;
  for_each_static(st, p, StaticKind::PlayFromTopOfLibrary,
                  [&](const Object&, const StaticAbility& s) { may |= s.pay_life; });
  return may;
}

bool may_play_free(const GameState& st, ObjId card, PlayerId p) {
  const Object& o = st.obj(card);
  if (o.left || o.owner != p) return false;
  bool found = false;
  for (auto [id, turn] : st.free_plays) found |= id == card && turn == st.turn;
  if (!found) return false;
  if (o.zone == Zone::Exile) return true;
  const auto& library = st.players[static_cast<size_t>(p)].library;
  return o.zone == Zone::Library && !library.empty() && library.front() == card;
}

void end_top_free_plays(GameState& st, PlayerId p) {
  std::erase_if(st.free_plays, [&](const auto& f) {
    const Object& o = st.obj(f.first);
    return !o.left && o.zone == Zone::Library && o.owner == p;
  });
}

int enter_trigger_extra(const GameState& st, PlayerId p, ObjId entering) {
  if (st.enter_doublers == 0 || entering == kNoObj) return 0;
  const Object& e = st.obj(entering);
  if (e.left || e.zone != Zone::Battlefield || e.controller != p) return 0;
  int extra = 0;
  for_each_static(
      st, p, StaticKind::EnterTriggersAgain, [&](const Object&, const StaticAbility& s) {
        // "a land or <subtype> you control": its characteristics now
        if (is_type(st, entering, TLand) || (s.subtype && has_subtype_now(st, entering, s.subtype)))
          ++extra;
      });
  return extra;
}

}  // namespace lore
