#include <algorithm>
#include <chrono>
#include <cmath>

#include "ai/agents.h"
#include "ai/eval.h"
#include "ai/policy.h"
#include "engine/describe.h"
#include "engine/game.h"

namespace lore::ai {

namespace {

// Decisions worth a search; the others are answered as the heuristic player would.
bool searched(DecisionKind k) {
  switch (k) {
    case DecisionKind::Priority:
    case DecisionKind::DeclareAttacker:
    case DecisionKind::DeclareBlocker:
    case DecisionKind::ChooseTarget:
    case DecisionKind::ChooseMode:
    case DecisionKind::ReadAhead:
    case DecisionKind::Mulligan:
    case DecisionKind::ChooseCard:
    case DecisionKind::YesNo:
    case DecisionKind::Kicker: return true;
    default: return false;
  }
}

constexpr int kHorizonTurns = 8;
constexpr int kMaxPlayoutDecisions = 3000;
constexpr double kExploration = 0.7;  // UCB1's c, rewards in [0, 1]
constexpr double kEvalScale = 12.0;   // evaluate() difference worth ~76% at a horizon

// Sooner wins (and later losses) are worth a little more: between two won lines, the search
// takes the lethal attack now.
constexpr double kPerTurn = 0.01;

double reward(const GameState& st, PlayerId me, int turns) {
  if (st.over) {
    if (st.winner == kNoPlayer) return 0.5;
    double later = std::min(0.2, kPerTurn * turns);
    return st.winner == me ? 1.0 - later : later;
  }
  return 0.5 + 0.5 * std::tanh(evaluate(st, me) / kEvalScale);
}

}  // namespace

int playout(Game& g, Rng& rng, bool random, int max_turns, int max_decisions) {
  int end_turn = g.st.turn + max_turns, n = 0;
  while (!g.over() && g.decision().pending() && g.st.turn < end_turn && n < max_decisions) {
    const Decision& d = g.decision();
    int choice = 0;
    if (!random)
      choice = rule_choice(g.st, rng);
    else if (d.is_number())
      choice = static_cast<int>(d.range.nth(rng.below(static_cast<uint32_t>(d.range.count()))));
    else
      choice = static_cast<int>(rng.below(static_cast<uint32_t>(d.options.size())));
    if (!g.answer(choice)) break;
    ++n;
  }
  return n;
}

MctsAgent::MctsAgent(uint64_t seed, DeckLists decks, SearchBudget budget, bool random_playouts)
    : rng_(seed),
      decks_(decks),
      budget_(budget),
      random_playouts_(random_playouts),
      fallback_(seed ^ 0x5bd1e995ULL, std::move(decks)) {}

int MctsAgent::choose(const GameState& st) {
  const Decision& d = st.decision;
  if (d.is_number()) return fallback_.choose(st);  // numbers: the heuristic's rule
  if (d.options.size() <= 1) return 0;
  if (!searched(d.kind)) return fallback_.choose(st);
  const PlayerId me = d.player;
  const GameState view = player_view(st, me);
  const size_t n = d.options.size();
  std::vector<double> total(n, 0.0);
  std::vector<int> visits(n, 0);
  auto start = std::chrono::steady_clock::now();
  int it = 0;
  for (;; ++it) {
    if (budget_.iterations > 0 && it >= budget_.iterations) break;
    if (budget_.ms > 0 && it > 0 &&
        std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(budget_.ms))
      break;
    if (budget_.iterations <= 0 && budget_.ms <= 0) break;
    // UCB1 over the options, the statistics shared by every sample of the hidden cards.
    size_t arm = 0;
    if (static_cast<size_t>(it) < n) {
      arm = static_cast<size_t>(it);
    } else {
      double best = -1, log_n = std::log(static_cast<double>(it));
      for (size_t i = 0; i < n; ++i) {
        double u = total[i] / visits[i] + kExploration * std::sqrt(log_n / visits[i]);
        if (u > best) {
          best = u;
          arm = i;
        }
      }
    }
    Game g;
    g.st = view;
    determinize(g.st, decks_, rng_);
    double r = 0;
    if (g.answer(static_cast<int>(arm))) {
      playout(g, rng_, random_playouts_, kHorizonTurns, kMaxPlayoutDecisions);
      r = reward(g.st, me, g.st.turn - view.turn);
      ++playouts_;
    }
    total[arm] += r;
    ++visits[arm];
  }
  size_t best = 0;
  for (size_t i = 1; i < n; ++i)
    if (visits[i] > visits[best] || (visits[i] == visits[best] && visits[i] > 0 &&
                                     total[i] / visits[i] > total[best] / visits[best]))
      best = i;
  return static_cast<int>(best);
}

std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed, const DeckLists& decks,
                                  SearchBudget budget) {
  if (name == "random") return std::make_unique<RandomAgent>(seed);
  if (name == "heuristic") return std::make_unique<HeuristicAgent>(seed, decks);
  if (name == "mcts") return std::make_unique<MctsAgent>(seed, decks, budget);
  if (name == "mcts-random") return std::make_unique<MctsAgent>(seed, decks, budget, true);
  return nullptr;
}

}  // namespace lore::ai
