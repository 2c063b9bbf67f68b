// A scenario file (docs/scenarios.md) run step by step for the web client: its set-up, then
// the state after each line of its script, with each expectation passing or failing.
#pragma once
#include <string>

#include "server/session.h"

namespace lore::server {

// The frames of the run: {"title", "passed", "message", "frames": [{"line", "text", "kind":
// "setup"|"do"|"expect", "ok", "message"?, "table", "decision", "log"}]}. The run stops at the
// first failure, as `lore scenario` does. A file that does not parse gets a 400 with its error.
Reply scenario_frames(const std::string& text);

constexpr size_t kMaxScenarioFrames = 1000;

}  // namespace lore::server
