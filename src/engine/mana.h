// Mana costs and mana pools (CR 106, 107.4, 202).
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "types.h"

namespace lore {

// Mana kinds in pool/pip order: W U B R G C.
enum ManaKind : uint8_t { MW, MU, MB, MR, MG, MC, kManaKinds };
char mana_symbol(int kind);
ColorMask mana_kind_color(int kind);  // 0 for colorless
// The mana kinds (bit k = kind k) a mana ability making one mana of `colors` can make (0: {C}).
uint8_t mana_kinds_of(ColorMask colors);

struct ManaCost {
  int16_t generic = 0;
  std::array<int8_t, kManaKinds> pips{};  // colored (and {C}) symbols
  int8_t x = 0;                           // number of {X} symbols
  bool present = false;                   // false for "no mana cost" (CR 202.1b)
  std::array<int8_t, kManaKinds> order{-1, -1, -1, -1, -1, -1};  // printed order of kinds ({R}{W})

  int mana_value(int x_value = 0) const;  // CR 202.3
  ColorMask colors() const;               // CR 202.2
  bool empty() const {
    return generic == 0 && x == 0 &&
           std::all_of(pips.begin(), pips.end(), [](int8_t p) { return p == 0; });
  }
  std::string str() const;  // "{X}{2}{R}"; "" when not present
  // Parses "{2}{R}{R}". Returns false on a symbol it does not know (hybrid, Phyrexian...).
  static bool parse(std::string_view text, ManaCost& out);
  bool operator==(const ManaCost&) const = default;
};

struct ManaPool {
  std::array<int16_t, kManaKinds> amount{};
  int16_t artifact_only = 0;  // of amount[MC]: only for artifact spells and abilities (106.6)
  // Of amount[MC]: only to cast artifact spells or activate abilities of artifact sources (106.6,
  // Cargo Ship).
  int16_t artifact_source_only = 0;
  int total() const;
  void clear() { amount = {}, artifact_only = 0, artifact_source_only = 0; }
  std::string str() const;
  bool operator==(const ManaPool&) const = default;
};

}  // namespace lore
