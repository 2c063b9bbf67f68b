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

namespace {

// 614.1a: `source`'s effect changed the number of an event from `before` to `after` (616.1:
// in the order the affected player chose).
void log_amount(Game& g, const char* rule, PlayerId p, ObjId obj, ObjId source, int before,
                int after) {
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::AmountReplaced, rule);
  e.player = p;
  if (obj != kNoObj) e.card = g.st.obj(obj).card, e.obj = obj;
  e.card2 = g.st.obj(source).card;
  e.obj2 = source;
  e.amount = before;
  e.amount2 = after;
  g.emit(e);
}

}  // namespace

// 614.1a, 614.5: Tor Wauki the Younger's "plus 1", once for each such permanent of `controller`
// other than the source.
int noncombat_damage_plus_one(Game& g, ObjId source, PlayerId controller, int n) {
  const GameState& st = g.st;
  for (ObjId s : st.battlefield) {
    if (s == source || !def(st, s).modifies_events || st.obj(s).controller != controller) continue;
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::NoncombatDamagePlusOne) {
        log_amount(g, "614.1a", controller, source, s, n, n + 1);
        ++n;
      }
  }
  return n;
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
  // `pass` 0: Hardened Scales's "that many plus one" first, which gives the most counters (the
  // order a player would choose, when none was asked: counter_order_settled()); pass 1: the rest.
  int pass = plus_one_on_creature ? 0 : 1;
  auto applies = [&](StaticKind k) {
    if (pass == 0) return k == StaticKind::PlusOneCountersOneMore;
    return counters ? k == StaticKind::DoubleCountersOnYourPermanents ||
                          (plus_one_on_creature && k == StaticKind::DoubleCountersOnYourCreatures)
                    : k == kind;
  };
  // 616.1 lets the affected player (or the controller of the affected object) order several
  // effects; every effect in the pool of one kind does the same thing (doubling, or adding), so
  // each order gives the same number and none is asked (rulings FIN-R-0138, FIN-R-0406,
  // FIN-R-0398). Callers order different kinds (gain_life()).
  for (; pass < 2; ++pass)
    for (ObjId s : st.battlefield) {
      if (!def(st, s).modifies_events) continue;
      PlayerId controller = st.obj(s).controller;
      for (const Ability& a : abilities_of(st, s)) {  // none if it lost them (613.1f)
        if (a.kind != AbilityKind::Static || !applies(a.stat.kind)) continue;
        bool mine = controller == p;
        if (kind == StaticKind::OpponentsMillMore ? mine : !mine) continue;
        int before = n;
        n = kind == StaticKind::OpponentsMillMore ? n + a.stat.power
            : kind == StaticKind::GainLifePlusOne ||
                    a.stat.kind == StaticKind::PlusOneCountersOneMore
                ? n + 1
                : n * 2;
        if (!quiet) log_amount(g, "614.1a", p, obj, s, before, n);
      }
    }
  return n;
}

namespace {

bool chosen_for(const GameState& st, ObjId key, ObjId source) {
  for (const auto& c : st.replacement_choices)
    if (c.first == key && c.second == source) return true;
  return false;
}

// The permanents of `p` with a static ability of `kind` (each one effect, 614.5).
template <class F>
void for_each_source(const GameState& st, PlayerId p, StaticKind kind, F&& f) {
  for (ObjId s : st.battlefield) {
    if (!def(st, s).modifies_events || st.obj(s).controller != p) continue;
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == kind) f(s);
  }
}

// Asks `chooser` which of `sources` (not yet chosen for `key`) applies first, once both kinds
// are among them (`kinds`: a bit per kind); false after asking. The answer `ans` is taken first.
template <class Each>
bool order_settled(Game& g, ObjId key, ObjId affected, PlayerId chooser, Each each_source,
                   const Option*& ans) {
  GameState& st = g.st;
  if (ans && ans->kind == OptKind::Replacement && ans->obj == affected) {
    st.replacement_choices.push_back({key, ans->n});
    ans = nullptr;
  }
  unsigned kinds = 0;  // without allocating: one effect, or one kind, is the common case
  each_source([&](ObjId s, int kind) {
    if (!chosen_for(st, key, s)) kinds |= 1u << kind;
  });
  if (kinds != 3u) return true;  // one kind left: any order gives the same number
  std::vector<Option> opts;
  each_source([&](ObjId s, int) {
    if (!chosen_for(st, key, s)) opts.push_back({OptKind::Replacement, affected, s});
  });
  ask(g, DecisionKind::ChooseReplacement, chooser, std::move(opts), affected);
  return false;
}

void forget_choices(GameState& st, ObjId key) {
  auto& c = st.replacement_choices;
  c.erase(std::remove_if(c.begin(), c.end(), [&](const auto& x) { return x.first == key; }),
          c.end());
}

}  // namespace

bool life_gain_order_settled(Game& g, PlayerId p, int n, const Option*& ans) {
  const GameState& st = g.st;
  if (st.event_modifiers == 0 || n <= 0 || !can_gain_life(st, p)) return true;
  auto each = [&](auto&& f) {  // kind 0: plus 1; 1: twice
    for_each_source(st, p, StaticKind::GainLifePlusOne, [&](ObjId s) { f(s, 0); });
    for_each_source(st, p, StaticKind::DoubleLifeYouGain, [&](ObjId s) { f(s, 1); });
  };
  return order_settled(g, life_gain_key(p), kNoObj, p, each, ans);
}

int replaced_life_gain(Game& g, PlayerId p, int n) {
  GameState& st = g.st;
  if (st.event_modifiers == 0 || n <= 0) return n;
  const ObjId key = life_gain_key(p);
  bool asked = false;
  for (const auto& c : st.replacement_choices) asked |= c.first == key;
  if (!asked) {  // 614.1a: "that much life plus 1" first, then "twice that much": the most life
    n = replaced_amount(g, StaticKind::GainLifePlusOne, n, p);
    return replaced_amount(g, StaticKind::DoubleLifeYouGain, n, p);
  }
  // 616.1: the effects in the order the player chose (each once, 614.5), then the others, all
  // of one kind.
  for (const auto& c : st.replacement_choices) {
    if (c.first != key || !on_battlefield(st, c.second)) continue;
    int before = n;
    for (const Ability& a : abilities_of(st, c.second))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::GainLifePlusOne)
        n += 1;
      else if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::DoubleLifeYouGain)
        n *= 2;
    log_amount(g, "616.1", p, kNoObj, c.second, before, n);
  }
  for (StaticKind kind : {StaticKind::GainLifePlusOne, StaticKind::DoubleLifeYouGain})
    for_each_source(st, p, kind, [&](ObjId s) {
      if (chosen_for(st, key, s)) return;
      int before = n;
      n = kind == StaticKind::GainLifePlusOne ? n + 1 : n * 2;
      log_amount(g, "616.1", p, kNoObj, s, before, n);
    });
  forget_choices(st, key);
  return n;
}

bool counter_order_settled(Game& g, ObjId id, Counter c, int n, const Option*& ans) {
  const GameState& st = g.st;
  if (st.event_modifiers == 0 || n <= 0 || c != Counter::PlusOne || !is_type(st, id, TCreature))
    return true;
  PlayerId p = st.obj(id).controller;
  auto each = [&](auto&& f) {  // kind 0: plus one; 1: twice that many
    for_each_source(st, p, StaticKind::PlusOneCountersOneMore, [&](ObjId s) { f(s, 0); });
    for (StaticKind k :
         {StaticKind::DoubleCountersOnYourCreatures, StaticKind::DoubleCountersOnYourPermanents})
      for_each_source(st, p, k, [&](ObjId s) { f(s, 1); });
  };
  return order_settled(g, counter_order_key(id), id, p, each, ans);
}

int replaced_counters(Game& g, ObjId id, Counter c, int n) {
  GameState& st = g.st;
  if (st.event_modifiers == 0 || n <= 0) return n;
  const ObjId key = counter_order_key(id);
  bool asked = false;
  for (const auto& x : st.replacement_choices) asked |= x.first == key;
  if (!asked)
    return replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, n, kNoPlayer, id, c);
  // 616.1: the effects in the order the controller chose, then the others, all of one kind.
  PlayerId p = st.obj(id).controller;
  auto apply = [&](ObjId s) {
    int before = n;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::PlusOneCountersOneMore)
        n += 1;
      else if (a.kind == AbilityKind::Static &&
               (a.stat.kind == StaticKind::DoubleCountersOnYourCreatures ||
                a.stat.kind == StaticKind::DoubleCountersOnYourPermanents))
        n *= 2;
    log_amount(g, "616.1", p, id, s, before, n);
  };
  for (const auto& x : st.replacement_choices)
    if (x.first == key && on_battlefield(st, x.second)) apply(x.second);
  for (StaticKind k :
       {StaticKind::PlusOneCountersOneMore, StaticKind::DoubleCountersOnYourCreatures,
        StaticKind::DoubleCountersOnYourPermanents})
    for_each_source(st, p, k, [&](ObjId s) {
      if (!chosen_for(st, key, s)) apply(s);
    });
  forget_choices(st, key);
  return n;
}

bool land_enter_order_settled(Game& g, ObjId land, PlayerId p, const Option*& ans) {
  const GameState& st = g.st;
  if (st.event_modifiers == 0 || !(card_def(st.obj(land).card).types & TLand)) return true;
  const CardDef& d = card_def(st.obj(land).card);
  bool own = false;
  const Player& pl = st.players[static_cast<size_t>(p)];
  for (const Ability& a : d.abilities)
    own |= a.kind == AbilityKind::EntersTapped &&
           !(a.amount.n > 0 && st.active == p && pl.turns_taken <= a.amount.n);
  if (!own) return true;
  auto each = [&](auto&& f) {  // kind 0: its own "enters tapped"; 1: "enter untapped"
    f(land, 0);
    for_each_source(st, p, StaticKind::LandsYouControlEnterUntapped, [&](ObjId s) { f(s, 1); });
  };
  return order_settled(g, land, land, p, each, ans);
}

bool entered_tapped_by_choice(GameState& st, ObjId was) {
  bool tapped = false, asked = false;
  for (const auto& c : st.replacement_choices)
    if (c.first == was) {
      // The first effect chosen is the one the other then replaces: "enters untapped" first
      // leaves its own "enters tapped" the last word (ruling FIN-R-0390).
      if (!asked) tapped = c.second != was;
      asked = true;
    }
  if (asked) forget_choices(st, was);
  return tapped;
}

bool loyalty_order_settled(Game& g, ObjId spell, const Option*& ans) {
  const GameState& st = g.st;
  if (st.event_modifiers == 0) return true;
  const Object& o = st.obj(spell);
  const CardDef& d = card_def(o.card);
  if (!d.is(TPlaneswalker) || d.loyalty <= 0 || (o.phyrexian_paid & kPhyrexianLifeBits) == 0)
    return true;
  bool compleated = false;
  for (const Ability& a : d.abilities) compleated |= a.kind == AbilityKind::Compleated;
  if (!compleated) return true;
  auto each = [&](auto&& f) {  // kind 0: Compleated; 1: twice that many
    for_each_source(st, o.controller, StaticKind::DoubleCountersOnYourPermanents,
                    [&](ObjId s) { f(s, 1); });
    f(spell, 0);
  };
  return order_settled(g, spell, spell, o.controller, each, ans);
}

int chosen_loyalty(Game& g, ObjId was, ObjId now, int loyalty, int paid_life) {
  GameState& st = g.st;
  bool compleated_done = false;
  for (const auto& c : st.replacement_choices) {
    if (c.first != was) continue;
    int before = loyalty;
    if (c.second == was) {
      loyalty = std::max(0, loyalty - 2 * paid_life);  // 702.150a
      compleated_done = true;
      log_obj(g, LogKind::Compleated, "702.150a", now, paid_life);
    } else {
      loyalty *= 2;
      log_amount(g, "616.1", st.obj(now).controller, now, c.second, before, loyalty);
    }
  }
  // The rest, all of one kind.
  for_each_source(st, st.obj(now).controller, StaticKind::DoubleCountersOnYourPermanents,
                  [&](ObjId s) {
                    if (chosen_for(st, was, s)) return;
                    int before = loyalty;
                    loyalty *= 2;
                    log_amount(g, "616.1", st.obj(now).controller, now, s, before, loyalty);
                  });
  if (!compleated_done && loyalty > 0) {
    loyalty = std::max(0, loyalty - 2 * paid_life);
    log_obj(g, LogKind::Compleated, "702.150a", now, paid_life);
  }
  forget_choices(st, was);
  return loyalty;
}

bool loyalty_order_chosen(const GameState& st, ObjId was) {
  for (const auto& c : st.replacement_choices)
    if (c.first == was) return true;
  return false;
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
