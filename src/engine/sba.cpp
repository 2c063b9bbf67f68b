// State-based actions (CR 704), checked whenever a player would receive priority. All
// applicable actions are performed simultaneously, then the check repeats (704.3).
#include <algorithm>

#include "engine.h"

namespace lore {

bool could_enchant(const GameState& st, ObjId aura, ObjId to) {
  if (protected_from(st, to, aura)) return false;  // 702.16c
  // 303.4c: legality is defined by its enchant ability (none if it lost its abilities).
  for (const Ability& a : abilities_of(st, aura))
    if (a.kind == AbilityKind::Enchant)
      return matches(st, to, a.stat.filter, st.obj(aura).controller, aura);
  return true;
}

namespace {

// 704.5m, 303.4d: an Aura must be attached to an object it could enchant.
bool aura_attachment_legal(const GameState& st, ObjId aura) {
  ObjId to = st.obj(aura).attached_to;
  if (to == kNoObj || st.obj(to).left || st.obj(to).zone != Zone::Battlefield) return false;
  return could_enchant(st, aura, to);
}

// Whether a permanent on the battlefield says "The \"legend rule\" doesn't apply" (Mirror
// Gallery, a reference card): looked for only once a group is found, so the usual check stays a
// count test.
bool legend_rule_lifted(const GameState& st) {
  for (ObjId s : st.battlefield)
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::LegendRuleDoesntApply)
        return true;
  return false;
}

// Cadric, Soul Kindler: the legend rule doesn't apply to the tokens `p` controls.
bool legend_rule_spares_tokens(const GameState& st, PlayerId p) {
  for (ObjId s : st.battlefield)
    if (st.obj(s).controller == p)
      for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
        if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::LegendRuleSparesYourTokens)
          return true;
  return false;
}

}  // namespace

// Legendary permanents of one controller sharing a name (704.5j), if any (also read by the
// invariant checker through legend_rule_pending()).
std::vector<ObjId> legend_group(const GameState& st) {
  if (st.legendary_sources < 2) return {};
  thread_local std::vector<ObjId> group;  // reused: the check runs after most actions
  for (ObjId a : st.battlefield) {
    if (!is_legendary(st, a)) continue;
    group.clear();
    for (ObjId b : st.battlefield)  // token copies share the name (707.2)
      if (st.obj(b).controller == st.obj(a).controller && is_legendary(st, b) &&
          same_name(name_card(st, b), name_card(st, a)))  // 707.9b: "except its name is"
        group.push_back(b);
    if (group.size() >= 2) {
      if (legend_rule_lifted(st)) return {};
      // Only the nontoken ones, under Cadric (rulings DMU-R-0372, DMU-R-0373).
      if (legend_rule_spares_tokens(st, st.obj(a).controller))
        std::erase_if(group, [&](ObjId id) { return st.obj(id).token; });
      if (group.size() >= 2) return group;
    }
  }
  return {};
}

namespace {

// 704.5d: the tokens that left the battlefield, in the zones they went to, cease to exist.
bool tokens_cease(Game& g) {
  GameState& st = g.st;
  if (!st.tokens_left) return false;
  st.tokens_left = false;
  thread_local std::vector<ObjId> gone;
  gone.clear();
  for (PlayerId p = 0; p < st.num_players; ++p) {
    const Player& pl = st.players[static_cast<size_t>(p)];
    for (const auto* zone : {&pl.hand, &pl.graveyard, &pl.library})
      for (ObjId id : *zone)
        if (st.obj(id).token) gone.push_back(id);
  }
  for (ObjId id : st.exile)
    if (st.obj(id).token) gone.push_back(id);
  for (ObjId id : gone) cease_to_exist(g, id, "704.5d");
  return !gone.empty();
}

// One simultaneous pass of every state-based action but the legend rule.
bool sba_pass(Game& g) {
  GameState& st = g.st;
  bool any = tokens_cease(g);
  const int lethal_poison = poison_to_lose(st);
  for (PlayerId p = 0; p < st.num_players; ++p) {
    Player& pl = st.players[static_cast<size_t>(p)];
    if (pl.lost) continue;
    // 810.8c-d: a Two-Headed Giant team loses with 0 or less life or 15 poison counters.
    const char* rule = pl.life <= 0                 ? (st.two_headed() ? "810.8c" : "704.5a")
                       : pl.drew_from_empty         ? "704.5b"
                       : pl.poison >= lethal_poison ? (st.two_headed() ? "810.8d" : "704.5c")
                                                    : nullptr;
    if (rule) {
      pl.lost = any = true;
      if (g.log) {
        LogEntry e = entry(g, LogKind::SbaLoss, rule);
        e.player = p;
        g.emit(e);
      }
      team_loses_with(g, p);
    }
  }
  if (!st.commanders.empty()) any |= commander_damage_losses(g);  // 704.6c
  // Reused buffers: a pass runs after most actions.
  thread_local std::vector<std::pair<ObjId, const char*>> to_graveyard, to_destroy;
  thread_local std::vector<ObjId> to_sacrifice, to_annihilate;  // 704.5s, 704.5q
  to_graveyard.clear(), to_destroy.clear(), to_sacrifice.clear(), to_annihilate.clear();
  // With no continuous effect and no static ability changing other objects, a permanent's types
  // are its card's (chars()): a land or an artifact that isn't an Aura, Equipment or Saga and has
  // no counters to annihilate has nothing to check.
  bool printed_types = st.effects.empty() && st.static_sources == 0;
  for (ObjId id : st.battlefield) {
    Object& o = st.obj(id);
    const CardDef& d = def(st, id);
    if (printed_types && !d.sba_subject &&
        (o.count(Counter::PlusOne) == 0 || o.count(Counter::MinusOne) == 0)) {
      o.deathtouched = false;
      continue;
    }
    Chars c;
    if (only_counters_apply(st, o) && !d.cda_power) {
      c.types = d.printed.types;
      c.toughness = static_cast<int16_t>(d.printed.toughness + o.count(Counter::PlusOne) -
                                         o.count(Counter::MinusOne));
    } else {
      c = chars(st, id);
    }
    if (c.types & TCreature) {
      if (c.toughness <= 0)
        to_graveyard.push_back({id, "704.5f"});
      else if (o.damage >= c.toughness)
        to_destroy.push_back({id, "704.5g"});
      else if (o.deathtouched && o.damage > 0)
        to_destroy.push_back({id, "704.5h"});
    }
    o.deathtouched = false;  // read only by this pass (702.2c)
    // 506.4: an attacking or blocking permanent that stopped being a creature (a God short of
    // devotion, 700.5) is removed from combat, checked with each pass; it doesn't rejoin combat.
    if (!(c.types & TCreature) && (o.attacking || o.blocking != kNoObj)) remove_from_combat(g, id);
    if ((c.types & TPlaneswalker) && o.count(Counter::Loyalty) <= 0)
      to_graveyard.push_back({id, "704.5i"});
    // 305.7: an Aura or Equipment whose land type an effect set has only that subtype now; it
    // is neither, so it becomes unattached (704.5p) rather than checked as one.
    bool attachment = (d.aura || d.equipment) && !land_type_set(st, id);
    if ((d.aura || d.equipment) && !attachment && o.attached_to != kNoObj) {
      o.attached_to = kNoObj;
      st.chars_changed();
      log_obj(g, LogKind::Unattached, "704.5p", id);
      any = true;
    }
    if (d.aura && attachment && !aura_attachment_legal(st, id))
      to_graveyard.push_back({id, "704.5m"});
    if (saga_must_be_sacrificed(st, id)) to_sacrifice.push_back(id);
    if (d.equipment && attachment && o.attached_to != kNoObj) {
      ObjId to = o.attached_to;  // 704.5n: attached to an illegal permanent (301.5c)
      if (st.obj(to).left || st.obj(to).zone != Zone::Battlefield || !is_type(st, to, TCreature) ||
          (c.types & TCreature) || protected_from(st, to, id)) {  // 702.16d
        o.attached_to = kNoObj;
        st.chars_changed();
        log_obj(g, LogKind::Unattached, "704.5n", id);
        any = true;
      }
    }
    if (o.count(Counter::PlusOne) > 0 && o.count(Counter::MinusOne) > 0)
      to_annihilate.push_back(id);
  }
  st.left_together.clear();
  for (auto [id, rule] : to_graveyard) {
    log_obj(g, LogKind::SbaDies, rule, id);
    move_object(g, id, Zone::Graveyard);
    any = true;
  }
  for (auto [id, rule] : to_destroy) any |= destroy(g, id, rule, false);
  for (ObjId id : to_sacrifice) {
    if (st.obj(id).left) continue;
    log_obj(g, LogKind::SbaDies, "704.5s", id);
    sacrifice(g, id);
    any = true;
  }
  // 704.5q, performed with the others (704.3): a permanent leaving in this same pass keeps its
  // counters as it last existed (603.10a, ruling FIN-R-0074); removing pairs changes no P/T, so
  // doing it after the moves gives the simultaneous result.
  for (ObjId id : to_annihilate) {
    Object& o = st.obj(id);
    if (o.left || o.zone != Zone::Battlefield) continue;
    int n = std::min(o.count(Counter::PlusOne), o.count(Counter::MinusOne));
    change_counters(g, id, Counter::PlusOne, -n, "704.5q");
    change_counters(g, id, Counter::MinusOne, -n, "704.5q");
    any = true;
  }
  return any;
}

// Creatures that the next pass would put into the graveyard (704.5f-h).
std::vector<ObjId> sba_deaths(const GameState& st) {
  std::vector<ObjId> out;
  for (ObjId id : st.battlefield) {
    Chars c = chars(st, id);
    const Object& o = st.obj(id);
    if (!(c.types & TCreature)) continue;
    bool lethal = o.damage >= c.toughness || (o.deathtouched && o.damage > 0);
    // 701.19a: a regeneration shield keeps a creature with lethal damage from dying.
    if (c.toughness <= 0 || (lethal && !(c.keywords & KIndestructible) && o.regen_shields == 0) ||
        saga_must_be_sacrificed(st, id))
      out.push_back(id);
  }
  return out;
}

}  // namespace

// 704.5j would act now (the invariant check of invariants.cpp asks).
bool legend_rule_pending(const GameState& st) { return !legend_group(st).empty(); }

// Task: repeats passes until none applies. The legend rule asks which to keep (704.5j; t.a =
// the kept one + 1 while the others' replacement effects are settled), a creature about to
// die with several replacement effects asks which applies (616.1), and the owner of a commander
// put into a graveyard or exile whether it goes to the command zone (704.6d, 903.9a; t.b = the
// commander + 1).
void run_sba(Game& g, Task t) {
  GameState& st = g.st;
  if (t.stage == 0) {
    st.sba_performed = false;
    if (st.sba_settled) return;  // nothing ran since a clean check that could change the result
  }
  t.stage = 1;
  Option ans;
  const Option* answer = nullptr;
  if (take_answer(g, ans)) {
    if (ans.kind == OptKind::Replacement) {
      answer = &ans;
    } else if (t.b > 0) {
      if (ans.kind == OptKind::Yes) put_into_command_zone(g, t.b - 1, "903.9a");
      t.b = 0;
      st.sba_performed = true;
    } else {
      t.a = ans.obj + 1;
    }
  }
  if (t.a > 0) {
    auto group = legend_group(st);
    std::erase(group, t.a - 1);
    if (!replacements_settled(g, group, answer)) {
      push_task(g, t);
      return;
    }
    answer = nullptr;
    for (ObjId id : group) {
      log_obj(g, LogKind::LegendRule, "704.5j", id);
      move_object(g, id, Zone::Graveyard);
    }
    t.a = 0;
    st.sba_performed = true;
  }
  while (true) {
    if (any_die_replacement(st) && !replacements_settled(g, sba_deaths(st), answer)) {
      push_task(g, t);
      return;
    }
    answer = nullptr;
    if (st.aura_sources > 0) sync_aura_control(g);  // 613.1b: Confiscate
    bool any = sba_pass(g);
    check_game_over(g);
    if (st.over) return;
    leave_lost_players(g);  // 800.4a
    auto group = legend_group(st);
    if (!group.empty()) {
      std::vector<Option> opts;
      for (ObjId id : group) opts.push_back({OptKind::Object, id, 0});
      push_task(g, t);
      ask(g, DecisionKind::LegendRule, st.obj(group[0]).controller, std::move(opts));
      st.sba_performed = true;
      return;
    }
    if (int i = st.commanders.empty() ? -1 : commander_to_offer(st); i >= 0) {
      const Commander& c = st.commanders[static_cast<size_t>(i)];
      t.b = c.obj + 1;
      push_task(g, t);
      ask(g, DecisionKind::CommandZone, c.owner, {{OptKind::Yes, c.obj}, {OptKind::No, c.obj}},
          c.obj);
      st.sba_performed = true;
      return;
    }
    if (!any) {
      check_state_triggers(g);  // 603.8, with each check
      st.sba_settled = true;
      return;
    }
    st.sba_performed = true;
  }
}

}  // namespace lore
