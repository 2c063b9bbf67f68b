#include "deck.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "card_db.h"
#include "text_file.h"

namespace lore {

namespace {

enum class Section { Main, Sideboard, Commander, Companion, Ignored };

// A section header of an MTG Arena export ("Deck", "Sideboard"...), with or without a colon.
std::optional<Section> header(std::string_view line) {
  std::string h;
  for (char c : line) h += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!h.empty() && h.back() == ':') h.pop_back();
  if (h == "deck" || h == "main" || h == "maindeck" || h == "main deck") return Section::Main;
  if (h == "sideboard") return Section::Sideboard;
  if (h == "commander") return Section::Commander;
  if (h == "companion") return Section::Companion;
  if (h == "about" || h == "maybeboard") return Section::Ignored;  // deck name, candidates
  return std::nullopt;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool is_set_code(std::string_view s) {
  return s.size() >= 2 && s.size() <= 6 && std::all_of(s.begin(), s.end(), [](char c) {
           return std::isalnum(static_cast<unsigned char>(c));
         });
}

// The card name without the set and collector number a list may add: "[DMU] Name",
// "Name (DMU) 137", "Name (DMU)"; and a double-faced card's "Front // Back" reduced to its front.
std::string_view card_name_part(std::string_view s) {
  if (s.size() > 2 && s.front() == '[')
    if (auto close = s.find(']');
        close != std::string_view::npos && is_set_code(s.substr(1, close - 1)))
      s = trim(s.substr(close + 1));
  if (auto open = s.rfind(" ("); open != std::string_view::npos) {
    auto close = s.find(')', open);
    std::string_view after = close == std::string_view::npos ? "" : trim(s.substr(close + 1));
    bool number = std::all_of(after.begin(), after.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '-';
    });
    if (close != std::string_view::npos && is_set_code(s.substr(open + 2, close - open - 2)) &&
        number && after.find(' ') == std::string_view::npos)
      s = trim(s.substr(0, open));
  }
  if (auto slashes = s.find(" // "); slashes != std::string_view::npos)
    s = trim(s.substr(0, slashes));
  return s;
}

struct Entry {
  int line = 0;
  int block = 0;  // blocks of lines separated by blank lines
  Section section = Section::Main;
  int count = 0;
  CardId card = kNoCard;
};

}  // namespace

std::string deck_card(const std::string& name, CardId& out) {
  CardId id = find_card_loosely(name);
  if (id == kNoCard || card_def(id).token) return unknown_card_message(name);
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
  if (!card_def(id).implemented)
    return fmt::format("card \"{}\" is not implemented yet", card_def(id).name);
  out = id;
  return "";
}

DeckResult parse_deck(std::string_view text, const std::string& path) {
  DeckResult r;
  int lineno = 0;
  auto fail = [&](const std::string& why) {
    r = DeckResult{};
    r.error = fmt::format("{}:{}: {}", path, std::max(lineno, 1), why);
    return r;
  };
  if (trim(text).empty()) return fail(text.empty() ? "the file is empty" : "the deck is empty");
  if (std::string bad = check_text(text, path, kDeckLimits); !bad.empty()) {
    r.error = bad;
    return r;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte order mark
  std::vector<Entry> entries;
  Section section = Section::Main;
  bool headers = false, comments = false, blank_before = false;
  int block = 0;
  size_t total = 0;
  while (!text.empty()) {
    ++lineno;
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    if (auto hash = line.find('#'); hash != std::string_view::npos) {
      comments = true;
      line = line.substr(0, hash);
    }
    line = trim(line);
    if (line.empty()) {
      blank_before = true;
      continue;
    }
    if (blank_before && !entries.empty()) ++block;
    blank_before = false;
    if (auto h = header(line)) {
      headers = true;
      section = *h;
      continue;
    }
    if (section == Section::Ignored) continue;
    Entry e{lineno, block, section};
    if (line.size() > 3 && (line.substr(0, 3) == "SB:" || line.substr(0, 3) == "sb:")) {
      e.section = Section::Sideboard;  // MTGO's older form: "SB: 2 Name"
      line = trim(line.substr(3));
    }
    size_t j = 0;
    while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
    if (j == 0) return fail(fmt::format("expected \"COUNT Card Name\", got {}", excerpt(line)));
    if (j > 3) return fail(fmt::format("bad count {}", excerpt(line.substr(0, j))));
    e.count = std::stoi(std::string(line.substr(0, j)));
    if (e.count < 1) return fail(fmt::format("bad count {}", e.count));
    if (j < line.size() && (line[j] == 'x' || line[j] == 'X') &&
        (j + 1 == line.size() || std::isspace(static_cast<unsigned char>(line[j + 1]))))
      ++j;  // "4x Name"
    std::string_view rest = trim(line.substr(j));
    if (rest.empty()) return fail("missing card name");
    std::string name(card_name_part(rest));
    CardId id = kNoCard;
    if (std::string why = deck_card(name, id); !why.empty()) return fail(why);
    total += static_cast<size_t>(e.count);
    if (total > kMaxDeckCards)
      return fail(fmt::format("more than {} cards in the list", kMaxDeckCards));
    e.card = id;
    entries.push_back(e);
  }
  // An MTGO list: no headers, no comments, the sideboard after the one blank line.
  bool mtgo_sideboard = !headers && !comments && block == 1;
  for (const Entry& e : entries) {
    Section s = mtgo_sideboard && e.block == 1 ? Section::Sideboard : e.section;
    auto& to = s == Section::Main        ? r.cards
               : s == Section::Commander ? r.commander
                                         : r.sideboard;  // a companion starts in it (702.139a)
    to.insert(to.end(), static_cast<size_t>(e.count), e.card);
  }
  if (r.cards.empty()) return fail("the deck is empty");
  return r;
}

DeckResult load_deck(const std::string& path) {
  TextFile f = read_text_file(path, "deck file", kDeckLimits);
  if (!f.ok()) {
    if (auto text = embedded_deck(path); text && f.error.find("cannot open") != std::string::npos)
      return parse_deck(*text, path);
    DeckResult r;
    r.error = f.error;
    return r;
  }
  return parse_deck(f.text, path);
}

std::optional<DeckFormat> parse_deck_format(std::string_view name) {
  if (name == "free") return DeckFormat::Free;
  if (name == "limited") return DeckFormat::Limited;
  if (name == "constructed") return DeckFormat::Constructed;
  if (name == "commander") return DeckFormat::Commander;
  return std::nullopt;
}

std::vector<std::pair<CardId, size_t>> card_counts(std::vector<CardId> cards) {
  std::sort(cards.begin(), cards.end());
  std::vector<std::pair<CardId, size_t>> out;
  for (CardId c : cards)
    if (out.empty() || out.back().first != c)
      out.push_back({c, 1});
    else
      ++out.back().second;
  return out;
}

bool any_number_allowed(const CardDef& c) {
  return c.type_line.find("Basic") != std::string::npos ||
         c.oracle.find("A deck can have any number of cards named") != std::string::npos;
}

std::vector<std::string> deck_problems(const DeckResult& deck, DeckFormat format) {
  if (format == DeckFormat::Commander) return commander_deck_problems(deck);
  std::vector<std::string> out;
  size_t size = deck.cards.size();
  if (format == DeckFormat::Limited && size < 40)
    out.push_back(
        fmt::format("{} cards in the deck: limited decks have at least 40 (100.2b)", size));
  if (format != DeckFormat::Constructed) return out;
  if (size < 60)
    out.push_back(
        fmt::format("{} cards in the deck: constructed decks have at least 60 (100.2a)", size));
  if (deck.sideboard.size() > 15)
    out.push_back(
        fmt::format("{} cards in the sideboard: a constructed sideboard has at most 15 (100.4a)",
                    deck.sideboard.size()));
  std::vector<CardId> all = deck.cards;
  all.insert(all.end(), deck.sideboard.begin(), deck.sideboard.end());
  for (auto [card, n] : card_counts(std::move(all))) {
    const CardDef& c = card_def(card);
    if (n > 4 && !any_number_allowed(c))
      out.push_back(fmt::format(
          "{} copies of \"{}\" in the deck and sideboard: at most 4 of a card other than a basic "
          "land (100.2a, 100.4a)",
          n, c.name));
  }
  return out;
}

}  // namespace lore
