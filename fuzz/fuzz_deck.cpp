// libFuzzer target: the deck parser must reject bad input with an error, never crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/deck.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  lore::DeckResult d = lore::parse_deck(text, "fuzz.txt");
  if (d.ok() == !d.error.empty()) __builtin_trap();
  return 0;
}
