// A permanent already on the battlefield becomes a copy of another object (707.2, 613.2: layer
// 1; The Ever-Changing 'Dane, Kimahri, Gogo): the same swap as entering as a copy
// (enter_as_copy.cpp), made in place. It neither enters nor leaves (ruling DMU-R-0386): it keeps
// its id, counters, damage, attachments and timestamp; only its copiable values change.
#include "engine/effects/ops.h"

namespace lore {

const Ability* except_ability(const GameState& st, ObjId id, CardId* card) {
  const Object& o = st.obj(id);
  if (o.except == 0) return nullptr;
  const CopyExcept& x = st.excepts[static_cast<size_t>(o.except - 1)];
  if (x.ability_card == kNoCard || x.ability_index < 0) return nullptr;
  if (abilities_lost_at(st, id) != 0) return nullptr;  // 613.1f: it has no abilities
  const CardDef& d = card_def(x.ability_card);
  if (static_cast<size_t>(x.ability_index) >= d.abilities.size()) return nullptr;
  if (card) *card = x.ability_card;
  return &d.abilities[static_cast<size_t>(x.ability_index)];
}

void count_except_sources(GameState& st, const Object& o, int delta) {
  if (o.except == 0) return;
  const CopyExcept& x = st.excepts[static_cast<size_t>(o.except - 1)];
  if (x.ability_card == kNoCard || x.ability_index < 0) return;
  // Its card's counts gate where the ability is looked for (a trigger's events, 603.2); an
  // activated one is listed with the abilities permanents have from elsewhere
  // (granted_abilities.cpp)
  count_sources(st, x.ability_card, delta);
  const CardDef& d = card_def(x.ability_card);
  if (static_cast<size_t>(x.ability_index) < d.abilities.size() &&
      d.abilities[static_cast<size_t>(x.ability_index)].kind == AbilityKind::Activated)
    st.activated_grant_sources += delta;
}

namespace {

// Moves the counts of permanents by ability (count_sources()) off or onto `id`'s card and except.
void count_permanent(GameState& st, ObjId id, int delta) {
  count_sources(st, st.obj(id).card, delta);
  count_except_sources(st, st.obj(id), delta);
}

}  // namespace

void become_copy(Game& g, ObjId id, ObjId orig, const CopyExcept& by, bool until_end_of_turn) {
  GameState& st = g.st;
  if (st.obj(id).left || st.obj(id).zone != Zone::Battlefield || st.obj(id).phased_out) return;
  // 707.2, 707.8: the face that's up; 707.9b: with the exceptions of the copy effect that made
  // the original a copy, changed by this one's (a copy of a copy, rulings FIN-R-0763, DMU-R-0387).
  // Only copiable values: counters, tapped, attachments and other effects are not copied
  // (rulings FIN-R-0761, DMU-R-0383); a token's are its token definition's (DMU-R-0384).
  const CardId copied = st.obj(orig).card;
  const CopyExcept except = copied_except(except_of(st, orig), by);
  // 613.2, 613.7: a later copy effect applies over an earlier one. One lasting indefinitely
  // leaves nothing for an earlier "until end of turn" one to turn back as it ends; one until end
  // of turn too ends with it, back to what the earlier one found.
  auto earlier = std::find_if(st.effects.begin(), st.effects.end(), [&](const ContinuousEffect& e) {
    return e.reverts_copy && e.object == id;
  });
  if (earlier != st.effects.end()) {
    if (!until_end_of_turn) st.effects.erase(earlier);
    until_end_of_turn = false;
  }
  if (until_end_of_turn) {  // 611.2a: the cleanup step turns it back (514.2)
    ContinuousEffect ce;
    ce.object = id;
    ce.timestamp = st.next_timestamp++;
    ce.reverts_copy = true;
    ce.revert_card = st.obj(id).card;
    ce.revert_except = st.obj(id).except;
    ce.revert_represented_by = st.obj(id).represented_by;
    st.effects.push_back(ce);
  }
  const CardId was = st.obj(id).card;
  count_sources(st, was, -1);  // set_except() moves the counts of the except's ability
  Object& o = st.obj(id);
  // 400.7: a nontoken copy leaves the battlefield as its own card (Object::represented_by).
  if (!o.token && o.represented_by == kNoCard) o.represented_by = o.card;
  o.card = copied;
  count_sources(st, copied, 1);
  set_except(st, id, except);
  presence_changed(st, id);
  st.sba_settled = false;  // it may now be legendary, or have a toughness of 0 (704.5f, 704.5j)
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::BecomesCopy, "707.2");
  e.obj = id, e.card = was, e.player = st.obj(id).controller;
  e.obj2 = orig, e.card2 = copied;
  g.emit(e);
}

void end_copy_effect(Game& g, const ContinuousEffect& ce) {
  GameState& st = g.st;
  ObjId id = ce.object;
  if (!ce.reverts_copy || st.obj(id).left || st.obj(id).zone != Zone::Battlefield) return;
  count_permanent(st, id, -1);
  Object& o = st.obj(id);
  o.card = ce.revert_card;
  o.represented_by = ce.revert_represented_by;
  o.except = ce.revert_except;  // an index into GameState::excepts, which only grows
  count_permanent(st, id, 1);
  presence_changed(st, id);
  st.chars_changed();
  st.sba_settled = false;
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::BecomesCopy, "611.2a");
  e.obj = id, e.card = ce.revert_card, e.player = st.obj(id).controller;
  e.card2 = ce.revert_card, e.amount = 1;
  g.emit(e);
}

}  // namespace lore

namespace lore::effects {

// "<this> becomes a copy of <who>[, except ...]" (707.2, 707.9): the source becomes a copy of
// the first recipient, as it last existed if it left (608.2h: 'Dane's sacrificed creature).
bool op_become_copy(Ctx& c, const Effect& e, const Option* /*ans*/) {
  const std::vector<Target>& who = *c.who;
  if (who.empty() || who[0].kind != Target::Object || who[0].id == kNoObj) return true;
  ObjId orig = who[0].id;
  const Effect::TokensCopies& p = params<Effect::TokensCopies>(e);
  CopyExcept by = p.except;
  if (by.ability_index == kThisAbility) {  // "except it has this ability": the resolving one
    by.ability_card = c.item.source_card;
    by.ability_index = c.item.index;
  }
  // 707.9b: "except its name is <this card's name>": the name the source's card has
  if (by.name_from == kThisAbility) by.name_from = c.item.source_card;
  become_copy(c.g, c.item.obj, orig, by, p.until_end_of_turn);
  return true;
}

}  // namespace lore::effects
