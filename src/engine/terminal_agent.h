// A person playing at a terminal (lore play --human): sees their own view of the game, is asked
// only where they set a stop or something happened, and answers in numbers or short commands.
#pragma once
#include <array>
#include <iosfwd>
#include <string>
#include <unordered_map>

#include "agents.h"
#include "log.h"

namespace lore {

// Auto-pay (601.2g-h): the mana source option of a PayMana decision `d` that leaves the most
// choice for later (the terminal player's and the web client's automatic payment).
int best_mana_source(const GameState& st, const Decision& d);

class TerminalAgent : public Agent {
 public:
  TerminalAgent(PlayerId seat, std::istream& in, std::ostream& out);
  // Throws std::runtime_error when the input ends or is not a person typing (a line longer
  // than kMaxAnswer, binary data).
  int choose(const GameState& st) override;

  static constexpr size_t kMaxAnswer = 1000;

  // Prints the log entries [from, log.size()) as the seat sees them (hidden cards are "a card").
  void show_log(const GameState& st, const Log& log, size_t from);
  // How many times the player was asked (decisions answered for them are not counted).
  int prompts() const { return prompts_; }

  bool auto_pay = true;  // mana sources are chosen for the player (the "m" suffix: by hand)
  // 117.3: the steps in which the player wants priority with an empty stack, on their own turn
  // ([0]) and on the opponent's ([1]); elsewhere priority is passed for them.
  std::array<std::array<bool, 13>, 2> stops{};

 private:
  enum class Passing { No, UntilEndOfTurn, UntilSomethingHappens };

  bool answered_for_player(const GameState& st, int& choice);
  int ask_player(const GameState& st);
  int ask_number(const GameState& st);  // a range, answered by the value itself
  std::string read_answer();            // one line, trimmed
  bool command(const GameState& st, const std::string& line, int& choice);
  void show_board(const GameState& st, bool always);
  void show_zones(const GameState& st);
  void show_card_text(const GameState& st, const std::string& what);
  void show_stops();
  std::string question(const GameState& st) const;
  std::string option_text(const GameState& st, const Option& o) const;
  std::string where(const GameState& st, ObjId id) const;
  // Engine object numbers change as a card changes zones (400.7); the player sees one number per
  // card for as long as they can follow it.
  std::string relabel(const GameState& st, const std::string& text);
  int label(const GameState& st, ObjId id);

  PlayerId seat_;
  std::istream& in_;
  std::ostream& out_;
  int prompts_ = 0;
  Passing passing_ = Passing::No;
  int passing_turn_ = 0;
  size_t passing_stack_ = 0;
  bool pay_by_hand_ = false;  // for the spell or ability being paid for now
  std::string last_board_;
  std::unordered_map<ObjId, int> labels_;
  int next_label_ = 1;
};

}  // namespace lore
