// The state a running scenario shares between set-up, answers and expectations.
#pragma once
#include <map>
#include <stdexcept>
#include <string>

#include "engine/game.h"
#include "scenario/scenario.h"

namespace lore::scn {

// A scenario failure: the message already names file:line.
struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// An answer that is not a legal option of the pending decision (what `expect illegal` tests).
struct Illegal : Failure {
  using Failure::Failure;
};

struct Run {
  const Scenario& sc;
  Game g;
  Log log;
  std::map<std::string, ObjId> aliases;  // alias -> the object it named at set-up

  explicit Run(const Scenario& s) : sc(s) { g.log = &log; }

  [[noreturn]] void fail(int line, const std::string& what) const;
  [[noreturn]] void reject(int line, const std::string& what) const;  // throws Illegal
  std::string options_text() const;  // the pending decision and its legal options
  std::string last_log(size_t n = 10) const;

  // The newest object descended from `id` through zone changes (400.7).
  ObjId current(ObjId id) const;
  // Whether `id` is, or descends from or led to, the object `r` names.
  bool names(const Ref& r, ObjId id) const;
  // Whether a cast option is the one `r` names: an Adventure's name (715.3) means casting the
  // card as that Adventure; the main card's name, casting it otherwise; an alias, either.
  bool names_cast(const Ref& r, const Option& o) const;
  // The same for the card `id` cast as its Adventure or not (also a card an effect offers to
  // cast, in a choose-card decision).
  bool names_way(const Ref& r, ObjId id, bool as_adventure) const;
  // The object a reference means now: an alias's current object, or the first object
  // with that card name (battlefield, stack, hands, graveyards, exile, libraries).
  ObjId object(const Ref& r, int line) const;
  std::string ref_text(const Ref& r) const { return r.text; }
};

// The index among the card's abilities of its chapter N ability (714.2), or of its Nth activated
// or triggered ability in printed order ("ability N of REF"); -1: it has none.
int chapter_index(CardId card, int chapter);
int stack_ability_index(CardId card, int n);

void build_state(Run& run);                // setup.cpp
void check(Run& run, const Command& c);    // expect.cpp
void perform(Run& run, const Command& c);  // answer.cpp
// Fails if a decision other than priority is pending: the script must answer it first.
void require_no_open_decision(Run& run, int line, const char* why);

}  // namespace lore::scn
