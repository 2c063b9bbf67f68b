// The release notes' rulings (data/rulings.jsonl, compiled in): each has a stable id such as
// "DMU-R-0187" that scenario files cite, and `lore rulings` reports which are covered.
#pragma once
#include <string>
#include <vector>

namespace lore {

struct Ruling {
  std::string id, set, subject, kind, text;  // subject: a card name or a mechanic's section
};

const std::vector<Ruling>& all_rulings();
const Ruling* find_ruling(const std::string& id);

}  // namespace lore
