#include "python/env_core.h"

#include <fmt/format.h>

#include <stdexcept>

namespace lore::py {

uint64_t episode_seed(uint64_t base, uint64_t k) {
  if (k == 0) return base;
  uint64_t z = base + k * 0x9e3779b97f4a7c15ULL;  // splitmix64 of the pair
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void EnvCore::reset(uint64_t seed) {
  base_ = seed;
  episode_ = 0;
  start();
}

void EnvCore::reset_next() {
  ++episode_;
  start();
}

void EnvCore::start() {
  GameSetup setup;
  setup.decks = cfg_.decks;
  setup.players = cfg_.players;
  setup.mulligans = cfg_.mulligans;
  const uint64_t seed = game_seed();
  setup.seed = seed;
  game_ = Game::start(setup);
  for (int p = 0; p < cfg_.players; ++p) {
    others_[p].reset();
    if (cfg_.seat == kNoPlayer || p == cfg_.seat) continue;
    others_[p] =
        ai::make_agent(cfg_.opponent, seed * 8 + static_cast<uint64_t>(p), cfg_.decks, cfg_.budget);
    if (!others_[p]) throw std::invalid_argument("unknown opponent \"" + cfg_.opponent + "\"");
  }
  run_others();
}

PlayerId EnvCore::viewer() const {
  if (cfg_.seat != kNoPlayer) return cfg_.seat;
  const Decision& d = game_.decision();
  return d.pending() ? d.player : 0;
}

void EnvCore::run_others() {
  if (cfg_.seat == kNoPlayer) return;
  while (!done() && game_.decision().pending() && game_.decision().player != cfg_.seat) {
    const int c = others_[game_.decision().player]->choose(game_.st);
    std::string error;
    if (!game_.answer(c, &error)) throw std::logic_error("computer player: " + error);
  }
}

float EnvCore::reward() const {
  // Every seat the agent's: the rewards of each seat are read from the winner (Python side).
  if (!game_.over() || game_.st.winner == kNoPlayer || cfg_.seat == kNoPlayer) return 0;
  return game_.st.winner == cfg_.seat ? 1.0f : -1.0f;
}

StepResult EnvCore::step(int a) {
  if (done()) throw std::invalid_argument("the episode is over: reset() first");
  const Decision& d = game_.decision();
  if (a < 0 || a >= legal_actions(d))
    throw std::invalid_argument(
        fmt::format("action {} is not legal: {} of {} actions are", a, legal_actions(d), kActions));
  std::string error;
  if (!game_.answer(action_answer(d, a), &error)) throw std::invalid_argument(error);
  run_others();
  StepResult r;
  r.terminated = game_.over();
  r.truncated = !r.terminated && done();
  r.reward = reward();
  return r;
}

}  // namespace lore::py
