// The game as one player may see it, as JSON for the web client (docs/client.md): the table,
// the stack and the pending decision. Hidden cards (400.2: hands and libraries) are never
// written, not even by object number: only counts.
#pragma once
#include <nlohmann/json.hpp>

#include "engine/log.h"
#include "engine/state.h"

namespace lore::server {

// The table as `viewer` sees it (kNoPlayer: everything, for replays and scenarios).
nlohmann::json table_json(const GameState& st, PlayerId viewer);
// The pending decision: kind, player and, when `viewer` makes it (or kNoPlayer watches), the
// prompt, each option with its words and the object or player it is about, or the number range.
nlohmann::json decision_json(const GameState& st, PlayerId viewer);
// Log entries [from, log.size()) as `viewer` may see them (log_view.h), each a JSON object.
nlohmann::json log_json(const Log& log, size_t from, PlayerId viewer);

}  // namespace lore::server
