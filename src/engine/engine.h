// Internal engine interface shared by the rules modules (not part of the public API).
#pragma once
#include <array>
#include <functional>
#include <limits>
#include <memory>
#include <span>

#include "card.h"
#include "card_db.h"
#include "game.h"

namespace lore {

// ---- tasks and decisions (game.cpp)
inline void push_task(Game& g, Task t) { g.st.tasks.push_back(t); }
// Sets the pending decision. The asking task re-pushes itself first and, when run again,
// takes the answer with take_answer(). A single option is answered at once (auto_single).
void ask(Game& g, DecisionKind kind, PlayerId who, std::vector<Option>&& options,
         ObjId about = kNoObj, int32_t n = 0);
// Takes the answer to the decision the running task asked, if there is one.
// Asks a number (the legal values of `range`); the answer comes back as the Option
// {Number, range.obj, value}. A single legal value is answered at once (auto_single).
void ask_number(Game& g, DecisionKind kind, PlayerId who, NumberRange range, ObjId about,
                int32_t n = 0);
bool take_answer(Game& g, Option& out);
LogEntry entry(const Game& g, LogKind kind, const char* rule);
void log_obj(Game& g, LogKind kind, const char* rule, ObjId obj, int32_t amount = 0,
             ObjId obj2 = kNoObj);

// ---- characteristics (chars.cpp)
inline const CardDef& def(const GameState& st, ObjId id) { return card_def(st.obj(id).card); }
// 715.2a: the object "has an Adventure": it has an adventurer card's alternative characteristics,
// whether it uses them or not (a card in any zone, a permanent, a spell cast normally; ruling
// FIN-R-0057). They are copiable values (715.2b), so a copy of such a permanent has one too,
// for as long as it is a copy (ruling FIN-R-0059). A spell cast as an Adventure, or a copy of
// one, has only the Adventure's characteristics (715.3b-c) and doesn't (ruling FIN-R-0058).
inline bool has_adventure(const GameState& st, ObjId id) {
  return def(st, id).adventure != kNoCard;
}
// The "except" changes of a copy's copiable values (707.9b); none for anything else.
inline const CopyExcept& except_of(const GameState& st, ObjId id) {
  static const CopyExcept none;
  uint8_t i = st.obj(id).except;
  return i == 0 ? none : st.excepts[static_cast<size_t>(i - 1)];
}
// Gives `id` the "except" changes `x` (kept once per distinct value in GameState::excepts).
void set_except(GameState& st, ObjId id, const CopyExcept& x);
// 201.2, 707.9b: the card whose name `id` has: its copy except's name_from ("except its name is
// Gogo, Mysterious Mime"), else its card.
inline CardId name_card(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.except == 0) return o.card;
  CardId n = st.excepts[static_cast<size_t>(o.except - 1)].name_from;
  return n != kNoCard ? n : o.card;
}
// 707.9b: the ability its copy except gives it ("except it has this ability"), null if none or
// if it lost all its abilities (613.1f); its card in *card.
const Ability* except_ability(const GameState& st, ObjId id, CardId* card = nullptr);
// The events `id`'s triggered abilities may trigger on (CardDef::trigger_events): its card's,
// and those of the card of the ability its copy except gives it (707.9b).
inline uint64_t trigger_events_of(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  uint64_t events = card_def(o.card).trigger_events;
  if (o.except == 0) return events;
  CardId from = st.excepts[static_cast<size_t>(o.except - 1)].ability_card;
  return from == kNoCard ? events : events | card_def(from).trigger_events;
}
// The counts of permanents by ability (count_sources()) for the card of the ability `o`'s copy
// except gives it, if any (a permanent on the battlefield, `delta` 1 or -1).
void count_except_sources(GameState& st, const Object& o, int delta);
// 707.2, 613.2 (layer 1): permanent `id` becomes a copy of `orig` (its copiable values: the face
// that's up and its own copy except, 707.9b; as it last existed if it left, 608.2h) with the
// exceptions `by`, neither entering nor leaving (ruling DMU-R-0386). A nontoken permanent keeps
// its card in Object::represented_by (400.7: it leaves as that card). `until_end_of_turn`: a
// ContinuousEffect turns it back in the cleanup step (611.2a, 514.2; end_copy_effect()).
void become_copy(Game& g, ObjId id, ObjId orig, const CopyExcept& by, bool until_end_of_turn);
// The copy effect `e` (ContinuousEffect::reverts_copy) ends: its object is what it was before.
void end_copy_effect(Game& g, const ContinuousEffect& e);
Chars chars(const GameState& st, ObjId id);  // current, or last known if it left
// Its memo of chars() is stale or equals a fresh computation (the invariant checker's test).
bool chars_memo_valid(const GameState& st, ObjId id);
bool equipped(const GameState& st, ObjId id);  // an Equipment is attached to it (301.5)
// 700.9: it has a counter, is equipped, or is enchanted by an Aura its controller controls
bool modified(const GameState& st, ObjId id);
// Nearly always: no effect from outside changes `o`'s card (613): no copy "except" and, on the
// battlefield, no continuous effect and no static ability of another permanent; only counters
// apply (613.4c). The hot paths then read the card's types; its power and
// toughness only without a characteristic-defining ability (CardDef::cda_power), its keywords
// only without keywords "during your turn".
inline bool only_counters_apply(const GameState& st, const Object& o) {
  return !o.left && o.except == 0 &&
         (o.zone != Zone::Battlefield || (st.effects.empty() && st.static_sources == 0));
}
// 608.2h: records `id`'s characteristics as it leaves the battlefield or the stack; read back
// once it has left (an object that left another zone has none: Chars{}).
void remember_last_known(GameState& st, ObjId id);
Chars last_known_chars(const GameState& st, ObjId id);
// The keywords its keyword counters give (122.1b).
inline KeywordMask counter_keywords(const Object& o) {
  KeywordMask k = 0;
  if (o.count(Counter::Indestructible) > 0) k |= KIndestructible;
  if (o.count(Counter::Deathtouch) > 0) k |= KDeathtouch;
  return k;
}
KeywordMask keywords_now(const GameState& st, ObjId id);  // chars(st, id).keywords
// Inline like is_type(): with nothing but counters applying, the printed keywords and those of
// keyword counters (122.1b).
inline KeywordMask keywords_of(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  const CardDef& d = card_def(o.card);
  if (only_counters_apply(st, o) && !d.turn_keywords)
    return d.printed.keywords |
           (o.zone == Zone::Battlefield
                ? counter_keywords(o) | (o.dash_blitz ? KeywordMask{KHaste} : KeywordMask{0})
                : 0);
  return keywords_now(st, id);
}
inline bool has_keyword(const GameState& st, ObjId id, KeywordMask k) {
  return (keywords_of(st, id) & k) != 0;
}
TypeMask types_now(const GameState& st, ObjId id);  // chars(st, id).types
// Inline: with nothing but counters applying, the types are the printed ones (the common case).
inline bool is_type(const GameState& st, ObjId id, TypeMask t) {
  const Object& o = st.obj(id);
  if (only_counters_apply(st, o)) return (card_def(o.card).printed.types & t) != 0;
  return (types_now(st, id) & t) != 0;
}
// Has the legendary supertype now (205.4d): the printed one, unless a copy's "except it's not
// legendary" removed it (707.9b); nothing in the card pool grants it.
bool is_legendary(const GameState& st, ObjId id);
// One of the subtypes in the comma-separated `list`, printed or gained (layer 4, 613.1d).
bool has_subtype_now(const GameState& st, ObjId id, std::string_view list);
// 113.1: the object has no abilities now: no keyword, no ability of its card (unless it lost
// them, 613.1f), none a continuous effect or another permanent gives it, and, as a spell, no
// convoke a permanent gives it (702.51a; "creature with no abilities", Jasmine Boreal)
bool has_no_abilities(const GameState& st, ObjId id);
// Domain (207.2c): the number of basic land types among lands `p` controls (305.6; a land type
// an effect set counts, 305.7).
int domain(const GameState& st, PlayerId p);
// 700.5: `p`'s devotion to `color`: the mana symbols of that color (a Phyrexian one included,
// 107.4f) in the mana costs of the permanents they control, the faces that are up (712.8d-e).
int devotion(const GameState& st, PlayerId p, ColorMask color);
// A land whose controller controls a permanent saying "Lands you control enter untapped"
// (614.1c; ruling FIN-R-0390: even one put onto the battlefield tapped).
bool enters_untapped_anyway(const GameState& st, ObjId id);
// An effect puts `id` onto the battlefield tapped (unless enters_untapped_anyway()).
void enter_tapped(Game& g, ObjId id);
bool matches(const GameState& st, ObjId id, const Filter& f, PlayerId rel, ObjId source);
// A card, not a token that left the battlefield and waits to cease to exist (111.7, 704.5d).
inline bool is_card(const GameState& st, ObjId id) { return !st.obj(id).token; }
// "<Class> can't block this turn" from the resolving `item` (611.2c: the class is looked at as
// blockers are declared, not fixed now).
void add_class_cant_block(GameState& st, const StackItem& item);
// matches() for the adventurer card `id` (outside the battlefield and the stack) looked at as
// its Adventure: only the Adventure's characteristics count (715.3a; ruling FIN-R-0061). False
// for a card without one.
bool matches_as_adventure(const GameState& st, ObjId id, const Filter& f, PlayerId rel,
                          ObjId source);
bool can_gain_life(const GameState& st, PlayerId p);
// 702.16a-f: `id` has protection from a color of `source` (as it is now, or as it last existed).
bool protected_from(const GameState& st, ObjId id, ObjId source);
// 303.4c-d, 702.16c: the Aura `aura` could be attached to the permanent `to` (its enchant ability
// allows it and `to` hasn't protection from it); sba.cpp.
bool could_enchant(const GameState& st, ObjId aura, ObjId to);
// 702.16k: the player whose objects protection from a player looks at: the source's controller,
// or its owner if nothing controls it (a card in a graveyard, ruling FIN-R-0068).
PlayerId protection_controller(const GameState& st, ObjId source);
// 702.16k: player `p` has protection from player `from` ("protection from each of your
// opponents", 702.16i).
bool player_protected_from(const GameState& st, PlayerId p, PlayerId from);
int16_t base_power(const GameState& st, ObjId id);  // after layers 7a-7b
// Layer 6 (613.1f): the timestamp of the latest effect that made `id` lose all abilities, or of
// the permanent that set its land type to a basic land type (its rules text's abilities are gone,
// 305.7), 0 if none did. Abilities gained from effects with later timestamps still apply (613.7;
// after a land type was set, all of them do). Inline: with no such effect in the game
// (GameState::ability_losses), it costs one comparison.
int32_t latest_ability_loss(const GameState& st, ObjId id);  // searches the effects
inline int32_t abilities_lost_at(const GameState& st, ObjId id) {
  return st.ability_losses == 0 ? 0 : latest_ability_loss(st, id);
}
// 305.7: what last set `id`'s land type to a basic land type (613.7: the latest timestamp): the
// static ability of an attached Aura ("Enchanted permanent is a colorless Forest land", "Enchanted
// land is an Island") or a resolved effect ("becomes the basic land type of your choice until end
// of turn": ContinuousEffect::land_type, Pixie Illusionist). `type` null if nothing did.
struct LandTypeSet {
  const char* type = nullptr;   // the basic land type ("Forest")
  bool colorless_land = false;  // it also became a colorless land (Song of the Dryads), not only
                                // of that land type (Lingering Mirage)
  int32_t timestamp = 0;
  explicit operator bool() const { return type != nullptr; }
};
LandTypeSet find_land_type_set(const GameState& st, ObjId id);  // land_type.cpp
// With no such Aura or effect in the game (both are counted in GameState::ability_losses, nearly
// always zero), it costs one comparison.
inline LandTypeSet land_type_set(const GameState& st, ObjId id) {
  return st.ability_losses == 0 ? LandTypeSet{} : find_land_type_set(st, id);
}
// The name of a basic land type by its index (0 Plains ... 4 Forest), null out of range.
const char* basic_land_type_name(int index);
// The abilities `id` has from its card (the face that's up): none while it has lost all
// abilities. Every rule that reads what abilities an object has reads them here (activating,
// triggering, chapters, static and replacement effects); an ability already on the stack exists
// independently of its source (113.7a) and is read from its card.
inline std::span<const Ability> abilities_of(const GameState& st, ObjId id) {
  if (abilities_lost_at(st, id) != 0) return {};
  return def(st, id).abilities;
}
// Abilities as two pointers: the two ways mana_abilities_of() finds them merge without computing
// a size (the payment's hot loops).
struct AbilityRange {
  const Ability* first = nullptr;
  const Ability* last = nullptr;
  const Ability* begin() const { return first; }
  const Ability* end() const { return last; }
  size_t size() const { return static_cast<size_t>(last - first); }
  const Ability& operator[](size_t i) const { return first[i]; }
};
// mana_abilities_of() while abilities are being removed: abilities_of(), or, once an effect set
// its land type to a basic land type (its rules text's abilities are gone) and no effect removes
// all its abilities, that type's intrinsic mana ability (305.6, 305.7: "{T}: Add {G}" for a
// Forest).
AbilityRange abilities_while_removed(const GameState& st, ObjId id);
// A CardDef::mana_of_choice permanent's mana ability: the one of the color or basic land type
// chosen as it entered (305.6), none if nothing was chosen (ruling DMU-R-0307).
AbilityRange chosen_mana_ability(const GameState& st, ObjId id);
// The abilities a payment finds mana abilities in (only payments activate them, 605.3a): those it
// has (abilities_of()) and the intrinsic one of a basic land type an effect gave it (305.6).
inline AbilityRange mana_abilities_of(const GameState& st, ObjId id) {
  if (st.ability_losses != 0) return abilities_while_removed(st, id);
  const std::vector<Ability>& own = def(st, id).abilities;
  return {std::to_address(own.begin()), std::to_address(own.end())};
}
// Its ability `index` (an index into its card's abilities), or null if it doesn't have it now.
inline const Ability* ability_of(const GameState& st, ObjId id, int index) {
  std::span<const Ability> all = abilities_of(st, id);
  return index >= 0 && static_cast<size_t>(index) < all.size() ? &all[static_cast<size_t>(index)]
                                                               : nullptr;
}
bool has_read_ahead(const GameState& st, ObjId id);  // 702.155, as it is now
// Recounts GameState::ability_losses after effects were added or ended.
void count_ability_losses(GameState& st);
// An ability an effect with timestamp `ts` gave `id` still applies: it is later than any
// effect that made `id` lose all abilities (613.7).
bool gained_ability_applies(const GameState& st, ObjId id, int32_t ts);

// ---- zones and events (zones.cpp)
// A permanent of `card` came onto (delta 1) or left (-1) the battlefield, or phased: keeps
// GameState::static_sources and activated_sources.
void count_sources(GameState& st, CardId card, int delta);
// Permanent `id` entered or left the battlefield or changed controller: its memo of chars() is
// stale, and the others' too if it has static abilities for others or is attached to one, or if
// a permanent's characteristics count permanents or depend on the turn or a life total
// (GameState::context_readers).
void presence_changed(GameState& st, ObjId id);
// 506.4: a permanent removed from combat stops being an attacking or blocking creature (logged).
void remove_from_combat(Game& g, ObjId id);
// Whether tapping, attacking or blocking can change what the state-based actions look at: only
// through the filters of static abilities (an anthem for attacking creatures, chars()) and of
// Auras' enchant abilities (704.5m).
inline bool combat_state_matters(const GameState& st) {
  return st.static_sources > 0 || st.aura_sources > 0;
}
ObjId new_object(GameState& st, CardId card, PlayerId owner, Zone zone);
// Moves an object to a zone (CR 400.7: a new object). Returns the new id (kNoObj for a token
// leaving the battlefield or the stack). Records triggers for the move.
// `transformed`: put onto the battlefield with its back face up (712.14a); a card that isn't
// a transforming double-faced card, or an instant or sorcery card (400.4a), stays where it is
// (kNoObj).
ObjId move_object(Game& g, ObjId id, Zone to, bool to_bottom = false, bool transformed = false);
// 400.6: the permanents one event puts onto the battlefield enter at the same time: begin before
// moving them (returns false if a batch is open already: this one joins it), end after with what
// begin returned. Until the end, none of them changes how another enters (614.12) and no
// enters-the-battlefield trigger is looked for; then each is, so every permanent of the batch
// sees the others enter (603.6a, 603.10).
bool begin_entering_together(GameState& st);
void end_entering_together(Game& g, bool began);
// The front face of a double-faced card, the main card of an Adventure (715.4), or the card.
CardId front_face(CardId card);
void remove_from_zone(GameState& st, ObjId id);
// The lands `p` controls other than `id` ("unless you control two or fewer other lands").
int other_lands(const GameState& st, PlayerId p, ObjId id);
// `read_ahead`: the number chosen as a Saga with read ahead enters (714.3b).
// A token copy (707.2) has `except`, the "except" changes to its copiable values (707.9b).
ObjId create_token(Game& g, CardId token, PlayerId controller, int read_ahead = 0,
                   const CopyExcept& except = {});
// 610.3c: the cards exiled until `left` leaves the battlefield return. Those that need a choice
// as they enter (an Aura's object to enchant, 303.4f; a card name, 614.1c) return through a
// ReturnExiled task right after the current one, which asks their owners.
void return_exiled_until_left(Game& g, ObjId left);
void run_return_exiled(Game& g, Task t);
// 303.4f: the objects an Aura of `card` put onto the battlefield without being cast may enter
// attached to, as its enchant ability allows (chooser: who puts it there; source: the Aura's
// object for the filter), leaving out the objects with ids in [skip_from, skip_to) (entering at
// the same time). Empty: it can't enter (303.4g).
std::vector<Option> aura_host_options(const GameState& st, CardId card, PlayerId chooser,
                                      ObjId source, ObjId skip_from = 0, ObjId skip_to = 0);
// 701.42a, 712.4a: a melded permanent, one object represented by two cards. The object's `card`
// is the combined back face (712.8g: its only characteristics); the two cards are the back
// face's `melded_from` front faces, both owned by the object's owner (the only meld ability in
// the pool requires owning both). So the battlefield list holds one id for the permanent, and
// every other zone list keeps one id per card: as it leaves, move_object() makes two new
// objects with consecutive ids, one per card, front face up (712.21, see meld_partner_card()).
// No field marks it: a combined back face is only ever a melded permanent or a copy of one (707.8,
// mana value 0): a token copy, or a nontoken permanent that entered as a copy of it
// (Object::represented_by: one card, its own). The invariant checker holds it to the battlefield.
inline bool is_melded(const Object& o) {
  return !o.token && o.represented_by == kNoCard && card_def(o.card).is_meld_result();
}
// 701.42a: melds the exiled cards `a` and `b` into one permanent under `controller`'s control;
// kNoObj (and they stay in exile) if they can't be melded (701.42b-c: not both cards in exile,
// tokens, or not a meld pair).
ObjId meld(Game& g, ObjId a, ObjId b, PlayerId controller);
// 712.21c: the other card of a melded permanent that left, when `card` is the first of the two
// and both are still in the zone they went to; else kNoObj. Effects that then act on "that
// card" act on both (ruling FIN-R-0048).
ObjId meld_partner_card(const GameState& st, ObjId card);
// "a creature named <partner> that `p` both owns and controls" (712.4a): the permanent `id`.
bool is_named_meld_partner(const GameState& st, ObjId id, CardId partner, PlayerId p);
void draw_cards(Game& g, PlayerId p, int n);
// 701.27a: turns a double-faced permanent over (the same object). False if it can't (701.27c-d).
// Limit: 701.27f (an ability of the permanent transforms it only if it hasn't transformed since)
// is not tracked; no implemented card transforms a permanent in place.
bool transform(Game& g, ObjId id);
void gain_life(Game& g, PlayerId p, int n, ObjId source);
void lose_life(Game& g, PlayerId p, int n, ObjId source);
// The life a cost pays for a player with `life` ("pay half your life, rounded up": 119.4; "pay X
// life": x).
int life_cost(const Cost& c, int life, int x = 0);
// `rule`: the rule logged for noncombat damage (default 120.3). `event_shields`: in an event
// that deals damage from several sources at once (combat damage, 510.2), the permanents whose
// shield counter already prevented damage in it (122.1c), shared by the calls for that event.
// `event_life`: in such an event, the life each lifelink source makes its controller gain is
// added up there (a player target and an amount per source), for the caller to gain as one life
// gain event per source once all the damage is dealt (702.15b, 119.9). Returns the damage dealt
// (after replacement and prevention effects: "the damage dealt this way").
// `order_key`: the key (damage_order_key()) under which damage_orders_settled() recorded the
// order the affected player chose for the effects that change its amount (616.1), if asked.
int deal_damage(Game& g, ObjId source, Target to, int n, bool combat, const char* rule = nullptr,
                std::vector<ObjId>* event_shields = nullptr,
                std::vector<DamageAssignment>* event_life = nullptr, bool unpreventable = false,
                ObjId order_key = kNoObj);
// 616.1: the damage events `events` (to be dealt in that order, combat damage or not) each
// changed by several effects whose order changes the result ("deals double that damage", "that
// much damage plus 1", "prevent the next N damage", "prevent 1 of that damage", and protection,
// a shield counter, Fog Bank, Energy Field, "prevent all damage ... to creatures you control"):
// the affected player (or the controller of the affected permanent) chooses which applies first,
// then again among the rest (616.1f), asked before any of the damage is dealt. The choices are
// kept under damage_order_key(index of the event); deal_damage() takes them. An event is asked
// about only while two orders of its effects still give different results (the damage dealt, or
// what is left of a shield, a "the next time" effect, a shield counter). False after asking
// (ChooseReplacement with Decision::n kDamageOrderChoice; options {Replacement, the damage's
// source, the effect's source, kProtectionChoice or kShieldCounterChoice}); `ans`, the answer to
// the last such decision, is taken.
bool damage_orders_settled(Game& g, const std::vector<DamageAssignment>& events, bool combat,
                           bool unpreventable, const Option*& ans);
// 614.9 (Pariah, Ancient Adamantoise): the i-th permanent whose "all damage that would be dealt
// to you [and other permanents you control] is dealt to <a creature> instead" applies to damage
// dealt to `to` (i from 0), or kNoObj; chosen_redirector(): the one the affected player chose
// under `order_key` (616.1), else the first; redirected_to(): the creature that redirector's
// damage is dealt to (the enchanted creature, or the redirector itself).
ObjId damage_redirector(const GameState& st, Target to, int i);
ObjId chosen_redirector(const GameState& st, Target to, ObjId order_key);
ObjId redirected_to(const GameState& st, ObjId redirector);
// A range of its own (below command_zone_key()'s, whose object ids stay under 2^28; state text
// version 3: older dumps used min / 4 + event, load_state() moves them).
constexpr ObjId damage_order_key(int event) {
  return std::numeric_limits<ObjId>::min() / 8 + event;
}
// 615.7: the key under which damage_orders_settled() records how much of the shield
// st.effects[shield] (shared by several sources' damage) the event `event` may use, asked as a
// ChooseNumber decision with Decision::n kShieldShareChoice. `shield` -1 (the key state dumps
// had when only one shield could be shared) stands for any one shield. deal_damage() takes them
// with the event's order key (take_shield_shares(); no limit for a shield none was recorded for).
constexpr int kMaxShareIndex = (1 << 12) - 2;
constexpr ObjId damage_share_key(int event, int shield = -1) {
  return damage_order_key(event) + (1 << 24) + ((shield + 1) << 12);
}
constexpr bool is_damage_share_key(ObjId key) {
  return key >= damage_share_key(0) && key < damage_share_key(0) + (1 << 24);
}
// What a shield serves an event when no share was chosen for it: in full.
constexpr int kWholeShield = 1 << 30;
// The shares chosen for one event's shields (615.7): of the shield at index `shield` of
// GameState::effects.
struct ShieldShares {
  std::array<std::pair<int16_t, int32_t>, 8> e{};  // (shield index or -1 for any, share)
  int n = 0;
  int of(int shield) const {
    for (int i = 0; i < n; ++i)
      if (e[static_cast<size_t>(i)].first == shield || e[static_cast<size_t>(i)].first == -1)
        return e[static_cast<size_t>(i)].second;
    return kWholeShield;
  }
};
ShieldShares take_shield_shares(GameState& st, ObjId order_key);
// For deal_damage(): whether an order was chosen under `key`; the damage after the effects in
// that order, then the others (in any order: the result is the same), taking the choices.
// `event_shields` as for deal_damage(); `shares`: the most of each shield the event may use.
bool damage_order_chosen(const GameState& st, ObjId key);
int ordered_damage(Game& g, ObjId key, ObjId source, Target to, int n, bool combat,
                   std::vector<ObjId>* event_shields, const ShieldShares& shares);
// Helpers deal_damage() and ordered_damage() share (615): whether a prevention effect applies to
// this damage; "Prevent all combat damage ... to and dealt by" (Fog Bank); logging damage
// prevented under `rule`, and a number an effect changed (614.1a).
bool prevention_applies(const ContinuousEffect& ce, ObjId source, Target to, bool combat);
bool combat_damage_fogged(const GameState& st, ObjId source, Target to);
void log_prevented_damage(Game& g, ObjId source, Target to, int n, const char* rule);
void log_amount(Game& g, const char* rule, PlayerId p, ObjId obj, ObjId source, int before,
                int after);
void tap(Game& g, ObjId id);
void untap(Game& g, ObjId id, const char* rule);  // 122.1d: a stun counter stops it
// "Put counters": may trigger chapters. `by`: the player putting them (the controller of the
// effect or cost; kNoPlayer for none), for "if you put a counter on a creature this turn" (122.6).
void add_counters(Game& g, ObjId id, Counter c, int n, PlayerId by);
// Removes up to n counters of kind c; returns how many it removed. Nothing triggers: chapter
// abilities trigger only as lore counters are put on (714.2b).
int remove_counters(Game& g, ObjId id, Counter c, int n);
// Adds (delta > 0) or removes counters and logs it under `rule`; triggers nothing. `by`: the
// player putting added counters (Player::put_counter_on_creature), kNoPlayer for none.
void change_counters(Game& g, ObjId id, Counter c, int delta, const char* rule,
                     PlayerId by = kNoPlayer);
void shuffle_library(GameState& st, PlayerId p);
// 701.8a. `by_effect`: destroyed as the result of an effect, which a shield counter replaces
// (122.1c); state-based actions (704.5g-h) aren't effects. False if it isn't destroyed.
// `can_regenerate`: false for "it can't be regenerated" (701.19c); a regeneration shield
// (701.19a) otherwise replaces the destruction, before or after a shield counter as its
// controller chose (616.1, asked through destroy_replacements_settled()).
// `to_graveyard` (if given): it was destroyed, put into its owner's graveyard (701.8a), not exiled
// instead by a replacement effect (614.1a: The Darkness Crystal), which the return value counts.
bool destroy(Game& g, ObjId id, const char* rule, bool by_effect, bool can_regenerate = true,
             bool* to_graveyard = nullptr);
// A regeneration shield would replace the destruction of `id` (701.19a, 701.19c).
bool regeneration_applies(const GameState& st, ObjId id, bool can_regenerate);
// 701.9a: the card in the graveyard; logged once, as `kind` (514.1: a cleanup discard).
ObjId discard(Game& g, ObjId card, LogKind kind = LogKind::Discard, const char* rule = "701.9a");
void sacrifice(Game& g, ObjId id);
// A point in the turn structure, ordered like time: turn and step. Nothing happens in a step
// before its beginning, so "since the beginning of <a step>" is "at a moment >= that step's".
inline int32_t moment(int32_t turn, Step step) { return turn * 16 + static_cast<int32_t>(step); }
inline int32_t moment(const GameState& st) { return moment(st.turn, st.step); }
// 613.1b: `p` gains control of `id` for the rest of the game (control.cpp).
void gain_control(Game& g, ObjId id, PlayerId p);
// 701.12a: `a`'s controller gains control of `b` and `b`'s controller of `a`, in one event.
void exchange_control(Game& g, ObjId a, ObjId b);
// 613.1b, 611.2a-b: `p` gains control of `id` until end of turn, or for as long as `p` controls
// `source`; when it ends, control goes to whoever the remaining control effects give it to in
// timestamp order (613.7), or back to its controller before them.
void gain_control_for(Game& g, ObjId id, PlayerId p, ControlUntil until, ObjId source = kNoObj);
// Ends the control-changing effects that are over: "for as long as" ones whose condition ended,
// those giving control to a player who left the game (800.4a), and, at cleanup (`end_of_turn`),
// "until end of turn" ones (514.2); and forgets those of permanents that left the battlefield.
void end_control_effects(Game& g, bool end_of_turn = false);
// Confiscate's "You control enchanted permanent" (613.1b): see control.cpp.
void sync_aura_control(Game& g);
// 611.2b: ends the continuous effects lasting "for as long as you control <it>" that are over.
void end_while_controls_effects(Game& g);
// The object leaves the game's zones without a zone change (704.5e: a copy of a card outside the
// stack and the battlefield).
void cease_to_exist(Game& g, ObjId id, const char* rule);
std::vector<ObjId>& zone_list(GameState& st, PlayerId owner, Zone z);

// ---- phasing (phasing.cpp, 702.26)
// On the battlefield and phased in: the object exists for the game's rules (702.26b).
bool on_battlefield(const GameState& st, ObjId id);
// `id` phases out with what is attached to it. With `lock` set, it can't phase in for as long as
// `lock_controller` controls `lock`.
void phase_out(Game& g, ObjId id, ObjId lock = kNoObj, PlayerId lock_controller = kNoPlayer);
bool phase_locked(const GameState& st, ObjId id);
void untap_step_phasing(Game& g);  // 502.1

// ---- replacement effects (replacement.cpp)
// 614.1a: the number of an event after the replacement effects of permanents that change it:
// `kind` DoubleCountersOnYourCreatures for `n` counters of kind `c` put on the permanent `obj`
// (the effects of both counter kinds, DoubleCountersOnYourPermanents too, apply to it),
// DoubleLifeYouGain for `n` life player `p` gains, OpponentsMillMore for `n` cards `p` mills,
// DoubleTokensYouCreate for `n` tokens an effect creates under `p`'s control.
// Each effect applies once to the event (614.5). Logged under 614.1a unless `quiet` (the number
// of an event already logged, counted again).
int replaced_amount(Game& g, StaticKind kind, int n, PlayerId p, ObjId obj = kNoObj,
                    Counter c = Counter::PlusOne, bool quiet = false);
// 614.1a: the tokens `p`'s permanents add to `n` tokens an effect creates under `p`'s control
// (`creatures`: creature tokens), appended to `extra` (none for no token): a 1/1 green Frog for
// each TokensPlusFrog permanent (Quina, any tokens), then a 1/1 white Soldier for each
// CreatureTokensPlusSoldier permanent (Queen Allenal) if the tokens are creatures or a Frog was
// added (616.1f: it sees the Frog; either order gives as many), all after those effects and
// before DoubleTokensYouCreate, which then doubles each kind too: of the orders 616.1 allows,
// the one making the most tokens, as for Hardened Scales. Logged unless `quiet`.
void tokens_added(Game& g, int n, bool creatures, PlayerId p, std::vector<CardId>& extra,
                  bool quiet = false);
// Noncombat damage `source` would deal plus 1 for each NoncombatDamagePlusOne permanent of
// `controller` other than the source, and for each RedSpellDamagePlusOne permanent if the source
// is a red spell (614.1a).
int noncombat_damage_plus_one(Game& g, ObjId source, PlayerId controller, int n);
// 616.1, 616.1e-f: when replacement effects of different kinds change one event's number, the
// affected player (or the controller of the affected object) chooses which applies first, then
// again among the rest until the order no longer matters (each kind gives the same number in any
// order among itself, rulings FIN-R-0138, FIN-R-0398). Asked before the event, by the task about
// to cause it (nothing can happen in between); the choices wait in
// GameState::replacement_choices, keyed by the affected object (or life_gain_key()), and the
// event takes them. An event no task asked about applies the effects in the order a player would
// usually choose (the most life, the most loyalty).
//   Each returns true when nothing (more) needs asking; false after asking (ChooseReplacement,
//   options {Replacement, affected (kNoObj: the deciding player's life gain), source}). `ans`,
//   the answer to the last such decision if any, is taken (and set to null) by the call it is
//   for.
// "If you would gain life": Knight of Dawn's Light's "that much plus 1" and The Wind Crystal's
// "twice that much" (119.10).
bool life_gain_order_settled(Game& g, PlayerId p, int n, const Option*& ans);
// A land with its own "enters tapped" and The Wandering Minstrel's "Lands you control enter
// untapped" (ruling FIN-R-0390): `land` (not yet on the battlefield) enters under `p`'s control.
bool land_enter_order_settled(Game& g, ObjId land, PlayerId p, const Option*& ans);
// A planeswalker spell `spell` entering with loyalty counters: Compleated (702.150a) and effects
// doubling the counters (Doubling Season; ruling DMU-R-0047).
bool loyalty_order_settled(Game& g, ObjId spell, const Option*& ans);
// +1/+1 counters put on the creature `id` by an effect: Hardened Scales's "that many plus one"
// and the doublers (The Earth Crystal, Doubling Season; ruling FIN-R-0139).
bool counter_order_settled(Game& g, ObjId id, Counter c, int n, const Option*& ans);
// A creature spell `spell` about to enter with +1/+1 counters (614.1c): its own "enters with",
// an "additional counter" effect on it (kAdditionalCountersChoice), Hardened Scales and the
// doublers (Doubling Season, The Earth Crystal). Keyed by counter_order_key(spell).
bool enter_counters_order_settled(Game& g, ObjId spell, const Option*& ans);
// The same for a card an effect is about to put onto the battlefield under `p`'s control with
// `extra` additional +1/+1 counters ("return it ... with two additional +1/+1 counters on it").
bool enter_counters_order_settled(Game& g, ObjId card, PlayerId p, int extra, const Option*& ans);
// Before an effect puts `card` onto the battlefield under `p`'s control (a search, a return, a
// reveal, a card put from a hand): the order of the replacement effects on how it enters (616.1)
// is chosen, a land's "enters tapped" effects (land_enter_order_settled()) or a creature's +1/+1
// counters (enter_counters_order_settled()), `extra` of them additional.
bool entering_order_settled(Game& g, ObjId card, PlayerId p, int extra, const Option*& ans);
// The +1/+1 counters the permanent `now`, which was the spell `was`, enters with in the order
// chosen (enter_counters_order_settled()), `extra` of them additional; -1 if none was asked.
// Takes the choices.
int chosen_enter_counters(Game& g, ObjId was, ObjId now, int extra);
// The keys of replacement_choices for a player's life gain and for counters put on an object
// (apart from the objects' own ids, which "would die" choices use).
constexpr ObjId life_gain_key(PlayerId p) { return -2 - p; }
constexpr ObjId counter_order_key(ObjId id) { return std::numeric_limits<ObjId>::min() + id; }
// The key of the order chosen for the life gain that comes with the creature `id` exiled instead
// of dying (The Darkness Crystal); move_object() hands it over with hand_die_life_choices().
constexpr ObjId die_life_key(ObjId id) { return std::numeric_limits<ObjId>::min() / 2 + id; }
void hand_die_life_choices(GameState& st, ObjId id, PlayerId p);
// The number of counters of kind `c` put on the permanent `id` (614.1a, 616.1), in the order
// chosen (counter_order_settled()), which this takes.
int replaced_counters(Game& g, ObjId id, Counter c, int n);
// As a permanent that was the object `was` enters: whether the chosen order makes it enter tapped
// (land_enter_order_settled()); the loyalty it enters with after the chosen order
// (loyalty_order_settled(), `paid_life` Phyrexian symbols paid with life). Both take the choices.
bool entered_tapped_by_choice(Game& g, ObjId was, ObjId now);
bool loyalty_order_chosen(const GameState& st, ObjId was);
int chosen_loyalty(Game& g, ObjId was, ObjId now, int loyalty, int paid_life);
// The life `p` gains from a life-gaining event of `n` (614.1a, 616.1), the effects applied in the
// order chosen (life_gain_order_settled()), which this takes.
int replaced_life_gain(Game& g, PlayerId p, int n);
// Sources of "would die" replacement effects that apply to `id` leaving the battlefield now.
std::vector<ObjId> die_replacements(const GameState& st, ObjId id);
bool any_die_replacement(const GameState& st);
// Before objects die: makes sure each one affected by two or more replacement effects has had
// its controller choose which applies (616.1). Records `answer` if it is such a choice. Returns
// false after asking (the caller re-pushes its task and returns).
bool replacements_settled(Game& g, const std::vector<ObjId>& dying, const Option* answer);
// Before an effect destroys `targets`: each one that both a shield counter and a regeneration
// shield would save has had its controller choose which applies (616.1). Records `answer` if it
// is a replacement choice (of this question or of replacements_settled()'s). Returns false after
// asking.
bool destroy_replacements_settled(Game& g, const std::vector<ObjId>& targets, bool can_regenerate,
                                  const Option* answer);
// The replacement to apply to `id` now (the chosen one, or the only one), or kNoObj.
ObjId take_replacement(GameState& st, ObjId id);
// A replacement effect will exile `id` instead of putting it into the graveyard as it dies
// (take_replacement() would find one).
bool exile_replacement_waits(const GameState& st, ObjId id);

// ---- Sagas (saga.cpp)
inline bool is_saga(const GameState& st, ObjId id) { return def(st, id).saga; }
int final_chapter(const GameState& st, ObjId id);  // 714.2d: 0 with no chapter abilities
// Lore counters were put on a Saga, taking it from `before` to `after` (714.2b, 702.155a).
void lore_added(Game& g, ObjId id, int before, int after);
void saga_precombat_main(Game& g);                       // 714.3c
bool saga_sacrifice_due(const GameState& st, ObjId id);  // of a Saga: 714.4, 704.5s
inline bool saga_must_be_sacrificed(const GameState& st, ObjId id) {
  return is_saga(st, id) && saga_sacrifice_due(st, id);
}
// Ability `index` of `source` triggers now (chapter abilities).
void trigger_ability(Game& g, ObjId source, int index);

// ---- triggers (triggers.cpp)
void trigger_on_event(Game& g, Event ev, ObjId subject, PlayerId player, int amount = 0,
                      int32_t item = 0);
// The permanents a stack item targets become its targets (ward, 702.21a).
void trigger_on_targets(Game& g, const StackItem& item);
void trigger_on_step(Game& g, Event ev);
// 603.2: `id` became untapped (Event::BecomesUntapped); each ability that triggers is logged.
void trigger_on_untap(Game& g, ObjId id);
// 202.3e: the mana value of the spell `obj`, its X included while it is on the stack (X is 0 for
// a card anywhere else).
int spell_mana_value(const GameState& st, ObjId obj);
// 603.7: delayed triggers waiting for the beginning of the next end step (or, with kNextUpkeep,
// of the next upkeep) trigger now.
void trigger_delayed(Game& g, int32_t when = kNextEndStep);
// 603.7: the delayed triggers waiting for their controller's next upkeep (rebound, 702.88a).
void trigger_your_next_upkeep(Game& g);
// 707.9a: what a copy's "equip abilities cost {N} less" takes off the generic part of ability `a`
// of `src` (0 for other abilities).
int equip_reduction(const GameState& st, ObjId src, const Ability& a);
// 601.2f, 602.2b: an activated ability's own "costs {1} less to activate for each ...".
int own_reduction(const GameState& st, ObjId src, PlayerId p, const Ability& a);
// 603.8: state triggers whose condition is true now trigger, unless the same ability of the same
// source is already waiting to be put on the stack or is on it (it triggers again only once it
// has left the stack). Run with each state-based action check.
void check_state_triggers(Game& g);
// The condition of a state trigger of a permanent `controller` controls holds now (603.8).
bool state_trigger_condition(const GameState& st, Event ev, PlayerId controller);
// A Linked ability (delayed or reflexive) of `card` triggers now, about `object`.
void trigger_linked(Game& g, CardId card, ObjId source, int index, PlayerId controller,
                    ObjId object, int amount = 0);
// `subject`: the object the trigger event was about (e.g. the spell cast), or kNoObj; `source`:
// the object whose ability it is.
bool trigger_if_holds(const GameState& st, const Ability& a, PlayerId controller, ObjId subject,
                      ObjId source);
// Puts pending triggers on the stack in APNAP order (603.3b); a task that may ask decisions.
void run_put_triggers(Game& g, Task t);

// ---- state-based actions (sba.cpp)
void run_sba(Game& g, Task t);
void check_game_over(Game& g);
// 506.2, 802.2a: the defending player of an attacking creature (combat.cpp).
PlayerId defending_player(const GameState& st, ObjId attacker);
// 800.4a: players who lost leave a game that goes on (leave_game.cpp).
void leave_lost_players(Game& g);
// 810.8a: in Two-Headed Giant, the teammate of a player who lost loses with them.
void team_loses_with(Game& g, PlayerId p);

// ---- the monarch (725; monarch.cpp). The designation is an object in the command zone, "The
// Monarch", controlled by the monarch: it carries the two inherent triggered abilities of 725.2,
// which trigger as an emblem's do (114.4) and are controlled by the monarch as they trigger.
// The monarch now; kNoPlayer while the game has none (725.1).
PlayerId monarch(const GameState& st);
// 725.3: `p` becomes the monarch and the current monarch, if any, ceases to be.
void become_monarch(Game& g, PlayerId p, const char* rule = "725.3");
// 725.4: the monarch `leaving` leaves the game: the active player becomes the monarch, or, if
// that is the leaving player, the next player in turn order still in the game.
void pass_monarch_on_leaving(Game& g, PlayerId leaving);

// ---- the Commander variant (commander.cpp; 903). Each does nothing without commanders.
// The index in GameState::commanders of the commander whose newest object is `id`, or -1.
int commander_of(const GameState& st, ObjId id);
// "If you control a commander": `p` controls a permanent that is a commander, anyone's (903.3;
// Akroma's Will, ruling FIN-R-0430; SOLDIER Military Program).
bool controls_a_commander(const GameState& st, PlayerId p);
inline bool is_commander(const GameState& st, ObjId id) {
  return !st.commanders.empty() && commander_of(st, id) >= 0;
}
// 903.6: puts `card` into the command zone as `owner`'s commander; returns its object.
ObjId add_commander(GameState& st, CardId card, PlayerId owner);
// A commander's object `from` became `to` (kNoObj: it ceased to exist) in `zone` (move_object).
void commander_moved(GameState& st, ObjId from, ObjId to, Zone zone);
// 903.9b: where a commander goes instead of `to` (a hand or library): the command zone if its
// owner so chose (command_zone_choices_settled()), else, for a move no one was asked about,
// instead of a library always, instead of a hand never.
Zone commander_destination(const GameState& st, ObjId id, Zone to);
// 903.9b: before an effect puts `cards` into a hand or a library, the owner of each commander
// among them has chosen whether it goes to the command zone instead (a `command-zone` decision,
// options Yes/No about the card). The answers wait in GameState::replacement_choices, keyed by
// command_zone_key(), until the move takes them. `ans` is the answer to the last such question;
// `answered`, if given, is set to the card it was about. False after asking (the caller re-pushes
// its task and returns).
bool command_zone_choices_settled(Game& g, const std::vector<ObjId>& cards, const Option* ans,
                                  ObjId* answered = nullptr);
constexpr ObjId command_zone_key(ObjId id) { return std::numeric_limits<ObjId>::min() / 4 + id; }
// 903.8: `p` may cast `id` from the command zone.
bool may_cast_commander(const GameState& st, ObjId id, PlayerId p);
// 903.8: the commander tax of `card` cast (or about to be cast) from the command zone.
int commander_tax(const GameState& st, ObjId card);
// 903.8: `spell` became cast (601.2i); counts it if it was cast from the command zone.
void commander_cast(GameState& st, ObjId spell);
// 903.10a: `source` dealt `n` combat damage to player `to`.
void commander_combat_damage(GameState& st, ObjId source, PlayerId to, int n);
// 704.6c: players dealt 21 or more combat damage by one commander lose; whether any did.
bool commander_damage_losses(Game& g);
// 903.9a: the next commander put into a graveyard or exile since the last check, still there
// (its index), or -1; clears the marks it passes.
int commander_to_offer(GameState& st);
void put_into_command_zone(Game& g, ObjId id, const char* rule);

// ---- turn structure (turn.cpp)
void run_start_game(Game& g, Task t);
void run_turn(Game& g, Task t);
void run_cleanup(Game& g, Task t);
void end_turn_effects(GameState& st);

// ---- priority (priority.cpp)
void run_priority(Game& g, Task t);
std::vector<Option> priority_options(const GameState& st, PlayerId p);
void priority_options(const GameState& st, PlayerId p, std::vector<Option>& out);  // fills out

// ---- casting and activating (cast.cpp)
void run_cast(Game& g, Task t);
// 611.2a: the effects lasting "until a player casts a creature spell" end (as one becomes cast,
// 601.2i).
void end_until_creature_spell(Game& g);
void run_activate(Game& g, Task t);
// How a spell is cast (the CastSpell task's b): normally from the hand; from the graveyard for
// its alternative cost (AltCostFromGraveyard); from the hand without paying its mana cost during
// another object's resolution (608.2g); a copy of a card in exile, during a resolution (707.12);
// a card in exile, whoever owns it, during a resolution, paying its costs with mana of any type
// (118.14; the caster is the task's c).
enum CastHow : int32_t {
  kCastNormal = 0,
  kCastAlt = 1,
  kCastFree = 2,
  kCastCopy = 3,
  kCastExiledAnyMana = 4,
  kCastAdventure = 5,  // 715.3: as an Adventure, with only its alternative characteristics
  // A card of its owner's in exile, during a resolution, without paying its mana cost (608.2g,
  // 118.9d; X is 0, 107.3b).
  kCastExiledFree = 6,
  // From the hand during another object's resolution, without paying its mana cost, as an
  // Adventure (608.2g, 715.3; not an alternative cost, ruling FIN-R-0061).
  kCastFreeAdventure = 7,
  // A card in its owner's graveyard, during a resolution, without paying its mana cost (608.2g,
  // 118.9d; X is 0, 107.3b); exiled instead of being put into a graveyard (Seifer Almasy).
  kCastGraveyardFree = 8,
  // A card in any graveyard, whoever owns it, during a resolution, paying its costs with mana of
  // any type (118.14; the caster is the task's c); exiled instead of being put into a graveyard
  // (Quistis Trepe).
  kCastGraveyardAnyMana = 9,
  // From the hand for its spectacle cost, an alternative cost (702.137a, 601.2b).
  kCastSpectacle = 10,
  // From the top of the library for life equal to its mana value rather than its mana cost, an
  // alternative cost (Bolas's Citadel; X is 0)
  kCastTopForLife = 11,
  // A foretold card from exile for its foretell cost, an alternative cost (702.143a, 118.9).
  kCastForetold = 12,
  // A card an effect lets its owner play this turn without paying its mana cost, with the usual
  // timing (GameState::free_plays: Temporal Aperture's top card, Urza's exiled card; 118.9, X 0).
  kCastPermittedFree = 13,
  // For its dash or blitz cost, an alternative cost (702.109a, 702.152a, 601.2b): from the hand,
  // or from the graveyard when the ability allows it (Ability::from_graveyard).
  kCastDashBlitz = 14,
  // A card in exile, whoever owns it, during a resolution, paying its costs as usual (608.2g;
  // the caster is the task's c; Vaan, Street Thief)
  kCastExiledByEffect = 15,
  // A copy of a card in exile, during a resolution, for {3} rather than its mana cost, an
  // alternative cost (118.9; Blue Mage's Cane; X is 0, rulings FIN-R-0682, FIN-R-0683)
  kCastCopyForThree = 16
};
// A copy of a card (707.12) cast during a resolution, for its mana cost or for {3}.
inline bool copy_cast(int how) { return how == kCastCopy || how == kCastCopyForThree; }
// Cast by an effect that lets a player spend mana of any type, and cast a card they don't own
// (608.2g, 118.14; the caster is the CastSpell task's c).
inline bool any_mana_type(int how) {
  return how == kCastExiledAnyMana || how == kCastGraveyardAnyMana;
}
// Cast by an effect during its resolution by a player who may not own the card (608.2g): the
// caster is the CastSpell task's c.
inline bool caster_from_task(int how) { return any_mana_type(how) || how == kCastExiledByEffect; }
// Cast from a graveyard by a resolving effect (608.2g): exiled instead of a graveyard as it
// leaves the stack, as the effect says.
inline bool from_graveyard_by_effect(int how) {
  return how == kCastGraveyardFree || how == kCastGraveyardAnyMana;
}
// Cast with only the Adventure's characteristics (715.3a-b).
inline bool as_adventure(int how) { return how == kCastAdventure || how == kCastFreeAdventure; }
// Cast without paying its mana cost (118.9): nothing is paid for it, and X is 0 (107.3b).
inline bool without_mana_cost(int how) {
  return how == kCastFree || how == kCastExiledFree || how == kCastFreeAdventure ||
         how == kCastGraveyardFree;
}
bool can_cast(const GameState& st, ObjId card, PlayerId p, int how = kCastNormal);
// priority.cpp: extends GameState::cards_seen and what the cards seen could do.
void note_cards_from(GameState& st);
inline void note_new_cards(GameState& st) {
  if (st.cards_seen < st.objects.size()) note_cards_from(st);
}
// 307.1: `p` could cast a sorcery now (main phase of their turn, stack empty).
inline bool sorcery_timing(const GameState& st, PlayerId p) {
  return st.is_active(p) && (st.step == Step::Main1 || st.step == Step::Main2) && st.stack.empty();
}
// An exiled card its owner may play now (Object::play_on_lore_turn); timing and costs as usual.
// `as_adventure`: to cast it as its Adventure, which an adventure's own permission doesn't
// allow and the others do (715.3d).
bool may_play_from_exile(const GameState& st, ObjId card, PlayerId p, bool as_adventure = false);
// library_top.cpp. The top card of `p`'s library if `p` may look at it now ("any time", 401.5:
// not a new top card while they are casting the spell that was on top), else kNoObj.
ObjId top_card_visible(const GameState& st, PlayerId p);
// `card`, the top card of `p`'s library, may be played by `p` (601.3, 305.1) as `as` (its own
// definition, or its Adventure's, 715.3a); timing and costs as usual (rulings FIN-R-0240).
bool may_play_from_top(const GameState& st, ObjId card, PlayerId p, const CardDef& as);
// `p` may cast `card`, the top card of their library, paying life rather than its mana cost
// (StaticAbility::pay_life: Bolas's Citadel).
bool may_cast_from_top_for_life(const GameState& st, ObjId card, PlayerId p);
// `p` may play `card` this turn without paying its mana cost (GameState::free_plays): the top
// card of their library while it stays there, or a card of theirs in exile (kCastPermittedFree).
bool may_play_free(const GameState& st, ObjId card, PlayerId p);
// 611.2b: the "for as long as that card remains on top of your library" permissions of `p`'s
// library end (a card was put on top of it, or it was shuffled).
void end_top_free_plays(GameState& st, PlayerId p);
// How many additional times a triggered ability of a permanent `p` controls triggers because
// `entering` entered the battlefield (603.2d: Traveling Chocobo).
int enter_trigger_extra(const GameState& st, PlayerId p, ObjId entering);
bool can_activate(const GameState& st, ObjId src, int index, PlayerId p);
// 119.4: a permanent says players can't pay life to cast spells or activate non-mana abilities.
bool life_payment_forbidden(const GameState& st);
// How much less a cycling ability `a` of `p`'s costs ("cost {N} less", Fluctuator): the sum of
// every such reduction (601.2f); the caller caps it at the generic part of the cost.
int cycling_reduction(const GameState& st, PlayerId p, const Ability& a);
// The total mana cost of casting `card` with X = x (601.2f): X, the additional cost of the
// chosen `mode` (tiered, 702.183a; -1: none chosen), the kicker costs announced (`kicked`: a
// mask of its kicker abilities; -1: the object's own), increases, then cost reductions, among
// them those of the optional life costs announced (`life_costs`: a mask of
// optional_life_costs(); -1: those of the spell's stack item).
// `phyrexian`: how its Phyrexian symbols are paid (601.2b; Object::phyrexian_paid bits; -1: as
// the spell announced).
ManaCost spell_total_cost(const GameState& st, ObjId card, PlayerId p, int x, int how = kCastNormal,
                          int mode = -1, int kicked = -1, int life_costs = -1, int phyrexian = -1);
// An optional additional cost of `life` a permanent offers a spell (the Defilers): the caster may
// pay it as the spell is cast (601.2b, 118.8); if they do, the spell costs one {color} less, a
// reduction of that colored mana only (601.2f).
struct OptionalLifeCost {
  ObjId source = kNoObj;
  ColorMask color = 0;
  int8_t life = 0;
};
struct OptionalLifeCosts {
  static constexpr int kMax = 8;  // one bit each in StackItem::life_costs
  std::array<OptionalLifeCost, kMax> at{};
  int n = 0;
};
// The optional life costs `p`'s permanents offer for casting `card` (as `how`), in a fixed
// order. Each permanent's ability is a cost of its own, payable once per spell (ruling
// DMU-R-0035), so two Defilers of one color offer two.
OptionalLifeCosts optional_life_costs(const GameState& st, ObjId card, PlayerId p, int how);
// Some choice of the optional life costs not yet announced (those from index `first` on; the
// earlier ones as in `announced`) leaves casting `card` payable: its mana with X = x, and the
// life with `extra`'s own life cost, which a player can pay only up to their life total (119.4).
// Likewise for the Phyrexian symbols of its cost (601.2b): those from index `phyrexian_first` on
// may be paid any way, the earlier ones as in `phyrexian` (Object::phyrexian_paid bits).
bool payable_with_life_costs(const GameState& st, ObjId card, PlayerId p, int x, int how, int mode,
                             int kicked, const Cost* extra, unsigned announced, int first,
                             int phyrexian = 0, int phyrexian_first = 0);
// 106.6, 601.2b: `card` can't be paid for unkicked but can with some of its kickers announced,
// with mana only a kicked spell may spend (Volshe Tideturner); false at once without such mana.
bool payable_only_kicked(const GameState& st, ObjId card, PlayerId p, int x, int how, int mode,
                         const Cost* extra);
const Ability* alt_cost(const CardDef& d);
// The card's Spectacle ability (702.137a), or null.
const Ability* spectacle_cost(const CardDef& d);
// The card's Dash or Blitz ability (702.109a, 702.152a), or null.
const Ability* dash_blitz_cost(const CardDef& d);
// dash_blitz.cpp. 702.109a, 702.152a: `perm`, a permanent spell cast for its dash or blitz cost,
// has just entered: its delayed "at the beginning of the next end step" ability is created.
void dash_blitz_entered(Game& g, ObjId perm);
// The card's Foretell ability (702.143a), or null.
const Ability* foretell_cost(const CardDef& d);
// The turn `card` was foretold if it is a face-down foretold card in exile (702.143a), else -1.
int foretold_turn(const GameState& st, ObjId card);
// Object::play_turn at or below this: the owner may play the exiled card until the end of their
// turn number kPlayUntilTurnOf - play_turn (Player::turns_taken), "until the end of your next
// turn".
constexpr int32_t kPlayUntilTurnOf = -2;
// Object::play_turn at or below this (and above kPlayWhileExilerControls): the owner may play the
// exiled card until their turn number kPlayUntilEndStepOf - play_turn reaches its end step
// ("until your next end step").
constexpr int32_t kPlayUntilEndStepOf = -1'000'000;
// Object::play_turn at or below this: the owner may play the exiled card for as long as they
// control the permanent that exiled it (Object::exiled_by) without a break since the moment
// kPlayWhileExilerControls - play_turn (its controlled_since when the card was exiled).
constexpr int32_t kPlayWhileExilerControls = -1'000'000'000;
constexpr int kMaxX = 40;  // the greatest X offered when X is announced (601.2b)
// The X of a target "with mana value X" (107.3) before X is announced: any value fits.
constexpr int kAnyX = -1;
// Whether the spell is kicked, before it is announced: targets that depend on it (702.33g) are
// available if either choice leaves them legal.
constexpr int kAnyKick = -1;
bool mode_targets_available(const GameState& st, const Mode& m, PlayerId p, ObjId source,
                            int x = kAnyX, int kicked = kAnyKick);
// 702.33g: some target of the mode is chosen only if the spell is, or isn't, kicked.
bool targets_depend_on_kicker(const Mode& m);
// Some announcement of X (0 up to where `payable` fails) leaves a mode of `a` legal targets with
// that X (601.2b-c); true at once when no target depends on X.
bool some_x_has_targets(const GameState& st, const Ability& a, PlayerId p, ObjId source,
                        const std::function<bool(int)>& payable);
bool legal_target(const GameState& st, const TargetSpec& spec, Target t, PlayerId controller,
                  ObjId source, int x = kAnyX);
std::vector<Target> legal_targets(const GameState& st, const TargetSpec& spec, PlayerId controller,
                                  ObjId source, int x = kAnyX);
// While it lives, the stack's top item, the one resolving, is no candidate target: a spell cast
// during a resolution (608.2g) is cast once that resolution is over (cast_now()), when the item
// has left the stack (608.2n), so castability and the targets then chosen agree.
class ResolvingItemHidden {
 public:
  ResolvingItemHidden(const GameState& st, bool during_resolution);
  ~ResolvingItemHidden();
  ResolvingItemHidden(const ResolvingItemHidden&) = delete;
  ResolvingItemHidden& operator=(const ResolvingItemHidden&) = delete;

 private:
  int32_t before_;
};
// At least `n` legal targets exist (counted without building the list: castability checks).
bool has_legal_targets(const GameState& st, const TargetSpec& spec, PlayerId controller,
                       ObjId source, int x, int n);
// Returns the mana ability index of a permanent that can be activated now, or -1. Inline: most
// permanents a payment looks at are the opponent's or have no mana ability.
int usable_mana_ability(const GameState& st, ObjId id);
// The kinds of mana `p` can make now by tapping `holder` for a mana ability that isn't one of its
// own printed ones (ManaGrant: granted to it, or another permanent's "Tap an untapped ..."); 0
// for none. Looked for only while GameState::mana_grant_sources isn't 0.
uint8_t find_extra_mana_kinds(const GameState& st, ObjId holder, PlayerId p);
// 602.5: an Aura attached to `id` says its activated abilities can't be activated. Inline: with
// no such Aura on the battlefield (nearly always) it is one test, asked of every mana source.
bool activation_locked(const GameState& st, ObjId id);
inline bool activation_forbidden(const GameState& st, ObjId id) {
  return st.activation_locks > 0 && activation_locked(st, id);
}
inline int mana_ability(const GameState& st, ObjId id, PlayerId p) {
  const Object& o = st.obj(id);
  if (o.controller != p || o.zone != Zone::Battlefield) return -1;
  // A permanent without a printed mana ability may have a basic land type's (305.7).
  if (!card_def(o.card).has_mana_ability && st.ability_losses == 0) return -1;
  return usable_mana_ability(st, id);
}
// While it lives, the payment checks (can_pay()) for `p` in `st`, which must not change
// meanwhile, find `p`'s usable mana sources once instead of at every check: for a listing of
// options that checks many costs (the priority options).
class ManaSourcesScope {
 public:
  ManaSourcesScope(const GameState& st, PlayerId p);
  ~ManaSourcesScope();
  ManaSourcesScope(const ManaSourcesScope&) = delete;
  ManaSourcesScope& operator=(const ManaSourcesScope&) = delete;

 private:
  const GameState* st_;  // the enclosing scope's
  PlayerId p_;
};
// The mana one activation of `source`'s mana ability `a` makes: its amount, or once for each
// permanent its filter matches ("Add {G} for each creature you control", 106.4); `surely`: only
// what it will make whatever other mana abilities the payment activates first (payment checks).
int mana_amount_in_full(const GameState& st, ObjId source, const Ability& a, bool surely);
// Inline: a fixed amount with no mana event on the battlefield is the common case.
inline int mana_amount_of(const GameState& st, ObjId source, const Ability& a, bool surely) {
  if (!a.mana_per_counter && !a.mana_per_matching && st.mana_event_sources == 0)
    return a.mana_amount;
  return mana_amount_in_full(st, source, a, surely);
}
// `extra`: the other costs of `source`'s spell or ability, whose sacrifices the mana payment
// must leave possible (601.2h). `for_ability`: the cost is an activated ability's, also when
// `source` is a card in a hand or graveyard (cycling); else a card there is a spell being cast
// (106.6: what restricted mana may pay for, restricted_mana_ok()).
bool can_pay(const GameState& st, PlayerId p, const ManaCost& cost, int x, ObjId exclude,
             const Cost* extra = nullptr, ObjId source = kNoObj, bool for_ability = false);
// The mode a stack item uses, or null for a permanent spell with no spell ability.
const Mode* item_mode(const StackItem& item);
const Ability* item_ability(const StackItem& item);
int spell_ability(const CardDef& d);  // index of the Spell ability, -1 if none
// 115.2: the activated or triggered ability on the stack whose StackItem::id is `id`; with
// `countered`, one countered this turn as it last was (608.2h); null if there is none.
const StackItem* stack_ability(const GameState& st, int32_t id, bool countered = false);
// The target an answer to a ChooseTarget decision names, and the option that names a target.
Target target_of(const Option& o);
Option target_option(const GameState& st, Target t);
// Chooses the targets of a stack item one decision at a time (601.2c, 603.3d). Uses t.c
// (target spec) and t.d (targets chosen for it). Re-pushes t when it asks.
enum TargetStep { kTargetsDone, kTargetsAsked, kTargetsImpossible };
int choose_targets_step(Game& g, Task& t, StackItem& item, const Option* answer);
// Chooses the modes of a modal stack item (601.2b, 603.3c): one decision for "choose one"; for
// "choose one or more" (700.2d), one decision per mode in printed order, each offering the
// allowed modes after the last chosen and, once one is chosen, "done". Re-pushes t when it asks.
// kModesImpossible: no mode is allowed (700.2b: a trigger is removed from the stack), or none was
// chosen of "choose up to one" (Ability::min_modes 0; 603.3c: likewise removed).
enum ModeStep { kModesDone, kModesAsked, kModesImpossible };
int choose_modes_step(Game& g, const Task& t, StackItem& item, const Option* answer,
                      const std::function<bool(int)>& allowed);

// ---- resolution (resolve.cpp)
void run_resolve(Game& g, Task t);
int eval(const GameState& st, const StackItem& item, const Value& v);

// ---- combat (combat.cpp)
// 701.15b: the players who goaded creature `id` now (bit p: player p), by a goading Aura attached
// to it or a goad effect (Op::Goad) that hasn't ended.
uint8_t goading_players(const GameState& st, ObjId id);
void run_declare_attackers(Game& g, Task t);
void enlist_step(Game& g, Task t, const Option* ans);  // 508.1g-j, 702.154
void run_declare_blockers(Game& g, Task t);
void run_combat_damage(Game& g, Task t);
bool combat_has_first_strike(const GameState& st);
void end_combat(GameState& st);

// ---- mana payment (payment.cpp)
// While it lives (with `kicked`), the payment checks take `spell` as kicked (702.33d) for the
// spending restriction "a kicked spell" (SpendOnly::InstantSorceryOrKicked): its player asks
// whether a kicker can be announced before announcing it (601.2b).
// While it lives, the payment checks know which activated ability's cost is being paid, for the
// spending restriction "to activate an equip ability" (106.6, SpendOnly::
// EquipmentSpellOrEquipAbility).
class ActivationScope {
 public:
  explicit ActivationScope(const Ability* ability);
  ~ActivationScope();
  ActivationScope(const ActivationScope&) = delete;
  ActivationScope& operator=(const ActivationScope&) = delete;

 private:
  const Ability* before_;
};
// While it lives, a mana ability activated pays for the stack's top item, a spell or ability
// being cast or activated (601.2g; CastSteps::pay_mana()): mana of any color it adds is chosen
// among the colors that keep that payment possible (mana_color_options()).
class PayingStackTopScope {
 public:
  PayingStackTopScope();
  ~PayingStackTopScope();
  PayingStackTopScope(const PayingStackTopScope&) = delete;
  PayingStackTopScope& operator=(const PayingStackTopScope&) = delete;

 private:
  bool before_;
};
// "Equip abilities you activate that target <it> cost {N} less to activate" (601.2f): the
// generic mana less for `a` (an equip ability) activated by `p` targeting `target` (rulings
// FIN-R-0643, FIN-R-0747); 0 when nothing reduces it.
int equip_target_reduction(const GameState& st, const Ability& a, PlayerId p, ObjId target);
// 601.2c with 601.2f: choosing `target` for the activated ability `item` (being activated)
// leaves its cost payable (always true but for an equip ability whose cost a target reduces).
bool equip_target_keeps_payable(const GameState& st, const StackItem& item, ObjId target);
// 601.2c with 601.2f: choosing `target` for the spell `item` (being cast as `how`) leaves its
// cost payable (always true but for a spell whose cost a target reduces: Fate of the Sun-Cryst).
bool spell_target_keeps_payable(const GameState& st, const StackItem& item, int how, ObjId target);
// 702.6a: an equip ability ("[Cost]: Attach this permanent to target creature you control"),
// equip variants with restrictions included (ruling FIN-R-0644).
bool is_equip_ability(const Ability& a);

class KickedScope {
 public:
  KickedScope(ObjId spell, bool kicked);
  ~KickedScope();
  KickedScope(const KickedScope&) = delete;
  KickedScope& operator=(const KickedScope&) = delete;

 private:
  ObjId before_;
};
// `p` has mana, or a mana ability, restricted to "an instant or sorcery spell or a kicked spell"
// (the kicker may then decide whether a spell can be paid for).
bool kick_restricted_mana(const GameState& st, PlayerId p);
void spend_pool(GameState& st, PlayerId p, ObjId paying_for, bool for_ability = false);
bool restricted_mana_ok(const GameState& st, ObjId paying_for, bool for_ability = false);
bool artifact_source_mana_ok(const GameState& st, ObjId paying_for);
std::vector<Option> payment_options(const GameState& st, PlayerId p, ObjId exclude,
                                    const Cost* extra = nullptr, ObjId source = kNoObj,
                                    bool for_ability = false);
void payment_options(const GameState& st, PlayerId p, ObjId exclude, const Cost* extra,
                     ObjId source, std::vector<Option>& out,
                     bool for_ability = false);  // into a reused buffer
// 605.3a: activates `source`'s mana ability for mana of `kind`; it resolves at once (605.3b).
// False when its damage to its controller ("This land deals 1 damage to you", 605.1a) waits for
// that player to order the effects that change it (616.1, asked as it resolves), or a triggered
// mana ability it triggers adds mana of a color chosen as it resolves (605.4a): a task on top of
// the tasks asks and finishes the ability; the caller then puts its own continuation under it
// (push_task_under_top()) and returns.
bool activate_mana(Game& g, ObjId source, int kind);
void run_mana_damage(Game& g, Task t);
// Task: the mana cost of a mana ability activated at priority (605.3a), paid before its mana
// comes; t.a its source, t.b the kind of mana, t.c the ability's index (mana_abilities_of()).
void run_mana_ability_cost(Game& g, Task t);
// 605.3a: the options for `p`'s mana abilities with a mana cost whose cost `p` can pay (one per
// source and kind, none already in `opts`); with `first_only`, at most one.
void costly_mana_options(const GameState& st, PlayerId p, std::vector<Option>& opts,
                         bool first_only);
// Vivi Ornitier's "Add X mana in any combination of <colors>, where X is <this>'s power" as it
// resolves (ManaGrant::PowerAnyCombination): false after asking the next mana's color.
bool finish_power_mana(Game& g, ObjId source, const Ability& a, int kind);
// The rest of a mana ability as it resolves, once its costs are paid: its damage, counters and
// mana (605.3b; payment.cpp). False when a triggered mana ability it triggered adds mana of any
// color (Fertile Ground): a ManaColor task on top asks the color (605.4a), as activate_mana()'s
// false says.
bool finish_mana_ability(Game& g, ObjId source, const Ability& a, int kind);
void run_mana_color(Game& g, Task t);
// The kind `a`'s own mana is of when it is activated for mana of kind `k` with `rest` left to
// pay: `k` if it makes it; else (`k` made only by a triggered mana ability it triggers, Fertile
// Ground's any color) a kind it makes that `rest` still wants, if any.
int own_kind_for(const Ability& a, int k, const ManaCost& rest);
// `source`'s mana ability `a` as it produces mana: `a` itself, or while a land tapped for mana
// produces {B} instead of any other type and amount (Contamination; 614.1a, 106.12) a copy
// making one {B} (kept in a small ring of buffers: valid until a few more calls).
const Ability& as_produced_in_full(const GameState& st, ObjId source, const Ability& a);
inline const Ability& as_produced(const GameState& st, ObjId source, const Ability& a) {
  return st.mana_event_sources == 0 ? a : as_produced_in_full(st, source, a);
}

// ---- mana abilities whose cost chooses objects, or gained by an effect (mana_choice.cpp)
// A Mana option's n: the kind of mana in its low bits, and above them which ability (0: the one
// activate_mana() finds for that kind, as for every option of the payment).
constexpr int kManaKindBits = 3;
static_assert(kManaKinds <= 1 << kManaKindBits);
inline int mana_option_kind(int n) { return n & ((1 << kManaKindBits) - 1); }
// 605.3a: the options for `p`'s mana abilities whose cost discards or sacrifices objects chosen as
// they are activated (Skirge Familiar, Phyrexian Tower) and the mana abilities permanents gained
// from an effect (GameState::gained_mana: Rain of Filth). Offered at priority: the payment
// checks don't count their mana (a choice is part of their cost), so it is made beforehand.
void choice_mana_options(const GameState& st, PlayerId p, std::vector<Option>& opts,
                         bool first_only);
// Activates the ability a choice_mana_option() names (n above its kind bits); false when it asks
// for the object its cost discards or sacrifices (a ManaChoiceCost task then finishes it). Only
// for an option whose n names such an ability.
bool activate_choice_mana(Game& g, ObjId source, int n);
void run_mana_choice_cost(Game& g, Task t);
inline void push_task_under_top(Game& g, Task t) { g.st.tasks.insert(g.st.tasks.end() - 1, t); }

// ---- convoke (convoke.cpp, 702.51)
// `paying_for` is a spell `p` is casting (not an ability: `for_ability`, or a permanent's) that
// has convoke: multicolored while `p` controls a MulticoloredSpellsHaveConvoke permanent.
bool spell_has_convoke(const GameState& st, ObjId paying_for, PlayerId p, bool for_ability);
// The mana kinds `id` may pay by convoking a spell of `p` (bit k: a symbol of kind k, {W}..{G};
// 0: generic mana only), or -1 if it can't (not an untapped creature `p` controls).
int convoke_kinds(const GameState& st, ObjId id, PlayerId p);
// Taps `creature` to pay one mana of `spell`'s cost being paid (st.paying): a symbol of `kind`,
// or generic mana for kConvokeGeneric (702.51a).
void convoke(Game& g, ObjId creature, int kind, ObjId spell);

// ---- entering as a copy (enter_as_copy.cpp)
// The EntersAsCopy ability of a card, or null.
const Ability* enters_as_copy(const CardDef& d);
// `id`, a permanent spell about to enter, may enter as a copy and that isn't chosen yet.
bool needs_copy_choice(const GameState& st, ObjId id);
// 614.1c, 614.12a: asks `chooser` which permanent `entering` enters as a copy of, if any (Done:
// none); the asking task re-pushes itself first.
void ask_copy_choice(Game& g, ObjId entering, PlayerId chooser);
// Makes `entering` a copy of the chosen permanent (707.2), until it leaves the battlefield
// (Object::represented_by).
void take_copy_choice(Game& g, ObjId entering, const Option& ans);
// 707.9b: the except of a new copy: the original's `x` (part of its copiable values, so a copy
// of a copy keeps it) changed by the copy effect's own `by`.
CopyExcept copied_except(CopyExcept x, const CopyExcept& by);

// ---- once-each-turn permissions to play from a graveyard (graveyard_permission.cpp)
// The permanent `p` controls whose "Once during each of your turns, you may play/cast <filter>
// from your graveyard" (StaticKind::OncePerTurnFromGraveyard, unused this turn) lets `p` play
// `card` from their graveyard now; kNoObj if none (601.3, 305.1). Timing and costs are the
// caller's.
ObjId graveyard_permission(const GameState& st, ObjId card, PlayerId p);
// `played` (the spell on the stack, or the land on the battlefield) was played with `source`'s
// permission: it is used this turn, and `played` gains the permission's Linked ability, if any.
void use_graveyard_permission(Game& g, ObjId source, ObjId played);
// Noctis, Prince of Lucis: the permanent whose "cast <filter> spells from your graveyard by paying
// N life" lets `p` cast `card` now (StaticKind::CastFromGraveyardPayingLife; `p` can pay the life,
// 119.4), else kNoObj. Its life is paid as the spell is cast (601.2h) and the permanent spell
// enters with a finality counter (122.1h).
ObjId graveyard_life_permission(const GameState& st, ObjId card, PlayerId p);
// The life that permission of `source` costs (StaticAbility::power).
int life_permission_cost(const GameState& st, ObjId source);
// 305.2: the lands `p` may play this turn (one, and one per AdditionalLandPlay).
int land_plays(const GameState& st, PlayerId p);
// Whether a permanent `owner` controls says "If a card or token would be put into your graveyard
// from anywhere, exile it instead" (StaticKind::YourGraveyardToExile, 614.1a; Hades). Look only
// while GameState::graveyard_exilers isn't 0.
bool graveyard_exiled(const GameState& st, PlayerId owner);

// ---- activated abilities one permanent has from another (granted_abilities.cpp; 613.1f)
// An activation option (Option::n, Task::b of an Activate task) names either an ability of the
// source's own card by its index, or one the source has from another permanent: that
// permanent's card's ability `index`, written granted_ability_code(granter, index).
constexpr int32_t kGrantedAbility = int32_t{1} << 30;
constexpr int kGrantedIndexBits = 7;  // an ability index is an int8_t
inline bool is_granted_code(int32_t n) { return n >= kGrantedAbility; }
inline int32_t granted_ability_code(ObjId granter, int index) {
  return kGrantedAbility | static_cast<int32_t>(granter) << kGrantedIndexBits | index;
}
inline ObjId granted_code_granter(int32_t n) {
  return static_cast<ObjId>((n & ~kGrantedAbility) >> kGrantedIndexBits);
}
inline int granted_code_index(int32_t n) { return n & ((1 << kGrantedIndexBits) - 1); }
// One activated ability `holder` has from another permanent: ability `index` of `granter`'s
// card (def(st, granter)).
struct GrantedAbility {
  ObjId granter = kNoObj;
  int index = -1;
};
// The activated abilities `holder` (a permanent) has now from other permanents (613.1f): an Aura
// or Equipment attached to it, "<filter> you control have ...", and, for a permanent with
// HasActivatedAbilitiesOfYours, those of the other permanents it names. None while
// GameState::activated_grant_sources is 0. Not abilities granted to the permanents it takes
// abilities from (no chains).
void granted_activated_abilities(const GameState& st, ObjId holder,
                                 std::vector<GrantedAbility>& out);
// The activated ability an activation option names (`n`: an index into `holder`'s card, or a
// granted_ability_code()), or null if `holder` doesn't have it now (613.1f). `card`, if given,
// gets the card whose ability it is (the stack item's source_card).
const Ability* activation_ability(const GameState& st, ObjId holder, int32_t n,
                                  CardId* card = nullptr);
// The priority options activating the abilities permanents `p` controls have from others.
void granted_activation_options(const GameState& st, PlayerId p, std::vector<Option>& opts);

// ---- draws a replacement effect may replace with a choice (draw_replacement.cpp; 614.11)
// A permanent `p` controls may replace their draws with a choice (Abundance): only while
// GameState::draw_replacers isn't 0.
bool draws_may_be_replaced(const GameState& st, PlayerId p);
// Pushes a DrawCards task: `p` draws `n` cards one at a time, each draw first offered to the
// replacement effects that ask (121.6, 614.11). The caller pushes what comes after it first.
void push_draws(Game& g, PlayerId p, int n);
void run_draw_cards(Game& g, Task t);
// Task: the next spell "with total mana value N or less" cast from among the cards exiled by an
// ability (Op::ExileTopCastTotalManaValueFree; effects/casting.cpp): t.a the exiling source,
// t.b the mana value left, t.c the caster.
void run_cast_exiled_within_mana_value(Game& g, Task t);

// ---- card names (naming.cpp)
// 201.4: every name a player may choose, one Name option each (n: a card definition with that
// name), sorted by name; built once from the card database.
const std::vector<Option>& card_name_options();
bool same_name(CardId a, CardId b);  // 201.2a: the two definitions' names are one
// The NameAsEnters ability of a card, or null.
// The card's first ability of kind `k`, or null.
const Ability* first_ability(const CardDef& d, AbilityKind k);
const Ability* name_as_enters(const CardDef& d);
// `id` is about to enter the battlefield and what its "As this enters, choose ..." ability
// chooses (a card name, a card type, a basic land type, another creature: Ability::
// enter_choice) hasn't been chosen, and there is something to choose (614.1c).
bool needs_name(const GameState& st, ObjId id);
// 614.1c, 614.12a: asks `chooser` to make that choice for `entering` before it enters (a card
// name after looking at an opponent's hand if the ability says so); the asking task re-pushes
// itself first. take_card_name() keeps the answer on `entering` (Object::named or ::chosen).
void ask_card_name(Game& g, ObjId entering, PlayerId chooser);
void take_card_name(Game& g, ObjId entering, PlayerId chooser, const Option& ans);
// `o` answers an "As this enters, choose ..." decision (ask_card_name()): a name, a type (a Number
// about no object, unlike a read ahead chapter) or another creature.
inline bool answers_enter_choice(const Option& o) {
  return o.kind == OptKind::Name || (o.kind == OptKind::Number && o.obj == kNoObj) ||
         (o.kind == OptKind::Object && o.n == kEnterChoiceObject);
}
// `card` entering as `entering` (a token copy's original) has an "As this enters, choose ..."
// ability with something to choose for `chooser`.
bool enter_choice_possible(const GameState& st, CardId card, ObjId entering, PlayerId chooser);
// The code of a card type (300.1; its bit's index in TypeMask) or a basic land type (305.6;
// kBasicLandTypeCode + 0..4 for Plains, Island, Swamp, Mountain, Forest) kept in Object::chosen
// and answered to a ChooseType decision; -1 for a word that names neither. Case-insensitive.
constexpr int kBasicLandTypeCode = 16;
int chosen_type_code(std::string_view word);
const char* chosen_type_word(int code);  // "artifact", ..., "Plains", ...; "?" for none
// The card type the code names (0 for a basic land type or none).
inline TypeMask chosen_card_type(int code) {
  return code >= 0 && code < kBasicLandTypeCode ? static_cast<TypeMask>(1u << code) : 0;
}
// 601.2f: what the permanents of the caster's opponents add to a spell with the name of
// `spell` (the definition it is cast with: an Adventure's, 715.3b).
int named_spell_cost_increase(const GameState& st, CardId spell, PlayerId caster);
// 602.2b, 601.2f: what permanents add to activating `ability` of `source` (in any zone).
int named_ability_cost_increase(const GameState& st, ObjId source, const Ability& ability);
}  // namespace lore
