// Scenario files: parse errors name file:line, and the runner fails strictly and readably.
#include "scenario/scenario.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

namespace lore::scn {
namespace {

std::string parse_error(const std::string& text) {
  ParseResult r = parse_scenario(text, "t.scn");
  EXPECT_FALSE(r.ok) << text;
  return r.error;
}

RunResult run(const std::string& text) {
  ParseResult p = parse_scenario(text, "t.scn");
  EXPECT_TRUE(p.ok) << p.error;
  if (!p.ok) return {};
  return run_scenario(p.scenario);
}

const char* kStrike =
    "turn 2 active P1 step main1\n"
    "P1 battlefield: Mountain x2\n"
    "P1 hand: Lightning Strike\n"
    "P2 battlefield: Undercity Dire Rat as rat\n"
    "---\n";

TEST(ScenarioParse, MalformedLinesNameFileAndLine) {
  struct Case {
    const char* text;
    const char* error;
  } cases[] = {
      {"turn 2\nP1 hand: Lightning Strike\n", "t.scn:2: missing '---'"},
      {"turn 2\nP1 hand: Lightnin Strike\n---\n", "t.scn:2: unknown card 'Lightnin'"},
      {"turn two\n---\n", "t.scn:1: bad turn number 'two'"},
      {"ruling: DMU-R-9999\n---\n", "t.scn:1: unknown ruling id \"DMU-R-9999\""},
      {"P1 life lots\n---\n", "t.scn:1: bad life 'lots'"},
      {"turn 2 step lunch\n---\n", "t.scn:1: unknown step 'lunch'"},
      {"P7 life 20\n---\n", "t.scn:1: unknown set-up line"},  // six players at most
      {"P1 sideboard: Mountain\n---\n", "t.scn:1: unknown zone 'sideboard'"},
      {"P1 battlefield: Mountain shiny\n---\n", "t.scn:1: unknown attribute 'shiny' of Mountain"},
      {"P1 battlefield: Mountain damage:x\n---\n", "t.scn:1: bad damage 'damage:x'"},
      {"P1 battlefield: Mountain +1/+1:-2\n---\n", "t.scn:1: bad counter amount"},
      {"P1 hand: Mountain tapped\n---\n", "t.scn:1: 'tapped' is only for the battlefield"},
      {"P1 hand: Treasure\n---\n",
       "t.scn:1: a Treasure token outside the battlefield is written 'Treasure token' (one that "
       "left it, 704.5d)"},
      {"P1 battlefield: Cut Down\n---\n", "t.scn:1: Cut Down is not a permanent card"},
      {"P1 battlefield: Mountain as a, Swamp as a\n---\n", "t.scn:1: alias 'a' is defined twice"},
      {"P1 battlefield: Mountain x2 as m\n---\n", "t.scn:1: an alias names one object"},
      {"P1 battlefield: Mountain as log\n---\n", "t.scn:1: 'log' can't be an alias"},
      {"\nP1 battlefield: Mountain attached:nope\n---\n", "t.scn:2: 'nope' is not another"},
      {"---\ncast Lightning Strike target bob\n", "t.scn:2: unknown card or alias 'bob'"},
      {"---\ndance\n", "t.scn:2: unknown command 'dance'"},
      {"---\npass until lunch\n", "t.scn:2: unknown step 'lunch'"},
      {"---\npass twice\n", "t.scn:2: unexpected 'twice'"},
      {"---\nassign two to P1\n", "t.scn:2: bad damage 'two'"},
      {"---\nexpect P1 life\n", "t.scn:2: expected life"},
      {"---\nexpect P1 hand has\n", "t.scn:2: expected a player, alias or card name"},
      {"---\nexpect Mountain pt 3\n", "t.scn:2: bad power/toughness '3'"},
      {"---\nexpect Mountain is purple\n",
       "t.scn:2: unknown type, subtype, color or keyword 'purple'"},
      {"---\ncast Runic Shot kick 3\n", "t.scn:2: bad kicker '3'"},
      {"---\ncast Coeurl life 9\n", "t.scn:2: bad life cost '9'"},
      {"---\nexpect decision lunch\n", "t.scn:2: unknown decision kind 'lunch'"},
      {"---\nexpect result maybe\n", "t.scn:2: expected P1, P2, draw or none"},
      {"---\nchoose #12345678901\n", "t.scn:2: bad option index '#12345678901'"},
      {"---\nblock rat\n", "t.scn:2: unknown card or alias 'rat'"},
      {"---\npay\n", "t.scn:2: expected 'auto' or the sources to pay with"},
      {"---\nblock\n", "t.scn:2: expected 'BLOCKER on ATTACKER' or 'none'"},
      {"---\nblock Mountain Mountain\n", "t.scn:2: expected 'on'"},
      {"---\nauto-single maybe\n", "t.scn:2: expected on or off"},
      {"---\nexpect legal\n", "t.scn:2: expected a command"},
      {"---\nexpect illegal expect P1 life 3\n", "t.scn:2: expected an answer after 'illegal'"},
  };
  for (const Case& c : cases) {
    std::string err = parse_error(c.text);
    EXPECT_EQ(err.rfind(c.error, 0), 0u) << "input:\n" << c.text << "\ngot: " << err;
  }
}

TEST(ScenarioParse, CommentsNamesAndCommas) {
  ParseResult r = parse_scenario(
      "# A title\nruling: DMU-R-0187  # trailing comment\n"
      "P1 battlefield: Baird, Argivian Recruiter as baird, Mountain x2 tapped\n---\n"
      "choose #0\n",
      "t.scn");
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.scenario.title, "A title");
  EXPECT_EQ(r.scenario.rulings, std::vector<std::string>{"DMU-R-0187"});
  const auto& items = r.scenario.setup.zones.at(0).items;
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].alias, "baird");
  EXPECT_EQ(items[1].count, 2);
  EXPECT_TRUE(items[1].tapped);
  EXPECT_EQ(r.scenario.script.at(0).kind, Command::Raw);
}

TEST(ScenarioRun, PassesAndFailsOnRealOutcomes) {
  std::string script = std::string(kStrike) +
                       "cast Lightning Strike target rat\npay auto\npass until stack empty\n"
                       "expect P2 battlefield has Treasure\n";
  EXPECT_TRUE(run(script).passed) << run(script).message;
  RunResult bad = run(script + "expect P2 life 17\n");
  EXPECT_FALSE(bad.passed);
  EXPECT_NE(bad.message.find("t.scn:10: expectation failed: expect P2 life 17"), std::string::npos)
      << bad.message;
  EXPECT_NE(bad.message.find("expected: 17\n  actual:   20"), std::string::npos) << bad.message;
  EXPECT_NE(bad.message.find("last log lines:"), std::string::npos) << bad.message;
  EXPECT_NE(bad.message.find("creates Treasure"), std::string::npos) << bad.message;
}

TEST(ScenarioRun, UnansweredDecisionAtEndNamesOptions) {
  RunResult r = run(std::string(kStrike) + "cast Lightning Strike\n");
  EXPECT_FALSE(r.passed);
  EXPECT_NE(r.message.find("t.scn:6: unanswered decision at the end of the script: P1: choose "
                           "target for Lightning Strike"),
            std::string::npos)
      << r.message;
  EXPECT_NE(r.message.find("player P2"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("Undercity Dire Rat"), std::string::npos) << r.message;
}

// A choice made as a spell resolves names what it chooses (608.2d): Turnabout's card type, then
// tap or untap, not bare numbers.
TEST(ScenarioRun, ChoicesAsASpellResolvesAreNamed) {
  const std::string setup =
      "turn 2 active P1 step main1\n"
      "P1 battlefield: Island x4, Forest tapped\n"
      "P1 hand: Turnabout\n"
      "---\n"
      "cast Turnabout target P1\n"
      "pay auto\n"
      "pass until stack empty\n";
  RunResult r = run(setup);
  EXPECT_FALSE(r.passed);
  for (const char* word : {"1: artifact", "2: creature", "3: land"})
    EXPECT_NE(r.message.find(word), std::string::npos) << word << "\n" << r.message;
  r = run(setup + "mode 3\n");
  for (const char* word : {"1: tap them", "2: untap them"})
    EXPECT_NE(r.message.find(word), std::string::npos) << word << "\n" << r.message;
}

TEST(ScenarioRun, UnansweredDecisionBeforeExpectation) {
  RunResult r = run(std::string(kStrike) + "cast Lightning Strike\nexpect P2 life 20\n");
  EXPECT_NE(r.message.find("t.scn:7: unanswered decision before this expectation"),
            std::string::npos)
      << r.message;
  // "expect decision" may look at the pending decision.
  r = run(std::string(kStrike) +
          "cast Lightning Strike\nexpect decision choose-target P1\n"
          "target P2\npay auto\n");
  EXPECT_TRUE(r.passed) << r.message;
}

TEST(ScenarioRun, IllegalAnswersNameTheLegalOnes) {
  const char* menace =
      "turn 3 active P1 step main1\n"
      "P1 battlefield: Knight of Dusk's Shadow as knight\n"
      "P2 battlefield: Undercity Dire Rat as rat\n---\n"
      "pass until attackers\nattack knight\npass until blockers\nblock rat on knight\n";
  RunResult r = run(menace);  // 702.111b: one creature can't block a creature with menace
  EXPECT_NE(r.message.find("t.scn:8: illegal answer: rat blocking knight is not a legal option"),
            std::string::npos)
      << r.message;
  EXPECT_NE(r.message.find("#0 don't block"), std::string::npos) << r.message;

  r = run(std::string(kStrike) + "pass until stack empty\ncast Lightning Strike\npass\n");
  EXPECT_NE(r.message.find("t.scn:8: 'pass' answers priority, but the pending decision is P1: "
                           "choose target"),
            std::string::npos)
      << r.message;

  r = run(std::string(kStrike) + "choose #7\n");
  EXPECT_NE(r.message.find("t.scn:6: there is no option #7"), std::string::npos) << r.message;

  r = run(std::string(kStrike) + "cast Lightning Strike mode 2 target rat\n");
  EXPECT_NE(r.message.find("t.scn:6: 'mode 2' was not asked"), std::string::npos) << r.message;

  r = run(std::string(kStrike) + "expect Cut Down in hand\n");
  EXPECT_NE(r.message.find("t.scn:6: no Cut Down is in any zone"), std::string::npos) << r.message;
}

TEST(ScenarioRun, LegalAndIllegalAnswersAreTriedOnACopy) {
  const char* menace =
      "turn 3 active P1 step main1\n"
      "P1 battlefield: Knight of Dusk's Shadow as knight\n"
      "P2 battlefield: Undercity Dire Rat as rat, Soaring Drake as drake\n---\n"
      "pass until attackers\nattack knight\npass until blockers\n";
  // 702.111b: one creature alone can't block a creature with menace; two can.
  std::string ok = std::string(menace) +
                   "expect illegal block rat on knight\nexpect illegal block drake on knight\n"
                   "expect legal block rat on knight, drake on knight\nblock none\n"
                   "pass until main2\nexpect P2 life 18\n";
  RunResult r = run(ok);
  EXPECT_TRUE(r.passed) << r.message;
  r = run(std::string(menace) + "expect legal block rat on knight\n");
  EXPECT_NE(
      r.message.find("t.scn:8: expectation failed: expect legal block rat on knight\n"
                     "  expected: a legal answer\n  actual:   illegal answer: not blocking is "
                     "not a legal option of P2: declare blocker for Soaring Drake"),
      std::string::npos)
      << r.message;
  r = run(std::string(menace) + "expect illegal block none\n");
  EXPECT_NE(r.message.find("expected: an illegal answer\n  actual:   legal"), std::string::npos)
      << r.message;
  // An answer to another kind of decision is an error, not an illegal answer.
  r = run(std::string(menace) + "expect illegal pass\n");
  EXPECT_NE(r.message.find("t.scn:8: 'expect illegal pass' answers priority, but the pending "
                           "decision is"),
            std::string::npos)
      << r.message;
}

TEST(ScenarioRun, AliasesFollowTheObjectAcrossZones) {
  RunResult r = run(std::string(kStrike) +
                    "cast Lightning Strike target rat\npay auto\npass\npass\n"
                    "expect rat in graveyard\nexpect log has 704.5g for rat\n"
                    "expect log lacks 704.5g for Mountain\n");
  EXPECT_TRUE(r.passed) << r.message;
}

// Each new form fails when the game differs from what it claims, naming what it found.
TEST(ScenarioRun, TypesAreExact) {
  const char* drake = "P2 battlefield: Soaring Drake as drake\n---\n";
  EXPECT_TRUE(run(std::string(drake) + "expect drake types creature Drake\n").passed);
  RunResult r = run(std::string(drake) + "expect drake types creature\n");  // Drake missing
  EXPECT_NE(r.message.find("expected: creature\n  actual:   creature Drake"), std::string::npos)
      << r.message;
  r = run(std::string(drake) + "expect drake types creature Drake Bird\n");  // Bird extra
  EXPECT_FALSE(r.passed);
  r = run(std::string(drake) + "expect drake types legendary creature Drake\n");
  EXPECT_FALSE(r.passed);
  EXPECT_EQ(parse_error("---\nexpect drake types flying\n").rfind("t.scn:2: unknown", 0), 0u);
}

TEST(ScenarioRun, LogCountsAndStackChapters) {
  std::string strike =
      std::string(kStrike) + "cast Lightning Strike target rat\npay auto\npass until stack empty\n";
  EXPECT_TRUE(run(strike + "expect log has 704.5g x1\n").passed);
  RunResult r = run(strike + "expect log has 704.5g x2\n");
  EXPECT_NE(r.message.find("expected: exactly 2 entries 704.5g\n  actual:   1 matching entries"),
            std::string::npos)
      << r.message;
  const char* sisters =
      "seed 1\nturn 5 active P1 step draw\nP1 battlefield: Summon: Magus Sisters as s lore:1\n"
      "P1 library: Island x3\nP2 battlefield: Soaring Drake as drake\n---\n"
      "pass until main1\ntarget drake\n";
  EXPECT_TRUE(run(std::string(sisters) + "expect stack is chapter II of s\n").passed);
  r = run(std::string(sisters) + "expect stack is chapter I of s\n");
  EXPECT_NE(r.message.find("actual:   chapter 2 of Summon: Magus Sisters"), std::string::npos)
      << r.message;
  EXPECT_TRUE(run(std::string(sisters) + "expect stack is ability 2 of s\n").passed);
  EXPECT_FALSE(run(std::string(sisters) + "expect stack is ability 3 of s\n").passed);
}

TEST(ScenarioRun, RandomOutcomesAreForcedAndMustBeUsed) {
  const char* sisters =
      "turn 5 active P1 step draw\nP1 battlefield: Summon: Magus Sisters as s lore:1\n"
      "P1 library: Island x3\nP2 battlefield: Soaring Drake as drake\n";
  for (int mode = 1; mode <= 3; ++mode) {
    RunResult r =
        run(fmt::format("{}random {}\n---\npass until main1\ntarget drake\n"
                        "expect s mode {}\n",
                        sisters, mode, mode));
    EXPECT_TRUE(r.passed) << r.message;
  }
  RunResult r = run(std::string(sisters) + "random 1 2\n---\npass until main1\ntarget drake\n");
  EXPECT_NE(r.message.find("1 random outcome(s) given by 'random' were never used"),
            std::string::npos)
      << r.message;
  r = run(std::string(sisters) + "random 4\n---\npass until main1\n");  // it has three modes
  EXPECT_NE(r.message.find("random mode 4 forced, but that mode can't be chosen"),
            std::string::npos)
      << r.message;
}

TEST(ScenarioRun, PassUntilTurnAndControlledSince) {
  const char* board =
      "turn 3 active P1 step main1\nP1 battlefield: Pouncing Jaguar as j controlled-since:3, "
      "Pouncing Jaguar as old controlled-since:2\n"
      "P1 library: Forest x3\nP2 library: Forest x3\n---\n";
  EXPECT_TRUE(run(std::string(board) + "pass until turn 4 draw\nexpect active P2\n").passed);
  RunResult r = run(std::string(board) + "pass until turn 3 upkeep\n");
  EXPECT_NE(r.message.find("t.scn:6: turn 3 upkeep is already over (now: turn 3 main1)"),
            std::string::npos)
      << r.message;
  r = run(std::string(board) + "pass until attackers\nattack old j\n");  // 302.6: j came now
  EXPECT_NE(r.message.find("j was never asked to attack"), std::string::npos) << r.message;
  r = run("turn 3\nP1 battlefield: Pouncing Jaguar controlled-since:4\n---\n");
  EXPECT_NE(r.message.find("t.scn:2: controlled-since:4 is after this turn (3)"), std::string::npos)
      << r.message;
}

TEST(ScenarioRun, ResolvedAtSetUp) {
  const char* sculptor =
      "P1 battlefield: Soul Sculptor as sc\nP2 battlefield: Soaring Drake as d\n";
  RunResult r = run(std::string(sculptor) +
                    "P1 resolved: ability 1 of sc target d\n---\n"
                    "expect d types enchantment\nexpect sc untapped\n");
  EXPECT_TRUE(r.passed) << r.message;
  r = run(std::string(sculptor) +
          "P2 resolved: Humble as h target sc\n---\n"
          "expect h in graveyard\nexpect sc pt 0/1\n");
  EXPECT_TRUE(r.passed) << r.message;  // the spell's alias follows it to the graveyard
  r = run(std::string(sculptor) + "P1 resolved: ability 2 of sc target d\n---\n");
  EXPECT_NE(r.message.find("t.scn:3: Soul Sculptor has no ability 2"), std::string::npos)
      << r.message;
  r = run(std::string(sculptor) + "P1 resolved: ability 1 of sc target P2\n---\n");
  EXPECT_NE(r.message.find("P2 is not a legal target for Soul Sculptor"), std::string::npos)
      << r.message;
  EXPECT_EQ(parse_error("P1 resolved: ability 1 of nobody\n---\n")
                .rfind("t.scn:1: unknown card or alias 'nobody'", 0),
            0u);
}

TEST(ScenarioParse, AliasMayBeSpelledLikeItsCard) {
  ParseResult r = parse_scenario("---\nalias hero Hero\nexpect hero pt 1/1\n", "t.scn");
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.scenario.script.at(0).alias, "hero");
  EXPECT_EQ(parse_error("---\nalias hero Heroo\n").rfind("t.scn:2: unknown card name 'Heroo'", 0),
            0u);
}

// A ruling is covered only by a tagged scenario that passes; a failing one is listed.
TEST(ScenarioRun, RulingCoverageCountsPassingScenariosOnly) {
  auto tagged = [](const std::string& file, const std::string& expectation) {
    ParseResult p = parse_scenario(std::string("ruling: DMU-R-0205\n") + kStrike +
                                       "cast Lightning Strike target rat\npay auto\n"
                                       "pass until stack empty\n" +
                                       expectation,
                                   file);
    EXPECT_TRUE(p.ok) << p.error;
    return p.scenario;
  };
  RulingCoverage cov;
  cov.add(tagged("bad.scn", "expect P2 battlefield has no Treasure\n"));
  EXPECT_EQ(cov.covered.count("DMU-R-0205"), 0u);
  EXPECT_EQ(cov.failing["DMU-R-0205"], std::vector<std::string>{"bad.scn"});
  cov.add(tagged("good.scn", "expect P2 battlefield has Treasure\n"));
  EXPECT_EQ(cov.covered.count("DMU-R-0205"), 1u);
  cov.add(parse_scenario(std::string(kStrike), "untagged.scn").scenario);
  EXPECT_EQ(cov.scenarios, 2);
  EXPECT_EQ(cov.passed, 1);
}

// Every truncation of a valid file parses or fails cleanly, and every parsed one runs.
TEST(ScenarioRun, TruncatedInputNeverCrashes) {
  std::string full = std::string(kStrike) +
                     "cast Lightning Strike target rat\npay auto\npass until stack empty\n"
                     "attack none\nexpect P2 battlefield has Treasure x1\n";
  for (size_t n = 0; n <= full.size(); ++n) {
    ParseResult p = parse_scenario(full.substr(0, n), "t.scn");
    if (p.ok) run_scenario(p.scenario);
  }
}

}  // namespace
}  // namespace lore::scn
