// Effect primitives: exiling, returning and putting cards onto the battlefield or into hand.
#include <algorithm>
#include <utility>

#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// 400.7: `id` returns to its owner's hand (not logged for a commander its owner puts into the
// command zone instead, 903.9b: the move says so).
void log_to_hand(Game& g, ObjId id) {
  if (commander_destination(g.st, id, Zone::Hand) == Zone::Hand)
    log_obj(g, LogKind::ReturnToHand, "400.7", id);
}

// "Exile it, then return it to the battlefield [transformed]": the permanent (or the resolving
// spell) goes to exile and comes back as a new object (400.7), front face up unless
// transformed (712.14a). An instant or sorcery card, or a card without a back face asked to
// enter transformed, stays in exile (400.4a, 712.14a).
void return_exiled(Ctx& c, const Effect& e, ObjId ex, PlayerId to);

void exile_and_return(Ctx& c, const Effect& e, Target tg, PlayerId to) {
  Game& g = c.g;
  GameState& st = g.st;
  if (tg.kind != Target::Object) return;
  const Object& o = st.obj(tg.id);
  if (o.left || (o.zone != Zone::Battlefield && o.zone != Zone::Stack)) return;
  log_obj(g, LogKind::Exiled, "406.3", tg.id);
  ObjId ex = move_object(g, tg.id, Zone::Exile);
  st.last_moved = ex;
  // A token stays in exile until it ceases to exist (111.8, 704.5d): it can't return.
  if (ex == kNoObj || st.obj(ex).token) return;
  ObjId partner = meld_partner_card(st, ex);  // a melded permanent: both cards return (712.21c)
  return_exiled(c, e, ex, to);
  if (partner != kNoObj) return_exiled(c, e, partner, to);
}

// `to`: the player it returns under the control of (kNoPlayer: as the effect says)
void return_exiled(Ctx& c, const Effect& e, ObjId ex, PlayerId to) {
  const Effect::ExileReturn& ret = params<Effect::ExileReturn>(e);
  Game& g = c.g;
  GameState& st = g.st;
  ObjId nid = move_object(g, ex, Zone::Battlefield, false, ret.transformed);
  if (nid == kNoObj) {
    if (ret.transformed && !st.obj(ex).left && g.log) {  // 712.14a: not a double-faced card
      LogEntry l = entry(g, LogKind::StaysInZone, "712.14a");
      l.obj = ex, l.card = st.obj(ex).card, l.player = st.obj(ex).owner, l.from = st.obj(ex).zone;
      g.emit(l);
    }
    return;
  }
  Object& n = st.obj(nid);
  n.controller = to != kNoPlayer ? to : ret.under_owner ? n.owner : c.item.controller;  // 110.2a
  presence_changed(st, nid);
  for (PendingTrigger& p : st.pending)  // its enters and chapter triggers are its controller's
    if (p.source == nid) p.controller = n.controller;
  int extra = replaced_amount(g, StaticKind::DoubleCountersOnYourCreatures, eval(st, c.item, e.b),
                              kNoPlayer, nid, e.counter);
  if (extra > 0)
    change_counters(g, nid, e.counter, extra, "614.1c", c.item.controller);  // "with ... on it"
  if (ret.transformed) log_obj(g, LogKind::Transformed, "712.14a", nid, 1);
  st.last_moved = nid;
}

// 701.42a, 712.4a: "exile them, then meld them": the source and a creature named its meld
// partner that the controller owns and controls; with several, the controller chooses one
// (608.2d, ruling FIN-R-0040). t.d: 0 choosing, else 1 + the chosen partner (0 + 1: none).
bool exile_and_meld(Ctx& c, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  ObjId self = c.item.obj;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans) {
      std::vector<Option> opts;
      CardId partner = card_def(st.obj(self).card).meld_partner;
      for (ObjId id : st.battlefield)
        if (partner != kNoCard && is_named_meld_partner(st, id, partner, p))
          opts.push_back({OptKind::Object, id, 0});
      if (!opts.empty()) {
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCard, p, std::move(opts), self);
        return false;
      }
    }
    c.t.d = 1 + (ans ? ans->obj : kNoObj);
  }
  ObjId partner = c.t.d - 1;
  ObjId exiled[2] = {kNoObj, kNoObj};
  ObjId both[2] = {self, partner};
  for (int i = 0; i < 2; ++i)  // "exile them": each one still on the battlefield
    if (both[i] != kNoObj && on_battlefield(st, both[i])) {
      log_obj(g, LogKind::Exiled, "406.3", both[i]);
      exiled[i] = move_object(g, both[i], Zone::Exile);
      if (exiled[i] != kNoObj && st.obj(exiled[i]).token) exiled[i] = kNoObj;  // 111.8
    }
  st.last_moved = meld(g, exiled[0], exiled[1], p);  // 701.42c: else they stay in exile
  return true;
}

// 608.2d: "return a <filter> card from your graveyard to your hand", chosen as it resolves.
bool return_chosen_from_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  ObjId chosen = ans && ans->kind == OptKind::Object ? ans->obj : kNoObj;
  if (!command_zone_choices_settled(g, {chosen}, ans, &chosen)) {  // 903.9b
    push_task(g, c.t);
    return false;
  }
  if (chosen != kNoObj) {
    log_to_hand(g, chosen);
    st.last_moved = move_object(g, chosen, Zone::Hand);
    return true;
  }
  std::vector<Option> opts;
  for (ObjId id : st.players[static_cast<size_t>(c.item.controller)].graveyard)
    if (is_card(st, id) && card_def(st.obj(id).card).is(e.filter.types))
      opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj, 1);
  return false;
}

// "That player returns a permanent they control to its owner's hand unless they pay `life`
// life": the player chooses as it resolves (118.12), and may pay only with at least that much
// life (119.4). Paying life for a resolving ability isn't paying it to cast a spell or activate
// an ability, so Karn's Sylex doesn't stop it (ruling DMU-R-0164). t.d: 0 asks, 1 chooses.
bool return_unless_pays_life(Ctx& c, int life, const std::vector<Target>& who, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (who.empty()) return true;
  PlayerId p = player_of(who[0]);
  if (c.t.d == 0) {
    if (!ans && life <= st.players[static_cast<size_t>(p)].life) {
      push_task(g, c.t);
      ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, c.item.obj);
      return false;
    }
    if (ans && ans->kind == OptKind::Yes) {
      lose_life(g, p, life, c.item.obj);
      return true;
    }
    c.t.d = 1;
    ans = nullptr;
  }
  if (ans) {
    ObjId chosen = ans->kind == OptKind::Object ? ans->obj : kNoObj;
    if (!command_zone_choices_settled(g, {chosen}, ans, &chosen)) {  // 903.9b
      push_task(g, c.t);
      return false;
    }
    if (chosen != kNoObj && on_battlefield(st, chosen)) {
      log_to_hand(g, chosen);
      move_object(g, chosen, Zone::Hand);
    }
    return true;
  }
  std::vector<Option> opts;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && on_battlefield(st, id))
      opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
  return false;
}

// "Exile a `filter` card from each graveyard": the controller chooses one in each player's
// graveyard in turn (t.d: graveyards done, choices in st.scratch); they are exiled together,
// linked to the source as cards "exiled with" it (406.6, 607.2a). Returns false after asking.
bool exile_from_each_graveyard(Ctx& c, const Effect& e, const std::vector<Target>& players,
                               const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.t.d == 0 && !ans) st.scratch.clear();
  if (ans && ans->kind == OptKind::Object) {
    st.scratch.push_back(ans->obj);
    ++c.t.d;
  }
  for (; c.t.d < static_cast<int>(players.size()); ++c.t.d) {
    PlayerId p = player_of(players[static_cast<size_t>(c.t.d)]);
    std::vector<Option> opts;
    for (ObjId id : cards_matching(st, st.players[static_cast<size_t>(p)].graveyard, e.filter,
                                   c.item.controller, c.item.obj))
      opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) continue;
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, c.item.controller, std::move(opts), c.item.obj);
    return false;
  }
  std::vector<ObjId> chosen = st.scratch;
  st.scratch.clear();
  for (ObjId id : chosen) {
    log_obj(g, LogKind::Exiled, "607.2a", id, 0, c.item.obj);
    ObjId nid = move_object(g, id, Zone::Exile);
    if (nid != kNoObj) st.obj(nid).exiled_by = c.item.obj;
  }
  return true;
}

// 614.1c, 614.12a: the choices each of `cards` (object ids, or Targets) about to enter makes as
// it enters, by `chooser` (its owner if `by_owner`), one decision each in order (`ans`: the answer
// to the last one asked): first whether it enters as a copy (a copy effect, so that the copied
// card's own choices apply to it, 707.2), then a card name. False after asking.
template <class Cards>
bool names_chosen(Ctx& c, const Cards& cards, PlayerId chooser, bool by_owner, const Option* ans) {
  GameState& st = c.g.st;
  auto next = [&](auto needs) {
    for (const auto& card : cards) {
      ObjId id = kNoObj;
      if constexpr (std::is_same_v<std::decay_t<decltype(card)>, Target>)
        id = card.kind == Target::Object ? card.id : kNoObj;
      else
        id = card;
      if (id != kNoObj && needs(st, id)) return id;
    }
    return kNoObj;
  };
  auto who = [&](ObjId id) { return by_owner ? st.obj(id).owner : chooser; };
  // The copy choice asked last (Object::copy_choice 1); an answer arriving otherwise belongs to
  // the step before (the cards' own choice).
  auto asked = [](const GameState& s, ObjId id) { return s.obj(id).copy_choice == 1; };
  if (ans && (ans->kind == OptKind::Object || ans->kind == OptKind::Done))
    if (ObjId id = next(asked); id != kNoObj) {
      take_copy_choice(c.g, id, *ans);
      ans = nullptr;
    }
  if (ObjId id = next(needs_copy_choice); id != kNoObj) {
    push_task(c.g, c.t);
    ask_copy_choice(c.g, id, who(id));
    return false;
  }
  if (ans && answers_enter_choice(*ans))
    if (ObjId id = next(needs_name); id != kNoObj) take_card_name(c.g, id, who(id), *ans);
  ObjId id = next(needs_name);
  if (id == kNoObj) return true;
  push_task(c.g, c.t);
  ask_card_name(c.g, id, who(id));
  return false;
}

// 714.3b: a Saga with read ahead that an effect puts onto the battlefield also enters with the
// number of lore counters its controller chooses as it enters (not only a resolving spell). Asks
// for each such card in `who` in turn; false after asking.
bool read_ahead_chosen(Ctx& c, const Effect& e, const std::vector<Target>& who, const Option* ans) {
  bool under_owner = params<Effect::ExileReturn>(e).under_owner;
  GameState& st = c.g.st;
  // 614.1c: likewise a card name ("As <this> enters, choose a card name").
  if (!names_chosen(c, who, c.item.controller, under_owner, ans)) return false;
  if (ans && ans->kind == OptKind::Number && ans->obj != kNoObj) {
    st.obj(ans->obj).read_ahead = static_cast<int8_t>(ans->n);
    log_obj(c.g, LogKind::ReadAheadChosen, "702.155b", ans->obj, ans->n);
  }
  for (Target tg : who) {
    if (tg.kind != Target::Object) continue;
    const Object& o = st.obj(tg.id);
    int last = final_chapter(st, tg.id);
    if (o.left || o.zone == Zone::Battlefield || !card_def(o.card).read_ahead || last == 0 ||
        o.read_ahead > 0)
      continue;
    push_task(c.g, c.t);
    ask_number(c.g, DecisionKind::ReadAhead, under_owner ? o.owner : c.item.controller,
               {1, last, tg.id}, tg.id);
    return false;
  }
  return true;
}

}  // namespace

// 701.13a: moved to the exile zone
bool op_exile(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  // ExileReturn::exiled_together: each card records the resolving source, for a later "card
  // exiled this way" (TargetSpec::ExiledWithSource; Espers to Magicite's reflexive ability)
  const bool record = params<Effect::ExileReturn>(e).exiled_together;
  bool any = false;
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      log_obj(g, LogKind::Exiled, "406.3", tg.id);
      st.last_moved = move_object(g, tg.id, Zone::Exile);
      if (record && st.last_moved != kNoObj) st.obj(st.last_moved).exiled_by = c.item.obj;
      any |= st.last_moved != kNoObj;
    }
  // "When you do" (603.12, Cond::IfYouDid): only if something was exiled
  if (record) c.t.b = any ? (c.t.b | kDidBit) : (c.t.b & ~kDidBit);
  return true;
}

// 702.122b; ruling DMU-R-0119: only those still on the battlefield
bool op_exile_crewers(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  std::vector<ObjId> crew;
  for (const Crewed& cr : st.crewed)
    if (cr.vehicle == item.obj && on_battlefield(st, cr.creature) &&
        is_type(st, cr.creature, TCreature) &&
        std::find(crew.begin(), crew.end(), cr.creature) == crew.end())
      crew.push_back(cr.creature);
  // 603.7: one delayed trigger returns them all at the beginning of the next end step, whatever
  // became of the source (ruling DMU-R-0120). It refers to the first card exiled; each card
  // records it as the one it was exiled with (Effect::ExileReturn::exiled_together).
  ObjId first = kNoObj;
  for (ObjId id : crew) {
    log_obj(g, LogKind::Exiled, "406.3", id);
    ObjId exiled = move_object(g, id, Zone::Exile);
    if (exiled == kNoObj || st.obj(exiled).token) continue;  // can't return (111.8, 704.5d)
    if (first == kNoObj) first = exiled;
    st.obj(exiled).exiled_by = first;
    // 712.21c: both cards of a melded permanent return
    if (ObjId partner = meld_partner_card(st, exiled); partner != kNoObj)
      st.obj(partner).exiled_by = first;
  }
  if (first != kNoObj)
    st.delayed.push_back(
        {item.source_card, item.obj, static_cast<int8_t>(e.a.n), item.controller, first});
  return true;
}

// 610.3c: exiled until the source leaves, then returns
bool op_exile_until_source_leaves(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  const Object& src = st.obj(item.obj);
  if (src.left || src.zone != Zone::Battlefield) return true;  // 610.3a-b: nothing moves
  for (Target tg : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) {
      log_obj(g, LogKind::Exiled, "610.3", tg.id, 0, item.obj);
      ObjId ex = move_object(g, tg.id, Zone::Exile);
      st.last_moved = ex;
      if (ex == kNoObj || st.obj(ex).token) continue;  // can't return (111.8, 704.5d)
      // 712.21c: both cards of a melded permanent return (610.3c)
      for (ObjId card : {ex, meld_partner_card(st, ex)})
        if (card != kNoObj) {
          st.obj(card).exiled_by = item.obj;
          st.obj(card).until_leaves = true;
        }
    }
  return true;
}

// 406.6, 607.2a: exiled together, linked to the source
bool op_exile_from_each_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  return exile_from_each_graveyard(c, e, who, ans);
}

// 400.7, 712.14a: exiled and returned as a new object
bool op_exile_and_return(Ctx& c, const Effect& e, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  PlayerId to = kNoPlayer;
  if (params<Effect::ExileReturn>(e).under_opponent) {
    // "under an opponent's control": its controller chooses one as it resolves (608.2d) when
    // there are several opponents in the game (800.4a)
    GameState& st = c.g.st;
    PlayerId me = c.item.controller;
    std::vector<Option> opts;
    for (PlayerId p = 0; p < st.num_players; ++p)
      if (!st.players[static_cast<size_t>(p)].lost && st.opponents(me, p))
        opts.push_back({OptKind::Player, kNoObj, p});
    if (opts.empty()) return true;
    if (opts.size() == 1) {
      to = static_cast<PlayerId>(opts[0].n);
    } else if (!ans) {
      push_task(c.g, c.t);
      ask(c.g, DecisionKind::ChooseCard, me, std::move(opts), c.item.obj);
      return false;
    } else {
      to = static_cast<PlayerId>(ans->n);
    }
  }
  for (Target tg : who) exile_and_return(c, e, tg, to);
  return true;
}

// 701.42a, 712.4a: exiled, then melded
bool op_exile_and_meld(Ctx& c, const Effect& /*e*/, const Option* ans) {
  return exile_and_meld(c, ans);
}

namespace {

// 903.9b: before the objects of `who` go to a hand or a library, the owner of each commander among
// them has chosen whether it goes to the command zone instead (move_object() follows the answer).
// False after asking.
bool commanders_asked(Ctx& c, const Option* ans) {
  if (c.g.st.commanders.empty()) return true;
  std::vector<ObjId> cards;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object) cards.push_back(tg.id);
  if (command_zone_choices_settled(c.g, cards, ans)) return true;
  push_task(c.g, c.t);
  return false;
}

}  // namespace

// 400.6: moved to its owner's hand; 903.9b: a commander's owner may choose the command zone
// instead (asked before any moves; move_object() follows the answer)
bool op_return_to_hand(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  if (!commanders_asked(c, ans)) return false;
  for (Target tg : who) {
    if (tg.kind != Target::Object || st.obj(tg.id).left) continue;
    const bool spell = st.obj(tg.id).zone == Zone::Stack;
    if (spell)  // a spell: removed, not countered (FIN-R-0616)
      std::erase_if(st.stack, [&](const StackItem& s) { return !s.ability && s.obj == tg.id; });
    log_to_hand(g, tg.id);
    // 702.34a: a flashback spell leaving the stack is exiled instead (FIN-R-0615); a copy
    // ceases to exist in the hand (704.5e, FIN-R-0617). "That card" (Golbez).
    st.last_moved =
        move_object(g, tg.id, spell && st.obj(tg.id).flashback ? Zone::Exile : Zone::Hand);
  }
  return true;
}

// 400.3: each object of `who` goes into its owner's library: on top, on the bottom, where
// its owner chooses (asked for each before any moves), or shuffled in. 903.9b: a commander may go
// to the command zone instead (asked first; move_object() follows the answer). t.d bits:
// kPlaceAsked + i: the owner of object i chose, kPlaceBottom + i: the bottom.
bool op_put_into_library(Ctx& c, const Effect& e, const Option* ans) {
  using Place = Effect::ExileReturn::Place;
  constexpr int kPlaceAsked = 24, kPlaceBottom = 28, kMaxChoices = 4;
  const Place place = params<Effect::ExileReturn>(e).library;
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  if (!commanders_asked(c, ans)) return false;
  auto movable = [&](size_t i) {
    Target tg = who[i];
    return tg.kind == Target::Object && !st.obj(tg.id).left &&
           commander_destination(st, tg.id, Zone::Library) == Zone::Library;
  };
  if (ans && ans->kind != OptKind::Yes && ans->kind != OptKind::No) {
    for (size_t i = 0; i < who.size() && i < kMaxChoices; ++i)
      if (movable(i) && !(c.t.d >> (kPlaceAsked + i) & 1)) {  // the one asked
        c.t.d |= 1 << (kPlaceAsked + i);
        if (ans->kind == OptKind::Bottom) c.t.d |= 1 << (kPlaceBottom + i);
        break;
      }
  }
  for (size_t i = 0; place == Place::OwnersChoice && i < who.size() && i < kMaxChoices; ++i) {
    if (!movable(i) || (c.t.d >> (kPlaceAsked + i) & 1)) continue;
    ObjId id = who[i].id;
    push_task(g, c.t);
    ask(g, DecisionKind::TopOrBottom, st.obj(id).owner,
        {{OptKind::Top, id, 0}, {OptKind::Bottom, id, 0}}, id);
    return false;
  }
  for (size_t i = 0; i < who.size(); ++i) {
    Target tg = who[i];
    if (tg.kind != Target::Object || st.obj(tg.id).left) continue;
    PlayerId owner = st.obj(tg.id).owner;
    bool bottom = place == Place::Bottom ||
                  (place == Place::OwnersChoice && (c.t.d >> (kPlaceBottom + i) & 1));
    Zone from = st.obj(tg.id).zone;
    CardId card = st.obj(tg.id).card;
    ObjId nid = move_object(g, tg.id, Zone::Library, bottom);
    if (nid == kNoObj || st.obj(nid).zone != Zone::Library) continue;  // 903.9b: command zone
    if (g.log && from != Zone::Battlefield) {  // move_object logs a permanent's move itself
      LogEntry le = entry(g, LogKind::ZoneChange, "400.3");
      le.card = card, le.obj = tg.id, le.obj2 = nid, le.player = owner;
      le.from = from, le.to = Zone::Library;
      g.emit(le);
    }
    if (place == Place::Shuffle) {
      shuffle_library(st, owner);
      log_card(g, LogKind::Shuffle, "701.24a", kNoObj, owner);
    }
  }
  return true;
}

namespace {
bool aura_hosts_chosen(Ctx& c, const std::vector<ObjId>& cards, PlayerId p, const Option* ans);
}  // namespace

// 400.6, 614.1c: put onto the battlefield
bool op_return_to_battlefield(Ctx& c, const Effect& e, const Option* ans) {
  const Effect::ExileReturn& ret = params<Effect::ExileReturn>(e);
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (c.t.d == kChoosingAttacked) {  // 508.4: what the returned card attacks (Phoenix Chick)
    attack_chosen(st, *ans);
    return true;
  }
  if (!read_ahead_chosen(c, e, who, ans)) return false;
  // "Return them": the cards exiled together with the delayed trigger's object (Golden Argosy)
  std::vector<Target> group;
  if (ret.exiled_together)
    for (Target tg : who)
      if (tg.kind == Target::Object)
        for (ObjId id : st.exile)
          if (st.obj(id).exiled_by == tg.id && !st.obj(id).left &&
              std::find(group.begin(), group.end(), Target{Target::Object, id}) == group.end())
            group.push_back({Target::Object, id});
  // "with two additional +1/+1 counters on it": counters it enters with (614.1c, 122.6), in the
  // one event of its entering with its own
  const int extra = std::clamp(eval(st, item, e.b), 0, 127);
  auto under = [&](ObjId card) { return ret.under_owner ? st.obj(card).owner : item.controller; };
  std::vector<ObjId> cards;
  for (Target tg : ret.exiled_together ? group : who)
    if (tg.kind == Target::Object && !st.obj(tg.id).left) cards.push_back(tg.id);
  // 303.4f: what each Aura card enchants, chosen by the player putting it onto the battlefield
  // (ruling DMU-R-0394); kept in its attached_to until it enters
  if (!aura_hosts_chosen(c, cards, item.controller, ans)) return false;
  for (ObjId card : cards)  // 616.1: the order of the replacement effects on how each enters
    if (!enter_orders_settled(c, {card}, under(card), e.counter == Counter::PlusOne ? extra : 0,
                              ans))
      return false;
  // 400.6: all at once; a card returned attacking enters alone, then its attack is chosen
  if (e.who == Who::MovedMatching) st.last_moved = kNoObj;  // none may enter: no "they"
  bool began = !ret.attacking && begin_entering_together(st);
  ObjId entered = kNoObj, first_entered = kNoObj;
  int entered_count = 0;
  for (ObjId card : cards) {
    if (st.obj(card).left) continue;
    const ObjId host = std::exchange(st.obj(card).attached_to, kNoObj);
    if (card_def(st.obj(card).card).aura && host == kNoObj) {  // 303.4g: it stays where it is
      log_obj(g, LogKind::CantEnter, "303.4g", card);
      continue;
    }
    st.obj(card).enter_counter = e.counter;
    st.obj(card).enter_counters = static_cast<int8_t>(extra);
    st.entering_under = under(card);  // 110.2a: its replacement effects are that player's
    // 712.14a: "return it to the battlefield transformed" (Garland's back face)
    ObjId nid = move_object(g, card, Zone::Battlefield, false, ret.transformed);
    st.entering_under = kNoPlayer;
    st.obj(card).enter_counters = 0;  // a card that stayed keeps none
    if (nid != kNoObj) {
      if (ret.transformed) log_obj(g, LogKind::Transformed, "712.14a", nid, 1);
      st.obj(nid).controller = under(card);
      st.obj(nid).attached_to = host;
      presence_changed(st, nid);
      if (host != kNoObj) log_obj(g, LogKind::Attached, "701.3a", nid, 0, host);
      if (ret.tapped) enter_tapped(g, nid);
      // "It gains \"If this permanent would leave the battlefield, exile it instead.\"" (614.1a)
      if (ret.exile_if_leaves) st.obj(nid).leaves_to_exile = true;
      st.last_moved = nid;  // "It gains haste until end of turn"
      entered = nid;
      if (first_entered == kNoObj) first_entered = nid;
      ++entered_count;
    }
  }
  // "They gain haste": each card put onto the battlefield this way is "it" (consecutive new
  // objects, read by last_moved_first()), and one delayed trigger may be about them all (603.7c)
  if (e.who == Who::MovedMatching && entered_count > 1 &&
      entered - first_entered + 1 == entered_count) {
    st.copies_first = first_entered;
    st.copies_last = entered;
  }
  end_entering_together(g, began);
  if (ret.attacking && entered != kNoObj && attack_choice(c, entered)) return false;
  return true;
}

// 608.2c: each player chooses as it resolves, then they return
// t.d: players who have chosen; choices in scratch
bool op_return_greatest_mana_value(Ctx& c, const Effect& /*e*/, const Option* ans) {
  bool any = c.a == 1;  // "a creature they control", whatever its mana value
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (c.t.d == 0 && !ans) st.scratch.clear();
  if (ans && ans->kind == OptKind::Object) {
    st.scratch.push_back(ans->obj);
    ++c.t.d;
  }
  for (; c.t.d < static_cast<int>(who.size()); ++c.t.d) {
    PlayerId p = player_of(who[static_cast<size_t>(c.t.d)]);
    int best = -1;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p && is_type(st, id, TCreature))
        best = std::max<int>(best, chars(st, id).mana_value);
    if (best < 0) continue;  // controls no creature
    std::vector<Option> opts;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == p && is_type(st, id, TCreature) &&
          (any || chars(st, id).mana_value == best))
        opts.push_back({OptKind::Object, id, 0});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), item.obj);
    return false;
  }
  if (!command_zone_choices_settled(g, st.scratch, ans)) {  // 903.9b
    push_task(g, c.t);
    return false;
  }
  std::vector<ObjId> chosen = st.scratch;  // returned at the same time
  st.scratch.clear();
  for (ObjId id : chosen)
    if (!st.obj(id).left) {
      log_to_hand(g, id);
      move_object(g, id, Zone::Hand);
    }
  return true;
}

// 118.12, 119.4: return a permanent unless its controller pays life
bool op_return_unless_pays_life(Ctx& c, const Effect& /*e*/, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  return return_unless_pays_life(c, a, who, ans);
}

// 614.1a: "If <who> would die this turn, exile it instead": a replacement effect until end of
// turn (514.2) on each creature, its source the resolving spell or ability (die_replacements())
bool op_exile_if_dies_this_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  for (Target tg : *c.who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id)) {
      ContinuousEffect ce;
      ce.object = tg.id;
      ce.exile_if_dies_source = c.item.obj;
      ce.timestamp = st.next_timestamp++;
      st.effects.push_back(ce);
      st.chars_changed();
    }
  return true;
}

// 608.2c: "return a <filter> permanent to its owner's hand" (the filter says "you control"), chosen
// as the effect resolves (not targeted); nothing happens if the controller controls none (609.3)
bool op_return_chosen_permanent(Ctx& c, const Effect& e, const Option* ans) {
  ObjId id = kNoObj;
  if (!chosen_permanent(c, e, ans, id)) return false;
  if (id == kNoObj || !on_battlefield(c.g.st, id)) return true;
  if (!command_zone_choices_settled(c.g, {id}, ans)) {  // 903.9b
    push_task(c.g, c.t);
    return false;
  }
  log_to_hand(c.g, id);
  c.g.st.last_moved = move_object(c.g, id, Zone::Hand);
  return true;
}

// 608.2c: a card chosen as it resolves returns from the graveyard
bool op_return_chosen_from_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  return return_chosen_from_graveyard(c, e, ans);
}

namespace {

// 303.4f: an Aura put onto the battlefield without being cast enchants what the player putting it
// there chooses as it enters. Each chosen Aura card's choice is kept in its attached_to until it
// enters (a card in a hand is attached to nothing otherwise); one with no legal object to
// enchant is not asked (303.4g). An answer about a permanent is such a choice (the cards chosen
// before are in a hand).
bool aura_hosts_chosen(Ctx& c, const std::vector<ObjId>& cards, PlayerId p, const Option* ans) {
  GameState& st = c.g.st;
  bool answered = ans && ans->kind == OptKind::Object && on_battlefield(st, ans->obj);
  for (ObjId id : cards) {
    if (!card_def(st.obj(id).card).aura || st.obj(id).attached_to != kNoObj) continue;
    std::vector<Option> opts = aura_host_options(st, st.obj(id).card, p, kNoObj);
    if (opts.empty()) continue;
    if (answered) {
      st.obj(id).attached_to = ans->obj;
      answered = false;
      continue;
    }
    push_task(c.g, c.t);
    ask(c.g, DecisionKind::ChooseCard, p, std::move(opts), id);
    return false;
  }
  return true;
}

// 400.6: the cards in st.scratch (emptied) enter the battlefield at the same time under `p`'s
// control (kNoPlayer: their owners'), each Aura attached to the object chosen for it (kept in its
// attached_to); an Aura with nothing to enchant stays where it is (303.4g). The last one to enter
// is "it" (GameState::last_moved: "That creature gains haste"). A card of one of
// `tapped_attacking` card types enters tapped; st.scratch is then those that entered so.
void enter_together(Game& g, PlayerId p, TypeMask tapped_attacking = 0) {
  GameState& st = g.st;
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  st.left_together.clear();
  // 400.6, 614.12: they enter at the same time, so none of their static abilities changes how
  // another of them enters (The Wandering Minstrel and a land, ruling FIN-R-0391), and each sees
  // the others enter (603.6a)
  bool began = begin_entering_together(st);
  for (ObjId id : chosen) {
    ObjId host = std::exchange(st.obj(id).attached_to, kNoObj);
    if (card_def(st.obj(id).card).aura && host == kNoObj) {
      log_obj(g, LogKind::CantEnter, "303.4g", id);
      continue;
    }
    const bool attacking = (card_def(st.obj(id).card).types & tapped_attacking) != 0;
    ObjId nid = move_object(g, id, Zone::Battlefield);
    if (nid == kNoObj) continue;
    st.obj(nid).controller = p == kNoPlayer ? st.obj(nid).owner : p;
    st.obj(nid).attached_to = host;
    presence_changed(st, nid);
    st.last_moved = nid;
    if (attacking && st.obj(nid).zone == Zone::Battlefield) {
      enter_tapped(g, nid);
      st.scratch.push_back(nid);
    }
  }
  end_entering_together(g, began);
}

// 508.4: the cards in st.scratch that entered "tapped and attacking" attack, one after the other,
// what their controller chooses (attack_choice()); each is "it" (GameState::last_moved) while
// its choice is asked. Returns false after asking.
bool attacks_chosen(Ctx& c) {
  GameState& st = c.g.st;
  while (!st.scratch.empty()) {
    ObjId id = st.scratch.front();
    st.scratch.erase(st.scratch.begin());
    if (!on_battlefield(st, id)) continue;
    st.last_moved = id;
    if (attack_choice(c, id)) return false;
  }
  return true;
}

}  // namespace

// 400.6: the chosen cards enter the battlefield at the same time
bool op_put_from_hand(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  int a = c.a;
  PlayerId p = item.controller;
  if (c.t.d == kChoosingAttacked) {  // 508.4: what a card put "tapped and attacking" attacks
    attack_chosen(st, *ans);
    return attacks_chosen(c);
  }
  // "with mana value X or less" (202.3): X is `b` where the effect counts it (Jhoira's ingenuity
  // counters, as it resolves), else the spell's X
  Filter f = e.filter.with_x(e.b.kind == Value::Const && e.b.n == 0 ? item.x : amount_of(c, e.b));
  auto pool = cards_matching(st, st.players[static_cast<size_t>(p)].hand, f, p, item.obj);
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, a, ans)) return false;
  if (!names_chosen(c, st.scratch, p, false, ans)) return false;      // 614.1c: as they enter
  if (!aura_hosts_chosen(c, st.scratch, p, ans)) return false;        // 303.4f
  if (!enter_orders_settled(c, st.scratch, p, 0, ans)) return false;  // 616.1
  enter_together(g, p, params<Effect::ExileReturn>(e).tapped_attacking_types);
  return attacks_chosen(c);
}

// Each player chooses a card of theirs in APNAP order (101.4), then the chosen cards enter at the
// same time (400.6) under their owners' control, each owner making its "as enters" choices (a card
// name, read ahead, an Aura's object: 614.1c, 714.3b, 303.4f). t.d: 1 + the players who have
// chosen; st.scratch: the cards chosen.
bool op_each_player_puts_onto_battlefield(Ctx& c, const Effect& e, const Option* ans) {
  const Effect::ExileReturn& how = params<Effect::ExileReturn>(e);
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  const auto players = static_cast<int>(who.size());
  if (c.t.d == 0) {
    st.scratch.clear();
    c.t.d = 1;
  }
  if (ans && c.t.d <= players) {  // a card choice (or none)
    if (ans->kind == OptKind::Object) st.scratch.push_back(ans->obj);
    ans = nullptr;
    ++c.t.d;
  }
  for (; c.t.d <= players; ++c.t.d) {
    PlayerId p = player_of(who[static_cast<size_t>(c.t.d - 1)]);
    if (!st.in_game(p)) continue;
    const Player& pl = st.players[static_cast<size_t>(p)];
    std::vector<Option> opts;
    for (ObjId id :
         cards_matching(st, how.from_graveyard ? pl.graveyard : pl.hand, e.filter, p, c.item.obj))
      if (is_card(st, id)) opts.push_back({OptKind::Object, id, 0});
    if (opts.empty()) continue;
    if (how.may) opts.push_back({OptKind::Done, kNoObj, 0});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj);
    return false;
  }
  std::vector<Target> cards;
  for (ObjId id : st.scratch) cards.push_back({Target::Object, id});
  if (!read_ahead_chosen(c, e, cards, ans)) return false;  // names too, by their owners
  for (Target tg : who) {
    PlayerId p = player_of(tg);
    std::vector<ObjId> theirs;
    for (ObjId id : st.scratch)
      if (st.obj(id).owner == p) theirs.push_back(id);
    if (!aura_hosts_chosen(c, theirs, p, ans)) return false;
  }
  enter_together(g, kNoPlayer);
  return true;
}

// 608.2c: cards moved this way are chosen to put into hand
// t.d: cards chosen so far
bool op_choose_moved_to_hand(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  int a = c.a;
  ObjId chosen = ans && ans->kind == OptKind::Object ? ans->obj : kNoObj;
  if (!command_zone_choices_settled(g, {chosen}, ans, &chosen)) {  // 903.9b
    push_task(g, c.t);
    return false;
  }
  if (chosen != kNoObj) {
    st.last_moved = move_object(g, chosen, Zone::Hand);  // "If you put a Town card ..."
    ++c.t.d;
  }
  if ((ans && ans->kind == OptKind::Done) || c.t.d >= a) return true;
  std::vector<Option> opts;
  for (ObjId id : st.moved)
    if (!st.obj(id).left && card_def(st.obj(id).card).is(e.filter.types))
      opts.push_back({OptKind::Object, id, 0});
  if (opts.empty()) return true;
  opts.push_back({OptKind::Done});
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), item.obj, a - c.t.d);
  return false;
}

namespace {

// "Choose up to b `filter` permanents you control. Those permanents phase out." (702.26: `who` the
// controller; chosen as it resolves, not targeted; Temporal Firestorm)
bool phase_out_chosen(Ctx& c, const Effect& e, const Option* ans) {
  GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  std::vector<ObjId> pool;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && matches(st, id, e.filter, p, c.item.obj)) pool.push_back(id);
  int most = std::min(amount_of(c, e.b), static_cast<int>(pool.size()));
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, most, ans)) return false;
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  for (ObjId id : chosen)
    if (on_battlefield(st, id)) phase_out(c.g, id);
  return true;
}

}  // namespace

// 702.26a: phased-out permanents are treated as though they don't exist
bool op_phase_out(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  if (!who.empty() && who[0].kind == Target::Player) return phase_out_chosen(c, e, ans);
  for (Target tg : who)
    if (tg.kind == Target::Object && on_battlefield(st, tg.id))
      phase_out(g, tg.id, a == 1 ? item.obj : kNoObj, item.controller);
  return true;
}

// "You may put a `filter` card from your hand or graveyard onto the battlefield attached to
// <the source>" (Danitha, Benalia's Hope): an Aura that can't enchant the source, or whose source
// left the battlefield, doesn't enter and stays where it was (303.4g, ruling DMU-R-0091); an
// Equipment then enters unattached (ruling DMU-R-0092).
bool op_put_attached_to_source(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  PlayerId p = item.controller;
  const Player& pl = st.players[static_cast<size_t>(p)];
  std::vector<ObjId> zones = pl.hand;
  if (!params<Effect::ExileReturn>(e).hand_only)
    zones.insert(zones.end(), pl.graveyard.begin(), pl.graveyard.end());
  auto pool = cards_matching(st, zones, e.filter, p, item.obj);
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, 1, ans)) return false;
  std::vector<ObjId> chosen;
  chosen.swap(st.scratch);
  for (ObjId id : chosen) {
    ObjId host = on_battlefield(st, item.obj) ? item.obj : kNoObj;
    bool aura = card_def(st.obj(id).card).aura;
    if (aura && host != kNoObj) {
      std::vector<Option> hosts = aura_host_options(st, st.obj(id).card, p, kNoObj);
      if (std::none_of(hosts.begin(), hosts.end(), [&](const Option& o) { return o.obj == host; }))
        host = kNoObj;
    }
    if (aura && host == kNoObj) {
      log_obj(g, LogKind::CantEnter, "303.4g", id);
      continue;
    }
    ObjId nid = move_object(g, id, Zone::Battlefield);
    if (nid == kNoObj) continue;
    st.obj(nid).controller = p;
    st.obj(nid).attached_to = host;
    presence_changed(st, nid);
    if (host != kNoObj) log_obj(g, LogKind::Attached, "701.3a", nid, 0, host);
  }
  st.chars_changed();
  return true;
}

// Soul of Windgrace: "you may put a `filter` card from a graveyard onto the battlefield tapped
// under your control": the card is chosen as it resolves, among the cards of every graveyard
// (608.2c: not targeted, so no player can respond to the choice, ruling DMU-R-0275). t.d: 1 + the
// chosen card once chosen (its replacement effects' order may be asked next, 616.1).
bool op_put_from_a_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    if (!ans) {
      std::vector<Option> opts;
      for (PlayerId q = 0; q < st.num_players; ++q)
        for (ObjId id : st.players[static_cast<size_t>(q)].graveyard)
          if (is_card(st, id) && matches(st, id, e.filter, p, c.item.obj))
            opts.push_back({OptKind::Object, id, 0});
      return ask_may_choose_card(c, p, std::move(opts));
    }
    if (ans->kind != OptKind::Object) return true;
    c.t.d = 1 + ans->obj;
    ans = nullptr;
  }
  const ObjId card = c.t.d - 1;
  if (st.obj(card).left) return true;
  if (!enter_orders_settled(c, {card}, p, 0, ans)) return false;
  st.entering_under = p;  // 110.2a: under your control, with your replacement effects
  ObjId nid = move_object(g, card, Zone::Battlefield);
  st.entering_under = kNoPlayer;
  if (nid == kNoObj) return true;
  st.obj(nid).controller = p;
  presence_changed(st, nid);
  if (params<Effect::ExileReturn>(e).tapped) enter_tapped(g, nid);
  st.last_moved = nid;
  return true;
}

// 607.2a: "the creature put onto the battlefield with this enchantment": each object is linked to
// the source (the permanent whose ability resolves), for its later abilities (LinkedToSource).
bool op_link_to_source(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  for (Target t : *c.who)
    if (t.kind == Target::Object && t.id != kNoObj && !st.obj(t.id).left)
      st.linked.emplace_back(c.item.obj, t.id);
  return true;
}

}  // namespace lore::effects

namespace lore::effects {

// Coin of Fate: "An opponent chooses one of the exiled cards. You put that card on the bottom of
// your library" — the cards its cost exiled (linked to the source, 607.2a) still in exile. With
// several opponents the controller chooses which one chooses (608.2d). The other card still in
// exile becomes "it" (last_moved) for "return the other to the battlefield tapped".
// t.d: 0 start; kChoosingOpponent; kPicking + the opponent.
bool op_opponent_chooses_exiled_for_bottom(Ctx& c, const Effect& /*e*/, const Option* ans) {
  constexpr int kChoosingOpponent = 1, kPicking = 1000;
  Game& g = c.g;
  GameState& st = g.st;
  const PlayerId p = c.item.controller;
  std::vector<ObjId> exiled;
  for (auto [source, obj] : st.linked)
    if (source == c.item.obj && st.obj(obj).zone == Zone::Exile && !st.obj(obj).left)
      exiled.push_back(obj);
  st.last_moved = kNoObj;
  if (exiled.empty()) return true;
  if (c.t.d == kChoosingOpponent) {
    c.t.d = kPicking + (ans ? ans->n : st.first_opponent(p));
    ans = nullptr;
  }
  if (c.t.d == 0) {
    std::vector<Option> opponents;
    for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q))
      if (st.opponents(p, q)) opponents.push_back({OptKind::Player, kNoObj, q});
    if (opponents.empty()) return true;
    if (opponents.size() > 1) {
      c.t.d = kChoosingOpponent;
      push_task(g, c.t);
      ask(g, DecisionKind::ChooseCard, p, std::move(opponents), c.item.obj);
      return false;
    }
    c.t.d = kPicking + opponents[0].n;
    ans = nullptr;
  }
  if (!ans || ans->kind != OptKind::Object) {
    std::vector<Option> opts;
    for (ObjId id : exiled) opts.push_back({OptKind::Object, id, 0});
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, static_cast<PlayerId>(c.t.d - kPicking), std::move(opts),
        c.item.obj);
    return false;
  }
  const ObjId chosen = ans->obj;
  move_object(g, chosen, Zone::Library, true);  // "on the bottom of your library" (its owner's)
  for (ObjId id : exiled)
    if (id != chosen) st.last_moved = id;  // "the other"
  return true;
}

}  // namespace lore::effects
