// Targets (CR 115): legality and choosing them one decision at a time.
#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "engine.h"

namespace lore {

const Ability* item_ability(const StackItem& item) {
  if (item.index < 0) return nullptr;
  return &card_def(item.source_card).abilities[static_cast<size_t>(item.index)];
}

const Mode* item_mode(const StackItem& item) {
  const Ability* a = item_ability(item);
  if (!a || a->modes.empty()) return nullptr;
  if (a->max_modes > 1 && item.modes) return &a->mode_sets[item.modes - 1u];  // 700.2d
  return &a->modes[static_cast<size_t>(item.mode)];
}

const Ability* first_ability(const CardDef& d, AbilityKind k) {
  for (const Ability& a : d.abilities)
    if (a.kind == k) return &a;
  return nullptr;
}

int spell_ability(const CardDef& d) {
  for (size_t i = 0; i < d.abilities.size(); ++i)
    if (d.abilities[i].kind == AbilityKind::Spell) return static_cast<int>(i);
  return -1;
}

const StackItem* stack_ability(const GameState& st, int32_t id, bool countered) {
  for (const StackItem& s : st.stack)
    if (s.ability && s.id == id) return &s;
  if (countered)
    for (const StackItem& s : st.countered)
      if (s.ability && s.id == id) return &s;
  return nullptr;
}

Target target_of(const Option& o) {
  if (o.kind == OptKind::Player) return {Target::Player, o.n};
  if (o.kind == OptKind::StackAbility) return {Target::Ability, o.n};
  return {Target::Object, o.obj};
}

Option target_option(const GameState& st, Target t) {
  if (t.kind == Target::Player) return {OptKind::Player, kNoObj, t.id};
  if (t.kind == Target::Ability) {
    const StackItem* s = stack_ability(st, t.id, true);
    return {OptKind::StackAbility, s ? s->obj : kNoObj, t.id};
  }
  return {OptKind::Object, t.id, 0};
}

namespace {

// 115.2: an activated or triggered ability on the stack as the target of `spec` (a mana
// ability never is on the stack, 605.3b). The filter's `who` is about the ability's controller;
// "another" and the other conditions about its source (its last-known information if it left,
// 113.7a), such as "from another legendary source" (The Peregrine Dynamo, ruling DMU-R-0411).
bool legal_ability_target(const GameState& st, const TargetSpec& spec, Target t,
                          PlayerId controller, ObjId source) {
  if (spec.what != TargetSpec::Ability && spec.what != TargetSpec::SpellOrAbility) return false;
  const StackItem* s = stack_ability(st, t.id);
  if (!s) return false;                                      // it resolved or left the stack
  if (spec.what == TargetSpec::SpellOrAbility) return true;  // the filter is about spells
  const Filter& f = spec.filter;
  if (f.who == Filter::You && s->controller != controller) return false;
  if (f.who == Filter::Opponent && !st.opponents(s->controller, controller)) return false;
  if (f.who == Filter::NotYou && s->controller == controller) return false;
  if (spec.not_commander && is_commander(st, s->obj)) return false;  // 903.3
  if (s->obj == kNoObj) return !f.other && !f.has_conditions() && !f.types;
  Filter of_source = f;
  of_source.who = Filter::AnyController;
  return matches(st, s->obj, of_source, controller, source);
}

}  // namespace

bool legal_target(const GameState& st, const TargetSpec& spec, Target t, PlayerId controller,
                  ObjId source, int x) {
  if (t.kind == Target::Ability) return legal_ability_target(st, spec, t, controller, source);
  if (t.kind == Target::Player) {
    if (spec.what != TargetSpec::Player && spec.what != TargetSpec::Any) return false;
    if (spec.filter.who == Filter::Opponent &&
        !st.opponents(controller, static_cast<PlayerId>(t.id)))
      return false;  // 102.3: a teammate isn't an opponent
    if (spec.filter.who == Filter::You && t.id != controller) return false;
    // 702.16b, 702.16k: a player with protection from the spell's or ability's controller.
    if (player_protected_from(st, static_cast<PlayerId>(t.id), controller)) return false;
    return !st.players[static_cast<size_t>(t.id)].lost;
  }
  if (t.kind != Target::Object) return false;
  const Object& o = st.obj(t.id);
  if (o.left) return false;  // 400.7: a new object is not the one targeted
  // 107.3, 601.2b: "with mana value X" uses the X announced before targets are chosen.
  if (spec.mana_value_x && x != kAnyX && chars(st, t.id).mana_value != x) return false;
  switch (spec.what) {
    case TargetSpec::Player: return false;
    case TargetSpec::GraveyardCard: {
      if (o.zone != Zone::Graveyard) return false;
      if (spec.filter.who == Filter::You && o.owner != controller) return false;
      Filter card = spec.filter;  // its printed characteristics (a card has no controller)
      card.who = Filter::AnyController;
      return matches(st, t.id, card, controller, source);
    }
    case TargetSpec::YourGraveyardOrExiledFlashback: {  // Sorceress's Schemes
      // 115.5: not itself (cast from the graveyard with flashback, it was there as it was listed)
      if (t.id == source || o.owner != controller || !is_card(st, t.id)) return false;
      if (o.zone == Zone::Exile) {  // 702.34a: its printed abilities (it has no others there)
        const Ability* ac = alt_cost(card_def(o.card));
        return ac && ac->flashback;
      }
      if (o.zone != Zone::Graveyard) return false;
      Filter card = spec.filter;
      card.who = Filter::AnyController;
      return matches(st, t.id, card, controller, source);
    }
    case TargetSpec::ExiledWithSource:  // "exiled with <this>" (607.2a: linked abilities)
      return o.zone == Zone::Exile && o.exiled_by == source &&
             (!spec.filter.types || (card_def(o.card).types & spec.filter.types));
    case TargetSpec::Spell:
    case TargetSpec::SpellOrAbility: {
      if (o.zone != Zone::Stack) return false;
      return matches(st, t.id, spec.filter, controller, source);
    }
    case TargetSpec::Ability: return false;  // an object isn't an ability on the stack
    case TargetSpec::SpellOrPermanent:       // a spell (115.1), or a permanent as below
      if (o.zone == Zone::Stack) return matches(st, t.id, spec.filter, controller, source);
      if (!on_battlefield(st, t.id) || !matches(st, t.id, spec.filter, controller, source))
        return false;
      break;
    case TargetSpec::Any:  // a narrower "target creature or player" names its types (115.4)
      if (!on_battlefield(st, t.id) ||
          !is_type(st, t.id,
                   spec.filter.types ? spec.filter.types : TCreature | TPlaneswalker | TBattle))
        return false;
      break;
    case TargetSpec::Permanent:  // 702.26b: a phased-out permanent can't be targeted
      if (!on_battlefield(st, t.id) || !matches(st, t.id, spec.filter, controller, source))
        return false;
      break;
  }
  // 702.11b: hexproof — can't be the target of opponents' spells or abilities.
  if (o.controller != controller && has_keyword(st, t.id, KHexproof)) return false;
  // 702.18a: shroud — can't be the target of spells or abilities.
  if (has_keyword(st, t.id, KShroud)) return false;
  // 702.16b: protection from the spell's or ability source's color (an Aura spell's target
  // included, 702.16c).
  if (protected_from(st, t.id, source)) return false;
  return true;
}

namespace {

thread_local int32_t hidden_item = -1;  // a StackItem::id (ResolvingItemHidden)

}  // namespace

ResolvingItemHidden::ResolvingItemHidden(const GameState& st, bool during_resolution)
    : before_(hidden_item) {
  if (during_resolution && !st.stack.empty()) hidden_item = st.stack.back().id;
}

ResolvingItemHidden::~ResolvingItemHidden() { hidden_item = before_; }

namespace {

// Calls `each(target)` for every object or player of the kind `spec` names, until it returns true.
template <class Each>
void for_each_candidate(const GameState& st, const TargetSpec& spec, ObjId source, Each&& each) {
  if (spec.what == TargetSpec::Player || spec.what == TargetSpec::Any)
    for (int p = 0; p < st.num_players; ++p)
      if (each(Target{Target::Player, p})) return;
  if (spec.what == TargetSpec::Permanent || spec.what == TargetSpec::Any ||
      spec.what == TargetSpec::SpellOrPermanent)
    for (ObjId id : st.battlefield)
      if (each(Target{Target::Object, id})) return;
  if (spec.what == TargetSpec::GraveyardCard)
    for (const Player& pl : st.players)
      for (ObjId id : pl.graveyard)
        if (is_card(st, id) && each(Target{Target::Object, id})) return;
  if (spec.what == TargetSpec::YourGraveyardOrExiledFlashback)
    for (const Player& pl : st.players)
      for (ObjId id : pl.graveyard)
        if (each(Target{Target::Object, id})) return;
  if (spec.what == TargetSpec::ExiledWithSource ||
      spec.what == TargetSpec::YourGraveyardOrExiledFlashback)
    for (ObjId id : st.exile)
      if (each(Target{Target::Object, id})) return;
  if (spec.what == TargetSpec::Spell || spec.what == TargetSpec::SpellOrPermanent ||
      spec.what == TargetSpec::SpellOrAbility)
    for (const StackItem& s : st.stack)
      if (!s.ability && s.obj != source && s.id != hidden_item &&
          each(Target{Target::Object, s.obj}))
        return;
  // 115.2: abilities on the stack, topmost first. 115.5: not the one choosing its targets (the
  // top item, being put on the stack by `source`).
  if (spec.what == TargetSpec::Ability || spec.what == TargetSpec::SpellOrAbility)
    for (size_t i = st.stack.size(); i-- > 0;) {
      const StackItem& s = st.stack[i];
      if (!s.ability || (i + 1 == st.stack.size() && s.obj == source) || s.id == hidden_item)
        continue;
      if (each(Target{Target::Ability, s.id})) return;
    }
}

}  // namespace

std::vector<Target> legal_targets(const GameState& st, const TargetSpec& spec, PlayerId controller,
                                  ObjId source, int x) {
  std::vector<Target> out;
  for_each_candidate(st, spec, source, [&](Target t) {
    if (legal_target(st, spec, t, controller, source, x)) out.push_back(t);
    return false;
  });
  return out;
}

bool has_legal_targets(const GameState& st, const TargetSpec& spec, PlayerId controller,
                       ObjId source, int x, int n) {
  int found = 0;
  if (n > 0)
    for_each_candidate(st, spec, source, [&](Target t) {
      found += legal_target(st, spec, t, controller, source, x);
      return found >= n;
    });
  return found >= n;
}

namespace {

// How many targets the requirement allows (the source's counters for "up to X", 601.2c).
int max_targets(const GameState& st, const TargetSpec& spec, const StackItem& item) {
  if (spec.max_is_source_power) return std::max<int>(0, chars(st, item.obj).power);  // 608.2h
  if (spec.one_per_opponent) {  // "for each opponent": one each (102.2, 800.4a: in the game)
    int opponents = 0;
    for (PlayerId q = 0; q < st.num_players; ++q)
      opponents += st.in_game(q) && st.opponents(item.controller, q);
    return opponents;
  }
  if (spec.count_is_x) return std::min<int>(item.x, kMaxTargets);  // "X target ..." (601.2c)
  return spec.max_is_source_counters ? st.obj(item.obj).count(spec.max_counter) : spec.max;
}

// How many targets the requirement needs at least: X for "X target ..." (601.2b-c).
int min_targets(const TargetSpec& spec, const StackItem& item) {
  return spec.count_is_x ? std::min<int>(item.x, kMaxTargets) : spec.min;
}

// 601.2d: announces the division of a "distribute N" effect of mode `m` among its targets, one
// target at a time in the order chosen (t.c - the number of target requirements: the shares
// announced so far). Each target gets at least one; a share left with one possible value (the
// last target's, or one each) is set without a decision.
int divide_step(Game& g, Task& t, StackItem& item, const Mode& m, const Option* answer) {
  if (item.ntargets == 0) return kTargetsDone;
  const Effect* e = nullptr;
  for (const Effect& x : m.effects)
    if (x.distribute) e = &x;
  if (!e) return kTargetsDone;
  std::array<int, kMaxTargets> at{};  // the targets of its slot
  int n = 0;
  for (int i = 0; i < item.ntargets; ++i)
    if (item.spec[static_cast<size_t>(i)] == e->slot) at[static_cast<size_t>(n++)] = i;
  int k = t.c - static_cast<int>(m.targets.size());
  auto give = [&](int share) {
    int i = at[static_cast<size_t>(k)];
    item.divided[static_cast<size_t>(i)] = static_cast<int8_t>(share);
    Target tg = item.targets[static_cast<size_t>(i)];
    if (tg.kind == Target::Object) {
      log_obj(g, LogKind::Divided, "601.2d", tg.id, share, item.obj);
    } else if (g.log) {  // a player target ("divided among ... creatures and/or players")
      LogEntry le = entry(g, LogKind::Divided, "601.2d");
      le.player = static_cast<PlayerId>(tg.id);
      le.amount = share;
      le.obj2 = item.obj;
      le.card2 = g.st.obj(item.obj).card;
      g.emit(le);
    }
    ++k, ++t.c;
  };
  if (answer) give(answer->n);
  // a constant, or the source's power (608.2h: as it last existed)
  const int total = e->a.kind == Value::Const ? e->a.n : eval(g.st, item, e->a);
  while (k < n) {
    int left = total;
    for (int j = 0; j < k; ++j)
      left -= item.divided[static_cast<size_t>(at[static_cast<size_t>(j)])];
    int most = left - (n - k - 1);  // at least one for each target after this one
    if (k == n - 1 || most == 1) {
      give(k == n - 1 ? left : 1);
      continue;
    }
    push_task(g, t);
    ask_number(g, DecisionKind::Divide, item.controller, {1, most},
               item.targets[static_cast<size_t>(at[static_cast<size_t>(k)])].id, left);
    return kTargetsAsked;
  }
  return kTargetsDone;
}

}  // namespace

int choose_targets_step(Game& g, Task& t, StackItem& item, const Option* answer) {
  const Mode* m = item_mode(item);
  if (!m) return kTargetsDone;
  GameState& st = g.st;
  if (t.c > static_cast<int>(m->targets.size()) ||
      (t.c == static_cast<int>(m->targets.size()) && answer))
    return divide_step(g, t, item, *m, answer);  // answering a division
  while (t.c < static_cast<int>(m->targets.size())) {
    const TargetSpec& spec = m->targets[static_cast<size_t>(t.c)];
    // 702.33g: a target of a part that happens only if the spell is (or isn't) kicked
    if (!answer && !spec.applies(!item.ability && st.obj(item.obj).kicked != 0)) {
      ++t.c, t.d = 0;
      continue;
    }
    int max = max_targets(st, spec, item);
    if (!answer && t.d >= max &&
        t.d >= min_targets(spec, item)) {  // "up to 0" (or all chosen): none asked
      ++t.c, t.d = 0;
      continue;
    }
    if (answer) {
      if (answer->kind == OptKind::Done) {
        ++t.c, t.d = 0;
      } else {
        Target tg = target_of(*answer);
        item.targets[static_cast<size_t>(item.ntargets)] = tg;
        item.spec[static_cast<size_t>(item.ntargets)] = static_cast<int8_t>(t.c);
        ++item.ntargets;
        if (++t.d >= max) ++t.c, t.d = 0;
      }
      answer = nullptr;
      continue;
    }
    std::vector<Option> opts;
    for (Target tg : legal_targets(st, spec, item.controller, item.obj, item.x)) {
      // 115.3: the same object can't be chosen twice for one instance of "target".
      bool used = false;
      for (int i = 0; i < item.ntargets; ++i)
        used |= (item.spec[static_cast<size_t>(i)] == t.c || spec.different_from_prev) &&
                item.targets[static_cast<size_t>(i)] == tg;  // "another target": none before
      for (int i = 0; spec.one_graveyard && tg.kind == Target::Object && i < item.ntargets; ++i)
        used |= item.spec[static_cast<size_t>(i)] == t.c &&
                st.obj(item.targets[static_cast<size_t>(i)].id).owner != st.obj(tg.id).owner;
      for (int i = 0; spec.one_per_opponent && tg.kind == Target::Object && i < item.ntargets; ++i)
        used |=
            item.spec[static_cast<size_t>(i)] == t.c &&  // "that opponent": one each
            st.obj(item.targets[static_cast<size_t>(i)].id).controller == st.obj(tg.id).controller;
      if (used) continue;
      // 601.2f: a target whose cost reduction the activation needs (Helitrooper)
      if (tg.kind == Target::Object && item.ability && st.cost_sources > 0 &&
          !equip_target_keeps_payable(st, item, tg.id))
        continue;
      if (tg.kind == Target::Object && !item.ability &&
          card_def(item.source_card).target_cost_reduction &&
          !spell_target_keeps_payable(st, item, t.b, tg.id))
        continue;
      if (spec.total_mv_at_most >= 0 && tg.kind == Target::Object) {  // the total so far + it
        int total = chars(st, tg.id).mana_value;
        for (int i = 0; i < item.ntargets; ++i)
          if (item.spec[static_cast<size_t>(i)] == t.c)
            total += chars(st, item.targets[static_cast<size_t>(i)].id).mana_value;
        if (total > spec.total_mv_at_most) continue;
      }
      opts.push_back(target_option(st, tg));
    }
    if (item.ntargets >= kMaxTargets) opts.clear();
    if (t.d >= min_targets(spec, item)) opts.push_back({OptKind::Done});
    if (opts.empty()) return kTargetsImpossible;
    push_task(g, t);
    ask(g, DecisionKind::ChooseTarget, item.controller, std::move(opts), item.obj, t.c);
    return kTargetsAsked;
  }
  for (const Effect& e : m->effects)
    if (e.distribute) return divide_step(g, t, item, *m, nullptr);
  return kTargetsDone;
}

namespace {

// 700.2d "You may choose the same mode more than once" (Ability::repeat_modes): one decision per
// mode, each offering the allowed modes from the last chosen on (the printed order they are
// performed in, ruling DMU-R-0450) and, once min_modes are chosen, "done"; item.modes is the
// index + 1 of the sequence so far in Ability::mode_seqs.
int choose_repeated_modes(Game& g, const Task& t, StackItem& item, const Ability& ab,
                          const Option* answer, const std::function<bool(int)>& allowed) {
  std::vector<int8_t> seq;
  if (item.modes) seq = ab.mode_seqs[item.modes - 1u];
  if (answer) {
    if (answer->kind == OptKind::Done) return kModesDone;
    seq.push_back(static_cast<int8_t>(answer->n));
    auto at = std::find(ab.mode_seqs.begin(), ab.mode_seqs.end(), seq);
    if (at == ab.mode_seqs.end()) throw std::logic_error("mode sequence not built");
    item.modes = static_cast<uint8_t>(at - ab.mode_seqs.begin() + 1);
  }
  const int chosen = static_cast<int>(seq.size());
  if (chosen >= ab.max_modes) return kModesDone;
  std::vector<Option> opts;
  for (int m = seq.empty() ? 0 : seq.back(); m < static_cast<int>(ab.modes.size()); ++m)
    if (allowed(m)) opts.push_back({OptKind::Number, kNoObj, m});
  if (opts.empty()) return chosen >= ab.min_modes && chosen > 0 ? kModesDone : kModesImpossible;
  if (chosen >= ab.min_modes && chosen > 0) opts.push_back({OptKind::Done});
  push_task(g, t);
  ask(g, DecisionKind::ChooseMode, item.controller, std::move(opts), item.obj);
  return kModesAsked;
}

}  // namespace

int choose_modes_step(Game& g, const Task& t, StackItem& item, const Option* answer,
                      const std::function<bool(int)>& allowed) {
  const Ability* ab = item_ability(item);
  if (!ab || ab->modes.size() < 2) return kModesDone;
  if (ab->repeat_modes) return choose_repeated_modes(g, t, item, *ab, answer, allowed);
  bool several = ab->max_modes > 1;
  if (answer) {
    // "Choose up to one —" (700.2, 603.3c): no mode chosen, the ability is removed from the stack
    if (!several && answer->kind == OptKind::Done) return kModesImpossible;
    if (!several) {
      item.mode = static_cast<int8_t>(answer->n);
      return kModesDone;
    }
    if (answer->kind == OptKind::Done) return kModesDone;
    item.modes = static_cast<uint8_t>(item.modes | (1u << answer->n));
  }
  // 700.2d: each mode at most once; offered in printed order, the order they are performed in.
  int after = several && item.modes ? std::bit_width(static_cast<unsigned>(item.modes)) : 0;
  int chosen = std::popcount(static_cast<unsigned>(item.modes));
  std::vector<Option> opts;
  // Akroma's Will: both modes only if the caster controls a commander as the modes are chosen
  int max_modes = ab->both_modes_if_commander && !controls_a_commander(g.st, item.controller)
                      ? 1
                      : ab->max_modes;
  if (chosen < max_modes)
    for (int m = after; m < static_cast<int>(ab->modes.size()); ++m)
      if (allowed(m)) opts.push_back({OptKind::Number, kNoObj, m});
  // "Choose two" (700.2d): a mode is offered only if enough allowed modes follow it to reach
  // the least number of modes.
  int still = ab->min_modes - chosen;
  if (still > 1)  // the options are in printed order: the last still - 1 can't begin
    opts.resize(opts.size() > static_cast<size_t>(still - 1) ? opts.size() - (still - 1) : 0);
  if (opts.empty()) return item.modes && still <= 0 ? kModesDone : kModesImpossible;
  if (ab->random_mode && !several) {
    // "Choose one at random" (700.2): among the modes that can be chosen (rulings
    // FIN-R-0846-0847), by the state's generator, before targets; logged so players know it.
    if (!g.forced_random.empty()) {  // a test chose the outcome (Game::forced_random)
      int m = g.forced_random.front();
      g.forced_random.erase(g.forced_random.begin());
      if (std::none_of(opts.begin(), opts.end(), [m](const Option& o) { return o.n == m; }))
        throw std::invalid_argument("random mode " + std::to_string(m + 1) +
                                    " forced, but that mode can't be chosen");
      item.mode = static_cast<int8_t>(m);
    } else {
      item.mode = static_cast<int8_t>(opts[g.st.rng.below(static_cast<uint32_t>(opts.size()))].n);
    }
    log_obj(g, LogKind::ModeAtRandom, "603.3c", item.obj, item.mode);
    return kModesDone;
  }
  if ((item.modes && still <= 0) || (!several && ab->min_modes == 0))
    opts.push_back({OptKind::Done});
  push_task(g, t);
  ask(g, DecisionKind::ChooseMode, item.controller, std::move(opts), item.obj);
  return kModesAsked;
}

}  // namespace lore
