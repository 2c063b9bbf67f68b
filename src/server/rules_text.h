// The Comprehensive Rules text, so that the client links each log entry's rule number to the
// rule (data/CompRules-*.txt, shipped with the project).
#pragma once
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace lore::server {

class RulesText {
 public:
  // Reads the rules file; false with "path: cause".
  bool load(const std::string& path, std::string& error);
  void load_text(const std::string& text);
  // The rule `number` ("714.3b", "714.3", "714" or with a final '.') with its subrules, in
  // order: {"rule", "text": [lines]}; null if there is no such rule.
  nlohmann::json lookup(std::string number) const;
  size_t size() const { return rules_.size(); }

 private:
  std::vector<std::pair<std::string, std::string>> rules_;  // in file order
  std::map<std::string, size_t> index_;                     // number -> its place in rules_
};

}  // namespace lore::server
