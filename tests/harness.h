// Test harness shared by every test: build any game state directly, then drive it by choosing
// options by meaning (casting, targeting, combat, resolving).
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>

#include "engine/card_db.h"
#include "engine/describe.h"
#include "engine/engine.h"
#include "engine/game.h"

namespace lore::test {

inline CardId card_id(const std::string& name) {
  CardId id = CardDb::get().find(name);
  EXPECT_NE(id, kNoCard) << "unknown card " << name;
  return id;
}

inline bool implemented(const char* name) {
  CardId id = CardDb::get().find(name);
  return id != kNoCard && card_def(id).implemented;
}
#define LORE_NEED_CARD(name) \
  if (!implemented(name)) GTEST_SKIP() << name << " is not implemented yet"

// One target to choose when casting or activating: an object, or player_target(p). Implicit,
// so a target list reads {drake, player_target(1)}.
struct Pick {
  Target t;
  Pick(ObjId obj) : t{Target::Object, obj} {}
  Pick(Target t) : t(t) {}
};
inline Target player_target(PlayerId p) { return {Target::Player, p}; }

struct Harness {
  Game g;
  Log log;

  // An empty game on turn 2 (no first-turn draw skip), P1 active in the precombat main phase.
  explicit Harness(Step step = Step::Main1, PlayerId active = 0) {
    g.log = &log;
    g.st.turn = 2;
    g.st.active = g.st.priority = active;
    g.st.step = step;
    for (int p = 0; p < g.st.num_players; ++p) g.st.players[static_cast<size_t>(p)].kept = true;
  }

  // For editing the state by hand: the edit may change characteristics, so what permanents
  // remember of them is dropped (GameState::chars_changed()).
  GameState& st() {
    g.st.chars_changed();
    return g.st;
  }
  Player& player(PlayerId p) { return g.st.players[static_cast<size_t>(p)]; }

  // Puts a card in a zone. Permanents start untapped and not summoning sick.
  ObjId add(PlayerId owner, const std::string& name, Zone zone = Zone::Battlefield) {
    ObjId id = new_object(g.st, card_id(name), owner, zone);
    if (zone == Zone::Battlefield)
      g.st.battlefield.push_back(id);
    else
      zone_list(g.st, owner, zone).push_back(id);
    if (card_def(g.st.obj(id).card).is(TPlaneswalker) && zone == Zone::Battlefield)
      g.st.obj(id).counter(Counter::Loyalty) = card_def(g.st.obj(id).card).loyalty;
    g.st.chars_changed();
    return id;
  }
  void add_n(PlayerId owner, const std::string& name, int n, Zone zone = Zone::Battlefield) {
    for (int i = 0; i < n; ++i) add(owner, name, zone);
  }

  // Starts play: the current step's priority, then the rest of the turn and game.
  void start() {
    Task end{TaskKind::Turn};
    end.stage = 1;
    g.st.tasks.push_back(end);
    g.st.tasks.push_back(Task{TaskKind::Priority});
    g.advance();
  }

  const Decision& decision() { return g.decision(); }

  // The answer giving the option matching kind/obj/n (for a number decision, the value; every
  // legal value is non-negative), or -1.
  int find(OptKind kind, ObjId obj = kNoObj, int n = -1) {
    if (const Decision& d = g.decision(); d.is_number()) {
      if (kind != OptKind::Number || (obj != kNoObj && d.range.obj != obj)) return -1;
      return n < 0 ? d.range.nth(0) : d.range.allows(n) ? n : -1;
    }
    const auto& opts = g.decision().options;
    for (size_t i = 0; i < opts.size(); ++i)
      if (opts[i].kind == kind && (obj == kNoObj || opts[i].obj == obj) &&
          (n < 0 || opts[i].n == n))
        return static_cast<int>(i);
    return -1;
  }
  bool has(OptKind kind, ObjId obj = kNoObj, int n = -1) { return find(kind, obj, n) >= 0; }

  std::string options_text() {
    std::string s = describe_decision(g.st, g.decision()) + ":";
    if (g.decision().is_number()) return s + " " + describe_range(g.st, g.decision());
    for (const auto& o : g.decision().options) s += "\n  " + describe_option(g.st, g.decision(), o);
    return s;
  }

  // Chooses the option matching kind/obj/n; fails the test (and returns false) if absent.
  bool choose(OptKind kind, ObjId obj = kNoObj, int n = -1) {
    int i = find(kind, obj, n);
    EXPECT_GE(i, 0) << "no such option; " << options_text();
    if (i < 0) return false;
    std::string err;
    bool ok = g.answer(i, &err);
    EXPECT_TRUE(ok) << err;
    return ok;
  }
  bool expect(DecisionKind k) {
    EXPECT_EQ(decision_kind_name(g.decision().kind), std::string(decision_kind_name(k)))
        << options_text();
    return g.decision().kind == k;
  }
  // Expects a decision of kind `k` and answers it with the option matching kind/obj/n.
  bool answer(DecisionKind k, OptKind kind, ObjId obj = kNoObj, int n = -1) {
    expect(k);
    return choose(kind, obj, n);
  }

  void pass() { choose(OptKind::Pass); }
  // Passes priority until player `p` has it.
  void priority_to(PlayerId p) {
    for (int i = 0; i < 4 && g.decision().kind == DecisionKind::Priority; ++i) {
      if (g.decision().player == p) return;
      pass();
    }
  }
  // Passes priority until a decision of kind `k` is pending; fails the test if another comes.
  bool pass_to(DecisionKind k) {
    for (int i = 0; i < 200 && !g.over(); ++i) {
      if (g.decision().kind == k) return true;
      if (g.decision().kind != DecisionKind::Priority) break;
      pass();
    }
    return expect(k);
  }
  // Passes priority (declaring no attackers or blockers) until the game reaches `step` (of
  // turn `turn`, if given) with a player holding priority.
  bool pass_to_step(Step step, int turn = -1) {
    for (int i = 0; i < 1000 && !g.over(); ++i) {
      const Decision& d = g.decision();
      if (g.st.step == step && (turn < 0 || g.st.turn == turn) && d.kind == DecisionKind::Priority)
        return true;
      if (d.kind == DecisionKind::DeclareAttacker)
        choose(OptKind::NoAttack, d.about);
      else if (d.kind == DecisionKind::DeclareBlocker && has(OptKind::NoBlock, d.about))
        choose(OptKind::NoBlock, d.about);
      else if (d.kind == DecisionKind::Priority)
        pass();
      else
        break;
    }
    EXPECT_EQ(step_name(g.st.step), std::string(step_name(step))) << options_text();
    if (turn >= 0) {
      EXPECT_EQ(g.st.turn, turn);
    }
    return g.st.step == step;
  }
  // Both players pass until the stack is empty (answering only priority decisions).
  void resolve_stack() {
    while (!g.st.stack.empty() && g.decision().kind == DecisionKind::Priority) pass();
  }
  // Resolves everything, putting simultaneous triggers on the stack in the order offered.
  void resolve_all() {
    for (int i = 0; i < 100 && !g.over(); ++i) {
      if (g.decision().kind == DecisionKind::OrderTriggers)
        g.answer(0);
      else if (!g.st.stack.empty() && g.decision().kind == DecisionKind::Priority)
        pass();
      else
        break;
    }
  }

  // Casts a card: chooses `targets` in order, then pays with whatever sources are offered first.
  void cast(ObjId card, std::initializer_list<Pick> targets = {}) {
    choose(OptKind::Cast, card);
    choose_targets(targets);
    pay();
  }
  void cast_resolve(ObjId card, std::initializer_list<Pick> targets = {}) {
    cast(card, targets);
    resolve_stack();
  }
  // Activates ability `index` of `src` the same way.
  void activate(ObjId src, int index, std::initializer_list<Pick> targets = {}) {
    choose(OptKind::Activate, src, index);
    choose_targets(targets);
    pay();
  }
  void activate_resolve(ObjId src, int index, std::initializer_list<Pick> targets = {}) {
    activate(src, index, targets);
    resolve_stack();
  }
  void pay() {
    while (g.decision().kind == DecisionKind::PayMana) g.answer(0);
  }
  void target(ObjId obj) { answer(DecisionKind::ChooseTarget, OptKind::Object, obj); }
  void target_player(PlayerId p) { answer(DecisionKind::ChooseTarget, OptKind::Player, kNoObj, p); }
  void choose_targets(std::initializer_list<Pick> targets) {
    for (const Pick& p : targets)
      if (p.t.kind == Target::Player)
        target_player(static_cast<PlayerId>(p.t.id));
      else
        target(p.t.id);
  }

  // Passes to the declaration of attackers and attacks the defending player with exactly
  // `attackers`.
  void attack(std::initializer_list<ObjId> attackers) {
    if (!pass_to(DecisionKind::DeclareAttacker)) return;
    while (g.decision().kind == DecisionKind::DeclareAttacker) {
      ObjId id = g.decision().about;
      bool yes = std::find(attackers.begin(), attackers.end(), id) != attackers.end();
      choose(yes ? OptKind::Attack : OptKind::NoAttack, id);
    }
  }
  // `attacker` attacks alone and `blocker` alone blocks it.
  void attack_blocked(ObjId attacker, ObjId blocker) {
    attack({attacker});
    block({{blocker, attacker}});
  }
  // Passes to the declaration of blockers and answers every one: blocker -> attacker pairs,
  // the rest don't block.
  void block(std::initializer_list<std::pair<ObjId, ObjId>> pairs) {
    if (!pass_to(DecisionKind::DeclareBlocker)) return;
    while (g.decision().kind == DecisionKind::DeclareBlocker) {
      ObjId id = g.decision().about;
      ObjId attacker = kNoObj;
      for (auto [b, a] : pairs)
        if (b == id) attacker = a;
      if (attacker != kNoObj)
        choose(OptKind::Block, id, attacker);
      else
        choose(OptKind::NoBlock, id);
    }
  }

  // A keyword granted for the whole game (not "until end of turn").
  void grant(ObjId id, KeywordMask k) {
    ContinuousEffect e;
    e.object = id;
    e.keywords = k;
    e.until_end_of_turn = false;
    e.timestamp = g.st.next_timestamp++;
    g.st.effects.push_back(e);
  }

  // The object now in a zone that came from the card `name` (the newest one).
  ObjId find_in(PlayerId owner, Zone zone, const std::string& name) {
    ObjId found = kNoObj;
    CardId c = card_id(name);
    if (zone == Zone::Battlefield) {
      for (ObjId id : g.st.battlefield)
        if (g.st.obj(id).card == c && g.st.obj(id).owner == owner) found = id;
    } else {
      for (ObjId id : zone_list(g.st, owner, zone))
        if (g.st.obj(id).card == c) found = id;
    }
    return found;
  }
  int count_in(PlayerId owner, Zone zone, const std::string& name) {
    int n = 0;
    CardId c = card_id(name);
    for (ObjId id : zone == Zone::Battlefield ? g.st.battlefield : zone_list(g.st, owner, zone))
      n +=
          g.st.obj(id).card == c && (zone != Zone::Battlefield || g.st.obj(id).controller == owner);
    return n;
  }
  bool on_battlefield(ObjId id) {
    return !g.st.obj(id).left && g.st.obj(id).zone == Zone::Battlefield;
  }
  int counters(ObjId id, Counter c = Counter::PlusOne) { return g.st.obj(id).count(c); }
  Chars ch(ObjId id) { return chars(g.st, id); }
  int life(PlayerId p) { return player(p).life; }
  bool log_has(const char* rule) {
    for (const auto& e : log)
      if (std::string(e.rule) == rule) return true;
    return false;
  }
};

// A harness that asks every decision, even one with a single option, so tests drive each step.
struct Table : Harness {
  explicit Table(Step step = Step::Main1, PlayerId active = 0) : Harness(step, active) {
    g.auto_single = false;
  }
};

}  // namespace lore::test
