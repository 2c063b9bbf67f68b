#include "mana.h"

#include <fmt/format.h>

namespace lore {

char mana_symbol(int kind) { return "WUBRGC"[kind]; }

ColorMask mana_kind_color(int kind) {
  static constexpr ColorMask kColor[] = {White, Blue, Black, Red, Green, 0};
  return kColor[kind];
}

uint8_t mana_kinds_of(ColorMask colors) {
  if (colors == 0) return 1u << MC;
  uint8_t m = 0;
  for (int k = 0; k < MC; ++k)
    if (colors & mana_kind_color(k)) m |= static_cast<uint8_t>(1u << k);
  return m;
}

int ManaCost::mana_value(int x_value) const {
  int v = generic + x * x_value;
  for (int p : pips) v += p;
  return v;
}

ColorMask ManaCost::colors() const {
  ColorMask m = 0;
  for (int k = 0; k < MC; ++k)
    if (pips[k]) m |= mana_kind_color(k);
  return m;
}

std::string ManaCost::str() const {
  if (!present) return "";
  std::string s;
  for (int i = 0; i < x; ++i) s += "{X}";
  if (generic > 0 || (mana_value() == 0 && x == 0)) s += fmt::format("{{{}}}", generic);
  std::array<bool, kManaKinds> done{};
  auto put = [&](int k) {
    if (done[static_cast<size_t>(k)]) return;
    done[static_cast<size_t>(k)] = true;
    for (int i = 0; i < pips[static_cast<size_t>(k)]; ++i)
      s += fmt::format("{{{}}}", mana_symbol(k));
  };
  for (int k : order)
    if (k >= 0) put(k);
  for (int k = 0; k < kManaKinds; ++k) put(k);
  return s;
}

bool ManaCost::parse(std::string_view text, ManaCost& out) {
  out = ManaCost{};
  out.present = !text.empty();
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] != '{') return false;
    size_t close = text.find('}', i);
    if (close == std::string_view::npos) return false;
    std::string_view sym = text.substr(i + 1, close - i - 1);
    i = close + 1;
    if (sym.empty()) return false;
    if (sym == "X") {
      ++out.x;
      continue;
    }
    if (sym[0] >= '0' && sym[0] <= '9') {
      int n = 0;
      for (char c : sym) {
        if (c < '0' || c > '9') return false;
        n = n * 10 + (c - '0');
      }
      out.generic = static_cast<int16_t>(out.generic + n);
      continue;
    }
    if (sym.size() != 1) return false;
    auto pos = std::string_view("WUBRGC").find(sym[0]);
    if (pos == std::string_view::npos) return false;
    if (out.pips[pos]++ == 0)
      for (auto& o : out.order)
        if (o < 0) {
          o = static_cast<int8_t>(pos);
          break;
        }
  }
  return true;
}

int ManaPool::total() const {
  int t = 0;
  for (int a : amount) t += a;
  return t;
}

std::string ManaPool::str() const {
  std::string s;
  for (int k = 0; k < kManaKinds; ++k)
    for (int i = 0; i < amount[k]; ++i) s += fmt::format("{{{}}}", mana_symbol(k));
  return s.empty() ? "empty" : s;
}

}  // namespace lore
