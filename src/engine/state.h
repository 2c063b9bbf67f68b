// The game state is a value (ARCHITECTURE §2): copying it is a plain copy.
#pragma once
#include <array>
#include <cassert>
#include <vector>

#include "decision.h"
#include "format.h"
#include "mana.h"
#include "rng.h"
#include "types.h"

namespace lore {

// Object::attack_target: what an attacking creature attacks (506.2, 508.1b). Players 0 and 1
// are 0 and 1, a planeswalker is its object id + 2 (the two-player encoding, kept by logs and
// replays), players 2 .. 5 are -2 .. -5 (-1: none).
constexpr int32_t kNoAttack = -1;
constexpr int32_t attack_code(PlayerId p) { return p < 2 ? p : -p; }
constexpr int32_t attack_code_pw(int32_t planeswalker) { return planeswalker + 2; }
constexpr bool attacks_planeswalker(int32_t code) { return code >= 2; }
constexpr int32_t attacked_planeswalker(int32_t code) { return code - 2; }
// The player attacked (a player code), kNoPlayer for a planeswalker or none.
constexpr PlayerId attacked_player(int32_t code) {
  return code == kNoAttack || code >= 2 ? kNoPlayer
                                        : static_cast<PlayerId>(code < 0 ? -code : code);
}

// Fields are ordered by size so the record packs without padding (the state is copied whole).
struct Object {
  // 4-byte fields
  ObjId id = kNoObj;
  ObjId blocking = kNoObj;  // the attacker this creature blocks
  ObjId attached_to = kNoObj;
  int32_t attack_target = -1;  // see attack_code(): the attacked player or planeswalker
  ObjId prev = kNoObj;         // the object it was before its last zone change
  ObjId exiled_by = kNoObj;    // the permanent whose effect exiled it ("exiled with"); or the
                               // first card exiled with it, for "return them" (Golden Argosy)
  // The turn it entered the battlefield (702.155a); for a card put into a graveyard from the
  // battlefield, the turn it was put there ("put there from the battlefield this turn").
  int32_t entered_turn = -1;
  int32_t play_turn = -1;     // in exile: its owner may play it during this turn (Jaya's -1)
  int32_t timestamp = 0;      // 613.7
  ObjId phase_lock = kNoObj;  // can't phase in while phase_lock_controller controls it
  // The moment (see moment()) it came under its controller's control: it entered the
  // battlefield or its controller changed (702.30a).
  int32_t controlled_since = 0;
  // 614.1c: what its "As this enters, choose ..." ability (other than a card name, `named`)
  // chose, kept by the permanent it becomes: a card type's or a basic land type's code
  // (chosen_type_code()), or another permanent's id (Tyrannical Pitlord's creature); -1: none.
  int32_t chosen = -1;
  // 2-byte fields
  CardId card = kNoCard;
  // The last turn a lore counter was put on it (16 bits, saturating: the Object stays within two
  // cache lines, below)
  int16_t lore_turn = -1;
  int16_t damage = 0;
  int16_t x = 0;           // value of X it was cast with
  int16_t mana_spent = 0;  // mana spent to cast it (601.2h)
  // 201.4, 614.1c: the card name chosen as it entered (NameAsEnters; kNoCard: none). Chosen on
  // the object about to enter, and kept by the permanent it becomes.
  CardId named = kNoCard;
  // A nontoken permanent that is a copy of another (707.2; it entered as a copy, 614.1c:
  // Phyrexian Metamorph): the card that represents it, while `card` is the copied face (707.8)
  // and `except` the copy's exceptions (707.9b). Set on the permanent spell as the choice is
  // made just before it enters (614.12a); move_object() carries it only onto the battlefield, so
  // the object stops being a copy as it leaves (400.7). kNoCard: not such a copy.
  CardId represented_by = kNoCard;
  std::array<int16_t, static_cast<int>(Counter::Count)> counters{};
  // 1-byte fields
  PlayerId owner = 0, controller = 0;
  Zone zone = Zone::None;
  uint8_t kicked = 0;  // 702.33d: bit i: its i-th kicker cost was paid (popcount: times kicked)
  uint8_t activations = 0;          // activations this turn (for "only once each turn")
  uint8_t loyalty_activations = 0;  // loyalty abilities activated this turn (606.3)
  uint8_t triggered = 0;        // bit i: ability i triggered this turn (for "only once each turn")
  int8_t read_ahead = 0;        // the chapter chosen as it enters (714.3b)
  Zone cast_from = Zone::None;  // a spell: the zone it was cast from (601.2a)
  int8_t enter_counters = 0;    // a spell: enters with this many more enter_counter counters
  Counter enter_counter = Counter::PlusOne;
  PlayerId phase_lock_controller = kNoPlayer;
  // 715.3d: exiled by its own resolution as an Adventure; this player may play it from exile.
  PlayerId adventure_player = kNoPlayer;
  // In exile: this player may cast it for as long as it remains exiled, whoever owns it (601.3;
  // Ramirez DePietro, Op::ExileTopCastableWhileExiled); a new object (400.7) has no such
  // permission.
  PlayerId exile_caster = kNoPlayer;
  // 701.19a: regeneration shields created this turn, each replacing its next destruction; they
  // end in the cleanup step (514.2).
  int8_t regen_shields = 0;
  // A copy (a token, or a nontoken permanent: represented_by) with "except" changes to its copiable
  // values (707.9b; 707.2: a copy of it copies `card` and these): 1 + their index in
  // GameState::excepts; 0: none (except_of()).
  uint8_t except = 0;
  // A spell: how the Phyrexian symbols of its mana cost are paid, announced as it is cast
  // (601.2b; bits: see kPhyrexianLifeBits). The permanent it becomes keeps it (702.150a).
  uint8_t phyrexian_paid = 0;
  // A card with "you may have this enter as a copy" (614.1c) about to enter by an effect: 1 while
  // the choice is asked, 2 once made (either way). A spell's choice is kept by its task instead.
  uint8_t copy_choice = 0;
  // Its "of each permanent type" graveyard permission (StaticAbility::each_permanent_type,
  // Muldrotha): the permanent types used this turn (bit i: graveyard_type_bit()). Cleared as each
  // turn begins.
  uint8_t graveyard_types_used = 0;
  // One-bit flags, packed into three bytes (a bool each took 14 bytes more). A bit-field reads
  // and assigns as a bool but can't be bound to a reference: the state text visits a copy
  // (state_fields.h).
  bool tapped : 1 = false;
  bool token : 1 = false;
  // A copy of a spell (707.10) or of a card (707.12): it ceases to exist in any zone other than
  // the stack or the battlefield (704.5e, 707.10f: a permanent spell's copy becomes a token).
  bool copy : 1 = false;
  bool sick : 1 = false;  // 302.6: not continuously controlled since its controller's turn began
  bool left : 1 = false;  // moved to another zone; this record is last-known information
  bool attacking : 1 = false;
  // 704.5h: dealt damage by a deathtouch source since the last check
  bool deathtouched : 1 = false;
  bool blocked : 1 = false;       // 509.1h: stays blocked even if its blockers leave
  bool struck_first : 1 = false;  // dealt first-strike combat damage this combat (510.4)
  bool flashback : 1 = false;     // a spell cast with flashback (702.34a)
  // Exiled by exiled_by's effect: its owner may play it during any turn in which they put a
  // lore counter on exiled_by (Summon: Brynhildr).
  bool play_on_lore_turn : 1 = false;
  bool phased_out : 1 = false;         // 702.26b: kept in GameState::phased_out meanwhile
  bool phased_indirectly : 1 = false;  // 702.26g: phased out with the permanent it is attached to
  bool until_leaves : 1 = false;       // in exile until `exiled_by` leaves the battlefield (610.3)
  // Declared as an attacker this turn (508.1a; "attacked this turn"); a creature put onto the
  // battlefield attacking never attacked (508.4). Cleared as each turn begins.
  bool attacked : 1 = false;
  // 701.37b: it became monstrous (a designation, not an ability: it stays when the permanent
  // loses its abilities or stops being a creature, ruling FIN-R-0790; a new object isn't).
  bool monstrous : 1 = false;
  // A counter was put on it this turn (122.6: as it entered too; Wakka's "if a counter was put
  // on Wakka this turn"). Cleared as each turn begins.
  bool counter_put : 1 = false;
  // A spell cast with a permission that says "If that spell would be put into your graveyard,
  // exile it instead" (614.1a; Vohar): only a move to the graveyard is replaced (a flashback
  // spell, 702.34a, is exiled wherever it would go)
  bool graveyard_exile : 1 = false;
  // A permanent that gained "If this permanent would leave the battlefield, exile it instead."
  // (614.1a; Llanowar Greenwidow returned from the graveyard)
  bool leaves_to_exile : 1 = false;
  // Its "Once during each of your turns, you may play/cast ... from your graveyard" was used this
  // turn (Serra Paragon, Rivaz of the Claw; graveyard_permission()). Cleared as each turn begins.
  bool graveyard_permission_used : 1 = false;
  // A spell cast for its dash or blitz cost, and the permanent it becomes (702.109a, 702.152a):
  // it has haste; a copy of it isn't so (rulings FIN-R-0568, FIN-R-0812).
  bool dash_blitz : 1 = false;
  // 406.3: exiled face down (hideaway, 702.75a): only its owner may look at it (player_view());
  // the object it becomes as it leaves exile is face up (400.7)
  bool face_down : 1 = false;
  // A spell cast with a permission saying "that <permanent> enters tapped" (Edgar, Master
  // Machinist; StaticAbility::enters_tapped): the permanent it becomes enters tapped (614.1c)
  bool enter_tapped : 1 = false;
  // A melded permanent (701.42a, 712.4a), one object represented by two cards, has no field of
  // its own: it is the nontoken object, not a copy, whose `card` is a combined back face
  // (is_melded()).

  int count(Counter c) const { return counters[static_cast<int>(c)]; }
  int16_t& counter(Counter c) { return counters[static_cast<int>(c)]; }
  bool operator==(const Object&) const = default;
};
// The object table is walked on every step: an Object larger than two cache lines costs every
// game about 4% (measured when a counter kind took it to 132 bytes).
static_assert(sizeof(Object) <= 128, "Object outgrew two cache lines");

struct Player {
  int32_t life = 20;
  // The moments (see moment()) their latest and their previous upkeep began (-1: none yet): as
  // an upkeep begins, the one before it is "your last upkeep" (702.30a).
  int32_t upkeep_began = -1, last_upkeep_began = -1;
  int16_t poison = 0;
  int16_t turns_taken = 0;  // turns this player has begun, this one included (500.1)
  ManaPool pool;
  std::vector<ObjId> library;  // index 0 is the top
  std::vector<ObjId> hand, graveyard;
  bool lost = false;
  // 800.4a: lost and left the game (its objects are gone); in a two-player game the game simply
  // ends (104.2a).
  bool left_game = false;
  bool drew_from_empty = false;        // 704.5b
  int8_t lands_played = 0;             // 305.2
  int8_t spells_cast = 0;              // this turn
  int8_t instants_sorceries_cast = 0;  // instant and sorcery spells cast this turn (601.2i)
  int8_t noncreature_spells_cast = 0;  // noncreature spells cast this turn (Lyse Hext)
  // Cards drawn this turn (121.2: one at a time; "whenever you draw your third card each turn",
  // Astrologian's Planisphere), counted up to 100
  int8_t cards_drawn = 0;
  // Legendary creature spells cast this turn (601.2i; "the first legendary creature spell you
  // cast each turn", Serah Farron), counted up to 100
  int8_t legendary_creature_spells_cast = 0;
  // A non-Skeleton creature died under their control this turn (Cult Conscript).
  bool nonskeleton_died = false;
  int8_t creatures_died = 0;  // creatures that died under their control this turn (700.4)
  bool dealt_combat_damage_by_legend = false;  // by a legendary creature, this turn (Blitzball)
  int8_t cost_increase = 0;  // generic mana added to their spells this turn (601.2f)
  int16_t life_gained = 0;   // life gained this turn (119.3; Hope Estheim)
  int16_t life_lost = 0;     // life lost this turn (119.3; Y'shtola, Papalymo Totolymo, spectacle)
  int16_t combat_damage_taken = 0;   // combat damage dealt to them this turn (510.2; Blitzball)
  bool card_left_graveyard = false;  // a card left their graveyard this turn (Gau)
  // Yawgmoth's Will: "Until end of turn, you may play lands and cast spells from your graveyard"
  // (601.3, 305.1; ends at cleanup, 514.2) and "If a card would be put into your graveyard from
  // anywhere this turn, exile that card instead" (614.1a; ends as the next turn begins).
  bool plays_from_graveyard = false;
  bool graveyard_to_exile = false;
  bool loyalty_twice = false;  // may activate loyalty abilities twice this turn (606.3)
  // A permanent they controlled left the battlefield this turn (revolt, an ability word, 207.2c:
  // Fatal Push), whatever moved it and wherever it went, tokens too (rulings FIN-R-0471, -0472).
  bool permanent_left = false;
  bool noncreature_locked = false;  // can't cast noncreature spells this turn (Ranger-Captain)
  int8_t mulligans = 0;
  bool kept = false;
  bool dealt_combat_damage_this_turn = false;  // 510.2 (Tymna the Weaver)
  bool dealt_damage_this_turn = false;         // 120.3, any damage (Antagonism)
  // 120.10: a creature or planeswalker this player controlled was dealt excess damage this turn
  // (Rith, Liberated Primeval)
  bool excess_damage_to_yours = false;
  // Bit q: this player was attacked this turn by an Assassin player q controlled as attackers
  // were declared (508.1a; Ramses, Assassin Lord, rulings DMU-R-0432, DMU-R-0434: the player
  // itself, not a planeswalker). Cleared as each turn begins.
  uint8_t attacked_by_assassin_of = 0;
  bool flipped_coin = false;    // flipped a coin this turn (705.2; Edgar)
  bool discarded_card = false;  // discarded a card this turn (701.9; The Raven Man)
  // Put a counter on a creature this turn (122.6, by an effect or cost they controlled, or on a
  // creature entering under their control; Lord Jyscal Guado)
  bool put_counter_on_creature = false;
  // Bit q: this player declared a creature attacking player q this combat (508.1b; melee,
  // 702.121a). Cleared as each combat ends (511.3) and each turn begins.
  uint8_t attacked_this_combat = 0;
  bool operator==(const Player&) const = default;
};

struct Target {
  // Ability: an activated or triggered ability on the stack (115.2), `id` its StackItem::id
  // (a mana ability never is one: 605.3b, it doesn't use the stack).
  enum Kind : uint8_t { None, Object, Player, Ability };
  Kind kind = None;
  int32_t id = 0;
  bool operator==(const Target&) const = default;
};

constexpr int kMaxTargets = 8;

struct StackItem {
  int32_t id = 0;      // unique among stack items (for effects that name one, e.g. ward)
  ObjId obj = kNoObj;  // spell object, or source of an ability
  bool ability = false;
  int8_t index = 0;  // ability index in the source's card definition
  int8_t mode = 0;
  uint8_t modes = 0;  // 700.2: an ability that lets several be chosen: bit i, mode i chosen
  PlayerId controller = 0;
  // A spell: bit i: the i-th optional life cost a permanent offers it (optional_life_costs) was
  // announced as it was cast (601.2b, 118.8).
  uint8_t life_costs = 0;
  int16_t x = 0;
  int8_t ntargets = 0;
  std::array<Target, kMaxTargets> targets{};
  std::array<int8_t, kMaxTargets> spec{};  // which TargetSpec of the mode each target answers
  // 601.2d: what each target gets of what the effect divides ("distribute three counters"); 0
  // for a target of nothing divided.
  std::array<int8_t, kMaxTargets> divided{};
  ObjId trigger_obj = kNoObj;  // object involved in the trigger event (its last-known record)
  // A delayed trigger about a batch of objects (603.7c, "exile them"): the last of them, the
  // first being trigger_obj (DelayedTrigger::last); kNoObj otherwise.
  ObjId trigger_last = kNoObj;
  int16_t trigger_amount = 0;
  PlayerId trigger_player = kNoPlayer;  // the player the trigger event was about
  int32_t trigger_item = 0;             // the stack item the trigger event was about (id)
  CardId source_card = kNoCard;
  // An activated ability: the life paid to activate it (119.4, 602.2b), 0 if none
  int16_t life_paid = 0;
  bool operator==(const StackItem&) const = default;
};

// Last-known characteristics of an object as it left the battlefield or the stack (608.2h,
// 603.10): kept beside the objects, as few of them ever leave those zones.
struct LastKnown {
  ObjId id = kNoObj;
  Chars chars;
  bool operator==(const LastKnown&) const = default;
};

// A control-changing effect (613.1b, layer 2) on a permanent that has at least one with a
// duration: the permanent's controller is the `to` of the latest one still in force (613.7), or,
// with none, `from` of the first (its controller before them all). Effects without a duration
// alone set Object::controller and leave no record (control.cpp).
struct ControlEffect {
  ObjId object = kNoObj;
  PlayerId to = kNoPlayer, from = kNoPlayer;
  ControlUntil until = ControlUntil::Forever;
  ObjId source = kNoObj;  // WhileControls: the permanent `to` must keep controlling
  bool operator==(const ControlEffect&) const = default;
};

// 702.122b: `creature` crewed `vehicle` (tapped to pay its crew cost) this turn.
struct Crewed {
  ObjId vehicle = kNoObj, creature = kNoObj;
  bool operator==(const Crewed&) const = default;
};

// "Choose one that hasn't been chosen" (Ability::modes_once): the modes chosen so far for ability
// `index` of `obj` (bit i: mode i).
struct ModesChosen {
  ObjId obj = kNoObj;
  int8_t index = 0;
  uint8_t modes = 0;
  bool operator==(const ModesChosen&) const = default;
};

// "If this is the fourth time this ability has resolved this turn" (Sephiroth, Fabled SOLDIER):
// the times ability `index` of `obj` resolved this turn (Op::CountResolution)
struct ResolutionCount {
  ObjId obj = kNoObj;
  int8_t index = 0;
  int16_t times = 0;
  bool operator==(const ResolutionCount&) const = default;
};

struct DamageAssignment {
  ObjId source = kNoObj;
  Target to;
  int16_t amount = 0;
  bool operator==(const DamageAssignment&) const = default;
};

// An "until end of turn" (or similar) effect from a resolved spell or ability (611.2).
struct ContinuousEffect {
  ObjId object = kNoObj;  // affected object (611.2c: locked in at resolution)
  int16_t power = 0, toughness = 0;
  KeywordMask keywords = 0;
  int32_t timestamp = 0;
  bool until_end_of_turn = true;
  // "can't block this turn": the object's, or with `object` kNoObj a rule for a class of
  // creatures (class_card, class_ability: "Creatures without flying can't block this turn").
  bool cant_block = false;
  bool unblockable = false;          // "can't be blocked this turn"
  bool must_block = false;           // "blocks this turn if able" (a requirement, 509.1c)
  PlayerId prevent_for = kNoPlayer;  // prevent all damage dealt to creatures this player controls
  CardId grant_card = kNoCard;       // the object gains ability grant_index of this card (613.1f)
  int8_t grant_index = -1;
  // Layer 4: its creature types become `subtypes_card`'s becomes-subtypes of variant
  // `subtypes_variant` (205.1a: "becomes a Human Cleric"); its card types stay.
  bool sets_creature_types = false;
  TypeMask add_types = 0;  // layer 4: card types it gains (205.1b)
  // Layer 4: its card types become `add_types`, replacing the others (205.1a); with the creature
  // type, its creature types become `subtypes_card`'s `becomes_subtypes`, else it has none.
  bool sets_types = false;
  int8_t subtypes_variant = 0;  // (fields are ordered so the record packs without padding)
  CardId subtypes_card = kNoCard;
  bool sets_base = false;  // layer 7b: base power and toughness become base_power/toughness
  // "until a player casts a creature spell": it ends as one becomes cast (601.2i, 611.2a).
  bool until_creature_spell = false;
  int16_t base_power = 0, base_toughness = 0;  // base_toughness kBaseUnchanged: power only
  // "Creatures can't attack <taxed> unless their controller pays {attack_tax} for each"
  // (508.1d, 508.1g-h).
  PlayerId taxed = kNoPlayer;
  int8_t attack_tax = 0;
  // "Creatures can't attack <taxed> or planeswalkers <taxed> controls unless their controller
  // pays `attack_life_tax` life for each of those creatures" (508.1d, 119.4)
  int8_t attack_life_tax = 0;
  PlayerId until_turn_of = kNoPlayer;  // "until your next turn": ends as that turn begins
  // A rule-changing effect naming a class of objects (611.2c: it applies to the objects of the
  // class when the rule is applied, those that arrive later included): the filter of the
  // AllMatching effect of ability `class_ability` of `class_card`, relative to `class_controller`.
  PlayerId class_controller = kNoPlayer;
  int8_t class_ability = -1;
  CardId class_card = kNoCard;
  // Layer 6: the object loses all abilities (613.1f); abilities it gains from effects with a
  // later timestamp still apply (613.7).
  bool loses_abilities = false;
  ColorMask protection = 0;  // layer 6: protection from these colors (702.16a)
  // The keywords (122.1b) of the keyword counters put on the object after this effect began:
  // its counters of those kinds all have a later timestamp now (613.7c), so they apply.
  uint16_t keyword_counters_later = 0;  // a KeywordMask (keyword counters' bits are below 16)
  // A prevention effect (615, prevention_applies()): damage that would be dealt to `object`, or
  // to `prevent_to_player`, or (both unset) to anything; only damage `prevent_from` deals if it is
  // set; only combat damage with `prevent_combat`. `prevent_next` > 0: a shield preventing that
  // much damage in all (615.7); kPreventNextEvent: all the damage of the next such event; 0: all
  // such damage until the effect ends. A used-up shield stops preventing (`prevents` false).
  bool prevents = false;
  bool prevent_combat = false;
  // "<it> can attack this turn as though it didn't have defender" (702.3b; Mobile Fort)
  bool attacks_despite_defender = false;
  // "assigns combat damage equal to its toughness rather than its power" (510.1a; Walking Bulwark)
  bool assigns_by_toughness = false;
  // "assigns its combat damage this turn as though it weren't blocked" (510.1b; Outmaneuver): a
  // blocked creature assigns all its damage to what it attacks, none to its blockers
  bool assigns_as_unblocked = false;
  PlayerId prevent_to_player = kNoPlayer;
  int16_t prevent_next = 0;
  ObjId prevent_from = kNoObj;
  // The spell or ability's source that made the prevention effect: what the affected player names
  // when ordering it among the effects on one damage event (616.1, damage_orders_settled()).
  ObjId prevent_source = kNoObj;
  // "If that creature would die this turn, exile it instead" (614.1a; Suplex): a replacement
  // effect on `object` whose source is `exile_if_dies_source` (die_replacements()).
  ObjId exile_if_dies_source = kNoObj;
  // Layer 4: it gains `subtypes_card`'s becomes-subtypes in addition to its other types (205.1b;
  // Jenova's "becomes a Mutant"), unless a later effect sets its creature types (613.7).
  bool adds_subtypes = false;
  // "for as long as <while_controller> controls <while_controls>" (611.2b): it ends as that
  // permanent leaves the battlefield or changes controller (end_while_controls_effects())
  PlayerId while_controller = kNoPlayer;
  ObjId while_controls = kNoObj;
  // With while_controls: "for as long as <while_controls> remains tapped" (611.2b) instead: it
  // ends as that permanent untaps or leaves the battlefield, whoever controls it (Endoskeleton)
  bool while_tapped = false;
  // "if a source would deal damage to <double_damage_to> or a permanent that player controls, it
  // deals double that damage instead" (614.1a; Lightning, Army of One), named by its
  // `prevent_source` when the affected player orders it among other effects (616.1); with
  // `until_turn_of`, "until your next turn" (611.2b)
  PlayerId double_damage_to = kNoPlayer;
  // 701.15a-b: `object` is goaded by this player (until_turn_of: until that player's next turn)
  PlayerId goaded_by = kNoPlayer;
  // Layers 4 and 6: it becomes this basic land type (1 + its index in Plains, Island, Swamp,
  // Mountain, Forest; 0: none), losing its other land types and its rules text's abilities and
  // gaining the type's mana ability (305.7, 305.6; Pixie Illusionist); counted in ability_losses
  int8_t land_type = 0;
  // "becomes a copy of ... until end of turn" (707.2, 611.2a; Gogo, Mysterious Mime): as the
  // effect ends, `object` is again what it was before: `revert_card`, its except
  // `revert_except` (an Object::except) and `revert_represented_by` (end_copy_effect())
  bool reverts_copy = false;
  uint8_t revert_except = 0;
  CardId revert_card = kNoCard, revert_represented_by = kNoCard;
  bool must_attack = false;  // "attacks this turn if able" (a requirement, 508.1d; Gogo)
  // A prevention effect on `object` that also puts as many +1/+1 counters on it as the damage
  // it prevents, or would prevent if the damage can't be prevented (Gatta and Luzzu, ruling
  // FIN-R-0736)
  bool prevent_adds_counters = false;
  bool operator==(const ContinuousEffect&) const = default;
};

// GameState::damage_record: a player dealt combat damage (kPlayerDamaged - player), and a source
// that was a Dragon as it dealt it.
constexpr ObjId kPlayerDamaged = -2, kDragonSource = -2;

// ContinuousEffect::prevent_next of "the next time ... would deal damage, prevent that damage".
constexpr int16_t kPreventNextEvent = -1;

// DelayedTrigger::turn of one waiting for the beginning of the next end step, or upkeep.
constexpr int32_t kNextEndStep = -1, kNextUpkeep = -2, kNextEndOfCombat = -3;
// "at the beginning of your next upkeep": the next upkeep of the delayed trigger's controller
constexpr int32_t kYourNextUpkeep = -5;
// A delayed trigger about one object that waits for its event whatever the turn (Trigger::
// until_it_triggers).
constexpr int32_t kUntilItTriggers = -4;
// "at the beginning of the next cleanup step" (514.3a)
constexpr int32_t kNextCleanup = -6;

// A delayed triggered ability (603.7) waiting for "the beginning of the next end step" (or
// upkeep), or for the event of its Linked ability's trigger during the turn it was created in.
struct DelayedTrigger {
  CardId card = kNoCard;  // the card whose Linked ability it is
  ObjId source = kNoObj;
  int8_t index = 0;
  PlayerId controller = 0;
  ObjId object = kNoObj;  // the object it refers to ("return it", "sacrifice it")
  // "this turn": the turn it ends with; kNextEndStep, kNextUpkeep: it triggers then
  int32_t turn = -1;
  // A batch made by one effect ("exile them", Waylay's three Knights: one delayed trigger,
  // 603.7c): the objects object..last; kNoObj for one object.
  ObjId last = kNoObj;
  bool operator==(const DelayedTrigger&) const = default;
};

// A triggered ability waiting to be put on the stack (603.3).
struct PendingTrigger {
  ObjId source = kNoObj;
  CardId card = kNoCard;
  int8_t index = 0;
  PlayerId controller = 0;
  ObjId trigger_obj = kNoObj;
  int16_t amount = 0;
  PlayerId trigger_player = kNoPlayer;
  int32_t trigger_item = 0;
  ObjId trigger_last = kNoObj;  // a delayed trigger about a batch (DelayedTrigger::last)
  bool operator==(const PendingTrigger&) const = default;
};

// 903.3: a commander, a designation of the card that follows it through its zone changes (the
// newest object of the card, 400.7, is `obj`).
struct Commander {
  ObjId obj = kNoObj;
  CardId card = kNoCard;
  // 903.8: the times its owner cast it from the command zone (the tax is {2} for each).
  int16_t casts = 0;
  // 903.10a: combat damage it has dealt to each player this game.
  std::array<int16_t, kMaxPlayers> damage{};
  PlayerId owner = 0;
  // 903.9a: put into a graveyard or exile since the state-based actions were last checked.
  bool moved = false;
  bool operator==(const Commander&) const = default;
};

// A resumable unit of engine work (see game.cpp): the engine runs the top task until a
// decision is needed, so the whole control flow lives in the copyable state.
enum class TaskKind : uint8_t {
  StartGame,
  Turn,
  Priority,
  CastSpell,
  Activate,
  Resolve,
  PutTriggers,
  DeclareAttackers,
  DeclareBlockers,
  CombatDamage,
  Cleanup,
  StateBasedActions,
  ReturnExiled,  // 610.3c: returned cards that need a choice as they enter (zones.cpp)
  ManaDamage,    // 605.1a, 616.1: a mana ability's damage, once its order is chosen (payment.cpp)
  ManaAbilityCost,  // 605.3a: a mana ability's mana cost, paid at priority (payment.cpp)
  // 605.3b, 601.2h: the card to discard or permanent to sacrifice for a mana ability's cost
  // (mana_choice.cpp)
  ManaChoiceCost,
  ManaColor,  // 605.4a: the color of mana of any color a triggered mana ability adds (payment.cpp;
              // stage bit 0: while paying for the stack's top item; stage >> 1: its SpendOnly)
  DrawCards,  // 121.1, 614.11: draws a replacement effect may replace, one at a time
              // (draw_replacement.cpp)
  // 608.2g: "cast any number of spells with total mana value N or less from among them without
  // paying their mana costs" (Primeval Spawn), one spell at a time (effects/casting.cpp)
  CastExiledWithinManaValue,
};

// 16 bytes, so it travels in registers: the task loop passes one to every step.
struct Task {
  TaskKind kind = TaskKind::Turn;
  uint8_t stage = 0;
  int16_t c = 0;  // small indexes and counts only
  int32_t a = 0, b = 0, d = 0;
  bool operator==(const Task&) const = default;
};
static_assert(sizeof(Task) == 16);

struct GameState {
  std::vector<Object> objects;
  // Seats 0 .. num_players - 1 are in use (a fixed array keeps the state one flat copy).
  std::array<Player, kMaxPlayers> players;
  std::vector<ObjId> battlefield, exile;
  std::vector<ObjId> phased_out;      // permanents on the battlefield that are phased out (702.26b)
  std::vector<ObjId> command;         // emblems (114) and commanders (903.6), 408
  std::vector<Commander> commanders;  // 903.3: empty unless the game is a Commander game
  std::vector<StackItem> stack;       // back() is the top
  std::vector<ContinuousEffect> effects;
  std::vector<PendingTrigger> pending;
  std::vector<DelayedTrigger> delayed;
  // Spells countered this turn as they were on the stack: last-known information for an
  // ability that copies one after it left (cleared at cleanup).
  std::vector<StackItem> countered;
  // The spells cast this turn, in the order they became cast (601.2i): the objects they were on
  // the stack ("your first Human creature spell each turn", Trigger::first_each_turn). Emptied
  // as each turn begins.
  std::vector<ObjId> cast_this_turn;
  std::vector<Task> tasks;
  // 616.1: the replacement effect an affected object's controller chose for its next event.
  std::vector<std::pair<ObjId, ObjId>> replacement_choices;
  // Control-changing effects on permanents that have one with a duration, in timestamp order.
  std::vector<ControlEffect> control_effects;
  // (Equipment, the permanent it was attached to as that permanent left the battlefield): "an
  // Equipment that was attached to <it>" (Zack Fair). Kept here rather than in Object: one more
  // field there makes every object look-up cost more.
  std::vector<std::pair<ObjId, ObjId>> unattached;
  // (permanent, player): it doesn't untap during that player's next untap step (502.3; Op::
  // DoesntUntapNextUntapStep); each player's go as their untap step ends.
  std::vector<std::pair<ObjId, PlayerId>> skip_next_untap;
  // (permanent, source): the permanent doesn't untap during its controller's untap step for as
  // long as the source remains on the battlefield (502.3, 611.2b;
  // Op::DoesntUntapWhileSourceRemains: Somnophore); an entry whose source left is over, and dropped
  // at the next untap step.
  std::vector<std::pair<ObjId, ObjId>> untap_locks;
  // (permanent, source): likewise "for as long as <the source> remains tapped" (502.3, 611.2b;
  // Op::DoesntUntapWhileSourceTapped: Mana Leech); an entry is over, and dropped, as its source
  // untaps (untap()) or leaves the battlefield.
  std::vector<std::pair<ObjId, ObjId>> tapped_untap_locks;
  // (creature, source): the creature was dealt damage by the source this turn (120.3), recorded
  // while damage_recorders > 0 (Vampiric Embrace); emptied as each turn begins. A player p dealt
  // combat damage (510.2) is recorded as kPlayerDamaged - p, the source as kDragonSource if it was
  // a Dragon then (Estinien Varlineau).
  std::vector<std::pair<ObjId, ObjId>> damage_record;
  // (card exiled face down by foretell, the turn it was foretold): 702.143a. An entry is stale
  // once its object has left exile (400.7).
  std::vector<std::pair<ObjId, int32_t>> foretold;
  // (card, turn): its owner may play it during that turn without paying its mana cost
  // (kCastPermittedFree): a card in the library while it remains on top (Temporal Aperture,
  // 611.2b), or in exile (Urza, Lord High Artificer). Stale once the object left its zone (400.7)
  // or the turn passed; dropped as each turn begins.
  std::vector<std::pair<ObjId, int32_t>> free_plays;
  // (source, object): "the creature put onto the battlefield with <the source>" (607.2a,
  // Op::LinkToSource; Filter::LinkedToSource). Each object id names one zone's object (400.7), so
  // an entry says nothing of the objects either becomes.
  std::vector<std::pair<ObjId, ObjId>> linked;
  // The permanent `obj` has the ManaGrant::ByEffect mana ability of `card` until end of turn
  // (Rain of Filth's lands; 611.2c: the ones its effect found as it resolved), from an effect
  // with `timestamp` (613.7). Emptied in the cleanup step (514.2).
  struct GainedMana {
    ObjId obj;
    CardId card;
    int32_t timestamp;
    bool operator==(const GainedMana&) const = default;
  };
  std::vector<GainedMana> gained_mana;
  std::vector<ModesChosen> modes_chosen;     // 700.2b: see Ability::modes_once
  std::vector<ResolutionCount> resolutions;  // this turn's; see Op::CountResolution
  std::vector<ObjId> scratch;        // objects an effect is working through (scry, blocks...)
  std::vector<ObjId> left_together;  // objects that left the battlefield in the current event
                                     // (603.10a: leave triggers look back at them)
  // 614.12: while several permanents enter in one event, the objects from this id on are those
  // entering: their own static abilities don't change how the others enter (kNoObj otherwise;
  // set and cleared within the event, never across a decision).
  ObjId entering_from = kNoObj;
  // 110.2a: the player an effect puts the permanent now entering under the control of, so that
  // its replacement effects are that player's as it enters (kNoPlayer: its owner; set and
  // cleared around one move, never across a decision).
  PlayerId entering_under = kNoPlayer;
  std::vector<DamageAssignment> assignments;  // combat damage assigned so far this step
  std::vector<Crewed> crewed;                 // crew costs paid this turn (cleared at cleanup)
  std::vector<CopyExcept> excepts;    // the distinct "except" changes of copies (Object::except)
  std::vector<LastKnown> last_known;  // sorted by id (see last_known_chars())
  bool sba_performed = false;         // the last state-based action check did something
  // The last state-based action check found nothing and the engine has since run only work
  // that changes nothing they look at (passing priority, steps without turn-based actions): the
  // next check is skipped. Every task that may change the state clears it (game.cpp), as do the
  // helpers that move objects and change counters, damage and life; the invariant checker
  // verifies at each priority decision of the soak that no state-based action was missed.
  bool sba_settled = false;
  // 704.5d: a token left the battlefield since the last state-based action check; it is in its
  // new zone until that check makes it cease to exist (111.7).
  bool tokens_left = false;
  // The objects [0, cards_seen) are those note_new_cards() has seen (seen_hand_instant below).
  // As wide as ObjId: a long game makes more than 65,535 objects. (Here: it fills padding.)
  uint32_t cards_seen = 0;
  // chars() of permanents, kept until something they are computed from may have changed
  // (chars_changed()): zones, counters, continuous effects, control, attachments, life, the
  // active player.
  mutable CharsMemos chars_memos;
  // The union of the trigger events (CardDef::trigger_events) of the permanents' cards: an event
  // no permanent has a triggered ability for skips the battlefield (trigger_on_event()). Found
  // again after count_sources() or presence_changed() saw the battlefield change.
  mutable BattlefieldEvents battlefield_events;
  // The objects that left their zone still marked attacking (end_combat()).
  LeftAttackers left_attackers;
  bool attackers_declared = false;
  // "After this phase, there is an additional combat phase" (500.8): combat phases still to come
  // right after this one, with no main phase between them (Godo, Najeela; rulings FIN-R-0477,
  // -0547). Cleared as the turn ends.
  int8_t extra_combats = 0;
  int8_t combat_phases = 0;  // combat phases begun this turn (506.1; "the first combat phase")
  int8_t end_steps = 0;      // end steps begun this turn (513.1; "the first end step")
  // "There is an additional end step after this step" (500.8): end steps still to come right
  // after this one, with no cleanup step between them (Y'shtola Rhul, ruling FIN-R-0411).
  int8_t extra_end_steps = 0;
  // 500.7: the player of each extra turn still to come, the one created last (taken first) at
  // the back; Op::TakeExtraTurn. Kept as int32_t like the other id lists of the state text.
  std::vector<int32_t> extra_turns;
  // 500.7: while extra turns are taken, the player whose turn came before them, after whom the
  // turn order goes on (kNoPlayer otherwise)
  PlayerId turn_order_from = kNoPlayer;
  int32_t static_sources = 0;  // permanents whose static abilities change others (chars())
  // Permanents whose card has an activated ability (not a mana ability): with none, the priority
  // options don't look through the battlefield.
  int32_t activated_sources = 0;
  // Permanents whose card is legendary, has a triggered ability, a state trigger (603.8), or a
  // replacement effect for dying: with none (or one legendary), the state-based actions and the
  // trigger checks skip the battlefield. Kept with the two above by count_sources().
  int32_t legendary_sources = 0;
  int32_t trigger_sources = 0;
  int32_t state_trigger_sources = 0;
  int32_t die_replacement_sources = 0;
  // Permanents saying their enchanted permanent's activated abilities can't be activated (602.5):
  // with none, no activation looks for them.
  int32_t activation_locks = 0;
  // Of the objects [0, cards_seen) (cards_seen: above): whether any of their cards (any face)
  // could be cast at instant speed or has an ability usable from a hand or an Adventure, and
  // whether any could be cast or activated from a graveyard. Objects are only ever added, so
  // run_priority extends these before asking (note_new_cards()); the priority options skip the
  // hand outside sorcery timing and the graveyard while nothing seen could use them (and look
  // everywhere when objects were added since).
  bool seen_hand_instant = false, seen_graveyard_use = false;
  int32_t aura_sources = 0;  // Auras: their enchant filter may look at tapped or attacking
  int32_t cost_sources = 0;  // permanents whose static abilities change spell or cycling costs
  // Permanents with a static ability about the top card of a library (CardDef::top_of_library)
  // and permanents that make enter triggers trigger again (enter_triggers_again): with none, the
  // priority options and the triggers don't look for them.
  int32_t top_sources = 0, enter_doublers = 0;
  // Permanents letting their controller cast spells as though they had flash (CardDef::
  // grants_flash): with none, the timing check and the priority options don't look for them.
  int32_t flash_sources = 0;
  // Permanents with "Once during each of your turns, you may play ... from your graveyard"
  // (CardDef::graveyard_permission): with none, graveyard_permission() and the priority options
  // don't look for them.
  int32_t graveyard_permission_sources = 0;
  // Creatures that attack and block only with a creature of greater power (Okk; CardDef::
  // greater_partner): with none, declaring attackers and blockers doesn't look for them.
  int32_t greater_partner_sources = 0;
  // Permanents with a trigger about creatures dealt damage this turn (CardDef::records_damage):
  // with none, damage dealt to creatures isn't recorded (damage_record).
  int32_t damage_recorders = 0;
  // Effects in `effects` that make an object lose all abilities or set its basic land type
  // (ContinuousEffect::land_type, 305.7), plus the land type sources below:
  // with none (nearly always), reading an object's abilities skips the search for them.
  int32_t ability_losses = 0;
  // Permanents whose card changes the number of an event (CardDef::modifies_events): with none,
  // putting counters, gaining life and milling look for no replacement effect, and no trigger
  // looks for a reason to trigger again (603.2d).
  int32_t event_modifiers = 0;
  ObjId last_moved = kNoObj;  // new object of the last object an effect moved ("it")
  // The controller of the spell or ability whose effect is being performed (run_effect()), so
  // that a discard knows who caused it (Metrognome); kNoPlayer between effects.
  PlayerId effect_controller = kNoPlayer;
  // The tokens the last token-copy effect created (consecutive ids): while last_moved is still
  // copies_last, "it" means each of them (several with Doubling Season, 614.1a).
  ObjId copies_first = kNoObj, copies_last = kNoObj;
  int16_t last_count = 0;  // how many cards the last effect discarded ("that many")
  // Bit p: player p did what the last "each player may" effect offered (Who::OpponentsWhoDid)
  uint8_t players_did = 0;
  // Bit 8 * c + p: a creature controlled by c dealt combat damage to player p in the combat
  // damage event being dealt (510.2; Event::CreaturesDealCombatDamageToPlayer)
  uint64_t combat_damage_pairs = 0;
  // Permanents whose static ability sets the land type of the permanent they enchant to a basic
  // land type, which loses the abilities of its rules text (305.7; CardDef::sets_land_type, kept
  // by count_sources()): with none, nothing looks for them.
  int32_t land_type_sources = 0;
  // Permanents with a triggered mana ability "whenever <a permanent> is tapped for mana"
  // (Event::TappedForMana, 605.1b) or a replacement effect on tapping for mana (106.12b; CardDef::
  // mana_events): with none, the payment looks for none.
  int32_t mana_event_sources = 0;
  // Permanents with a mana ability another permanent is tapped for (ManaGrant) or with a mana
  // cost (CardDef::grants_mana): with none, the payment looks only at each permanent's own mana
  // abilities without a mana cost.
  int32_t mana_grant_sources = 0;
  // Permanents with a static ability giving permanents activated abilities (CardDef::
  // grants_activated, 613.1f): with none, the priority options look for no such ability.
  int32_t activated_grant_sources = 0;
  // Permanents with a draw replacement that asks its controller (CardDef::replaces_draws,
  // Abundance): with none, draws are made at once (draw_cards()) and no task is pushed.
  int32_t draw_replacers = 0;
  // Permanents with "If a card or token would be put into your graveyard from anywhere, exile it
  // instead" (CardDef::exiles_graveyard_bound, Hades): with none, move_object() looks for none.
  int32_t graveyard_exilers = 0;
  // Permanents whose mana ability is the one of a color or basic land type chosen as they entered
  // (CardDef::mana_of_choice, kept by count_sources()); also counted in ability_losses, so that
  // their mana abilities are read through abilities_while_removed().
  int32_t chosen_mana_sources = 0;
  // Auras with "Enchanted creature loses all abilities" on the battlefield (CardDef::
  // removes_abilities, Observed Stasis); also counted in ability_losses
  int32_t ability_removers = 0;
  std::vector<ObjId> moved;  // the cards the last effect moved ("milled this way")
  ManaCost paying;           // what is left to pay of the cost being paid (601.2h)
  Decision decision;
  Option answer;
  bool has_answer = false;

  Rng rng;
  int32_t turn = 0;
  PlayerId active = 0, priority = 0, starting = 0;
  Step step = Step::Untap;
  int8_t passes = 0;  // consecutive passes (117.4)
  int32_t next_timestamp = 1;
  bool over = false;
  PlayerId winner = kNoPlayer;  // kNoPlayer with over = draw
  int8_t num_players = 2;       // 800.1: seats in the game, left or not
  // 100.2, 810: in a Two-Headed Giant game seats 0-1 and 2-3 are the two teams (810.3: each
  // team sits together), the team's first seat its primary player (805.2) and `active`.
  Format format = Format::FreeForAll;
  // Permanents whose card has a "becomes untapped" triggered ability (Event::BecomesUntapped,
  // kept by count_sources() with the counts above): with none, untapping looks for no trigger.
  int32_t untap_trigger_sources = 0;
  // Permanents whose characteristics, or those they give, are computed from other permanents'
  // presence, graveyards, whose turn it is or a life total (CardDef::reads_context, kept by
  // count_sources()): with none, those changes keep every memo of chars_memos.
  int32_t context_readers = 0;
  uint64_t actions = 0;  // answered decisions

  // Checked in debug builds (the sanitizer tests): kNoObj is never a valid index.
  const Object& obj(ObjId id) const {
    assert(id >= 0 && static_cast<size_t>(id) < objects.size());
    return objects[static_cast<size_t>(id)];
  }
  Object& obj(ObjId id) {
    assert(id >= 0 && static_cast<size_t>(id) < objects.size());
    return objects[static_cast<size_t>(id)];
  }
  // 102.1: turn order is seat order; the next player in turn order after `p` who is still in
  // the game (800.4a), `p` itself if none is.
  PlayerId next_in_game(PlayerId p) const {
    if (num_players == 2 && (p == 0 || p == 1))  // the common case without the modulo loop
      return players[static_cast<size_t>(p ^ 1)].lost ? p : static_cast<PlayerId>(p ^ 1);
    for (int i = 1; i < num_players; ++i) {
      auto q = static_cast<PlayerId>((p + i) % num_players);
      if (!players[static_cast<size_t>(q)].lost) return q;
    }
    return p;
  }
  int players_in_game() const {
    if (num_players == 2) return 2 - players[0].lost - players[1].lost;
    int n = 0;
    for (int i = 0; i < num_players; ++i) n += !players[static_cast<size_t>(i)].lost;
    return n;
  }
  bool in_game(PlayerId p) const {
    return p >= 0 && p < num_players && !players[static_cast<size_t>(p)].lost;
  }
  // The player in the game with the most life; kNoPlayer if two or more share the most.
  PlayerId most_life() const {
    PlayerId best = kNoPlayer;
    bool tied = false;
    for (PlayerId p = 0; p < num_players; ++p) {
      const Player& pl = players[static_cast<size_t>(p)];
      if (pl.lost) continue;
      if (best == kNoPlayer || pl.life > players[static_cast<size_t>(best)].life) {
        best = p;
        tied = false;
      } else if (pl.life == players[static_cast<size_t>(best)].life) {
        tied = true;
      }
    }
    return tied ? kNoPlayer : best;
  }
  // The first opponent of `p` in turn order still in the game (in a two-player game, the
  // opponent): who "an opponent" means where the engine doesn't ask.
  PlayerId first_opponent(PlayerId p) const {
    PlayerId q = next_in_game(p);
    return two_headed() && q == teammate(p) ? next_in_game(q) : q;
  }
  bool two_headed() const { return format == Format::TwoHeadedGiant; }
  // 102.3: the other player of `p`'s team in a Two-Headed Giant game; kNoPlayer otherwise.
  PlayerId teammate(PlayerId p) const {
    return two_headed() ? static_cast<PlayerId>(p ^ 1) : kNoPlayer;
  }
  // 102.3: players not on the same team (in a game without teams, any two players).
  bool opponents(PlayerId a, PlayerId b) const { return a != b && (!two_headed() || (a ^ 1) != b); }
  // 805.4a: each player of the active team is an active player (810.2); otherwise the one.
  bool is_active(PlayerId p) const { return p == active || (two_headed() && (p ^ 1) == active); }
  // Every write that may change a permanent's computed characteristics (613) calls this right
  // after it, before anything reads them again.
  void chars_changed() { ++chars_memos.epoch; }
  // A change to only `id`'s own power, toughness or keywords: no other permanent's
  // characteristics are computed from those (static abilities select by type, controller and
  // subtype; characteristic-defining abilities count types), so only its memo is stale.
  void chars_changed(ObjId id) {
    if (static_cast<size_t>(id) < chars_memos.by_id.size())
      chars_memos.by_id[static_cast<size_t>(id)].epoch = 0;
  }
  bool operator==(const GameState&) const = default;
};

// `id` leaves its zone (or the game): its record becomes last-known information (400.7). An
// attacker's record stays attacking until the combat ends (608.2h; end_combat()).
inline void mark_left(GameState& st, ObjId id) {
  Object& o = st.obj(id);
  o.left = true;
  if (!o.attacking) return;
  LeftAttackers& l = st.left_attackers;
  if (l.n < static_cast<int>(l.ids.size()))
    l.ids[static_cast<size_t>(l.n++)] = id;
  else
    l.all = true;
}

// 810.4, 810.9, 810.10: a Two-Headed Giant team shares its life total and poison counters. Both
// players' records hold the team's; life gained or lost and counters got happen to `p`
// individually (the events, triggers and replacements are theirs), then the team's total is
// written to the teammate's record.
inline void share_team_life(GameState& st, PlayerId p) {
  if (!st.two_headed()) return;
  const Player& pl = st.players[static_cast<size_t>(p)];
  Player& mate = st.players[static_cast<size_t>(st.teammate(p))];
  mate.life = pl.life;
  mate.poison = pl.poison;
}

// 704.5c; 810.8d: a Two-Headed Giant team loses with fifteen.
inline int poison_to_lose(const GameState& st) { return st.two_headed() ? 15 : 10; }

// The active players (805.4a: both players of the active team in Two-Headed Giant), the primary
// player first: a range of one or two seats, without allocation.
struct ActivePlayers {
  std::array<PlayerId, 2> seats{};
  int n = 0;
  const PlayerId* begin() const { return seats.data(); }
  const PlayerId* end() const { return seats.data() + n; }
};
inline ActivePlayers active_players(const GameState& st) {
  ActivePlayers a;
  a.seats[static_cast<size_t>(a.n++)] = st.active;
  if (st.two_headed() && st.in_game(st.teammate(st.active)))
    a.seats[static_cast<size_t>(a.n++)] = st.teammate(st.active);
  return a;
}

}  // namespace lore
