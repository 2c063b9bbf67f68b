#include "agents.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "engine.h"

namespace lore {

namespace {

// A mana cost that may be paid with no mana: none, or only {X} (X may be 0, 107.3).
bool may_cost_no_mana(const ManaCost& m) {
  return m.generic == 0 && m.phyrexian[0] == 0 &&
         std::all_of(m.pips.begin(), m.pips.end(), [](int8_t p) { return p == 0; });
}

// An activation that may cost nothing: no mana (or only {X}, Chimeric Staff's "{X}: ..." with X
// 0), no tap or untap, nothing sacrificed, discarded, exiled, milled or paid (so nothing bounds
// how often it may be repeated).
bool costs_nothing(const GameState& st, const Option& o) {
  if (o.kind != OptKind::Activate) return false;
  const Ability* a = activation_ability(st, o.obj, o.n);
  if (!a) return false;
  const Cost& c = a->cost;
  return may_cost_no_mana(c.mana) && !c.tap && !c.sacrifice_self && c.sacrifice_count == 0 &&
         c.discard == 0 && c.exile_from_graveyard == 0 && c.tap_count == 0 && c.untap_count == 0 &&
         c.life == 0 && !c.half_life && !c.life_x && !c.loyalty && !c.discard_self &&
         !c.exile_self && !c.return_self && c.crew == 0 && c.mill == 0;
}

}  // namespace

int RandomPolicy::choose(const GameState& st, Rng& rng) {
  const Decision& d = st.decision;
  // A number is drawn uniformly among its legal values: the same draw as when each value was
  // an option of its own, so games with small numbers play as they did.
  if (d.is_number()) return d.range.nth(rng.below(static_cast<uint32_t>(d.range.count())));
  if (d.kind != DecisionKind::Priority)
    return static_cast<int>(rng.below(static_cast<uint32_t>(d.options.size())));
  // At priority, the mana abilities (605.3a, the last option) are left alone: mana made then, with
  // no spell or ability to pay for, only empties at the step's end (500.4) while sacrificing or
  // exiling its source or costing life; the spells and abilities it could pay for are offered
  // themselves, and pay as they are cast. A random player gains nothing from them.
  size_t n = d.options.size();
  if (n > 1 && d.options[n - 1].kind == OptKind::Mana) --n;
  if (st.turn != turn_ || st.step != step_) turn_ = st.turn, step_ = st.step, free_activations_ = 0;
  if (free_activations_ >= kFreeActivationsPerStep)
    return choose_without_free_activations(st, n, rng);
  int i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
  free_activations_ += costs_nothing(st, d.options[static_cast<size_t>(i)]);
  return i;
}

// The first `n` options less those that cost nothing.
int RandomPolicy::choose_without_free_activations(const GameState& st, size_t n, Rng& rng) {
  const auto& opts = st.decision.options;
  allowed_.clear();
  for (size_t i = 0; i < n; ++i)
    if (!costs_nothing(st, opts[i])) allowed_.push_back(static_cast<int>(i));
  if (allowed_.empty())  // cannot happen while passing is an option; then any of them
    return static_cast<int>(rng.below(static_cast<uint32_t>(n)));
  return allowed_[rng.below(static_cast<uint32_t>(allowed_.size()))];
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
