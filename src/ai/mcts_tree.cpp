#include "ai/mcts_tree.h"

#include <algorithm>

namespace lore::ai {

MoveKey move_key(const GameState& st, const Option& o) {
  MoveKey k{o.kind, o.n, kNoCard, kNoObj};
  if (o.obj == kNoObj) return k;
  const Object& ob = st.obj(o.obj);
  k.card = ob.card;
  if (ob.zone != Zone::Hand && ob.zone != Zone::Library) k.obj = o.obj;
  return k;
}

int Tree::root_visits() const {
  int n = 0;
  for (const Edge& e : nodes[0].edges) n += e.visits;
  return n;
}

Tree subtree(const Tree& t, const MoveKey& key) {
  Tree out;
  const std::vector<Edge>& root = t.nodes[0].edges;
  auto it = std::find_if(root.begin(), root.end(), [&](const Edge& e) { return e.key == key; });
  if (it == root.end() || it->child < 0) return out;
  out.nodes[0] = t.nodes[static_cast<size_t>(it->child)];
  // Breadth first: each copied node's children are appended and its edges pointed at them.
  for (size_t i = 0; i < out.nodes.size(); ++i)
    for (size_t e = 0; e < out.nodes[i].edges.size(); ++e) {
      int old = out.nodes[i].edges[e].child;
      if (old < 0) continue;
      Node copy = t.nodes[static_cast<size_t>(old)];
      out.nodes[i].edges[e].child = static_cast<int>(out.nodes.size());
      out.nodes.push_back(std::move(copy));
    }
  return out;
}

std::vector<Edge> merged_root(const std::vector<Tree>& trees) {
  std::vector<Edge> sum;
  for (const Tree& t : trees)
    for (const Edge& e : t.nodes[0].edges) {
      auto it = std::find_if(sum.begin(), sum.end(), [&](const Edge& s) { return s.key == e.key; });
      if (it == sum.end()) {
        sum.push_back(e);
        sum.back().child = -1;
      } else {
        it->total += e.total;
        it->visits += e.visits;
        it->available += e.available;
      }
    }
  return sum;
}

}  // namespace lore::ai
