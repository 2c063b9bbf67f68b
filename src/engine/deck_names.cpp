// Card names as players type them in deck lists: any case, accents typed or not, straight or
// curly apostrophes.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "card_db.h"
#include "deck.h"
#include "text_file.h"

namespace lore {

namespace {

// UTF-8 letters with a diacritic (Latin-1 Supplement, U+00C0..U+00FF) and their plain letter.
constexpr std::string_view kLatin1Plain =
    "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty";

// The name reduced to what a deck list may spell differently: lowercase ASCII, accents
// dropped, curly quotes straight, runs of spaces single.
std::string fold(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c == 0xC3 && i + 1 < s.size()) {  // U+00C0..U+00FF
      auto d = static_cast<unsigned char>(s[i + 1]);
      if (d >= 0x80 && d <= 0xBF) {
        out += static_cast<char>(std::tolower(kLatin1Plain[d - 0x80]));
        ++i;
        continue;
      }
    }
    if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80) {
      auto d = static_cast<unsigned char>(s[i + 2]);
      if (d == 0x98 || d == 0x99) {  // ‘ ’
        out += '\'';
        i += 2;
        continue;
      }
      if (d == 0x9C || d == 0x9D) {  // “ ”
        out += '"';
        i += 2;
        continue;
      }
    }
    if (std::isspace(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += static_cast<char>(std::tolower(c));
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

bool nameable_in_deck(const CardDef& c) {
  return !c.token && !c.is_back_face() && !c.is_adventure() && !c.is_meld_result();
}

const std::unordered_map<std::string, CardId>& folded_names() {
  static const auto* names = [] {
    auto* m = new std::unordered_map<std::string, CardId>;
    for (const CardDef& c : CardDb::get().all())
      if (!c.token) m->emplace(fold(c.name), c.id);  // the first of a name (card before token)
    return m;
  }();
  return *names;
}

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] != b[j - 1])});
      diag = up;
    }
  }
  return row[b.size()];
}

}  // namespace

CardId find_card_loosely(std::string_view name) {
  CardId id = CardDb::get().find(name);
  if (id != kNoCard) return id;
  auto it = folded_names().find(fold(name));
  return it == folded_names().end() ? kNoCard : it->second;
}

std::vector<std::string> closest_card_names(std::string_view name) {
  std::string want = fold(name);
  size_t limit = std::max<size_t>(2, want.size() / 3);
  std::vector<std::pair<size_t, std::string>> near;
  for (const CardDef& c : CardDb::get().all()) {
    if (!nameable_in_deck(c)) continue;
    std::string f = fold(c.name);
    // A name that starts with what was typed ("Lightning" -> "Lightning Strike") is close too.
    size_t d = f.size() > want.size() && f.compare(0, want.size(), want) == 0 && want.size() >= 4
                   ? 1
                   : edit_distance(want, f);
    if (d <= limit) near.emplace_back(d, c.name);
  }
  std::sort(near.begin(), near.end());
  near.erase(std::unique(near.begin(), near.end()), near.end());
  std::vector<std::string> out;
  for (size_t i = 0; i < near.size() && out.size() < 3; ++i)
    if (std::find(out.begin(), out.end(), near[i].second) == out.end())
      out.push_back(near[i].second);
  return out;
}

std::string unknown_card_message(std::string_view name) {
  std::string msg = fmt::format("unknown card {}", excerpt(name));
  auto near = closest_card_names(name);
  for (size_t k = 0; k < near.size(); ++k)
    msg += fmt::format("{}\"{}\"", k == 0 ? "; did you mean " : " or ", near[k]);
  return msg;
}

}  // namespace lore
