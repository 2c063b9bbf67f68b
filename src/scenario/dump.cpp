// The state text form: a scenario set-up a person can read and script against (every object
// aliased o<ID>), followed by the exact `state` block (engine/state_text.h).
#include <fmt/format.h>

#include "engine/card_db.h"
#include "engine/state_text.h"
#include "scenario/scenario.h"

namespace lore::scn {

std::string dump_item(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  const CardDef& d = card_def(o.card);  // the face that's up: a back face is "FRONT transformed"
  std::string s =
      fmt::format("{} as {}", card_def(d.is_back_face() ? d.front : o.card).name, dump_alias(id));
  // A token outside the battlefield left it and waits for the next state-based action check
  // (704.5d).
  if (o.zone != Zone::Battlefield) return o.token ? s + " token" : s;
  if (d.is_back_face()) s += " transformed";
  // A token copy of a card (a combined back face without `token` is a melded permanent).
  if (o.token && (!d.token || is_unlisted_card(d))) s += " token";
  if (o.tapped) s += " tapped";
  if (o.sick) s += " sick";
  if (o.damage) s += fmt::format(" damage:{}", o.damage);
  for (int k = 0; k < static_cast<int>(Counter::Count); ++k)
    if (o.counters[static_cast<size_t>(k)] ||
        (k == static_cast<int>(Counter::Loyalty) && card_def(o.card).is(TPlaneswalker)))
      s += fmt::format(" {}:{}", counter_name(static_cast<Counter>(k)),
                       o.counters[static_cast<size_t>(k)]);
  if (o.attached_to != kNoObj) s += " attached:" + dump_alias(o.attached_to);
  if (o.controller != o.owner) s += fmt::format(" controller:P{}", o.controller + 1);
  return s;
}

namespace {

void zone_line(std::string& out, const GameState& st, PlayerId p, const char* zone,
               const std::vector<ObjId>& ids) {
  std::string items;
  for (ObjId id : ids)
    if (st.obj(id).owner == p) items += (items.empty() ? "" : ", ") + dump_item(st, id);
  if (!items.empty()) out += fmt::format("P{} {}: {}\n", p + 1, zone, items);
}

}  // namespace

std::string dump_alias(ObjId id) { return fmt::format("o{}", id); }

std::string dump_scenario(const GameState& st) {
  std::string out = fmt::format("# lore state dump: turn {}, {} step, P{} active", st.turn,
                                scn_step_name(st.step), st.active + 1);
  if (st.decision.pending())
    out += fmt::format("; P{} to answer {}", st.decision.player + 1,
                       decision_kind_name(st.decision.kind));
  out +=
      "\n# The state block below is exact and checksummed; the set-up lines must agree with it.\n";
  out += "# To change the position, edit the set-up lines and delete the state block.\n";
  out += fmt::format("turn {} active P{} step {}", st.turn, st.active + 1, scn_step_name(st.step));
  out += st.num_players == 2 ? "\n" : fmt::format(" players {}\n", st.num_players);
  for (PlayerId p = 0; p < st.num_players; ++p) {
    const Player& pl = st.players[static_cast<size_t>(p)];
    out += fmt::format("P{} life {}\n", p + 1, pl.life);
    if (pl.poison) out += fmt::format("P{} poison {}\n", p + 1, pl.poison);
    zone_line(out, st, p, "library", pl.library);
    zone_line(out, st, p, "hand", pl.hand);
    zone_line(out, st, p, "graveyard", pl.graveyard);
    zone_line(out, st, p, "exile", st.exile);
    zone_line(out, st, p, "battlefield", st.battlefield);
  }
  for (auto it = st.stack.rbegin(); it != st.stack.rend(); ++it)
    out += fmt::format("# stack{}: {} {} of P{} ({})\n", it == st.stack.rbegin() ? " (top)" : "",
                       it->ability ? "an ability of" : "", card_def(st.obj(it->obj).card).name,
                       it->controller + 1, dump_alias(it->obj));
  for (ObjId id : st.command)
    out += fmt::format("# command: {} of P{} ({})\n", card_def(st.obj(id).card).name,
                       st.obj(id).owner + 1, dump_alias(id));
  out += state_block(st);
  out += "---\n";
  return out;
}

}  // namespace lore::scn
