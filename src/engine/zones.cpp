// Zones, zone changes and the basic events that change the state (CR 400-408, 120, 122).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <utility>

#include "engine.h"

namespace lore {

std::vector<ObjId>& zone_list(GameState& st, PlayerId owner, Zone z) {
  Player& p = st.players[static_cast<size_t>(owner)];
  switch (z) {
    case Zone::Library: return p.library;
    case Zone::Hand: return p.hand;
    case Zone::Graveyard: return p.graveyard;
    case Zone::Battlefield: return st.battlefield;
    case Zone::Command: return st.command;
    default: return st.exile;  // exile; the stack is not a list of ids
  }
}

CardId front_face(CardId card) {
  if (card == kNoCard) return card;
  const CardDef& d = card_def(card);
  // 715.4: an Adventure that leaves the stack resumes its main characteristics (ruling
  // FIN-R-0051).
  return d.is_back_face() ? d.front : d.is_adventure() ? d.adventurer : card;
}

void set_except(GameState& st, ObjId id, const CopyExcept& x) {
  st.chars_changed();
  // The ability an except gives (707.9b) is counted with the permanent's card (count_sources()).
  const Object& o = st.obj(id);
  const bool counted = o.zone == Zone::Battlefield && !o.left && !o.phased_out;
  if (counted) count_except_sources(st, o, -1);
  if (!x.any()) {
    st.obj(id).except = 0;
    return;
  }
  auto at = std::find(st.excepts.begin(), st.excepts.end(), x);
  if (at == st.excepts.end()) {
    if (st.excepts.size() >= 255) throw std::length_error("too many distinct copy exceptions");
    at = st.excepts.insert(at, x);
  }
  st.obj(id).except = static_cast<uint8_t>(at - st.excepts.begin() + 1);
  if (counted) count_except_sources(st, st.obj(id), 1);
}

int other_lands(const GameState& st, PlayerId p, ObjId id) {
  int n = 0;
  for (ObjId l : st.battlefield) n += l != id && st.obj(l).controller == p && is_type(st, l, TLand);
  return n;
}

void count_sources(GameState& st, CardId card, int delta) {
  const CardDef& d = card_def(card);
  auto add = [delta](int32_t& count, bool has) { count += has ? delta : 0; };
  st.battlefield_events.valid = false;
  add(st.static_sources, d.affects_others);
  add(st.activated_sources, d.has_activated);
  add(st.legendary_sources, (d.supertypes & SLegendary) != 0);
  add(st.trigger_sources, d.trigger_events != 0);
  add(st.state_trigger_sources, (d.trigger_events & kStateEvents) != 0);
  add(st.die_replacement_sources, d.replaces_dies);
  add(st.aura_sources, d.aura);
  add(st.cost_sources, d.modifies_costs);
  add(st.flash_sources, d.grants_flash);
  add(st.graveyard_permission_sources, d.graveyard_permission);
  add(st.top_sources, d.top_of_library);
  add(st.enter_doublers, d.enter_triggers_again);
  add(st.event_modifiers, d.modifies_events);
  add(st.ability_losses, d.sets_land_type);
  add(st.land_type_sources, d.sets_land_type);
  add(st.untap_trigger_sources,
      (d.trigger_events >> static_cast<unsigned>(Event::BecomesUntapped) & 1) != 0);
  add(st.context_readers, d.reads_context);
  add(st.activation_locks, d.locks_activations);
  add(st.mana_event_sources, d.mana_events);
  add(st.greater_partner_sources, d.greater_partner);
  add(st.damage_recorders, d.records_damage);
  add(st.mana_grant_sources, d.grants_mana);
  add(st.activated_grant_sources, d.grants_activated);
  add(st.draw_replacers, d.replaces_draws);
  add(st.graveyard_exilers, d.exiles_graveyard_bound);
  add(st.chosen_mana_sources, d.mana_of_choice);
  add(st.ability_losses, d.mana_of_choice);
  add(st.ability_removers, d.removes_abilities);
  add(st.ability_losses, d.removes_abilities);
}

ObjId new_object(GameState& st, CardId card, PlayerId owner, Zone zone) {
  (void)CardDb::get();  // card_def() reads g_card_defs, set as the database is built
  Object o;
  o.id = static_cast<ObjId>(st.objects.size());
  o.card = card;
  o.owner = o.controller = owner;
  o.zone = zone;
  o.timestamp = st.next_timestamp++;
  if (zone == Zone::Battlefield) count_sources(st, card, 1);
  // Grows by half rather than doubling: the object table is most of the state's memory.
  if (st.objects.size() == st.objects.capacity())
    st.objects.reserve(std::max<size_t>(64, st.objects.capacity() * 3 / 2));
  st.objects.push_back(o);
  return o.id;
}

void presence_changed(GameState& st, ObjId id) {
  st.chars_changed(id);
  st.battlefield_events.valid = false;
  const Object& o = st.obj(id);
  if (card_def(o.card).affects_others || o.attached_to != kNoObj || st.context_readers > 0)
    st.chars_changed();
}

bool enters_untapped_anyway(const GameState& st, ObjId id) {
  if (st.event_modifiers == 0 || !(card_def(st.obj(id).card).types & TLand)) return false;
  PlayerId p = st.obj(id).controller;
  for (ObjId s : st.battlefield) {
    if (!card_def(st.obj(s).card).modifies_events || st.obj(s).controller != p) continue;
    if (st.entering_from != kNoObj && s >= st.entering_from) continue;  // 614.12
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::LandsYouControlEnterUntapped)
        return true;
  }
  return false;
}

void enter_tapped(Game& g, ObjId id) {
  if (!enters_untapped_anyway(g.st, id)) g.st.obj(id).tapped = true;
}

void remove_from_zone(GameState& st, ObjId id) {
  Object& o = st.obj(id);
  if (o.zone == Zone::Stack || o.zone == Zone::None) return;
  if (o.zone == Zone::Battlefield && !o.phased_out) {
    count_sources(st, o.card, -1);
    count_except_sources(st, o, -1);
  }
  auto& list = o.phased_out ? st.phased_out : zone_list(st, o.owner, o.zone);
  auto it = std::find(list.begin(), list.end(), id);
  if (it != list.end()) list.erase(it);
  // Characteristics look at the battlefield and count graveyards (604.3), not the other zones.
  if (o.zone == Zone::Battlefield)
    presence_changed(st, id);
  else if (o.zone == Zone::Graveyard && st.context_readers > 0)
    st.chars_changed();
}

namespace {

// Counters on `id` changed: the permanent's own P/T and keywords (613.4c, 122.1b), what other
// static abilities give it for having counters (700.9: any counter makes it modified; "with a
// counter on it"), and what a static ability counting its source's counters gives others
// (per_counter).
void counters_changed(GameState& st, ObjId id) {
  if (card_def(st.obj(id).card).affects_others)
    st.chars_changed();
  else
    st.chars_changed(id);
}

}  // namespace

void change_counters(Game& g, ObjId id, Counter c, int delta, const char* rule, PlayerId by) {
  if (delta == 0) return;
  g.st.sba_settled = false;
  // 122.6: a counter put on a creature on the battlefield, or on one as it enters (Lord Jyscal
  // Guado's "if you put a counter on a creature this turn")
  const bool put_by = delta > 0 && by != kNoPlayer;
  if (put_by && is_type(g.st, id, TCreature))
    g.st.players[static_cast<size_t>(by)].put_counter_on_creature = true;
  Object& o = g.st.obj(id);
  o.counter(c) = static_cast<int16_t>(o.count(c) + delta);
  if (c == Counter::Lore && delta > 0)
    o.lore_turn = static_cast<int16_t>(std::min<int32_t>(g.st.turn, INT16_MAX));
  if (delta > 0) o.counter_put = true;  // 122.6
  // 613.7c: a new keyword counter gives every counter of its kind a new timestamp, later than
  // the effects that removed its abilities so far (layer 6 order).
  if (counter_keyword(c) != 0 && delta > 0 && g.st.ability_losses > 0)
    for (ContinuousEffect& e : g.st.effects)
      if (e.loses_abilities && e.object == id) e.keyword_counters_later |= counter_keyword(c);
  counters_changed(g.st, id);
  // "Whenever you put one or more counters on <a creature>" (122.6; Rikku)
  if (put_by && o.zone == Zone::Battlefield && !o.left)
    trigger_on_event(g, Event::YouPutCountersOn, id, by);
  if (!g.log) return;
  LogEntry e = entry(g, delta > 0 ? LogKind::CountersAdded : LogKind::CountersRemoved, rule);
  e.card = o.card;
  e.obj = id;
  e.player = o.controller;
  e.amount = delta > 0 ? delta : -delta;
  e.amount2 = static_cast<int>(c);
  g.emit(e);
}

namespace {

// The battlefield's replacement effects for an entering permanent (614.1c, 614.12).
void apply_enter_replacements(Game& g, Object& o) {
  o.entered_turn = g.st.turn;
  o.controlled_since = moment(g.st);  // 110.2: under the control of the player it enters under
  const CardDef& d = card_def(o.card);
  if (d.saga) {
    // 714.3a: a Saga enters with a lore counter; 714.3b: with read ahead, with the number
    // chosen as it enters (at least 1). Both are replacement effects of its intrinsic abilities
    // (614.1c), so an effect changing the number of counters put on it applies after the choice
    // (122.6, ruling DMU-R-0003).
    int n = d.read_ahead ? std::max<int>(1, o.read_ahead) : 1;
    n = replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, n, kNoPlayer, o.id,
                        Counter::Lore);
    change_counters(g, o.id, Counter::Lore, n, d.read_ahead ? "714.3b" : "714.3a");
  }
  // 306.5b: a planeswalker enters with its printed loyalty (a spell resolving or put onto the
  // battlefield by an effect alike).
  if (d.is(TPlaneswalker)) {
    // 702.150a: Compleated modifies that number (it applies only to a permanent entering with
    // loyalty counters); the life must have been paid for Phyrexian symbols as it was cast
    // (601.2b), not for any other cost (ruling DMU-R-0048).
    // Any other replacement effect on the number applies as normal (ruling DMU-R-0047): 616.1e
    // lets the controller order it and Compleated; doubling first, which leaves the most
    // loyalty (the order a player would choose), as gain_life() does.
    // A resolving spell's controller chose the order (loyalty_order_settled()).
    int paid_life = std::popcount(static_cast<unsigned>(o.phyrexian_paid & kPhyrexianLifeBits));
    int loyalty = d.loyalty;
    if (loyalty_order_chosen(g.st, o.prev)) {
      loyalty = chosen_loyalty(g, o.prev, o.id, loyalty, paid_life);
    } else {
      loyalty = replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, d.loyalty, kNoPlayer,
                                o.id, Counter::Loyalty);
      bool compleated = false;
      for (const Ability& a : abilities_of(g.st, o.id))
        compleated |= a.kind == AbilityKind::Compleated;
      if (compleated && paid_life > 0 && loyalty > 0) {
        loyalty = std::max(0, loyalty - 2 * paid_life);
        log_obj(g, LogKind::Compleated, "702.150a", o.id, paid_life);
      }
    }
    change_counters(g, o.id, Counter::Loyalty, loyalty, "306.5b");
  }
  // A creature spell's +1/+1 counters, in the order its controller chose (616.1;
  // enter_counters_order_settled()): -1 if none was asked.
  const int chosen_plus_one =
      g.st.replacement_choices.empty()
          ? -1
          : chosen_enter_counters(g, o.prev, o.id,
                                  o.enter_counter == Counter::PlusOne ? o.enter_counters : 0);
  for (const Ability& a : abilities_of(g.st, o.id)) {
    if (a.kind == AbilityKind::EntersTapped) {
      // "unless it's your first, second, or third turn of the game" (amount.n: 3): the turns
      // its controller has taken, during their own turn only (rulings FIN-R-0330, FIN-R-0331).
      const Player& pl = g.st.players[static_cast<size_t>(o.controller)];
      bool early = a.amount.n > 0 && g.st.is_active(o.controller) && pl.turns_taken <= a.amount.n;
      early |= a.untapped_if_other_lands_at_most >= 0 &&
               other_lands(g.st, o.controller, o.id) <= a.untapped_if_other_lands_at_most;
      // With The Wandering Minstrel, in the order its controller chose (616.1, ruling
      // FIN-R-0390; land_enter_order_settled()).
      bool chosen_tapped = entered_tapped_by_choice(g, o.prev, o.id);
      if (!early && (chosen_tapped || !enters_untapped_anyway(g.st, o.id))) o.tapped = true;
    }
    if (a.kind == AbilityKind::EntersWithCounters &&
        !(chosen_plus_one >= 0 && a.counter == Counter::PlusOne)) {
      StackItem ctx;
      ctx.obj = o.id;
      ctx.x = o.x;
      ctx.controller = o.controller;
      int n = eval(g.st, ctx, a.counters);
      n = replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, n, kNoPlayer, o.id,
                          a.counter);
      if (n > 0) change_counters(g, o.id, a.counter, n, "614.1c", o.controller);
    }
  }
  // "You may have this land enter tapped as a copy of any land on the battlefield" (Vesuva,
  // 614.1c): one replacement, so tapped only if it enters as a copy (represented_by)
  if (o.represented_by != kNoCard)
    if (const Ability* copy = enters_as_copy(card_def(o.represented_by));
        copy && params<Effect::TokensCopies>(copy->modes[0].effects[0]).tapped)
      o.tapped = true;
  if (chosen_plus_one > 0)
    change_counters(g, o.id, Counter::PlusOne, chosen_plus_one, "614.1c", o.controller);
  // an effect on the spell: "enters with an additional counter"
  if (o.enter_counters > 0 && !(chosen_plus_one >= 0 && o.enter_counter == Counter::PlusOne))
    change_counters(g, o.id, o.enter_counter,
                    replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, o.enter_counters,
                                    kNoPlayer, o.id, o.enter_counter),
                    "614.1c", o.controller);
  // 614.1c: "Each other nontoken creature you control enters with an additional +1/+1 counter"
  for (size_t i = 0; g.st.event_modifiers > 0 && i < g.st.battlefield.size(); ++i) {
    ObjId s = g.st.battlefield[i];
    if (!def(g.st, s).modifies_events || g.st.obj(s).controller != o.controller) continue;
    for (const Ability& a : abilities_of(g.st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::OthersEnterWithCounter &&
          matches(g.st, o.id, a.stat.filter, o.controller, s))
        change_counters(g, o.id, Counter::PlusOne,
                        replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, 1, kNoPlayer,
                                        o.id, Counter::PlusOne),
                        "614.1c", o.controller);
  }
  // Last: milling makes new objects, which may move `o` (held by reference).
  int mill = 0;
  for (const Ability& a : abilities_of(g.st, o.id))
    if (a.kind == AbilityKind::MillAsEntersPerKick)
      mill += a.mana_amount * std::popcount(static_cast<unsigned>(o.kicked));
  PlayerId p = o.controller;
  auto& lib = g.st.players[static_cast<size_t>(p)].library;
  for (int i = 0; i < mill && !lib.empty(); ++i) {  // 614.1c: as it enters, no stack
    log_obj(g, LogKind::Mill, "701.17a", lib.front());
    move_object(g, lib.front(), Zone::Graveyard);
  }
}

// 712.21: the second card of a melded permanent `melded` that left to zone `to`, placed right
// after the first card `first` (in a library, the owner's order of the two is not asked: the
// first card is above the second, 712.21a). It gets the id after `first`'s, which is how
// meld_partner_card() finds it.
ObjId place_second_card(GameState& st, ObjId melded, CardId card, Zone to, ObjId first) {
  PlayerId owner = st.obj(melded).owner;
  ObjId nid = new_object(st, card, owner, to);
  st.obj(nid).prev = melded;
  auto& list = zone_list(st, owner, to);
  auto at = std::find(list.begin(), list.end(), first);
  list.insert(at == list.end() ? at : at + 1, nid);
  st.chars_changed();
  return nid;
}

// 701.42b: two cards in exile that form a meld pair. Limit of the representation (see
// is_melded()): both must have one owner; the pool's only meld ability requires it anyway.
bool can_meld(const GameState& st, ObjId a, ObjId b) {
  auto card_in_exile = [&](ObjId x) {
    const Object& o = st.obj(x);
    return !o.left && o.zone == Zone::Exile && !o.token && !o.copy;
  };
  if (a == kNoObj || b == kNoObj || !card_in_exile(a) || !card_in_exile(b)) return false;
  return card_def(st.obj(a).card).meld_partner == st.obj(b).card &&
         st.obj(a).owner == st.obj(b).owner;
}

}  // namespace

ObjId meld_partner_card(const GameState& st, ObjId card) {
  if (card == kNoObj) return kNoObj;
  ObjId prev = st.obj(card).prev;
  ObjId next = card + 1;
  if (prev == kNoObj || !is_melded(st.obj(prev)) || static_cast<size_t>(next) >= st.objects.size())
    return kNoObj;
  const Object& n = st.obj(next);
  return n.prev == prev && !n.left && n.zone == st.obj(card).zone ? next : kNoObj;
}

ObjId meld(Game& g, ObjId a, ObjId b, PlayerId controller) {
  GameState& st = g.st;
  if (!can_meld(st, a, b)) {  // 701.42c: they stay where they are
    if (g.log) {
      LogEntry e = entry(g, LogKind::Melded, "701.42c");
      e.amount = 1;
      if (a != kNoObj) e.obj = a, e.card = st.obj(a).card;
      if (b != kNoObj) e.obj2 = b, e.card2 = st.obj(b).card;
      e.player = controller;
      g.emit(e);
    }
    return kNoObj;
  }
  CardId result = card_def(st.obj(a).card).meld_result;
  PlayerId owner = st.obj(a).owner;
  for (ObjId x : {a, b}) {
    remove_from_zone(st, x);
    mark_left(st, x);
  }
  // 712.14c: they enter as one new permanent, back faces up (ruling FIN-R-0041: untapped, with
  // no counters, and nothing that affected either card applies to it).
  ObjId nid = new_object(st, result, owner, Zone::Battlefield);
  Object& n = st.obj(nid);
  n.prev = a;
  n.controller = controller;  // 110.2a
  n.sick = true;
  apply_enter_replacements(g, n);
  st.battlefield.push_back(nid);
  presence_changed(st, nid);
  log_obj(g, LogKind::Melded, "701.42a", nid);
  trigger_on_event(g, Event::EntersBattlefield, nid, controller);
  return nid;
}

namespace {

// The triggers of a permanent's entering the battlefield (603.6a).
void enter_triggers(Game& g, ObjId id) {
  GameState& st = g.st;
  trigger_on_event(g, Event::EntersBattlefield, id, st.obj(id).controller);
  // 122.6: counters it enters with were "put on" it, so chapters trigger (714.2b).
  if (st.obj(id).count(Counter::Lore) > 0) lore_added(g, id, 0, st.obj(id).count(Counter::Lore));
  if (card_def(st.obj(id).card).is(TLand))
    trigger_on_event(g, Event::LandEnters, id, st.obj(id).controller);
}

}  // namespace

namespace {

// 614.1a, 614.12: "If <this> would enter the battlefield and it wasn't cast or no mana was spent to
// cast it, exile it instead" (Primeval Spawn) of `card`, what `old` would enter as from `from`: a
// copy of a spell wasn't cast (707.10), and a card entering as a copy of it has the ability too
// (ruling DMU-R-0421).
bool exiled_instead_of_entering(const Object& old, Zone from, CardId card) {
  return card_def(card).exiled_unless_cast_with_mana &&
         !(from == Zone::Stack && !old.copy && old.cast_from != Zone::None && old.mana_spent > 0);
}

// 603.10a: a permanent that leaves while an Aura with "Enchanted creature loses all abilities"
// (Observed Stasis) is attached had no abilities as it last existed: its leaves-the-battlefield
// abilities don't trigger. The Aura is detached now, so the loss is kept as an effect on the
// record of the object that left (with the Aura's timestamp, 613.7e), until the turn ends.
void keep_ability_loss(GameState& st, ObjId left, ObjId aura) {
  ContinuousEffect ce;
  ce.object = left;
  ce.loses_abilities = true;
  ce.timestamp = st.obj(aura).timestamp;
  st.effects.push_back(ce);
  ++st.ability_losses;
}

// 614.1a: the replacement effects that exile `old` instead of putting it where it goes
bool exiled_instead_of_moving(const GameState& st, const Object& old, Zone from, Zone to) {
  // Yawgmoth's Will: "If a card would be put into your graveyard from anywhere this turn, exile
  // that card instead." (a card only: not a token or a copy of a spell, 111.1, 707.10)
  bool will_exiles = to == Zone::Graveyard && !old.token && !old.copy &&
                     st.players[static_cast<size_t>(old.owner)].graveyard_to_exile;
  // "If that spell would be put into your graveyard, exile it instead" (Vohar), and a
  // permanent's "If this permanent would leave the battlefield, exile it instead" (Llanowar
  // Greenwidow returned from a graveyard)
  will_exiles |= (to == Zone::Graveyard && from == Zone::Stack && old.graveyard_exile) ||
                 (from == Zone::Battlefield && to != Zone::Exile && old.leaves_to_exile);
  // Hades, Sorcerer of Eld: "If a card or token would be put into your graveyard from anywhere,
  // exile it instead." (a token too, but not a copy of a spell, 707.10)
  return will_exiles || (st.graveyard_exilers > 0 && to == Zone::Graveyard && !old.copy &&
                         graveyard_exiled(st, old.owner));
}

}  // namespace

ObjId move_object(Game& g, ObjId id, Zone to, bool to_bottom, bool transformed) {
  GameState& st = g.st;
  Object old = st.obj(id);
  Zone from = old.zone;
  // 111.8: a token that has left the battlefield can't move to another zone or come back; it
  // stays where it is until it ceases to exist (704.5d).
  if (old.token && from != Zone::Battlefield) return kNoObj;
  bool to_command_instead = false;  // 903.9b
  if (!st.commanders.empty()) {
    Zone instead = commander_destination(st, id, to);
    to_command_instead = instead != to;
    to = instead;
  }
  // A card going from a library to a hand (a draw) changes nothing the state-based actions
  // look at (a hand that gains a card can't trigger "no cards in hand", 603.8).
  if (from != Zone::Library || to != Zone::Hand) st.sba_settled = false;
  // 400.7 and 712.8a: the new object is the card with its front face up, unless it is put
  // onto the battlefield transformed (712.14a).
  CardId card = front_face(old.card);
  // A nontoken copy (Object::represented_by) is a copy only on the battlefield: a permanent
  // spell that chose what it enters as a copy of stays one as it enters (614.12a); leaving, it
  // is its own card again (400.7).
  bool stays_copy =
      old.represented_by != kNoCard && from != Zone::Battlefield && to == Zone::Battlefield;
  if (old.represented_by != kNoCard) card = stays_copy ? old.card : front_face(old.represented_by);
  // 712.21: a melded permanent leaves as one object and goes to the new zone as two cards, each
  // front face up (712.4b).
  CardId second = kNoCard;
  if (is_melded(old)) {
    card = card_def(old.card).melded_from[0];
    second = card_def(old.card).melded_from[1];
  }
  if (to == Zone::Battlefield) {
    if (transformed && !stays_copy) {
      if (card_def(card).back == kNoCard) return kNoObj;  // 712.14a: it stays where it is
      card = card_def(card).back;
    }
    if (card_def(card).is(TInstant | TSorcery)) return kNoObj;  // 400.4a
    if (exiled_instead_of_entering(old, from, card)) {          // 614.1a (Primeval Spawn)
      log_obj(g, LogKind::Exiled, "614.1a", id);
      to = Zone::Exile;
      if (stays_copy) stays_copy = false, card = front_face(old.represented_by);  // 400.7
    }
  }
  bool from_battlefield = from == Zone::Battlefield;
  ObjId replacer = kNoObj;  // 614.1a: "If ... would die, exile it instead"
  if (from_battlefield && to == Zone::Graveyard &&
      (is_type(st, id, TCreature) || old.count(Counter::Finality) > 0)) {
    replacer = take_replacement(st, id);
    if (replacer != kNoObj) to = Zone::Exile;
  }
  const bool will_exiles = exiled_instead_of_moving(st, old, from, to);
  if (will_exiles) to = Zone::Exile;
  if (from_battlefield || from == Zone::Stack)
    remember_last_known(st, id);  // 608.2h, 603.10: last-known information
  if (from_battlefield) st.left_together.push_back(id);
  remove_from_zone(st, id);
  mark_left(st, id);
  // Auras and Equipment attached to it become unattached; SBA handle the rest (704.5m-n).
  if (from_battlefield)
    for (ObjId b : st.battlefield)
      if (st.obj(b).attached_to == id) {
        st.obj(b).attached_to = kNoObj;
        if (card_def(st.obj(b).card).equipment) st.unattached.push_back({b, id});
        if (card_def(st.obj(b).card).removes_abilities) keep_ability_loss(st, id, b);
        st.chars_changed();
      }

  ObjId nid = kNoObj;
  // 704.5e: a copy of a spell or card outside the stack and the battlefield (a copy of a
  // permanent spell becomes a token instead, 707.10f) ceases to exist at once: nothing can observe
  // it in between. A token leaving the battlefield goes to its new zone (triggers see it there,
  // ruling FIN-R-0131), and the next state-based action check makes it cease to exist (111.7,
  // 704.5d: GameState::tokens_left).
  bool ceases = old.copy && to != Zone::Stack && to != Zone::Battlefield;
  if (old.token && from_battlefield) st.tokens_left = true;
  if (!ceases) {
    nid = new_object(st, card, old.owner, to);
    Object& n = st.obj(nid);
    n.token = old.token || (old.copy && to == Zone::Battlefield);
    n.copy = old.copy && to == Zone::Stack;
    n.prev = id;
    if (to == Zone::Battlefield) {
      n.controller = from == Zone::Stack              ? old.controller
                     : st.entering_under != kNoPlayer ? st.entering_under
                                                      : old.owner;
      n.sick = true;
      n.x = old.x;
      n.kicked = from == Zone::Stack ? old.kicked : 0;  // a resolving spell stays kicked
      n.phyrexian_paid = from == Zone::Stack ? old.phyrexian_paid : 0;  // 702.150a
      n.dash_blitz = from == Zone::Stack && old.dash_blitz;             // 702.109a, 702.152a
      n.read_ahead = old.read_ahead;
      n.named = old.named;  // 614.1c: chosen just before it entered
      n.chosen = old.chosen;
      if (stays_copy) {  // 707.2: it enters as the copy, exceptions included (707.9b)
        // A copy of the spell becomes a token (707.10f): a token copy, represented by no card.
        if (!n.token) n.represented_by = old.represented_by;
        set_except(st, nid, except_of(st, id));
      }
      // A spell's additional counters, or those an effect putting it here gave it just before
      // (614.1c: "with two additional +1/+1 counters on it")
      n.enter_counters = old.enter_counters;
      n.enter_counter = old.enter_counter;
      // "If you cast a spell this way, that artifact enters tapped" (614.1c; Edgar)
      n.tapped = n.tapped || (from == Zone::Stack && old.enter_tapped);
      apply_enter_replacements(g, n);
      st.battlefield.push_back(nid);
      presence_changed(st, nid);
    } else if (to == Zone::Stack) {
      n.controller = old.controller;
    } else {
      auto& list = zone_list(st, old.owner, to);
      if (to == Zone::Library && !to_bottom) {
        list.insert(list.begin(), nid);
        if (!st.free_plays.empty()) end_top_free_plays(st, old.owner);  // 611.2b
      } else
        list.push_back(nid);
      if (to == Zone::Graveyard && from_battlefield) n.entered_turn = st.turn;
      if (to == Zone::Graveyard && st.context_readers > 0) st.chars_changed();  // 604.3
    }
  }
  if (!st.commanders.empty()) commander_moved(st, id, nid, to);
  if (second != kNoCard && nid != kNoObj) {
    ObjId nid2 = place_second_card(st, id, second, to, nid);
    if (replacer != kNoObj && replacer != id) st.obj(nid2).exiled_by = replacer;
  }
  // 400.7a: effects that changed a permanent spell's characteristics continue to apply to the
  // permanent it becomes.
  if (from == Zone::Stack && to == Zone::Battlefield && nid != kNoObj)
    for (ContinuousEffect& e : st.effects)
      if (e.object == id) e.object = nid;
  if (to == Zone::Battlefield && nid != kNoObj) st.chars_changed(nid);
  if (g.log && (from == Zone::Battlefield || to == Zone::Battlefield || to == Zone::Exile ||
                to_command_instead)) {
    LogEntry e = entry(g, LogKind::ZoneChange, to_command_instead ? "903.9b" : "400.7");
    e.card = old.card;
    e.obj = id;
    e.obj2 = nid;
    e.player = old.controller;
    e.from = from;
    e.to = to;
    g.emit(e);
  }
  if (will_exiles) log_obj(g, LogKind::Replaced, "614.1a", id, 0, kNoObj);
  if (replacer == id) {  // 122.1h: a finality counter
    log_obj(g, LogKind::Replaced, "122.1h", id, 0, replacer);
  } else if (replacer != kNoObj) {
    log_obj(g, LogKind::Replaced, "614.1a", id, 0, replacer);
    if (nid != kNoObj) st.obj(nid).exiled_by = replacer;
    for (const Ability& a : abilities_of(st, replacer))
      if (a.kind == AbilityKind::ReplaceDies) {
        // In the order its controller chose (616.1; replacements_settled()).
        if (!st.replacement_choices.empty())
          hand_die_life_choices(st, id, st.obj(replacer).controller);
        gain_life(g, st.obj(replacer).controller, a.replace_life, replacer);
        if (a.linked >= 0)  // "When you do, ..." (603.12)
          trigger_linked(g, st.obj(replacer).card, replacer, a.linked, st.obj(replacer).controller,
                         nid);
      }
  }
  if (from_battlefield) st.players[static_cast<size_t>(old.controller)].permanent_left = true;
  if (from_battlefield && to == Zone::Graveyard && (last_known_chars(st, id).types & TCreature)) {
    Player& mourner = st.players[static_cast<size_t>(old.controller)];
    if (!has_subtype_now(st, id, "Skeleton"))  // its last-known subtypes (608.2h)
      mourner.nonskeleton_died = true;
    if (mourner.creatures_died < 127) ++mourner.creatures_died;  // 700.4
    trigger_on_event(g, Event::Dies, id, old.controller);
  }
  if (from_battlefield && to == Zone::Graveyard)
    trigger_on_event(g, Event::PutIntoGraveyardFromBattlefield, id, old.controller);
  // "When <this> leaves the battlefield" (603.6c), whatever zone it went to; it looks back
  // (603.10a)
  if (from_battlefield) trigger_on_event(g, Event::LeavesBattlefield, id, old.controller);
  if (from_battlefield) return_exiled_until_left(g, id);
  // 611.2b: "for as long as you control <it>" effects end as it leaves
  if (from_battlefield && !st.control_effects.empty()) end_control_effects(g);
  if (from_battlefield) end_while_controls_effects(g);
  if (from == Zone::Graveyard) {
    st.players[static_cast<size_t>(old.owner)].card_left_graveyard = true;
    trigger_on_event(g, Event::CardsLeaveYourGraveyard, nid != kNoObj ? nid : id, old.owner);
  }
  if (to == Zone::Graveyard && !from_battlefield && nid != kNoObj)
    trigger_on_event(g, Event::PutIntoGraveyardNotFromBattlefield, nid, old.owner);
  if (to == Zone::Graveyard && nid != kNoObj)  // 603.6c
    trigger_on_event(g, Event::PutIntoGraveyardFromAnywhere, nid, old.owner);
  if (to == Zone::Battlefield && nid != kNoObj &&
      (st.entering_from == kNoObj || nid < st.entering_from))
    enter_triggers(g, nid);
  return nid;
}

bool begin_entering_together(GameState& st) {
  if (st.entering_from != kNoObj) return false;
  st.entering_from = static_cast<ObjId>(st.objects.size());
  return true;
}

void end_entering_together(Game& g, bool began) {
  GameState& st = g.st;
  if (!began) return;
  ObjId from = std::exchange(st.entering_from, kNoObj);
  st.chars_changed();
  ObjId end = static_cast<ObjId>(st.objects.size());
  for (ObjId id = from; id < end; ++id)
    if (st.obj(id).zone == Zone::Battlefield && !st.obj(id).left) enter_triggers(g, id);
}

namespace {

// A card whose owner makes a choice as it returns: an Aura's object to enchant (303.4f), a
// card name or whether it enters as a copy (614.1c).
bool returns_with_choice(const GameState& st, ObjId id) {
  return card_def(st.obj(id).card).aura || needs_name(st, id) || needs_copy_choice(st, id);
}

ObjId exiled_until(const GameState& st, ObjId left) {
  for (ObjId id : st.exile)
    if (st.obj(id).until_leaves && st.obj(id).exiled_by == left) return id;
  return kNoObj;
}

ObjId return_one(Game& g, ObjId id, ObjId left) {
  GameState& st = g.st;
  st.obj(id).until_leaves = false;
  // 400.4a: an instant or sorcery card (Summon: Esper Maduin's front face, Esper Origins, in
  // exile) can't enter the battlefield: it stays in exile, and the log says so, not that it
  // returns (610.3c).
  if (card_def(front_face(st.obj(id).card)).is(TInstant | TSorcery)) {
    if (g.log) {
      LogEntry e = entry(g, LogKind::StaysInZone, "400.4a");
      e.obj = id, e.card = st.obj(id).card, e.player = st.obj(id).owner, e.from = Zone::Exile;
      e.amount = 1;  // rendered as "can't enter the battlefield"
      g.emit(e);
    }
    return kNoObj;
  }
  log_obj(g, LogKind::Returned, "610.3c", id, 0, left);
  ObjId nid = move_object(g, id, Zone::Battlefield);
  if (nid != kNoObj) {
    st.obj(nid).controller = st.obj(nid).owner;
    presence_changed(st, nid);
  }
  return nid;
}

}  // namespace

// 610.3: the cards exiled "until <left> leaves the battlefield" return to the battlefield
// under their owners' control (610.3c), all at once (610.3d). The new objects of this return
// have consecutive ids: the task asking for the others' choices knows what enters with them.
void return_exiled_until_left(Game& g, ObjId left) {
  GameState& st = g.st;
  std::vector<ObjId> back;
  bool deferred = false;
  for (ObjId id : st.exile)
    if (st.obj(id).until_leaves && st.obj(id).exiled_by == left) {
      if (returns_with_choice(st, id))
        deferred = true;
      else
        back.push_back(id);
    }
  if (back.empty() && !deferred) return;
  Task t{TaskKind::ReturnExiled};
  t.a = left;
  t.b = static_cast<int32_t>(st.objects.size());  // the first new object of the return
  for (ObjId id : back) return_one(g, id, left);
  t.d = static_cast<int32_t>(st.objects.size());  // one past the last
  if (deferred) push_task(g, t);
}

std::vector<Option> aura_host_options(const GameState& st, CardId card, PlayerId chooser,
                                      ObjId source, ObjId skip_from, ObjId skip_to) {
  std::vector<Option> opts;
  for (const Ability& ab : card_def(card).abilities)
    if (ab.kind == AbilityKind::Enchant)
      for (ObjId id : st.battlefield)
        if ((id < skip_from || id >= skip_to) && matches(st, id, ab.stat.filter, chooser, source))
          opts.push_back({OptKind::Object, id, 0});
  return opts;
}

// Task: the rest of a return (t.a: the permanent that left; [t.b, t.d): the objects that
// entered with this return so far), one card at a time in exile order, asking its owner.
void run_return_exiled(Game& g, Task t) {
  GameState& st = g.st;
  ObjId id = exiled_until(st, t.a);
  if (id == kNoObj) return;
  PlayerId owner = st.obj(id).owner;
  Option ans;
  bool answered = take_answer(g, ans);
  // 614.12a: whether it enters as a copy first, then the copied card's choices (707.2).
  if (needs_copy_choice(st, id)) {
    if (!answered) {
      push_task(g, t);
      ask_copy_choice(g, id, owner);
      return;
    }
    take_copy_choice(g, id, ans);
    answered = false;
  }
  if (needs_name(st, id)) {
    if (!answered) {
      push_task(g, t);
      ask_card_name(g, id, owner);
      return;
    }
    take_card_name(g, id, owner, ans);
    answered = false;
  }
  ObjId host = kNoObj;
  if (card_def(st.obj(id).card).aura) {
    if (!answered) {
      std::vector<Option> opts = aura_host_options(st, st.obj(id).card, owner, id, t.b, t.d);
      if (opts.empty()) {  // 303.4g: it stays in exile
        st.obj(id).until_leaves = false;
        log_obj(g, LogKind::CantEnter, "303.4g", id);
        push_task(g, t);
        return;
      }
      push_task(g, t);
      ask(g, DecisionKind::ChooseCard, owner, std::move(opts), id);
      return;
    }
    host = ans.obj;
  }
  ObjId nid = return_one(g, id, t.a);
  if (nid != kNoObj && host != kNoObj) st.obj(nid).attached_to = host;
  st.chars_changed();
  t.d = static_cast<int32_t>(st.objects.size());
  push_task(g, t);  // the next one
}
ObjId create_token(Game& g, CardId token, PlayerId controller, int read_ahead,
                   const CopyExcept& except) {
  GameState& st = g.st;
  // 614.1a: a token copy of Primeval Spawn ("if it wasn't cast ..., exile it instead"; a token is
  // never cast) is put into exile instead, then ceases to exist (704.5d; ruling DMU-R-0423)
  if (card_def(token).exiled_unless_cast_with_mana) {
    ObjId gone = new_object(st, token, controller, Zone::Exile);
    st.obj(gone).token = true;
    st.exile.push_back(gone);
    st.tokens_left = true;
    st.sba_settled = false;
    log_obj(g, LogKind::Replaced, "614.1a", gone);
    return gone;
  }
  ObjId id = new_object(st, token, controller, Zone::Battlefield);
  Object& o = st.obj(id);
  o.token = true;
  set_except(st, id, except);  // before it enters: replacements and triggers see the copy (707.9b)
  o.sick = true;
  o.read_ahead = static_cast<int8_t>(read_ahead);
  apply_enter_replacements(g, o);
  st.battlefield.push_back(id);
  presence_changed(st, id);
  log_obj(g, LogKind::TokenCreated, "111.1", id);
  // 603.6a, 207.2c: as any permanent entering (a land token triggers landfall, FIN-R-0021), or
  // with the others of its batch (end_entering_together())
  if (st.entering_from == kNoObj) enter_triggers(g, id);
  return id;
}

bool transform(Game& g, ObjId id) {
  GameState& st = g.st;
  Object& o = st.obj(id);
  if (o.left || o.zone != Zone::Battlefield) return false;
  const CardDef& d = card_def(o.card);
  CardId other = d.back != kNoCard ? d.back : d.front;
  if (other == kNoCard) return false;                         // 701.27c
  if (card_def(other).is(TInstant | TSorcery)) return false;  // 701.27d
  // 712.9: a nontoken copy of a double-faced permanent can't transform: the only card that
  // enters as a copy (Phyrexian Metamorph) isn't double-faced.
  if (o.represented_by != kNoCard) return false;
  count_sources(st, o.card, -1);
  count_sources(st, other, 1);
  o.card = other;  // the same object (unlike exiling and returning it, 400.7)
  st.chars_changed();
  log_obj(g, LogKind::Transformed, "701.27a", id);
  // "As this creature transforms into <this face>, you get an emblem with ..." (114.1): its
  // emblem is the CreateEmblem effect of the ability's mode
  for (const Ability& a : card_def(other).abilities)
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EmblemAsTransformsInto &&
        !a.modes.empty() && !a.modes[0].effects.empty()) {
      ObjId em =
          new_object(st, a.modes[0].effects[0].token_id, st.obj(id).controller, Zone::Command);
      st.command.push_back(em);
      log_obj(g, LogKind::TokenCreated, "114.1", em);
    }
  trigger_on_event(g, Event::TransformsInto, id, st.obj(id).controller);
  return true;
}

namespace {

// 614.1a: a permanent `p` controls replaces their draw from an empty library with winning the game
// (Laboratory Maniac); its card, or kNoCard.
CardId wins_instead_of_drawing(const GameState& st, PlayerId p) {
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p)
      for (const Ability& a : abilities_of(st, id))
        if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::WinInsteadOfEmptyDraw)
          return st.obj(id).card;
  return kNoCard;
}

}  // namespace

void draw_cards(Game& g, PlayerId p, int n) {
  Player& pl = g.st.players[static_cast<size_t>(p)];
  for (int i = 0; i < n && !g.st.over; ++i) {
    if (CardId maniac = pl.library.empty() ? wins_instead_of_drawing(g.st, p) : kNoCard;
        maniac != kNoCard) {  // 104.2b: each opponent loses; the draw was replaced (614.1a)
      for (PlayerId q = 0; q < g.st.num_players; ++q)
        if (g.st.opponents(p, q)) g.st.players[static_cast<size_t>(q)].lost = true;  // 810.8a
      g.st.over = true;
      g.st.winner = p;
      g.st.decision = Decision{};
      if (g.log) {
        LogEntry e = entry(g, LogKind::GameOver, "104.2b");
        e.player = p;
        e.card = maniac;
        g.emit(e);
      }
      return;
    }
    if (pl.library.empty()) {
      pl.drew_from_empty = true;  // 704.5b
      g.st.sba_settled = false;
      if (g.log) {
        LogEntry e = entry(g, LogKind::DrawEmpty, "704.5b");
        e.player = p;
        g.emit(e);
      }
      continue;
    }
    ObjId top = pl.library.front();
    ObjId nid = move_object(g, top, Zone::Hand);
    if (g.log) {
      LogEntry e = entry(g, LogKind::Draw, "121.1");
      e.player = p;
      e.card = g.st.obj(nid).card;
      e.obj = nid;
      g.emit(e);
    }
    auto& drawn = g.st.players[static_cast<size_t>(p)].cards_drawn;
    drawn = static_cast<int8_t>(std::min(100, drawn + 1));
    trigger_on_event(g, Event::DrawsCard, kNoObj, p, 1);  // each card drawn (121.2)
  }
}

void gain_life(Game& g, PlayerId p, int n, ObjId source) {
  if (n <= 0 || !can_gain_life(g.st, p)) return;  // 119.7
  // 614.1a: "that much life plus 1" (Knight of Dawn's Light, once per event for each, rulings
  // DMU-R-0177, DMU-R-0178) and "twice that much" (The Wind Crystal), in the order the player
  // chose (616.1; life_gain_order_settled()).
  n = replaced_life_gain(g, p, n);
  g.st.sba_settled = false;
  g.st.players[static_cast<size_t>(p)].life += n;
  Player& gainer = g.st.players[static_cast<size_t>(p)];
  gainer.life_gained = static_cast<int16_t>(std::min(30000, gainer.life_gained + n));
  share_team_life(g.st, p);
  if (g.st.context_readers > 0) g.st.chars_changed();  // P/T equal to a life total (611.3a)
  if (g.log) {
    LogEntry e = entry(g, LogKind::LifeGain, "119.3");
    e.player = p;
    e.amount = n;
    e.amount2 = g.st.players[static_cast<size_t>(p)].life;
    if (source != kNoObj) e.card = g.st.obj(source).card;
    g.emit(e);
  }
  trigger_on_event(g, Event::GainLife, kNoObj, p, n);
}

void lose_life(Game& g, PlayerId p, int n, ObjId source) {
  if (n <= 0) return;
  g.st.sba_settled = false;
  g.st.players[static_cast<size_t>(p)].life -= n;
  auto& lost = g.st.players[static_cast<size_t>(p)].life_lost;
  lost = static_cast<int16_t>(std::min(30000, lost + n));
  share_team_life(g.st, p);
  if (g.st.context_readers > 0) g.st.chars_changed();
  if (g.log) {
    LogEntry e = entry(g, LogKind::LifeLoss, "119.3");
    e.player = p;
    e.amount = n;
    e.amount2 = g.st.players[static_cast<size_t>(p)].life;
    if (source != kNoObj) e.card = g.st.obj(source).card;
    g.emit(e);
  }
  trigger_on_event(g, Event::LosesLife, kNoObj, p, n);  // 119.3, 120.3a: "loses life"
}

namespace {

void log_prevented(Game& g, ObjId source, ObjId to, int n, const char* rule) {
  if (!g.log) return;
  const GameState& st = g.st;
  LogEntry e = entry(g, LogKind::Prevented, rule);
  e.card = st.obj(source).card;
  e.obj = source;
  e.player = st.obj(source).controller;
  e.amount = n;
  e.obj2 = to;
  e.card2 = st.obj(to).card;
  g.emit(e);
}

void log_prevented_to_player(Game& g, ObjId source, PlayerId to, int n,
                             const char* rule = "702.16k") {
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::Prevented, rule);
  e.card = g.st.obj(source).card;
  e.obj = source;
  e.player = g.st.obj(source).controller;
  e.amount = n;
  e.amount2 = -1 - to;  // player recipients are encoded as negative numbers
  g.emit(e);
}

// 122.1c: "If damage would be dealt to this permanent, prevent that damage and remove a shield
// counter from it." One counter goes for one damage event however many the permanent has
// (ruling FIN-R-0850); in an event with several sources (combat damage, 510.2) the first
// prevention removes the counter and the effect prevents the rest of the event's damage too.
// Shield counters aren't an ability, so nothing that removes abilities stops them (FIN-R-0853).
bool shield_prevents(Game& g, ObjId source, ObjId to, int n, std::vector<ObjId>* event_shields) {
  GameState& st = g.st;
  bool used = event_shields &&
              std::find(event_shields->begin(), event_shields->end(), to) != event_shields->end();
  if (!used && st.obj(to).count(Counter::Shield) == 0) return false;
  log_prevented(g, source, to, n, "122.1c");
  if (!used) {
    change_counters(g, to, Counter::Shield, -1, "122.1c");
    if (event_shields) event_shields->push_back(to);
  }
  return true;
}

// The controller of the spell or ability that made a prevention effect (its source's, as it
// last existed): who puts the counters of "prevent that damage and put that many +1/+1 counters
// on it" (Gatta and Luzzu; 122.6).
PlayerId prevention_controller(const GameState& st, const ContinuousEffect& ce) {
  return ce.prevent_source == kNoObj ? kNoPlayer : st.obj(ce.prevent_source).controller;
}

// 615.12: damage that can't be prevented, to an object with a "prevent that damage and put that
// many +1/+1 counters on it" effect (ruling FIN-R-0736): the counters are put all the same, once.
void unpreventable_prevention_counters(Game& g, ObjId source, Target to, int n, bool combat) {
  GameState& st = g.st;
  PlayerId by = kNoPlayer;
  bool applies = false;
  for (const ContinuousEffect& ce : st.effects)
    if (ce.prevent_adds_counters && prevention_applies(ce, source, to, combat)) {
      applies = true;
      by = prevention_controller(st, ce);
      break;
    }
  if (applies)
    change_counters(g, to.id, Counter::PlusOne, replaced_counters(g, to.id, Counter::PlusOne, n),
                    "615.12", by);
}

// 615.1a, 615.7: the prevention effects of st.effects that apply to damage `source` would deal to
// `to`, in timestamp order (when the order changes the result, the affected player chose it
// before: damage_orders_settled(), 616.1); returns the damage left. A shield prevents up to its
// amount and keeps the rest (615.7); `shares`: the most of each this event may use, when the
// affected player shared it among several sources' damage (615.7, damage_orders_settled()).
int apply_prevention(Game& g, ObjId source, Target to, int n, bool combat,
                     const ShieldShares& shares) {
  GameState& st = g.st;
  int counters = 0;  // "prevent that damage and put that many +1/+1 counters on it"
  PlayerId counters_by = kNoPlayer;
  for (size_t i = 0; i < st.effects.size(); ++i) {
    ContinuousEffect& ce = st.effects[i];
    if (n <= 0 || !prevention_applies(ce, source, to, combat)) continue;
    const char* rule = ce.prevent_next == 0 ? "615.1a" : "615.7";
    int k = ce.prevent_next > 0
                ? std::min({n, static_cast<int>(ce.prevent_next), shares.of(static_cast<int>(i))})
                : n;
    if (k <= 0) continue;
    if (ce.prevent_next > 0) {
      ce.prevent_next = static_cast<int16_t>(ce.prevent_next - k);
      ce.prevents = ce.prevent_next > 0;  // a shield used up stops (615.7)
    } else if (ce.prevent_next == kPreventNextEvent) {
      ce.prevents = false;  // used up by this event
    }
    n -= k;
    log_prevented_damage(g, source, to, k, rule);
    if (ce.prevent_adds_counters && to.kind == Target::Object) {
      counters += k;
      counters_by = prevention_controller(st, ce);
    }
  }
  if (counters > 0) add_counters(g, to.id, Counter::PlusOne, counters, counters_by);
  return n;
}

}  // namespace

bool prevention_applies(const ContinuousEffect& ce, ObjId source, Target to, bool combat) {
  if (!ce.prevents) return false;
  if ((ce.prevent_combat && !combat) || (ce.prevent_from != kNoObj && ce.prevent_from != source))
    return false;
  return ce.prevent_to_player != kNoPlayer
             ? to.kind == Target::Player && to.id == ce.prevent_to_player
             : ce.object == kNoObj || (to.kind == Target::Object && to.id == ce.object);
}

void log_prevented_damage(Game& g, ObjId source, Target to, int n, const char* rule) {
  if (to.kind == Target::Object)
    log_prevented(g, source, to.id, n, rule);
  else
    log_prevented_to_player(g, source, static_cast<PlayerId>(to.id), n, rule);
}

namespace {

// 615.1a: "If a source would deal damage to you, prevent 1 of that damage" (Urza's Armor), once
// for each such permanent `to` controls (counted with GameState::event_modifiers), and "Prevent all
// damage that would be dealt to you by sources you don't control" (Energy Field).
int prevent_one_to_controller(Game& g, ObjId source, PlayerId to, int n) {
  GameState& st = g.st;
  for (ObjId s : st.battlefield) {
    if (n <= 0) break;
    if (st.obj(s).controller != to || !def(st, s).modifies_events) continue;
    for (const Ability& a : abilities_of(st, s)) {
      if (n > 0 && a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::PreventOneDamageToYou) {
        --n;
        log_prevented_to_player(g, source, to, 1, "615.1a");
      }
      // Energy Field: all of it, from a source its controller doesn't control (or, controlled by
      // nobody, doesn't own)
      if (n > 0 && a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::PreventDamageToYouFromOthers &&
          protection_controller(st, source) != to) {
        log_prevented_to_player(g, source, to, n, "615.1a");
        n = 0;
      }
    }
  }
  return n;
}

}  // namespace

// 614.9: "All damage that would be dealt to you is dealt to enchanted creature instead"
// (Pariah): a permanent with that ability controlled by the player dealt damage and enchanting a
// creature; "All damage that would be dealt to you and other permanents you control is dealt to
// this creature instead" (Ancient Adamantoise): a creature controlled by the player dealt damage
// or by the controller of the permanent dealt damage, other than it. `i`: the i-th such permanent
// (battlefield order), or kNoObj.
ObjId damage_redirector(const GameState& st, Target to, int i) {
  if (st.event_modifiers == 0) return kNoObj;
  const bool to_player = to.kind == Target::Player;
  const PlayerId p = to_player ? static_cast<PlayerId>(to.id) : st.obj(to.id).controller;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != p || !def(st, s).modifies_events) continue;
    for (const Ability& a : abilities_of(st, s)) {  // none if it lost them (613.1f)
      if (a.kind != AbilityKind::Static) continue;
      const bool applies =
          a.stat.kind == StaticKind::DamageToYouAndOthersDealtToThis
              ? is_type(st, s, TCreature) && (to_player || s != to.id)
              : to_player && a.stat.kind == StaticKind::DamageToYouDealtToEnchanted &&
                    st.obj(s).attached_to != kNoObj && on_battlefield(st, st.obj(s).attached_to) &&
                    is_type(st, st.obj(s).attached_to, TCreature);
      if (applies && i-- == 0) return s;
    }
  }
  return kNoObj;
}

ObjId redirected_to(const GameState& st, ObjId redirector) {
  for (const Ability& a : abilities_of(st, redirector))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::DamageToYouAndOthersDealtToThis)
      return redirector;
  return st.obj(redirector).attached_to;
}

ObjId chosen_redirector(const GameState& st, Target to, ObjId order_key) {
  if (order_key != kNoObj)
    for (const auto& c : st.replacement_choices)
      if (c.first == order_key)
        for (int i = 0;; ++i) {
          const ObjId r = damage_redirector(st, to, i);
          if (r == kNoObj) break;
          if (r == c.second) return r;
        }
  return damage_redirector(st, to, 0);
}

namespace {

// 120.10: `n` damage from `source` about to be dealt to the permanent `id`: the damage beyond
// lethal damage for a creature (its toughness less the damage already marked; 1 from a
// deathtouch source, 702.2c and ruling DMU-R-0245) or beyond its loyalty for a planeswalker, the
// greater if it is both. Logged, and recorded for its controller for the turn ("was dealt excess
// damage this turn"). Limit: the sources of one simultaneous event are added up one after another,
// as their damage is marked.
void note_excess_damage(Game& g, ObjId source, ObjId id, int n, bool deathtouch) {
  GameState& st = g.st;
  const Object& o = st.obj(id);
  int excess = 0;
  if (is_type(st, id, TCreature)) {
    int lethal = std::max(0, chars(st, id).toughness - o.damage);
    if (deathtouch) lethal = std::min(lethal, 1);
    excess = std::max(excess, n - lethal);
  }
  if (is_type(st, id, TPlaneswalker)) excess = std::max(excess, n - o.count(Counter::Loyalty));
  if (excess <= 0) return;
  st.players[static_cast<size_t>(o.controller)].excess_damage_to_yours = true;
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::ExcessDamage, "120.10");
  e.card = o.card, e.obj = id, e.player = o.controller;
  e.card2 = st.obj(source).card, e.obj2 = source;
  e.amount = excess;
  g.emit(e);
}

// 120.3a, 614.1a: the life `n` damage dealt to `p` makes them lose. Worship ("If you control a
// creature, damage that would reduce your life total to less than 1 reduces it to 1 instead")
// changes that result only: the damage itself is all dealt.
int life_lost_to_damage(Game& g, PlayerId p, int n) {
  const GameState& st = g.st;
  if (st.event_modifiers == 0 || n <= 0) return n;
  const int life = st.players[static_cast<size_t>(p)].life;
  if (life - n >= 1) return n;
  ObjId worship = kNoObj;
  bool creature = false;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != p) continue;
    creature |= is_type(st, s, TCreature);
    if (!def(st, s).modifies_events) continue;
    for (const Ability& a : abilities_of(st, s))  // none if it lost them (613.1f)
      if (a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::DamageCantReduceYourLifeBelowOne)
        worship = s;
  }
  if (worship == kNoObj || !creature) return n;
  const int lost = std::max(0, life - 1);
  log_amount(g, "614.1a", p, kNoObj, worship, n, lost);  // the life lost, not the damage
  return lost;
}

}  // namespace

// "Prevent all combat damage that would be dealt to and dealt by this creature" (Fog Bank): a
// static ability of the source or of the recipient; "Prevent all combat damage that would be
// dealt to <this>" (Diamond Weapon): of the recipient.
bool combat_damage_fogged(const GameState& st, ObjId source, Target to) {
  auto fogged = [&](ObjId id, bool recipient) {
    for (const Ability& a : abilities_of(st, id))
      if (a.kind == AbilityKind::Static &&
          (a.stat.kind == StaticKind::PreventCombatDamageToAndBy ||
           (recipient && a.stat.kind == StaticKind::PreventCombatDamageToSelf)))
        return true;
    return false;
  };
  return fogged(source, false) || (to.kind == Target::Object && fogged(to.id, true));
}

// 614.1a: "if a source would deal damage to <that player> or a permanent that player controls,
// it deals double that damage instead" (Lightning, Army of One): once for each such effect
// (614.5), the source unchanged (ruling FIN-R-0232).
static int doubled_to_player(Game& g, ObjId source, Target to, int n) {
  const GameState& st = g.st;
  const PlayerId affected =
      to.kind == Target::Player ? static_cast<PlayerId>(to.id) : st.obj(to.id).controller;
  for (const ContinuousEffect& ce : st.effects) {
    if (ce.double_damage_to != affected || affected == kNoPlayer) continue;
    const int before = n;
    n = std::min(n * 2, 1 << 24);
    log_amount(g, "614.1a", affected, source, ce.prevent_source, before, n);
  }
  return n;
}

int deal_damage(Game& g, ObjId source, Target to, int n, bool combat, const char* rule,
                std::vector<ObjId>* event_shields, std::vector<DamageAssignment>* event_life,
                bool unpreventable, ObjId order_key) {
  if (n <= 0 || to.kind == Target::None) return 0;
  GameState& st = g.st;
  st.sba_settled = false;
  // 614.9: dealt to the creature instead; with several such effects, the one the player chose
  // (616.1, damage_orders_settled()), whose choice is taken here
  if (st.event_modifiers > 0)
    if (ObjId pariah = chosen_redirector(st, to, order_key); pariah != kNoObj) {
      std::erase_if(st.replacement_choices,
                    [&](const auto& c) { return c.first == order_key && c.second == pariah; });
      const ObjId host = redirected_to(st, pariah);
      log_amount(
          g, "614.9",
          to.kind == Target::Player ? static_cast<PlayerId>(to.id) : st.obj(to.id).controller, host,
          pariah, n, n);
      to = {Target::Object, host};
    }
  Chars sc = chars(st, source);
  PlayerId src_controller = st.obj(source).controller;
  // 614.1a: "If a Wizard you control would deal damage ..., it deals double that damage
  // instead" (Trance Kuja): the Wizard stays the source; assigned or divided amounts are doubled
  // after the assignment (rulings FIN-R-0226, FIN-R-0228).
  // 616.1: when the order of the effects changing the amount matters, it was chosen by the
  // affected player (damage_orders_settled()), and they all apply in that order here; otherwise
  // the doublings, then the additions, then the prevention effects.
  const bool ordered = damage_order_chosen(st, order_key);
  const ShieldShares shares = take_shield_shares(st, order_key);  // 615.7
  if (ordered) {
    n = ordered_damage(g, order_key, source, to, n, combat, event_shields, shares);
    if (n <= 0) return 0;
  }
  if (!ordered && st.event_modifiers > 0 && (sc.types & TCreature) &&
      has_subtype_now(st, source, "Wizard"))
    n = replaced_amount(g, StaticKind::DoubleDamageFromYourWizards, n, src_controller, source);
  if (!ordered && !st.effects.empty()) n = doubled_to_player(g, source, to, n);
  // 614.1a: "If another source you control would deal noncombat damage ..., it deals that much
  // damage plus 1 instead" (Tor Wauki the Younger), once for each such permanent (614.5)
  if (!ordered && st.event_modifiers > 0 && !combat)
    n = noncombat_damage_plus_one(g, source, src_controller, n);
  // 615.1a: prevented damage is never dealt (no lifelink, no triggers). 702.16e, 702.16k: damage
  // from a source its recipient has protection from is prevented. Here in a fixed order, as no
  // order changes the result (otherwise the affected player chose it: ordered_damage() above).
  if (!unpreventable && !ordered) {
    if (to.kind == Target::Object && protected_from(st, to.id, source)) {
      log_prevented(g, source, to.id, n, "702.16e");
      return 0;
    }
    if (to.kind == Target::Player && player_protected_from(st, static_cast<PlayerId>(to.id),
                                                           protection_controller(st, source))) {
      log_prevented_to_player(g, source, static_cast<PlayerId>(to.id), n);
      return 0;
    }
    if (to.kind == Target::Object && is_type(st, to.id, TCreature))
      for (const ContinuousEffect& ce : st.effects)
        if (ce.prevent_for != kNoPlayer && ce.prevent_for == st.obj(to.id).controller) {
          log_prevented(g, source, to.id, n, "615.1a");
          return 0;
        }
    if (combat && combat_damage_fogged(st, source, to)) {
      if (to.kind == Target::Object)
        log_prevented(g, source, to.id, n, "615.1a");
      else
        log_prevented_to_player(g, source, static_cast<PlayerId>(to.id), n, "615.1a");
      return 0;
    }
    if (!st.effects.empty()) {
      n = apply_prevention(g, source, to, n, combat, shares);
      if (n <= 0) return 0;
    }
    if (to.kind == Target::Player && st.event_modifiers > 0) {
      n = prevent_one_to_controller(g, source, static_cast<PlayerId>(to.id), n);
      if (n <= 0) return 0;
    }
    if (to.kind == Target::Object && shield_prevents(g, source, to.id, n, event_shields)) return 0;
  } else if (unpreventable && to.kind == Target::Object &&
             st.obj(to.id).count(Counter::Shield) > 0) {
    // 615.12: damage that can't be prevented is dealt, but the prevention effects' other effects
    // happen: a shield counter is still removed (122.1c, ruling FIN-R-0851).
    change_counters(g, to.id, Counter::Shield, -1, "615.12");
  }
  // 615.12: the counters of "prevent that damage and put that many +1/+1 counters on it" are
  // still put (Gatta and Luzzu, ruling FIN-R-0736)
  if (unpreventable && to.kind == Target::Object && n > 0 && !st.effects.empty())
    unpreventable_prevention_counters(g, source, to, n, combat);
  if (g.log) {
    LogEntry e = entry(g, LogKind::Damage, combat ? "510.2" : rule ? rule : "120.3");
    e.card = st.obj(source).card;
    e.obj = source;
    e.player = src_controller;
    e.amount = n;
    if (to.kind == Target::Object) {
      e.obj2 = to.id;
      e.card2 = st.obj(to.id).card;
    } else {
      e.amount2 = -1 - to.id;  // player recipients are encoded as negative numbers
    }
    g.emit(e);
  }
  if (to.kind == Target::Player) {
    const PlayerId hurt = static_cast<PlayerId>(to.id);
    lose_life(g, hurt, life_lost_to_damage(g, hurt, n), kNoObj);  // 120.3a
    if (combat && !st.commanders.empty())                         // 903.10a
      commander_combat_damage(st, source, static_cast<PlayerId>(to.id), n);
    if (combat && is_legendary(st, source))  // whoever controls it (ruling FIN-R-0094)
      st.players[static_cast<size_t>(to.id)].dealt_combat_damage_by_legend = true;
    if (combat) {
      Player& hurt_pl = st.players[static_cast<size_t>(to.id)];
      hurt_pl.dealt_combat_damage_this_turn = true;
      hurt_pl.combat_damage_taken =
          static_cast<int16_t>(std::min(30000, hurt_pl.combat_damage_taken + n));
    }
    st.players[static_cast<size_t>(to.id)].dealt_damage_this_turn = true;  // 120.3 (Antagonism)
    if (combat && st.damage_recorders > 0)  // "this turn" (Estinien Varlineau)
      st.damage_record.push_back({static_cast<ObjId>(kPlayerDamaged - to.id),
                                  has_subtype_now(st, source, "Dragon") ? kDragonSource : source});
    if (combat)  // for "one or more creatures you control deal combat damage to a player"
      st.combat_damage_pairs |= uint64_t{1} << (8 * st.obj(source).controller + to.id);
    if (combat) {  // the trigger remembers the player dealt damage ("that player")
      trigger_on_event(g, Event::CombatDamageToPlayer, source, static_cast<PlayerId>(to.id), n);
      trigger_on_event(g, Event::CombatDamageToPlayerOrPlaneswalker, source,
                       static_cast<PlayerId>(to.id), n);
    }
    trigger_on_event(g, Event::DamageToPlayer, source, static_cast<PlayerId>(to.id), n);
  } else {
    Object& o = st.obj(to.id);
    note_excess_damage(g, source, to.id, n, (sc.keywords & KDeathtouch) != 0);  // 120.10
    if (is_type(st, to.id, TPlaneswalker)) {
      o.counter(Counter::Loyalty) =
          static_cast<int16_t>(std::max(0, o.count(Counter::Loyalty) - n));  // 120.3c
      counters_changed(st, to.id);
      if (combat)  // 510.2
        trigger_on_event(g, Event::CombatDamageToPlayerOrPlaneswalker, source, kNoPlayer, n);
    }
    if (is_type(st, to.id, TCreature)) {
      o.damage = static_cast<int16_t>(o.damage + n);  // 120.3e
      if (st.damage_recorders > 0) st.damage_record.push_back({to.id, source});
      if (sc.keywords & KDeathtouch) o.deathtouched = true;
    }
    // "When enchanted creature is dealt damage" (Sleep Magic; 120.3); the source of the damage
    // rides along for "whenever <this> deals damage to a creature" (Trigger::dealt_by)
    trigger_on_event(g, Event::DealtDamage, to.id, o.controller, n, source);
  }
  if (!(sc.keywords & KLifelink)) return n;
  if (!event_life) {
    gain_life(g, src_controller, n, source);  // 702.15b
    return n;
  }
  // 119.9: in one damage event, a lifelink source causes one life gain (its total)
  for (DamageAssignment& d : *event_life)
    if (d.source == source) {
      d.amount = static_cast<int16_t>(d.amount + n);
      return n;
    }
  event_life->push_back({source, {Target::Player, src_controller}, static_cast<int16_t>(n)});
  return n;
}

void untap(Game& g, ObjId id, const char* rule) {
  Object& o = g.st.obj(id);
  if (!o.tapped) return;
  // 122.1d: a stun counter replaces the untap. The replacement comes from the counter, not from
  // an ability, so a permanent that lost all abilities still has it (DMU-R-0023).
  if (o.count(Counter::Stun) > 0) {
    change_counters(g, id, Counter::Stun, -1, "122.1d");
    return;
  }
  o.tapped = false;
  log_obj(g, LogKind::Untap, rule, id);
  // 611.2b: "for as long as <it> remains tapped" durations end (Mana Leech, Endoskeleton)
  std::erase_if(g.st.tapped_untap_locks, [id](const auto& s) { return s.second == id; });
  if (std::any_of(g.st.effects.begin(), g.st.effects.end(), [id](const ContinuousEffect& e) {
        return e.while_tapped && e.while_controls == id;
      }))
    end_while_controls_effects(g);
  // 603.2: "whenever ... becomes untapped" triggers (502.3: once for each permanent untapped in
  // the untap step; they go on the stack the next time a player would receive priority, 503.1a).
  if (g.st.untap_trigger_sources > 0) trigger_on_untap(g, id);
}

void tap(Game& g, ObjId id) {
  Object& o = g.st.obj(id);
  if (o.tapped) return;
  o.tapped = true;
  trigger_on_event(g, Event::BecomesTapped, id, o.controller);
}

void add_counters(Game& g, ObjId id, Counter c, int n, PlayerId by) {
  if (n <= 0) return;
  if (g.st.obj(id).zone == Zone::Battlefield)  // 614.1a (The Earth Crystal), 616.1
    n = replaced_counters(g, id, c, n);
  int before = g.st.obj(id).count(c);
  change_counters(g, id, c, n, "122.1", g.st.obj(id).zone == Zone::Battlefield ? by : kNoPlayer);
  if (c == Counter::Lore && g.st.obj(id).zone == Zone::Battlefield)
    lore_added(g, id, before, before + n);
}

int remove_counters(Game& g, ObjId id, Counter c, int n) {
  int removed = std::min(n, static_cast<int>(g.st.obj(id).count(c)));
  if (removed > 0) change_counters(g, id, c, -removed, "122.1");
  return removed;
}

void shuffle_library(GameState& st, PlayerId p) {
  auto& lib = st.players[static_cast<size_t>(p)].library;
  for (size_t i = lib.size(); i > 1; --i) {  // Fisher-Yates with the state's generator
    size_t j = st.rng.below(static_cast<uint32_t>(i));
    std::swap(lib[i - 1], lib[j]);
  }
  if (!st.free_plays.empty()) end_top_free_plays(st, p);  // 611.2b: it left the top
}

void remove_from_combat(Game& g, ObjId id) {
  Object& o = g.st.obj(id);
  if (!o.attacking && o.blocking == kNoObj) return;
  o.attacking = o.blocked = false;
  o.attack_target = -1;
  o.blocking = kNoObj;
  if (g.st.static_sources > 0) g.st.chars_changed();  // a static ability's "attacking" filter
  log_obj(g, LogKind::RemovedFromCombat, "506.4", id);
}

namespace {

// 701.19a: "instead remove all damage marked on it and its controller taps it. If it's an
// attacking or blocking creature, remove it from combat." The shield is used up.
void regenerate(Game& g, ObjId id) {
  Object& o = g.st.obj(id);
  --o.regen_shields;
  log_obj(g, LogKind::Regenerated, "701.19a", id);
  o.damage = 0;
  o.deathtouched = false;
  remove_from_combat(g, id);
  tap(g, id);
}

// 616.1: a shield counter and a regeneration shield both replace the destruction; the choice its
// controller made (recorded before the event), or the shield counter if none was asked.
bool chose_regeneration(GameState& st, ObjId id) {
  auto& c = st.replacement_choices;
  for (size_t i = 0; i < c.size(); ++i)
    if (c[i].first == id && (c[i].second == kRegenerationChoice || c[i].second == id)) {
      bool regen = c[i].second == kRegenerationChoice;
      c.erase(c.begin() + static_cast<long>(i));
      return regen;
    }
  return false;
}

}  // namespace

bool regeneration_applies(const GameState& st, ObjId id, bool can_regenerate) {
  return can_regenerate && st.obj(id).regen_shields > 0;
}

bool destroy(Game& g, ObjId id, const char* rule, bool by_effect, bool can_regenerate,
             bool* to_graveyard) {
  // 702.12b; an event that can't happen isn't replaced either (614.17c).
  if (has_keyword(g.st, id, KIndestructible)) return false;
  // 701.19c: "can't be regenerated" keeps regeneration shields from being applied.
  bool regen = regeneration_applies(g.st, id, can_regenerate);
  // 122.1c: "If this permanent would be destroyed as the result of an effect, instead remove a
  // shield counter from it." Not regeneration (FIN-R-0849): it stays tapped or untapped, in
  // combat, with its damage. State-based actions aren't effects (FIN-R-0852).
  bool shield = by_effect && g.st.obj(id).count(Counter::Shield) > 0;
  if (shield && (!regen || !chose_regeneration(g.st, id))) {
    log_obj(g, LogKind::ShieldReplaces, "122.1c", id);
    change_counters(g, id, Counter::Shield, -1, "122.1c");
    return false;
  }
  if (regen) {
    regenerate(g, id);
    return false;
  }
  log_obj(g, LogKind::Destroy, rule, id);
  // 701.8a: destroyed is put into the graveyard; a "would die, exile it instead" effect about to
  // apply (move_object() takes it) makes it not so.
  if (to_graveyard) *to_graveyard = !exile_replacement_waits(g.st, id);
  move_object(g, id, Zone::Graveyard);
  return true;
}

ObjId discard(Game& g, ObjId card, LogKind kind, const char* rule) {
  log_obj(g, kind, rule, card);
  const PlayerId owner = g.st.obj(card).owner;
  g.st.players[static_cast<size_t>(owner)].discarded_card = true;  // 701.9a
  const ObjId now = move_object(g, card, Zone::Graveyard);
  // "When a spell or ability an opponent controls causes you to discard this card" (Metrognome)
  const PlayerId cause = g.st.effect_controller;
  if (now != kNoObj && cause != kNoPlayer && g.st.opponents(cause, owner))
    trigger_on_event(g, Event::DiscardedByOpponent, now, owner);
  return now;
}

void cease_to_exist(Game& g, ObjId id, const char* rule) {
  log_obj(g, LogKind::CeasesToExist, rule, id);
  remove_from_zone(g.st, id);
  mark_left(g.st, id);
}

void sacrifice(Game& g, ObjId id) {
  log_obj(g, LogKind::Sacrifice, "701.21a", id);
  PlayerId by = g.st.obj(id).controller;
  move_object(g, id, Zone::Graveyard);
  trigger_on_event(g, Event::Sacrificed, id, by);
}

}  // namespace lore
