// "You may have this enter as a copy of ..." (614.1c, 707.2; Phyrexian Metamorph): a nontoken
// permanent that is a copy. The choice is made before it enters (614.12a) and, being a copy
// effect, before the copied card's own "as enters" choices, which then apply to it.
#include "engine.h"

namespace lore {

const Ability* enters_as_copy(const CardDef& d) {
  return d.enters_as_copy ? first_ability(d, AbilityKind::EntersAsCopy) : nullptr;
}

bool needs_copy_choice(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  return !o.left && o.zone != Zone::Battlefield && o.represented_by == kNoCard &&
         o.copy_choice != 2 && enters_as_copy(card_def(o.card));
}

void ask_copy_choice(Game& g, ObjId entering, PlayerId chooser) {
  const Effect& copy = enters_as_copy(def(g.st, entering))->modes[0].effects[0];
  std::vector<Option> opts;
  for (ObjId id : g.st.battlefield)
    if (matches(g.st, id, copy.filter, chooser, entering)) opts.push_back({OptKind::Object, id, 0});
  // "any creature card in a graveyard that was put there from the battlefield this turn"
  // (Activated Sleeper): cards, looked for only when the filter asks for such cards.
  bool from_graveyards = false;
  for (Filter::Condition k : copy.filter.conditions)
    from_graveyards |= k.check == Filter::FromBattlefieldThisTurn;
  for (PlayerId p = 0; from_graveyards && p < g.st.num_players; ++p)
    for (ObjId id : g.st.players[static_cast<size_t>(p)].graveyard)
      if (is_card(g.st, id) && matches(g.st, id, copy.filter, chooser, entering))
        opts.push_back({OptKind::Object, id, 0});
  opts.push_back({OptKind::Done});  // "you may"
  g.st.obj(entering).copy_choice = 1;
  ask(g, DecisionKind::ChooseCard, chooser, std::move(opts), entering);
}

void take_copy_choice(Game& g, ObjId entering, const Option& ans) {
  GameState& st = g.st;
  Object& o = st.obj(entering);
  o.copy_choice = 2;
  LogEntry e = entry(g, LogKind::EntersAsCopy, "614.1c");
  e.obj = entering, e.card = o.card, e.player = o.controller;
  if (ans.kind != OptKind::Object) {  // it enters as itself
    e.amount = 1;
    if (g.log) g.emit(e);
    return;
  }
  // 707.2, 707.8: the copiable values of the original: the face that's up, with the exceptions
  // of the copy effect that made it if it is a copy (707.9b), changed by this one's.
  const CopyExcept& by =
      params<Effect::TokensCopies>(enters_as_copy(card_def(o.card))->modes[0].effects[0]).except;
  CardId copied = st.obj(ans.obj).card;
  CopyExcept except = copied_except(except_of(st, ans.obj), by);
  o.represented_by = o.card;
  o.card = copied;
  set_except(st, entering, except);
  e.rule = "707.2";
  e.obj2 = ans.obj, e.card2 = copied;
  if (g.log) g.emit(e);
}

}  // namespace lore
