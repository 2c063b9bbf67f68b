// The card database: printed characteristics from the project's copy of the set files
// (data/cards/*.jsonl, compiled in) combined with the card scripts in src/cards/.
#pragma once
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "card.h"

namespace lore {

class CardDb {
 public:
  static const CardDb& get() {
    static const CardDb db;  // built once, on first use; immutable afterwards
    return db;
  }
  const CardDef& operator[](CardId id) const { return cards_[static_cast<size_t>(id)]; }
  CardId find(std::string_view name) const;  // case-insensitive; kNoCard if unknown
  const std::vector<CardDef>& all() const { return cards_; }
  // The cards a set's data lists, in data order, then its reprints of cards an earlier set
  // printed first (the database keeps one definition per name: the first printing's).
  std::vector<CardId> cards_of_set(std::string_view set) const;
  // The alternate name a card was printed with (201.6: "Hero of Light"), or "" if none.
  std::string alt_name(std::string_view name) const;

 private:
  CardDb();
  void link_meld_pairs();  // 712.5
  std::vector<CardDef> cards_;
  std::unordered_map<std::string, CardId> by_name_;             // lower-case name
  std::vector<std::pair<std::string, CardId>> reprints_;        // set, first printing
  std::vector<std::pair<std::string, std::string>> alt_names_;  // card name, alternate name
};

// The codes of the sets compiled in (CARD_SETS in CMakeLists.txt: "DMU", "FIC"...), without
// building the database.
std::vector<std::string> card_set_codes();

// Set once the database is built, which happens before any card id exists (ids come from
// CardDb::find(), and new_object() builds it for ids known otherwise): the hot path reads card
// definitions with no test at all (about 2% of a game's instructions with the test).
inline const CardDef* g_card_defs = nullptr;
inline const CardDef& card_def(CardId id) { return g_card_defs[id]; }

// A card script adds behaviour (keywords, abilities) to a card named in the data.
struct CardScript {
  const char* name;
  void (*build)(CardDef&);
};
// Token definitions carry their own characteristics (CR 111.4).
struct TokenScript {
  const char* name;
  void (*build)(CardDef&);
};

// A card defined only for benchmarks (set BENCH) or rules tests (set REF): registered with the
// tokens so that it stays out of card listings, deck files and the card-data test, but a card
// (a scenario may put it in any zone; an object of it is not a token).
inline bool is_unlisted_card(const CardDef& d) { return d.token && d.set != "TOKEN"; }

std::vector<CardScript> all_card_scripts();
std::vector<TokenScript> all_token_scripts();

// An effect holds no parameters or those of its op's family (Effect::params): params<P>() reads
// only those. The database refuses a card with an effect that doesn't.
bool params_fit(const Effect& e);

// Parses a type line ("Legendary Creature — Human Knight") into the definition.
bool parse_type_line(std::string_view line, CardDef& out);

}  // namespace lore
