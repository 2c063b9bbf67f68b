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
  // "If that creature would die this turn, exile it instead" (Suplex): an effect on this object.
  for (const ContinuousEffect& ce : st.effects)
    if (ce.exile_if_dies_source != kNoObj && ce.object == id && is_type(st, id, TCreature) &&
        std::find(out.begin(), out.end(), ce.exile_if_dies_source) == out.end())
      out.push_back(ce.exile_if_dies_source);
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

namespace {
bool die_life_gains_settled(Game& g, const std::vector<ObjId>& dying, const Option* life_answer);
}  // namespace

void hand_die_life_choices(GameState& st, ObjId id, PlayerId p) {
  for (auto& c : st.replacement_choices)
    if (c.first == die_life_key(id)) c.first = life_gain_key(p);
}

bool replacements_settled(Game& g, const std::vector<ObjId>& dying, const Option* answer) {
  GameState& st = g.st;
  const Option* life_answer = nullptr;  // a life gain's order (die_life_gains_settled())
  if (answer && answer->kind == OptKind::Replacement && answer->obj == kNoObj)
    life_answer = answer;
  else if (answer && answer->kind == OptKind::Replacement)
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
  return die_life_gains_settled(g, dying, life_answer);
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

// 614.1a, 614.5: Tor Wauki the Younger's "plus 1", once for each such permanent of `controller`
// other than the source.
int noncombat_damage_plus_one(Game& g, ObjId source, PlayerId controller, int n) {
  const GameState& st = g.st;
  // Sulfuric Vapors: a red spell (the resolving object on the stack, not an ability), whoever
  // controls it
  const bool red_spell = st.obj(source).zone == Zone::Stack && !st.obj(source).left &&
                         (chars(st, source).colors & Red) != 0;
  for (ObjId s : st.battlefield) {
    if (s == source || !def(st, s).modifies_events) continue;
    const bool yours = st.obj(s).controller == controller;
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static &&
          ((yours && a.stat.kind == StaticKind::NoncombatDamagePlusOne) ||
           (red_spell && a.stat.kind == StaticKind::RedSpellDamagePlusOne))) {
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
      if (st.entering_from != kNoObj && s >= st.entering_from) continue;  // 614.12
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

void tokens_added(Game& g, int n, bool creatures, PlayerId p, std::vector<CardId>& extra,
                  bool quiet) {
  const GameState& st = g.st;
  if (st.event_modifiers == 0 || n <= 0) return;
  // The `kind` permanents of `p`: one more token each, logged as the number grows.
  auto added = [&](StaticKind kind, int before) {
    int k = 0;
    for (ObjId s : st.battlefield) {
      if (!def(st, s).modifies_events || st.obj(s).controller != p) continue;
      for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
        if (a.kind == AbilityKind::Static && a.stat.kind == kind) {
          if (!quiet) log_amount(g, "614.1a", p, kNoObj, s, before + k, before + k + 1);
          ++k;
        }
    }
    return k;
  };
  static const CardId kFrog = CardDb::get().find("Frog");
  static const CardId kSoldier = CardDb::get().find("Soldier");
  auto add = [&](int k, CardId card) {
    int m =
        replaced_amount(g, StaticKind::DoubleTokensYouCreate, k, p, kNoObj, Counter::PlusOne, true);
    extra.insert(extra.end(), static_cast<size_t>(m), card);
  };
  const int frogs = added(StaticKind::TokensPlusFrog, n);
  const int soldiers =
      creatures || frogs > 0 ? added(StaticKind::CreatureTokensPlusSoldier, n + frogs) : 0;
  if (frogs > 0) add(frogs, kFrog);
  if (soldiers > 0) add(soldiers, kSoldier);
}

namespace {

// `n` counters after the counter effects of the permanent `source`: "that many plus one"
// (Hardened Scales), "twice that many" (The Earth Crystal, Doubling Season).
int counters_after_effect_of(const GameState& st, ObjId source, int n) {
  for (const Ability& a : abilities_of(st, source))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::PlusOneCountersOneMore)
      n += 1;
    else if (a.kind == AbilityKind::Static &&
             (a.stat.kind == StaticKind::DoubleCountersOnYourCreatures ||
              a.stat.kind == StaticKind::DoubleCountersOnYourPermanents))
      n *= 2;
  return n;
}

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
    if (st.entering_from != kNoObj && s >= st.entering_from) continue;  // 614.12
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

// The life the replacement effect of `source` makes its controller gain with each creature it
// exiles instead ("instead exile it and you gain 2 life": The Darkness Crystal), or 0.
int die_replacement_life(const GameState& st, ObjId source) {
  for (const Ability& a : abilities_of(st, source))
    if (a.kind == AbilityKind::ReplaceDies) return a.replace_life;
  return 0;
}

// 616.1: the life gain that comes with each creature exiled instead of dying (The Darkness
// Crystal) is its own event, which "that much plus 1" and "twice that much" both change: the
// gaining player orders them, one event at a time, in the order of `dying`, before any of them
// leaves. The answers are keyed by die_life_key(creature); move_object() hands them to
// gain_life(). `life_answer` is the answer to the last such question, if any. False after asking.
bool die_life_gains_settled(Game& g, const std::vector<ObjId>& dying, const Option* life_answer) {
  GameState& st = g.st;
  if (st.event_modifiers == 0) return true;
  for (ObjId id : dying) {
    ObjId s = kNoObj;
    for (const auto& c : st.replacement_choices)
      if (c.first == id) s = c.second;
    if (s == kNoObj || s == id || s == kRegenerationChoice) continue;
    const int life = die_replacement_life(st, s);
    const PlayerId p = st.obj(s).controller;
    if (life <= 0 || !can_gain_life(st, p)) continue;
    const ObjId key = die_life_key(id);
    for (;;) {
      unsigned kinds = 0;
      auto each = [&](auto&& f) {  // kind 0: plus 1; 1: twice
        for_each_source(st, p, StaticKind::GainLifePlusOne, [&](ObjId x) { f(x, 0); });
        for_each_source(st, p, StaticKind::DoubleLifeYouGain, [&](ObjId x) { f(x, 1); });
      };
      each([&](ObjId x, int kind) {
        if (!chosen_for(st, key, x)) kinds |= 1u << kind;
      });
      if (kinds != 3u) break;  // one kind left: any order gives the same life
      if (life_answer) {       // the answer is for the first event still asking
        st.replacement_choices.push_back({key, life_answer->n});
        life_answer = nullptr;
        continue;
      }
      std::vector<Option> opts;
      each([&](ObjId x, int) {
        if (!chosen_for(st, key, x)) opts.push_back({OptKind::Replacement, kNoObj, x});
      });
      ask(g, DecisionKind::ChooseReplacement, p, std::move(opts), id);
      return false;
    }
  }
  return true;
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
    n = counters_after_effect_of(st, s, n);
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
           !(a.amount.n > 0 && st.active == p && pl.turns_taken <= a.amount.n) &&
           !(a.untapped_if_other_lands_at_most >= 0 &&
             other_lands(st, p, land) <= a.untapped_if_other_lands_at_most);
  if (!own) return true;
  auto each = [&](auto&& f) {  // kind 0: its own "enters tapped"; 1: "enter untapped"
    f(land, 0);
    for_each_source(st, p, StaticKind::LandsYouControlEnterUntapped, [&](ObjId s) { f(s, 1); });
  };
  return order_settled(g, land, land, p, each, ans);
}

bool entered_tapped_by_choice(Game& g, ObjId was, ObjId now) {
  GameState& st = g.st;
  bool tapped = false, asked = false;
  ObjId first = kNoObj;
  for (const auto& c : st.replacement_choices)
    if (c.first == was) {
      // The first effect chosen is the one the other then replaces: "enters untapped" first
      // leaves its own "enters tapped" the last word (ruling FIN-R-0390).
      if (!asked) tapped = c.second != was, first = c.second;
      asked = true;
    }
  if (!asked) return false;
  forget_choices(st, was);
  if (g.log) {  // 616.1: which applied first, and so how it enters
    LogEntry e = entry(g, LogKind::ReplacementFirst, "616.1");
    e.player = st.obj(now).controller;
    e.card = st.obj(now).card, e.obj = now;
    e.card2 = st.obj(first == was ? now : first).card, e.obj2 = first == was ? now : first;
    e.amount = tapped ? 1 : 2;
    g.emit(e);
  }
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

namespace {

// The +1/+1 counters the creature `id` (a spell, or a permanent as it enters) enters with by its
// own "enters with" abilities (614.1c).
int own_enter_counters(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  StackItem ctx;
  ctx.obj = id;
  ctx.x = o.x;
  ctx.controller = o.controller;
  int n = 0;
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::EntersWithCounters && a.counter == Counter::PlusOne)
      n += eval(st, ctx, a.counters);
  return n;
}

// The effects that make or change the +1/+1 counters a creature spell `spell` enters with
// (614.1c): `f(source, kind)` for its own "enters with" (source `spell`) and an "additional"
// counter effect (kAdditionalCountersChoice), which put counters (kind 0), Hardened Scales's
// "that many plus one" (kind 0) and the doublers (kind 1).
template <class F>
void each_enter_counter_effect(const GameState& st, ObjId spell, PlayerId p, int own, int extra,
                               F&& f) {
  if (own > 0) f(spell, 0);
  if (extra > 0) f(kAdditionalCountersChoice, 0);
  for_each_source(st, p, StaticKind::PlusOneCountersOneMore, [&](ObjId s) { f(s, 0); });
  for (StaticKind k :
       {StaticKind::DoubleCountersOnYourCreatures, StaticKind::DoubleCountersOnYourPermanents})
    for_each_source(st, p, k, [&](ObjId s) { f(s, 1); });
}

// `n` counters after the effect of `source` (616.1f: a modifier applies only to counters there
// are, 122.6; logged as it applies).
int apply_enter_counter_effect(Game& g, ObjId spell, ObjId now, ObjId source, int own, int extra,
                               int n) {
  if (source == spell) return n + own;
  if (source == kAdditionalCountersChoice) return n + extra;
  if (n <= 0) return n;
  int before = n;
  n = counters_after_effect_of(g.st, source, n);
  log_amount(g, "616.1", g.st.obj(now).controller, now, source, before, n);
  return n;
}

}  // namespace

bool enter_counters_order_settled(Game& g, ObjId spell, const Option*& ans) {
  const Object& o = g.st.obj(spell);
  return enter_counters_order_settled(
      g, spell, o.controller, o.enter_counter == Counter::PlusOne ? o.enter_counters : 0, ans);
}

bool entering_order_settled(Game& g, ObjId card, PlayerId p, int extra, const Option*& ans) {
  if (g.st.event_modifiers == 0) return true;
  // One question per card: a land's "enters tapped" order, else its +1/+1 counters' (a land
  // creature entering with +1/+1 counters has them ordered the usual way, a limit).
  if (card_def(g.st.obj(card).card).is(TLand)) return land_enter_order_settled(g, card, p, ans);
  return enter_counters_order_settled(g, card, p, extra, ans);
}

bool enter_counters_order_settled(Game& g, ObjId spell, PlayerId p, int extra, const Option*& ans) {
  GameState& st = g.st;
  if (st.event_modifiers == 0) return true;
  const Object& o = st.obj(spell);
  if (!card_def(o.card).is(TCreature)) return true;
  const int own = own_enter_counters(st, spell);
  if (own + extra == 0) return true;
  const ObjId key = counter_order_key(spell);
  if (ans && ans->kind == OptKind::Replacement && ans->obj == spell) {
    st.replacement_choices.push_back({key, ans->n});
    ans = nullptr;
  }
  // Effects recorded without asking (the only one applicable) are kept only if a question follows:
  // with none, the event applies them in the usual order anyway.
  const size_t mark = st.replacement_choices.size();
  const bool asked_before =
      std::any_of(st.replacement_choices.begin(), st.replacement_choices.end(),
                  [&](const auto& c) { return c.first == key; });
  for (;;) {
    // The number so far, after the effects chosen (in order); an effect changing the number is
    // applicable only once there are counters (616.1f).
    int n = 0;
    for (const auto& c : st.replacement_choices)
      if (c.first == key)
        n = c.second == spell                       ? n + own
            : c.second == kAdditionalCountersChoice ? n + extra
                                                    : std::max(n, 1);
    unsigned kinds = 0;
    int applicable = 0;
    ObjId only = kNoObj;
    each_enter_counter_effect(st, spell, p, own, extra, [&](ObjId s, int kind) {
      if (chosen_for(st, key, s)) return;
      kinds |= 1u << kind;
      if (s == spell || s == kAdditionalCountersChoice || n > 0) ++applicable, only = s;
    });
    if (kinds != 3u || applicable == 0) {  // one kind left: any order gives the same number
      if (!asked_before) st.replacement_choices.resize(mark);
      return true;
    }
    if (applicable == 1) {  // the only effect that can apply now (616.1e)
      st.replacement_choices.push_back({key, only});
      continue;
    }
    std::vector<Option> opts;
    each_enter_counter_effect(st, spell, p, own, extra, [&](ObjId s, int) {
      if (!chosen_for(st, key, s) && (s == spell || s == kAdditionalCountersChoice || n > 0))
        opts.push_back({OptKind::Replacement, spell, s});
    });
    ask(g, DecisionKind::ChooseReplacement, p, std::move(opts), spell);
    return false;
  }
}

int chosen_enter_counters(Game& g, ObjId was, ObjId now, int extra) {
  GameState& st = g.st;
  const ObjId key = counter_order_key(was);
  bool asked = false;
  for (const auto& c : st.replacement_choices) asked |= c.first == key;
  if (!asked) return -1;
  const int own = own_enter_counters(st, now);
  int n = 0;
  for (const auto& c : st.replacement_choices)
    if (c.first == key && (c.second < 0 || c.second == was || on_battlefield(st, c.second)))
      n = apply_enter_counter_effect(g, was, now, c.second, own, extra, n);
  // The rest, in the order that gives the most: counters put, then plus one, then doublings.
  each_enter_counter_effect(st, was, st.obj(now).controller, own, extra, [&](ObjId s, int) {
    if (!chosen_for(st, key, s)) n = apply_enter_counter_effect(g, was, now, s, own, extra, n);
  });
  forget_choices(st, key);
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
