// Deck files: "4 Card Name" lines, '#' comments, blank lines.
#pragma once
#include <string>
#include <vector>

#include "types.h"

namespace lore {

struct DeckResult {
  std::vector<CardId> cards;
  std::string error;  // "path:line: cause" when the deck is bad
  bool ok() const { return error.empty(); }
};

DeckResult parse_deck(const std::string& text, const std::string& path);
DeckResult load_deck(const std::string& path);

}  // namespace lore
