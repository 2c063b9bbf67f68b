// The pieces of the `lore` Python module (module.cpp puts them together; docs/python.md).
#pragma once
#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "ai/determinize.h"
#include "engine/game.h"

namespace lore::py {

namespace pyb = pybind11;

// An engine error (a bad deck, state text, replay or scenario): lore.Error in Python, with the
// engine's message. An illegal answer or argument is a ValueError (std::invalid_argument).
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A deck given from Python: a deck file or shipped deck name, or a list of card names.
std::vector<CardId> deck_from(const pyb::handle& spec, const std::string& format);
// The decks of each seat: seat i plays decks[i % len(decks)].
ai::DeckLists seat_decks(const pyb::list& decks, int players, const std::string& format);

// The observation arrays of one player as a dict of new NumPy arrays.
pyb::dict observation_dict(const GameState& st, PlayerId viewer);
// The pending decision as a lore.Decision (its options described for the one who decides).
pyb::object decision_object(const GameState& st);

void bind_game(pyb::module_& m);
void bind_env(pyb::module_& m);
void bind_simulate(pyb::module_& m);

}  // namespace lore::py
