// Priority (CR 117): state-based actions and triggers first (117.5), then the player acts or
// passes; all players passing in succession resolves the top of the stack or ends the step.
#include <algorithm>

#include "engine.h"

namespace lore {

// 614.12a: asks the choice a land being played makes as it enters (naming.cpp)
void ask_played_land_choice(Game& g, ObjId land, PlayerId chooser);

void note_cards_from(GameState& st) {
  if (st.seen_hand_instant && st.seen_graveyard_use) {  // nothing more to learn from new cards
    st.cards_seen = static_cast<uint32_t>(st.objects.size());
    return;
  }
  for (; st.cards_seen < st.objects.size(); ++st.cards_seen) {
    CardId card = st.objects[st.cards_seen].card;
    const CardDef& front = card_def(front_face(card));
    for (CardId c : {front.id, front.back, front.adventure, card_def(card).melded_from[0],
                     card_def(card).melded_from[1]}) {
      if (c == kNoCard) continue;
      const CardDef& d = card_def(c);
      st.seen_hand_instant |= d.instant_speed || d.has_from_hand || d.adventure != kNoCard;
      st.seen_graveyard_use |= d.has_alt_cost || d.has_from_graveyard || d.has_dash_blitz;
    }
  }
}

// 305.2: the lands `p` may play this turn: one, and one more for each "You may play an additional
// land on each of your turns" of a permanent they control (`power` more for "two additional
// lands", cumulative: ruling FIN-R-0435).
int land_plays(const GameState& st, PlayerId p) {
  int n = 1;
  for (ObjId id : st.battlefield) {
    if (st.obj(id).controller != p || !def(st, id).extra_land_play) continue;
    for (const Ability& a : abilities_of(st, id))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::AdditionalLandPlay)
        n += std::max<int>(1, a.stat.power);
  }
  return n;
}

namespace {

// The priority options other than mana abilities (priority_options()).
void non_mana_priority_options(const GameState& st, PlayerId p, std::vector<Option>& opts) {
  opts.clear();
  opts.push_back({OptKind::Pass});
  ManaSourcesScope sources(st, p);  // every cost below is checked against the same sources
  const Player& pl = st.players[static_cast<size_t>(p)];
  // 307.1: outside sorcery timing only instants and cards with flash can be cast (can_cast
  // says so too; this skips the work for the others).
  bool sorcery_ok = sorcery_timing(st, p);
  // 305.1-2: one land per turn, more with "you may play an additional land" (305.2)
  bool land_ok = sorcery_ok && (pl.lands_played < 1 || pl.lands_played < land_plays(st, p));
  // Cards in a hand have no state of their own, so copies of one card are all castable or
  // none is: each card is checked once.
  std::array<std::pair<CardId, bool>, 8> checked;
  size_t nchecked = 0;
  auto castable_from_hand = [&](ObjId id) {
    CardId card = st.obj(id).card;
    for (size_t i = 0; i < nchecked; ++i)
      if (checked[i].first == card) return checked[i].second;
    bool ok = can_cast(st, id, p);
    if (nchecked < checked.size()) checked[nchecked++] = {card, ok};
    return ok;
  };
  bool seen_all = st.cards_seen == st.objects.size();  // else look everywhere (note_new_cards())
  bool hand_usable = sorcery_ok || !seen_all || st.seen_hand_instant || st.flash_sources > 0;
  if (hand_usable)
    for (ObjId id : pl.hand) {
      const CardDef& d = def(st, id);
      if (d.is(TLand)) {
        if (land_ok) opts.push_back({OptKind::PlayLand, id});
      } else if ((sorcery_ok || d.instant_speed || st.flash_sources > 0) &&
                 castable_from_hand(id)) {
        opts.push_back({OptKind::Cast, id});
      }
      if (d.adventure != kNoCard &&
          (sorcery_ok || card_def(d.adventure).instant_speed || st.flash_sources > 0) &&
          can_cast(st, id, p, kCastAdventure))  // 715.3
        opts.push_back({OptKind::Cast, id, kCastAdventure});
      if (d.has_spectacle && can_cast(st, id, p, kCastSpectacle))  // 702.137a
        opts.push_back({OptKind::Cast, id, kCastSpectacle});
      if (d.has_dash_blitz && can_cast(st, id, p, kCastDashBlitz))  // 702.109a, 702.152a
        opts.push_back({OptKind::Cast, id, kCastDashBlitz});
      for (size_t i = 0; d.has_from_hand && i < d.abilities.size(); ++i)  // cycling (702.29a)
        if (d.abilities[i].from_hand && can_activate(st, id, static_cast<int>(i), p))
          opts.push_back({OptKind::Activate, id, static_cast<int32_t>(i)});
    }
  for (ObjId id : st.exile) {  // cards an effect lets you play from exile (601.2a, 305.1)
    if (!may_play_from_exile(st, id, p)) continue;
    if (def(st, id).is(TLand)) {
      if (land_ok) opts.push_back({OptKind::PlayLand, id});
    } else if (can_cast(st, id, p)) {
      opts.push_back({OptKind::Cast, id});
    }
    if (def(st, id).adventure != kNoCard && can_cast(st, id, p, kCastAdventure))  // 715.3d
      opts.push_back({OptKind::Cast, id, kCastAdventure});
  }
  for (auto [id, turn] : st.foretold)  // 702.143a: a foretold card for its foretell cost
    if (can_cast(st, id, p, kCastForetold)) opts.push_back({OptKind::Cast, id, kCastForetold});
  // The top card of the library, when a permanent lets `p` play it (601.3, 305.1; The Lunar
  // Whale, Traveling Chocobo): looked for only while such a permanent is on the battlefield.
  if (st.top_sources > 0 && !pl.library.empty()) {
    ObjId top = pl.library.front();
    const CardDef& d = def(st, top);
    if (d.is(TLand)) {
      if (land_ok && may_play_from_top(st, top, p, d)) opts.push_back({OptKind::PlayLand, top});
    } else if (can_cast(st, top, p)) {
      opts.push_back({OptKind::Cast, top});
    }
    if (!d.is(TLand) && can_cast(st, top, p, kCastTopForLife))  // Bolas's Citadel
      opts.push_back({OptKind::Cast, top, kCastTopForLife});
    if (d.adventure != kNoCard && can_cast(st, top, p, kCastAdventure))  // 715.3
      opts.push_back({OptKind::Cast, top, kCastAdventure});
  }
  // "You may play that card this turn without paying its mana cost" (Temporal Aperture, Urza,
  // Lord High Artificer): a land as a land play (305.1), a spell with its usual timing (118.9)
  for (auto [id, turn] : st.free_plays) {
    if (turn != st.turn || !may_play_free(st, id, p)) continue;
    if (def(st, id).is(TLand)) {
      // one land play either way (305.1): the top card a permanent already lets `p` play
      // (Traveling Chocobo) isn't offered twice
      if (land_ok &&
          std::find(opts.begin(), opts.end(), Option{OptKind::PlayLand, id}) == opts.end())
        opts.push_back({OptKind::PlayLand, id});
    } else if (can_cast(st, id, p, kCastPermittedFree)) {
      opts.push_back({OptKind::Cast, id, kCastPermittedFree});
    }
  }
  if (!seen_all || st.seen_graveyard_use || pl.plays_from_graveyard ||
      st.graveyard_permission_sources > 0)
    for (ObjId id : pl.graveyard) {
      const CardDef& d = def(st, id);  // alternative costs that cast from the graveyard (n = 1)
      if (pl.plays_from_graveyard) {   // Yawgmoth's Will: play it as from a hand (601.3, 305.1)
        if (d.is(TLand)) {
          if (land_ok) opts.push_back({OptKind::PlayLand, id});
        } else if (can_cast(st, id, p)) {
          opts.push_back({OptKind::Cast, id});
        }
      } else if (st.obj(id).play_turn == st.turn && can_cast(st, id, p)) {
        opts.push_back({OptKind::Cast, id});  // "You may cast <it> ... this turn" (Vohar, 601.3)
      } else if (st.graveyard_permission_sources > 0) {  // once each turn (Serra Paragon)
        if (!d.is(TLand)) {
          if (can_cast(st, id, p)) opts.push_back({OptKind::Cast, id});
        } else if (land_ok && graveyard_permission(st, id, p) != kNoObj) {
          opts.push_back({OptKind::PlayLand, id});  // 305.1
        }
      }
      if (d.has_alt_cost && can_cast(st, id, p, kCastAlt))
        opts.push_back({OptKind::Cast, id, kCastAlt});
      // "cast it from your graveyard as an Adventure" (Hildibrand Manderville, 715.3a)
      if (d.adventure != kNoCard && st.obj(id).play_turn <= kPlayUntilTurnOf &&
          can_cast(st, id, p, kCastAdventure))
        opts.push_back({OptKind::Cast, id, kCastAdventure});
      if (d.has_dash_blitz && can_cast(st, id, p, kCastDashBlitz))  // 702.152a (Sabin)
        opts.push_back({OptKind::Cast, id, kCastDashBlitz});
      for (size_t i = 0; d.has_from_graveyard && i < d.abilities.size(); ++i)  // 113.6b
        if (d.abilities[i].from_graveyard && can_activate(st, id, static_cast<int>(i), p))
          opts.push_back({OptKind::Activate, id, static_cast<int32_t>(i)});
    }
  for (const Commander& c : st.commanders)  // 903.8
    if (c.owner == p && c.obj != kNoObj && st.obj(c.obj).zone == Zone::Command &&
        can_cast(st, c.obj, p))
      opts.push_back({OptKind::Cast, c.obj});
  auto activatable = [&](ObjId id) {
    if (st.obj(id).controller != p || !def(st, id).has_activated) return;
    std::span<const Ability> own = abilities_of(st, id);  // none if it lost them (613.1f)
    for (size_t i = 0; i < own.size(); ++i)
      if (own[i].kind == AbilityKind::Activated && can_activate(st, id, static_cast<int>(i), p))
        opts.push_back({OptKind::Activate, id, static_cast<int32_t>(i)});
  };
  for (ObjId id : st.command) activatable(id);  // emblems (114.4)
  if (st.activated_sources > 0)
    for (ObjId id : st.battlefield) activatable(id);
  // 613.1f: abilities permanents have from others, numbered after their own
  if (st.activated_grant_sources > 0) granted_activation_options(st, p, opts);
}

// 605.3a: the mana abilities `p` may activate, one option per source and kind of mana (as when
// paying, payment_options()). With `first_only`, only the first.
void mana_options(const GameState& st, PlayerId p, std::vector<Option>& opts, bool first_only) {
  for (ObjId id : st.battlefield) {
    int ai = mana_ability(st, id, p);
    // and the kinds of the mana abilities of others that tap it (ManaGrant)
    uint8_t extra = st.mana_grant_sources > 0 ? find_extra_mana_kinds(st, id, p) : 0;
    if (ai < 0 && !extra) continue;
    uint8_t kinds = extra;
    if (ai >= 0) {
      const Ability& a = as_produced(st, id, mana_abilities_of(st, id)[static_cast<size_t>(ai)]);
      // Only fixed mana (Timeless Lotus's {W}{U}{B}{R}{G}): one option, named by its first kind.
      kinds |= a.unit_kinds ? a.unit_kinds : static_cast<uint8_t>(also_kinds(a) & -also_kinds(a));
    }
    for (int k = 0; k < kManaKinds; ++k)
      if (kinds >> k & 1) {
        opts.push_back({OptKind::Mana, id, k});
        if (first_only) return;
      }
  }
  if (st.mana_grant_sources > 0) costly_mana_options(st, p, opts, first_only);
  if (first_only && !opts.empty() && opts.back().kind == OptKind::Mana) return;
  if (st.mana_grant_sources > 0 || !st.gained_mana.empty())
    choice_mana_options(st, p, opts, first_only);
}

// 605.3a: a mana ability may be activated whenever its controller has priority. One option, last,
// stands for them all (ChooseManaAbility asks which): finding one is enough, which keeps the
// priority decision cheap.
void add_mana_option(const GameState& st, PlayerId p, std::vector<Option>& opts) {
  size_t n = opts.size();
  mana_options(st, p, opts, true);
  if (opts.size() > n) opts.back() = {OptKind::Mana, kNoObj, 0};
}

}  // namespace

void priority_options(const GameState& st, PlayerId p, std::vector<Option>& opts) {
  non_mana_priority_options(st, p, opts);
  add_mana_option(st, p, opts);
}

std::vector<Option> priority_options(const GameState& st, PlayerId p) {
  std::vector<Option> opts;
  priority_options(st, p, opts);
  return opts;
}

// Stages: 0 state-based actions, 1 triggers, 2 the priority decision.
void run_priority(Game& g, Task t) {
  GameState& st = g.st;
  if (t.stage == 0) {
    st.left_together.clear();
    st.replacement_choices.clear();  // each belongs to one event (616.1), now over
    if (st.sba_settled && st.pending.empty()) {
      // 117.5: nothing changed since a check that found nothing, and no trigger waits: the
      // check would return at once (run_sba), so the decision comes next.
      st.sba_performed = false;
      t.stage = 2;
    } else {
      t.stage = 1;
      push_task(g, t);
      push_task(g, Task{TaskKind::StateBasedActions});
      return;
    }
  }
  if (t.stage == 1) {
    if (!st.pending.empty()) {
      t.stage = 0;  // 117.5: repeat until neither happens
      push_task(g, t);
      push_task(g, Task{TaskKind::PutTriggers});
      return;
    }
    t.stage = 2;
  }
  Option ans;
  PlayerId p;
  while (true) {
    if (!take_answer(g, ans)) {
      // The buffer trades places with the previous decision's options (ask swaps them), so the
      // steady priority loop reuses two buffers instead of allocating.
      thread_local std::vector<Option> opts;
      note_new_cards(st);
      non_mana_priority_options(st, st.priority, opts);
      // auto_single: nothing to do but pass, or activate mana abilities whose mana would only
      // empty at the step's end (500.4): passing is answered at once, as a single option would
      // be by ask(), without a round through the tasks (nor a look for the mana abilities).
      if (g.auto_single && opts.size() == 1) {
        ans = opts[0];
      } else {
        add_mana_option(st, st.priority, opts);
        push_task(g, t);
        ask(g, DecisionKind::Priority, st.priority, std::move(opts));
        return;
      }
    }
    p = st.priority;
    if (ans.kind != OptKind::Pass) break;
    if (++st.passes >= st.players_in_game()) {  // 117.4: all players pass in succession
      st.passes = 0;
      if (st.stack.empty()) return;  // the step or phase ends (500.2)
      // 117.3b: after resolution, the active player (800.4j: or the next one still in the game)
      st.priority = st.in_game(st.active) ? st.active : st.next_in_game(st.active);
      push_task(g, Task{TaskKind::Priority});
      push_task(g, Task{TaskKind::Resolve});
      return;
    }
    st.priority = st.next_in_game(p);  // 117.3d: the next player in turn order
    // Passing changes nothing else: the state-based actions and triggers checked before `p`
    // received priority would find the same again (117.5), so the opponent's decision is next
    // (unless the state was edited by hand meanwhile).
    if (!st.sba_settled || !st.pending.empty()) {
      push_task(g, Task{TaskKind::Priority});
      return;
    }
  }
  st.sba_settled = false;
  switch (ans.kind) {
    case OptKind::PlayLand:     // 305.1: a special action
    case OptKind::Replacement:  // the order of its replacement effects as it enters (616.1)
    case OptKind::Color:        // a choice as it enters (614.12): a color (Crossroads Village)
    case OptKind::Number: {     // or a basic land type (Thran Portal)
      const Option* chosen = ans.kind == OptKind::Replacement ? &ans : nullptr;
      if (!land_enter_order_settled(g, ans.obj, p, chosen)) {
        push_task(g, t);
        return;
      }
      if (ans.kind == OptKind::Color || ans.kind == OptKind::Number) {
        take_card_name(g, ans.obj, p, ans);
      } else if (needs_name(st, ans.obj)) {  // 614.12a: chosen before it enters
        push_task(g, t);
        ask_played_land_choice(g, ans.obj, p);
        return;
      }
      st.passes = 0;
      ++st.players[static_cast<size_t>(p)].lands_played;
      log_obj(g, LogKind::PlayLand, "305.1", ans.obj);
      // A land played from a graveyard with a once-each-turn permission uses it (Serra Paragon)
      ObjId permission = st.obj(ans.obj).zone == Zone::Graveyard &&
                                 !st.players[static_cast<size_t>(p)].plays_from_graveyard
                             ? graveyard_permission(st, ans.obj, p)
                             : kNoObj;
      ObjId land = move_object(g, ans.obj, Zone::Battlefield);
      if (permission != kNoObj) use_graveyard_permission(g, permission, land);
      trigger_on_event(g, Event::PlaysLand, land, p);  // "whenever a player plays a land"
      break;
    }
    case OptKind::Mana: {       // 605.3a, 605.3b: no stack; the player keeps priority (117.3c)
      if (ans.obj == kNoObj) {  // which one: the answer comes back here
        thread_local std::vector<Option> opts;
        opts.clear();
        mana_options(st, p, opts, false);
        push_task(g, t);
        ask(g, DecisionKind::ChooseManaAbility, p, std::move(opts));
        return;
      }
      st.passes = 0;
      if (!activate_mana(g, ans.obj, ans.n)) {  // 616.1: its damage's order is asked first
        push_task_under_top(g, Task{TaskKind::Priority});
        return;
      }
      break;
    }
    case OptKind::Cast:
    case OptKind::Activate: {
      st.passes = 0;
      push_task(g, Task{TaskKind::Priority});  // 117.3c: the same player receives priority
      Task a{ans.kind == OptKind::Cast ? TaskKind::CastSpell : TaskKind::Activate};
      a.a = ans.obj;
      a.b = ans.n;
      push_task(g, a);
      return;
    }
    default: break;
  }
  push_task(g, Task{TaskKind::Priority});
}

}  // namespace lore
