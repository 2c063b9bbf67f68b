// libFuzzer target: a running game fed arbitrary answers. The first bytes choose the seed and
// the decks (random decks of implemented cards), the fifth the seats and the format (a
// free-for-all game of 2 to 6 players, or Two-Headed Giant); each further byte is an answer
// index, legal or not. An illegal answer must be refused with the state unchanged; a legal one must
// keep every invariant.
#include <cstddef>
#include <cstdint>
#include <string>

#include "check/soak.h"
#include "engine/card_db.h"
#include "engine/game.h"
#include "engine/invariants.h"

// The card database is built once, before the first input (it is not what is being fuzzed).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  lore::CardDb::get();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 5) return 0;
  uint64_t seed = data[0] | (data[1] << 8) | (data[2] << 16) | (uint64_t{data[3]} << 24);
  lore::GameSetup setup;
  setup.seed = seed;
  const int seats = data[4] % 6;  // 0-4: 2 to 6 players free-for-all; 5: Two-Headed Giant
  setup.players = seats == 5 ? 4 : seats + 2;
  if (seats == 5) setup.format = lore::Format::TwoHeadedGiant;
  for (size_t p = 0; p < static_cast<size_t>(setup.players); ++p)
    setup.decks[p] = lore::random_deck(p < 2 ? seed * 2 + p : ~seed * 8 + p);
  lore::Game g = lore::Game::start(setup);
  for (size_t i = 5; i < size && !g.over() && g.decision().pending(); ++i) {
    const lore::Decision& d = g.decision();
    int answer = 0;
    bool legal = true;
    if (d.is_number()) {  // a range, answered by the value: mostly legal, sometimes not
      const lore::NumberRange& r = d.range;
      const int64_t wild[6] = {int64_t{r.lo} - 1, int64_t{r.hi} + 1, -1000,
                               1 << 30,           INT32_MIN,         r.lo};
      int64_t v = data[i] >= 250 ? wild[data[i] - 250] : r.nth(data[i] % r.count());
      answer = static_cast<int>(v);
      legal = v == answer && r.allows(v);
    } else {
      int n = static_cast<int>(d.options.size());
      // Mostly legal answers (byte modulo the option count), sometimes out of range.
      const int wild[6] = {-1, -1000, n, n + 1, 1 << 30, INT32_MIN};
      answer = data[i] >= 250 ? wild[data[i] - 250] : data[i] % n;
      legal = answer >= 0 && answer < n;
    }
    std::string why;
    if (!legal) {
      lore::GameState before = g.st;
      if (g.answer(answer, &why) || why.empty() || !(g.st == before)) __builtin_trap();
      continue;
    }
    if (!g.answer(answer, &why)) __builtin_trap();
    if (!lore::check_invariants(g.st).empty()) __builtin_trap();
  }
  return 0;
}
