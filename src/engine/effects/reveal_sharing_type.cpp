// Chaotic Transformation: exile permanents, then reveal until a card sharing a card type with each.
#include <algorithm>

#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// st.scratch holds the permanents exiled this way still to be handled, two entries each: the
// permanent as it last existed on the battlefield (its types and controller, 608.2h) and the
// object shown for it in a choice (the card in exile, or the last-known object of a token).
// t.d: 0 before the exile, 1 working through them, 2 + a card while its entering is asked.

// 614.1c, 614.12a, 303.4f: `hit`, revealed from its owner's library, is put onto the battlefield
// once its owner has chosen whether it enters as a copy, its "as it enters" choice and an Aura's
// object (an Aura with none stays in the library, 303.4g); then that library is shuffled
// (701.24a). Returns false after asking (c.t.d: 2 + hit); `ans` answers the last question.
bool put_then_shuffle(Ctx& c, ObjId hit, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  PlayerId p = st.obj(hit).owner;
  auto asking = [&] {  // the task comes back with the answer
    c.t.d = 2 + hit;
    push_task(g, c.t);
  };
  if (needs_copy_choice(st, hit)) {
    if (!ans) {
      asking();
      ask_copy_choice(g, hit, p);
      return false;
    }
    take_copy_choice(g, hit, *ans);
    ans = nullptr;
  }
  if (needs_name(st, hit)) {
    if (!ans) {
      asking();
      ask_card_name(g, hit, p);
      return false;
    }
    take_card_name(g, hit, p, *ans);
    ans = nullptr;
  }
  ObjId host = kNoObj;
  bool enters = true;
  if (card_def(st.obj(hit).card).aura) {
    if (ans && ans->kind == OptKind::Object) {
      host = ans->obj;
    } else {
      std::vector<Option> hosts = aura_host_options(st, st.obj(hit).card, p, hit);
      if (!hosts.empty()) {
        asking();
        ask(g, DecisionKind::ChooseCard, p, std::move(hosts), hit);
        return false;
      }
      enters = false;  // 303.4g
    }
  }
  if (enters) {
    ObjId nid = move_object(g, hit, Zone::Battlefield);
    if (nid != kNoObj && host != kNoObj) st.obj(nid).attached_to = host;
    st.chars_changed();
  }
  shuffle_library(st, p);
  log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  c.t.d = 1;
  return true;
}

// 701.20a: the controller of the record at scratch index `i` (its first entry, removed) reveals
// cards from the top of their library until a card sharing a card type with the permanent's
// last-known types, which is put onto the battlefield; then they shuffle. Revealing the whole
// library finds nothing. Returns false after asking.
bool handle(Ctx& c, size_t i) {
  Game& g = c.g;
  GameState& st = g.st;
  ObjId old = st.scratch[i];
  st.scratch.erase(st.scratch.begin() + static_cast<std::ptrdiff_t>(i),
                   st.scratch.begin() + static_cast<std::ptrdiff_t>(i + 2));
  PlayerId p = st.obj(old).controller;
  const TypeMask types = chars(st, old).types;
  ObjId hit = kNoObj;
  for (ObjId id : st.players[static_cast<size_t>(p)].library) {
    log_card(g, LogKind::Reveal, "701.20a", id, p);
    if ((card_def(st.obj(id).card).types & types) != 0) {
      hit = id;
      break;
    }
  }
  if (hit != kNoObj) return put_then_shuffle(c, hit, nullptr);
  shuffle_library(st, p);
  log_card(g, LogKind::Shuffle, "701.24a", kNoObj, p);
  return true;
}

// Works through the records in APNAP order (101.4): a player with several chooses which one
// comes next (ruling DMU-R-0077). Returns false after asking.
bool work_through(Ctx& c) {
  GameState& st = c.g.st;
  for (int k = 0; k < st.num_players; ++k) {
    PlayerId p = static_cast<PlayerId>((st.active + k) % st.num_players);
    for (;;) {
      std::vector<Option> opts;
      size_t first = 0;
      for (size_t i = 0; i < st.scratch.size(); i += 2)
        if (st.obj(st.scratch[i]).controller == p) {
          if (opts.empty()) first = i;
          opts.push_back({OptKind::Object, st.scratch[i + 1], 0});
        }
      if (opts.empty()) break;
      if (opts.size() == 1) {
        if (!handle(c, first)) return false;
        continue;
      }
      push_task(c.g, c.t);
      ask(c.g, DecisionKind::ChooseCard, p, std::move(opts), c.item.obj, 1);
      return false;
    }
  }
  return true;
}

}  // namespace

// "Exile <the targets>. For each permanent exiled this way, its controller reveals cards from
// the top of their library until they reveal a card that shares a card type with it, puts that
// card onto the battlefield, then shuffles." The targets are exiled at once (ruling DMU-R-0076);
// one object answering two of the targets is exiled once. t.d: 1 once they are exiled.
bool op_exile_then_reveal_sharing_type(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (c.t.d == 0) {
    st.scratch.clear();
    std::vector<ObjId> exiling;
    for (int i = 0; i < c.item.ntargets; ++i) {
      Target tg = c.item.targets[static_cast<size_t>(i)];
      if ((c.illegal >> i & 1) || tg.kind != Target::Object) continue;
      const Object& o = st.obj(tg.id);
      if (o.left || o.zone != Zone::Battlefield) continue;
      if (std::find(exiling.begin(), exiling.end(), tg.id) == exiling.end())
        exiling.push_back(tg.id);
    }
    for (ObjId id : exiling) {
      log_obj(g, LogKind::Exiled, "701.13a", id, 0, c.item.obj);
      ObjId nid = move_object(g, id, Zone::Exile);
      st.scratch.push_back(id);  // as it last existed (608.2h)
      st.scratch.push_back(nid != kNoObj ? nid : id);
    }
    c.t.d = 1;
  } else if (c.t.d >= 2) {  // a choice for the card being put onto the battlefield
    if (!put_then_shuffle(c, c.t.d - 2, ans)) return false;
  } else if (ans && ans->kind == OptKind::Object) {
    for (size_t i = 0; i < st.scratch.size(); i += 2)
      if (st.scratch[i + 1] == ans->obj) {
        if (!handle(c, i)) return false;
        break;
      }
  }
  return work_through(c);
}

}  // namespace lore::effects
