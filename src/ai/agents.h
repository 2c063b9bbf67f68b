// The computer opponents: a heuristic player and an information-set search (docs/ai.md).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/determinize.h"
#include "engine/agents.h"

namespace lore::ai {

// One-ply look-ahead over its own view: each spell, ability, target, mode or chapter is tried
// on a copy of a sampled position and played on by the rules (rule_choice) until it has
// resolved, then the result is evaluated (evaluate()). Attacks, blocks, mulligans and the rest
// follow rule_choice() directly.
class HeuristicAgent : public Agent {
 public:
  HeuristicAgent(uint64_t seed, DeckLists decks) : rng_(seed), decks_(std::move(decks)) {}
  int choose(const GameState& st) override;

 private:
  Rng rng_;
  DeckLists decks_;
  // Activations this turn: a fourth of one object's abilities, or a thirteenth in all, isn't
  // tried (an evaluation that misjudges free abilities would loop on them).
  int activations_turn_ = -1, activations_ = 0;
  std::vector<ObjId> activated_;
};

// The search stops at whichever limit comes first. The default is iterations, so that a seed gives
// the same choices on any machine, with a time cap for a slow one (docs/ai.md, "The default
// budget").
struct SearchBudget {
  int iterations = 300;  // 0: no limit on iterations
  int ms = 1000;         // 0: no limit on time (then the iterations alone: deterministic)
  int threads = 1;       // trees searched at once (root parallelisation), each with the budget
};

// Information-set Monte Carlo search at the decision: each iteration samples the hidden cards
// (determinize()), picks an option by UCB1 over the statistics shared by all samples, and plays
// the game on with rule_choice() for both players (or uniformly at random) to its end or a
// horizon, scored by evaluate(). The most visited option is chosen.
class MctsAgent : public Agent {
 public:
  MctsAgent(uint64_t seed, DeckLists decks, SearchBudget budget, bool random_playouts = false);
  ~MctsAgent() override;
  int choose(const GameState& st) override;
  uint64_t playouts() const { return playouts_; }
  // Iterations the last searched decision started with, kept from the search before it (tree
  // reuse: docs/ai.md).
  uint64_t reused_visits() const { return reused_visits_; }

 private:
  Rng rng_;
  DeckLists decks_;
  SearchBudget budget_;
  bool random_playouts_;
  HeuristicAgent fallback_;
  uint64_t playouts_ = 0, reused_visits_ = 0;
  struct Memory;
  std::unique_ptr<Memory> memory_;
};

// Plays the game in `g` on from its pending decision with rule_choice() (or at random) until it
// ends, `max_turns` more turns began, or `max_decisions` were answered; returns the decisions
// answered.
int playout(Game& g, Rng& rng, bool random, int max_turns, int max_decisions);

// "random", "heuristic" or "mcts" (budget for mcts); null for an unknown name.
std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed, const DeckLists& decks,
                                  SearchBudget budget);
inline const char* kAgentNames = "random, heuristic, mcts";

}  // namespace lore::ai
