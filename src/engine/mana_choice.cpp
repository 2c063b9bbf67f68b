// Mana abilities whose cost chooses objects (605.3b, 601.2h: "Discard a card: Add {B}", "{T},
// Sacrifice a creature: Add {B}{B}") and mana abilities gained from a resolved effect (613.1f:
// Rain of Filth's lands). Both are activated at priority (605.3a): the payment checks count only
// mana whose costs need no choice, so their mana is made before a spell is cast.
#include "engine.h"

namespace lore {

// 118.8, 605.3b: the additional life every mana ability of `id` costs ("Mana abilities of this
// land cost an additional 1 life to activate", Thran Portal). Its own mana abilities carry it in
// their costs; one it has from another permanent (613.1f: Chromatic Lantern, payment.cpp) or
// gained from an effect (Rain of Filth) pays it as it is activated (ruling DMU-R-0305).
int extra_mana_life(const GameState& st, ObjId id) {
  int life = 0;
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::ManaAbilitiesCostLife)
      life += a.stat.power;
  return life;
}

namespace {

// A Mana option's n above its kind bits: 1 + an index of the source's own mana abilities, or
// kGainedBase + an index of GameState::gained_mana.
constexpr int kGainedBase = 64;

int encode(int kind, int selector) { return kind | selector << kManaKindBits; }

// The mana kinds one activation of `a` may make: one of its colors (or {C}) and its fixed mana.
uint8_t kinds_made(const Ability& a) {
  uint8_t kinds = also_kinds(a);
  if (a.mana_amount > 0) kinds = static_cast<uint8_t>(kinds | a.unit_kinds);
  return kinds;
}

// The cards `p` may discard for `c` (601.2h: "Discard a land card" takes only those).
std::vector<ObjId> discardable(const GameState& st, PlayerId p, const Cost& c) {
  std::vector<ObjId> out;
  for (ObjId id : st.players[static_cast<size_t>(p)].hand)
    if (!c.discard_types || card_def(st.obj(id).card).is(c.discard_types)) out.push_back(id);
  return out;
}

// The permanents `p` may sacrifice for `c` (its sacrifice_filter, relative to `source`).
std::vector<ObjId> sacrificeable(const GameState& st, PlayerId p, const Cost& c, ObjId source) {
  std::vector<ObjId> out;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && matches(st, id, c.sacrifice_filter, p, source))
      out.push_back(id);
  return out;
}

// 118.3, 302.6, 119.4: every part of `a`'s cost can be paid now.
bool payable(const GameState& st, ObjId source, const Ability& a, PlayerId p) {
  const Object& o = st.obj(source);
  const Cost& c = a.cost;
  if (c.tap &&
      (o.tapped || (o.sick && is_type(st, source, TCreature) && !has_keyword(st, source, KHaste))))
    return false;
  if (c.life > 0 && c.life > st.players[static_cast<size_t>(p)].life) return false;
  if (c.discard > 0 && static_cast<int>(discardable(st, p, c).size()) < c.discard) return false;
  return c.sacrifice_count == 0 ||
         static_cast<int>(sacrificeable(st, p, c, source).size()) >= c.sacrifice_count;
}

// The ManaGrant::ByEffect mana ability of `card`, or null.
const Ability* gained_ability(CardId card) {
  for (const Ability& a : card_def(card).abilities)
    if (a.kind == AbilityKind::Mana && a.mana_grant == ManaGrant::ByEffect) return &a;
  return nullptr;
}

// An own mana ability activated at priority only, whose cost chooses nothing (ManaGrant).
bool at_priority(const Ability& a) {
  return a.mana_grant == ManaGrant::PowerAnyCombination || a.mana_grant == ManaGrant::AtPriority ||
         a.mana_grant == ManaGrant::ColorAmongMatching || a.mana_grant == ManaGrant::AnyCombination;
}

// "Add one mana of any color among <stat.filter> you control" (Plaza of Heroes): the kinds of
// the colors of those permanents now (106.7: none without a colored one).
uint8_t kinds_among(const GameState& st, ObjId source, const Ability& a) {
  PlayerId p = st.obj(source).controller;
  ColorMask colors = 0;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && matches(st, id, a.stat.filter, p, source))
      colors = static_cast<ColorMask>(colors | chars(st, id).colors);
  return colors ? mana_kinds_of(colors) : 0;
}

// Offers each of `kinds` (the kinds the ability makes); false once the first is offered with
// `first_only`.
bool offer(uint8_t kinds, ObjId id, int selector, std::vector<Option>& opts, bool first_only) {
  for (int k = 0; k < kManaKinds; ++k) {
    if (!(kinds >> k & 1)) continue;
    opts.push_back({OptKind::Mana, id, encode(k, selector)});
    if (first_only) return false;
  }
  return true;
}

// Asks for the next object the cost of `source`'s own mana ability t.c discards or sacrifices
// (t.d of them chosen so far: the discards first); false when none is left to choose.
bool ask_next_cost_object(Game& g, Task t, const Ability& a) {
  GameState& st = g.st;
  PlayerId p = st.obj(t.a).controller;
  std::vector<ObjId> ids;
  if (t.d < a.cost.discard)
    ids = discardable(st, p, a.cost);
  else if (t.d < a.cost.discard + a.cost.sacrifice_count)
    ids = sacrificeable(st, p, a.cost, t.a);
  else
    return false;
  std::vector<Option> opts;
  for (ObjId id : ids) opts.push_back({OptKind::Object, id, 0});
  push_task(g, t);
  ask(g, DecisionKind::ChooseCostObject, p, std::move(opts), t.a);
  return true;
}

}  // namespace

void choice_mana_options(const GameState& st, PlayerId p, std::vector<Option>& opts,
                         bool first_only) {
  if (st.mana_grant_sources > 0)
    for (ObjId id : st.battlefield) {
      const Object& o = st.obj(id);
      if (o.controller != p || !card_def(o.card).grants_mana || activation_forbidden(st, id))
        continue;
      AbilityRange own = mana_abilities_of(st, id);  // none if it lost them (613.1f)
      for (size_t i = 0; i < own.size(); ++i) {
        const Ability& a = own[i];
        const bool power = at_priority(a);
        if (a.kind != AbilityKind::Mana ||
            (!power && (a.mana_grant != ManaGrant::None || !a.cost.chooses_objects())) ||
            !a.cost.mana.empty() || !payable(st, id, a, p))
          continue;
        // 602.5b: "Activate only during your turn and only once each turn."
        if (power && ((a.once_per_turn && o.activations > 0) ||
                      (a.trigger.if_clause == TriggerIf::DuringYourTurn && !st.is_active(p))))
          continue;
        uint8_t kinds =
            a.mana_grant == ManaGrant::ColorAmongMatching ? kinds_among(st, id, a) : kinds_made(a);
        if (!offer(kinds, id, 1 + static_cast<int>(i), opts, first_only)) return;
      }
    }
  for (size_t r = 0; r < st.gained_mana.size(); ++r) {
    const GameState::GainedMana& x = st.gained_mana[r];
    const Object& o = st.obj(x.obj);
    if (o.zone != Zone::Battlefield || o.left || o.controller != p ||
        activation_forbidden(st, x.obj) || !gained_ability_applies(st, x.obj, x.timestamp))
      continue;
    const Ability* a = gained_ability(x.card);
    if (!a || !payable(st, x.obj, *a, p)) continue;
    if (int more = extra_mana_life(st, x.obj);
        more > 0 && a->cost.life + more > st.players[static_cast<size_t>(p)].life)
      continue;  // 119.4: the additional life can't be paid
    if (!offer(kinds_made(*a), x.obj, kGainedBase + static_cast<int>(r), opts, first_only)) return;
  }
}

bool activate_choice_mana(Game& g, ObjId source, int n) {
  GameState& st = g.st;
  const int kind = mana_option_kind(n), selector = n >> kManaKindBits;
  const Ability* a = nullptr;
  int own = -1;
  if (selector >= kGainedBase) {
    a = gained_ability(st.gained_mana.at(static_cast<size_t>(selector - kGainedBase)).card);
  } else {
    own = selector - 1;
    a = &mana_abilities_of(st, source)[static_cast<size_t>(own)];
  }
  if (!a) throw std::logic_error("a gained mana ability is missing");
  PlayerId p = st.obj(source).controller;
  log_obj(g, LogKind::ManaAbility, "605.3a", source, kind);
  // 605.3b, 601.2h: its costs are paid as it is activated, then it resolves at once
  if (a->cost.tap) tap(g, source);
  int life = a->cost.life;
  if (own < 0) life += extra_mana_life(st, source);    // 118.8: Thran Portal's additional life
  if (life > 0) lose_life(g, p, life, source);         // 119.4
  if (a->cost.sacrifice_self) sacrifice(g, source);    // "Sacrifice this land"
  if (a->once_per_turn) ++st.obj(source).activations;  // 602.5b
  if (a->mana_grant == ManaGrant::PowerAnyCombination || a->mana_grant == ManaGrant::AnyCombination)
    return finish_power_mana(g, source, *a, kind);
  if (own >= 0 && a->cost.chooses_objects()) {
    Task t{TaskKind::ManaChoiceCost};
    t.a = source;
    t.b = kind;
    t.c = static_cast<int16_t>(own);
    if (ask_next_cost_object(g, t, *a)) return false;
  }
  return finish_mana_ability(g, source, *a, kind);
}

// Task: the objects the cost of `t.a`'s mana ability t.c discards or sacrifices, asked one at a
// time (t.d chosen so far), then the rest of the ability (605.3b); t.b the kind of mana.
void run_mana_choice_cost(Game& g, Task t) {
  const Ability& a = mana_abilities_of(g.st, t.a)[static_cast<size_t>(t.c)];
  Option ans;
  if (take_answer(g, ans)) {
    if (t.d < a.cost.discard)
      discard(g, ans.obj);  // 701.9a
    else
      sacrifice(g, ans.obj);  // 701.21a
    ++t.d;
  }
  if (ask_next_cost_object(g, t, a)) return;
  finish_mana_ability(g, t.a, a, t.b);
}

}  // namespace lore
