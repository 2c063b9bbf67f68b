// What each player may see of the game log (CR 400.2: hands and libraries are hidden zones;
// 701.20a: a revealed card is shown to every player). A viewer of kNoPlayer sees everything (a
// spectator of a game between two computer players, a replay, a test).
#pragma once
#include <string>

#include "log.h"

namespace lore {

struct GameState;

// The players who may see the cards `e` names, worked out as it is logged: a card in a hand is
// seen by its owner, a card in a library by nobody (but the top card its owner may look at,
// 401.5), any other card by all; a card revealed, cast, played, discarded or milled is seen by
// all wherever it was.
uint8_t entry_seen_by(const GameState& st, const LogEntry& e);

// `viewer` may see the cards `e` names (the event itself is public: "P2 draws a card").
bool visible_to(const LogEntry& e, PlayerId viewer);
// `e` as `viewer` sees it: the cards they may not see are kHiddenCard, with no object number.
LogEntry as_seen_by(const LogEntry& e, PlayerId viewer);
std::string render_text_for(const LogEntry& e, PlayerId viewer);
std::string render_json_for(const LogEntry& e, PlayerId viewer);

}  // namespace lore
