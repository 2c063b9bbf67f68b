#include "ai/eval.h"

#include <algorithm>
#include <bit>

#include "engine/engine.h"

namespace lore::ai {

namespace {

// Weights on one scale: a card in hand is worth about 1.
constexpr double kLife = 0.3, kLowLifeExtra = 0.5, kHand = 1.0, kLand = 0.8, kPower = 1.0,
                 kToughness = 0.6, kKeyword = 0.5, kPermanent = 1.0, kChapter = 1.0, kLoyalty = 0.5,
                 kPoison = 0.6;

double side_value(const GameState& st, PlayerId p) {
  const Player& pl = st.players[static_cast<size_t>(p)];
  // Life matters more as it runs out: the last 5 points count extra.
  double v = kLife * pl.life - kLowLifeExtra * std::max(0, 5 - pl.life) - kPoison * pl.poison;
  v += kHand * static_cast<double>(pl.hand.size());
  for (ObjId id : st.battlefield)
    if (st.obj(id).controller == p) v += permanent_value(st, id);
  return v;
}

}  // namespace

double permanent_value(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (is_type(st, id, TLand)) return kLand;
  double v = 0;
  if (is_type(st, id, TCreature)) {
    Chars c = chars(st, id);
    v += kPower * std::max<int>(0, c.power) + kToughness * std::max<int>(0, c.toughness - o.damage);
    v += kKeyword * std::popcount(static_cast<unsigned>(c.keywords));
    if (c.toughness <= 0) return 0;
  } else {
    v += kPermanent;
  }
  if (is_type(st, id, TPlaneswalker)) v += kLoyalty * o.count(Counter::Loyalty);
  // 714.2: the chapters a Saga has yet to trigger are value to come.
  if (int last = final_chapter(st, id); last > 0)
    v += kChapter * std::max(0, last - o.count(Counter::Lore));
  return v;
}

double evaluate(const GameState& st, PlayerId me) {
  if (st.over) {
    if (st.winner == kNoPlayer) return 0;
    return st.winner == me ? kWin : -kWin;
  }
  // Against several opponents (806): measured against the strongest one still in the game.
  double strongest = 0;
  bool any = false;
  for (PlayerId p = 0; p < st.num_players; ++p)
    if (p != me && st.in_game(p)) {
      double v = side_value(st, p);
      strongest = any ? std::max(strongest, v) : v;
      any = true;
    }
  return side_value(st, me) - strongest;
}

}  // namespace lore::ai
