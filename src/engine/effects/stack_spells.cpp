// Effect primitives: countering, copying and retargeting spells on the stack.
#include <algorithm>

#include "engine/effects/ops.h"

namespace lore::effects {

namespace {

// Power Sink: "If that player doesn't, they tap all lands with mana abilities they control and
// lose all unspent mana." (701.26a; 106.4: the mana pool empties)
void tap_mana_lands_and_empty_pool(Game& g, PlayerId p) {
  GameState& st = g.st;
  for (ObjId id : st.battlefield) {
    if (st.obj(id).controller != p || st.obj(id).tapped || !is_type(st, id, TLand)) continue;
    bool mana = false;
    for (const Ability& a : mana_abilities_of(st, id)) mana |= a.kind == AbilityKind::Mana;
    if (!mana) continue;
    tap(g, id);
    log_obj(g, LogKind::Tap, "701.26a", id);
  }
  st.players[static_cast<size_t>(p)].pool.clear();
}

// 702.21a ward: counter the stack item the trigger is about unless its controller pays `cost`.
// t.d: 0 ask whether to pay, 1 paying.
// The victim is the trigger's stack item (ward), or the target spell `spell` ("counter target
// spell unless its controller pays {X}", 701.6a).
// `life` >= 0: the payment is that much life instead of `cost` (ward—"Pay life equal to ...",
// 702.21a; 119.4: only a player whose life total is at least that much can pay it).
// `punish`: a player who doesn't pay also taps their mana lands and loses their mana (Power Sink).
bool counter_unless_pays(Ctx& c, const ManaCost& cost, const Option* ans, ObjId spell = kNoObj,
                         bool exile = false, int life = -1, bool punish = false) {
  Game& g = c.g;
  GameState& st = g.st;
  size_t at = st.stack.size();
  for (size_t i = 0; i < st.stack.size(); ++i)
    if (spell == kNoObj ? st.stack[i].id == c.item.trigger_item
                        : !st.stack[i].ability && st.stack[i].obj == spell)
      at = i;
  if (at == st.stack.size()) return true;  // it already left the stack
  StackItem victim = st.stack[at];
  PlayerId p = victim.controller;
  bool payable =
      life >= 0 ? life <= st.players[static_cast<size_t>(p)].life : can_pay(st, p, cost, 0, kNoObj);
  if (c.t.d == 0) {
    if (!ans && payable) {
      push_task(g, c.t);
      ask(g, DecisionKind::YesNo, p, {{OptKind::Yes}, {OptKind::No}}, c.item.obj);
      return false;
    }
    if (ans && ans->kind == OptKind::Yes && life >= 0) {
      lose_life(g, p, life, c.item.obj);  // 119.4: paying life is losing it
      return true;
    }
    if (ans && ans->kind == OptKind::Yes) {
      st.paying = cost;
      c.t.d = 1;
      ans = nullptr;
    } else {  // 701.6a-b: a countered spell goes to the graveyard; an ability just leaves
      if (!victim.ability) st.countered.push_back(victim);
      st.stack.erase(st.stack.begin() + static_cast<long>(at));
      log_obj(g, LogKind::Countered, victim.ability ? "701.6b" : "701.6a", victim.obj);
      if (!victim.ability)  // 702.34a: a flashback spell is exiled instead
        move_object(g, victim.obj,
                    st.obj(victim.obj).flashback || exile ? Zone::Exile : Zone::Graveyard);
      if (punish) tap_mana_lands_and_empty_pool(g, p);
      return true;
    }
  }
  return pay_while_resolving(c, p, ans, spell == kNoObj ? "702.21a" : "118.12", victim.obj,
                             cost.mana_value());
}

namespace {

// 115.3: `tg` is already the target, at a place before `upto`, of the "target" word of place `ti`.
bool word_has(const StackItem& sp, const std::array<Target, kMaxTargets>& t, int upto, int ti,
              Target tg) {
  for (int k = 0; k < upto; ++k)
    if (sp.spec[static_cast<size_t>(k)] == sp.spec[static_cast<size_t>(ti)] &&
        t[static_cast<size_t>(k)] == tg)
      return true;
  return false;
}

// The places from `from` on can each still keep their target or take a legal one (`legal`, by
// target requirement) with no object or player twice for one "target" word (115.7d: the final
// set must be legal; `t` holds the choices before `from`).
bool rest_can_be_chosen(const StackItem& sp, std::array<Target, kMaxTargets>& t, int from,
                        const std::vector<std::vector<Target>>& legal) {
  if (from >= sp.ntargets) return true;
  auto place = [&](Target tg) {
    if (word_has(sp, t, from, from, tg)) return false;
    t[static_cast<size_t>(from)] = tg;
    return rest_can_be_chosen(sp, t, from + 1, legal);
  };
  Target kept = sp.targets[static_cast<size_t>(from)];
  if (place(kept)) return true;
  for (Target tg : legal[static_cast<size_t>(sp.spec[static_cast<size_t>(from)])])
    if (!(tg == kept) && place(tg)) return true;
  return false;
}

}  // namespace

// The answers to "keep or change target `ti` of `sp`" (115.7d, 707.10c): the target it has now,
// even if no longer legal, first, then every legal target. The places before `ti` have their
// final targets; only the final set must be legal (115.7d), so a target of a later place may be
// chosen (A, B may become B, A), as long as no object is chosen twice for one "target" word
// (115.3) and the later places can still be completed.
std::vector<Option> new_target_options(const GameState& st, const StackItem& sp, int ti) {
  const Mode* m = item_mode(sp);
  std::vector<std::vector<Target>> legal(m->targets.size());
  for (size_t i = 0; i < legal.size(); ++i)
    legal[i] = legal_targets(st, m->targets[i], sp.controller, sp.obj, sp.x);
  auto option = [&](Target t) { return target_option(st, t); };
  std::vector<Option> opts;
  std::array<Target, kMaxTargets> t = sp.targets;
  Target kept = sp.targets[static_cast<size_t>(ti)];
  auto offer = [&](Target tg) {
    if (word_has(sp, t, ti, ti, tg)) return;
    t[static_cast<size_t>(ti)] = tg;
    if (rest_can_be_chosen(sp, t, ti + 1, legal)) opts.push_back(option(tg));
  };
  offer(kept);
  for (Target tg : legal[static_cast<size_t>(sp.spec[static_cast<size_t>(ti)])])
    if (!(tg == kept)) offer(tg);
  return opts;
}

// "You may choose new targets for target spell": the ability's controller keeps each target of
// the spell in turn or picks another that is legal for the spell (115.7d: a kept target may be
// illegal). A new target becomes a target (702.21a). t.d: the targets already gone through.
bool choose_new_targets(Ctx& c, const std::vector<Target>& who, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  if (who.empty() || who[0].kind != Target::Object) return true;
  size_t at = st.stack.size();
  for (size_t i = 0; i < st.stack.size(); ++i)
    if (!st.stack[i].ability && st.stack[i].obj == who[0].id) at = i;
  if (at == st.stack.size()) return true;  // it left the stack
  if (ans) {
    StackItem& sp = st.stack[at];
    size_t i = static_cast<size_t>(c.t.d);
    Target now = target_of(*ans);
    if (!(now == sp.targets[i])) {
      sp.targets[i] = now;
      if (now.kind == Target::Object)
        trigger_on_event(g, Event::BecomesTarget, now.id, sp.controller, 0, sp.id);
    }
    ++c.t.d;
  }
  const StackItem& sp = st.stack[at];
  if (c.t.d >= sp.ntargets) return true;
  const Mode* m = item_mode(sp);
  if (!m) return true;
  int ti = c.t.d;
  push_task(g, c.t);
  ask(g, DecisionKind::ChooseTarget, c.item.controller, new_target_options(st, sp, ti), sp.obj, ti);
  return false;
}

// 707.10c: the answer `ans` is the newest copy's next target (kept or changed). The newest copy
// is the stack item under the resolving one; t.d = copies made * 16 + its targets gone through.
void take_copy_target(Ctx& c, const Option& ans) {
  StackItem& cp = c.g.st.stack[c.g.st.stack.size() - 2];
  cp.targets[static_cast<size_t>(c.t.d % 16)] = target_of(ans);
  ++c.t.d;
}

// Asks for the newest copy's next target (707.10c) and returns true; once they have all been
// gone through, they become its targets (702.21a) and it returns false (also before any copy).
bool ask_copy_target(Ctx& c) {
  Game& g = c.g;
  GameState& st = g.st;
  int made = c.t.d / 16, ti = c.t.d % 16;
  if (made == 0) return false;
  StackItem& cp = st.stack[st.stack.size() - 2];
  if (ti < cp.ntargets) {
    push_task(g, c.t);
    ask(g, DecisionKind::ChooseTarget, cp.controller, new_target_options(st, cp, ti), cp.obj, ti);
    return true;
  }
  trigger_on_targets(g, cp);  // 702.21a: its targets become targets of the copy
  return false;
}

// 707.10: copies of a spell on the stack, each put on the stack under the resolving ability
// (so they resolve first). The copy keeps the mode, targets, X and paid costs (707.10,
// 707.10a); for each target its controller may choose a new legal one (707.10c), keeping the
// number of targets. t.d = copies made * 16 + targets of the newest copy already chosen.
// A spell countered before this resolves is still copied, as it last existed on the stack
// (608.2h; the Ivy, Gleeful Spellthief ruling DMU-R-0133).
bool copy_spell(Ctx& c, const Effect& e, int copies, const Option* ans) {
  bool targets_source = params<Effect::StackSpells>(e).copy_targets_source;
  Game& g = c.g;
  GameState& st = g.st;
  std::vector<Target> who;
  recipients(c, e, who);
  if (!who.empty() && ans) take_copy_target(c, *ans);
  for (;;) {
    if (ask_copy_target(c)) return false;
    int made = c.t.d / 16;
    if (made >= copies || who.empty()) return true;
    const StackItem* from = nullptr;
    for (const StackItem& s : st.stack)
      if (!s.ability && s.obj == who[0].id) from = &s;
    for (const StackItem& s : st.countered)
      if (!from && !s.ability && s.obj == who[0].id) from = &s;
    if (!from) return true;  // it left the stack some other way (nothing here does that)
    StackItem cp = *from;
    if (targets_source) {  // "The copy targets <this>" (ruling DMU-R-0134)
      const Mode* m = item_mode(cp);
      Target self{Target::Object, c.item.obj};
      if (!m || cp.ntargets == 0) return true;
      for (int i = 0; i < cp.ntargets; ++i) {
        const TargetSpec& spec = m->targets[static_cast<size_t>(cp.spec[static_cast<size_t>(i)])];
        if (!on_battlefield(st, c.item.obj) ||
            !legal_target(st, spec, self, c.item.controller, cp.obj, cp.x))
          return true;
        cp.targets[static_cast<size_t>(i)] = self;
      }
    }
    Object orig = st.obj(cp.obj);  // by value: new_object may move the objects
    ObjId id = new_object(st, orig.card, c.item.controller, Zone::Stack);  // 707.10: its owner
    Object& o = st.obj(id);
    o.copy = true;
    o.x = orig.x;
    o.kicked = orig.kicked;
    o.mana_spent = orig.mana_spent;
    cp.obj = id;
    cp.controller = c.item.controller;
    cp.id = st.next_timestamp++;
    st.stack.insert(st.stack.end() - 1, cp);
    if (g.log) {
      LogEntry le = entry(g, LogKind::SpellCopied, "707.10");
      le.player = c.item.controller;
      le.card = o.card;
      le.obj = who[0].id;
      le.card2 = o.card;
      le.obj2 = id;
      g.emit(le);
    }
    // Its targets are set: none is chosen anew (707.10c).
    c.t.d = (made + 1) * 16 + (targets_source ? cp.ntargets : 0);
  }
}

}  // namespace

// 701.6a
bool op_counter_spell(Ctx& c, const Effect& /*e*/, const Option* /*ans*/) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  for (Target tg : who)
    for (size_t i = 0; i < st.stack.size(); ++i)
      if (tg.kind == Target::Ability && st.stack[i].ability && st.stack[i].id == tg.id) {
        // 701.6a: a countered ability is removed from the stack; it doesn't resolve. Kept as it
        // last was, for "its controller" (608.2h).
        st.countered.push_back(st.stack[i]);
        st.stack.erase(st.stack.begin() + static_cast<long>(i));
        log_obj(g, LogKind::Countered, "701.6a", st.countered.back().obj);
        break;
      } else if (tg.kind == Target::Object && !st.stack[i].ability && st.stack[i].obj == tg.id) {
        if (def(st, tg.id).cant_be_countered) break;  // 113.6g: it stays on the stack
        st.countered.push_back(st.stack[i]);
        st.stack.erase(st.stack.begin() + static_cast<long>(i));
        log_obj(g, LogKind::Countered, "701.6a", tg.id);
        move_object(g, tg.id, st.obj(tg.id).flashback ? Zone::Exile : Zone::Graveyard);
        break;
      }
  return true;
}

// 702.21a, 701.6a: countered unless its controller pays
bool op_counter_unless_pays(Ctx& c, const Effect& e, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  int a = c.a;
  if (e.who == Who::Target) {  // "unless its controller pays {X}": X generic mana
    if (who.empty()) return true;
    ManaCost x;
    x.generic = static_cast<int16_t>(a);
    x.present = true;
    const Effect::StackSpells& sp = params<Effect::StackSpells>(e);
    return counter_unless_pays(c, x, ans, who[0].id, sp.exile_countered, -1, sp.unpaid_taps_lands);
  }
  if (params<Effect::StackSpells>(e).pay_life)  // ward—"Pay life equal to <a>"
    return counter_unless_pays(c, ManaCost{}, ans, kNoObj, false, std::max(0, a));
  return counter_unless_pays(c, params<Effect::StackSpells>(e).cost, ans);
}

// 707.10: a copy of a spell is put on the stack
bool op_copy_spell(Ctx& c, const Effect& e, const Option* ans) {
  int a = c.a;
  return copy_spell(c, e, a, ans);
}

// 707.10: copies of an activated or triggered ability on the stack, each put on the stack under
// the resolving ability (so they resolve first, ruling FIN-R-0201). A copy has the original's
// source (rulings DMU-R-0412, FIN-R-0194), mode (DMU-R-0413), X (FIN-R-0204), divisions and
// targets, and the paid costs are copied, not paid again (707.10, DMU-R-0415); its controller is
// the player copying it (707.10). For each target its controller may choose a new legal one
// (707.10c), keeping the number of targets (DMU-R-0414). It isn't activated or triggered
// (FIN-R-0200): nothing triggers on it. An ability countered before this resolves, or one that
// "can't be copied", isn't copied. t.d = copies made * 16 + targets of the newest copy already
// gone through.
bool op_copy_ability(Ctx& c, const Effect& /*e*/, const Option* ans) {
  Game& g = c.g;
  GameState& st = g.st;
  const std::vector<Target>& who = *c.who;
  const int copies = c.a;
  if (ans) take_copy_target(c, *ans);
  for (;;) {
    if (ask_copy_target(c)) return false;
    int made = c.t.d / 16;
    if (made >= copies || who.empty() || who[0].kind != Target::Ability) return true;
    const StackItem* from = stack_ability(st, who[0].id);
    if (!from) return true;  // it left the stack
    const Ability* ab = item_ability(*from);
    if (ab && ab->cant_be_copied) return true;
    StackItem cp = *from;
    cp.controller = c.item.controller;
    cp.id = st.next_timestamp++;
    st.stack.insert(st.stack.end() - 1, cp);
    if (g.log) {
      LogEntry le = entry(g, LogKind::AbilityCopied, "707.10");
      le.player = c.item.controller;
      le.obj = cp.obj;
      le.card = cp.source_card;
      le.amount = cp.id;
      g.emit(le);
    }
    c.t.d = (made + 1) * 16;
  }
}

// 115.7d: the controller may choose new targets
bool op_choose_new_targets(Ctx& c, const Effect& /*e*/, const Option* ans) {
  const std::vector<Target>& who = *c.who;
  return choose_new_targets(c, who, ans);
}

}  // namespace lore::effects
