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

// The card a deck (or a replay's deck) names `name`, or why it can't be one: unknown, a token,
// a back face, an Adventure, a combined meld face, or not implemented.
std::string deck_card(const std::string& name, CardId& out);

DeckResult parse_deck(const std::string& text, const std::string& path);
DeckResult load_deck(const std::string& path);

}  // namespace lore
