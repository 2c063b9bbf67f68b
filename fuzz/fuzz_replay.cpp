// libFuzzer target: any text is read as a replay; a well-formed one is replayed.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/card_db.h"
#include "engine/invariants.h"
#include "engine/replay.h"

// The card database is built once, before the first input (it is not what is being fuzzed).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  lore::CardDb::get();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  lore::Replay r;
  std::string error;
  if (!lore::replay_from_json(text, "fuzz.json", r, error)) {
    if (error.empty()) __builtin_trap();
    return 0;
  }
  if (r.answers.size() > 5000) return 0;
  lore::Game g;
  lore::run_replay(r, g, error);
  if (!lore::check_invariants(g.st).empty()) __builtin_trap();
  return 0;
}
