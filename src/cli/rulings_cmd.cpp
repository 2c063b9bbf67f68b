// `lore rulings [DIR|FILE...]`: which rulings of the release notes the scenarios cover. A ruling
// counts as covered only when a scenario tagged with it (`ruling: ID`) runs and passes.
#include <fmt/format.h>

#include <iostream>
#include <map>

#include "engine/rulings.h"
#include "scenario/scenario.h"

namespace lore {

std::vector<std::string> scenario_files(const std::vector<std::string>& paths, bool& missing);

namespace {

// Runs every scenario that carries a ruling tag (the others cover nothing). Returns false if a
// file is missing or malformed.
bool run_tagged(const std::vector<std::string>& paths, scn::RulingCoverage& cov) {
  bool missing = false;
  for (const std::string& f : scenario_files(paths, missing)) {
    scn::ParseResult p = scn::parse_scenario_file(f);
    if (!p.ok) {
      std::cerr << p.error << "\n";
      return false;
    }
    cov.add(std::move(p.scenario));
  }
  return !missing;
}

struct Tally {
  int covered = 0, total = 0;
};

}  // namespace

// Exit codes: 0 every tagged scenario passed, 1 a tagged scenario failed, 2 a file is malformed
// or missing.
int cmd_rulings(std::vector<std::string> paths, const std::string& set, bool missing_only) {
  if (paths.empty()) paths = {"tests/scenarios"};
  scn::RulingCoverage cov;
  if (!run_tagged(paths, cov)) return 2;
  std::map<std::string, Tally> by_set;
  std::map<std::pair<std::string, std::string>, Tally> by_subject;
  for (const Ruling& r : all_rulings()) {
    if (!set.empty() && r.set != set) continue;
    bool c = cov.covered.count(r.id) > 0;
    if (missing_only && !c) std::cout << fmt::format("{} [{}] {}\n", r.id, r.subject, r.text);
    for (Tally* t : {&by_set[r.set], &by_subject[{r.set, r.subject}]}) {
      t->covered += c;
      ++t->total;
    }
  }
  if (!missing_only)
    for (const auto& [key, t] : by_subject)
      std::cout << fmt::format("{:4} {:>4}/{:<4} {}\n", key.first, t.covered, t.total, key.second);
  bool any_failing = false;
  for (const auto& [id, files] : cov.failing) {
    if (!set.empty() && id.substr(0, id.find('-')) != set) continue;
    if (!any_failing) std::cout << "\nTagged, but the scenario fails:\n";
    any_failing = true;
    for (const std::string& f : files)
      std::cout << fmt::format("{}{} {}\n", id, cov.covered.count(id) ? " (covered elsewhere)" : "",
                               f);
  }
  Tally all;
  std::cout << fmt::format("\nRulings covered by passing scenarios ({} of {} tagged passed):\n",
                           cov.passed, cov.scenarios);
  for (const auto& [s, t] : by_set) {
    all.covered += t.covered;
    all.total += t.total;
    std::cout << fmt::format("{:4} {}/{}\n", s, t.covered, t.total);
  }
  std::cout << fmt::format("all  {}/{}\n", all.covered, all.total);
  return any_failing ? 1 : 0;
}

}  // namespace lore
