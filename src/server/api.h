// The server's protocol (docs/client.md), apart from HTTP so that tests call it directly: JSON
// requests to /api/..., JSON replies. Every game lives in a table bounded in size, and a game
// nobody asked about for `idle` is dropped (a closed tab does not keep its game forever).
#pragma once
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "server/rules_text.h"
#include "server/session.h"

namespace lore::server {

struct ServerLimits {
  size_t max_games = 32;
  std::chrono::seconds idle{30 * 60};
  size_t max_body = 8 << 20;  // bytes of a request (a replay file is the largest)
};

class Api {
 public:
  using Clock = std::function<std::chrono::steady_clock::time_point()>;
  Api(ServerLimits limits, const RulesText* rules);
  // method "GET" or "POST"; `query`: the URL's parameters (GET), `body`: the request (POST).
  Reply handle(const std::string& method, const std::string& path,
               const std::map<std::string, std::string>& query, const std::string& body);
  size_t games();
  void set_clock(Clock clock) { clock_ = std::move(clock); }  // tests

 private:
  Reply create(std::shared_ptr<Session> s, const nlohmann::json& req, const char* action);
  Reply new_game(const nlohmann::json& req);
  Reply load_replay(const nlohmann::json& req);
  Reply on_game(const std::string& action, const nlohmann::json& req);
  void drop_idle();  // with mutex_ held

  ServerLimits limits_;
  const RulesText* rules_;
  Clock clock_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Session>> games_;
};

}  // namespace lore::server
