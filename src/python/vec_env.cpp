#include "python/vec_env.h"

#include <algorithm>
#include <exception>

namespace lore::py {

ObsOut VecOut::row(size_t i) const {
  return {game + i * kGameFeatures, players + i * kPlayerRows * kPlayerFeatures,
          objects + i * kObjectRows * kObjectFeatures, actions + i * kActions * kActionFeatures,
          mask + i * kActions};
}

VecEnv::VecEnv(const EnvConfig& cfg, size_t n, int threads) {
  envs_.reserve(n);
  for (size_t i = 0; i < n; ++i) envs_.emplace_back(cfg);
  const size_t t = std::min<size_t>(threads < 1 ? 1 : static_cast<size_t>(threads), n);
  if (t > 1) pool_ = std::make_unique<WorkerPool>(t - 1);
}

// Runs f(i) for every environment, the range split evenly over the threads. Each environment
// is its own game, so the split changes no result.
template <class F>
void VecEnv::each(F&& f) {
  const size_t n = envs_.size();
  if (!pool_) {
    for (size_t i = 0; i < n; ++i) f(i);
    return;
  }
  const size_t t = pool_->parts();
  std::vector<std::exception_ptr> errors(t);
  pool_->run([&](size_t k) {
    try {
      for (size_t i = n * k / t; i < n * (k + 1) / t; ++i) f(i);
    } catch (...) {
      errors[k] = std::current_exception();
    }
  });
  for (auto& e : errors)
    if (e) std::rethrow_exception(e);
}

void VecEnv::reset(uint64_t seed, const VecOut& out) {
  each([&](size_t i) {
    envs_[i].reset(seed + i);
    envs_[i].observe(out.row(i));
  });
}

void VecEnv::step(const int64_t* actions, const VecOut& out) {
  each([&](size_t i) {
    EnvCore& e = envs_[i];
    const StepResult r = e.step(static_cast<int>(actions[i]));
    out.reward[i] = r.reward;
    out.terminated[i] = r.terminated;
    out.truncated[i] = r.truncated;
    if (r.terminated || r.truncated) e.reset_next();
    e.observe(out.row(i));
  });
}

}  // namespace lore::py
