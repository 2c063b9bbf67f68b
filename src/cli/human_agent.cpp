#include "cli/human_agent.h"

#include <fmt/format.h>

#include <iostream>
#include <stdexcept>

#include "engine/card_db.h"
#include "engine/describe.h"
#include "engine/text_file.h"
#include "scenario/lex.h"

namespace lore {

std::string HumanAgent::read_answer() {
  std::string line;
  // Read by character so a line without end (`< /dev/zero`) costs no more than kMaxAnswer.
  for (int c = in_.get(); c != '\n'; c = in_.get()) {
    if (c == std::char_traits<char>::eof()) {
      if (line.empty()) throw std::runtime_error("standard input closed");
      break;
    }
    if (c == '\0') throw std::runtime_error("standard input is not text (a NUL byte)");
    if (line.size() == kMaxAnswer)
      throw std::runtime_error(
          fmt::format("an answer line longer than {} characters on standard input", kMaxAnswer));
    line += static_cast<char>(c);
  }
  return scn::trim(line);
}

int HumanAgent::choose(const GameState& st) {
  const Decision& d = st.decision;
  out_ << "\n" << describe_board(st, d.player) << describe_decision(st, d) << "\n";
  if (d.kind == DecisionKind::ChooseName) return choose_name(d);
  if (d.is_number()) return choose_number(st, d);
  for (size_t i = 0; i < d.options.size(); ++i)
    out_ << fmt::format("  [{}] {}\n", i, describe_option(st, d, d.options[i]));
  while (true) {
    if (int n = 0; read_number(n) && n >= 0 && n < static_cast<int>(d.options.size())) return n;
    out_ << fmt::format("Please type a number from 0 to {}.\n", d.options.size() - 1);
  }
}

// Reads an answer line holding a whole number; false if it holds something else.
bool HumanAgent::read_number(int& n) {
  out_ << "> " << std::flush;
  std::string line = read_answer();
  try {
    size_t used = 0;
    n = std::stoi(line, &used);
    return used == line.size();
  } catch (...) {
    return false;
  }
}

// A number decision is a range: the player types the value itself.
int HumanAgent::choose_number(const GameState& st, const Decision& d) {
  out_ << "  " << describe_range(st, d) << "\n";
  while (true) {
    if (int n = 0; read_number(n) && d.range.allows(n)) return n;
    out_ << "Please type " << describe_range(st, d) << ".\n";
  }
}

// 201.4: every card name is an option; the player types one instead of reading the list.
int HumanAgent::choose_name(const Decision& d) {
  while (true) {
    out_ << "Type a card name> " << std::flush;
    std::string line = read_answer();
    CardId id = CardDb::get().find(line);
    for (size_t i = 0; id != kNoCard && i < d.options.size(); ++i)
      if (card_def(static_cast<CardId>(d.options[i].n)).name == card_def(id).name)
        return static_cast<int>(i);
    out_ << fmt::format("{} is not a card name that may be chosen.\n", excerpt(line));
  }
}

}  // namespace lore
