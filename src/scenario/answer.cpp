// Script lines that answer decisions: each finds the legal option by meaning (kind + object or
// number), never by position, and fails naming the legal options when none matches.
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <iostream>

#include "engine/card_db.h"
#include "engine/engine.h"
#include "scenario/lex.h"
#include "scenario/runner.h"

namespace lore::scn {

namespace {

using Pred = std::function<bool(const Option&)>;

struct Answerer {
  Run& run;
  const Command& c;

  const Decision& d() const { return run.g.decision(); }

  // The pending decision must be one of `kinds`.
  void want(std::initializer_list<DecisionKind> kinds) {
    if (run.g.over()) run.fail(c.line, fmt::format("'{}': the game is already over", c.text));
    if (std::find(kinds.begin(), kinds.end(), d().kind) != kinds.end()) return;
    std::string names;
    for (DecisionKind k : kinds) names += (names.empty() ? "" : " or ") + decision_word(k);
    run.fail(c.line, fmt::format("'{}' answers {}, but the pending decision is {}", c.text, names,
                                 run.options_text()));
  }
  // `replace NAME` written before `replace shield-counter`: NAME has a shield counter (122.1c)
  // and no option of the decision is an effect of NAME's, so it can only mean the counter.
  bool names_shield_holder_only(const Ref& r) const {
    if (r.kind == Ref::None) return false;
    for (const Option& o : d().options)
      if (o.n >= 0 && names(r, static_cast<ObjId>(o.n))) return false;
    const auto& objs = run.g.st.objects;
    for (size_t i = 0; i < objs.size(); ++i)
      if (!objs[i].left && objs[i].zone == Zone::Battlefield &&
          objs[i].count(Counter::Shield) > 0 && names(r, static_cast<ObjId>(i)))
        return true;
    return false;
  }
  void choose(const Pred& p, const std::string& what) {
    const auto& opts = d().options;
    for (size_t i = 0; i < opts.size(); ++i)
      if (p(opts[i])) return answer(static_cast<int>(i));
    run.reject(c.line, fmt::format("illegal answer: {} is not a legal option of {}", what,
                                   run.options_text()));
  }
  void answer(int i) {
    std::string err;
    if (!run.g.answer(i, &err)) run.fail(c.line, err + "; " + run.options_text());
  }
  bool names(const Ref& r, ObjId id) const { return run.names(r, id); }

  void target(const Ref& r) {
    want({DecisionKind::ChooseTarget});
    if (r.kind == Ref::Done)
      return choose([](const Option& o) { return o.kind == OptKind::Done; }, "'done'");
    if (r.kind == Ref::Player)
      return choose([&](const Option& o) { return o.kind == OptKind::Player && o.n == r.player; },
                    "target " + r.text);
    if (r.stack_ability)  // the options list the abilities on the stack topmost first
      return choose(
          [&](const Option& o) { return o.kind == OptKind::StackAbility && names(r, o.obj); },
          "target " + r.text);
    choose([&](const Option& o) { return o.kind == OptKind::Object && names(r, o.obj); },
           "target " + r.text);
  }
  // A number decision takes the value itself (when it is legal); a decision whose options are
  // numbers (modes, piles) takes the option with that number.
  void number(int n, const Ref* about = nullptr) {
    std::string what =
        about ? fmt::format("assigning {} to {}", n, about->text) : fmt::format("the number {}", n);
    if (d().is_number()) {
      if (d().range.allows(n) && (!about || names(*about, d().range.obj))) return answer(n);
      run.reject(c.line, fmt::format("illegal answer: {} is not a legal option of {}", what,
                                     run.options_text()));
    }
    choose(
        [&](const Option& o) {
          return o.kind == OptKind::Number && o.n == n && (!about || names(*about, o.obj));
        },
        what);
  }

  // The option index of "ability N" of the object: N counts its activated abilities from 1, its
  // own card's in printed order, then those it has from other permanents (613.1f) in the order
  // granted_activated_abilities() finds them.
  int ability_index(ObjId obj, int n) const {
    const auto& abs = card_def(run.g.st.obj(obj).card).abilities;
    for (size_t i = 0; i < abs.size(); ++i)
      if (abs[i].kind == AbilityKind::Activated && !abs[i].granted && --n == 0)
        return static_cast<int>(i);
    std::vector<GrantedAbility> granted;
    granted_activated_abilities(run.g.st, obj, granted);
    if (n >= 1 && static_cast<size_t>(n) <= granted.size()) {
      const GrantedAbility& g = granted[static_cast<size_t>(n - 1)];
      return granted_ability_code(g.granter, g.index);
    }
    return -2;
  }

  void cast_or_activate() {
    want({DecisionKind::Priority});
    if (c.kind == Command::Cast) {
      choose(
          [&](const Option& o) {
            return run.names_cast(c.subject, o) && (o.n == kCastSpectacle) == c.spectacle &&
                   (o.n == kCastForetold) == c.foretold && (o.n == kCastDashBlitz) == c.dash_blitz;
          },
          "cast " + c.subject.text + (c.spectacle ? " spectacle" : "") +
              (c.foretold ? " foretold" : "") + (c.dash_blitz ? " dash/blitz" : ""));
    } else {
      std::vector<int> found;
      for (size_t i = 0; i < d().options.size(); ++i) {
        const Option& o = d().options[i];
        if (o.kind == OptKind::Activate && names(c.subject, o.obj) &&
            (c.n < 0 || o.n == ability_index(o.obj, c.n)) &&
            activation_ability(run.g.st, o.obj, o.n) &&
            activation_ability(run.g.st, o.obj, o.n)->foretell_action == c.foretell)
          found.push_back(static_cast<int>(i));
      }
      std::string what = (c.foretell ? "foretell " : "activate ") + c.subject.text +
                         (c.n < 0 ? "" : fmt::format(" ability {}", c.n));
      if (found.empty())
        run.reject(c.line, fmt::format("illegal answer: {} is not a legal option of {}", what,
                                       run.options_text()));
      if (found.size() > 1 && c.n < 0)
        run.fail(c.line,
                 fmt::format("{} is ambiguous, say 'ability N'; {}", what, run.options_text()));
      answer(found[0]);
    }
    // The clauses answer the announcement's decisions in the order the engine asks them.
    bool x = c.x >= 0, kick = c.kick.given(), life = c.life.given();
    size_t t = 0, modes = 0;           // modes answered so far
    size_t phyrexian = 0, divide = 0;  // Phyrexian symbols and shares answered so far
    int kicker = 0, life_nth = 0;      // kicker and optional life cost decisions answered so far
    auto optional_cost = [&](const Command::OptionalCosts& o, int nth, const char* what) {
      bool yes = o.pays(nth);
      OptKind want_kind = yes ? OptKind::Yes : OptKind::No;
      choose([&](const Option& opt) { return opt.kind == want_kind; },
             fmt::format("{} {} {}", yes ? "paying" : "not paying", what, nth));
    };
    while (!run.g.over()) {
      DecisionKind k = d().kind;
      if (k == DecisionKind::Kicker && c.kick.given()) {
        kick = false;
        optional_cost(c.kick, ++kicker, "kicker");
      } else if (k == DecisionKind::OptionalLifeCost && c.life.given()) {
        life = false;
        optional_cost(c.life, ++life_nth, "optional life cost");
      } else if (k == DecisionKind::ChooseMode && modes < c.modes.size()) {
        number(c.modes[modes++] - 1);
      } else if (k == DecisionKind::ChooseMode && !c.modes.empty() &&
                 std::any_of(d().options.begin(), d().options.end(),
                             [](const Option& o) { return o.kind == OptKind::Done; })) {
        choose([](const Option& o) { return o.kind == OptKind::Done; }, "no more modes");
      } else if (k == DecisionKind::ChooseX && x) {
        x = false, number(c.x);
      } else if (k == DecisionKind::PhyrexianMana && phyrexian < c.phyrexian.size()) {
        phyrexian_way(c.phyrexian[phyrexian++]);
      } else if (k == DecisionKind::Divide && divide < c.divide.size()) {
        number(c.divide[divide++]);
      } else if (k == DecisionKind::ChooseTarget && t < c.refs.size()) {
        target(c.refs[t++]);
      } else {
        break;
      }
    }
    std::string unused = kick                             ? std::string("kick")
                         : life                           ? std::string("life")
                         : modes < c.modes.size()         ? fmt::format("mode {}", c.modes[modes])
                         : x                              ? fmt::format("x {}", c.x)
                         : phyrexian < c.phyrexian.size() ? std::string("phyrexian")
                         : divide < c.divide.size() ? fmt::format("divide {}", c.divide[divide])
                         : t < c.refs.size()        ? "target " + c.refs[t].text
                                                    : "";
    if (!unused.empty())
      run.fail(c.line, fmt::format("'{}' was not asked; pending: {}", unused, run.options_text()));
  }

  // 601.2b: pays the Phyrexian symbol asked with mana of kind `way`, or with life.
  void phyrexian_way(int way) {
    want({DecisionKind::PhyrexianMana});
    if (way == Command::kPayLife)
      return choose([](const Option& o) { return o.kind == OptKind::PayLife; },
                    "paying life for the Phyrexian symbol");
    choose([&](const Option& o) { return o.kind == OptKind::Color && o.n == way; },
           fmt::format("paying {{{}}} for the Phyrexian symbol", mana_symbol(way)));
  }

  void pay() {
    want({DecisionKind::PayMana});
    if (c.refs.empty()) {
      while (!run.g.over() && d().kind == DecisionKind::PayMana) answer(0);
      return;
    }
    for (const Ref& r : c.refs) {
      want({DecisionKind::PayMana});
      choose([&](const Option& o) { return o.kind == OptKind::Color && names(r, o.obj); },
             "paying with " + r.text);
    }
  }

  void pass() {
    want({DecisionKind::Priority});
    choose([](const Option& o) { return o.kind == OptKind::Pass; }, "pass");
  }
  // Passes while only priority is asked; any other decision stops it for the next line.
  // `pass until turn N STEP` also declares no attackers on the way (508.1a).
  void pass_until() {
    want({DecisionKind::Priority});
    bool passed = false;
    const GameState& st = run.g.st;
    for (int i = 0; i < 5000; ++i) {
      if (run.g.over()) return;
      if (c.kind == Command::PassTurn && d().kind == DecisionKind::DeclareAttacker) {
        choose([](const Option& o) { return o.kind == OptKind::NoAttack; }, "not attacking");
        continue;
      }
      if (d().kind != DecisionKind::Priority) return;
      if (c.kind == Command::PassStack && st.stack.empty()) return;
      if (c.kind == Command::PassStep && passed && st.step == c.step) return;
      if (c.kind == Command::PassTurn) {
        int now = moment(st), goal = moment(c.n, c.step);
        if (now == goal) return;
        if (now > goal)
          run.fail(c.line, fmt::format("turn {} {} is already over (now: turn {} {})", c.n,
                                       scn_step_name(c.step), st.turn, scn_step_name(st.step)));
      }
      pass();
      passed = true;
    }
    run.fail(c.line, "gave up after 5000 passes");
  }

  // Declarations of attackers (508.1a), or what a creature put onto the battlefield attacking
  // attacks (508.4).
  void attack() {
    want({DecisionKind::DeclareAttacker, DecisionKind::ChooseAttacked});
    // Each attacker with what it attacks: the first group's, then those after commas (pairs).
    std::vector<Ref> attackers = c.refs, ats(c.refs.size(), c.subject);
    for (const auto& [attacker, at] : c.pairs) attackers.push_back(attacker), ats.push_back(at);
    std::vector<bool> used(attackers.size());
    while (!run.g.over() && (d().kind == DecisionKind::DeclareAttacker ||
                             d().kind == DecisionKind::ChooseAttacked)) {
      ObjId who = d().about;
      auto it = std::find_if(attackers.begin(), attackers.end(), [&](const Ref& r) {
        return !used[static_cast<size_t>(&r - attackers.data())] && names(r, who);
      });
      // A creature put onto the battlefield attacking that this line doesn't name, once it named
      // others: the next line says what it attacks (each token of Adeline its own opponent).
      if (it == attackers.end() && d().kind == DecisionKind::ChooseAttacked &&
          std::find(used.begin(), used.end(), true) != used.end())
        break;
      if (it == attackers.end()) {
        choose([](const Option& o) { return o.kind == OptKind::NoAttack; }, "not attacking");
        continue;
      }
      used[static_cast<size_t>(it - attackers.begin())] = true;
      const Ref& at = ats[static_cast<size_t>(it - attackers.begin())];
      choose(
          [&](const Option& o) {
            if (o.kind != OptKind::Attack) return false;
            if (at.kind == Ref::None) return !attacks_planeswalker(o.n);  // the first player
            if (at.kind == Ref::Player) return attacked_player(o.n) == at.player;
            return attacks_planeswalker(o.n) && names(at, attacked_planeswalker(o.n));
          },
          "attack with " + it->text + (at.kind == Ref::None ? "" : " at " + at.text));
    }
    for (size_t i = 0; i < used.size(); ++i)
      if (!used[i])
        run.reject(c.line, fmt::format("{} was never asked to attack", attackers[i].text));
  }

  void block() {
    want({DecisionKind::DeclareBlocker});
    std::vector<bool> used(c.pairs.size());
    while (!run.g.over() && d().kind == DecisionKind::DeclareBlocker) {
      ObjId who = d().about;
      size_t i = 0;
      while (i < c.pairs.size() && (used[i] || !names(c.pairs[i].first, who))) ++i;
      if (i == c.pairs.size()) {
        choose([](const Option& o) { return o.kind == OptKind::NoBlock; }, "not blocking");
        continue;
      }
      used[i] = true;
      const Ref& a = c.pairs[i].second;
      choose([&](const Option& o) { return o.kind == OptKind::Block && names(a, o.n); },
             c.pairs[i].first.text + " blocking " + a.text);
    }
    for (size_t i = 0; i < used.size(); ++i)
      if (!used[i])
        run.reject(c.line, fmt::format("{} was never asked to block", c.pairs[i].first.text));
  }

  void order() {
    for (size_t i = 0; i < c.refs.size(); ++i) {
      // The last trigger left goes on the stack without a decision.
      if (i + 1 == c.refs.size() && d().kind != DecisionKind::OrderTriggers) return;
      want({DecisionKind::OrderTriggers});
      const Ref& r = c.refs[i];
      choose([&](const Option& o) { return o.kind == OptKind::Object && names(r, o.obj); },
             "the trigger of " + r.text);
    }
  }

  void run_command() {
    using K = DecisionKind;
    switch (c.kind) {
      case Command::Play:
        want({K::Priority});
        return choose(
            [&](const Option& o) { return o.kind == OptKind::PlayLand && names(c.subject, o.obj); },
            "play " + c.subject.text);
      case Command::Cast:
      case Command::Activate: return cast_or_activate();
      case Command::Pay: return pay();
      case Command::Mana: {  // "activate a mana ability", then which (605.3a)
        want({K::Priority});
        choose([](const Option& o) { return o.kind == OptKind::Mana; }, "a mana ability");
        want({K::ChooseManaAbility});
        int seen = 0;  // `ability N`: the Nth offered for that kind
        return choose(
            [&](const Option& o) {
              return o.kind == OptKind::Mana && names(c.subject, o.obj) &&
                     (c.n < 0 || mana_option_kind(o.n) == c.n) && ++seen == std::max(c.x, 1);
            },
            c.x > 1 ? fmt::format("mana ability {} of {}", c.x, c.subject.text)
                    : "a mana ability of " + c.subject.text);
      }
      case Command::Convoke:  // 702.51a
        want({K::PayMana});
        return choose(
            [&](const Option& o) {
              return o.kind == OptKind::Convoke && names(c.subject, o.obj) && o.n == c.n;
            },
            "convoking with " + c.subject.text);
      case Command::Pass: return pass();
      case Command::PassStack:
      case Command::PassStep:
      case Command::PassTurn: return pass_until();
      case Command::Attack: return attack();
      case Command::Block: return block();
      case Command::Assign: want({K::AssignDamage}); return number(c.n, &c.subject);
      case Command::Order: return order();
      case Command::Choose:
        if (c.want == K::ChooseMode) {  // "mode done"
          want({K::ChooseMode});
          return choose([](const Option& o) { return o.kind == OptKind::Done; }, "'mode done'");
        }
        want({K::ChooseDiscard, K::ChooseCostObject, K::ChooseCard, K::CleanupDiscard,
              K::LegendRule, K::MulliganBottom});
        if (c.subject.kind == Ref::Done)  // "up to N" choices end with "choose done"
          return choose([](const Option& o) { return o.kind == OptKind::Done; }, "'done'");
        if (c.subject.kind == Ref::Player)  // a player chosen (proliferate, 701.34a)
          return choose(
              [&](const Option& o) { return o.kind == OptKind::Player && o.n == c.subject.player; },
              c.subject.text);
        return choose(
            [&](const Option& o) {  // a card an effect lets you cast: itself or its Adventure
              if (o.kind == OptKind::Player)  // a player chosen as an effect resolves
                return c.subject.kind == Ref::Player && o.n == c.subject.player;
              return o.kind == OptKind::Object &&
                     (d().kind == K::ChooseCard
                          ? run.names_way(c.subject, o.obj, o.n == kCastFreeAdventure)
                          : names(c.subject, o.obj));
            },
            c.subject.text);
      case Command::Target:
        for (const Ref& r : c.refs) target(r);
        return;
      case Command::Number:
        if (c.want != K::None) want({c.want});  // "number" takes any decision with numbers
        if (!d().pending()) run.fail(c.line, "no decision is pending");
        return number(d().kind == K::ChooseMode ? c.n - 1 : c.n);
      case Command::Pile: want({K::ChoosePile}); return number(c.n);
      case Command::Phyrexian: return phyrexian_way(c.n);
      case Command::Color:
        want({K::ChooseColor});
        return choose([&](const Option& o) { return o.kind == OptKind::Color && o.n == c.n; },
                      c.text);
      case Command::Yes:
      case Command::No: {
        want({K::YesNo, K::Kicker, K::OptionalLifeCost, K::CommandZone, K::Untap});
        OptKind k = c.kind == Command::Yes ? OptKind::Yes : OptKind::No;
        return choose([&](const Option& o) { return o.kind == k; }, c.text);
      }
      case Command::Top:
      case Command::Bottom:
      case Command::Graveyard: {
        want({K::ScryCard, K::SurveilCard, K::TopOrBottom});
        OptKind k = c.kind == Command::Top      ? OptKind::Top
                    : c.kind == Command::Bottom ? OptKind::Bottom
                                                : OptKind::Graveyard;
        return choose(
            [&](const Option& o) {
              return o.kind == k && (c.subject.kind == Ref::None || names(c.subject, o.obj));
            },
            "'" + c.text + "'");
      }
      case Command::Replace:
        want({K::ChooseReplacement});
        return choose(
            [&](const Option& o) {
              if (o.kind != OptKind::Replacement) return false;
              // `replace regeneration`: the regeneration shield (701.19a)
              if (o.n == kRegenerationChoice) return c.subject.text == "regeneration";
              // `replace additional`: an effect's additional counters (614.1c)
              if (o.n == kAdditionalCountersChoice) return c.subject.text == "additional";
              // `replace protection`: the protection of the player or permanent dealt damage
              if (o.n == kProtectionChoice) return c.subject.text == "protection";
              // `replace shield-counter`: the shield counter of the permanent dealt damage; as
              // before that form, a permanent with a shield counter named when none of its own
              // effects is an option
              if (o.n == kShieldCounterChoice)
                return c.subject.text == "shield-counter" || names_shield_holder_only(c.subject);
              return c.subject.text != "regeneration" && c.subject.text != "additional" &&
                     c.subject.text != "protection" && c.subject.text != "shield-counter" &&
                     names(c.subject, o.n);
            },
            "the replacement effect of " + c.subject.text);
      case Command::Raw:
        if (!d().pending()) run.fail(c.line, "no decision is pending");
        if (c.n >= static_cast<int>(d().options.size()))
          run.fail(c.line, fmt::format("there is no option #{}; {}", c.n, run.options_text()));
        return answer(c.n);
      case Command::Name:  // 201.4: a card name, as the card database spells it
        want({K::ChooseName});
        return choose(
            [&](const Option& o) {
              return o.kind == OptKind::Name &&
                     card_def(static_cast<CardId>(o.n)).name == card_def(c.subject.card).name;
            },
            "the card name " + c.subject.text);
      case Command::AutoSingle: run.g.auto_single = c.n != 0; return;
      case Command::Random:
        for (int n : c.random) run.g.forced_random.push_back(n - 1);
        return;
      case Command::Dump: {
        std::string text = dump_scenario(run.g.st);
        if (!run.sc.write_dumps) return;
        if (c.path.empty()) {
          std::cout << text << std::flush;
        } else if (!(std::ofstream(c.path) << text)) {
          run.fail(c.line, "cannot write " + c.path);
        }
        return;
      }
      case Command::Alias: {  // the newest object with that card name, in any zone
        const auto& objs = run.g.st.objects;
        for (size_t i = objs.size(); i-- > 0;)
          if (!objs[i].left && objs[i].card == c.subject.card) {
            run.aliases[c.alias] = static_cast<ObjId>(i);
            return;
          }
        run.fail(c.line, fmt::format("no {} to name {}", c.subject.text, c.alias));
      }
      case Command::Check: return;
    }
  }
};

}  // namespace

void perform(Run& run, const Command& c) { Answerer{run, c}.run_command(); }

}  // namespace lore::scn
