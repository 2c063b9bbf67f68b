// The games the server keeps between requests (docs/client.md): a game against the computer or
// watched between two computers, and a replay being stepped through.
#pragma once
#include <chrono>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/agents.h"
#include "engine/replay.h"

namespace lore::server {

// An answer to a request: an HTTP status and a JSON body ({"error": ...} when not 200).
struct Reply {
  int status = 200;
  nlohmann::json body;
};
Reply error_reply(int status, const std::string& message);

class Session {
 public:
  virtual ~Session() = default;
  // Runs `action` ("state", "answer", "step", "goto") with the request's fields. A request that
  // can't be honoured changes nothing and gets an error.
  virtual Reply act(const std::string& action, const nlohmann::json& req) = 0;
  std::mutex mutex;                                 // one request at a time per game
  std::chrono::steady_clock::time_point last_used;  // guarded by the table's mutex
};

struct PlayConfig {
  GameSetup setup;
  PlayerId seat = 0;  // the person's seat; kNoPlayer: two computers, watched
  std::string opponent = "heuristic";
  uint64_t max_answers = 20'000;  // a game that has not ended by then stops (bounded games)
};

// A game against the computer (or two computers, watched); the person sees it as their seat
// does (view_json.h), a watcher as a spectator of both hands would.
class PlaySession : public Session {
 public:
  explicit PlaySession(const PlayConfig& config);
  Reply act(const std::string& action, const nlohmann::json& req) override;
  const Game& game() const { return game_; }

 private:
  nlohmann::json state(size_t log_from) const;
  // The computers answer until the person must decide or the game ends.
  void run_computers();
  bool answer(int choice, std::string& error);
  Reply pass_until(const std::string& until);
  bool stopped() const { return game_.over() || answers_.size() >= config_.max_answers; }

  PlayConfig config_;
  Log log_;
  Game game_;
  std::vector<std::unique_ptr<Agent>> computers_;
  std::vector<int> answers_;
  bool auto_pay_ = true;  // the person's mana payments are made for them (best_mana_source())
};

// A replay file stepped forward and back: the state after any number of its answers.
class ReplaySession : public Session {
 public:
  explicit ReplaySession(Replay replay);
  // Checks that every answer replays; false with the reason.
  bool check(std::string& error);
  Reply act(const std::string& action, const nlohmann::json& req) override;

 private:
  void go_to(size_t at);  // rebuilds from the start when going back
  Replay replay_;
  Log log_;
  Game game_;
  size_t at_ = 0;
};

}  // namespace lore::server
