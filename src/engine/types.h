// Basic value types shared by the whole engine.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

namespace lore {

using ObjId = int32_t;    // index into GameState::objects; never reused (CR 400.7)
using PlayerId = int8_t;  // a seat, 0 .. kMaxPlayers - 1 (turn order is seat order, 102.1)
using CardId = int16_t;   // index into the card database
constexpr ObjId kNoObj = -1;
constexpr PlayerId kNoPlayer = -1;
// 800.1: a free-for-all game has up to six players here (two: the two-player game).
constexpr int kMaxPlayers = 6;
constexpr CardId kNoCard = -1;

enum class Zone : uint8_t { Library, Hand, Battlefield, Graveyard, Stack, Exile, Command, None };

// CR 500: phases and steps, in turn order.
enum class Step : uint8_t {
  Untap,
  Upkeep,
  Draw,
  Main1,
  BeginCombat,
  DeclareAttackers,
  DeclareBlockers,
  FirstStrikeDamage,
  CombatDamage,
  EndCombat,
  Main2,
  End,
  Cleanup
};

enum Color : uint8_t { White = 1, Blue = 2, Black = 4, Red = 8, Green = 16 };
using ColorMask = uint8_t;

// Card types (CR 300.1) as bits.
enum CardType : uint16_t {
  TArtifact = 1,
  TCreature = 2,
  TEnchantment = 4,
  TInstant = 8,
  TLand = 16,
  TPlaneswalker = 32,
  TSorcery = 64,
  TBattle = 128,
  TKindred = 256
};
using TypeMask = uint16_t;

enum Supertype : uint8_t { SLegendary = 1, SBasic = 2, SSnow = 4, SWorld = 8 };

// Keyword abilities that the rules check directly (CR 702).
enum Keyword : uint32_t {
  KFlying = 1u << 0,
  KReach = 1u << 1,
  KMenace = 1u << 2,
  KDefender = 1u << 3,
  KVigilance = 1u << 4,
  KHaste = 1u << 5,
  KFirstStrike = 1u << 6,
  KDoubleStrike = 1u << 7,
  KTrample = 1u << 8,
  KDeathtouch = 1u << 9,
  KLifelink = 1u << 10,
  KIndestructible = 1u << 11,
  KHexproof = 1u << 12,
  KFlash = 1u << 13,
  KShroud = 1u << 14,  // 702.18
  // Landwalk (702.14): one bit per basic land type.
  KPlainswalk = 1u << 15,
  KIslandwalk = 1u << 16,
  KSwampwalk = 1u << 17,
  KMountainwalk = 1u << 18,
  KForestwalk = 1u << 19,
  KFear = 1u << 20,  // 702.36
};
using KeywordMask = uint32_t;
constexpr int kKeywordCount = 21;

// Kinds of counters (CR 122). Extend as cards need them.
enum class Counter : uint8_t {
  PlusOne,
  MinusOne,
  Loyalty,
  Lore,
  Stun,
  Poison,
  Finality,        // 122.1h
  Indestructible,  // 122.1b: a keyword counter
  Shield,          // 122.1c: not a keyword counter; it makes a replacement and a prevention effect
  Verse,           // Urza's Saga "growing" enchantments and Vile Requiem count them (122.6)
  Deathtouch,      // 122.1b: a keyword counter
  Charge,          // 122.1: no rules meaning of its own (Excalibur II counts them)
  Egg,             // 122.1: no rules meaning of its own (Xira, the Golden Sting)
  Page,            // 122.1: no rules meaning of its own (Barrin's Codex counts them)
  Soot,            // 122.1: no rules meaning of its own (Smokestack counts them)
  Ingenuity,       // 122.1: no rules meaning of its own (Jhoira, Ageless Innovator counts them)
  Point,           // 122.1: no rules meaning of its own (Strixhaven Stadium counts them)
  Phyresis,        // 122.1: no rules meaning of its own (Weatherlight Compleated counts them)
  Fungus,          // 122.1: no rules meaning of its own (Sporogenesis counts them)
  Petal,           // 122.1: no rules meaning of its own (Lotus Blossom counts them)
  Cell,            // 122.1: no rules meaning of its own (Sephiroth, Fallen Hero's Jenova Cells)
  Count
};

// Characteristics after continuous effects (CR 613), as last known when needed.
struct Chars {
  TypeMask types = 0;
  uint8_t supertypes = 0;
  ColorMask colors = 0;
  int16_t power = 0, toughness = 0;
  KeywordMask keywords = 0;
  int16_t mana_value = 0;
  ColorMask protection = 0;  // 702.16a: the colors it has protection from
  bool operator==(const Chars&) const = default;
};

// The characteristics chars() computed for permanents through the layers (613), by object id,
// each with the epoch it was computed in (0: none). A write that may change characteristics
// starts a new epoch (GameState::chars_changed()), so older ones are stale. A memo, not part of
// the game: states that differ only in it are equal, and the state text omits it.
struct CharsMemos {
  struct Entry {
    uint32_t epoch = 0;
    Chars chars;
  };
  uint32_t epoch = 1;
  std::vector<Entry> by_id;  // sized once a permanent goes through the layers
  bool operator==(const CharsMemos&) const { return true; }
};

// GameState::battlefield_events: a memo, not part of the state's value (as CharsMemos).
struct BattlefieldEvents {
  uint64_t events = 0;
  bool valid = false;
  bool operator==(const BattlefieldEvents&) const { return true; }
};

// GameState::left_attackers: a memo, not part of the state's value (as CharsMemos). With `all`
// false, the objects that left their zone and are still marked attacking are ids[0, n) (an
// attacker's record stays attacking until the combat ends), so the end of combat needn't look
// through every object for them. mark_left() adds one as an attacking object leaves; more than
// fit, a state built or edited by hand (its default, Game::state_edited()) set `all`: the end of
// combat then looks through every object, and starts the list again.
struct LeftAttackers {
  std::array<ObjId, 6> ids{};
  int8_t n = 0;
  bool all = true;
  bool operator==(const LeftAttackers&) const { return true; }
};

// 707.9a-b: what the "except" of a copy effect changes in the copiable values ("except it's
// not legendary", "except it's a 2/2 black Zombie in addition to its other colors and types").
// The result is part of the copy's copiable values (707.2), so a copy of the copy has it too.
constexpr int8_t kThisAbility = -2;  // CopyExcept::ability_index
struct CopyExcept {
  int16_t power = -1, toughness = -1;  // "it's a P/T" (-1: copied)
  TypeMask add_types = 0;              // "in addition to its other types"
  KeywordMask add_keywords = 0;        // 707.9a: "except it has <keyword>"
  ColorMask add_colors = 0;            // "in addition to its other colors"
  bool not_legendary = false;          // "it's not legendary"
  // 707.9a: it has "This Equipment's equip abilities cost {N} less to activate" (Firion)
  int8_t equip_costs_less = 0;
  CardId subtypes_from = kNoCard;  // it also has this card's `becomes_subtypes`
  // "except its name is <name_from's name>" (707.9b; Kimahri, Gogo): read by name_card()
  CardId name_from = kNoCard;
  // "except it has this ability" (707.9b; The Ever-Changing 'Dane, Kimahri): ability
  // `ability_index` of `ability_card` is one of its abilities too (except_ability()).
  // kThisAbility in an effect's except: the resolving ability itself.
  CardId ability_card = kNoCard;
  int8_t ability_index = -1;
  // "it's a 5/5 black Demon" (Ardyn), "it's an artifact and it loses all other card types"
  // (Espers to Magicite): add_types and add_colors replace the copied ones (205.1a, 105.3), and
  // the subtypes are only subtypes_from's (none without it)
  bool sets_types = false;
  bool sets_colors = false;
  bool any() const { return *this != CopyExcept{}; }
  bool operator==(const CopyExcept&) const = default;
};

const char* zone_name(Zone z);
const char* step_name(Step s);
const char* counter_name(Counter c);
// 122.1b: the keyword a keyword counter gives (0: not a keyword counter).
KeywordMask counter_keyword(Counter c);
const char* keyword_name(Keyword k);  // single bit

// The base toughness of an effect that sets only the base power (613.4b: PuPu UFO), in
// ContinuousEffect::base_toughness and the log.
constexpr int16_t kBaseUnchanged = INT16_MIN;

// How long a control-changing effect lasts (611.2a-b).
enum class ControlUntil : uint8_t {
  Forever,        // no duration: the rest of the game (or until the permanent leaves)
  EndOfTurn,      // "until end of turn": ends at cleanup (514.2)
  WhileControls,  // "for as long as you control <source>" (611.2b)
  // An Aura's "You control enchanted permanent" (Confiscate, 613.1b): while `source` is attached
  // to it, keeps that ability and is controlled by `to` (sync_aura_control(), control.cpp)
  WhileAttached,
};

}  // namespace lore
