#include "fixtures.h"

#include <stdexcept>
#include <string>

#include "bench/runner.h"
#include "engine/agents.h"
#include "engine/card_db.h"

namespace lore::bench {

Workload fixture_workload(const char* name) {
  if (std::string(name) == "ogre") return ogre_workload();
  Workload w;
  std::string err, dir = std::string(LORE_SOURCE_DIR) + "/decks/";
  if (!deck_workload(name, dir + "dmu_sagas.txt", dir + "fin_summons.txt", w, err))
    throw std::runtime_error(err);
  return w;
}

Game mid_game(const Workload& w, int decisions) {
  for (uint64_t seed = 1; seed < 1000; ++seed) {
    Game g = random_game_at(w, seed, decisions);
    if (!g.over() && g.st.battlefield.size() >= 2) return g;
  }
  throw std::logic_error("no seed gives a mid-game state");
}

Game quiet_game() {
  GameSetup setup;
  setup.decks[0] = setup.decks[1] = std::vector<CardId>(40, CardDb::get().find("Grey Ogre"));
  setup.mulligans = false;
  setup.starting = 0;
  Game g = Game::start(setup);  // stops at the first cleanup discard
  // Hands go to the bottom of the libraries; cleanup, run again, finds nothing to discard.
  for (Player& p : g.st.players) {
    for (ObjId id : p.hand) {
      g.st.obj(id).zone = Zone::Library;
      p.library.push_back(id);
    }
    p.hand.clear();
  }
  g.st.decision = Decision{};
  g.st.has_answer = false;
  return g;
}

}  // namespace lore::bench
