// Parses a scenario file: the set-up, "---", then the script (docs/scenarios.md).
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "engine/card_db.h"
#include "engine/color_identity.h"
#include "engine/engine.h"
#include "engine/rulings.h"
#include "engine/text_file.h"
#include "scenario/lex.h"
#include "scenario/scenario.h"

namespace lore::scn {

namespace {

// A set-up is a position of a real game: far fewer objects than the counts of GameState
// (int16_t) can hold.
constexpr int kMaxSetupObjects = 5000;

struct Error {
  std::string msg;
};

// Words no alias may take, since they start script lines or expectations.
const std::set<std::string> kReserved = {
    "p1",  "p2",   "done", "stack", "priority", "decision", "step", "turn", "active", "result",
    "log", "none", "auto", "until", "on",       "at",       "to",   "all",  "legal",  "illegal"};

// 810: a Two-Headed Giant set-up seats four (P1 and P2 against P3 and P4), a team's primary
// player (its first seat) is the active one, and a team's life (default 30, 810.4) and poison
// are one number: a line for either player sets the team's.
void two_headed_setup(Setup& su) {
  if (su.players != 4)
    throw Error{
        fmt::format("line {}: a 2hg game seats 4 players, not {}", su.format_line, su.players)};
  su.active = static_cast<PlayerId>(su.active & ~1);
  for (size_t a = 0; a < 4; a += 2) {
    auto shared = [&](std::array<int, kMaxPlayers>& v, std::array<bool, kMaxPlayers>& given,
                      int fallback, const char* what) {
      if (given[a] && given[a + 1] && v[a] != v[a + 1])
        throw Error{fmt::format("P{} and P{} are a team: they have one {} (810.4, 810.10)", a + 1,
                                a + 2, what)};
      int n = given[a] ? v[a] : given[a + 1] ? v[a + 1] : fallback;
      v[a] = v[a + 1] = n;
    };
    shared(su.life, su.life_given, 30, "life total");
    shared(su.poison, su.poison_given, 0, "number of poison counters");
  }
}

class Parser {
 public:
  Scenario sc;

  void line(const std::string& text) {
    if (!in_script_ && text.rfind("state ", 0) == 0) {  // a dump's state line: not words
      sc.setup.state_lines.push_back({lineno, text.substr(6)});
      return;
    }
    w_ = split_words(text);
    pos_ = 0;
    text_ = text;
    if (!in_script_) return setup_line();
    script_line();
  }
  void finish() {
    if (!in_script_) throw Error{"missing '---' between the set-up and the script"};
    if (sc.setup.format == Format::TwoHeadedGiant) two_headed_setup(sc.setup);
    if (seed_line_ && !sc.setup.state_lines.empty())
      throw Error{fmt::format("line {}: the state block holds the random generator; remove 'seed'",
                              seed_line_)};
    for (const ZoneSpec& z : sc.setup.zones)
      for (const Item& it : z.items)
        if (!it.attached.empty() &&
            (!aliases_.count(it.attached) || off_battlefield_.count(it.attached) ||
             it.attached == it.alias))
          throw Error{
              fmt::format("line {}: '{}' is not another permanent's alias", it.line, it.attached)};
  }
  int lineno = 0;

 private:
  std::vector<Word> w_;
  size_t pos_ = 0;
  std::string text_;
  bool in_script_ = false;
  int seed_line_ = 0;
  std::set<std::string> aliases_, off_battlefield_;
  std::map<std::string, CardId> alias_cards_;  // set-up aliases: the card each was given

  bool more() const { return pos_ < w_.size(); }
  std::string peek() const { return more() ? lower(w_[pos_].s) : ""; }
  std::string next(const char* what) {
    if (!more()) throw Error{fmt::format("expected {}", what)};
    return w_[pos_++].s;
  }
  // A mana letter, its ManaKind: W, U, B, R, G, and C unless `colored_only`.
  int mana_letter(bool colored_only) {
    const char* expected = colored_only ? "W, U, B, R or G" : "W, U, B, R, G or C";
    std::string k = lower(next(expected));
    std::string_view kinds = colored_only ? "wubrg" : "wubrgc";  // ManaKind order
    size_t at = kinds.find(k);
    if (k.size() != 1 || at == std::string_view::npos)
      throw Error{fmt::format("unknown mana '{}' (expected {})", k, expected)};
    return static_cast<int>(at);
  }
  bool accept(const char* word) {
    if (peek() != word) return false;
    ++pos_;
    return true;
  }
  void expect_word(const char* word) {
    if (!accept(word)) throw Error{fmt::format("expected '{}'", word)};
  }
  void end() {
    if (more()) throw Error{fmt::format("unexpected '{}'", w_[pos_].s)};
  }
  int number(const char* what, int lo = 0, int hi = 100000) {
    std::string s = next(what);
    auto v = parse_int(s);
    if (!v || *v < lo || *v > hi)
      throw Error{fmt::format("bad {} '{}' (a number from {} to {})", what, s, lo, hi)};
    return *v;
  }
  PlayerId player() {
    std::string s = next("a player (P1 to P6)");
    auto p = parse_player(s);
    if (!p) throw Error{fmt::format("expected a player (P1 to P6), got '{}'", s)};
    return *p;
  }

  // The longest run of words naming a card ("Baird, Argivian Recruiter").
  CardId card(size_t& used) {
    std::string name;
    CardId best = kNoCard;
    used = 0;
    for (size_t k = 0; pos_ + k < w_.size() && k < 8; ++k) {
      if (k) name += w_[pos_ + k - 1].comma ? ", " : " ";
      name += w_[pos_ + k].s;
      CardId id = CardDb::get().find(name);
      if (id != kNoCard) best = id, used = k + 1;
    }
    return best;
  }
  // The rest of the line as a card name (any face, Adventure or token name).
  Ref card_name() {
    size_t used = 0;
    std::string first = more() ? w_[pos_].s : "";
    Ref r;
    r.card = card(used);
    if (r.card == kNoCard || pos_ + used != w_.size())
      throw Error{fmt::format("unknown card name '{}'", trim(text_.substr(text_.find(first))))};
    pos_ += used;
    r.kind = Ref::Card;
    r.text = card_def(r.card).name;
    return r;
  }
  Ref ref() {
    Ref r;
    std::string s = next("a player, alias or card name");
    if (lower(s) == "ability" && more() && !aliases_.count("ability")) {  // an ability on the stack
      r = ref();
      r.stack_ability = true;
      r.text = "ability " + r.text;
      return r;
    }
    r.text = s;
    if (auto p = parse_player(s)) {
      r.kind = Ref::Player;
      r.player = *p;
      return r;
    }
    --pos_;
    size_t used = 0;
    r.card = card(used);
    // An alias shadows a one-word card name; a longer card name wins ("Djinn of the Fountain").
    if (aliases_.count(lower(s)) && used <= 1) {
      ++pos_;
      r.kind = Ref::Alias;
      r.alias = lower(s);
      return r;
    }
    if (r.card == kNoCard) throw Error{fmt::format("unknown card or alias '{}'", s)};
    r.kind = Ref::Card;
    r.text = card_def(r.card).name;
    pos_ += used;
    return r;
  }
  // Refs up to the end of the line or one of the stop words.
  std::vector<Ref> refs(std::initializer_list<const char*> stops = {}) {
    std::vector<Ref> out;
    while (more()) {
      for (const char* s : stops)
        if (peek() == s) return out;
      if (peek() == "done") {
        ++pos_;
        out.push_back(Ref{Ref::Done, kNoPlayer, "", kNoCard, "done"});
        continue;
      }
      out.push_back(ref());
    }
    return out;
  }

  // "chapter N of REF" (N: I to VI or a number), "ability N of REF", or a reference.
  Ref stack_ref() {
    std::string k = peek();
    if ((k != "chapter" && k != "ability") || pos_ + 2 >= w_.size() ||
        lower(w_[pos_ + 2].s) != "of")
      return ref();
    ++pos_;
    std::string n = lower(next("a number"));
    static const char* kRoman[] = {"i", "ii", "iii", "iv", "v", "vi"};
    int v = 0;
    for (int i = 0; i < 6; ++i)
      if (n == kRoman[i]) v = i + 1;
    if (!v) v = parse_int(n).value_or(0);
    if (v < 1 || v > 20) throw Error{fmt::format("bad {} number '{}'", k, n)};
    ++pos_;  // "of"
    Ref r = ref();
    if (r.kind != Ref::Alias && r.kind != Ref::Card) throw Error{"expected an object after 'of'"};
    (k == "chapter" ? r.chapter : r.ability) = v;
    r.text = fmt::format("{} {} of {}", k, n, r.text);
    return r;
  }

  // ---- set-up
  void setup_line() {
    std::string head = peek();
    if (text_ == "---") {
      in_script_ = true;
      return;
    }
    if (head == "name:" || head == "title:") {
      sc.title = trim(text_.substr(text_.find(':') + 1));
      return;
    }
    if (head == "ruling:") {  // an id of the rulings corpus (data/rulings.jsonl)
      ++pos_;
      std::string id = next("a ruling id");
      if (!find_ruling(id))
        throw Error{fmt::format("unknown ruling id \"{}\" (see data/rulings.jsonl)", id)};
      sc.rulings.push_back(id);
      return end();
    }
    if (head == "rule:") {  // a Comprehensive Rules reference, for readers
      ++pos_;
      next("a rule number");
      return end();
    }
    Setup& su = sc.setup;
    if (head == "auto-single") return auto_single(su.auto_single);
    if (head == "seed") {  // the random generator's seed: what "at random" comes out as
      ++pos_;
      su.seed = number("seed", 0, 1000000000);
      seed_line_ = lineno;
      return end();
    }
    if (head == "random") {  // what the first choices made at random come out as
      ++pos_;
      su.random = random_numbers();
      su.random_line = lineno;
      return end();
    }
    if (head == "format") {  // 100.2: the game's format
      ++pos_;
      std::string f = lower(next("ffa, 2hg or commander"));
      if (f == "2hg") {
        su.format = Format::TwoHeadedGiant;
        su.players = std::max(su.players, 4);
      } else if (f == "commander") {
        su.format = Format::Commander;  // 903
      } else if (f != "ffa" && f != "free-for-all") {
        throw Error{fmt::format("unknown format '{}' (expected ffa, 2hg or commander)", f)};
      }
      su.format_line = lineno;
      return end();
    }
    if (head == "turn" || head == "active" || head == "step" || head == "players") {
      while (more()) {
        std::string k = lower(next("turn, active, step or players"));
        if (k == "players") {  // 800.1: a free-for-all game of this many (default 2)
          su.players = number("players", 2, kMaxPlayers);
        } else if (k == "turn") {
          su.turn = number("turn number", 0, 10000);  // 0: before the first turn
        } else if (k == "active") {
          su.active = player();
        } else if (k == "step") {
          std::string s = next("a step");
          auto st = parse_step(s);
          if (!st) throw Error{fmt::format("unknown step '{}'", s)};
          su.step = *st;
        } else {
          throw Error{fmt::format("unexpected '{}' (expected turn, active, step or players)", k)};
        }
      }
      return;
    }
    auto p = parse_player(head);
    if (!p) throw Error{fmt::format("unknown set-up line '{}'", text_)};
    su.players = std::max(su.players, *p + 1);  // a set-up line of P3 makes a game of three
    ++pos_;
    std::string what = lower(next("life, poison, monarch, turns-taken or a zone"));
    if (what == "life") {
      su.life[static_cast<size_t>(*p)] = number("life", -100000, 100000);
      su.life_given[static_cast<size_t>(*p)] = true;
      return end();
    }
    if (what == "poison") {
      su.poison[static_cast<size_t>(*p)] = number("poison", 0, 1000);
      su.poison_given[static_cast<size_t>(*p)] = true;
      return end();
    }
    if (what == "monarch") {  // 725: the designation, as play begins
      su.monarch = *p;
      return end();
    }
    if (what == "turns-taken") {
      su.turns_taken[static_cast<size_t>(*p)] = number("turns taken", 0, 10000);
      return end();
    }
    if (what.empty() || what.back() != ':')
      throw Error{fmt::format(
          "unexpected '{}' (expected life, poison, monarch, turns-taken or 'ZONE:')", what)};
    bool resolved = what == "resolved:";  // spells and abilities that resolve as play begins
    auto z = resolved ? Zone::Stack : parse_zone(what.substr(0, what.size() - 1));
    if (!z) throw Error{fmt::format("unknown zone '{}'", what.substr(0, what.size() - 1))};
    ZoneSpec spec{*p, *z, {}};
    spec.resolved = resolved;
    while (more()) spec.items.push_back(item(*z, resolved));
    su.zones.push_back(std::move(spec));
    int objects = 0;
    for (const ZoneSpec& zs : su.zones)
      for (const auto& i : zs.items) objects += i.count;
    if (objects > kMaxSetupObjects)
      throw Error{fmt::format("more than {} objects in the set-up", kMaxSetupObjects)};
  }

  void auto_single(bool& flag) {
    ++pos_;
    std::string v = lower(next("on or off"));
    if (v != "on" && v != "off") throw Error{fmt::format("expected on or off, got '{}'", v)};
    flag = v == "on";
    end();
  }

  // "Card [xN] [tapped] [sick] [transformed] [damage:N] [KIND:N...] [attached:ALIAS]
  //  [controller:P2] [as A]"
  Item item(Zone zone, bool resolved = false) {
    Item it;
    it.line = lineno;
    if (resolved && (peek() == "ability" || peek() == "chapter")) {  // an ability of an object
      it.source = stack_ref();
      if (!it.source.ability && !it.source.chapter)
        throw Error{"expected 'ability N of REF' or 'chapter N of REF'"};
      it.card = it.source.kind == Ref::Card ? it.source.card : alias_cards_.at(it.source.alias);
      attributes(it, zone, w_[pos_ - 1].comma);
      return it;
    }
    size_t used = 0;
    std::string first = w_[pos_].s;
    it.card = card(used);
    if (it.card == kNoCard) throw Error{fmt::format("unknown card '{}'", first)};
    pos_ += used;
    bool perm = zone == Zone::Battlefield, stack = zone == Zone::Stack;
    const CardDef& d = card_def(it.card);
    if (d.is_back_face())
      throw Error{fmt::format("'{}' is a back face: write '{} transformed'", d.name,
                              card_def(d.front).name)};
    if (d.is_adventure() && !stack)  // 715.4: elsewhere it has its main characteristics
      throw Error{fmt::format("'{}' is an Adventure: name the card by '{}'", d.name,
                              card_def(d.adventurer).name)};
    if (!perm && d.is_meld_result())  // 712.4b: only a melded permanent has this face
      throw Error{fmt::format("'{}' is a combined back face: only on the battlefield", d.name)};
    attributes(it, zone, w_[pos_ - 1].comma);
    // Outside the battlefield a token is one that left it and waits to cease to exist (704.5d):
    // written with `token`, so a Treasure card name alone never means one in a graveyard.
    if (!perm && d.token && !is_unlisted_card(d) && !it.token)
      throw Error{fmt::format(
          "a {} token outside the battlefield is written '{} token' (one that left it, 704.5d)",
          d.name, d.name)};
    const CardDef& up = it.transformed ? card_def(d.back) : d;  // the face that's up
    if (perm && !up.is(TArtifact | TCreature | TEnchantment | TLand | TPlaneswalker | TBattle))
      throw Error{fmt::format("{} is not a permanent card", up.name)};
    if (stack && d.is(TLand)) throw Error{fmt::format("{} is a land, not a spell", d.name)};
    if (stack && it.count != 1)
      throw Error{fmt::format("one spell per stack item ('x{}' is a count; X is 'x:N')", it.count)};
    if (!it.alias.empty() && it.count != 1)
      throw Error{fmt::format("an alias names one object, not x{}", it.count)};
    return it;
  }

  // The attributes after an item's card, up to the next comma or the end of the line.
  void attributes(Item& it, Zone zone, bool done) {
    bool perm = zone == Zone::Battlefield, stack = zone == Zone::Stack;
    const CardDef& d = card_def(it.card);
    while (!done && more()) {
      const Word& wd = w_[pos_++];
      done = wd.comma;
      std::string a = lower(wd.s);
      auto colon = a.rfind(':');
      std::string key = colon == std::string::npos ? a : a.substr(0, colon);
      std::string val = colon == std::string::npos ? "" : a.substr(colon + 1);
      auto need_perm = [&] {
        if (!perm) throw Error{fmt::format("'{}' is only for the battlefield", wd.s)};
      };
      auto need_stack = [&] {
        if (!stack) throw Error{fmt::format("'{}' is only for the stack", wd.s)};
      };
      if (a.size() > 1 && a[0] == 'x' && parse_int(a.substr(1))) {
        it.count = *parse_int(a.substr(1));
        if (it.count < 1 || it.count > 200) throw Error{fmt::format("bad count '{}'", wd.s)};
      } else if (a == "tapped") {
        need_perm(), it.tapped = true;
      } else if (a == "sick") {
        need_perm(), it.sick = true;
      } else if (a == "transformed") {
        need_perm(), it.transformed = true;
        if (d.back == kNoCard)
          throw Error{fmt::format("{} is not a transforming double-faced card", d.name)};
      } else if (a == "commander") {  // 903.3
        it.commander = true;
      } else if (key == "casts" && colon != std::string::npos) {  // 903.8
        auto v = parse_int(val);
        if (!v || *v < 0 || *v > 100) throw Error{fmt::format("bad count '{}'", wd.s)};
        it.commander = true, it.casts = *v;
      } else if (key.rfind("dealt-p", 0) == 0 && colon != std::string::npos) {  // 903.10a
        auto p = parse_player(key.substr(6));
        auto v = parse_int(val);
        if (!p || !v || *v < 0 || *v > 1000)
          throw Error{fmt::format("bad commander damage '{}' (dealt-P2:N)", wd.s)};
        it.commander = true, it.dealt[static_cast<size_t>(*p)] = *v;
      } else if (a == "counters") {
        need_perm();
      } else if (a == "token") {  // elsewhere than the battlefield: one that left it (704.5d)
        if (stack) throw Error{"'token' is not for the stack"};
        it.token = true;
      } else if (a == "target") {  // up to the next comma
        need_stack();
        while (!done && more() && lower(peek()) != "as") {
          it.targets.push_back(ref());
          done = w_[pos_ - 1].comma;
        }
        if (it.targets.empty()) throw Error{"expected a target after 'target'"};
      } else if (key == "mode" && val.find('+') != std::string::npos) {  // "mode:1+3"
        need_stack();
        for (size_t from = 0; from <= val.size();) {
          size_t plus = std::min(val.find('+', from), val.size());
          auto v = parse_int(val.substr(from, plus - from));
          if (!v || *v < 1 || *v > 8 || (!it.modes.empty() && *v - 1 <= it.modes.back()))
            throw Error{fmt::format("bad modes '{}' (in printed order, each once)", wd.s)};
          it.modes.push_back(*v - 1);
          from = plus + 1;
        }
        it.mode = it.modes.front();
      } else if ((key == "mode" || key == "x") && colon != std::string::npos) {
        need_stack();
        auto v = parse_int(val);
        if (!v || *v < (key == "mode" ? 1 : 0) || *v > 1000)
          throw Error{fmt::format("bad {} '{}'", key, wd.s)};
        (key == "mode" ? it.mode : it.x) = key == "mode" ? *v - 1 : *v;
      } else if (a == "as") {
        std::string al = lower(next("an alias after 'as'"));
        done = w_[pos_ - 1].comma;
        if (kReserved.count(al) || parse_int(al) || al.empty() || !std::isalpha(al[0]))
          throw Error{fmt::format("'{}' can't be an alias", al)};
        if (!aliases_.insert(al).second)
          throw Error{fmt::format("alias '{}' is defined twice", al)};
        it.alias = al;
        alias_cards_[al] = it.card;
        if (!perm) off_battlefield_.insert(al);
      } else if (key == "damage" && colon != std::string::npos) {
        need_perm();
        auto v = parse_int(val);
        if (!v || *v < 0 || *v > 10000) throw Error{fmt::format("bad damage '{}'", wd.s)};
        it.damage = *v;
      } else if (key == "controlled-since" && colon != std::string::npos) {
        need_perm();
        auto v = parse_int(val);
        if (!v || *v < 0 || *v > 10000) throw Error{fmt::format("bad turn '{}'", wd.s)};
        it.controlled_since = *v;
      } else if (key == "attached" && !val.empty()) {
        need_perm(), it.attached = val;
      } else if (key == "controller" && parse_player(val)) {
        need_perm(), it.controller = *parse_player(val);
      } else if (colon != std::string::npos && parse_counter(key)) {
        need_perm();
        auto v = parse_int(val);
        if (!v || *v < 0 || *v > 1000) throw Error{fmt::format("bad counter amount '{}'", wd.s)};
        it.counters[static_cast<size_t>(*parse_counter(key))] = *v;
        it.loyalty_given |= *parse_counter(key) == Counter::Loyalty;
      } else {
        throw Error{fmt::format("unknown attribute '{}' of {}", wd.s, card_def(it.card).name)};
      }
    }
    if (it.source.kind != Ref::None && (it.count != 1 || !it.alias.empty()))
      throw Error{"an ability that resolves takes no count or alias"};
  }

  // ---- script
  void script_line() { sc.script.push_back(command()); }

  Command command() {
    Command c;
    c.line = lineno;
    c.text = text_;
    std::string verb = lower(next("a command"));
    if (verb == "play") {
      c.kind = Command::Play, c.subject = ref();
    } else if (verb == "cast" || verb == "activate") {
      c.kind = verb == "cast" ? Command::Cast : Command::Activate;
      c.subject = ref();
      if (c.kind == Command::Activate && accept("ability")) c.n = number("ability", 1, 20);
      clauses(c);
    } else if (verb == "foretell") {  // 116.2h, 702.143a: the special action, then its {2}
      c.kind = Command::Activate;
      c.foretell = true;
      c.subject = ref();
    } else if (verb == "mana") {  // 605.3a: a mana ability activated at priority
      c.kind = Command::Mana;
      c.subject = ref();
      bool nth = accept("ability");  // the Nth mana ability offered for that kind
      if (!nth && more()) c.n = mana_letter(false), nth = accept("ability");
      if (nth) c.x = number("ability", 1, 20);
    } else if (verb == "convoke") {  // 702.51a: a creature tapped to pay one mana of a spell
      c.kind = Command::Convoke;
      c.subject = ref();
      c.n = kConvokeGeneric;
      if (more()) c.n = mana_letter(true);
    } else if (verb == "pay") {
      c.kind = Command::Pay;
      if (!accept("auto") && (c.refs = refs()).empty())
        throw Error{"expected 'auto' or the sources to pay with"};
    } else if (verb == "pass") {
      c.kind = Command::Pass;
      if (accept("until")) {
        if (accept("stack")) {
          expect_word("empty");
          c.kind = Command::PassStack;
        } else if (accept("turn")) {  // "pass until turn N STEP": that step of that turn
          c.kind = Command::PassTurn, c.n = number("turn", 1, 100000);
          std::string s = next("a step");
          auto st = parse_step(s);
          if (!st) throw Error{fmt::format("unknown step '{}'", s)};
          c.step = *st;
        } else {
          std::string s = next("'stack empty', 'turn N STEP' or a step");
          auto st = parse_step(s);
          if (!st) throw Error{fmt::format("unknown step '{}'", s)};
          c.kind = Command::PassStep, c.step = *st;
        }
      }
    } else if (verb == "attack") {
      c.kind = Command::Attack;
      if (!accept("none")) {
        c.refs = refs({"at"});
        if (c.refs.empty()) throw Error{"expected the attackers or 'none'"};
        if (accept("at")) c.subject = ref();
        // "attack a at P1, b at karn": each further group after a comma attacks its own choice
        while (more() && w_[pos_ - 1].comma) {
          std::vector<Ref> group = refs({"at"});
          if (group.empty() || !accept("at")) throw Error{"expected 'ATTACKERS at PLAYER'"};
          Ref at = ref();
          for (Ref& r : group) c.pairs.push_back({r, at});
        }
      }
    } else if (verb == "block") {
      c.kind = Command::Block;
      if (!accept("none")) {
        if (!more()) throw Error{"expected 'BLOCKER on ATTACKER' or 'none'"};
        while (more()) {
          Ref b = ref();
          expect_word("on");
          c.pairs.push_back({b, ref()});
        }
      }
    } else if (verb == "assign") {
      c.kind = Command::Assign;
      c.n = number("damage", 0, 100000);
      expect_word("to");
      c.subject = ref();
    } else if (verb == "order") {
      c.kind = Command::Order, c.refs = refs();
      if (c.refs.empty()) throw Error{"expected the trigger sources in order"};
    } else if (verb == "choose" && more() && w_[pos_].s[0] == '#') {
      c.kind = Command::Raw;
      auto v = parse_int(w_[pos_++].s.substr(1));
      if (!v || *v < 0) throw Error{fmt::format("bad option index '{}'", w_[pos_ - 1].s)};
      c.n = *v;
    } else if (verb == "choose" || verb == "discard" || verb == "sacrifice" || verb == "keep") {
      c.kind = Command::Choose;
      if (more() && peek() == "done") {  // ends an "any number" / "up to" choice
        ++pos_;
        c.subject = Ref{Ref::Done, kNoPlayer, "", kNoCard, "done"};
      } else {
        c.subject = ref();
      }
    } else if (verb == "target") {
      c.kind = Command::Target, c.refs = refs();
      if (c.refs.empty()) throw Error{"expected targets"};
    } else if (verb == "mode" && more() && peek() == "done") {  // ends "choose one or more"
      ++pos_;
      c.kind = Command::Choose, c.want = DecisionKind::ChooseMode;
      c.subject = Ref{Ref::Done, kNoPlayer, "", kNoCard, "done"};
    } else if (verb == "mode" || verb == "x" || verb == "number" || verb == "pile" ||
               verb == "divide") {
      c.kind = verb == "pile" ? Command::Pile : Command::Number;
      c.want = verb == "mode"     ? DecisionKind::ChooseMode
               : verb == "x"      ? DecisionKind::ChooseX
               : verb == "divide" ? DecisionKind::Divide
                                  : DecisionKind::None;
      c.n = number(verb.c_str(), verb == "mode" || verb == "pile" || verb == "divide" ? 1 : 0,
                   100000);
    } else if (verb == "type") {  // 614.1c: a card type or basic land type chosen as it enters
      c.kind = Command::Number, c.want = DecisionKind::ChooseType;
      std::string word = next("a card type or a basic land type");
      c.n = chosen_type_code(word);
      if (c.n < 0) throw Error{"\"" + word + "\" is not a card type or a basic land type"};
    } else if (verb == "color") {  // "choose a color" (Persecute): W, U, B, R, G or its name
      c.kind = Command::Color;
      c.n = color_word();
    } else if (verb == "phyrexian") {  // 601.2b: how to pay one Phyrexian mana symbol
      c.kind = Command::Phyrexian;
      c.n = phyrexian_way();
    } else if (verb == "yes" || verb == "no") {
      c.kind = verb == "yes" ? Command::Yes : Command::No;
    } else if (verb == "top" || verb == "bottom" || verb == "graveyard") {
      c.kind = verb == "top"      ? Command::Top
               : verb == "bottom" ? Command::Bottom
                                  : Command::Graveyard;
      if (more()) c.subject = ref();
    } else if (verb == "replace") {
      c.kind = Command::Replace;
      if (peek() == "regeneration")  // the regeneration shield (701.19a)
        c.subject.text = next("regeneration");
      else if (peek() == "additional")  // an effect's additional counters (614.1c)
        c.subject.text = next("additional");
      else if (peek() == "protection")  // protection's prevention (702.16e, 702.16k)
        c.subject.text = next("protection");
      else if (peek() == "shield-counter")  // the shield counter of the permanent dealt damage
        c.subject.text = next("shield-counter");  // (122.1c)
      else
        c.subject = ref();
    } else if (verb == "random") {  // what the next choices made at random come out as
      c.kind = Command::Random, c.random = random_numbers();
    } else if (verb == "name") {  // "name CARD NAME": a card name (201.4)
      c.kind = Command::Name;
      c.subject = card_name();
    } else if (verb == "alias") {  // "alias NAME CARD": the newest object with that name
      std::string al = lower(next("an alias"));
      if (kReserved.count(al) || parse_int(al) || al.empty() || !std::isalpha(al[0]))
        throw Error{fmt::format("'{}' can't be an alias", al)};
      if (aliases_.count(al)) throw Error{fmt::format("alias '{}' is defined twice", al)};
      if (!more()) throw Error{"expected a card name after the alias"};
      // The card name is read before the alias exists, so "alias hero Hero" names the token.
      c.kind = Command::Alias, c.alias = al, c.subject = card_name();
      aliases_.insert(al);
    } else if (verb == "auto-single") {
      --pos_;
      bool on = false;
      auto_single(on);
      c.kind = Command::AutoSingle, c.n = on;
    } else if (verb == "dump") {  // the state text form, to a file or standard output
      c.kind = Command::Dump;
      if (more()) c.path = next("a file");
    } else if (verb == "expect" && (peek() == "legal" || peek() == "illegal")) {
      legal_trial(c);
    } else if (verb == "expect" || verb == "meanwhile") {
      // "meanwhile expect ...": checked while a decision is still open (mid-cast, mid-resolution)
      c.meanwhile = verb == "meanwhile";
      if (c.meanwhile) expect_word("expect");
      c.kind = Command::Check;
      c.expect = expectation();
    } else {
      throw Error{fmt::format("unknown command '{}'", verb)};
    }
    end();
    return c;
  }

  // "expect legal|illegal ANSWER [then ANSWER...]": whether that answer is a legal option now;
  // each ANSWER after "then" answers the decision the one before leaves (inside one action).
  void legal_trial(Command& c) {
    c.kind = Command::Check;
    c.expect.what = lower(next("legal or illegal")) == "legal" ? Expect::Legal : Expect::Illegal;
    // "ANSWER then ANSWER...": the answers of one action, each to the decision it leaves
    std::vector<Word> all = w_;
    std::vector<std::vector<Word>> answers(1);
    for (size_t i = pos_; i < all.size(); ++i)
      if (lower(all[i].s) == "then")
        answers.emplace_back();
      else
        answers.back().push_back(all[i]);
    std::string after = all[pos_ - 1].s;  // "legal", "illegal", then "then"
    for (const std::vector<Word>& words : answers) {
      if (words.empty()) throw Error{"expected a command"};
      std::string what = lower(words.front().s);
      if (what == "expect" || what == "alias" || what == "dump" || what == "auto-single" ||
          what == "random")
        throw Error{fmt::format("expected an answer after '{}', got '{}'", after, what)};
      w_ = words, pos_ = 0;
      c.trial.push_back(command());
      after = "then";
    }
    w_ = all, pos_ = all.size();
  }

  // "random N...": at least one number.
  std::vector<int> random_numbers() {
    std::vector<int> out{number("mode number", 1, 20)};
    while (more()) out.push_back(number("mode number", 1, 20));
    return out;
  }

  // W, U, B, R, G (the mana kind) or life (Command::kPayLife): a way to pay a Phyrexian symbol.
  int phyrexian_way() {
    std::string w = lower(next("W, U, B, R, G or life"));
    if (w == "life") return Command::kPayLife;
    auto k = std::string_view("wubrg").find(w);
    if (w.size() != 1 || k == std::string_view::npos)
      throw Error{fmt::format("unexpected '{}' (expected W, U, B, R, G or life)", w)};
    return static_cast<int>(k);
  }

  // W, U, B, R, G or white, blue, black, red, green: the color's mana kind (MW..MG).
  int color_word() {
    std::string w = lower(next("a color"));
    static constexpr std::string_view kNames[] = {"white", "blue", "black", "red", "green"};
    for (int k = 0; k < 5; ++k)
      if (w == kNames[k] || w == std::string(1, "wubrg"[k])) return k;
    throw Error{fmt::format("unexpected '{}' (expected W, U, B, R, G or a color's name)", w)};
  }

  void clauses(Command& c) {
    while (more()) {
      std::string k = lower(next("mode, x, kick, life, phyrexian, divide or target"));
      if (k == "phyrexian") {  // 601.2b: one way per Phyrexian symbol, in printed order
        do c.phyrexian.push_back(phyrexian_way());
        while (more() && (peek() == "life" ||
                          (peek().size() == 1 && std::string_view("wubrgWUBRG").find(peek()[0]) !=
                                                     std::string_view::npos)));
        continue;
      }
      if (k == "divide") {  // 601.2d: the shares, in the order the engine asks them
        c.divide.push_back(number("share", 1, 1000));
        while (more() && parse_int(peek())) c.divide.push_back(number("share", 1, 1000));
        continue;
      }
      if (k == "kick" || k == "life") {  // 601.2b: which kicker costs (702.33a) or optional
                                         // life costs (118.8) to pay
        bool kick = k == "kick";
        Command::OptionalCosts& o = kick ? c.kick : c.life;
        o.how = accept("none") ? Command::OptionalCosts::None : Command::OptionalCosts::All;
        while (more() && parse_int(peek())) {
          o.how = Command::OptionalCosts::Listed;
          o.listed.push_back(kick ? number("kicker", 1, 2)
                                  : number("life cost", 1, OptionalLifeCosts::kMax));
        }
      } else if (k == "mode") {  // several for "choose one or more" (700.2d), sorted as printed
        c.modes.push_back(number("mode", 1, 20));
        while (more() && parse_int(peek())) c.modes.push_back(number("mode", 1, 20));
        // a mode listed twice: "you may choose the same mode more than once" (700.2d); the
        // engine refuses it for any other spell
        std::sort(c.modes.begin(), c.modes.end());
      } else if (k == "spectacle") {  // 702.137a: for its spectacle cost
        c.spectacle = true;
      } else if (k == "foretold") {  // 702.143a: from exile for its foretell cost
        c.foretold = true;
      } else if (k == "dash" || k == "blitz") {  // 702.109a, 702.152a: for that cost
        c.dash_blitz = true;
      } else if (k == "x") {
        c.x = number("x", 0, 1000);
      } else if (k == "target") {
        auto r = refs({"mode", "x", "kick", "life", "phyrexian", "divide", "target", "spectacle",
                       "foretold", "dash", "blitz"});
        if (r.empty()) throw Error{"expected targets"};
        c.refs.insert(c.refs.end(), r.begin(), r.end());
      } else {
        throw Error{
            fmt::format("unexpected '{}' (expected mode, x, kick, life, phyrexian, divide, "
                        "spectacle, foretold, dash, blitz or target)",
                        k)};
      }
    }
  }

  Expect expectation() {
    Expect e;
    std::string head = peek();
    if (head == "stack") {
      ++pos_;
      e.what = Expect::StackIs;
      if (!accept("empty")) {
        expect_word("is");
        while (!accept("empty") && more()) e.list.push_back(stack_ref());
      }
    } else if (head == "priority") {
      ++pos_, e.what = Expect::Priority, e.player = player();
      // "... can activate REF" / "cannot cast REF": whether priority offers that action
      bool can = accept("can"), cannot = !can && accept("cannot");
      if (can || cannot) {
        e.n2 = cannot;
        std::string verb = lower(next("activate or cast"));
        if (verb != "activate" && verb != "cast")
          throw Error{fmt::format("expected activate or cast, got '{}'", verb)};
        e.n = verb == "cast";
        e.obj = ref();
      }
    } else if (head == "decision") {
      ++pos_;
      e.what = Expect::Decision;
      std::string s = next("a decision kind");
      auto k = parse_decision(s);
      if (!k) throw Error{fmt::format("unknown decision kind '{}'", s)};
      e.text = decision_word(*k);
      if (more() && peek() != "options") e.player = player();
      if (accept("options")) e.n = number("a number of options", 0, 100000);
    } else if (head == "step") {
      ++pos_;
      std::string s = next("a step");
      auto st = parse_step(s);
      if (!st) throw Error{fmt::format("unknown step '{}'", s)};
      e.what = Expect::StepIs, e.step = *st;
    } else if (head == "turn") {
      ++pos_, e.what = Expect::Turn, e.n = number("turn", 1, 100000);
    } else if (head == "active") {
      ++pos_, e.what = Expect::Active, e.player = player();
    } else if (head == "result") {
      ++pos_;
      e.what = Expect::Result;
      std::string s = lower(next("P1, P2, draw or none"));
      if (s == "draw")  // negative: seats 2 and 3 are P3 and P4
        e.n = -2;
      else if (s == "none")
        e.n = -3;
      else if (auto p = parse_player(s))
        e.n = *p, accept("wins");
      else
        throw Error{fmt::format("expected P1, P2, draw or none, got '{}'", s)};
    } else if (head == "commander-deck") {  // 903.3, 903.5, 903.6, 702.124
      ++pos_;
      e.what = Expect::CommanderDeck;
      std::string path = next("a deck file");
      if (path[0] != '/') {
        size_t slash = sc.file.rfind('/');
        if (slash != std::string::npos) path = sc.file.substr(0, slash + 1) + path;
      }
      e.text = path;
      std::string v = lower(next("legal, illegal or starts"));
      if (v != "legal" && v != "illegal" && v != "starts")
        throw Error{fmt::format("expected legal, illegal or starts, got '{}'", v)};
      e.n = v == "legal" ? 1 : v == "illegal" ? 0 : 2;
      while (e.n == 0 && more()) e.detail += (e.detail.empty() ? "" : " ") + next("words");
    } else if (head == "log") {
      ++pos_;
      std::string v = lower(next("has or lacks"));
      if (v != "has" && v != "lacks")
        throw Error{fmt::format("expected has or lacks, got '{}'", v)};
      e.what = v == "has" ? Expect::LogHas : Expect::LogLacks;
      e.text = next("a rule number");
      if (accept("for")) e.obj = ref();
      if (more() && peek()[0] == 'x') {  // "xN": exactly N entries
        auto n = parse_int(peek().substr(1));
        if (!n || *n < 0) throw Error{fmt::format("bad count '{}'", w_[pos_].s)};
        e.count = *n, ++pos_;
      }
    } else if (parse_player(head)) {
      player_expectation(e);
    } else {
      object_expectation(e);
    }
    return e;
  }

  void player_expectation(Expect& e) {
    e.player = player();
    std::string k = lower(next("life, poison, mana, can, cannot, may, sees or a zone"));
    if (k == "can" || k == "cannot") {  // an option at the player's priority
      e.what = Expect::CanDo;
      e.n = k == "can";
      e.text = lower(next("cast, activate or play"));
      if (e.text != "cast" && e.text != "activate" && e.text != "play")
        throw Error{fmt::format("expected cast, activate or play, got '{}'", e.text)};
      e.obj = ref();
      return;
    }
    if (k == "may") {  // "may [not] cast|play REF": the same as "can|cannot"
      e.what = Expect::CanDo;
      e.n = accept("not") ? 0 : 1;
      e.text = lower(next("cast, activate or play"));
      if (e.text != "cast" && e.text != "activate" && e.text != "play")
        throw Error{fmt::format("expected cast, activate or play, got '{}'", e.text)};
      e.obj = ref();
      return;
    }
    if (k == "sees" && peek() == "hand") {  // "sees hand P2|none": a hand they look at now
      ++pos_;
      e.what = Expect::SeesHand;
      e.n = accept("none") ? -1 : player();
      return;
    }
    if (k == "sees") {  // "sees top REF|none": the top card of their library they may look at
      e.what = Expect::SeesTop;
      if (lower(next("top")) != "top") throw Error{"expected 'sees top REF' or 'sees top none'"};
      e.n = accept("none") ? 0 : 1;
      if (e.n) e.obj = ref();
      return;
    }
    if (k == "mana") {
      e.what = Expect::Pool;
      e.text = next("the mana pool ({R}{G} or empty)");
      return;
    }
    if (k == "life" || k == "poison") {
      e.what = k == "life" ? Expect::Life : Expect::Poison;
      e.n = number(k.c_str(), -100000, 100000);
      return;
    }
    auto z = parse_zone(k);
    if (!z || *z == Zone::Stack) throw Error{fmt::format("unknown zone '{}'", k)};
    e.zone = *z;
    std::string v = lower(next("has, count or is"));
    if (v == "has") {
      e.what = accept("no") ? Expect::ZoneLacks : Expect::ZoneHas;
      e.obj = ref();
      if (more() && lower(w_[pos_].s)[0] == 'x') {
        auto n = parse_int(w_[pos_].s.substr(1));
        if (!n || *n < 0) throw Error{fmt::format("bad count '{}'", w_[pos_].s)};
        e.n = *n, ++pos_;
      }
    } else if (v == "count") {
      e.what = Expect::ZoneCount, e.n = number("count");
    } else if (v == "is") {
      e.what = Expect::ZoneIs;
      if (!accept("empty")) e.list = refs();
    } else {
      throw Error{fmt::format("expected has, count or is, got '{}'", v)};
    }
  }

  void object_expectation(Expect& e) {
    e.obj = ref();
    if (e.obj.kind == Ref::Player) throw Error{"expected an object"};
    std::string k = lower(next("what to check"));
    if (k == "counters") {
      e.what = Expect::Counters;
      e.counters.fill(-1);
      while (more()) {
        std::string a = lower(next("KIND:N"));
        auto colon = a.rfind(':');
        auto c = colon == std::string::npos ? std::nullopt : parse_counter(a.substr(0, colon));
        auto v = c ? parse_int(a.substr(colon + 1)) : std::nullopt;
        if (!v || *v < 0) throw Error{fmt::format("bad counters '{}' (expected KIND:N)", a)};
        e.counters[static_cast<size_t>(*c)] = *v;
      }
    } else if (k == "pt") {
      e.what = Expect::PT;
      std::string s = next("P/T");
      auto slash = s.find('/');
      auto p = slash == std::string::npos ? std::nullopt : parse_int(s.substr(0, slash));
      auto t = p ? parse_int(s.substr(slash + 1)) : std::nullopt;
      if (!t) throw Error{fmt::format("bad power/toughness '{}'", s)};
      e.n = *p, e.n2 = *t;
    } else if (k == "tapped" || k == "untapped") {
      e.what = k == "tapped" ? Expect::Tapped : Expect::Untapped;
    } else if (k == "phased-out" || k == "phased-in") {  // 702.26
      e.what = k == "phased-out" ? Expect::PhasedOut : Expect::PhasedIn;
    } else if (k == "attached") {
      e.what = Expect::Attached, e.obj2 = ref();
    } else if (k == "damage") {
      e.what = Expect::Damage, e.n = number("damage");
    } else if (k == "named") {  // the card name chosen as it entered (201.4)
      e.what = Expect::Named;
      if (!accept("none")) e.obj2 = card_name();
    } else if (k == "color-identity") {  // 903.4: W U B R G letters, or colorless
      e.what = Expect::ColorIdentity;
      if (!accept("colorless")) {
        if (!more()) throw Error{"expected the colors (W U B R G) or 'colorless'"};
        while (more()) {
          std::string q = next("a color");
          ColorMask col = q.size() == 1
                              ? symbol_colors(std::string(1, static_cast<char>(std::toupper(q[0]))))
                              : parse_color(q).value_or(0);
          if (!col) throw Error{fmt::format("unknown color '{}' (W U B R G or white...)", q)};
          e.colors = static_cast<ColorMask>(e.colors | col);
        }
      }
    } else if (k == "mana-value") {
      e.what = Expect::ManaValue, e.n = number("mana value");
    } else if (k == "mode") {  // of its topmost spell or ability on the stack
      e.what = Expect::Mode, e.n = number("mode", 1, 20) - 1;
    } else if (k == "in") {
      std::string s = next("a zone");
      auto z = parse_zone(s);
      if (!z) throw Error{fmt::format("unknown zone '{}'", s)};
      e.what = Expect::InZone, e.zone = *z;
    } else if (k == "types") {  // exactly these types, supertypes and subtypes (205)
      e.what = Expect::TypesAre;
      while (more()) {
        std::string q = next("a type or subtype");
        KeywordMask kw = 0;
        if (parse_quality(q, e.types, e.supertypes, kw) && !kw) continue;
        std::string sub = known_subtype(q);
        if (sub.empty()) throw Error{fmt::format("unknown type, supertype or subtype '{}'", q)};
        e.subtypes.push_back(sub);
      }
      if (!e.types && !e.supertypes && e.subtypes.empty()) throw Error{"expected types"};
    } else if (k == "is" || k == "not") {
      e.what = k == "is" ? Expect::Is : Expect::IsNot;
      while (more()) {
        std::string q = next("a type or keyword");
        if (lower(q) == "colorless") {  // 105.2c
          e.colorless = true;
          continue;
        }
        if (lower(q) == "has-adventure") {  // 715.2a
          e.has_adventure = true;
          continue;
        }
        if (auto col = parse_color(q)) {
          e.colors = static_cast<ColorMask>(e.colors | *col);
          continue;
        }
        if (parse_quality(q, e.types, e.supertypes, e.keywords)) continue;
        std::string sub = known_subtype(q);
        if (sub.empty())
          throw Error{fmt::format("unknown type, subtype, color or keyword '{}'", q)};
        e.subtypes.push_back(sub);
      }
      if (!e.types && !e.supertypes && !e.keywords && !e.colors && !e.colorless &&
          !e.has_adventure && e.subtypes.empty())
        throw Error{"expected types, subtypes, colors, keywords or has-adventure"};
    } else {
      throw Error{fmt::format("unknown expectation '{}'", k)};
    }
  }
};

}  // namespace

ParseResult parse_scenario(std::string_view text, const std::string& file) {
  ParseResult r;
  Parser p;
  p.sc.file = file;
  std::istringstream in{std::string(text)};
  std::string raw;
  try {
    while (std::getline(in, raw)) {
      ++p.lineno;
      std::string t = trim(raw);
      if (p.sc.title.empty() && p.sc.setup.zones.empty() && t.rfind("# ", 0) == 0)
        p.sc.title = trim(t.substr(2));  // the first comment names the scenario
      std::string l = strip_comment(raw);
      if (!l.empty()) p.line(l);
    }
    p.finish();
  } catch (const Error& e) {
    // finish() names its own line; everything else is the current line.
    // The message may quote the input: printable() keeps it short and escapes control bytes.
    r.error = e.msg.rfind("line ", 0) == 0
                  ? fmt::format("{}:{}", file, printable(e.msg.substr(5)))
                  : fmt::format("{}:{}: {}", file, p.lineno, printable(e.msg));
    return r;
  }
  r.ok = true;
  r.scenario = std::move(p.sc);
  return r;
}

ParseResult parse_scenario_file(const std::string& path) {
  TextFile f = read_text_file(path, "scenario file", kScenarioLimits);
  if (!f.ok()) {
    ParseResult r;
    r.error = f.error;
    return r;
  }
  return parse_scenario(f.text, path);
}

}  // namespace lore::scn
