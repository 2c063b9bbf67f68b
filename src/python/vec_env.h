// n environments stepped in one call (lore.VecEnv, docs/python.md), optionally on threads; each
// resets itself to its next episode as its game ends.
#pragma once
#include <memory>
#include <vector>

#include "python/env_core.h"
#include "python/worker_pool.h"

namespace lore::py {

// Stacked arrays: row i of each is environment i's (ObsOut's arrays with a leading n).
struct VecOut {
  float* game;
  float* players;
  float* objects;
  float* actions;
  uint8_t* mask;
  float* reward;
  uint8_t* terminated;
  uint8_t* truncated;
  ObsOut row(size_t i) const;
};

class VecEnv {
 public:
  VecEnv(const EnvConfig& cfg, size_t n, int threads);
  size_t size() const { return envs_.size(); }
  // Environment i plays the episodes of seed + i (episode_seed()).
  void reset(uint64_t seed, const VecOut& out);
  // actions[i] for environment i. A game that ends is reported (reward, terminated or
  // truncated) and replaced by the next episode, whose first observation row i then holds.
  void step(const int64_t* actions, const VecOut& out);
  const EnvCore& env(size_t i) const { return envs_[i]; }

 private:
  template <class F>
  void each(F&& f);
  std::vector<EnvCore> envs_;
  std::unique_ptr<WorkerPool> pool_;  // null: one thread
};

}  // namespace lore::py
