#include "mana.h"

#include <fmt/format.h>

#include <utility>

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

// The printed order of a hybrid symbol's colors (107.4: {W/U}, {G/W}...): the second follows the
// first one or two places later around W U B R G.
void phyrexian_kinds(uint8_t symbol, int& first, int& second) {
  ColorMask m = phyrexian_colors(symbol);
  first = second = -1;
  for (int k = 0; k < MC; ++k)
    if (m & mana_kind_color(k)) (first < 0 ? first : second) = k;
  if (second >= 0 && (first + 1) % 5 != second && (first + 2) % 5 != second)
    std::swap(first, second);  // {G/W}: G comes first although W is earlier in W U B R G
}

int ManaCost::mana_value(int x_value) const {
  int v = generic + x * x_value + phyrexian_count();  // 202.3g: each Phyrexian symbol counts 1
  for (int p : pips) v += p;
  return v;
}

ColorMask ManaCost::colors() const {
  ColorMask m = 0;
  for (int k = 0; k < MC; ++k)
    if (pips[k]) m |= mana_kind_color(k);
  for (uint8_t p : phyrexian) m |= phyrexian_colors(p);  // 202.2d: all of its colors
  return m;
}

ManaCost ManaCost::with_phyrexian_paid(int paid) const {
  ManaCost c = *this;
  c.phyrexian = {};
  for (int i = 0; i < kMaxPhyrexian; ++i) {
    if (phyrexian[static_cast<size_t>(i)] == 0 || (paid & (1 << i))) continue;  // 2 life instead
    int first, second;
    phyrexian_kinds(phyrexian[static_cast<size_t>(i)], first, second);
    int kind = (paid & (1 << (4 + i))) && second >= 0 ? second : first;
    ++c.pips[static_cast<size_t>(kind)];
  }
  return c;
}

std::string ManaCost::str() const {
  if (!present) return "";
  std::string s;
  for (int i = 0; i < x; ++i) s += "{X}";
  if (generic > 0 || (mana_value() == 0 && x == 0)) s += fmt::format("{{{}}}", generic);
  std::array<bool, kManaKinds> done{};
  int printed = 0;  // {W}..{C} symbols written so far: the Phyrexian ones go where they were
  auto put_phyrexian = [&] {
    for (uint8_t p : phyrexian)
      if (p != 0 && p >> 5 == printed) {
        int first, second;
        phyrexian_kinds(p, first, second);
        s += second < 0 ? fmt::format("{{{}/P}}", mana_symbol(first))
                        : fmt::format("{{{}/{}/P}}", mana_symbol(first), mana_symbol(second));
      }
  };
  put_phyrexian();
  auto put = [&](int k) {
    if (done[static_cast<size_t>(k)]) return;
    done[static_cast<size_t>(k)] = true;
    for (int i = 0; i < pips[static_cast<size_t>(k)]; ++i) {
      s += fmt::format("{{{}}}", mana_symbol(k));
      ++printed;
      put_phyrexian();
    }
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
  int printed = 0;  // {W}..{C} symbols so far (where a Phyrexian symbol is printed)
  int nphyrexian = 0;
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
    if (sym.size() == 3 || sym.size() == 5) {  // 107.4f: {W/P}, {G/W/P}
      if (sym.back() != 'P' || sym[1] != '/' || sym[sym.size() - 2] != '/') return false;
      ColorMask m = 0;
      for (size_t c = 0; c + 2 < sym.size(); c += 2) {
        auto k = std::string_view("WUBRG").find(sym[c]);
        if (k == std::string_view::npos || (m & mana_kind_color(static_cast<int>(k)))) return false;
        m |= mana_kind_color(static_cast<int>(k));
      }
      if (nphyrexian == kMaxPhyrexian || printed > 7) return false;
      out.phyrexian[static_cast<size_t>(nphyrexian++)] = static_cast<uint8_t>(m | printed << 5);
      continue;
    }
    if (sym.size() != 1) return false;
    auto pos = std::string_view("WUBRGC").find(sym[0]);
    if (pos == std::string_view::npos) return false;
    ++printed;
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
