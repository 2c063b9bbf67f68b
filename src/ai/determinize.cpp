#include "ai/determinize.h"

#include <algorithm>

#include "engine/card_db.h"

namespace lore::ai {

namespace {

CardId filler_card() {
  static const CardId plains = CardDb::get().find("Plains");
  return plains;
}

// The card an object stands for in its owner's decklist (a copy permanent: the card that
// represents it, 707.8).
CardId deck_card(const Object& o) {
  return o.represented_by != kNoCard ? o.represented_by : o.card;
}

}  // namespace

void determinize(GameState& v, const DeckLists& decks, Rng& rng) {
  for (PlayerId p = 0; p < v.num_players; ++p) {
    std::vector<CardId> pool = decks[static_cast<size_t>(p)];
    std::vector<ObjId> hidden;
    for (const Object& o : v.objects) {
      if (o.owner != p || o.token || o.copy) continue;
      if (o.card == kNoCard) {
        hidden.push_back(o.id);
      } else if (!o.left) {
        auto it = std::find(pool.begin(), pool.end(), deck_card(o));
        if (it != pool.end()) {
          *it = pool.back();
          pool.pop_back();
        }
      }
    }
    // Fisher-Yates with the agent's generator: the sample depends only on its seed.
    for (size_t i = pool.size(); i > 1; --i)
      std::swap(pool[i - 1], pool[rng.below(static_cast<uint32_t>(i))]);
    size_t next = 0;
    for (ObjId id : hidden) {
      Object& o = v.obj(id);
      // Records of cards that already left a hidden zone take no card from the pool.
      if (!o.left && next < pool.size())
        o.card = pool[next++];
      else
        o.card = decks[static_cast<size_t>(p)].empty() ? filler_card()
                                                       : decks[static_cast<size_t>(p)].front();
    }
  }
  // What the engine noted about the cards seen so far was noted from the real cards (priority.cpp
  // note_new_cards()): noted again from the sampled ones.
  v.cards_seen = 0;
  v.seen_hand_instant = v.seen_graveyard_use = false;
  v.rng.reseed(rng.next());
  v.chars_changed();
}

}  // namespace lore::ai
