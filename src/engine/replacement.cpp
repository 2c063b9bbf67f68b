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
