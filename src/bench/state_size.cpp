#include "bench/state_size.h"

namespace lore::bench {

namespace {

template <class T>
size_t heap(const std::vector<T>& v) {
  return v.capacity() * sizeof(T);
}

}  // namespace

size_t state_bytes(const GameState& st) {
  size_t n = sizeof(GameState) + heap(st.objects) + heap(st.battlefield) + heap(st.exile) +
             heap(st.command) + heap(st.stack) + heap(st.effects) + heap(st.pending) +
             heap(st.delayed) + heap(st.tasks) + heap(st.replacement_choices) + heap(st.scratch) +
             heap(st.left_together) + heap(st.moved) + heap(st.assignments) + heap(st.crewed) +
             heap(st.last_known) + heap(st.decision.options);
  for (const Player& p : st.players) n += heap(p.library) + heap(p.hand) + heap(p.graveyard);
  return n;
}

}  // namespace lore::bench
