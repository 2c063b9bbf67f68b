// Color identity (CR 903.4): the colors of a card's mana symbols, color indicators and faces.
#pragma once
#include <string_view>

#include "types.h"

namespace lore {

// The colors of one mana symbol's contents or one color indicator letter list: each part
// between slashes that is a color letter ("W", "G/W/P", "2/B"; 105.1). "T", "C", "X" and
// numbers are none.
ColorMask symbol_colors(std::string_view text);

// 903.4: the colors of the mana symbols in `card`'s mana cost and rules text (reminder text
// ignored, 903.4c), plus its color indicator (204), of both faces of a transforming
// double-faced card (903.4d) and of an adventurer card's Adventure too (903.4e). A meld card's
// identity is its front face's only (712.4b, ruling FIN-R-0049); a combined back face, not a
// card itself, answers the union of its two cards'. A back face or an Adventure answers its
// card's. A characteristic-defining ability setting colors counts too (903.4), unless the card's
// own text says it doesn't (CardDef::colors_outside_identity: Fallaji Wayfarer is green).
ColorMask color_identity(CardId card);

}  // namespace lore
