// What the game commands print: the log and the result.
#pragma once
#include <string>

#include "engine/game.h"
#include "engine/log.h"

namespace lore {

void print_log(const Log& log, size_t from, const std::string& format);
void print_result(const Game& g);

}  // namespace lore
