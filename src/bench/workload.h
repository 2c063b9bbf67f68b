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
  std::array<std::vector<CardId>, kMaxPlayers> commanders;  // a Commander game's (903.3)
};

// The same workload for `n` players: seat i plays the deck of seat i % 2.
Workload with_players(Workload w, int n, Format format = Format::FreeForAll);

// 20 Mountain + 20 Grey Ogre each: the cheapest complete game the engine can play.
Workload ogre_workload();
// `commander4`: four players of a Commander game (903), seats playing the two shipped Commander
// decks in turn.
bool commander_workload(Workload& out, std::string& error);
// Two deck files, relative to the current directory (or shipped decks, by name); with `format`
// Commander, each deck's Commander section leads it. Returns false with `error` set.
bool deck_workload(const std::string& name, const std::string& deck1, const std::string& deck2,
                   Workload& out, std::string& error, Format format = Format::FreeForAll);

}  // namespace lore::bench
