// One game seen by a learning agent (the Python environments, docs/python.md): the agent answers
// the decisions of its seat with the fixed action encoding (observation.h), computer players
// answer the other seats inside C++.
#pragma once
#include <memory>
#include <string>

#include "ai/agents.h"
#include "engine/game.h"
#include "python/observation.h"

namespace lore::py {

struct EnvConfig {
  ai::DeckLists decks;
  int players = 2;
  bool mulligans = true;
  // The agent's seat; kNoPlayer: every seat is the agent's (the two-player AEC view).
  PlayerId seat = 0;
  std::string opponent = "random";  // ai::make_agent() name for the other seats
  ai::SearchBudget budget{200, 0};  // of an mcts opponent: iterations only (deterministic)
  uint64_t max_actions = 20'000;    // answers in a game before it is cut short (truncated)
};

// The seed of episode `k` of an environment seeded `base`: episode 0 plays game seed `base`.
uint64_t episode_seed(uint64_t base, uint64_t k);

struct StepResult {
  float reward = 0;  // for the agent's seat: 1 won, -1 lost, 0 a draw or not over
  bool terminated = false, truncated = false;
};

class EnvCore {
 public:
  explicit EnvCore(EnvConfig cfg) : cfg_(std::move(cfg)) {}
  // Starts episode 0 of `seed`, or with no seed the next episode, and runs the other seats up
  // to the agent's first decision.
  void reset(uint64_t seed);
  void reset_next();
  // Answers the agent's pending decision with action `a` (refused with std::invalid_argument
  // if not legal) and runs the other seats until the agent decides again or the game ends.
  StepResult step(int a);
  // The player the observation is for: the agent's seat, or whoever decides now.
  PlayerId viewer() const;
  void observe(const ObsOut& out) const { encode_observation(game_.st, viewer(), out); }
  const Game& game() const { return game_; }
  const EnvConfig& config() const { return cfg_; }
  uint64_t episode() const { return episode_; }
  uint64_t game_seed() const { return episode_seed(base_, episode_); }
  bool done() const { return game_.over() || game_.st.actions >= cfg_.max_actions; }

 private:
  void start();
  void run_others();
  float reward() const;
  EnvConfig cfg_;
  uint64_t base_ = 0, episode_ = 0;
  Game game_;
  std::unique_ptr<Agent> others_[kMaxPlayers];
};

}  // namespace lore::py
