// Combat (CR 506-511): attackers and blockers one creature at a time, then damage.
#include <algorithm>
#include <bit>
#include <functional>
#include <stdexcept>

#include "engine.h"

namespace lore {

// 506.2, 802.2a: the player `attacker` attacks, or the controller of the planeswalker it attacks
// (its last-known controller if that planeswalker left); the first opponent in turn order of
// the active player if it attacks nothing.
PlayerId defending_player(const GameState& st, ObjId attacker) {
  int32_t code = st.obj(attacker).attack_target;
  if (attacks_planeswalker(code)) return st.obj(attacked_planeswalker(code)).controller;
  PlayerId p = attacked_player(code);
  return p != kNoPlayer ? p : st.first_opponent(st.active);
}

namespace {

// 508.1c, 509.1b: a restriction on `creature` from another permanent's static ability: an Aura
// attached to it with `on_enchanted` ("enchanted creature can't ..."), or any permanent with
// `on_all` ("creatures can't block"; StaticKind::None: no such kind). None if the permanent lost
// its abilities (613.1f).
bool restricted_by_others(const GameState& st, ObjId creature, StaticKind on_enchanted,
                          StaticKind on_all) {
  if (st.static_sources == 0) return false;
  for (ObjId s : st.battlefield) {
    if (!def(st, s).affects_others) continue;
    bool attached = st.obj(s).attached_to == creature;
    for (const Ability& a : abilities_of(st, s)) {
      if (a.kind != AbilityKind::Static) continue;
      if ((attached && a.stat.kind == on_enchanted) ||
          (on_all != StaticKind::None && a.stat.kind == on_all))
        return true;
    }
  }
  return false;
}

// "Equipped creature can't be blocked by creatures with power N or less" (509.1b; Wrecking Ball
// Arm): an Equipment attached to the attacker says so.
bool evades_by_equipment(const GameState& st, ObjId attacker, ObjId blocker) {
  if (st.static_sources == 0) return false;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).attached_to != attacker || !def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::EquippedCantBeBlockedByPowerAtMost &&
          chars(st, blocker).power <= a.stat.power)
        return true;
  }
  return false;
}

// Jasmine Boreal of the Seven: "Creatures you control with no abilities can't be blocked by
// creatures with abilities." (509.1b: the attacker's controller controls such a permanent, read as
// blockers are declared, ruling DMU-R-0401)
bool evades_creatures_with_abilities(const GameState& st, ObjId attacker, ObjId blocker) {
  if (st.static_sources == 0) return false;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != st.obj(attacker).controller || !def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static &&
          a.stat.kind == StaticKind::NoAbilitiesUnblockableByAbilities)
        return has_no_abilities(st, attacker) && !has_no_abilities(st, blocker);
  }
  return false;
}

// 510.1a: the combat damage a creature assigns: its power, or its toughness under an effect that
// says so (Walking Bulwark; only combat damage changes, ruling DMU-R-0347)
// "assign their combat damage this turn as though they weren't blocked" (510.1b; Outmaneuver)
bool assigns_as_unblocked(const GameState& st, ObjId id) {
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id && e.assigns_as_unblocked) return true;
  return false;
}

// Defensive Formation (510.1, 510.1c): the player who assigns the combat damage of attacker `a`
// attacking `player`: `player` while they control a permanent saying "Rather than the attacking
// player, you assign the combat damage of each creature attacking you", else its controller.
// Only a creature attacking the player, not a planeswalker or battle (506.3).
PlayerId damage_assigner(const GameState& st, ObjId a, Target player) {
  if (player.kind != Target::Player) return st.obj(a).controller;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).controller != static_cast<PlayerId>(player.id)) continue;
    for (const Ability& ab : abilities_of(st, s))
      if (ab.kind == AbilityKind::Static &&
          ab.stat.kind == StaticKind::YouAssignDamageOfAttackersAttackingYou)
        return static_cast<PlayerId>(player.id);
  }
  return st.obj(a).controller;
}

int combat_damage_amount(const GameState& st, ObjId id) {
  for (const ContinuousEffect& e : st.effects)
    if (e.object == id && e.assigns_by_toughness) return chars(st, id).toughness;
  return chars(st, id).power;
}

// "As long as this creature has a counter on it, it can attack as though it didn't have
// defender" (Demon Wall; none if it lost its abilities, 613.1f).
bool attacks_despite_defender(const GameState& st, ObjId id) {
  for (const ContinuousEffect& e :
       st.effects)  // "can attack this turn as though ..." (Mobile Fort)
    if (e.object == id && e.attacks_despite_defender) return true;
  const Object& o = st.obj(id);
  if (std::none_of(o.counters.begin(), o.counters.end(), [](int16_t n) { return n > 0; }))
    return false;
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::Static &&
        a.stat.kind == StaticKind::AttacksDespiteDefenderWithCounter)
      return true;
  return false;
}

// Wirecat's restriction (508.1c, 509.1b): it has the ability and an enchantment is on the
// battlefield.
bool stopped_by_enchantment(const GameState& st, ObjId id) {
  bool has = false;
  for (const Ability& a : abilities_of(st, id))
    has |= a.kind == AbilityKind::Static &&
           a.stat.kind == StaticKind::CantAttackOrBlockWhileEnchantment;
  if (!has) return false;
  for (ObjId e : st.battlefield)
    if (on_battlefield(st, e) && is_type(st, e, TEnchantment)) return true;
  return false;
}

// Okk (508.1c, 509.1b): "This creature can't attack unless a creature with greater power also
// attacks" (and the same for blocking).
bool needs_greater_partner(const GameState& st, ObjId id) {
  for (const Ability& a : abilities_of(st, id))  // none if it lost them (613.1f)
    if (a.kind == AbilityKind::Static &&
        a.stat.kind == StaticKind::AttacksAndBlocksOnlyWithGreaterPower)
      return true;
  return false;
}

// Declarations go one creature of st.scratch at a time (the one at `index` now): a creature with
// greater power than `x` has joined (`joined`: declared attacking or blocking) or may still
// join (`may_join`, one not yet decided).
template <class Joined, class MayJoin>
bool greater_partner_possible(const GameState& st, ObjId x, size_t index, Joined joined,
                              MayJoin may_join) {
  const int power = chars(st, x).power;
  for (size_t j = 0; j < st.scratch.size(); ++j) {
    ObjId y = st.scratch[j];
    if (y == x || chars(st, y).power <= power) continue;
    if (j < index ? joined(y) : j > index && may_join(y)) return true;
  }
  return false;
}

// The creature at `index` must join to keep the declaration legal: a restricted creature that
// joined has no greater partner among the others, joined or undecided, and this one is greater.
template <class Joined, class MayJoin>
bool must_join_as_partner(const GameState& st, size_t index, Joined joined, MayJoin may_join) {
  const ObjId y = st.scratch[index];
  for (size_t j = 0; j < index; ++j) {
    ObjId x = st.scratch[j];
    if (joined(x) && needs_greater_partner(st, x) && chars(st, y).power > chars(st, x).power &&
        !greater_partner_possible(st, x, index, joined, may_join))
      return true;
  }
  return false;
}

// The Okk restriction on the options of the attacker or blocker at `index` (opts[0]: the option
// not to join): only "don't" if no greater partner can join, no "don't" if it must join.
template <class Joined, class MayJoin>
void apply_greater_partner(const GameState& st, size_t index, std::vector<Option>& opts,
                           Joined joined, MayJoin may_join) {
  if (opts.size() < 2) return;
  if (needs_greater_partner(st, st.scratch[index]) &&
      !greater_partner_possible(st, st.scratch[index], index, joined, may_join))
    opts.resize(1);
  else if (must_join_as_partner(st, index, joined, may_join))
    opts.erase(opts.begin());
}

bool can_attack(const GameState& st, ObjId id) {  // 508.1a
  const Object& o = st.obj(id);
  // 805.10a: in Two-Headed Giant both players of the active team are attacking players.
  if (!st.is_active(o.controller) || o.tapped || !is_type(st, id, TCreature)) return false;
  if (has_keyword(st, id, KDefender) && !attacks_despite_defender(st, id)) return false;  // 702.3b
  if (o.sick && !has_keyword(st, id, KHaste)) return false;                               // 302.6
  if (stopped_by_enchantment(st, id)) return false;
  return !restricted_by_others(st, id, StaticKind::EnchantedCantAttackOrBlock, StaticKind::None);
}

// 508.1d: "attacks each combat if able" (none if it lost its abilities, 613.1f).
bool must_attack(const GameState& st, ObjId id) {
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::AttacksEachCombat) return true;
  for (const ContinuousEffect& e : st.effects)  // "attacks this turn if able" (Gogo)
    if (e.must_attack && e.object == id) return true;
  return false;
}

}  // namespace

// 701.15b: the players who goaded `id`: the controllers of goading Auras attached to it, and of
// goad effects that haven't ended (looked for only while such permanents or effects exist).
uint8_t goading_players(const GameState& st, ObjId id) {
  uint8_t by = 0;
  for (const ContinuousEffect& e : st.effects)
    if (e.goaded_by != kNoPlayer && e.object == id) by |= static_cast<uint8_t>(1u << e.goaded_by);
  if (st.static_sources == 0) return by;
  for (ObjId s : st.battlefield) {
    if (st.obj(s).attached_to != id || !def(st, s).affects_others) continue;
    for (const Ability& a : abilities_of(st, s))
      if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::EnchantedIsGoaded)
        by |= static_cast<uint8_t>(1u << st.obj(s).controller);
  }
  return by;
}

namespace {

int attack_tax(const GameState& st, int32_t target);
int attack_life_tax(const GameState& st, int32_t target);

// 508.1d, 701.15b-c: of the attacker's options (opts[0]: not attacking), keep those that obey the
// most requirements: "attacks each combat if able" once for each goading player (and for its own
// ability, `must`), and "attacks a player other than <goader> if able" once for each goading
// player it attacks another player than. Only the options without a cost count as able (508.1d,
// ruling FIN-R-0725): a costed option stays only if it obeys as many as the best free one.
void keep_most_requirements(const GameState& st, std::vector<Option>& opts, uint8_t goaders,
                            bool must) {
  int attack_reqs = std::popcount(goaders) + (must ? 1 : 0);
  auto obeyed = [&](const Option& o) {
    if (o.kind != OptKind::Attack) return 0;
    int n = attack_reqs;
    PlayerId p = attacked_player(o.n);
    if (p != kNoPlayer) n += std::popcount(static_cast<uint8_t>(goaders & ~(1u << p)));
    return n;
  };
  auto free = [&](const Option& o) {
    return o.kind != OptKind::Attack || (attack_tax(st, o.n) == 0 && attack_life_tax(st, o.n) == 0);
  };
  int best = -1;
  for (const Option& o : opts)
    if (free(o)) best = std::max(best, obeyed(o));
  std::erase_if(opts, [&](const Option& o) { return obeyed(o) < best; });
}

// 508.1d: the generic mana the attacking player must pay for each creature attacking
// `target` (an attack_code()), from "can't attack <player> unless" effects (none tax attacking a
// planeswalker).
int attack_tax(const GameState& st, int32_t target) {
  PlayerId p = attacked_player(target);
  if (p == kNoPlayer) return 0;
  int tax = 0;
  for (const ContinuousEffect& e : st.effects)
    if (e.attack_tax > 0 && e.taxed == p) tax += e.attack_tax;
  return tax;
}

// 508.1d: the life the attacking player must pay for each creature attacking `target` (a
// player, or a planeswalker its controller controls: Sivitri, Dragon Master).
int attack_life_tax(const GameState& st, int32_t target) {
  if (target == kNoAttack) return 0;
  PlayerId p = attacked_player(target);
  if (p == kNoPlayer) p = st.obj(attacked_planeswalker(target)).controller;
  int tax = 0;
  for (const ContinuousEffect& e : st.effects)
    if (e.attack_life_tax > 0 && e.taxed == p) tax += e.attack_life_tax;
  return tax;
}

// 508.1g: the total cost of the attackers declared so far.
int total_attack_tax(const GameState& st) {
  int total = 0;
  for (ObjId id : st.scratch)
    if (st.obj(id).attacking) total += attack_tax(st, st.obj(id).attack_target);
  return total;
}
int total_attack_life_tax(const GameState& st) {
  int total = 0;
  for (ObjId id : st.scratch)
    if (st.obj(id).attacking) total += attack_life_tax(st, st.obj(id).attack_target);
  return total;
}

// 702.14c: a creature with landwalk can't be blocked as long as the defending player controls a
// land of that type.
bool landwalk_evades(const GameState& st, KeywordMask attacker, PlayerId defending) {
  static constexpr std::pair<Keyword, const char*> kWalks[] = {{KPlainswalk, "Plains"},
                                                               {KIslandwalk, "Island"},
                                                               {KSwampwalk, "Swamp"},
                                                               {KMountainwalk, "Mountain"},
                                                               {KForestwalk, "Forest"}};
  for (auto [walk, type] : kWalks) {
    if (!(attacker & walk)) continue;
    for (ObjId id : st.battlefield)
      if (st.obj(id).controller == defending && is_type(st, id, TLand) &&
          has_subtype_now(st, id, type))
        return true;
  }
  return false;
}

// The class a rule-changing effect names (ContinuousEffect::class_card): the filter of the first
// effect of the ability that applies to all matching objects.
const Filter* class_filter(const ContinuousEffect& e) {
  const Ability& a = card_def(e.class_card).abilities[static_cast<size_t>(e.class_ability)];
  for (const Mode& m : a.modes)
    for (const Effect& fx : m.effects)
      if (fx.who == Who::AllMatching) return &fx.filter;
  return nullptr;
}

// 611.2c: "Creatures without flying can't block this turn" changes a rule, so it applies to each
// creature of the class as blockers are declared: one that entered or lost flying since it began
// included, one that gained flying not.
bool in_class(const GameState& st, const ContinuousEffect& e, ObjId id) {
  const Filter* f = class_filter(e);
  return f && matches(st, id, *f, e.class_controller, kNoObj);
}

}  // namespace

void add_class_cant_block(GameState& st, const StackItem& item) {
  ContinuousEffect ce;
  ce.cant_block = true;
  ce.class_card = item.source_card;
  ce.class_ability = item.index;
  ce.class_controller = item.controller;
  ce.timestamp = st.next_timestamp++;
  st.effects.push_back(ce);
  st.chars_changed();
}

namespace {

// "as long as defending player controls {power} or more <filter>" (counted now, 611.3a)
bool defender_controls_at_least(const GameState& st, const StaticAbility& s, PlayerId defending,
                                ObjId attacker) {
  int n = 0;
  for (ObjId id : st.battlefield)
    n += st.obj(id).controller == defending && matches(st, id, s.filter, defending, attacker);
  return defending != kNoPlayer && n >= s.power;
}

// 508.1c: "can't attack unless defending player controls an Island" (Veiled Serpent): whether
// `id` may attack player `q` or a planeswalker they control.
bool may_attack_player(const GameState& st, ObjId id, PlayerId q) {
  for (const Ability& a : abilities_of(st, id))
    if (a.kind == AbilityKind::Static &&
        a.stat.kind == StaticKind::CantAttackUnlessDefenderControls &&
        !defender_controls_at_least(st, a.stat, q, id))
      return false;
  return true;
}

bool can_block(const GameState& st, ObjId blocker, ObjId attacker) {  // 509.1a-b
  // 802.4a: a defending player's creatures block only creatures attacking them or their
  // planeswalkers (in a two-player game, every attacker).
  // 805.10d: in Two-Headed Giant, creatures attacking either player of the defending team.
  if (st.num_players > 2) {
    PlayerId defending = defending_player(st, attacker), c = st.obj(blocker).controller;
    if (c != defending && c != st.teammate(defending)) return false;
  }
  KeywordMask a = keywords_of(st, attacker), b = keywords_of(st, blocker);
  if ((a & KFlying) && !(b & (KFlying | KReach))) return false;  // 702.9b, 702.17b
  if (landwalk_evades(st, a, st.obj(blocker).controller)) return false;
  // 702.36b: fear: only artifact creatures and/or black creatures can block it.
  if ((a & KFear) && !is_type(st, blocker, TArtifact) && !(chars(st, blocker).colors & Black))
    return false;
  if (protected_from(st, attacker, blocker)) return false;  // 702.16f
  for (const Ability& ab : abilities_of(st, blocker))       // 509.1b: "can't block"
    if (ab.kind == AbilityKind::Static && ab.stat.kind == StaticKind::CantBlock) return false;
  if (stopped_by_enchantment(st, blocker)) return false;
  for (const Ability& ab : abilities_of(st, attacker)) {  // "except by creatures with flying"
    if (ab.kind != AbilityKind::Static) continue;
    if (ab.stat.kind == StaticKind::BlockedOnlyByFlyers && !(b & KFlying)) return false;
    if (ab.stat.kind == StaticKind::UnblockableWhileDefenderControls &&
        defender_controls_at_least(st, ab.stat, defending_player(st, attacker), attacker))
      return false;
    if (ab.stat.kind == StaticKind::CantBeBlockedByPowerAtMost &&
        chars(st, blocker).power <= ab.stat.power)
      return false;
    if (ab.stat.kind == StaticKind::UnblockableIfCastInstantOrSorcery &&
        st.players[static_cast<size_t>(st.obj(attacker).controller)].instants_sorceries_cast > 0)
      return false;
  }
  if (evades_by_equipment(st, attacker, blocker)) return false;
  if (evades_creatures_with_abilities(st, attacker, blocker)) return false;
  if (restricted_by_others(st, blocker, StaticKind::EnchantedCantAttackOrBlock,
                           StaticKind::CreaturesCantBlock) ||
      restricted_by_others(st, attacker, StaticKind::EnchantedCantBeBlocked, StaticKind::None))
    return false;
  for (const ContinuousEffect& e : st.effects)
    if ((e.object == blocker && e.cant_block) || (e.object == attacker && e.unblockable) ||
        (e.cant_block && e.class_card != kNoCard && in_class(st, e, blocker)))
      return false;
  return true;
}

// 509.2a: abilities that trigger on blockers being declared: each blocker blocks (509.3a),
// each attacker becomes blocked by each of its blockers (509.3d), then each blocked attacker
// becomes blocked once (509.3c). Reads st.scratch (the creatures asked to block).
void block_triggers(Game& g) {
  GameState& st = g.st;
  for (ObjId b : st.scratch) {
    ObjId a = st.obj(b).blocking;
    if (a == kNoObj) continue;
    trigger_on_event(g, Event::Blocks, b, st.obj(b).controller);
    trigger_on_event(g, Event::BlocksOrBecomesBlocked, b, st.obj(b).controller);
    trigger_on_event(g, Event::BecomesBlockedByCreature, a, st.obj(a).controller);
  }
  for (ObjId a : st.battlefield)
    if (st.obj(a).attacking && st.obj(a).blocked) {
      trigger_on_event(g, Event::BlocksOrBecomesBlocked, a, st.obj(a).controller);
      trigger_on_event(g, Event::BecomesBlocked, a, st.obj(a).controller);  // 509.3c
    }
}

int blockers_of(const GameState& st, ObjId attacker) {
  int n = 0;
  for (ObjId id : st.battlefield) n += st.obj(id).blocking == attacker;
  return n;
}

// The fewest creatures that may block `id` (509.1b): two with menace (702.111b), N with "can't
// be blocked except by N or more creatures"; 1 otherwise.
int min_blockers(const GameState& st, ObjId id) {
  int n = has_keyword(st, id, KMenace) ? 2 : 1;
  for (const Ability& a : abilities_of(st, id))  // none if it lost them (613.1f)
    if (a.kind == AbilityKind::Static && a.stat.kind == StaticKind::BlockedOnlyByAtLeast)
      n = std::max<int>(n, a.stat.power);
  return n;
}

// Can the blockers still undecided (scratch[from..]) finish a legal declaration, given that
// each attacker in `limited` can't be blocked except by `least` or more creatures (509.1b)?
bool blocks_completable(const GameState& st, std::vector<int>& counts,
                        const std::vector<ObjId>& limited, const std::vector<int>& least,
                        size_t from) {
  bool ok = true;
  for (size_t i = 0; i < counts.size(); ++i) ok &= counts[i] == 0 || counts[i] >= least[i];
  if (ok) return true;
  if (from >= st.scratch.size()) return false;
  ObjId b = st.scratch[from];
  for (size_t i = 0; i < limited.size(); ++i)
    if (counts[i] > 0 && counts[i] < least[i] && can_block(st, b, limited[i])) {
      ++counts[i];
      bool r = blocks_completable(st, counts, limited, least, from + 1);
      --counts[i];
      if (r) return true;
    }
  return blocks_completable(st, counts, limited, least, from + 1);
}

// 509.1c: whether `b` is under a "blocks this turn if able" requirement.
bool must_block_now(const GameState& st, ObjId b) {
  for (const ContinuousEffect& e : st.effects)
    if (e.must_block && e.object == b) return true;
  return false;
}

// 509.1c: the attackers that "must be blocked if able" (The Masamune: an Equipment with
// EquippedMustBeBlockedWhileAttacking attached to an attacking creature), in `out`.
void must_be_blocked_attackers(const GameState& st, std::vector<ObjId>& out) {
  out.clear();
  for (ObjId s : st.battlefield) {
    if (!def(st, s).block_requirement) continue;
    const ObjId a = st.obj(s).attached_to;
    if (a == kNoObj || !st.obj(a).attacking) continue;
    for (const Ability& ab : abilities_of(st, s))  // none if it lost them (613.1f)
      if (ab.kind == AbilityKind::Static &&
          ab.stat.kind == StaticKind::EquippedMustBeBlockedWhileAttacking &&
          std::find(out.begin(), out.end(), a) == out.end())
        out.push_back(a);
  }
}

// 509.1c: the most of those requirements the blockers still undecided (scratch[from..]) can
// obey, `counts` being each required attacker's blockers so far (one is obeyed with at least
// the fewest creatures that may block it, 509.1b). A blocker only matters to the count if it
// blocks a required attacker not yet obeyed, so the search stops as soon as all are.
int most_obeyed(const GameState& st, const std::vector<ObjId>& req, std::vector<int>& counts,
                size_t from) {
  int obeyed = 0;
  for (size_t k = 0; k < req.size(); ++k) obeyed += counts[k] >= min_blockers(st, req[k]);
  if (obeyed == static_cast<int>(req.size()) || from >= st.scratch.size()) return obeyed;
  const ObjId b = st.scratch[from];
  int best = most_obeyed(st, req, counts, from + 1);
  for (size_t k = 0; k < req.size(); ++k)
    if (counts[k] < min_blockers(st, req[k]) && can_block(st, b, req[k])) {
      ++counts[k];
      best = std::max(best, most_obeyed(st, req, counts, from + 1));
      --counts[k];
    }
  return best;
}

// 509.1c: keeps, of blocker scratch[index]'s options, those after which the most "must be
// blocked if able" requirements can still be obeyed.
void keep_most_blocked(const GameState& st, size_t index, std::vector<Option>& opts) {
  thread_local std::vector<ObjId> req;
  must_be_blocked_attackers(st, req);
  if (req.empty()) return;
  std::vector<int> counts(req.size());
  std::vector<int> value(opts.size());
  int best = -1;
  for (size_t o = 0; o < opts.size(); ++o) {
    for (size_t k = 0; k < req.size(); ++k)
      counts[k] = blockers_of(st, req[k]) +
                  (opts[o].kind == OptKind::Block && static_cast<ObjId>(opts[o].n) == req[k]);
    value[o] = most_obeyed(st, req, counts, index + 1);
    best = std::max(best, value[o]);
  }
  size_t w = 0;
  for (size_t o = 0; o < opts.size(); ++o)
    if (value[o] == best) opts[w++] = opts[o];
  opts.resize(w);
}

bool block_choice_legal(const GameState& st, size_t index, ObjId attacker) {
  std::vector<ObjId> limited;
  std::vector<int> counts, least;
  for (ObjId id : st.battlefield) {
    if (!st.obj(id).attacking) continue;
    int n = min_blockers(st, id);
    if (n < 2) continue;
    limited.push_back(id);
    least.push_back(n);
    counts.push_back(blockers_of(st, id) + (id == attacker));
  }
  return blocks_completable(st, counts, limited, least, index + 1);
}

int lethal_for(const GameState& st, ObjId blocker, ObjId source, int already) {  // 702.19b
  if (has_keyword(st, source, KDeathtouch)) return already > 0 ? 0 : 1;          // 702.2c
  return std::max(0, chars(st, blocker).toughness - st.obj(blocker).damage - already);
}

int assigned_to(const GameState& st, ObjId id) {
  int n = 0;
  for (const auto& a : st.assignments)
    if (a.to.kind == Target::Object && a.to.id == id) n += a.amount;
  return n;
}

bool deals_damage_now(const GameState& st, ObjId id, bool first_step) {  // 510.4, 702.7b
  KeywordMask k = keywords_of(st, id);
  bool first = k & (KFirstStrike | KDoubleStrike);
  if (first_step) return first;
  return !st.obj(id).struck_first || (k & KDoubleStrike);
}

}  // namespace

bool combat_has_first_strike(const GameState& st) {
  for (ObjId id : st.battlefield) {
    const Object& o = st.obj(id);
    if ((o.attacking || o.blocking != kNoObj) && has_keyword(st, id, KFirstStrike | KDoubleStrike))
      return true;
  }
  return false;
}

void end_combat(GameState& st) {  // 511.3
  st.sba_settled = false;  // a characteristic may depend on being in combat (an attacking filter)
  if (st.static_sources > 0) st.chars_changed();
  for (ObjId id : st.battlefield) {
    Object& o = st.obj(id);
    o.attacking = o.blocked = o.struck_first = false;
    o.blocking = kNoObj;
    o.attack_target = kNoAttack;
  }
  // The last-known records of attackers that left the battlefield were attacking only in this
  // combat (608.2h): read until now, as an intervening "if" is checked (ruling FIN-R-0523). Those
  // mark_left() listed, or, when it couldn't list them all, every object's.
  LeftAttackers& left = st.left_attackers;
  if (left.all) {
    for (Object& o : st.objects)
      if (o.left) o.attacking = false;
  } else {
    for (int i = 0; i < left.n; ++i) st.obj(left.ids[static_cast<size_t>(i)]).attacking = false;
  }
  left.n = 0;
  left.all = false;
  st.attackers_declared = false;
  for (Player& p : st.players) p.attacked_this_combat = 0;
}

// 508.1: the active player declares attackers, one creature at a time (t.d = index).
namespace {

// "attacked this turn by an Assassin you controlled" (Ramses, Assassin Lord): a creature is looked
// at as it's declared only if its card prints the subtype, or an effect or a static ability in
// the game could have given it (the subtype test is costly, and attacks are many).
bool may_be_assassin(const GameState& st, ObjId id) {
  return def(st, id).printed_assassin || !st.effects.empty() || st.static_sources > 0;
}

}  // namespace

void run_declare_attackers(Game& g, Task t) {
  GameState& st = g.st;
  if (combat_state_matters(st)) st.sba_settled = false;  // game.cpp leaves it to this task
  if (t.stage == 0) {
    st.scratch.clear();
    for (ObjId id : st.battlefield)
      if (can_attack(st, id)) st.scratch.push_back(id);
    t.stage = 1;
    t.d = 0;
  }
  Option ans;
  bool answered = take_answer(g, ans);
  if (t.stage == 3) return enlist_step(g, t, answered ? &ans : nullptr);
  if (t.stage == 1 && answered) {
    answered = false;
    ObjId id = st.scratch[static_cast<size_t>(t.d)];
    if (ans.kind == OptKind::Attack) {
      st.obj(id).attack_target = ans.n;
      st.obj(id).attacking = true;
      if (st.static_sources > 0) st.chars_changed();  // a static ability's "attacking" filter
      st.obj(id).attacked = true;                     // "attacked this turn" (508.1a)
      if (PlayerId q = attacked_player(ans.n); q != kNoPlayer) {  // 508.1b (melee, 702.121a)
        PlayerId by = st.obj(id).controller;
        st.players[static_cast<size_t>(by)].attacked_this_combat |= static_cast<uint8_t>(1u << q);
        // "attacked this turn by an Assassin you controlled": an Assassin as it was declared
        // (rulings DMU-R-0432, DMU-R-0434)
        if (may_be_assassin(st, id) && has_subtype_now(st, id, "Assassin"))
          st.players[static_cast<size_t>(q)].attacked_by_assassin_of |=
              static_cast<uint8_t>(1u << by);
      }
    }
    ++t.d;
  }
  if (t.stage == 1 && t.d < static_cast<int>(st.scratch.size())) {
    ObjId id = st.scratch[static_cast<size_t>(t.d)];
    // A reused buffer: ask() swaps it with the previous decision's (no allocation per attacker).
    thread_local std::vector<Option> opts;
    opts.assign(1, {OptKind::NoAttack, id, 0});
    bool free_attack = false;
    // 506.2, 802.2: every opponent still in the game is a defending player; 508.1b, 802.3: each
    // attacker attacks one of them or a planeswalker one of them controls.
    PlayerId attacking = st.obj(id).controller;
    for (PlayerId q = st.next_in_game(st.active); q != st.active; q = st.next_in_game(q)) {
      if (!st.opponents(attacking, q)) continue;  // 805.10a: the other team only
      if (!may_attack_player(st, id, q)) continue;
      // 508.1d: attacking a player whose attack costs can't be paid is not offered. The check
      // leaves out the creature's own mana ability unless it has vigilance (508.1f taps it).
      int tax = attack_tax(st, attack_code(q));
      ManaCost cost;
      cost.generic = static_cast<int16_t>(total_attack_tax(st) + tax);
      ObjId tapped_by_attack = has_keyword(st, id, KVigilance) ? kNoObj : id;
      // 119.4: life is paid only from a life total at least that large
      int life = st.players[static_cast<size_t>(attacking)].life;
      int paid_life = total_attack_life_tax(st);
      int life_tax = attack_life_tax(st, attack_code(q));
      if ((tax == 0 || can_pay(st, attacking, cost, 0, tapped_by_attack, nullptr, kNoObj)) &&
          (life_tax == 0 || paid_life + life_tax <= life))
        opts.push_back({OptKind::Attack, id, attack_code(q)});
      free_attack |= tax == 0 && life_tax == 0;
      for (ObjId pw : st.battlefield)  // 508.1b: a planeswalker the defending player controls
        if (st.obj(pw).controller == q && is_type(st, pw, TPlaneswalker)) {
          int pw_life_tax = attack_life_tax(st, attack_code_pw(pw));
          if (pw_life_tax == 0 || paid_life + pw_life_tax <= life)
            opts.push_back({OptKind::Attack, id, attack_code_pw(pw)});
          free_attack |= attack_tax(st, attack_code_pw(pw)) == 0 && pw_life_tax == 0;
        }
    }
    // 508.1d: a creature that attacks each combat if able must attack when it can do so without
    // a cost; if every way to attack has a cost, it may stay home (ruling FIN-R-0856).
    // 701.15b: a goaded creature also must attack a player other than those who goaded it.
    uint8_t goaders = (st.effects.empty() && st.static_sources == 0) ? 0 : goading_players(st, id);
    if (goaders != 0 && opts.size() > 1)
      keep_most_requirements(st, opts, goaders, must_attack(st, id));
    else if (free_attack && opts.size() > 1 && must_attack(st, id))
      opts.erase(opts.begin());
    if (st.greater_partner_sources > 0 && opts.size() > 1 && opts[0].kind == OptKind::NoAttack)
      apply_greater_partner(
          st, static_cast<size_t>(t.d), opts, [&](ObjId y) { return st.obj(y).attacking; },
          [](ObjId) { return true; });
    push_task(g, t);
    ask(g, DecisionKind::DeclareAttacker, attacking, std::move(opts), id);
    return;
  }
  if (t.stage == 1) {
    for (ObjId id : st.scratch)
      if (st.obj(id).attacking && !has_keyword(st, id, KVigilance)) tap(g, id);  // 508.1f, 702.20b
    int total = total_attack_tax(st);
    if (total > 0) {  // 508.1g: the total cost is locked in
      ManaCost cost;
      cost.generic = static_cast<int16_t>(total);
      if (!can_pay(st, st.active, cost, 0, kNoObj, nullptr, kNoObj)) {
        // An earlier attacker's mana ability was counted on before 508.1f tapped it: the
        // declaration is illegal (508.1), so the costed attackers are withdrawn instead of
        // rewinding the whole declaration (a simplification).
        for (ObjId id : st.scratch)
          if (st.obj(id).attacking && attack_tax(st, st.obj(id).attack_target) > 0) {
            st.obj(id).attacking = false;
            st.obj(id).attack_target = kNoAttack;
            st.chars_changed();
            if (!has_keyword(st, id, KVigilance)) st.obj(id).tapped = false;
          }
      } else {
        st.paying = cost;
        if (g.log) {
          LogEntry e = entry(g, LogKind::AttackCost, "508.1h");
          e.player = st.active;
          e.amount = total;
          g.emit(e);
        }
      }
    }
    if (int life = total_attack_life_tax(st); life > 0) {  // 508.1g-h: life is paid, 119.4
      if (g.log) {
        LogEntry e = entry(g, LogKind::AttackCost, "508.1h");
        e.player = st.active;
        e.amount = life;
        e.amount2 = 1;  // life, not mana
        g.emit(e);
      }
      lose_life(g, st.active, life, kNoObj);
    }
    t.stage = 2;
  }
  if (t.stage == 2) {  // 508.1h: mana abilities may be activated, then the cost is paid
    if (answered && !activate_mana(g, ans.obj, ans.n)) {  // 616.1: its damage's order first
      push_task_under_top(g, t);
      return;
    }
    spend_pool(st, st.active, kNoObj);
    if (!st.paying.empty()) {
      auto opts = payment_options(st, st.active, kNoObj, nullptr, kNoObj);
      if (opts.empty()) throw std::logic_error("attack cost payment became impossible");
      push_task(g, t);
      ask(g, DecisionKind::PayMana, st.active, std::move(opts), kNoObj);
      return;
    }
  }
  bool any = false;
  for (ObjId id : st.scratch) {
    Object& o = st.obj(id);
    if (!o.attacking) continue;
    any = true;
    log_obj(g, LogKind::Attack, "508.1", id, o.attack_target);
  }
  st.attackers_declared = any;
  t.stage = 3;  // 702.154: enlist
  t.d = t.c = 0;
  enlist_step(g, t, nullptr);
}

namespace {

// 702.154a: creatures an attacker could enlist: untapped creatures its controller controls that
// weren't chosen to attack (even with vigilance) and have haste or no summoning sickness.
std::vector<ObjId> enlistable(const GameState& st, ObjId attacker) {
  std::vector<ObjId> out;
  for (ObjId id : st.battlefield) {
    const Object& o = st.obj(id);
    if (id == attacker || o.controller != st.obj(attacker).controller || o.tapped || o.attacking ||
        !is_type(st, id, TCreature))
      continue;
    if (o.sick && !has_keyword(st, id, KHaste)) continue;  // 702.154a, 302.6
    out.push_back(id);
  }
  return out;
}

}  // namespace

// 508.1g-j, 702.154: after attackers are declared (and tapped), each enlist ability of each
// attacker, in declaration order, may tap one creature (t.d: attacker index in scratch, t.c: the
// next ability index to look at). Tapping pays the cost at once; a creature tapped for one enlist
// is no longer untapped, so it can't pay another (DMU release notes). Then 508.2 triggers.
void enlist_step(Game& g, Task t, const Option* ans) {
  GameState& st = g.st;
  if (ans) {
    ObjId attacker = st.scratch[static_cast<size_t>(t.d)];
    const Ability& a = *ability_of(st, attacker, t.c);  // it was offered: the attacker has it
    if (ans->kind == OptKind::Object) {
      tap(g, ans->obj);  // 508.1j: the cost is paid
      log_obj(g, LogKind::Enlisted, "702.154c", attacker, 0, ans->obj);
      // 702.154a-b, 603.12: the linked "when you do" trigger; X is the tapped creature's power.
      PlayerId p = st.obj(attacker).controller;
      trigger_linked(g, st.obj(attacker).card, attacker, a.linked, p, ans->obj);
      trigger_on_event(g, Event::Enlists, attacker, p, 0);
    }
    ++t.c;
  }
  for (; t.d < static_cast<int>(st.scratch.size()); ++t.d, t.c = 0) {
    ObjId attacker = st.scratch[static_cast<size_t>(t.d)];
    if (!st.obj(attacker).attacking) continue;
    std::span<const Ability> own = abilities_of(st, attacker);  // none if it lost them (613.1f)
    for (; t.c < static_cast<int>(own.size()); ++t.c) {
      if (own[static_cast<size_t>(t.c)].kind != AbilityKind::Enlist) continue;
      std::vector<ObjId> can = enlistable(st, attacker);
      if (can.empty()) continue;
      std::vector<Option> opts;
      for (ObjId id : can) opts.push_back({OptKind::Object, id, 0});
      opts.push_back({OptKind::Done, kNoObj, 0});
      push_task(g, t);
      ask(g, DecisionKind::ChooseCostObject, st.obj(attacker).controller, std::move(opts),
          attacker);
      return;
    }
  }
  bool any = st.attackers_declared;
  for (ObjId id : st.scratch)  // 508.2 (copy: triggers don't change the list)
    if (st.obj(id).attacking) trigger_on_event(g, Event::Attacks, id, st.obj(id).controller);
  // 506.5: a creature attacks alone if it's the only one declared as an attacker (the attacking
  // team's, 805.10a); one removed from combat or put onto the battlefield attacking later
  // doesn't change that (ruling FIN-R-0328).
  if (std::count_if(st.scratch.begin(), st.scratch.end(),
                    [&](ObjId id) { return st.obj(id).attacking; }) == 1)
    for (ObjId id : st.scratch)
      if (st.obj(id).attacking) trigger_on_event(g, Event::AttacksAlone, id, st.obj(id).controller);
  if (any)  // "whenever you attack": each attacking player who attacked with a creature
    for (PlayerId p : active_players(st))
      if (std::any_of(st.scratch.begin(), st.scratch.end(),
                      [&](ObjId id) { return st.obj(id).attacking && st.obj(id).controller == p; }))
        trigger_on_event(g, Event::YouAttack, kNoObj, p);
  // "whenever an opponent attacks you": each player attacked by one or more creatures (508.1m)
  for (PlayerId d = 0; any && d < st.num_players; ++d)
    if (std::any_of(st.scratch.begin(), st.scratch.end(), [&](ObjId id) {
          return st.obj(id).attacking && st.obj(id).attack_target == attack_code(d);
        }))
      trigger_on_event(g, Event::OpponentAttacksYou, kNoObj, d);
  st.scratch.clear();
}

// 509.1: the defending player declares blockers, one creature at a time.
void run_declare_blockers(Game& g, Task t) {
  GameState& st = g.st;
  if (combat_state_matters(st)) st.sba_settled = false;  // game.cpp leaves it to this task
  if (t.stage == 0) {
    st.scratch.clear();
    // 509.1a, 802.4: each defending player (every player in the game but the active one)
    // declares blockers, in APNAP order (101.4).
    for (ObjId id : st.battlefield) {
      const Object& o = st.obj(id);
      if (!st.is_active(o.controller) && !o.tapped && is_type(st, id, TCreature))
        st.scratch.push_back(id);
    }
    if (st.num_players > 2) {
      auto seat = [&](ObjId id) {
        return (st.obj(id).controller - st.active + st.num_players) % st.num_players;
      };
      std::stable_sort(st.scratch.begin(), st.scratch.end(),
                       [&](ObjId x, ObjId y) { return seat(x) < seat(y); });
    }
    t.stage = 1;
    t.d = 0;
    // 509.1c: t.c 1 when an attacker "must be blocked if able" (looked for once per declaration)
    thread_local std::vector<ObjId> req;
    if (st.static_sources > 0) must_be_blocked_attackers(st, req);
    t.c = st.static_sources > 0 && !req.empty();
  }
  Option ans;
  if (take_answer(g, ans)) {
    if (ans.kind == OptKind::Block) st.obj(st.scratch[static_cast<size_t>(t.d)]).blocking = ans.n;
    ++t.d;
  }
  if (t.d < static_cast<int>(st.scratch.size())) {
    size_t i = static_cast<size_t>(t.d);
    ObjId b = st.scratch[i];
    thread_local std::vector<Option> opts;  // reused, as the attackers' (ask() swaps it)
    opts.clear();
    auto may_block = [&](ObjId a) {
      return st.obj(a).attacking && can_block(st, b, a) && block_choice_legal(st, i, a);
    };
    // 509.1c: a creature that "blocks this turn if able" must block when it legally can (the
    // most requirements obeyed); otherwise not blocking is offered
    const bool must = !st.effects.empty() && must_block_now(st, b) &&
                      std::any_of(st.battlefield.begin(), st.battlefield.end(), may_block);
    opts.push_back({OptKind::NoBlock, b, 0});
    for (ObjId a : st.battlefield)
      if (may_block(a)) opts.push_back({OptKind::Block, b, a});
    if (st.greater_partner_sources > 0)
      apply_greater_partner(
          st, i, opts, [&](ObjId y) { return st.obj(y).blocking != kNoObj; },
          [&](ObjId y) {
            for (ObjId a : st.battlefield)
              if (st.obj(a).attacking && can_block(st, y, a)) return true;
            return false;
          });
    if (opts.size() > 1 && opts[0].kind == OptKind::NoBlock &&
        (must || !block_choice_legal(st, i, kNoObj)))
      opts.erase(opts.begin());
    if (t.c == 1 && opts.size() > 1) keep_most_blocked(st, i, opts);
    push_task(g, t);
    ask(g, DecisionKind::DeclareBlocker, st.obj(b).controller, std::move(opts), b);
    return;
  }
  for (ObjId b : st.scratch) {
    ObjId a = st.obj(b).blocking;
    if (a == kNoObj) continue;
    st.obj(a).blocked = true;  // 509.1h
    log_obj(g, LogKind::Block, "509.1", b, 0, a);
  }
  for (ObjId b : st.scratch) {  // 509.4
    ObjId a = st.obj(b).blocking;
    if (a != kNoObj && has_keyword(st, a, KFlying))
      trigger_on_event(g, Event::BlocksFlyer, b, st.obj(b).controller);
  }
  block_triggers(g);
  st.scratch.clear();
}

// 510.1: each attacking creature's damage is assigned (asking its controller how to divide
// it among several blockers or, with trample, the player), then all is dealt at once (510.2).
// t.a: first-strike step; t.b: index of the attacker being assigned; t.c: its blocker index;
// t.d: damage left to assign.
namespace {

void deal_combat_damage(Game& g, Task t, const Option* ans);

// Task stage 2 of run_combat_damage: the lifelink life gains left in `assignments`, from t.b on.
void gain_lifelink_life(Game& g, Task t, const Option* ans) {
  GameState& st = g.st;
  for (; t.b < static_cast<int>(st.assignments.size()); ++t.b) {
    const DamageAssignment d = st.assignments[static_cast<size_t>(t.b)];
    PlayerId p = static_cast<PlayerId>(d.to.id);
    if (!life_gain_order_settled(g, p, d.amount, ans)) {
      push_task(g, t);
      return;
    }
    gain_life(g, p, d.amount, d.source);
  }
  st.assignments.clear();
  st.scratch.clear();
}

}  // namespace

void run_combat_damage(Game& g, Task t) {
  GameState& st = g.st;
  if (t.stage == 2) {
    Option ans;
    bool answered = take_answer(g, ans);
    return gain_lifelink_life(g, t, answered ? &ans : nullptr);
  }
  if (t.stage == 3) {
    Option ans;
    bool answered = take_answer(g, ans);
    return deal_combat_damage(g, t, answered ? &ans : nullptr);
  }
  if (t.stage == 0) {
    st.assignments.clear();
    st.scratch.clear();
    for (ObjId id : st.battlefield)
      if (st.obj(id).attacking && deals_damage_now(st, id, t.a)) st.scratch.push_back(id);
    t.stage = 1;
    t.b = 0;
    t.c = -1;
  }
  Option ans;
  bool answered = take_answer(g, ans);
  for (; t.b < static_cast<int>(st.scratch.size()); ++t.b, t.c = -1) {
    ObjId a = st.scratch[static_cast<size_t>(t.b)];
    Object& ao = st.obj(a);
    thread_local std::vector<ObjId> blockers;  // reused: no allocation per attacker
    blockers.clear();
    for (ObjId id : st.battlefield)
      if (st.obj(id).blocking == a) blockers.push_back(id);
    Target player{Target::Player, attacked_player(ao.attack_target)};
    if (attacks_planeswalker(ao.attack_target))
      player = {Target::Object, attacked_planeswalker(ao.attack_target)};
    // 800.4e: no combat damage is assigned to a player who left the game.
    if (player.kind == Target::Player && !st.in_game(static_cast<PlayerId>(player.id)))
      player.kind = Target::None;
    bool trample = has_keyword(st, a, KTrample);
    if (t.c < 0) {
      t.d = combat_damage_amount(st, a);
      t.c = 0;
      if (t.d <= 0) continue;  // 510.1a
      if (!ao.blocked || assigns_as_unblocked(st, a)) {
        st.assignments.push_back({a, player, static_cast<int16_t>(t.d)});  // 510.1b
        continue;
      }
      if (blockers.empty()) {  // 702.19d, 510.1c
        if (trample) st.assignments.push_back({a, player, static_cast<int16_t>(t.d)});
        continue;
      }
      if (blockers.size() == 1 && !trample) {
        st.assignments.push_back({a, {Target::Object, blockers[0]}, static_cast<int16_t>(t.d)});
        continue;
      }
    }
    if (answered) {
      st.assignments.push_back(
          {a, {Target::Object, blockers[static_cast<size_t>(t.c)]}, static_cast<int16_t>(ans.n)});
      t.d -= ans.n;
      ++t.c;
      answered = false;
    }
    // Ask for each blocker in turn; the last recipient takes what is left.
    while (t.c < static_cast<int>(blockers.size())) {
      ObjId b = blockers[static_cast<size_t>(t.c)];
      bool last = t.c + 1 == static_cast<int>(blockers.size());
      int lo = 0, hi = t.d;
      if (last && !trample) lo = t.d;
      if (trample && last) {
        bool all_lethal = true;
        for (size_t i = 0; i + 1 < blockers.size(); ++i)
          all_lethal &= lethal_for(st, blockers[i], a, 0) <= assigned_to(st, blockers[i]);
        int need = lethal_for(st, b, a, 0);
        lo = all_lethal ? std::min(need, t.d) : t.d;  // 702.19b: excess only after lethal
      }
      push_task(g, t);
      ask_number(g, DecisionKind::AssignDamage, damage_assigner(st, a, player), {lo, hi, b}, a,
                 t.d);
      return;
    }
    if (t.d > 0 && trample) st.assignments.push_back({a, player, static_cast<int16_t>(t.d)});
  }
  // Blockers assign all their damage to the creature they block (510.1d), if it is still an
  // attacking creature: one removed from combat (506.4) is blocked by no one.
  for (ObjId id : st.battlefield) {
    const Object& o = st.obj(id);
    if (o.blocking == kNoObj || !on_battlefield(st, o.blocking) || !st.obj(o.blocking).attacking ||
        !deals_damage_now(st, id, t.a))
      continue;
    int p = combat_damage_amount(st, id);
    if (p > 0)
      st.assignments.push_back({id, {Target::Object, o.blocking}, static_cast<int16_t>(p)});
  }
  st.left_together.clear();
  t.stage = 3;
  deal_combat_damage(g, t, nullptr);
}

namespace {

// Task stage 3 of run_combat_damage: the damage assigned, in `assignments`, is dealt (510.2),
// once the affected players ordered the effects that change its amounts (616.1).
void deal_combat_damage(Game& g, Task t, const Option* ans) {
  GameState& st = g.st;
  if (!damage_orders_settled(g, st.assignments, true, false, ans)) {
    push_task(g, t);
    return;
  }
  // 510.2: dealt simultaneously, one damage event. Reused buffers: combat damage happens most
  // turns.
  thread_local std::vector<DamageAssignment> plan, life;
  thread_local std::vector<ObjId> shields;
  plan = st.assignments;
  shields.clear();  // 122.1c: one shield counter per permanent for the whole event
  life.clear();     // 119.9: one life gain per lifelink source (702.15b)
  st.combat_damage_pairs = 0;
  for (size_t i = 0; i < plan.size(); ++i) {
    const DamageAssignment& d = plan[i];
    if (d.to.kind == Target::None || (d.to.kind == Target::Object && !on_battlefield(st, d.to.id)))
      continue;
    deal_damage(g, d.source, d.to, d.amount, true, nullptr, &shields, &life, false,
                damage_order_key(static_cast<int>(i)));
  }
  // "Whenever one or more creatures you control deal combat damage to a player": once for each
  // controller and player dealt damage, about one of those creatures
  for (const auto& d : plan) {
    if (d.to.kind != Target::Player) continue;
    uint64_t bit = uint64_t{1} << (8 * st.obj(d.source).controller + d.to.id);
    if (!(st.combat_damage_pairs & bit)) continue;
    st.combat_damage_pairs &= ~bit;
    trigger_on_event(g, Event::CreaturesDealCombatDamageToPlayer, d.source,
                     static_cast<PlayerId>(d.to.id));
  }
  if (t.a)
    for (const auto& d : plan) st.obj(d.source).struck_first = true;
  // 702.15b: then the life gains of lifelink, one event per source (119.9), each player ordering
  // the replacement effects of theirs (616.1): the gains wait in `assignments`.
  st.assignments.assign(life.begin(), life.end());
  t.stage = 2;
  t.b = 0;
  gain_lifelink_life(g, t, nullptr);
}

}  // namespace

}  // namespace lore
