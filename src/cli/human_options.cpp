#include "cli/human_options.h"

#include "engine/text_file.h"

namespace lore {

void add_human_options(CLI::App* play, HumanOptions& o) {
  play->add_option("--seat", o.seat, "With --human: play as player 1 or 2")
      ->check(CLI::Range(1, 2))
      ->capture_default_str();
  play->add_option("--start", o.start,
                   "With --human: play first, draw first, or let the toss decide (103.1)")
      ->check(CLI::IsMember({"play", "draw", "toss"}))
      ->capture_default_str();
  play->add_option("--opponent", o.opponent,
                   "With --human: the computer player (random, heuristic, mcts; default: --p2)")
      ->check(CLI::IsMember({"random", "heuristic", "mcts", "mcts-random"}));
  play->add_option("--resume", o.resume,
                   "With --human: go on from a saved replay (its decks and seed are used)");
  play->add_flag("--board-stderr", o.board_on_stderr,
                 "With --human: board and prompts on standard error (always with --log json)");
  play->add_option("--viewer", o.viewer,
                   "Print the log as this player sees it (P1, P2; all: everything; with --human "
                   "the default is the human player)")
      ->check(CLI::IsMember({"P1", "P2", "all"}));
}

PlayerId starting_player(const HumanOptions& o) {
  PlayerId you = static_cast<PlayerId>(o.seat - 1);
  if (o.start == "play") return you;
  if (o.start == "draw") return static_cast<PlayerId>(1 - you);
  return kNoPlayer;
}

bool load_resume(const std::string& path, Replay& out, std::string& error) {
  TextFile f = read_text_file(path, "replay file", kReplayLimits);
  if (!f.ok()) {
    error = f.error;
    return false;
  }
  return replay_from_json(f.text, path, out, error);
}

}  // namespace lore
