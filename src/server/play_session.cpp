#include <fmt/format.h>

#include "ai/agents.h"
#include "engine/terminal_agent.h"
#include "server/session.h"
#include "server/view_json.h"

namespace lore::server {

using nlohmann::json;

Reply error_reply(int status, const std::string& message) {
  return {status, json{{"error", message}}};
}

PlaySession::PlaySession(const PlayConfig& config) : config_(config) {
  game_ = Game::start(config_.setup, &log_);
  game_.log = &log_;
  for (uint64_t p = 0; p < static_cast<uint64_t>(config_.setup.players); ++p)
    computers_.push_back(ai::make_agent(config_.opponent, config_.setup.seed * 2 + 1 + p,
                                        config_.setup.decks, ai::SearchBudget{}));
  run_computers();
}

void PlaySession::run_computers() {
  if (config_.seat == kNoPlayer) return;  // watched: one answer per "step"
  while (!stopped()) {
    const Decision& d = game_.decision();
    bool pay_for_person = d.kind == DecisionKind::PayMana && auto_pay_;  // 601.2g-h
    if (d.player == config_.seat && !pay_for_person) break;
    int choice = d.player == config_.seat ? best_mana_source(game_.st, d)
                                          : computers_[d.player]->choose(game_.st);
    std::string error;
    if (!game_.answer(choice, &error))
      throw std::runtime_error("the computer player answered illegally: " + error);
    answers_.push_back(choice);
  }
}

bool PlaySession::answer(int choice, std::string& error) {
  if (!game_.answer(choice, &error)) return false;
  answers_.push_back(choice);
  run_computers();
  return true;
}

json PlaySession::state(size_t log_from) const {
  PlayerId viewer = config_.seat;
  if (log_from > log_.size()) log_from = 0;
  json s = {{"seat", viewer == kNoPlayer ? -1 : int{viewer}},
            {"table", table_json(game_.st, viewer)},
            {"decision", stopped() ? json(nullptr) : decision_json(game_.st, viewer)},
            {"answers", answers_.size()},
            {"log_start", log_from},
            {"log", log_json(log_, log_from, viewer)}};
  if (!game_.over() && stopped()) s["stopped"] = "the game reached its limit of answers";
  return s;
}

// 117.3d, 117.4: the person passes at each of their priority decisions until the turn ends
// ("turn") or the stack is empty ("stack"); any other decision of theirs stops the passing.
Reply PlaySession::pass_until(const std::string& until) {
  if (until != "turn" && until != "stack")
    return error_reply(400, "\"pass\" is \"turn\" or \"stack\"");
  int turn = game_.st.turn;
  auto pass_index = [&]() -> int {
    const Decision& d = game_.decision();
    if (d.kind != DecisionKind::Priority || d.player != config_.seat) return -1;
    for (size_t i = 0; i < d.options.size(); ++i)
      if (d.options[i].kind == OptKind::Pass) return static_cast<int>(i);
    return -1;
  };
  if (pass_index() < 0) return error_reply(409, "you have no priority to pass");
  for (int i; !stopped() && (i = pass_index()) >= 0;) {
    std::string error;
    if (!answer(i, error)) return error_reply(409, error);
    if (until == "turn" ? game_.st.turn != turn : game_.st.stack.empty()) break;
  }
  return {};
}

Reply PlaySession::act(const std::string& action, const json& req) {
  size_t log_from = 0;
  if (req.contains("log_from")) {
    if (!req["log_from"].is_number_unsigned()) return error_reply(400, "\"log_from\" is a count");
    log_from = req["log_from"].get<size_t>();
  }
  if (req.contains("auto_pay")) {  // mana paid for the person, or by hand
    if (!req["auto_pay"].is_boolean()) return error_reply(400, "\"auto_pay\" is true or false");
    if (action != "answer") return error_reply(400, "\"auto_pay\" goes with an answer");
  }
  if (action == "answer") {
    if (config_.seat == kNoPlayer) return error_reply(409, "a watched game takes no answers");
    if (stopped()) return error_reply(409, "the game is over");
    if (game_.decision().player != config_.seat)
      return error_reply(409, "the decision is not yours");
    if (req.contains("auto_pay")) auto_pay_ = req["auto_pay"].get<bool>();
    if (req.contains("pass")) {
      if (!req["pass"].is_string()) return error_reply(400, "\"pass\" is \"turn\" or \"stack\"");
      Reply r = pass_until(req["pass"].get<std::string>());
      if (r.status != 200) return r;
    } else {
      const json& c = req.contains("choice") ? req["choice"] : json();
      if (!c.is_number_integer() || c.get<int64_t>() < INT32_MIN || c.get<int64_t>() > INT32_MAX)
        return error_reply(400, "\"choice\" is an option's index, or the number chosen");
      std::string error;
      if (!answer(static_cast<int>(c.get<int64_t>()), error)) return error_reply(409, error);
    }
  } else if (action == "step") {
    if (config_.seat != kNoPlayer) return error_reply(409, "only a watched game steps");
    if (!stopped()) {
      int choice = computers_[game_.decision().player]->choose(game_.st);
      std::string error;
      if (!game_.answer(choice, &error)) return error_reply(500, error);
      answers_.push_back(choice);
    }
  } else if (action == "replay_file") {  // the game so far, as `lore replay` reads it
    return {200, json{{"replay", replay_to_json(Replay{config_.setup, answers_})}}};
  } else if (action != "state") {
    return error_reply(404, fmt::format("a game has no action {}", json(action).dump()));
  }
  return {200, state(log_from)};
}

}  // namespace lore::server
