// `lore scenario FILE|DIR...`: runs scenario files and prints one line per scenario.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "scenario/scenario.h"

namespace fs = std::filesystem;

namespace lore {

// The scenario files named by `paths` (files, or directories searched for *.scn).
std::vector<std::string> scenario_files(const std::vector<std::string>& paths, bool& missing) {
  std::vector<std::string> files;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (const auto& e : fs::recursive_directory_iterator(p, ec))
        if (e.is_regular_file() && e.path().extension() == ".scn") found.push_back(e.path());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      files.push_back(p);
    } else {
      std::cerr << p << ":0: no such file or directory\n";
      missing = true;
    }
  }
  return files;
}

// Exit codes: 0 all passed, 1 a scenario failed, 2 a file is malformed or missing.
int cmd_scenario(const std::vector<std::string>& paths) {
  bool malformed = false;
  int passed = 0, failed = 0;
  for (const std::string& f : scenario_files(paths, malformed)) {
    scn::ParseResult p = scn::parse_scenario_file(f);
    std::string name = f;
    if (p.ok && !p.scenario.title.empty()) name += " (" + p.scenario.title + ")";
    if (!p.ok) {
      malformed = true;
      ++failed;
      std::cout << "FAIL " << name << "\n  " << p.error << "\n";
      continue;
    }
    scn::RunResult r = scn::run_scenario(p.scenario);
    ++(r.passed ? passed : failed);
    std::cout << (r.passed ? "PASS " : "FAIL ") << name << "\n";
    if (!r.passed) std::cout << "  " << r.message << "\n";
  }
  std::cout << fmt::format("{} passed, {} failed\n", passed, failed);
  return malformed ? 2 : failed ? 1 : 0;
}

}  // namespace lore
