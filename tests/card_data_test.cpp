// Every implemented card against its Oracle data: keywords the script sets, mana cost,
// P/T, loyalty and type line must agree with data/cards/*.jsonl, read independently here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "engine/card_db.h"

namespace lore::test {

namespace {

constexpr std::pair<const char*, Keyword> kModelled[] = {{"flying", KFlying},
                                                         {"reach", KReach},
                                                         {"menace", KMenace},
                                                         {"defender", KDefender},
                                                         {"vigilance", KVigilance},
                                                         {"haste", KHaste},
                                                         {"first strike", KFirstStrike},
                                                         {"double strike", KDoubleStrike},
                                                         {"trample", KTrample},
                                                         {"deathtouch", KDeathtouch},
                                                         {"lifelink", KLifelink},
                                                         {"indestructible", KIndestructible},
                                                         {"hexproof", KHexproof},
                                                         {"flash", KFlash},
                                                         {"shroud", KShroud},
                                                         {"plainswalk", KPlainswalk},
                                                         {"islandwalk", KIslandwalk},
                                                         {"swampwalk", KSwampwalk},
                                                         {"mountainwalk", KMountainwalk},
                                                         {"forestwalk", KForestwalk},
                                                         {"fear", KFear}};

KeywordMask all_modelled() {
  KeywordMask m = 0;
  for (auto [n, k] : kModelled) m |= k;
  return m;
}

std::string trim_lower(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  s.erase(0, i);
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Keyword lines are the Oracle lines that, without reminder text, are a comma-separated list
// with no sentence in it ("Flying, vigilance", "Ward {2}"); the modelled words on them count.
KeywordMask oracle_keywords(const std::string& oracle) {
  KeywordMask mask = 0;
  size_t pos = 0;
  while (pos <= oracle.size()) {
    size_t end = oracle.find('\n', pos);
    if (end == std::string::npos) end = oracle.size();
    std::string line;
    int depth = 0;
    for (char c : oracle.substr(pos, end - pos)) {  // drop reminder text (parenthesized)
      if (c == '(')
        ++depth;
      else if (c == ')')
        --depth;
      else if (depth == 0)
        line += c;
    }
    pos = end + 1;
    if (line.find('.') != std::string::npos || line.find(':') != std::string::npos) continue;
    size_t i = 0;
    while (i <= line.size()) {
      size_t comma = line.find(',', i);
      if (comma == std::string::npos) comma = line.size();
      std::string item = trim_lower(line.substr(i, comma - i));
      for (auto [n, k] : kModelled)
        if (item == n) mask |= k;
      i = comma + 1;
    }
  }
  return mask;
}

// The colors of "protection from <color>" on the keyword lines (702.16a).
ColorMask oracle_protection(const std::string& oracle) {
  constexpr std::pair<const char*, Color> kColors[] = {{"protection from white", White},
                                                       {"protection from blue", Blue},
                                                       {"protection from black", Black},
                                                       {"protection from red", Red},
                                                       {"protection from green", Green}};
  ColorMask mask = 0;
  size_t pos = 0;
  while (pos <= oracle.size()) {
    size_t end = oracle.find('\n', pos);
    if (end == std::string::npos) end = oracle.size();
    std::string line = oracle.substr(pos, end - pos);
    pos = end + 1;
    if (line.find('.') != std::string::npos) continue;  // a sentence, not a keyword line
    size_t i = 0;
    while (i <= line.size()) {
      size_t comma = line.find(',', i);
      if (comma == std::string::npos) comma = line.size();
      std::string item = trim_lower(line.substr(i, comma - i));
      for (auto [n, c] : kColors)
        if (item == n) mask |= c;
      i = comma + 1;
    }
  }
  return mask;
}

}  // namespace

TEST(CardData, OracleKeywordLinesAreRecognized) {
  EXPECT_EQ(oracle_keywords("Flying, vigilance"), KFlying | KVigilance);
  EXPECT_EQ(oracle_keywords("Flash (You may cast this any time.)\nWhen it enters, draw."), KFlash);
  EXPECT_EQ(oracle_keywords("Creatures with flying can't block."), 0u);
  EXPECT_EQ(oracle_protection("Flying, protection from black"), Black);
  EXPECT_EQ(oracle_protection("All creatures have protection from red."), 0);
  EXPECT_EQ(oracle_keywords("Deathtouch\n{T}: Add one mana of any color."), KDeathtouch);
  EXPECT_EQ(oracle_keywords("First strike, ward {2}"), KFirstStrike);
}

TEST(CardData, ImplementedCardsMatchTheirData) {
  std::map<std::string, nlohmann::json> data;  // first printing wins, as in the database
  for (const char* set : {"DMU", "DMC", "FIN", "FIC", "USG", "FCA"}) {
    std::ifstream in(std::string(LORE_SOURCE_DIR) + "/data/cards/" + set + ".jsonl");
    ASSERT_TRUE(in) << set;
    std::string line;
    while (std::getline(in, line))
      if (!line.empty()) {
        auto j = nlohmann::json::parse(line);
        if (data.count(j.at("name").get<std::string>())) continue;
        std::string layout = j.value("layout", std::string());
        // Each face on its own: transforming cards (712.2) and adventurer cards (715.2).
        if (layout == "transform" || layout == "adventure") {
          for (const auto& f : j["faces"]) data.emplace(f.at("name").get<std::string>(), f);
          data.emplace(j.at("name").get<std::string>(), j);
        } else {
          data.emplace(j.at("name").get<std::string>(), j);
        }
      }
  }
  int checked = 0;
  for (const CardDef& d : CardDb::get().all()) {
    if (!d.implemented || d.token) continue;
    SCOPED_TRACE(d.name);
    auto it = data.find(d.name);
    ASSERT_NE(it, data.end());
    const auto& j = it->second;
    const auto& face = j.contains("faces") && j["faces"].is_array() ? j["faces"][0] : j;
    ++checked;
    std::string oracle = face.at("oracle_text").get<std::string>();
    EXPECT_EQ(d.keywords & all_modelled(), oracle_keywords(oracle));
    EXPECT_EQ(d.protection, oracle_protection(oracle));
    EXPECT_EQ(d.cost.str(), face.value("mana_cost", std::string()));
    auto stat = [](const nlohmann::json& v, int16_t have) {
      if (v.is_null()) return have == 0;
      std::string s = v.get<std::string>();
      if (s.find('*') != std::string::npos) return have == 0;  // set by a CDA (604.3)
      return have == std::stoi(s);
    };
    EXPECT_TRUE(stat(face["power"], d.power)) << d.power;
    EXPECT_TRUE(stat(face["toughness"], d.toughness)) << d.toughness;
    EXPECT_TRUE(stat(face["loyalty"], d.loyalty)) << d.loyalty;
    CardDef parsed;
    ASSERT_TRUE(parse_type_line(face.at("type_line").get<std::string>(), parsed));
    EXPECT_EQ(parsed.types, d.types);
    EXPECT_EQ(parsed.supertypes, d.supertypes);
    EXPECT_EQ(parsed.subtypes, d.subtypes);
    if (d.is(TCreature)) {
      EXPECT_FALSE(face["power"].is_null());
    }
  }
  EXPECT_GE(checked, 44 + 5);  // the set cards and the basic lands
}

// Urza's Saga is played by its current Oracle text (the printed 1998 wording differs in meaning
// for some cards: "any target", creature-type errata). data/oracle/USG.oracle.jsonl is that
// text, kept apart from the compiled data; every USG card's data and its loaded definition must
// read the same.
TEST(CardData, UrzasSagaIsCurrentOracleText) {
  auto read = [](const std::string& path) {
    std::map<std::string, nlohmann::json> by_name;
    std::ifstream in(path);
    EXPECT_TRUE(in) << path;
    std::string line;
    while (std::getline(in, line))
      if (!line.empty()) {
        auto j = nlohmann::json::parse(line);
        by_name.emplace(j.at("name").get<std::string>(), j);
      }
    return by_name;
  };
  auto oracle = read(std::string(LORE_SOURCE_DIR) + "/data/oracle/USG.oracle.jsonl");
  auto data = read(std::string(LORE_SOURCE_DIR) + "/data/cards/USG.jsonl");
  ASSERT_EQ(oracle.size(), 335u);
  ASSERT_EQ(data.size(), oracle.size());
  for (const auto& [name, o] : oracle) {
    SCOPED_TRACE(name);
    auto it = data.find(name);
    ASSERT_NE(it, data.end());
    EXPECT_EQ(it->second.at("oracle_text"), o.at("oracle_text"));
    EXPECT_EQ(it->second.at("type_line"), o.at("type_line"));
    EXPECT_EQ(it->second.at("mana_cost"), o.at("mana_cost"));
  }
  int loaded = 0;
  for (const CardDef& d : CardDb::get().all()) {
    if (d.set != "USG" || d.token) continue;
    SCOPED_TRACE(d.name);
    auto it = oracle.find(d.name);
    ASSERT_NE(it, oracle.end());
    ++loaded;
    EXPECT_EQ(d.oracle, it->second.at("oracle_text").get<std::string>());
    EXPECT_EQ(d.type_line, it->second.at("type_line").get<std::string>());
  }
  EXPECT_GT(loaded, 300);  // all but the reprints an earlier set supplies
}

}  // namespace lore::test
