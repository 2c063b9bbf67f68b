#include "ai/policy.h"

#include <algorithm>
#include <array>

#include "ai/eval.h"
#include "engine/engine.h"

namespace lore::ai {

int index_of(const std::vector<Option>& opts, OptKind k) {
  for (size_t i = 0; i < opts.size(); ++i)
    if (opts[i].kind == k) return static_cast<int>(i);
  return -1;
}

namespace {

int count_lands(const GameState& st, const std::vector<ObjId>& cards) {
  int n = 0;
  for (ObjId id : cards)
    if (card_def(st.obj(id).card).printed.types & TLand) ++n;
  return n;
}

int lands_in_play(const GameState& st, PlayerId p) {
  int n = 0;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && is_type(st, id, TLand)) ++n;
  return n;
}

int mana_value(const GameState& st, ObjId id) {
  return card_def(st.obj(id).card).printed.mana_value;
}

// A value for an option's object: whose it is decides the sign (harm theirs, keep mine).
double target_score(const GameState& st, const Option& o, PlayerId me) {
  if (o.kind == OptKind::Player) return o.n == me ? -5.0 : 5.0;
  if (o.kind != OptKind::Object || o.obj == kNoObj) return 0;
  const Object& ob = st.obj(o.obj);
  double v = ob.zone == Zone::Battlefield ? permanent_value(st, o.obj) + 1.0 : 0.5;
  return ob.controller == me ? -v : v;
}

struct Fighter {
  int power, toughness;
  KeywordMask kw;
};

Fighter fighter(const GameState& st, ObjId id) {
  Chars c = chars(st, id);
  return {std::max<int>(0, c.power), c.toughness - st.obj(id).damage, c.keywords};
}

bool kills(const Fighter& a, const Fighter& b) {
  if (b.kw & KIndestructible) return false;
  return a.power > 0 && (a.power >= b.toughness || (a.kw & KDeathtouch));
}

// `a` strikes first and kills `b` before it deals damage (510.4).
bool kills_first(const Fighter& a, const Fighter& b) {
  return (a.kw & (KFirstStrike | KDoubleStrike)) && !(b.kw & (KFirstStrike | KDoubleStrike)) &&
         kills(a, b);
}

bool could_block(const GameState& st, ObjId blocker, ObjId attacker) {
  const Object& b = st.obj(blocker);
  if (b.tapped || !is_type(st, blocker, TCreature)) return false;
  KeywordMask ak = keywords_of(st, attacker), bk = keywords_of(st, blocker);
  return !(ak & KFlying) || (bk & (KFlying | KReach));
}

std::vector<ObjId> creatures_of(const GameState& st, PlayerId p) {
  std::vector<ObjId> out;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p && is_type(st, id, TCreature)) out.push_back(id);
  return out;
}

int choose_priority(const GameState& st, Rng& rng) {
  const auto& opts = st.decision.options;
  int best = -1, best_mv = -1, pass = 0;
  std::vector<int> activations;
  for (size_t i = 0; i < opts.size(); ++i) {
    const Option& o = opts[i];
    if (o.kind == OptKind::PlayLand) return static_cast<int>(i);
    if (o.kind == OptKind::Pass) pass = static_cast<int>(i);
    if (o.kind == OptKind::Cast && mana_value(st, o.obj) > best_mv) {
      best_mv = mana_value(st, o.obj);
      best = static_cast<int>(i);
    }
    if (o.kind == OptKind::Activate) activations.push_back(static_cast<int>(i));
  }
  if (best >= 0) return best;
  // Activated abilities are worth something now and then; always would loop on free ones.
  if (!activations.empty() && rng.below(4) == 0)
    return activations[rng.below(static_cast<uint32_t>(activations.size()))];
  return pass;
}

int choose_best(const std::vector<Option>& opts, auto score) {
  int best = 0;
  double best_v = -1e18;
  for (size_t i = 0; i < opts.size(); ++i) {
    double v = score(opts[i]);
    if (v > best_v) {
      best_v = v;
      best = static_cast<int>(i);
    }
  }
  return best;
}

// 601.2g-h: a source for the mana still owed. A symbol of the source's kind first; for the
// generic part, the kind the other cards in hand need least (no stranded colours), a land
// before a creature (which could still attack or block).
int choose_mana_source(const GameState& st) {
  const Decision& d = st.decision;
  PlayerId me = d.player;
  std::array<int, kManaKinds> need{};
  for (ObjId id : st.players[static_cast<size_t>(me)].hand) {
    if (id == d.about || st.obj(id).card == kNoCard) continue;
    const ManaCost& c = card_def(st.obj(id).card).cost;
    for (size_t k = 0; k < need.size(); ++k) need[k] += c.pips[k];
  }
  return choose_best(d.options, [&](const Option& o) {
    if (o.obj == kNoObj || o.n < 0 || o.n >= kManaKinds) return 0.0;
    size_t k = static_cast<size_t>(o.n);
    double v = st.paying.pips[k] > 0 ? 100.0 : -static_cast<double>(need[k]);
    if (is_type(st, o.obj, TCreature)) v -= 20.0;
    return v;
  });
}

}  // namespace

bool worth_attacking(const GameState& st, ObjId attacker) {
  PlayerId me = st.obj(attacker).controller, opp = st.first_opponent(me);
  Fighter a = fighter(st, attacker);
  if (a.power <= 0) return false;
  // Lethal on board: every creature that may still attack, each untapped blocker stopping one of
  // the biggest.
  std::vector<int> powers;
  for (ObjId id : creatures_of(st, me)) {
    const Object& o = st.obj(id);
    if (o.attacking || (!o.tapped && (!o.sick || has_keyword(st, id, KHaste))))
      powers.push_back(fighter(st, id).power);
  }
  std::sort(powers.rbegin(), powers.rend());
  size_t blockers = 0;
  for (ObjId b : creatures_of(st, opp)) blockers += !st.obj(b).tapped;
  int total = 0;
  for (size_t i = blockers; i < powers.size(); ++i) total += powers[i];
  if (total >= st.players[static_cast<size_t>(opp)].life) return true;
  // Otherwise only if no blocker makes it a loss: each either can't kill it, or dies in a trade
  // that is at least even.
  double my_value = permanent_value(st, attacker);
  for (ObjId bid : creatures_of(st, opp)) {
    if (!could_block(st, bid, attacker)) continue;
    Fighter b = fighter(st, bid);
    if (kills_first(a, b)) continue;
    if (!kills(b, a)) continue;
    if (kills(a, b) && permanent_value(st, bid) >= my_value) continue;
    return false;
  }
  return true;
}

ObjId best_block(const GameState& st, ObjId blocker) {
  PlayerId me = st.obj(blocker).controller;
  Fighter b = fighter(st, blocker);
  double my_value = permanent_value(st, blocker);
  // Damage coming through if nothing more is blocked.
  int incoming = 0;
  ObjId biggest = kNoObj;
  int biggest_power = -1;
  std::vector<ObjId> blocked;
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == me && st.obj(id).blocking != kNoObj)
      blocked.push_back(st.obj(id).blocking);
  ObjId best = kNoObj;
  double best_score = 0;
  for (ObjId aid : st.battlefield) {
    const Object& ao = st.obj(aid);
    if (!ao.attacking) continue;
    bool already = std::find(blocked.begin(), blocked.end(), aid) != blocked.end();
    Fighter a = fighter(st, aid);
    if (!already) incoming += a.power;
    if (!could_block(st, blocker, aid) || already) continue;
    if (a.power > biggest_power) {
      biggest_power = a.power;
      biggest = aid;
    }
    bool dies = kills(a, b), wins = kills(b, a) && !kills_first(a, b);
    double score = 0;
    if (wins && !dies)
      score = 3 + permanent_value(st, aid);
    else if (!dies)
      score = 1;  // no loss, and the damage is stopped
    else if (wins && permanent_value(st, aid) >= my_value)
      score = 2;  // an even or better trade
    if (score > best_score) {
      best_score = score;
      best = aid;
    }
  }
  if (best == kNoObj && incoming >= st.players[static_cast<size_t>(me)].life) return biggest;
  return best;
}

int rule_choice(const GameState& st, Rng& rng) {
  const Decision& d = st.decision;
  // A number (X, how many, damage to assign, a division): the largest legal value.
  if (d.is_number()) return static_cast<int>(d.range.nth(d.range.count() - 1));
  const auto& opts = d.options;
  if (opts.size() <= 1) return 0;
  PlayerId me = d.player;
  const Player& pl = st.players[static_cast<size_t>(me)];
  switch (d.kind) {
    case DecisionKind::ChooseStartingPlayer: {
      int i = index_of(opts, OptKind::PlayFirst);
      return i < 0 ? 0 : i;
    }
    case DecisionKind::Mulligan: {
      int lands = count_lands(st, pl.hand);
      bool keep = (lands >= 2 && lands <= 5) || pl.mulligans >= 2;
      int i = index_of(opts, keep ? OptKind::Keep : OptKind::Mull);
      return i < 0 ? 0 : i;
    }
    case DecisionKind::MulliganBottom:
    case DecisionKind::ChooseDiscard:
    case DecisionKind::CleanupDiscard: {
      // Lands when there are enough of them, otherwise the most expensive spell.
      bool lands_spare =
          count_lands(st, pl.hand) + lands_in_play(st, me) > 4 || count_lands(st, pl.hand) > 3;
      return choose_best(opts, [&](const Option& o) {
        if (o.obj == kNoObj) return 0.0;
        bool land = card_def(st.obj(o.obj).card).printed.types & TLand;
        if (land) return lands_spare ? 100.0 : -100.0;
        return static_cast<double>(mana_value(st, o.obj));
      });
    }
    case DecisionKind::Priority: return choose_priority(st, rng);
    case DecisionKind::PayMana: return choose_mana_source(st);
    case DecisionKind::ChooseTarget:
    case DecisionKind::ChooseCard:
      return choose_best(opts, [&](const Option& o) { return target_score(st, o, me); });
    case DecisionKind::ChooseCostObject:
      return choose_best(opts, [&](const Option& o) { return -std::abs(target_score(st, o, me)); });
    case DecisionKind::DeclareAttacker: {
      if (!worth_attacking(st, d.about)) return std::max(0, index_of(opts, OptKind::NoAttack));
      for (size_t i = 0; i < opts.size(); ++i)  // the player before a planeswalker
        if (opts[i].kind == OptKind::Attack && opts[i].n < 2) return static_cast<int>(i);
      int i = index_of(opts, OptKind::Attack);
      return i < 0 ? 0 : i;
    }
    case DecisionKind::DeclareBlocker: {
      ObjId a = best_block(st, d.about);
      for (size_t i = 0; i < opts.size(); ++i)
        if (a == kNoObj ? opts[i].kind == OptKind::NoBlock
                        : opts[i].kind == OptKind::Block && opts[i].n == a)
          return static_cast<int>(i);
      return 0;
    }
    case DecisionKind::ReadAhead:  // every chapter: the most value from the Saga
      return choose_best(opts, [](const Option& o) { return -static_cast<double>(o.n); });
    case DecisionKind::ScryCard:
    case DecisionKind::SurveilCard: {
      ObjId top = d.about != kNoObj ? d.about : (pl.library.empty() ? kNoObj : pl.library[0]);
      bool land = top != kNoObj && st.obj(top).card != kNoCard &&
                  (card_def(st.obj(top).card).printed.types & TLand);
      bool want = land ? lands_in_play(st, me) + count_lands(st, pl.hand) < 5 : true;
      int i = index_of(
          opts, want ? OptKind::Top
                     : (d.kind == DecisionKind::ScryCard ? OptKind::Bottom : OptKind::Graveyard));
      return i < 0 ? 0 : i;
    }
    case DecisionKind::YesNo:
    case DecisionKind::Kicker:
    case DecisionKind::CommandZone: {  // 903.9a: a commander is worth keeping at hand
      int i = index_of(opts, OptKind::Yes);
      return i < 0 ? 0 : i;
    }
    case DecisionKind::OptionalLifeCost: {
      int i = index_of(opts, pl.life > 10 ? OptKind::Yes : OptKind::No);
      return i < 0 ? 0 : i;
    }
    case DecisionKind::PhyrexianMana: {
      int i = index_of(opts, OptKind::Color);
      return i < 0 || pl.life > 14 ? 0 : i;
    }
    case DecisionKind::ChooseX:
    case DecisionKind::ChooseNumber:
      return choose_best(opts, [](const Option& o) { return static_cast<double>(o.n); });
    default: return 0;
  }
}

}  // namespace lore::ai
