// What the game commands print: the log and the result.
#pragma once
#include <iostream>
#include <string>

#include "engine/game.h"
#include "engine/log.h"

namespace lore {

// `viewer`: the player whose view of the log is printed (kNoPlayer: everything, 402.3 aside).
void print_log(const Log& log, size_t from, const std::string& format, PlayerId viewer = kNoPlayer,
               std::ostream& out = std::cout);
// "--viewer P1": whose view of the log to print ("all": everything).
PlayerId viewer_of(const std::string& name);
void print_result(const Game& g);

}  // namespace lore
