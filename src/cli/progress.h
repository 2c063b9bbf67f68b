// Progress lines of long runs (soak, bench) on standard error.
#pragma once
#include <cstdint>
#include <functional>
#include <string>

namespace lore {

// A callback to call as each game ends (from any thread): it prints "<what>: N of TOTAL games,
// S s" every `every` games and at the last. Empty when standard error is not a terminal: a log
// or a pipe gets the report alone.
std::function<void()> progress_lines(const std::string& what, uint64_t total, uint64_t every);

}  // namespace lore
