// Words of a scenario line and the small vocabularies of the format.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/decision.h"
#include "engine/types.h"

namespace lore::scn {

struct Word {
  std::string s;
  bool comma = false;  // a comma followed the word (list separator, or part of a card name)
};

std::string strip_comment(std::string_view line);
std::vector<Word> split_words(std::string_view line);
std::string lower(std::string_view s);
std::string trim(std::string_view s);
std::optional<int> parse_int(std::string_view s);

std::optional<PlayerId> parse_player(std::string_view s);        // P1 / P2
std::optional<Zone> parse_zone(std::string_view s);              // hand, library, ...
std::optional<Step> parse_step(std::string_view s);              // main1, attackers, ...
std::optional<Counter> parse_counter(std::string_view s);        // +1/+1, lore, ...
std::optional<DecisionKind> parse_decision(std::string_view s);  // declare-attacker, ...
// A type, supertype or keyword word ("creature", "legendary", "first-strike").
// "white" ... "green" (105.1).
std::optional<ColorMask> parse_color(std::string_view s);
bool parse_quality(std::string_view s, TypeMask& types, uint8_t& super, KeywordMask& kw);
std::string decision_word(DecisionKind k);  // "declare-attacker"
// A subtype some card has, or one a card's "becomes a ... creature" effect gives (205.1a),
// spelled as the card data spells it ("monk" -> "Monk"); "" if none.
std::string known_subtype(std::string_view word);
// Every such subtype, each once (subtypes.cpp).
const std::vector<std::string>& known_subtypes();

}  // namespace lore::scn
