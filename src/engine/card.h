// Immutable card definitions: printed characteristics plus abilities as data
// (ARCHITECTURE §4). Effects are small primitives the resolver interprets.
#pragma once
#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "mana.h"
#include "types.h"

namespace lore {

// Which objects a filter accepts, relative to the controller of the ability: one of its types,
// whose they are, and a short list of further conditions that must all hold ("nonland, nontoken
// permanent an opponent controls with mana value 3 or less": three conditions). Plain data of 40
// bytes, copied and compared as such; build one with `with()` (docs/design.md, "Filters").
struct Filter {
  // NotYou: "you don't control" (a teammate's counts too, unlike Opponent: 102.3)
  enum Who : uint8_t { AnyController, You, Opponent, NotYou };
  // A condition's kind; its parameter `n` is noted where it takes one.
  enum Check : uint8_t {
    None,
    Tapped,
    Untapped,
    ToughnessAtLeast,  // n
    PowerAtMost,       // n
    TotalPTAtMost,     // power plus toughness n or less
    Nonland,
    NonEnchantment,
    HasSubtype,  // has one of the subtypes of its list (comma-separated: "Kraken,Leviathan")
    NonToken,
    NonCreature,
    NonLegendary,
    LacksSubtypes,     // has none of the subtypes of its list ("non-Saga")
    Basic,             // has the basic supertype (205.4c)
    ManaValueAtMost,   // n (202.3)
    ManaValueAtLeast,  // n
    // "artifact, enchantment, or tapped creature": a creature whose other types aren't among the
    // filter's `types` must be tapped
    TappedIfCreature,
    Token,  // is a token (111.1)
    NonArtifact,
    NotOfColors,          // has none of the colors of the ColorMask n ("nonblack", 105.2)
    Attacking,            // an attacking creature (506.3)
    NotFlying,            // "without flying" (702.9)
    HasKeyword,           // has the keyword whose bit is n ("a creature spell with flying")
    Nonbasic,             // lacks the basic supertype (205.4c)
    OfColors,             // has one of the colors of n ("a white permanent spell", 105.2)
    Legendary,            // has the legendary supertype (205.4d)
    Equipped,             // a creature an Equipment is attached to (301.5)
    PowerAtLeast,         // n (208.1)
    AttackingOrBlocking,  // an attacking or blocking creature (506.3, 509.1g)
    // "with mana value X or less" (202.3, 107.3): X of the spell or ability, given as n by
    // with_x() as the effect resolves
    ManaValueAtMostX,
    SameNameAsSource,  // "a card named <the source's name>" (201.2a: Magitek Infantry)
    // "a basic land card or <subtype> card": the basic supertype and a land (205.4c), or one of
    // the subtypes of its list ("basic land card or Town card", "Bird or basic land card")
    BasicLandOrSubtype,
    // A card in a graveyard "that was put there from the battlefield this turn" (Object::
    // entered_turn of a card put into a graveyard from the battlefield)
    FromBattlefieldThisTurn,
    LacksCounter,  // has no counter of the kind n ("without an egg counter on it", 122.1)
    // "named <the name in its list>" (201.2: "a creature named Darkstar"; the list holds a name)
    Named,
    Historic,  // legendary, an artifact, or a Saga (700.6: "historic")
    // a creature attacking the filter's player ("creature attacking you": not one attacking a
    // planeswalker or battle, 506.3, ruling FIN-R-0779)
    AttackingYou,
    HasCounter,  // has a counter of kind n (Counter) on it
    // modified (700.9): it has a counter, is equipped, or is enchanted by an Aura its controller
    // controls
    Modified,
    // has the greatest power among creatures its controller controls, or ties for it (208.1)
    GreatestPowerTheyControl,
    // controlled by the defending player of the source, an attacking creature (802.2a)
    ControlledByDefendingPlayer,
    PowerLessThanSource,  // power less than the source's (its last-known power if it left)
    // "with toughness less than the number of basic land types among lands you control" (207.2c
    // domain, of the source's controller; Zar Ojanen)
    ToughnessLessThanDomain,
    Blocking,  // a blocking creature (509.1g; Electryte's "each blocking creature")
    // power greater than the number of cards in its controller's hand (Noetic Scales)
    PowerGreaterThanControllersHand,
    // has the least toughness among creatures on the battlefield, or ties for it (Purging Scythe)
    LeastToughness,
    // controlled by the active player ("each creature that player controls" in an ability that
    // triggers at the beginning of each player's upkeep and resolves during it)
    ControlledByActivePlayer,
    // has every card type of the TypeMask n too ("land creatures", "enchantment creatures":
    // 205.2a, an object may have several card types); its layer 4 types where a static ability
    // asks (matches_static())
    AlsoTypes,
    // attached to a permanent with one of the card types of the TypeMask n ("Aura attached to a
    // creature or land", 301.5, 303.4)
    AttachedToType,
    // shares a card type with the object the previous effect moved (GameState::last_moved), as
    // it last existed (Braids, Arisen Nightmare's sacrificed permanent, 608.2h)
    SharesCardTypeWithLastMoved,
    // a blocked creature (509.1h: an attacking creature a blocker was declared for; it stays
    // blocked if its blockers leave combat, 506.4; Outmaneuver's "blocked creatures")
    Blocked,
    // "that was dealt damage this turn" (120.3): it has damage marked on it (120.6: damage stays
    // until the cleanup step, 514.2; Qutrub Forayer). Limit: regeneration (701.19a) removes the
    // damage, and then this check no longer sees it
    DealtDamageThisTurn,
    // "a Vehicle crewed by <the source> this turn" (702.122b: the source was tapped to pay its
    // crew cost this turn, GameState::crewed; Balthier and Fran)
    CrewedBySourceThisTurn,
    HasAnyCounter,  // "with counters on it": a counter of any kind (122.1)
    // declared as an attacker this turn (508.1a, Object::attacked; not one put onto the
    // battlefield attacking, 508.4): "those creatures" you attacked with (Champions from Beyond)
    AttackedThisTurn,
    // "the creature put onto the battlefield with <the source>" (607.2a): linked to the source
    // by Op::LinkToSource (GameState::linked), as it last existed if it left (Diabolic Servitude)
    LinkedToSource,
    // the permanent the source chose as it entered (614.1c, Object::chosen: Tyrannical
    // Pitlord's "the chosen creature"); a new object (400.7) is not it
    ChosenBySource,
    // the permanent the source is attached to ("equipped creature", "enchanted creature" as a
    // filter: Summoning Materia's granted mana ability, 613.1f)
    AttachedBySource,
  };
  struct Condition {
    Check check = None;
    // Its parameter; for HasSubtype and LacksSubtypes, the index of its list in `subtypes`.
    int8_t n = 0;
    bool operator==(const Condition&) const = default;
  };
  static constexpr int kMaxConditions = 6;  // as many as fit the padding before `subtypes`
  static constexpr int kMaxSubtypeLists = 2;

  TypeMask types = 0;  // object must have one of these types (0: any)
  // ...or, for types it lacks, one of `keywords` with one of `keyword_types` ("creature with
  // flying")
  TypeMask keyword_types = 0;
  KeywordMask keywords = 0;
  Who who = AnyController;
  bool by_owner = false;  // `who` is about the owner, not the controller ("permanents you own")
  bool other = false;     // "another": not the source itself
  // All must hold; the first with check None ends the list.
  std::array<Condition, kMaxConditions> conditions{};
  std::array<const char*, kMaxSubtypeLists> subtypes{};  // the lists of the subtype conditions

  // This filter with one more condition: `f.with(Nonland).with(ManaValueAtMost, 3)`.
  Filter with(Check check, int n = 0) const {
    Filter f = *this;
    f.conditions[f.free_condition()] = {check, static_cast<int8_t>(n)};
    return f;
  }
  // With a subtype condition (HasSubtype, LacksSubtypes) on a comma-separated list.
  Filter with(Check check, const char* subtype_list) const {
    Filter f = *this;
    int list = 0;
    while (list < kMaxSubtypeLists && f.subtypes[static_cast<size_t>(list)]) ++list;
    if (list == kMaxSubtypeLists) throw std::logic_error("Filter: too many subtype conditions");
    f.subtypes[static_cast<size_t>(list)] = subtype_list;
    f.conditions[f.free_condition()] = {check, static_cast<int8_t>(list)};
    return f;
  }
  // The filter with X known: each ManaValueAtMostX condition gets X as its parameter (107.3).
  Filter with_x(int x) const {
    Filter f = *this;
    for (Condition& c : f.conditions)
      if (c.check == ManaValueAtMostX) c.n = static_cast<int8_t>(std::min(x, 127));
    return f;
  }
  bool has_conditions() const { return conditions[0].check != None; }
  const char* subtype_list(Condition c) const { return subtypes[static_cast<size_t>(c.n)]; }
  bool operator==(const Filter&) const = default;

 private:
  size_t free_condition() const {
    for (size_t i = 0; i < conditions.size(); ++i)
      if (conditions[i].check == None) return i;
    throw std::logic_error("Filter: too many conditions");
  }
};
static_assert(sizeof(Filter) == 40);

struct TargetSpec {
  // SpellOrPermanent: "target spell or permanent" (a spell matching `filter`, or a permanent)
  enum What : uint8_t {
    Permanent,
    Player,
    Any,
    GraveyardCard,
    Spell,
    ExiledWithSource,
    SpellOrPermanent,
    // "target activated or triggered ability" (115.2): a stack item that is an ability; the
    // filter's `who` is about its controller, `other` and its conditions about its source
    Ability,
    // "target spell, activated ability, or triggered ability": a spell matching `filter`, or
    // any ability on the stack
    SpellOrAbility,
    // "target <filter> card from your graveyard or exiled card with flashback you own"
    // (Sorceress's Schemes): a card you own in your graveyard matching `filter`, or in exile with
    // a flashback ability (702.34a)
    YourGraveyardOrExiledFlashback
  };
  What what = Permanent;
  Filter filter;
  uint8_t min = 1, max = 1;  // "up to N": min 0
  // "any other target", "another target": not an object or player chosen for an earlier
  // requirement (115.3)
  bool different_from_prev = false;
  int8_t total_mv_at_most = -1;  // "with total mana value N or less" (all targets together)
  bool mana_value_x = false;     // "with mana value X": the X announced for it (107.3, 601.2b)
  // "up to X targets, where X is the number of `max_counter` counters on <the source>": the count
  // as targets are chosen (601.2c, before costs are paid) replaces `max`.
  bool max_is_source_counters = false;
  Counter max_counter = Counter::PlusOne;
  // "any number of targets" among which the source's power is divided (601.2d: one each at
  // least): at most that power, as the source is now or last existed (Orca, Siege Demon).
  bool max_is_source_power = false;
  // 702.33g: 1: a target chosen only if the spell is kicked ("If this spell was kicked, return
  // another target ..."); -1: only if it isn't (the target that a kicked spell's "target ...
  // instead" replaces); 0: always.
  int8_t if_kicked = 0;
  // "target cards from a single graveyard": every card chosen for it has one owner (Carrion
  // Beetles)
  bool one_graveyard = false;
  // "for each opponent, ... up to one target <filter> that opponent controls" (Omega): up to one
  // target per opponent in the game, each controlled by a different player
  bool one_per_opponent = false;
  // "X target <filter>": exactly X targets, the X announced before targets (601.2b-c); an X
  // with too few legal targets can't be announced
  bool count_is_x = false;
  // Ability: "from a source that's not a commander" (903.3)
  bool not_commander = false;
  bool applies(bool kicked) const { return if_kicked == 0 || (if_kicked > 0) == kicked; }
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
    Domain,  // basic land types among lands you control, plus n ("1 plus ...")
    GreatestPowerYouControl,
    TappedCreaturesOpponentsControl,
    Devotion,   // 700.5: colored mana symbols of color `n` in mana costs of your permanents
    LastCount,  // "that many": the number of cards the previous effect discarded or moved
    NoncreatureNonlandCardsInYourGraveyard,
    LandsYouControl,
    ManaValueOfOtherPermanentsYouControl,  // total mana value (202.3) of the others
    LastAmount,          // "that many" / "that much": the number the previous effect counted
    TimesKicked,         // 702.33d: "for each time it was kicked" (the source's kicker costs paid)
    TriggerObjectPower,  // the power of the trigger's object (last known if it left)
    TriggerObjectToughness,  // its toughness likewise ("life equal to its toughness")
    TriggerObjectManaValue,  // "that card's mana value" (202.3; X is 0 off the stack, 202.3e)
    OpponentsWithCreaturePowerAtLeast,  // opponents who control a creature with power >= n
    TargetToughness,  // the toughness of target slot n ("double its toughness", 701.10b)
    SourceCounters,   // counters of kind n on the source ("for each lore counter on this Saga"),
                      // last known if it left (608.2h)
    HalfTargetPlayerLibrary,  // half the cards in the library of the player in target slot n,
                              // rounded down (107.1a)
    CardsInYourHand,          // the number of cards in the controller's hand
    AttackingCreatures,       // the number of attacking creatures (506.3)
    CreaturesOnBattlefield,   // every creature on the battlefield, whoever controls it
    // "half X, rounded up", X of the source permanent's mana cost as it was cast (107.3m; 0 for
    // a permanent that wasn't cast, such as a token copy, 107.3)
    HalfSourceXRoundedUp,
    // "the number of creatures you control plus the number of Equipment you control" (an
    // Equipment creature counts twice)
    CreaturesPlusEquipmentYouControl,
    TriggerSpellManaSpent,  // "that much": the mana spent to cast the trigger's spell (601.2h)
    TownsYouControl,        // the number of Towns you control (n 1: other than the source)
    InstantSorceryCardsInYourGraveyard,  // instant and sorcery cards (a card that is both: once)
    CreaturesWithDefenderYouControl,     // counted as the effect resolves (ruling DMU-R-0084)
    TargetManaValue,                     // the mana value (202.3) of the object in target slot n
    ArtifactsYouControl,  // the number of artifacts you control (affinity for artifacts)
    // The mana value of the card the previous effect moved (GameState::last_moved; 202.3e: X is
    // 0 off the stack), such as the card Dark Confidant revealed and put into a hand
    LastMovedManaValue,
    TargetPlusOneCounters,        // the +1/+1 counters on the object of target slot n (701.10e)
    LifeGainedThisTurn,           // the life the controller gained this turn (119.3)
    LastMovedPower,               // the power of the card the previous effect moved ("that card's")
    CardsInYourGraveyard,         // the number of cards in the controller's graveyard
    EquippedCreaturesYouControl,  // creatures you control with an Equipment attached (301.5)
    // The creatures blocking the trigger's object (an attacking creature) now (509.1g)
    TriggerObjectBlockers,
    // "the highest mana value among Equipment attached to <the source>" (202.3; 0 if none)
    GreatestManaValueOfAttachedEquipment,
    EquipmentYouControl,  // the number of Equipment you control (Judgment Bolt)
    // creatures that died this turn, whoever controlled them (700.4; Deadly Embrace)
    CreaturesDiedThisTurn,
    // "the number of opponents that were dealt combat damage this turn" (Tymna the Weaver)
    OpponentsDealtCombatDamageThisTurn,
    // nontoken creatures you control that entered the battlefield this turn, whoever controlled
    // them then (ruling FIN-R-0881)
    NontokenCreaturesYouControlEnteredThisTurn,
    EquippedAttackingCreaturesYouControl,  // attacking creatures you control with Equipment
    SoldiersYouControl,                    // permanents you control with the subtype Soldier
    OpponentsWithMoreCreatures,  // opponents who control more creatures than you (Heidegger)
    // 1 if an opponent of the controller cast n or more spells this turn, else 0 (Ertai's Scorn;
    // several such opponents still make 1, ruling DMU-R-0106)
    OpponentCastSpellsAtLeast,
    // "the number of cards in your hand minus the number of cards in that player's hand" (the
    // player of target slot n; Bulwark)
    HandMinusTargetPlayerHand,
    // the permanents the player of target slot 0 controls with the basic land type of index n (as
    // BasicLandTypeYouControl): "the number of Islands target opponent controls" (Carpet of
    // Flowers)
    BasicLandTypeTargetPlayerControls,
    // "equal to the number of lands they control": for each player dealt damage, the lands that
    // player controls (Op::DealDamage reads it per recipient; Acidic Soil)
    LandsRecipientControls,
    // the permanents you control with the basic land type of index n (0 Plains, 1 Island, 2 Swamp,
    // 3 Mountain, 4 Forest; 305.6): "the number of Swamps you control" (Corrupt)
    BasicLandTypeYouControl,
    BirdsYouControl,          // permanents you control with the subtype Bird (affinity for Birds)
    NonbasicLandsYouControl,  // lands you control without the supertype basic (205.4a)
    // "the number of counters among creatures you control": every counter of every kind on them
    // (122.1; Maester Seymour's monstrosity X)
    CountersOnCreaturesYouControl,
    // melee (702.121a): the opponents you attacked with one or more creatures this combat
    // (Player::attacked_this_combat; planeswalkers and battles don't count)
    OpponentsYouAttackedThisCombat,
    // the opponents who didn't do what the previous "each opponent may" effect of this
    // resolution offered (GameState::players_did): "For each opponent who doesn't, ... you draw a
    // card" (Braids, Arisen Nightmare)
    OpponentsWhoDidNot,
    // counters of kind n on the trigger's object, as it last existed if it left (603.10a,
    // 608.2h): "for each fungus counter on that creature" (Sporogenesis)
    TriggerObjectCounters,
    // X of the source permanent's mana cost as it was cast (107.3m; 0 for a permanent that wasn't
    // cast): "When this enchantment enters, create X ... tokens" (Champions from Beyond)
    SourceX,
    DogsAndWolvesYouControl,  // permanents you control with the subtype Dog or Wolf (Torgal)
    // "the number of your opponents who were dealt combat damage by <the source> or a Dragon this
    // turn" (510.2; GameState::damage_record, Estinien Varlineau)
    OpponentsDealtCombatDamageBySourceOrDragon,
    // attacking Birds you control (506.3; Choco's "one or more Birds you control attack, look at
    // that many"), counted as the ability resolves
    AttackingBirdsYouControl,
    // "the greatest mana value among artifacts you control" (202.3; 0 if none: Edgar, Master
    // Machinist), counted as the ability resolves
    GreatestManaValueAmongArtifactsYouControl,
    // "each tapped creature its controller controls": the tapped creatures controlled by the
    // controller of the permanent the source is attached to (Observed Stasis)
    TappedCreaturesAttachedControllerControls,
    // every counter of every kind on the trigger's object as it last existed (122.1, 608.2h:
    // "if it had one or more counters on it, ... that number of"; Yuna, Grand Summoner)
    TriggerObjectAllCounters,
    // the number of card types (205.2a: kindred included; supertypes and subtypes are not) among
    // the cards the previous effect moved (GameState::moved: "among cards discarded this way";
    // Kefka, Court Mage, ruling FIN-R-0223)
    CardTypesAmongMoved,
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
  LastMoved,      // "it": the object the previous effect created or moved (GameState::last_moved)
  TriggerPlayer,  // the player the trigger event was about ("that player")
  AllInYourGraveyard,  // every card in your graveyard with one of `filter.types`
  // A `filter` permanent the controller chooses as the effect resolves (not targeted); the
  // effect asks for it (Op::CopyToken).
  ChosenPermanent,
  AttachedTo,  // "enchanted creature": the permanent the source is attached to
  // The new object the trigger's object became by the zone change that triggered it ("return
  // <this> to its owner's hand" after it was put into a graveyard, 400.7e)
  TriggerObjectNow,
  // The spell whose casting triggered the ability ("that spell"), as its stack item, or as it
  // last existed on the stack if it was countered since (608.2h).
  TriggerSpell,
  TargetOwner,  // the owner of the object in the target slot ("its owner gains 4 life", 108.3)
  // "defending player": the player the trigger's object (an attacking creature) attacks, or the
  // controller of the planeswalker it attacks (802.2a)
  DefendingPlayer,
  // The controller of the trigger's object ("its controller": Najeela's attacking Warrior), as it
  // last existed if it left (608.2h)
  TriggerObjectController,
  // each opponent who lost life this turn (119.3), in turn order (Papalymo Totolymo)
  OpponentsWhoLostLifeThisTurn,
  // each opponent who did / didn't do what the previous "each player may" effect of this
  // resolution offered (GameState::players_did): "each opponent who discarded their hand this
  // way" (Snort), "each opponent who doesn't" sacrifice (Fandaniel)
  OpponentsWhoDid,
  OpponentsWhoDidNot,
  PlayersWhoDid,  // each player who did it, in turn order ("Each player who discarded ...")
  // "each other opponent": each opponent but the trigger's player (Vincent, Vengeful Atoner)
  EachOtherOpponent,
  // every card in every graveyard with one of `filter.types` and its conditions (Planar Birth)
  AllInAllGraveyards,
  // each player who controls a permanent matching `filter`, in turn order (Disorder)
  PlayersControllingMatching,
  // the permanent the source chose as it entered (614.1c, Object::chosen), as the source last
  // existed (608.2h: Tyrannical Pitlord's "sacrifice the chosen creature" after it left), if
  // that permanent is still on the battlefield (400.7)
  SourceChosen,
  // the activated or triggered ability the trigger event was about, on the stack
  // (StackItem::trigger_item as a Target::Ability: Verrak's "copy that ability")
  TriggerAbility,
  // every card in the graveyard of the target player of the effect's slot ("Exile target
  // player's graveyard"; 404.1)
  AllInTargetPlayersGraveyard,
  // each card the previous effect moved (GameState::moved: "milled this way") that matches
  // `filter` and is still where it went (400.7)
  MovedMatching,
};

enum class Op : uint8_t {
  DealDamage,  // amount a to `who` (source deals; slot b names another source target)
  DrawCards,
  GainLife,
  LoseLife,
  Discard,
  DiscardChosen,     // 701.20a: `who` reveals their hand; the controller chooses a `filter` card
  DiscardAnyNumber,  // the player discards any number of cards (LastAmount: how many)
  Mill,
  Scry,
  Surveil,
  Destroy,
  Exile,
  ReturnToHand,
  ReturnToBattlefield,
  Sacrifice,
  CreateToken,  // token_name, a copies
  // Destroy: with `token` set, "for each creature destroyed this way, its controller creates" one.
  PutCounters,    // counter, a
  Pump,           // +a/+b until end of turn
  GrantKeywords,  // keywords until end of turn
  Tap,
  Untap,
  TapAndStun,
  CounterSpell,
  SeparatePiles,  // the controller splits a player's permanents; that player sacrifices a pile
  // Sphinx of Clear Skies (701.20a, 700.3): reveal the top `a` cards of the controller's library;
  // an opponent the controller chooses, after the reveal (ruling DMU-R-0277), separates them into
  // two piles, either of which may be empty; the controller puts one pile into their hand and the
  // other into their graveyard (ruling DMU-R-0278)
  RevealOpponentSeparatesPiles,
  SacrificeIt,       // sacrifice `who` (an object) if its controller still controls it
  CreateDelayed,     // 603.7: a delayed trigger (Linked ability a) about the last moved object
  CantBlock,         // `who` can't block this turn
  PayAnyAmountLook,  // Karn: pay any amount of mana, look at that many, one to hand
  CreateEmblem,      // 114.1: `token` names the emblem's definition
  CostMoreThisTurn,  // spells `who` casts this turn cost {a} more (601.2f)
  Reflexive,         // 603.12: "when you do" — Linked ability a triggers now, amount b
  // "Exile <who>, then return it to the battlefield [transformed] [under its owner's control]"
  // (400.7, 712.14a); `b` counters of `counter` it enters with ("with a finality counter").
  ExileAndReturn,
  Transform,          // 701.27a: turn `who` over (the same object)
  AddMana,            // a mana of each color in `colors` (colorless if 0), each `a` times (106.4)
  Fight,              // 701.14a: the source (or target slot `source_slot`) fights `who`
  Attach,             // 701.3a: attach the source (an Equipment; or the target in slot
                      // `source_slot`) to `who` (a = 1: as job select
                      // does, 702.182a, logged so)
  DiscardUpTo,        // each `who` discards up to a cards; "that many" is GameState::last_count
  DiscardHand,        // each `who` discards their hand (last_count: how many)
  RevealTopToHand,    // 701.20a: reveal your top card; a `filter` card goes to your hand
  ChooseMovedToHand,  // put up to a of the cards moved "this way" matching `filter` into hand
  CopyToken,          // 707.2: a token that's a copy of `who`; it gains `keywords` (it: last_moved)
  PutCountersUpTo,    // put up to a `counter` counters on `who` (the controller chooses; only a
                      // Saga if `filter` says so)
  PreventDamageToCreatures,  // prevent all damage dealt to creatures `who` controls this turn
  CantBeBlocked,             // `who` can't be blocked this turn
  SearchLibrary,       // 701.23: a `filter` card to zone `to` (tapped if `tapped`), then shuffle
  EntersWithCounters,  // the spell `who` enters with `a` more `counter` counters (614.1c)
  LoseGame,            // 104.3e: `who` loses the game
  GrantAbility,        // `who` gains Linked ability a of this card (613.1f, no duration)
  ExileTopPlayable,    // exile your top card; you may play it during a turn you put a lore
                       // counter on the source
  CopySpell,           // 707.10: copy the spell `who` `a` times; new targets may be chosen
  CounterUnlessPays,   // 702.21a ward: counter the trigger's stack item unless its controller
                       // pays `cost`; with Who::Target, the target spell unless its
                       // controller pays {a}
  TapAnyNumber,        // tap any number of untapped `filter` permanents (LastAmount: how many)
  BecomeCreature,      // adds `add_types` until end of turn (layer 4); with `sets_base`, base P/T
                       // a/b (7b); without, it keeps its printed P/T (a Vehicle, 301.7b); with
                       // `sets_types`, its types become them, with no duration (205.1a, 611.2a)
  BecomeTypes,         // its card types become `add_types`, with no duration (205.1a, 611.2a)
  LookAtTop,           // look at the top a; may reveal a `filter` card into the hand; rest to the
                       // bottom in a random order
  PutFromHand,         // put up to a `filter` cards from your hand onto the battlefield
  LoyaltyTwice,        // you may activate loyalty abilities twice this turn (606.3)
  CastFromHandFree,    // you may cast a `filter` card from your hand without paying its mana cost
  CopyAndCast,         // copy the last moved card (707.12) and you may cast the copy
  PhaseOut,            // 702.26: `who` phases out; with a = 1 it can't phase in for as long as you
                       // control the source
  // "Exile <who> until <the source> leaves the battlefield" (610.3): the card returns under its
  // owner's control (610.3c) right after the source leaves; nothing happens if it already left
  // after the ability triggered or was put on the stack (610.3a-b).
  ExileUntilSourceLeaves,
  // Each `who` player chooses a creature with the greatest mana value among creatures they
  // control (with `a` 1: any creature they control, Curfew); the chosen creatures return to
  // their owners' hands at the same time.
  ReturnGreatestManaValue,
  // The `who` player returns a permanent they control to its owner's hand unless they pay `a`
  // life (Umbilicus).
  ReturnUnlessPaysLife,
  // "You may choose new targets for target spell" (115.7d): for each target of the `who` spell,
  // the controller keeps it or picks another legal one.
  ChooseNewTargets,
  // Until your next turn, creatures can't attack you unless their controller pays {a} for each
  // of them (508.1d, 508.1g-h); with b: b life for each creature attacking you or a planeswalker
  // you control (119.4).
  AttackTaxUntilYourNextTurn,
  RemoveCounters,  // remove up to a `counter` counters from `who` (122.1; removing lore counters
                   // triggers no chapter, 714.2b)
  // "Remove a `counter` counter from each of any number of `filter` permanents you control": the
  // controller chooses among those that have one (LastAmount: how many were removed).
  RemoveCounterFromAnyNumber,
  // The controller chooses a `filter` card in each `who` player's graveyard; they are exiled
  // together, linked to the source ("exiled with", 406.6, 607.2a).
  ExileFromEachGraveyard,
  // "You may cast a `filter` card exiled with this [source], and mana of any type can be spent
  // to cast that spell" (608.2g, 118.14): cast during the resolution, paying its costs.
  CastExiledWithSource,
  // Until end of turn, `who` loses all abilities (layer 6, 613.1f); with `sets_base`, the same
  // effect also makes its base power and toughness a/b (layer 7b, 613.6).
  LoseAllAbilities,
  // 118.12a: "sacrifice <who> unless you pay `cost`" ("you may pay; if you don't, sacrifice it").
  SacrificeUnlessPays,
  // 613.1b: the ability's controller (with `to_most_life`, the player with the most life) gains
  // control of `who` for the rest of the game.
  GainControl,
  // 701.19a: the next time `who` would be destroyed this turn, instead it is tapped, all damage
  // is removed from it and it is removed from combat (a regeneration shield).
  Regenerate,
  // Golden Argosy: exile each creature that crewed the source this turn (702.122b) and is still
  // on the battlefield; Linked ability a returns each at the beginning of the next end step.
  ExileCrewers,
  // Reveal cards from the top of your library until you reveal a land card; put it onto the
  // battlefield tapped and the rest on the bottom of your library in a random order.
  RevealUntilLand,
  // "You may pay `cost`": sets "If you do" (Cond::IfYouDid) to whether it was paid. Not asked
  // when the cost can't be paid.
  PayOptional,
  // 701.42a, 712.4a: "exile them, then meld them into <result>": exile the source and a creature
  // named its meld partner that the controller owns and controls (one chosen if several, ruling
  // FIN-R-0040), then put both onto the battlefield melded (see meld() in zones.cpp).
  ExileAndMeld,
  // Return a `filter` card of the controller's choice from their graveyard to their hand (not
  // targeted: chosen as the effect resolves, 608.2c).
  ReturnChosenFromGraveyard,
  // Until end of turn, `who` has base power and toughness a/b (layer 7b, 613.4b).
  SetBasePT,
  // "Exile the top a cards of your library. Choose one of them. You may play that card this
  // turn." (Object::play_turn)
  ExileTopChoosePlayable,
  // "Exile cards from the top of your library until you exile a `filter` nonland card with lesser
  // mana value [than the trigger's spell]. You may cast that card without paying its mana cost.
  // Put the rest on the bottom of your library in a random order." (Jodah, the Unifier; the
  // uncast card stays in exile.)
  ExileUntilLesserCastFree,
  WinTheGame,  // `who` wins the game (104.2b; Halo Fountain, a reference card)
  // "<who>'s life total becomes a" (119.5: the player gains or loses the difference, so
  // replacement effects on gaining life apply; Blessed Wind, a reference card)
  LifeTotalBecomes,
  // "Untap up to a `filter` permanents": the controller chooses that many tapped ones as it
  // resolves (not targeted, 608.2c; Great Whale's "untap up to seven lands", 701.26b)
  UntapUpTo,
  // "up to one `filter` permanent attached to <who>": the controller chooses it as the effect
  // resolves (608.2c, not targeted); it becomes "it" (GameState::last_moved, kNoObj if none).
  ChooseAttached,
  // "Put <the source>'s counters on <who>": as many of each kind as the source had as it last
  // existed on the battlefield (608.2h); the counters are not moved (ruling FIN-R-0418).
  PutSourceCounters,
  // "Attach an Equipment that was attached to <the source> to <who>" (701.3a): one the controller
  // chooses among those still on the battlefield that were attached to it as it left.
  AttachFromSource,
  EndTheTurn,  // 724.1: "End the turn."
  // "You may put a `filter` card from your hand or graveyard onto the battlefield attached to
  // <the source>" (an Aura that can't enchant it stays where it was, 303.4g)
  PutAttachedToSource,
  // "Look at the top a cards of your library. Put b [up to b] of them into your hand and the
  // rest into your graveyard." (Talas Lookout, Shadow Prophecy)
  LookTopHandRestGraveyard,
  // 705.2: the controller flips a coin (the game's random generator) and wins or loses the flip;
  // Cond::WonFlip and Cond::LostFlip then follow the result.
  FlipCoin,
  // 615: a prevention effect until end of turn; see Effect::DamageLife.
  PreventDamage,
  ExileTopOfLibrary,  // each `who` player exiles the top a cards of their library (Malboro)
  // "Shuffle all nonland cards from your graveyard into your library" (LastAmount: how many;
  // Elixir)
  ShuffleNonlandGraveyardIntoLibrary,
  // "You may cast <who> (a target card in a graveyard) [without paying its mana cost | and mana
  // of any type can be spent to cast that spell]. If that spell would be put into a graveyard,
  // exile it instead." (608.2g; Effect::Casting::any_mana; Seifer Almasy, Quistis Trepe)
  CastTargetFromGraveyard,
  // "Return a `filter` permanent to its owner's hand" (yours(...) for "you control"): chosen as the
  // effect resolves (608.2c, not targeted; Zell Dincht, Ambrosia Whiteheart)
  ReturnChosenPermanent,
  // "Put a `counter` counter on one of them": a counters on one of the targets (`who`), chosen as
  // the effect resolves among those still legal (Aerith Rescue Mission, ruling FIN-R-0075)
  PutCountersOnOneTarget,
  // "If <who> would die this turn, exile it instead." (614.1a: a replacement effect until end of
  // turn, whose source is the resolving object; Suplex)
  ExileIfDiesThisTurn,
  // "Put a cards from your hand on top of your library in any order" (Brainstorm): chosen one at
  // a time, each put on top as it is chosen (the last chosen is the top card).
  PutFromHandOnTop,
  // "<who> can't cast noncreature spells this turn" (Ranger-Captain of Eos; Player::
  // noncreature_locked): spells cast before it, or in response, are unaffected (FIN-R-0570)
  CantCastNoncreatureThisTurn,
  // Atraxa: "reveal the top a cards of your library. For each card type, you may put a card of
  // that type from among the revealed cards into your hand. Put the rest on the bottom of your
  // library in a random order." (a card of several types counts as any one of them)
  RevealTopOnePerType,
  // "After this phase, there is an additional combat phase." (500.8; GameState::extra_combats)
  AdditionalCombatPhase,
  // The Commander cards (commander_ops.cpp):
  // "you may pay `a` life. If you do, ..." (119.4: only with that much life; Cond::IfYouDid)
  PayLifeOptional,
  // "choose an opponent at random. <The source> deals `a` damage to that player or a
  // planeswalker that player controls" (the controller chooses which; Vial Smasher)
  DamageRandomOpponent,
  // "Put your commander into your hand from the command zone": one of the owner's commanders
  // in the command zone, chosen as it resolves (702.124e; rulings FIN-R-0459, FIN-R-0460)
  CommanderToHand,
  // "Scry 1, then reveal the top card of your library. If it's a land card, put it onto the
  // battlefield tapped. Otherwise, draw a card." (Thrasios; the scry is its own Op::Scry)
  RevealTopLandOrDraw,
  // `who` gains protection from each color of the ColorMask `a` until end of turn (702.16a)
  GrantProtection,
  // "Exile the top a cards of your library. Until the end of your next turn, you may play those
  // cards." (Light Up the Stage; Object::play_turn, may_play_from_exile())
  // With b 1: "until your next end step"; with b 2: "for as long as you control <the source>".
  ExileTopPlayableUntilNextTurn,
  // Ninjutsu (702.49a, 702.49c): put the source card onto the battlefield from its owner's hand
  // (or the command zone, 702.49d) tapped and attacking what the returned creature attacked.
  NinjutsuEnter,
  // "Put a `counter` counter on each of up to b `filter` permanents": chosen as it resolves, not
  // targeted (608.2c; SOLDIER Military Program)
  PutCountersOnChosen,
  // 701.34a: proliferate a times: each time, choose any number of permanents and players with
  // counters, then give each another counter of each kind already there
  Proliferate,
  // "Each player may discard their hand and draw a cards" (Snort): each `who` player in turn
  // order chooses (101.4), then those who chose discard their hands together and draw; they are
  // GameState::players_did
  EachMayDiscardHandAndDraw,
  // "Each opponent may sacrifice a `filter` permanent of their choice" (Fandaniel): each `who`
  // player in turn order chooses up to one, then the chosen ones are sacrificed together (101.4,
  // ruling FIN-R-0732); those who sacrificed are GameState::players_did
  EachMaySacrifice,
  // "Reveal cards from the top of your library until you reveal a `filter` card. Put that card
  // into your hand and the rest on the bottom of your library in a random order." (Yuna's
  // Whistle; "that card" is GameState::last_moved, none if no such card was revealed)
  RevealUntilToHand,
  // "Each player may discard a card" (Mog): each `who` player in turn order chooses up to one card
  // of their hand, then they are discarded together (101.4); the discarded cards are
  // GameState::moved, the players who discarded GameState::players_did
  EachMayDiscardCard,
  // "You may cast <who> (a card in exile) without paying its mana cost" (608.2g; rebound's
  // delayed trigger, 702.88a): not cast, it stays in exile (ruling FIN-R-0879)
  CastFromExileFree,
  // "Each player [may] put[s] a `filter` card from their hand (ExileReturn::from_graveyard: their
  // graveyard) onto the battlefield": each `who` player chooses in APNAP order (101.4; up to one
  // or none with `may`), then all the cards enter at the same time under
  // their owners' control (Show and Tell, Exhume).
  EachPlayerPutsOntoBattlefield,
  // "Look at the top a cards of your library, then put them back in any order" (Spire Owl): the
  // player chooses the new top card, then the next, ... among those cards (401.2: only the effect
  // changes the library's order).
  ReorderTop,
  // "<who>'s owner puts it on the top or bottom of their library / shuffles it into their
  // library" (400.3): where, by Effect::ExileReturn::library (Ice Magic, Chaos; Rona's Vortex
  // kicked: the bottom); 903.9b: a commander may go to the command zone instead
  PutIntoLibrary,
  // 701.12a-b: "exchange control of this <permanent> and <who>" (Gilded Drake): both on the
  // battlefield under different controllers, or nothing happens; "If you do" follows whether the
  // exchange was made
  ExchangeControl,
  // Monstrosity a (701.37a): "If this permanent isn't monstrous, put a +1/+1 counters on it and
  // it becomes monstrous" (Object::monstrous, 701.37b); `who` is the source
  Monstrosity,
  DiscardAtRandom,  // each `who` discards a cards at random (701.9b)
  // each `who` shuffles their hand and graveyard into their library (701.24a; Time Spiral)
  ShuffleHandAndGraveyardIntoLibrary,
  // each `who`, in APNAP order, chooses up to a cards of their graveyard; then they all return to
  // their owners' hands (101.4; Ill-Gotten Gains)
  EachReturnsFromGraveyard,
  // the controller sacrifices any number of their `filter` permanents, together (701.21a;
  // LastAmount: how many; Reprocess)
  SacrificeAnyNumber,
  // the `filter` permanents each target player controls now don't untap during that player's next
  // untap step (611.2c: the set is fixed as it resolves; 502.3; Exhaustion)
  DoesntUntapNextUntapStep,
  // the controller chooses a color (ChooseColor) as it resolves; each `who` reveals their hand
  // and discards every card of that color (701.20a, 701.9a; Persecute)
  DiscardAllOfChosenColor,
  // the controller chooses artifact, creature or land, then tap or untap (ChooseMode, 608.2d):
  // every untapped permanent of that type `who` controls becomes tapped, or every tapped one
  // untapped (701.26; Turnabout)
  TapOrUntapAllOfChosenType,
  // "You may attach a `filter` permanent you control to <who>" (701.3a; Unexpected Request): one
  // chosen as it resolves, or none; it becomes "it" (GameState::last_moved) and "If you do"
  // (Cond::IfYouDid) follows whether it became attached
  AttachChosen,
  // 701.3d: "unattach <who>": each Aura, Equipment or Fortification in `who` becomes attached to
  // nothing (Stolen Uniform, Unexpected Request)
  Unattach,
  // "Search your library and/or graveyard for a `filter` card, reveal it, and put it into your
  // hand. If you search your library this way, shuffle." (701.23; Delivery Moogle)
  SearchLibraryAndOrGraveyard,
  // "For each opponent, choose a `filter` permanent that player controls. Destroy the chosen
  // permanents." (608.2c: chosen as it resolves, not targeted; destroyed together, 701.8a;
  // Ultimate Magic: Meteor)
  DestroyChosenPerOpponent,
  // "Then if it's the first end step of the turn, there is an additional end step after this
  // step." (500.8; GameState::extra_end_steps; Y'shtola Rhul)
  AdditionalEndStepIfFirst,
  // "Look at <who>'s hand and choose up to a cards from it. That player discards those cards."
  // (Discordant Dirge: the controller looks, nothing is revealed; the cards are discarded
  // together, 701.9a)
  DiscardChosenUpTo,
  // Enchantment Alteration: "Attach <who> (an Aura attached to a creature or land) to another
  // permanent of that type": chosen as it resolves (608.2c) among those the Aura can enchant
  // (701.3b); its host's types then decide (a land creature: either)
  AttachToAnotherOfType,
  // "<who> doesn't untap during its controller's untap step for as long as <the source> remains
  // on the battlefield" (502.3, 611.2b; GameState::untap_locks): nothing if the source already
  // left (Somnophore)
  DoesntUntapWhileSourceRemains,
  MustBlock,  // `who` blocks this turn if able (509.1c; Timely Interference)
  // "You may put a `filter` card from a graveyard onto the battlefield [tapped] under your
  // control" (Soul of Windgrace): chosen as it resolves among every graveyard's cards (608.2c, not
  // targeted; ruling DMU-R-0275); it becomes "it" (GameState::last_moved)
  PutFromAGraveyard,
  // "You may pay {X}. If you do, ... X cards. X can't be greater than `a`." (Shanna, Purifying
  // Blade): X is chosen as it resolves (ruling DMU-R-0265), then paid; LastAmount is X and
  // Cond::IfYouDid whether it was paid
  PayXUpTo,
  // "Search your library for up to a `filter` cards with different powers and reveal them. An
  // opponent chooses b of those cards. Shuffle the chosen cards into your library and put the
  // rest into your hand." (Threats Undetected; the controller picks the opponent among several)
  SearchOpponentChoosesShuffled,
  // Yawgmoth's Will: "Until end of turn, you may play lands and cast spells from your graveyard.
  // If a card would be put into your graveyard from anywhere this turn, exile that card instead."
  // (601.3, 305.1, 614.1a: Player::plays_from_graveyard and graveyard_to_exile of the controller)
  PlayFromGraveyardThisTurn,
  // 122.5: "Move a counter from <the target of slot source_slot> onto <who>" (the counter is
  // removed from the first and put on the second, ruling FIN-R-0867): nothing moves if either
  // is gone or illegal (608.2b); a first one with several kinds of counters asks which kind
  // (Number options, n the Counter). Tidus, Yuna's Guardian
  MoveCounter,
  // "<who> doesn't untap during its controller's untap step for as long as <the source> remains
  // tapped" (502.3, 611.2b; GameState::tapped_untap_locks; Mana Leech): nothing if the source
  // has already untapped or left (611.2b: the duration ended before the effect began)
  DoesntUntapWhileSourceTapped,
  // 705.2: "Flip a coins": flips that care only whether each coin comes up heads or tails, so no
  // player wins or loses them (ruling FIN-R-0818) unless an effect says so (705.3: Edgar, King of
  // Figaro, rulings FIN-R-0144, FIN-R-0145). Cond::AllCoinsHeads and Cond::AllCoinsTails then
  // follow the results. Two-Headed Giant (set REF)
  FlipCoins,
  // "You may cast <who> (a target card in your graveyard) this turn. If that spell would be put
  // into your graveyard, exile it instead." (601.3, 614.1a; Vohar): Object::play_turn of the
  // card in the graveyard; the spell cast so carries Object::graveyard_exile
  MayCastFromGraveyardThisTurn,
  // "Shuffle your library, then reveal the top card. Until end of turn, for as long as that card
  // remains on top of your library, ... you may play that card without paying its mana cost"
  // (Temporal Aperture); with `a` 1, "then exile the top card. Until end of turn, you may play
  // that card without paying its mana cost" (Urza, Lord High Artificer): GameState::free_plays.
  ShuffleThenPlayTopFree,
  // "<who> put onto the battlefield with this <permanent>" (607.2a): each `who` object is linked
  // to the resolving ability's source (GameState::linked), read by Filter::LinkedToSource
  LinkToSource,
  // "Exile the top card of <who>'s library. You may cast that card for as long as it remains
  // exiled." (Ramirez DePietro; 601.3): Object::exile_caster of the card exiled is the effect's
  // controller, whoever owns it; a land card can't be cast (only played), so it stays there.
  // With b 1: "Until end of turn, you may cast that card." (Ragavan; Object::play_turn)
  ExileTopCastableWhileExiled,
  // "Until end of turn, <who> gain \"<the card's ManaGrant::ByEffect mana ability>\"" (Rain of
  // Filth; 613.1f, 611.2c): GameState::gained_mana
  GainManaAbilityUntilEndOfTurn,
  // 707.10: "Copy target activated or triggered ability `a` times. You may choose new targets for
  // the copies" (`who`: a Target::Ability): each copy is put on the stack under the resolving
  // ability, controlled by its controller (707.10, 113.8), with the same source, mode, X and
  // targets, and new targets may be chosen (707.10c). An ability that can't be copied
  // (Ability::cant_be_copied) isn't.
  CopyAbility,
  // "until your next turn, if a source would deal damage to <who> or a permanent that player
  // controls, it deals double that damage instead" (614.1a, 611.2b; Lightning, Army of One): a
  // ContinuousEffect with double_damage_to, read by deal_damage() and damage_effects()
  DoubleDamageToPlayerUntilYourNextTurn,
  // 701.15a: "Goad <who>": until the controller's next turn, each creature is goaded by the
  // controller (a ContinuousEffect with goaded_by; goading it again adds nothing, 701.15d)
  Goad,
  // Memories Returning: "Reveal the top a cards of your library. Put one of them into your hand.
  // Then choose an opponent. They put one on the bottom of your library. Then you put one into
  // your hand. Then they put one on the bottom of your library. Put the other into your hand."
  // (701.20a; the picks alternate until one card is left, which goes to the hand)
  RevealAlternateHandOpponentBottom,
  ShuffleLibrary,  // each `who` player shuffles their library (701.24a; Random Encounter)
  // Choco, Seeker of Paradise: "look at a cards from the top of your library. You may put one of
  // them into your hand. Then put any number of land cards from among them onto the battlefield
  // tapped and the rest into your graveyard."
  LookTopHandLandsRestGraveyard,
  // "this ability has resolved": counts this resolution of the resolving ability of its source
  // this turn (GameState::resolutions), read by Cond::NthResolutionThisTurn
  CountResolution,
  // "<who> becomes the basic land type of your choice until end of turn" (305.7; Pixie
  // Illusionist): the type is chosen as it resolves (608.2d, DecisionKind::ChooseType); a
  // ContinuousEffect with land_type
  BecomeBasicLandTypeOfChoice,
  // "You may play the exiled card without paying its mana cost" (hideaway, 702.75a; 607.2a): each
  // card exiled with the source is offered as it resolves (608.2g); a land only as a land play
  // the player has left (305.1, 305.2), a spell with its timing ignored (118.9, X 0)
  PlayExiledWithSourceFree,
  // "Exile the top card of <who>'s library. You may cast it." (Vaan, Street Thief; 608.2g): cast
  // during the resolution paying its costs, whoever owns it; "If you don't" is Cond::IfYouDidNot
  ExileTopOfWhoMayCast,
  // "<this> becomes a copy of <who>" (707.2, 613.2: layer 1; Kimahri, Gogo, The Ever-Changing
  // 'Dane): the source, still on the battlefield, takes the copiable values of the first `who`
  // (as it last existed if it left, 608.2h) with the except of Effect::TokensCopies
  // (become_copy()); `until_end_of_turn` there: "until end of turn"
  BecomeCopy,
  MustAttack,  // `who` attacks this turn if able (a requirement, 508.1d; Gogo, Mysterious Mime)
  // 725.1, 725.3: each `who` player (the last one named) becomes the monarch; the current monarch
  // ceases to be (become_monarch(), monarch.cpp)
  BecomeMonarch,
  // Coin of Fate: "An opponent chooses one of the exiled cards. You put that card on the bottom
  // of your library" (the cards the ability's cost exiled, linked to its source, 607.2a; an
  // opponent chosen by the controller, 608.2d); "the other" still in exile becomes "it"
  // (GameState::last_moved) for the next effect ("return the other to the battlefield tapped")
  OpponentChoosesExiledForBottom,
  // 500.7: "<who> takes an extra turn after this one" (GameState::extra_turns; the most recently
  // created is taken first)
  TakeExtraTurn,
  // Chaotic Transformation: "Exile <who> (the targets). For each permanent exiled this way, its
  // controller reveals cards from the top of their library until they reveal a card that shares
  // a card type with it, puts that card onto the battlefield, then shuffles." (all exiled at
  // once; the types as it last existed, 608.2h; a player with several chooses the order,
  // ruling DMU-R-0077)
  ExileThenRevealSharingType,
  // Primeval Spawn: "exile the top <a> cards of your library. You may cast any number of spells
  // with total mana value <b> or less from among them without paying their mana costs." (608.2g:
  // one after the other during the resolution, TaskKind::CastExiledWithinManaValue)
  ExileTopCastTotalManaValueFree,
  // 506.4: `who` is removed from combat (it stays tapped or untapped, ruling FIN-R-0792)
  RemoveFromCombat,
  // "attach it to a `filter` permanent you control" (701.3a; Sidequest: Play Blitzball): the
  // source, attached to a permanent chosen as it resolves (608.2c, not targeted); nothing if none
  AttachSourceToChosen,
};

enum class Cond : uint8_t {
  None,
  Kicked,  // 702.33d-e: the spell (or the permanent it became) was kicked max(1, cond_n) times
  TargetManaValueAtMost,
  IfYouDid,               // the previous optional effect was done ("If you do")
  ActivatedAtLeast,       // the source's abilities were activated cond_n or more times this turn
  CastFromGraveyard,      // "If this spell was cast from a graveyard"
  SourceCountersAtLeast,  // the source has cond_n or more counters of `counter`
  ControlGreatestPower,   // you control a creature whose power is the greatest or tied for it
  IfYouDidNot,            // ...was not done ("If they don't")
  SourceMatches,          // the source matches `filter` now ("If <this> is a Cleric")
  // "If cond_n or more mana was spent to cast that spell" (the trigger's spell, 601.2h)
  TriggerSpellManaAtLeast,
  NotCastFromGraveyard,  // the spell wasn't cast from a graveyard ("instead" of a graveyard cast)
  ControlCreaturesAtLeast,    // you control cond_n or more creatures (as the effect happens)
  ControlCreaturesFewerThan,  // ...fewer than cond_n creatures
  WonFlip,                    // the controller won the last coin flip of this resolution (705.2)
  LostFlip,                   // ...lost it
  // The object the previous effect moved (GameState::last_moved) matches the effect's `filter`
  // ("If a creature card was exiled this way")
  LastMovedMatches,
  ControlMatchingAtLeast,  // you control cond_n or more permanents matching the effect's `filter`
  // Revolt (207.2c): a permanent you controlled left the battlefield this turn, and the target's
  // mana value is cond_n or less (Fatal Push's "... 4 or less instead")
  RevoltTargetManaValueAtMost,
  NoRevoltTargetManaValueAtMost,  // ...no permanent left, and the target's mana value is cond_n or
                                  // less
  LifeGainedAtLeast,       // you gained cond_n or more life this turn (119.3), as it resolves
  LifeGainedFewerThan,     // ...fewer than cond_n
  TargetManaValueAtLeast,  // the object of target slot `slot` has mana value cond_n or more
  NotKicked,               // 702.33d: the spell wasn't kicked ("Otherwise, ...")
  // "If you cast this spell during your main phase" (505.1): its controller cast it (not a copy)
  // in a main phase of their turn; read as it resolves, the step it was cast in (500.2)
  CastDuringYourMainPhase,
  // "Do this only once each turn": the effect (a "you may") wasn't done yet this turn by this
  // ability of this object; once it is done, the ability's bit of Object::triggered records it
  // (an ability that isn't "triggers only once each turn" has no other use for that bit)
  NotDoneThisTurn,
  // "If a creature card was discarded this way" / "if a noncreature card ...": one of the cards
  // the previous effect moved (GameState::moved) is / isn't a creature card
  MovedCreatureCard,
  MovedNoncreatureCard,
  CastFromHand,  // "If this spell was cast from your hand" (601.2a: the zone it left)
  // The trigger's object was attacking as it last existed (603.10a: "if it was attacking";
  // Garna), or wasn't ("Otherwise")
  TriggerObjectWasAttacking,
  TriggerObjectWasNotAttacking,
  // "if there are cond_n basic land types among lands you control" (207.2c domain, as it
  // resolves; Nael)
  DomainAtLeast,
  // The object of target slot `slot` matches the effect's `filter` now ("If that creature is
  // legendary": Hydaelyn, the Mothercrystal)
  TargetMatches,
  // the source has fewer than cond_n counters of `counter` ("If it doesn't" after a
  // SourceCountersAtLeast check); a source gone is read as it last existed (608.2h)
  SourceCountersFewerThan,
  // "If it's the first combat phase of your turn" (506.1; GameState::combat_phases), as it
  // resolves
  FirstCombatPhaseOfYourTurn,
  CastFromExile,  // "If this spell was cast from exile" (601.2a: the zone it left)
  // "If a player does": a player did what the previous "any player may" effect offered
  // (GameState::players_did)
  APlayerDid,
  // "unless one of their opponents was dealt damage this turn": no opponent of the trigger's
  // player was dealt damage this turn (120.3; Player::dealt_damage_this_turn)
  NoOpponentOfTriggerPlayerDealtDamage,
  // The card of target slot `slot` has mana value less than or equal to the number of basic land
  // types among lands you control (207.2c domain, as it resolves: Bortuk Bonerattle), or greater
  // ("Otherwise")
  TargetManaValueAtMostDomain,
  TargetManaValueAboveDomain,
  // Every coin of the last Op::FlipCoins of this resolution came up heads / tails (705.2)
  AllCoinsHeads,
  AllCoinsTails,
  // "If this is the cond_n-th time this ability has resolved this turn" (after an
  // Op::CountResolution of the same resolution; Sephiroth, Fabled SOLDIER)
  NthResolutionThisTurn,
  // "if your life total is less than or equal to half your starting life total" (Cecil, Dark
  // Knight): the starting life total is 20, 30 in Two-Headed Giant (810.4), 40 in Commander
  // (903.7); as the effect resolves
  LifeAtMostHalfStartingLife,
};

// An effect: one op (the resolver's primitive), what it acts on, its amounts and the fields
// several families of ops share; the parameters that mean something only to one family of ops
// live in that family's struct in `params` (the family files of src/engine/effects/), read with
// params<Effect::Family>(e) and written with e.set<Effect::Family>() (docs/design.md, "Effects").
struct Effect {
  // damage_life.cpp
  struct DamageLife {
    bool unpreventable = false;  // DealDamage: "The damage can't be prevented." (615.12)
    // PreventDamage (615): prevent damage that would be dealt this turn to each `who` (a player
    // or an object): `a` of it in all (a shield, 615.7), or all of it if `a` is 0.
    bool combat_only = false;  // "combat damage"
    bool by_who = false;       // damage each `who` would deal, to anything ("dealt by target ...")
    bool to_anything = false;  // all such damage, whoever would be dealt it ("Prevent all ...")
    bool next_event = false;   // "The next time ... would deal damage ..., prevent that damage."
    // "a <filter> source of your choice" (609.7a): a permanent or spell the controller chooses
    // as it resolves; only that source's damage is prevented
    bool chosen_source = false;
    // DealDamage: "each <filter> deals damage equal to its power to <who>" (Bartz and Boko): each
    // permanent matching `filter` as it resolves is the source of its own damage
    bool by_each_matching = false;
    // PreventDamage: "prevent that damage and put that many +1/+1 counters on it" (Gatta and
    // Luzzu): the damage to the object is prevented and as many +1/+1 counters are put on it,
    // even for damage that can't be prevented (ruling FIN-R-0736)
    bool adds_counters = false;
  };
  // library.cpp
  struct Library {
    Zone to = Zone::Hand;  // SearchLibrary: where the found card goes
    bool tapped = false;   // SearchLibrary: onto the battlefield tapped
    // RevealTopToHand: "Otherwise, you may put it on the bottom of your library."
    bool else_may_bottom = false;
    bool up_to = false;  // LookTopHandRestGraveyard: "up to b of them"
    // SearchLibrary: "up to a ... cards with different names" (no two found share a name, 201.2)
    bool different_names = false;
    // LookAtTop: "Put one of them into your hand and the rest into your graveyard" (the choice
    // is not optional; Resentful Revelation)
    bool rest_to_graveyard = false;
    // LookAtTop: "any number of <filter> cards with mana value <b> or less" (b counted once, as
    // it begins: Ayesha Tanaka's power)
    bool any_number = false;
    // LookAtTop: "Put the rest on the bottom of your library in any order" (401.4: the player
    // chooses each card put on the bottom, each under the ones before it)
    bool bottom_any_order = false;
    // LookAtTop to the battlefield: "tapped and attacking" (508.4: its controller chooses what it
    // attacks; Winota), and it becomes "it" (GameState::last_moved)
    bool attacking = false;
    // SearchLibrary: "reveal it" (701.20a): every player sees the card found; LookAtTop: "Reveal
    // the top N cards" (every player sees them all)
    bool reveal = false;
    // LookAtTop: "Put one of them into your hand" (not "you may"; not revealed)
    bool one_to_hand = false;
    // LookAtTop: the cards not taken stay where they are (Rulik Mons looks at one card); with
    // `to` Battlefield, "If you didn't put a card onto the battlefield this way" is
    // Cond::IfYouDidNot
    bool rest_stay = false;
    // SearchLibrary: "a card with the same name as that creature" (Remembrance): the filter's
    // SameNameAsSource compares with the trigger's object, as it last existed (608.2h)
    bool named_as_trigger_object = false;
    // LookAtTop to exile: "Exile one of them face down" (hideaway, 702.75a): the card is linked
    // to the source (Object::exiled_by, 607.2a) and face down (Object::face_down, 406.3)
    bool face_down = false;
  };
  // destroy_sacrifice.cpp
  struct DestroySacrifice {
    bool no_regen = false;  // Destroy: "It can't be regenerated" (701.19c)
    ManaCost cost{};        // SacrificeUnlessPays: the mana to pay (118.12a)
    // Sacrifice: each player sacrifices half the `filter` permanents they control, rounded down
    // (107.1a), instead of `a` (Zodiark)
    bool half_rounded_down = false;
    // SacrificeUnlessPays: "unless you pay its mana cost", the source's instead of `cost`
    // (118.6: unpayable if it has none)
    bool its_mana_cost = false;
  };
  // exile_return.cpp
  struct ExileReturn {
    bool under_owner = false;  // ReturnToBattlefield, ExileAndReturn: under its owner's control
    bool tapped = false;       // ReturnToBattlefield: tapped
    // ExileAndReturn, ReturnToBattlefield: returns with its back face up (712.14a)
    bool transformed = false;
    // ExileAndReturn: "under an opponent's control": the controller's opponent, chosen as it
    // resolves when there are several (608.2d)
    bool under_opponent = false;
    // ReturnToBattlefield: the object named stands for every card exiled with it (exiled_by)
    bool exiled_together = false;
    // EachPlayerPutsOntoBattlefield: from their graveyards, not their hands
    bool from_graveyard = false;
    // EachPlayerPutsOntoBattlefield: "may": a player may choose no card
    bool may = false;
    // PutAttachedToSource: "from your hand" only, not "from your hand or graveyard"
    bool hand_only = false;
    // ReturnToBattlefield: "tapped and attacking" (508.4: its controller chooses the player or
    // planeswalker it attacks; Phoenix Chick)
    bool attacking = false;
    // PutFromHand: "If that card is an <types> card, it enters tapped and attacking" (Summoner's
    // Grimoire's enchantment card): each card put with one of these card types enters tapped,
    // then its controller chooses what it attacks (508.4); it was never declared as an attacker
    // (506.3), so nothing that triggers "whenever ... attacks" sees it
    TypeMask tapped_attacking_types = 0;
    // PutIntoLibrary: on top, on the bottom, on top or bottom as its owner chooses, or shuffled
    // into its owner's library
    enum class Place : uint8_t { Top, Bottom, OwnersChoice, Shuffle };
    Place library = Place::Top;
    // ReturnToBattlefield: "It gains \"If this permanent would leave the battlefield, exile it
    // instead.\"" (614.1a; Object::leaves_to_exile, no duration: Llanowar Greenwidow)
    bool exile_if_leaves = false;
  };
  // tokens_copies.cpp
  struct TokensCopies {
    bool tapped = false;     // CreateToken: tapped
    bool attacking = false;  // CreateToken: attacking (508.4: it was never declared)
    // CreateToken: "for each opponent, create a ... token that's tapped and attacking that player
    // or a planeswalker they control": `a` tokens per opponent in the game (Adeline)
    bool per_opponent = false;
    // CopyToken, and the copy effect of an EntersAsCopy ability: "except ..." (707.9b)
    CopyExcept except{};
    // CreateToken: "an X/X ... token, where X is the life paid as <the source> entered": the
    // token's power and toughness (part of its copiable values, 707.9b) are the source's x
    bool pt_is_source_x = false;
    bool until_end_of_turn = false;  // BecomeCopy: "until end of turn" (611.2a)
    // CopyToken: the object copied may be a card in a graveyard or in exile ("a token that's a
    // copy of that card", 707.2: its printed values; Ardyn, Espers to Magicite, Sin)
    bool of_card = false;
    // CopyToken of Who::AllMatching: each copy enters attached to the token the resolution made
    // before (GameState::last_moved: Stangg Twin); an Aura that can't be is not created, an
    // Equipment that can't be enters unattached (ruling DMU-R-0445)
    bool attached_to_last_made = false;
  };
  // stack_spells.cpp
  struct StackSpells {
    // CopySpell: "The copy targets <this>": every target of the copy is the source; no copy is
    // made if the source isn't a legal target for each of them (707.10c; ruling DMU-R-0134).
    bool copy_targets_source = false;
    ManaCost cost{};  // CounterUnlessPays (ward, 702.21a): the mana to pay
    // CounterUnlessPays: "If that spell is countered this way, exile it instead of putting it
    // into its owner's graveyard." (Syncopate)
    bool exile_countered = false;
    // CounterUnlessPays (ward): the payment is `a` life instead of mana ("Ward—Pay life equal
    // to <this>'s power", read as the ward ability resolves)
    bool pay_life = false;
    // CounterUnlessPays: "If that player doesn't, they tap all lands with mana abilities they
    // control and lose all unspent mana." (Power Sink; 106.4, 500.4)
    bool unpaid_taps_lands = false;
  };
  // casting.cpp
  struct Casting {
    // CastFromHandFree: only a card whose mana value (202.3) is at most `a` ("with mana value
    // less than or equal to that damage").
    bool max_mana_value = false;
    // CastTargetFromGraveyard: paying its costs with mana of any type (118.14), not free
    bool any_mana = false;
    // CopyAndCast: "You may cast the copy by paying {3} rather than paying its mana cost"
    // (kCastCopyForThree; Blue Mage's Cane)
    bool for_three = false;
  };
  // characteristics.cpp
  struct Characteristics {
    TypeMask add_types = 0;  // BecomeCreature, BecomeTypes: the card types (layer 4)
    bool sets_base = false;  // LoseAllAbilities, BecomeCreature: base power and toughness a/b
    // BecomeCreature: "becomes a 2/2 Gargoyle creature with flying": the card types become
    // `add_types` (205.1a), creature types its card's `becomes_subtypes`, plus `keywords`, and
    // the effect has no stated duration, so it lasts until the game ends (611.2a).
    bool sets_types = false;
    // BecomeCreature: "becomes a Human Cleric with base power and toughness 2/2": only its
    // creature types change, to its card's becomes-subtypes of variant `subtypes_variant`
    // (205.1a); no duration (611.2a).
    bool sets_creature_types = false;
    int8_t subtypes_variant = 0;
    // GrantAbility, BecomeCreature with sets_creature_types: "until end of turn" (otherwise no
    // duration)
    bool this_turn = false;
    // BecomeTypes: "and loses all abilities" (613.1f), in the same effect.
    bool loses_abilities = false;
    // BecomeTypes: "until a player casts a creature spell" (611.2a; ends at 601.2i).
    bool until_creature_spell = false;
    // GrantKeywords: "<it> gains haste" with no stated duration (611.2a), not until end of turn;
    // BecomeCreature: "becomes a creature in addition to its other types" with no duration (Zur)
    bool no_duration = false;
    // Pump: "and can attack this turn as though it didn't have defender" (702.3b)
    bool despite_defender = false;
    // SetBasePT: "base power becomes a": its base toughness stays what it was (613.4b)
    bool power_only = false;
    // GrantKeywords: "until your next turn" (611.2b) instead of until end of turn
    bool until_your_next_turn = false;
    // GrantKeywords: "for as long as you control <the source>" (611.2b) instead of until end of
    // turn; nothing if the source has already left or changed controller (ruling FIN-R-0865)
    bool while_you_control_source = false;
    // BecomeTypes: "becomes a <card's becomes_subtypes> in addition to its other types" (205.1b),
    // no duration (611.2a); its card types stay.
    bool adds_subtypes = false;
    // BecomeCreature: "with protection from each of that spell's colors" (702.16a): the colors
    // of the trigger's spell as it resolves (as it last existed on the stack, 608.2h)
    bool protection_from_trigger_spell = false;
    // Pump: "and assigns combat damage equal to its toughness rather than its power" this turn
    // (510.1a; its power is unchanged for everything else, ruling DMU-R-0347)
    bool assigns_by_toughness = false;
    // Pump: "assign their combat damage this turn as though they weren't blocked" (510.1b-c;
    // Outmaneuver): ContinuousEffect::assigns_as_unblocked
    bool as_though_unblocked = false;
    // Pump: "for as long as <the source> remains tapped" (611.2b) instead of until end of turn;
    // nothing if the source is already untapped or gone (ContinuousEffect::while_tapped)
    bool while_source_tapped = false;
  };
  // control_attach.cpp
  struct ControlAttach {
    bool to_most_life = false;  // GainControl: "the player with the most life gains control"
    // GainControl: "target opponent gains control of <who>": the player in this target slot
    int8_t to_target_player = -1;
    // GainControl: "that player gains control of <who>": the trigger's player (Kain)
    bool to_trigger_player = false;
    // GainControl: "until end of turn", "for as long as you control <this>" (611.2a-b)
    ControlUntil until = ControlUntil::Forever;
    // AttachChosen: "attach any number of <filter> permanents you control to <who>" (Beatrix):
    // the controller chooses them one at a time as it resolves (608.2c), then they are attached
    // together (ruling FIN-R-0641)
    bool any_number = false;
  };
  // mana_costs.cpp
  struct ManaCosts {
    ColorMask colors = 0;                        // AddMana
    SpendOnly spend_only = SpendOnly::Anything;  // AddMana: the mana's spending restriction (106.6)
    ManaCost cost{};                             // PayOptional: the mana to pay
    // PayOptional: "and exile <exile_from_graveyard> cards from your graveyard" (118.3: both
    // parts paid or neither; offered only with that many cards there; Ultimecia)
    int8_t exile_from_graveyard = 0;
    // AddMana: "one mana of any color": `a` mana of one of `colors`, chosen by the effect's
    // controller as it resolves (608.2d)
    bool one_color = false;
    // AddMana: "if you haven't added mana with this ability this turn" (Carpet of Flowers): mana
    // added counts in the source's Object::activations (TriggerIf::SourceAddedNoManaThisTurn)
    bool counts_for_source = false;
  };
  // No parameters (monostate), or one family's: the card database refuses an effect holding
  // another family's than its op reads (params_fit(), card_db.cpp).
  using Params =
      std::variant<std::monostate, DamageLife, Library, DestroySacrifice, ExileReturn, TokensCopies,
                   StackSpells, Casting, Characteristics, ControlAttach, ManaCosts>;

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
  bool they_choose = false;  // "you may" is decided by the player the effect names
  // The source is this target slot's object instead of the ability's source (DealDamage, Fight,
  // Attach). A slot, like `slot`: the card database shifts both for mode sets (601.2c).
  int8_t source_slot = -1;
  // DealDamage, PutCounters: "distribute `a` (a constant) among <the targets of slot `slot`>"
  // (601.2d: the division is announced as targets are chosen, each target getting at least one;
  // StackItem::divided); a target that became illegal loses its share (608.2b).
  bool distribute = false;
  Params params;

  // The parameters of family P, to write (card scripts, dsl.h); P's defaults if none were set.
  template <class P>
  P& set() {
    if (std::holds_alternative<std::monostate>(params)) params = P{};
    if (!std::holds_alternative<P>(params))
      throw std::logic_error("an effect with the parameters of two families");
    return std::get<P>(params);
  }
};

// Family P's parameters of an effect: its own, or P's defaults if it has none. The card
// database makes sure an effect holds no other family's than its op reads (params_fit()), so
// the throw means an op reading another family's struct than params_index() says.
template <class P>
inline constexpr P kDefaultParams{};
template <class P>
const P& params(const Effect& e) {
  if (const P* p = std::get_if<P>(&e.params)) return *p;
  if (e.params.index() != 0) throw std::logic_error("an op read another family's parameters");
  return kDefaultParams<P>;
}

struct Mode {
  std::vector<TargetSpec> targets;
  std::vector<Effect> effects;
  std::string text;
  ManaCost additional;  // tiered (702.183a): the additional cost paid to cast with this mode
  // Ability::cost_choice: this choice's cost is sacrificing this many permanents matching
  // `additional_sacrifice_filter` (601.2h)
  int8_t additional_sacrifice = 0;
  Filter additional_sacrifice_filter;
};

struct Cost {
  ManaCost mana;
  // A cost with a part chosen as it is paid: a card to discard or a permanent to sacrifice
  // (601.2h). A mana ability with such a cost asks the choice as it is activated (605.3b).
  bool chooses_objects() const { return discard > 0 || sacrifice_count > 0; }
  bool tap = false;
  bool sacrifice_self = false;
  int8_t sacrifice_count = 0;  // sacrifice N permanents matching sacrifice_filter
  Filter sacrifice_filter;
  int8_t discard = 0;
  TypeMask discard_types = 0;       // "Discard a land card": only cards of these types (0: any)
  int8_t exile_from_graveyard = 0;  // exile N other cards from your graveyard
  // An activated ability's "Exile N <exile_filter> cards from your graveyard" (601.2h): the cards
  // exiled are linked to the ability's source (607.2a, GameState::linked: "the exiled cards")
  Filter exile_filter;
  int8_t tap_count = 0;  // "Tap N untapped <tap_filter> you control"
  Filter tap_filter;
  // "Untap N tapped <untap_filter> you control" (Halo Fountain): N different permanents, each
  // "untapped" once even if a stun counter replaces the untap (122.1d, rulings DMU-R-0020/0021)
  int8_t untap_count = 0;
  Filter untap_filter;
  int8_t life = 0;
  bool half_life = false;  // "Pay half your life, rounded up" (119.4)
  bool life_x = false;     // "pay X life": the X announced for the spell (601.2b)
  bool loyalty = false;    // a loyalty ability (606): its cost is loyalty_change counters
  int8_t loyalty_change = 0;
  bool discard_self = false;  // "Discard this card" (cycling, 702.29a)
  bool exile_self = false;    // "Exile this <permanent>" (a mana ability's too, 605.3b)
  bool return_self = false;   // "Return this <permanent> to its owner's hand" (Attunement)
  // Crew N (702.122a): "Tap any number of other untapped creatures you control with total power
  // N or greater"; the creatures tapped crew the Vehicle (702.122b).
  int8_t crew = 0;
  // Ninjutsu (702.49a): "Return an unblocked attacking creature you control to its owner's
  // hand" (after blockers are declared, 509.1h); the stack item's trigger_obj remembers it and
  // its trigger_item what it attacked (an attack code, Object::attack_target).
  bool return_unblocked_attacker = false;
  // The sacrifice_count `sacrifice_filter` permanents are returned to their owner's hand instead
  // of sacrificed: "Return a land you control to its owner's hand" (Chocobo Kick's kicker)
  bool return_instead = false;
  // "Mill N cards" (701.17a; 118.3: not payable with fewer cards in the library)
  int8_t mill = 0;
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
  BecomesTarget,         // of a spell or ability an opponent controls (ward, 702.21a)
  Enlists,               // this creature enlisted another (702.154c)
  FinalChapterTriggers,  // "Whenever the final chapter ability of <subject> triggers" (714.2d)
  // "When <this> is put into a graveyard from the battlefield" (any permanent; 700.4 "dies" is
  // only for creatures)
  PutIntoGraveyardFromBattlefield,
  PlaysLand,  // a player plays a land (305.1): as CastSpell, `spell` filters it
  // "Whenever one or more cards leave your graveyard": seen once per card leaving; the abilities
  // using it so far trigger only once each turn, which makes one event per batch moot. Not
  // `self`: "whenever a <subject> card leaves your graveyard", once per card (Syr Konrad).
  CardsLeaveYourGraveyard,
  BeginningOfPrecombatMain,  // "at the beginning of your first main phase" (505.1a)
  // A state trigger (603.8): "When a player has no cards in hand". It triggers whenever the
  // state matches, unless the ability is already waiting or on the stack (state_triggers()).
  NoCardsInHand,
  // "Whenever <subject> becomes untapped": a permanent went from tapped to untapped, in the untap
  // step (502.3), by an effect (701.26b) or as a cost (601.2h); not when a stun counter is removed
  // instead (122.1d, ruling DMU-R-0019). Looked for only while GameState::untap_trigger_sources.
  BecomesUntapped,
  BeginningOfCombat,  // "at the beginning of combat on your turn" (507.1)
  // "Whenever <subject> attacks alone" (506.5): the only creature declared as an attacker, the
  // creatures of a Two-Headed Giant teammate included (805.10a, ruling FIN-R-0328).
  AttacksAlone,
  // "Whenever you draw a card" (121.1, one event per card drawn); with `spell.who` Opponent,
  // "whenever an opponent draws a card" (the trigger's player is the one who drew).
  DrawsCard,
  // "Whenever <this> deals damage to a player": combat or noncombat damage (120.3); the player
  // is the trigger's player ("that player")
  DamageToPlayer,
  // "Whenever <this> blocks or becomes blocked": once each combat as it is declared a blocker
  // (509.3a) or as the attacking creature becomes blocked (509.3c)
  BlocksOrBecomesBlocked,
  // "Whenever <this> becomes blocked by a creature": once for each creature blocking it (509.3d)
  BecomesBlockedByCreature,
  Blocks,  // "Whenever <this> blocks": once each combat as it is declared a blocker (509.3a)
  // "at end of combat" (511.2): only the trigger of a delayed ability (Op::CreateDelayed), at the
  // beginning of the next end of combat step
  EndOfCombat,
  // "When this permanent transforms into <this face>" (701.27): the permanent turned over by
  // transform(); not when it enters with that face up (712.14a).
  TransformsInto,
  // "Whenever <this> deals combat damage to a player or planeswalker" (510.2): the trigger's
  // player is the player dealt damage, or none for a planeswalker
  CombatDamageToPlayerOrPlaneswalker,
  // "Whenever <subject> becomes blocked": once each combat as the attacking creature becomes
  // blocked (509.3c), however many creatures block it
  BecomesBlocked,
  // "When <subject> is dealt damage" (120.3): with Trigger::attached_subject, "When enchanted
  // creature is dealt damage" (Sleep Magic)
  DealtDamage,
  // "Whenever you sacrifice <subject>" (701.21a): for any reason, a cost or an effect (ruling
  // FIN-R-0453); the subject is the sacrificed permanent as it last existed (603.10a)
  Sacrificed,
  // "at the beginning of each of your postcombat main phases" (505.1a: each main phase after
  // the first)
  BeginningOfPostcombatMain,
  // "Whenever a <subject> card is put into a graveyard from anywhere other than the
  // battlefield" (any graveyard; Syr Konrad)
  PutIntoGraveyardNotFromBattlefield,
  // "Whenever an opponent attacks you": a player declared one or more creatures attacking this
  // player (not a planeswalker or battle, ruling FIN-R-0779); the trigger's player is the one
  // attacked (508.1m)
  OpponentAttacksYou,
  WinsCoinFlip,  // "Whenever you win a coin flip" (705.2); the trigger's player is the winner
  // "Whenever one or more creatures you control deal combat damage to a player": once for each
  // player dealt combat damage by creatures of one controller in one combat damage step (510.2);
  // the subject is one of those creatures, the trigger's player the player dealt damage
  CreaturesDealCombatDamageToPlayer,
  // A state trigger (603.8): "When an opponent controls a creature with power 4 or greater"
  // (Hidden Predators)
  OpponentControlsPowerFourOrMore,
  // "Whenever you scry or surveil" (701.22, 701.25): once the cards are put back; not for a scry
  // or surveil 0 (701.22b, 701.25c); the trigger's player is the one who did (Matoya)
  ScriesOrSurveils,
  // "Whenever <subject> is tapped for mana, its controller adds an additional {G}" (106.12a): a
  // triggered mana ability (605.1b) that adds its Ability::mana_colors mana_amount times as the
  // mana ability resolves, without the stack (605.4a; Vernal Bloom). Never put on the stack: the
  // payment reads it (triggered_mana(), payment.cpp).
  TappedForMana,
  // "When <this> is put into a graveyard from anywhere", "Whenever another card is put into a
  // graveyard from anywhere": never a leaves-the-battlefield ability (603.6c), so it doesn't look
  // back; the subject is the object in the graveyard, and a self trigger works from there
  PutIntoGraveyardFromAnywhere,
  // "at the beginning of the next cleanup step" (514.3a: only as a delayed trigger; Waylay)
  BeginningOfCleanup,
  // "Whenever you lose control of <subject>" (with `spell.who` Opponent: "Whenever an opponent
  // gains control of a <subject> from you", Zidane): a permanent's controller changed from the
  // ability's controller. It looks back (603.10a): the trigger sees the controllers before the
  // change, of every permanent changing control at the same time; the trigger's player is the new
  // controller. A delayed one ("When you lose control of that Equipment this turn") is about its
  // object only.
  LosesControl,
  // "When a spell or ability an opponent controls causes you to discard this card" (701.9a):
  // the discarded card, in its owner's graveyard, is the subject (it triggers from there)
  DiscardedByOpponent,
  // "Whenever you put one or more counters on <subject>" (122.6; Rikku): the player is the one who
  // put them (change_counters()' `by`), the subject the permanent; one trigger per permanent while
  // the first is still waiting to be put on the stack (the counters of one effect, of each kind)
  YouPutCountersOn,
  // "When <this> leaves the battlefield" (603.6c, 603.10a: it looks back; the subject is the
  // permanent as it last existed on the battlefield, whatever zone it went to)
  LeavesBattlefield,
  // "Whenever you proliferate" (701.34a): once per proliferation, even one that chose no
  // permanent or player (ruling FIN-R-0633); the trigger's player is the one who proliferated
  // (Ezuri, Stalker of Spheres, set REF)
  Proliferates,
  // "Whenever a player loses the game" (104.3, 800.4a): in a game of more than two players, as
  // the player who lost leaves it; the trigger's player is that player (Ramses, Assassin Lord)
  PlayerLosesGame,
  // "Whenever you activate an ability that isn't a mana ability, if life was paid to activate
  // it" (602.2, 605.3b: a mana ability isn't activated this way): seen.player the activator,
  // seen.amount the life paid, seen.item the ability's stack item. Only activations that paid
  // life raise it (the intervening "if" can't become false: 603.4).
  ActivatesAbilityPayingLife,
  // "Whenever <a player> loses life" (119.3, 120.3a: damage included): seen.player the player who
  // lost it, seen.amount how much ("that many"); Kefka, Ruler of Ruin
  LosesLife,
};
// CardDef::trigger_events holds one bit per event.
static_assert(static_cast<int>(Event::LosesLife) < 64, "too many events for a mask");
// The events that are states, not happenings: their abilities are state triggers (603.8).
constexpr uint64_t kStateEvents =
    uint64_t{1} << static_cast<unsigned>(Event::NoCardsInHand) |
    uint64_t{1} << static_cast<unsigned>(Event::OpponentControlsPowerFourOrMore);

// Intervening "if" clauses (603.4), checked when it triggers and again on resolution.
enum class TriggerIf : uint8_t {
  None,
  ControlCreatureWithPowerAboveBase,
  SpellManaSpentAtLeast4,  // "if at least four mana was spent to cast it"
  SpellManaSpentAtLeast8,  // "if at least eight mana was spent to cast it"
  ControlFiveTowns,        // "if you control five or more Towns"
  ControlEquipment,        // "if you control an Equipment"
  Kicked,                  // "if it was kicked" (702.33e), of the entering object
  KickedTwice,             // "if it was kicked twice" (702.33d)
  // Echo (702.30a): "if this permanent came under your control since the beginning of your last
  // upkeep"
  ControlledSinceLastUpkeep,
  OnePlayerHasMostLife,  // "if a player has more life than each other player"
  SourceIsEnchantment,   // "if <this> is an enchantment" (a sleeping enchantment)
  SourceIsCreature,      // "if <this> is a creature"
  // "if you both own and control <this> and a creature named <its meld partner>" (712.4a)
  OwnAndControlMeldPair,
  // "a spell that targets only a single <trigger.subject>": the trigger's object is that target,
  // as it was when the spell became cast (rulings DMU-R-0335, DMU-R-0337)
  SpellTargetsOnlyOne,
  YouHaveACardInHand,  // "if you have a card in hand" (Imaginary Pet)
  // "if you haven't added mana with this ability this turn" (Carpet of Flowers): the source's
  // Object::activations is 0 (counted by an AddMana effect with ManaCosts::counts_for_source; the
  // source has no activated ability)
  SourceAddedNoManaThisTurn,
  // "if you control another nonland permanent" (Reclusive Wight)
  YouControlAnotherNonland,
  YouControlNoCreatures,     // "if you control no creatures" (Thran Quarry)
  NoCreaturesOnBattlefield,  // "if no creatures are on the battlefield" (Pestilence)
  // "if a non-Skeleton creature died under your control this turn"; on an activated ability,
  // "Activate only if ..." (602.5b, Cult Conscript)
  NonSkeletonCreatureDiedThisTurn,
  // "if this creature didn't enter the battlefield this turn" (Cactuar)
  SourceDidNotEnterThisTurn,
  // "if you control `Trigger::if_n` or more <Trigger::subject>" (Golbez, Sidequest: Raise a
  // Chocobo; for an event whose subject is the source, `subject` serves only this count)
  ControlAtLeast,
  // "if there are `Trigger::if_n` or more permanent cards in your graveyard" (Exdeath)
  PermanentCardsInYourGraveyardAtLeast,
  CardsInYourGraveyardAtLeast,  // "if `Trigger::if_n` or more cards are in your graveyard"
  // "if it has a <counter> counter on it": the trigger's object (as it last existed) has a
  // counter of the kind `Trigger::if_n`
  SubjectHasCounter,
  SourceEquipped,  // "if it's equipped" (301.5): an Equipment is attached to the source
  // "if you don't control a <Trigger::subject>" (Rufus Shinra: "a creature named Darkstar")
  ControlNone,
  // "Activate only if an opponent was dealt combat damage by a legendary creature this turn"
  // (602.5b; Blitzball)
  OpponentDealtCombatDamageByLegend,
  // "Activate only if this creature attacked this turn" (boast, 702.142a; 508.1a: declared as an
  // attacker, Object::attacked)
  SourceAttackedThisTurn,
  // Mangara: "if two or more of those creatures are attacking you and/or planeswalkers you
  // control" (attacking creatures on the battlefield now, 506.3)
  TwoOrMoreAttackingYou,
  // "Activate only during combat" (506.1: from the beginning of combat step to the end of combat
  // step)
  DuringCombat,
  // "if that player controls more lands than each other player" (Greener Pastures; "that
  // player": the active one, whose upkeep it is)
  ActivePlayerHasMostLands,
  // "if <this> is in the command zone or on the battlefield" (eminence; rulings FIN-R-0478-0479:
  // the object that triggered, so not once it changed zones)
  SourceInCommandZoneOrBattlefield,
  // "if it isn't that player's turn": the trigger event's player isn't an active player
  NotTriggerPlayersTurn,
  GainedLifeThisTurn,     // "if you gained life this turn" (119.3)
  PlayerLostLifeAtLeast,  // "if a player lost `Trigger::if_n` or more life this turn" (119.3)
  CardLeftYourGraveyardThisTurn,  // "if a card left your graveyard this turn"
  // "Activate only if `Trigger::if_n` or more creatures died this turn" (602.5b, 700.4; Lagomos)
  CreaturesDiedThisTurnAtLeast,
  // "if it's the first combat phase of the turn" (506.1; GameState::combat_phases: Genji Glove)
  FirstCombatPhase,
  // "if a creature died under an opponent's control this turn" (700.4; Sidequest: Hunt the Mark)
  CreatureDiedUnderOpponentThisTurn,
  PlayerDiscardedThisTurn,  // "if a player discarded a card this turn" (701.9; The Raven Man)
  // "Whenever ... during your turn": a trigger condition (603.2), checked only as the event
  // happens, not an intervening "if" (Jenova's Mutants)
  DuringYourTurn,
  // "if another creature is on the battlefield" (Lifeline: after the one that died left, any
  // creature there)
  CreatureOnBattlefield,
  // "if it's attached to a creature you control": the trigger's object (an Aura or Equipment) is
  // attached to a creature the ability's controller controls (Stolen Uniform)
  SubjectAttachedToCreatureYouControl,
  // "if a counter was put on <this> this turn" (122.6; Object::counter_put: Wakka)
  CounterPutOnSourceThisTurn,
  // "if you cast it" (601.2i): the source is the permanent its controller's spell became (608.3),
  // not a copy (707.10) and not a card put onto the battlefield by an effect (Bortuk Bonerattle)
  SourceWasCast,
  // YouAttack: "Whenever you attack with `if_n` or more creatures" (508.1m): a trigger condition
  // (603.2) counting the creatures attacking as the attack is declared, not an intervening "if"
  YouAttackWithAtLeast,
  // "if you put a counter on a creature this turn" (122.6; Player::put_counter_on_creature: Lord
  // Jyscal Guado)
  YouPutCounterOnCreatureThisTurn,
  // "if a creature or planeswalker an opponent controlled was dealt excess damage this turn"
  // (120.10; Player::excess_damage_to_yours: Rith, Liberated Primeval)
  OpponentsPermanentDealtExcessDamage,
  // "if they were attacked this turn by an Assassin you controlled" (the trigger's player;
  // Player::attacked_by_assassin_of: Ramses, Assassin Lord)
  TriggerPlayerAttackedByYourAssassin,
  // The source's dash or blitz cost was paid (Object::dash_blitz, as it last existed: 702.152a's
  // "When this permanent is put into a graveyard from the battlefield, draw a card")
  DashBlitzPaid,
  // "Whenever <this> attacks an opponent" (Kaalia of the Vast): a trigger condition, not an
  // intervening "if" (603.4): it attacks a player, not a planeswalker (506.3), as it is declared;
  // not checked again on resolution
  SourceAttacksAPlayer,
  // CastSpell: "Whenever you cast a spell you don't own" (108.3: the spell's owner is its card's
  // owner; Vaan, Street Thief)
  SpellYouDontOwn,
  // "if one or more of them entered from a graveyard or was cast from a graveyard" (Celes, Rune
  // Knight): the entering subject's previous object was in a graveyard, or was a spell cast
  // from one (601.2a); with Trigger::one_or_more, the batch triggers once if any of them did
  EnteredFromGraveyard,
  // "if a player was dealt if_n or more combat damage this turn" (510.2;
  // Player::combat_damage_taken; Sidequest: Play Blitzball)
  PlayerDealtCombatDamageAtLeast,
};

struct Trigger {
  // "at the beginning of each player's ..." (not just yours); CastSpell: "whenever a player
  // casts" (any player, not just you)
  bool each_player = false;
  int8_t if_n = 0;  // the number of the intervening "if" (TriggerIf::ControlAtLeast ...)
  TriggerIf if_clause = TriggerIf::None;
  Event event = Event::None;
  bool self = true;        // the object with the ability is the subject
  Filter subject;          // otherwise: subject matching this (relative to controller)
  Filter spell;            // for CastSpell: what kind of spell
  bool from_hand = false;  // CastSpell: "cast ... from your hand" (the zone it left, 601.2a)
  // A delayed trigger (603.7) with an event other than "the next end step": it ends with the
  // turn it was created in ("this turn"); `repeats`: "until end of turn, whenever ..." rather
  // than "when you next ..." (603.7c).
  bool repeats = false;
  // The subject is the permanent the source is attached to ("Whenever equipped creature ...",
  // 301.5, 303.4): `self` and `subject` are not used.
  bool attached_subject = false;
  // CastSpell: "Whenever you cast a spell that targets <this>" (heroic, 207.2c): one of the
  // spell's targets, as it became cast, is the source.
  bool targets_source = false;
  // CardsLeaveYourGraveyard: "Whenever one or more <subject> cards leave your graveyard": once for
  // the cards leaving together (while its trigger waits, batch_waiting(); ruling FIN-R-0701);
  // EntersBattlefield: "Whenever one or more <subject> enter", once for those entering together
  bool one_or_more = false;
  // A delayed trigger about the object in the creating effect's target ("When that creature
  // dies"): it has no end but its one triggering (603.7c), whatever the turn.
  bool until_it_triggers = false;
  // CastSpell: "casts their second spell each turn": the caster's nth spell this turn (a
  // trigger condition, 603.2, not an intervening "if": checked only as it triggers); DrawsCard:
  // "draw your third card each turn", the drawer's nth card drawn this turn (121.2)
  int8_t nth_spell = 0;
  // With each_player, a step trigger about "that player" (Who::TriggerPlayer): in Two-Headed
  // Giant it triggers once for each player of the active team (805.4d).
  bool that_player = false;
  // DealtDamage: "Whenever <subject> deals damage to a creature": `self`, `attached_subject` or
  // `subject` name the source of the damage, and the trigger's object is the creature dealt
  // damage (120.3; "the other creature")
  bool dealt_by = false;
  // Dies: "Whenever a creature dealt damage by enchanted creature this turn dies": the subject
  // was dealt damage this turn by the permanent the source is attached to (GameState::
  // damage_record)
  bool damaged_by_attached = false;
  // It functions only while its card is in its owner's graveyard, because its effect returns the
  // card from there (113.6m: Phoenix Chick); no other of its abilities functions there
  bool from_graveyard = false;
  // CastSpell: "Whenever you cast your first <spell> each turn": no spell its caster cast before
  // it this turn (GameState::cast_this_turn) matches `spell` (a trigger condition, 603.2, checked
  // only as it triggers: Torgal, A Fine Hound)
  bool first_each_turn = false;
  // CastSpell: "with mana value equal to that spell's mana value" in a target of the ability
  // (TargetSpec::mana_value_x): the ability's X is the spell's mana value as the ability is put
  // on the stack, its X included (202.3e; Krile Baldesion, rulings FIN-R-0766, FIN-R-0767)
  bool x_is_spell_mana_value = false;
  // CastSpell: "Whenever you cast a <spell> from your graveyard" (601.2a: the zone it left;
  // Rivaz of the Claw), whatever let it be cast (ruling DMU-R-0251)
  bool cast_from_graveyard = false;
};

enum class StaticKind : uint8_t {
  None,
  Anthem,  // objects matching filter get +p/+t
  OpponentsCantGainLife,
  PowerIsCreaturesYouControl,  // characteristic-defining ability (604.3)
  KeywordsDuringYourTurn,      // has `keywords` as long as it's its controller's turn
  EnchantedGets,   // the permanent it's attached to gets +p/+t and `keywords` (if `filter` matches)
  SpellsCostLess,  // your spells of `colors` (or, if set, of `filter.types`) cost {power} less
  CyclingCostsLess,  // cycling abilities you activate cost {power} less (601.2f, 602.2b)
  // 702.16k, 702.16i: "You have protection from each of your opponents"
  ControllerProtectedFromOpponents,
  // The Defilers: "As an additional cost to cast <colors> permanent spells, you may pay {power}
  // life. Those spells cost {<colors>} less to cast if you paid life this way. This effect
  // reduces only the amount of <colors> mana you pay." (601.2b, 118.8; 601.2f)
  OptionalLifeCostReducesPip,
  // "Equipped creature has base power and toughness X/X, where X is your life total" (layer
  // 7b, 613.4b): X is read whenever it is needed, never locked in (611.3a).
  EquippedBasePTIsLife,
  // "You may look at the top card of your library any time." (a rule-modifying static ability,
  // 604.1; see top_card_visible())
  LookAtTopOfLibrary,
  // "You may play the top card of your library" (`subtype` null; with `if_attacked`: "as long as
  // <this> attacked this turn"), or "You may play lands and cast <subtype> spells from the top of
  // your library" (Traveling Chocobo). See may_play_from_top().
  PlayFromTopOfLibrary,
  // "If a land or <subtype> you control entering the battlefield causes a triggered ability of a
  // permanent you control to trigger, that ability triggers an additional time." (603.2d)
  EnterTriggersAgain,
  // "This creature can't be blocked except by {power} or more creatures." (509.1b)
  BlockedOnlyByAtLeast,
  // Replacement effects that change the number of an event (614.1a), read by
  // replaced_amount() (replacement.cpp):
  // "If one or more +1/+1 counters would be put on a creature you control, twice that many
  // +1/+1 counters are put on that creature instead."
  DoubleCountersOnYourCreatures,
  DoubleLifeYouGain,  // "If you would gain life, you gain twice that much life instead."
  // "If an opponent would mill one or more cards, they mill that many cards plus {power}
  // instead."
  OpponentsMillMore,
  // "As long as this creature is equipped, if an ability of it or an Equipment attached to it
  // triggers, that ability triggers an additional time." (603.2d; counted with the permanents
  // that change an event's number, GameState::event_modifiers)
  EquippedTriggersAgain,
  // Karn's Sylex: "Players can't pay life to cast spells or to activate abilities that aren't
  // mana abilities." (119.4; paying 0 life stays possible)
  CantPayLifeForSpellsAndAbilities,
  // Knight of Dawn's Light: "If you would gain life, you gain that much life plus 1 instead."
  // (614.1a; each one adds 1 to each life-gaining event, 119.10; replaced_amount())
  GainLifePlusOne,
  // "Its power is equal to the number of creature cards in your graveyard and its toughness is
  // equal to that number plus `toughness`" (604.3, a characteristic-defining ability: it works in
  // every zone, 604.3a)
  PTIsCreatureCardsInYourGraveyard,
  // Anointed Peacekeeper: "Spells your opponents cast with the chosen name cost {power} more to
  // cast." (601.2f; the name its NameAsEnters ability chose, Object::named)
  NamedSpellsCostMore,
  // "Activated abilities of sources with the chosen name cost {power} more to activate unless
  // they're mana abilities." (602.2b, 601.2f: any player's, in any zone, ruling DMU-R-0054)
  NamedAbilitiesCostMore,
  // Doubling Season (reference card, set REF), two replacement effects (614.1a; replaced_amount()):
  // "If an effect would put one or more counters on a permanent you control, it puts twice that
  // many of those counters on that permanent instead." (counters of any kind, also those a
  // permanent enters with, 122.6)
  DoubleCountersOnYourPermanents,
  // "If an effect would create one or more tokens under your control, it creates twice that many
  // of those tokens instead."
  DoubleTokensYouCreate,
  // Queen Allenal of Ruadach: "If one or more creature tokens would be created under your
  // control, those tokens plus a 1/1 white Soldier creature token are created instead." (614.1a;
  // tokens_added(): the Soldiers are made with the others, tapped or attacking as they are,
  // without their abilities, ruling DMU-R-0228)
  CreatureTokensPlusSoldier,
  // Song of the Dryads (reference card, set REF): "Enchanted permanent is a colorless
  // <subtype> land" (a basic land type, `colorless_land`). Its card types become land and its
  // subtypes that basic land type (layer 4, 205.1a; supertypes stay), it becomes colorless (layer
  // 5, 613.1e), and it loses the abilities of its rules text and has the land type's mana ability
  // instead (305.7, 305.6). Lingering Mirage, "Enchanted land is an Island": only its land types
  // become that one (305.7). See land_type_set() (land_type.cpp).
  EnchantedIsBasicLand,
  // Mirror Gallery (reference card, set REF): "The \"legend rule\" doesn't apply." (704.5j is
  // skipped while a permanent with this ability is on the battlefield; see legend_group())
  LegendRuleDoesntApply,
  // "<This creature> attacks each combat if able." (a requirement, 508.1d; Bloodrock Cyclops, a
  // reference card). A requirement that would make its controller pay a cost is not one (508.1d).
  AttacksEachCombat,
  // "You may cast spells [of `filter.types`] as though they had flash" (601.3e, 702.8a): counted
  // in GameState::flash_sources.
  CastAsThoughFlash,
  // "<This creature> can't block." (a restriction, 509.1b)
  CantBlock,
  // "Lands you control enter untapped." (614.1c; counted with GameState::event_modifiers): also
  // a land an effect puts onto the battlefield tapped, and one with its own "enters tapped", whose
  // controller orders the two effects to have it enter untapped (616.1; ruling FIN-R-0390).
  LandsYouControlEnterUntapped,
  // Hardened Scales (reference card, set REF): "If one or more +1/+1 counters would be put on a
  // creature you control, that many plus one +1/+1 counters are put on it instead." (614.1a;
  // replaced_amount(), ordered with the doublers, counter_order_settled())
  PlusOneCountersOneMore,
  // "Its power is equal to the number of <filter.types> cards in your graveyard" (604.3, a
  // characteristic-defining ability working in every zone, 604.3a; toughness printed)
  PowerIsCardsInYourGraveyard,
  // "Its power and toughness are each equal to the greatest mana value among cards in your
  // graveyard" (604.3; an {X} there is 0, 202.3e)
  PTIsGreatestManaValueInYourGraveyard,
  // Domain: "Its power is equal to {power} times the number of basic land types among lands you
  // control" (604.3); with `toughness` 1, its toughness too.
  PTIsDomain,
  // Combat restrictions (508.1c, 509.1b) of other permanents' static abilities, looked for while
  // GameState::static_sources says a permanent changes others (CardDef::affects_others):
  EnchantedCantAttackOrBlock,  // "Enchanted creature can't attack or block."
  EnchantedCantBeBlocked,      // "Enchanted creature can't be blocked."
  CreaturesCantBlock,          // "Creatures can't block."
  // "This creature can't be blocked except by creatures with flying." (509.1b)
  BlockedOnlyByFlyers,
  // "If a source would deal damage to you, prevent 1 of that damage." (615.1a; Urza's Armor,
  // counted with GameState::event_modifiers)
  PreventOneDamageToYou,
  // "Prevent all combat damage that would be dealt to and dealt by this creature." (615.1a)
  PreventCombatDamageToAndBy,
  // "This creature doesn't untap during your untap step." (502.3)
  DoesntUntap,
  // "Nonbasic lands don't untap during their controllers' untap steps." (502.3; counted with the
  // permanents that change others, CardDef::affects_others)
  NonbasicLandsDontUntap,
  // "You may play an additional land on each of your turns." (305.2)
  AdditionalLandPlay,
  // "Equipped creature has \"<triggered ability>\"" (613.1f): the equipped creature has the
  // source card's Linked ability `Ability::linked` while this Equipment is attached to it; the
  // creature is that ability's source (job select Equipment: White Mage's Staff, Paladin's Arms'
  // ward, ...). Read by check_source() (triggers.cpp).
  EquippedHasAbility,
  // "<This>'s power is equal to the number of permanent cards in your graveyard" (604.3, a
  // characteristic-defining ability; its toughness is printed: Neo Exdeath)
  PowerIsPermanentCardsInYourGraveyard,
  // Trance Kuja: "If a Wizard you control would deal damage to a permanent or player, it deals
  // double that damage instead." (614.1a; counted with GameState::event_modifiers)
  DoubleDamageFromYourWizards,
  // Demon Wall: "As long as this creature has a counter on it, it can attack as though it didn't
  // have defender." (702.3b)
  AttacksDespiteDefenderWithCounter,
  // Tor Wauki the Younger: "If another source you control would deal noncombat damage to a
  // permanent or player, it deals that much damage plus 1 to that permanent or player instead."
  // (614.1a; counted with GameState::event_modifiers)
  NoncombatDamagePlusOne,
  // Cadric, Soul Kindler: "The \"legend rule\" doesn't apply to tokens you control." (704.5j
  // looks only at the nontoken legendary permanents of that controller; see legend_group())
  LegendRuleSparesYourTokens,
  // "<This> can't be blocked as long as defending player controls {power} or more <filter>."
  // (509.1b; Ayesha Tanaka, Armorer: three artifacts)
  UnblockableWhileDefenderControls,
  // Diamond Weapon: "Prevent all combat damage that would be dealt to <this>." (615.1a; damage is
  // still assigned to it as usual, 510.1c, ruling FIN-R-0127)
  PreventCombatDamageToSelf,
  // "Enchanted creature doesn't untap during its controller's untap step." (502.3; Sleep Magic)
  EnchantedDoesntUntap,
  // "Enchanted permanent's activated abilities can't be activated." (602.5; mana abilities too,
  // 605.1a; Stuck in Summoner's Sanctum)
  EnchantedCantActivate,
  // Laboratory Maniac: "If you would draw a card while your library has no cards in it, you win
  // the game instead." (614.1a, 104.2b; see draw_cards())
  WinInsteadOfEmptyDraw,
  // Teferi, Mage of Zhalfir: "Each opponent can cast spells only any time they could cast a
  // sorcery." (307.1; see can_cast(); its card also has a CastAsThoughFlash ability, so
  // GameState::flash_sources counts it)
  OpponentsCastOnlyAsSorcery,
  // Isshin, Two Heavens as One: "If a creature attacking causes a triggered ability of a permanent
  // you control to trigger, that ability triggers an additional time." (603.2d; the attack events:
  // Attacks, AttacksAlone, YouAttack; see add_pending())
  AttackTriggersAgain,
  // A God of Theros: "As long as your devotion to <colors> is less than <power>, <this> isn't a
  // creature." (700.5; layer 4, on the battlefield only; it applies even if the permanent lost
  // its abilities, ruling FIN-R-0561; see layer4_types())
  NotCreatureBelowDevotion,
  // Wirecat: "This creature can't attack or block if an enchantment is on the battlefield."
  // (508.1c, 509.1b; checked as attackers and blockers are declared)
  CantAttackOrBlockWhileEnchantment,
  // "Each other <filter> you control enters with an additional +1/+1 counter on it." (614.1c;
  // counted with GameState::event_modifiers; Tromell)
  OthersEnterWithCounter,
  // "This creature can't be blocked by creatures with power {power} or less." (509.1b)
  CantBeBlockedByPowerAtMost,
  // "This creature can't be blocked as long as you've cast an instant or sorcery spell this
  // turn." (509.1b; Player::instants_sorceries_cast)
  UnblockableIfCastInstantOrSorcery,
  // "Equipped creature has base power and toughness {power}/{toughness}" (layer 7b, 613.4b; the
  // Equipment's timestamp orders it with the other base-setting effects, 613.7e)
  EquippedBasePT,
  // "Equipped creature can't be blocked by creatures with power {power} or less." (509.1b)
  EquippedCantBeBlockedByPowerAtMost,
  // "As long as you've cast {power} or more noncreature spells this turn, <this> has `keywords`."
  // (Lyse Hext; spells cast before it entered count, ruling FIN-R-0786; a turn_keywords ability)
  KeywordsIfNoncreatureSpellsCast,
  // "Protection from <subtype>s" (702.16a: from a quality; Yawgmoth's "from Humans"): from each
  // source that has the subtype `subtype` (see protected_from()); with `subtype` null and card
  // types in `filter.types`, "protection from <card type>s" (Greensleeves's "from planeswalkers"):
  // from each source that has one of those card types now
  ProtectionFromSubtype,
  // "<This>'s power and toughness are each equal to the number of <filter.types> you control"
  // (604.3, a characteristic-defining ability working in every zone, 604.3a, ruling DMU-R-0396;
  // the permanents' types after layer 4, a permanent of two such types counted once: Greensleeves's
  // lands, Queen Allenal's creatures)
  PTIsPermanentsYouControl,
  // "<This>'s toughness is equal to the number of <subtype>s you control" (604.3, a
  // characteristic-defining ability working in every zone, 604.3a; power printed: Treefolk
  // Seedlings' Forests)
  ToughnessIsSubtypeYouControl,
  // Arcane Laboratory: "Each player can't cast more than one spell each turn." (counted with the
  // permanents that change others, GameState::static_sources; see can_cast())
  OneSpellPerTurn,
  // Darkest Hour: "All creatures are <colors>." (layer 5, 613.1e: their colors become `colors`;
  // counted with the permanents that change others, GameState::static_sources)
  CreaturesAreColor,
  // Sulfuric Vapors: "If a red spell would deal damage to a permanent or player, it deals that
  // much damage plus 1 to that permanent or player instead." (614.1a; any player's red spell;
  // counted with GameState::event_modifiers)
  RedSpellDamagePlusOne,
  // Energy Field: "Prevent all damage that would be dealt to you by sources you don't control."
  // (615.1a; counted with GameState::event_modifiers, like PreventOneDamageToYou)
  PreventDamageToYouFromOthers,
  // Edgar, King of Figaro: "The first time you flip one or more coins each turn, those coins come
  // up heads and you win those flips." (705.2; Player::flipped_coin; see op_flip_coin())
  FirstCoinFlipWon,
  // Fallaji Wayfarer: "Multicolored spells you cast have convoke." (702.51a; counted with the
  // permanents that change costs, GameState::cost_sources; see spell_has_convoke())
  MulticoloredSpellsHaveConvoke,
  // Nyxbloom Ancient: "If you tap a permanent for mana, it produces three times as much of that
  // mana instead." (106.12b, 614.1a: a permanent its controller taps; cumulative, ruling
  // FIN-R-0552; counted with GameState::mana_event_sources; tap_factor(), payment.cpp)
  TappedForManaTriples,
  // Dancer's Chakrams: "Equipped creature has \"Other commanders you control get +{power}/
  // +{toughness} and have `keywords`\"" (613.1f: the equipped creature has the ability, with
  // the Equipment's timestamp; its effect applies in layers 6 and 7c to each commander, 903.3,
  // that the equipped creature's controller controls, whether or not the equipped creature is a
  // commander itself, ruling FIN-R-0702). See apply_static_sources().
  EquippedGrantsCommanderAnthem,
  // "<This>'s power and toughness are each equal to your life total." (604.3, Serra Avatar)
  PTIsYourLife,
  // "Creatures with <keywords> get +p/+t" (Crosswinds): layer 7c, read after every layer-6 effect
  // has given or removed the keywords (613.4c, 613.8)
  CreaturesWithKeywordsGet,
  // "Your opponents play with their hands revealed." (Telepathy; 701.20a: to every player)
  OpponentsPlayWithHandsRevealed,
  // "This creature can't attack unless defending player controls <filter>" (at least `power` of
  // them; 508.1c: a player who doesn't, and their planeswalkers, can't be attacked by it)
  CantAttackUnlessDefenderControls,
  // Worship: "If you control a creature, damage that would reduce your life total to less than 1
  // reduces it to 1 instead." (614.1a: the result of the damage changes, not the damage: it is
  // all dealt, for lifelink and "that much"; see life_lost_to_damage(), zones.cpp)
  DamageCantReduceYourLifeBelowOne,
  // Weatherlight Compleated: "As long as <this> has `power` or more <per_counter> counters on it,
  // it's a <subtype> creature in addition to its other types." (layer 4, 613.1d, 205.1b; on the
  // battlefield only; it applies even if the permanent lost its abilities, ruling DMU-R-0351: see
  // layer4_types())
  CreatureWithCounters,
  // "As long as there are fewer than `power` cards in your graveyard, <this> isn't a creature."
  // (layer 4, 613.1d; on the battlefield only, and even if it lost its abilities, rulings
  // FIN-R-0907 and FIN-R-0914: see layer4_types(); The Warring Triad)
  NotCreatureBelowGraveyardCards,
  // Pariah: "All damage that would be dealt to you is dealt to enchanted creature instead."
  // (614.9: a redirection; see deal_damage(), zones.cpp)
  DamageToYouDealtToEnchanted,
  // Retaliation: "Creatures you control have \"<triggered ability>\"" (613.1f): each creature its
  // controller controls has the source card's Linked ability `Ability::linked`, with that
  // creature as its source. Read by check_source() (triggers.cpp). With conditions in
  // `StaticAbility::filter`, the permanents it matches instead ("Other Dragons you control have
  // ward {2}": Rith).
  CreaturesYouControlHaveAbility,
  // Okk: "This creature can't attack unless a creature with greater power also attacks. This
  // creature can't block unless a creature with greater power also blocks." (508.1c, 509.1b)
  AttacksAndBlocksOnlyWithGreaterPower,
  // Defensive Formation: "Rather than the attacking player, you assign the combat damage of each
  // creature attacking you. You can divide that creature's combat damage as you choose among any
  // of the creatures blocking it." (510.1, 510.1c: the defending player announces how those
  // attackers divide their damage; see run_combat_damage(), combat.cpp)
  YouAssignDamageOfAttackersAttackingYou,
  // Confiscate: "You control enchanted permanent." (613.1b, layer 2: ControlUntil::WhileAttached,
  // following the Aura's controller; sync_aura_control(), control.cpp)
  YouControlEnchanted,
  // Cid, Timeless Artificer: "Artifact creatures and <subtype>s you control get +p/+t for each
  // <filter> you control and each <filter> card in your graveyard." (layer 7c, 613.4c; counted
  // now, 611.3a: see apply_static_sources())
  ArtifactCreaturesAndSubtypeGetPerCount,
  // "You may choose not to untap this <permanent> during your untap step." (502.3: the active
  // player is asked, DecisionKind::Untap, before the permanents untap together)
  MayChooseNotToUntap,
  // Quina, Qu Gourmet: "If one or more tokens would be created under your control, those tokens
  // plus a 1/1 green Frog creature token are created instead." (614.1a; tokens_added())
  TokensPlusFrog,
  // Ohabi Caleria: "Untap all <subtype>s you control during each other player's untap step."
  // (502.3 untaps only the active player's permanents; this effect untaps these too, whatever
  // keeps them from untapping during their controller's own untap step, ruling DMU-R-0404;
  // counted with the permanents that change others, CardDef::affects_others)
  UntapSubtypeDuringOthersUntap,
  // Jasmine Boreal of the Seven: "Creatures you control with no abilities can't be blocked by
  // creatures with abilities." (509.1b, checked as blockers are declared, ruling DMU-R-0401; see
  // has_no_abilities(); counted with the permanents that change others, CardDef::affects_others)
  NoAbilitiesUnblockableByAbilities,
  // "Equip abilities you activate that target <this> cost {power} less to activate." (601.2f,
  // 602.2b; equip_target_reduction(): Helitrooper, Cloud, Planet's Champion)
  EquipTargetingThisCostsLess,
  // Serra Paragon, Rivaz of the Claw: "Once during each of your turns, you may play a land card
  // or cast a <filter> spell from your graveyard" (601.3, 305.1; the filter's types say whether
  // land cards may be played): graveyard_permission(). With `linked` >= 0 ("If you do, it gains
  // \"...\""), the spell or land gains that Linked ability of this card (613.1f; a spell's carries
  // to the permanent it becomes, 400.7a).
  OncePerTurnFromGraveyard,
  // "If a land is tapped for mana, it produces {B} instead of any other type and amount."
  // (Contamination; 614.1a, 106.12): as_produced()
  LandsTappedForManaProduceBlack,
  // Activated abilities one permanent has from another (613.1f, layer 6; granted_abilities.cpp).
  // "Enchanted creature has \"<activated ability>\"" / "Equipped creature has ...": the
  // permanent this one is attached to has this card's ability `linked` (an Activated ability
  // with Ability::granted), as its own: it is the ability's source ("This creature deals 1
  // damage", Hermetic Study) and its {T} taps it (302.6 applies to it).
  AttachedHasActivatedAbility,
  // "<filter> you control have \"<activated ability>\"" (Astor, Bearer of Blades: "Equipment you
  // control have equip {1}", "Vehicles you control have crew 1"): each permanent its controller
  // controls that `filter` matches has this card's ability `linked`, as above.
  YoursHaveActivatedAbility,
  // Robaran Mercenaries: "<This> has all activated abilities of all <filter> you control": this
  // permanent has the activated abilities (not mana abilities) of each other permanent its
  // controller controls that `filter` matches, each read from that permanent now.
  HasActivatedAbilitiesOfYours,
  // Abundance: "If you would draw a card, you may instead choose land or nonland and reveal cards
  // from the top of your library until you reveal a card of the chosen kind. Put that card into
  // your hand and put all other cards revealed this way on the bottom of your library in any
  // order." (614.1a, 614.11, 121.6; draw_replacement.cpp; GameState::draw_replacers)
  MayRevealInsteadOfDraw,
  // Eye of Nidhogg: "Enchanted creature is a <colors> <subtype> with base power and toughness
  // <power>/<toughness> and has <keywords>": its creature types become `subtype` (layer 4,
  // 205.1a; its card types and supertypes stay, ruling FIN-R-0722), its colors become `colors`
  // (layer 5), it has `keywords` (layer 6) and its base P/T is set (layer 7b, 613.4b), each with
  // the Aura's timestamp (613.7e). See enchanted_becomes_setter() (chars.cpp).
  EnchantedBecomes,
  // "Enchanted creature is goaded." (701.15b: a designation, not an ability of the creature): it
  // is goaded by the Aura's controller while attached (goading_players(), combat.cpp)
  EnchantedIsGoaded,
  // Hades, Sorcerer of Eld: "During your turn, you may play cards from your graveyard." (601.3,
  // 305.1: costs and timing as usual, ruling FIN-R-0148; graveyard_permission(), not used up)
  PlayFromGraveyardDuringYourTurn,
  // Hades, Sorcerer of Eld: "If a card or token would be put into your graveyard from anywhere,
  // exile it instead." (614.1a; CardDef::exiles_graveyard_bound, GameState::graveyard_exilers)
  YourGraveyardToExile,
  // "As this creature transforms into <this face>, you get an emblem with ..." (Sephiroth,
  // One-Winged Angel): transform() gives the emblem named `text` to the permanent's controller
  // as it is turned over to this face (not as a permanent enters with it up, ruling FIN-R-0311)
  EmblemAsTransformsInto,
  // Thran Portal: "Mana abilities of this land cost an additional <power> life to activate."
  // (118.8, 605.3b) Its own mana abilities carry the life in their costs; a mana ability it gains
  // from an effect (Rain of Filth) pays it too as it is activated (ruling DMU-R-0305,
  // extra_mana_life(), mana_choice.cpp).
  ManaAbilitiesCostLife,
  // Noctis, Prince of Lucis: "You may cast <filter> spells from your graveyard by paying `power`
  // life in addition to paying their other costs. If you cast a spell this way, that <permanent>
  // enters with a finality counter on it." (601.3, 601.2f-h, 122.1h; graveyard_life_permission())
  CastFromGraveyardPayingLife,
  // Gerrard's Hourglass Pendant: "If a player would begin an extra turn, that player skips that
  // turn instead." (614.1b, 614.10; looked for only as an extra turn would begin, turn.cpp)
  ExtraTurnsSkipped,
  // Primeval Spawn: "If <this> would enter the battlefield and it wasn't cast or no mana was
  // spent to cast it, exile it instead." (614.1a, 614.12; CardDef::exiled_unless_cast_with_mana,
  // read by move_object())
  ExiledUnlessCastWithMana,
  // Observed Stasis: "Enchanted creature loses all abilities." (layer 6, 613.1f, with the
  // Aura's timestamp, 613.7e; CardDef::removes_abilities, GameState::ability_removers)
  EnchantedLosesAllAbilities,
  // The Masamune: "As long as equipped creature is attacking, it ... must be blocked if able."
  // (509.1c: a requirement on the attacker; blocks_obey_most_requirements(), combat.cpp;
  // CardDef::block_requirement)
  EquippedMustBeBlockedWhileAttacking,
  // The Masamune: "Equipped creature has \"If a creature dying causes a triggered ability of this
  // creature or an emblem you own to trigger, that ability triggers an additional time.\""
  // (603.2d, 603.10a; counted with GameState::event_modifiers, additional_triggers())
  EquippedDyingTriggersAgain,
  // Ancient Adamantoise: "All damage that would be dealt to you and other permanents you control
  // is dealt to this creature instead." (614.1b, 614.9; damage_redirector())
  DamageToYouAndOthersDealtToThis,
  // Ancient Adamantoise: "Damage isn't removed from this creature during cleanup steps." (514.2;
  // CardDef::keeps_damage)
  DamageNotRemovedInCleanup,
};

struct StaticAbility {
  StaticKind kind = StaticKind::None;
  Filter filter;
  int8_t power = 0, toughness = 0;
  KeywordMask keywords = 0;
  ColorMask colors = 0;
  bool your_turn_only = false;  // Anthem: "During your turn, ..."
  // Anthem: "As long as <this> entered the battlefield this turn, ..." (Keldon Strike Team)
  bool entered_this_turn_only = false;
  // EnchantedGets: "is a Knight in addition to its other types" (layer 4, 613.1d; 205.1b)
  const char* subtype = nullptr;
  ColorMask protection = 0;  // Anthem: "have protection from <colors>" (702.16a)
  bool if_attacked = false;  // PlayFromTopOfLibrary: "as long as <this> attacked this turn"
  // PlayFromTopOfLibrary with `subtype`: "You may cast <subtype> spells from the top of your
  // library" (no lands: Emperor Mihail II)
  bool spells_only = false;
  // PlayFromTopOfLibrary: "If you cast a spell this way, pay life equal to its mana value rather
  // than pay its mana cost." (Bolas's Citadel: spells only as kCastTopForLife; lands as usual)
  bool pay_life = false;
  // EnchantedGets: "+power/+toughness for each <per_counter> counter on <the source>" (its
  // counters now: a static ability's effect is never locked in, 611.3a); -1: a fixed bonus.
  int8_t per_counter = -1;
  // Anthem: "+X/+X where X is the number of <filter> you control": power/toughness once for each
  // permanent its own filter matches (Jodah, the Unifier).
  bool per_matching = false;
  // Anthem: "This creature gets +p/+t [for each <filter> you control]": it applies to its source
  // only, and `filter` is only what is counted (Adelbert Steiner, Gaelicat).
  bool self_only = false;
  // Anthem, EnchantedGets: "as long as you control `at_least` or more <filter>" (0: always);
  // counted like per_matching, as its source's controller sees them now (611.3a).
  int8_t at_least = 0;
  // EnchantedIsBasicLand: "is a colorless <subtype> land" (Song of the Dryads) also sets its card
  // type to land and its color to colorless; "is an Island" (Lingering Mirage) sets only its land
  // type (305.7: no card type is added or removed).
  bool colorless_land = false;
  // SpellsCostLess: only "the second spell you cast each turn" (any spell: one was cast before
  // it this turn, counted as its cost is determined, 601.2f)
  bool second_spell = false;
  // SpellsCostLess: only "the first legendary creature spell you cast each turn" (none was cast
  // before it this turn, Player::legendary_creature_spells_cast; Serah Farron)
  bool first_legendary_creature = false;
  // KeywordsDuringYourTurn: "as long as <this> is equipped" too (301.5; Cloud, Planet's Champion)
  bool if_equipped = false;
  // SpellsCostLess: "Spells you cast of the chosen type": the card type the source chose as it
  // entered (614.1c, Object::chosen; Stenn, Paranoid Partisan)
  bool of_chosen_type = false;
  // PlayFromTopOfLibrary: "As long as this Equipment is attached to a creature, ..." (Summoning
  // Materia); with `filter.types` and `spells_only`, "cast <filter.types> spells" only
  bool if_attached = false;
  // OncePerTurnFromGraveyard: "During each of your turns, you may play a land and cast a
  // permanent spell of each permanent type from your graveyard" (Muldrotha): once for each
  // permanent type each turn rather than once (Object::graveyard_types_used)
  bool each_permanent_type = false;
  // OncePerTurnFromGraveyard: "If you cast a spell this way, that <permanent> enters tapped."
  // (Edgar, Master Machinist; Object::enter_tapped)
  bool enters_tapped = false;
};

// What an "As this enters, choose ..." ability (AbilityKind::NameAsEnters) chooses (614.1c).
enum class EnterChoice : uint8_t {
  CardName,  // any card name (201.4): Object::named
  // a card type other than creature or land (300.1; Stenn): chosen_type_code() of the type
  CardTypeNotCreatureOrLand,
  BasicLandType,              // one of the five (305.6; Thran Portal): chosen_type_code()
  AnotherCreatureYouControl,  // its id (Tyrannical Pitlord); nothing if there is none
  Color,                      // a color (105.1; Crossroads Village): its mana kind MW..MG
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
  FlashIfXAtMost,  // "You may cast this as though it had flash if X is `amount` or less" (601.3e)
  ReplaceDies,     // "If <stat.filter> would die, exile it instead" (614.1a); then `replace_life`
                   // life for its controller and Linked ability `linked` triggers ("When you do")
  Kicker,          // 702.33a: "You may pay an additional `cost` as you cast this spell"; a
                   // card with "kicker [A] and/or [B]" has two (702.33b)
  Enlist,          // 702.154a: the optional attack cost; Linked ability `linked` is its "when you
                   // do" trigger
  // "As this enters, mill `amount` cards for each time it was kicked" (614.1c, 702.33d): done as
  // it enters, without the stack.
  MillAsEntersPerKick,
  // 702.150a Compleated: it enters with two fewer loyalty counters for each Phyrexian symbol of
  // its cost its caster paid with life (Object::phyrexian_paid).
  Compleated,
  // "As this enters, [look at an opponent's hand, then] choose any card name" (614.1c, 614.12a,
  // 201.4): asked before it enters; the name is kept in Object::named. With another
  // Ability::enter_choice, "As this enters, choose a card type / a basic land type / another
  // creature you control", kept in Object::chosen.
  NameAsEnters,
  // "You may have this enter as a copy of any <filter> on the battlefield, except <except>"
  // (614.1c, 707.2, 707.9b): its one mode's one effect, an Op::CopyToken, holds the `filter`
  // and the `except` (Effect::TokensCopies).
  // Chosen before it enters, before the copied card's own "as enters" choices (614.12a).
  EntersAsCopy,
  // 702.137a Spectacle [cost]: "You may pay `cost` rather than pay this spell's mana cost if an
  // opponent lost life this turn." (cast from the hand as kCastSpectacle)
  Spectacle,
  // 702.88a Rebound: "If you cast this spell from your hand, exile it as it resolves. At the
  // beginning of your next upkeep, you may cast this card from exile without paying its mana
  // cost." The delayed trigger is its Linked ability `linked` (an Op::CastFromExileFree).
  Rebound,
  // 702.143a Foretell [cost]: cast from exile for `cost` rather than its mana cost (118.9) after
  // the turn it was foretold (kCastForetold). card_db.cpp adds the special action (116.2h) as an
  // Activated ability with `foretell_action`.
  Foretell,
  // "As this enters, pay any amount of life." (614.1c, 614.12a: asked before it enters; the life
  // paid is kept in Object::x, Phyrexian Processor's X)
  PayLifeAsEnters,
  // 702.109a Dash [cost] and 702.152a Blitz [cost]: "You may cast this card by paying `cost`
  // rather than its mana cost" (kCastDashBlitz; from the hand, and from its owner's graveyard too
  // with `from_graveyard`: Sabin's "You may cast this card from your graveyard using its blitz
  // ability"). The permanent the spell becomes remembers the payment (Object::dash_blitz): it has
  // haste, and the Linked ability `linked` (return it to its owner's hand, or sacrifice it) is a
  // delayed trigger at the beginning of the next end step. Blitz's "When this permanent is put
  // into a graveyard from the battlefield, draw a card" is a Dies trigger of the card with
  // TriggerIf::DashBlitzPaid.
  Dash,
  Blitz,
};

// A mana ability of a card that another permanent is tapped for (payment.cpp,
// for_each_extra_mana_ability()). Either way it makes one mana of one of its `mana_colors`.
enum class ManaGrant : uint8_t {
  None,
  // 613.1f: "<stat.filter> have \"{T}: Add ...\"" (Chromatic Lantern's lands you control,
  // Citanul Hierophants's creatures you control): each permanent the filter matches (relative to
  // this card's controller) has this ability, with {T} in its cost (302.6 applies): tapping it is
  // tapping that permanent for mana (106.12).
  Granted,
  // "Tap an untapped <cost.tap_filter> you control: Add ..." (Urza, Lord High Artificer; Relic of
  // Legends): this permanent's own ability, whose cost taps another permanent (118.3, no {T}: no
  // summoning sickness, 302.6, and that permanent isn't tapped for mana, 106.12).
  TapOther,
  // "Until end of turn, lands you control gain \"Sacrifice this land: Add {B}.\"" (Rain of
  // Filth): the ability a resolved spell's effect gives permanents (613.1f), listed in
  // GameState::gained_mana; not the spell's own.
  ByEffect,
  // "{0}: Add X mana in any combination of <mana_colors>, where X is <this>'s power." (Vivi
  // Ornitier): this permanent's own ability, activated at priority only (605.3a, like a mana
  // ability whose cost chooses objects: mana_choice.cpp), X counted as it resolves (106.4); the
  // first mana is of the kind activated for, the others' colors are chosen among mana_colors
  // (605.4a). With `once_per_turn` and TriggerIf::DuringYourTurn: "Activate only during your turn
  // and only once each turn." (602.5b)
  PowerAnyCombination,
  // "{T}: Add one mana of any color. Spend this mana only to ..." beside other mana abilities of
  // the same permanent with another spending restriction (Plaza of Heroes): activated at
  // priority only (mana_choice.cpp), so the payment's units of the permanent (Ability::
  // unit_kinds, one restriction each) don't merge it with the others.
  AtPriority,
  // "{T}: Add one mana of any color among <stat.filter> you control" (Plaza of Heroes' legendary
  // permanents): the kinds are the colors of those permanents now (106.7: none, no mana), read
  // as it is activated at priority (mana_choice.cpp).
  ColorAmongMatching,
  // "{T}: Add <mana_amount> mana in any combination of colors" (Rivaz of the Claw): activated at
  // priority (mana_choice.cpp); the first mana is of the kind activated for, the others' colors
  // are chosen as it resolves (605.4a), all with the ability's spending restriction.
  AnyCombination,
};

struct Ability {
  AbilityKind kind = AbilityKind::Spell;
  Cost cost;
  bool sorcery_speed = false;
  // "This ability still resolves if its target becomes illegal" (Gilded Drake): 608.2b doesn't
  // remove it when its targets are all illegal; the effects skip the illegal targets.
  bool resolves_if_targets_illegal = false;
  int8_t chapter = 0;          // N for a chapter ability "{rN}—" (714.2)
  bool once_per_turn = false;  // activate only once each turn; for triggers, trigger only once
  Trigger trigger;
  std::vector<Mode> modes;  // one for non-modal; "choose one" otherwise
  // 700.2: "Choose one or more —" lets up to max_modes different modes be chosen (700.2d). The
  // card database builds mode_sets: for each nonempty set of modes (bit i: mode i, index
  // set - 1), one mode with their targets and effects in printed order (608.2c), each effect's
  // target slots shifted past the targets of the modes before it (601.2c: each "target" is its
  // own instance, so one object may answer several modes).
  uint8_t max_modes = 1;
  // "Choose two —" (700.2d): at least this many different modes (max_modes the same).
  uint8_t min_modes = 1;
  std::vector<Mode> mode_sets;
  // "You may choose the same mode more than once" (700.2d; Unite the Coalition): mode_sets then
  // hold every sequence of 1 to max_modes modes in printed order, repeats allowed, and
  // mode_seqs[i] the modes of mode_sets[i] (a mode chosen twice is performed twice, 700.2d, each
  // with its own targets, 601.2c). StackItem::modes is then the index + 1 of the sequence chosen
  // so far (at most 255 sequences).
  bool repeat_modes = false;
  std::vector<std::vector<int8_t>> mode_seqs;
  StaticAbility stat;
  ColorMask mana_colors = 0;  // mana abilities: one mana of any of these colors; 0 = {C}
  // 605.1a: a permanent may have several mana abilities that each cost {T} (a painland's "{T}:
  // Add {C}" and "{T}: Add {W} or {U}. This land deals 1 damage to you."). Only one of them can
  // be activated for a payment, so the permanent is one unit making any kind this ability or a
  // later mana ability without a mana cost makes (computed by the card database). Limit: those
  // abilities are assumed to share this one's cost, amount and spending restriction (true of
  // every card implemented).
  uint8_t unit_kinds = 0;
  int8_t mana_amount = 1;
  // EntersTapped: "unless you control N or fewer other lands" (Thran Portal; -1: always)
  int8_t untapped_if_other_lands_at_most = -1;
  // "{T}: Add {G} for each <stat.filter>": mana_amount once for each permanent `stat.filter`
  // matches as it is activated (106.4; mana_amount_of())
  bool mana_per_matching = false;
  // "Add X mana ..., where X is the number of <counter> counters on this <permanent>": mana_amount
  // once for each such counter on the source as the ability resolves, as it last existed if the
  // cost sacrificed it (106.4, 608.2h; Lotus Blossom)
  bool mana_per_counter = false;
  int8_t mana_damage = 0;  // mana abilities: "This land deals N damage to you" (605.1a)
  // Mana abilities: "Put N <counter> counters on this <permanent>", part of the ability's effect
  // (605.3b: no stack; Strixhaven Stadium)
  int8_t mana_counters = 0;
  // Mana abilities: mana of fixed kinds one activation adds besides mana_amount of its chosen kind
  // ("{T}: Add {W}{U}{B}{R}{G}": mana_amount 0 and one of each, Timeless Lotus; 106.4)
  std::array<int8_t, kManaKinds> mana_also{};
  bool artifact_spells_only = false;  // "can't be spent to cast a nonartifact spell" (106.6)
  // "Spend this mana only to cast an artifact spell or activate an ability of an artifact source"
  bool artifact_source_only = false;
  SpendOnly spend_only = SpendOnly::Anything;  // mana abilities: a spending restriction (106.6)
  // Mana abilities: one that isn't this card's own to activate by tapping it (ManaGrant).
  ManaGrant mana_grant = ManaGrant::None;
  // Triggered (Event::TappedForMana): "add one mana of any type that permanent produced" (Kinnan,
  // Bonder Prodigy): mana_amount mana of the kind the mana ability was activated for (the kind
  // chosen for its mana, or the one asked of a fixed-mana ability), instead of mana_colors'.
  bool mana_of_produced_kind = false;
  Counter counter = Counter::PlusOne;  // EntersWithCounters; a mana ability's mana_counters
  Value counters;
  // CostReduction; Activated: "This ability costs {1} less to activate for each ..." (601.2f,
  // 602.2b; 0 by default), or with GreatestPowerYouControl "costs {X} less ..., where X is the
  // greatest power among <stat.filter> you control" (own_reduction())
  // CostReduction; an Activated ability with GreatestPowerYouControl: "This ability costs {X}
  // less to activate, where X is the greatest power among <stat.filter> you control" (601.2f)
  Value amount;
  int8_t replace_life = 0;
  int8_t linked = -1;
  bool flashback = false;  // AltCostFromGraveyard: the flashback keyword (702.34a)
  bool tiered = false;     // Spell: tiered (702.183a): each mode has an additional cost
  // Triggered: "Choose one at random" (700.2): the mode is chosen at random among the legal
  // ones as the ability is put on the stack (603.3c).
  bool random_mode = false;
  // Triggered: "choose one that hasn't been chosen" (Sol'Kanar the Tainted): a mode chosen for this
  // ability of this object before can't be chosen again (700.2b; GameState::modes_chosen); a new
  // object (400.7) has chosen none.
  bool modes_once = false;
  // Activated: functions only while the card is in its owner's hand (113.6b, 113.6m), such as
  // cycling (702.29a), whose ability also has `cycling` set.
  bool from_hand = false;
  bool cycling = false;
  // With from_hand: not an activated ability but the foretell special action (116.2h, 702.143b):
  // pay {2}, exile the card face down; it never stays on the stack.
  bool foretell_action = false;
  // Activated: functions only while the card is in its owner's graveyard (113.6b: "Return this
  // card from your graveyard ...").
  bool from_graveyard = false;
  // NameAsEnters: "look at an opponent's hand, then choose": the chooser sees that hand while
  // choosing (player_view()).
  bool looks_at_opponent_hand = false;
  // NameAsEnters: what is chosen as it enters (614.1c): a card name (Object::named), or a value
  // kept in Object::chosen.
  EnterChoice enter_choice = EnterChoice::CardName;
  // Spell with max_modes 2: "Choose one. If you control a commander as you cast this spell,
  // you may choose both instead." (checked as the modes are chosen, 601.2b; Akroma's Will)
  bool both_modes_if_commander = false;
  // Triggered: eminence (207.2c): it functions in the command zone too while its card is a
  // commander there (113.6 otherwise keeps a commander's abilities from functioning there).
  bool eminence = false;
  // With from_hand: commander ninjutsu (702.49d), functioning in the command zone too.
  bool commander_ninjutsu = false;
  // Spell: "X is <amount>" computed once, as the spell becomes cast (601.2i; Lifestream's
  // Blessing: "the greatest power among creatures you controlled as you cast this spell", ruling
  // FIN-R-0768); its effects read it as Value::X.
  bool x_as_cast = false;
  // CostReduction: "This spell costs {amount} less to cast if it targets a <stat.filter>"
  // (601.2f after 601.2c; Fate of the Sun-Cryst)
  bool if_targets = false;
  // Activated: an ability this card gives other permanents through a static ability naming it
  // (`linked`; AttachedHasActivatedAbility, YoursHaveActivatedAbility, 613.1f), not its own.
  bool granted = false;
  // Activated: "This ability can't be copied" (Gogo, Master of Mimicry; Op::CopyAbility), and
  // "X can't be 0" (107.3: the X announced is 1 or more, 601.2b)
  bool cant_be_copied = false;
  bool x_not_zero = false;
  // Spell, with `tiered`: "As an additional cost to cast this spell, <A> or <B>" (601.2b: the
  // caster announces which one; Louisoix's Sacrifice): each mode is one choice, with the same
  // targets and effects, its cost in Mode::additional or Mode::additional_sacrifice. Not a modal
  // spell's choice of tier: logged as 601.2b.
  bool cost_choice = false;
  std::string text;
};

// The kinds of the fixed mana a mana ability adds (Ability::mana_also; bit k = ManaKind k).
inline uint8_t also_kinds(const Ability& a) {
  uint8_t kinds = 0;
  for (int k = 0; k < kManaKinds; ++k)
    if (a.mana_also[static_cast<size_t>(k)] > 0) kinds = static_cast<uint8_t>(kinds | 1u << k);
  return kinds;
}

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
  ColorMask protection = 0;  // printed "protection from <color>" (702.16a)
  std::vector<Ability> abilities;
  bool implemented = false;
  bool token = false;
  bool read_ahead = false;         // 702.155
  bool cant_be_countered = false;  // "This spell can't be countered" (a static ability, 113.6g)
  int16_t mana_value = 0;          // printed (202.3), computed once
  bool affects_others = false;     // has a static ability that changes other objects (chars())
  bool cda_power = false;          // its power is defined by a characteristic-defining ability
  bool turn_keywords = false;      // has keywords "during your turn" (chars() skips the search)
  bool saga = false, aura = false, equipment = false;
  bool replaces_dies = false;  // has a ReplaceDies ability
  // Has a CostReduction that depends on its targets (Ability::if_targets)
  bool target_cost_reduction = false;
  bool modifies_costs = false;  // a static ability changing what its controller's spells cost
  // A static ability about the top card of its controller's library (LookAtTopOfLibrary,
  // PlayFromTopOfLibrary): counted in GameState::top_sources. (These two fill padding: at 400
  // bytes instead of 392, indexing the card table made an ogre bench game cost 4% more
  // instructions.)
  bool top_of_library = false;
  bool enter_triggers_again = false;  // an EnterTriggersAgain ability (GameState::enter_doublers)
  // The creature types (comma-separated) its "becomes a ... creature" effect sets (205.1a).
  const char* becomes_subtypes = nullptr;
  const char* becomes_subtypes2 = nullptr;  // a second set, for a second such effect
  Chars printed;  // its printed characteristics (chars() starts from them), computed once
  uint64_t trigger_events = 0;  // bit `Event` set: it has a triggered ability on that event
  // What the priority options look for (priority.cpp skips cards with none of them). Bits, so
  // that CardDef stays at 392 bytes (see top_of_library).
  bool has_activated : 1 = false;       // an activated ability (not a mana ability)
  bool has_from_hand : 1 = false;       // an ability activated from the hand (cycling, 702.29a)
  bool has_from_graveyard : 1 = false;  // an ability activated from the graveyard (113.6b)
  bool has_alt_cost : 1 = false;        // an alternative cost to cast it from the graveyard
  // An instant, flash, or "as though it had flash if X is ..." (601.3e): castable at all when
  // the caster couldn't cast a sorcery (307.1, 702.8a).
  bool instant_speed : 1 = false;
  // Has a static ability that changes the number of an event (counters, life gained, cards
  // milled: replaced_amount(); times an ability triggers, 603.2d); counted by
  // GameState::event_modifiers.
  bool modifies_events : 1 = false;
  bool has_mana_ability : 1 = false;  // mana_ability() looks no further without one (605.1a)
  // Printed as a creature, planeswalker, Aura, Equipment or Saga: with no continuous effect
  // changing types, the only permanents the state-based actions of 704.5f-n and 704.5s look at.
  bool sba_subject : 1 = false;
  // Has a NameAsEnters ability: a card name is chosen as it enters (614.1c, 201.4).
  bool names_as_enters : 1 = false;
  // Its mana abilities are one for each color (W U B R G order) and it has only the one of the
  // color or basic land type chosen as it entered (Object::chosen; 305.6: "{T}: Add {G}" for a
  // Forest), none if nothing was chosen (Crossroads Village, Thran Portal; ruling DMU-R-0307).
  // Computed: a color or basic land type NameAsEnters choice and mana abilities. Counted in
  // GameState::chosen_mana_sources, so mana_abilities_of() reads them through
  // abilities_while_removed().
  bool mana_of_choice : 1 = false;
  bool enters_as_copy : 1 = false;  // has an EntersAsCopy ability (614.1c, 707.2)
  // Has an EnchantedIsBasicLand ability (305.7): counted in GameState::land_type_sources.
  bool sets_land_type : 1 = false;
  // Its characteristics, or those its static abilities give, are computed from more than the
  // permanents' own state: the number of permanents or of cards in a graveyard (604.3), whose
  // turn it is, a life total (GameState::context_readers).
  bool reads_context : 1 = false;
  bool grants_flash : 1 = false;  // has a CastAsThoughFlash ability (GameState::flash_sources)
  // Has an EquippedHasAbility ability: its granted trigger's event is in trigger_events.
  bool grants_triggers : 1 = false;
  // Has an EnchantedCantActivate ability: counted in GameState::activation_locks.
  bool locks_activations : 1 = false;
  bool extra_land_play : 1 = false;  // has an AdditionalLandPlay ability (305.2)
  // Has a MayChooseNotToUntap ability: the untap step asks only about such cards (502.3)
  bool may_stay_tapped : 1 = false;
  // Printed as an Assassin: declared attackers are tested for the subtype (Ramses, Assassin
  // Lord's record) only if so, or if an effect could have given it
  bool printed_assassin : 1 = false;
  // Has a TappedForMana trigger or a TappedForManaTriples ability (GameState::mana_event_sources)
  bool mana_events : 1 = false;
  // Has a mana ability with a ManaGrant or a mana cost (GameState::mana_grant_sources)
  bool grants_mana : 1 = false;
  // Has a NotCreatureBelowDevotion ability (a God of Theros) or a CreatureWithCounters one
  // (Weatherlight Compleated): its types depend on a condition, layer4_types() looks for it.
  bool conditional_types : 1 = false;
  bool has_spectacle : 1 = false;       // a Spectacle ability (702.137a): cast from a hand for it
  bool has_dash_blitz : 1 = false;      // a Dash or Blitz ability (702.109a, 702.152a)
  bool subtype_protection : 1 = false;  // a ProtectionFromSubtype ability (protected_from())
  // Its colors (`colors`) come from a characteristic-defining ability (604.3) that its own text
  // keeps out of its color identity (Fallaji Wayfarer: "This ability doesn't affect its color
  // identity.", ruling DMU-R-0388): color_identity() reads its mana symbols only.
  bool colors_outside_identity : 1 = false;
  // Has an AttacksAndBlocksOnlyWithGreaterPower ability (GameState::greater_partner_sources)
  bool greater_partner : 1 = false;
  // Has a trigger about creatures dealt damage this turn (Trigger::damaged_by_attached), or an
  // effect counting players dealt combat damage this turn (Value::
  // OpponentsDealtCombatDamageBySourceOrDragon): GameState::damage_recorders
  bool records_damage : 1 = false;
  // Has a OncePerTurnFromGraveyard ability (graveyard_permission())
  bool graveyard_permission : 1 = false;
  // Has an ability giving permanents activated abilities (AttachedHasActivatedAbility,
  // YoursHaveActivatedAbility, HasActivatedAbilitiesOfYours): GameState::activated_grant_sources
  bool grants_activated : 1 = false;
  // Has a MayRevealInsteadOfDraw ability (GameState::draw_replacers)
  bool replaces_draws : 1 = false;
  // Has a YourGraveyardToExile ability (GameState::graveyard_exilers)
  bool exiles_graveyard_bound : 1 = false;
  // Has an ExiledUnlessCastWithMana ability (move_object() looks as it would enter)
  bool exiled_unless_cast_with_mana : 1 = false;
  // Has an EnchantedLosesAllAbilities ability (GameState::ability_removers)
  bool removes_abilities : 1 = false;
  // Has an EquippedMustBeBlockedWhileAttacking ability: blockers are checked against it (509.1c)
  bool block_requirement : 1 = false;
  // Has a DamageNotRemovedInCleanup ability: the cleanup step keeps its damage (514.2)
  bool keeps_damage : 1 = false;
  // Transforming double-faced cards (712): each face is its own definition. The front face's
  // definition names its back face; the back face's names its front. A back face has no mana
  // cost (its mana value is the front face's, 712.8e) and its colors are its color indicator.
  CardId back = kNoCard;
  CardId front = kNoCard;
  bool is_back_face() const { return front != kNoCard; }
  // Adventurer cards (715): the Adventure's alternative characteristics (715.2) are their own
  // definition. The main card's definition names it (`adventure`); the Adventure's names the
  // main card (`adventurer`). An object has the Adventure's card only as a spell cast as an
  // Adventure (715.3); everywhere else it is the main card (715.4).
  CardId adventure = kNoCard;
  CardId adventurer = kNoCard;
  bool is_adventure() const { return adventurer != kNoCard; }
  // Meld cards (712.4): each front face names the other card of its pair and the combined back
  // face (the pair of 712.5); the combined back face, its own definition (the data's
  // "meld_result"), names its two front faces. See is_melded() (engine.h).
  CardId meld_partner = kNoCard;
  CardId meld_result = kNoCard;
  std::array<CardId, 2> melded_from{kNoCard, kNoCard};
  bool is_meld_result() const { return melded_from[0] != kNoCard; }

  bool has_subtype(std::string_view s) const;
  bool is(TypeMask t) const { return (types & t) != 0; }
};

}  // namespace lore
