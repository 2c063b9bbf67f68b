#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>
#include <utility>
#include <vector>

#include "ai/agents.h"
#include "ai/eval.h"
#include "ai/mcts_tree.h"
#include "ai/policy.h"
#include "engine/describe.h"
#include "engine/game.h"

namespace lore::ai {

namespace {

// Decisions worth a search; the others are answered as the heuristic player would.
bool searched(DecisionKind k) {
  switch (k) {
    case DecisionKind::Priority:
    case DecisionKind::DeclareAttacker:
    case DecisionKind::DeclareBlocker:
    case DecisionKind::ChooseTarget:
    case DecisionKind::ChooseMode:
    case DecisionKind::ReadAhead:
    case DecisionKind::Mulligan:
    case DecisionKind::ChooseCard:
    case DecisionKind::YesNo:
    case DecisionKind::Kicker: return true;
    default: return false;
  }
}

constexpr int kHorizonTurns = 8;
constexpr int kMaxPlayoutDecisions = 3000;
constexpr double kExploration = 0.7;  // UCB1's c, rewards in [0, 1]
constexpr double kEvalScale = 12.0;   // evaluate() difference worth ~76% at a horizon

// Sooner wins (and later losses) are worth a little more: between two won lines, the search
// takes the lethal attack now.
constexpr double kPerTurn = 0.01;

double reward(const GameState& st, PlayerId me, int turns) {
  if (st.over) {
    if (st.winner == kNoPlayer) return 0.5;
    double later = std::min(0.2, kPerTurn * turns);
    return st.winner == me ? 1.0 - later : later;
  }
  return 0.5 + 0.5 * std::tanh(evaluate(st, me) / kEvalScale);
}

constexpr int kMaxTreeDepth = 12;           // own decisions below the root kept in the tree
constexpr int64_t kMaxSearchedNumbers = 8;  // a number with more legal values: by rule

bool can_play_land(const Decision& d) {
  if (d.kind != DecisionKind::Priority) return false;
  for (const Option& o : d.options)
    if (o.kind == OptKind::PlayLand) return true;
  return false;
}

// The options of a decision that are moves of the search. At priority: a land first when one
// may be played (305.1; as the heuristic player does: holding it back only looks better to an
// evaluation that counts a card in hand above a land in play); activating a mana ability for
// nothing (605.3a) never, as the mana would only empty at the end of the step (500.4) and a
// spell or ability that needs it activates it while its cost is paid (601.2g).
bool searched_move(const Decision& d, const Option& o, bool land) {
  if (d.kind != DecisionKind::Priority) return true;
  return land ? o.kind == OptKind::PlayLand : o.kind != OptKind::Mana;
}

// A decision the search branches on: options, or a number with few legal values (read ahead's
// chapter, 714.3b, is a number).
bool branches(const Decision& d) {
  if (d.is_number()) return d.range.count() > 1 && d.range.count() <= kMaxSearchedNumbers;
  if (!searched(d.kind)) return false;
  bool land = can_play_land(d);
  size_t n = 0;
  for (const Option& o : d.options) n += searched_move(d, o, land);
  return n > 1;
}

// The moves of a branching decision: (key, the answer that makes it).
void moves(const GameState& st, std::vector<MoveKey>& keys, std::vector<int>& answers) {
  const Decision& d = st.decision;
  keys.clear();
  answers.clear();
  if (d.is_number()) {
    for (int64_t k = 0; k < d.range.count(); ++k) {
      int v = d.range.nth(k);
      keys.push_back({OptKind::Number, v, kNoCard, kNoObj});
      answers.push_back(v);
    }
    return;
  }
  bool land = can_play_land(d);
  for (size_t i = 0; i < d.options.size(); ++i) {
    if (!searched_move(d, d.options[i], land)) continue;
    keys.push_back(move_key(st, d.options[i]));
    answers.push_back(static_cast<int>(i));
  }
}

// The root's most visited move (the better rewarded between equals), as the answer to the
// decision of `st`.
int best_move(const GameState& st, const std::vector<Edge>& root) {
  const Edge* best = nullptr;
  for (const Edge& e : root)
    if (!best || e.visits > best->visits ||
        (e.visits == best->visits && e.visits > 0 &&
         e.total / e.visits > best->total / best->visits))
      best = &e;
  std::vector<MoveKey> keys;
  std::vector<int> answers;
  moves(st, keys, answers);
  if (best)
    for (size_t i = 0; i < keys.size(); ++i)
      if (keys[i] == best->key) return answers[i];
  return answers.empty() ? 0 : answers[0];
}

MoveKey answer_key(const GameState& st, int answer) {
  const Decision& d = st.decision;
  if (d.is_number()) return {OptKind::Number, answer, kNoCard, kNoObj};
  return move_key(st, d.options[static_cast<size_t>(answer)]);
}

}  // namespace

int playout(Game& g, Rng& rng, bool random, int max_turns, int max_decisions) {
  int end_turn = g.st.turn + max_turns, n = 0;
  RandomPolicy uniform;
  while (!g.over() && g.decision().pending() && g.st.turn < end_turn && n < max_decisions) {
    int choice = random ? uniform.choose(g.st, rng) : rule_choice(g.st, rng);
    if (!g.answer(choice)) break;
    ++n;
  }
  return n;
}

namespace {

// Single-observer information-set MCTS: one tree over the searching player's own decisions,
// shared by every determinization; the opponent's decisions (and the searcher's numbers and
// forced choices) are answered by the playout policy on the way down.
class Search {
 public:
  Search(const GameState& view, const DeckLists& decks, Rng& rng, bool random, Tree& tree)
      : view_(view),
        decks_(decks),
        rng_(rng),
        random_(random),
        me_(view.decision.player),
        nodes_(tree.nodes) {}

  void iterate() {
    Game g;
    g.st = view_;
    determinize(g.st, decks_, rng_);
    const int end_turn = view_.turn + kHorizonTurns;
    path_.clear();
    int node = 0, depth = 0, decisions = 0;
    bool expanded = false;
    while (!g.over() && g.decision().pending() && g.st.turn < end_turn &&
           decisions < kMaxPlayoutDecisions) {
      const Decision& d = g.decision();
      int choice;
      if (d.player != me_ || !branches(d)) {
        choice = policy(g.st);
      } else {
        if (expanded || depth > kMaxTreeDepth) break;  // below the tree: the playout
        auto [edge, fresh] = select(g.st, node);
        choice = edge_choice_;
        path_.push_back({node, edge});
        if (fresh) {
          expanded = true;
        } else {
          Edge& e = nodes_[static_cast<size_t>(node)].edges[static_cast<size_t>(edge)];
          if (e.child < 0) {
            e.child = static_cast<int>(nodes_.size());
            nodes_.emplace_back();
          }
          node = nodes_[static_cast<size_t>(node)].edges[static_cast<size_t>(edge)].child;
        }
        ++depth;
      }
      if (!g.answer(choice)) break;
      ++decisions;
    }
    if (!g.over() && g.st.turn < end_turn)
      playout(g, rng_, random_, end_turn - g.st.turn, kMaxPlayoutDecisions - decisions);
    double r = reward(g.st, me_, g.st.turn - view_.turn);
    for (auto [n, e] : path_) {
      Edge& edge = nodes_[static_cast<size_t>(n)].edges[static_cast<size_t>(e)];
      edge.total += r;
      ++edge.visits;
    }
    ++playouts_;
  }

  uint64_t playouts() const { return playouts_; }

 private:
  int policy(const GameState& st) {
    return random_ ? uniform_.choose(st, rng_) : rule_choice(st, rng_);
  }

  // The edge to follow at `node` for the decision of `st` (and sets edge_choice_ to the answer
  // that makes it): a move never tried yet, the rules' favourite first; otherwise UCB1 with
  // availability counts. Returns the edge and whether it was just created.
  std::pair<int, bool> select(const GameState& st, int node) {
    moves(st, keys_, answers_);
    int preferred = rule_choice(st, rng_);
    std::vector<Edge>& edges = nodes_[static_cast<size_t>(node)].edges;
    int untried = -1;
    for (size_t i = 0; i < keys_.size(); ++i) {
      auto it = std::find_if(edges.begin(), edges.end(),
                             [&](const Edge& e) { return e.key == keys_[i]; });
      if (it != edges.end()) {
        ++it->available;
      } else if (untried < 0 || answers_[i] == preferred) {
        untried = static_cast<int>(i);
      }
    }
    if (untried >= 0) {
      edges.push_back({keys_[static_cast<size_t>(untried)], 0, 0, 1, -1});
      edge_choice_ = answers_[static_cast<size_t>(untried)];
      return {static_cast<int>(edges.size()) - 1, true};
    }
    int best = -1;
    double best_u = -1e18;
    for (size_t i = 0; i < keys_.size(); ++i) {
      for (size_t e = 0; e < edges.size(); ++e) {
        if (!(edges[e].key == keys_[i])) continue;
        const Edge& ed = edges[e];
        double u =
            (ed.visits ? ed.total / ed.visits : 0.5) +
            kExploration * std::sqrt(std::log(std::max(1, ed.available)) / std::max(1, ed.visits));
        if (u > best_u) {
          best_u = u;
          best = static_cast<int>(e);
          edge_choice_ = answers_[i];
        }
        break;
      }
    }
    return {best, false};
  }

  const GameState& view_;
  const DeckLists& decks_;
  Rng& rng_;
  bool random_;
  RandomPolicy uniform_;  // the random rollouts' policy (free activations counted per step)
  PlayerId me_;
  std::vector<Node>& nodes_;               // the tree's
  std::vector<std::pair<int, int>> path_;  // (node, edge) of this iteration's own moves
  std::vector<MoveKey> keys_;
  std::vector<int> answers_;
  int edge_choice_ = 0;
  uint64_t playouts_ = 0;
};

}  // namespace

namespace {

// What the player may not see, as it sees it: each library's objects and each opponent's hand,
// in order, with the card of any it was shown. Equal before and after a run of the player's own
// decisions: no card was drawn, revealed or moved out of a hidden zone meanwhile.
std::vector<int32_t> hidden_signature(const GameState& view, PlayerId me) {
  std::vector<int32_t> sig;
  auto add = [&](const std::vector<ObjId>& zone) {
    for (ObjId id : zone) {
      sig.push_back(id);
      sig.push_back(view.obj(id).card);
    }
    sig.push_back(-1);
  };
  for (PlayerId p = 0; p < view.num_players; ++p) {
    add(view.players[static_cast<size_t>(p)].library);
    if (p != me) add(view.players[static_cast<size_t>(p)].hand);
  }
  return sig;
}

// Runs `iterations` (0: no limit) or until `ms` (0: no limit) has passed, at least once.
uint64_t run_search(Search& search, const SearchBudget& budget) {
  auto start = std::chrono::steady_clock::now();
  for (int it = 0;; ++it) {
    if (budget.iterations > 0 && it >= budget.iterations) break;
    if (budget.ms > 0 && it > 0 &&
        std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(budget.ms))
      break;
    if (budget.iterations <= 0 && budget.ms <= 0) break;
    search.iterate();
  }
  return search.playouts();
}

}  // namespace

// The trees of the last search (one per thread) and what is needed to tell whether the next
// decision can go on from the subtree of the move chosen (docs/ai.md, "Tree reuse").
struct MctsAgent::Memory {
  std::vector<Tree> trees;
  bool valid = false;         // a search was made and only this player decided since
  uint64_t next_actions = 0;  // st.actions expected at the next call if nobody else decided
  MoveKey chosen{};
  int32_t turn = 0;
  Step step = Step::Untap;
  std::vector<int32_t> hidden;

  bool reusable(const GameState& view) const {
    return valid && view.turn == turn && view.step == step &&
           hidden_signature(view, view.decision.player) == hidden;
  }
};

MctsAgent::MctsAgent(uint64_t seed, DeckLists decks, SearchBudget budget, bool random_playouts)
    : rng_(seed),
      decks_(decks),
      budget_(budget),
      random_playouts_(random_playouts),
      fallback_(seed ^ 0x5bd1e995ULL, std::move(decks)),
      memory_(std::make_unique<Memory>()) {}

MctsAgent::~MctsAgent() = default;

int MctsAgent::choose(const GameState& st) {
  const Decision& d = st.decision;
  Memory& m = *memory_;
  // Another player answered a decision since this player's last answer: what the trees say
  // about this player's next decision assumed nothing of the kind.
  if (st.actions != m.next_actions) m.valid = false;
  m.next_actions = st.actions + 1;
  if (!branches(d)) return fallback_.choose(st);  // the heuristic's rule
  const GameState view = player_view(st, d.player);
  size_t threads = static_cast<size_t>(std::max(1, budget_.threads));
  if (m.reusable(view) && m.trees.size() == threads) {
    for (Tree& t : m.trees) t = subtree(t, m.chosen);
  } else {
    m.trees.assign(threads, Tree{});
  }
  reused_visits_ = 0;
  for (const Tree& t : m.trees) reused_visits_ += static_cast<uint64_t>(t.root_visits());
  if (threads == 1) {
    Search search(view, decks_, rng_, random_playouts_, m.trees[0]);
    playouts_ += run_search(search, budget_);
  } else {
    // Root parallelisation: one tree and one generator per thread, the generators drawn from
    // the agent's in thread order, the roots added up (deterministic for a seed and a count).
    std::vector<Rng> rngs;
    for (size_t i = 0; i < threads; ++i) rngs.emplace_back(rng_.next());
    std::vector<uint64_t> counts(threads, 0);
    std::vector<std::thread> pool;
    for (size_t i = 0; i < threads; ++i)
      pool.emplace_back([&, i] {
        Search search(view, decks_, rngs[i], random_playouts_, m.trees[i]);
        counts[i] = run_search(search, budget_);
      });
    for (std::thread& t : pool) t.join();
    for (uint64_t c : counts) playouts_ += c;
  }
  int answer = best_move(view, merged_root(m.trees));
  m.valid = true;
  m.chosen = answer_key(view, answer);
  m.turn = view.turn;
  m.step = view.step;
  m.hidden = hidden_signature(view, d.player);
  return answer;
}

std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed, const DeckLists& decks,
                                  SearchBudget budget) {
  if (name == "random") return std::make_unique<RandomAgent>(seed);
  if (name == "heuristic") return std::make_unique<HeuristicAgent>(seed, decks);
  if (name == "mcts") return std::make_unique<MctsAgent>(seed, decks, budget);
  if (name == "mcts-random") return std::make_unique<MctsAgent>(seed, decks, budget, true);
  return nullptr;
}

}  // namespace lore::ai
