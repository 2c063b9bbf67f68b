#include "server/rules_text.h"

#include <cctype>
#include <sstream>

#include "engine/text_file.h"

namespace lore::server {

namespace {

// "714.3b" from "714.3b Each Saga ...", "714.3" from "714.3. Sagas use ...", "714" from
// "714. Saga Cards"; "" for any other line.
std::string rule_number(const std::string& line) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i != 3 || i >= line.size() || line[i] != '.') return "";
  ++i;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  while (i < line.size() && std::islower(static_cast<unsigned char>(line[i]))) ++i;
  std::string n = line.substr(0, i);
  if (i < line.size() && line[i] == '.') ++i;
  if (i >= line.size() || line[i] != ' ') return "";
  if (n.back() == '.') n.pop_back();
  return n;
}

}  // namespace

bool RulesText::load(const std::string& path, std::string& error) {
  TextFile f = read_text_file(path, "rules file", TextLimits{4 << 20, 10000});
  if (!f.ok()) {
    error = f.error;
    return false;
  }
  load_text(f.text);
  if (rules_.empty()) {
    error = path + ": no numbered rules in it";
    return false;
  }
  return true;
}

void RulesText::load_text(const std::string& text) {
  rules_.clear();
  index_.clear();
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::string n = rule_number(line);
    if (n.empty()) continue;
    // The table of contents names the sections first; the rules themselves come later and win.
    if (auto it = index_.find(n); it != index_.end()) {
      rules_[it->second].second = line;
      continue;
    }
    index_[n] = rules_.size();
    rules_.emplace_back(n, line);
  }
}

nlohmann::json RulesText::lookup(std::string number) const {
  constexpr size_t kMaxLines = 300;  // a whole section (702) is cut there
  if (!number.empty() && number.back() == '.') number.pop_back();
  auto it = index_.find(number);
  if (it == index_.end()) return nullptr;
  nlohmann::json lines = nlohmann::json::array();
  for (size_t i = it->second; i < rules_.size(); ++i) {
    const std::string& n = rules_[i].first;
    bool within =
        i == it->second || (n.size() > number.size() && n.starts_with(number) &&
                            (number.find('.') == std::string::npos
                                 ? n[number.size()] == '.'
                                 : std::islower(static_cast<unsigned char>(n[number.size()]))));
    if (!within || lines.size() >= kMaxLines) break;
    lines.push_back(rules_[i].second);
  }
  return {{"rule", number}, {"text", lines}};
}

}  // namespace lore::server
