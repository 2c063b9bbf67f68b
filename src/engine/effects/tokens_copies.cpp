// Effect primitives: tokens, emblems and token copies of permanents.
#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// "It gains haste" said of a token the effect made: no duration, so for as long as it exists
void grant_keywords(Game& g, ObjId tok, KeywordMask keywords) {
  if (!keywords) return;
  GameState& st = g.st;
  ContinuousEffect ce;
  ce.object = tok;
  ce.keywords = keywords;
  ce.until_end_of_turn = false;
  ce.timestamp = st.next_timestamp++;
  st.effects.push_back(ce);
  st.chars_changed();
  log_obj(g, LogKind::Keywords, "611.2", tok, static_cast<int32_t>(keywords));
}

// "Create N tokens" for each recipient (t.d: tokens made, all recipients together). A token
// created "attacking" during combat asks its controller what it attacks (508.4): the defending
// player or a planeswalker they control; the answer makes the newest token attacking.
bool create_tokens(Ctx& c, const Effect& e, const std::vector<Target>& who, int a,
                   const Option* ans) {
  const Effect::TokensCopies& make = params<Effect::TokensCopies>(e);
  Game& g = c.g;
  GameState& st = g.st;
  if (ans) {
    Object& tok = st.obj(st.last_moved);
    tok.attacking = true;  // 508.4: attacking, though it never attacked
    tok.attack_target = ans->n;
    st.chars_changed();  // a static ability's "attacking" filter
    ++c.t.d;
  }
  // 603.6a: tokens made at once are checked for triggers together, once all of them are on the
  // battlefield, unless a decision comes between them (what each one attacks)
  bool in_combat = st.step >= Step::DeclareAttackers && st.step <= Step::CombatDamage;
  bool began = !(make.attacking && in_combat) && begin_entering_together(st);
  for (;;) {
    // 614.1a: the number each recipient gets after replacement effects (Doubling Season), logged
    // as its first token is made; the same numbers are counted again after a decision.
    PlayerId p = kNoPlayer;
    int made = 0, of = 0;  // this recipient's tokens made so far, and its number
    CardId card = e.token_id;
    bool creatures = card_def(card).is(TCreature);
    for (int r = 0, first = 0; r < static_cast<int>(who.size()); ++r) {
      PlayerId q = player_of(who[static_cast<size_t>(r)]);
      int n = replaced_amount(g, StaticKind::DoubleTokensYouCreate, a, q, kNoObj, Counter::PlusOne,
                              c.t.d != first);
      // "those tokens plus a 1/1 white Soldier creature token" (Queen Allenal), "plus a 1/1
      // green Frog creature token" (Quina), made last
      std::vector<CardId> extra;
      tokens_added(g, n, creatures, q, extra, c.t.d != first);
      const int plus = static_cast<int>(extra.size());
      if (c.t.d < first + n + plus) {
        p = q, made = c.t.d - first, of = n;
        if (made >= n) card = extra[static_cast<size_t>(made - n)];
        break;
      }
      first += n + plus;
    }
    if (p == kNoPlayer) {
      end_entering_together(g, began);
      return true;
    }
    CopyExcept x_pt;  // "an X/X ... token": its copiable power and toughness (707.9b)
    if (make.pt_is_source_x && card == e.token_id)
      x_pt.power = x_pt.toughness = st.obj(c.item.obj).x;
    ObjId tok = create_token(g, card, p, 0, x_pt);
    // "then attach this Equipment to it" (702.182a): one of the effect's own tokens, not a
    // Soldier or Frog a replacement effect added (614.1a)
    if (made < of) st.last_moved = tok;
    // "Exile them": every token this effect made (a replacement's extra ones too, 614.1a)
    if (c.t.d == 0) st.copies_first = tok;
    st.copies_last = tok;
    if (make.tapped) st.obj(tok).tapped = true;  // "create a tapped ... token"
    // 506.3b: only under the attacking player's control does it become an attacking creature.
    if (!make.attacking || !in_combat || !st.is_active(p)) {
      ++c.t.d;
      continue;
    }
    // 802.2: any defending player (each opponent still in the game) or their planeswalker; "for
    // each opponent ... attacking that player": the opponent this token was made for, in turn
    // order (its share of the tokens, if a replacement effect made more).
    PlayerId only = kNoPlayer;
    if (make.per_opponent && made < of) {  // a Soldier added (614.1a) attacks any of them
      std::vector<PlayerId> opponents;
      for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q))
        if (st.opponents(p, q)) opponents.push_back(q);
      if (!opponents.empty())
        only = opponents[static_cast<size_t>(made) * opponents.size() / static_cast<size_t>(of)];
    }
    std::vector<Option> opts;
    for (PlayerId q = st.next_in_game(p); q != p; q = st.next_in_game(q)) {
      if (only != kNoPlayer && q != only) continue;
      opts.push_back({OptKind::Attack, tok, attack_code(q)});
      for (ObjId pw : st.battlefield)
        if (st.obj(pw).controller == q && is_type(st, pw, TPlaneswalker))
          opts.push_back({OptKind::Attack, tok, attack_code_pw(pw)});
    }
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseAttacked, p, std::move(opts), tok);
    return false;
  }
}

// "For each Aura and Equipment attached to <the source>, create a token that's a copy of it
// attached to <the token made before>" (Stangg, Echo Warrior; 707.2, 301.5, 303.4): an Aura that
// couldn't enchant that token isn't created, an Equipment that can't equip it enters unattached
// (ruling DMU-R-0445). The tokens made before and these are one batch for "them"
// (copies_first..copies_last: "Sacrifice all tokens created this way").
bool copies_attached_to_last(Ctx& c, const Effect& e) {
  Game& g = c.g;
  GameState& st = g.st;
  const ObjId host = st.last_moved;
  if (host == kNoObj) return true;
  const ObjId first = st.copies_first != kNoObj && st.copies_last == host ? st.copies_first : host;
  std::vector<ObjId> attached;
  for (ObjId id : st.battlefield)
    if (st.obj(id).attached_to == c.item.obj &&
        (card_def(st.obj(id).card).aura || card_def(st.obj(id).card).equipment))
      attached.push_back(id);
  ObjId last = host;
  for (ObjId orig : attached) {
    const CardId card = st.obj(orig).card;
    const CopyExcept except =
        copied_except(except_of(st, orig), params<Effect::TokensCopies>(e).except);
    const bool aura = card_def(card).aura;
    const bool host_here = !st.obj(host).left && st.obj(host).zone == Zone::Battlefield;
    if (aura) {  // 303.4f-g: only onto what it could enchant
      std::vector<Option> hosts = aura_host_options(st, card, c.item.controller, kNoObj);
      if (!host_here ||
          std::none_of(hosts.begin(), hosts.end(), [&](const Option& o) { return o.obj == host; }))
        continue;
    }
    ObjId tok = create_token(g, card, c.item.controller, 0, except);
    if (host_here && (aura || is_type(st, host, TCreature))) st.obj(tok).attached_to = host;
    st.chars_changed();
    last = tok;
  }
  st.copies_first = first;
  st.copies_last = st.last_moved = last;
  return true;
}

}  // namespace

// 111.1, 701.7a: create tokens
bool op_create_token(Ctx& c, const Effect& e, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  if (params<Effect::TokensCopies>(e).per_opponent && !who.empty()) {  // "for each opponent"
    PlayerId p = player_of(who[0]);
    int opponents = 0;
    for (PlayerId q = c.g.st.next_in_game(p); q != p; q = c.g.st.next_in_game(q))
      opponents += c.g.st.opponents(p, q);
    a *= opponents;
  }
  return create_tokens(c, e, who, a, ans);
}

// 114.1: an emblem in the command zone
bool op_create_emblem(Ctx& c, const Effect& e, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  ObjId em = new_object(st, e.token_id, item.controller, Zone::Command);
  st.command.push_back(em);
  log_obj(g, LogKind::TokenCreated, "114.1", em);
  return true;
}

// 707.2, 111.1: a token that is a copy of a permanent
bool op_copy_token(Ctx& c, const Effect& e, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  if (params<Effect::TokensCopies>(e).attached_to_last_made) return copies_attached_to_last(c, e);
  ObjId orig = kNoObj;
  if (e.who == Who::ChosenPermanent) {
    if (!chosen_permanent(c, e, ans, orig)) return false;
  } else if (!who.empty() && who[0].kind == Target::Object) {
    orig = who[0].id;
  }
  // 608.2h: a permanent that left (a creature that died, a target gone before the trigger
  // resolves) is copied as it last existed on the battlefield (rulings DMU-R-0234, -0336).
  // "a token that's a copy of that card" (707.2): a card in a graveyard or in exile, or one that
  // was there as the effect began (the target exiled by the effect before: Ardyn): its printed
  // values (rulings FIN-R-0082, FIN-R-0715); a token there is no card (111.8).
  const bool of_card = params<Effect::TokensCopies>(e).of_card;
  if (orig == kNoObj) return true;
  if (of_card ? st.obj(orig).token || st.obj(orig).copy : st.obj(orig).zone != Zone::Battlefield)
    return true;
  // 707.2: the copiable values are the printed characteristics of the face that's up, as
  // modified by the "except" of the copy effect that made it, if it is a copy (707.9b: a
  // token copy of a token copies what that token copied, with its exceptions); nothing else
  // of the original (counters, tapped, attachments, other effects) is copied. 707.8a: a copy
  // of a transformed permanent is a double-faced token with its back face up.
  CardId card = st.obj(orig).card;
  CopyExcept except = copied_except(except_of(st, orig), params<Effect::TokensCopies>(e).except);
  // 614.1a: Doubling Season makes two. t.d counts the tokens made (above the chosen
  // permanent's bits): each one enters on its own, with its own read ahead number or
  // enchanted object (614.12a).
  int made = c.t.d >> kMadeShift;
  int n = replaced_amount(g, StaticKind::DoubleTokensYouCreate, 1, item.controller, kNoObj,
                          Counter::PlusOne, made > 0 || ans);
  // 603.6a: tokens made at once are checked for triggers together, once all of them are on the
  // battlefield, unless a decision comes between them (each one's chapter, object to enchant or
  // name)
  const CardDef& def = card_def(card);
  bool began = !(def.read_ahead && final_chapter(st, orig) > 0) && !def.aura &&
               !name_as_enters(def) && begin_entering_together(st);
  for (; made < n; ++made) {
    ObjId host = kNoObj;
    int chapter = 0;
    c.t.d = (c.t.d & kChosenMask) | (made << kMadeShift);
    if (card_def(card).read_ahead && final_chapter(st, orig) > 0) {  // 714.3b: as it enters
      if (!ans) {
        push_task(g, c.t);
        ask_number(g, DecisionKind::ReadAhead, item.controller, {1, final_chapter(st, orig), orig},
                   orig);
        return false;
      }
      chapter = ans->n;
    } else if (card_def(card)
                   .aura) {  // 303.4f: not cast, so its controller chooses what it enchants
      if (!ans) {
        std::vector<Option> opts = aura_host_options(st, card, item.controller, kNoObj);
        if (opts.empty()) return true;  // 303.4g: it can't enter the battlefield
        push_task(g, c.t);
        ask(g, DecisionKind::ChooseCard, item.controller, std::move(opts), orig);
        return false;
      }
      host = ans->obj;
    }
    const Option* name = nullptr;
    if (enter_choice_possible(st, card, orig, item.controller)) {
      if (!(ans && answers_enter_choice(*ans))) {
        push_task(g, c.t);  // 614.1c: each copy's name is chosen before it enters
        ask_card_name(g, orig, item.controller);
        return false;
      }
      name = ans;
    }
    ans = nullptr;
    ObjId tok = create_token(g, card, item.controller, chapter, except);
    if (host != kNoObj) st.obj(tok).attached_to = host;
    st.chars_changed();
    if (name) take_card_name(g, tok, item.controller, *name);
    grant_keywords(g, tok, e.keywords);
    if (made == 0) st.copies_first = tok;
    st.copies_last = st.last_moved = tok;
  }
  // 614.1a: Queen Allenal's Soldiers come with creature token copies, Quina's Frogs with any,
  // with none of the copy's exceptions or abilities; what the effect says of the tokens ("It
  // gains haste", "Sacrifice it at the beginning of the next end step") applies to them too
  // (rulings DMU-R-0228, FIN-R-0276), so they are part of the batch "it" means
  // (copies_first..copies_last)
  std::vector<CardId> extra;
  tokens_added(g, n, (except.add_types & TCreature) || card_def(card).is(TCreature),
               item.controller, extra);
  for (CardId plus : extra) {
    ObjId tok = create_token(g, plus, item.controller);
    grant_keywords(g, tok, e.keywords);
    st.copies_last = st.last_moved = tok;
  }
  end_entering_together(g, began);
  return true;
}

}  // namespace lore::effects
