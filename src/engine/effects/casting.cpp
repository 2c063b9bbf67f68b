// Effect primitives: casting or playing cards during a resolution.
#include <algorithm>

#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// Casts `card` as the resolving ability allows (608.2g). The cast is a task that runs right
// after this resolution ends, so the effect must be the mode's last: with nothing left to do
// and no priority in between, the result is the same as the spell going on the stack above the
// still-resolving ability.
// Effects after it may only be "If you don't" (Cond::IfYouDidNot, Vaan's Treasure): the cast
// counts as done, so none of them happens.
void cast_now(Ctx& c, const Effect& e, ObjId card, int how) {
  const Mode* m = item_mode(c.item);
  bool last = m && &e >= m->effects.data() && &e < m->effects.data() + m->effects.size() &&
              std::all_of(&e + 1, m->effects.data() + m->effects.size(),
                          [](const Effect& after) { return after.cond == Cond::IfYouDidNot; });
  if (!last) throw std::logic_error("a cast during resolution must be its mode's last effect");
  c.t.b |= kDidBit;
  Task cast{TaskKind::CastSpell};
  cast.a = card;
  cast.b = how;
  cast.c = c.item.controller;  // the caster, who may not own the card (kCastExiledAnyMana)
  push_task(c.g, cast);
}

// "You may cast <the card `who` names>" while it is still in `zone`, cast as `how` during the
// resolution (608.2g, see cast_now). t.d: 1 + the card once asked.
bool offer_cast(Ctx& c, const Effect& e, Zone zone, int how, const Option* ans) {
  GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    const std::vector<Target>& who = *c.who;
    if (who.empty() || who[0].kind != Target::Object) return true;
    ObjId card = who[0].id;
    if (st.obj(card).zone != zone || !can_cast(st, card, p, how)) return true;
    c.t.d = 1 + card;
    push_task(c.g, c.t);
    ask(c.g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, card);
    return false;
  }
  if (ans && ans->kind == OptKind::Yes) cast_now(c, e, c.t.d - 1, how);
  return true;
}

// "You may cast a `filter` spell from your hand [with mana value `max_mv` or less] without paying
// its mana cost": during the resolution (608.2g, see cast_now). An adventurer card is offered
// as itself and as its Adventure, each when the characteristics it would be cast with match
// (715.3a: only the Adventure's, mana value included; casting it as an Adventure isn't an
// alternative cost, ruling FIN-R-0061). An option's n says how it would be cast. Returns false
// after asking.
bool cast_from_hand_free(Ctx& c, const Effect& e, int max_mv, const Option* ans) {
  bool capped = params<Effect::Casting>(e).max_mana_value;
  const GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  if (ans) {
    if (ans->kind == OptKind::Object) cast_now(c, e, ans->obj, ans->n);
    return true;
  }
  std::vector<Option> opts;
  for (ObjId id : st.players[static_cast<size_t>(p)].hand) {
    if (matches(st, id, e.filter, p, c.item.obj) && (!capped || def(st, id).mana_value <= max_mv) &&
        can_cast(st, id, p, kCastFree))
      opts.push_back({OptKind::Object, id, kCastFree});
    CardId adventure = def(st, id).adventure;
    if (adventure != kNoCard && matches_as_adventure(st, id, e.filter, p, c.item.obj) &&
        (!capped || card_def(adventure).mana_value <= max_mv) &&
        can_cast(st, id, p, kCastFreeAdventure))
      opts.push_back({OptKind::Object, id, kCastFreeAdventure});
  }
  return ask_may_choose_card(c, p, std::move(opts));
}

// "You may cast a `filter` card exiled with this [source], and mana of any type can be spent to
// cast that spell": during the resolution (608.2g, see cast_now), paying its costs with any
// mana (118.14). A card not cast now can't be cast later (ruling FIN-R-0834).
bool cast_exiled_with_source(Ctx& c, const Effect& e, const Option* ans) {
  const GameState& st = c.g.st;
  PlayerId p = c.item.controller;
  std::vector<ObjId> pool;
  for (ObjId id : st.exile) {
    const Object& o = st.obj(id);
    if (o.exiled_by == c.item.obj && !o.until_leaves && !o.play_on_lore_turn &&
        card_def(o.card).is(e.filter.types) && can_cast(st, id, p, kCastExiledAnyMana))
      pool.push_back(id);
  }
  if (!collect(c, DecisionKind::ChooseCard, p, pool, 0, 1, ans)) return false;
  if (!c.g.st.scratch.empty()) cast_now(c, e, c.g.st.scratch[0], kCastExiledAnyMana);
  c.g.st.scratch.clear();
  return true;
}

// Jodah, the Unifier: "exile cards from the top of your library until you exile a legendary
// nonland card with lesser mana value. You may cast that card without paying its mana cost. Put
// the rest on the bottom of your library in a random order." The spell's mana value is the one it
// had on the stack, X included (608.2h, 202.3e: also if it has left the stack since; rulings
// DMU-R-0149, DMU-R-0157); an exiled card's is its front face's (712.8a). t.d: 1 + the card found
// (or kNoObj + 1 when none), once the cards are exiled; the rest wait in st.scratch.
bool exile_until_lesser_cast_free(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    int spell_mv = 0;
    if (ObjId spell = c.item.trigger_obj; spell != kNoObj)
      spell_mv = card_def(st.obj(spell).card).cost.mana_value(st.obj(spell).x);
    st.scratch.clear();
    ObjId hit = kNoObj;
    auto& lib = st.players[static_cast<size_t>(p)].library;
    while (!lib.empty() && hit == kNoObj) {  // 406.3: face up, any player may see them
      ObjId top = lib.front();
      log_obj(g, LogKind::Exiled, "701.13a", top, 0, c.item.obj);
      ObjId ex = move_object(g, top, Zone::Exile);
      if (ex == kNoObj) continue;
      const Chars ch = chars(st, ex);
      if (!(ch.types & TLand) && ch.mana_value < spell_mv &&
          matches(st, ex, e.filter, p, c.item.obj))
        hit = ex;
      else
        st.scratch.push_back(ex);
    }
    if (hit != kNoObj && can_cast(st, hit, p, kCastExiledFree)) {
      c.t.d = 1 + hit;
      push_task(g, c.t);
      ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, hit);
      return false;
    }
  }
  // 401.4: the rest go to the bottom in a random order; with no card found, that is the whole
  // library again and the effect ends (ruling DMU-R-0158).
  for (size_t i = st.scratch.size(); i > 1; --i)
    std::swap(st.scratch[i - 1], st.scratch[st.rng.below(static_cast<uint32_t>(i))]);
  std::vector<ObjId> rest;
  rest.swap(st.scratch);
  for (ObjId id : rest) move_object(g, id, Zone::Library, true);
  // 608.2g: cast now or never (ruling DMU-R-0151); not cast, it stays in exile (DMU-R-0154).
  if (c.t.d > 0 && ans && ans->kind == OptKind::Yes) cast_now(c, e, c.t.d - 1, kCastExiledFree);
  return true;
}

}  // namespace

// 608.2g, 118.9: cast a card from hand without paying its mana cost
bool op_cast_from_hand_free(Ctx& c, const Effect& e, const Option* ans) {
  int a = c.a;
  return cast_from_hand_free(c, e, a, ans);
}

// 707.12: a copy of the card just exiled; you may cast it now (for its mana cost, or with
// `for_three` for {3} rather than its mana cost: Blue Mage's Cane)
bool op_copy_and_cast(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  PlayerId p = item.controller;
  const int how = params<Effect::Casting>(e).for_three ? kCastCopyForThree : kCastCopy;
  if (c.t.d == 0) {
    ObjId card = st.last_moved;
    if (card == kNoObj || st.obj(card).left || st.obj(card).zone != Zone::Exile) return true;
    ObjId copy = new_object(st, st.obj(card).card, p, Zone::Exile);
    st.obj(copy).copy = true;
    st.exile.push_back(copy);
    log_card(g, LogKind::CopyCreated, "707.12", copy, p);
    if (!can_cast(st, copy, p, how)) {
      cease_to_exist(g, copy, "704.5e");
      return true;
    }
    c.t.d = 1 + copy;
    push_task(g, c.t);
    ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, copy);
    return false;
  }
  ObjId copy = c.t.d - 1;
  if (ans && ans->kind == OptKind::Yes)
    cast_now(c, e, copy, how);
  else  // not cast now, it can't be cast later: it ceases to exist (704.5e)
    cease_to_exist(g, copy, "704.5e");
  return true;
}

// 608.2g, 118.14: cast a card exiled with the source
bool op_cast_exiled_with_source(Ctx& c, const Effect& e, const Option* ans) {
  return cast_exiled_with_source(c, e, ans);
}

// 608.2g, 118.9: exile until a lesser mana value, cast it free
bool op_exile_until_lesser_cast_free(Ctx& c, const Effect& e, const Option* ans) {
  return exile_until_lesser_cast_free(c, e, ans);
}

// 608.2g: "You may cast target card from a graveyard" during the resolution (see cast_now),
// without paying its mana cost (118.9; X is 0, 107.3b) or, with `any_mana`, paying its costs with
// mana of any type (118.14); cast now or never (rulings FIN-R-0278, FIN-R-0305). The spell is
// exiled instead of being put into a graveyard (kCastGraveyard*). t.d: 1 once asked.
bool op_cast_target_from_graveyard(Ctx& c, const Effect& e, const Option* ans) {
  int how = params<Effect::Casting>(e).any_mana ? kCastGraveyardAnyMana : kCastGraveyardFree;
  return offer_cast(c, e, Zone::Graveyard, how, ans);
}

// 702.88a, 608.2g: "you may cast this card from exile without paying its mana cost" (rebound):
// the trigger's object, still in exile; cast now or never (ruling FIN-R-0879).
bool op_cast_from_exile_free(Ctx& c, const Effect& e, const Option* ans) {
  return offer_cast(c, e, Zone::Exile, kCastExiledFree, ans);
}

// Hideaway (702.75a): "You may play the exiled card without paying its mana cost" as the
// ability resolves (608.2g, ruling FIN-R-0115: now or never). Every card exiled with the source
// is offered (rulings FIN-R-0198, FIN-R-0373); the player picks one. A land is played (305.1)
// only during their turn (305.3) with a land play left (305.2a-b, ruling FIN-R-0116); a spell is
// cast without paying its mana cost (118.9: X is 0, no alternative cost, rulings FIN-R-0117,
// FIN-R-0118), its timing ignored. Limit: only one of several exiled cards is played.
bool op_play_exiled_with_source_free(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  const Player& pl = st.players[static_cast<size_t>(p)];
  auto land_playable = [&] { return st.is_active(p) && pl.lands_played < land_plays(st, p); };
  if (ans) {
    if (ans->kind != OptKind::Object) return true;
    ObjId card = ans->obj;
    if (!def(st, card).is(TLand)) {
      cast_now(c, e, card, kCastExiledFree);
      return true;
    }
    ++st.players[static_cast<size_t>(p)].lands_played;  // 305.2a: a land played counts
    log_obj(g, LogKind::PlayLand, "305.1", card);
    ObjId land = move_object(g, card, Zone::Battlefield);
    if (land != kNoObj) trigger_on_event(g, Event::PlaysLand, land, p);
    return true;
  }
  std::vector<Option> opts;
  for (ObjId id : st.exile) {
    const Object& o = st.obj(id);
    if (o.exiled_by != c.item.obj || o.owner != p) continue;
    if (def(st, id).is(TLand) ? land_playable() : can_cast(st, id, p, kCastExiledFree))
      opts.push_back({OptKind::Object, id, 0});
  }
  return ask_may_choose_card(c, p, std::move(opts));
}

// Vaan, Street Thief: "exile the top card of <who>'s library. You may cast it." Cast during the
// resolution paying its costs, whoever owns it (608.2g, kCastExiledByEffect; its timing ignored,
// ruling FIN-R-0382); "If you don't" is a following effect with Cond::IfYouDidNot. t.d: 1 + the
// card once asked.
bool op_exile_top_of_who_may_cast(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  if (c.t.d == 0) {
    ObjId card = kNoObj;
    for (Target tg : *c.who) {
      auto& lib = st.players[static_cast<size_t>(player_of(tg))].library;
      if (lib.empty()) continue;
      log_obj(g, LogKind::Exiled, "406.3", lib.front(), 0, c.item.obj);
      card = move_object(g, lib.front(), Zone::Exile);
      break;
    }
    if (card != kNoObj) {
      st.obj(card).exiled_by = c.item.obj;
      st.last_moved = card;
      if (can_cast(st, card, p, kCastExiledByEffect)) {
        c.t.d = 1 + card;
        push_task(g, c.t);
        ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, card);
        return false;
      }
    }
  } else if (ans && ans->kind == OptKind::Yes) {
    cast_now(c, e, c.t.d - 1, kCastExiledByEffect);
    return true;
  }
  c.t.b &= ~kDidBit;  // not cast: "If you don't" follows
  return true;
}

// 406.3, 305.1: exile the top card; it may be played
bool op_exile_top_playable(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  int a = c.a;
  for (int i = 0; i < a; ++i) {
    auto& lib = st.players[static_cast<size_t>(item.controller)].library;
    if (lib.empty()) break;
    log_obj(g, LogKind::Exiled, "406.3", lib.front());
    ObjId nid = move_object(g, lib.front(), Zone::Exile);
    st.obj(nid).exiled_by = item.obj;
    st.obj(nid).play_on_lore_turn = true;
  }
  return true;
}

// 406.3, 305.1: exile the top cards; one may be played this turn
// t.d: 1 once the cards are exiled and one is asked
bool op_exile_top_choose_playable(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  int a = c.a;
  PlayerId p = item.controller;
  if (c.t.d == 0) {
    std::vector<Option> opts;
    auto& lib = st.players[static_cast<size_t>(p)].library;
    for (int i = 0; i < a && !lib.empty(); ++i) {
      log_obj(g, LogKind::Exiled, "701.13a", lib.front(), 0, item.obj);
      ObjId nid = move_object(g, lib.front(), Zone::Exile);
      if (nid != kNoObj) opts.push_back({OptKind::Object, nid, 0});
    }
    if (opts.empty()) return true;
    c.t.d = 1;
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseCard, p, std::move(opts), item.obj, 1);
    return false;
  }
  if (ans && ans->kind == OptKind::Object) {
    st.obj(ans->obj).play_turn = st.turn;
    st.last_moved = ans->obj;  // "that card" ("When you exile a card this way", Cait Sith)
  }
  return true;
}

// 601.3: "You may cast <who> (target card in your graveyard) this turn" (Vohar): the card stays
// in the graveyard with Object::play_turn, cast later as usual (its costs, its timing: ruling
// DMU-R-0346); the spell cast so is exiled instead of being put into the graveyard (614.1a,
// Object::graveyard_exile, set as it is cast).
// With `a` 1: "you may cast it from your graveyard as an Adventure until the end of your next
// turn" (Hildibrand Manderville; 715.3a): play_turn holds kPlayUntilTurnOf less the number of
// that turn (Player::turns_taken, as Light Up the Stage's exiled cards), which only a cast as
// its Adventure reads (can_cast(), kCastAdventure); costs and timing as usual (ruling
// FIN-R-0750), and no graveyard_exile.
bool op_may_cast_from_graveyard_this_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const PlayerId p = c.item.controller;
  const bool adventure_until_next_turn = c.a == 1;
  for (const Target& t : *c.who) {
    if (t.kind != Target::Object || st.obj(t.id).left || st.obj(t.id).zone != Zone::Graveyard)
      continue;
    st.obj(t.id).play_turn =
        adventure_until_next_turn
            ? kPlayUntilTurnOf - (st.players[static_cast<size_t>(p)].turns_taken + 1)
            : st.turn;
    st.seen_graveyard_use = true;  // the priority options look at graveyards from now on
  }
  return true;
}

// 701.24a, then 701.20a or 406: the controller's library is shuffled and its top card revealed
// (or exiled, `a` 1); its owner may play that card this turn without paying its mana cost
// (kCastPermittedFree), the revealed one only while it remains on top (611.2b).
bool op_shuffle_then_play_top_free(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = c.item.controller;
  shuffle_library(st, p);
  log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  const auto& library = st.players[static_cast<size_t>(p)].library;
  if (library.empty()) return true;
  ObjId top = library.front();
  if (c.a == 1) {
    log_obj(g, LogKind::Exiled, "701.13a", top, 0, c.item.obj);
    top = move_object(g, top, Zone::Exile);
    if (top == kNoObj) return true;
  } else {
    log_card(g, LogKind::Reveal, "701.20a", top, p);
  }
  st.free_plays.emplace_back(top, st.turn);
  return true;
}

}  // namespace lore::effects
