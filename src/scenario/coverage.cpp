// Ruling coverage: what the tagged scenarios that pass cover (docs/scenarios.md, Ruling tags).
#include "scenario/scenario.h"

namespace lore::scn {

void RulingCoverage::add(Scenario s) {
  if (s.rulings.empty()) return;
  s.write_dumps = false;  // a report writes no files
  ++scenarios;
  bool ok = run_scenario(s).passed;
  passed += ok;
  for (const std::string& id : s.rulings)
    if (ok)
      covered.insert(id);
    else
      failing[id].push_back(s.file);
}

}  // namespace lore::scn
