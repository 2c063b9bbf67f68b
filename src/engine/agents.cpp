#include "agents.h"

#include <fmt/format.h>

#include <stdexcept>

namespace lore {

int RandomAgent::choose(const GameState& st) {
  const Decision& d = st.decision;
  // A number is drawn uniformly among its legal values: the same draw as when each value was
  // an option of its own, so games with small numbers play as they did.
  if (d.is_number()) return d.range.nth(rng_.below(static_cast<uint32_t>(d.range.count())));
  return static_cast<int>(rng_.below(static_cast<uint32_t>(d.options.size())));
}

int ScriptedAgent::choose(const GameState& st) {
  if (next_ >= answers_.size())
    throw std::runtime_error(fmt::format(
        "no scripted answer for decision \"{}\" of P{} ({} options)",
        decision_kind_name(st.decision.kind), st.decision.player + 1, st.decision.choices()));
  return answers_[next_++];
}

PlayResult play_out(Game& g, Agent& p1, Agent& p2, uint64_t max_decisions,
                    const std::function<void(const Game&)>& after_each,
                    const std::function<bool(const Game&)>& stop) {
  PlayResult r;
  Agent* agents[2] = {&p1, &p2};
  while (!g.over() && g.decision().pending() && r.answers.size() < max_decisions) {
    if (stop && stop(g)) break;
    int choice = agents[g.decision().player]->choose(g.st);
    std::string err;
    if (!g.answer(choice, &err)) {
      r.ok = false;
      r.error = err;
      return r;
    }
    r.answers.push_back(choice);
    if (after_each) after_each(g);
  }
  return r;
}

}  // namespace lore
