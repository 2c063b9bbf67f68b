// Readable words for decisions, options and the board, as one player sees them.
#pragma once
#include <string>

#include "state.h"

namespace lore {

std::string describe_object(const GameState& st, ObjId id);
std::string describe_option(const GameState& st, const Decision& d, const Option& o);
std::string describe_decision(const GameState& st, const Decision& d);
// A number decision's legal values: "a number from 0 to 9999 (damage to Goblin 2)", with the
// excluded values named.
std::string describe_range(const GameState& st, const Decision& d);
// The board as `viewer` may see it (the opponent's hand and both libraries hidden, 402.3; the
// top card of the viewer's library shown while they may look at it, 401.5; an opponent's hand
// while the viewer looks at it, hand_seen_by()).
std::string describe_board(const GameState& st, PlayerId viewer);

// The player whose hand `viewer` is looking at now (an "as enters" look at an opponent's hand
// while they choose a card name, 614.1c), or kNoPlayer.
PlayerId hand_seen_by(const GameState& st, PlayerId viewer);

// `p` plays with their hand revealed (an opponent's Telepathy): every player sees it.
bool hand_revealed(const GameState& st, PlayerId p);

// A copy of the state with everything `viewer` may not see replaced by unknown cards (the top of
// their own library stays while they may look at it, top_card_visible()).
GameState player_view(const GameState& st, PlayerId viewer);

}  // namespace lore
