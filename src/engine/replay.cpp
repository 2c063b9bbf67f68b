#include "replay.h"

#include <fmt/format.h>

#include <limits>
#include <nlohmann/json.hpp>

#include "card_db.h"
#include "deck.h"
#include "describe.h"
#include "json_lines.h"

namespace lore {

bool replay_answer(const Game& g, const Replay& r, size_t i, int& out, std::string& error) {
  const Decision& d = g.decision();
  if (i < r.names.size() && !r.names[i].empty()) {
    if (d.kind != DecisionKind::ChooseName) {
      error = fmt::format("answer {} names the card \"{}\", but the decision is \"{}\"", i + 1,
                          r.names[i], describe_decision(g.st, d));
      return false;
    }
    for (size_t k = 0; k < d.options.size(); ++k)
      if (card_def(static_cast<CardId>(d.options[k].n)).name == r.names[i]) {
        out = static_cast<int>(k);
        return true;
      }
    error = fmt::format("answer {} (\"{}\") is not a name \"{}\" may choose", i + 1, r.names[i],
                        describe_decision(g.st, d));
    return false;
  }
  out = r.answers[i];
  if (r.version == 1 && d.is_number()) {  // the index among the legal numbers
    if (out < 0 || out >= d.range.count()) {
      error = fmt::format("answer {} ({}) is illegal for \"{}\": {} legal numbers", i + 1, out,
                          describe_decision(g.st, d), d.range.count());
      return false;
    }
    out = d.range.nth(out);
  }
  return true;
}

std::string replay_to_json(const Replay& r) {
  nlohmann::json j;
  j["format"] = "lore-replay";
  j["version"] = kReplayVersion;
  j["seed"] = r.setup.seed;
  j["mulligans"] = r.setup.mulligans;
  j["starting"] = r.setup.starting;
  // One deck per seat; a game of more than two players also says how many (a two-player replay
  // reads as it always did).
  if (r.setup.players != 2) j["players"] = r.setup.players;
  // 810: a Two-Headed Giant game says so ("format" names the file's own format); absent: a
  // free-for-all game, as every replay before it.
  if (r.setup.format == Format::TwoHeadedGiant) j["game_format"] = "2hg";
  for (size_t p = 0; p < static_cast<size_t>(r.setup.players); ++p) {
    nlohmann::json names = nlohmann::json::array();
    for (CardId c : r.setup.decks[p]) names.push_back(card_def(c).name);
    j["decks"].push_back(names);
  }
  if (r.setup.format == Format::Commander) {  // 903: and each seat's commanders
    j["game_format"] = "commander";
    for (size_t p = 0; p < static_cast<size_t>(r.setup.players); ++p) {
      nlohmann::json names = nlohmann::json::array();
      for (CardId c : r.setup.commanders[p]) names.push_back(card_def(c).name);
      j["commanders"].push_back(names);
    }
  }
  j["answer_count"] = r.answers.size();
  nlohmann::json answers = nlohmann::json::array();
  Game g;
  bool following = true;
  try {
    g = Game::start(r.setup);
  } catch (const std::exception&) {
    following = false;
  }
  for (size_t i = 0; i < r.answers.size(); ++i) {
    int answer = r.answers[i];
    std::string why;
    following =
        following && !g.over() && g.decision().pending() && replay_answer(g, r, i, answer, why);
    if (following && g.decision().kind == DecisionKind::ChooseName && answer >= 0 &&
        answer < static_cast<int>(g.decision().options.size()))
      answers.push_back(
          card_def(static_cast<CardId>(g.decision().options[static_cast<size_t>(answer)].n)).name);
    else if (!following && i < r.names.size() && !r.names[i].empty())
      answers.push_back(r.names[i]);
    else
      answers.push_back(answer);
    try {
      following = following && g.answer(answer);
    } catch (const std::exception&) {
      following = false;
    }
  }
  j["answers"] = answers;
  return j.dump(1) + "\n";
}

namespace {

int line_of(const std::string& text, size_t byte) {
  int line = 1;
  for (size_t i = 0; i < byte && i < text.size(); ++i) line += text[i] == '\n';
  return line;
}

// What a JSON value is, for an error message: its text, cut short.
std::string shown(const nlohmann::json& v) {
  std::string s = v.dump();
  return s.size() > 40 ? s.substr(0, 37) + "..." : s;
}

}  // namespace

bool replay_from_json(const std::string& text, const std::string& path, Replay& out,
                      std::string& error) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    if (e.byte >= text.size())  // the text ends before the JSON does (a partial write)
      error = fmt::format("{}:{}: truncated: the file ends before the replay does", path,
                          line_of(text, text.size()));
    else
      error = fmt::format("{}:{}: malformed JSON ({})", path, line_of(text, e.byte), e.what());
    return false;
  } catch (const nlohmann::json::exception& e) {  // e.g. a number too large (out_of_range)
    error = fmt::format("{}: malformed JSON ({})", path, e.what());
    return false;
  }
  auto fail = [&](const std::string& pointer, const std::string& why) {
    error = fmt::format("{}:{}: {}", path, JsonLines(text).line(pointer), why);
    return false;
  };
  if (!j.is_object() || !j.contains("format") || j["format"] != "lore-replay")
    return fail("/format", "not a lore replay (\"format\": \"lore-replay\" missing)");
  out = Replay{};
  out.version = 1;  // files from before the field was written are version 1
  if (j.contains("version")) {
    const auto& v = j["version"];
    if (!v.is_number_integer() || v.get<int64_t>() < 1 || v.get<int64_t>() > kReplayVersion)
      return fail("/version", fmt::format("unsupported replay version {} (this lore reads 1 to {})",
                                          shown(v), kReplayVersion));
    out.version = v.get<int>();
  }
  if (!j.contains("seed")) return fail("", "\"seed\" is missing");
  if (!j["seed"].is_number_unsigned())
    return fail("/seed", fmt::format("\"seed\" must be a whole number from 0 to {}, not {}",
                                     std::numeric_limits<uint64_t>::max(), shown(j["seed"])));
  out.setup.seed = j["seed"].get<uint64_t>();
  if (j.contains("mulligans")) {
    if (!j["mulligans"].is_boolean())
      return fail("/mulligans", fmt::format("\"mulligans\" must be true or false, not {}",
                                            shown(j["mulligans"])));
    out.setup.mulligans = j["mulligans"].get<bool>();
  }
  if (j.contains("players")) {  // 800.1: a free-for-all game; absent: two players
    const auto& n = j["players"];
    if (!n.is_number_integer() || n.get<int64_t>() < 2 || n.get<int64_t>() > kMaxPlayers)
      return fail("/players", fmt::format("\"players\" must be a whole number from 2 to {}, not {}",
                                          kMaxPlayers, shown(n)));
    out.setup.players = n.get<int>();
  }
  if (j.contains("game_format")) {
    const auto& f = j["game_format"];
    if (!f.is_string() || (f != "2hg" && f != "ffa" && f != "commander"))
      return fail("/game_format",
                  fmt::format("\"game_format\" must be \"ffa\", \"2hg\" or \"commander\", not {}",
                              shown(f)));
    if (f == "2hg") {
      if (out.setup.players != 4) return fail("/game_format", "a \"2hg\" game has \"players\": 4");
      out.setup.format = Format::TwoHeadedGiant;
    }
    if (f == "commander") out.setup.format = Format::Commander;
  }
  if (j.contains("starting")) {
    const auto& s = j["starting"];
    if (!s.is_number_integer() || s.get<int64_t>() < -1 || s.get<int64_t>() >= out.setup.players)
      return fail("/starting", fmt::format("\"starting\" must be -1 or a seat from 0 to {}, not {}",
                                           out.setup.players - 1, shown(s)));
    out.setup.starting = static_cast<PlayerId>(s.get<int>());
  }
  const auto seats = static_cast<size_t>(out.setup.players);
  if (!j.contains("decks") || !j["decks"].is_array() || j["decks"].size() != seats)
    return fail("/decks", fmt::format("\"decks\" must hold one deck per player ({})", seats));
  for (size_t p = 0; p < seats; ++p) {
    const auto& deck = j["decks"][p];
    std::string at = fmt::format("/decks/{}", p);
    if (!deck.is_array())
      return fail(at, fmt::format("deck {} must be a list of card names", p + 1));
    for (size_t k = 0; k < deck.size(); ++k) {
      std::string card_at = fmt::format("{}/{}", at, k);
      if (!deck[k].is_string())
        return fail(card_at, fmt::format("deck {} card {}: {} is not a card name", p + 1, k + 1,
                                         shown(deck[k])));
      CardId id = kNoCard;
      if (std::string why = deck_card(deck[k].get<std::string>(), id); !why.empty())
        return fail(card_at, fmt::format("deck {} card {}: {}", p + 1, k + 1, why));
      out.setup.decks[p].push_back(id);
    }
  }
  if (out.setup.format == Format::Commander) {  // 903.3: each seat's commanders
    if (!j.contains("commanders") || !j["commanders"].is_array() || j["commanders"].size() != seats)
      return fail("/commanders",
                  "a \"commander\" game has \"commanders\": one list of card names per player");
    for (size_t p = 0; p < seats; ++p) {
      const auto& names = j["commanders"][p];
      std::string at = fmt::format("/commanders/{}", p);
      if (!names.is_array() || names.size() > 2)
        return fail(
            at, fmt::format("player {}'s commanders must be a list of one or two names", p + 1));
      for (const auto& n : names) {
        CardId id = kNoCard;
        std::string why = n.is_string() ? deck_card(n.get<std::string>(), id) : "not a name";
        if (!why.empty()) return fail(at, fmt::format("player {}'s commander: {}", p + 1, why));
        out.setup.commanders[p].push_back(id);
      }
    }
  }
  if (!j.contains("answers") || !j["answers"].is_array())
    return fail("/answers", "\"answers\" must be a list");
  const auto& answers = j["answers"];
  for (size_t i = 0; i < answers.size(); ++i) {
    const auto& a = answers[i];
    std::string at = fmt::format("/answers/{}", i);
    if (a.is_string() && out.version >= 2) {
      const std::string name = a.get<std::string>();
      if (CardDb::get().find(name) == kNoCard)
        return fail(at, fmt::format("answer {}: no card is named \"{}\"", i + 1, name));
      out.names.resize(i + 1);
      out.names[i] = name;
      out.answers.push_back(0);
      continue;
    }
    if (!a.is_number_integer() || a.get<int64_t>() < std::numeric_limits<int>::min() ||
        (a.is_number_unsigned() ? a.get<uint64_t>() > std::numeric_limits<int>::max()
                                : a.get<int64_t>() > std::numeric_limits<int>::max()))
      return fail(at, fmt::format("answer {}: {} is not an answer (a whole number from {} to {}{})",
                                  i + 1, shown(a), std::numeric_limits<int>::min(),
                                  std::numeric_limits<int>::max(),
                                  out.version >= 2 ? ", or a card name" : ""));
    out.answers.push_back(a.get<int>());
  }
  if (j.contains("answer_count")) {
    const auto& n = j["answer_count"];
    if (!n.is_number_unsigned())
      return fail("/answer_count",
                  fmt::format("\"answer_count\" must be a whole number, not {}", shown(n)));
    if (n.get<uint64_t>() > answers.size())
      return fail("/answers", fmt::format("\"answers\" is truncated: {} of the {} answers",
                                          answers.size(), n.get<uint64_t>()));
    if (n.get<uint64_t>() < answers.size())
      return fail("/answer_count",
                  fmt::format("\"answers\" holds {} answers, but \"answer_count\" says {}",
                              answers.size(), n.get<uint64_t>()));
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
    int answer = 0;
    if (!replay_answer(g, r, i, answer, error)) return false;
    std::string why;
    if (!g.answer(answer, &why)) {
      error = fmt::format("answer {} ({}) is illegal for \"{}\": {}", i + 1, answer,
                          describe_decision(g.st, g.decision()), why);
      return false;
    }
  }
  return true;
}

}  // namespace lore
