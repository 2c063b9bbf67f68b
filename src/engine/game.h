// The public engine API: start a game, read the pending decision, answer it.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "log.h"
#include "log_view.h"
#include "state.h"

namespace lore {

struct GameSetup {
  // Library contents before shuffling, seat by seat: decks[0 .. players - 1].
  std::array<std::vector<CardId>, kMaxPlayers> decks;
  int players = 2;  // 2 .. kMaxPlayers: a free-for-all game with more than two (800, 806)
  // 810: Two-Headed Giant seats four players, 0-1 against 2-3 (players must be 4).
  Format format = Format::FreeForAll;
  // A Commander game (903.3): each seat's commander, or two (partners, 702.124), put into the
  // command zone before the libraries are shuffled (903.6); not in `decks`.
  std::array<std::vector<CardId>, kMaxPlayers> commanders;
  uint64_t seed = 1;
  bool mulligans = true;          // false: both players keep their first seven (benchmarks)
  PlayerId starting = kNoPlayer;  // kNoPlayer: chosen at random, and the winner picks (103.1)
  bool shuffle = true;
};

class Game {
 public:
  GameState st;
  Log* log = nullptr;  // null: no log is kept and none is formatted
  // Answer decisions with exactly one option without asking; at priority, pass when passing and
  // mana abilities (605.3a) are all there is.
  bool auto_single = true;
  // Tests (scenario `random` lines): what the next choices made "at random" come out as, in
  // order, each taken before the generator would be drawn: for a mode chosen at random (700.2),
  // its 0-based number. Empty in games, so they draw from the state's generator.
  std::vector<int> forced_random;

  // 104.4b: tasks run without asking anything before the game is taken for a loop of
  // mandatory actions and ends in a draw (advance()). A real game runs at most some hundred
  // thousand between two questions (a 5,000-card deck of spells it cannot cast, passing).
  uint64_t max_tasks_without_decision = 10'000'000;

  // Builds the game and runs it to the first decision.
  static Game start(const GameSetup& setup, Log* log = nullptr);

  const Decision& decision() const { return st.decision; }
  bool over() const { return st.over; }

  // Answers the pending decision with option `index` (for a number decision, is_number(): with
  // the number itself) and runs to the next decision. An illegal answer returns false with a
  // reason and leaves the state unchanged.
  bool answer(int index, std::string* error = nullptr);

  void emit(const LogEntry& e) {
    if (!log) return;
    log->push_back(e);
    if (e.seen == kSeenUnset) log->back().seen = entry_seen_by(st, e);
  }
  // Runs tasks until a decision is pending or the game is over (also starts a state built
  // by hand, as scenarios do).
  void advance();
  // To call after changing the state by hand between decisions (tests, tools): the engine
  // otherwise assumes that the state-based actions it found settled still are (sba.cpp) and
  // that the characteristics permanents remember still hold (chars.cpp).
  void state_edited() {
    st.sba_settled = false;
    st.chars_changed();
    st.left_attackers.all = true;
  }
};

}  // namespace lore
