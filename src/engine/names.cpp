// Display names of engine enums.
#include <iterator>

#include "decision.h"
#include "types.h"

namespace lore {

const char* zone_name(Zone z) {
  static const char* k[] = {"library", "hand",  "battlefield", "graveyard",
                            "stack",   "exile", "command",     "none"};
  return k[static_cast<int>(z)];
}

const char* step_name(Step s) {
  static const char* k[] = {"untap",
                            "upkeep",
                            "draw",
                            "precombat main",
                            "beginning of combat",
                            "declare attackers",
                            "declare blockers",
                            "first-strike damage",
                            "combat damage",
                            "end of combat",
                            "postcombat main",
                            "end",
                            "cleanup"};
  return k[static_cast<int>(s)];
}

const char* counter_name(Counter c) {
  static const char* k[] = {
      "+1/+1",          "-1/-1",     "loyalty", "lore",       "stun",   "poison", "finality",
      "indestructible", "shield",    "verse",   "deathtouch", "charge", "egg",    "page",
      "soot",           "ingenuity", "point",   "phyresis",   "fungus", "petal",  "cell"};
  static_assert(std::size(k) == static_cast<size_t>(Counter::Count), "one name per Counter");
  return k[static_cast<int>(c)];
}

KeywordMask counter_keyword(Counter c) {
  switch (c) {
    case Counter::Indestructible: return KIndestructible;
    case Counter::Deathtouch: return KDeathtouch;
    default: return 0;
  }
}

const char* keyword_name(Keyword kw) {
  static const char* k[] = {
      "flying",       "reach",         "menace",  "defender",   "vigilance",  "haste",
      "first strike", "double strike", "trample", "deathtouch", "lifelink",   "indestructible",
      "hexproof",     "flash",         "shroud",  "plainswalk", "islandwalk", "swampwalk",
      "mountainwalk", "forestwalk",    "fear"};
  static_assert(std::size(k) == kKeywordCount, "one name per keyword");
  for (int i = 0; i < kKeywordCount; ++i)
    if (kw == (1u << i)) return k[i];
  return "?";
}

const char* decision_kind_name(DecisionKind d) {
  static const char* k[] = {"none",
                            "choose starting player",
                            "mulligan",
                            "mulligan bottom",
                            "priority",
                            "choose mode",
                            "choose X",
                            "choose target",
                            "pay mana",
                            "choose cost object",
                            "order triggers",
                            "declare attacker",
                            "declare blocker",
                            "assign damage",
                            "scry card",
                            "surveil card",
                            "choose discard",
                            "choose card",
                            "yes/no",
                            "legend rule",
                            "cleanup discard",
                            "choose color",
                            "choose pile",
                            "choose replacement",
                            "read ahead",
                            "choose number",
                            "kicker",
                            "choose attacked",
                            "optional life cost",
                            "phyrexian mana",
                            "divide",
                            "choose name",
                            "choose mana ability",
                            "command zone",
                            "top or bottom",
                            "untap",
                            "choose type"};
  static_assert(std::size(k) == static_cast<size_t>(kLastDecisionKind) + 1,
                "one name per DecisionKind");
  return k[static_cast<int>(d)];
}

}  // namespace lore
