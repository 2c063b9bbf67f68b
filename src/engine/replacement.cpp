// Replacement effects on "would die" events (614.1a, 614.6) and the choice among several
// (616.1: the affected object's controller chooses which applies first).
#include <algorithm>

#include "engine.h"

namespace lore {

std::vector<ObjId> die_replacements(const GameState& st, ObjId id) {
  std::vector<ObjId> out;
  // 122.1h: finality counters make one replacement effect of the permanent itself, whatever
  // its types (its source is the permanent). It is a rule of the counters, not an ability, so it
  // applies even if the permanent lost all abilities (FIN-R-0156).
  if (st.obj(id).count(Counter::Finality) > 0) out.push_back(id);
  if (!any_die_replacement(st) || !is_type(st, id, TCreature)) return out;
  for (ObjId s : st.battlefield)
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::ReplaceDies &&
          matches(st, id, a.stat.filter, st.obj(s).controller, s)) {
        out.push_back(s);
        break;
      }
  return out;
}

bool any_die_replacement(const GameState& st) { return st.die_replacement_sources > 0; }

bool replacements_settled(Game& g, const std::vector<ObjId>& dying, const Option* answer) {
  GameState& st = g.st;
  if (answer && answer->kind == OptKind::Replacement)
    st.replacement_choices.push_back({answer->obj, answer->n});
  for (ObjId id : dying) {
    if (st.obj(id).left || st.obj(id).zone != Zone::Battlefield) continue;
    bool chosen = std::any_of(st.replacement_choices.begin(), st.replacement_choices.end(),
                              [&](const auto& c) { return c.first == id; });
    if (chosen) continue;
    auto sources = die_replacements(st, id);
    if (sources.size() < 2) continue;
    std::vector<Option> opts;
    for (ObjId s : sources) opts.push_back({OptKind::Replacement, id, s});
    ask(g, DecisionKind::ChooseReplacement, st.obj(id).controller, std::move(opts), id);
    return false;
  }
  // The objects leave in one event: the replacement effects that apply are those that exist as
  // the event begins (614.1a), so one whose source leaves in the same event still applies to the
  // others (ruling FIN-R-0132). Lock in each object's only replacement now.
  for (ObjId id : dying) {
    if (st.obj(id).left || st.obj(id).zone != Zone::Battlefield) continue;
    bool chosen = std::any_of(st.replacement_choices.begin(), st.replacement_choices.end(),
                              [&](const auto& c) { return c.first == id; });
    auto sources = die_replacements(st, id);
    if (!chosen && sources.size() == 1) st.replacement_choices.push_back({id, sources[0]});
  }
  return true;
}

bool destroy_replacements_settled(Game& g, const std::vector<ObjId>& targets, bool can_regenerate,
                                  const Option* answer) {
  GameState& st = g.st;
  if (answer && answer->kind == OptKind::Replacement)
    st.replacement_choices.push_back({answer->obj, answer->n});
  for (ObjId id : targets) {
    if (st.obj(id).count(Counter::Shield) == 0 || !regeneration_applies(st, id, can_regenerate) ||
        has_keyword(st, id, KIndestructible))
      continue;
    bool chosen = std::any_of(st.replacement_choices.begin(), st.replacement_choices.end(),
                              [&](const auto& c) { return c.first == id; });
    if (chosen) continue;
    std::vector<Option> opts{{OptKind::Replacement, id, id},  // the shield counter (122.1c)
                             {OptKind::Replacement, id, kRegenerationChoice}};
    ask(g, DecisionKind::ChooseReplacement, st.obj(id).controller, std::move(opts), id);
    return false;
  }
  return true;
}

int replaced_amount(Game& g, StaticKind kind, int n, PlayerId p, ObjId obj, Counter c, bool quiet) {
  const GameState& st = g.st;
  if (st.event_modifiers == 0 || n <= 0) return n;
  // Counters put on a permanent: the effects for +1/+1 counters on a creature and those for any
  // counters on a permanent (Doubling Season) all apply to the one event, each once (614.5).
  const bool counters = kind == StaticKind::DoubleCountersOnYourCreatures;
  const bool plus_one_on_creature =
      counters && c == Counter::PlusOne && is_type(st, obj, TCreature);
  if (counters) p = st.obj(obj).controller;
  auto applies = [&](StaticKind k) {
    return counters ? k == StaticKind::DoubleCountersOnYourPermanents ||
                          (plus_one_on_creature && k == StaticKind::DoubleCountersOnYourCreatures)
                    : k == kind;
  };
  // 616.1 lets the affected player (or the controller of the affected object) order several
  // effects; every effect in the pool of one kind does the same thing (doubling, or adding), so
  // each order gives the same number and none is asked (rulings FIN-R-0138, FIN-R-0406,
  // FIN-R-0398). Callers order different kinds (gain_life()).
  for (ObjId s : st.battlefield) {
    if (!def(st, s).modifies_events) continue;
    PlayerId controller = st.obj(s).controller;
    for (const Ability& a : abilities_of(st, s)) {  // none if it lost them (613.1f)
      if (a.kind != AbilityKind::Static || !applies(a.stat.kind)) continue;
      bool mine = controller == p;
      if (kind == StaticKind::OpponentsMillMore ? mine : !mine) continue;
      int before = n;
      n = kind == StaticKind::OpponentsMillMore ? n + a.stat.power
          : kind == StaticKind::GainLifePlusOne ? n + 1
                                                : n * 2;
      if (g.log && !quiet) {
        LogEntry e = entry(g, LogKind::AmountReplaced, "614.1a");
        e.player = p;
        if (obj != kNoObj) e.card = st.obj(obj).card, e.obj = obj;
        e.card2 = st.obj(s).card;
        e.obj2 = s;
        e.amount = before;
        e.amount2 = n;
        g.emit(e);
      }
    }
  }
  return n;
}

bool exile_replacement_waits(const GameState& st, ObjId id) {
  // As move_object() decides to take one: a creature, or a permanent with a finality counter.
  if (!is_type(st, id, TCreature) && st.obj(id).count(Counter::Finality) == 0) return false;
  for (const auto& c : st.replacement_choices)
    if (c.first == id) return c.second != kNoObj;
  return !die_replacements(st, id).empty();
}

ObjId take_replacement(GameState& st, ObjId id) {
  auto& c = st.replacement_choices;
  for (size_t i = 0; i < c.size(); ++i)
    if (c[i].first == id) {
      ObjId s = c[i].second;
      c.erase(c.begin() + static_cast<long>(i));
      return s;  // locked in as the event began, even if its source has left since
    }
  auto sources = die_replacements(st, id);
  return sources.empty() ? kNoObj : sources.front();
}

}  // namespace lore
