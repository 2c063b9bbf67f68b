// Helpers shared by several effect families (declared in effect_context.h).
#include "engine/effects/effect_context.h"

namespace lore::effects {

// The first object "it" means: last_moved, or after a token-copy effect that made several
// tokens (Doubling Season), the first of them, while last_moved is still the last one.
ObjId last_moved_first(const GameState& st) {
  if (st.last_moved == kNoObj || st.last_moved != st.copies_last || st.copies_first == kNoObj)
    return st.last_moved;
  return st.copies_first;
}

// The objects or players an effect acts on.
void recipients(const Ctx& c, const Effect& e, std::vector<Target>& out) {
  const GameState& st = c.g.st;
  out.clear();
  switch (e.who) {
    case Who::Source: out.push_back({Target::Object, c.item.obj}); break;
    case Who::Controller: out.push_back({Target::Player, c.item.controller}); break;
    case Who::EachOpponent:  // every opponent still in the game (800.4a), in APNAP order (101.4)
    case Who::EachOtherOpponent:
    case Who::OpponentsWhoLostLifeThisTurn:
    case Who::OpponentsWhoDid:
    case Who::OpponentsWhoDidNot:
      for (int i = 0; i < st.num_players; ++i) {
        auto q = static_cast<PlayerId>((st.active + i) % st.num_players);
        if (q == c.item.controller || !st.in_game(q)) continue;
        bool did = (st.players_did >> q & 1) != 0;
        bool in = e.who == Who::EachOpponent ||
                  (e.who == Who::EachOtherOpponent && q != c.item.trigger_player) ||
                  (e.who == Who::OpponentsWhoLostLifeThisTurn &&
                   st.players[static_cast<size_t>(q)].life_lost > 0) ||
                  (e.who == Who::OpponentsWhoDid && did) ||
                  (e.who == Who::OpponentsWhoDidNot && !did);
        if (st.opponents(c.item.controller, q) && in)  // 102.3: not a teammate
          out.push_back({Target::Player, q});
      }
      break;
    case Who::EachPlayer:  // 101.4: from the active player on, in turn order (APNAP)
    case Who::PlayersWhoDid:
      for (int p = 0; p < st.num_players; ++p) {
        int q = (st.active + p) % st.num_players;
        if (st.in_game(static_cast<PlayerId>(q)) &&
            (e.who == Who::EachPlayer || (st.players_did >> q & 1)))
          out.push_back({Target::Player, q});
      }
      break;
    case Who::Target:
    case Who::TargetController:
    case Who::TargetOwner:
      for (int i = 0; i < c.item.ntargets; ++i) {
        if (c.item.spec[static_cast<size_t>(i)] != e.slot || (c.illegal >> i & 1)) continue;
        Target tg = c.item.targets[static_cast<size_t>(i)];
        if (e.who == Who::TargetController && tg.kind == Target::Object)
          tg = {Target::Player, st.obj(tg.id).controller};
        else if (e.who == Who::TargetController && tg.kind == Target::Ability) {
          // an ability's controller (113.8), as it last was if it was countered (608.2h)
          const StackItem* s = stack_ability(st, tg.id, true);
          if (!s) continue;
          tg = {Target::Player, s->controller};
        } else if (e.who == Who::TargetOwner && tg.kind == Target::Ability)
          continue;  // an ability has no owner
        else if (e.who == Who::TargetOwner && tg.kind == Target::Object)
          tg = {Target::Player, st.obj(tg.id).owner};  // 108.3
        out.push_back(tg);
      }
      break;
    case Who::AllMatching: {  // 611.2c: the set a characteristic change affects is locked in now
      Filter f = e.filter.with_x(c.item.x);  // "with mana value X or less" (202.3, 107.3)
      for (ObjId id : st.battlefield)
        if (matches(st, id, f, c.item.controller, c.item.obj)) out.push_back({Target::Object, id});
      break;
    }
    case Who::TriggerObject:  // "that card": both cards of a melded permanent (712.21c)
      out.push_back({Target::Object, c.item.trigger_obj});
      // "them": each object of the batch a delayed trigger is about (603.7c)
      for (ObjId id = c.item.trigger_obj + 1;
           c.item.trigger_last != kNoObj && c.item.trigger_obj != kNoObj &&
           id <= c.item.trigger_last;
           ++id)
        out.push_back({Target::Object, id});
      if (ObjId other = meld_partner_card(st, c.item.trigger_obj); other != kNoObj)
        out.push_back({Target::Object, other});
      break;
    case Who::TriggerSpell:  // the spell's stack item, or the countered one's (608.2h)
      for (const auto* items : {&st.stack, &st.countered})
        for (const StackItem& s : *items)
          if (!s.ability && s.id == c.item.trigger_item && out.empty())
            out.push_back({Target::Object, s.obj});
      break;
    case Who::ActivePlayer: out.push_back({Target::Player, st.active}); break;
    case Who::LastMoved:
      for (ObjId id = last_moved_first(st); id != kNoObj && id < st.last_moved; ++id)
        out.push_back({Target::Object, id});  // the other tokens of a token-copy effect
      if (st.last_moved != kNoObj) out.push_back({Target::Object, st.last_moved});
      if (ObjId other = meld_partner_card(st, st.last_moved); other != kNoObj)
        out.push_back({Target::Object, other});  // 712.21c
      break;
    case Who::DefendingPlayer:  // 802.2a
      if (c.item.trigger_obj != kNoObj) {
        PlayerId d = defending_player(st, c.item.trigger_obj);
        if (d != kNoPlayer) out.push_back({Target::Player, d});
      }
      break;
    case Who::TriggerObjectController:
      if (c.item.trigger_obj != kNoObj)
        out.push_back({Target::Player, st.obj(c.item.trigger_obj).controller});
      break;
    case Who::TriggerPlayer:
      if (c.item.trigger_player != kNoPlayer)
        out.push_back({Target::Player, c.item.trigger_player});
      break;
    case Who::AllInYourGraveyard:
      for (ObjId id : st.players[static_cast<size_t>(c.item.controller)].graveyard)
        if (is_card(st, id) && card_def(st.obj(id).card).is(e.filter.types) &&
            (!e.filter.has_conditions() ||
             matches(st, id, e.filter, c.item.controller, c.item.obj)))
          out.push_back({Target::Object, id});
      break;
    case Who::AllInAllGraveyards:
      for (int p = 0; p < st.num_players; ++p)
        for (ObjId id : st.players[static_cast<size_t>(p)].graveyard)
          if (is_card(st, id) && matches(st, id, e.filter, c.item.controller, c.item.obj))
            out.push_back({Target::Object, id});
      break;
    case Who::PlayersControllingMatching:
      for (int p = 0; p < st.num_players; ++p) {
        auto q = static_cast<PlayerId>((st.active + p) % st.num_players);  // 101.4
        if (!st.in_game(q)) continue;
        for (ObjId id : st.battlefield)
          if (st.obj(id).controller == q &&
              matches(st, id, e.filter, c.item.controller, c.item.obj)) {
            out.push_back({Target::Player, q});
            break;
          }
      }
      break;
    case Who::ChosenPermanent: break;  // asked by the effect itself as it resolves
    case Who::TriggerObjectNow:        // the object it became in the zone it moved to (400.7)
      for (size_t i = st.objects.size(); i-- > 0;)
        if (st.objects[i].prev == c.item.trigger_obj && c.item.trigger_obj != kNoObj) {
          if (!st.objects[i].left) out.push_back({Target::Object, static_cast<ObjId>(i)});
          break;
        }
      break;
    case Who::AllInTargetPlayersGraveyard:
      for (int i = 0; i < c.item.ntargets; ++i) {
        Target tg = c.item.targets[static_cast<size_t>(i)];
        if (c.item.spec[static_cast<size_t>(i)] != e.slot || (c.illegal >> i & 1) ||
            tg.kind != Target::Player)
          continue;
        for (ObjId id : st.players[static_cast<size_t>(tg.id)].graveyard)
          if (is_card(st, id)) out.push_back({Target::Object, id});
      }
      break;
    case Who::MovedMatching:  // "each creature card milled this way" (a card, not controlled)
      for (ObjId id : st.moved) {
        Filter card = e.filter;
        card.who = Filter::AnyController;
        if (id != kNoObj && !st.obj(id).left &&
            matches(st, id, card, c.item.controller, c.item.obj))
          out.push_back({Target::Object, id});
      }
      break;
    case Who::TriggerAbility:  // 115.2: an ability on the stack
      if (c.item.trigger_item != 0) out.push_back({Target::Ability, c.item.trigger_item});
      break;
    case Who::SourceChosen: {  // 614.1c; as the source last existed (608.2h)
      ObjId chosen = st.obj(c.item.obj).chosen;
      if (chosen >= 0 && on_battlefield(st, chosen)) out.push_back({Target::Object, chosen});
      break;
    }
    case Who::AttachedTo: {  // "enchanted creature", as last known if the Aura left (608.2h)
      ObjId to = st.obj(c.item.obj).attached_to;
      if (to != kNoObj && on_battlefield(st, to)) out.push_back({Target::Object, to});
      break;
    }
  }
}

// "that many": the number the previous effect of this resolution counted (kept in t.a).
int amount_of(const Ctx& c, const Value& v) {
  // "that many plus n" (Celes: "draw that many cards plus one")
  if (v.kind == Value::LastAmount) return c.t.a * v.times + v.n;
  return eval(c.g.st, c.item, v);
}

bool enter_orders_settled(Ctx& c, const std::vector<ObjId>& cards, PlayerId p, int extra,
                          const Option* ans) {
  const Option* order = ans && ans->kind == OptKind::Replacement ? ans : nullptr;
  for (ObjId id : cards) {
    if (c.g.st.obj(id).left) continue;
    if (!entering_order_settled(c.g, id, p, extra, order)) {
      push_task(c.g, c.t);
      return false;
    }
  }
  return true;
}

bool ask_may_choose_card(Ctx& c, PlayerId p, std::vector<Option> opts) {
  if (opts.empty()) return true;
  opts.push_back({OptKind::Done});  // "you may"
  push_task(c.g, c.t);
  ask(c.g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj, 1);
  return false;
}

// Chooses up to `max` (at least `min`, if there are that many) objects from `pool`, one
// decision at a time, collecting them in st.scratch (t.d: 0 start, 1 choosing, 2 done).
// Returns false after asking.
bool collect(Ctx& c, DecisionKind kind, PlayerId p, const std::vector<ObjId>& pool, int min,
             int max, const Option* ans) {
  GameState& st = c.g.st;
  if (c.t.d == 0) {
    st.scratch.clear();
    c.t.d = 1;
  }
  if (c.t.d == 2) return true;
  if (ans) {
    if (ans->kind == OptKind::Done) {
      c.t.d = 2;
      return true;
    }
    st.scratch.push_back(ans->obj);
  }
  std::vector<Option> opts;
  if (static_cast<int>(st.scratch.size()) < max)
    for (ObjId id : pool)
      if (std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end())
        opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) {
    c.t.d = 2;
    return true;
  }
  if (static_cast<int>(st.scratch.size()) >= min) opts.push_back({OptKind::Done});
  push_task(c.g, c.t);
  ask(c.g, kind, p, std::move(opts), c.item.obj, max - static_cast<int32_t>(st.scratch.size()));
  return false;
}

void log_card(Game& g, LogKind kind, const char* rule, ObjId card, PlayerId p) {
  if (!g.log) return;
  LogEntry e = entry(g, kind, rule);
  e.player = p;
  if (card != kNoObj) {
    e.obj = card;
    e.card = g.st.obj(card).card;
  }
  g.emit(e);
}

// Cards of a player's zone that match a filter.
std::vector<ObjId> cards_matching(const GameState& st, const std::vector<ObjId>& zone,
                                  const Filter& f, PlayerId rel, ObjId source) {
  std::vector<ObjId> out;
  for (ObjId id : zone)
    if (matches(st, id, f, rel, source)) out.push_back(id);
  return out;
}

// Pays `st.paying` while an ability resolves, one mana source per decision (as in 601.2g-h);
// false after asking. Once paid, logs it under `rule` for `obj`.
bool pay_while_resolving(Ctx& c, PlayerId p, const Option* ans, const char* rule, ObjId obj,
                         int amount) {
  Game& g = c.g;
  GameState& st = g.st;
  if (ans && !activate_mana(g, ans->obj, ans->n)) {  // 616.1: its damage's order is asked first
    push_task_under_top(g, c.t);
    return false;
  }
  spend_pool(st, p, kNoObj);
  if (!st.paying.empty()) {
    push_task(g, c.t);
    ask(g, DecisionKind::PayMana, p, payment_options(st, p, kNoObj), c.item.obj);
    return false;
  }
  if (g.log) {
    LogEntry le = entry(g, LogKind::CostPaid, rule);
    le.player = p;
    le.obj = obj;
    le.card = st.obj(obj).card;
    le.amount = amount;
    g.emit(le);
  }
  return true;
}

// Asks the controller whether to pay `cost` now, if it can be paid (118.3): true if asked.
bool ask_to_pay(Ctx& c, const ManaCost& cost, PlayerId payer) {
  if (payer == kNoPlayer) payer = c.item.controller;
  if (!can_pay(c.g.st, payer, cost, 0, kNoObj)) return false;
  push_task(c.g, c.t);
  ask(c.g, DecisionKind::YesNo, payer, {{OptKind::Yes}, {OptKind::No}}, c.item.obj);
  return true;
}

// The object an effect acts from: the ability's source, or the legal target in slot
// `source_slot` ("target creature deals damage ..."); kNoObj if that target is illegal.
ObjId source_of(const Ctx& c, const Effect& e) {
  if (e.source_slot < 0) return c.item.obj;
  for (int i = 0; i < c.item.ntargets; ++i)
    if (c.item.spec[static_cast<size_t>(i)] == e.source_slot && !(c.illegal >> i & 1))
      return c.item.targets[static_cast<size_t>(i)].id;
  return kNoObj;
}

// The permanent an Op acting on Who::ChosenPermanent uses: the controller chooses a `filter`
// permanent as the effect resolves (not targeted), remembered in t.d as 1 + its id. Returns
// false after asking; `chosen` is kNoObj when there is nothing to choose. Consumes `ans`.
bool chosen_permanent(Ctx& c, const Effect& e, const Option*& ans, ObjId& chosen) {
  GameState& st = c.g.st;
  chosen = kNoObj;
  if (c.t.d == 0) {
    if (!ans) {
      std::vector<Option> opts;
      for (ObjId id : st.battlefield)
        if (matches(st, id, e.filter, c.item.controller, c.item.obj))
          opts.push_back({OptKind::Object, id, 0});
      if (opts.empty()) return true;
      push_task(c.g, c.t);
      ask(c.g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj);
      return false;
    }
    c.t.d = 1 + ans->obj;
    ans = nullptr;
  }
  chosen = (c.t.d & kChosenMask) - 1;
  return true;
}

// 508.4: "put onto the battlefield attacking": its controller, the attacking player, chooses which
// defending player or planeswalker it attacks (802.2); not an attacking creature out of combat or
// under another player's control (506.3b). Asks and returns true, or returns false.
bool attack_choice(Ctx& c, ObjId id) {
  GameState& st = c.g.st;
  PlayerId p = st.obj(id).controller;
  if (st.step < Step::DeclareAttackers || st.step > Step::CombatDamage || !st.is_active(p))
    return false;
  std::vector<Option> opts;
  for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q)) {
    if (!st.opponents(p, q)) continue;
    opts.push_back({OptKind::Attack, id, attack_code(q)});
    for (ObjId pw : st.battlefield)
      if (st.obj(pw).controller == q && is_type(st, pw, TPlaneswalker))
        opts.push_back({OptKind::Attack, id, attack_code_pw(pw)});
  }
  if (opts.empty()) return false;
  c.t.d = kChoosingAttacked;
  push_task(c.g, c.t);
  ask(c.g, DecisionKind::ChooseAttacked, p, std::move(opts), id);
  return true;
}

// The answer to attack_choice(): the object put onto the battlefield (GameState::last_moved)
// attacks the chosen player or planeswalker (508.4).
void attack_chosen(GameState& st, const Option& ans) {
  Object& o = st.obj(st.last_moved);
  o.attacking = true;
  o.attack_target = ans.n;
  st.chars_changed();
}

// "Pay any amount of mana" / "pay {X}" as an effect resolves (608.2d): asks `p` for an amount of
// generic mana from 0 to `most`, no more than they can pay now.
void ask_mana_amount(Ctx& c, PlayerId p, int most) {
  NumberRange amounts;
  ManaCost cost;
  for (int n = 0; n <= most; ++n) {
    cost.generic = static_cast<int16_t>(n);
    if (!can_pay(c.g.st, p, cost, 0, kNoObj, nullptr, kNoObj)) break;  // no spell cast
    amounts.hi = n;
  }
  push_task(c.g, c.t);
  ask_number(c.g, DecisionKind::ChooseX, p, amounts, c.item.obj);
}

}  // namespace lore::effects
