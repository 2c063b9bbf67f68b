// The statistics of the information-set search (docs/ai.md, "mcts"): a tree over the searching
// player's own decisions, shared by every sample of the hidden cards.
#pragma once
#include <cstdint>
#include <vector>

#include "engine/engine.h"

namespace lore::ai {

// An option named so that it means the same move in every sample of the hidden cards: a card
// in a hidden zone is named by what it is (its object differs between samples), a visible
// object by its id.
struct MoveKey {
  OptKind kind;
  int32_t n;
  CardId card;
  ObjId obj;
  bool operator==(const MoveKey&) const = default;
};

MoveKey move_key(const GameState& st, const Option& o);

// One edge of the tree: a move of the searching player, its statistics, and how often it was
// available (information-set UCB: a move seen in few samples is not penalised for that).
struct Edge {
  MoveKey key;
  double total = 0;
  int visits = 0, available = 0;
  int child = -1;  // the node of the player's next own decision, made on first use
};

struct Node {
  std::vector<Edge> edges;
};

struct Tree {
  std::vector<Node> nodes = std::vector<Node>(1);  // nodes[0] is the root
  // Visits of the root's moves (the iterations the tree holds).
  int root_visits() const;
};

// The part of `t` below the root's move `key`, re-rooted there (its own decision next); a tree
// with an empty root when that move has no node below it.
Tree subtree(const Tree& t, const MoveKey& key);

// The moves of the roots of `trees` (one per thread, root parallelisation) with their visits
// and rewards added up by key, in the order first seen.
std::vector<Edge> merged_root(const std::vector<Tree>& trees);

}  // namespace lore::ai
