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

// A Phyrexian mana symbol (107.4f) in a cost, such as {W/P} or the hybrid {G/W/P}: the colors
// that may pay it (bits 0-4, one or two), and the number of {W}..{C} symbols printed before it
// (bits 5-7, for str()). It can be paid with one mana of one of its colors or with 2 life, chosen
// as the spell is cast (601.2b).
constexpr int kMaxPhyrexian = 2;  // per cost; a cost with more is not parsed
constexpr ColorMask phyrexian_colors(uint8_t symbol) { return symbol & 0x1F; }
// The mana kinds of a Phyrexian symbol's colors, first and second as printed ({G/W/P}: G, W);
// `second` is -1 for a one-color symbol.
void phyrexian_kinds(uint8_t symbol, int& first, int& second);
// How the Phyrexian symbols of a spell's cost are paid (601.2b): bit i, symbol i (printed order)
// is paid with 2 life; bit 4 + i, with the second of its two colors (else its first).
constexpr int kPhyrexianLifeBits = 0x0F;
constexpr int kPhyrexianLife = 2;  // life paid for each symbol paid with life (107.4f)

struct ManaCost {
  int16_t generic = 0;
  std::array<int8_t, kManaKinds> pips{};  // colored (and {C}) symbols
  int8_t x = 0;                           // number of {X} symbols
  bool present = false;                   // false for "no mana cost" (CR 202.1b)
  std::array<int8_t, kManaKinds> order{-1, -1, -1, -1, -1, -1};  // printed order of kinds ({R}{W})
  std::array<uint8_t, kMaxPhyrexian> phyrexian{};  // printed order; 0: none (see above)

  int mana_value(int x_value = 0) const;  // CR 202.3
  ColorMask colors() const;               // CR 202.2
  bool empty() const {
    return generic == 0 && x == 0 && phyrexian[0] == 0 &&
           std::all_of(pips.begin(), pips.end(), [](int8_t p) { return p == 0; });
  }
  int phyrexian_count() const { return (phyrexian[0] != 0) + (phyrexian[1] != 0); }
  // 601.2b: the cost with its Phyrexian symbols paid as `paid` says (bits above): each one
  // paid with mana becomes a symbol of the chosen color, each one paid with life is gone.
  ManaCost with_phyrexian_paid(int paid) const;
  std::string str() const;  // "{X}{2}{R}"; "" when not present
  // Parses "{2}{R}{R}", Phyrexian symbols ("{W/P}", "{G/W/P}") included. Returns false on a
  // symbol it does not know (hybrid without P, snow...).
  static bool parse(std::string_view text, ManaCost& out);
  bool operator==(const ManaCost&) const = default;
};

// 106.6: a spending restriction of mana, besides the two kinds of artifact mana ManaPool keeps in
// fields of their own. A new restriction is one value here and one case in spend_allowed()
// (payment.cpp).
enum class SpendOnly : uint8_t {
  Anything,
  Abilities,  // "You can't spend this mana to cast spells" (Thran Turbine)
  // "Spend this mana only to cast an instant or sorcery spell or a kicked spell" (Volshe
  // Tideturner): a spell is kicked once its kicker is announced (601.2b, 702.33d)
  InstantSorceryOrKicked,
  // "Spend this mana only to cast creature spells with no abilities" (Jasmine Boreal of the Seven:
  // has_no_abilities(), an ability an effect gives the spell included, ruling DMU-R-0400)
  CreatureSpellWithNoAbilities,
  // "Spend this mana only to cast an Equipment spell or activate an equip ability" (Freya
  // Crescent): the equip ability being paid for is known through ActivationScope
  EquipmentSpellOrEquipAbility,
  // "Spend this mana only to cast a legendary spell" (Plaza of Heroes; 205.4, the spell as it is)
  LegendarySpell,
  // "Spend this mana only to cast Dragon creature spells" (Rivaz of the Claw)
  DragonCreatureSpell,
  // "Spend this mana only to cast a noncreature spell" (The Emperor of Palamecia)
  NoncreatureSpell,
  Count
};
constexpr int kSpendRules = static_cast<int>(SpendOnly::Count) - 1;  // the restrictions

struct ManaPool {
  std::array<int16_t, kManaKinds> amount{};
  int16_t artifact_only = 0;  // of amount[MC]: only for artifact spells and abilities (106.6)
  // Of amount[MC]: only to cast artifact spells or activate abilities of artifact sources (106.6,
  // Cargo Ship).
  int16_t artifact_source_only = 0;
  // Of amount[k]: mana to be spent only as restriction r says, at (r - 1) * kManaKinds + k.
  std::array<int16_t, kSpendRules * kManaKinds> restricted{};
  int16_t& restricted_of(SpendOnly r, int k) {
    return restricted[static_cast<size_t>((static_cast<int>(r) - 1) * kManaKinds + k)];
  }
  int16_t restricted_of(SpendOnly r, int k) const {
    return restricted[static_cast<size_t>((static_cast<int>(r) - 1) * kManaKinds + k)];
  }
  int total() const;
  void clear() { amount = {}, artifact_only = 0, artifact_source_only = 0, restricted = {}; }
  std::string str() const;
  bool operator==(const ManaPool&) const = default;
};

}  // namespace lore
