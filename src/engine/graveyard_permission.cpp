// "Once during each of your turns, you may play a land card or cast a <kind of> spell from your
// graveyard" (Serra Paragon, Rivaz of the Claw): a permission of a permanent (601.3, 305.1),
// used once each turn by each such permanent (a new object has its own, 400.7).
#include <array>
#include <cstdint>

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

// 110.4: the permanent types, in the order a card of several unused ones takes one of them
// (the rarer first, the creature type last: an artifact creature cast with Muldrotha's permission
// leaves its creature permission for another creature spell)
constexpr std::array<TypeMask, 6> kTypeOrder = {TLand,        TBattle,   TPlaneswalker,
                                                TEnchantment, TArtifact, TCreature};

// The permanent types (kTypeOrder bits) of `card` for which `source`'s "each permanent type"
// permission is unused this turn (the card's types as it is played or cast, ruling FIN-R-0537)
uint8_t unused_types(const GameState& st, ObjId source, ObjId card) {
  TypeMask types = card_def(st.obj(card).card).types;
  uint8_t out = 0;
  for (size_t i = 0; i < kTypeOrder.size(); ++i)
    if (types & kTypeOrder[i]) out = static_cast<uint8_t>(out | 1u << i);
  return static_cast<uint8_t>(out & ~st.obj(source).graveyard_types_used);
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
    if (!a) continue;
    // Muldrotha: once for each permanent type (rulings FIN-R-0536, FIN-R-0537)
    if (a->stat.each_permanent_type) {
      if (once == kNoObj && unused_types(st, s, card) != 0 &&
          matches(st, card, a->stat.filter, p, s))
        once = s;
      continue;
    }
    if (so.graveyard_permission_used && !unlimited(*a)) continue;
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
  if (a && a->stat.each_permanent_type && played != kNoObj) {
    // One of the card's unused types is used (601.3, ruling FIN-R-0543); limit: taken in
    // kTypeOrder, not asked.
    uint8_t unused = unused_types(st, source, played);
    // the lowest bit: the first unused type in kTypeOrder
    st.obj(source).graveyard_types_used |= static_cast<uint8_t>(unused & -unused);
    return;
  }
  st.obj(source).graveyard_permission_used = true;
  // "If you cast a spell this way, that artifact enters tapped." (Edgar; 614.1c)
  if (a && a->stat.enters_tapped && played != kNoObj) st.obj(played).enter_tapped = true;
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

namespace {

const StaticAbility* life_permission(const GameState& st, ObjId source) {
  for (const Ability& a : abilities_of(st, source))  // none if it lost them (613.1f)
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::CastFromGraveyardPayingLife)
      return &a.stat;
  return nullptr;
}

}  // namespace

// Noctis, Prince of Lucis: "You may cast artifact spells from your graveyard by paying 3 life in
// addition to paying their other costs" (601.3; costs and timing as usual, ruling FIN-R-0262).
// Counted with the once-each-turn permissions (CardDef::graveyard_permission), so nothing is
// looked for while no such permanent is on the battlefield.
ObjId graveyard_life_permission(const GameState& st, ObjId card, PlayerId p) {
  if (st.graveyard_permission_sources == 0) return kNoObj;
  const Object& o = st.obj(card);
  if (o.zone != Zone::Graveyard || o.owner != p) return kNoObj;
  const Player& pl = st.players[static_cast<size_t>(p)];
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (!card_def(so.card).graveyard_permission || so.controller != p) continue;
    const StaticAbility* a = life_permission(st, s);
    // 119.4: life can be paid only up to the life total, and not while a permanent forbids it
    if (!a || pl.life < a->power || (a->power > 0 && life_payment_forbidden(st))) continue;
    if (matches(st, card, a->filter, p, s)) return s;
  }
  return kNoObj;
}

int life_permission_cost(const GameState& st, ObjId source) {
  const StaticAbility* a = life_permission(st, source);
  return a ? a->power : 0;
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
