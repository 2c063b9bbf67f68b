// Test harness: build any game state directly, then drive it by choosing options by meaning.
#pragma once
#include <gtest/gtest.h>

#include <string>

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

struct Harness {
  Game g;
  Log log;

  // An empty game on turn 2 (no first-turn draw skip), P1 active in the precombat main phase.
  explicit Harness(Step step = Step::Main1, PlayerId active = 0) {
    g.log = &log;
    g.st.turn = 2;
    g.st.active = g.st.priority = active;
    g.st.step = step;
    for (auto& p : g.st.players) p.kept = true;
  }

  GameState& st() { return g.st; }
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

  int find(OptKind kind, ObjId obj = kNoObj, int n = -1) {
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

  void pass() { choose(OptKind::Pass); }
  // Both players pass until the stack is empty (answering only priority decisions).
  void resolve_stack() {
    while (!g.st.stack.empty() && g.decision().kind == DecisionKind::Priority) pass();
  }
  // Casts a card paying with whatever sources are offered first.
  void cast(ObjId card) {
    choose(OptKind::Cast, card);
    pay();
  }
  void pay() {
    while (g.decision().kind == DecisionKind::PayMana) g.answer(0);
  }
  void target(ObjId obj) {
    expect(DecisionKind::ChooseTarget);
    choose(OptKind::Object, obj);
  }
  void target_player(PlayerId p) {
    expect(DecisionKind::ChooseTarget);
    choose(OptKind::Player, kNoObj, p);
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
  Chars ch(ObjId id) { return chars(g.st, id); }
  int life(PlayerId p) { return player(p).life; }
  bool log_has(const char* rule) {
    for (const auto& e : log)
      if (std::string(e.rule) == rule) return true;
    return false;
  }
};

}  // namespace lore::test
