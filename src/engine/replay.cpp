#include "replay.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "card_db.h"
#include "describe.h"

namespace lore {

std::string replay_to_json(const Replay& r) {
  nlohmann::json j;
  j["format"] = "lore-replay";
  j["version"] = 1;
  j["seed"] = r.setup.seed;
  j["mulligans"] = r.setup.mulligans;
  j["starting"] = r.setup.starting;
  // One deck per seat; a game of more than two players also says how many (a two-player replay
  // reads as it always did).
  if (r.setup.players != 2) j["players"] = r.setup.players;
  for (size_t p = 0; p < static_cast<size_t>(r.setup.players); ++p) {
    nlohmann::json names = nlohmann::json::array();
    for (CardId c : r.setup.decks[p]) names.push_back(card_def(c).name);
    j["decks"].push_back(names);
  }
  j["answers"] = r.answers;
  return j.dump(1) + "\n";
}

namespace {

int line_of(const std::string& text, size_t byte) {
  int line = 1;
  for (size_t i = 0; i < byte && i < text.size(); ++i) line += text[i] == '\n';
  return line;
}

}  // namespace

bool replay_from_json(const std::string& text, const std::string& path, Replay& out,
                      std::string& error) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    error = fmt::format("{}:{}: malformed JSON ({})", path, line_of(text, e.byte), e.what());
    return false;
  } catch (const nlohmann::json::exception& e) {  // e.g. a number too large (out_of_range)
    error = fmt::format("{}: malformed JSON ({})", path, e.what());
    return false;
  }
  auto fail = [&](const std::string& why) {
    error = fmt::format("{}:1: {}", path, why);
    return false;
  };
  try {
    if (!j.is_object() || j.value("format", "") != "lore-replay")
      return fail("not a lore replay (\"format\": \"lore-replay\" missing)");
    if (j.value("version", 0) != 1) return fail("unsupported replay version");
    out.setup.seed = j.at("seed").get<uint64_t>();
    out.setup.mulligans = j.value("mulligans", true);
    out.setup.starting = static_cast<PlayerId>(j.value("starting", -1));
    out.setup.players = j.value("players", 2);
    if (out.setup.players < 2 || out.setup.players > kMaxPlayers)
      return fail(fmt::format("\"players\" must be 2 to {}", kMaxPlayers));
    if (out.setup.starting < -1 || out.setup.starting >= out.setup.players)
      return fail("\"starting\" must be -1 or a seat of the game (0 for the first player)");
    const auto& decks = j.at("decks");
    if (!decks.is_array() || decks.size() != static_cast<size_t>(out.setup.players))
      return fail(fmt::format("\"decks\" must hold one deck per player ({})", out.setup.players));
    for (size_t p = 0; p < decks.size(); ++p) {
      out.setup.decks[p].clear();
      for (const auto& n : decks[p]) {
        CardId id = CardDb::get().find(n.get<std::string>());
        if (id == kNoCard || !card_def(id).implemented)
          return fail(
              fmt::format("deck {} names an unknown card \"{}\"", p + 1, n.get<std::string>()));
        out.setup.decks[p].push_back(id);
      }
    }
    out.answers = j.at("answers").get<std::vector<int>>();
  } catch (const nlohmann::json::exception& e) {
    return fail(fmt::format("bad replay field ({})", e.what()));
  }
  return true;
}

bool run_replay(const Replay& r, Game& g, std::string& error) {
  Log* log = g.log;
  g = Game::start(r.setup, log);
  for (size_t i = 0; i < r.answers.size(); ++i) {
    if (g.over() || !g.decision().pending()) {
      error = fmt::format("answer {} is left over: the game has already ended", i + 1);
      return false;
    }
    std::string why;
    if (!g.answer(r.answers[i], &why)) {
      error = fmt::format("answer {} ({}) is illegal for \"{}\": {}", i + 1, r.answers[i],
                          describe_decision(g.st, g.decision()), why);
      return false;
    }
  }
  return true;
}

}  // namespace lore
