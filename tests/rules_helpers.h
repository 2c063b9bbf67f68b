// Helpers shared by the rules tests (tests/rules_*_test.cpp).
#pragma once
#include <algorithm>
#include <initializer_list>

#include "harness.h"

namespace lore::test::rules {

inline bool implemented(const char* name) {
  CardId id = CardDb::get().find(name);
  return id != kNoCard && card_def(id).implemented;
}
#define LORE_NEED_CARD(name) \
  if (!implemented(name)) GTEST_SKIP() << name << " is not implemented yet"

// A keyword granted for the whole game (not "until end of turn").
inline void grant(Harness& h, ObjId id, KeywordMask k) {
  ContinuousEffect e;
  e.object = id;
  e.keywords = k;
  e.until_end_of_turn = false;
  e.timestamp = h.st().next_timestamp++;
  h.st().effects.push_back(e);
}

// Passes priority until a decision of kind `k` is pending.
inline bool pass_to(Harness& h, DecisionKind k) {
  for (int i = 0; i < 100 && !h.g.over(); ++i) {
    if (h.decision().kind == k) return true;
    if (h.decision().kind != DecisionKind::Priority) break;
    h.pass();
  }
  return h.expect(k);
}

// Passes priority (declaring no attackers or blockers) until the game reaches `step`.
inline bool pass_to_step(Harness& h, Step step) {
  for (int i = 0; i < 200 && !h.g.over(); ++i) {
    const Decision& d = h.decision();
    if (h.st().step == step && d.kind == DecisionKind::Priority) return true;
    if (d.kind == DecisionKind::DeclareAttacker)
      h.choose(OptKind::NoAttack, d.about);
    else if (d.kind == DecisionKind::DeclareBlocker && h.has(OptKind::NoBlock, d.about))
      h.choose(OptKind::NoBlock, d.about);
    else if (d.kind == DecisionKind::Priority)
      h.pass();
    else
      break;
  }
  EXPECT_EQ(step_name(h.st().step), std::string(step_name(step))) << h.options_text();
  return h.st().step == step;
}

// Declares exactly `attackers` as attacking the defending player.
inline void attack(Harness& h, std::initializer_list<ObjId> attackers) {
  if (!pass_to(h, DecisionKind::DeclareAttacker)) return;
  while (h.decision().kind == DecisionKind::DeclareAttacker) {
    ObjId id = h.decision().about;
    bool yes = std::find(attackers.begin(), attackers.end(), id) != attackers.end();
    h.choose(yes ? OptKind::Attack : OptKind::NoAttack, id);
  }
}

// Answers every pending block decision: blocker -> attacker pairs, the rest don't block.
inline void block(Harness& h, std::initializer_list<std::pair<ObjId, ObjId>> pairs) {
  if (!pass_to(h, DecisionKind::DeclareBlocker)) return;
  while (h.decision().kind == DecisionKind::DeclareBlocker) {
    ObjId id = h.decision().about;
    ObjId target = kNoObj;
    for (auto [b, a] : pairs)
      if (b == id) target = a;
    if (target != kNoObj)
      h.choose(OptKind::Block, id, target);
    else
      h.choose(OptKind::NoBlock, id);
  }
}

inline bool on_battlefield(Harness& h, ObjId id) {
  return !h.st().obj(id).left && h.st().obj(id).zone == Zone::Battlefield;
}

}  // namespace lore::test::rules
