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
  // Returns the index of the chosen option of st.decision.
  virtual int choose(const GameState& st) = 0;
};

// Uniform over the legal options, with its own seeded generator.
class RandomAgent : public Agent {
 public:
  explicit RandomAgent(uint64_t seed) : rng_(seed) {}
  int choose(const GameState& st) override;

 private:
  Rng rng_;
};

// Always the first legal option.
class FirstAgent : public Agent {
 public:
  int choose(const GameState&) override { return 0; }
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
