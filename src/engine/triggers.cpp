// Triggered abilities (CR 603): detection on events, the pending list, and putting them on
// the stack in APNAP order with each controller ordering their own (603.3b).
#include <algorithm>
#include <bit>

#include "engine.h"

namespace lore {

namespace {

// The event a trigger saw: its object, player, amount and stack item.
struct Seen {
  ObjId subject = kNoObj;
  PlayerId player = kNoPlayer;
  int amount = 0;
  int32_t item = 0;
  bool entering = false;   // the subject entered the battlefield (603.2d: see add_pending)
  bool attack = false;     // a creature attacking caused it (603.2d: Isshin, see add_pending)
  Event ev = Event::None;  // the event (603.2d: The Masamune's creature dying, see add_pending)
};

// The one object every target of the spell `spell` is, if it's a permanent (kNoObj otherwise:
// no target, a player, or several objects).
ObjId single_permanent_target(const GameState& st, ObjId spell) {
  for (const StackItem& it : st.stack) {
    if (it.ability || it.obj != spell) continue;
    ObjId only = kNoObj;
    for (int i = 0; i < it.ntargets; ++i) {
      Target t = it.targets[static_cast<size_t>(i)];
      if (t.kind != Target::Object || (only != kNoObj && t.id != only)) return kNoObj;
      only = t.id;
    }
    return only != kNoObj && st.obj(only).zone == Zone::Battlefield ? only : kNoObj;
  }
  return kNoObj;
}

// Whether `target` is one of the targets of the spell `spell` on the stack (heroic, 207.2c).
bool spell_targets(const GameState& st, ObjId spell, ObjId target) {
  for (const StackItem& it : st.stack) {
    if (it.ability || it.obj != spell) continue;
    for (int i = 0; i < it.ntargets; ++i) {
      Target t = it.targets[static_cast<size_t>(i)];
      if (t.kind == Target::Object && t.id == target) return true;
    }
  }
  return false;
}

// 603.10a: the event is a creature dying (put into a graveyard from the battlefield): "dies",
// and the same zone change seen as "put into a graveyard from the battlefield", "leaves the
// battlefield" or "put into a graveyard from anywhere" (rulings FIN-R-0245, FIN-R-0246,
// FIN-R-0251). The creature is looked at as it last existed on the battlefield (FIN-R-0248).
bool creature_dying(const GameState& st, Event ev, ObjId subject) {
  if (subject == kNoObj) return false;
  ObjId old = subject;  // the object on the battlefield
  switch (ev) {
    case Event::Dies: return true;
    case Event::PutIntoGraveyardFromBattlefield: break;
    case Event::LeavesBattlefield: {  // where it went: the new object it became (400.7)
      ObjId now = kNoObj;
      for (size_t k = st.objects.size(); k-- > 0 && now == kNoObj;)
        if (st.objects[k].prev == subject) now = static_cast<ObjId>(k);
      if (now == kNoObj || st.obj(now).zone != Zone::Graveyard) return false;
      break;
    }
    case Event::PutIntoGraveyardFromAnywhere:
      old = st.obj(subject).prev;
      if (old == kNoObj || st.obj(old).zone != Zone::Battlefield) return false;
      break;
    default: return false;
  }
  return (last_known_chars(st, old).types & TCreature) != 0;
}

// Whether the Equipment `m` is attached to `creature`, or was as `creature` left the battlefield
// (603.10a: it becomes unattached at once, GameState::unattached; ruling FIN-R-0249).
bool equips_or_equipped(const GameState& st, ObjId m, ObjId creature) {
  if (st.obj(m).attached_to == creature) return true;
  return st.obj(creature).left &&
         std::find(st.unattached.begin(), st.unattached.end(),
                   std::pair<ObjId, ObjId>{m, creature}) != st.unattached.end();
}

// The Masamune's granted ability (603.2d): one more time per such Equipment on the battlefield
// attached to the source, or, for an emblem (114.4), to a creature its owner controls (as it last
// existed, if it died at the same time: ruling FIN-R-0249); two give two more, not three (ruling
// FIN-R-0250). Not while the equipped creature has lost its abilities (613.1f, 613.7e).
int dying_triggers_extra(const GameState& st, ObjId masamune, ObjId source) {
  const bool emblem = st.obj(source).zone == Zone::Command && !is_commander(st, source);
  auto has_it = [&](ObjId creature) {
    return equips_or_equipped(st, masamune, creature) &&
           (st.obj(creature).left ||
            gained_ability_applies(st, creature, st.obj(masamune).timestamp));
  };
  // "When <this> is put into a graveyard from anywhere" triggers from the graveyard (603.6c):
  // the creature it was on the battlefield has the ability (ruling FIN-R-0251)
  const Object& so = st.obj(source);
  if (!emblem && so.zone == Zone::Graveyard && !so.left && so.prev != kNoObj)
    return has_it(so.prev);
  if (!emblem) return has_it(source);
  for (ObjId c : st.battlefield)
    if (st.obj(c).controller == st.obj(source).owner && has_it(c)) return 1;
  for (ObjId c : st.left_together)
    if (st.obj(c).controller == st.obj(source).owner && has_it(c)) return 1;
  return 0;
}

// 603.2d: how many additional times an ability of `source` triggers: once for each permanent
// with EquippedTriggersAgain that is equipped and is `source` or has `source` (an Equipment)
// attached, and once for each Equipment with EquippedDyingTriggersAgain that grants it when a
// creature dying caused the event. Not for delayed or reflexive triggers (603.2d, 603.7, 603.12).
int additional_triggers(const GameState& st, ObjId source, const Seen& ev) {
  if (st.event_modifiers == 0) return 0;
  int n = 0;
  int dying = -1;  // not yet known
  for (ObjId s : st.battlefield) {
    if (!def(st, s).modifies_events) continue;
    for (const Ability& a : abilities_of(st, s)) {  // none if it lost them (613.1f)
      if (a.kind != AbilityKind::Static) continue;
      if (a.stat.kind == StaticKind::EquippedDyingTriggersAgain) {
        if (dying < 0) dying = creature_dying(st, ev.ev, ev.subject);
        if (dying) n += dying_triggers_extra(st, s, source);
        continue;
      }
      if (a.stat.kind != StaticKind::EquippedTriggersAgain) continue;
      bool related = s == source || (st.obj(source).attached_to == s && def(st, source).equipment);
      n += related && equipped(st, s);
    }
  }
  return n;
}

// The "triggers an additional time" effects for attack triggers of `p`'s permanents (Isshin).
int attack_trigger_extra(const GameState& st, PlayerId p) {
  int n = 0;
  for (ObjId s : st.battlefield)
    if (st.obj(s).controller == p)
      for (const Ability& a : abilities_of(st, s))
        n += a.kind == AbilityKind::Static && a.stat.kind == StaticKind::AttackTriggersAgain;
  return n;
}

void add_pending(Game& g, ObjId source, CardId card, int index, const Seen& ev) {
  Object& o = g.st.obj(source);
  const Ability& a = card_def(card).abilities[static_cast<size_t>(index)];
  ObjId subject = ev.subject;
  if (a.trigger.if_clause == TriggerIf::SpellTargetsOnlyOne) {
    // "a spell that targets only a single <subject>": the target, fixed now, is the trigger's
    // object (ruling DMU-R-0337: a later change of the spell's target doesn't change it).
    subject = single_permanent_target(g.st, ev.subject);
    if (subject == kNoObj || !matches(g.st, subject, a.trigger.subject, o.controller, source))
      return;
  }
  if (!trigger_if_holds(g.st, a, o.controller, subject, source)) return;  // 603.4
  // "if it isn't that player's turn" (603.4: it stays so until the ability resolves)
  if (a.trigger.if_clause == TriggerIf::NotTriggerPlayersTurn && g.st.is_active(ev.player)) return;
  if (a.trigger.if_clause == TriggerIf::DuringYourTurn && !g.st.is_active(o.controller)) return;
  if (a.trigger.if_clause == TriggerIf::YouAttackWithAtLeast &&  // 508.1m, counted as declared
      std::count_if(g.st.battlefield.begin(), g.st.battlefield.end(), [&](ObjId id) {
        return g.st.obj(id).attacking && g.st.obj(id).controller == o.controller;
      }) < a.trigger.if_n)
    return;
  if (a.once_per_turn) {  // "This ability triggers only once each turn."
    if (o.triggered & (1u << index)) return;
    o.triggered = static_cast<uint8_t>(o.triggered | (1u << index));
  }
  PendingTrigger p;
  p.source = source;
  p.card = card;
  p.index = static_cast<int8_t>(index);
  p.controller = o.controller;
  p.trigger_obj = subject;
  p.amount = static_cast<int16_t>(ev.amount);
  // "Whenever one or more <subject> you control attack, ... that many": the number of them
  // declared as attackers, fixed as it triggers (508.1m, 603.2); one that leaves or is removed
  // from combat before it resolves still counts.
  if (a.trigger.event == Event::YouAttack && !a.trigger.self &&
      a.trigger.spell.who != Filter::Opponent)
    p.amount = static_cast<int16_t>(
        std::count_if(g.st.battlefield.begin(), g.st.battlefield.end(), [&](ObjId id) {
          return g.st.obj(id).attacking && g.st.obj(id).controller == o.controller &&
                 matches(g.st, id, a.trigger.subject, o.controller, source);
        }));
  p.trigger_player = ev.player;
  p.trigger_item = ev.item;
  g.st.pending.push_back(p);
  // 603.2d: a land or Bird its controller controls entering makes it trigger an additional time
  // per Traveling Chocobo; each instance is its own ability (ruling FIN-R-0369).
  if (ev.entering && g.st.enter_doublers > 0 && o.zone == Zone::Battlefield && !o.left)
    for (int n = enter_trigger_extra(g.st, o.controller, subject); n > 0; --n)
      g.st.pending.push_back(p);
  for (int k = additional_triggers(g.st, source, ev); k > 0; --k)
    g.st.pending.push_back(p);  // 603.2d
  // 603.2d: an attack trigger of a permanent whose controller controls Isshin triggers once more
  // per Isshin (ruling FIN-R-0487: attack triggers only); each instance is its own (FIN-R-0488).
  if (ev.attack && o.zone == Zone::Battlefield && !o.left)
    for (int k = attack_trigger_extra(g.st, o.controller); k > 0; --k) g.st.pending.push_back(p);
}

bool subject_matches(const GameState& st, const Ability& a, ObjId source, ObjId subject) {
  if (a.trigger.attached_subject) return subject != kNoObj && subject == st.obj(source).attached_to;
  if (a.trigger.self) return subject == source;
  return subject != kNoObj &&
         matches(st, subject, a.trigger.subject, st.obj(source).controller, source);
}

// "your first <spell> each turn" (603.2): no spell the caster cast earlier this turn matched the
// trigger's spell filter (as each now is: on the stack, or last known after it left).
bool first_of_kind_this_turn(const GameState& st, const Ability& a, ObjId s, const Seen& seen) {
  PlayerId controller = st.obj(s).controller;
  for (ObjId id : st.cast_this_turn) {
    if (id == seen.subject) return true;  // the ones cast before it come first
    if (st.obj(id).controller == seen.player && matches(st, id, a.trigger.spell, controller, s))
      return false;
  }
  return true;
}

// "Whenever one or more ...": a trigger of `s` on `ev` about the same player (and, with
// `same_subject`, the same object) is still waiting to be put on the stack (603.3), so the event
// is part of the batch that made it trigger (FIN-R-0701).
bool batch_waiting(const GameState& st, ObjId s, Event ev, const Seen& seen, bool same_subject) {
  for (const PendingTrigger& p : st.pending)
    if (p.source == s && p.trigger_player == seen.player &&
        (!same_subject || p.trigger_obj == seen.subject) &&
        static_cast<size_t>(p.index) < card_def(p.card).abilities.size() &&
        card_def(p.card).abilities[static_cast<size_t>(p.index)].trigger.event == ev)
      return true;
  return false;
}

bool fires(const GameState& st, const Ability& a, ObjId s, Event ev, const Seen& seen) {
  PlayerId controller = st.obj(s).controller;
  switch (ev) {
    case Event::GainLife:
    case Event::OpponentAttacksYou:          // seen.player: the player attacked
    case Event::WinsCoinFlip:                // seen.player: the winner
    case Event::ScriesOrSurveils:            // seen.player: who scried or surveilled
    case Event::Proliferates:                // seen.player: who proliferated
    case Event::ActivatesAbilityPayingLife:  // seen.player: who activated it
      return seen.player == controller;
    // "Whenever a player loses the game, if they were attacked this turn by an Assassin you
    // controlled" (seen.player: who lost; the record of this turn can't change before the
    // ability resolves, so the intervening "if" is checked here, 603.4)
    case Event::PlayerLosesGame:
      return a.trigger.if_clause != TriggerIf::TriggerPlayerAttackedByYourAssassin ||
             (st.players[static_cast<size_t>(seen.player)].attacked_by_assassin_of >> controller &
              1);
    // "whenever you attack [with one or more <subject>]" (508.1m), or "whenever an opponent
    // attacks"
    case Event::YouAttack:
      if (a.trigger.spell.who == Filter::Opponent) return st.opponents(seen.player, controller);
      return seen.player == controller &&
             (a.trigger.self ||
              std::any_of(st.battlefield.begin(), st.battlefield.end(), [&](ObjId id) {
                return st.obj(id).attacking && st.obj(id).controller == controller &&
                       matches(st, id, a.trigger.subject, controller, s);
              }));
    case Event::YouPutCountersOn:  // "one or more counters": once while one waits (603.2)
      return seen.player == controller && subject_matches(st, a, s, seen.subject) &&
             !batch_waiting(st, s, ev, seen, true);
    case Event::CardsLeaveYourGraveyard:  // seen.player: the graveyard's owner
      return seen.player == controller &&
             (a.trigger.self || matches(st, seen.subject, a.trigger.subject, controller, s)) &&
             !(a.trigger.one_or_more && batch_waiting(st, s, ev, seen, false));
    case Event::CastSpell:  // "you cast", or "an opponent casts" when the spell filter says so
    case Event::PlaysLand:
      return (a.trigger.spell.who == Filter::Opponent ? st.opponents(seen.player, controller)
              : a.trigger.each_player                 ? true
                                                      : seen.player == controller) &&
             (!a.trigger.from_hand || st.obj(seen.subject).cast_from == Zone::Hand) &&
             (!a.trigger.cast_from_graveyard ||
              st.obj(seen.subject).cast_from == Zone::Graveyard) &&
             // "their second spell each turn": the caster's count includes this spell (601.2i)
             (a.trigger.nth_spell == 0 ||
              st.players[static_cast<size_t>(seen.player)].spells_cast == a.trigger.nth_spell) &&
             (!a.trigger.targets_source || spell_targets(st, seen.subject, s)) &&
             matches(st, seen.subject, a.trigger.spell, controller, s) &&
             (!a.trigger.first_each_turn || first_of_kind_this_turn(st, a, s, seen));
    case Event::LandEnters:
      return st.obj(seen.subject).controller == controller;  // "a land you control"
    case Event::DrawsCard:  // "you draw", or "an opponent draws" (121.1)
      // nth_spell: "whenever you draw your third card each turn" (121.2: the cards drawn one at
      // a time, this one counted)
      return (a.trigger.spell.who == Filter::Opponent ? seen.player != controller
                                                      : seen.player == controller) &&
             (a.trigger.nth_spell == 0 ||
              st.players[static_cast<size_t>(seen.player)].cards_drawn == a.trigger.nth_spell);
    case Event::BecomesTarget:  // 702.21a: "of a spell or ability an opponent controls"
      // each_player: "of a spell or ability" (any player's, its controller's too: Retromancer)
      return seen.subject == s && (a.trigger.each_player || seen.player != controller);
    case Event::CreaturesDealCombatDamageToPlayer: {  // "creatures you control"
      if (st.obj(seen.subject).controller != controller) return false;
      if (matches(st, seen.subject, a.trigger.subject, controller, s)) return true;
      // "one or more creatures you control with power 7 or greater": any of the creatures that
      // dealt that player combat damage in this step (the damage event's assignments, 510.2),
      // each by its own power (ruling FIN-R-0876)
      for (const DamageAssignment& d : st.assignments)
        if (d.to.kind == Target::Player && d.to.id == seen.player && d.amount > 0 &&
            d.source != seen.subject && st.obj(d.source).controller == controller &&
            matches(st, d.source, a.trigger.subject, controller, s))
          return true;
      return false;
    }
    // "you lose control of <subject>" (seen.amount: the controller before, 603.10a; seen.player:
    // the new one), "an opponent gains control of <subject> from you"
    case Event::LosesControl:
      return seen.amount == controller &&
             (a.trigger.spell.who != Filter::Opponent || st.opponents(seen.player, controller)) &&
             subject_matches(st, a, s, seen.subject);
    // "Whenever <subject> deals damage to a creature" (seen.item: the source; the subject is the
    // creature dealt damage); otherwise "when <subject> is dealt damage"
    case Event::DealtDamage:
      if (!a.trigger.dealt_by) return subject_matches(st, a, s, seen.subject);
      return seen.item >= 0 && static_cast<size_t>(seen.item) < st.objects.size() &&
             is_type(st, seen.subject, TCreature) &&
             subject_matches(st, a, s, static_cast<ObjId>(seen.item));
    // "Whenever a creature dealt damage by enchanted creature this turn dies" (Vampiric Embrace)
    case Event::Dies:
      if (a.trigger.damaged_by_attached) {
        const ObjId host = st.obj(s).attached_to;
        return host != kNoObj && subject_matches(st, a, s, seen.subject) &&
               std::find(st.damage_record.begin(), st.damage_record.end(),
                         std::pair<ObjId, ObjId>{seen.subject, host}) != st.damage_record.end();
      }
      return subject_matches(st, a, s, seen.subject);
    case Event::DamageToPlayer:
    case Event::CombatDamageToPlayer:  // "to an opponent" / "to you" when the spell filter says so
      if (a.trigger.spell.who == Filter::Opponent && !st.opponents(seen.player, controller))
        return false;
      if (a.trigger.spell.who == Filter::You && seen.player != controller) return false;
      return subject_matches(st, a, s, seen.subject);
    // "Whenever a player taps an Island for mana" (Scald): an ability with an effect, which uses
    // the stack; a triggered mana ability (no effect, 605.1b) resolves with the mana instead
    // (payment.cpp)
    case Event::TappedForMana: return !a.modes.empty() && subject_matches(st, a, s, seen.subject);
    // "Whenever one or more <subject> enter": once while one waits for those entering together
    case Event::EntersBattlefield:
      return subject_matches(st, a, s, seen.subject) &&
             !(a.trigger.one_or_more && batch_waiting(st, s, ev, seen, false));
    // "Whenever an opponent loses life" (119.3; seen.player: who lost it), or "you"
    case Event::LosesLife:
      return a.trigger.spell.who == Filter::Opponent ? st.opponents(seen.player, controller)
             : a.trigger.spell.who == Filter::You    ? seen.player == controller
                                                     : true;
    default: return subject_matches(st, a, s, seen.subject);
  }
}

// Retaliation's "Creatures you control have \"...\"" (613.1f): each creature `s`'s controller
// controls has the ability, as its source, while `s` has it (abilities_of) and unless the
// creature lost its abilities after `s` began granting it (613.7).
void check_granted_to_creatures(Game& g, ObjId s, Event ev, const Seen& seen) {
  const GameState& st = g.st;
  const CardId card = st.obj(s).card;
  for (const Ability& grant : abilities_of(st, s)) {
    if (grant.kind != AbilityKind::Static ||
        grant.stat.kind != StaticKind::CreaturesYouControlHaveAbility)
      continue;
    const Ability& a = card_def(card).abilities[static_cast<size_t>(grant.linked)];
    if (a.trigger.event != ev) continue;
    // "Other Dragons you control have ..." (Rith): the permanents its filter matches
    const bool filtered = grant.stat.filter.has_conditions();
    for (size_t i = 0; i < st.battlefield.size(); ++i) {
      ObjId holder = st.battlefield[i];
      if (st.obj(holder).controller == st.obj(s).controller &&
          (filtered ? matches(st, holder, grant.stat.filter, st.obj(s).controller, s)
                    : is_type(st, holder, TCreature)) &&
          gained_ability_applies(st, holder, st.obj(s).timestamp) && fires(st, a, holder, ev, seen))
        add_pending(g, holder, card, grant.linked, seen);
    }
  }
}

void check_source(Game& g, ObjId s, Event ev, const Seen& seen, bool any_granted) {
  const GameState& st = g.st;
  CardId card = st.obj(s).card;
  std::span<const Ability> own = abilities_of(st, s);
  // 113.6: a commander's abilities don't function in the command zone, but eminence does
  bool eminence_only = st.obj(s).zone == Zone::Command && is_commander(st, s);
  for (size_t i = 0;
       (card_def(card).trigger_events >> static_cast<unsigned>(ev) & 1) && i < own.size(); ++i) {
    const Ability& a = own[i];
    if (a.kind != AbilityKind::Triggered || a.trigger.event != ev) continue;
    if (eminence_only && !a.eminence) continue;
    // 113.6m: an ability returning its card from the graveyard functions there only; a card in a
    // graveyard sees an attack or a spell cast only for such an ability
    const bool in_graveyard = st.obj(s).zone == Zone::Graveyard;
    if (a.trigger.from_graveyard
            ? !in_graveyard
            : in_graveyard && (ev == Event::YouAttack || ev == Event::CastSpell))
      continue;
    if (fires(st, a, s, ev, seen)) add_pending(g, s, card, static_cast<int>(i), seen);
  }
  // 707.9b: "except it has this ability": the copy's source is the permanent (Kimahri)
  if (st.obj(s).except != 0 && st.obj(s).zone == Zone::Battlefield) {
    CardId from = kNoCard;
    const Ability* a = except_ability(st, s, &from);
    if (a && a->kind == AbilityKind::Triggered && a->trigger.event == ev &&
        fires(st, *a, s, ev, seen))
      add_pending(g, s, from, except_of(st, s).ability_index, seen);
  }
  if (card_def(card).grants_triggers && st.obj(s).zone == Zone::Battlefield)
    check_granted_to_creatures(g, s, ev, seen);
  // An Equipment's "Equipped creature has \"...\"" (613.1f): the equipped creature is the
  // ability's source. Nothing is granted by an Equipment that lost its abilities (abilities_of)
  // nor to a creature that lost them after the Equipment became attached (613.7e).
  if (card_def(card).grants_triggers && st.obj(s).zone == Zone::Battlefield) {
    ObjId holder = st.obj(s).attached_to;
    if (holder != kNoObj && !st.obj(holder).left && st.obj(holder).zone == Zone::Battlefield &&
        gained_ability_applies(st, holder, st.obj(s).timestamp))
      for (const Ability& grant : own) {
        if (grant.kind != AbilityKind::Static || grant.stat.kind != StaticKind::EquippedHasAbility)
          continue;
        // "As long as enchanted creature is legendary, it ... has ward {1}" (Combat Research)
        if (grant.stat.filter.has_conditions() &&
            !matches(st, holder, grant.stat.filter, st.obj(holder).controller, s))
          continue;
        const Ability& a = card_def(card).abilities[static_cast<size_t>(grant.linked)];
        if (a.trigger.event == ev && fires(st, a, holder, ev, seen))
          add_pending(g, holder, card, grant.linked, seen);
      }
  }
  // Triggered abilities it has gained (613.1f): Linked abilities of the granting card.
  for (size_t k = 0; any_granted && k < st.effects.size(); ++k) {
    const ContinuousEffect& e = st.effects[k];
    if (e.object != s || e.grant_index < 0 || !gained_ability_applies(st, s, e.timestamp)) continue;
    const Ability& a = card_def(e.grant_card).abilities[static_cast<size_t>(e.grant_index)];
    if (a.trigger.event == ev && fires(st, a, s, ev, seen))
      add_pending(g, s, e.grant_card, e.grant_index, seen);
  }
}

// 603.7: delayed triggers created "this turn" that wait for an event (not the end step).
void check_delayed(Game& g, Event ev, const Seen& seen) {
  GameState& st = g.st;
  for (size_t i = 0; i < st.delayed.size();) {
    DelayedTrigger d = st.delayed[i];
    const Ability& a = card_def(d.card).abilities[static_cast<size_t>(d.index)];
    bool fire = (d.turn == st.turn || d.turn == kUntilItTriggers) && a.trigger.event == ev &&
                (seen.subject != kNoObj || ev == Event::YouAttack);
    if (fire && d.turn == kUntilItTriggers)  // "when that creature dies": that one only (603.4)
      fire =
          seen.subject == d.object && trigger_if_holds(st, a, d.controller, seen.subject, d.source);
    else if (fire && ev == Event::YouAttack)  // "whenever you attack this turn" (508.1m)
      fire = seen.player == d.controller;
    else if (fire && ev == Event::LosesControl)  // "When you lose control of that <object>"
      fire = seen.subject == d.object && seen.amount == d.controller &&
             trigger_if_holds(st, a, d.controller, seen.subject, d.source);
    else if (fire && ev == Event::CastSpell)  // "when you next cast a ... spell"
      fire = seen.player == d.controller &&
             matches(st, seen.subject, a.trigger.spell, d.controller, d.source);
    else if (fire)
      fire = matches(st, seen.subject, a.trigger.subject, d.controller, d.source);
    if (!fire) {
      ++i;
      continue;
    }
    // "that creature": the object it was created about, else the event's
    trigger_linked(g, d.card, d.source, d.index, d.controller,
                   d.object != kNoObj ? d.object : seen.subject);
    if (a.trigger.repeats)
      ++i;
    else  // 603.7c: it triggers only the next time its event happens
      st.delayed.erase(st.delayed.begin() + static_cast<long>(i));
  }
}

}  // namespace

bool is_named_meld_partner(const GameState& st, ObjId id, CardId partner, PlayerId p) {
  const Object& o = st.obj(id);
  return o.owner == p && o.controller == p && is_type(st, id, TCreature) &&
         card_def(o.card).name == card_def(partner).name;
}

void trigger_ability(Game& g, ObjId source, int index) {
  add_pending(g, source, g.st.obj(source).card, index, Seen{});
}

namespace {

// "if one or more of them entered from a graveyard or was cast from a graveyard" (Celes): the
// object the permanent was is a graveyard card, or a spell cast from a graveyard (601.2a)
bool entered_from_graveyard(const GameState& st, ObjId subject) {
  const ObjId before = subject != kNoObj ? st.obj(subject).prev : kNoObj;
  if (before == kNoObj) return false;
  const Object& b = st.obj(before);
  return b.zone == Zone::Graveyard || (b.zone == Zone::Stack && b.cast_from == Zone::Graveyard);
}

// 601.2i, 608.3: the permanent was `controller`'s spell, not a copy
bool was_cast_by(const GameState& st, ObjId source, PlayerId controller) {
  ObjId spell = st.obj(source).prev;
  return spell != kNoObj && st.obj(spell).zone == Zone::Stack && !st.obj(spell).copy &&
         st.obj(spell).controller == controller;
}

// Whether the record of this turn of some player in the game's seats says so.
template <class Pred>
bool any_player(const GameState& st, Pred pred) {
  for (PlayerId p = 0; p < st.num_players; ++p)
    if (pred(st.players[static_cast<size_t>(p)])) return true;
  return false;
}

}  // namespace

bool trigger_if_holds(const GameState& st, const Ability& a, PlayerId controller, ObjId subject,
                      ObjId source) {
  switch (a.trigger.if_clause) {
    case TriggerIf::None: return true;
    case TriggerIf::ControlledSinceLastUpkeep: {  // 702.30a (its last-known record if it left)
      const Object& o = st.obj(source);
      return o.controller == controller &&
             o.controlled_since >= st.players[static_cast<size_t>(controller)].last_upkeep_began;
    }
    case TriggerIf::SpellTargetsOnlyOne: return subject != kNoObj;  // see add_pending
    case TriggerIf::SourceEquipped: return on_battlefield(st, source) && equipped(st, source);
    case TriggerIf::CounterPutOnSourceThisTurn:
      return on_battlefield(st, source) && st.obj(source).counter_put;
    case TriggerIf::SubjectHasCounter: {  // as it last existed (603.10a)
      if (a.trigger.if_n >= 0)
        return subject != kNoObj && st.obj(subject).count(static_cast<Counter>(a.trigger.if_n)) > 0;
      // if_n -1: "if it had counters on it" (any kind); with no subject (a beginning-of-combat
      // trigger), the source: "if <this> has counters on it" (The Ozolith)
      ObjId who = subject != kNoObj ? subject : source;
      const auto& k = st.obj(who).counters;
      return std::any_of(k.begin(), k.end(), [](int16_t n) { return n > 0; });
    }
    case TriggerIf::SourceAddedNoManaThisTurn: return st.obj(source).activations == 0;
    case TriggerIf::YouHaveACardInHand:
      return !st.players[static_cast<size_t>(controller)].hand.empty();
    case TriggerIf::NonSkeletonCreatureDiedThisTurn:
      return st.players[static_cast<size_t>(controller)].nonskeleton_died;
    case TriggerIf::YouControlAnotherNonland:
      for (ObjId id : st.battlefield)
        if (id != source && st.obj(id).controller == controller && !is_type(st, id, TLand))
          return true;
      return false;
    case TriggerIf::YouControlNoCreatures:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == controller && is_type(st, id, TCreature)) return false;
      return true;
    case TriggerIf::NoCreaturesOnBattlefield:
      for (ObjId id : st.battlefield)
        if (is_type(st, id, TCreature)) return false;
      return true;
    case TriggerIf::CreatureOnBattlefield:
      for (ObjId id : st.battlefield)
        if (is_type(st, id, TCreature)) return true;
      return false;
    case TriggerIf::ControlAtLeast: {
      int n = 0;
      for (ObjId id : st.battlefield) n += matches(st, id, a.trigger.subject, controller, source);
      return n >= a.trigger.if_n;
    }
    case TriggerIf::PermanentCardsInYourGraveyardAtLeast: {
      int n = 0;
      for (ObjId id : st.players[static_cast<size_t>(controller)].graveyard)
        n += is_card(st, id) &&
             card_def(st.obj(id).card)
                 .is(TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker | TBattle);
      return n >= a.trigger.if_n;
    }
    case TriggerIf::OpponentDealtCombatDamageByLegend:
      for (PlayerId q = 0; q < st.num_players; ++q)
        if (st.opponents(controller, q) &&
            st.players[static_cast<size_t>(q)].dealt_combat_damage_by_legend)
          return true;
      return false;
    case TriggerIf::ControlNone:
      for (ObjId id : st.battlefield)
        if (matches(st, id, a.trigger.subject, controller, source)) return false;
      return true;
    case TriggerIf::NotTriggerPlayersTurn:
    case TriggerIf::DuringYourTurn: return true;        // see add_pending
    case TriggerIf::YouAttackWithAtLeast: return true;  // see add_pending
    case TriggerIf::CardLeftYourGraveyardThisTurn:
      return st.players[static_cast<size_t>(controller)].card_left_graveyard;
    case TriggerIf::CreaturesDiedThisTurnAtLeast: {  // whoever controlled them (700.4)
      int died = 0;
      for (PlayerId q = 0; q < st.num_players; ++q)
        died += st.players[static_cast<size_t>(q)].creatures_died;
      return died >= a.trigger.if_n;
    }
    // A game set up in a combat step has begun no combat phase of its own: it is the first.
    case TriggerIf::FirstCombatPhase: return st.combat_phases <= 1;
    case TriggerIf::CreatureDiedUnderOpponentThisTurn:
      for (PlayerId q = 0; q < st.num_players; ++q)
        if (st.opponents(controller, q) && st.players[static_cast<size_t>(q)].creatures_died > 0)
          return true;
      return false;
    case TriggerIf::SubjectAttachedToCreatureYouControl: {
      if (subject == kNoObj || st.obj(subject).left) return false;
      ObjId to = st.obj(subject).attached_to;
      return to != kNoObj && on_battlefield(st, to) && st.obj(to).controller == controller &&
             is_type(st, to, TCreature);
    }
    case TriggerIf::GainedLifeThisTurn:
      return st.players[static_cast<size_t>(controller)].life_gained > 0;
    case TriggerIf::YouPutCounterOnCreatureThisTurn:
      return st.players[static_cast<size_t>(controller)].put_counter_on_creature;
    case TriggerIf::TriggerPlayerAttackedByYourAssassin: return true;  // fires(): 603.4
    case TriggerIf::OpponentsPermanentDealtExcessDamage:
      for (PlayerId q = 0; q < st.num_players; ++q)
        if (st.opponents(controller, q) &&
            st.players[static_cast<size_t>(q)].excess_damage_to_yours)
          return true;
      return false;
    case TriggerIf::PlayerDiscardedThisTurn:
      return any_player(st, [](const Player& p) { return p.discarded_card; });
    case TriggerIf::PlayerLostLifeAtLeast:
      return any_player(st, [&](const Player& p) { return p.life_lost >= a.trigger.if_n; });
    case TriggerIf::CardsInYourGraveyardAtLeast:
      return std::count_if(st.players[static_cast<size_t>(controller)].graveyard.begin(),
                           st.players[static_cast<size_t>(controller)].graveyard.end(),
                           [&](ObjId id) { return is_card(st, id); }) >= a.trigger.if_n;
    case TriggerIf::SourceInCommandZoneOrBattlefield: {
      const Object& o = st.obj(source);
      return !o.left && (o.zone == Zone::Command || o.zone == Zone::Battlefield);
    }
    case TriggerIf::SourceDidNotEnterThisTurn:
      return !st.obj(source).left && st.obj(source).entered_turn != st.turn;
    case TriggerIf::OnePlayerHasMostLife: return st.most_life() != kNoPlayer;
    case TriggerIf::DuringCombat: return st.step >= Step::BeginCombat && st.step <= Step::EndCombat;
    case TriggerIf::TwoOrMoreAttackingYou: {  // 506.3, 802.2: attacking you or your planeswalker
      auto attacks_you = [&](const Object& c) {
        return c.attacking && (attacks_planeswalker(c.attack_target)
                                   ? st.obj(attacked_planeswalker(c.attack_target)).controller
                                   : attacked_player(c.attack_target)) == controller;
      };
      int n = 0;
      for (ObjId id : st.battlefield) n += attacks_you(st.obj(id));
      // 603.4, 608.2h: an attacker that left the battlefield counts where it was attacking as it
      // left (its record keeps that until combat ends); one removed from combat no longer attacks
      // (ruling FIN-R-0523).
      for (const Object& o : st.objects) n += o.left && attacks_you(o);
      return n >= 2;
    }
    case TriggerIf::SourceAttackedThisTurn: return !st.obj(source).left && st.obj(source).attacked;
    case TriggerIf::ActivePlayerHasMostLands: {
      std::array<int, kMaxPlayers> lands{};
      for (ObjId id : st.battlefield)
        if (is_type(st, id, TLand)) ++lands[static_cast<size_t>(st.obj(id).controller)];
      for (PlayerId p = 0; p < st.num_players; ++p)
        if (p != st.active && st.in_game(p) &&
            lands[static_cast<size_t>(p)] >= lands[static_cast<size_t>(st.active)])
          return false;
      return true;
    }
    case TriggerIf::SourceIsEnchantment:  // its types now, after layer 4 (613.1d)
      return !st.obj(source).left && is_type(st, source, TEnchantment);
    case TriggerIf::SourceIsCreature: return !st.obj(source).left && is_type(st, source, TCreature);
    case TriggerIf::DashBlitzPaid: return st.obj(source).dash_blitz;  // 702.152a, as it last was
    case TriggerIf::SourceAttacksAPlayer: {  // 506.3: a player, not a planeswalker
      const Object& o = st.obj(source);
      return o.attacking && attacked_player(o.attack_target) != kNoPlayer;
    }
    case TriggerIf::EnteredFromGraveyard: return entered_from_graveyard(st, subject);
    case TriggerIf::PlayerDealtCombatDamageAtLeast:  // 510.2: this turn, any player
      return any_player(st,
                        [&](const Player& p) { return p.combat_damage_taken >= a.trigger.if_n; });
    case TriggerIf::SpellYouDontOwn:  // 108.3: its card's owner (as it last existed)
      return subject != kNoObj && st.obj(subject).owner != controller;
    case TriggerIf::SourceWasCast: return was_cast_by(st, source, controller);
    case TriggerIf::Kicked:  // 702.33e: "if it was kicked"
    case TriggerIf::KickedTwice:
      return subject != kNoObj && std::popcount(st.obj(subject).kicked) >=
                                      (a.trigger.if_clause == TriggerIf::Kicked ? 1 : 2);
    case TriggerIf::SpellManaSpentAtLeast4:
      return subject != kNoObj && st.obj(subject).mana_spent >= 4;
    case TriggerIf::SpellManaSpentAtLeast8:
      return subject != kNoObj && st.obj(subject).mana_spent >= 8;
    case TriggerIf::ControlEquipment:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == controller && has_subtype_now(st, id, "Equipment"))
          return true;
      return false;
    case TriggerIf::ControlFiveTowns: {
      int towns = 0;
      for (ObjId id : st.battlefield)
        towns += st.obj(id).controller == controller && has_subtype_now(st, id, "Town");
      return towns >= 5;
    }
    case TriggerIf::OwnAndControlMeldPair: {  // ruling FIN-R-0175: checked both times
      const Object& o = st.obj(source);
      if (o.left || o.zone != Zone::Battlefield || o.owner != controller ||
          o.controller != controller)
        return false;
      CardId partner = card_def(o.card).meld_partner;
      for (ObjId id : st.battlefield)
        if (partner != kNoCard && is_named_meld_partner(st, id, partner, controller)) return true;
      return false;
    }
    case TriggerIf::ControlCreatureWithPowerAboveBase:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == controller && is_type(st, id, TCreature) &&
            chars(st, id).power > base_power(st, id))
          return true;
      return false;
  }
  return true;
}

void trigger_linked(Game& g, CardId card, ObjId source, int index, PlayerId controller,
                    ObjId object, int amount) {
  PendingTrigger p;
  p.source = source;
  p.card = card;
  p.index = static_cast<int8_t>(index);
  p.controller = controller;
  p.trigger_obj = object;
  p.amount = static_cast<int16_t>(amount);
  g.st.pending.push_back(p);
}

void trigger_delayed(Game& g, int32_t when) {
  // 603.7c: a delayed trigger triggers only once, the next time its event happens.
  auto& delayed = g.st.delayed;
  for (const DelayedTrigger& d : delayed)
    if (d.turn == when) {
      trigger_linked(g, d.card, d.source, d.index, d.controller, d.object);
      g.st.pending.back().trigger_last = d.last;  // a batch: one trigger for them all (603.7c)
    }
  std::erase_if(delayed, [&](const DelayedTrigger& d) { return d.turn == when; });
}

void trigger_your_next_upkeep(Game& g) {
  auto& delayed = g.st.delayed;
  auto due = [&](const DelayedTrigger& d) {
    return d.turn == kYourNextUpkeep && g.st.is_active(d.controller);
  };
  for (const DelayedTrigger& d : delayed)
    if (due(d)) {
      trigger_linked(g, d.card, d.source, d.index, d.controller, d.object);
      g.st.pending.back().trigger_last = d.last;
    }
  std::erase_if(delayed, due);
}

namespace {

// Some permanent's card has a triggered ability on `ev` (GameState::battlefield_events).
bool battlefield_may_trigger(const GameState& st, Event ev) {
  BattlefieldEvents& m = st.battlefield_events;
  if (!m.valid) {
    m.events = 0;
    for (ObjId id : st.battlefield) m.events |= trigger_events_of(st, id);
    m.valid = true;
  }
  return m.events >> static_cast<unsigned>(ev) & 1;
}

}  // namespace

void trigger_on_event(Game& g, Event ev, ObjId subject, PlayerId player, int amount, int32_t item) {
  GameState& st = g.st;
  Seen seen{subject, player, amount, item,
            ev == Event::EntersBattlefield || ev == Event::LandEnters,
            // "whenever an opponent attacks you" is caused by creatures attacking too (603.2d)
            ev == Event::Attacks || ev == Event::AttacksAlone || ev == Event::YouAttack ||
                ev == Event::OpponentAttacksYou,
            ev};
  bool granted = false;  // any granted abilities at all (most games have none)
  for (const ContinuousEffect& e : st.effects) granted |= e.grant_index >= 0;
  // Leaves-the-battlefield abilities look back in time (603.10a): objects that left together
  // with the subject still see the event.
  bool look_back = ev == Event::Dies || ev == Event::PutIntoGraveyardFromBattlefield ||
                   ev == Event::LeavesBattlefield;
  // Most permanents have no ability for the event: their cards say so (CardDef::trigger_events).
  auto may_trigger = [&](ObjId s) {
    return granted || (trigger_events_of(st, s) >> static_cast<unsigned>(ev) & 1);
  };
  if (granted || (st.trigger_sources > 0 && battlefield_may_trigger(st, ev)))
    for (size_t i = 0; i < st.battlefield.size(); ++i)
      if (may_trigger(st.battlefield[i])) check_source(g, st.battlefield[i], ev, seen, granted);
  // Emblems' triggered abilities (114.4), and a commander's eminence abilities (check_source)
  for (size_t i = 0; i < st.command.size(); ++i)
    if (may_trigger(st.command[i])) check_source(g, st.command[i], ev, seen, granted);
  // "When <this> is put into a graveyard from anywhere" triggers from the graveyard (603.6c)
  if ((ev == Event::PutIntoGraveyardFromAnywhere || ev == Event::DiscardedByOpponent) &&
      may_trigger(subject))
    check_source(g, subject, ev, seen, granted);
  // "Whenever you attack ..., return this card from your graveyard" (113.6m: Phoenix Chick), and
  // "Whenever you cast a noncreature spell, ... return this card from your graveyard to your
  // hand" (113.6m: Shambling Cie'th): the attacking or casting player's graveyard
  if ((ev == Event::YouAttack || ev == Event::CastSpell) && player != kNoPlayer)
    for (size_t i = 0; i < st.players[static_cast<size_t>(player)].graveyard.size(); ++i) {
      ObjId id = st.players[static_cast<size_t>(player)].graveyard[i];
      if (may_trigger(id)) check_source(g, id, ev, seen, granted);
    }
  if (look_back)
    for (size_t i = 0; i < st.left_together.size(); ++i)
      if (may_trigger(st.left_together[i])) check_source(g, st.left_together[i], ev, seen, granted);
  if (!st.delayed.empty()) check_delayed(g, ev, seen);
}

// 202.3e: the mana value of the spell `obj`, its X included while it is on the stack; a card off
// the stack has X 0.
int spell_mana_value(const GameState& st, ObjId obj) {
  for (const StackItem& s : st.stack)
    if (!s.ability && s.obj == obj) return card_def(st.obj(obj).card).cost.mana_value(s.x);
  return card_def(st.obj(obj).card).mana_value;
}

void trigger_on_untap(Game& g, ObjId id) {
  size_t before = g.st.pending.size();
  trigger_on_event(g, Event::BecomesUntapped, id, g.st.obj(id).controller);
  if (!g.log) return;
  for (size_t i = before; i < g.st.pending.size(); ++i) {
    PendingTrigger p = g.st.pending[i];
    log_obj(g, LogKind::Triggered, "603.2", p.source, 0, id);
  }
}

bool state_trigger_condition(const GameState& st, Event ev, PlayerId controller) {
  switch (ev) {
    case Event::NoCardsInHand:  // "When a player has no cards in hand"
      for (PlayerId p = 0; p < st.num_players; ++p)
        if (st.in_game(p) && st.players[static_cast<size_t>(p)].hand.empty()) return true;
      return false;
    case Event::OpponentControlsPowerFourOrMore:
      for (ObjId id : st.battlefield)
        if (st.opponents(st.obj(id).controller, controller) && is_type(st, id, TCreature) &&
            chars(st, id).power >= 4)
          return true;
      return false;
    default: return false;
  }
}

namespace {

// Ability `index` of `source` is waiting to be put on the stack or is on it (603.8).
bool state_trigger_waiting(const GameState& st, ObjId source, int index) {
  for (const PendingTrigger& p : st.pending)
    if (p.source == source && p.index == index) return true;
  for (const StackItem& item : st.stack)
    if (item.ability && item.obj == source && item.index == index) return true;
  return false;
}

}  // namespace

void check_state_triggers(Game& g) {
  const GameState& st = g.st;
  if (st.state_trigger_sources == 0) return;
  for (size_t i = 0; i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    if (!(card_def(st.obj(s).card).trigger_events & kStateEvents)) continue;
    std::span<const Ability> own = abilities_of(st, s);
    for (size_t k = 0; k < own.size(); ++k) {
      const Ability& a = own[k];
      if (a.kind == AbilityKind::Triggered &&
          (kStateEvents >> static_cast<unsigned>(a.trigger.event) & 1) &&
          state_trigger_condition(st, a.trigger.event, st.obj(s).controller) &&
          !state_trigger_waiting(st, s, static_cast<int>(k)))
        add_pending(g, s, st.obj(s).card, static_cast<int>(k), Seen{});  // 603.4: if it holds
    }
  }
}

void trigger_on_targets(Game& g, const StackItem& item) {
  for (int i = 0; i < item.ntargets; ++i) {
    Target t = item.targets[static_cast<size_t>(i)];
    if (t.kind == Target::Object && g.st.obj(t.id).zone == Zone::Battlefield)
      trigger_on_event(g, Event::BecomesTarget, t.id, item.controller, 0, item.id);
  }
}

void trigger_on_step(Game& g, Event ev) {
  GameState& st = g.st;
  bool any = st.trigger_sources > 0 && battlefield_may_trigger(st, ev);
  for (size_t i = 0; any && i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    // 707.9b: "except it has this ability" (Kimahri's beginning of combat)
    if (st.obj(s).except != 0) {
      CardId from = kNoCard;
      const Ability* a = except_ability(st, s, &from);
      if (a && a->kind == AbilityKind::Triggered && a->trigger.event == ev &&
          !a->trigger.each_player && st.is_active(st.obj(s).controller))
        add_pending(g, s, from, except_of(st, s).ability_index, Seen{});
    }
    if (!(card_def(st.obj(s).card).trigger_events >> static_cast<unsigned>(ev) & 1)) continue;
    std::span<const Ability> own = abilities_of(st, s);
    for (size_t k = 0; k < own.size(); ++k) {
      const Ability& a = own[k];
      if (a.kind != AbilityKind::Triggered || a.trigger.event != ev) continue;
      if (!a.trigger.each_player) {  // "at the beginning of your ...": each active player's
        if (st.is_active(st.obj(s).controller))
          add_pending(g, s, st.obj(s).card, static_cast<int>(k), Seen{});
        continue;
      }
      if (a.trigger.attached_subject) {  // "the upkeep of enchanted creature's controller"
        ObjId to = st.obj(s).attached_to;
        if (to == kNoObj || !on_battlefield(st, to) || !st.is_active(st.obj(to).controller))
          continue;
        Seen theirs;  // "that player"
        theirs.player = st.obj(to).controller;
        add_pending(g, s, st.obj(s).card, static_cast<int>(k), theirs);
        continue;
      }
      // "each player's": that player is the active one; in Two-Headed Giant an ability about
      // "that player" triggers once for each player of the active team (805.4d).
      Seen each;
      each.player = st.active;
      add_pending(g, s, st.obj(s).card, static_cast<int>(k), each);
      if (a.trigger.that_player && st.two_headed() && st.in_game(st.teammate(st.active))) {
        each.player = st.teammate(st.active);
        add_pending(g, s, st.obj(s).card, static_cast<int>(k), each);
      }
    }
    // "Enchanted creature has \"At the beginning of your upkeep, ...\"" (Pendrell Flux): the
    // creature is the source, its controller "you" (613.1f, as check_source() grants them).
    ObjId holder = st.obj(s).attached_to;
    if (!card_def(st.obj(s).card).grants_triggers || holder == kNoObj ||
        !on_battlefield(st, holder) || !gained_ability_applies(st, holder, st.obj(s).timestamp))
      continue;
    for (const Ability& grant : own) {
      if (grant.kind != AbilityKind::Static || grant.stat.kind != StaticKind::EquippedHasAbility)
        continue;
      const Ability& a = card_def(st.obj(s).card).abilities[static_cast<size_t>(grant.linked)];
      if (a.trigger.event == ev && st.is_active(st.obj(holder).controller))
        add_pending(g, holder, st.obj(s).card, grant.linked, Seen{});
    }
  }
  // Emblems' step abilities (114.4) and the monarch's end step draw (725.2): "your" step is
  // their controller's. A commander's abilities don't function there (113.6).
  for (size_t i = 0; i < st.command.size(); ++i) {
    ObjId s = st.command[i];
    if (!(card_def(st.obj(s).card).trigger_events >> static_cast<unsigned>(ev) & 1) ||
        !st.is_active(st.obj(s).controller) || is_commander(st, s))
      continue;
    std::span<const Ability> own = abilities_of(st, s);
    for (size_t k = 0; k < own.size(); ++k)
      if (own[k].kind == AbilityKind::Triggered && own[k].trigger.event == ev &&
          !own[k].trigger.each_player)
        add_pending(g, s, st.obj(s).card, static_cast<int>(k), Seen{});
  }
  // Step abilities objects have gained (613.1f), such as Veiled Apparition's upkeep cost.
  for (size_t k = 0; k < st.effects.size(); ++k) {
    const ContinuousEffect e = st.effects[k];
    if (e.grant_index < 0 || st.obj(e.object).zone != Zone::Battlefield || st.obj(e.object).left ||
        !gained_ability_applies(st, e.object, e.timestamp))
      continue;
    const Ability& a = card_def(e.grant_card).abilities[static_cast<size_t>(e.grant_index)];
    if (a.trigger.event == ev &&
        (a.trigger.each_player || st.is_active(st.obj(e.object).controller)))
      add_pending(g, e.object, e.grant_card, e.grant_index, Seen{});
  }
}

namespace {

// 700.2b: "choose one that hasn't been chosen" (Ability::modes_once), for this object (400.7)
ModesChosen* modes_chosen_of(GameState& st, const StackItem& item) {
  for (ModesChosen& m : st.modes_chosen)
    if (m.obj == item.obj && m.index == item.index) return &m;
  return nullptr;
}

bool mode_chosen_before(GameState& st, const StackItem& item, int mode) {
  const ModesChosen* m = modes_chosen_of(st, item);
  return m && (m->modes >> mode & 1);
}

void note_mode_chosen(GameState& st, const StackItem& item) {
  ModesChosen* m = modes_chosen_of(st, item);
  if (!m) {
    // Records of objects that are gone can't be asked about again (400.7).
    std::erase_if(st.modes_chosen, [&](const ModesChosen& x) { return st.obj(x.obj).left; });
    m = &st.modes_chosen.emplace_back(
        ModesChosen{item.obj, static_cast<int8_t>(item.index), uint8_t{0}});
  }
  m->modes = static_cast<uint8_t>(m->modes | (1u << item.mode));
}

}  // namespace

// Task: stage 0 picks the next trigger (asking its controller for the order), stage 1 chooses
// its targets (t.a = target slot index being chosen).
void run_put_triggers(Game& g, Task t) {
  GameState& st = g.st;
  if (t.stage == 1) {
    Option ans;
    bool answered = take_answer(g, ans);
    StackItem& item = st.stack.back();
    const Ability* ab = item_ability(item);
    if (t.a == 0) {  // 603.3c: modes are chosen as it's put on the stack
      auto allowed = [&](int m) {
        return mode_targets_available(st, ab->modes[static_cast<size_t>(m)], item.controller,
                                      item.obj) &&
               !(ab->modes_once && mode_chosen_before(st, item, m));
      };
      int r = choose_modes_step(g, t, item, answered ? &ans : nullptr, allowed);
      if (r == kModesAsked) return;
      if (r == kModesDone && ab->modes_once) note_mode_chosen(st, item);
      if (r == kModesImpossible) {  // 700.2b: no mode could be chosen
        st.stack.pop_back();
        t.stage = 0;
        push_task(g, t);
        return;
      }
      answered = false;
    }
    t.a = 1;
    int r = choose_targets_step(g, t, item, answered ? &ans : nullptr);
    if (r == kTargetsAsked) return;
    if (r == kTargetsImpossible) {  // 603.3d: removed from the stack
      log_obj(g, LogKind::Fizzle, "603.3d", item.obj);
      st.stack.pop_back();
    } else {
      LogEntry e = entry(g, LogKind::TriggerPut, "603.3");
      e.obj = item.obj;
      e.card = item.source_card;
      e.player = item.controller;
      e.amount = item.index;
      if (item.ntargets > 0 && item.targets[0].kind == Target::Object) {
        e.obj2 = item.targets[0].id;
        e.card2 = st.obj(item.targets[0].id).card;
      }
      g.emit(e);
      trigger_on_targets(g, item);  // 702.21a: ward
    }
    t.stage = 0;
  }
  if (st.pending.empty()) return;
  // 603.3b: the active player puts all of theirs first, then the non-active player.
  // 101.4: with more players, each nonactive player in turn order.
  PlayerId p = st.active;
  for (int k = 0; k < st.num_players; ++k) {
    p = static_cast<PlayerId>((st.active + k) % st.num_players);
    bool any = false;
    for (const auto& pt : st.pending) any |= pt.controller == p;
    if (any) break;
  }
  std::vector<Option> opts;
  for (size_t i = 0; i < st.pending.size(); ++i)
    if (st.pending[i].controller == p)
      opts.push_back({OptKind::Object, st.pending[i].source, static_cast<int32_t>(i)});
  Option ans;
  if (opts.size() > 1 && !take_answer(g, ans)) {
    push_task(g, t);
    ask(g, DecisionKind::OrderTriggers, p, std::move(opts));
    return;
  }
  if (opts.size() == 1) ans = opts[0];
  PendingTrigger pt = st.pending[static_cast<size_t>(ans.n)];
  st.pending.erase(st.pending.begin() + ans.n);
  StackItem item;
  item.obj = pt.source;
  item.ability = true;
  item.index = pt.index;
  item.controller = pt.controller;
  item.trigger_obj = pt.trigger_obj;
  item.trigger_amount = pt.amount;
  item.trigger_player = pt.trigger_player;
  item.trigger_item = pt.trigger_item;
  item.trigger_last = pt.trigger_last;
  item.source_card = pt.card;
  item.id = st.next_timestamp++;
  if (card_def(pt.card).abilities[static_cast<size_t>(pt.index)].trigger.x_is_spell_mana_value &&
      pt.trigger_obj != kNoObj)
    item.x = static_cast<int16_t>(spell_mana_value(st, pt.trigger_obj));
  st.stack.push_back(item);
  t.stage = 1;
  t.a = 0;
  t.c = 0;
  t.d = 0;
  push_task(g, t);  // continue with its targets, then the next trigger
}

}  // namespace lore
