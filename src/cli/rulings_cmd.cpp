// `lore rulings [DIR|FILE...]`: which rulings of the release notes the scenarios cover.
#include <fmt/format.h>

#include <iostream>
#include <map>
#include <set>

#include "engine/rulings.h"
#include "scenario/scenario.h"

namespace lore {

std::vector<std::string> scenario_files(const std::vector<std::string>& paths, bool& missing);

int cmd_rulings(std::vector<std::string> paths, const std::string& set, bool missing_only) {
  if (paths.empty()) paths = {"tests/scenarios"};
  bool missing = false;
  std::set<std::string> covered;
  int scenarios = 0;
  for (const std::string& f : scenario_files(paths, missing)) {
    scn::ParseResult p = scn::parse_scenario_file(f);
    if (!p.ok) {
      std::cerr << p.error << "\n";
      return 2;
    }
    ++scenarios;
    covered.insert(p.scenario.rulings.begin(), p.scenario.rulings.end());
  }
  if (missing) return 2;
  struct Tally {
    int covered = 0, total = 0;
  };
  std::map<std::string, Tally> by_set;
  std::map<std::pair<std::string, std::string>, Tally> by_subject;
  for (const Ruling& r : all_rulings()) {
    if (!set.empty() && r.set != set) continue;
    bool c = covered.count(r.id) > 0;
    if (missing_only && !c) std::cout << fmt::format("{} [{}] {}\n", r.id, r.subject, r.text);
    for (Tally* t : {&by_set[r.set], &by_subject[{r.set, r.subject}]}) {
      t->covered += c;
      ++t->total;
    }
  }
  if (!missing_only)
    for (const auto& [key, t] : by_subject)
      std::cout << fmt::format("{:4} {:>4}/{:<4} {}\n", key.first, t.covered, t.total, key.second);
  Tally all;
  std::cout << fmt::format("\nRulings covered by {} scenario file(s):\n", scenarios);
  for (const auto& [s, t] : by_set) {
    all.covered += t.covered;
    all.total += t.total;
    std::cout << fmt::format("{:4} {}/{}\n", s, t.covered, t.total);
  }
  std::cout << fmt::format("all  {}/{}\n", all.covered, all.total);
  return 0;
}

}  // namespace lore
