#include "agents.h"

#include <fmt/format.h>

#include <stdexcept>

namespace lore {

int RandomAgent::choose(const GameState& st) {
  return static_cast<int>(rng_.below(static_cast<uint32_t>(st.decision.options.size())));
}

int ScriptedAgent::choose(const GameState& st) {
  if (next_ >= answers_.size())
    throw std::runtime_error(fmt::format(
        "no scripted answer for decision \"{}\" of P{} ({} options)",
        decision_kind_name(st.decision.kind), st.decision.player + 1, st.decision.options.size()));
  return answers_[next_++];
}

PlayResult play_out(Game& g, Agent& p1, Agent& p2, uint64_t max_decisions,
                    const std::function<void(const Game&)>& after_each,
                    const std::function<bool(const Game&)>& stop) {
  Agent* agents[2] = {&p1, &p2};
  return play_out(g, agents, max_decisions, after_each, stop);
}

PlayResult play_out(Game& g, std::span<Agent* const> agents, uint64_t max_decisions,
                    const std::function<void(const Game&)>& after_each,
                    const std::function<bool(const Game&)>& stop) {
  PlayResult r;
  while (!g.over() && g.decision().pending() && r.answers.size() < max_decisions) {
    if (stop && stop(g)) break;
    int choice = agents[static_cast<size_t>(g.decision().player)]->choose(g.st);
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
