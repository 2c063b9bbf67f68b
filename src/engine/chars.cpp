// Characteristics are computed, not stored (CR 613). The effects modelled so far:
// types gained from resolved effects (layer 4), abilities gained and lost (layer 6, in timestamp
// order, 613.7), characteristic-defining abilities (7a), base power and toughness set by resolved
// effects and by an Equipment's static ability (7b, in timestamp order), static anthems and
// resolved effects and counters (7c).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

#include "engine.h"

namespace lore {

bool equipped(const GameState& st, ObjId id) {
  for (ObjId b : st.battlefield)
    if (st.obj(b).attached_to == id && card_def(st.obj(b).card).equipment) return true;
  return false;
}

bool modified(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (std::any_of(o.counters.begin(), o.counters.end(), [](int16_t n) { return n > 0; }))
    return true;  // any kind, whoever put it (ruling FIN-R-0805)
  for (ObjId b : st.battlefield) {
    const Object& a = st.obj(b);
    if (a.attached_to != id) continue;
    const CardDef& d = card_def(a.card);
    // anyone's Equipment (FIN-R-0806); only an Aura its controller controls (FIN-R-0804)
    if (d.equipment || (d.aura && a.controller == o.controller)) return true;
  }
  return false;
}

namespace {

// An ability a static ability or an effect with timestamp `ts` gives an object whose abilities
// were last removed at `lost` (0: never) applies: within layer 6 the later one wins (613.7).
bool gained_applies(int32_t ts, int32_t lost) { return lost == 0 || ts > lost; }

// Eye of Nidhogg (StaticKind::EnchantedBecomes): the attached permanent with that static ability
// and the latest timestamp (613.7e: an Aura's effect has the Aura's), or kNoObj; `ability` is
// set to its ability. Looked for only while permanents change others.
ObjId enchanted_becomes_setter(const GameState& st, ObjId id, const Ability** ability = nullptr) {
  if (st.static_sources == 0 || st.obj(id).zone != Zone::Battlefield) return kNoObj;
  ObjId best = kNoObj;
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (so.attached_to != id || !def(st, s).affects_others) continue;
    if (best != kNoObj && so.timestamp <= st.obj(best).timestamp) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedBecomes) {
        best = s;
        if (ability) *ability = &a;
      }
  }
  return best;
}

// A subtype an attached Equipment or Aura gives ("is a Knight in addition to its other types",
// layer 4, 613.1d), in the comma-separated `list`. It is read from the card: a layer 4 effect
// keeps applying though its source loses the ability in layer 6 (613.6; ruling DMU-R-0351).
bool gains_any_subtype(const GameState& st, ObjId id, std::string_view list) {
  if (st.static_sources == 0 || st.obj(id).zone != Zone::Battlefield) return false;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).attached_to != id) continue;
    for (const Ability& a : def(st, s).abilities)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedGets &&
          a.stat.subtype) {
        std::string_view l = list;
        while (!l.empty()) {
          size_t comma = l.find(',');
          if (l.substr(0, comma) == a.stat.subtype) return true;
          if (comma == std::string_view::npos) break;
          l.remove_prefix(comma + 1);
        }
      }
  }
  return false;
}

// The card types from `t` on, after an Aura making it a land of a basic land type (305.7,
// land_type_set()) set its card type to land with its own timestamp, in order among the
// resolved type-changing effects (613.7).
TypeMask types_with_land_set(const GameState& st, ObjId id, TypeMask t, int32_t land_at) {
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id) {
      if (land_at >= 0 && e.timestamp > land_at) {
        t = TLand;  // the Aura's effect, before this later one
        land_at = -1;
      }
      t = e.sets_types ? e.add_types : static_cast<TypeMask>(t | e.add_types);
    }
  return land_at >= 0 ? static_cast<TypeMask>(TLand) : t;
}

// Weatherlight Compleated's "As long as <this> has N or more <kind> counters on it, it's a
// <subtype> creature in addition to its other types" applies (layer 4, 613.1d; not removed with
// its abilities, which layer 6 removes later, ruling DMU-R-0351).
bool counters_make_creature(const GameState& st, ObjId id, const Ability& a) {
  return a.kind == AbilityKind::Static && a.stat.kind == StaticKind::CreatureWithCounters &&
         st.obj(id).count(static_cast<Counter>(a.stat.per_counter)) >= a.stat.power;
}

// The Warring Triad's "As long as there are fewer than N cards in your graveyard, <this> isn't a
// creature" applies (layer 4, 613.1d; cards only: a token there is no card, 111.8).
bool graveyard_keeps_noncreature(const GameState& st, ObjId id, const Ability& a) {
  if (a.kind != AbilityKind::Static || a.stat.kind != StaticKind::NotCreatureBelowGraveyardCards)
    return false;
  int cards = 0;
  for (ObjId g : st.players[static_cast<size_t>(st.obj(id).controller)].graveyard)
    cards += is_card(st, g);
  return cards < a.stat.power;
}

// Card types after layer 4, in timestamp order (613.7): "becomes an artifact creature" adds
// types (205.1b), "becomes a 2/2 Gargoyle creature" replaces them (205.1a). Nothing in the card
// pool makes them depend on other layers, so no recursion is needed.
TypeMask layer4_types(const GameState& st, ObjId id) {
  // 707.9b: types an "except" adds are part of the copiable values (layer 1, before layer 4).
  const CopyExcept& x = except_of(st, id);
  TypeMask t = x.sets_types ? x.add_types : card_def(st.obj(id).card).types | x.add_types;
  if (st.obj(id).zone != Zone::Battlefield) return t;
  // 305.7: "is an Island" changes no card type; "is a colorless Forest land" sets it to land.
  if (LandTypeSet set = land_type_set(st, id); set.colorless_land)
    return types_with_land_set(st, id, t, set.timestamp);
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id) t = e.sets_types ? e.add_types : static_cast<TypeMask>(t | e.add_types);
  const CardDef& d = card_def(st.obj(id).card);
  for (size_t i = 0; d.conditional_types && i < d.abilities.size(); ++i)  // the Gods of Theros
    if (const Ability& a = d.abilities[i];
        a.kind == AbilityKind::Static && a.stat.kind == StaticKind::NotCreatureBelowDevotion &&
        devotion(st, st.obj(id).controller, a.stat.colors) < a.stat.power)
      t = static_cast<TypeMask>(t & ~TCreature);
    else if (counters_make_creature(st, id, a))
      t = static_cast<TypeMask>(t | TCreature);
    else if (graveyard_keeps_noncreature(st, id, a))
      t = static_cast<TypeMask>(t & ~TCreature);
  return t;
}

// The latest effect that set the object's card types or its creature types (205.1a), or null:
// its subtypes are those that effect gives, not its printed ones.
const ContinuousEffect* types_set_by(const GameState& st, ObjId id) {
  const ContinuousEffect* last = nullptr;
  if (st.obj(id).zone == Zone::Battlefield)
    for (const ContinuousEffect& e : st.effects)
      if (e.object == id && (e.sets_types || e.sets_creature_types)) last = &e;
  return last;
}

// The creature types (comma-separated) a type-setting effect gives, or null.
const char* subtypes_given(const ContinuousEffect& e) {
  if (e.subtypes_card == kNoCard) return nullptr;
  const CardDef& d = card_def(e.subtypes_card);
  return e.subtypes_variant == 1 ? d.becomes_subtypes2 : d.becomes_subtypes;
}

bool in_list(std::string_view s, std::string_view list) {
  while (!list.empty()) {
    size_t comma = list.find(',');
    if (list.substr(0, comma) == s) return true;
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  return false;
}

// The comma-separated lists `a` and `b` have a name in common.
bool lists_share(std::string_view a, std::string_view b) {
  while (!a.empty()) {
    size_t comma = a.find(',');
    if (in_list(a.substr(0, comma), b)) return true;
    if (comma == std::string_view::npos) break;
    a.remove_prefix(comma + 1);
  }
  return false;
}

// 707.9b: a copy "in addition to its other types" is a <subtype>: the card named by its except
// lists them (as `becomes_subtypes`).
bool except_subtype(const GameState& st, ObjId id, std::string_view list) {
  CardId from = except_of(st, id).subtypes_from;
  return from != kNoCard && card_def(from).becomes_subtypes &&
         lists_share(card_def(from).becomes_subtypes, list);
}

// 205.3g-i: the card type whose subtypes include `s` (artifact, enchantment and land types);
// creature for any other (a creature type: no permanent here has a planeswalker type that an
// effect could leave it without).
TypeMask subtype_card_type(std::string_view s) {
  static constexpr std::string_view kArtifact[] = {
      "Attraction", "Blood",    "Bobblehead",    "Book",    "Clue",       "Contraption",
      "Equipment",  "Food",     "Fortification", "Gold",    "Incubator",  "Infinity",
      "Junk",       "Lander",   "Map",           "Mutagen", "Powerstone", "Spacecraft",
      "Stone",      "Treasure", "Vehicle"};
  static constexpr std::string_view kEnchantment[] = {"Aura",  "Background", "Cartouche", "Case",
                                                      "Class", "Curse",      "Role",      "Room",
                                                      "Rune",  "Saga",       "Shard",     "Shrine"};
  static constexpr std::string_view kLand[] = {
      "Cave",   "Desert", "Forest",   "Gate",   "Island",           "Lair",
      "Locus",  "Mine",   "Mountain", "Plains", "Planet",           "Power-Plant",
      "Sphere", "Swamp",  "Tower",    "Town",   "Urza\xE2\x80\x99s"};
  for (std::string_view t : kArtifact)
    if (s == t) return TArtifact;
  for (std::string_view t : kEnchantment)
    if (s == t) return TEnchantment;
  for (std::string_view t : kLand)
    if (s == t) return TLand;
  return TCreature;
}

// Has one of the printed subtypes in `list` (or one a copy's "except" adds, 707.9b) that belongs
// to one of the card types `types`.
bool printed_subtype_of(const GameState& st, ObjId id, std::string_view list, TypeMask types) {
  const CardDef& d = card_def(st.obj(id).card);
  // "<This> is the chosen type in addition to its other types" (Thran Portal; layer 4, its own
  // static ability, so nothing once its abilities are gone, 305.7)
  const char* chosen =
      d.mana_of_choice && st.obj(id).zone == Zone::Battlefield && abilities_lost_at(st, id) == 0
          ? basic_land_type_name(st.obj(id).chosen - kBasicLandTypeCode)
          : nullptr;
  // 205.1a: a copy whose except set its card types keeps the printed subtypes of the card types
  // it still has, but no creature type: those are the except's (707.9b; Ardyn's "Demon")
  const CopyExcept& x = except_of(st, id);
  const TypeMask printed_ok =
      x.sets_types ? static_cast<TypeMask>(x.add_types & ~TCreature) : static_cast<TypeMask>(~0);
  while (!list.empty()) {
    size_t comma = list.find(',');
    std::string_view s = list.substr(0, comma);
    if ((subtype_card_type(s) & types) &&
        ((d.has_subtype(s) && (subtype_card_type(s) & printed_ok)) || except_subtype(st, id, s) ||
         (chosen && s == chosen)))
      return true;
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  return false;
}

// Has one of the subtypes in `list` after layer 4's type-setting effects, leaving out land types
// if `no_land_types`. 205.1a: an effect setting its card types ("becomes an enchantment",
// "becomes a 2/2 Gargoyle creature") removes the subtypes of the card types it loses and keeps
// the others (a Summon made an enchantment stays a Saga); the creature types a "becomes a ...
// creature" effect names replace the others, and "becomes a Human Cleric" sets only creature
// types, which a noncreature doesn't have (205.3d).
bool subtype_after_type_setting(const GameState& st, ObjId id, std::string_view list,
                                const ContinuousEffect* set, bool no_land_types) {
  TypeMask keep = no_land_types ? static_cast<TypeMask>(~TLand) : static_cast<TypeMask>(~0);
  if (!set) {
    // 205.1a: a God that isn't a creature for want of devotion (700.5) has no creature type
    // either (ruling FIN-R-0557); it keeps its other subtypes.
    const CardDef& d = card_def(st.obj(id).card);
    if (d.conditional_types && !(layer4_types(st, id) & TCreature))
      keep = static_cast<TypeMask>(keep & ~TCreature);
    // 205.1b: the creature type its counters add with the creature type (Weatherlight Compleated)
    for (size_t i = 0; d.conditional_types && i < d.abilities.size(); ++i)
      if (st.obj(id).zone == Zone::Battlefield && counters_make_creature(st, id, d.abilities[i]) &&
          in_list(d.abilities[i].stat.subtype, list))
        return true;
    return printed_subtype_of(st, id, list, keep);
  }
  TypeMask now = layer4_types(st, id);
  bool creature = (now & TCreature) != 0;
  const char* gives = creature ? subtypes_given(*set) : nullptr;
  if (gives && lists_share(gives, list)) return true;
  return printed_subtype_of(st, id, list, static_cast<TypeMask>(now & keep & ~TCreature));
}

// A creature type in `list` that a resolved effect added "in addition to its other types"
// (205.1b) after the latest effect setting its types, if any (613.7: that one replaces it).
bool subtype_added(const GameState& st, ObjId id, std::string_view list,
                   const ContinuousEffect* set) {
  for (const ContinuousEffect& e : st.effects)
    if (e.adds_subtypes && e.object == id && (!set || set->timestamp < e.timestamp) &&
        (layer4_types(st, id) & TCreature) && lists_share(subtypes_given(e), list))
      return true;
  return false;
}

// Has one of the subtypes in `list` after layer 4 (see subtype_after_type_setting()).
bool own_subtype(const GameState& st, ObjId id, std::string_view list) {
  const ContinuousEffect* set = types_set_by(st, id);
  // 205.1a: an Aura's "is a black Dragon" sets its creature types after any earlier effect;
  // its other subtypes stay (ruling FIN-R-0722).
  const Ability* becomes = nullptr;
  if (ObjId setter = enchanted_becomes_setter(st, id, &becomes);
      setter != kNoObj && (!set || set->timestamp < st.obj(setter).timestamp)) {
    TypeMask now = layer4_types(st, id);
    if ((now & TCreature) && in_list(becomes->stat.subtype, list)) return true;
    return printed_subtype_of(st, id, list, static_cast<TypeMask>(now & ~TCreature));
  }
  if (!st.effects.empty() && subtype_added(st, id, list, set)) return true;
  // 205.1a, 305.7: a basic land type set after any other type-setting effect is its only land
  // type; "is a colorless Forest land" also sets its card type, leaving no other subtype (an
  // "artifact creature" effect adding types keeps it, 205.1b).
  LandTypeSet land = land_type_set(st, id);
  if (land && (!set || set->timestamp < land.timestamp)) {
    if (in_list(land.type, list)) return true;
    return !land.colorless_land && subtype_after_type_setting(st, id, list, set, true);
  }
  return subtype_after_type_setting(st, id, list, set, false);
}

// Matching without looking at computed P/T (used by static abilities to avoid recursion).
bool matches_static(const GameState& st, ObjId id, const Filter& f, PlayerId rel, ObjId source) {
  const Object& o = st.obj(id);
  if (f.other && (id == source || o.prev == source)) return false;  // "another": not it in any zone
  if (f.types && !(layer4_types(st, id) & f.types)) return false;
  PlayerId whose = f.by_owner ? o.owner : o.controller;
  if (f.who == Filter::You && whose != rel) return false;
  if (f.who == Filter::Opponent && !st.opponents(whose, rel)) return false;
  if (f.who == Filter::NotYou && whose == rel) return false;
  for (const Filter::Condition& k : f.conditions) {
    if (k.check == Filter::None) break;
    if (k.check == Filter::HasSubtype && !own_subtype(st, id, f.subtype_list(k)) &&
        !gains_any_subtype(st, id, f.subtype_list(k)))
      return false;
    if (k.check == Filter::Equipped && !equipped(st, id)) return false;
    if (k.check == Filter::Token && !o.token) return false;  // 111.1 ("creature tokens")
    if (k.check == Filter::NonToken && o.token) return false;
    // "As long as equipped creature is attacking" (The Masamune; combat changes call
    // chars_changed() while static sources exist)
    if (k.check == Filter::Attacking && !o.attacking) return false;
    if (k.check == Filter::AlsoTypes && (layer4_types(st, id) & k.n) != k.n) return false;
    if (k.check == Filter::HasCounter && o.count(static_cast<Counter>(k.n)) <= 0) return false;
    if (k.check == Filter::Modified && !modified(st, id)) return false;
    if (k.check == Filter::Legendary && !is_legendary(st, id)) return false;
    if (k.check == Filter::ChosenBySource && st.obj(source).chosen != id) return false;  // 614.1c
    if (k.check == Filter::AttachedBySource &&
        (source == kNoObj || st.obj(source).attached_to != id))
      return false;
    if (k.check == Filter::LacksSubtypes &&
        (own_subtype(st, id, f.subtype_list(k)) || gains_any_subtype(st, id, f.subtype_list(k))))
      return false;
  }
  return true;
}

}  // namespace

namespace {

// The latest effect that made `id` lose all abilities (613.1f), 0 if none; `effects`: how many
// such effects exist, for any object.
int32_t latest_effect_loss(const GameState& st, ObjId id) {
  int32_t at = 0;
  for (const ContinuousEffect& e : st.effects)
    if (e.loses_abilities && e.object == id) at = std::max(at, e.timestamp);
  // "Enchanted creature loses all abilities" (Observed Stasis): the Aura's static ability, with
  // the Aura's timestamp (613.7e), while the Aura has its own abilities (613.1f)
  for (size_t i = 0; st.ability_removers > 0 && i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    const Object& so = st.obj(s);
    if (so.attached_to != id || !def(st, s).removes_abilities || so.timestamp <= at) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedLosesAllAbilities)
        at = so.timestamp;
  }
  return at;
}

// Abilities that effects give it are removed only by effects removing all abilities, not by a
// basic land type set (305.7: "this doesn't remove any abilities that were granted to the land
// by other effects").
int32_t gained_abilities_lost_at(const GameState& st, ObjId id) {
  return st.ability_losses == 0 ? 0 : latest_effect_loss(st, id);
}

}  // namespace

int32_t latest_ability_loss(const GameState& st, ObjId id) {
  int32_t at = latest_effect_loss(st, id);
  // 305.7: the abilities of its rules text are gone since its basic land type was set.
  if (LandTypeSet set = land_type_set(st, id)) at = std::max(at, set.timestamp);
  return at;
}

bool gained_ability_applies(const GameState& st, ObjId id, int32_t ts) {
  return gained_applies(ts, gained_abilities_lost_at(st, id));
}

void count_ability_losses(GameState& st) {
  st.ability_losses = 0;
  for (const ContinuousEffect& e : st.effects)
    st.ability_losses += e.loses_abilities + (e.land_type > 0);
  st.ability_losses += st.land_type_sources + st.chosen_mana_sources + st.ability_removers;
}

bool has_read_ahead(const GameState& st, ObjId id) {
  return def(st, id).read_ahead && abilities_lost_at(st, id) == 0;
}

namespace {

// "You" of a characteristic-defining ability of `id`: its controller on the battlefield or the
// stack, its owner elsewhere.
PlayerId cda_you(const GameState& st, ObjId id) {
  return st.obj(id).zone == Zone::Battlefield || st.obj(id).zone == Zone::Stack
             ? st.obj(id).controller
             : st.obj(id).owner;
}
const std::vector<ObjId>& your_graveyard(const GameState& st, ObjId id) {
  return st.players[static_cast<size_t>(cda_you(st, id))].graveyard;
}

int16_t greatest_mana_value(const GameState& st, const std::vector<ObjId>& cards) {
  int16_t most = 0;  // a card's mana value with X as 0 (202.3e)
  for (ObjId b : cards)
    if (is_card(st, b)) most = std::max(most, card_def(st.obj(b).card).mana_value);
  return most;
}

// Layer 7a: the power a characteristic-defining ability gives, or the printed power. A
// creature that lost its abilities in layer 6 has no characteristic-defining ability left.
int16_t cda_power(const GameState& st, ObjId id) {
  const CardDef& d = def(st, id);
  // 707.9d: a copy "except it's a P/T" doesn't copy a characteristic-defining ability for it.
  if (except_of(st, id).power >= 0) return except_of(st, id).power;
  if (!d.cda_power) return d.power;
  for (const Ability& a : abilities_of(st, id)) {
    bool permanents = a.stat.kind == StaticKind::PowerIsPermanentCardsInYourGraveyard;
    if (a.kind == AbilityKind::Static &&
        (permanents || a.stat.kind == StaticKind::PTIsCreatureCardsInYourGraveyard ||
         a.stat.kind == StaticKind::PowerIsCardsInYourGraveyard)) {
      TypeMask counted = permanents ? TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker |
                                          TBattle  // 110.4
                         : a.stat.kind == StaticKind::PowerIsCardsInYourGraveyard
                             ? a.stat.filter.types
                             : static_cast<TypeMask>(TCreature);
      int n = 0;
      for (ObjId b : your_graveyard(st, id))
        n += is_card(st, b) && card_def(st.obj(b).card).is(counted);  // a card of two types once
      return static_cast<int16_t>(n + a.stat.power);
    }
    if (a.kind == AbilityKind::Static &&
        a.stat.kind == StaticKind::PTIsGreatestManaValueInYourGraveyard)
      return greatest_mana_value(st, your_graveyard(st, id));
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::PTIsDomain)
      return static_cast<int16_t>(a.stat.power * domain(st, cda_you(st, id)));
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::PTIsYourLife)
      return static_cast<int16_t>(
          std::clamp(st.players[static_cast<size_t>(cda_you(st, id))].life, -30000, 30000));
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::PTIsPermanentsYouControl) {
      int n = 0;  // 604.3: the base value, "you" as cda_you() says (604.3a: in every zone)
      for (ObjId b : st.battlefield)
        n += st.obj(b).controller == cda_you(st, id) && (layer4_types(st, b) & a.stat.filter.types);
      return static_cast<int16_t>(n);
    }
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::PowerIsCreaturesYouControl) {
      int n = 0;  // 604.3: a characteristic-defining ability sets the base value
      for (ObjId b : st.battlefield)
        n += st.obj(b).controller == st.obj(id).controller && (layer4_types(st, b) & TCreature);
      return static_cast<int16_t>(n);
    }
  }
  return d.power;  // the printed value (a "*" is stored as 0)
}

// The toughness part of a characteristic-defining ability that sets both (604.3).
int16_t cda_toughness(const GameState& st, ObjId id, int16_t power) {
  for (const Ability& a : abilities_of(st, id)) {
    if (a.kind == AbilityKind::Static &&
        a.stat.kind == StaticKind::PTIsCreatureCardsInYourGraveyard)
      return static_cast<int16_t>(power - a.stat.power + a.stat.toughness);
    if (a.kind == AbilityKind::Static &&
        (a.stat.kind == StaticKind::PTIsGreatestManaValueInYourGraveyard ||
         a.stat.kind == StaticKind::PTIsYourLife ||
         a.stat.kind == StaticKind::PTIsPermanentsYouControl ||
         (a.stat.kind == StaticKind::PTIsDomain && a.stat.toughness)))
      return power;
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::ToughnessIsSubtypeYouControl) {
      int n = 0;  // layer 4 types only, as domain() counts (a land may be a creature)
      for (ObjId b : st.battlefield)
        n += st.obj(b).controller == cda_you(st, id) && has_subtype_now(st, b, a.stat.subtype);
      return static_cast<int16_t>(n);
    }
  }
  return def(st, id).toughness;
}

// Of its keyword counters, those that give their keyword: they are later than the latest effect
// that removed its abilities (`lost`, 0: none), which is marked when one is put on after it
// (613.7c).
KeywordMask keyword_counters_apply(const GameState& st, ObjId id, int32_t lost) {
  KeywordMask k = counter_keywords(st.obj(id));
  if (lost == 0 || k == 0) return k;
  for (const ContinuousEffect& e : st.effects)
    if (e.loses_abilities && e.object == id && e.timestamp == lost)
      return k & e.keyword_counters_later;
  return 0;
}

// Layer 7b (613.4b): the effect that set its base power and toughness last, in timestamp order
// (613.7): a resolved effect, or an Equipment's static ability with the Equipment's timestamp
// (613.7e). The latest one wins; one that sets only the power (kBaseUnchanged toughness, PuPu
// UFO) leaves the toughness to the latest that set it. False if none applies.
bool latest_base_pt(const GameState& st, ObjId id, int16_t& p, int16_t& t) {
  int32_t at = -1, at_t = -1;
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id && e.sets_base) {
      if (e.timestamp > at) at = e.timestamp, p = e.base_power;
      if (e.base_toughness != kBaseUnchanged && e.timestamp > at_t)
        at_t = e.timestamp, t = e.base_toughness;
    }
  if (st.static_sources == 0) return at >= 0;
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    if (so.attached_to != id || (so.timestamp <= at && so.timestamp <= at_t) ||
        abilities_lost_at(st, s) != 0)
      continue;
    for (const Ability& a : card_def(so.card).abilities)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EquippedBasePTIsLife) {
        // 611.3a: a static ability's effect is never locked in; X is the life total now.
        int life = st.players[static_cast<size_t>(so.controller)].life;
        auto x = static_cast<int16_t>(std::clamp(life, -30000, 30000));
        if (so.timestamp > at) at = so.timestamp, p = x;
        if (so.timestamp > at_t) at_t = so.timestamp, t = x;
      } else if (a.kind == AbilityKind::Static && (a.stat.kind == StaticKind::EquippedBasePT ||
                                                   a.stat.kind == StaticKind::EnchantedBecomes)) {
        if (so.timestamp > at) at = so.timestamp, p = a.stat.power;
        if (so.timestamp > at_t) at_t = so.timestamp, t = a.stat.toughness;
      }
  }
  return at >= 0;
}

// "+1/+1 for each <filter> you control" (Jodah, the Unifier's X): the permanents matching the
// anthem's own filter as its source's controller sees them now (611.3a: never locked in). Only
// types and supertypes are read (layer 4 and before), so no P/T is computed (no recursion).
int count_matching_static(const GameState& st, const Filter& f, ObjId source) {
  int n = 0;
  for (ObjId id : st.battlefield)
    if (matches_static(st, id, f, st.obj(source).controller, source)) ++n;
  return n;
}

// Dancer's Chakrams' grant (StaticKind::EquippedGrantsCommanderAnthem) applies to `id`: the
// Equipment keeps its abilities, the creature it equips has the granted ability (613.1f: not
// removed by a later "loses all abilities"), and `id` is another commander (903.3) that
// creature's controller controls. Its effect's timestamp is the later of the creature's and the
// grant's (613.7a), returned in `ts`.
bool commander_anthem_applies(const GameState& st, ObjId source, ObjId id, int32_t& ts) {
  const Object& so = st.obj(source);
  ObjId holder = so.attached_to;
  if (holder == kNoObj || holder == id || abilities_lost_at(st, source) != 0 ||
      st.obj(holder).zone != Zone::Battlefield || !is_commander(st, id) ||
      st.obj(id).controller != st.obj(holder).controller ||
      !gained_ability_applies(st, holder, so.timestamp))
    return false;
  ts = std::max(so.timestamp, st.obj(holder).timestamp);
  return true;
}

// Layers 6 and 7c from the static abilities of permanents, in timestamp order (613.7). A
// permanent that lost its abilities has none to apply (613.1f), except an effect that began in
// layer 4 (a subtype it gives), which goes on in the later layers (613.6). Within layer 6 the
// abilities a source grants depend on the effect removing the source's abilities (613.8a), so
// the removal applies first whatever the timestamps (Humble on Dion, Bahamut's Dominant).
void apply_static_sources(const GameState& st, ObjId id, int32_t lost, Chars& c) {
  for (size_t i = 0; i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    const Object& so = st.obj(s);
    const CardDef& sd = card_def(so.card);
    if (!sd.affects_others) continue;
    bool source_lost = abilities_lost_at(st, s) != 0;
    for (const Ability& a : sd.abilities)
      if (a.kind == AbilityKind::Static && (!source_lost || a.stat.subtype) &&
          (!a.stat.your_turn_only || st.is_active(so.controller)) &&
          (!a.stat.entered_this_turn_only || so.entered_turn == st.turn) &&
          ((a.stat.kind == StaticKind::Anthem &&
            (a.stat.self_only ? id == s
                              : matches_static(st, id, a.stat.filter, so.controller, s))) ||
           (a.stat.kind == StaticKind::EnchantedGets && so.attached_to == id &&
            // "As long as equipped creature is legendary" (Hero's Heirloom); a filter that
            // counts ("for each Forest", "as long as you control N") says nothing of it
            (!a.stat.filter.has_conditions() || a.stat.per_matching || a.stat.at_least > 0 ||
             matches_static(st, id, a.stat.filter, so.controller, s)))) &&
          (a.stat.at_least == 0 ||  // "as long as you control N or more <filter>"
           count_matching_static(st, a.stat.filter, s) >= a.stat.at_least)) {
        int times = a.stat.per_matching      ? count_matching_static(st, a.stat.filter, s)
                    : a.stat.per_counter < 0 ? 1
                                             : so.count(static_cast<Counter>(a.stat.per_counter));
        // An Aura's "for each other creature you control" (Bravado): other than the creature
        // it enchants, which `other` (not the source) doesn't leave out by itself.
        if (a.stat.per_matching && a.stat.filter.other && so.attached_to == id &&
            matches_static(st, id, a.stat.filter, so.controller, s))
          --times;
        c.power = static_cast<int16_t>(c.power + a.stat.power * times);
        c.toughness = static_cast<int16_t>(c.toughness + a.stat.toughness * times);
        // 613.7a, 613.7e: the effect has the source's timestamp (an Equipment's: when it
        // became attached).
        if (gained_applies(so.timestamp, lost)) {
          c.keywords |= a.stat.keywords;
          c.protection |= a.stat.protection;
        }
      }
    // Cid: "Artifact creatures and Heroes you control get +1/+1 for each Artificer you control
    // and each Artificer card in your graveyard" (layer 7c, 613.4c; counted now, 611.3a)
    for (const Ability& a : sd.abilities)
      if (a.kind == AbilityKind::Static && !source_lost &&
          a.stat.kind == StaticKind::ArtifactCreaturesAndSubtypeGetPerCount &&
          st.obj(id).controller == so.controller &&
          ((layer4_types(st, id) & (TArtifact | TCreature)) == (TArtifact | TCreature) ||
           own_subtype(st, id, a.stat.subtype) || gains_any_subtype(st, id, a.stat.subtype))) {
        int times = count_matching_static(st, a.stat.filter, s);  // yours, with the subtype
        for (ObjId card : st.players[static_cast<size_t>(so.controller)].graveyard)
          times += own_subtype(st, card, a.stat.filter.subtypes[0]);
        c.power = static_cast<int16_t>(c.power + a.stat.power * times);
        c.toughness = static_cast<int16_t>(c.toughness + a.stat.toughness * times);
      }
    for (const Ability& a : sd.abilities)
      if (int32_t ts = 0; a.kind == AbilityKind::Static &&
                          a.stat.kind == StaticKind::EquippedGrantsCommanderAnthem &&
                          commander_anthem_applies(st, s, id, ts)) {
        c.power = static_cast<int16_t>(c.power + a.stat.power);
        c.toughness = static_cast<int16_t>(c.toughness + a.stat.toughness);
        if (gained_applies(ts, lost)) c.keywords |= a.stat.keywords;
      }
    // Eye of Nidhogg: "Enchanted creature ... has flying and deathtouch" (layer 6)
    if (so.attached_to == id && !source_lost && gained_applies(so.timestamp, lost))
      for (const Ability& a : sd.abilities)
        if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedBecomes)
          c.keywords |= a.stat.keywords;
  }
}

// Layer 7c: "Creatures with flying get -2/-0" (Crosswinds). Every layer-6 effect has applied by
// now, so the keywords it reads are final whatever the timestamps (613.4c, 613.8a).
void apply_keyword_anthems(const GameState& st, Chars& c) {
  if (!(c.types & TCreature)) return;
  for (ObjId s : st.battlefield) {
    if (!def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::CreaturesWithKeywordsGet &&
          (c.keywords & a.stat.keywords)) {
        c.power = static_cast<int16_t>(c.power + a.stat.power);
        c.toughness = static_cast<int16_t>(c.toughness + a.stat.toughness);
      }
  }
}

// Layer 5 (613.1e): "All creatures are black" (Darkest Hour) sets a creature's colors; the
// latest such permanent's, by timestamp (613.7), or `colors` if there is none.
// An Aura's "Enchanted creature is a black Dragon" (Eye of Nidhogg) sets the colors of the creature
// `id` it's attached to the same way.
ColorMask creature_colors(const GameState& st, ObjId id, ColorMask colors) {
  int32_t latest = -1;
  for (ObjId s : st.battlefield) {
    if (!def(st, s).affects_others || st.obj(s).timestamp <= latest) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static &&
          (a.stat.kind == StaticKind::CreaturesAreColor ||
           (a.stat.kind == StaticKind::EnchantedBecomes && st.obj(s).attached_to == id))) {
        colors = a.stat.colors;
        latest = st.obj(s).timestamp;
      }
  }
  return colors;
}

}  // namespace

int16_t base_power(const GameState& st, ObjId id) {
  int16_t p = cda_power(st, id), t = 0;
  latest_base_pt(st, id, p, t);  // layer 7b
  return p;
}

void remember_last_known(GameState& st, ObjId id) {
  LastKnown l{id, chars(st, id)};
  auto at = std::lower_bound(st.last_known.begin(), st.last_known.end(), id,
                             [](const LastKnown& k, ObjId i) { return k.id < i; });
  if (at != st.last_known.end() && at->id == id)
    *at = l;
  else
    st.last_known.insert(at, l);
}

Chars last_known_chars(const GameState& st, ObjId id) {
  auto at = std::lower_bound(st.last_known.begin(), st.last_known.end(), id,
                             [](const LastKnown& k, ObjId i) { return k.id < i; });
  return at != st.last_known.end() && at->id == id ? at->chars : Chars{};
}

namespace {

// 707.9a-b: a copy's "except" changes are part of its copiable values (layer 1, 613.2a), so
// every later layer starts from them.
void apply_except(const CopyExcept& x, Chars& c) {
  if (x.power >= 0) {
    c.power = x.power;
    c.toughness = x.toughness;
  }
  // 205.1a, 105.3: "it's a black Demon", "it's an artifact and loses its other card types"
  c.types = x.sets_types ? x.add_types : static_cast<TypeMask>(c.types | x.add_types);
  c.colors = x.sets_colors ? x.add_colors : static_cast<ColorMask>(c.colors | x.add_colors);
  c.keywords |= x.add_keywords;
  if (x.not_legendary) c.supertypes = static_cast<uint8_t>(c.supertypes & ~SLegendary);
}

}  // namespace

namespace {

// The characteristics through the layers; a permanent's are remembered when any layer applied
// (the fast path below costs less than a memo).
Chars compute_chars(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  const CardDef& d = card_def(o.card);
  Chars c = d.printed;
  if (o.except != 0) apply_except(except_of(st, id), c);
  // 712.8e: a permanent copying a back face (a copy of a transformed permanent, a token or
  // not) has mana value 0; the card itself uses its front face's mana value (the database's).
  if ((o.token || o.represented_by != kNoCard) && d.is_back_face()) c.mana_value = 0;
  // 712.8g, 202.3c: a melded permanent's mana value is the sum of its front faces' (a copy of
  // it, not melded, keeps the back face's 0).
  if (is_melded(o))
    c.mana_value = static_cast<int16_t>(card_def(d.melded_from[0]).mana_value +
                                        card_def(d.melded_from[1]).mana_value);
  // 202.3e: a spell's X is the number chosen for it while it is on the stack (0 elsewhere).
  if (o.zone == Zone::Stack && o.x > 0 && d.cost.x > 0)
    c.mana_value = static_cast<int16_t>(c.mana_value + d.cost.x * o.x);
  if (o.zone != Zone::Battlefield) {
    // 604.3a: a characteristic-defining ability works in every zone (ruling DMU-R-0324).
    if (d.cda_power && o.except == 0) {
      c.power = cda_power(st, id);
      c.toughness = cda_toughness(st, id, c.power);
    }
    return c;
  }
  int plus = o.count(Counter::PlusOne), minus = o.count(Counter::MinusOne);
  // Nearly always: no continuous effect or static ability of another permanent exists, and the
  // card's own abilities don't change its characteristics; only counters apply (613.4c, 122.1b).
  if (st.effects.empty() && st.static_sources == 0 && !d.cda_power && !d.turn_keywords) {
    c.keywords |= counter_keywords(o);
    if (o.dash_blitz) c.keywords |= KHaste;  // 702.109a, 702.152a
    c.power = static_cast<int16_t>(c.power + plus - minus);
    c.toughness = static_cast<int16_t>(c.toughness + plus - minus);
    return c;
  }
  c.types = layer4_types(st, id);  // layer 4
  // Layer 5 (613.1e): "is a colorless Forest land" (305.7).
  if (land_type_set(st, id).colorless_land) c.colors = 0;
  if ((c.types & TCreature) && st.static_sources > 0) c.colors = creature_colors(st, id, c.colors);
  // Layer 6 (613.1f): an effect that made it lose all abilities removes its own keywords and
  // abilities; those that effects with later timestamps give it still apply (613.7). A basic
  // land type set removes only its own (305.7).
  int32_t lost = abilities_lost_at(st, id);
  if (lost != 0) {
    c.keywords = 0;
    c.protection = 0;
    lost = gained_abilities_lost_at(st, id);
  } else if (o.dash_blitz) {
    c.keywords |= KHaste;  // 702.109a, 702.152a: its dash or blitz ability's, if it has it
  }
  if (d.cda_power && except_of(st, id).power < 0) {
    c.power = cda_power(st, id);  // layer 7a: characteristic-defining (604.3)
    c.toughness = cda_toughness(st, id, c.power);
  }
  latest_base_pt(st, id, c.power, c.toughness);  // layer 7b: set base P/T (613.4b)
  // Layer 6: its own abilities that depend on whose turn it is, or on the spells cast this turn.
  if (d.turn_keywords)
    for (const Ability& a : abilities_of(st, id)) {
      if (a.kind != AbilityKind::Static) continue;
      if (a.stat.kind == StaticKind::KeywordsDuringYourTurn && st.is_active(o.controller) &&
          (!a.stat.if_equipped || equipped(st, id)))
        c.keywords |= a.stat.keywords;
      if (a.stat.kind == StaticKind::KeywordsIfNoncreatureSpellsCast &&
          st.players[static_cast<size_t>(o.controller)].noncreature_spells_cast >= a.stat.power)
        c.keywords |= a.stat.keywords;
    }
  if (st.static_sources > 0) apply_static_sources(st, id, lost, c);
  // Layers 6 and 7c: effects of resolved spells and abilities, then counters (613.4c).
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id) {
      c.power = static_cast<int16_t>(c.power + e.power);
      c.toughness = static_cast<int16_t>(c.toughness + e.toughness);
      if (gained_applies(e.timestamp, lost)) {
        c.keywords |= e.keywords;
        c.protection |= e.protection;  // 702.16a, layer 6
      }
    }
  // 122.1b: a keyword counter gives its keyword (layer 6, with the counter's timestamp, 613.7c).
  c.keywords |= keyword_counters_apply(st, id, lost);
  if (st.static_sources > 0) apply_keyword_anthems(st, c);
  c.power = static_cast<int16_t>(c.power + plus - minus);
  c.toughness = static_cast<int16_t>(c.toughness + plus - minus);
  CharsMemos& m = st.chars_memos;
  if (m.by_id.size() <= static_cast<size_t>(id)) m.by_id.resize(st.objects.capacity());
  m.by_id[static_cast<size_t>(id)] = {m.epoch, c};
  return c;
}

const CharsMemos::Entry* current_memo(const GameState& st, ObjId id) {
  const CharsMemos& m = st.chars_memos;
  if (static_cast<size_t>(id) >= m.by_id.size()) return nullptr;
  const CharsMemos::Entry& e = m.by_id[static_cast<size_t>(id)];
  return e.epoch == m.epoch ? &e : nullptr;
}

}  // namespace

Chars chars(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.left) return last_known_chars(st, id);
  const CharsMemos::Entry* memo = current_memo(st, id);
  if (!memo) return compute_chars(st, id);
#ifdef LORE_CHECK_CHARS_MEMO
  // The sanitizer builds recompute every remembered value: a write that forgot chars_changed()
  // shows as a difference in whatever test reaches it.
  Chars kept = memo->chars;
  if (compute_chars(st, id) != kept)
    throw std::logic_error(
        fmt::format("stale characteristics memo of object {} ({})", id, card_def(o.card).name));
  return kept;
#else
  return memo->chars;
#endif
}

bool chars_memo_valid(const GameState& st, ObjId id) {
  const CharsMemos::Entry* memo = current_memo(st, id);
  if (st.obj(id).left || !memo) return true;  // not in use
  Chars kept = memo->chars;
  return compute_chars(st, id) == kept;
}

// Only a copy's "except it's not legendary" (707.9b) removes the supertype in the card pool, and
// nothing grants it, so the printed supertype and the copy's except decide (cheaper than
// computing chars()).
bool is_legendary(const GameState& st, ObjId id) {
  return (def(st, id).supertypes & SLegendary) && !except_of(st, id).not_legendary;
}

KeywordMask keywords_now(const GameState& st, ObjId id) { return chars(st, id).keywords; }

TypeMask types_now(const GameState& st, ObjId id) { return chars(st, id).types; }

bool has_subtype_now(const GameState& st, ObjId id, std::string_view list) {
  return own_subtype(st, id, list) || gains_any_subtype(st, id, list);
}

int devotion(const GameState& st, PlayerId p, ColorMask color) {
  int kind = std::countr_zero(static_cast<unsigned>(color));
  int r = 0;
  for (ObjId id : st.battlefield)
    if (const ManaCost& cost = def(st, id).cost; st.obj(id).controller == p) {
      r += cost.pips[static_cast<size_t>(kind)];
      for (uint8_t ph : cost.phyrexian)  // a Phyrexian symbol of that color (107.4f)
        r += (phyrexian_colors(ph) & color) != 0;
    }
  return r;
}

int domain(const GameState& st, PlayerId p) {
  static constexpr std::array<const char*, 5> kBasic = {"Plains", "Island", "Swamp", "Mountain",
                                                        "Forest"};
  int n = 0;
  for (const char* type : kBasic)
    for (ObjId id : st.battlefield)
      // layer 4 types only: a creature whose power counts lands mustn't compute its own P/T
      if (st.obj(id).controller == p && (layer4_types(st, id) & TLand) &&
          has_subtype_now(st, id, type)) {
        ++n;
        break;
      }
  return n;
}

namespace {

// `as`: the characteristics the object is looked at with, when not its own (an adventurer card
// as its Adventure, 715.3a); only its characteristics, not its status, come from `as`.
bool condition_ok(const GameState& st, ObjId id, const Chars& c, const Filter& f,
                  Filter::Condition k, const CardDef* as, ObjId source) {
  const Object& o = st.obj(id);
  const int n = k.n;
  switch (k.check) {
    case Filter::None: break;
    case Filter::LacksCounter:
      if (o.count(static_cast<Counter>(n)) > 0) return false;
      break;
    case Filter::FromBattlefieldThisTurn:
      if (o.zone != Zone::Graveyard || o.entered_turn != st.turn) return false;
      break;
    case Filter::Tapped:
      if (!o.tapped) return false;
      break;
    case Filter::DealtDamageThisTurn:  // 120.6: marked until the cleanup step (514.2)
      if (o.damage <= 0) return false;
      break;
    case Filter::LinkedToSource:  // 607.2a
      if (std::find(st.linked.begin(), st.linked.end(), std::pair{source, id}) == st.linked.end())
        return false;
      break;
    case Filter::CrewedBySourceThisTurn:  // 702.122b
      if (std::find(st.crewed.begin(), st.crewed.end(), Crewed{id, source}) == st.crewed.end())
        return false;
      break;
    case Filter::Untapped:
      if (o.tapped) return false;
      break;
    case Filter::ToughnessAtLeast:
      if (c.toughness < n) return false;
      break;
    case Filter::PowerAtMost:
      if (c.power > n) return false;
      break;
    case Filter::PowerAtLeast:
      if (c.power < n) return false;
      break;
    case Filter::TotalPTAtMost:
      if (c.power + c.toughness > n) return false;
      break;
    case Filter::Nonland:
      if (c.types & TLand) return false;
      break;
    case Filter::NonEnchantment:
      if (c.types & TEnchantment) return false;
      break;
    case Filter::HasSubtype:
      if (!(as ? as->has_subtype(f.subtype_list(k)) : has_subtype_now(st, id, f.subtype_list(k))))
        return false;
      break;
    case Filter::LacksSubtypes:
      if (as ? as->has_subtype(f.subtype_list(k)) : has_subtype_now(st, id, f.subtype_list(k)))
        return false;
      break;
    case Filter::NonLegendary:
      if (c.supertypes & SLegendary) return false;
      break;
    case Filter::Legendary:
      if (!(c.supertypes & SLegendary)) return false;
      break;
    case Filter::Equipped:
      if (!equipped(st, id)) return false;
      break;
    case Filter::NonToken:
      if (o.token) return false;
      break;
    case Filter::NonCreature:
      if (c.types & TCreature) return false;
      break;  // "noncreature" (115.1)
    case Filter::Basic:
      if (!(c.supertypes & SBasic)) return false;
      break;
    case Filter::ManaValueAtMost:
    case Filter::ManaValueAtMostX:
      if (c.mana_value > n) return false;
      break;
    case Filter::ManaValueAtLeast:
      if (c.mana_value < n) return false;
      break;
    case Filter::TappedIfCreature:  // "artifact, enchantment, or tapped creature"
      if ((c.types & TCreature) && !(c.types & f.types & ~TCreature) && !o.tapped) return false;
      break;
    case Filter::Token:
      if (!o.token) return false;
      break;
    case Filter::NonArtifact:
      if (c.types & TArtifact) return false;
      break;
    case Filter::NotOfColors:  // "nonblack" (105.2)
      if (c.colors & n) return false;
      break;
    case Filter::OfColors:  // "a white permanent spell" (105.2)
      if (!(c.colors & n)) return false;
      break;
    case Filter::Attacking:
      if (!o.attacking) return false;
      break;
    case Filter::AttackingOrBlocking:  // 506.3
      if (!o.attacking && o.blocking == kNoObj) return false;
      break;
    case Filter::Blocking:  // 509.1g
      if (o.blocking == kNoObj) return false;
      break;
    case Filter::Blocked:  // 509.1h
      if (!o.attacking || !o.blocked) return false;
      break;
    case Filter::PowerGreaterThanControllersHand:
      if (c.power <= static_cast<int>(st.players[static_cast<size_t>(o.controller)].hand.size()))
        return false;
      break;
    case Filter::ControlledByActivePlayer:
      if (!st.is_active(o.controller)) return false;
      break;
    case Filter::AlsoTypes:  // 205.2a
      if ((c.types & n) != n) return false;
      break;
    case Filter::AttachedToType:
      if (o.attached_to == kNoObj || !on_battlefield(st, o.attached_to) ||
          !(chars(st, o.attached_to).types & n))
        return false;
      break;
    case Filter::LeastToughness:
      for (ObjId other : st.battlefield)
        if (is_type(st, other, TCreature) && chars(st, other).toughness < c.toughness) return false;
      break;
    case Filter::NotFlying:
      if (c.keywords & KFlying) return false;
      break;
    case Filter::Nonbasic:
      if (c.supertypes & SBasic) return false;
      break;
    case Filter::HasKeyword:
      if (!(c.keywords & (KeywordMask{1} << n))) return false;
      break;
    case Filter::BasicLandOrSubtype:
      if (!((c.supertypes & SBasic) && (c.types & TLand)) &&
          !(as ? as->has_subtype(f.subtype_list(k)) : has_subtype_now(st, id, f.subtype_list(k))))
        return false;
      break;
    case Filter::SameNameAsSource:
      if (source == kNoObj || !same_name(name_card(st, id), name_card(st, source))) return false;
      break;
    case Filter::Named:  // 201.2
      if ((as ? as->name : card_def(o.card).name) != f.subtype_list(k)) return false;
      break;
    case Filter::AttackingYou: break;  // needs the filter's player: matches_with()
    case Filter::HasCounter:
      if (o.count(static_cast<Counter>(n)) <= 0) return false;
      break;
    case Filter::HasAnyCounter:  // 122.1
      if (std::none_of(o.counters.begin(), o.counters.end(), [](int16_t k) { return k > 0; }))
        return false;
      break;
    case Filter::AttackedThisTurn:  // 508.1a; never one put onto the battlefield attacking (508.4)
      if (!o.attacked) return false;
      break;
    case Filter::ChosenBySource:  // 614.1c: Object::chosen of the source
      if (source == kNoObj || st.obj(source).chosen != id) return false;
      break;
    case Filter::AttachedBySource:  // 301.5, 303.4: the permanent the source is attached to
      if (source == kNoObj || st.obj(source).attached_to != id) return false;
      break;
    case Filter::Modified:
      if (!modified(st, id)) return false;
      break;
    case Filter::ControlledByDefendingPlayer:
      if (source == kNoObj || !st.obj(source).attacking ||
          o.controller != defending_player(st, source))
        return false;
      break;
    case Filter::SharesCardTypeWithLastMoved:  // its types as it last existed (608.2h)
      if (st.last_moved == kNoObj || !(c.types & chars(st, st.last_moved).types)) return false;
      break;
    case Filter::PowerLessThanSource:
      if (source == kNoObj || c.power >= chars(st, source).power) return false;
      break;
    case Filter::Historic:  // 700.6
      if (!(c.supertypes & SLegendary) && !(c.types & TArtifact) &&
          !(as ? as->has_subtype("Saga") : has_subtype_now(st, id, "Saga")))
        return false;
      break;
    case Filter::GreatestPowerTheyControl:
      for (ObjId other : st.battlefield)
        if (st.obj(other).controller == o.controller && is_type(st, other, TCreature) &&
            chars(st, other).power > c.power)
          return false;
      break;
    case Filter::ToughnessLessThanDomain:
      if (source == kNoObj || c.toughness >= domain(st, st.obj(source).controller)) return false;
      break;
  }
  return true;
}

}  // namespace

namespace {

// matches() with the characteristics `c` (those of `as` if given, else the object's own).
bool matches_with(const GameState& st, ObjId id, const Chars& c, const Filter& f, PlayerId rel,
                  ObjId source, const CardDef* as) {
  const Object& o = st.obj(id);
  if (f.other && (id == source || o.prev == source)) return false;  // "another": not it in any zone
  if (f.types || f.keyword_types) {
    bool ok = (c.types & f.types) != 0;
    if (!ok && f.keyword_types && (c.types & f.keyword_types) && (c.keywords & f.keywords))
      ok = true;
    if (!ok) return false;
  }
  PlayerId whose = f.by_owner ? o.owner : o.controller;
  if (f.who == Filter::You && whose != rel) return false;
  if (f.who == Filter::Opponent && !st.opponents(whose, rel)) return false;
  if (f.who == Filter::NotYou && whose == rel) return false;
  for (const Filter::Condition& k : f.conditions) {
    if (k.check == Filter::None) break;
    if (k.check == Filter::AttackingYou && (!o.attacking || o.attack_target != attack_code(rel)))
      return false;
    if (!condition_ok(st, id, c, f, k, as, source)) return false;
  }
  return true;
}

}  // namespace

bool matches(const GameState& st, ObjId id, const Filter& f, PlayerId rel, ObjId source) {
  return matches_with(st, id, chars(st, id), f, rel, source, nullptr);
}

bool matches_as_adventure(const GameState& st, ObjId id, const Filter& f, PlayerId rel,
                          ObjId source) {
  CardId adventure = def(st, id).adventure;
  if (adventure == kNoCard) return false;
  const CardDef& as = card_def(adventure);
  return matches_with(st, id, as.printed, f, rel, source, &as);
}

bool protected_from(const GameState& st, ObjId id, ObjId source) {
  ColorMask pro = chars(st, id).protection;
  if (pro != 0 && (chars(st, source).colors & pro) != 0) return true;
  if (!card_def(st.obj(id).card).subtype_protection) return false;
  for (const Ability& a : abilities_of(st, id))  // 702.16a: "protection from Humans"
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::ProtectionFromSubtype &&
        (a.stat.subtype ? has_subtype_now(st, source, a.stat.subtype)
                        : (chars(st, source).types & a.stat.filter.types) != 0))
      return true;  // 702.16a: "protection from planeswalkers" (a card type) too
  return false;
}

PlayerId protection_controller(const GameState& st, ObjId source) {
  const Object& o = st.obj(source);
  bool controlled = !o.left && (o.zone == Zone::Battlefield || o.zone == Zone::Stack);
  return controlled || o.left ? o.controller : o.owner;
}

bool player_protected_from(const GameState& st, PlayerId p, PlayerId from) {
  if (from == kNoPlayer || !st.opponents(p, from)) return false;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != p) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::ControllerProtectedFromOpponents)
        return true;
  }
  return false;
}

bool can_gain_life(const GameState& st, PlayerId p) {
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    // 810.9g: a player whose teammate can't gain life can't either (an opponent of both).
    if (!st.opponents(so.controller, p)) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::OpponentsCantGainLife)
        return false;
  }
  return true;
}

namespace {

// Another permanent gives the permanent `id` an ability (613.1f): an Equipment or Aura attached
// to it ("Equipped creature has ..."), "Creatures you control have ..." (Retaliation), or a mana
// ability granted to the permanents a filter matches (Citanul Hierophants).
bool given_an_ability(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (st.activated_grant_sources > 0) {  // an activated ability (613.1f; granted_abilities.cpp)
    std::vector<GrantedAbility> granted;
    granted_activated_abilities(st, id, granted);
    if (!granted.empty()) return true;
  }
  for (ObjId s : st.battlefield) {
    const Object& so = st.obj(s);
    for (const Ability& a : abilities_of(st, s)) {
      if (a.kind == AbilityKind::Mana && a.mana_grant == ManaGrant::Granted &&
          so.controller == o.controller && matches(st, id, a.stat.filter, so.controller, s))
        return true;
      if (a.kind != AbilityKind::Static) continue;
      if ((a.stat.kind == StaticKind::EquippedHasAbility ||
           a.stat.kind == StaticKind::EquippedGrantsCommanderAnthem) &&
          so.attached_to == id &&
          (!a.stat.filter.has_conditions() || matches(st, id, a.stat.filter, so.controller, s)))
        return true;
      if (a.stat.kind == StaticKind::CreaturesYouControlHaveAbility &&
          so.controller == o.controller &&
          (a.stat.filter.has_conditions() ? matches(st, id, a.stat.filter, so.controller, s)
                                          : is_type(st, id, TCreature)) &&
          gained_ability_applies(st, id, so.timestamp))
        return true;
    }
  }
  return false;
}

}  // namespace

bool has_no_abilities(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.zone != Zone::Battlefield) {  // a spell or a card: its card's (113.1), or convoke given
    // A card a payment check weighs casting (can_cast()) is looked at as the spell it would be:
    // the convoke "Multicolored spells you cast have" would give it counts already, or the check
    // would allow mana the payment then refuses (ruling DMU-R-0400). Its caster is taken to be
    // its controller (its owner, off the stack).
    const CardDef& d = def(st, id);
    return !d.keywords && !d.protection && d.abilities.empty() && !d.cant_be_countered &&
           !spell_has_convoke(st, id, o.controller, false);
  }
  const Chars c = chars(st, id);  // keywords and protection after layer 6 (613.1f)
  if (c.keywords || c.protection || !abilities_of(st, id).empty() ||
      mana_abilities_of(st, id).size() > 0)  // 305.6: a basic land type's mana ability
    return false;
  for (const ContinuousEffect& e : st.effects)  // "<it> gains \"...\"" (Op::GrantAbility)
    if (e.object == id && e.grant_index >= 0 && gained_ability_applies(st, id, e.timestamp))
      return false;
  return !given_an_ability(st, id);
}

}  // namespace lore
