// Helpers shared by the per-set card tests: activating, stepping to combat, attacking.
#pragma once
#include <algorithm>

#include "harness.h"

namespace lore::test {

// A harness that asks every decision, even one with a single option, so tests drive each step.
struct Table : Harness {
  explicit Table(Step step = Step::Main1, PlayerId active = 0) : Harness(step, active) {
    g.auto_single = false;
  }
};

// Passes priority until player `p` has it.
inline void priority_to(Harness& h, PlayerId p) {
  for (int i = 0; i < 4 && h.decision().kind == DecisionKind::Priority; ++i) {
    if (h.decision().player == p) return;
    h.pass();
  }
}

// Passes until the game reaches `s` with priority.
inline void pass_to_step(Harness& h, Step s) {
  for (int i = 0; i < 200 && !h.g.over() && h.st().step != s; ++i) {
    if (h.decision().kind != DecisionKind::Priority) break;
    h.pass();
  }
  EXPECT_EQ(step_name(h.st().step), std::string(step_name(s))) << h.options_text();
}

inline void activate(Harness& h, ObjId src, int index) {
  h.choose(OptKind::Activate, src, index);
  h.pay();
}

// Passes priority until a decision of kind `k` comes up (or the game ends).
inline bool pass_until(Harness& h, DecisionKind k) {
  for (int i = 0; i < 200 && !h.g.over(); ++i) {
    if (h.decision().kind == k) return true;
    if (h.decision().kind != DecisionKind::Priority) break;
    h.pass();
  }
  return h.expect(k);
}

// Declares exactly `attackers` as attacking the opponent.
inline void attack_with(Harness& h, std::initializer_list<ObjId> attackers) {
  if (!pass_until(h, DecisionKind::DeclareAttacker)) return;
  while (h.decision().kind == DecisionKind::DeclareAttacker) {
    ObjId id = h.decision().about;
    bool yes = std::find(attackers.begin(), attackers.end(), id) != attackers.end();
    h.choose(yes ? OptKind::Attack : OptKind::NoAttack, id);
  }
}

// The defending player blocks `attacker` with `blocker` and nothing else blocks.
inline void block_with(Harness& h, ObjId blocker, ObjId attacker) {
  if (!pass_until(h, DecisionKind::DeclareBlocker)) return;
  while (h.decision().kind == DecisionKind::DeclareBlocker) {
    ObjId id = h.decision().about;
    if (id == blocker)
      h.choose(OptKind::Block, id, attacker);
    else
      h.choose(OptKind::NoBlock, id);
  }
}

// Resolves everything, putting simultaneous triggers on the stack in the order offered.
inline void resolve_all(Harness& h) {
  for (int i = 0; i < 100 && !h.g.over(); ++i) {
    if (h.decision().kind == DecisionKind::OrderTriggers)
      h.g.answer(0);
    else if (!h.st().stack.empty() && h.decision().kind == DecisionKind::Priority)
      h.pass();
    else
      break;
  }
}

inline int counters_on(Harness& h, ObjId id, Counter c = Counter::PlusOne) {
  return h.st().obj(id).count(c);
}

}  // namespace lore::test
