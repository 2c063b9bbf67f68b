// Effect primitives: the turn, the game, and turn-long permissions or restrictions.
#include "engine/effects/ops.h"

namespace lore::effects {

// 724.1: end the turn
bool op_end_the_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  log_obj(g, LogKind::TurnEnds, "724.1", item.obj);
  st.pending.clear();  // 724.1a: triggered but not yet put on the stack: they cease to exist
  // 724.1b: exile every object on the stack, the resolving one too (it goes on resolving;
  // finish() then finds it gone and only removes its stack item).
  for (size_t i = st.stack.size(); i-- > 0;) {
    const StackItem s = st.stack[i];
    if (!s.ability && !st.obj(s.obj).left) {
      ObjId nid = move_object(g, s.obj, Zone::Exile);
      if (nid != kNoObj) log_obj(g, LogKind::Exiled, "724.1b", nid);
    }
  }
  st.stack.erase(st.stack.begin(), st.stack.end() - 1);
  // 724.1d: the step ends; during combat, creatures are removed from combat. The game goes
  // straight to the cleanup step: drop what was left of this step (priority, combat tasks)
  // down to the task that ends it, and end it as the end step would.
  if (st.step >= Step::BeginCombat && st.step <= Step::EndCombat) end_combat(st);
  while (!st.tasks.empty() &&
         !(st.tasks.back().kind == TaskKind::Turn && st.tasks.back().stage == 1))
    st.tasks.pop_back();
  st.step = Step::End;
  st.passes = 0;
  // 724.1c: state-based actions, with no priority; what triggers now is put on the stack
  // in the cleanup step (724.1f, 514.3a).
  push_task(g, Task{TaskKind::StateBasedActions});
  return true;
}

// 104.2b; the game ends at once (104.1), so its opponent loses
bool op_win_the_game(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who) {
    PlayerId p = player_of(tg);
    for (PlayerId q = 0; q < st.num_players; ++q)  // 104.2b: all of its opponents lose
      if (st.opponents(p, q)) st.players[static_cast<size_t>(q)].lost = true;  // 810.8a
    st.over = true;
    st.winner = p;
    st.decision = Decision{};
    if (g.log) {
      LogEntry le = entry(g, LogKind::GameOver, "104.2b");
      le.player = p;
      le.obj = item.obj;
      le.card = item.source_card;
      g.emit(le);
    }
    break;
  }
  return true;
}

// 104.3e
bool op_lose_game(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const StackItem& item = c.item;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who) {
    st.players[static_cast<size_t>(tg.id)].lost = true;
    if (g.log) {
      LogEntry le = entry(g, LogKind::LosesGame, "104.3e");
      le.player = player_of(tg);
      le.obj = item.obj;
      le.card = item.source_card;
      g.emit(le);
    }
    team_loses_with(g, player_of(tg));  // 810.8a
  }
  check_game_over(g);
  return true;
}

// 508.1d, 508.1g-h: attacking you costs more until your next turn: {a} for each creature, or
// b life for each creature attacking you or a planeswalker you control
bool op_attack_tax_until_your_next_turn(Ctx& c, const Effect& e, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const StackItem& item = c.item;
  int a = c.a;
  ContinuousEffect ce;
  ce.taxed = item.controller;
  ce.attack_tax = static_cast<int8_t>(a);
  ce.attack_life_tax = static_cast<int8_t>(amount_of(c, e.b));
  ce.until_end_of_turn = false;
  ce.until_turn_of = item.controller;
  ce.timestamp = st.next_timestamp++;
  st.effects.push_back(ce);
  st.chars_changed();
  return true;
}

// 701.15a-b: "goad <who>": until the controller's next turn each creature attacks each combat if
// able and attacks a player other than the controller if able (goading_players(), combat.cpp).
// 701.15d: goading it again changes nothing.
bool op_goad(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  PlayerId by = c.item.controller;
  for (Target tg : *c.who) {
    if (tg.kind != Target::Object || !on_battlefield(st, tg.id)) continue;
    if (goading_players(st, tg.id) & (1u << by)) continue;
    ContinuousEffect ce;
    ce.object = tg.id;
    ce.goaded_by = by;
    ce.until_end_of_turn = false;
    ce.until_turn_of = by;
    ce.timestamp = st.next_timestamp++;
    st.effects.push_back(ce);
    st.chars_changed();
    log_obj(c.g, LogKind::Goaded, "701.15a", tg.id, by);
  }
  return true;
}

// 606.3 as modified: twice each turn, never more (no stacking)
bool op_loyalty_twice(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  const StackItem& item = c.item;
  st.players[static_cast<size_t>(item.controller)].loyalty_twice = true;
  return true;
}

namespace {

// `p` controls a permanent with "the first time you flip one or more coins each turn, ... you win
// those flips" (StaticKind::FirstCoinFlipWon).
bool first_flip_won(const GameState& st, PlayerId p) {
  for (ObjId id : st.battlefield) {
    if (st.obj(id).controller != p) continue;
    for (const Ability& a : abilities_of(st, id))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::FirstCoinFlipWon) return true;
  }
  return false;
}

// One coin's fall, from the game's generator or a scenario's `random 1` / `random 2`
// (Game::forced_random): true for 1 (a won flip, or heads).
bool coin_comes_up_first(Game& g) {
  if (!g.forced_random.empty()) {
    int r = g.forced_random.front();
    g.forced_random.erase(g.forced_random.begin());
    if (r != 0 && r != 1)
      throw std::invalid_argument("a coin flip is forced as 1 (won or heads) or 2 (lost or tails)");
    return r == 0;
  }
  return g.st.rng.below(2) == 0;
}

// Edgar, King of Figaro (705.3): this is the first time `p` flips one or more coins this turn
// and p controls a permanent saying so, so the coins come up heads and p wins those flips
// (ruling FIN-R-0143: a flip before Edgar was there counts as the first one). Marks p as having
// flipped this turn.
bool edgar_wins_flips(GameState& st, PlayerId p) {
  Player& flipper = st.players[static_cast<size_t>(p)];
  bool wins = !flipper.flipped_coin && first_flip_won(st, p);
  flipper.flipped_coin = true;
  return wins;
}

// amount: 1 won or heads, 0 lost or tails; amount2: 0 a flip called and won or lost, 1 a flip
// that only comes up heads or tails, 2 such a flip won through 705.3.
void log_flip(Game& g, const Ctx& c, bool first, int kind) {
  if (!g.log) return;
  LogEntry le = entry(g, LogKind::CoinFlip, kind == 2 ? "705.3" : "705.2");
  le.player = c.item.controller;
  le.card = g.st.obj(c.item.obj).card;
  le.obj = c.item.obj;
  le.amount = first ? 1 : 0;
  le.amount2 = kind;
  g.emit(le);
}

}  // namespace

// 705.2: "Flip a coin." The controller calls and wins the flip with even chances whatever the
// call (705.1), so the call is not asked: the game's generator decides, or a scenario's
// `random 1` (won) / `random 2` (lost) (Game::forced_random). Logged so players see the result.
bool op_flip_coin(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  bool won = coin_comes_up_first(g);
  if (edgar_wins_flips(g.st, c.item.controller)) won = true;  // whatever the coin showed
  c.t.b = won ? (c.t.b | kDidBit) : (c.t.b & ~kDidBit);
  log_flip(g, c, won, 0);
  if (won) trigger_on_event(g, Event::WinsCoinFlip, kNoObj, c.item.controller);
  return true;
}

// 705.2: "Flip N coins." (Two-Headed Giant): flips that care only whether each coin comes up
// heads or tails, so no player wins or loses them (ruling FIN-R-0818). `random 1` forces heads,
// `random 2` tails. The coins are flipped at once, so Edgar, King of Figaro's "the first time you
// flip one or more coins each turn" makes them all come up heads (ruling FIN-R-0144) and its
// controller wins each of them (705.3, ruling FIN-R-0145): "whenever you win a coin flip"
// triggers once per coin. Cond::AllCoinsHeads / AllCoinsTails follow the results.
bool op_flip_coins(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  const bool edgar = edgar_wins_flips(g.st, c.item.controller);
  int heads = 0;
  for (int i = 0; i < c.a; ++i) {
    bool head = coin_comes_up_first(g);  // drawn even when Edgar decides it
    if (edgar) head = true;
    heads += head;
    log_flip(g, c, head, edgar ? 2 : 1);
  }
  c.t.b &= ~(kAllHeadsBit | kAllTailsBit);
  if (c.a > 0 && heads == c.a) c.t.b |= kAllHeadsBit;
  if (c.a > 0 && heads == 0) c.t.b |= kAllTailsBit;
  for (int i = 0; edgar && i < c.a; ++i)
    trigger_on_event(g, Event::WinsCoinFlip, kNoObj, c.item.controller);
  return true;
}

// Ranger-Captain of Eos: "Your opponents can't cast noncreature spells this turn." (a rule-
// modifying effect, 604.1; checked by can_cast())
bool op_cant_cast_noncreature_this_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  for (Target tg : *c.who)
    if (tg.kind == Target::Player)
      c.g.st.players[static_cast<size_t>(tg.id)].noncreature_locked = true;
  return true;
}

// 500.8: "After this phase, there is an additional combat phase." Only abilities resolving during
// combat create one in the card pool, so "this phase" is the current combat phase.
bool op_additional_combat_phase(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  int8_t& extra = c.g.st.extra_combats;
  if (extra < 100) ++extra;
  log_obj(c.g, LogKind::AdditionalStep, "500.8", c.item.obj, 0);
  return true;
}

// 500.8: "Then if it's the first end step of the turn, there is an additional end step after this
// step." (Y'shtola Rhul; a scenario starting in the end step has begun one: end_steps 0)
bool op_additional_end_step_if_first(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  if (st.step != Step::End || st.end_steps > 1 || st.extra_end_steps >= 100) return true;
  ++st.extra_end_steps;
  log_obj(c.g, LogKind::AdditionalStep, "500.8", c.item.obj, 1);
  return true;
}

}  // namespace lore::effects

namespace lore::effects {

// Yawgmoth's Will: "Until end of turn, you may play lands and cast spells from your graveyard"
// (601.3, 305.1: the usual timing, costs and land plays) and "If a card would be put into your
// graveyard from anywhere this turn, exile that card instead" (614.1a, applied by move_object()).
bool op_play_from_graveyard_this_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Player& pl = c.g.st.players[static_cast<size_t>(c.item.controller)];
  pl.plays_from_graveyard = true;
  pl.graveyard_to_exile = true;
  return true;
}

// "this ability has resolved this turn": one more resolution of the resolving ability of its
// source (an object: a new one after a zone change counts anew, 400.7)
bool op_count_resolution(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  GameState& st = c.g.st;
  for (ResolutionCount& r : st.resolutions)
    if (r.obj == c.item.obj && r.index == c.item.index) {
      ++r.times;
      return true;
    }
  st.resolutions.push_back({c.item.obj, c.item.index, 1});
  return true;
}

}  // namespace lore::effects

namespace lore::effects {

// 725.3: "<who> becomes the monarch" (the last player named, as one player at a time can be)
bool op_become_monarch(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  for (Target tg : *c.who)
    if (tg.kind == Target::Player) become_monarch(c.g, player_of(tg));
  return true;
}

}  // namespace lore::effects

namespace lore::effects {

// 500.7: "<who> takes an extra turn after this one": the most recently created is taken first
bool op_take_extra_turn(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  for (Target tg : *c.who) {
    if (tg.kind != Target::Player || !c.g.st.in_game(player_of(tg))) continue;
    c.g.st.extra_turns.push_back(player_of(tg));
    if (c.g.log) {
      LogEntry le = entry(c.g, LogKind::ExtraTurnAdded, "500.7");
      le.player = player_of(tg);
      c.g.emit(le);
    }
  }
  return true;
}

}  // namespace lore::effects
