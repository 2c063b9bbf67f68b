// The subtypes the card pool knows (205.3), for expectations about an object's types.
#include <algorithm>
#include <set>

#include "engine/card_db.h"
#include "scenario/lex.h"

namespace lore::scn {

namespace {

// Adds each name of the comma-separated `list` (may be null).
void add_list(std::set<std::string>& found, const char* list) {
  for (std::string_view rest = list ? list : ""; !rest.empty();) {
    size_t comma = rest.find(',');
    found.insert(std::string(rest.substr(0, comma)));
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
}

}  // namespace

const std::vector<std::string>& known_subtypes() {
  static const std::vector<std::string> all = [] {
    std::set<std::string> found;
    for (const CardDef& d : CardDb::get().all()) {
      found.insert(d.subtypes.begin(), d.subtypes.end());
      add_list(found, d.becomes_subtypes);
      // "is a Performer in addition to its other types" (an Equipment's, no card's printed one)
      for (const Ability& a : d.abilities)
        if (a.kind == AbilityKind::Static) add_list(found, a.stat.subtype);
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
