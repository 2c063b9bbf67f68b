// The end of the game (104.2a, 104.4a) and, in a multiplayer game, a player leaving it (800.4a)
// while the others play on.
#include <algorithm>

#include "engine.h"

namespace lore {

namespace {

// 800.4a: an object leaves the game: not a zone change to any zone; its record stays as
// last-known information.
void leaves_game(GameState& st, ObjId id) {
  remove_from_zone(st, id);
  mark_left(st, id);
}

// Moves out of `list` (a zone shared by all players) the objects `p` owns; returns how many.
int remove_owned(GameState& st, std::vector<ObjId>& list, PlayerId p) {
  thread_local std::vector<ObjId> owned;
  owned.clear();
  for (ObjId id : list)
    if (st.obj(id).owner == p) owned.push_back(id);
  for (ObjId id : owned) leaves_game(st, id);
  return static_cast<int>(owned.size());
}

void leave_game(Game& g, PlayerId p) {
  GameState& st = g.st;
  Player& pl = st.players[static_cast<size_t>(p)];
  pl.left_game = true;
  pass_monarch_on_leaving(g, p);  // 725.4: as they leave, before their objects go
  int gone = 0;
  // The stack first (800.4a): spells they own leave the game; abilities they control and copies
  // of spells they control (objects not represented by cards) cease to exist; a spell they
  // control and another player owns is exiled.
  for (size_t i = st.stack.size(); i-- > 0;) {
    const StackItem s = st.stack[i];
    bool theirs = s.controller == p;
    bool owned = !s.ability && st.obj(s.obj).owner == p;
    if (!theirs && !owned) continue;
    st.stack.erase(st.stack.begin() + static_cast<long>(i));
    if (s.ability || st.obj(s.obj).left) continue;
    if (owned || st.obj(s.obj).copy) {
      mark_left(st, s.obj);
      ++gone;
    } else {
      ObjId nid = move_object(g, s.obj, Zone::Exile);
      if (nid != kNoObj) log_obj(g, LogKind::Exiled, "800.4a", nid);
    }
  }
  // Permanents they own: objects "until it leaves the battlefield" held in exile come back
  // (610.3; 603.6c counts leaving the game as leaving the battlefield).
  thread_local std::vector<ObjId> leaving;
  leaving.clear();
  for (ObjId id : st.battlefield)
    if (st.obj(id).owner == p) leaving.push_back(id);
  for (ObjId id : leaving) remove_from_combat(g, id);
  gone += remove_owned(st, st.battlefield, p) + remove_owned(st, st.phased_out, p) +
          remove_owned(st, st.exile, p) + remove_owned(st, st.command, p);
  for (std::vector<ObjId>* zone : {&pl.library, &pl.hand, &pl.graveyard}) {
    for (ObjId id : *zone) mark_left(st, id);
    gone += static_cast<int>(zone->size());
    zone->clear();
  }
  pl.pool.clear();
  for (Commander& c : st.commanders)  // their commanders left the game with them (903.3)
    if (c.owner == p) c.obj = kNoObj, c.moved = false;
  // Effects giving them control of other players' permanents end (control returns to the
  // player the remaining effects give it to, or to the owner, who is still in the game: their
  // own objects are gone).
  end_control_effects(g);
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p) gain_control(g, id, st.obj(id).owner);
  // 800.4d: their triggered abilities aren't put on the stack.
  std::erase_if(st.pending, [p](const PendingTrigger& t) { return t.controller == p; });
  std::erase_if(st.delayed, [p](const DelayedTrigger& t) { return t.controller == p; });
  for (ObjId id : leaving) return_exiled_until_left(g, id);
  // 800.4a: with priority, it passes to the next player in turn order still in the game.
  if (st.priority == p) st.priority = st.next_in_game(p);
  st.sba_settled = false;
  st.chars_changed();
  if (g.log) {
    LogEntry e = entry(g, LogKind::LeavesGame, "800.4a");
    e.player = p;
    e.amount = gone;
    g.emit(e);
  }
}

}  // namespace

// 104.2a: the game ends when one player is left in it (104.4a: a draw when none is). In a
// two-player game that is the first loss; with more players, a player who lost leaves the
// game (800.4a) at the next check (leave_lost_players) and the others play on.
void check_game_over(Game& g) {
  GameState& st = g.st;
  if (st.num_players == 2 && !st.players[0].lost && !st.players[1].lost) return;  // nearly always
  int in_game = 0;
  bool any_lost = false;
  PlayerId last = kNoPlayer;
  for (PlayerId p = 0; p < st.num_players; ++p) {
    const Player& pl = st.players[static_cast<size_t>(p)];
    if (!pl.lost) {
      ++in_game;
      last = p;
    } else {
      any_lost |= !pl.left_game;
    }
  }
  if (!any_lost) return;
  if (st.two_headed()) {  // 104.2c: the game ends when one team is left
    bool first = st.in_game(0) || st.in_game(1), second = st.in_game(2) || st.in_game(3);
    if (first && second) return;
    in_game = first + second;
    last = first ? 0 : 2;
  } else if (in_game > 1) {
    return;
  }
  st.over = true;
  st.winner = in_game == 1 ? last : kNoPlayer;
  st.decision = Decision{};
  if (g.log) {
    LogEntry e = entry(g, LogKind::GameOver,
                       in_game == 0      ? "104.4a"
                       : st.two_headed() ? "104.2c"
                                         : "104.2a");
    e.player = st.winner;
    if (st.two_headed() && st.winner != kNoPlayer) e.amount2 = st.teammate(st.winner) + 1;
    g.emit(e);
  }
}

// 810.8a: players win and lose only as a team: when `p` loses, so does their teammate.
void team_loses_with(Game& g, PlayerId p) {
  GameState& st = g.st;
  PlayerId mate = st.teammate(p);
  if (mate == kNoPlayer || st.players[static_cast<size_t>(mate)].lost) return;
  st.players[static_cast<size_t>(mate)].lost = true;
  if (g.log) {
    LogEntry e = entry(g, LogKind::LosesGame, "810.8a");
    e.player = mate;
    g.emit(e);
  }
}

void leave_lost_players(Game& g) {
  GameState& st = g.st;
  // 104.2a: with two players the first loss ends the game (check_game_over()): none leaves it.
  if (st.over || st.num_players == 2) return;
  for (PlayerId p = 0; p < st.num_players; ++p) {
    const Player& pl = st.players[static_cast<size_t>(p)];
    if (pl.lost && !pl.left_game) {
      trigger_on_event(g, Event::PlayerLosesGame, kNoObj, p);  // seen before they leave (800.4a)
      leave_game(g, p);
    }
  }
}

}  // namespace lore
