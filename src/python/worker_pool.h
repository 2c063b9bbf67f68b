// Threads kept for the life of a VecEnv: starting threads at every step would cost more than a
// step of a small batch.
#pragma once
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace lore::py {

class WorkerPool {
 public:
  explicit WorkerPool(size_t workers);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;
  size_t parts() const { return threads_.size() + 1; }
  // Runs part(k) for every k < parts(), part(0) on the calling thread, and returns once all are
  // done. `part` must not throw.
  void run(const std::function<void(size_t)>& part);

 private:
  void loop(size_t k);
  std::vector<std::thread> threads_;
  std::mutex m_;
  std::condition_variable start_, done_;
  const std::function<void(size_t)>* job_ = nullptr;
  uint64_t generation_ = 0;
  size_t pending_ = 0;
  bool stop_ = false;
};

}  // namespace lore::py
