#include "cli/cli_print.h"

#include <fmt/format.h>

#include <iostream>

namespace lore {

void print_log(const Log& log, size_t from, const std::string& format) {
  for (size_t i = from; i < log.size(); ++i)
    std::cout << (format == "json" ? render_json(log[i]) : render_text(log[i])) << "\n";
}

void print_result(const Game& g) {
  if (!g.over())
    std::cout << "Game stopped before the end.\n";
  else if (g.st.winner == kNoPlayer)
    std::cout << "Result: draw\n";
  else
    std::cout << fmt::format("Result: P{} wins on turn {}\n", g.st.winner + 1, g.st.turn);
}

}  // namespace lore
