// Structured game log (ARCHITECTURE §5): every entry carries the CR rule behind it.
#pragma once
#include <string>
#include <vector>

#include "types.h"

namespace lore {

enum class LogKind : uint8_t {
  GameStart,
  StartingPlayer,
  Mulligan,
  Keep,
  Bottom,
  TurnStart,
  StepStart,
  Untap,
  Draw,
  PlayLand,
  Cast,
  Activate,
  ManaAbility,
  TriggerPut,
  Resolve,
  Fizzle,
  Countered,
  Damage,
  LifeGain,
  LifeLoss,
  Destroy,
  ZoneChange,
  CountersAdded,
  CountersRemoved,
  TokenCreated,
  Tap,
  Attack,
  Block,
  Discard,
  Mill,
  Scry,
  Surveil,
  ManaEmpties,
  DamageRemoved,
  SbaLoss,
  SbaDies,
  LegendRule,
  GameOver,
  Pump,
  Keywords,
  Sacrifice,
  Exiled,
  ReturnToHand,
  CleanupDiscard,
  DrawEmpty,
  Replaced,
  ChapterTriggered,
  ReadAheadChosen,
  // 614.1c: as obj enters, its controller looks at a player's hand (amount: that player)
  LooksAtHand,
  NameChosen,      // 201.4: a card name (card2) is chosen for obj as it enters (614.1c)
  Transformed,     // a permanent transformed, or entered with its back face up (701.27a, 712.14a)
  Prevented,       // damage was prevented (615.1a)
  Fight,           // 701.14a
  Attached,        // an Equipment became attached (701.3a)
  Unattached,      // 704.5n
  ManaAdded,       // by a resolving spell or ability that isn't a mana ability (106.4)
  AbilityGranted,  // 613.1f: an object gains an ability
  LosesGame,       // 104.3e: an effect says a player loses the game
  CostPaid,        // a cost demanded by an effect was paid (ward, 702.21a)
  SpellCopied,     // 707.10: a copy of a spell is put on the stack
  Reveal,
  Search,
  Shuffle,
  BecomesCreature,
  BecomesCreatureForGood,  // 205.1a, 611.2a: "becomes a 2/2 creature" with no duration
  BecomesTypes,            // 205.1a: its card types became only these (amount: the mask)
  PhasedOut,
  PhasedIn,
  CopyCreated,
  CeasesToExist,
  Kicked,      // a spell's kicker costs were announced (702.33d; amount: how many)
  Enlisted,    // an attacking creature enlisted another (702.154c; obj2: the tapped one)
  Returned,    // a card exiled "until" an event returns after it (610.3c)
  AttackCost,  // the attacking player pays the total cost to attack (508.1g-h)
  TierChosen,  // 702.183a: the mode (and its additional cost) of a tiered spell
  // 122.1c: a shield counter is removed instead of the permanent being destroyed
  ShieldReplaces,
  // 700.2, 603.3c: a triggered ability's mode is chosen at random (amount: the mode)
  ModeAtRandom,
  LosesAbilities,  // 613.1f: an object loses all abilities until end of turn (amount 1: until a
                   // player casts a creature spell)
  BasePT,          // 613.4b: an object's base power and toughness become amount/amount2
  ControlChanged,  // 613.1b: a player gains control of a permanent
  RegenShield,     // 701.19a: a regeneration shield is created for a permanent
  Regenerated,     // 701.19a: a permanent is regenerated instead of being destroyed
  Crews,           // 702.122b: a creature tapped for a crew cost crews the Vehicle obj2
  // 601.2b, 118.8: optional life costs offered by permanents were announced for a spell (amount:
  // the life to pay)
  LifeCostsAnnounced,
  // 701.42a: two cards were melded into obj (card: the combined back face); with amount 1,
  // obj and obj2 couldn't be melded and stay where they are (701.42c)
  Melded,
  // 611.2a: an effect with a duration ending on an event ended for obj ("until a player casts a
  // creature spell")
  EffectEnds,
  // 614.1a: a replacement effect of obj2 changed the number of an event (counters put, life
  // gained, cards milled) from amount to amount2
  AmountReplaced,
  // 601.2b, 107.4f: how a Phyrexian mana symbol of a spell's cost will be paid (amount: 2 life,
  // or 0 and amount2: the mana kind)
  PhyrexianAnnounced,
  // 702.150a: obj enters with 2 * amount fewer loyalty counters (amount: Phyrexian symbols paid
  // with life)
  Compleated,
  PoisonCounters,  // 122.1f: a player gets amount poison counters
  // 601.2d: obj, a target of the spell or ability of obj2 (card2), is given amount of what is
  // divided
  Divided,
  // 614.1c, 707.2: obj (card: its own card) enters as a copy of obj2 (card2: the copied face);
  // with amount 1, its controller chose not to copy anything
  EntersAsCopy,
  // 712.14a: obj, put onto the battlefield transformed but not a double-faced card (a copy of
  // one), stays in its zone
  StaysInZone,
  CantEnter,  // 303.4g: obj, an Aura with nothing it could enchant, stays where it is
  // 603.2: a triggered ability of obj triggers on an event about obj2 (logged for events that
  // happen where no other entry shows the trigger, such as untapping in the untap step)
  Triggered,
  RemovedFromCombat,  // 506.4: obj stops being an attacking or blocking creature
  TurnEnds,           // 724.1: an effect (of obj) ends the turn
  // 701.22a, 701.25a: a card (obj) a player looked at while scrying or surveilling, and where it
  // went (amount 0: stays on top, 1: the bottom of the library, 2: the graveyard)
  LookedAt,
  // 800.4a: a player left a multiplayer game (amount: objects they owned that left with them)
  LeavesGame,
  // 701.23a: obj, a card a player found searching a library, is put into zone `to` (hand,
  // library or graveyard: the zones a ZoneChange entry doesn't show)
  SearchFound,
  // 705.2: a player (player) flipped a coin for obj's ability: amount 1 won the flip, 0 lost it
  CoinFlip,
  PlayerAtRandom,  // an opponent chosen at random (Vial Smasher)
  Proliferate,     // 701.34a: a player (player) proliferates
  // 616.1: the player (player) chose the replacement or prevention effect of obj2 (card2) to
  // apply first to an event about obj (amount 1: a land that so enters tapped, 2: untapped)
  ReplacementFirst,
  // 702.51a, 702.51c: the creature obj convoked the spell obj2, paying one {W}..{G} of kind amount
  // or, with amount kConvokeGeneric, one generic mana
  Convoked,
  // 702.143a: obj, a card its owner foretold, is exiled face down (seen by its owner only)
  Foretold,
  // 500.8: obj's effect adds a step or phase: amount 0, a combat phase after this phase; 1, an end
  // step after this step
  AdditionalStep,
  // 120.10: obj (a creature or planeswalker) was dealt amount excess damage by obj2 (card2)
  ExcessDamage,
  // 502.3: its controller chose not to untap obj during the untap step ("You may choose not to
  // untap ...")
  StaysTapped,
  // 614.11, 121.6: a player (player) replaced a draw with obj's effect (Abundance), choosing land
  // (amount 0) or nonland (1)
  DrawReplaced,
  // 707.10: the player (player) puts a copy of the ability of obj (card) on the stack, the stack
  // item amount
  AbilityCopied,
  // 701.15a-b: obj is goaded by the player amount
  Goaded,
  // 725.3: the player (player) becomes the monarch
  BecomesMonarch,
  // 305.7: obj becomes the basic land type amount (0 Plains ... 4 Forest) until end of turn
  BecomesLandType,
  // 406.3, 702.75a: obj is exiled face down with the source obj2 (hideaway); seen by its owner
  ExiledFaceDown,
  // 707.2, 613.2: obj (card: the card it was) becomes a copy of obj2 (card2: the copied face);
  // amount 1: a copy effect "until end of turn" ended and it is card again (611.2a)
  BecomesCopy,
  // 500.7: the player (player) will take an extra turn after this one
  ExtraTurnAdded,
  // 614.10: the player (player) skips the extra turn they would begin
  ExtraTurnSkipped,
};

// LogEntry::seen: bit p set when player p may see the cards an entry names.
// kSeenByAll: every seat of a game of up to six players (kMaxPlayers).
constexpr uint8_t kSeenByNobody = 0, kSeenByAll = 0b11'1111, kSeenUnset = 0xFF;
static_assert(kSeenByAll == (1u << kMaxPlayers) - 1, "every seat sees a public entry");
constexpr uint8_t seen_by_player(PlayerId p) { return static_cast<uint8_t>(1u << p); }
// The card of an entry seen by a player who may not see it: rendered "a card" (log_view.h).
constexpr CardId kHiddenCard = -2;

struct LogEntry {
  LogKind kind;
  const char* rule = "";  // CR rule number, e.g. "704.5g"
  int32_t turn = 0;
  Step step = Step::Untap;
  PlayerId player = kNoPlayer;
  CardId card = kNoCard;  // main object's card
  ObjId obj = kNoObj;
  CardId card2 = kNoCard;  // second object's card (target, source...)
  ObjId obj2 = kNoObj;
  int32_t amount = 0;
  int32_t amount2 = 0;
  Zone from = Zone::None, to = Zone::None;
  // The players who may see the cards it names (bit p: player p; log_view.h). Left at
  // kSeenUnset, Game::emit works it out from where those cards are.
  uint8_t seen = kSeenUnset;
};

using Log = std::vector<LogEntry>;

std::string render_text(const LogEntry& e);
std::string render_json(const LogEntry& e);

}  // namespace lore
