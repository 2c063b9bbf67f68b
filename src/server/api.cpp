#include "server/api.h"

#include <fmt/format.h>

#include <random>
#include <set>

#include "engine/deck.h"
#include "server/scenario_view.h"

namespace lore::server {

using nlohmann::json;

namespace {

// The fields a request may have: anything else is refused, so a typing mistake is not ignored.
std::string unknown_field(const json& req, std::initializer_list<const char*> allowed) {
  for (auto it = req.begin(); it != req.end(); ++it) {
    bool known = false;
    for (const char* a : allowed) known = known || it.key() == a;
    if (!known) return fmt::format("unknown field {}", json(it.key()).dump());
  }
  return "";
}

std::string new_game_id() {
  static std::mutex m;
  static std::random_device device;
  std::lock_guard lock(m);
  return fmt::format("{:08x}{:08x}{:08x}{:08x}", device(), device(), device(), device());
}

// A shipped deck by name (never a path: the server opens no file a request names).
bool shipped_deck(const json& name, std::vector<CardId>& out, std::string& error) {
  if (!name.is_string()) {
    error = "a deck is the name of a shipped deck";
    return false;
  }
  auto text = embedded_deck(name.get<std::string>());
  if (!text || name.get<std::string>().find('/') != std::string::npos) {
    error = fmt::format("no shipped deck is named {}", name.dump());
    return false;
  }
  DeckResult d = parse_deck(*text, name.get<std::string>());
  if (!d.ok()) {
    error = d.error;
    return false;
  }
  out = std::move(d.cards);
  return true;
}

}  // namespace

Api::Api(ServerLimits limits, const RulesText* rules)
    : limits_(limits), rules_(rules), clock_([] { return std::chrono::steady_clock::now(); }) {}

size_t Api::games() {
  std::lock_guard lock(mutex_);
  return games_.size();
}

void Api::drop_idle() {
  auto now = clock_();
  std::erase_if(games_, [&](const auto& g) { return now - g.second->last_used > limits_.idle; });
}

Reply Api::create(std::shared_ptr<Session> s, const json& req, const char* action) {
  Reply r = s->act(action, req);
  if (r.status != 200) return r;
  std::lock_guard lock(mutex_);
  drop_idle();
  if (games_.size() >= limits_.max_games)
    return error_reply(503, fmt::format("the server holds {} games already; close one or try "
                                        "again later",
                                        games_.size()));
  std::string id = new_game_id();
  s->last_used = clock_();
  games_[id] = std::move(s);
  r.body["game"] = id;
  return r;
}

Reply Api::new_game(const json& req) {
  if (auto e = unknown_field(req, {"mode", "seed", "seat", "start", "opponent", "decks"});
      !e.empty())
    return error_reply(400, e);
  PlayConfig c;
  std::string mode = "play";
  if (req.contains("mode")) {
    if (!req["mode"].is_string() || (req["mode"] != "play" && req["mode"] != "watch"))
      return error_reply(400, "\"mode\" is \"play\" or \"watch\"");
    mode = req["mode"].get<std::string>();
  }
  if (req.contains("seed")) {
    if (!req["seed"].is_number_unsigned()) return error_reply(400, "\"seed\" is a whole number");
    c.setup.seed = req["seed"].get<uint64_t>();
  } else {
    c.setup.seed = std::random_device{}();
  }
  c.seat = 0;
  if (req.contains("seat")) {
    if (!req["seat"].is_number_integer() || (req["seat"] != 1 && req["seat"] != 2))
      return error_reply(400, "\"seat\" is 1 or 2");
    c.seat = static_cast<PlayerId>(req["seat"].get<int>() - 1);
  }
  if (req.contains("start")) {  // 103.1
    const json& s = req["start"];
    if (!s.is_string() || (s != "play" && s != "draw" && s != "toss"))
      return error_reply(400, "\"start\" is \"play\", \"draw\" or \"toss\"");
    if (s != "toss") c.setup.starting = s == "play" ? c.seat : static_cast<PlayerId>(1 - c.seat);
  }
  if (req.contains("opponent")) {
    const json& o = req["opponent"];
    if (!o.is_string() || (o != "heuristic" && o != "random" && o != "mcts"))
      return error_reply(400, "\"opponent\" is \"heuristic\", \"random\" or \"mcts\"");
    c.opponent = o.get<std::string>();
  }
  json decks = req.contains("decks") ? req["decks"] : json{"dmu_sagas", "fin_summons"};
  if (!decks.is_array() || decks.size() != 2)
    return error_reply(400, "\"decks\" names two shipped decks");
  for (size_t p = 0; p < 2; ++p) {
    std::string error;
    if (!shipped_deck(decks[p], c.setup.decks[p], error)) return error_reply(400, error);
  }
  if (mode == "watch") c.seat = kNoPlayer;
  return create(std::make_shared<PlaySession>(c), json::object(), "state");
}

Reply Api::load_replay(const json& req) {
  if (auto e = unknown_field(req, {"replay"}); !e.empty()) return error_reply(400, e);
  if (!req.contains("replay") || !req["replay"].is_string())
    return error_reply(400, "\"replay\" is the text of a replay file");
  Replay r;
  std::string error;
  if (!replay_from_json(req["replay"].get<std::string>(), "replay", r, error))
    return error_reply(400, error);
  auto s = std::make_shared<ReplaySession>(std::move(r));
  if (!s->check(error)) return error_reply(400, "replay: " + error);
  return create(std::move(s), json::object(), "state");
}

Reply Api::on_game(const std::string& action, const json& req) {
  if (auto e = unknown_field(req, {"game", "log_from", "choice", "pass", "at", "auto_pay"});
      !e.empty())
    return error_reply(400, e);
  if (!req.contains("game") || !req["game"].is_string())
    return error_reply(400, "\"game\" is the id of a game");
  std::shared_ptr<Session> s;
  {
    std::lock_guard lock(mutex_);
    drop_idle();
    auto it = games_.find(req["game"].get<std::string>());
    if (it == games_.end())
      return error_reply(404, "no such game (it ended, was closed, or was idle too long)");
    if (action == "close") {
      games_.erase(it);
      return {200, json{{"closed", true}}};
    }
    s = it->second;
    s->last_used = clock_();
  }
  std::lock_guard lock(s->mutex);
  return s->act(action, req);
}

Reply Api::handle(const std::string& method, const std::string& path,
                  const std::map<std::string, std::string>& query, const std::string& body) {
  try {
    if (method == "GET") {
      if (path == "/api/decks") return {200, json{{"decks", embedded_deck_names()}}};
      if (path == "/api/rule") {
        auto n = query.find("n");
        if (n == query.end() || n->second.size() > 16)
          return error_reply(400, "/api/rule?n=RULE (714.3b)");
        json r = rules_ ? rules_->lookup(n->second) : json();
        if (r.is_null()) return error_reply(404, "no rule " + json(n->second).dump());
        return {200, r};
      }
      return error_reply(404, "unknown request");
    }
    if (method != "POST") return error_reply(405, "GET or POST");
    if (body.size() > limits_.max_body) return error_reply(413, "request too large");
    json req = json::parse(body, nullptr, false);
    if (req.is_discarded()) return error_reply(400, "malformed JSON");
    if (!req.is_object()) return error_reply(400, "a request is a JSON object");
    if (path == "/api/new") return new_game(req);
    if (path == "/api/replay") return load_replay(req);
    if (path == "/api/scenario") {
      if (auto e = unknown_field(req, {"scenario"}); !e.empty()) return error_reply(400, e);
      if (!req.contains("scenario") || !req["scenario"].is_string())
        return error_reply(400, "\"scenario\" is the text of a scenario file");
      return scenario_frames(req["scenario"].get<std::string>());
    }
    static const std::set<std::string> kGameActions = {"state", "answer", "step",
                                                       "goto",  "close",  "replay_file"};
    if (path.starts_with("/api/") && kGameActions.count(path.substr(5)))
      return on_game(path.substr(5), req);
    return error_reply(404, "unknown request");
  } catch (const std::exception& e) {  // an engine error: the request fails, the server goes on
    return error_reply(500, std::string("internal error: ") + e.what());
  }
}

}  // namespace lore::server
