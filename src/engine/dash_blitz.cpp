// Dash (702.109a) and blitz (702.152a): alternative costs whose permanent remembers the payment
// (Object::dash_blitz: it has haste, chars.cpp) and acts at the beginning of the next end step.
#include "engine.h"

namespace lore {

// "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's
// hand at the beginning of the next end step" / "... sacrifice the permanent ...": a delayed
// triggered ability (603.7) about that permanent, the card's Linked ability the Dash or Blitz
// ability names. It does nothing to a permanent that has left meanwhile (400.7; rulings
// FIN-R-0566, FIN-R-0810).
void dash_blitz_entered(Game& g, ObjId perm) {
  GameState& st = g.st;
  const Object& o = st.obj(perm);
  const Ability* a = dash_blitz_cost(card_def(o.card));
  if (!a || a->linked < 0) return;
  st.delayed.push_back({o.card, perm, a->linked, o.controller, perm, kNextEndStep, kNoObj});
}

}  // namespace lore
