#include <fmt/format.h>

#include "server/session.h"
#include "server/view_json.h"

namespace lore::server {

using nlohmann::json;

ReplaySession::ReplaySession(Replay replay) : replay_(std::move(replay)) {
  game_ = Game::start(replay_.setup, &log_);
}

bool ReplaySession::check(std::string& error) {
  Game g = Game::start(replay_.setup);
  if (!run_replay(replay_, g, error)) return false;
  return true;
}

void ReplaySession::go_to(size_t at) {
  if (at < at_) {  // back: from the start (a game is replayed in milliseconds)
    log_.clear();
    game_ = Game::start(replay_.setup, &log_);
    at_ = 0;
  }
  for (; at_ < at; ++at_) {
    int answer = 0;
    std::string error;
    if (!replay_answer(game_, replay_, at_, answer, error) || !game_.answer(answer, &error))
      throw std::runtime_error(error);  // check() made sure every answer replays
  }
}

Reply ReplaySession::act(const std::string& action, const json& req) {
  size_t log_from = 0;
  if (req.contains("log_from")) {
    if (!req["log_from"].is_number_unsigned()) return error_reply(400, "\"log_from\" is a count");
    log_from = req["log_from"].get<size_t>();
  }
  if (action == "goto") {
    const json& at = req.contains("at") ? req["at"] : json();
    if (!at.is_number_unsigned() || at.get<uint64_t>() > replay_.answers.size())
      return error_reply(
          400, fmt::format("\"at\" is a number of answers from 0 to {}", replay_.answers.size()));
    go_to(at.get<size_t>());
  } else if (action == "replay_file") {
    return {200, json{{"replay", replay_to_json(replay_)}}};
  } else if (action != "state") {
    return error_reply(404, fmt::format("a replay has no action {}", json(action).dump()));
  }
  if (log_from > log_.size()) log_from = 0;
  json s = {{"seat", -1},
            {"table", table_json(game_.st, kNoPlayer)},
            {"decision", decision_json(game_.st, kNoPlayer)},
            {"at", at_},
            {"answers", replay_.answers.size()},
            {"log_start", log_from},
            {"log", log_json(log_, log_from, kNoPlayer)}};
  if (at_ < replay_.answers.size()) {
    int next = 0;
    std::string error;
    if (replay_answer(game_, replay_, at_, next, error)) s["next"] = next;  // what is answered
  }
  return {200, s};
}

}  // namespace lore::server
