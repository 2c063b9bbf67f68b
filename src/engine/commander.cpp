// The Commander variant (CR 903): commanders in the command zone (408, 903.6), the commander
// tax (903.8), commanders returning to the command zone (903.9) and commander damage (903.10a,
// 704.6c). Nothing here runs unless the game has commanders (GameState::commanders).
#include <algorithm>

#include "engine.h"

namespace lore {

int commander_of(const GameState& st, ObjId id) {
  for (size_t i = 0; i < st.commanders.size(); ++i)
    if (st.commanders[i].obj == id) return static_cast<int>(i);
  return -1;
}

bool controls_a_commander(const GameState& st, PlayerId p) {
  return std::any_of(st.commanders.begin(), st.commanders.end(), [&](const Commander& c) {
    return c.obj != kNoObj && on_battlefield(st, c.obj) && st.obj(c.obj).controller == p;
  });
}

ObjId add_commander(GameState& st, CardId card, PlayerId owner) {
  ObjId id = new_object(st, card, owner, Zone::Command);
  st.command.push_back(id);
  Commander c;
  c.obj = id;
  c.card = card;
  c.owner = owner;
  st.commanders.push_back(c);
  return id;
}

void commander_moved(GameState& st, ObjId from, ObjId to, Zone zone) {
  int i = commander_of(st, from);
  if (i < 0) return;
  Commander& c = st.commanders[static_cast<size_t>(i)];
  c.obj = to;  // 903.3: the designation stays with the card
  c.moved = to != kNoObj && (zone == Zone::Graveyard || zone == Zone::Exile);
}

bool may_cast_commander(const GameState& st, ObjId id, PlayerId p) {
  const Object& o = st.obj(id);
  return o.zone == Zone::Command && o.owner == p && commander_of(st, id) >= 0;  // 903.8
}

int commander_tax(const GameState& st, ObjId card) {
  const Object& o = st.obj(card);
  bool from_command =
      o.zone == Zone::Command || (o.zone == Zone::Stack && o.cast_from == Zone::Command);
  if (!from_command) return 0;
  int i = commander_of(st, card);
  return i < 0 ? 0 : 2 * st.commanders[static_cast<size_t>(i)].casts;  // 903.8
}

void commander_cast(GameState& st, ObjId spell) {
  if (st.obj(spell).cast_from != Zone::Command) return;
  if (int i = commander_of(st, spell); i >= 0) ++st.commanders[static_cast<size_t>(i)].casts;
}

void commander_combat_damage(GameState& st, ObjId source, PlayerId to, int n) {
  int i = commander_of(st, source);
  if (i < 0 || to < 0) return;
  int16_t& d = st.commanders[static_cast<size_t>(i)].damage[static_cast<size_t>(to)];
  d = static_cast<int16_t>(std::min(30000, d + n));
}

bool commander_damage_losses(Game& g) {
  GameState& st = g.st;
  bool any = false;
  for (const Commander& c : st.commanders)
    for (PlayerId p = 0; p < st.num_players; ++p) {
      Player& pl = st.players[static_cast<size_t>(p)];
      if (pl.lost || c.damage[static_cast<size_t>(p)] < 21) continue;
      pl.lost = any = true;  // 704.6c, 903.10a
      if (g.log) {
        LogEntry e = entry(g, LogKind::SbaLoss, "704.6c");
        e.player = p;
        e.card = c.card;
        e.amount = c.damage[static_cast<size_t>(p)];
        g.emit(e);
      }
    }
  return any;
}

int commander_to_offer(GameState& st) {
  for (size_t i = 0; i < st.commanders.size(); ++i) {
    Commander& c = st.commanders[i];
    if (!c.moved) continue;
    c.moved = false;
    if (c.obj == kNoObj) continue;
    const Object& o = st.obj(c.obj);
    if (!o.left && (o.zone == Zone::Graveyard || o.zone == Zone::Exile)) return static_cast<int>(i);
  }
  return -1;
}

void put_into_command_zone(Game& g, ObjId id, const char* rule) {
  GameState& st = g.st;
  Zone from = st.obj(id).zone;
  ObjId nid = move_object(g, id, Zone::Command);
  if (g.log) {
    LogEntry e = entry(g, LogKind::ZoneChange, rule);
    e.card = st.obj(id).card;
    e.obj = id;
    e.obj2 = nid;
    e.player = st.obj(id).owner;
    e.from = from;
    e.to = Zone::Command;
    g.emit(e);
  }
}

namespace {
// The values of a command_zone_key() entry: asked and waiting, or the owner's answer.
constexpr ObjId kCommandZoneAsked = -1, kCommandZoneNo = 0, kCommandZoneYes = 1;
}  // namespace

Zone commander_destination(const GameState& st, ObjId id, Zone to) {
  // 903.9b: its owner may put it into the command zone instead of a hand or library. Effects
  // ask the owner before moving it (command_zone_choices_settled()); for the moves that can't
  // stop to ask (a draw, a card a search puts into a hand), the choice is made for them
  // (docs/design.md, "Commander"): instead of a library, always (shuffled away, it would be lost
  // to them); instead of a hand, never (cast from a hand it pays no tax, ruling FIN-R-0458).
  if ((to != Zone::Library && to != Zone::Hand) || commander_of(st, id) < 0) return to;
  for (const auto& c : st.replacement_choices)
    if (c.first == command_zone_key(id) && c.second != kCommandZoneAsked)
      return c.second == kCommandZoneYes ? Zone::Command : to;
  return to == Zone::Library ? Zone::Command : to;
}

bool command_zone_choices_settled(Game& g, const std::vector<ObjId>& cards, const Option* ans,
                                  ObjId* answered) {
  GameState& st = g.st;
  if (st.commanders.empty()) return true;
  if (ans && (ans->kind == OptKind::Yes || ans->kind == OptKind::No))
    for (auto& c : st.replacement_choices)
      if (c.first == command_zone_key(ans->obj) && c.second == kCommandZoneAsked) {
        c.second = ans->kind == OptKind::Yes ? kCommandZoneYes : kCommandZoneNo;
        if (answered) *answered = ans->obj;
      }
  for (ObjId id : cards) {
    if (id == kNoObj || st.obj(id).left || commander_of(st, id) < 0) continue;
    const ObjId key = command_zone_key(id);
    if (std::any_of(st.replacement_choices.begin(), st.replacement_choices.end(),
                    [&](const auto& c) { return c.first == key; }))
      continue;
    st.replacement_choices.push_back({key, kCommandZoneAsked});
    ask(g, DecisionKind::CommandZone, st.obj(id).owner, {{OptKind::Yes, id}, {OptKind::No, id}},
        id);
    return false;
  }
  return true;
}

}  // namespace lore
