// A fast static evaluation of a position from one player's side (docs/ai.md).
#pragma once
#include "engine/state.h"

namespace lore::ai {

// Large for a won game, very negative for a lost one; otherwise the difference between the two
// sides' material: life, cards in hand, lands, creatures (power, toughness, keywords, counters),
// other permanents, loyalty and the Saga chapters still to come.
double evaluate(const GameState& st, PlayerId me);

// How much one permanent is worth to its controller (the same scale as evaluate()).
double permanent_value(const GameState& st, ObjId id);

constexpr double kWin = 1000.0;

}  // namespace lore::ai
