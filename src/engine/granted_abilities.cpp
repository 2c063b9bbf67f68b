// Activated abilities a permanent has from another permanent (613.1f, layer 6): "Enchanted
// creature has \"{T}: ...\"" (Hermetic Study), "Equipment you control have equip {1}" (Astor,
// Bearer of Blades), "<this> has all activated abilities of all legendary creatures you control"
// (Robaran Mercenaries). The permanent that has such an ability is its source (113.7, 602.2): it
// is activated with the holder's {T} and the holder deals its damage. The granting card keeps the
// ability (Ability::granted); an activation option names it with granted_ability_code().
#include "engine.h"

namespace lore {

namespace {

// The activated abilities of `from` another permanent may take (HasActivatedAbilitiesOfYours):
// its own activated abilities that function on the battlefield.
bool takeable(const Ability& a) {
  return a.kind == AbilityKind::Activated && !a.granted && !a.from_hand && !a.from_graveyard &&
         !a.foretell_action;
}

}  // namespace

void granted_activated_abilities(const GameState& st, ObjId holder,
                                 std::vector<GrantedAbility>& out) {
  out.clear();
  if (st.activated_grant_sources == 0) return;
  const Object& h = st.obj(holder);
  if (h.zone != Zone::Battlefield || h.left) return;
  // 707.9b: "except it has this ability" ('Dane): named as an ability the holder has from its
  // copy effect (the holder as granter; activation_ability() reads the except's card)
  if (h.except != 0)
    if (const Ability* a = except_ability(st, holder); a && a->kind == AbilityKind::Activated)
      out.push_back({holder, except_of(st, holder).ability_index});
  for (ObjId s : st.battlefield) {
    if (!card_def(st.obj(s).card).grants_activated) continue;
    const Object& so = st.obj(s);
    std::span<const Ability> own = abilities_of(st, s);  // none if it lost them (613.1f)
    for (const Ability& a : own) {
      if (a.kind != AbilityKind::Static) continue;
      switch (a.stat.kind) {
        case StaticKind::AttachedHasActivatedAbility:
          // 613.7e: not to a permanent that lost its abilities after the Aura became attached
          if (so.attached_to == holder && gained_ability_applies(st, holder, so.timestamp) &&
              (!a.stat.filter.has_conditions() ||
               matches(st, holder, a.stat.filter, so.controller, s)))
            out.push_back({s, a.linked});
          break;
        case StaticKind::YoursHaveActivatedAbility:
          if (so.controller == h.controller && gained_ability_applies(st, holder, so.timestamp) &&
              matches(st, holder, a.stat.filter, so.controller, s))
            out.push_back({s, a.linked});
          break;
        case StaticKind::HasActivatedAbilitiesOfYours:
          if (s != holder) break;
          for (ObjId o : st.battlefield) {
            if (o == holder || st.obj(o).controller != h.controller ||
                !matches(st, o, a.stat.filter, h.controller, s))
              continue;
            std::span<const Ability> theirs = abilities_of(st, o);
            for (size_t i = 0; i < theirs.size(); ++i)
              if (takeable(theirs[i])) out.push_back({o, static_cast<int>(i)});
          }
          break;
        default: break;
      }
    }
  }
}

const Ability* activation_ability(const GameState& st, ObjId holder, int32_t n, CardId* card) {
  if (!is_granted_code(n)) {
    if (card) *card = st.obj(holder).card;
    const Ability* a = ability_of(st, holder, n);
    return a && !a->granted ? a : nullptr;  // the card gives it to others only
  }
  ObjId granter = granted_code_granter(n);
  int index = granted_code_index(n);
  if (granter < 0 || static_cast<size_t>(granter) >= st.objects.size()) return nullptr;
  if (granter == holder && st.obj(holder).except != 0 &&
      except_of(st, holder).ability_index == index) {  // its copy except's (707.9b)
    CardId from = kNoCard;
    const Ability* a = except_ability(st, holder, &from);
    if (!a || a->kind != AbilityKind::Activated || st.obj(holder).zone != Zone::Battlefield)
      return nullptr;
    if (card) *card = from;
    return a;
  }
  thread_local std::vector<GrantedAbility> found;
  granted_activated_abilities(st, holder, found);
  for (const GrantedAbility& g : found)
    if (g.granter == granter && g.index == index) {
      if (card) *card = def(st, granter).id;
      return &def(st, granter).abilities[static_cast<size_t>(index)];
    }
  return nullptr;
}

void granted_activation_options(const GameState& st, PlayerId p, std::vector<Option>& opts) {
  if (st.activated_grant_sources == 0) return;
  std::vector<GrantedAbility> found;
  for (ObjId id : st.battlefield) {
    if (st.obj(id).controller != p) continue;
    granted_activated_abilities(st, id, found);
    for (const GrantedAbility& g : found) {
      if (g.granter >= (kGrantedAbility >> kGrantedIndexBits)) continue;  // too far to name
      int32_t code = granted_ability_code(g.granter, g.index);
      if (can_activate(st, id, code, p)) opts.push_back({OptKind::Activate, id, code});
    }
  }
}

}  // namespace lore
