#include "deck.h"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "card_db.h"

namespace lore {

std::string deck_card(const std::string& name, CardId& out) {
  CardId id = CardDb::get().find(name);
  if (id == kNoCard || card_def(id).token) return fmt::format("unknown card \"{}\"", name);
  if (card_def(id).is_back_face())  // 712.2: a deck names the card by its front face
    return fmt::format("\"{}\" is a back face; name the card \"{}\"", name,
                       card_def(card_def(id).front).name);
  if (card_def(id).is_adventure())  // 715.4: a deck names the card by its main name
    return fmt::format("\"{}\" is an Adventure; name the card \"{}\"", name,
                       card_def(card_def(id).adventurer).name);
  if (card_def(id).is_meld_result())  // 712.4: the combined back face of two meld cards
    return fmt::format("\"{}\" is the combined back face of \"{}\" and \"{}\"", name,
                       card_def(card_def(id).melded_from[0]).name,
                       card_def(card_def(id).melded_from[1]).name);
  if (!card_def(id).implemented) return fmt::format("card \"{}\" is not implemented yet", name);
  out = id;
  return "";
}

DeckResult parse_deck(const std::string& text, const std::string& path) {
  DeckResult r;
  std::istringstream in(text);
  std::string line;
  int lineno = 0;
  auto fail = [&](const std::string& why) {
    r.cards.clear();
    r.error = fmt::format("{}:{}: {}", path, lineno, why);
    return r;
  };
  while (std::getline(in, line)) {
    ++lineno;
    if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
    size_t i = 0;
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i == line.size()) continue;
    size_t j = i;
    while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
    if (j == i)
      return fail(fmt::format("expected \"COUNT Card Name\", got \"{}\"", line.substr(i)));
    if (j - i > 3) return fail(fmt::format("bad count \"{}\"", line.substr(i, j - i)));
    int count = std::stoi(line.substr(i, j - i));
    if (count < 1) return fail(fmt::format("bad count {}", count));
    while (j < line.size() && std::isspace(static_cast<unsigned char>(line[j]))) ++j;
    std::string name = line.substr(j);
    if (name.empty()) return fail("missing card name");
    CardId id = kNoCard;
    if (std::string why = deck_card(name, id); !why.empty()) return fail(why);
    for (int k = 0; k < count; ++k) r.cards.push_back(id);
  }
  if (r.cards.empty()) {
    lineno = std::max(lineno, 1);
    return fail("the deck is empty");
  }
  return r;
}

DeckResult load_deck(const std::string& path) {
  std::ifstream f(path);
  if (!f) {
    DeckResult r;
    r.error = fmt::format("{}: cannot open the deck file", path);
    return r;
  }
  std::stringstream ss;
  ss << f.rdbuf();
  return parse_deck(ss.str(), path);
}

}  // namespace lore
