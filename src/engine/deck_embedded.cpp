#include "deck_embedded.h"

#include "deck.h"

namespace lore {

std::optional<std::string_view> embedded_deck(std::string_view name) {
  if (name.substr(0, 6) == "decks/") name.remove_prefix(6);
  if (name.size() > 4 && name.substr(name.size() - 4) == ".txt") name.remove_suffix(4);
  for (const EmbeddedDeck& d : kEmbeddedDecks)
    if (d.name == name) return d.text;
  return std::nullopt;
}

std::vector<std::string> embedded_deck_names() {
  std::vector<std::string> out;
  for (const EmbeddedDeck& d : kEmbeddedDecks) out.emplace_back(d.name);
  return out;
}

}  // namespace lore
