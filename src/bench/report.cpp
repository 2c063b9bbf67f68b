#include "bench/report.h"

#include <nlohmann/json.hpp>

namespace lore::bench {

std::string report_json(const Workload& w, const RunResult& r, uint64_t seed) {
  auto per = [](double n, double d) { return d > 0 ? n / d : 0.0; };
  auto games = static_cast<double>(r.games);
  nlohmann::json per_thread = nlohmann::json::array();
  for (const ThreadResult& t : r.threads)
    per_thread.push_back({{"games", t.games},
                          {"seconds", t.seconds},
                          {"games_per_s", per(static_cast<double>(t.games), t.seconds)}});
  auto threads = static_cast<double>(r.threads.size());
  nlohmann::json j = {
      {"workload", w.name},
      {"decks", std::vector<std::string>(w.deck_names.begin(), w.deck_names.begin() + w.players)},
      {"games", r.games},
      {"seed", seed},
      {"threads", r.threads.size()},
      {"seconds", r.seconds},
      {"games_per_s", per(games, r.seconds)},
      {"games_per_s_per_thread", per(games, r.seconds * threads)},
      {"decisions_per_s", per(static_cast<double>(r.decisions), r.seconds)},
      {"avg_turns", per(static_cast<double>(r.turns), games)},
      {"avg_decisions", per(static_cast<double>(r.decisions), games)},
      {"starter_win_share", per(static_cast<double>(r.starter_wins), games)},
      {"draws", r.draws},
      {"unfinished", r.unfinished},
      {"single_option_decisions", r.single_decisions},
      {"peak_state_bytes", r.peak_state_bytes},
      {"signature", r.signature()},
      {"per_thread", per_thread},
  };
  if (w.players != 2) j["players"] = w.players;
  if (w.format == Format::TwoHeadedGiant) j["format"] = "2hg";
  return j.dump();
}

}  // namespace lore::bench
