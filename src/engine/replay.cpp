#include "replay.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "card_db.h"
#include "describe.h"

namespace lore {

std::string replay_to_json(const Replay& r) {
  nlohmann::json j;
  j["format"] = "lore-replay";
  j["version"] = r.version;
  j["seed"] = r.setup.seed;
  j["mulligans"] = r.setup.mulligans;
  j["starting"] = r.setup.starting;
  for (const auto& deck : r.setup.decks) {
    nlohmann::json names = nlohmann::json::array();
    for (CardId c : deck) names.push_back(card_def(c).name);
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
    out.version = j.value("version", 1);  // files from before the field was written are version 1
    if (out.version < 1 || out.version > kReplayVersion) return fail("unsupported replay version");
    out.setup.seed = j.at("seed").get<uint64_t>();
    out.setup.mulligans = j.value("mulligans", true);
    out.setup.starting = static_cast<PlayerId>(j.value("starting", -1));
    if (out.setup.starting < -1 || out.setup.starting > 1)
      return fail("\"starting\" must be -1, 0 or 1");
    const auto& decks = j.at("decks");
    if (!decks.is_array() || decks.size() != 2) return fail("\"decks\" must hold two decks");
    for (size_t p = 0; p < 2; ++p) {
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
    int answer = r.answers[i];
    if (r.version == 1 && g.decision().is_number()) {  // the index among the legal numbers
      if (answer < 0 || answer >= g.decision().range.count()) {
        error = fmt::format("answer {} ({}) is illegal for \"{}\": {} legal numbers", i + 1, answer,
                            describe_decision(g.st, g.decision()), g.decision().range.count());
        return false;
      }
      answer = g.decision().range.nth(answer);
    }
    if (!g.answer(answer, &why)) {
      error = fmt::format("answer {} ({}) is illegal for \"{}\": {}", i + 1, r.answers[i],
                          describe_decision(g.st, g.decision()), why);
      return false;
    }
  }
  return true;
}

}  // namespace lore
