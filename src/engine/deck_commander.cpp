// The Commander deck rules (CR 903.3, 903.5, 702.124): the commander or the two partners, 100
// cards, one of each card but basic lands, every card within the commanders' color identity.
#include <fmt/format.h>

#include <algorithm>

#include "card_db.h"
#include "color_identity.h"
#include "deck.h"

namespace lore {

namespace {

bool has_line(const CardDef& c, std::string_view line) {
  for (size_t at = 0; at <= c.oracle.size();) {
    size_t nl = std::min(c.oracle.find('\n', at), c.oracle.size());
    std::string_view l(c.oracle.data() + at, nl - at);
    if (l.substr(0, line.size()) == line && (l.size() == line.size() || l[line.size()] == ' '))
      return true;
    at = nl + 1;
  }
  return false;
}

// 903.3, 903.3a: a legendary creature or Vehicle card, or a card that says it can be.
bool may_be_commander(const CardDef& c) {
  bool legendary = c.supertypes & SLegendary;
  bool vehicle = std::find(c.subtypes.begin(), c.subtypes.end(), "Vehicle") != c.subtypes.end();
  return (legendary && (c.is(TCreature) || vehicle)) ||
         c.oracle.find(c.name + " can be your commander") != std::string::npos;
}

// 702.124b-c, 702.124i: both have partner, or each has "partner with" the other.
bool partners(const CardDef& a, const CardDef& b) {
  auto plain = [](const CardDef& c) {
    return has_line(c, "Partner") && !has_line(c, "Partner with");
  };
  auto with = [](const CardDef& c, const CardDef& other) {
    return c.oracle.find("Partner with " + other.name) != std::string::npos;
  };
  return (plain(a) && plain(b)) || (with(a, b) && with(b, a));
}

// 903.5d: the colors of mana a card with a basic land type could produce.
ColorMask basic_land_colors(const CardDef& c) {
  static const std::pair<const char*, ColorMask> kTypes[] = {
      {"Plains", White}, {"Island", Blue}, {"Swamp", Black}, {"Mountain", Red}, {"Forest", Green}};
  ColorMask out = 0;
  for (auto [type, color] : kTypes)
    if (std::find(c.subtypes.begin(), c.subtypes.end(), type) != c.subtypes.end()) out |= color;
  return out;
}

std::string colors_text(ColorMask m) {
  static const std::pair<ColorMask, char> kLetters[] = {
      {White, 'W'}, {Blue, 'U'}, {Black, 'B'}, {Red, 'R'}, {Green, 'G'}};
  std::string s;
  for (auto [bit, letter] : kLetters)
    if (m & bit) s += letter;
  return s.empty() ? "colorless" : s;
}

}  // namespace

std::vector<std::string> commander_deck_problems(const DeckResult& deck) {
  std::vector<std::string> out;
  const auto& cmd = deck.commander;
  if (cmd.empty() || cmd.size() > 2) {
    out.push_back(
        fmt::format("{} cards in the Commander section: a Commander deck has one "
                    "commander, or two with partner (903.3, 702.124)",
                    cmd.size()));
  }
  ColorMask identity = 0;
  for (CardId c : cmd) {
    const CardDef& d = card_def(c);
    identity |= color_identity(c);  // 702.124c: the two commanders' combined identity
    if (!may_be_commander(d))
      out.push_back(fmt::format(
          "\"{}\" can't be a commander: it is not a legendary creature or Vehicle card (903.3)",
          d.name));
  }
  if (cmd.size() == 2 && !partners(card_def(cmd[0]), card_def(cmd[1])))
    out.push_back(fmt::format(
        "\"{}\" and \"{}\" can't both be commanders: both need partner, or \"partner with\" "
        "each other (702.124)",
        card_def(cmd[0]).name, card_def(cmd[1]).name));
  size_t size = deck.cards.size() + cmd.size();
  if (size != 100)
    out.push_back(fmt::format(
        "{} cards with the commander: a Commander deck has exactly 100 (903.5a)", size));
  if (!deck.sideboard.empty())
    out.push_back(fmt::format("{} cards in the sideboard: Commander games use none (903.5e)",
                              deck.sideboard.size()));
  std::vector<CardId> all = deck.cards;
  all.insert(all.end(), cmd.begin(), cmd.end());
  for (auto [card, n] : card_counts(std::move(all))) {
    const CardDef& c = card_def(card);
    if (n > 1 && !any_number_allowed(c))
      out.push_back(fmt::format(
          "{} copies of \"{}\": a Commander deck has one of each card but basic lands (903.5b)", n,
          c.name));
    if (cmd.empty()) continue;
    ColorMask ci = color_identity(card);
    if (ci & ~identity)
      out.push_back(
          fmt::format("\"{}\" ({}) is outside the commander's color identity ({}) (903.5c)", c.name,
                      colors_text(ci), colors_text(identity)));
    else if (ColorMask land = basic_land_colors(c); land & ~identity)
      out.push_back(fmt::format(
          "\"{}\" could produce {} mana, outside the commander's color identity ({}) (903.5d)",
          c.name, colors_text(land), colors_text(identity)));
  }
  return out;
}

}  // namespace lore
