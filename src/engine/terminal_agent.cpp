#include "terminal_agent.h"

#include <fmt/format.h>

#include <cctype>
#include <istream>
#include <ostream>
#include <stdexcept>

#include "describe.h"
#include "engine.h"
#include "log_view.h"
#include "scenario/lex.h"
#include "text_file.h"

namespace lore {

namespace {

constexpr const char* kHelp =
    "  N      choose option N (Nm: cast or activate it and choose the mana sources yourself)\n"
    "  Enter  pass priority (also: p)\n"
    "  e      pass until end of turn (you are still asked to block and choose)\n"
    "  w      pass until something happens (the opponent casts or activates something, you\n"
    "         are asked something else, or your turn begins)\n"
    "  ?N     the text of the card of option N; ?NAME the text of a card by name\n"
    "  b      the board again;  z  graveyards and exile\n"
    "  stops  your stops;  stop STEP [opp]  stop in STEP (of the opponent's turn) or not\n"
    "  auto   mana paid for you (on) or by hand (off)\n";

int index_of(const Decision& d, OptKind kind) {
  for (size_t i = 0; i < d.options.size(); ++i)
    if (d.options[i].kind == kind) return static_cast<int>(i);
  return -1;
}

bool whole_number(const std::string& s, int& n) {
  if (s.empty() || s.size() > 6) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  n = std::stoi(s);
  return true;
}

// The card text shown by "?": what `lore card` prints, in short.
std::string card_text(const CardDef& c) {
  std::string s = fmt::format("{} {}\n{}\n", c.name, c.cost.str(), c.type_line);
  if (!c.oracle.empty()) s += c.oracle + "\n";
  if (c.is(TCreature)) s += fmt::format("{}/{}\n", c.power_text, c.toughness_text);
  if (c.is(TPlaneswalker)) s += fmt::format("Loyalty: {}\n", c.loyalty_text);
  if (c.back != kNoCard) s += fmt::format("Back face: {}\n", card_def(c.back).name);
  if (c.adventure != kNoCard) s += fmt::format("Adventure: {}\n", card_def(c.adventure).name);
  return s;
}

// The text of what the decision is about: the ability on the stack it belongs to, else the
// card's own text.
std::string about_text(const GameState& st, ObjId about) {
  if (about == kNoObj) return "";
  if (!st.stack.empty() && st.stack.back().obj == about && st.stack.back().ability)
    if (const Ability* a = item_ability(st.stack.back()); a && !a->text.empty()) return a->text;
  const CardDef& c = card_def(st.obj(about).card);
  return c.oracle;
}

}  // namespace

// Auto-pay (601.2g-h): every option keeps the rest of the cost payable (payment_options()), so
// any is safe; the one chosen leaves the most choice for later: a land before a creature, a
// source that makes one kind of mana before one that makes several, colorless for generic.
int best_mana_source(const GameState& st, const Decision& d) {
  int best = 0, best_score = 1 << 30;
  for (size_t i = 0; i < d.options.size(); ++i) {
    const Option& o = d.options[i];
    if (o.obj == kNoObj) return static_cast<int>(i);
    int kinds = 0;
    for (const Option& other : d.options) kinds += other.obj == o.obj;
    bool land = card_def(st.obj(o.obj).card).is(TLand);
    int score = (land ? 0 : 100) + 10 * kinds + (o.n == MC ? 0 : 1);
    if (score < best_score) best = static_cast<int>(i), best_score = score;
  }
  return best;
}

TerminalAgent::TerminalAgent(PlayerId seat, std::istream& in, std::ostream& out)
    : seat_(seat), in_(in), out_(out) {
  // Where an instant is most often cast: your own main phases; the opponent's declare
  // attackers step (after attacks, before blocks) and end step.
  auto at = [](Step s) { return static_cast<size_t>(s); };
  stops[0][at(Step::Main1)] = stops[0][at(Step::Main2)] = true;
  stops[1][at(Step::DeclareAttackers)] = stops[1][at(Step::End)] = true;
}

int TerminalAgent::choose(const GameState& st) {
  int choice = 0;
  if (answered_for_player(st, choice)) return choice;
  return ask_player(st);
}

// Decisions the player's settings answer: mana payment and priority outside their stops.
bool TerminalAgent::answered_for_player(const GameState& st, int& choice) {
  const Decision& d = st.decision;
  if (d.kind == DecisionKind::PayMana) {
    if (!auto_pay || pay_by_hand_) return false;
    choice = best_mana_source(st, d);
    return true;
  }
  if (d.kind != DecisionKind::Priority) {
    if (passing_ == Passing::UntilSomethingHappens) passing_ = Passing::No;
    return false;
  }
  pay_by_hand_ = false;
  int pass = index_of(d, OptKind::Pass);
  if (pass < 0) return false;
  bool opponent_acted = !st.stack.empty() && st.stack.back().controller != seat_;
  if (passing_ == Passing::UntilEndOfTurn && st.turn != passing_turn_) passing_ = Passing::No;
  bool your_new_turn = st.active == seat_ && st.turn != passing_turn_;
  if (passing_ == Passing::UntilSomethingHappens && (opponent_acted || your_new_turn))
    passing_ = Passing::No;
  bool pass_now = passing_ != Passing::No;
  if (!pass_now && !st.stack.empty()) {
    pass_now = !opponent_acted;  // 117.3c: your own spell or ability waits for the opponent
  } else if (!pass_now) {
    bool mine = st.active == seat_;
    pass_now = !stops[mine ? 0 : 1][static_cast<size_t>(st.step)];
    if (!mine && st.step == Step::DeclareAttackers) {  // a stop only when something attacks
      bool attacked = false;
      for (ObjId id : st.battlefield) attacked |= st.obj(id).attacking;
      pass_now = pass_now || !attacked;
    }
  }
  if (pass_now) choice = pass;
  return pass_now;
}

std::string TerminalAgent::read_answer() {
  std::string line;
  // Read by character so a line without end (`< /dev/zero`) costs no more than kMaxAnswer.
  for (int c = in_.get(); c != '\n'; c = in_.get()) {
    if (c == std::char_traits<char>::eof()) {
      if (line.empty()) throw std::runtime_error("standard input closed");
      break;
    }
    if (c == '\0') throw std::runtime_error("standard input is not text (a NUL byte)");
    if (line.size() == kMaxAnswer)
      throw std::runtime_error(
          fmt::format("an answer line longer than {} characters on standard input", kMaxAnswer));
    line += static_cast<char>(c);
  }
  return scn::trim(line);
}

int TerminalAgent::ask_number(const GameState& st) {
  const Decision& d = st.decision;
  out_ << "  " << describe_range(st, d) << "\n";
  while (true) {
    out_ << "> " << std::flush;
    std::string line = read_answer();
    int n = 0;
    if (whole_number(line, n) && d.range.allows(n)) return n;
    if (line == "?" || line == "help") {
      out_ << "  N      the number N\n";
    } else if (line.size() > 1 && line[0] == '?') {
      show_card_text(st, scn::trim(line.substr(1)));
    } else if (line == "b") {
      show_board(st, true);
    } else if (line == "z") {
      show_zones(st);
    } else {
      out_ << "Please type " << describe_range(st, d) << ".\n";
    }
  }
}

int TerminalAgent::ask_player(const GameState& st) {
  const Decision& d = st.decision;
  ++prompts_;
  switch (d.kind) {
    case DecisionKind::Priority:
    case DecisionKind::DeclareAttacker:
    case DecisionKind::DeclareBlocker:
    case DecisionKind::Mulligan: show_board(st, false); break;
    default: break;
  }
  out_ << "\n" << relabel(st, question(st)) << "\n";
  if (d.is_number()) return ask_number(st);
  bool by_name = d.kind == DecisionKind::ChooseName;
  for (size_t i = 0; !by_name && i < d.options.size(); ++i)
    out_ << fmt::format("  [{}] {}\n", i, relabel(st, option_text(st, d.options[i])));
  while (true) {
    out_ << (by_name ? "Type a card name> " : "> ") << std::flush;
    std::string line = read_answer();
    int choice = 0;
    if (by_name && !line.empty() && line[0] != '?') {
      CardId id = CardDb::get().find(line);  // 201.4: every card name is an option
      for (size_t i = 0; id != kNoCard && i < d.options.size(); ++i)
        if (card_def(static_cast<CardId>(d.options[i].n)).name == card_def(id).name)
          return static_cast<int>(i);
      out_ << fmt::format("{} is not a card name that may be chosen.\n", excerpt(line));
      continue;
    }
    if (command(st, line, choice)) return choice;
  }
}

// One line typed at the prompt: true with `choice` when it answers the decision.
bool TerminalAgent::command(const GameState& st, const std::string& line, int& choice) {
  const Decision& d = st.decision;
  int pass = index_of(d, OptKind::Pass);
  std::string number = line;
  bool by_hand = !line.empty() && line.back() == 'm';
  if (by_hand) number.pop_back();
  if (whole_number(number, choice)) {
    if (choice < static_cast<int>(d.options.size())) {
      pay_by_hand_ = by_hand;
      return true;
    }
    out_ << fmt::format("There is no option {}: type 0 to {}, or ? for help.\n", choice,
                        d.options.size() - 1);
    return false;
  }
  if ((line.empty() || line == "p" || line == "e" || line == "w") && pass >= 0) {
    passing_ = line == "e"   ? Passing::UntilEndOfTurn
               : line == "w" ? Passing::UntilSomethingHappens
                             : Passing::No;
    passing_turn_ = st.turn;
    choice = pass;
    return true;
  }
  if (line == "?" || line == "help") {
    out_ << kHelp;
  } else if (line[0] == '?') {
    show_card_text(st, scn::trim(line.substr(1)));
  } else if (line == "b") {
    show_board(st, true);
  } else if (line == "z") {
    show_zones(st);
  } else if (line == "stops") {
    show_stops();
  } else if (line.rfind("stop ", 0) == 0) {
    std::string rest = scn::trim(line.substr(5));
    bool opp = rest.size() > 4 && rest.substr(rest.size() - 4) == " opp";
    if (opp) rest = scn::trim(rest.substr(0, rest.size() - 4));
    if (auto s = scn::parse_step(rest)) {
      bool& stop = stops[opp ? 1 : 0][static_cast<size_t>(*s)];
      stop = !stop;
      show_stops();
    } else {
      out_ << fmt::format(
          "\"{}\" is not a step (upkeep draw main1 begin-combat attackers "
          "blockers damage end-combat main2 end)\n",
          rest);
    }
  } else if (line == "auto") {
    auto_pay = !auto_pay;
    out_ << fmt::format("Mana is paid {}.\n", auto_pay ? "for you" : "by hand");
  } else {
    out_ << (pass >= 0 || !line.empty() ? "Type an option's number, or ? for help.\n"
                                        : "This can't be passed: type an option's number.\n");
  }
  return false;
}

std::string TerminalAgent::question(const GameState& st) const {
  const Decision& d = st.decision;
  std::string about = d.about == kNoObj ? "" : describe_object(st, d.about);
  std::string text = about_text(st, d.about);
  std::string said = text.empty() ? about : about + ": " + text;
  switch (d.kind) {
    case DecisionKind::Priority:
      if (!st.stack.empty()) {
        const StackItem& top = st.stack.back();
        return fmt::format("{}{} is on the stack ({}). Respond, or pass (Enter)?",
                           describe_object(st, top.obj), top.ability ? "'s ability" : "",
                           top.controller == seat_ ? "yours" : "the opponent's");
      }
      return fmt::format("Turn {}, {} step of {} turn. Play, cast, activate, or pass (Enter)?",
                         st.turn, step_name(st.step),
                         st.active == seat_ ? "your" : fmt::format("P{}'s", st.active + 1));
    case DecisionKind::ChooseTarget: return "Choose a target for " + said;
    case DecisionKind::ChooseMode: return "Choose a mode for " + said;
    case DecisionKind::ChooseX: return "Choose X for " + said;
    case DecisionKind::PayMana:
      return fmt::format("Pay {} for {}: choose a mana source", st.paying.str(), about);
    case DecisionKind::DeclareAttacker: return "Declare attackers: what does " + about + " do?";
    case DecisionKind::DeclareBlocker: return "Declare blockers: what does " + about + " do?";
    case DecisionKind::Mulligan:
      return fmt::format("Keep this hand, or take mulligan number {}?", d.n + 1);
    case DecisionKind::MulliganBottom:
      return "Choose a card of your hand to put on the bottom of your library";
    case DecisionKind::ChooseCostObject: return "Choose what to pay the cost of " + said + " with";
    case DecisionKind::YesNo: return "Do you want to? " + said;
    case DecisionKind::CommandZone:
      return "Put your commander " + about + " into the command zone?";
    case DecisionKind::ScryCard: return "Scry: where does " + about + " go?";
    case DecisionKind::SurveilCard: return "Surveil: where does " + about + " go?";
    case DecisionKind::TopOrBottom:
      return "Put " + about + " on the top or the bottom of your library?";
    case DecisionKind::Untap: return "Untap " + about + " during this untap step?";
    case DecisionKind::CleanupDiscard: return "Discard down to seven cards: choose a card";
    case DecisionKind::ChooseName: return "Choose a card name for " + said;
    case DecisionKind::ChooseType: return "Choose a type for " + said;
    case DecisionKind::ChooseStartingPlayer: return "You won the toss: play first or draw first?";
    case DecisionKind::ChooseCard: return "Choose a card for " + said;
    case DecisionKind::ChooseColor: return "Choose a color of mana for " + said;
    case DecisionKind::OrderTriggers:
      return "Choose which of your triggered abilities goes on "
             "the stack next (the last one resolves first)";
    case DecisionKind::AssignDamage:
      return fmt::format("Assign the combat damage of {} ({} left to assign)", about, d.n);
    case DecisionKind::LegendRule: return "Legend rule (704.5j): choose the legend to keep";
    case DecisionKind::ChooseNumber:
      if (d.n == kShieldShareChoice)  // 615.7
        return "A prevention shield is shared by damage dealt at once (615.7): how much of it "
               "prevents the damage " +
               about + " would deal?";
      break;
    default: break;
  }
  return describe_decision(st, d) + (text.empty() ? "" : ": " + text);
}

std::string TerminalAgent::where(const GameState& st, ObjId id) const {
  const Object& o = st.obj(id);
  PlayerId whose = o.zone == Zone::Battlefield || o.zone == Zone::Stack ? o.controller : o.owner;
  return fmt::format(" [{}, {}]", whose == seat_ ? "yours" : fmt::format("P{}'s", whose + 1),
                     zone_name(o.zone));
}

std::string TerminalAgent::option_text(const GameState& st, const Option& o) const {
  const Decision& d = st.decision;
  std::string s = describe_option(st, d, o);
  if (o.kind == OptKind::Object && o.obj != kNoObj) s += where(st, o.obj);
  if (o.kind == OptKind::Player)
    s = fmt::format("P{} ({}, {} life)", o.n + 1, o.n == seat_ ? "you" : "opponent",
                    st.players[static_cast<size_t>(o.n)].life);
  return s;
}

void TerminalAgent::show_board(const GameState& st, bool always) {
  std::string board = relabel(st, describe_board(st, seat_));
  if (!always && board == last_board_) return;
  last_board_ = board;
  out_ << "\n" << board;
}

void TerminalAgent::show_zones(const GameState& st) {
  auto list = [&](const std::vector<ObjId>& ids) {
    std::string s;
    for (ObjId id : ids) s += (s.empty() ? " " : "; ") + describe_object(st, id);
    return s.empty() ? " (empty)" : s;
  };
  for (PlayerId p = 0; p < 2; ++p)
    out_ << relabel(st, fmt::format("P{} graveyard:{}\n", p + 1,
                                    list(st.players[static_cast<size_t>(p)].graveyard)));
  out_ << relabel(st, "Exile:" + list(st.exile) + "\n");
}

void TerminalAgent::show_card_text(const GameState& st, const std::string& what) {
  const Decision& d = st.decision;
  int n = 0;
  CardId card = kNoCard;
  if (whole_number(what, n)) {
    if (n < static_cast<int>(d.options.size())) {
      const Option& o = d.options[static_cast<size_t>(n)];
      ObjId id = o.obj != kNoObj ? o.obj : o.kind == OptKind::Block ? o.n : kNoObj;
      if (id != kNoObj) card = st.obj(id).card;
    }
  } else {
    card = CardDb::get().find(what);
  }
  if (card == kNoCard) {
    out_ << fmt::format("No card \"{}\" (?N: the card of option N; ?NAME: a card by name).\n",
                        what);
    return;
  }
  out_ << card_text(card_def(card));
}

void TerminalAgent::show_stops() {
  for (int mine = 0; mine < 2; ++mine) {
    std::string s;
    for (int i = 0; i < 13; ++i)
      if (stops[static_cast<size_t>(mine)][static_cast<size_t>(i)])
        s += fmt::format(" {}", step_name(static_cast<Step>(i)));
    out_ << fmt::format("Stops on {} turn:{}\n", mine == 0 ? "your" : "the opponent's",
                        s.empty() ? " none" : s);
  }
}

void TerminalAgent::show_log(const GameState& st, const Log& log, size_t from) {
  for (size_t i = from; i < log.size(); ++i)
    out_ << relabel(st, render_text_for(log[i], seat_)) << "\n";
}

int TerminalAgent::label(const GameState& st, ObjId id) {
  if (auto it = labels_.find(id); it != labels_.end()) return it->second;
  int found = 0;
  // Follow the card back through the zones the player saw it in: never through a library or
  // the opponent's hand, where they could not tell it from another card.
  for (ObjId p = st.obj(id).prev; p != kNoObj && !found; p = st.obj(p).prev) {
    if (auto it = labels_.find(p); it != labels_.end()) found = it->second;
    const Object& o = st.obj(p);
    if (o.zone == Zone::Library || (o.zone == Zone::Hand && o.owner != seat_)) break;
  }
  return labels_[id] = found ? found : next_label_++;
}

std::string TerminalAgent::relabel(const GameState& st, const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    size_t j = i + 1;
    while (text[i] == '#' && j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])))
      ++j;
    if (j == i + 1 || j - i > 8) {
      out += text[i];
      continue;
    }
    ObjId id = std::stoi(text.substr(i + 1, j - i - 1));
    if (id < 0 || static_cast<size_t>(id) >= st.objects.size()) {
      out += text.substr(i, j - i);
    } else {
      out += fmt::format("#{}", label(st, id));
    }
    i = j - 1;
  }
  return out;
}

}  // namespace lore
