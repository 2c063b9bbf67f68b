// libFuzzer target: the deck parser must reject bad input with an error, never crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/card_db.h"
#include "engine/deck.h"

// The card database is built once, before the first input (it is not what is being fuzzed).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  lore::CardDb::get();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  lore::DeckResult d = lore::parse_deck(text, "fuzz.txt");
  if (d.ok() == !d.error.empty()) __builtin_trap();
  return 0;
}
