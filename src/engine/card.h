// Immutable card definitions: printed characteristics plus abilities as data
// (ARCHITECTURE §4). Effects are small primitives the resolver interprets.
#pragma once
#include <string>
#include <vector>

#include "mana.h"
#include "types.h"

namespace lore {

// Which objects a filter accepts, relative to the controller of the ability.
struct Filter {
  enum Who : uint8_t { AnyController, You, Opponent };
  enum Extra : uint8_t {
    None,
    Tapped,
    Untapped,
    ToughnessAtLeast,
    PowerAtMost,
    TotalPTAtMost,
    Nonland,
    NonEnchantment,
    HasSubtype,
    NonToken,
    NonCreature,
    NonLegendary,
    TappedIfCreature,  // "artifact, enchantment, or tapped creature": a creature whose other
                       // types aren't among `types` must be tapped
  };
  TypeMask types = 0;  // object must have one of these types (0: any)
  KeywordMask keywords =
      0;  // ...or, for types it lacks, one of these keywords ("creature with flying")
  TypeMask keyword_types = 0;
  Who who = AnyController;
  Extra extra = None;
  int8_t n = 0;        // parameter of extra
  bool other = false;  // "another": not the source itself
  const char* subtype = nullptr;
};

struct TargetSpec {
  enum What : uint8_t { Permanent, Player, Any, GraveyardCard, Spell, ExiledWithSource };
  What what = Permanent;
  Filter filter;
  uint8_t min = 1, max = 1;          // "up to N": min 0
  bool different_from_prev = false;  // "any other target"
  int8_t total_mv_at_most = -1;      // "with total mana value N or less" (all targets together)
};

// Numbers computed at resolution (ARCHITECTURE §4: values by expressions).
struct Value {
  enum Kind : uint8_t {
    Const,
    X,
    SourcePower,
    TargetPower,
    CreaturesYouControl,
    PermanentCardsInYourGraveyard,
    TriggerAmount,
    CreatureCardsInYourGraveyard,
    Domain,  // basic land types among lands you control
    GreatestPowerYouControl,
    TappedCreaturesOpponentsControl,
    Devotion,   // 700.5: colored mana symbols of color `n` in mana costs of your permanents
    LastCount,  // "that many": the number of cards the previous effect discarded or moved
    TriggerObjectManaValue,  // "that card's mana value" (202.3; X is 0 off the stack, 202.3e)
    OpponentsWithCreaturePowerAtLeast,  // opponents who control a creature with power >= n
  };
  Kind kind = Const;
  int16_t n = 0;      // constant, or target slot for TargetPower
  int16_t times = 1;  // multiplier
};

// Who or what an effect acts on.
enum class Who : uint8_t {
  Source,
  Controller,
  EachOpponent,
  EachPlayer,
  Target,
  TargetController,
  AllMatching,
  TriggerObject,
  ActivePlayer,
  LastMoved,  // "it": the object the previous effect created or moved (GameState::last_moved)
};

enum class Op : uint8_t {
  DealDamage,  // amount a to `who` (source deals; slot b names another source target)
  DrawCards,
  GainLife,
  LoseLife,
  Discard,
  DiscardChosenNonland,
  Mill,
  Scry,
  Surveil,
  Destroy,
  Exile,
  ReturnToHand,
  ReturnToBattlefield,
  Sacrifice,
  CreateToken,    // token_name, a copies
  PutCounters,    // counter, a
  Pump,           // +a/+b until end of turn
  GrantKeywords,  // keywords until end of turn
  Tap,
  Untap,
  TapAndStun,
  CounterSpell,
  SeparatePiles,     // the controller splits a player's permanents; that player sacrifices a pile
  SacrificeIt,       // sacrifice `who` (an object) if its controller still controls it
  CreateDelayed,     // 603.7: a delayed trigger (Linked ability a) about the last moved object
  CantBlock,         // `who` can't block this turn
  PayAnyAmountLook,  // Karn: pay any amount of mana, look at that many, one to hand
  CreateEmblem,      // 114.1: `token` names the emblem's definition
  CostMoreThisTurn,  // spells `who` casts this turn cost {a} more (601.2f)
  Reflexive,         // 603.12: "when you do" — Linked ability a triggers now
  // "Exile <who>, then return it to the battlefield [transformed] [under its owner's control]"
  // (400.7, 712.14a); `b` counters of `counter` it enters with ("with a finality counter").
  ExileAndReturn,
  Transform,        // 701.27a: turn `who` over (the same object)
  AddMana,          // a mana of each color in `colors` (colorless if 0), each `a` times (106.4)
  Fight,            // 701.14a: the source (or target slot `source_slot`) fights `who`
  Attach,           // 701.3a: attach the source (an Equipment) to `who`
  DiscardUpTo,      // each `who` discards up to a cards; "that many" is GameState::last_count
  DiscardHand,      // each `who` discards their hand (last_count: how many)
  RevealTopToHand,  // reveal the top card; if it matches `filter`, put it into your hand (701.20a)
  ChooseMovedToHand,  // put up to a of the cards moved "this way" matching `filter` into hand
  CopyToken,          // 707.2: a token that's a copy of `who`; it gains `keywords` (it: last_moved)
  PutCountersUpTo,    // put up to a `counter` counters on `who` (the controller chooses; only a
                      // Saga if `filter` says so)
  PreventDamageToCreatures,  // prevent all damage dealt to creatures `who` controls this turn
  CantBeBlocked,             // `who` can't be blocked this turn
  // "Exile <who> until <the source> leaves the battlefield" (610.3): the card returns under its
  // owner's control (610.3c) right after the source leaves; nothing happens if it already left
  // after the ability triggered or was put on the stack (610.3a-b).
  ExileUntilSourceLeaves,
  // Each `who` player chooses a creature with the greatest mana value among creatures they
  // control; the chosen creatures return to their owners' hands at the same time.
  ReturnGreatestManaValue,
  // Until your next turn, creatures can't attack you unless their controller pays {a} for each
  // of them (508.1d, 508.1g-h).
  AttackTaxUntilYourNextTurn,
};

enum class Cond : uint8_t {
  None,
  Kicked,
  TargetManaValueAtMost,
  IfYouDid,               // the previous optional effect was done ("If you do")
  ActivatedAtLeast,       // the source's abilities were activated cond_n or more times this turn
  CastFromGraveyard,      // "If this spell was cast from a graveyard"
  SourceCountersAtLeast,  // the source has cond_n or more counters of `counter`
};

struct Effect {
  Op op = Op::DrawCards;
  Who who = Who::Controller;
  int8_t slot = 0;  // target slot for Who::Target
  Value a, b;
  KeywordMask keywords = 0;
  Counter counter = Counter::PlusOne;
  const char* token = nullptr;  // token name in the card database
  CardId token_id = kNoCard;    // resolved from `token` when the database is built
  Filter filter;                // for Who::AllMatching
  Cond cond = Cond::None;
  int8_t cond_n = 0;
  bool optional = false;     // "you may"
  bool under_owner = false;  // ReturnToBattlefield: under its owner's control
  bool tapped = false;       // ReturnToBattlefield / CreateToken: tapped
  bool attacking = false;    // CreateToken: attacking (508.4: it was never declared)
  bool they_choose = false;  // "you may" is decided by the player the effect names
  int8_t source_slot = -1;   // damage source is this target instead of the ability's source
  bool transformed = false;  // ExileAndReturn: returns with its back face up (712.14a)
  ColorMask colors = 0;      // AddMana
};

struct Mode {
  std::vector<TargetSpec> targets;
  std::vector<Effect> effects;
  std::string text;
};

struct Cost {
  ManaCost mana;
  bool tap = false;
  bool sacrifice_self = false;
  int8_t sacrifice_count = 0;  // sacrifice N permanents matching sacrifice_filter
  Filter sacrifice_filter;
  int8_t discard = 0;
  int8_t exile_from_graveyard = 0;  // exile N other cards from your graveyard
  int8_t tap_count = 0;             // "Tap N untapped <tap_filter> you control"
  Filter tap_filter;
  int8_t life = 0;
  bool loyalty = false;  // a loyalty ability (606): its cost is loyalty_change counters
  int8_t loyalty_change = 0;
};

enum class Event : uint8_t {
  None,
  EntersBattlefield,
  Dies,
  CastSpell,
  Attacks,
  YouAttack,
  LandEnters,
  BecomesTapped,
  BlocksFlyer,
  CombatDamageToPlayer,
  GainLife,
  BeginningOfUpkeep,
  BeginningOfEndStep,
  BeginningOfDrawStep,
  FinalChapterTriggers,  // "Whenever the final chapter ability of <subject> triggers" (714.2d)
};

// Intervening "if" clauses (603.4), checked when it triggers and again on resolution.
enum class TriggerIf : uint8_t {
  None,
  ControlCreatureWithPowerAboveBase,
  SpellManaSpentAtLeast4,  // "if at least four mana was spent to cast it"
};

struct Trigger {
  bool each_player = false;  // "at the beginning of each player's ..." (not just yours)
  TriggerIf if_clause = TriggerIf::None;
  Event event = Event::None;
  bool self = true;  // the object with the ability is the subject
  Filter subject;    // otherwise: subject matching this (relative to controller)
  Filter spell;      // for CastSpell: what kind of spell
};

enum class StaticKind : uint8_t {
  None,
  Anthem,  // objects matching filter get +p/+t
  OpponentsCantGainLife,
  PowerIsCreaturesYouControl,  // characteristic-defining ability (604.3)
  KeywordsDuringYourTurn,      // has `keywords` as long as it's its controller's turn
  EnchantedGets,               // the permanent it's attached to gets +p/+t and `keywords`
  SpellsCostLess,              // your spells of `colors` cost {power} less (601.2f)
};

struct StaticAbility {
  StaticKind kind = StaticKind::None;
  Filter filter;
  int8_t power = 0, toughness = 0;
  KeywordMask keywords = 0;
  ColorMask colors = 0;
  bool your_turn_only = false;  // Anthem: "During your turn, ..."
};

enum class AbilityKind : uint8_t {
  Spell,
  Activated,
  Mana,
  Triggered,
  Static,
  EntersWithCounters,
  EntersTapped,
  Linked,         // a delayed or reflexive triggered ability, created by another ability's effect
  CostReduction,  // "This spell costs {1} less to cast for each ...": `amount` generic (601.2f)
  Enchant,        // 702.5: an Aura spell targets what it can enchant (`stat.filter`)
  AltCostFromGraveyard,  // 118.9: cast from your graveyard paying `cost` instead of its mana cost
                         // (flashback 702.34a when `flashback`: exiled as it leaves the stack)
  ReplaceDies,  // "If <stat.filter> would die, exile it instead" (614.1a); then `replace_life`
                // life for its controller and Linked ability `linked` triggers ("When you do")
};

struct Ability {
  AbilityKind kind = AbilityKind::Spell;
  Cost cost;
  bool sorcery_speed = false;
  int8_t chapter = 0;          // N for a chapter ability "{rN}—" (714.2)
  bool once_per_turn = false;  // activate only once each turn; for triggers, trigger only once
  Trigger trigger;
  std::vector<Mode> modes;  // one for non-modal; "choose one" otherwise
  StaticAbility stat;
  ColorMask mana_colors = 0;  // mana abilities: one mana of any of these colors; 0 = {C}
  int8_t mana_amount = 1;
  bool artifact_spells_only = false;   // "can't be spent to cast a nonartifact spell" (106.6)
  Counter counter = Counter::PlusOne;  // EntersWithCounters
  Value counters;
  Value amount;  // CostReduction
  int8_t replace_life = 0;
  int8_t linked = -1;
  bool flashback = false;  // AltCostFromGraveyard: the flashback keyword (702.34a)
  std::string text;
};

struct CardDef {
  CardId id = kNoCard;
  std::string name, set, type_line, oracle, power_text, toughness_text, loyalty_text;
  ManaCost cost;
  TypeMask types = 0;
  uint8_t supertypes = 0;
  std::vector<std::string> subtypes;
  ColorMask colors = 0;
  int16_t power = 0, toughness = 0, loyalty = 0;
  KeywordMask keywords = 0;
  std::vector<Ability> abilities;
  bool implemented = false;
  bool token = false;
  bool read_ahead = false;      // 702.155
  int16_t mana_value = 0;       // printed (202.3), computed once
  bool affects_others = false;  // has a static ability that changes other objects (chars())
  bool cda_power = false;       // its power is defined by a characteristic-defining ability
  bool saga = false, aura = false, equipment = false;
  bool replaces_dies = false;  // has a ReplaceDies ability
  // Transforming double-faced cards (712): each face is its own definition. The front face's
  // definition names its back face; the back face's names its front. A back face has no mana
  // cost (its mana value is the front face's, 712.8e) and its colors are its color indicator.
  CardId back = kNoCard;
  CardId front = kNoCard;
  bool is_back_face() const { return front != kNoCard; }

  bool has_subtype(std::string_view s) const;
  bool is(TypeMask t) const { return (types & t) != 0; }
};

}  // namespace lore
