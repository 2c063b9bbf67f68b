// Starting the game (CR 103) and the turn structure (CR 500-514).
#include <span>

#include "engine.h"

namespace lore {

namespace {

// 502.3: a permanent that doesn't untap during its controller's untap step: its own "doesn't
// untap" (Phyrexian Colossus), or a nonbasic land while a permanent says nonbasic lands don't
// (Back to Basics). None if the ability's permanent lost its abilities (613.1f).
bool kept_tapped(const GameState& st, ObjId id) {
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::DoesntUntap) return true;
  // "Enchanted creature doesn't untap during its controller's untap step" (Sleep Magic)
  for (size_t i = 0; st.static_sources > 0 && i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    if (st.obj(s).attached_to != id || !def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedDoesntUntap)
        return true;
  }
  if (st.static_sources == 0 || !is_type(st, id, TLand) || (chars(st, id).supertypes & SBasic))
    return false;
  for (ObjId s : st.battlefield) {
    if (!def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::NonbasicLandsDontUntap)
        return true;
  }
  return false;
}

// Ohabi Caleria: "Untap all <subtype>s you control during each other player's untap step." A
// permanent of a player who isn't active is untapped by such an ability of a permanent that
// player controls, whatever would keep it tapped during its controller's own untap step (ruling
// DMU-R-0404); its controller has no choice (ruling DMU-R-0403).
bool untaps_in_others_untap(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != o.controller || !def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::UntapSubtypeDuringOthersUntap &&
          has_subtype_now(st, id, a.stat.subtype))
        return true;
  }
  return false;
}

// No effect keeps a permanent tapped through an untap step: the usual case, every turn.
bool no_untap_locks(const GameState& st) {
  return st.skip_next_untap.empty() && st.untap_locks.empty() && st.tapped_untap_locks.empty();
}

// 502.3: an effect says it doesn't untap during the active player's next untap step (Exhaustion).
// 502.3, 611.2b: ...or for as long as a source remains on the battlefield (Somnophore).
bool skipped_this_untap(const GameState& st, ObjId id) {
  if (no_untap_locks(st)) return false;  // the usual case, every turn
  return std::any_of(st.skip_next_untap.begin(), st.skip_next_untap.end(),
                     [&](const auto& s) { return s.first == id && st.is_active(s.second); }) ||
         std::any_of(
             st.untap_locks.begin(), st.untap_locks.end(),
             [&](const auto& s) { return s.first == id && on_battlefield(st, s.second); }) ||
         std::any_of(
             st.tapped_untap_locks.begin(), st.tapped_untap_locks.end(), [&](const auto& s) {
               return s.first == id && on_battlefield(st, s.second) && st.obj(s.second).tapped;
             });
}

// 502.3: a tapped permanent of the active player (or team, 805.4) that untaps in this untap step
// unless its controller chooses otherwise.
bool would_untap(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  return o.tapped && st.is_active(o.controller) && !kept_tapped(st, id) &&
         !skipped_this_untap(st, id);
}

// "You may choose not to untap this <permanent> during your untap step" (none if it lost its
// abilities, 613.1f)
bool may_stay_tapped(const GameState& st, ObjId id) {
  if (!def(st, id).may_stay_tapped) return false;
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::MayChooseNotToUntap)
      return true;
  return false;
}

// The untap step's locks that end with it.
void end_untap_locks(GameState& st) {
  if (no_untap_locks(st)) return;
  // "during their next untap step": this one, whatever it untapped
  std::erase_if(st.skip_next_untap, [&](const auto& s) { return st.is_active(s.second); });
  std::erase_if(st.untap_locks, [&](const auto& s) {  // over: the source or it left
    return !on_battlefield(st, s.second) || !on_battlefield(st, s.first);
  });
  std::erase_if(st.tapped_untap_locks, [&](const auto& s) {
    return !on_battlefield(st, s.second) || !on_battlefield(st, s.first);
  });
}

// Stage 2 of the untap step (502.3): the active player determines which permanents they control
// will untap, asked (DecisionKind::Untap) for each that they may choose not to untap (t.a: the
// battlefield index to look at next; GameState::scratch: those chosen to stay tapped); then they
// all untap at once: what is decided and checked for one doesn't see another untap first.
void untap_permanents(Game& g, Task t) {
  GameState& st = g.st;
  Option ans;
  if (take_answer(g, ans) && ans.kind == OptKind::No) st.scratch.push_back(ans.obj);
  for (auto i = static_cast<size_t>(t.a); i < st.battlefield.size(); ++i) {
    ObjId id = st.battlefield[i];
    const Object& o = st.obj(id);  // the cheap tests first: this runs every turn
    if (!o.tapped || !st.is_active(o.controller) || !may_stay_tapped(st, id) ||
        !would_untap(st, id))
      continue;
    t.a = static_cast<int32_t>(i + 1);
    push_task(g, t);
    ask(g, DecisionKind::Untap, st.obj(id).controller, {{OptKind::Yes, id}, {OptKind::No, id}}, id);
    return;
  }
  thread_local std::vector<ObjId> untapping;  // no allocation each turn
  untapping.clear();
  for (ObjId id : st.battlefield)
    if (st.obj(id).tapped && would_untap(st, id) &&
        (st.scratch.empty() ||
         std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end()))
      untapping.push_back(id);
  if (g.log)
    for (ObjId id : st.scratch) log_obj(g, LogKind::StaysTapped, "502.3", id);
  st.scratch.clear();
  for (ObjId id : untapping) untap(g, id, "502.3");
  end_untap_locks(st);
}

void log_player(Game& g, LogKind kind, const char* rule, PlayerId p, int amount = 0) {
  if (!g.log) return;
  LogEntry e = entry(g, kind, rule);
  e.player = p;
  e.amount = amount;
  g.emit(e);
}

void draw_seven(Game& g, PlayerId p) { draw_cards(g, p, 7); }

// 103.5c: in a multiplayer game (more than two players, 800.1) the first mulligan doesn't count
// toward the cards put on the bottom nor toward the mulligans a player may take.
int counted_mulligans(const GameState& st, const Player& pl) {
  return st.num_players > 2 && pl.mulligans > 0 ? pl.mulligans - 1 : pl.mulligans;
}

void begin_priority(Game& g) {
  // 117.3a; 800.4j: with the active player gone, the next player in turn order.
  g.st.priority = g.st.in_game(g.st.active) ? g.st.active : g.st.next_in_game(g.st.active);
  g.st.passes = 0;
  push_task(g, Task{TaskKind::Priority});
}

}  // namespace

// Stages: 0 shuffle and ask who starts (5: the answer), 1 opening hands, 2 mulligan decisions (t.d
// = player in turn order), 3 cards to the bottom, 4 first turn.
void run_start_game(Game& g, Task t) {
  GameState& st = g.st;
  Option ans;
  bool answered = take_answer(g, ans);
  if (t.stage == 0) {
    if (t.c)
      for (PlayerId p = 0; p < st.num_players; ++p) shuffle_library(st, p);  // 103.3
    if (g.log) g.emit(entry(g, LogKind::GameStart, "103.1"));
    t.stage = 5;
    if (t.a != kNoPlayer) {
      // 805.3: in Two-Headed Giant a team starts; its primary player (805.2) is `active`.
      st.starting = static_cast<PlayerId>(st.two_headed() ? t.a & ~1 : t.a);
      t.stage = 1;
    } else {  // 103.1: a random player chooses who plays first
      PlayerId chooser = static_cast<PlayerId>(st.rng.below(static_cast<uint64_t>(st.num_players)));
      push_task(g, t);
      std::vector<Option> opts{{OptKind::PlayFirst, kNoObj, chooser}};
      if (st.two_headed()) {  // 805.3: the chooser names the team that plays first
        opts = {{OptKind::PlayFirst, kNoObj, chooser & ~1},
                {OptKind::PlayFirst, kNoObj, (chooser & ~1) ^ 2}};
      } else if (st.num_players == 2) {
        opts.push_back({OptKind::DrawFirst, kNoObj, chooser});
      } else {  // the chooser names any player to take the first turn
        for (int i = 1; i < st.num_players; ++i)
          opts.push_back({OptKind::PlayFirst, kNoObj, (chooser + i) % st.num_players});
      }
      ask(g, DecisionKind::ChooseStartingPlayer, chooser, std::move(opts));
      return;
    }
  }
  if (t.stage == 5) {
    st.starting = static_cast<PlayerId>(ans.kind == OptKind::PlayFirst ? ans.n : 1 - ans.n);
    answered = false;
    t.stage = 1;
  }
  if (t.stage == 1) {
    log_player(g, LogKind::StartingPlayer, "103.1", st.starting);
    for (int i = 0; i < st.num_players; ++i)
      draw_seven(g, static_cast<PlayerId>((st.starting + i) % st.num_players));  // 103.4
    if (!t.b)
      for (int i = 0; i < st.num_players; ++i) st.players[static_cast<size_t>(i)].kept = true;
    t.stage = 2;
    t.d = 0;
  }
  if (t.stage == 2) {  // 103.5: London mulligan
    while (true) {
      bool all_kept = true;
      for (int i = 0; i < st.num_players; ++i) all_kept &= st.players[static_cast<size_t>(i)].kept;
      if (all_kept) break;
      PlayerId p = static_cast<PlayerId>((st.starting + t.d) % st.num_players);
      Player& pl = st.players[static_cast<size_t>(p)];
      if (pl.kept) {
        t.d = (t.d + 1) % st.num_players;
        continue;
      }
      if (!answered) {
        std::vector<Option> opts{{OptKind::Keep, kNoObj, p}};
        if (counted_mulligans(st, pl) < 7) opts.push_back({OptKind::Mull, kNoObj, p});
        push_task(g, t);
        ask(g, DecisionKind::Mulligan, p, std::move(opts), kNoObj, pl.mulligans);
        return;
      }
      answered = false;
      if (ans.kind == OptKind::Keep) {
        pl.kept = true;
        log_player(g, LogKind::Keep, "103.5", p, pl.mulligans);
      } else {
        ++pl.mulligans;
        log_player(g, LogKind::Mulligan, "103.5", p, pl.mulligans);
        while (!pl.hand.empty()) move_object(g, pl.hand.back(), Zone::Library);
        shuffle_library(st, p);
        draw_seven(g, p);
      }
      t.d = (t.d + 1) % st.num_players;
    }
    t.stage = 3;
    t.d = 0;
    t.b = -1;
  }
  if (t.stage == 3) {  // 103.5: put N cards on the bottom, starting player first
    if (answered) {
      PlayerId p = st.obj(ans.obj).owner;
      move_object(g, ans.obj, Zone::Library, true);
      log_player(g, LogKind::Bottom, "103.5", p);
      --t.b;
    }
    for (; t.d < st.num_players; ++t.d, t.b = -1) {
      PlayerId p = static_cast<PlayerId>((st.starting + t.d) % st.num_players);
      Player& pl = st.players[static_cast<size_t>(p)];
      if (t.b < 0) t.b = counted_mulligans(st, pl);
      // 609.3: with fewer cards in hand (a short library), all of them go to the bottom.
      t.b = std::min(t.b, static_cast<int32_t>(pl.hand.size()));
      if (t.b > 0) {
        std::vector<Option> opts;
        for (ObjId id : pl.hand) opts.push_back({OptKind::Object, id, 0});
        push_task(g, t);
        ask(g, DecisionKind::MulliganBottom, p, std::move(opts), kNoObj, t.b);
        return;
      }
    }
    st.turn = 1;
    st.active = st.starting;
    st.chars_changed();
    st.step = Step::Untap;
    push_task(g, Task{TaskKind::Turn});
  }
}

// 800.4m: effects lasting until the next turn of a player who left the game end when that turn
// would have begun: as the turn passes their seat (800.4k: it doesn't begin).
namespace {

void end_effects_of_skipped_turns(GameState& st, PlayerId turn_of) {
  for (int i = 1; i < st.num_players; ++i) {
    auto q = static_cast<PlayerId>((turn_of + i) % st.num_players);
    if (q == st.active) return;
    if (st.players[static_cast<size_t>(q)].left_game &&
        std::erase_if(st.effects,
                      [q](const ContinuousEffect& e) { return e.until_turn_of == q; })) {
      st.sba_settled = false;
      st.chars_changed();
    }
  }
}

// Gerrard's Hourglass Pendant: "If a player would begin an extra turn, that player skips that
// turn instead." (614.1b, 614.10)
bool extra_turns_skipped(const GameState& st) {
  for (ObjId id : st.battlefield)
    for (const Ability& a : abilities_of(st, id))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::ExtraTurnsSkipped)
        return true;
  return false;
}

// The player whose turn begins after `turn_of`'s (102.1): an extra turn first, the most recently
// created one (500.7), unless it is skipped; then the turn order goes on from the player whose
// turn came before the extra turns.
PlayerId next_active(Game& g, PlayerId turn_of) {
  GameState& st = g.st;
  while (!st.extra_turns.empty()) {
    const auto p = static_cast<PlayerId>(st.extra_turns.back());
    st.extra_turns.pop_back();
    if (!st.in_game(p)) continue;  // 800.4k: a player who left takes no turn
    if (extra_turns_skipped(st)) {
      if (g.log) {
        LogEntry e = entry(g, LogKind::ExtraTurnSkipped, "614.10");
        e.player = p;
        g.emit(e);
      }
      continue;
    }
    if (st.turn_order_from == kNoPlayer) st.turn_order_from = turn_of;
    return p;
  }
  const PlayerId from = st.turn_order_from != kNoPlayer ? st.turn_order_from : turn_of;
  st.turn_order_from = kNoPlayer;
  PlayerId next = st.next_in_game(from);  // 102.1; 800.4k: a player who left takes none
  if (st.two_headed() && next == st.teammate(from))
    next = st.next_in_game(next);  // 805.4: the next team
  return next;
}

}  // namespace

// "Damage isn't removed from this creature during cleanup steps." (514.2; Ancient Adamantoise):
// not while it has lost the ability (613.1f), nor while it is phased out (702.26b: treated as
// though it doesn't exist; ruling FIN-R-0081).
bool keeps_damage(const GameState& st, ObjId id) {
  if (!def(st, id).keeps_damage || st.obj(id).phased_out) return false;
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::DamageNotRemovedInCleanup)
      return true;
  return false;
}

void end_turn_effects(GameState& st) {
  // 514.2: damage wears off and "until end of turn" effects end, simultaneously.
  // Unused regeneration shields ("this turn", 701.19a) end with them.
  for (ObjId id : st.battlefield)
    st.obj(id).damage = st.obj(id).damage != 0 && keeps_damage(st, id) ? st.obj(id).damage : 0,
    st.obj(id).regen_shields = 0;
  // "including phased-out permanents" (514.2; ruling FIN-R-0081)
  for (ObjId id : st.phased_out) st.obj(id).damage = 0;
  st.countered.clear();
  st.crewed.clear();       // "crewed it this turn" (702.122b)
  st.gained_mana.clear();  // Rain of Filth's "until end of turn" mana abilities
  // Yawgmoth's Will: "Until end of turn, you may play ... from your graveyard" ends (514.2); its
  // "this turn" replacement lasts through the cleanup step (ended as the next turn begins).
  for (Player& p : st.players) p.plays_from_graveyard = false;
  for (ObjId id : st.phased_out)  // "including phased-out permanents"
    st.obj(id).damage = 0, st.obj(id).regen_shields = 0;
  // Effects without a duration (a granted ability) end when their object leaves (400.7).
  if (std::erase_if(st.effects, [&](const ContinuousEffect& e) {
        return e.until_end_of_turn || (e.object != kNoObj && st.obj(e.object).left);
      })) {
    st.sba_settled = false;  // a toughness boost may have ended (removing damage can't matter)
    st.chars_changed();
  }
  count_ability_losses(st);
}

// Stage 0 begins st.step (turn-based actions, then priority); stage 1 ends it; stage 2 untaps
// the permanents in the untap step (untap_permanents()).
void run_turn(Game& g, Task t) {
  GameState& st = g.st;
  if (t.stage == 2) return untap_permanents(g, t);
  if (t.stage == 1) {
    for (int i = 0; i < st.num_players; ++i) {  // 500.4: mana empties at the end of each step
      Player& p = st.players[static_cast<size_t>(i)];
      if (g.log && p.pool.total() > 0)
        log_player(g, LogKind::ManaEmpties, "500.4", static_cast<PlayerId>(i));
      p.pool.clear();
    }
    Step next = static_cast<Step>(static_cast<int>(st.step) + 1);
    if (st.step == Step::Cleanup) {
      PlayerId turn_of = st.active;
      ++st.turn;
      st.extra_combats = 0;
      st.combat_phases = 0;
      st.end_steps = st.extra_end_steps = 0;
      // "this turn" delayed triggers that never triggered end with their turn (603.7c).
      std::erase_if(st.delayed, [&](const DelayedTrigger& d) { return d.turn >= 0; });
      st.active = next_active(g, turn_of);  // 102.1, 500.7: extra turns first
      end_effects_of_skipped_turns(st, turn_of);
      if (st.context_readers > 0) st.chars_changed();  // "during your turn" abilities
      next = Step::Untap;
    } else if (next == Step::Draw && st.turn == 1 && st.active == st.starting &&
               (st.num_players == 2 || st.two_headed())) {
      // 103.8a: skipped, as though it didn't exist (500.11); 103.8b: in Two-Headed Giant the
      // starting team skips it; 103.8c: in a free-for-all game of more players, nobody does.
      next = Step::Main1;
    } else if (st.step == Step::EndCombat && st.extra_combats > 0) {
      --st.extra_combats;  // 500.8: an additional combat phase, directly after this one
      next = Step::BeginCombat;
    } else if (st.step == Step::End && st.extra_end_steps > 0) {
      --st.extra_end_steps;  // 500.8: an additional end step, directly after this one
      next = Step::End;
    } else if (next == Step::DeclareBlockers && !st.attackers_declared) {
      next = Step::EndCombat;  // 508.8
    } else if (next == Step::FirstStrikeDamage && !combat_has_first_strike(st)) {
      next = Step::CombatDamage;  // 510.4
    }
    if (st.step == Step::EndCombat) end_combat(st);               // 511.3
    if (next == Step::BeginCombat) ++st.combat_phases;            // 506.1: a combat phase begins
    if (next == Step::End && st.end_steps < 100) ++st.end_steps;  // 513.1
    st.step = next;
    push_task(g, Task{TaskKind::Turn});
    return;
  }
  if (g.log) {
    if (st.step == Step::Untap) log_player(g, LogKind::TurnStart, "500.1", st.active, st.turn);
    LogEntry e = entry(g, LogKind::StepStart, "500.1");
    e.player = st.active;
    g.emit(e);
  }
  Task end{TaskKind::Turn};
  end.stage = 1;
  push_task(g, end);
  // The untap step says when it changes what state-based actions look at (phasing, effects
  // ending, untapping where tapped state matters); drawing and lore counters clear the flag in
  // move_object()/draw_cards() and saga_precombat_main. Triggers waiting to be put on the stack
  // can only keep a Saga from being sacrificed (714.4), so the other steps change nothing.
  switch (st.step) {
    case Step::Untap: {                        // 502
      for (PlayerId p : active_players(st)) {  // 805.4: each player of the active team
        auto& taken = st.players[static_cast<size_t>(p)].turns_taken;
        taken = static_cast<int16_t>(std::min(taken + 1, 30000));
      }
      // 611.2b: "until your next turn" effects end as that turn begins.
      if (std::erase_if(st.effects, [&](const ContinuousEffect& e) {
            return e.until_turn_of != kNoPlayer && st.is_active(e.until_turn_of);
          })) {
        st.sba_settled = false;
        st.chars_changed();
      }
      count_ability_losses(st);
      untap_step_phasing(g);  // 502.1: phasing first, then untapping (502.3)
      if (combat_state_matters(st)) st.sba_settled = false;  // untapping
      st.cast_this_turn.clear();
      st.resolutions.clear();  // "the fourth time this ability has resolved this turn"
      for (auto& p : std::span(st.players.data(), static_cast<size_t>(st.num_players)))
        p.lands_played = 0, p.spells_cast = 0, p.instants_sorceries_cast = 0, p.cost_increase = 0,
        p.noncreature_spells_cast = 0, p.loyalty_twice = false, p.nonskeleton_died = false,
        p.life_gained = 0, p.creatures_died = 0, p.dealt_combat_damage_by_legend = false,
        p.permanent_left = false, p.noncreature_locked = false, p.life_lost = 0,
        p.combat_damage_taken = 0, p.card_left_graveyard = false,
        p.dealt_combat_damage_this_turn = false, p.plays_from_graveyard = false,
        p.graveyard_to_exile = false, p.dealt_damage_this_turn = false, p.flipped_coin = false,
        p.discarded_card = false, p.attacked_this_combat = 0, p.cards_drawn = 0,
        p.legendary_creature_spells_cast = 0, p.put_counter_on_creature = false,
        p.excess_damage_to_yours = false, p.attacked_by_assassin_of = 0;
      st.damage_record.clear();  // "this turn"
      st.free_plays.clear();     // "this turn" (kCastPermittedFree)
      // With no question to ask (no tapped permanent of the active player prints "you may choose
      // not to untap"), what untaps is known now and untaps in this walk; otherwise stage 2 asks
      // first. The same result: only such a permanent (Mana Leech) can end a lock by untapping.
      const bool ask = std::any_of(st.battlefield.begin(), st.battlefield.end(), [&](ObjId id) {
        const Object& o = st.obj(id);
        return o.tapped && card_def(o.card).may_stay_tapped && st.is_active(o.controller);
      });
      for (ObjId id : st.battlefield) {
        Object& o = st.obj(id);
        o.activations = o.triggered = o.loyalty_activations = 0;
        o.attacked = o.counter_put = o.graveyard_permission_used = false;
        o.graveyard_types_used = 0;
        if (!st.is_active(o.controller)) {
          if (o.tapped && st.static_sources > 0 && untaps_in_others_untap(st, id))
            untap(g, id, "502.3");
          continue;
        }
        o.sick = false;  // 302.6: controlled continuously since the turn began
        if (!ask && o.tapped && !kept_tapped(st, id) && !skipped_this_untap(st, id))
          untap(g, id, "502.3");
      }
      st.scratch.clear();
      if (!ask) return end_untap_locks(st);  // 502.4: no priority in the untap step
      Task untapping{TaskKind::Turn};
      untapping.stage = 2;
      untap_permanents(g, untapping);
      return;  // 502.4: no priority in the untap step
    }
    case Step::Upkeep: {
      for (PlayerId p : active_players(st)) {
        Player& pl = st.players[static_cast<size_t>(p)];
        pl.last_upkeep_began = pl.upkeep_began;  // from now on "your last upkeep" (702.30a)
        pl.upkeep_began = moment(st);
      }
      trigger_on_step(g, Event::BeginningOfUpkeep);
      trigger_delayed(g, kNextUpkeep);  // "at the beginning of the next upkeep" (603.7)
      trigger_your_next_upkeep(g);      // "at the beginning of your next upkeep"
      break;
    }
    case Step::Draw:
      if (st.draw_replacers > 0) {  // 614.11: a draw replaced by a choice is asked by a task
        begin_priority(g);
        trigger_on_step(g, Event::BeginningOfDrawStep);  // waits, pending, for the draws
        ActivePlayers players = active_players(st);      // the primary player draws first
        for (int i = players.n; i-- > 0;) push_draws(g, players.seats[static_cast<size_t>(i)], 1);
        return;
      }
      for (PlayerId p : active_players(st)) draw_cards(g, p, 1);  // 504.1; 805.4b, 805.6a
      trigger_on_step(g, Event::BeginningOfDrawStep);             // after the draw (504.2)
      break;
    case Step::Main1:
      saga_precombat_main(g);                               // 714.3c, a turn-based action
      trigger_on_step(g, Event::BeginningOfPrecombatMain);  // 505.1a: the first main phase
      break;
    case Step::Main2:
      trigger_on_step(g, Event::BeginningOfPostcombatMain);  // 505.1a
      break;
    case Step::BeginCombat:
      trigger_on_step(g, Event::BeginningOfCombat);  // 507.1
      break;
    case Step::DeclareAttackers:
      st.attackers_declared = false;
      begin_priority(g);
      push_task(g, Task{TaskKind::DeclareAttackers});
      return;
    case Step::DeclareBlockers:
      begin_priority(g);
      push_task(g, Task{TaskKind::DeclareBlockers});
      return;
    case Step::FirstStrikeDamage:
    case Step::CombatDamage: {
      begin_priority(g);
      Task d{TaskKind::CombatDamage};
      d.a = st.step == Step::FirstStrikeDamage;
      push_task(g, d);
      return;
    }
    case Step::EndCombat:
      trigger_on_step(g, Event::EndOfCombat);  // "at end of combat on your turn" (511.2)
      trigger_delayed(g, kNextEndOfCombat);    // "at end of combat" (511.2)
      break;
    case Step::End:
      trigger_on_step(g, Event::BeginningOfEndStep);
      trigger_delayed(g);
      break;
    case Step::Cleanup: push_task(g, Task{TaskKind::Cleanup}); return;
    default: break;
  }
  begin_priority(g);
}

// 514: discard to hand size, then damage and "until end of turn" effects end; if that
// causes state-based actions or triggers, players get priority and cleanup repeats (514.3a).
void run_cleanup(Game& g, Task t) {
  GameState& st = g.st;
  Option ans;
  bool answered = take_answer(g, ans);
  if (t.stage == 0) {
    if (answered) {
      discard(g, ans.obj, LogKind::CleanupDiscard, "514.1");
    } else {  // the step begins: "at the beginning of the next cleanup step" (514.3a)
      trigger_delayed(g, kNextCleanup);
    }
    for (PlayerId p : active_players(st)) {  // 805.4: each active player of the team in turn
      Player& pl = st.players[static_cast<size_t>(p)];
      if (pl.hand.size() > 7) {  // 402.2: maximum hand size
        std::vector<Option> opts;
        for (ObjId id : pl.hand) opts.push_back({OptKind::Object, id, 0});
        push_task(g, t);
        ask(g, DecisionKind::CleanupDiscard, p, std::move(opts), kNoObj,
            static_cast<int32_t>(pl.hand.size() - 7));
        return;
      }
    }
    // 611.2a, 514.2: a permanent that became a copy "until end of turn" is itself again
    for (size_t i = 0; i < st.effects.size(); ++i)
      if (st.effects[i].reverts_copy && st.effects[i].until_end_of_turn)
        end_copy_effect(g, st.effects[i]);
    end_turn_effects(st);
    end_control_effects(g, true);  // 514.2
    if (g.log) g.emit(entry(g, LogKind::DamageRemoved, "514.2"));
    t.stage = 1;
    push_task(g, t);
    push_task(g, Task{TaskKind::StateBasedActions});
    return;
  }
  if (st.sba_performed || !st.pending.empty()) {  // 514.3a
    Task again{TaskKind::Cleanup};
    push_task(g, again);
    begin_priority(g);
  }
}

}  // namespace lore
