#include "color_identity.h"

#include "card_db.h"

namespace lore {

namespace {

ColorMask letter_color(std::string_view part) {
  if (part.size() != 1) return 0;
  switch (part[0]) {
    case 'W': return White;
    case 'U': return Blue;
    case 'B': return Black;
    case 'R': return Red;
    case 'G': return Green;
    default: return 0;
  }
}

// The colors of the mana symbols in rules text, outside reminder text (903.4c: the text in
// parentheses, 207.2).
ColorMask text_colors(std::string_view text) {
  ColorMask out = 0;
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char ch = text[i];
    if (ch == '(') ++depth;
    if (ch == ')' && depth > 0) --depth;
    if (ch != '{' || depth > 0) continue;
    size_t close = text.find('}', i);
    if (close == std::string_view::npos) break;
    out |= symbol_colors(text.substr(i + 1, close - i - 1));
    i = close;
  }
  return out;
}

// One face: its mana cost and color indicator (both in CardDef::colors) and its rules text.
ColorMask face_colors(const CardDef& d) {
  return (d.colors_outside_identity ? 0 : d.colors) | d.cost.colors() | text_colors(d.oracle);
}

}  // namespace

ColorMask symbol_colors(std::string_view text) {
  ColorMask out = 0;
  while (!text.empty()) {
    size_t slash = text.find('/');
    out |= letter_color(text.substr(0, slash));
    if (slash == std::string_view::npos) break;
    text.remove_prefix(slash + 1);
  }
  return out;
}

ColorMask color_identity(CardId card) {
  const CardDef* d = &card_def(card);
  if (d->is_meld_result())  // not a card: the two cards that represent it
    return color_identity(d->melded_from[0]) | color_identity(d->melded_from[1]);
  if (d->is_back_face()) d = &card_def(d->front);
  if (d->is_adventure()) d = &card_def(d->adventurer);
  ColorMask out = face_colors(*d);
  if (d->back != kNoCard) out |= face_colors(card_def(d->back));            // 903.4d
  if (d->adventure != kNoCard) out |= face_colors(card_def(d->adventure));  // 903.4e
  return out;  // a meld card: its front face only (712.4b)
}

}  // namespace lore
