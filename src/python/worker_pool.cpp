#include "python/worker_pool.h"

namespace lore::py {

WorkerPool::WorkerPool(size_t workers) {
  for (size_t k = 1; k <= workers; ++k) threads_.emplace_back([this, k] { loop(k); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(m_);
    stop_ = true;
  }
  start_.notify_all();
  for (auto& t : threads_) t.join();
}

void WorkerPool::run(const std::function<void(size_t)>& part) {
  {
    std::lock_guard lock(m_);
    job_ = &part;
    pending_ = threads_.size();
    ++generation_;
  }
  start_.notify_all();
  part(0);
  std::unique_lock lock(m_);
  done_.wait(lock, [&] { return pending_ == 0; });
  job_ = nullptr;
}

void WorkerPool::loop(size_t k) {
  uint64_t seen = 0;
  for (;;) {
    const std::function<void(size_t)>* job;
    {
      std::unique_lock lock(m_);
      start_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
      job = job_;
    }
    (*job)(k);
    std::lock_guard lock(m_);
    if (--pending_ == 0) done_.notify_one();
  }
}

}  // namespace lore::py
