// Filling in what a player cannot see with cards consistent with what they have seen.
#pragma once
#include <array>
#include <vector>

#include "engine/rng.h"
#include "engine/state.h"

namespace lore::ai {

// The card pools each player's cards are drawn from (open decklists). An empty pool: nothing
// is known, and hidden cards become a basic land.
using DeckLists = std::array<std::vector<CardId>, kMaxPlayers>;  // one per seat

// `view` is a player_view(): every hidden card is kNoCard. Each player's hidden cards (hand,
// library) are drawn without replacement from their decklist minus every card of theirs that
// is visible; the game's generator is reseeded so later shuffles differ between samples.
void determinize(GameState& view, const DeckLists& decks, Rng& rng);

}  // namespace lore::ai
