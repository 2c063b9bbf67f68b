// Casting spells (CR 601) and activating abilities (CR 602, 606): announce, modes, X,
// targets, total cost, mana abilities and payment, then "becomes cast".
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "engine.h"

namespace lore {

namespace {

// "as though it had flash if X is N or less": N, or -1 without such an ability.
int flash_if_x_at_most(const StackItem& ctx, const GameState& st, const CardDef& d) {
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::FlashIfXAtMost) return eval(st, ctx, a.amount);
  return -1;
}

// The definition a cast reads: 715.3a-b, only the Adventure's characteristics decide whether
// and how a card cast as an Adventure may be cast.
const CardDef& cast_def(const GameState& st, ObjId card, int how) {
  const CardDef& d = def(st, card);
  return as_adventure(how) && d.adventure != kNoCard ? card_def(d.adventure) : d;
}

}  // namespace

namespace {

// 110.4b: a permanent spell is an artifact, creature, enchantment, planeswalker or battle spell
// (a land is never cast, 305.9).
constexpr TypeMask kPermanentSpellTypes =
    TArtifact | TCreature | TEnchantment | TPlaneswalker | TBattle;

int life_of(const OptionalLifeCosts& costs, unsigned mask) {
  int life = 0;
  for (int i = 0; i < costs.n; ++i)
    if (mask & (1u << i)) life += costs.at[static_cast<size_t>(i)].life;
  return life;
}

// "This effect reduces only the amount of <color> mana you pay": one {color} symbol less, never
// the generic part; nothing if no such symbol is left (ruling DMU-R-0038).
void reduce_pips(ManaCost& c, const OptionalLifeCosts& costs, unsigned mask) {
  for (int i = 0; i < costs.n; ++i) {
    if (!(mask & (1u << i))) continue;
    int8_t& pip =
        c.pips[static_cast<size_t>(std::countr_zero(costs.at[static_cast<size_t>(i)].color))];
    pip = static_cast<int8_t>(std::max(0, pip - 1));
  }
}

// The optional life costs announced for `card` if it is a spell being cast (its stack item's).
unsigned life_costs_of(const GameState& st, ObjId card) {
  for (const StackItem& item : st.stack)
    if (!item.ability && item.obj == card) return item.life_costs;
  return 0;
}

// The mana cost paid as `card` is cast (before X, additional costs and reductions): the one whose
// Phyrexian symbols are announced (601.2b). Nothing without paying its mana cost (118.9d).
const ManaCost kNoManaCost{};
const ManaCost kThreeGeneric = [] {
  ManaCost c;
  c.generic = 3;
  return c;
}();
const ManaCost& printed_cost(const GameState& st, ObjId card, int how) {
  const CardDef& d = cast_def(st, card, how);
  return how == kCastAlt            ? alt_cost(d)->cost.mana
         : how == kCastCopyForThree ? kThreeGeneric  // 118.9: rather than its mana cost
         : how == kCastSpectacle    ? spectacle_cost(d)->cost.mana
         : how == kCastForetold     ? foretell_cost(d)->cost.mana
         : how == kCastDashBlitz    ? dash_blitz_cost(d)->cost.mana
         : without_mana_cost(how) || how == kCastTopForLife || how == kCastPermittedFree
             ? kNoManaCost
             : d.cost;
}

// The ways to pay the Phyrexian symbols of `c` (Object::phyrexian_paid bits) whose symbols before
// index `first` are paid as in `fixed`: one of its colors, or 2 life unless `no_life`. Returns
// how many (at most 3^kMaxPhyrexian).
int phyrexian_ways(const ManaCost& c, int fixed, int first, bool no_life,
                   std::array<uint8_t, 9>& out) {
  int keep = 0;
  for (int i = 0; i < first && i < kMaxPhyrexian; ++i) keep |= 1 << i | 1 << (4 + i);
  size_t n = 0;
  out[n++] = static_cast<uint8_t>(fixed & keep);
  for (int i = first; i < kMaxPhyrexian && c.phyrexian[static_cast<size_t>(i)] != 0; ++i) {
    int a, b;
    phyrexian_kinds(c.phyrexian[static_cast<size_t>(i)], a, b);
    for (size_t j = 0, m = n; j < m; ++j) {
      if (b >= 0 && n < out.size()) out[n++] = static_cast<uint8_t>(out[j] | 1 << (4 + i));
      if (!no_life && n < out.size()) out[n++] = static_cast<uint8_t>(out[j] | 1 << i);
    }
  }
  return static_cast<int>(n);
}

int phyrexian_life(int paid) {  // 107.4f: 2 life for each symbol paid with life
  return kPhyrexianLife * std::popcount(static_cast<unsigned>(paid & kPhyrexianLifeBits));
}

}  // namespace

bool life_payment_forbidden(const GameState& st) {
  for (ObjId s : st.battlefield)
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::CantPayLifeForSpellsAndAbilities)
        return true;
  return false;
}

OptionalLifeCosts optional_life_costs(const GameState& st, ObjId card, PlayerId p, int how) {
  OptionalLifeCosts out;
  const CardDef& d = cast_def(st, card, how);
  if (!(d.types & kPermanentSpellTypes) || !d.colors || st.cost_sources == 0) return out;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != p) continue;
    for (const Ability& a : abilities_of(st, s))
      // The spell's colors as it is cast: a multicolored spell meets each matching one.
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::OptionalLifeCostReducesPip &&
          (d.colors & a.stat.colors) && out.n < OptionalLifeCosts::kMax)
        out.at[static_cast<size_t>(out.n++)] = {s, a.stat.colors, a.stat.power};
  }
  // 119.4: an optional life cost can't be announced while life can't be paid (Karn's Sylex).
  if (out.n > 0 && life_payment_forbidden(st)) return OptionalLifeCosts{};
  return out;
}

namespace {

// payable_with_life_costs() for a spell with Phyrexian symbols in the cost paid as it is cast:
// every way to pay those not yet announced, with every choice of the optional life costs.
bool payable_with_phyrexian(const GameState& st, ObjId card, PlayerId p, int x, int how, int mode,
                            int kicked, const Cost* extra, unsigned announced, int first,
                            int phyrexian, int phyrexian_first) {
  OptionalLifeCosts costs = optional_life_costs(st, card, p, how);
  int life = st.players[static_cast<size_t>(p)].life;
  int own = extra ? life_cost(*extra, life, x) : 0;
  unsigned fixed = announced & ((1u << first) - 1);
  std::array<uint8_t, 9> ways;
  int nways = phyrexian_ways(printed_cost(st, card, how), phyrexian, phyrexian_first,
                             life_payment_forbidden(st), ways);
  for (unsigned rest = 0; rest < (1u << costs.n); rest += 1u << first) {
    unsigned mask = fixed | rest;
    for (int w = 0; w < nways; ++w) {
      int pay = life_of(costs, mask) + phyrexian_life(ways[static_cast<size_t>(w)]);
      if (pay > 0 && own + pay > life) continue;  // 119.4
      if (can_pay(st, p,
                  spell_total_cost(st, card, p, x, how, mode, kicked, static_cast<int>(mask),
                                   ways[static_cast<size_t>(w)]),
                  0, kNoObj, extra, card))
        return true;
    }
  }
  return false;
}

}  // namespace

bool payable_with_life_costs(const GameState& st, ObjId card, PlayerId p, int x, int how, int mode,
                             int kicked, const Cost* extra, unsigned announced, int first,
                             int phyrexian, int phyrexian_first) {
  KickedScope kick(card, kicked > 0);  // 106.6: mana only for a kicked spell may pay
  // Phyrexian symbols are only ever in a card's own mana cost or its Adventure's (the card
  // database checks it).
  if (const CardDef& d = def(st, card);
      (d.cost.phyrexian[0] != 0 || (as_adventure(how) && d.adventure != kNoCard)) &&
      printed_cost(st, card, how).phyrexian[0] != 0)
    return payable_with_phyrexian(st, card, p, x, how, mode, kicked, extra, announced, first,
                                  phyrexian, phyrexian_first);
  OptionalLifeCosts costs = optional_life_costs(st, card, p, how);
  int life = st.players[static_cast<size_t>(p)].life;
  int own = extra ? life_cost(*extra, life, x) : 0;
  unsigned fixed = announced & ((1u << first) - 1);
  // Every choice of the costs still to be announced (2^n, with n nearly always 0 or 1).
  for (unsigned rest = 0; rest < (1u << costs.n); rest += 1u << first) {
    unsigned mask = fixed | rest;
    if (int pay = life_of(costs, mask); pay > 0 && own + pay > life) continue;  // 119.4
    if (can_pay(st, p, spell_total_cost(st, card, p, x, how, mode, kicked, static_cast<int>(mask)),
                0, kNoObj, extra, card))
      return true;
  }
  return false;
}

bool payable_only_kicked(const GameState& st, ObjId card, PlayerId p, int x, int how, int mode,
                         const Cost* extra) {
  const CardDef& d = cast_def(st, card, how);
  int kickers = 0;
  for (const Ability& a : d.abilities) kickers += a.kind == AbilityKind::Kicker;
  if (kickers == 0 || kickers > 4 || !kick_restricted_mana(st, p)) return false;
  for (int mask = 1; mask < (1 << kickers); ++mask)
    if (payable_with_life_costs(st, card, p, x, how, mode, mask, extra, 0, 0)) return true;
  return false;
}

namespace {

// An opponent of `p` controls a permanent with "Each opponent can cast spells only any time they
// could cast a sorcery" (Teferi, Mage of Zhalfir).
bool opponent_allows_only_sorcery_timing(const GameState& st, PlayerId p) {
  for (ObjId s : st.battlefield)
    if (st.opponents(st.obj(s).controller, p) && card_def(st.obj(s).card).grants_flash)
      for (const Ability& a : abilities_of(st, s))
        if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::OpponentsCastOnlyAsSorcery)
          return true;
  return false;
}

}  // namespace

namespace {

// The target a check takes as chosen for the spell being weighed (TargetAssumption), or kNoObj.
thread_local ObjId assumed_target = kNoObj;

// "if it targets a <f>" (601.2f): the assumed target, or one of the spell's targets on the stack.
bool spell_targets_matching(const GameState& st, ObjId card, const Filter& f, PlayerId p) {
  auto fits = [&](ObjId id) { return id != kNoObj && matches(st, id, f, p, card); };
  if (fits(assumed_target)) return true;
  for (auto it = st.stack.rbegin(); it != st.stack.rend(); ++it)
    if (it->obj == card && !it->ability) {
      for (int i = 0; i < it->ntargets; ++i)
        if (it->targets[static_cast<size_t>(i)].kind == Target::Object &&
            fits(it->targets[static_cast<size_t>(i)].id))
          return true;
      return false;
    }
  return false;
}

// While it lives, the cost checks take `target` as one of the spell's targets.
class TargetAssumption {
 public:
  explicit TargetAssumption(ObjId target) : before_(assumed_target) { assumed_target = target; }
  ~TargetAssumption() { assumed_target = before_; }
  TargetAssumption(const TargetAssumption&) = delete;
  TargetAssumption& operator=(const TargetAssumption&) = delete;

 private:
  ObjId before_;
};

// A legal target of the spell `card` that its target-dependent reduction applies to (kNoObj:
// none), which the cost checks of can_cast() take as chosen.
ObjId reducing_target(const GameState& st, const CardDef& d, ObjId card, PlayerId p) {
  int sa = spell_ability(d);
  if (sa < 0 || d.abilities[static_cast<size_t>(sa)].modes.empty()) return kNoObj;
  const Mode& m = d.abilities[static_cast<size_t>(sa)].modes[0];
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::CostReduction && a.if_targets)
      for (const TargetSpec& spec : m.targets)
        for (Target tg : legal_targets(st, spec, p, card, 0))
          if (tg.kind == Target::Object && matches(st, tg.id, a.stat.filter, p, card)) return tg.id;
  return kNoObj;
}

}  // namespace

bool spell_target_keeps_payable(const GameState& st, const StackItem& item, int how, ObjId target) {
  if (item.ability || !card_def(item.source_card).target_cost_reduction) return true;
  TargetAssumption assume(target);
  const Ability* ab = item_ability(item);
  return payable_with_life_costs(st, item.obj, item.controller, item.x, how,
                                 ab && ab->tiered ? item.mode : -1, -1, ab ? &ab->cost : nullptr,
                                 item.life_costs, 8);
}

ManaCost spell_total_cost(const GameState& st, ObjId card, PlayerId p, int x, int how, int mode,
                          int kicked, int life_costs, int phyrexian) {
  const CardDef& d = cast_def(st, card, how);
  // 601.2f: an alternative cost replaces the mana cost; "without paying its mana cost" leaves
  // nothing but additional costs and increases (118.9d). 601.2b: its Phyrexian symbols become
  // the mana announced for them, or nothing for those paid with life.
  ManaCost c = how == kCastAlt            ? alt_cost(d)->cost.mana
               : how == kCastCopyForThree ? kThreeGeneric  // Blue Mage's Cane (118.9)
               : how == kCastSpectacle    ? spectacle_cost(d)->cost.mana
               : how == kCastForetold     ? foretell_cost(d)->cost.mana
               : how == kCastDashBlitz    ? dash_blitz_cost(d)->cost.mana
               : without_mana_cost(how) || how == kCastTopForLife || how == kCastPermittedFree
                   ? ManaCost{}
                   : d.cost;
  if (c.phyrexian[0] != 0)
    c = c.with_phyrexian_paid(phyrexian >= 0 ? phyrexian : st.obj(card).phyrexian_paid);
  c.generic = static_cast<int16_t>(c.generic + c.x * x);  // 601.2f: X first
  c.x = 0;
  // 601.2f: additional costs. Tiered (702.183a): the chosen mode's cost, paid even when the
  // spell is cast without paying its mana cost (118.9d; ruling FIN-R-0019).
  int sa = spell_ability(d);
  if (mode >= 0 && sa >= 0) {
    const auto& modes = d.abilities[static_cast<size_t>(sa)].modes;
    if (static_cast<size_t>(mode) < modes.size()) {
      const ManaCost& add = modes[static_cast<size_t>(mode)].additional;
      c.generic = static_cast<int16_t>(c.generic + add.generic);
      for (size_t k = 0; k < c.pips.size(); ++k)
        c.pips[k] = static_cast<int8_t>(c.pips[k] + add.pips[k]);
    }
  }
  // 702.33a: the kicker costs announced. Then increases, then reductions; the mana value stays
  // the printed one (202.3).
  unsigned kicks = kicked >= 0 ? static_cast<unsigned>(kicked) : st.obj(card).kicked;
  for (size_t i = 0, k = 0; kicks && i < d.abilities.size(); ++i) {
    if (d.abilities[i].kind != AbilityKind::Kicker) continue;
    if (kicks & (1u << k++)) {
      const ManaCost& add = d.abilities[i].cost.mana;
      c.generic = static_cast<int16_t>(c.generic + add.generic);
      for (int m = 0; m < kManaKinds; ++m) c.pips[m] = static_cast<int8_t>(c.pips[m] + add.pips[m]);
      c.present = true;
    }
  }
  c.generic = static_cast<int16_t>(c.generic + st.players[static_cast<size_t>(p)].cost_increase +
                                   named_spell_cost_increase(st, d.id, p));
  if (!st.commanders.empty())  // 903.8: the commander tax, an additional cost (601.2f)
    c.generic = static_cast<int16_t>(c.generic + commander_tax(st, card));
  StackItem ctx;
  ctx.obj = card;
  ctx.controller = p;
  for (const Ability& a : d.abilities) {
    if (a.kind != AbilityKind::CostReduction) continue;
    if (a.if_targets && !spell_targets_matching(st, card, a.stat.filter, p)) continue;
    int less = eval(st, ctx, a.amount);
    if (a.mana_colors) {  // "costs {U} less": that colored mana only (601.2f)
      int8_t& pip = c.pips[static_cast<size_t>(std::countr_zero(a.mana_colors))];
      pip = static_cast<int8_t>(std::max(0, pip - less));
    } else {  // "{1} less": the generic part only
      c.generic = static_cast<int16_t>(std::max(0, c.generic - less));
    }
  }
  for (size_t i = 0; st.cost_sources > 0 && i < st.battlefield.size(); ++i)
    if (ObjId s = st.battlefield[i]; st.obj(s).controller == p)  // "<Color> spells cost {1} less"
      for (const Ability& a : abilities_of(st, s))
        if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::SpellsCostLess &&
            (!a.stat.first_legendary_creature ||
             st.players[static_cast<size_t>(p)].legendary_creature_spells_cast == 0) &&
            (a.stat.of_chosen_type ? d.is(chosen_card_type(st.obj(s).chosen))  // Stenn
             : a.stat.second_spell ? st.players[static_cast<size_t>(p)].spells_cast == 1
             // "Equipment and Vehicle spells": the spell as it is cast (601.2f)
             : a.stat.filter.has_conditions() ? matches(st, card, a.stat.filter, p, s)
             : a.stat.filter.types            ? d.is(a.stat.filter.types)
                                              : (d.colors & a.stat.colors) != 0))
          c.generic = static_cast<int16_t>(std::max(0, c.generic - a.stat.power));
  // 601.2f: the optional life costs announced (601.2b) reduce their colored mana.
  unsigned paid = life_costs >= 0 ? static_cast<unsigned>(life_costs) : life_costs_of(st, card);
  if (paid) reduce_pips(c, optional_life_costs(st, card, p, how), paid);
  if (any_mana_type(how)) {
    // 118.14, 609.4b: "mana of any type can be spent" doesn't change the cost, only how it may
    // be paid: every symbol accepts any mana, which is what paying it as generic mana means.
    // The mana value and the mana spent (601.2h) stay the same.
    for (int8_t& pip : c.pips) {
      c.generic = static_cast<int16_t>(c.generic + pip);
      pip = 0;
    }
  }
  return c;
}

bool targets_depend_on_kicker(const Mode& m) {
  for (const TargetSpec& spec : m.targets)
    if (spec.if_kicked != 0) return true;
  return false;
}

bool mode_targets_available(const GameState& st, const Mode& m, PlayerId p, ObjId source, int x,
                            int kicked) {
  auto available = [&](bool k) {
    int before = 0;  // targets the requirements before it take ("another target", 115.3)
    for (const TargetSpec& spec : m.targets) {
      if (!spec.applies(k)) continue;
      int min = spec.min;
      if (spec.count_is_x) {  // "X target ...": X of them (601.2b-c)
        if (x != kAnyX && x > kMaxTargets) return false;
        min = x == kAnyX ? 0 : x;
      }
      int need = min + (spec.different_from_prev ? before : 0);
      if (!has_legal_targets(st, spec, p, source, x, need)) return false;
      before += min;
    }
    return true;
  };
  if (kicked != kAnyKick || !targets_depend_on_kicker(m)) return available(kicked > 0);
  return available(false) || available(true);  // 702.33g: either announcement may be made
}

namespace {

bool some_mode_available(const GameState& st, const Ability& a, PlayerId p, ObjId source,
                         int x = kAnyX, int kicked = kAnyKick) {
  if (a.modes.empty()) return true;
  int available = 0;  // "Choose two" needs two (700.2d), unless a mode may be chosen again
  const int needed = a.repeat_modes ? 1 : a.min_modes;
  for (const Mode& m : a.modes)
    if (mode_targets_available(st, m, p, source, x, kicked) && ++available >= needed) return true;
  return false;
}

bool targets_depend_on_x(const Ability& a) {
  for (const Mode& m : a.modes)
    for (const TargetSpec& spec : m.targets)
      if (spec.mana_value_x || spec.count_is_x) return true;
  return false;
}

}  // namespace

bool some_x_has_targets(const GameState& st, const Ability& a, PlayerId p, ObjId source,
                        const std::function<bool(int)>& payable) {
  if (!targets_depend_on_x(a)) return true;
  for (int x = 0; x <= kMaxX && payable(x); ++x)
    if (some_mode_available(st, a, p, source, x)) return true;
  return false;
}

int life_cost(const Cost& c, int life, int x) {
  if (c.life_x) return x;
  if (!c.half_life) return c.life;
  return life > 0 ? (life + 1) / 2 : 0;  // 119.4: paying 0 life is always possible
}

namespace {

int count_matching(const GameState& st, const Filter& f, PlayerId p, ObjId source) {
  int n = 0;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && matches(st, id, f, p, source)) ++n;
  return n;
}

// Ability::cost_choice: `p` controls the permanents the choice `m` would sacrifice (601.2h).
bool mode_sacrifice_payable(const GameState& st, const Mode& m, PlayerId p, ObjId source) {
  return m.additional_sacrifice == 0 ||
         count_matching(st, m.additional_sacrifice_filter, p, source) >= m.additional_sacrifice;
}

// 702.122a: the other untapped creatures `p` controls that may crew `vehicle`.
std::vector<ObjId> crew_candidates(const GameState& st, PlayerId p, ObjId vehicle) {
  std::vector<ObjId> out;
  for (ObjId id : st.battlefield)
    if (id != vehicle && st.obj(id).controller == p && !st.obj(id).tapped &&
        is_type(st, id, TCreature))
      out.push_back(id);
  return out;
}

// The most power the candidates can still add: a creature with power 0 or less adds nothing.
int crew_power_available(const GameState& st, const std::vector<ObjId>& ids, ObjId except) {
  int n = 0;
  for (ObjId id : ids)
    if (id != except) n += std::max<int>(0, chars(st, id).power);
  return n;
}

// 509.1h, 702.49a: the attacking creatures `p` controls that are unblocked (once blockers are
// declared, 506.4: priority in the declare blockers step comes after the declaration, 509.2).
std::vector<ObjId> unblocked_attackers(const GameState& st, PlayerId p) {
  std::vector<ObjId> out;
  if (st.step < Step::DeclareBlockers || st.step > Step::EndCombat) return out;
  for (ObjId id : st.battlefield) {
    const Object& o = st.obj(id);
    if (o.controller == p && o.attacking && !o.blocked) out.push_back(id);
  }
  return out;
}

bool other_costs_payable(const GameState& st, const Cost& c, PlayerId p, ObjId source,
                         int hand_cards_spent) {
  const Player& pl = st.players[static_cast<size_t>(p)];
  if (c.sacrifice_count > 0 &&
      c.sacrifice_count > count_matching(st, c.sacrifice_filter, p, source))
    return false;
  if (c.discard > static_cast<int>(pl.hand.size()) - hand_cards_spent) return false;
  if (c.discard > 0 && c.discard_types &&  // "Discard a land card"
      c.discard > std::count_if(pl.hand.begin(), pl.hand.end(), [&](ObjId id) {
        return id != source && card_def(st.obj(id).card).is(c.discard_types);
      }))
    return false;
  if (c.mill > static_cast<int>(pl.library.size())) return false;  // 118.3, 701.17b
  if (c.exile_from_graveyard > 0) {  // "Exile N <filter> cards from your graveyard" (601.2h)
    int n = 0;
    for (ObjId id : pl.graveyard) n += id != source && matches(st, id, c.exile_filter, p, source);
    if (n < c.exile_from_graveyard) return false;
  }
  if (c.life > pl.life) return false;  // 119.4
  if (c.tap_count > 0) {               // "Tap an untapped artifact you control"
    int n = 0;
    for (ObjId id : st.battlefield)
      n += st.obj(id).controller == p && !st.obj(id).tapped &&
           matches(st, id, c.tap_filter, p, source);
    if (n < c.tap_count) return false;
  }
  // "Untap N tapped creatures you control": N different ones (118.3; ruling DMU-R-0021), any
  // with a stun counter among them (the counter goes instead, ruling DMU-R-0020).
  if (c.untap_count > 0) {
    int n = 0;
    for (ObjId id : st.battlefield)
      n += st.obj(id).controller == p && st.obj(id).tapped &&
           matches(st, id, c.untap_filter, p, source);
    if (n < c.untap_count) return false;
  }
  if (c.crew > 0 && crew_power_available(st, crew_candidates(st, p, source), kNoObj) < c.crew)
    return false;
  if (c.return_unblocked_attacker && unblocked_attackers(st, p).empty()) return false;
  return true;
}

}  // namespace

const Ability* alt_cost(const CardDef& d) {
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::AltCostFromGraveyard) return &a;
  return nullptr;
}

const Ability* spectacle_cost(const CardDef& d) {
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::Spectacle) return &a;
  return nullptr;
}

const Ability* dash_blitz_cost(const CardDef& d) {
  if (!d.has_dash_blitz) return nullptr;
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::Dash || a.kind == AbilityKind::Blitz) return &a;
  return nullptr;
}

const Ability* foretell_cost(const CardDef& d) {
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::Foretell) return &a;
  return nullptr;
}

int foretold_turn(const GameState& st, ObjId card) {
  const Object& o = st.obj(card);
  if (o.zone != Zone::Exile || o.left) return -1;
  for (auto [id, turn] : st.foretold)
    if (id == card) return turn;
  return -1;
}

// 702.137a: an opponent of `p` lost life this turn (one who has left the game since included,
// ruling FIN-R-0522).
bool spectacle_allowed(const GameState& st, PlayerId p) {
  for (PlayerId q = 0; q < st.num_players; ++q)
    if (st.opponents(p, q) && st.players[static_cast<size_t>(q)].life_lost > 0) return true;
  return false;
}

// "You may cast it from your graveyard as an Adventure until the end of your next turn"
// (Hildibrand Manderville, 715.3a; Op::MayCastFromGraveyardThisTurn with a 1): its owner, until
// the end of their turn number kPlayUntilTurnOf - play_turn (Player::turns_taken).
namespace {
bool adventure_from_graveyard(const GameState& st, const Object& o, PlayerId p) {
  if (o.zone != Zone::Graveyard || o.left || o.owner != p || o.play_turn > kPlayUntilTurnOf)
    return false;
  int last = kPlayUntilTurnOf - o.play_turn;
  int taken = st.players[static_cast<size_t>(p)].turns_taken;
  return taken < last || (taken == last && st.is_active(p));
}
}  // namespace

bool may_play_from_exile(const GameState& st, ObjId card, PlayerId p, bool as_adventure) {
  const Object& o = st.obj(card);
  // 715.3d: a card that went on an adventure; only its own resolution exiles it so (ruling
  // FIN-R-0054). That permission never casts it as an Adventure again; the others may.
  if (o.zone == Zone::Exile && !o.left && o.adventure_player == p && !as_adventure) return true;
  // "You may play that card this turn" (Jaya, Fiery Negotiator): costs and timing as usual
  // (ruling DMU-R-0139).
  if (o.zone == Zone::Exile && !o.left && o.play_turn == st.turn && o.owner == p &&
      o.exile_caster == kNoPlayer)
    return true;
  // "Until the end of your next turn, you may play those cards" (Light Up the Stage): until the
  // end of the owner's turn number kPlayUntilTurnOf - play_turn (Player::turns_taken).
  if (o.zone == Zone::Exile && !o.left && o.play_turn <= kPlayUntilEndStepOf && o.owner == p) {
    if (o.play_turn <= kPlayWhileExilerControls) {  // "for as long as you control <it>"
      const Object& by = st.obj(o.exiled_by);
      return o.exiled_by != kNoObj && !by.left && by.zone == Zone::Battlefield &&
             by.controller == p && by.controlled_since == kPlayWhileExilerControls - o.play_turn;
    }
    // "until your next end step": it ends as that end step begins (513.1)
    int last = kPlayUntilEndStepOf - o.play_turn;
    int taken = st.players[static_cast<size_t>(p)].turns_taken;
    return taken < last || (taken == last && st.is_active(p) && st.step < Step::End);
  }
  if (o.zone == Zone::Exile && !o.left && o.play_turn <= kPlayUntilTurnOf && o.owner == p) {
    int last = kPlayUntilTurnOf - o.play_turn;
    int taken = st.players[static_cast<size_t>(p)].turns_taken;
    return taken < last || (taken == last && st.is_active(p));
  }
  // "You may cast that card for as long as it remains exiled" (Ramirez DePietro): cast, so never
  // a land (305.9), whoever owns it
  // ("Until end of turn, you may cast that card", Ragavan: play_turn is that turn)
  if (o.exile_caster == p && o.zone == Zone::Exile && !o.left)
    return !card_def(o.card).is(TLand) && (o.play_turn < 0 || o.play_turn == st.turn);
  if (o.zone != Zone::Exile || o.left || !o.play_on_lore_turn || o.owner != p ||
      o.exiled_by == kNoObj)
    return false;
  const Object& by = st.obj(o.exiled_by);  // its record stays after it leaves (400.7)
  return by.controller == p && by.lore_turn == st.turn;
}

namespace {

// 702.8a, 307.1: `d` may be cast by `p` when they couldn't cast a sorcery.
bool instant_speed_for(const GameState& st, const CardDef& d, ObjId card, PlayerId p) {
  if (d.is(TInstant) || (d.keywords & KFlash)) return true;
  // 601.3e: a spell castable as though it had flash with some value of X (X = 0 is always one)
  // may be begun at instant speed, with X limited as it's announced.
  StackItem ctx;
  ctx.obj = card;
  ctx.controller = p;
  if (flash_if_x_at_most(ctx, st, d) >= 0) return true;
  // 601.3e: an effect lets its controller cast spells as though they had flash (Vedalken Orrery).
  for (size_t i = 0; st.flash_sources > 0 && i < st.battlefield.size(); ++i) {
    ObjId s = st.battlefield[i];
    if (st.obj(s).controller != p || !card_def(st.obj(s).card).grants_flash) continue;
    for (const Ability& a : abilities_of(st, s))  // "sorcery spells" only: filter.types
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::CastAsThoughFlash &&
          (!a.stat.filter.types || d.is(a.stat.filter.types)))
        return true;
  }
  return false;
}

// Arcane Laboratory (StaticKind::OneSpellPerTurn) is on the battlefield with its abilities.
bool one_spell_per_turn(const GameState& st) {
  for (ObjId s : st.battlefield) {
    if (!def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::OneSpellPerTurn) return true;
  }
  return false;
}

}  // namespace

bool can_cast(const GameState& st, ObjId card, PlayerId p, int how) {
  const Object& o = st.obj(card);
  if (as_adventure(how) && card_def(o.card).adventure == kNoCard) return false;
  const CardDef& d = cast_def(st, card, how);
  bool alt = how == kCastAlt;
  // An effect may let a player cast a card they don't own (608.2g); otherwise only their own.
  if (!d.implemented || d.is(TLand) ||
      (o.owner != p && !caster_from_task(how) && !(o.zone == Zone::Exile && o.exile_caster == p)))
    return false;
  // 601.3: an effect lets `p` cast it from exile, or from the top of their library (as an
  // Adventure too, 715.3: with the Adventure's characteristics, ruling FIN-R-0052; 715.3d).
  bool from_exile = ((how == kCastNormal || how == kCastAdventure) &&
                     may_play_from_exile(st, card, p, how == kCastAdventure)) ||
                    ((how == kCastNormal || how == kCastAdventure) && o.zone == Zone::Library &&
                     may_play_from_top(st, card, p, d)) ||
                    // Yawgmoth's Will: "you may ... cast spells from your graveyard" (601.3)
                    (how == kCastNormal && o.zone == Zone::Graveyard && o.owner == p &&
                     (st.players[static_cast<size_t>(p)].plays_from_graveyard ||
                      o.play_turn == st.turn ||                       // "this turn" (Vohar, 601.3)
                      graveyard_permission(st, card, p) != kNoObj ||  // once each turn
                      graveyard_life_permission(st, card, p) != kNoObj)) ||         // Noctis
                    (how == kCastAdventure && adventure_from_graveyard(st, o, p));  // Hildibrand
  if (how == kCastSpectacle && (!spectacle_cost(d) || !spectacle_allowed(st, p))) return false;
  if (how == kCastForetold) {  // 702.143a: its owner, after the turn it was foretold ended
    int turn = foretold_turn(st, card);
    if (!foretell_cost(d) || turn < 0 || turn >= st.turn || o.owner != p) return false;
    from_exile = true;
  }
  if (how == kCastTopForLife) {  // Bolas's Citadel: life equal to its mana value, X 0 (119.4)
    int life = d.cost.mana_value(0);
    if (!may_cast_from_top_for_life(st, card, p) ||
        life > st.players[static_cast<size_t>(p)].life || (life > 0 && life_payment_forbidden(st)))
      return false;
    from_exile = true;
  }
  if (how == kCastPermittedFree) {  // "without paying its mana cost" this turn (118.9)
    if (!may_play_free(st, card, p)) return false;
    from_exile = true;
  }
  const Ability* dash_blitz = how == kCastDashBlitz ? dash_blitz_cost(d) : nullptr;
  if (how == kCastDashBlitz && !dash_blitz) return false;
  // 702.152a: Sabin's blitz works from the graveyard too
  if (dash_blitz && dash_blitz->from_graveyard && o.zone == Zone::Graveyard && o.owner == p)
    from_exile = true;
  Zone from = alt || from_graveyard_by_effect(how) ? Zone::Graveyard
              : copy_cast(how) || how == kCastExiledAnyMana || how == kCastExiledFree ||
                      how == kCastExiledByEffect
                  ? Zone::Exile
                  : Zone::Hand;
  // 903.8: a commander from the command zone.
  bool from_command =
      how == kCastNormal && !st.commanders.empty() && may_cast_commander(st, card, p);
  if (o.zone != from && !from_exile && !from_command) return false;
  const Ability* ac = alt_cost(d);
  if (alt && (!ac ||
              static_cast<int>(st.players[static_cast<size_t>(p)].graveyard.size()) - 1 <
                  ac->cost.exile_from_graveyard ||
              static_cast<int>(st.players[static_cast<size_t>(p)].hand.size()) < ac->cost.discard))
    return false;
  // 601.2h: the alternative cost's "Discard a card" (blitz), from the other cards of the hand
  if (dash_blitz && static_cast<int>(st.players[static_cast<size_t>(p)].hand.size()) -
                            (o.zone == Zone::Hand ? 1 : 0) <
                        dash_blitz->cost.discard)
    return false;
  // 608.2g: cast during a resolution, when no timing rules apply.
  bool during_resolution = without_mana_cost(how) || copy_cast(how) || caster_from_task(how);
  ResolvingItemHidden hidden(st, during_resolution);
  if (!during_resolution && !sorcery_timing(st, p) && !instant_speed_for(st, d, card, p))
    return false;
  // An opponent's Teferi: only as a sorcery, whatever allows otherwise (101.2; rulings
  // FIN-R-0583..0585), so never during a resolution.
  if (st.flash_sources > 0 && !sorcery_timing(st, p) && opponent_allows_only_sorcery_timing(st, p))
    return false;
  if (st.players[static_cast<size_t>(p)].noncreature_locked && !d.is(TCreature)) return false;
  // Arcane Laboratory: one spell each turn, those cast before it arrived included
  if (st.static_sources > 0 && st.players[static_cast<size_t>(p)].spells_cast > 0 &&
      one_spell_per_turn(st))
    return false;
  // 205.4e: a legendary instant or sorcery only while its caster controls a legendary creature or
  // planeswalker (st.legendary_sources: none on the battlefield, none to look for).
  if (d.is(TInstant | TSorcery) && (d.supertypes & SLegendary)) {
    bool legend = false;
    for (size_t i = 0; st.legendary_sources > 0 && i < st.battlefield.size(); ++i) {
      ObjId s = st.battlefield[i];
      legend |= st.obj(s).controller == p && on_battlefield(st, s) &&
                is_type(st, s, TCreature | TPlaneswalker) && is_legendary(st, s);
    }
    if (!legend) return false;
  }
  Cost extra;
  int sa = spell_ability(d);
  if (sa >= 0) extra = d.abilities[static_cast<size_t>(sa)].cost;
  bool tiered = sa >= 0 && d.abilities[static_cast<size_t>(sa)].tiered;
  // 601.2f after 601.2c: "costs less if it targets ...": weighed with such a target, if any
  TargetAssumption assume(d.target_cost_reduction ? reducing_target(st, d, card, p) : kNoObj);
  // 601.2b, 601.2f: with the optional life costs the caster may announce.
  auto payable = [&](int x) {
    return payable_with_life_costs(st, card, p, x, how, -1, 0, &extra, 0, 0) ||
           payable_only_kicked(st, card, p, x, how, 0, &extra);
  };
  // The checks below are independent of each other: the mana first, which rules out most cards
  // a player holds at most priorities and is cheap while the priority options are listed
  // (ManaSourcesScope), the targets after.
  if (!tiered && !payable(0)) return false;
  if (sa >= 0 && !some_mode_available(st, d.abilities[static_cast<size_t>(sa)], p, card))
    return false;
  // The card can't pay a discard cost.
  int from_hand = from == Zone::Hand && !from_exile && !from_command ? 1 : 0;
  if (!other_costs_payable(st, extra, p, card, from_hand)) return false;
  if (tiered) {
    // 702.183a: castable if some mode has legal targets and its additional cost can be paid.
    const auto& modes = d.abilities[static_cast<size_t>(sa)].modes;
    for (size_t m = 0; m < modes.size(); ++m)
      if (mode_targets_available(st, modes[m], p, card) &&
          mode_sacrifice_payable(st, modes[m], p, card) &&
          payable_with_life_costs(st, card, p, 0, how, static_cast<int>(m), 0, &extra, 0, 0))
        return true;
    return false;
  }
  // std::ref: a std::function holding a reference doesn't allocate (the priority options call
  // this for every card they look at).
  if (sa < 0) return true;
  const Ability& spell_ability = d.abilities[static_cast<size_t>(sa)];
  if (!some_x_has_targets(st, spell_ability, p, card, std::ref(payable))) return false;
  // 702.33g: when only the kicked spell has legal targets, the kicker must be payable too
  if (spell_ability.modes.size() == 1 && targets_depend_on_kicker(spell_ability.modes[0]) &&
      !some_mode_available(st, spell_ability, p, card, kAnyX, 0))
    return payable_with_life_costs(st, card, p, 0, how, -1, 1, &extra, 0, 0);
  return true;
}

int cycling_reduction(const GameState& st, PlayerId p, const Ability& a) {
  if (!a.cycling) return 0;
  int r = 0;
  for (size_t i = 0; st.cost_sources > 0 && i < st.battlefield.size(); ++i)
    if (ObjId s = st.battlefield[i]; st.obj(s).controller == p)
      for (const Ability& b : def(st, s).abilities)
        if (b.kind == AbilityKind::Static && b.stat.kind == StaticKind::CyclingCostsLess)
          r += b.stat.power;  // 601.2f: every reduction applies
  return r;
}

// "This ability costs {1} less to activate for each <amount>" (601.2f, 602.2b): the ability's
// own reduction, counted as it is activated (Qiqirn Merchant); "costs {X} less ..., where X is
// the greatest power among <stat.filter> you control" (Baru, Wurmspeaker).
int own_reduction(const GameState& st, ObjId src, PlayerId p, const Ability& a) {
  if (a.kind != AbilityKind::Activated || (a.amount.kind == Value::Const && a.amount.n == 0))
    return 0;
  if (a.amount.kind == Value::GreatestPowerYouControl) {  // among stat.filter (Baru, Wurmspeaker)
    int x = 0;
    for (ObjId id : st.battlefield)
      if (matches(st, id, a.stat.filter, p, src)) x = std::max<int>(x, chars(st, id).power);
    return x;
  }
  StackItem ctx;
  ctx.obj = src;
  ctx.controller = p;
  return std::max(0, eval(st, ctx, a.amount));
}

int equip_reduction(const GameState& st, ObjId src, const Ability& a) {
  int less = except_of(st, src).equip_costs_less;
  bool equip = is_equip_ability(a);
  // The ability is the copy's own (707.9a): gone if it lost its abilities (613.1f).
  if (less == 0 || !equip || abilities_lost_at(st, src) != 0) return 0;
  return std::min<int>(less, a.cost.mana.generic);  // it lowers only the generic part
}

int equip_target_reduction(const GameState& st, const Ability& a, PlayerId p, ObjId target) {
  if (st.cost_sources == 0 || target == kNoObj || !is_equip_ability(a) ||
      st.obj(target).controller != p)  // "you activate": the permanent's controller
    return 0;
  int less = 0;
  for (const Ability& b : abilities_of(st, target))
    if (b.kind == AbilityKind::Static && b.stat.kind == StaticKind::EquipTargetingThisCostsLess)
      less += b.stat.power;
  return less;
}

bool equip_target_keeps_payable(const GameState& st, const StackItem& item, ObjId target) {
  const Ability* ab = item_ability(item);
  if (!item.ability || !ab || st.cost_sources == 0 || !is_equip_ability(*ab)) return true;
  ManaCost c = ab->cost.mana;
  c.generic = static_cast<int16_t>(c.generic + named_ability_cost_increase(st, item.obj, *ab) -
                                   equip_reduction(st, item.obj, *ab));
  c.generic = static_cast<int16_t>(
      c.generic - std::min<int>(own_reduction(st, item.obj, item.controller, *ab) +
                                    equip_target_reduction(st, *ab, item.controller, target),
                                std::max<int>(0, c.generic)));
  ActivationScope paying(ab);
  return can_pay(st, item.controller, c, 0, ab->cost.tap ? item.obj : kNoObj, &ab->cost, item.obj,
                 true);
}

bool can_activate(const GameState& st, ObjId src, int index, PlayerId p) {
  const Object& o = st.obj(src);
  // null if it lost its abilities, or no longer has one it had from another permanent (613.1f)
  const Ability* has = activation_ability(st, src, index);
  if (!has || has->kind != AbilityKind::Activated) return false;
  const Ability& a = *has;
  // 702.29a, 113.6m: an ability that discards its card as a cost functions only in its owner's
  // hand; the others, on the battlefield (and an emblem's in the command zone, 113.6p).
  bool here =
      a.from_hand ? (o.zone == Zone::Hand || (a.commander_ninjutsu &&  // 702.49d
                                              o.zone == Zone::Command && is_commander(st, src))) &&
                        o.owner == p
      : a.from_graveyard
          ? o.zone == Zone::Graveyard && o.owner == p  // 113.6b
          : (o.zone == Zone::Battlefield || (o.zone == Zone::Command && !is_commander(st, src))) &&
                o.controller == p;
  if (!here) return false;
  // 116.2h: the foretell special action, any time its owner has priority during their turn
  if (a.foretell_action && !st.is_active(p)) return false;
  if (o.zone == Zone::Battlefield && activation_forbidden(st, src)) return false;  // 602.5
  const Cost& c = a.cost;
  if ((a.sorcery_speed || c.loyalty) && !sorcery_timing(st, p)) return false;
  if (a.once_per_turn && o.activations > 0) return false;
  if (!trigger_if_holds(st, a, p, kNoObj, src)) return false;  // "Activate only if ..." (602.5b)
  // 606.3: one loyalty ability of a permanent each turn; twice after an effect allows it (no
  // number of such effects allows more).
  if (c.loyalty &&
      o.loyalty_activations >= (st.players[static_cast<size_t>(p)].loyalty_twice ? 2 : 1))
    return false;
  if (c.tap &&
      (o.tapped || (o.sick && is_type(st, src, TCreature) && !has_keyword(st, src, KHaste))))
    return false;                                                                   // 302.6
  if (c.loyalty && o.count(Counter::Loyalty) + c.loyalty_change < 0) return false;  // 606.6
  ObjId tapped = c.tap ? src : kNoObj;
  ManaCost least = c.mana;  // 601.2f: with its increases and reductions
  // A special action is no activated ability: what changes ability costs leaves it alone.
  if (!a.foretell_action)
    least.generic = static_cast<int16_t>(least.generic + named_ability_cost_increase(st, src, a) -
                                         equip_reduction(st, src, a));
  // 601.2f: increases first, then the reductions, which lower only the generic part
  least.generic = static_cast<int16_t>(
      least.generic - std::min<int>(cycling_reduction(st, p, a) + own_reduction(st, src, p, a),
                                    std::max<int>(0, least.generic)));
  ActivationScope paying(&a);  // 106.6: "to activate an equip ability"
  // 601.2f after 601.2c: a reduction that depends on the target ("equip abilities you activate
  // that target <it> cost less"): payable only with some legal target that keeps it payable.
  if (st.cost_sources > 0 && is_equip_ability(a) && !a.modes[0].targets.empty()) {
    bool some = false;
    for (Target tg : legal_targets(st, a.modes[0].targets[0], p, src, 0)) {
      ManaCost with = least;
      with.generic =
          static_cast<int16_t>(with.generic - std::min<int>(equip_target_reduction(st, a, p, tg.id),
                                                            std::max<int>(0, with.generic)));
      if (can_pay(st, p, with, 0, tapped, &c, src, true)) {
        least = with, some = true;
        break;
      }
    }
    if (!some) return false;
  }
  auto payable = [&](int x) { return can_pay(st, p, least, x, tapped, &c, src, true); };
  // The checks below are independent of each other: the mana first (as in can_cast()).
  if (!payable(a.x_not_zero ? 1 : 0)) return false;  // "X can't be 0": X 1 at least (107.3)
  if (!other_costs_payable(st, c, p, src, c.discard_self ? 1 : 0)) return false;
  // 119.4: a cost of life other than 0 can't be paid while an effect forbids it.
  if ((c.life > 0 || c.half_life) && life_cost(c, st.players[static_cast<size_t>(p)].life) > 0 &&
      life_payment_forbidden(st))
    return false;
  if (!some_mode_available(st, a, p, src)) return false;
  // 601.2c: no X leaves a legal target ("with mana value X"). std::ref: see can_cast().
  return some_x_has_targets(st, a, p, src, std::ref(payable));
}

namespace {

enum Stage : uint8_t {
  Announce,
  ChooseMode,
  Kicker,
  LifeCosts,
  PhyrexianMana,
  ChooseX,
  Targets,
  TotalCost,
  PayMana,
  Sacrifice,
  Discard,
  ExileFromGraveyard,
  TapOthers,
  UntapOthers,
  Crew,
  Finish
};

// Asks the caster for one more object to pay a cost with; the task resumes with the answer.
void ask_cost_object(Game& g, const Task& t, const StackItem& item, const std::vector<ObjId>& ids) {
  std::vector<Option> opts;
  for (ObjId id : ids) opts.push_back({OptKind::Object, id, 0});
  push_task(g, t);
  ask(g, DecisionKind::ChooseCostObject, item.controller, std::move(opts), item.obj);
}

// Permanents the caster controls that match `f` (and are untapped, if asked).
std::vector<ObjId> yours_matching(const GameState& st, const Filter& f, const StackItem& item,
                                  bool untapped) {
  std::vector<ObjId> out;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == item.controller && !(untapped && st.obj(id).tapped) &&
        matches(st, id, f, item.controller, item.obj))
      out.push_back(id);
  return out;
}

// 702.33a: the cost of a kicker announced for the spell that is permanents to sacrifice or return
// ("Kicker—Sacrifice an artifact or creature"), paid with its other costs (601.2h); or null.
const Cost* kicker_object_cost(const StackItem& item, unsigned kicked) {
  const CardDef& d = card_def(item.source_card);
  for (size_t i = 0, k = 0; kicked && i < d.abilities.size(); ++i)
    if (d.abilities[i].kind == AbilityKind::Kicker && (kicked & (1u << k++)) &&
        d.abilities[i].cost.sacrifice_count > 0)
      return &d.abilities[i].cost;
  return nullptr;
}

// Whether the caster controls enough permanents to pay `c`'s sacrifice (or return) part.
bool object_cost_payable(const GameState& st, const StackItem& item, const Cost& c) {
  return static_cast<int>(yours_matching(st, c.sacrifice_filter, item, false).size()) >=
         c.sacrifice_count;
}

// 702.122a: one more creature to crew with, one that keeps the total power reachable; once the
// power tapped reaches the crew number, the player may stop ("any number of"). Returns true when
// nothing is left to ask.
bool ask_crew_creature(Game& g, const Task& t, const StackItem& item, int crew) {
  const GameState& st = g.st;
  std::vector<ObjId> ids = crew_candidates(st, item.controller, item.obj);
  std::vector<Option> opts;
  for (ObjId id : ids)  // the power counted is signed: a negative power lowers the total
    if (t.d + chars(st, id).power + crew_power_available(st, ids, id) >= crew)
      opts.push_back({OptKind::Object, id, 0});
  if (t.d >= crew) {
    if (opts.empty()) return true;
    opts.push_back({OptKind::Done, kNoObj, 0});
  }
  if (opts.empty()) throw std::logic_error("crew cost became unpayable");
  push_task(g, t);
  ask(g, DecisionKind::ChooseCostObject, item.controller, std::move(opts), item.obj);
  return false;
}

// 601.2b: asks whether to pay the next optional life cost a permanent offers the spell (t.c: its
// index in optional_life_costs; `ans`: the answer about the previous one). Each is offered only
// when a choice of the remaining ones keeps the spell payable. Returns true when none is left.
bool ask_life_cost(Game& g, Task& t, StackItem& item, const Option* ans) {
  GameState& st = g.st;
  if (ans) {
    if (ans->kind == OptKind::Yes)
      item.life_costs = static_cast<uint8_t>(item.life_costs | (1u << t.c));
    ++t.c;
  }
  OptionalLifeCosts costs = optional_life_costs(st, item.obj, item.controller, t.b);
  if (t.c >= costs.n) {
    if (item.life_costs)
      log_obj(g, LogKind::LifeCostsAnnounced, "601.2b", item.obj, life_of(costs, item.life_costs));
    return true;
  }
  const Ability* ab = item_ability(item);
  int mode = ab && ab->tiered ? item.mode : -1;
  const Cost* extra = ab ? &ab->cost : nullptr;
  ObjId source = costs.at[static_cast<size_t>(t.c)].source;
  std::vector<Option> opts;
  for (bool pay : {false, true}) {
    unsigned mask = item.life_costs | (pay ? 1u << t.c : 0u);
    if (payable_with_life_costs(st, item.obj, item.controller, 0, t.b, mode, -1, extra, mask,
                                t.c + 1))
      opts.push_back({pay ? OptKind::Yes : OptKind::No, item.obj, source});
  }
  if (opts.empty()) throw std::logic_error("casting began with an unpayable cost");
  push_task(g, t);
  ask(g, DecisionKind::OptionalLifeCost, item.controller, std::move(opts), item.obj);
  return false;
}

// 601.2b: asks how to pay the next Phyrexian symbol of the spell's cost (t.c: its index; `ans`:
// the answer about the previous one): with one of its colors or with 2 life (107.4f). Each way is
// offered only when some way to pay the later ones keeps the spell payable. Returns true when
// none is left.
bool ask_phyrexian(Game& g, Task& t, StackItem& item, const Option* ans) {
  GameState& st = g.st;
  Object& spell = st.obj(item.obj);
  const ManaCost& printed = printed_cost(st, item.obj, t.b);
  int first, second;
  if (ans) {
    phyrexian_kinds(printed.phyrexian[static_cast<size_t>(t.c)], first, second);
    if (ans->kind == OptKind::PayLife)
      spell.phyrexian_paid = static_cast<uint8_t>(spell.phyrexian_paid | 1 << t.c);
    else if (ans->n == second)
      spell.phyrexian_paid = static_cast<uint8_t>(spell.phyrexian_paid | 1 << (4 + t.c));
    if (g.log) {
      LogEntry e = entry(g, LogKind::PhyrexianAnnounced, "601.2b");
      e.obj = item.obj, e.card = spell.card, e.player = item.controller;
      e.amount = ans->kind == OptKind::PayLife ? kPhyrexianLife : 0;
      e.amount2 = ans->kind == OptKind::PayLife ? 0 : ans->n;
      g.emit(e);
    }
    ++t.c;
  }
  if (t.c >= printed.phyrexian_count()) return true;
  phyrexian_kinds(printed.phyrexian[static_cast<size_t>(t.c)], first, second);
  const Ability* ab = item_ability(item);
  int mode = ab && ab->tiered ? item.mode : -1;
  const Cost* extra = ab ? &ab->cost : nullptr;
  std::vector<Option> opts;
  auto offer = [&](int bits, Option o) {
    if (payable_with_life_costs(st, item.obj, item.controller, 0, t.b, mode, -1, extra,
                                item.life_costs, OptionalLifeCosts::kMax,
                                spell.phyrexian_paid | bits, t.c + 1))
      opts.push_back(o);
  };
  offer(0, {OptKind::Color, item.obj, first});
  if (second >= 0) offer(1 << (4 + t.c), {OptKind::Color, item.obj, second});
  if (!life_payment_forbidden(st)) offer(1 << t.c, {OptKind::PayLife, item.obj, kPhyrexianLife});
  if (opts.empty()) throw std::logic_error("casting began with an unpayable cost");
  push_task(g, t);
  ask(g, DecisionKind::PhyrexianMana, item.controller, std::move(opts), item.obj, t.c);
  return false;
}

const ManaCost& mana_cost_of(const StackItem& item) {
  if (!item.ability) return card_def(item.source_card).cost;
  return item_ability(item)->cost.mana;
}

// 601.2a / 602.2a: the card moves to the stack as a spell, or the ability is put there.
void announce(Game& g, Task& t, bool activate) {
  GameState& st = g.st;
  StackItem item;
  if (activate) {
    item.obj = t.a;
    item.ability = true;
    // 613.1f: an ability the source has from another permanent is that permanent's card's
    // ability; the source is still the permanent activating it (602.2a).
    item.source_card = st.obj(t.a).card;
    if (is_granted_code(t.b)) {
      if (!activation_ability(st, t.a, t.b, &item.source_card))
        throw std::logic_error("activating an ability the permanent doesn't have");
      t.b = granted_code_index(t.b);
    }
    item.index = static_cast<int8_t>(t.b);
    item.controller = st.obj(t.a).controller;
  } else {
    // 601.2a: the caster controls the spell; only an effect lets a player cast another
    // player's card (the task's c then names the caster).
    PlayerId p = caster_from_task(t.b) ? static_cast<PlayerId>(t.c) : st.obj(t.a).owner;
    Zone from = st.obj(t.a).zone;
    // A card another player may cast from exile (Ramirez DePietro): that player casts it
    if (from == Zone::Exile && t.b == kCastNormal && st.obj(t.a).exile_caster != kNoPlayer)
      p = st.obj(t.a).exile_caster;
    // A once-each-turn permission is used only when no other lets it be cast (Serra Paragon);
    // Noctis's, which costs life, only when no other does (Yawgmoth's Will, Vohar, Serra Paragon)
    bool by_permission = from == Zone::Graveyard && t.b == kCastNormal &&
                         !st.players[static_cast<size_t>(p)].plays_from_graveyard &&
                         st.obj(t.a).play_turn != st.turn;
    ObjId permission = by_permission ? graveyard_permission(st, t.a, p) : kNoObj;
    ObjId life_permission =
        by_permission && permission == kNoObj ? graveyard_life_permission(st, t.a, p) : kNoObj;
    // 406.3a: a foretold card is turned face up as it is cast; its new object isn't foretold
    if (from == Zone::Exile && !st.foretold.empty())
      std::erase_if(st.foretold, [&](const auto& f) { return f.first == t.a; });
    ObjId sid = move_object(g, t.a, Zone::Stack);
    st.obj(sid).controller = p;
    st.obj(sid).cast_from = from;
    const Ability* ac = t.b == 1 ? alt_cost(def(st, sid)) : nullptr;
    // 702.34a; "if that spell would be put into a graveyard, exile it instead" (614.1a)
    st.obj(sid).flashback = (ac && ac->flashback) || from_graveyard_by_effect(t.b);
    st.obj(sid).dash_blitz = t.b == kCastDashBlitz;  // 702.109a, 702.152a
    // "You may cast <it> from your graveyard this turn. If that spell would be put into your
    // graveyard, exile it instead." (Vohar; 614.1a)
    st.obj(sid).graveyard_exile =
        from == Zone::Graveyard && t.b == kCastNormal && st.obj(t.a).play_turn == st.turn;
    // 715.3: on the stack it has only the Adventure's characteristics (715.3b).
    // Only permanents remember characteristics (chars.cpp): no chars_changed().
    if (as_adventure(t.b)) st.obj(sid).card = def(st, sid).adventure;
    if (permission != kNoObj) use_graveyard_permission(g, permission, sid);
    if (life_permission != kNoObj) {
      // Noctis: "by paying N life in addition to paying their other costs" (601.2h, paid with
      // the spell's announcement) and "that artifact enters with a finality counter" (122.1h)
      lose_life(g, p, life_permission_cost(st, life_permission), sid);
      st.obj(sid).enter_counter = Counter::Finality;
      st.obj(sid).enter_counters = 1;
    }
    item.obj = sid;
    item.index = static_cast<int8_t>(spell_ability(def(st, sid)));
    item.controller = p;
    item.source_card = st.obj(item.obj).card;
    t.a = sid;
  }
  item.id = st.next_timestamp++;
  st.stack.push_back(item);
  t.stage = ChooseMode;
}

// One cast or activation after its announcement (601.2b-i, 602.2b-e): each step is a member,
// run in the rules' order; a step that asks a decision returns false, and the task resumes at
// that step with the answer.
struct CastSteps {
  Game& g;
  GameState& st;
  Task& t;
  const bool activate;
  const Option& ans;
  bool& answered;  // `ans` answers the decision the current step asked
  StackItem& item;
  const Ability* ab;

  bool choose_modes();
  bool announce_kickers();
  bool announce_life_costs();
  bool announce_phyrexian();
  bool announce_x();
  bool choose_targets();
  bool determine_total_cost();
  bool pay_mana();
  bool sacrifice_costs();
  bool discard_costs();
  bool exile_from_graveyard_costs();
  bool tap_costs();
  bool untap_costs();
  bool crew_costs();
  bool return_attacker_cost();
  void become_cast();
};

// 601.2b, 700.2a: the modes
bool CastSteps::choose_modes() {
  auto allowed = [&](int m) {
    return mode_targets_available(st, ab->modes[static_cast<size_t>(m)], item.controller,
                                  item.obj) &&
           (!ab->tiered ||  // 702.183a: only a mode whose additional cost can be paid
            (mode_sacrifice_payable(st, ab->modes[static_cast<size_t>(m)], item.controller,
                                    item.obj) &&
             payable_with_life_costs(st, item.obj, item.controller, 0, t.b, m, 0, &ab->cost, 0,
                                     0)));
  };
  int r = choose_modes_step(g, t, item, answered ? &ans : nullptr, allowed);
  if (r == kModesAsked) return false;
  if (r == kModesImpossible) throw std::logic_error("casting began without a legal mode");
  if (answered && ab->tiered)  // a tier (702.183a), or which additional cost (601.2b)
    log_obj(g, LogKind::TierChosen, ab->cost_choice ? "601.2b" : "702.183a", item.obj, item.mode);
  answered = false;
  t.stage = Kicker;
  t.c = 0;
  return true;
}

// 601.2b, 702.33a: announce which kicker costs will be paid
bool CastSteps::announce_kickers() {
  Object& spell = st.obj(item.obj);
  if (answered) {
    if (ans.kind == OptKind::Yes) spell.kicked = static_cast<uint8_t>(spell.kicked | (1u << t.c));
    ++t.c;
    answered = false;
  }
  // t.c: the ordinal of the next kicker ability to ask about (702.33b: each is separate, and
  // each may be paid only once, 702.33d).
  const CardDef& d = card_def(item.source_card);
  int ordinal = 0;
  for (size_t i = 0; !activate && i < d.abilities.size(); ++i) {
    if (d.abilities[i].kind != AbilityKind::Kicker) continue;
    if (ordinal++ < t.c) continue;
    // Offered only if the total cost with it stays payable (with X = 0).
    int with = spell.kicked | (1 << (ordinal - 1));
    const Cost* extra = ab ? &ab->cost : nullptr;
    // 702.33g: a choice that would leave the spell without legal targets can't be made (its
    // last kicker decides whether targets chosen only if it's kicked are needed)
    const Mode* m = item_mode(item);
    bool last = true;
    for (size_t j = i + 1; j < d.abilities.size(); ++j)
      last &= d.abilities[j].kind != AbilityKind::Kicker;
    auto targets_ok = [&](int mask) {
      return !m || !last || !targets_depend_on_kicker(*m) ||
             mode_targets_available(st, *m, item.controller, item.obj, kAnyX, mask);
    };
    std::vector<Option> opts;
    // 106.6: with mana only a kicked spell may spend (Volshe Tideturner), not announcing this
    // kicker must leave the spell payable with the later kickers' choices
    auto without_payable = [&] {
      if (!kick_restricted_mana(st, item.controller)) return true;
      unsigned later = 0;
      for (size_t j = i + 1, b = static_cast<size_t>(ordinal); j < d.abilities.size(); ++j)
        if (d.abilities[j].kind == AbilityKind::Kicker) later |= 1u << b++;
      for (unsigned sub = later;; sub = (sub - 1) & later) {
        if (payable_with_life_costs(st, item.obj, item.controller, 0, t.b,
                                    ab && ab->tiered ? item.mode : -1,
                                    static_cast<int>(spell.kicked | sub), extra, 0, 0))
          return true;
        if (sub == 0) return false;
      }
    };
    if (targets_ok(spell.kicked) && without_payable())
      opts.push_back({OptKind::No, item.obj, static_cast<int32_t>(i)});
    const Cost& kc = d.abilities[i].cost;
    // a permanent sacrificed for the kicker can't also make mana by sacrificing itself (605.3b)
    if (kc.sacrifice_count > 0 && !(extra && extra->sacrifice_count > 0)) extra = &kc;
    if (targets_ok(with) && (kc.sacrifice_count == 0 || object_cost_payable(st, item, kc)) &&
        payable_with_life_costs(st, item.obj, item.controller, 0, t.b,
                                ab && ab->tiered ? item.mode : -1, with, extra, 0, 0))
      opts.push_back({OptKind::Yes, item.obj, static_cast<int32_t>(i)});
    push_task(g, t);
    ask(g, DecisionKind::Kicker, item.controller, std::move(opts), item.obj);
    return false;
  }
  // Only a spell is kicked as it is cast; an activated ability's source keeps the kicked flag it
  // was cast with (its "if it was kicked" abilities read it), which is not announced again.
  if (!activate && spell.kicked)
    log_obj(g, LogKind::Kicked, "702.33d", item.obj, std::popcount(spell.kicked));
  t.stage = LifeCosts;
  t.c = 0;
  return true;
}

// 601.2b, 118.8: announce which optional life costs to pay
bool CastSteps::announce_life_costs() {
  if (!activate && !ask_life_cost(g, t, item, answered ? &ans : nullptr)) return false;
  answered = false;
  t.stage = PhyrexianMana;
  t.c = 0;
  return true;
}

// 601.2b: announce how each Phyrexian symbol will be paid
bool CastSteps::announce_phyrexian() {
  if (!activate && card_def(item.source_card).cost.phyrexian[0] != 0 &&
      !ask_phyrexian(g, t, item, answered ? &ans : nullptr))
    return false;
  answered = false;
  t.stage = ChooseX;
  return true;
}

// 601.2b: announce the value of X
bool CastSteps::announce_x() {
  const ManaCost& cost = mana_cost_of(item);
  if (cost.x > 0 && !activate &&
      (without_mana_cost(t.b) || t.b == kCastTopForLife || t.b == kCastPermittedFree ||
       t.b == kCastCopyForThree)) {
    // 107.3b: without paying its mana cost, or for an alternative cost without X, X is 0
    // (rulings FIN-R-0440, FIN-R-0682)
    item.x = 0;
  } else if (cost.x > 0 || (ab && ab->cost.life_x)) {
    if (!answered) {
      NumberRange xs;
      ObjId tapped = activate && ab->cost.tap ? item.obj : kNoObj;
      const Cost* extra = ab ? &ab->cost : nullptr;
      auto payable = [&](int x) {
        if (activate) {  // with the increases the total cost will have (601.2f)
          ManaCost more = cost;
          more.generic =
              static_cast<int16_t>(more.generic + named_ability_cost_increase(st, item.obj, *ab));
          return can_pay(st, item.controller, more, x, tapped, extra, item.obj, true);
        }
        return can_pay(st, item.controller,
                       spell_total_cost(st, item.obj, item.controller, x, t.b,
                                        ab && ab->tiered ? item.mode : -1),
                       0, kNoObj, extra, item.obj);
      };
      int max_x = kMaxX;
      const CardDef& d = card_def(item.source_card);
      int flash_x = activate ? -1 : flash_if_x_at_most(item, st, d);
      if (flash_x >= 0 && t.b == kCastNormal && !d.is(TInstant) && !(d.keywords & KFlash) &&
          !(st.is_active(item.controller) && (st.step == Step::Main1 || st.step == Step::Main2) &&
            st.stack.size() == 1))
        max_x = flash_x;  // 601.3e: cast as though it had flash (only this spell on the stack
                          // would be sorcery timing), so only with such an X
      const Mode* m = item_mode(item);  // 601.2c: only an X that leaves its targets legal
      // "Pay X life": at most the life the player has (119.4), and only 0 while an effect
      // forbids paying life, since paying 0 life is always possible (ruling DMU-R-0167).
      if (ab && ab->cost.life_x) {
        int life = st.players[static_cast<size_t>(item.controller)].life;
        max_x = std::min(max_x, life_payment_forbidden(st) ? 0 : std::max(0, life));
      }
      static_assert(kMaxX < 64, "an X with no legal target is an excluded value");
      if (ab && ab->x_not_zero) xs.excluded |= 1;  // "X can't be 0" (107.3)
      for (int x = 0; x <= max_x && payable(x); ++x) {
        xs.hi = x;
        if (m && !mode_targets_available(st, *m, item.controller, item.obj, x))
          xs.excluded |= uint64_t{1} << x;
      }
      push_task(g, t);
      ask_number(g, DecisionKind::ChooseX, item.controller, xs, item.obj);
      return false;
    }
    item.x = static_cast<int16_t>(ans.n);
    st.obj(item.obj).x = item.x;
    answered = false;
  }
  t.stage = Targets;
  t.c = t.d = 0;
  return true;
}

// 601.2c: the targets (and 601.2d: the division)
bool CastSteps::choose_targets() {
  int r = choose_targets_step(g, t, item, answered ? &ans : nullptr);
  if (r == kTargetsAsked) return false;
  if (r == kTargetsImpossible) throw std::logic_error("casting began without legal targets");
  answered = false;
  t.stage = TotalCost;
  return true;
}

// 601.2f: the total cost
bool CastSteps::determine_total_cost() {
  if (activate) {
    st.paying = mana_cost_of(item);
    st.paying.generic = static_cast<int16_t>(st.paying.generic + st.paying.x * item.x);
    st.paying.x = 0;
    // 601.2f: increases, then reductions, each lowering only the generic part ("cycling
    // abilities you activate cost {2} less", Fluctuator: no choice, current Oracle).
    if (!ab->foretell_action)  // 116.2h: a special action's {2} is no ability's cost
      st.paying.generic =
          static_cast<int16_t>(st.paying.generic + named_ability_cost_increase(st, item.obj, *ab) -
                               equip_reduction(st, item.obj, *ab));
    // Every source's reduction applies (two Fluctuators: {4} less), down to {0}; one that
    // depends on the target, once it is chosen (601.2f after 601.2c: Helitrooper).
    ObjId target =
        item.ntargets > 0 && item.targets[0].kind == Target::Object ? item.targets[0].id : kNoObj;
    st.paying.generic = static_cast<int16_t>(
        st.paying.generic -
        std::min<int>(cycling_reduction(st, item.controller, *ab) +
                          own_reduction(st, item.obj, item.controller, *ab) +
                          equip_target_reduction(st, *ab, item.controller, target),
                      std::max<int>(0, st.paying.generic)));
  } else {
    st.paying = spell_total_cost(st, item.obj, item.controller, item.x, t.b,
                                 ab && ab->tiered ? item.mode : -1);
    st.obj(item.obj).mana_spent = static_cast<int16_t>(st.paying.mana_value());
    // 601.2h: the total cost is paid in any order; the life announced first: optional life
    // costs, and 2 life for each Phyrexian symbol paid so (107.4f).
    int life = phyrexian_life(st.obj(item.obj).phyrexian_paid);
    if (unsigned paid = item.life_costs)
      life += life_of(optional_life_costs(st, item.obj, item.controller, t.b), paid);
    if (t.b == kCastTopForLife)  // rather than its mana cost (Bolas's Citadel)
      life += card_def(item.source_card).cost.mana_value(0);
    if (life > 0) lose_life(g, item.controller, life, item.obj);
  }
  t.stage = PayMana;
  return true;
}

// "Mill N cards" as a cost (601.2h, 701.17a), as an effect's mill would be replaced (614.1a: The
// Water Crystal)
void mill_as_cost(Game& g, PlayerId p, int n) {
  auto& lib = g.st.players[static_cast<size_t>(p)].library;
  for (int i = 0, k = replaced_amount(g, StaticKind::OpponentsMillMore, n, p); i < k; ++i) {
    if (lib.empty()) break;
    log_obj(g, LogKind::Mill, "701.17a", lib.front());
    move_object(g, lib.front(), Zone::Graveyard);
  }
}

// 601.2g-h: mana abilities, then the costs paid in any order
bool CastSteps::pay_mana() {
  ObjId tap_source = activate && ab->cost.tap ? item.obj : kNoObj;
  if (answered) {
    PayingStackTopScope paying;  // for this item (mana of any color, mana_color_options())
    if (ans.kind == OptKind::Convoke)
      convoke(g, ans.obj, ans.n, item.obj);        // 702.51a
    else if (!activate_mana(g, ans.obj, ans.n)) {  // 616.1: its damage's order is asked first
      push_task_under_top(g, t);
      return false;
    }
    answered = false;
  }
  spend_pool(st, item.controller, item.obj, activate);
  if (!st.paying.empty()) {
    thread_local std::vector<Option> opts;  // trades places with the decision's (ask swaps)
    // The permanents a sacrifice cost needs stay out of the mana (sac_reserve): the spell's own,
    // or else an announced kicker's ("Kicker—Sacrifice an artifact or creature")
    const Cost* extra = ab ? &ab->cost : nullptr;
    if (!(extra && extra->sacrifice_count > 0) && !activate)
      if (const Cost* kc = kicker_object_cost(item, st.obj(item.obj).kicked)) extra = kc;
    payment_options(st, item.controller, tap_source, extra, item.obj, opts, activate);
    if (opts.empty()) throw std::logic_error("mana payment became impossible");
    push_task(g, t);
    ask(g, DecisionKind::PayMana, item.controller, std::move(opts), item.obj);
    return false;
  }
  if (activate) {
    const Cost& c = ab->cost;
    if (c.tap) tap(g, item.obj);
    if (c.loyalty)
      change_counters(g, item.obj, Counter::Loyalty, c.loyalty_change, "606.4", item.controller);
  }
  if (int life =
          ab ? life_cost(ab->cost, st.players[static_cast<size_t>(item.controller)].life, item.x)
             : 0;
      life > 0) {
    lose_life(g, item.controller, life, item.obj);
    if (activate) item.life_paid = static_cast<int16_t>(life);
  }
  if (activate && ab->cost.sacrifice_self) sacrifice(g, item.obj);
  if (activate && ab->cost.mill > 0) mill_as_cost(g, item.controller, ab->cost.mill);
  if (activate && ab->cost.discard_self) {  // 702.29a: a cost
    // 113.7a: the ability's source is the card as it last existed in the hand (its
    // characteristics: a "legendary source", ruling DMU-R-0411)
    remember_last_known(st, item.obj);
    discard(g, item.obj);
  }
  if (activate && ab->cost.exile_self) {  // "Exile <this>" as a cost (602.2b, 601.2h)
    log_obj(g, LogKind::Exiled, "601.2h", item.obj);
    move_object(g, item.obj, Zone::Exile);
  }
  if (activate && ab->cost.return_self) {  // "Return <this> to its owner's hand" (601.2h)
    log_obj(g, LogKind::ReturnToHand, "601.2h", item.obj);
    move_object(g, item.obj, Zone::Hand);
  }
  t.stage = Sacrifice;
  t.d = 0;
  return true;
}

// 601.2h: "Sacrifice ..." as a cost, once its replacement effects are settled
bool CastSteps::sacrifice_costs() {
  // 601.2h, 701.21a: every permanent of the cost is chosen first (st.scratch, t.d: how many),
  // then they are sacrificed together, so leaving can't end an effect (a control change) before
  // the rest are chosen; the cost's own permanents first, then the kicker's (702.33a)
  const int printed = ab ? ab->cost.sacrifice_count : 0;
  // Ability::cost_choice: the sacrifice of the additional cost announced (601.2b)
  const Mode* choice = !activate && ab && ab->cost_choice ? item_mode(item) : nullptr;
  const int own = printed + (choice ? choice->additional_sacrifice : 0);
  const Cost* kc = activate ? nullptr : kicker_object_cost(item, st.obj(item.obj).kicked);
  const int total = own + (kc ? kc->sacrifice_count : 0);
  if (answered && ans.kind == OptKind::Object && t.d < total) {
    st.scratch.push_back(ans.obj);
    ++t.d;
    answered = false;
  }
  if (t.d < total) {
    std::vector<ObjId> options = yours_matching(st,
                                                t.d < printed ? ab->cost.sacrifice_filter
                                                : t.d < own   ? choice->additional_sacrifice_filter
                                                              : kc->sacrifice_filter,
                                                item, false);
    std::erase_if(options, [&](ObjId id) {
      return std::find(st.scratch.begin(), st.scratch.end(), id) != st.scratch.end();
    });
    if (!options.empty()) {
      ask_cost_object(g, t, item, options);
      return false;
    }
  }
  if (!st.scratch.empty()) {  // the chosen ones, once their replacement effects are settled
    if (!replacements_settled(g, st.scratch, answered ? &ans : nullptr)) {
      push_task(g, t);
      return false;
    }
    // "the sacrificed creature's power" (608.2h: as it last existed): the item's trigger_obj
    if (ab && own == 1 && item.trigger_obj == kNoObj) item.trigger_obj = st.scratch[0];
    std::vector<ObjId> chosen;
    chosen.swap(st.scratch);
    st.left_together.clear();  // one event: they leave together (603.10a)
    for (size_t i = 0; i < chosen.size(); ++i) {
      if (static_cast<int>(i) >= own && kc->return_instead) {  // 702.33a: "return ... to hand"
        log_obj(g, LogKind::ReturnToHand, "702.33a", chosen[i]);
        move_object(g, chosen[i], Zone::Hand);
      } else {
        sacrifice(g, chosen[i]);
      }
    }
    answered = false;
  }
  t.stage = Discard;
  t.d = 0;
  return true;
}

// 601.2h: "Discard ..." as a cost
bool CastSteps::discard_costs() {
  if (answered) {
    discard(g, ans.obj);
    ++t.d;
    answered = false;
  }
  // the alternative cost's "discarding N cards in addition to paying its other costs" (601.2h)
  const Ability* ac = activate                ? nullptr
                      : t.b == kCastAlt       ? alt_cost(card_def(item.source_card))
                      : t.b == kCastDashBlitz ? dash_blitz_cost(card_def(item.source_card))
                                              : nullptr;
  if (t.d < (ab ? ab->cost.discard : 0) + (ac ? ac->cost.discard : 0)) {
    std::vector<ObjId> hand = st.players[static_cast<size_t>(item.controller)].hand;
    if (ab && ab->cost.discard_types)  // "Discard a land card" (601.2h)
      std::erase_if(
          hand, [&](ObjId id) { return !card_def(st.obj(id).card).is(ab->cost.discard_types); });
    ask_cost_object(g, t, item, hand);
    return false;
  }
  t.stage = ExileFromGraveyard;
  t.d = 0;
  return true;
}

// the alternative cost's "exiling N other cards"; an activated ability's "Exile N <filter> cards
// from your graveyard" (601.2h, 602.2b), whose cards are linked to its source (607.2a: "the
// exiled cards" of its effect)
bool CastSteps::exile_from_graveyard_costs() {
  if (answered) {
    ObjId nid = move_object(g, ans.obj, Zone::Exile);
    if (activate && nid != kNoObj) st.linked.push_back({item.obj, nid});
    ++t.d;
    answered = false;
  }
  const Ability* ac = activate || t.b != kCastAlt ? nullptr : alt_cost(card_def(item.source_card));
  if (ac && t.d < ac->cost.exile_from_graveyard) {
    ask_cost_object(g, t, item, st.players[static_cast<size_t>(item.controller)].graveyard);
    return false;
  }
  if (activate && ab && t.d < ab->cost.exile_from_graveyard) {
    std::vector<ObjId> cards;
    for (ObjId id : st.players[static_cast<size_t>(item.controller)].graveyard)
      if (matches(st, id, ab->cost.exile_filter, item.controller, item.obj)) cards.push_back(id);
    ask_cost_object(g, t, item, cards);
    return false;
  }
  t.stage = TapOthers;
  t.d = 0;
  return true;
}

// "Tap an untapped artifact you control" as a cost
bool CastSteps::tap_costs() {
  if (answered) {
    tap(g, ans.obj);
    ++t.d;
    answered = false;
  }
  if (ab && t.d < ab->cost.tap_count) {
    ask_cost_object(g, t, item, yours_matching(st, ab->cost.tap_filter, item, true));
    return false;
  }
  t.stage = UntapOthers;
  t.d = 0;
  return true;
}

// "Untap a tapped creature you control" as a cost (601.2h)
bool CastSteps::untap_costs() {
  // st.scratch holds the ones untapped so far: each is used once, even one that stays tapped
  // because a stun counter was removed instead (122.1d; rulings DMU-R-0020, DMU-R-0021).
  if (!answered && t.d == 0) st.scratch.clear();
  if (answered) {
    untap(g, ans.obj, "601.2h");
    st.scratch.push_back(ans.obj);
    ++t.d;
    answered = false;
  }
  if (ab && t.d < ab->cost.untap_count) {
    std::vector<ObjId> ids;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == item.controller && st.obj(id).tapped &&
          std::find(st.scratch.begin(), st.scratch.end(), id) == st.scratch.end() &&
          matches(st, id, ab->cost.untap_filter, item.controller, item.obj))
        ids.push_back(id);
    ask_cost_object(g, t, item, ids);
    return false;
  }
  if (ab && ab->cost.untap_count > 0) st.scratch.clear();
  t.stage = Crew;
  t.d = 0;
  return true;
}

// Ninjutsu (702.49a): "Return an unblocked attacking creature you control to its owner's hand"
// as a cost; the item's trigger_obj keeps the creature, its trigger_item what it attacked.
bool CastSteps::return_attacker_cost() {
  if (!answered) {
    ask_cost_object(g, t, item, unblocked_attackers(st, item.controller));
    return false;
  }
  answered = false;
  item.trigger_obj = ans.obj;
  item.trigger_item = st.obj(ans.obj).attack_target;  // what the Ninja will attack (702.49c)
  log_obj(g, LogKind::ReturnToHand, "702.49a", ans.obj);
  move_object(g, ans.obj, Zone::Hand);
  return true;
}

// 702.122a: t.d is the power tapped so far
bool CastSteps::crew_costs() {
  if (answered) {
    answered = false;
    if (ans.kind == OptKind::Object) {
      t.d += chars(st, ans.obj).power;
      tap(g, ans.obj);
      st.crewed.push_back({item.obj, ans.obj});  // 702.122b: it crews the Vehicle
      log_obj(g, LogKind::Crews, "702.122b", ans.obj, 0, item.obj);
    } else {
      t.stage = Finish;
    }
  }
  if (t.stage == Crew) {
    if (!ask_crew_creature(g, t, item, ab->cost.crew)) return false;
    t.stage = Finish;
  }
  return true;
}

// 601.2i / 602.2e: the spell becomes cast, the ability becomes activated.
void CastSteps::become_cast() {
  if (activate && ab->foretell_action) {  // 702.143b: a special action uses no stack (116.2h)
    ObjId card = item.obj;
    st.stack.pop_back();
    ObjId exiled = move_object(g, card, Zone::Exile);
    st.foretold.push_back({exiled, st.turn});
    log_obj(g, LogKind::Foretold, "702.143a", exiled);  // seen by its owner only (log_view.cpp)
    return;
  }
  if (activate) {
    ++st.obj(item.obj).activations;
    if (ab->cost.loyalty) ++st.obj(item.obj).loyalty_activations;
    log_obj(g, LogKind::Activate,
            ab->cycling     ? "702.29a"
            : ab->cost.crew ? "702.122a"
                            : "602.2",
            item.obj, item.index);
    // "Whenever you activate an ability ..., if life was paid to activate it" (Verrak)
    if (item.life_paid > 0)
      trigger_on_event(g, Event::ActivatesAbilityPayingLife, item.obj, item.controller,
                       item.life_paid, item.id);
  } else {
    Player& caster = st.players[static_cast<size_t>(item.controller)];
    ++caster.spells_cast;
    st.cast_this_turn.push_back(item.obj);
    if (is_type(st, item.obj, TInstant | TSorcery))
      caster.instants_sorceries_cast = static_cast<int8_t>(
          std::min(100, caster.instants_sorceries_cast + 1));  // "you've cast ... this turn"
    if (!is_type(st, item.obj, TCreature)) {
      caster.noncreature_spells_cast =
          static_cast<int8_t>(std::min(100, caster.noncreature_spells_cast + 1));
      if (st.context_readers > 0) st.chars_changed();  // "as long as you've cast ..." (Lyse Hext)
    }
    if (is_type(st, item.obj, TCreature) && is_legendary(st, item.obj))
      caster.legendary_creature_spells_cast =
          static_cast<int8_t>(std::min(100, caster.legendary_creature_spells_cast + 1));
    if (!st.commanders.empty()) commander_cast(st, item.obj);  // 903.8
    // 601.2i: a value fixed as the spell becomes cast (Lifestream's Blessing, ruling FIN-R-0768)
    if (ab && ab->x_as_cast) item.x = static_cast<int16_t>(eval(st, item, ab->amount));
    bool flashback = st.obj(item.obj).flashback && t.b == kCastAlt;
    const Ability* dash_blitz =
        t.b == kCastDashBlitz ? dash_blitz_cost(def(st, item.obj)) : nullptr;
    log_obj(g, LogKind::Cast,
            flashback    ? "702.34a"
            : dash_blitz ? (dash_blitz->kind == AbilityKind::Dash ? "702.109a" : "702.152a")
                         : "601.2i",
            item.obj, item.x);
    if (is_type(st, item.obj, TCreature)) end_until_creature_spell(g);
    trigger_on_event(g, Event::CastSpell, item.obj, item.controller, 0, item.id);
  }
  trigger_on_targets(g, st.stack.back());  // 702.21a: ward
}

// Casting a spell (601.2) or activating an ability (602.2), one step at a time.
void run_cast_or_activate(Game& g, Task t, bool activate) {
  Option ans;
  bool answered = take_answer(g, ans);
  if (t.stage == Announce) announce(g, t, activate);  // 601.2a / 602.2a
  StackItem& item = g.st.stack.back();
  CastSteps k{g, g.st, t, activate, ans, answered, item, item_ability(item)};
  ActivationScope paying(activate ? k.ab : nullptr);  // 106.6: "to activate an equip ability"
  if (t.stage == ChooseMode && !k.choose_modes()) return;
  if (t.stage == Kicker && !k.announce_kickers()) return;
  if (t.stage == LifeCosts && !k.announce_life_costs()) return;
  if (t.stage == PhyrexianMana && !k.announce_phyrexian()) return;
  if (t.stage == ChooseX && !k.announce_x()) return;
  if (t.stage == Targets && !k.choose_targets()) return;
  if (t.stage == TotalCost && !k.determine_total_cost()) return;
  if (t.stage == PayMana && !k.pay_mana()) return;
  if (t.stage == Sacrifice && !k.sacrifice_costs()) return;
  if (t.stage == Discard && !k.discard_costs()) return;
  if (t.stage == ExileFromGraveyard && !k.exile_from_graveyard_costs()) return;
  if (t.stage == TapOthers && !k.tap_costs()) return;
  if (t.stage == UntapOthers && !k.untap_costs()) return;
  if (t.stage == Crew && k.ab && k.ab->cost.crew > 0 && !k.crew_costs()) return;
  if (k.ab && k.ab->cost.return_unblocked_attacker && !k.return_attacker_cost()) return;
  k.become_cast();
}

}  // namespace

void end_until_creature_spell(Game& g) {
  GameState& st = g.st;
  for (const ContinuousEffect& e : st.effects)
    if (e.until_creature_spell) log_obj(g, LogKind::EffectEnds, "611.2a", e.object);
  if (std::erase_if(st.effects, [](const ContinuousEffect& e) { return e.until_creature_spell; })) {
    count_ability_losses(st);
    st.chars_changed();
  }
}

void run_cast(Game& g, Task t) { run_cast_or_activate(g, t, false); }
void run_activate(Game& g, Task t) { run_cast_or_activate(g, t, true); }

}  // namespace lore
