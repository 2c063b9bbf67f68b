#include <algorithm>

#include "ai/agents.h"
#include "ai/eval.h"
#include "ai/policy.h"
#include "engine/describe.h"
#include "engine/game.h"

namespace lore::ai {

namespace {

// Decisions whose options are compared by trying them (the others follow rule_choice()).
bool tried_by_lookahead(DecisionKind k) {
  switch (k) {
    case DecisionKind::Priority:
    case DecisionKind::ChooseTarget:
    case DecisionKind::ChooseMode:
    case DecisionKind::ReadAhead:
    case DecisionKind::ChooseCard:
    case DecisionKind::YesNo:
    case DecisionKind::Kicker:
    case DecisionKind::ChoosePile:
    case DecisionKind::LegendRule:
    case DecisionKind::ChooseCostObject: return true;
    default: return false;
  }
}

constexpr size_t kMaxTried = 24;  // more options than this: rule_choice() alone
constexpr int kLookaheadDecisions = 200;
// A spell or ability must gain this much (evaluate()'s scale) over passing to be worth it.
constexpr double kActMargin = 0.25;
constexpr int kMaxRepeats = 3;       // activations of one object's abilities in a turn
constexpr int kMaxActivations = 12;  // activations in all in a turn

// Plays the rest of the turn with nobody acting (every player passes, nobody attacks; blocks
// and the other decisions by rule_choice()) and evaluates for `me` once "until end of turn"
// effects have ended (514.2): a pump spent in the upkeep is worth nothing, one that wins a
// fight after blocks is worth the creature it kept or killed.
double lasting_value(Game& g, PlayerId me, int turn, Rng& rng) {
  for (int n = 0; n < kLookaheadDecisions && !g.over() && g.decision().pending(); ++n) {
    if (g.st.turn != turn) break;
    const Decision& d = g.decision();
    int choice = d.kind == DecisionKind::Priority          ? index_of(d.options, OptKind::Pass)
                 : d.kind == DecisionKind::DeclareAttacker ? index_of(d.options, OptKind::NoAttack)
                                                           : -1;
    if (choice < 0) choice = rule_choice(g.st, rng);
    if (!g.answer(choice)) break;
  }
  return evaluate(g.st, me);
}

// Answers option `index`, then plays on (the decider by rule_choice(), the other player passing)
// until whatever went on the stack has resolved; the evaluation for `me` of where that leads.
double try_option(const GameState& sample, int index, PlayerId me, Rng& rng) {
  // The rest of the turn meets the same luck whatever the option drew on its way: two options
  // that lead to the same position are worth the same.
  Rng rest_of_turn = rng;
  Game g;
  g.st = sample;
  size_t peak = g.st.stack.size();
  int turn = g.st.turn;
  if (!g.answer(index)) return -kWin;
  for (int n = 0; n < kLookaheadDecisions && !g.over() && g.decision().pending(); ++n) {
    const Decision& d = g.decision();
    peak = std::max(peak, g.st.stack.size());
    if (d.kind == DecisionKind::Priority && (g.st.stack.size() < peak || peak == 0)) break;
    if (g.st.turn != turn) break;
    int choice = 0;
    if (d.player != me && d.kind == DecisionKind::Priority) {
      for (size_t i = 0; i < d.options.size(); ++i)
        if (d.options[i].kind == OptKind::Pass) choice = static_cast<int>(i);
    } else {
      choice = rule_choice(g.st, rng);
    }
    if (!g.answer(choice)) break;
  }
  return lasting_value(g, me, turn, rest_of_turn);
}

// Answers option `index` of a declare-attackers decision and plays on, both players by
// rule_choice() (the other attackers, the blocks, the damage assignment), until combat damage
// has been dealt; the evaluation for `me` of where that leads.
double through_combat(const GameState& sample, int index, PlayerId me, Rng& rng) {
  Game g;
  g.st = sample;
  int turn = g.st.turn;
  if (!g.answer(index)) return -kWin;
  for (int n = 0; n < kLookaheadDecisions && !g.over() && g.decision().pending(); ++n) {
    if (g.st.turn != turn || g.st.step >= Step::EndCombat) break;
    if (!g.answer(rule_choice(g.st, rng))) break;
  }
  return evaluate(g.st, me);
}

// The attack rule, checked against where it leads: the rule's answer and its opposite (attack
// the player, or not) are both played through combat; the opposite must do clearly better.
int choose_attack(const GameState& view, Rng& rng) {
  const auto& opts = view.decision.options;
  Rng r = rng;
  int rule = rule_choice(view, r);
  int other = -1;
  bool attacks = opts[static_cast<size_t>(rule)].kind == OptKind::Attack;
  for (size_t i = 0; i < opts.size() && other < 0; ++i)
    if (attacks ? opts[i].kind == OptKind::NoAttack
                : opts[i].kind == OptKind::Attack && opts[i].n < 2)
      other = static_cast<int>(i);
  if (other < 0) return rule;
  PlayerId me = view.decision.player;
  Rng r1 = rng, r2 = rng;  // both lines meet the same luck
  double v_rule = through_combat(view, rule, me, r1);
  double v_other = through_combat(view, other, me, r2);
  rng.next();
  return v_other > v_rule + kActMargin ? other : rule;
}

}  // namespace

int HeuristicAgent::choose(const GameState& st) {
  const Decision& d = st.decision;
  if (!d.is_number() && d.options.size() <= 1) return 0;
  GameState view = player_view(st, d.player);
  determinize(view, decks_, rng_);
  if (d.kind == DecisionKind::DeclareAttacker) return choose_attack(view, rng_);
  if (d.is_number() || !tried_by_lookahead(d.kind) || d.options.size() > kMaxTried)
    return rule_choice(view, rng_);
  if (d.kind == DecisionKind::Priority) {
    for (size_t i = 0; i < d.options.size(); ++i)  // a land each turn, without thinking
      if (d.options[i].kind == OptKind::PlayLand) return static_cast<int>(i);
  }
  int best = -1, pass = -1;
  double best_v = -1e18, pass_v = 0;
  for (size_t i = 0; i < d.options.size(); ++i) {
    // Mana for nothing at priority (605.3a) only empties at the end of the step (500.4): a cost
    // that needs it activates it while it is paid (601.2g). Trying it would only measure luck.
    if (d.kind == DecisionKind::Priority && d.options[i].kind == OptKind::Mana) continue;
    if (d.options[i].kind == OptKind::Activate && st.turn == activations_turn_ &&
        (activations_ >= kMaxActivations ||
         std::count(activated_.begin(), activated_.end(), d.options[i].obj) >= kMaxRepeats))
      continue;
    Rng r = rng_;  // every option, passing too, meets the same luck
    double v = try_option(view, static_cast<int>(i), d.player, r);
    if (d.options[i].kind == OptKind::Pass) {
      pass = static_cast<int>(i);
      pass_v = v;
    } else if (v > best_v) {
      best_v = v;
      best = static_cast<int>(i);
    }
  }
  rng_.next();
  if (pass >= 0 && (best < 0 || best_v < pass_v + kActMargin)) return pass;
  if (best >= 0 && d.options[static_cast<size_t>(best)].kind == OptKind::Activate) {
    if (st.turn != activations_turn_) {
      activations_turn_ = st.turn;
      activations_ = 0;
      activated_.clear();
    }
    ++activations_;
    activated_.push_back(d.options[static_cast<size_t>(best)].obj);
  }
  return best < 0 ? rule_choice(view, rng_) : best;
}

}  // namespace lore::ai
