#include "rulings.h"

#include <nlohmann/json.hpp>
#include <string_view>
#include <unordered_map>

namespace lore {

extern const std::string_view kEmbeddedRulings;

namespace {

struct Corpus {
  std::vector<Ruling> rulings;
  std::unordered_map<std::string, size_t> by_id;
  Corpus() {
    size_t pos = 0;
    while (pos < kEmbeddedRulings.size()) {
      size_t end = kEmbeddedRulings.find('\n', pos);
      if (end == std::string_view::npos) end = kEmbeddedRulings.size();
      std::string_view line = kEmbeddedRulings.substr(pos, end - pos);
      pos = end + 1;
      if (line.empty()) continue;
      auto j = nlohmann::json::parse(line);
      Ruling r{j.at("id"), "", j.at("card_or_section"), j.at("kind"), j.at("text")};
      r.set = r.id.substr(0, r.id.find('-'));
      by_id[r.id] = rulings.size();
      rulings.push_back(std::move(r));
    }
  }
};

const Corpus& corpus() {
  static const Corpus c;
  return c;
}

}  // namespace

const std::vector<Ruling>& all_rulings() { return corpus().rulings; }

const Ruling* find_ruling(const std::string& id) {
  auto it = corpus().by_id.find(id);
  return it == corpus().by_id.end() ? nullptr : &corpus().rulings[it->second];
}

}  // namespace lore
