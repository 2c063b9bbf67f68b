#include "engine/state_text.h"

#include <fmt/format.h>

#include <charconv>
#include <cstring>
#include <limits>
#include <type_traits>

#include "engine/card_db.h"
#include "engine/engine.h"
#include "engine/invariants.h"
#include "engine/state_fields.h"

namespace lore {

namespace {

uint64_t fnv1a(std::string_view s, uint64_t h = 1469598103934665603ULL) {
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ULL;
  return h;
}

// Nested records: their fields are named "prefix.field" (Writer and Reader share this).
template <class Self>
struct Nesting {
  std::string prefix;
  template <class R>
  void nest(const char* k, R& r) {
    std::string saved = prefix;
    prefix += k;
    prefix += '.';
    fields(static_cast<Self&>(*this), r);
    prefix = saved;
  }
  template <class R>
  void nest_indexed(const char* k, int i, R& r) {
    nest(fmt::format("{}{}", k, i).c_str(), r);
  }
};

// ---- writing

struct Writer : Nesting<Writer> {
  std::string out;

  template <class T>
  void put(const T& v) {
    if constexpr (std::is_same_v<T, bool>)
      out += v ? '1' : '0';
    else if constexpr (std::is_enum_v<T>)
      put(static_cast<std::underlying_type_t<T>>(v));
    else if constexpr (std::is_unsigned_v<T>)
      out += std::to_string(static_cast<unsigned long long>(v));
    else
      out += std::to_string(static_cast<long long>(v));
  }
  template <class Seq>
  void put_seq(const Seq& seq) {
    if (std::empty(seq)) out += '-';
    bool first = true;
    for (const auto& x : seq) {
      if (!first) out += ',';
      first = false;
      put(x);
    }
  }
  void key(const char* k) {
    out += ' ';
    out += prefix;
    out += k;
    out += '=';
  }
  template <class T>
  void operator()(const char* k, T& v) {
    key(k);
    if constexpr (std::is_array_v<T> || requires { v.size(); })
      put_seq(v);
    else
      put(v);
  }
  void card(const char* k, CardId c) {
    key(k);
    if (c == kNoCard) {
      out += '-';
      return;
    }
    out += '"';
    for (char ch : card_def(c).name) {
      if (ch == '"' || ch == '\\') out += '\\';
      out += ch;
    }
    out += '"';
  }
};

template <class R>
std::string record(const char* kind, R r, const std::string& head = "") {
  Writer w;
  w.out = kind + head;
  fields(w, r);
  return w.out;
}

// ---- reading

struct Reader : Nesting<Reader> {
  // key=value pairs in line order; the field lists read them in the order they were written,
  // so a lookup is usually the next pair.
  std::vector<std::pair<std::string, std::string>> kv;
  std::vector<bool> used;
  size_t cursor = 0;
  std::string error;

  template <class T>
  bool get_one(std::string_view s, T& v) {
    if constexpr (std::is_same_v<T, bool>) {
      if (s != "0" && s != "1") return false;
      v = s == "1";
      return true;
    } else if constexpr (std::is_enum_v<T>) {
      std::underlying_type_t<T> u{};
      if (!get_one(s, u)) return false;
      v = static_cast<T>(u);
      return true;
    } else {
      using Wide = std::conditional_t<std::is_unsigned_v<T>, unsigned long long, long long>;
      Wide w{};
      auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), w);
      if (ec != std::errc() || end != s.data() + s.size()) return false;
      if (w < static_cast<Wide>(std::numeric_limits<T>::min()) ||
          w > static_cast<Wide>(std::numeric_limits<T>::max()))
        return false;
      v = static_cast<T>(w);
      return true;
    }
  }
  static std::vector<std::string_view> split(std::string_view s) {
    std::vector<std::string_view> parts;
    if (s == "-") return parts;
    size_t start = 0;
    while (true) {
      size_t comma = s.find(',', start);
      parts.push_back(s.substr(start, comma - start));
      if (comma == std::string_view::npos) return parts;
      start = comma + 1;
    }
  }
  template <class T>
  bool get(std::string_view s, T& v) {
    if constexpr (std::is_array_v<T> || requires { v.size(); }) {
      auto parts = split(s);
      if constexpr (requires { v.resize(0); }) {
        if (parts.size() > 100000) return false;
        v.resize(parts.size());
      } else if (parts.size() > std::size(v)) {
        return false;
      }
      // A fixed array written when it had fewer elements (an older dump, before a counter kind
      // was added) keeps its later elements' defaults.
      size_t i = 0;
      for (auto& x : v)
        if (i < parts.size() && !get_one(parts[i++], x)) return false;
      return true;
    } else {
      return get_one(s, v);
    }
  }
  const std::string* find(const char* k) {
    used.resize(kv.size());
    auto matches = [&](size_t i) {
      const std::string& key = kv[i].first;
      return key.size() == prefix.size() + std::strlen(k) &&
             key.compare(0, prefix.size(), prefix) == 0 &&
             key.compare(prefix.size(), std::string::npos, k) == 0;
    };
    for (size_t n = 0; n < kv.size(); ++n) {
      size_t i = (cursor + n) % kv.size();
      if (!matches(i)) continue;
      used[i] = true;
      cursor = i + 1;
      return &kv[i].second;
    }
    return nullptr;  // an absent field keeps its default
  }
  template <class T>
  void operator()(const char* k, T& v) {
    const std::string* s = find(k);
    if (s && !get(*s, v) && error.empty())
      error = fmt::format("bad value '{}' for {}{}", *s, prefix, k);
  }
  void card(const char* k, CardId& c) {
    const std::string* s = find(k);
    if (!s) return;
    if (*s == "-") {
      c = kNoCard;
      return;
    }
    c = CardDb::get().find(*s);
    if (c == kNoCard && error.empty()) error = fmt::format("unknown card \"{}\"", *s);
  }
};

// Splits `kind key=value key="quoted value" ...`; false on a malformed token.
bool tokenize(std::string_view text, std::string& kind,
              std::vector<std::pair<std::string, std::string>>& kv, std::string& error) {
  size_t i = 0;
  auto skip = [&] {
    while (i < text.size() && text[i] == ' ') ++i;
  };
  skip();
  size_t start = i;
  while (i < text.size() && text[i] != ' ') ++i;
  kind = std::string(text.substr(start, i - start));
  while (skip(), i < text.size()) {
    size_t eq = text.find('=', i);
    if (eq == std::string_view::npos) {
      error = fmt::format("expected key=value at '{}'", text.substr(i));
      return false;
    }
    std::string key(text.substr(i, eq - i));
    i = eq + 1;
    std::string value;
    if (i < text.size() && text[i] == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) ++i;
        value += text[i];
      }
      if (i >= text.size()) {
        error = "unterminated quoted value";
        return false;
      }
      ++i;
    } else {
      while (i < text.size() && text[i] != ' ') value += text[i++];
    }
    if (key.empty()) {
      error = "empty key";
      return false;
    }
    kv.emplace_back(std::move(key), std::move(value));
  }
  return true;
}

// After a record's fields were read: a bad value or a field no list names is an error.
bool finish(const Reader& r, std::string& error) {
  if (!r.error.empty()) {
    error = r.error;
    return false;
  }
  for (size_t i = 0; i < r.kv.size(); ++i)
    if (i >= r.used.size() || !r.used[i]) {
      error = fmt::format("unknown or repeated field '{}'", r.kv[i].first);
      return false;
    }
  return true;
}

template <class R>
bool read_record(Reader& r, R& rec, std::string& error) {
  fields(r, rec);
  return finish(r, error);
}

}  // namespace

std::string state_block(const GameState& s) {
  GameState st = s;  // the field lists take mutable records
  std::vector<std::string> lines;
  lines.push_back(fmt::format("version n={}", kStateTextVersion));
  {
    Writer w;
    w.out = "game";
    game_fields(w, st);
    lines.push_back(w.out);
  }
  for (int p = 0; p < st.num_players; ++p)
    lines.push_back(record("player", st.players[static_cast<size_t>(p)], fmt::format(" p={}", p)));
  for (const Object& o : st.objects) lines.push_back(record("object", o));
  for (const StackItem& x : st.stack) lines.push_back(record("stack", x));
  for (const StackItem& x : st.countered) lines.push_back(record("countered", x));
  for (const ContinuousEffect& x : st.effects) lines.push_back(record("effect", x));
  for (const PendingTrigger& x : st.pending) lines.push_back(record("pending", x));
  for (const DelayedTrigger& x : st.delayed) lines.push_back(record("delayed", x));
  for (const Task& x : st.tasks) lines.push_back(record("task", x));
  for (const DamageAssignment& x : st.assignments) lines.push_back(record("assignment", x));
  for (const Crewed& x : st.crewed) lines.push_back(record("crewed", x));
  for (const ModesChosen& x : st.modes_chosen) lines.push_back(record("modes_chosen", x));
  for (const ResolutionCount& x : st.resolutions) lines.push_back(record("resolution", x));
  for (const LastKnown& x : st.last_known) lines.push_back(record("last_known", x));
  for (const CopyExcept& x : st.excepts) lines.push_back(record("except", x));
  for (const Commander& x : st.commanders) lines.push_back(record("commander", x));
  for (const ControlEffect& x : st.control_effects) lines.push_back(record("control", x));
  for (auto [obj, source] : st.replacement_choices)
    lines.push_back(fmt::format("replacement obj={} source={}", obj, source));
  for (auto [equipment, from] : st.unattached)
    lines.push_back(fmt::format("unattached obj={} from={}", equipment, from));
  for (auto [obj, player] : st.skip_next_untap)
    lines.push_back(fmt::format("skip_untap obj={} player={}", obj, player));
  for (auto [obj, source] : st.untap_locks)
    lines.push_back(fmt::format("untap_lock obj={} source={}", obj, source));
  for (auto [obj, source] : st.tapped_untap_locks)
    lines.push_back(fmt::format("tapped_untap_lock obj={} source={}", obj, source));
  for (auto [obj, source] : st.damage_record)
    lines.push_back(fmt::format("damage_record obj={} source={}", obj, source));
  for (auto [card, turn] : st.foretold)  // 702.143a
    lines.push_back(fmt::format("foretold obj={} turn={}", card, turn));
  for (auto [card, turn] : st.free_plays)  // kCastPermittedFree
    lines.push_back(fmt::format("free_play obj={} turn={}", card, turn));
  for (auto [source, obj] : st.linked)  // 607.2a
    lines.push_back(fmt::format("linked source={} obj={}", source, obj));
  for (const GameState::GainedMana& x : st.gained_mana)  // 613.1f
    lines.push_back(
        fmt::format("gained_mana obj={} card={} timestamp={}", x.obj, x.card, x.timestamp));
  for (const Option& x : st.decision.options) lines.push_back(record("option", x));
  uint64_t h = fnv1a("");
  std::string out;
  for (const std::string& l : lines) {
    h = fnv1a("\n", fnv1a(l, h));
    out += "state ";
    out += l;
    out += '\n';
  }
  out += fmt::format("state checksum {:016x}\n", h);
  return out;
}

namespace {

// Versions 1 and 2 kept damage-order choices at min / 4 + event (shares 2^24 above), the range of
// command_zone_key(): an entry there is a commander's move when its key names a commander object
// and its value is an answer to that question (-1 to 1); else it moves to damage_order_key().
void move_damage_order_keys(GameState& st) {
  constexpr ObjId old_base = std::numeric_limits<ObjId>::min() / 4;
  for (auto& [key, value] : st.replacement_choices) {
    if (key < old_base || key >= old_base + (1 << 25)) continue;
    const ObjId n = key - old_base;
    const bool command = n < static_cast<ObjId>(st.objects.size()) && value >= -1 && value <= 1 &&
                         commander_of(st, n) >= 0;
    if (!command) key = damage_order_key(0) + n;
  }
}

}  // namespace

bool load_state(const std::vector<StateLine>& lines, const std::string& file, GameState& out,
                std::string& error) {
  GameState st;
  uint64_t h = fnv1a("");
  bool summed = false;
  int players = 0;
  int version = 1;  // a block without a version line
  for (const StateLine& l : lines) {
    auto fail = [&](const std::string& why) {
      error = fmt::format("{}:{}: {}", file, l.line, why);
      return false;
    };
    if (summed) return fail("state line after the checksum");
    if (l.text.rfind("checksum ", 0) == 0) {
      if (l.text.substr(9) != fmt::format("{:016x}", h))
        return fail(
            "the state block does not match its checksum: it was edited. Edit the set-up lines "
            "above it and delete the state block instead");
      summed = true;
      continue;
    }
    h = fnv1a("\n", fnv1a(l.text, h));
    std::string kind, why;
    Reader r;
    if (!tokenize(l.text, kind, r.kv, why)) return fail(why);
    bool ok = true;
    if (kind == "version") {
      version = 0;
      r("n", version);
      if (!finish(r, why)) return fail(why);
      if (version < 1 || version > kStateTextVersion)
        return fail(fmt::format("state text version {} is not one this lore reads (1 to {})",
                                version, kStateTextVersion));
    } else if (kind == "game") {
      game_fields(r, st);
      ok = finish(r, why);
    } else if (kind == "player") {
      int p = -1;
      r("p", p);
      if (p != players || p >= kMaxPlayers)
        return fail("players must be listed in seat order, p=0, p=1 and so on");
      ok = read_record(r, st.players[static_cast<size_t>(p)], why);
      ++players;
    } else if (kind == "object") {
      Object o;
      ok = read_record(r, o, why);
      if (ok && o.id != static_cast<ObjId>(st.objects.size()))
        return fail(
            fmt::format("object id {} out of order (expected {})", o.id, st.objects.size()));
      st.objects.push_back(o);
    } else if (kind == "stack") {
      ok = read_record(r, st.stack.emplace_back(), why);
    } else if (kind == "countered") {
      ok = read_record(r, st.countered.emplace_back(), why);
    } else if (kind == "effect") {
      ok = read_record(r, st.effects.emplace_back(), why);
    } else if (kind == "pending") {
      ok = read_record(r, st.pending.emplace_back(), why);
    } else if (kind == "delayed") {
      ok = read_record(r, st.delayed.emplace_back(), why);
    } else if (kind == "task") {
      ok = read_record(r, st.tasks.emplace_back(), why);
    } else if (kind == "assignment") {
      ok = read_record(r, st.assignments.emplace_back(), why);
    } else if (kind == "crewed") {
      ok = read_record(r, st.crewed.emplace_back(), why);
    } else if (kind == "modes_chosen") {
      ok = read_record(r, st.modes_chosen.emplace_back(), why);
    } else if (kind == "resolution") {
      ok = read_record(r, st.resolutions.emplace_back(), why);
    } else if (kind == "last_known") {
      ok = read_record(r, st.last_known.emplace_back(), why);
    } else if (kind == "commander") {
      ok = read_record(r, st.commanders.emplace_back(), why);
    } else if (kind == "control") {
      ok = read_record(r, st.control_effects.emplace_back(), why);
    } else if (kind == "except") {
      ok = read_record(r, st.excepts.emplace_back(), why);
    } else if (kind == "option") {
      ok = read_record(r, st.decision.options.emplace_back(), why);
    } else if (kind == "replacement") {
      auto& [obj, source] = st.replacement_choices.emplace_back();
      r("obj", obj), r("source", source);
      ok = finish(r, why);
    } else if (kind == "unattached") {
      auto& [equipment, from] = st.unattached.emplace_back();
      r("obj", equipment), r("from", from);
      ok = finish(r, why);
    } else if (kind == "skip_untap") {
      auto& [obj, player] = st.skip_next_untap.emplace_back();
      r("obj", obj), r("player", player);
      ok = finish(r, why);
    } else if (kind == "untap_lock" || kind == "tapped_untap_lock") {
      auto& [obj, source] =
          (kind == "untap_lock" ? st.untap_locks : st.tapped_untap_locks).emplace_back();
      r("obj", obj), r("source", source);
      ok = finish(r, why);
    } else if (kind == "damage_record") {
      auto& [obj, source] = st.damage_record.emplace_back();
      r("obj", obj), r("source", source);
      ok = finish(r, why);
    } else if (kind == "foretold") {
      auto& [card, turn] = st.foretold.emplace_back();
      r("obj", card), r("turn", turn);
      ok = finish(r, why);
    } else if (kind == "linked") {
      auto& [source, obj] = st.linked.emplace_back();
      r("source", source), r("obj", obj);
      ok = finish(r, why);
    } else if (kind == "gained_mana") {
      GameState::GainedMana& x = st.gained_mana.emplace_back();
      r("obj", x.obj), r("card", x.card), r("timestamp", x.timestamp);
      ok = finish(r, why);
    } else if (kind == "free_play") {
      auto& [card, turn] = st.free_plays.emplace_back();
      r("obj", card), r("turn", turn);
      ok = finish(r, why);
    } else {
      return fail(fmt::format("unknown state record '{}'", kind));
    }
    if (!ok) return fail(why);
  }
  if (!summed) {
    error = fmt::format("{}: the state block has no checksum line", file);
    return false;
  }
  if (version < 3) move_damage_order_keys(st);
  if (players != st.num_players || players < 2) {
    error = fmt::format("{}: the state block must list its {} players", file, st.num_players);
    return false;
  }
  if (std::string bad = check_invariants(st); !bad.empty()) {
    error = fmt::format("{}: the state block is inconsistent: {}", file, bad);
    return false;
  }
  out = std::move(st);
  return true;
}

}  // namespace lore
