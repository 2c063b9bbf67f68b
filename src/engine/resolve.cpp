// Resolving spells and abilities (CR 608): target re-check, then each effect primitive in
// order. Effects that need a choice ask a decision and resume (t.c = effect, t.d = progress).
// The primitives themselves are in effects/, one file per family (effects/ops.h lists them).
#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <stdexcept>
#include <type_traits>

#include "engine.h"
#include "engine/effects/effect_context.h"

namespace lore {

namespace {

// The permanents and players a Value of the FINAL FANTASY Commander cards counts for `item`'s
// controller as it resolves.
int count_for_controller(const GameState& st, const StackItem& item, Value::Kind kind) {
  int r = 0;
  PlayerId you = item.controller;
  switch (kind) {
    case Value::SoldiersYouControl:
    case Value::BirdsYouControl:
    case Value::DogsAndWolvesYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == you &&
             has_subtype_now(st, id,
                             kind == Value::BirdsYouControl           ? "Bird"
                             : kind == Value::DogsAndWolvesYouControl ? "Dog,Wolf"
                                                                      : "Soldier");
      break;
    case Value::OpponentsWithMoreCreatures: {
      std::array<int, kMaxPlayers> creatures{};
      for (ObjId id : st.battlefield)
        if (is_type(st, id, TCreature)) ++creatures[static_cast<size_t>(st.obj(id).controller)];
      for (PlayerId q = 0; q < st.num_players; ++q)
        r += st.in_game(q) && st.opponents(you, q) &&
             creatures[static_cast<size_t>(q)] > creatures[static_cast<size_t>(you)];
      break;
    }
    case Value::AttackingBirdsYouControl:  // 506.3: attacking creatures
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == you && st.obj(id).attacking && is_type(st, id, TCreature) &&
             has_subtype_now(st, id, "Bird");
      break;
    case Value::EquippedAttackingCreaturesYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == you && st.obj(id).attacking && is_type(st, id, TCreature) &&
             equipped(st, id);
      break;
    case Value::CountersOnCreaturesYouControl:  // counted as the effect resolves (FIN-R-0788)
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == you && is_type(st, id, TCreature))
          for (int16_t k : st.obj(id).counters) r += k;
      break;
    case Value::NontokenCreaturesYouControlEnteredThisTurn:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == you && !st.obj(id).token &&
             st.obj(id).entered_turn == st.turn && is_type(st, id, TCreature);
      break;
    case Value::OpponentsYouAttackedThisCombat:  // 702.121a: as the ability resolves (FIN-R-0872)
      for (PlayerId q = 0; q < st.num_players; ++q)
        r += st.opponents(q, you) &&
             (st.players[static_cast<size_t>(you)].attacked_this_combat >> q & 1);
      break;
    case Value::OpponentsWhoDidNot:  // as Who::OpponentsWhoDidNot names them (in the game)
      for (PlayerId q = 0; q < st.num_players; ++q)
        r += st.in_game(q) && st.opponents(you, q) && !(st.players_did >> q & 1);
      break;
    case Value::OpponentsDealtCombatDamageBySourceOrDragon:  // 510.2, this turn
      for (PlayerId q = 0; q < st.num_players; ++q)
        r += st.opponents(you, q) &&
             std::any_of(st.damage_record.begin(), st.damage_record.end(), [&](const auto& d) {
               return d.first == kPlayerDamaged - q &&
                      (d.second == item.obj || d.second == kDragonSource);
             });
      break;
    case Value::GreatestManaValueAmongArtifactsYouControl:  // 202.3e: X is 0 on the battlefield
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == you && is_type(st, id, TArtifact))
          r = std::max<int>(r, chars(st, id).mana_value);
      break;
    case Value::TappedCreaturesAttachedControllerControls: {  // "its controller", as it is now
      ObjId attached = on_battlefield(st, item.obj) ? st.obj(item.obj).attached_to : kNoObj;
      if (attached == kNoObj) break;
      PlayerId its = st.obj(attached).controller;
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == its && st.obj(id).tapped && is_type(st, id, TCreature);
      break;
    }
    case Value::TriggerObjectAllCounters:  // 122.1: every kind, as it last existed (608.2h)
      if (item.trigger_obj != kNoObj)
        for (int16_t k : st.obj(item.trigger_obj).counters) r += k;
      break;
    default: break;
  }
  return r;
}

// The counters of kind v.n on the source (SourceCounters) or on the trigger's object
// (TriggerObjectCounters): an object's record keeps the counters it had when it left (603.10a,
// 608.2h).
int counters_counted(const GameState& st, const StackItem& item, const Value& v) {
  ObjId o = v.kind == Value::SourceCounters ? item.obj : item.trigger_obj;
  return o == kNoObj ? 0 : st.obj(o).count(static_cast<Counter>(v.n));
}

// The Values that count a player's lands of a basic type or the cards in a player's hand or
// library (the player of target slot v.n: Bulwark's "that player", 107.1a's rounding down).
int count_cards_and_lands(const GameState& st, const StackItem& item, const Value& v) {
  int r = 0;
  auto target_player = [&]() -> const Player* {
    for (int i = 0; i < item.ntargets; ++i)
      if (item.spec[static_cast<size_t>(i)] == v.n &&
          item.targets[static_cast<size_t>(i)].kind == Target::Player)
        return &st.players[static_cast<size_t>(item.targets[static_cast<size_t>(i)].id)];
    return nullptr;
  };
  switch (v.kind) {
    case Value::CardsInYourHand:
      r = static_cast<int>(st.players[static_cast<size_t>(item.controller)].hand.size());
      break;
    case Value::BasicLandTypeYouControl:
    case Value::BasicLandTypeTargetPlayerControls: {  // yours, or the player in target slot 0
      static constexpr std::array<const char*, 5> kBasic = {"Plains", "Island", "Swamp", "Mountain",
                                                            "Forest"};
      PlayerId that = v.kind == Value::BasicLandTypeYouControl ? item.controller : kNoPlayer;
      for (int i = 0; that == kNoPlayer && i < item.ntargets; ++i)
        if (item.spec[static_cast<size_t>(i)] == 0 &&
            item.targets[static_cast<size_t>(i)].kind == Target::Player)
          that = static_cast<PlayerId>(item.targets[static_cast<size_t>(i)].id);
      for (ObjId id : st.battlefield)
        r += that != kNoPlayer && st.obj(id).controller == that &&
             has_subtype_now(st, id, kBasic[static_cast<size_t>(v.n) % kBasic.size()]);
      break;
    }
    case Value::HandMinusTargetPlayerHand:
      r = static_cast<int>(st.players[static_cast<size_t>(item.controller)].hand.size());
      if (const Player* that = target_player()) r -= static_cast<int>(that->hand.size());
      break;
    case Value::HalfTargetPlayerLibrary:
      if (const Player* that = target_player()) r = static_cast<int>(that->library.size()) / 2;
      break;
    default: break;
  }
  return r;
}

// 205.2a: the number of card types (kindred included) among `cards`, each counted once
// (supertypes and subtypes are not card types: ruling FIN-R-0223)
int card_types_among(const GameState& st, const std::vector<ObjId>& cards) {
  TypeMask among = 0;
  for (ObjId id : cards) among |= chars(st, id).types;
  return std::popcount(static_cast<uint32_t>(among));
}

// The opponents of `you` who control a creature with power `n` or greater
int opponents_with_power_at_least(const GameState& st, PlayerId you, int n) {
  int r = 0;
  for (PlayerId opp = st.next_in_game(you); opp != you; opp = st.next_in_game(opp)) {
    if (!st.opponents(opp, you)) continue;  // 102.3: not a teammate
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == opp && is_type(st, id, TCreature) && chars(st, id).power >= n) {
        ++r;
        break;
      }
  }
  return r;
}

}  // namespace

int eval(const GameState& st, const StackItem& item, const Value& v) {
  int r = 0;
  switch (v.kind) {
    case Value::Const: r = v.n; break;
    case Value::X: r = item.x; break;
    case Value::SourcePower: r = chars(st, item.obj).power; break;
    case Value::TimesKicked: r = std::popcount(st.obj(item.obj).kicked); break;  // 702.33d
    case Value::TriggerObjectPower:  // its last-known power if it left (608.2h)
      if (item.trigger_obj != kNoObj) r = chars(st, item.trigger_obj).power;
      break;
    case Value::TriggerObjectToughness:
      if (item.trigger_obj != kNoObj) r = chars(st, item.trigger_obj).toughness;
      break;
    case Value::GreatestManaValueOfAttachedEquipment:
      if (on_battlefield(st, item.obj))
        for (ObjId id : st.battlefield)
          if (st.obj(id).attached_to == item.obj && has_subtype_now(st, id, "Equipment"))
            r = std::max<int>(r, chars(st, id).mana_value);
      break;
    case Value::TriggerObjectBlockers:  // 509.1g: those blocking it now
      if (item.trigger_obj != kNoObj && on_battlefield(st, item.trigger_obj))
        for (ObjId id : st.battlefield) r += st.obj(id).blocking == item.trigger_obj;
      break;
    case Value::TargetPower:
    case Value::TargetToughness:
    case Value::TargetManaValue:
      for (int i = 0; i < item.ntargets; ++i)
        if (item.spec[static_cast<size_t>(i)] == v.n &&
            item.targets[static_cast<size_t>(i)].kind == Target::Object) {
          Chars ch = chars(st, item.targets[static_cast<size_t>(i)].id);
          r = v.kind == Value::TargetPower       ? ch.power
              : v.kind == Value::TargetToughness ? ch.toughness
                                                 : ch.mana_value;
          break;
        }
      break;
    case Value::CreaturesYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && is_type(st, id, TCreature);
      break;
    case Value::CreaturesPlusEquipmentYouControl:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == item.controller)
          r += is_type(st, id, TCreature) + card_def(st.obj(id).card).equipment;
      break;
    case Value::TownsYouControl:  // with n 1: "each other Town you control"
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && has_subtype_now(st, id, "Town") &&
             (v.n != 1 || id != item.obj);
      break;
    case Value::ArtifactsYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && is_type(st, id, TArtifact);
      break;
    case Value::TargetPlusOneCounters:
      for (int i = 0; i < item.ntargets; ++i)
        if (item.spec[static_cast<size_t>(i)] == v.n &&
            item.targets[static_cast<size_t>(i)].kind == Target::Object)
          r = st.obj(item.targets[static_cast<size_t>(i)].id).count(Counter::PlusOne);
      break;
    case Value::OpponentCastSpellsAtLeast:
      for (PlayerId p = 0; p < st.num_players; ++p)
        if (st.opponents(item.controller, p) &&
            st.players[static_cast<size_t>(p)].spells_cast >= v.n)
          r = 1;
      break;
    case Value::LifeGainedThisTurn:
      r = st.players[static_cast<size_t>(item.controller)].life_gained;
      break;
    case Value::EquipmentYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && has_subtype_now(st, id, "Equipment");
      break;
    case Value::CreaturesDiedThisTurn:
      for (PlayerId q = 0; q < st.num_players; ++q)
        r += st.players[static_cast<size_t>(q)].creatures_died;
      break;
    case Value::EquippedCreaturesYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && is_type(st, id, TCreature) &&
             equipped(st, id);
      break;
    case Value::OpponentsDealtCombatDamageThisTurn:
      for (PlayerId q = 0; q < st.num_players; ++q)
        r += st.opponents(item.controller, q) &&
             st.players[static_cast<size_t>(q)].dealt_combat_damage_this_turn;
      break;
    case Value::CardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += is_card(st, id);
      break;
    case Value::SoldiersYouControl:
    case Value::BirdsYouControl:
    case Value::DogsAndWolvesYouControl:
    case Value::CountersOnCreaturesYouControl:
    case Value::OpponentsYouAttackedThisCombat:
    case Value::OpponentsWhoDidNot:
    case Value::OpponentsDealtCombatDamageBySourceOrDragon:
    case Value::OpponentsWithMoreCreatures:
    case Value::EquippedAttackingCreaturesYouControl:
    case Value::NontokenCreaturesYouControlEnteredThisTurn:
    case Value::GreatestManaValueAmongArtifactsYouControl:
    case Value::TappedCreaturesAttachedControllerControls:
    case Value::TriggerObjectAllCounters:
    case Value::AttackingBirdsYouControl: r = count_for_controller(st, item, v.kind); break;
    case Value::LastMovedPower:
      if (st.last_moved != kNoObj) r = chars(st, st.last_moved).power;
      break;
    case Value::CardTypesAmongMoved: r = card_types_among(st, st.moved); break;
    case Value::LastMovedManaValue:  // a card off the stack: X is 0 (202.3e)
      if (st.last_moved != kNoObj) r = chars(st, st.last_moved).mana_value;
      break;
    case Value::TriggerSpellManaSpent:
      if (item.trigger_obj != kNoObj) r = st.obj(item.trigger_obj).mana_spent;
      break;
    case Value::PermanentCardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += is_card(st, id) &&
             card_def(st.obj(id).card)
                 .is(TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker | TBattle);
      break;
    case Value::TriggerAmount: r = item.trigger_amount; break;
    case Value::CreatureCardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += is_card(st, id) && card_def(st.obj(id).card).is(TCreature);
      break;
    case Value::CreaturesWithDefenderYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && is_type(st, id, TCreature) &&
             has_keyword(st, id, KDefender);
      break;
    case Value::InstantSorceryCardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += is_card(st, id) && card_def(st.obj(id).card).is(TInstant | TSorcery);
      break;
    case Value::Domain:  // "1 plus the number of basic land types ..." (Artillery Blast): n 1
      r = v.n + domain(st, item.controller);
      break;
    case Value::TappedCreaturesOpponentsControl:
      for (ObjId id : st.battlefield)
        r += st.opponents(st.obj(id).controller, item.controller) && st.obj(id).tapped &&
             is_type(st, id, TCreature);
      break;
    case Value::Devotion: r = devotion(st, item.controller, static_cast<ColorMask>(v.n)); break;
    case Value::LastCount: r = st.last_count; break;
    case Value::CardsInYourHand:
    case Value::BasicLandTypeYouControl:
    case Value::BasicLandTypeTargetPlayerControls:
    case Value::HandMinusTargetPlayerHand:
    case Value::HalfTargetPlayerLibrary: r = count_cards_and_lands(st, item, v); break;
    case Value::SourceCounters:
    case Value::TriggerObjectCounters: r = counters_counted(st, item, v); break;
    case Value::NoncreatureNonlandCardsInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
        r += is_card(st, id) && !card_def(st.obj(id).card).is(TCreature | TLand);
      break;
    case Value::LandsYouControl:
    case Value::NonbasicLandsYouControl:
      for (ObjId id : st.battlefield)
        r += st.obj(id).controller == item.controller && is_type(st, id, TLand) &&
             (v.kind == Value::LandsYouControl || !(chars(st, id).supertypes & SBasic));
      break;
    case Value::ManaValueOfOtherPermanentsYouControl:  // 202.3: X is 0, tokens 0 (202.3a)
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == item.controller && id != item.obj)
          r += chars(st, id).mana_value;
      break;
    case Value::LastAmount: break;              // kept by the resolving task (see amount_of below)
    case Value::LandsRecipientControls: break;  // counted per recipient by Op::DealDamage
    case Value::OpponentsWithCreaturePowerAtLeast:
      r = opponents_with_power_at_least(st, item.controller, v.n);
      break;
    case Value::TriggerObjectManaValue:  // X counts only on the stack (202.3e)
      if (item.trigger_obj != kNoObj) r = spell_mana_value(st, item.trigger_obj);
      break;
    case Value::AttackingCreatures:  // 805.10a: every attacking player's, in Two-Headed Giant
      for (ObjId id : st.battlefield) r += st.obj(id).attacking ? 1 : 0;
      break;
    case Value::CreaturesOnBattlefield:
      for (ObjId id : st.battlefield) r += is_type(st, id, TCreature);
      break;
    case Value::HalfSourceXRoundedUp: r = (st.obj(item.obj).x + 1) / 2; break;  // 107.1a
    case Value::SourceX: r = st.obj(item.obj).x; break;                         // 107.3m
    case Value::GreatestPowerYouControl:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == item.controller && is_type(st, id, TCreature))
          r = std::max<int>(r, chars(st, id).power);
      break;
  }
  return r * v.times;
}

CopyExcept copied_except(CopyExcept x, const CopyExcept& by) {
  if (by.power >= 0) {
    x.power = by.power;
    x.toughness = by.toughness;
  }
  x.add_types = static_cast<TypeMask>(x.add_types | by.add_types);
  x.add_keywords |= by.add_keywords;
  x.add_colors = static_cast<ColorMask>(x.add_colors | by.add_colors);
  x.not_legendary = x.not_legendary || by.not_legendary;
  x.equip_costs_less = static_cast<int8_t>(x.equip_costs_less + by.equip_costs_less);
  if (by.subtypes_from != kNoCard) x.subtypes_from = by.subtypes_from;
  // 205.1a, 105.3: types or colors set replace those the copied values had, the original's
  // exceptions included (a later copy effect's exceptions apply after, 613.2)
  if (by.sets_types) {
    x.add_types = by.add_types;
    x.subtypes_from = by.subtypes_from;
    x.sets_types = true;
  }
  if (by.sets_colors) {
    x.add_colors = by.add_colors;
    x.sets_colors = true;
  }
  if (by.name_from != kNoCard) x.name_from = by.name_from;
  if (by.ability_card != kNoCard) {
    x.ability_card = by.ability_card;
    x.ability_index = by.ability_index;
  }
  return x;
}

using effects::Ctx;
using effects::kAllHeadsBit;
using effects::kAllTailsBit;
using effects::kCopyChosenBit;
using effects::kDidBit;
using effects::kLifePaidBit;
using effects::player_of;
using effects::recipients;
using effects::run_effect;

namespace {

// 614.1c, 119.4: "As this enters, pay any amount of life": the life is paid (lost) and the
// amount kept as the spell's X, which the permanent keeps (Phyrexian Processor's X).
void pay_life_as_enters(Game& g, ObjId spell, PlayerId p, int n) {
  g.st.obj(spell).x = static_cast<int16_t>(n);
  lose_life(g, p, n, spell);
}

bool condition_holds(const Ctx& c, const Effect& e) {
  switch (e.cond) {
    case Cond::None: return true;
    case Cond::Kicked:  // 702.33d-e
      return std::popcount(c.g.st.obj(c.item.obj).kicked) >= std::max<int>(1, e.cond_n);
    case Cond::NotKicked: return c.g.st.obj(c.item.obj).kicked == 0;
    case Cond::CastDuringYourMainPhase: {
      // A spell cast in a main phase resolves in it: a step ends only with an empty stack (500.2)
      const GameState& st = c.g.st;
      return !c.item.ability && !st.obj(c.item.obj).copy && st.is_active(c.item.controller) &&
             (st.step == Step::Main1 || st.step == Step::Main2);
    }
    case Cond::MovedCreatureCard:
    case Cond::MovedNoncreatureCard: {
      bool creature = e.cond == Cond::MovedCreatureCard;
      const GameState& st = c.g.st;
      return std::any_of(st.moved.begin(), st.moved.end(), [&](ObjId id) {
        return id != kNoObj && is_type(st, id, TCreature) == creature;
      });
    }
    case Cond::CastFromHand: return c.g.st.obj(c.item.obj).cast_from == Zone::Hand;
    case Cond::CastFromExile: return c.g.st.obj(c.item.obj).cast_from == Zone::Exile;
    case Cond::APlayerDid: return c.g.st.players_did != 0;
    case Cond::NoOpponentOfTriggerPlayerDealtDamage: {
      const GameState& st = c.g.st;
      for (PlayerId q = 0; q < st.num_players; ++q)
        if (st.opponents(c.item.trigger_player, q) &&
            st.players[static_cast<size_t>(q)].dealt_damage_this_turn)
          return false;
      return true;
    }
    case Cond::NotDoneThisTurn:
      return c.item.ability && !(c.g.st.obj(c.item.obj).triggered >> c.item.index & 1);
    case Cond::IfYouDid: return (c.t.b & kDidBit) != 0;
    case Cond::TriggerObjectWasAttacking:
    case Cond::TriggerObjectWasNotAttacking:  // as it last existed (603.10a)
      return (c.item.trigger_obj != kNoObj && c.g.st.obj(c.item.trigger_obj).attacking) ==
             (e.cond == Cond::TriggerObjectWasAttacking);
    case Cond::DomainAtLeast: return domain(c.g.st, c.item.controller) >= e.cond_n;
    case Cond::IfYouDidNot: return (c.t.b & kDidBit) == 0;
    case Cond::WonFlip: return (c.t.b & kDidBit) != 0;  // set by Op::FlipCoin (705.2)
    case Cond::LostFlip: return (c.t.b & kDidBit) == 0;
    case Cond::AllCoinsHeads: return (c.t.b & kAllHeadsBit) != 0;  // set by Op::FlipCoins (705.2)
    case Cond::AllCoinsTails: return (c.t.b & kAllTailsBit) != 0;
    case Cond::LifeAtMostHalfStartingLife: {
      const GameState& st = c.g.st;
      const int starting = st.two_headed() ? 30 : st.format == Format::Commander ? 40 : 20;
      return st.players[static_cast<size_t>(c.item.controller)].life * 2 <= starting;
    }
    case Cond::NthResolutionThisTurn:
      for (const ResolutionCount& r : c.g.st.resolutions)
        if (r.obj == c.item.obj && r.index == c.item.index) return r.times == e.cond_n;
      return false;
    case Cond::ActivatedAtLeast: return c.g.st.obj(c.item.obj).activations >= e.cond_n;
    case Cond::TriggerSpellManaAtLeast:
      return c.item.trigger_obj != kNoObj && c.g.st.obj(c.item.trigger_obj).mana_spent >= e.cond_n;
    case Cond::NotCastFromGraveyard: return c.g.st.obj(c.item.obj).cast_from != Zone::Graveyard;
    case Cond::ControlCreaturesAtLeast:
    case Cond::ControlCreaturesFewerThan: {
      int n = 0;
      for (ObjId id : c.g.st.battlefield)
        n += c.g.st.obj(id).controller == c.item.controller && is_type(c.g.st, id, TCreature);
      return (n >= e.cond_n) == (e.cond == Cond::ControlCreaturesAtLeast);
    }
    case Cond::LastMovedMatches:
      return c.g.st.last_moved != kNoObj &&
             matches(c.g.st, c.g.st.last_moved, e.filter, c.item.controller, c.item.obj);
    case Cond::LifeGainedAtLeast:
    case Cond::LifeGainedFewerThan:
      return (c.g.st.players[static_cast<size_t>(c.item.controller)].life_gained >= e.cond_n) ==
             (e.cond == Cond::LifeGainedAtLeast);
    case Cond::ControlMatchingAtLeast: {
      int n = 0;
      for (ObjId id : c.g.st.battlefield)
        n += matches(c.g.st, id, e.filter, c.item.controller, c.item.obj);
      return n >= e.cond_n;
    }
    case Cond::CastFromGraveyard: return c.g.st.obj(c.item.obj).cast_from == Zone::Graveyard;
    case Cond::SourceCountersAtLeast: return c.g.st.obj(c.item.obj).count(e.counter) >= e.cond_n;
    case Cond::SourceCountersFewerThan: return c.g.st.obj(c.item.obj).count(e.counter) < e.cond_n;
    case Cond::SourceMatches: {  // its characteristics now (ruling DMU-R-0109: on resolution)
      // A source that left the battlefield is looked at as it last existed there (608.2h): its
      // record keeps that zone, and its effects stay until the cleanup step.
      const GameState& st = c.g.st;
      return st.obj(c.item.obj).zone == Zone::Battlefield &&
             matches(st, c.item.obj, e.filter, c.item.controller, kNoObj);
    }
    case Cond::ControlGreatestPower: {
      const GameState& st = c.g.st;
      int best = INT32_MIN, mine = INT32_MIN;
      for (ObjId id : st.battlefield)
        if (is_type(st, id, TCreature)) {
          int p = chars(st, id).power;
          best = std::max(best, p);
          if (st.obj(id).controller == c.item.controller) mine = std::max(mine, p);
        }
      return mine != INT32_MIN && mine == best;
    }
    case Cond::FirstCombatPhaseOfYourTurn:  // 506.1
      return c.g.st.is_active(c.item.controller) && c.g.st.combat_phases <= 1;
    case Cond::TargetMatches:
      for (int i = 0; i < c.item.ntargets; ++i)
        if (c.item.spec[static_cast<size_t>(i)] == e.slot &&
            c.item.targets[static_cast<size_t>(i)].kind == Target::Object &&
            matches(c.g.st, c.item.targets[static_cast<size_t>(i)].id, e.filter, c.item.controller,
                    c.item.obj))
          return true;
      return false;
    case Cond::RevoltTargetManaValueAtMost:
    case Cond::NoRevoltTargetManaValueAtMost:
      if (c.g.st.players[static_cast<size_t>(c.item.controller)].permanent_left !=
          (e.cond == Cond::RevoltTargetManaValueAtMost))
        return false;
      [[fallthrough]];
    case Cond::TargetManaValueAtMost:
    case Cond::TargetManaValueAtLeast:
    case Cond::TargetManaValueAtMostDomain:
    case Cond::TargetManaValueAboveDomain:
      for (int i = 0; i < c.item.ntargets; ++i)
        if (c.item.spec[static_cast<size_t>(i)] == e.slot &&
            c.item.targets[static_cast<size_t>(i)].kind == Target::Object) {
          ObjId id = c.item.targets[static_cast<size_t>(i)].id;
          const Object& o = c.g.st.obj(id);
          // a card that left a graveyard or exile: its printed mana value (X is 0, 202.3e); a
          // permanent that left: as it last existed (608.2h)
          int mv = o.left && o.zone != Zone::Battlefield ? card_def(o.card).mana_value
                                                         : chars(c.g.st, id).mana_value;
          if (e.cond == Cond::TargetManaValueAtMostDomain ||
              e.cond == Cond::TargetManaValueAboveDomain) {  // 207.2c, counted as it resolves
            int types = domain(c.g.st, c.item.controller);
            return e.cond == Cond::TargetManaValueAtMostDomain ? mv <= types : mv > types;
          }
          return e.cond == Cond::TargetManaValueAtLeast ? mv >= e.cond_n : mv <= e.cond_n;
        }
      return false;
  }
  return true;
}

// `resolved`: the spell resolved, rather than being removed for its illegal targets (608.2b).
void finish(Game& g, const StackItem& item, bool resolved) {
  GameState& st = g.st;
  st.stack.pop_back();
  if (item.ability || st.obj(item.obj).left) return;
  const Object& spell = st.obj(item.obj);
  // 715.3d: an Adventure that resolves is exiled instead, and its controller may play the card
  // from exile; a copy (715.3c) ceases to exist there (704.5e, ruling FIN-R-0056).
  if (resolved && def(st, item.obj).is_adventure()) {
    PlayerId caster = spell.controller;
    ObjId nid = move_object(g, item.obj, Zone::Exile);
    if (nid != kNoObj) {
      st.obj(nid).adventure_player = caster;
      log_obj(g, LogKind::Exiled, "715.3d", nid);
    }
    return;
  }
  // 702.88a: rebound exiles a spell cast from its owner's hand as it resolves, and its delayed
  // trigger waits for its controller's next upkeep
  if (resolved && spell.cast_from == Zone::Hand && !spell.copy) {
    const CardDef& d = def(st, item.obj);
    for (const Ability& a : d.abilities)
      if (a.kind == AbilityKind::Rebound) {
        PlayerId caster = spell.controller;
        ObjId nid = move_object(g, item.obj, Zone::Exile);
        if (nid != kNoObj) {
          log_obj(g, LogKind::Exiled, "702.88a", nid);
          st.delayed.push_back({d.id, nid, a.linked, caster, nid, kYourNextUpkeep});
        }
        return;
      }
  }
  // 608.2n; 702.34a: flashback exiles it instead
  move_object(g, item.obj, spell.flashback ? Zone::Exile : Zone::Graveyard);
}

}  // namespace

// t.b: illegal-target mask; t.c: effect index; t.d: progress inside the effect.
void run_resolve(Game& g, Task t) {
  GameState& st = g.st;
  if (st.stack.empty()) return;
  StackItem item = st.stack.back();
  const Mode* mode = item_mode(item);
  if (t.stage == 0) {
    st.left_together.clear();
    st.last_moved = kNoObj;  // "it" refers to what this resolution moves or creates
    log_obj(g, LogKind::Resolve, "608.2", item.obj, item.ability ? item.index : -1);
    const Ability* ab = item_ability(item);
    // (a trigger condition such as "attacks an opponent" is not checked again: 603.4 is about an
    // intervening "if" only)
    if (item.ability && ab && ab->trigger.if_clause != TriggerIf::SourceAttacksAPlayer &&
        !trigger_if_holds(st, *ab, item.controller, item.trigger_obj, item.obj)) {
      log_obj(g, LogKind::Fizzle, "603.4", item.obj);  // the intervening "if" is false now
      finish(g, item, false);
      return;
    }
    uint32_t illegal = 0;
    if (mode && item.ntargets > 0) {  // 608.2b
      for (int i = 0; i < item.ntargets; ++i) {
        const TargetSpec& spec =
            mode->targets[static_cast<size_t>(item.spec[static_cast<size_t>(i)])];
        if (!legal_target(st, spec, item.targets[static_cast<size_t>(i)], item.controller, item.obj,
                          item.x))
          illegal |= 1u << i;
      }
      if (illegal == (1u << item.ntargets) - 1 && !(ab && ab->resolves_if_targets_illegal)) {
        // every target illegal: it doesn't resolve
        log_obj(g, LogKind::Fizzle, "608.2b", item.obj);
        finish(g, item, false);
        return;
      }
    }
    t.b = static_cast<int32_t>(illegal);
    const CardDef& d = card_def(item.source_card);
    if (!item.ability && d.read_ahead && final_chapter(st, item.obj) > 0) {
      t.stage = 3;  // 714.3b: the number is chosen as it enters
      push_task(g, t);
      ask_number(g, DecisionKind::ReadAhead, item.controller,
                 {1, final_chapter(st, item.obj), item.obj}, item.obj);
      return;
    }
  }
  if (t.stage == 3) {
    Option chosen;
    take_answer(g, chosen);
    st.obj(item.obj).read_ahead = static_cast<int8_t>(chosen.n);
    if (g.log) {
      LogEntry e = entry(g, LogKind::ReadAheadChosen, "702.155b");
      e.obj = item.obj;
      e.card = item.source_card;
      e.player = item.controller;
      e.amount = chosen.n;
      g.emit(e);
    }
    t.stage = 4;
  }
  if (t.stage == 5) {  // the card name chosen as it enters
    Option chosen;
    take_answer(g, chosen);
    take_card_name(g, item.obj, item.controller, chosen);
    t.stage = 4;
  }
  if (t.stage == 6) {  // what it enters as a copy of, if anything
    Option chosen;
    take_answer(g, chosen);
    take_copy_choice(g, item.obj, chosen);
    t.b |= kCopyChosenBit;
    t.stage = 4;
  }
  if (t.stage == 8) {  // "As this enters, pay any amount of life" (614.1c): paid now
    Option paid;
    take_answer(g, paid);
    pay_life_as_enters(g, item.obj, item.controller, paid.n);
    t.b |= kLifePaidBit;
    t.stage = 4;
  }
  const Option* order = nullptr;  // the order of replacement effects as it enters (616.1)
  Option order_answer;
  if (t.stage == 7) {
    take_answer(g, order_answer);
    order = &order_answer;
    t.stage = 4;
  }
  if (t.stage == 0 || t.stage == 4) {
    const CardDef& d = card_def(item.source_card);
    if (!item.ability && d.is(TArtifact | TCreature | TEnchantment | TPlaneswalker | TBattle)) {
      // 614.12a: a copy effect first, so that the copied card's "as enters" choices apply.
      if (!(t.b & kCopyChosenBit) && needs_copy_choice(st, item.obj)) {
        t.stage = 6;
        push_task(g, t);
        ask_copy_choice(g, item.obj, item.controller);
        return;
      }
      if (needs_name(st, item.obj)) {  // 614.1c, 614.12a: chosen before it enters
        t.stage = 5;
        push_task(g, t);
        ask_card_name(g, item.obj, item.controller);
        return;
      }
      if (!(t.b & kLifePaidBit) && first_ability(d, AbilityKind::PayLifeAsEnters)) {
        t.stage = 8;  // 614.12a: before it enters; 119.4: up to the life the player has
        push_task(g, t);
        const int life = st.players[static_cast<size_t>(item.controller)].life;
        ask_number(g, DecisionKind::ChooseNumber, item.controller, {0, std::max(0, life), item.obj},
                   item.obj);
        return;
      }
      if (!loyalty_order_settled(g, item.obj, order) ||  // ruling DMU-R-0047
          !enter_counters_order_settled(g, item.obj, order)) {
        t.stage = 7;
        push_task(g, t);
        return;
      }
      st.stack.pop_back();  // 608.3: a permanent spell enters the battlefield
      ObjId nid = move_object(g, item.obj, Zone::Battlefield);  // 306.5b: with loyalty
      if (nid != kNoObj && st.obj(nid).dash_blitz) dash_blitz_entered(g, nid);
      if (nid != kNoObj && d.aura && item.ntargets > 0) {
        st.obj(nid).attached_to = item.targets[0].id;  // 303.4f: attached to its target
        st.chars_changed();
      }
      return;
    }
    t.stage = 1;
    t.c = 0;
    t.d = 0;
  }
  Option ans;
  bool answered = take_answer(g, ans);
  Ctx c{g, t, item, static_cast<uint32_t>(t.b & 0xFF)};
  if (mode) {
    while (t.c < static_cast<int>(mode->effects.size())) {
      const Effect& e = mode->effects[static_cast<size_t>(t.c)];
      if (condition_holds(c, e)) {
        if (e.optional && t.stage == 1) {  // "you may": ask first (stage 2 once accepted)
          if (!answered) {
            PlayerId chooser = item.controller;
            if (e.they_choose) {  // "that player may ..."
              std::vector<Target> named;
              recipients(c, e, named);
              if (!named.empty() && named[0].kind == Target::Player) chooser = player_of(named[0]);
            }
            // 800.4a, 800.4g: "that player may ..." about a player who left the game: whoever
            // would choose for them, the effect acts only on a player no longer in the game
            // (Fecundity's draw), so nothing happens.
            if (!g.st.in_game(chooser)) {
              t.b &= ~kDidBit;
              ++t.c;
              continue;
            }
            push_task(g, t);
            ask(g, DecisionKind::YesNo, chooser, {{OptKind::Yes}, {OptKind::No}}, item.obj);
            return;
          }
          answered = false;
          if (ans.kind == OptKind::No) {
            t.b &= ~kDidBit;
            ++t.c;
            continue;
          }
          t.stage = 2;
        }
        c.did = true;
        if (!run_effect(c, e, answered ? &ans : nullptr)) return;
        answered = false;
        // "If you do" after a "you may", or after a sacrifice that may find nothing to
        // sacrifice ("Sacrifice a creature. If you do, ...")
        if (e.optional || e.op == Op::Sacrifice) t.b = c.did ? (t.b | kDidBit) : (t.b & ~kDidBit);
        if (e.cond == Cond::NotDoneThisTurn && (t.b & kDidBit)) {  // "only once each turn"
          Object& src = g.st.obj(item.obj);
          src.triggered = static_cast<uint8_t>(src.triggered | 1u << item.index);
        }
      }
      ++t.c;
      t.d = 0;
      t.stage = 1;
    }
  }
  finish(g, item, true);
}

}  // namespace lore
