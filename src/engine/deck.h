// Deck lists as players write them: "4 Card Name" lines, '#' comments and blank lines, and the
// exports of MTG Arena ("Deck"/"Sideboard"/"Commander"/"Companion" headers, "4 Name (SET) 137")
// and MTGO (the sideboard after a blank line); "4x Name", "4 [SET] Name", "SB: 2 Name".
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "types.h"

namespace lore {

// A deck has at most this many cards: far above any real deck, far below the object counts of
// the game state.
constexpr size_t kMaxDeckCards = 5000;

struct DeckResult {
  std::vector<CardId> cards;      // the main deck
  std::vector<CardId> sideboard;  // its companion included (not played: no sideboarding yet)
  std::vector<CardId> commander;  // a "Commander" section (not played: no commander games yet)
  std::string error;              // "path:line: cause" when the deck is bad
  bool ok() const { return error.empty(); }
};

// The card a deck (or a replay's deck) names `name`, or why it can't be one: unknown (with
// the closest names), a token, a back face, an Adventure, a combined meld face, or not
// implemented. Names are matched loosely (find_card_loosely()).
std::string deck_card(const std::string& name, CardId& out);

// `path` names the deck in errors.
DeckResult parse_deck(std::string_view text, const std::string& path);
// A deck file, or else one of the decks compiled into lore (embedded_deck()).
DeckResult load_deck(const std::string& path);

// The text of a deck shipped in decks/ and compiled in, by its file name with or without the
// directory and ".txt" ("dmu_sagas", "decks/dmu_sagas.txt"); nullopt if none is so named.
std::optional<std::string_view> embedded_deck(std::string_view name);
std::vector<std::string> embedded_deck_names();

// 100.2: the deck construction rules a format checks.
enum class DeckFormat { Free, Limited, Constructed, Commander };
std::optional<DeckFormat> parse_deck_format(std::string_view name);  // "free", "limited"...
// Every rule of `format` the deck breaks, each a sentence naming the rule; empty if legal.
std::vector<std::string> deck_problems(const DeckResult& deck, DeckFormat format);
// How many copies of each card `cards` holds, by card id.
std::vector<std::pair<CardId, size_t>> card_counts(std::vector<CardId> cards);
struct CardDef;
// 100.2a, 903.5b: a basic land, or a card saying a deck can have any number of it.
bool any_number_allowed(const CardDef& c);
// 903.5, 903.3, 702.124: the Commander deck rules `deck` breaks (deck_commander.cpp).
std::vector<std::string> commander_deck_problems(const DeckResult& deck);

// Deck-list spelling of a card name (deck_names.cpp): the card, ignoring case, accents and the
// kind of apostrophe; kNoCard if none.
CardId find_card_loosely(std::string_view name);
// Up to three card names closest to `name`, closest first, for a "did you mean".
std::vector<std::string> closest_card_names(std::string_view name);
// `unknown card "Lightnig Strike"; did you mean "Lightning Strike"`.
std::string unknown_card_message(std::string_view name);

}  // namespace lore
