// The game's format (CR 100.2, 800-810, 903): free-for-all with 2-6 players, Two-Headed Giant
// (810) or Commander (903).
#pragma once
#include <cstdint>

namespace lore {

enum class Format : uint8_t { FreeForAll, TwoHeadedGiant, Commander };

}  // namespace lore
