// Effect primitives: delayed and reflexive triggered abilities.
#include "engine/effects/ops.h"

namespace lore::effects {

// 603.7a: created by the resolving effect, triggers later
bool op_create_delayed(Ctx& c, const Effect& e, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  const Ability& linked = card_def(item.source_card).abilities[static_cast<size_t>(e.a.n)];
  // "it": one object, or each token a token-copy effect made (last_moved_first())
  ObjId about = e.who == Who::Source ? item.obj : st.last_moved;
  ObjId first = e.who == Who::Source ? item.obj : last_moved_first(st);
  if (e.who == Who::Target)  // "that creature": the target, if still legal (608.2b)
    about = first = !who.empty() && who[0].kind == Target::Object ? who[0].id : kNoObj;
  if (e.who == Who::TriggerObjectNow)  // "the first card": what the dead creature became (400.7)
    about = first = !who.empty() && who[0].kind == Target::Object ? who[0].id : kNoObj;
  // "at the beginning of the next upkeep" (any player's), "at end of combat" (511.2), "at the
  // beginning of the next cleanup step" (514.3a)
  if (linked.trigger.event == Event::BeginningOfUpkeep ||
      linked.trigger.event == Event::EndOfCombat ||
      linked.trigger.event == Event::BeginningOfCleanup) {
    int32_t when = linked.trigger.event == Event::EndOfCombat          ? kNextEndOfCombat
                   : linked.trigger.event == Event::BeginningOfCleanup ? kNextCleanup
                                                                       : kNextUpkeep;
    // 603.7c: one delayed trigger for them all ("exile them"), about the batch first..about
    if (about != kNoObj)
      st.delayed.push_back({item.source_card, item.obj, static_cast<int8_t>(e.a.n), item.controller,
                            first, when, about != first ? about : kNoObj});
    return true;
  }
  if (linked.trigger.event != Event::None) {  // "when you next ... this turn" (603.7c)
    // About the target ("that creature", Jaya's -2) if it names one.
    ObjId that =
        e.who == Who::Target && !who.empty() && who[0].kind == Target::Object ? who[0].id : kNoObj;
    if (linked.trigger.until_it_triggers && that == kNoObj) return true;  // the target is gone
    st.delayed.push_back({item.source_card, item.obj, static_cast<int8_t>(e.a.n), item.controller,
                          that, linked.trigger.until_it_triggers ? kUntilItTriggers : st.turn});
    return true;
  }
  if (about != kNoObj)  // one for the batch (603.7c), as above
    st.delayed.push_back({item.source_card, item.obj, static_cast<int8_t>(e.a.n), item.controller,
                          first, kNextEndStep, about != first ? about : kNoObj});
  return true;
}

// 603.12: "when you do" triggers right away ("that much": b)
bool op_reflexive(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  if (e.who == Who::LastMoved) {  // "When you discard a card this way": only if one was
    if (st.last_moved != kNoObj)
      trigger_linked(g, item.source_card, item.obj, e.a.n, item.controller, st.last_moved,
                     amount_of(c, e.b));
    return true;
  }
  trigger_linked(g, item.source_card, item.obj, e.a.n, item.controller, kNoObj, amount_of(c, e.b));
  return true;
}

}  // namespace lore::effects
