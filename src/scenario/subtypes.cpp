// The subtypes the card pool knows (205.3), for expectations about an object's types.
#include <algorithm>
#include <set>

#include "engine/card_db.h"
#include "scenario/lex.h"

namespace lore::scn {

const std::vector<std::string>& known_subtypes() {
  static const std::vector<std::string> all = [] {
    std::set<std::string> found;
    for (const CardDef& d : CardDb::get().all()) {
      found.insert(d.subtypes.begin(), d.subtypes.end());
      for (std::string_view list = d.becomes_subtypes ? d.becomes_subtypes : ""; !list.empty();) {
        size_t comma = list.find(',');
        found.insert(std::string(list.substr(0, comma)));
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
      }
    }
    return std::vector<std::string>(found.begin(), found.end());
  }();
  return all;
}

std::string known_subtype(std::string_view word) {
  std::string w = lower(word);
  for (const std::string& s : known_subtypes())
    if (lower(s) == w) return s;
  return "";
}

}  // namespace lore::scn
