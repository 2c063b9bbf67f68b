// Expectations: each compares one observable fact of the game with the script's claim.
#include <fmt/format.h>

#include <cctype>

#include "engine/color_identity.h"
#include "engine/describe.h"
#include "engine/engine.h"
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
  std::string s = fmt::format("types {:#x}", c.types);
  static const char* kTypes[] = {"artifact",     "creature", "enchantment", "instant", "land",
                                 "planeswalker", "sorcery",  "battle",      "kindred"};
  s.clear();
  for (int i = 0; i < 9; ++i)
    if (c.types & (1 << i)) s += std::string(s.empty() ? "" : " ") + kTypes[i];
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

}  // namespace

void check(Run& run, const Command& c) {
  const Expect& e = c.expect;
  const GameState& st = run.g.st;
  std::string want, got;
  bool ok = true;
  auto obj = [&] { return run.object(e.obj, c.line); };
  auto pl = [&]() -> const Player& { return st.players[static_cast<size_t>(e.player)]; };
  auto pname = [](PlayerId p) { return fmt::format("P{}", p + 1); };
  switch (e.what) {
    case Expect::ZoneHas:
    case Expect::ZoneLacks:
    case Expect::ZoneCount:
    case Expect::ZoneIs: {
      auto ids = zone_ids(st, e.player, e.zone);
      got = list_text(st, ids);
      int n = 0;
      for (ObjId id : ids) n += run.names(e.obj, id);
      if (e.what == Expect::ZoneHas) {
        ok = e.n < 0 ? n > 0 : n == e.n;
        want =
            e.n < 0 ? "at least one " + e.obj.text : fmt::format("exactly {} {}", e.n, e.obj.text);
      } else if (e.what == Expect::ZoneLacks) {
        ok = n == 0, want = "no " + e.obj.text;
      } else if (e.what == Expect::ZoneCount) {
        ok = static_cast<int>(ids.size()) == e.n;
        want = fmt::format("{} objects", e.n), got = fmt::format("{} ({})", ids.size(), got);
      } else {
        ok = ids.size() == e.list.size();
        for (size_t i = 0; ok && i < ids.size(); ++i) ok = run.names(e.list[i], ids[i]);
        want = refs_text(e.list);
      }
      break;
    }
    case Expect::Life:
      ok = pl().life == e.n, want = std::to_string(e.n), got = std::to_string(pl().life);
      break;
    case Expect::Poison:
      ok = pl().poison == e.n, want = std::to_string(e.n), got = std::to_string(pl().poison);
      break;
    case Expect::Pool: {
      std::string want_text = e.text;
      for (char& ch : want_text)
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      if (want_text == "EMPTY") want_text = "empty";
      ok = pl().pool.str() == want_text, want = want_text, got = pl().pool.str();
      break;
    }
    case Expect::Counters: {
      const Object& o = st.obj(obj());
      for (int k = 0; k < static_cast<int>(Counter::Count); ++k) {
        int w = e.counters[static_cast<size_t>(k)];
        if (w < 0) continue;
        const char* n = counter_name(static_cast<Counter>(k));
        want += fmt::format("{}{}:{}", want.empty() ? "" : " ", n, w);
        got += fmt::format("{}{}:{}", got.empty() ? "" : " ", n, o.count(static_cast<Counter>(k)));
        ok &= o.count(static_cast<Counter>(k)) == w;
      }
      break;
    }
    case Expect::PT: {
      Chars ch = chars(st, obj());
      ok = ch.power == e.n && ch.toughness == e.n2;
      want = fmt::format("{}/{}", e.n, e.n2), got = fmt::format("{}/{}", ch.power, ch.toughness);
      break;
    }
    case Expect::Tapped:
    case Expect::Untapped: {
      bool t = st.obj(obj()).tapped;
      ok = t == (e.what == Expect::Tapped);
      want = e.what == Expect::Tapped ? "tapped" : "untapped", got = t ? "tapped" : "untapped";
      break;
    }
    case Expect::PhasedOut:
    case Expect::PhasedIn: {
      bool out = st.obj(obj()).phased_out;
      ok = out == (e.what == Expect::PhasedOut);
      want = e.what == Expect::PhasedOut ? "phased out" : "phased in";
      got = out ? "phased out" : "phased in";
      break;
    }
    case Expect::Attached: {
      ObjId host = st.obj(obj()).attached_to, w = run.object(e.obj2, c.line);
      ok = host == w, want = e.obj2.text;
      got = host == kNoObj ? "attached to nothing" : name_of(st, host) + fmt::format(" #{}", host);
      break;
    }
    case Expect::Is:
    case Expect::IsNot: {
      Chars ch = chars(st, obj());
      bool all = (ch.types & e.types) == e.types &&
                 (ch.supertypes & e.supertypes) == e.supertypes &&
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
      ok = e.what == Expect::Is ? all : none;
      Chars w{};
      w.types = e.types, w.supertypes = e.supertypes, w.keywords = e.keywords, w.colors = e.colors;
      want = (e.what == Expect::Is ? "" : "none of: ") + qualities(w) +
             (e.colorless ? " colorless" : "") + subs + adventure;
      got = qualities(ch) + (ch.colors == 0 ? " colorless" : "") + got_subs + got_adventure;
      break;
    }
    case Expect::ManaValue: {
      int mv = chars(st, obj()).mana_value;
      ok = mv == e.n, want = std::to_string(e.n), got = std::to_string(mv);
      break;
    }
    case Expect::SeesTop: {  // 401.5: the engine's answer, and the player's view agrees
      ObjId top = top_card_visible(st, e.player);
      bool in_view = top != kNoObj && player_view(st, e.player).obj(top).card != kNoCard;
      ok = e.n ? top != kNoObj && in_view && run.names(e.obj, top) : top == kNoObj;
      want = fmt::format("{} sees {}", pname(e.player), e.n ? e.obj.text : "no library card");
      got = top == kNoObj ? "no library card" : describe_object(st, top);
      break;
    }
    case Expect::SeesHand: {  // an opponent's hand looked at now, in the player's view too
      PlayerId seen = hand_seen_by(st, e.player);
      bool in_view = seen != kNoPlayer;
      if (in_view) {
        GameState view = player_view(st, e.player);
        for (ObjId id : view.players[static_cast<size_t>(seen)].hand)
          in_view &= view.obj(id).card != kNoCard;
      }
      ok = e.n < 0 ? seen == kNoPlayer : seen == e.n && in_view;
      want =
          fmt::format("{} sees {}", pname(e.player), e.n < 0 ? "no hand" : pname(e.n) + "'s hand");
      got = seen == kNoPlayer ? "no hand" : pname(seen) + "'s hand";
      break;
    }
    case Expect::Named: {  // 201.4
      CardId named = st.obj(obj()).named;
      ok = e.obj2.kind == Ref::None ? named == kNoCard : same_name(named, e.obj2.card);
      want = e.obj2.kind == Ref::None ? "no name chosen" : e.obj2.text;
      got = named == kNoCard ? "no name chosen" : card_def(named).name;
      break;
    }
    case Expect::ColorIdentity: {  // 903.4
      ColorMask ci = color_identity(st.obj(obj()).card);
      auto text = [](ColorMask m) {
        std::string t;
        for (int i = 0; i < 5; ++i)
          if (m & (1 << i)) t += (t.empty() ? "" : " ") + std::string(1, "WUBRG"[i]);
        return t.empty() ? std::string("colorless") : t;
      };
      ok = ci == e.colors, want = text(e.colors), got = text(ci);
      break;
    }
    case Expect::Damage: {
      int d = st.obj(obj()).damage;
      ok = d == e.n, want = std::to_string(e.n), got = std::to_string(d);
      break;
    }
    case Expect::Mode: {
      const StackItem* top = nullptr;  // the topmost spell or ability of the object
      for (auto it = st.stack.rbegin(); it != st.stack.rend() && !top; ++it)
        if (run.names(e.obj, it->obj)) top = &*it;
      ok = top && top->mode == e.n;
      want = fmt::format("{} on the stack with mode {}", e.obj.text, e.n + 1);
      got = top ? fmt::format("mode {}", top->mode + 1) : "not on the stack";
      break;
    }
    case Expect::InZone: {
      ObjId id = obj();
      ok = !st.obj(id).left && st.obj(id).zone == e.zone;
      want = zone_name(e.zone), got = where(st, id);
      break;
    }
    case Expect::StackIs: {
      std::vector<ObjId> ids;
      for (auto it = st.stack.rbegin(); it != st.stack.rend(); ++it) ids.push_back(it->obj);
      ok = ids.size() == e.list.size();
      for (size_t i = 0; ok && i < ids.size(); ++i) ok = run.names(e.list[i], ids[i]);
      want = refs_text(e.list), got = list_text(st, ids);
      break;
    }
    case Expect::Priority: {
      const Decision& d = run.g.decision();
      ok = d.kind == DecisionKind::Priority && d.player == e.player;
      want = pname(e.player) + " has priority";
      got = d.kind == DecisionKind::Priority ? pname(d.player) + " has priority"
                                             : "pending: " + decision_word(d.kind);
      if (ok && e.n >= 0) {  // can / cannot activate or cast the object
        OptKind k = e.n == 1 ? OptKind::Cast : OptKind::Activate;
        bool offered = false;
        for (const Option& o : d.options)
          offered |= k == OptKind::Cast ? run.names_cast(e.obj, o)
                                        : o.kind == k && run.names(e.obj, o.obj);
        ok = offered == (e.n2 == 0);
        std::string action = std::string(e.n == 1 ? "cast " : "activate ") + e.obj.text;
        want += std::string(e.n2 == 0 ? " and can " : " and cannot ") + action;
        got += std::string(offered ? " and can " : " and cannot ") + action;
      }
      break;
    }
    case Expect::CanDo: {
      // What priority offers the player: the pending options when they have priority, else
      // what it would offer them now.
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
      ok = found == (e.n == 1);
      want =
          fmt::format("{} {} {} {}", pname(e.player), e.n ? "can" : "cannot", e.text, e.obj.text);
      got = theirs ? run.options_text() : (found ? "offered" : "not offered");
      break;
    }
    case Expect::Decision: {
      const Decision& d = run.g.decision();
      ok = decision_word(d.kind) == e.text && (e.player == kNoPlayer || d.player == e.player) &&
           (e.n < 0 || d.choices() == e.n);
      want = e.text + (e.player == kNoPlayer ? "" : " for " + pname(e.player)) +
             (e.n < 0 ? "" : fmt::format(" with {} options", e.n));
      got = decision_word(d.kind) + (d.pending() ? " for " + pname(d.player) : "") +
            fmt::format(" with {} options", d.choices());
      break;
    }
    case Expect::StepIs:
      ok = st.step == e.step, want = scn_step_name(e.step), got = scn_step_name(st.step);
      break;
    case Expect::Turn:
      ok = st.turn == e.n, want = std::to_string(e.n), got = std::to_string(st.turn);
      break;
    case Expect::Active:
      ok = st.active == e.player, want = pname(e.player), got = pname(st.active);
      break;
    case Expect::Result: {
      int r = !st.over ? 3 : st.winner == kNoPlayer ? 2 : st.winner;
      auto text = [&](int v) {
        return v == 3 ? std::string("game not over") : v == 2 ? "draw" : pname(v) + " wins";
      };
      ok = r == e.n, want = text(e.n), got = text(r);
      break;
    }
    case Expect::Legal:
    case Expect::Illegal: {
      // The answer is tried on a copy of the game, so the script goes on from here unchanged.
      Run trial = run;
      trial.g.log = &trial.log;
      std::string why;
      try {
        perform(trial, c.trial.front());
      } catch (const Illegal& f) {
        why = f.what();
      }
      bool legal = why.empty();
      ok = legal == (e.what == Expect::Legal);
      want = e.what == Expect::Legal ? "a legal answer" : "an illegal answer";
      got = legal ? "legal" : why.substr(why.find(": ") + 2);
      break;
    }
    case Expect::LogHas:
    case Expect::LogLacks: {
      int n = 0;
      for (const LogEntry& l : run.log)
        n += e.text == l.rule &&
             (e.obj.kind == Ref::None || run.names(e.obj, l.obj) || run.names(e.obj, l.obj2));
      std::string about = e.obj.kind == Ref::None ? "" : " for " + e.obj.text;
      ok = e.what == Expect::LogHas ? n > 0 : n == 0;
      want = (e.what == Expect::LogHas ? "an entry " : "no entry ") + e.text + about;
      got = fmt::format("{} matching entries", n);
      break;
    }
  }
  if (!ok)
    run.fail(c.line, fmt::format("expectation failed: {}\n  expected: {}\n  actual:   {}\n  {}",
                                 c.text, want, got, run.last_log()));
}

}  // namespace lore::scn
