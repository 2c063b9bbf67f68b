// The monarch (CR 725): a designation a player can have. It is kept as an object in the command
// zone, "The Monarch" (a rules object with no card types), controlled and owned by the monarch;
// its two triggered abilities are the inherent ones of 725.2, controlled by whoever is the
// monarch as they trigger (ruling FIN-R-0698: that player draws even if the designation moved).
#include "engine.h"

namespace lore {

namespace {

CardId monarch_card() {
  static const CardId id = CardDb::get().find("The Monarch");
  return id;
}

// The designation's object, kNoObj while there is no monarch (725.1)
ObjId designation(const GameState& st) {
  for (ObjId id : st.command)
    if (st.obj(id).card == monarch_card()) return id;
  return kNoObj;
}

}  // namespace

PlayerId monarch(const GameState& st) {
  if (st.command.empty()) return kNoPlayer;  // nearly always: no commander, emblem or monarch
  ObjId d = designation(st);
  return d == kNoObj ? kNoPlayer : st.obj(d).controller;
}

void become_monarch(Game& g, PlayerId p, const char* rule) {
  GameState& st = g.st;
  if (!st.in_game(p)) return;
  ObjId d = designation(st);
  if (d == kNoObj) {  // 725.1: the game's first monarch
    if (monarch_card() == kNoCard) return;
    d = new_object(st, monarch_card(), p, Zone::Command);
    st.command.push_back(d);
  }
  // 725.3: one monarch at a time; the designation follows the player, so it is owned by them
  // (800.4a takes it out of the game only with a monarch no one can replace, 725.4)
  Object& o = st.obj(d);
  o.owner = o.controller = p;
  if (g.log) {
    LogEntry e = entry(g, LogKind::BecomesMonarch, rule);
    e.player = p;
    g.emit(e);
  }
}

void pass_monarch_on_leaving(Game& g, PlayerId leaving) {
  GameState& st = g.st;
  if (monarch(st) != leaving) return;
  PlayerId next =
      st.active != leaving && st.in_game(st.active) ? st.active : st.next_in_game(leaving);
  if (next != leaving && st.in_game(next)) become_monarch(g, next, "725.4");
  // 725.4: with no one left to become the monarch, the game goes on without one (the object
  // leaves the game with its owner, 800.4a)
}

}  // namespace lore
