#include "bench/workload.h"

#include <stdexcept>

#include "engine/card_db.h"
#include "engine/deck.h"

namespace lore::bench {

namespace {

CardId must_find(const char* name) {
  CardId id = CardDb::get().find(name);
  if (id == kNoCard) throw std::logic_error(std::string("benchmark card missing: ") + name);
  return id;
}

}  // namespace

Workload ogre_workload() {
  Workload w;
  w.name = "ogre";
  std::vector<CardId> deck(20, must_find("Mountain"));
  deck.insert(deck.end(), 20, must_find("Grey Ogre"));
  w.decks[0] = w.decks[1] = deck;
  w.deck_names[0] = w.deck_names[1] = "20 Mountain + 20 Grey Ogre";
  return w;
}

Workload with_players(Workload w, int n, Format format) {
  w.players = n;
  w.format = format;
  for (size_t p = 2; p < static_cast<size_t>(n); ++p) {
    w.decks[p] = w.decks[p % 2];
    w.deck_names[p] = w.deck_names[p % 2];
    w.commanders[p] = w.commanders[p % 2];
  }
  return w;
}

bool commander_workload(Workload& out, std::string& error) {
  if (!deck_workload("commander4", "commander_terra", "commander_locke", out, error,
                     Format::Commander))
    return false;
  out = with_players(std::move(out), 4);
  return true;
}

bool deck_workload(const std::string& name, const std::string& deck1, const std::string& deck2,
                   Workload& out, std::string& error, Format format) {
  out = Workload{};
  out.name = name;
  out.format = format;
  const std::string paths[2] = {deck1, deck2};
  for (size_t p = 0; p < 2; ++p) {
    DeckResult d = load_deck(paths[p]);
    if (!d.ok()) {
      error = d.error + " (deck paths are relative to the current directory)";
      return false;
    }
    out.decks[p] = std::move(d.cards);
    if (format == Format::Commander) out.commanders[p] = std::move(d.commander);
    out.deck_names[p] = paths[p];
  }
  return true;
}

}  // namespace lore::bench
