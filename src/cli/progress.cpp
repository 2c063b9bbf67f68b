#include "cli/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <iostream>
#include <memory>

namespace lore {

std::function<void()> progress_lines(const std::string& what, uint64_t total, uint64_t every) {
  if (!isatty(STDERR_FILENO)) return {};
  struct Count {
    std::atomic<uint64_t> done{0};
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  };
  auto count = std::make_shared<Count>();
  every = std::max<uint64_t>(every, 1);
  return [=] {
    uint64_t n = ++count->done;
    if (n % every != 0 && n != total) return;
    double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - count->start).count();
    std::cerr << fmt::format("{}: {} of {} games, {:.0f} s\n", what, n, total, s);
  };
}

}  // namespace lore
