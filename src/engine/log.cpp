// Rendering log entries as text and JSON.
#include "log.h"

#include <fmt/format.h>

#include <iterator>
#include <nlohmann/json.hpp>

#include "card_db.h"
#include "decision.h"
#include "mana.h"

namespace lore {

const char* chosen_type_word(int code);       // naming.cpp (engine.h)
const char* basic_land_type_name(int index);  // land_type.cpp (engine.h)

namespace {

const char* color_word(int kind) {  // a mana kind MW..MG (105.1)
  static constexpr const char* kWords[] = {"white", "blue", "black", "red", "green"};
  return kind >= 0 && kind < 5 ? kWords[kind] : "?";
}

std::string name(CardId c) {
  if (c == kHiddenCard) return "a card";
  return c == kNoCard ? "?" : card_def(c).name;
}
// A hidden card has no number either: the number would tell which card it is later.
std::string named(CardId c, ObjId id) {
  return c == kHiddenCard ? name(c) : fmt::format("{} #{}", name(c), id);
}
std::string player(PlayerId p) { return p == kNoPlayer ? "nobody" : fmt::format("P{}", p + 1); }

const char* kind_name(LogKind k) {
  static const char* n[] = {"game_start",
                            "starting_player",
                            "mulligan",
                            "keep",
                            "bottom",
                            "turn_start",
                            "step_start",
                            "untap",
                            "draw",
                            "play_land",
                            "cast",
                            "activate",
                            "mana_ability",
                            "trigger",
                            "resolve",
                            "fizzle",
                            "countered",
                            "damage",
                            "life_gain",
                            "life_loss",
                            "destroy",
                            "zone_change",
                            "counters_added",
                            "counters_removed",
                            "token",
                            "tap",
                            "attack",
                            "block",
                            "discard",
                            "mill",
                            "scry",
                            "surveil",
                            "mana_empties",
                            "damage_removed",
                            "sba_loss",
                            "sba_dies",
                            "legend_rule",
                            "game_over",
                            "pump",
                            "keywords",
                            "sacrifice",
                            "exiled",
                            "return_to_hand",
                            "cleanup_discard",
                            "draw_empty",
                            "replaced",
                            "chapter_triggered",
                            "read_ahead",
                            "looks_at_hand",
                            "name_chosen",
                            "transformed",
                            "prevented",
                            "fight",
                            "attached",
                            "unattached",
                            "mana_added",
                            "ability_granted",
                            "loses_game",
                            "cost_paid",
                            "spell_copied",
                            "reveal",
                            "search",
                            "shuffle",
                            "becomes_creature",
                            "becomes_creature_for_good",
                            "becomes_types",
                            "phased_out",
                            "phased_in",
                            "copy_created",
                            "ceases_to_exist",
                            "kicked",
                            "enlisted",
                            "returned",
                            "attack_cost",
                            "tier_chosen",
                            "shield_replaces",
                            "mode_at_random",
                            "loses_abilities",
                            "base_pt",
                            "control_changed",
                            "regen_shield",
                            "regenerated",
                            "crews",
                            "life_costs_announced",
                            "melded",
                            "effect_ends",
                            "amount_replaced",
                            "phyrexian_announced",
                            "compleated",
                            "poison_counters",
                            "divided",
                            "enters_as_copy",
                            "stays_in_zone",
                            "cant_enter",
                            "triggered",
                            "removed_from_combat",
                            "turn_ends",
                            "looked_at",
                            "leaves_game",
                            "search_found",
                            "coin_flip",
                            "player_at_random",

                            "proliferate",
                            "replacement_first",
                            "convoked",
                            "foretold",
                            "additional_step",
                            "excess_damage",
                            "stays_tapped",
                            "draw_replaced",
                            "ability_copied",
                            "goaded",
                            "becomes_monarch",
                            "becomes_land_type",
                            "exiled_face_down",
                            "becomes_copy",
                            "extra_turn_added",
                            "extra_turn_skipped"};
  static_assert(std::size(n) == static_cast<size_t>(LogKind::ExtraTurnSkipped) + 1,
                "one name per LogKind");
  return n[static_cast<int>(k)];
}

std::string recipient(const LogEntry& e) {
  if (e.obj2 != kNoObj) return named(e.card2, e.obj2);
  return player(static_cast<PlayerId>(-1 - e.amount2));
}

std::string keyword_list(KeywordMask k) {
  std::string s;
  for (int i = 0; i < kKeywordCount; ++i)
    if (k & (1u << i)) s += (s.empty() ? "" : ", ") + std::string(keyword_name(Keyword(1u << i)));
  return s.empty() ? "abilities" : s;
}

// amount: how much mana was added in all; amount2: its colors (-1: colorless).
std::string mana_added(const LogEntry& e) {
  std::string symbols;
  int kinds = 0;
  for (int kind = 0; kind < kManaKinds; ++kind)
    if (e.amount2 == -1 ? kind == MC : (mana_kind_color(kind) & e.amount2) != 0) ++kinds;
  for (int kind = 0; kind < kManaKinds && kinds > 0; ++kind)
    if (e.amount2 == -1 ? kind == MC : (mana_kind_color(kind) & e.amount2) != 0)
      for (int i = 0; i < e.amount / kinds; ++i)
        symbols += fmt::format("{{{}}}", mana_symbol(kind));
  return symbols.empty() ? fmt::format("{} mana", e.amount) : symbols;
}

// card2: the card whose ability (index amount) is granted.
std::string granted_ability(const LogEntry& e) {
  if (e.card2 < 0) return "an ability";
  const auto& abilities = card_def(e.card2).abilities;
  if (e.amount < 0 || e.amount >= static_cast<int>(abilities.size()) ||
      abilities[static_cast<size_t>(e.amount)].text.empty())
    return "an ability of " + name(e.card2);
  return fmt::format("\"{}\"", abilities[static_cast<size_t>(e.amount)].text);
}

std::string look_outcome(const LogEntry& e, const std::string& who, const std::string& obj) {
  switch (e.amount) {
    case 0: return fmt::format("{} keeps {} on top of their library", who, obj);
    case 1: return fmt::format("{} puts {} on the bottom of their library", who, obj);
    case 3: return fmt::format("{} puts {} from their hand on top of their library", who, obj);
    default: return fmt::format("{} puts {} into their graveyard", who, obj);
  }
}

// The text of an entry about the game, turns, steps, state-based actions; false for another kind.
bool render_game_turn(const LogEntry& e, const std::string& obj, const std::string& who,
                      std::string& s) {
  switch (e.kind) {
    case LogKind::GameStart: s = "Game begins"; break;
    case LogKind::StartingPlayer: s = fmt::format("{} plays first", who); break;
    case LogKind::Mulligan: s = fmt::format("{} takes a mulligan ({})", who, e.amount); break;
    case LogKind::Keep: s = fmt::format("{} keeps after {} mulligan(s)", who, e.amount); break;
    case LogKind::Bottom:
      s = fmt::format("{} puts a card on the bottom of their library", who);
      break;
    case LogKind::Untap: s = fmt::format("{} untaps", obj); break;
    case LogKind::Draw: s = fmt::format("{} draws {}", who, obj); break;
    case LogKind::DrawEmpty: s = fmt::format("{} draws from an empty library", who); break;
    case LogKind::PlayLand: s = fmt::format("{} plays {}", who, obj); break;
    case LogKind::CleanupDiscard:
      s = fmt::format("{} discards {} down to hand size", who, obj);
      break;
    case LogKind::ManaEmpties: s = fmt::format("{}'s unused mana empties", who); break;
    case LogKind::DamageRemoved: s = "Damage wears off; \"until end of turn\" effects end"; break;
    case LogKind::SbaLoss: s = fmt::format("{} loses the game", who); break;
    case LogKind::SbaDies:  // 704.5s is a sacrifice; the others put it into the graveyard
      s = std::string_view(e.rule) == "704.5s"
              ? fmt::format("{} has as many lore counters as its final chapter: it is sacrificed",
                            obj)
              : fmt::format("{} is put into its owner's graveyard", obj);
      break;
    case LogKind::LegendRule:
      s = fmt::format("{} is put into the graveyard (legend rule)", obj);
      break;
    case LogKind::GameOver:
      s = e.player == kNoPlayer ? "The game is a draw"
          : e.amount2 > 0       ? fmt::format("{} and P{} win the game", who, e.amount2)
                                : fmt::format("{} wins the game", who);
      break;
    case LogKind::TurnEnds: s = fmt::format("{} ends the turn", obj); break;
    case LogKind::LeavesGame:
      s = fmt::format("{} leaves the game; {} objects they own leave with them", who, e.amount);
      break;
    case LogKind::LosesGame:
      s = e.obj == kNoObj ? fmt::format("{} loses the game with their team", who)
                          : fmt::format("{} loses the game ({})", who, obj);
      break;
    case LogKind::PoisonCounters:
      s = fmt::format("{} gets {} poison counters", who, e.amount);
      break;
    default: return false;
  }
  return true;
}

// The text of an entry about casting, abilities, the stack and choices made for them; false for
// another kind.
bool render_stack(const LogEntry& e, const std::string& obj, const std::string& who,
                  std::string& s) {
  switch (e.kind) {
    case LogKind::Cast:
      s = fmt::format("{} casts {}{}{}", who, obj,
                      e.amount ? fmt::format(" with X={}", e.amount) : "",
                      std::string_view(e.rule) == "702.34a"    ? " with flashback"
                      : std::string_view(e.rule) == "702.109a" ? " for its dash cost"
                      : std::string_view(e.rule) == "702.152a" ? " for its blitz cost"
                                                               : "");
      break;
    case LogKind::Activate:
      s = std::string_view(e.rule) == "702.29a"
              ? fmt::format("{} cycles {}", who, obj)
              : fmt::format("{} activates an ability of {}", who, obj);
      break;
    case LogKind::ManaAbility:
      s = fmt::format("{} taps {} for {{{}}}", who, obj, mana_symbol(e.amount));
      break;
    case LogKind::TriggerPut:
      s = fmt::format(
          "{}'s triggered ability goes on the stack{}", obj,
          e.card2 == kNoCard ? "" : fmt::format(", targeting {} #{}", name(e.card2), e.obj2));
      break;
    case LogKind::Resolve:
      s = fmt::format("{} resolves", e.amount >= 0 ? obj + "'s ability" : obj);
      break;
    case LogKind::Fizzle:
      if (std::string(e.rule) == "603.4")
        s = fmt::format("{} does nothing: its \"if\" condition is false", obj);
      else if (std::string(e.rule) == "603.3d")
        s = fmt::format("{} is removed from the stack: no legal target", obj);
      else
        s = fmt::format("{} doesn't resolve: its targets are illegal", obj);
      break;
    case LogKind::Countered: s = fmt::format("{} is countered", obj); break;
    case LogKind::ChapterTriggered:
      s = fmt::format("{}'s chapter {} ability triggers", obj, e.amount);
      break;
    case LogKind::ReadAheadChosen:
      s = fmt::format("{} chooses chapter {} for {}", who, e.amount, obj);
      break;
    case LogKind::LooksAtHand:
      s = fmt::format("{} looks at {}'s hand as {} enters", who,
                      player(static_cast<PlayerId>(e.amount)), obj);
      break;
    case LogKind::NameChosen:
      if (e.obj2 != kNoObj)  // "another creature you control" (614.1c)
        s = fmt::format("{} chooses {} #{} as {} enters", who, name(e.card2), e.obj2, obj);
      else if (e.card2 != kNoCard)
        s = fmt::format("{} chooses the card name \"{}\" for {}", who, name(e.card2), obj);
      else if (e.amount2 == 1)  // a color (Crossroads Village)
        s = fmt::format("{} chooses {} as {} enters", who, color_word(e.amount), obj);
      else  // a card type or a basic land type (614.1c)
        s = fmt::format("{} chooses {} as {} enters", who, chosen_type_word(e.amount), obj);
      break;
    case LogKind::ManaAdded: s = fmt::format("{} adds {}", who, mana_added(e)); break;
    case LogKind::CostPaid:
      s = std::string_view(e.rule) == "702.21a"
              ? fmt::format("{} pays {} mana to keep {} from being countered", who, e.amount, obj)
              : fmt::format("{} pays {} mana to keep {}", who, e.amount, obj);
      break;
    case LogKind::LifeCostsAnnounced:
      s = fmt::format("{} will be cast paying {} life as an additional cost", obj, e.amount);
      break;
    case LogKind::SpellCopied:
      s = fmt::format("{} puts a copy of {} on the stack as #{}", who, name(e.card), e.obj2);
      break;
    case LogKind::PhyrexianAnnounced:
      s = e.amount ? fmt::format("{} will be cast paying {} life for a Phyrexian mana symbol", obj,
                                 e.amount)
                   : fmt::format("{} will be cast paying {{{}}} for a Phyrexian mana symbol", obj,
                                 mana_symbol(e.amount2));
      break;
    case LogKind::Triggered:
      s = fmt::format("{}'s triggered ability triggers on {} #{}", obj, name(e.card2), e.obj2);
      break;
    case LogKind::Divided:
      s = fmt::format("{} is given {} of what {} #{} divides", e.obj == kNoObj ? who : obj,
                      e.amount, name(e.card2), e.obj2);
      break;
    case LogKind::Kicked:
      s = e.amount > 1 ? fmt::format("{} is kicked {} times", obj, e.amount)
                       : fmt::format("{} is kicked", obj);
      break;
    case LogKind::TierChosen:
      s = std::string_view(e.rule) == "601.2b"
              ? fmt::format("{} chooses additional cost {} for {}", who, e.amount + 1, obj)
              : fmt::format("{} chooses tier {} for {}", who, e.amount + 1, obj);
      break;
    case LogKind::ModeAtRandom:
      s = fmt::format("Mode {} of {}'s ability is chosen at random", e.amount + 1, obj);
      break;
    case LogKind::CoinFlip:  // amount2: 0 a called flip, 1 heads or tails, 2 that won (705.3)
      if (e.amount2 == 0)
        s = fmt::format("{} flips a coin for {} and {} the flip", who, obj,
                        e.amount ? "wins" : "loses");
      else
        s = fmt::format("{} flips a coin for {}: it comes up {}{}", who, obj,
                        e.amount ? "heads" : "tails", e.amount2 == 2 ? " and wins the flip" : "");
      break;
    case LogKind::PlayerAtRandom: s = fmt::format("{} is chosen at random for {}", who, obj); break;
    default: return false;
  }
  return true;
}

// The text of an entry about combat, damage, fights and life; false for another kind.
bool render_combat_damage(const LogEntry& e, const std::string& obj, const std::string& who,
                          std::string& s) {
  switch (e.kind) {
    case LogKind::Damage:
      s = fmt::format("{} deals {} damage to {}", obj, e.amount, recipient(e));
      break;
    case LogKind::LifeGain:
      s = fmt::format("{} gains {} life ({})", who, e.amount, e.amount2);
      break;
    case LogKind::LifeLoss:
      s = fmt::format("{} loses {} life ({})", who, e.amount, e.amount2);
      break;
    case LogKind::Attack: s = fmt::format("{} attacks", obj); break;
    case LogKind::Block: s = fmt::format("{} blocks {} #{}", obj, name(e.card2), e.obj2); break;
    case LogKind::Prevented:
      s = fmt::format("{} damage from {} to {} is prevented", e.amount, obj, recipient(e));
      break;
    case LogKind::Fight: s = fmt::format("{} fights {}", obj, recipient(e)); break;
    case LogKind::Crews: s = fmt::format("{} crews {}", obj, name(e.card2)); break;
    case LogKind::Convoked:
      s = fmt::format("{} convokes {}, paying {}", obj, name(e.card2),
                      e.amount == kConvokeGeneric ? std::string("{1}")
                                                  : fmt::format("{{{}}}", mana_symbol(e.amount)));
      break;
    case LogKind::RemovedFromCombat: s = fmt::format("{} is removed from combat", obj); break;
    case LogKind::AmountReplaced:
      s = fmt::format("{} #{}: {} becomes {} instead for {}", name(e.card2), e.obj2, e.amount,
                      e.amount2, e.obj == kNoObj ? who : obj);
      break;
    case LogKind::Enlisted: s = fmt::format("{} enlists {}", obj, recipient(e)); break;
    case LogKind::AttackCost:
      s = e.amount2 == 1 ? fmt::format("{} pays {} life to attack", who, e.amount)
                         : fmt::format("{} pays {{{}}} to attack", who, e.amount);
      break;
    default: return false;
  }
  return true;
}

// The text of an entry about zone changes, tokens, copies and library actions; false for another
// kind.
bool render_zones(const LogEntry& e, const std::string& obj, const std::string& who,
                  std::string& s) {
  switch (e.kind) {
    case LogKind::Destroy: s = fmt::format("{} is destroyed", obj); break;
    case LogKind::ZoneChange:
      s = fmt::format("{} moves from {} to {}{}", obj, zone_name(e.from), zone_name(e.to),
                      e.obj2 == kNoObj ? " and ceases to exist" : fmt::format(" as #{}", e.obj2));
      break;
    case LogKind::TokenCreated: s = fmt::format("{} creates {}", who, obj); break;
    case LogKind::Discard: s = fmt::format("{} discards {}", who, obj); break;
    case LogKind::Mill: s = fmt::format("{} is milled", obj); break;
    case LogKind::LookedAt: s = look_outcome(e, who, obj); break;
    case LogKind::Scry: s = fmt::format("{} scries {}", who, e.amount); break;
    case LogKind::Surveil: s = fmt::format("{} surveils {}", who, e.amount); break;
    case LogKind::Sacrifice: s = fmt::format("{} sacrifices {}", who, obj); break;
    case LogKind::Exiled: s = fmt::format("{} is exiled", obj); break;
    case LogKind::ReturnToHand: s = fmt::format("{} returns to its owner's hand", obj); break;
    case LogKind::RegenShield:
      s = fmt::format("The next time {} would be destroyed this turn, it is regenerated", obj);
      break;
    case LogKind::Regenerated:
      s = fmt::format("{} would be destroyed; it is regenerated instead", obj);
      break;
    case LogKind::Melded:
      s = e.amount
              ? fmt::format("{} and {} can't be melded and stay where they are", obj, recipient(e))
              : fmt::format("{} enters melded from two cards", obj);
      break;
    case LogKind::Reveal:
      s = e.card == kNoCard ? fmt::format("{} reveals their hand", who)
                            : fmt::format("{} reveals {}", who, obj);
      break;
    case LogKind::Search: s = fmt::format("{} searches their library", who); break;
    case LogKind::SearchFound:
      s = fmt::format("{} finds {} and puts it into their {}", who, obj, zone_name(e.to));
      break;
    case LogKind::Shuffle: s = fmt::format("{} shuffles their library", who); break;
    case LogKind::Proliferate: s = fmt::format("{} proliferates", who); break;
    case LogKind::ReplacementFirst:
      s = fmt::format("{} applies the effect of {} #{} first to {}{}", who, name(e.card2), e.obj2,
                      obj,
                      e.amount == 1   ? ": it enters tapped"
                      : e.amount == 2 ? ": it enters untapped"
                                      : "");
      break;
    case LogKind::Compleated:
      s = fmt::format("{} enters with {} fewer loyalty counters (compleated)", obj, 2 * e.amount);
      break;
    case LogKind::EntersAsCopy:
      s = e.amount ? fmt::format("{} enters as a copy of nothing", obj)
                   : fmt::format("{} enters as a copy of {} #{}", obj, name(e.card2), e.obj2);
      break;
    case LogKind::BecomesCopy:
      s = e.amount ? fmt::format("{} stops being a copy: it is {} again", obj, name(e.card2))
                   : fmt::format("{} becomes a copy of {} #{}", obj, name(e.card2), e.obj2);
      break;
    case LogKind::StaysInZone:  // amount 1: 400.4a, else 712.14a
      s = e.amount
              ? fmt::format(
                    "{} is an instant or sorcery card: it can't enter the battlefield "
                    "and stays in {}",
                    obj, zone_name(e.from))
              : fmt::format("{} isn't a double-faced card: it stays in {}", obj, zone_name(e.from));
      break;
    case LogKind::CantEnter:
      s = fmt::format("{} has nothing it could enchant and stays where it is", obj);
      break;
    case LogKind::PhasedOut: s = fmt::format("{} phases out", obj); break;
    case LogKind::PhasedIn: s = fmt::format("{} phases in", obj); break;
    case LogKind::CopyCreated: s = fmt::format("{} creates {}, a copy of a card", who, obj); break;
    case LogKind::CeasesToExist: s = fmt::format("{} ceases to exist", obj); break;
    case LogKind::Returned:
      s = fmt::format("{} returns to the battlefield as {} has left", obj, recipient(e));
      break;
    case LogKind::ShieldReplaces:
      s = fmt::format("{} would be destroyed; a shield counter is removed from it instead", obj);
      break;
    case LogKind::Replaced:
      s = e.obj2 == kNoObj
              ? fmt::format("{} would be put into a graveyard; it is exiled instead", obj)
          : e.obj2 == e.obj
              ? fmt::format(
                    "{} would go to a graveyard; its finality counter exiles "
                    "it instead",
                    obj)
              : fmt::format("{} would die; {} #{} exiles it instead", obj, name(e.card2), e.obj2);
      break;
    default: return false;
  }
  return true;
}

// The text of an entry about counters, tapping, attaching, control and continuous effects on
// permanents; false for another kind.
bool render_permanents(const LogEntry& e, const std::string& obj, const std::string& who,
                       std::string& s) {
  switch (e.kind) {
    case LogKind::CountersAdded:
      s = fmt::format("{} gets {} {} counter(s)", obj, e.amount,
                      counter_name(static_cast<Counter>(e.amount2)));
      break;
    case LogKind::CountersRemoved:
      s = fmt::format("{} loses {} {} counter(s)", obj, e.amount,
                      counter_name(static_cast<Counter>(e.amount2)));
      break;
    case LogKind::Tap: s = fmt::format("{} becomes tapped", obj); break;
    case LogKind::Pump:
      s = fmt::format("{} gets {:+}/{:+} until end of turn", obj, e.amount, e.amount2);
      break;
    case LogKind::Keywords:
      s = fmt::format("{} gains {}{}", obj, keyword_list(static_cast<KeywordMask>(e.amount)),
                      std::string_view(e.rule) == "611.2a" ? " until end of turn" : "");
      break;
    case LogKind::Transformed:
      s = e.amount ? fmt::format("{} enters transformed", obj) : fmt::format("{} transforms", obj);
      break;
    case LogKind::Attached: s = fmt::format("{} becomes attached to {}", obj, recipient(e)); break;
    case LogKind::Unattached: s = fmt::format("{} becomes unattached", obj); break;
    case LogKind::Foretold: s = fmt::format("{} is foretold (exiled face down)", obj); break;
    case LogKind::AdditionalStep:
      s = e.amount == 1
              ? fmt::format("{}: there is an additional end step after this step", obj)
              : fmt::format("{}: there is an additional combat phase after this phase", obj);
      break;
    case LogKind::ExcessDamage:
      s = fmt::format("{} is dealt {} excess damage by {}", obj, e.amount, name(e.card2));
      break;
    case LogKind::StaysTapped:
      s = fmt::format("{} stays tapped (its controller chose)", obj);
      break;
    case LogKind::DrawReplaced:
      s = fmt::format("{} reveals cards until a {} card instead of drawing ({})", who,
                      e.amount == 0 ? "land" : "nonland", obj);
      break;
    case LogKind::AbilityCopied:
      s = fmt::format("{} puts a copy of an ability of {} on the stack", who, obj);
      break;
    case LogKind::Goaded:
      s = fmt::format("{} is goaded by {}", obj, player(static_cast<PlayerId>(e.amount)));
      break;
    case LogKind::BecomesMonarch: s = fmt::format("{} becomes the monarch", who); break;
    case LogKind::ExtraTurnAdded: s = fmt::format("{} will take an extra turn", who); break;
    case LogKind::ExtraTurnSkipped: s = fmt::format("{} skips an extra turn", who); break;
    case LogKind::BecomesLandType:
      s = fmt::format("{} becomes a {} until end of turn", obj,
                      basic_land_type_name(e.amount) ? basic_land_type_name(e.amount) : "?");
      break;
    case LogKind::ExiledFaceDown: s = fmt::format("{} is exiled face down", obj); break;
    case LogKind::AbilityGranted: s = fmt::format("{} gains {}", obj, granted_ability(e)); break;
    case LogKind::ControlChanged: s = fmt::format("{} gains control of {}", who, obj); break;
    case LogKind::BecomesCreature:
      if (e.amount2 < 0) {  // keeps its printed power and toughness (301.7b)
        s = fmt::format("{} becomes an artifact creature until end of turn", obj);
        break;
      }
      s = fmt::format("{} becomes a creature with base power and toughness {}/{} until end of turn",
                      obj, e.amount, e.amount2);
      break;
    case LogKind::BecomesCreatureForGood:
      s = fmt::format("{} becomes a {}/{} creature", obj, e.amount, e.amount2);
      break;
    case LogKind::BecomesTypes:
      if (e.card2 != kNoCard && card_def(e.card2).becomes_subtypes) {  // 205.1b
        s = fmt::format("{} becomes a {} in addition to its other types", obj,
                        card_def(e.card2).becomes_subtypes);
        break;
      }
      s = fmt::format("{} becomes {}", obj,
                      (e.amount & TEnchantment) ? "an enchantment" : "another type of permanent");
      break;
    case LogKind::LosesAbilities:
      s = fmt::format("{} loses all abilities until {}", obj,
                      e.amount == 1 ? "a player casts a creature spell" : "end of turn");
      break;
    case LogKind::EffectEnds:
      s = fmt::format("the effect on {} ends: a player cast a creature spell", obj);
      break;
    case LogKind::BasePT:
      s = e.amount2 == kBaseUnchanged
              ? fmt::format("{} has base power {} until end of turn", obj, e.amount)
              : fmt::format("{} has base power and toughness {}/{} until end of turn", obj,
                            e.amount, e.amount2);
      break;
    default: return false;
  }
  return true;
}

}  // namespace

std::string render_text(const LogEntry& e) {
  std::string obj = e.card == kNoCard ? "" : named(e.card, e.obj);
  std::string who = player(e.player);
  std::string s;
  if (e.kind == LogKind::TurnStart) return fmt::format("\n=== Turn {} ({}) ===", e.amount, who);
  if (e.kind == LogKind::StepStart)
    return fmt::format("-- {} step [{}]", step_name(e.step), e.rule);
  for (auto render :
       {render_game_turn, render_stack, render_combat_damage, render_zones, render_permanents})
    if (render(e, obj, who, s)) break;
  return fmt::format("T{} {}: {} [{}]", e.turn, step_name(e.step), s, e.rule);
}

std::string render_json(const LogEntry& e) {
  nlohmann::json j;
  j["kind"] = kind_name(e.kind);
  j["rule"] = e.rule;
  j["turn"] = e.turn;
  j["step"] = step_name(e.step);
  if (e.player != kNoPlayer) j["player"] = e.player + 1;
  if (e.card == kHiddenCard) j["card"] = nullptr;  // there is one, which the viewer may not see
  if (e.card >= 0) j["card"] = name(e.card), j["object"] = e.obj;
  if (e.card2 == kHiddenCard) j["card2"] = nullptr;
  if (e.card2 >= 0) j["card2"] = name(e.card2), j["object2"] = e.obj2;
  if (e.amount) j["amount"] = e.amount;
  if (e.amount2) j["amount2"] = e.amount2;
  if (e.from != Zone::None) j["from"] = zone_name(e.from);
  if (e.to != Zone::None) j["to"] = zone_name(e.to);
  // Who may see the cards the entry names (log_view.h): "all", or the players' numbers.
  if (e.seen == kSeenByAll || e.seen == kSeenUnset) {
    j["seen_by"] = "all";
  } else {
    j["seen_by"] = nlohmann::json::array();
    for (int p = 0; p < kMaxPlayers; ++p)
      if (e.seen & seen_by_player(static_cast<PlayerId>(p))) j["seen_by"].push_back(p + 1);
  }
  j["text"] = render_text(e);
  return j.dump();
}

}  // namespace lore
