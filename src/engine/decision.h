// A pending decision: who decides, what kind, and every legal option (ARCHITECTURE §3), or for
// a number (X, damage to assign, "up to N", a chapter...) the range of legal values.
#pragma once
#include <bit>
#include <string>
#include <vector>

#include "types.h"

namespace lore {

enum class DecisionKind : uint8_t {
  None,
  ChooseStartingPlayer,  // 103.1: play or draw
  Mulligan,              // 103.5: keep or mulligan
  MulliganBottom,        // 103.5: a card to put on the bottom
  Priority,              // 117: pass, play a land, cast, activate
  ChooseMode,            // 601.2b
  ChooseX,               // 601.2b
  ChooseTarget,          // 601.2c / 603.3d
  PayMana,               // 601.2g-h: a mana source to activate
  ChooseCostObject,      // 601.2h: what to sacrifice or discard as a cost
  OrderTriggers,         // 603.3b: which of your triggers goes on the stack next
  DeclareAttacker,       // 508.1a: one creature at a time
  DeclareBlocker,        // 509.1a: one creature at a time
  AssignDamage,          // 510.1c-d, 702.19b: damage to one recipient
  ScryCard,              // 701.22: top or bottom
  SurveilCard,           // 701.25: top or graveyard
  ChooseDiscard,         // 701.9: a card to discard
  ChooseCard,            // a card chosen by an effect (e.g. from a revealed hand)
  YesNo,                 // "you may"
  LegendRule,            // 704.5j: the legend to keep
  CleanupDiscard,        // 514.1
  ChooseColor,           // mana of any color
  ChoosePile,            // a pile (1 or 2) for a permanent, or the pile to sacrifice
  ChooseReplacement,     // 616.1: which replacement effect applies first to an event
  ReadAhead,             // 714.3b: the chapter a Saga with read ahead starts at
  ChooseNumber,          // "up to N": how many (counters, ...)
  Kicker,                // 601.2b, 702.33a: pay this kicker cost? (Yes/No, n: its ability index)
  ChooseAttacked,        // 508.4: what a creature put onto the battlefield attacking attacks
  // 601.2b, 118.8: pay this optional life cost a permanent offers? (Yes/No; obj: the spell, n: the
  // permanent)
  OptionalLifeCost,
  // 601.2b, 107.4f: how to pay a Phyrexian mana symbol of the spell's cost (Color options, n: the
  // mana kind; or PayLife; obj: the spell; the decision's n: the symbol's index)
  PhyrexianMana,
  // 601.2d: how much of what is divided the target `about` gets (Number options)
  Divide,
  // 201.4: choose a card name (each option a Name; n: the player whose hand the chooser looks
  // at as they choose, or kNoPlayer)
  ChooseName,
  // 605.3a: the mana ability to activate, after the priority option "activate a mana ability"
  // (Mana options: obj the source, n the kind of mana)
  ChooseManaAbility,
  // 903.9a, 704.6d: put your commander (`about`) from a graveyard or exile into the command zone?
  // (Yes/No)
  CommandZone,
  // 400.3: put this permanent (`about`) on top of or on the bottom of your library? (Top/Bottom,
  // asked of its owner: Ice Magic's Blizzara)
  TopOrBottom,
  // 502.3: "You may choose not to untap <about> during your untap step": untap it in this untap
  // step? (Yes: it untaps with the others; No: it stays tapped), asked of the active player
  Untap,
  // 614.1c, 205: choose a card type or a basic land type as `about` enters (Number options, n:
  // chosen_type_code())
  ChooseType,
};
constexpr DecisionKind kLastDecisionKind = DecisionKind::ChooseType;  // keep last

enum class OptKind : uint8_t {
  Pass,
  PlayLand,
  Cast,
  Activate,  // priority
  Object,
  Player,
  Number,
  Yes,
  No,
  Color,
  PlayFirst,
  DrawFirst,
  Keep,
  Mull,
  Attack,
  NoAttack,
  Block,
  NoBlock,
  Top,
  Bottom,
  Graveyard,
  Done,
  Replacement,  // obj: the affected object; n: the source of the replacement effect, or
                // kRegenerationChoice for its regeneration shield (701.19a)
  PayLife,      // pay n life instead (a Phyrexian mana symbol, 107.4f)
  Name,         // 201.4: n: the card definition whose name it is (card_name_options())
  // 605.3a: activate a mana ability of `obj` for mana of kind n; the mana stays in the pool until
  // the step ends (106.4, 500.4). At priority, one option with obj kNoObj, after every other,
  // stands for them all: choosing it asks ChooseManaAbility.
  Mana,
  // 702.51a: tap the untapped creature `obj` rather than pay one mana of the spell's total cost:
  // a {W}..{G} symbol of kind n (a creature of that color), or generic mana (n kConvokeGeneric).
  Convoke,
  // A target that is an activated or triggered ability on the stack (115.2): obj its source,
  // n its StackItem::id.
  StackAbility,
};
// Option::n of a Convoke option paying generic mana.
constexpr int32_t kConvokeGeneric = -1;
// Option::n of a Replacement option that applies a regeneration shield (701.19a).
constexpr int32_t kRegenerationChoice = -2;
// Option::n of a Replacement option that puts the "additional" counters an effect gave a permanent
// spell (614.1c: Summon: Fenrir's "that creature enters with an additional +1/+1 counter").
constexpr int32_t kAdditionalCountersChoice = -3;
// Decision::n of a ChooseReplacement decision about the damage `about` would deal (616.1); its
// options are {Replacement, that source, the source of the effect}.
constexpr int32_t kDamageOrderChoice = -4;
// Decision::n of a ChooseNumber decision (615.7): how much of a shield, shared by the damage of
// several sources dealt at once, goes to the damage `about` would deal.
constexpr int32_t kShieldShareChoice = -5;
// Option::n of a Replacement option, in a kDamageOrderChoice decision, that applies the
// protection of the player or permanent dealt damage first (702.16e, 702.16k).
constexpr int32_t kProtectionChoice = -6;
// Option::n of an Object option choosing another creature as a permanent enters (614.1c:
// Tyrannical Pitlord), told apart from an answer to an earlier choice of cards.
constexpr int32_t kEnterChoiceObject = -8;
// Option::n of a Replacement option, in a kDamageOrderChoice decision, that applies the shield
// counter of the permanent dealt damage first (122.1c): told apart from that permanent's own
// prevention ability (Fog Bank), whose option names the permanent.
constexpr int32_t kShieldCounterChoice = -7;

struct Option {
  OptKind kind = OptKind::Pass;
  ObjId obj = kNoObj;  // object the option is about
  int32_t n = 0;       // ability index, number, player, color or the attacked/blocked object
  bool operator==(const Option&) const = default;
};

// The legal values of a number decision: lo..hi, less the values `excluded` names (bit i: lo + i
// is not legal; only where hi - lo < 64, e.g. an X that would leave no legal target). Never a
// list of every value: a 10,000 power creature assigns its damage with one range.
struct NumberRange {
  int32_t lo = 0;
  int32_t hi = -1;     // hi < lo: the decision is not a number
  ObjId obj = kNoObj;  // what the number is about (the answer's Option::obj)
  uint64_t excluded = 0;
  bool allows(int64_t v) const {
    return v >= lo && v <= hi && !(v - lo < 64 && (excluded >> (v - lo) & 1));
  }
  // How many values are legal, and the k-th of them (0-based, increasing).
  int64_t count() const {
    if (hi < lo) return 0;
    const int64_t span = int64_t{hi} - lo + 1;  // only the excluded bits within lo..hi count
    return span - std::popcount(span >= 64 ? excluded : excluded & ((uint64_t{1} << span) - 1));
  }
  int32_t nth(int64_t k) const {
    int64_t v = lo;
    for (; v <= hi && v - lo < 64; ++v)  // past lo + 63 no value is excluded
      if (allows(v) && k-- == 0) return static_cast<int32_t>(v);
    return static_cast<int32_t>(v + k);
  }
  bool operator==(const NumberRange&) const = default;
};

struct Decision {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = kNoPlayer;
  ObjId about = kNoObj;         // the spell, ability source or creature the decision concerns
  int32_t n = 0;                // context: target slot, amount to assign, cards left...
  std::vector<Option> options;  // empty for a number decision
  NumberRange range;            // a number decision's legal values, answered by the value
  bool pending() const { return kind != DecisionKind::None; }
  bool is_number() const { return range.hi >= range.lo; }
  // How many answers are legal.
  int64_t choices() const {
    return is_number() ? range.count() : static_cast<int64_t>(options.size());
  }
  bool operator==(const Decision&) const = default;
};

const char* decision_kind_name(DecisionKind k);

}  // namespace lore
