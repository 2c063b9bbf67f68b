// Benchmark workloads: two fixed decks played by uniform random agents (docs/performance.md).
#pragma once
#include <array>
#include <string>
#include <vector>

#include "engine/format.h"
#include "engine/types.h"

namespace lore::bench {

struct Workload {
  std::string name;
  // Seats 0 .. players - 1 (800: a free-for-all game with more than two).
  std::array<std::string, kMaxPlayers> deck_names;  // what the report prints
  std::array<std::vector<CardId>, kMaxPlayers> decks;
  int players = 2;
  Format format = Format::FreeForAll;  // 810: Two-Headed Giant with four players
  bool mulligans = false;              // benchmarks keep their opening hands
};

// The same workload for `n` players: seat i plays the deck of seat i % 2.
Workload with_players(Workload w, int n, Format format = Format::FreeForAll);

// 20 Mountain + 20 Grey Ogre each: the cheapest complete game the engine can play.
Workload ogre_workload();
// Two deck files, relative to the current directory. Returns false with `error` set.
bool deck_workload(const std::string& name, const std::string& deck1, const std::string& deck2,
                   Workload& out, std::string& error);

}  // namespace lore::bench
