// Rule-based answers to every kind of decision, fast enough for playouts (docs/ai.md).
#pragma once
#include "engine/rng.h"
#include "engine/state.h"

namespace lore::ai {

// The option of st.decision a sensible player picks by simple rules: lands first, the most
// expensive spell it can cast, attacks and blocks that don't throw creatures away, removal at
// the opponent's best permanent. Reads only what the deciding player may see, plus their own
// hand. `rng` breaks some ties and picks activations now and then.
int rule_choice(const GameState& st, Rng& rng);

// The index of the first option of kind `k`, or -1.
int index_of(const std::vector<Option>& opts, OptKind k);

// The attack and block rules on their own (tests, the search's move ordering).
bool worth_attacking(const GameState& st, ObjId attacker);
// The attacker `blocker` should block, or kNoObj.
ObjId best_block(const GameState& st, ObjId blocker);

}  // namespace lore::ai
