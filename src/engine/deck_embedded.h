// The decks of decks/, compiled in (cmake/embed_decks.cmake) so lore plays from any directory.
#pragma once
#include <string_view>
#include <vector>

namespace lore {

struct EmbeddedDeck {
  std::string_view name;  // the file name without ".txt"
  std::string_view text;
};

extern const std::vector<EmbeddedDeck> kEmbeddedDecks;

}  // namespace lore
