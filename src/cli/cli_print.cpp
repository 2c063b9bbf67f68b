#include "cli/cli_print.h"

#include <fmt/format.h>

#include <iostream>

#include "engine/log_view.h"

namespace lore {

void print_log(const Log& log, size_t from, const std::string& format, PlayerId viewer,
               std::ostream& out) {
  for (size_t i = from; i < log.size(); ++i)
    out << (format == "json" ? render_json_for(log[i], viewer) : render_text_for(log[i], viewer))
        << "\n";
}

PlayerId viewer_of(const std::string& name) {
  return name == "all" || name.empty() ? kNoPlayer : name == "P2" ? 1 : 0;
}

void print_result(const Game& g) {
  if (!g.over())
    std::cout << "Game stopped before the end.\n";
  else if (g.st.winner == kNoPlayer)
    std::cout << "Result: draw\n";
  else if (g.st.two_headed())  // 810.8a: a team wins
    std::cout << fmt::format("Result: P{} and P{} win on turn {}\n", g.st.winner + 1,
                             g.st.teammate(g.st.winner) + 1, g.st.turn);
  else
    std::cout << fmt::format("Result: P{} wins on turn {}\n", g.st.winner + 1, g.st.turn);
}

}  // namespace lore
