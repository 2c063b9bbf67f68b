// Convoke (CR 702.51): tapping creatures rather than paying mana of a spell's total cost.
#include <bit>

#include "engine.h"

namespace lore {

bool spell_has_convoke(const GameState& st, ObjId paying_for, PlayerId p, bool for_ability) {
  if (for_ability || paying_for == kNoObj || st.cost_sources == 0) return false;
  const Object& o = st.obj(paying_for);
  // A permanent's or an emblem's ability, or an ability on the stack: no spell (702.51a).
  if (o.zone == Zone::Battlefield || (o.zone == Zone::Command && !is_commander(st, paying_for)) ||
      (o.zone == Zone::Stack && o.left))
    return false;
  // "Multicolored spells you cast have convoke": the spell as it is being cast (601.2f, 105.4)
  if (std::popcount(static_cast<unsigned>(chars(st, paying_for).colors)) < 2) return false;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != p || !def(st, s).modifies_costs) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::MulticoloredSpellsHaveConvoke)
        return true;
  }
  return false;
}

int convoke_kinds(const GameState& st, ObjId id, PlayerId p) {
  const Object& o = st.obj(id);
  if (o.zone != Zone::Battlefield || o.controller != p || o.tapped || o.phased_out ||
      !is_type(st, id, TCreature))
    return -1;
  // Each colored symbol by a creature of that color; generic mana by any creature. Summoning
  // sickness doesn't matter: tapping for convoke is no {T} cost (302.6).
  ColorMask colors = chars(st, id).colors;
  return colors ? mana_kinds_of(colors) : 0;
}

void convoke(Game& g, ObjId creature, int kind, ObjId spell) {
  GameState& st = g.st;
  log_obj(g, LogKind::Convoked, "702.51a", creature, kind, spell);
  tap(g, creature);
  ManaCost& rest = st.paying;
  if (kind == kConvokeGeneric)
    --rest.generic;
  else
    --rest.pips[static_cast<size_t>(kind)];
}

}  // namespace lore
