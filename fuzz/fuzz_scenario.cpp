// libFuzzer target: any text is parsed as a scenario; a well-formed one is also run.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/card_db.h"
#include "scenario/scenario.h"

// The card database is built once, before the first input (it is not what is being fuzzed).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  lore::CardDb::get();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 65536) return 0;  // a dump of a late game is about 40 KB
  std::string text(reinterpret_cast<const char*>(data), size);
  lore::scn::ParseResult p = lore::scn::parse_scenario(text, "fuzz.scn");
  if (!p.ok) {
    if (p.error.rfind("fuzz.scn:", 0) != 0) __builtin_trap();  // errors name the file
    return 0;
  }
  p.scenario.write_dumps = false;  // a `dump FILE` line must not litter the disk
  lore::scn::run_scenario(p.scenario);
  return 0;
}
