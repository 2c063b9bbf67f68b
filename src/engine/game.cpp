// The driver: a stack of resumable tasks in the state, run until a decision is pending.
#include "game.h"

#include <fmt/format.h>

#include <algorithm>

#include "engine.h"

namespace lore {

namespace {

// Answers at once when only `single` may be chosen (auto_single), else poses the decision.
Decision* pose(Game& g, DecisionKind kind, PlayerId who, ObjId about, int32_t n, bool one,
               const Option& single) {
  if (g.auto_single && one) {
    g.st.answer = single;
    g.st.has_answer = true;
    return nullptr;
  }
  Decision& d = g.st.decision;
  d.kind = kind;
  d.player = who;
  d.about = about;
  d.n = n;
  return &d;
}

}  // namespace

void ask(Game& g, DecisionKind kind, PlayerId who, std::vector<Option>&& options, ObjId about,
         int32_t n) {
  bool one = options.size() == 1;
  if (Decision* d = pose(g, kind, who, about, n, one, one ? options[0] : Option{})) {
    d->options.swap(options);  // a caller's reusable buffer gets the old one back
    d->range = {};
  }
}

void ask_number(Game& g, DecisionKind kind, PlayerId who, NumberRange range, ObjId about,
                int32_t n) {
  Option single{OptKind::Number, range.obj, range.nth(0)};
  if (Decision* d = pose(g, kind, who, about, n, range.count() == 1, single)) {
    d->options.clear();
    d->range = range;
  }
}

bool take_answer(Game& g, Option& out) {
  if (!g.st.has_answer) return false;
  out = g.st.answer;
  g.st.has_answer = false;
  return true;
}

LogEntry entry(const Game& g, LogKind kind, const char* rule) {
  LogEntry e{kind};
  e.rule = rule;
  e.turn = g.st.turn;
  e.step = g.st.step;
  return e;
}

void log_obj(Game& g, LogKind kind, const char* rule, ObjId obj, int32_t amount, ObjId obj2) {
  if (!g.log) return;
  LogEntry e = entry(g, kind, rule);
  if (obj != kNoObj) {
    e.obj = obj;
    e.card = g.st.obj(obj).card;
    e.player = g.st.obj(obj).controller;
  }
  if (obj2 != kNoObj) {
    e.obj2 = obj2;
    e.card2 = g.st.obj(obj2).card;
  }
  e.amount = amount;
  g.emit(e);
}

namespace {

void run_task(Game& g, Task t) {
  switch (t.kind) {
    case TaskKind::StartGame: return run_start_game(g, t);
    case TaskKind::Turn: return run_turn(g, t);
    case TaskKind::Priority: return run_priority(g, t);
    case TaskKind::CastSpell: return run_cast(g, t);
    case TaskKind::Activate: return run_activate(g, t);
    case TaskKind::Resolve: return run_resolve(g, t);
    case TaskKind::PutTriggers: return run_put_triggers(g, t);
    case TaskKind::DeclareAttackers: return run_declare_attackers(g, t);
    case TaskKind::DeclareBlockers: return run_declare_blockers(g, t);
    case TaskKind::CombatDamage: return run_combat_damage(g, t);
    case TaskKind::Cleanup: return run_cleanup(g, t);
    case TaskKind::StateBasedActions: return run_sba(g, t);
    case TaskKind::ReturnExiled: return run_return_exiled(g, t);
    case TaskKind::ManaDamage: return run_mana_damage(g, t);
    case TaskKind::ManaAbilityCost: return run_mana_ability_cost(g, t);
    case TaskKind::ManaChoiceCost: return run_mana_choice_cost(g, t);
    case TaskKind::ManaColor: return run_mana_color(g, t);
    case TaskKind::DrawCards: return run_draw_cards(g, t);
    case TaskKind::CastExiledWithinManaValue: return run_cast_exiled_within_mana_value(g, t);
  }
}

}  // namespace

// 104.4b: a loop of mandatory actions that no player can stop makes the game a draw. The
// engine sees one as tasks that run without end and ask nothing.
void end_in_a_loop_draw(Game& g) {
  g.st.over = true;
  g.st.winner = kNoPlayer;
  g.st.decision = Decision{};
  if (!g.log) return;
  LogEntry e = entry(g, LogKind::GameOver, "104.4b");
  e.player = kNoPlayer;
  g.emit(e);
}

void Game::advance() {
  uint64_t tasks_run = 0;
  while (!st.over && !st.decision.pending() && !st.tasks.empty()) {
    if (++tasks_run > max_tasks_without_decision) return end_in_a_loop_draw(*this);
    Task t = st.tasks.back();
    st.tasks.pop_back();
    // Priority, the turn's steps, combat declarations and cleanup say themselves when they
    // change what the state-based actions look at (sba_settled).
    if (t.kind != TaskKind::Priority && t.kind != TaskKind::Turn &&
        t.kind != TaskKind::StateBasedActions && t.kind != TaskKind::DeclareAttackers &&
        t.kind != TaskKind::DeclareBlockers && t.kind != TaskKind::Cleanup)
      st.sba_settled = false;
    run_task(*this, t);
  }
}

Game Game::start(const GameSetup& setup, Log* log) {
  Game g;
  g.log = log;
  GameState& st = g.st;
  st.rng.reseed(setup.seed);
  st.num_players = static_cast<int8_t>(std::clamp(setup.players, 2, kMaxPlayers));
  st.format = setup.format;
  if (st.two_headed()) {  // 810.1: two teams of two; 810.4: each team starts at 30 life
    st.num_players = 4;
    for (PlayerId p = 0; p < st.num_players; ++p) st.players[static_cast<size_t>(p)].life = 30;
  }
  if (setup.format == Format::Commander)
    for (PlayerId p = 0; p < st.num_players; ++p) {
      st.players[static_cast<size_t>(p)].life = 40;                                       // 903.7
      for (CardId c : setup.commanders[static_cast<size_t>(p)]) add_commander(st, c, p);  // 903.6
    }
  for (PlayerId p = 0; p < st.num_players; ++p)
    for (CardId c : setup.decks[static_cast<size_t>(p)]) {
      ObjId id = new_object(st, c, p, Zone::Library);
      st.players[static_cast<size_t>(p)].library.push_back(id);
    }
  Task t{TaskKind::StartGame};
  t.a = setup.starting;
  t.b = setup.mulligans;
  t.c = setup.shuffle;
  push_task(g, t);
  g.advance();
  return g;
}

bool Game::answer(int index, std::string* error) {
  if (!st.decision.pending()) {
    if (error) *error = "no decision is pending";
    return false;
  }
  if (st.decision.is_number()) {
    const NumberRange& r = st.decision.range;
    if (!r.allows(index)) {
      if (error)
        *error = fmt::format("{} is not a legal number for {} ({}..{}{})", index,
                             decision_kind_name(st.decision.kind), r.lo, r.hi,
                             r.excluded ? ", some values excluded" : "");
      return false;
    }
    st.answer = {OptKind::Number, r.obj, index};
  } else if (index < 0 || index >= static_cast<int>(st.decision.options.size())) {
    if (error)
      *error = fmt::format("option {} is not one of the {} legal options of {}", index,
                           st.decision.options.size(), decision_kind_name(st.decision.kind));
    return false;
  } else {
    st.answer = st.decision.options[static_cast<size_t>(index)];
  }
  st.has_answer = true;
  // Cleared, not replaced: the options buffer keeps its capacity for the next decision (ask()
  // swaps it with the caller's), so the steady loop doesn't allocate.
  st.decision.options.clear();
  st.decision =
      Decision{DecisionKind::None, kNoPlayer, kNoObj, 0, std::move(st.decision.options), {}};
  ++st.actions;
  advance();
  return true;
}

}  // namespace lore
