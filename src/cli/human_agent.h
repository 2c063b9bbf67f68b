// A person at the terminal: sees their view of the board and numbered options.
#pragma once
#include <iosfwd>
#include <string>

#include "engine/agents.h"

namespace lore {

class HumanAgent : public Agent {
 public:
  explicit HumanAgent(std::istream& in, std::ostream& out) : in_(in), out_(out) {}
  // Throws std::runtime_error when the input ends or is not a person typing (a line longer
  // than kMaxAnswer, binary data).
  int choose(const GameState& st) override;

  static constexpr size_t kMaxAnswer = 1000;

 private:
  int choose_name(const Decision& d);                         // 201.4
  int choose_number(const GameState& st, const Decision& d);  // a range, answered by a value
  bool read_number(int& n);
  std::string read_answer();  // one line, trimmed
  std::istream& in_;
  std::ostream& out_;
};

}  // namespace lore
