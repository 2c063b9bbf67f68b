#include "check/soak.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <exception>
#include <thread>

#include "engine/agents.h"
#include "engine/card_db.h"
#include "engine/engine.h"
#include "engine/invariants.h"
#include "engine/replay.h"
#include "scenario/scenario.h"

namespace lore {

namespace {

constexpr const char* kBasicLands[5] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};

// What one seeded game needs: its setup, and the answers given so far (a replay).
struct GameRun {
  const SoakOptions& opt;
  uint64_t seed;
  Replay replay;
  SoakReport& report;

  const GameState* current = nullptr;  // the state being checked, for the failure's dump
  Log* log = nullptr;                  // the game's log, if asked for (SoakOptions::log_game)

  bool fail(const std::string& what) {
    std::string dump;
    try {
      if (current) dump = scn::dump_scenario(*current);
    } catch (const std::exception& ex) {
      dump = std::string("# the state could not be dumped: ") + ex.what() + "\n";
    }
    report.violations.push_back({seed, replay.answers.size(), what, replay_to_json(replay), dump});
    return false;
  }

  // Answers a copy of the game with `answer`: a legal one must be accepted and leave the
  // invariants true, an illegal one refused with the state unchanged.
  bool try_answer(const Game& g, int answer, bool legal, const char* what) {
    Game c = g;
    std::string why;
    bool ok = false;
    try {
      ok = c.answer(answer, &why);
    } catch (const std::exception& ex) {
      why = ex.what();
    }
    ++report.options_checked;
    const char* kind = decision_kind_name(g.decision().kind);
    if (!legal) {
      if (ok) return fail(fmt::format("{} {} of \"{}\" was accepted", what, answer, kind));
      if (!(c.st == g.st))
        return fail(fmt::format("refusing {} {} of \"{}\" changed the state", what, answer, kind));
      return true;
    }
    if (!ok) return fail(fmt::format("{} {} of \"{}\" was refused: {}", what, answer, kind, why));
    if (std::string err = check_invariants(c.st); !err.empty())
      return fail(fmt::format("after {} {}: {}", what, answer, err));
    return true;
  }

  // A number decision: every value of a small range is accepted, of a large one the least,
  // middle and greatest (never all 10,000 of a huge creature's damage); the values just outside
  // and the excluded ones are refused.
  bool check_number(const Game& g) {
    const NumberRange& r = g.decision().range;
    const int64_t n = r.count();
    if (n <= 0) return fail("a pending number decision has no legal value");
    if (n <= 64) {
      for (int64_t k = 0; k < n; ++k)
        if (!try_answer(g, r.nth(k), true, "legal number")) return false;
    } else {
      for (int64_t k : {int64_t{0}, n / 2, n - 1})
        if (!try_answer(g, r.nth(k), true, "legal number")) return false;
    }
    for (int i = 0; i < 64 && r.lo + i <= r.hi; ++i)
      if (r.excluded >> i & 1)
        if (!try_answer(g, r.lo + i, false, "excluded number")) return false;
    return try_answer(g, r.lo - 1, false, "number") && try_answer(g, r.hi + 1, false, "number");
  }

  // The option list is non-empty, has no duplicates, and every option is accepted.
  bool check_options(const Game& g) {
    if (g.decision().is_number()) return check_number(g);
    const auto& opts = g.decision().options;
    if (opts.empty()) return fail("a pending decision has no options");
    for (size_t i = 0; i < opts.size(); ++i)
      for (size_t j = i + 1; j < opts.size(); ++j)
        if (opts[i] == opts[j])
          return fail(fmt::format("options {} and {} of \"{}\" are the same", i, j,
                                  decision_kind_name(g.decision().kind)));
    // Nothing left out by the shortcuts of the priority options (note_new_cards()): the full
    // search finds the same list.
    if (g.decision().kind == DecisionKind::Priority) {
      GameState full = g.st;
      full.cards_seen = 0;
      if (priority_options(full, g.decision().player) != opts)
        return fail("the priority options differ from a full search's");
    }
    for (size_t i = 0; i < opts.size(); ++i)
      if (!try_answer(g, static_cast<int>(i), true, "listed option")) return false;
    return try_answer(g, static_cast<int>(opts.size()), false, "option");
  }

  // The state text form reads back into an equal state (dump, parse, load).
  bool round_trip(const GameState& st, GameState& loaded) {
    std::string text = scn::dump_scenario(st);
    scn::ParseResult p = scn::parse_scenario(text, "dump.scn");
    if (!p.ok) return fail("the dump does not parse: " + p.error);
    std::string error;
    if (!load_state(p.scenario.setup.state_lines, "dump.scn", loaded, error))
      return fail("the dump does not load: " + error);
    if (!(loaded == st)) return fail("the dump loads into a different state");
    return true;
  }

  bool play() {
    Game g = Game::start(replay.setup, log);
    current = &g.st;
    if (std::string err = check_invariants(g.st); !err.empty()) return fail(err);
    // One agent per seat; seats 0 and 1 with the seeds two-player soaks always used.
    std::vector<RandomAgent> seats;
    for (uint64_t p = 0; p < static_cast<uint64_t>(g.st.num_players); ++p)
      seats.emplace_back(p < 2 ? seed * 2 + 1 + p : ~seed * 8 + p);
    std::vector<Agent*> agents;
    for (RandomAgent& a : seats) agents.push_back(&a);
    // A clone taken at one decision must continue exactly like the original.
    const uint64_t clone_at = seed % 97;
    Game clone, loaded;  // a copy, and the state read back from its dump
    bool cloned = false;
    while (!g.over() && g.decision().pending()) {
      if (replay.answers.size() >= opt.max_decisions)
        return fail(fmt::format("the game did not end after {} answers", opt.max_decisions));
      if (!check_options(g)) return false;
      if (replay.answers.size() == clone_at) {
        clone = g;
        clone.log = nullptr;  // the original's log goes on alone
        if (!round_trip(g.st, loaded.st)) return false;
        cloned = true;
      } else if (replay.answers.size() % opt.dump_every == 0) {
        GameState tmp;
        if (!round_trip(g.st, tmp)) return false;
      }
      int choice = agents[static_cast<size_t>(g.decision().player)]->choose(g.st);
      std::string why;
      if (!g.answer(choice, &why)) return fail("an agent's answer was refused: " + why);
      replay.answers.push_back(choice);
      ++report.decisions;
      if (std::string err = check_invariants(g.st); !err.empty()) return fail(err);
    }
    if (!g.over()) return fail("no decision is pending but the game is not over");
    if (cloned) {
      for (Game* c : {&clone, &loaded}) {
        for (size_t i = clone_at; i < replay.answers.size(); ++i)
          if (!c->answer(replay.answers[i]))
            return fail(fmt::format("a {} refused answer {} of the original game",
                                    c == &clone ? "clone" : "dumped and loaded state", i));
        if (!(c->st == g.st))
          return fail(fmt::format("a {} taken after {} answers ended differently",
                                  c == &clone ? "clone" : "dumped and loaded state", clone_at));
      }
    }
    return true;
  }
};

SoakReport soak_range(const SoakOptions& opt, int first, int step) {
  SoakReport report;
  const int kinds = static_cast<int>(opt.deck_pairs.size()) + (opt.random_decks ? 1 : 0);
  for (int i = first; i < opt.games; i += step) {
    const uint64_t seed = opt.first_seed + static_cast<uint64_t>(i);
    GameRun run{opt, seed, {}, report};
    const int kind = i % std::max(kinds, 1);
    run.replay.setup.players = std::clamp(opt.players, 2, kMaxPlayers);
    run.replay.setup.format = opt.format;
    for (size_t p = 0; p < static_cast<size_t>(run.replay.setup.players); ++p)
      run.replay.setup.decks[p] = kind < static_cast<int>(opt.deck_pairs.size())
                                      ? opt.deck_pairs[static_cast<size_t>(kind)][p % 2]
                                      : random_deck(p < 2 ? seed * 2 + p : ~seed * 8 + p);
    run.replay.setup.seed = seed;
    run.replay.setup.format = opt.format;
    if (opt.format == Format::Commander && kind < static_cast<int>(opt.commander_pairs.size()))
      for (size_t p = 0; p < static_cast<size_t>(run.replay.setup.players); ++p)
        run.replay.setup.commanders[p] = opt.commander_pairs[static_cast<size_t>(kind)][p % 2];
    if (i == opt.log_game) run.log = opt.log;
    try {
      run.play();
    } catch (const std::exception& ex) {
      run.fail(std::string("exception: ") + ex.what());
    }
    ++report.games;
    if (opt.game_done) opt.game_done();
  }
  return report;
}

// A nonbasic land fits a deck of `allowed` colors if each of its mana abilities makes
// colorless mana or mana of one of them.
bool land_fits(const CardDef& d, ColorMask allowed) {
  if (d.supertypes & SBasic) return false;
  for (const Ability& a : d.abilities)
    if (a.kind == AbilityKind::Mana && a.mana_colors != 0 && !(a.mana_colors & allowed))
      return false;
  return true;
}

}  // namespace

std::vector<CardId> random_deck(uint64_t seed) {
  Rng rng(seed);
  const auto& db = CardDb::get();
  int c1 = static_cast<int>(rng.below(5)), c2 = static_cast<int>(rng.below(4));
  if (c2 >= c1) ++c2;
  const ColorMask allowed = static_cast<ColorMask>((1 << c1) | (1 << c2));
  std::vector<CardId> pool;
  for (const CardDef& d : db.all())
    if (d.implemented && !d.token && !d.is_back_face() && !d.is_adventure() &&
        !d.is_meld_result() && !is_unlisted_card(d) &&
        (d.is(TLand) ? land_fits(d, allowed) : (d.colors & ~allowed) == 0))
      pool.push_back(d.id);
  std::vector<CardId> deck;
  for (int i = 0; i < 17; ++i) deck.push_back(db.find(kBasicLands[i % 2 ? c1 : c2]));
  for (int i = 0; i < 23 && !pool.empty(); ++i)
    deck.push_back(pool[rng.below(static_cast<uint32_t>(pool.size()))]);
  return deck;
}

SoakReport run_soak(const SoakOptions& opt) {
  auto start = std::chrono::steady_clock::now();
  const int threads = std::max(1, opt.threads);
  std::vector<SoakReport> parts(static_cast<size_t>(threads));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] { parts[static_cast<size_t>(t)] = soak_range(opt, t, threads); });
  for (auto& th : pool) th.join();
  SoakReport total;
  for (auto& p : parts) {
    total.games += p.games;
    total.decisions += p.decisions;
    total.options_checked += p.options_checked;
    for (auto& v : p.violations) total.violations.push_back(std::move(v));
  }
  std::sort(total.violations.begin(), total.violations.end(),
            [](const SoakViolation& a, const SoakViolation& b) { return a.seed < b.seed; });
  total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return total;
}

}  // namespace lore
