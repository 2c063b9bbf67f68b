// Runs a parsed scenario: builds the state, then performs each script line in order.
#include <fmt/format.h>

#include "engine/card_db.h"
#include "engine/describe.h"
#include "engine/engine.h"
#include "scenario/lex.h"
#include "scenario/runner.h"

namespace lore::scn {

void Run::fail(int line, const std::string& what) const {
  throw Failure(fmt::format("{}:{}: {}", sc.file, line, what));
}

void Run::reject(int line, const std::string& what) const {
  throw Illegal(fmt::format("{}:{}: {}", sc.file, line, what));
}

std::string Run::options_text() const {
  const Decision& d = g.st.decision;
  std::string s = describe_decision(g.st, d) + "; legal options:";
  if (d.kind == DecisionKind::ChooseName)  // 201.4: every card name; too many to list
    return s + fmt::format(" {} card names (answer 'name CARD NAME')", d.options.size());
  if (d.is_number()) return s + " " + describe_range(g.st, d);
  for (size_t i = 0; i < d.options.size(); ++i)
    s += fmt::format("\n    #{} {}", i, describe_option(g.st, d, d.options[i]));
  return s;
}

std::string Run::last_log(size_t n) const {
  std::string s = "last log lines:";
  for (size_t i = log.size() > n ? log.size() - n : 0; i < log.size(); ++i)
    s += "\n    " + trim(render_text(log[i]));
  return s;
}

ObjId Run::current(ObjId id) const {
  const auto& objs = g.st.objects;
  for (size_t i = static_cast<size_t>(id) + 1; i < objs.size(); ++i)
    if (objs[i].prev == id) id = static_cast<ObjId>(i);
  return id;
}

namespace {

// A token's name (111.4): "If the spell or ability doesn't specify the name of the token, its name
// is the same as its subtype(s)". A token card of the database whose name is its subtypes (`Bird`)
// names every token with those subtypes, also those the database keeps under a longer key for
// their other characteristics (Summon: Fat Chocobo's green 2/2 `Chocobo Bird`).
bool same_token_name(const CardDef& named, const CardDef& token) {
  if (!named.token || !token.token || named.subtypes != token.subtypes) return false;
  std::string generic;
  for (const std::string& s : named.subtypes) generic += (generic.empty() ? "" : " ") + s;
  return named.name == generic;
}

}  // namespace

bool Run::names(const Ref& r, ObjId id) const {
  if (id == kNoObj || id >= static_cast<ObjId>(g.st.objects.size())) return false;
  if (r.kind == Ref::Card) {
    const Object& o = g.st.obj(id);
    return o.card == r.card || (o.token && same_token_name(card_def(r.card), card_def(o.card)));
  }
  if (r.kind != Ref::Alias) return false;
  ObjId root = aliases.at(r.alias);
  if (id < root) return current(id) == current(root);  // an object it came from (rare)
  for (ObjId x = id; x != kNoObj; x = g.st.obj(x).prev)
    if (x == root) return true;
  return false;
}

bool Run::names_cast(const Ref& r, const Option& o) const {
  if (o.kind != OptKind::Cast || o.obj == kNoObj) return false;
  return names_way(r, o.obj, o.n == kCastAdventure);
}

bool Run::names_way(const Ref& r, ObjId id, bool as_adventure) const {
  if (r.kind == Ref::Card && card_def(r.card).is_adventure())
    return as_adventure && card_def(g.st.obj(id).card).adventure == r.card;
  if (r.kind == Ref::Card && as_adventure) return false;
  return names(r, id);
}

ObjId Run::object(const Ref& r, int line) const {
  const GameState& st = g.st;
  if (r.kind == Ref::Alias) return current(aliases.at(r.alias));
  if (r.kind != Ref::Card) fail(line, fmt::format("'{}' is not an object", r.text));
  auto find = [&](const std::vector<ObjId>& ids) {
    for (ObjId id : ids)
      if (st.obj(id).card == r.card) return id;
    return kNoObj;
  };
  ObjId id = find(st.battlefield);
  for (const StackItem& s : st.stack)
    if (id == kNoObj && !s.ability && st.obj(s.obj).card == r.card) id = s.obj;
  for (const Player& p : st.players)
    for (const auto* z : {&p.hand, &p.graveyard})
      if (id == kNoObj) id = find(*z);
  if (id == kNoObj) id = find(st.exile);
  if (id == kNoObj) id = find(st.command);
  for (const Player& p : st.players)
    if (id == kNoObj) id = find(p.library);
  for (ObjId t : st.battlefield)  // a token named by its subtypes (111.4), kept under another key
    if (id == kNoObj && names(r, t)) id = t;
  if (id == kNoObj) fail(line, fmt::format("no {} is in any zone", r.text));
  return id;
}

int chapter_index(CardId card, int chapter) {
  const auto& abs = card_def(card).abilities;
  for (size_t i = 0; i < abs.size(); ++i)
    if (abs[i].chapter == chapter) return static_cast<int>(i);
  return -1;
}

int stack_ability_index(CardId card, int n) {
  const auto& abs = card_def(card).abilities;
  for (size_t i = 0; i < abs.size(); ++i)
    if (((abs[i].kind == AbilityKind::Activated && !abs[i].granted) ||
         abs[i].kind == AbilityKind::Triggered) &&
        --n == 0)
      return static_cast<int>(i);
  return -1;
}

void require_no_open_decision(Run& run, int line, const char* why) {
  const Decision& d = run.g.decision();
  if (run.g.over() || !d.pending() || d.kind == DecisionKind::Priority) return;
  run.fail(line, fmt::format("unanswered decision {}: {}", why, run.options_text()));
}

RunResult run_scenario(const Scenario& s) {
  RunResult r;
  try {
    Run run(s);
    build_state(run);
    int last = 0;
    for (const Command& c : s.script) {
      last = c.line;
      if (c.kind == Command::Check) {
        // Only "expect decision", "expect [il]legal" and "meanwhile expect" may look at a
        // decision the script has not answered yet.
        Expect::What w = c.expect.what;
        if (w != Expect::Decision && w != Expect::Legal && w != Expect::Illegal && !c.meanwhile)
          require_no_open_decision(run, c.line, "before this expectation");
        check(run, c);
      } else {
        perform(run, c);
      }
    }
    require_no_open_decision(run, last, "at the end of the script");
    if (!run.g.forced_random.empty())
      run.fail(last, fmt::format("{} random outcome(s) given by 'random' were never used",
                                 run.g.forced_random.size()));
    r.passed = true;
  } catch (const Failure& f) {
    r.message = f.what();
  } catch (const std::exception& e) {  // an engine error is a failure, not a crash
    r.message = fmt::format("{}: engine error: {}", s.file, e.what());
  }
  return r;
}

}  // namespace lore::scn
