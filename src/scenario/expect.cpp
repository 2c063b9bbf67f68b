// Expectations: each compares one observable fact of the game with the script's claim. One
// function per kind of expectation returns what was expected and what was found.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "engine/color_identity.h"
#include "engine/deck.h"
#include "engine/describe.h"
#include "engine/engine.h"
#include "engine/game.h"
#include "scenario/lex.h"
#include "scenario/runner.h"

namespace lore::scn {

namespace {

// What a player has in a zone; on the battlefield, what they control.
std::vector<ObjId> zone_ids(const GameState& st, PlayerId p, Zone z) {
  const Player& pl = st.players[static_cast<size_t>(p)];
  std::vector<ObjId> out;
  switch (z) {
    case Zone::Library: return pl.library;
    case Zone::Hand: return pl.hand;
    case Zone::Graveyard: return pl.graveyard;
    case Zone::Battlefield:
      for (ObjId id : st.battlefield)
        if (st.obj(id).controller == p) out.push_back(id);
      return out;
    case Zone::Exile:
      for (ObjId id : st.exile)
        if (st.obj(id).owner == p) out.push_back(id);
      return out;
    case Zone::Command:
      for (ObjId id : st.command)
        if (st.obj(id).owner == p) out.push_back(id);
      return out;
    default: return out;
  }
}

std::string name_of(const GameState& st, ObjId id) { return card_def(st.obj(id).card).name; }

std::string list_text(const GameState& st, const std::vector<ObjId>& ids) {
  std::string s;
  for (ObjId id : ids) s += fmt::format("{}{} #{}", s.empty() ? "" : ", ", name_of(st, id), id);
  return s.empty() ? "empty" : s;
}

std::string refs_text(const std::vector<Ref>& refs) {
  std::string s;
  for (const Ref& r : refs) s += (s.empty() ? "" : ", ") + r.text;
  return s.empty() ? "empty" : s;
}

std::string qualities(const Chars& c) {
  static const char* kTypes[] = {"artifact",     "creature", "enchantment", "instant", "land",
                                 "planeswalker", "sorcery",  "battle",      "kindred"};
  std::string s;
  for (int i = 0; i < 9; ++i)
    if (c.types & (1 << i)) s += std::string(s.empty() ? "" : " ") + kTypes[i];
  // 205.4a: every supertype, so a failed `types` expectation shows what differs
  if (c.supertypes & SWorld) s = "world " + s;
  if (c.supertypes & SSnow) s = "snow " + s;
  if (c.supertypes & SBasic) s = "basic " + s;
  if (c.supertypes & SLegendary) s = "legendary " + s;
  static const char* kColors[] = {"white", "blue", "black", "red", "green"};
  for (int i = 0; i < 5; ++i)
    if (c.colors & (1 << i)) s = std::string(kColors[i]) + " " + s;
  for (int i = 0; i < kKeywordCount; ++i)
    if (c.keywords & (1u << i)) s += std::string(" ") + keyword_name(static_cast<Keyword>(1u << i));
  return s;
}

std::string where(const GameState& st, ObjId id) {
  const Object& o = st.obj(id);
  if (o.left) return "nowhere (it left " + std::string(zone_name(o.zone)) + ")";
  return zone_name(o.zone);
}

std::string pname(PlayerId p) { return fmt::format("P{}", p + 1); }

// The outcome of one expectation.
struct Verdict {
  bool ok = true;
  std::string want, got;
};

Verdict same_number(int want, int got) {
  return {want == got, std::to_string(want), std::to_string(got)};
}

// The context one expectation is checked in.
struct Checker {
  Run& run;
  const Command& c;
  const Expect& e = c.expect;
  const GameState& st = run.g.st;

  ObjId obj() const { return run.object(e.obj, c.line); }
  const Player& pl() const { return st.players[static_cast<size_t>(e.player)]; }

  Verdict zone() const {
    auto ids = zone_ids(st, e.player, e.zone);
    Verdict v{true, "", list_text(st, ids)};
    int n = 0;
    for (ObjId id : ids) n += run.names(e.obj, id);
    if (e.what == Expect::ZoneHas) {
      v.ok = e.n < 0 ? n > 0 : n == e.n;
      v.want =
          e.n < 0 ? "at least one " + e.obj.text : fmt::format("exactly {} {}", e.n, e.obj.text);
    } else if (e.what == Expect::ZoneLacks) {
      v.ok = n == 0, v.want = "no " + e.obj.text;
    } else if (e.what == Expect::ZoneCount) {
      v.ok = static_cast<int>(ids.size()) == e.n;
      v.want = fmt::format("{} objects", e.n), v.got = fmt::format("{} ({})", ids.size(), v.got);
    } else {
      v.ok = ids.size() == e.list.size();
      for (size_t i = 0; v.ok && i < ids.size(); ++i) v.ok = run.names(e.list[i], ids[i]);
      v.want = refs_text(e.list);
    }
    return v;
  }

  Verdict pool() const {
    std::string want = e.text;
    for (char& ch : want) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (want == "EMPTY") want = "empty";
    return {pl().pool.str() == want, want, pl().pool.str()};
  }

  Verdict counters() const {
    const Object& o = st.obj(obj());
    Verdict v;
    for (int k = 0; k < static_cast<int>(Counter::Count); ++k) {
      int w = e.counters[static_cast<size_t>(k)];
      if (w < 0) continue;
      const char* n = counter_name(static_cast<Counter>(k));
      v.want += fmt::format("{}{}:{}", v.want.empty() ? "" : " ", n, w);
      v.got +=
          fmt::format("{}{}:{}", v.got.empty() ? "" : " ", n, o.count(static_cast<Counter>(k)));
      v.ok &= o.count(static_cast<Counter>(k)) == w;
    }
    return v;
  }

  Verdict pt() const {
    Chars ch = chars(st, obj());
    return {ch.power == e.n && ch.toughness == e.n2, fmt::format("{}/{}", e.n, e.n2),
            fmt::format("{}/{}", ch.power, ch.toughness)};
  }

  // tapped / untapped, phased out / in: one flag of the object.
  Verdict flag(bool now, bool want_set, const char* set, const char* unset) const {
    return {now == want_set, want_set ? set : unset, now ? set : unset};
  }

  Verdict attached() const {
    ObjId host = st.obj(obj()).attached_to, w = run.object(e.obj2, c.line);
    return {host == w, e.obj2.text,
            host == kNoObj ? "attached to nothing" : name_of(st, host) + fmt::format(" #{}", host)};
  }

  Verdict is_or_not() const {
    Chars ch = chars(st, obj());
    bool all = (ch.types & e.types) == e.types && (ch.supertypes & e.supertypes) == e.supertypes &&
               (ch.keywords & e.keywords) == e.keywords && (ch.colors & e.colors) == e.colors &&
               (!e.colorless || ch.colors == 0);
    bool none = !(ch.types & e.types) && !(ch.supertypes & e.supertypes) &&
                !(ch.keywords & e.keywords) && !(ch.colors & e.colors) &&
                (!e.colorless || ch.colors != 0);
    std::string subs, got_subs;
    for (const std::string& sub : e.subtypes) {
      bool has = has_subtype_now(st, obj(), sub);
      all = all && has;
      none = none && !has;
      subs += " " + sub;
      if (has) got_subs += " " + sub;
    }
    std::string adventure, got_adventure;
    if (e.has_adventure) {
      bool has = has_adventure(st, obj());
      all = all && has;
      none = none && !has;
      adventure = " has-adventure";
      got_adventure = has ? " has-adventure" : " (no Adventure)";
    }
    Chars w{};
    w.types = e.types, w.supertypes = e.supertypes, w.keywords = e.keywords, w.colors = e.colors;
    return {e.what == Expect::Is ? all : none,
            (e.what == Expect::Is ? "" : "none of: ") + qualities(w) +
                (e.colorless ? " colorless" : "") + subs + adventure,
            qualities(ch) + (ch.colors == 0 ? " colorless" : "") + got_subs + got_adventure};
  }

  // 205: exactly these card types, supertypes and subtypes, so an extra or a missing one fails.
  Verdict types_are() const {
    Chars ch = chars(st, obj());
    std::string subs, got_subs;
    bool ok = ch.types == e.types && ch.supertypes == e.supertypes;
    for (const std::string& sub : e.subtypes) subs += " " + sub;
    for (const std::string& sub : known_subtypes())
      if (has_subtype_now(st, obj(), sub)) {
        got_subs += " " + sub;
        ok = ok && std::find(e.subtypes.begin(), e.subtypes.end(), sub) != e.subtypes.end();
      } else {
        ok = ok && std::find(e.subtypes.begin(), e.subtypes.end(), sub) == e.subtypes.end();
      }
    Chars w{}, got{};
    w.types = e.types, w.supertypes = e.supertypes;
    got.types = ch.types, got.supertypes = ch.supertypes;
    return {ok, qualities(w) + subs, qualities(got) + got_subs};
  }

  Verdict sees_top() const {  // 401.5: the engine's answer, and the player's view agrees
    ObjId top = top_card_visible(st, e.player);
    bool in_view = top != kNoObj && player_view(st, e.player).obj(top).card != kNoCard;
    return {e.n ? top != kNoObj && in_view && run.names(e.obj, top) : top == kNoObj,
            fmt::format("{} sees {}", pname(e.player), e.n ? e.obj.text : "no library card"),
            top == kNoObj ? "no library card" : describe_object(st, top)};
  }

  Verdict sees_hand() const {  // an opponent's hand looked at now, in the player's view too
    PlayerId seen = hand_seen_by(st, e.player);
    for (PlayerId q = 0; seen == kNoPlayer && q < st.num_players; ++q)
      if (q != e.player && (e.n < 0 || q == e.n) && hand_revealed(st, q))
        seen = q;  // a hand played revealed (Telepathy)
    bool in_view = seen != kNoPlayer;
    if (in_view) {
      GameState view = player_view(st, e.player);
      for (ObjId id : view.players[static_cast<size_t>(seen)].hand)
        in_view &= view.obj(id).card != kNoCard;
    }
    return {
        e.n < 0 ? seen == kNoPlayer : seen == e.n && in_view,
        fmt::format("{} sees {}", pname(e.player), e.n < 0 ? "no hand" : pname(e.n) + "'s hand"),
        seen == kNoPlayer ? "no hand" : pname(seen) + "'s hand"};
  }

  Verdict named() const {  // 201.4
    CardId named = st.obj(obj()).named;
    bool none = e.obj2.kind == Ref::None;
    return {none ? named == kNoCard : same_name(named, e.obj2.card),
            none ? "no name chosen" : e.obj2.text,
            named == kNoCard ? "no name chosen" : card_def(named).name};
  }

  Verdict color_identity_is() const {  // 903.4
    ColorMask ci = color_identity(st.obj(obj()).card);
    auto text = [](ColorMask m) {
      std::string t;
      for (int i = 0; i < 5; ++i)
        if (m & (1 << i)) t += (t.empty() ? "" : " ") + std::string(1, "WUBRG"[i]);
      return t.empty() ? std::string("colorless") : t;
    };
    return {ci == e.colors, text(e.colors), text(ci)};
  }

  // 903.3, 903.5, 702.124: the deck file is (il)legal for Commander; 903.6: started with it, a
  // game has its commanders in the command zone and the other cards in the library and hand.
  Verdict commander_deck() const {
    DeckResult deck = load_deck(e.text);
    if (!deck.ok()) return {false, "a deck", deck.error};
    std::vector<std::string> problems = deck_problems(deck, DeckFormat::Commander);
    std::string found = problems.empty() ? "legal" : "";
    for (const std::string& p : problems) found += (found.empty() ? "" : "; ") + p;
    if (e.n == 1) return {problems.empty(), "legal", found};
    if (e.n == 0) {
      bool hit = std::any_of(problems.begin(), problems.end(), [&](const std::string& p) {
        return p.find(e.detail) != std::string::npos;
      });
      return {hit, "illegal: " + e.detail, found};
    }
    GameSetup setup;
    setup.format = Format::Commander;
    for (size_t p = 0; p < 2; ++p)
      setup.decks[p] = deck.cards, setup.commanders[p] = deck.commander;
    setup.mulligans = false;
    Game g = Game::start(setup);
    const GameState& gs = g.st;
    const Player& p1 = gs.players[0];
    size_t in_command = 0;
    for (ObjId id : gs.command) in_command += gs.obj(id).owner == 0 && is_commander(gs, id);
    bool ok = in_command == deck.commander.size() &&
              p1.library.size() + p1.hand.size() == deck.cards.size() &&
              std::none_of(p1.library.begin(), p1.library.end(),
                           [&](ObjId id) { return is_commander(gs, id); });
    return {ok,
            fmt::format("{} commanders in the command zone, {} cards in library and hand",
                        deck.commander.size(), deck.cards.size()),
            fmt::format("{} and {}", in_command, p1.library.size() + p1.hand.size())};
  }

  Verdict mode() const {
    const StackItem* top = nullptr;  // the topmost spell or ability of the object
    for (auto it = st.stack.rbegin(); it != st.stack.rend() && !top; ++it)
      if (run.names(e.obj, it->obj)) top = &*it;
    return {top && top->mode == e.n,
            fmt::format("{} on the stack with mode {}", e.obj.text, e.n + 1),
            top ? fmt::format("mode {}", top->mode + 1) : "not on the stack"};
  }

  Verdict in_zone() const {
    ObjId id = obj();
    return {!st.obj(id).left && st.obj(id).zone == e.zone, zone_name(e.zone), where(st, id)};
  }

  Verdict stack_is() const {
    std::vector<ObjId> ids;
    for (auto it = st.stack.rbegin(); it != st.stack.rend(); ++it) ids.push_back(it->obj);
    bool ok = ids.size() == e.list.size();
    for (size_t i = 0; ok && i < ids.size(); ++i)
      ok = names_item(e.list[i], st.stack[st.stack.size() - 1 - i]);
    std::string got;
    for (auto it = st.stack.rbegin(); it != st.stack.rend(); ++it)
      got += (got.empty() ? "" : ", ") + item_text(*it);
    return {ok, refs_text(e.list), got.empty() ? "empty" : got};
  }

  // The stack item is the one `r` names: its object or source, and with "chapter N of" or
  // "ability N of" that ability of the source.
  bool names_item(const Ref& r, const StackItem& item) const {
    if (!run.names(r, item.obj)) return false;
    if (!r.chapter && !r.ability) return true;
    if (!item.ability) return false;
    return item.index == (r.chapter ? chapter_index(item.source_card, r.chapter)
                                    : stack_ability_index(item.source_card, r.ability));
  }
  std::string item_text(const StackItem& item) const {
    std::string s = fmt::format("{} #{}", name_of(st, item.obj), item.obj);
    const auto& abs = card_def(item.source_card).abilities;
    if (item.ability && item.index >= 0 && static_cast<size_t>(item.index) < abs.size()) {
      int ch = abs[static_cast<size_t>(item.index)].chapter;
      s = ch ? fmt::format("chapter {} of {}", ch, s) : "an ability of " + s;
    }
    return s;
  }

  Verdict priority() const {
    const Decision& d = run.g.decision();
    bool ok = d.kind == DecisionKind::Priority && d.player == e.player;
    Verdict v{ok, pname(e.player) + " has priority",
              d.kind == DecisionKind::Priority ? pname(d.player) + " has priority"
                                               : "pending: " + decision_word(d.kind)};
    if (ok && e.n >= 0) {  // can / cannot activate or cast the object
      OptKind k = e.n == 1 ? OptKind::Cast : OptKind::Activate;
      bool offered = false;
      for (const Option& o : d.options)
        offered |=
            k == OptKind::Cast ? run.names_cast(e.obj, o) : o.kind == k && run.names(e.obj, o.obj);
      v.ok = offered == (e.n2 == 0);
      std::string action = std::string(e.n == 1 ? "cast " : "activate ") + e.obj.text;
      v.want += std::string(e.n2 == 0 ? " and can " : " and cannot ") + action;
      v.got += std::string(offered ? " and can " : " and cannot ") + action;
    }
    return v;
  }

  // What priority offers the player: the pending options when they have priority, else what
  // it would offer them now.
  Verdict can_do() const {
    const Decision& d = run.g.decision();
    bool theirs = d.kind == DecisionKind::Priority && d.player == e.player;
    std::vector<Option> opts = theirs ? d.options : priority_options(st, e.player);
    OptKind kind = e.text == "cast"       ? OptKind::Cast
                   : e.text == "activate" ? OptKind::Activate
                                          : OptKind::PlayLand;
    bool found = false;
    for (const Option& o : opts)
      found |= kind == OptKind::Cast ? run.names_cast(e.obj, o)
                                     : o.kind == kind && run.names(e.obj, o.obj);
    return {found == (e.n == 1),
            fmt::format("{} {} {} {}", pname(e.player), e.n ? "can" : "cannot", e.text, e.obj.text),
            theirs ? run.options_text() : (found ? "offered" : "not offered")};
  }

  Verdict decision() const {
    const Decision& d = run.g.decision();
    return {decision_word(d.kind) == e.text && (e.player == kNoPlayer || d.player == e.player) &&
                (e.n < 0 || d.choices() == e.n),
            e.text + (e.player == kNoPlayer ? "" : " for " + pname(e.player)) +
                (e.n < 0 ? "" : fmt::format(" with {} options", e.n)),
            decision_word(d.kind) + (d.pending() ? " for " + pname(d.player) : "") +
                fmt::format(" with {} options", d.choices())};
  }

  Verdict result() const {
    int r = !st.over ? -3 : st.winner == kNoPlayer ? -2 : st.winner;
    auto text = [&](int v) {
      if (v >= 0 && st.two_headed())  // 810.8a: a team wins
        return pname(v & ~1) + " and " + pname(v | 1) + " win";
      return v == -3 ? std::string("game not over") : v == -2 ? "draw" : pname(v) + " wins";
    };
    bool same = r == e.n || (st.two_headed() && r >= 0 && e.n >= 0 && (r ^ e.n) < 2);
    return {same, text(e.n), text(r)};
  }

  // The answer is tried on a copy of the game, so the script goes on from here unchanged.
  Verdict legal() const {
    Run trial = run;
    trial.g.log = &trial.log;
    std::string why;
    try {
      for (const Command& answer : c.trial) perform(trial, answer);
    } catch (const Illegal& f) {
      why = f.what();
    }
    bool is_legal = why.empty();
    return {is_legal == (e.what == Expect::Legal),
            e.what == Expect::Legal ? "a legal answer" : "an illegal answer",
            is_legal ? "legal" : why.substr(why.find(": ") + 2)};
  }

  Verdict log_entries() const {
    int n = 0;
    for (const LogEntry& l : run.log)
      n += e.text == l.rule &&
           (e.obj.kind == Ref::None || run.names(e.obj, l.obj) || run.names(e.obj, l.obj2));
    std::string about = e.obj.kind == Ref::None ? "" : " for " + e.obj.text;
    std::string how_many = e.what == Expect::LogLacks ? "no entry "
                           : e.count < 0              ? "an entry "
                                                      : fmt::format("exactly {} entries ", e.count);
    bool ok = e.what == Expect::LogLacks ? n == 0 : e.count < 0 ? n > 0 : n == e.count;
    return {ok, how_many + e.text + about, fmt::format("{} matching entries", n)};
  }

  Verdict verdict() const {
    switch (e.what) {
      case Expect::ZoneHas:
      case Expect::ZoneLacks:
      case Expect::ZoneCount:
      case Expect::ZoneIs: return zone();
      case Expect::Life: return same_number(e.n, pl().life);
      case Expect::Poison: return same_number(e.n, pl().poison);
      case Expect::Pool: return pool();
      case Expect::Counters: return counters();
      case Expect::PT: return pt();
      case Expect::Tapped:
      case Expect::Untapped:
        return flag(st.obj(obj()).tapped, e.what == Expect::Tapped, "tapped", "untapped");
      case Expect::PhasedOut:
      case Expect::PhasedIn:
        return flag(st.obj(obj()).phased_out, e.what == Expect::PhasedOut, "phased out",
                    "phased in");
      case Expect::Attached: return attached();
      case Expect::Is:
      case Expect::IsNot: return is_or_not();
      case Expect::TypesAre: return types_are();
      case Expect::ManaValue: return same_number(e.n, chars(st, obj()).mana_value);
      case Expect::SeesTop: return sees_top();
      case Expect::SeesHand: return sees_hand();
      case Expect::Named: return named();
      case Expect::ColorIdentity: return color_identity_is();
      case Expect::CommanderDeck: return commander_deck();
      case Expect::Damage: return same_number(e.n, st.obj(obj()).damage);
      case Expect::Mode: return mode();
      case Expect::InZone: return in_zone();
      case Expect::StackIs: return stack_is();
      case Expect::Priority: return priority();
      case Expect::CanDo: return can_do();
      case Expect::Decision: return decision();
      case Expect::StepIs:
        return {st.step == e.step, scn_step_name(e.step), scn_step_name(st.step)};
      case Expect::Turn: return same_number(e.n, st.turn);
      case Expect::Active: return {st.active == e.player, pname(e.player), pname(st.active)};
      case Expect::Result: return result();
      case Expect::Legal:
      case Expect::Illegal: return legal();
      case Expect::LogHas:
      case Expect::LogLacks: return log_entries();
    }
    return {};
  }
};

}  // namespace

void check(Run& run, const Command& c) {
  Verdict v = Checker{run, c}.verdict();
  if (!v.ok)
    run.fail(c.line, fmt::format("expectation failed: {}\n  expected: {}\n  actual:   {}\n  {}",
                                 c.text, v.want, v.got, run.last_log()));
}

}  // namespace lore::scn
