#include "scenario/lex.h"

#include <cctype>
#include <charconv>

#include "scenario/scenario.h"

namespace lore::scn {

namespace {
bool space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
}  // namespace

// '#' starts a comment at the start of a line, or after a space unless a digit follows
// (so "choose #2" keeps its index).
std::string strip_comment(std::string_view line) {
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] != '#') continue;
    bool digit = i + 1 < line.size() && std::isdigit(static_cast<unsigned char>(line[i + 1]));
    if (i == 0 || (space(line[i - 1]) && !digit)) return trim(line.substr(0, i));
  }
  return trim(line);
}

std::string trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && space(s[b])) ++b;
  while (e > b && space(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::vector<Word> split_words(std::string_view line) {
  std::vector<Word> out;
  size_t i = 0;
  while (i < line.size()) {
    if (space(line[i])) {
      ++i;
      continue;
    }
    if (line[i] == ',') {  // a lone comma separates like a trailing one
      if (!out.empty()) out.back().comma = true;
      ++i;
      continue;
    }
    size_t j = i;
    while (j < line.size() && !space(line[j]) && line[j] != ',') ++j;
    out.push_back({std::string(line.substr(i, j - i)), false});
    i = j;
  }
  return out;
}

std::optional<int> parse_int(std::string_view s) {
  int v = 0;
  if (s.empty() || s.size() > 9) return std::nullopt;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<PlayerId> parse_player(std::string_view s) {
  std::string l = lower(s);
  if (l.size() == 2 && l[0] == 'p' && l[1] >= '1' && l[1] < '1' + kMaxPlayers)
    return static_cast<PlayerId>(l[1] - '1');  // P1 .. P6
  return std::nullopt;
}

std::optional<Zone> parse_zone(std::string_view s) {
  std::string l = lower(s);
  for (Zone z : {Zone::Library, Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Stack,
                 Zone::Exile, Zone::Command})
    if (l == zone_name(z)) return z;
  return std::nullopt;
}

namespace {
const char* kSteps[] = {"untap",        "upkeep",     "draw",     "main1",
                        "begin-combat", "attackers",  "blockers", "first-strike-damage",
                        "damage",       "end-combat", "main2",    "end",
                        "cleanup"};
}

const char* scn_step_name(Step s) { return kSteps[static_cast<int>(s)]; }

std::optional<Step> parse_step(std::string_view s) {
  std::string l = lower(s);
  for (int i = 0; i <= static_cast<int>(Step::Cleanup); ++i)
    if (l == kSteps[i]) return static_cast<Step>(i);
  return std::nullopt;
}

std::optional<Counter> parse_counter(std::string_view s) {
  std::string l = lower(s);
  for (int i = 0; i < static_cast<int>(Counter::Count); ++i)
    if (l == counter_name(static_cast<Counter>(i))) return static_cast<Counter>(i);
  return std::nullopt;
}

std::string decision_word(DecisionKind k) {
  std::string s = decision_kind_name(k);
  for (char& c : s)
    c = c == ' ' || c == '/' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::optional<DecisionKind> parse_decision(std::string_view s) {
  std::string l = lower(s);
  for (int i = 0; i <= static_cast<int>(kLastDecisionKind); ++i)
    if (l == decision_word(static_cast<DecisionKind>(i))) return static_cast<DecisionKind>(i);
  return std::nullopt;
}

std::optional<ColorMask> parse_color(std::string_view s) {
  static const std::pair<const char*, ColorMask> kColors[] = {
      {"white", White}, {"blue", Blue}, {"black", Black}, {"red", Red}, {"green", Green}};
  std::string l = lower(s);
  for (auto [n, c] : kColors)
    if (l == n) return c;
  return std::nullopt;
}

bool parse_quality(std::string_view s, TypeMask& types, uint8_t& super, KeywordMask& kw) {
  static const std::pair<const char*, TypeMask> kTypes[] = {
      {"artifact", TArtifact}, {"creature", TCreature}, {"enchantment", TEnchantment},
      {"instant", TInstant},   {"land", TLand},         {"planeswalker", TPlaneswalker},
      {"sorcery", TSorcery},   {"battle", TBattle},     {"kindred", TKindred}};
  static const std::pair<const char*, uint8_t> kSuper[] = {
      {"legendary", SLegendary}, {"basic", SBasic}, {"snow", SSnow}, {"world", SWorld}};
  std::string l = lower(s);
  for (auto [n, t] : kTypes)
    if (l == n) return types |= t, true;
  for (auto [n, t] : kSuper)
    if (l == n) return super |= t, true;
  for (char& c : l)
    if (c == '-') c = ' ';
  for (int i = 0; i < 32; ++i) {
    auto k = static_cast<Keyword>(1u << i);
    if (l == keyword_name(k)) return kw |= k, true;
    if (std::string(keyword_name(k)) == "?") break;
  }
  return false;
}

}  // namespace lore::scn
