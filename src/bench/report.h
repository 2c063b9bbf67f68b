// One JSON line per workload run (docs/performance.md describes the fields).
#pragma once
#include <string>

#include "bench/runner.h"

namespace lore::bench {

std::string report_json(const Workload& w, const RunResult& r, uint64_t seed);

}  // namespace lore::bench
