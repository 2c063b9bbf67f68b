// Agents answer decisions from outside the engine (ARCHITECTURE §3).
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "game.h"
#include "rng.h"

namespace lore {

class Agent {
 public:
  virtual ~Agent() = default;
  // Returns the index of the chosen option of st.decision, or for a number decision
  // (Decision::is_number()) the number itself.
  virtual int choose(const GameState& st) = 0;
};

// Uniform over the legal options (a number: over its legal values), drawn from the caller's
// generator. A policy, not a rule: at priority it leaves out the mana abilities (605.3a: mana made
// for nothing only empties, 500.4), and it activates abilities that cost nothing ("{0}: ...") at
// most kFreeActivationsPerStep times in a step of a turn, then leaves them out, so a game of
// random choices doesn't spend itself piling free activations on the stack. (A cap reset at each
// pass of priority would not do: each round could still leave more on the stack than resolves.)
// Shared by the random agent and the search's random rollouts (docs/ai.md).
class RandomPolicy {
 public:
  static constexpr int kFreeActivationsPerStep = 3;
  int choose(const GameState& st, Rng& rng);

 private:
  int choose_without_free_activations(const GameState& st, size_t n, Rng& rng);
  int free_activations_ = 0;  // in the step below
  int32_t turn_ = -1;
  Step step_ = Step::Untap;
  std::vector<int> allowed_;  // reused
};

// The random policy with its own seeded generator.
class RandomAgent : public Agent {
 public:
  static constexpr int kFreeActivationsPerStep = RandomPolicy::kFreeActivationsPerStep;
  explicit RandomAgent(uint64_t seed) : rng_(seed) {}
  int choose(const GameState& st) override { return policy_.choose(st, rng_); }

 private:
  Rng rng_;
  RandomPolicy policy_;
};

// Always the first legal option (a number: the least legal value).
class FirstAgent : public Agent {
 public:
  int choose(const GameState& st) override {
    return st.decision.is_number() ? st.decision.range.nth(0) : 0;
  }
};

// Answers from a fixed list; running out is an error that names the decision.
class ScriptedAgent : public Agent {
 public:
  explicit ScriptedAgent(std::vector<int> answers) : answers_(std::move(answers)) {}
  int choose(const GameState& st) override;
  bool exhausted() const { return next_ >= answers_.size(); }

 private:
  std::vector<int> answers_;
  size_t next_ = 0;
};

struct PlayResult {
  bool ok = true;
  std::string error;
  std::vector<int> answers;  // every answer given, in order (a replay)
};

// Plays until the game ends, `max_decisions` answers were given, or `stop` (checked before
// each decision) returns true.
PlayResult play_out(Game& g, Agent& p1, Agent& p2, uint64_t max_decisions = 1'000'000,
                    const std::function<void(const Game&)>& after_each = nullptr,
                    const std::function<bool(const Game&)>& stop = nullptr);
// The same with one agent per seat (agents[p] answers P(p+1)'s decisions).
PlayResult play_out(Game& g, std::span<Agent* const> agents, uint64_t max_decisions = 1'000'000,
                    const std::function<void(const Game&)>& after_each = nullptr,
                    const std::function<bool(const Game&)>& stop = nullptr);

}  // namespace lore
