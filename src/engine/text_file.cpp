#include "text_file.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace lore {

namespace {

// The length of the UTF-8 sequence starting at s[i] (0: not a valid sequence).
size_t utf8_length(std::string_view s, size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return 0;
  return n;
}

// `s` cut to `max` bytes ("..." when cut), control and non-UTF-8 bytes escaped (\xNN); with
// `quote`, also '"' and '\\'.
std::string escaped(std::string_view s, size_t max, bool quote) {
  std::string out;
  size_t i = 0;
  while (i < s.size() && out.size() < max) {
    auto c = static_cast<unsigned char>(s[i]);
    size_t n = utf8_length(s, i);
    if (n > 1) {
      out.append(s.substr(i, n));
      i += n;
      continue;
    }
    if (n == 0 || c < 0x20 || c == 0x7F)
      out += fmt::format("\\x{:02X}", c);
    else if (quote && (c == '"' || c == '\\'))
      out += std::string("\\") + static_cast<char>(c);
    else
      out += static_cast<char>(c);
    ++i;
  }
  if (i < s.size()) out += "...";
  return out;
}

}  // namespace

std::string excerpt(std::string_view s, size_t max) { return '"' + escaped(s, max, true) + '"'; }

std::string printable(std::string_view s, size_t max) { return escaped(s, max, false); }

namespace {

// check_text() of lines numbered from `lineno`.
std::string check_lines(std::string_view text, const std::string& path, TextLimits limits,
                        int lineno) {
  size_t line_start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    bool end = i == text.size() || text[i] == '\n';
    if (i - line_start > limits.max_line) {
      return fmt::format(
          "{}:{}: line longer than {} characters, starting {}", path, lineno, limits.max_line,
          excerpt(text.substr(line_start, std::min<size_t>(40, i - line_start)), 40));
    }
    if (end) {
      line_start = i + 1;
      ++lineno;
    } else if (text[i] == '\0') {
      return fmt::format("{}:{}: binary data (a NUL byte), not a text file", path, lineno);
    }
  }
  return "";
}

}  // namespace

std::string check_text(std::string_view text, const std::string& path, TextLimits limits) {
  return check_lines(text, path, limits, 1);
}

TextFile read_text_file(const std::string& path, std::string_view what, TextLimits limits) {
  TextFile r;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    r.error = fmt::format("{}: is a directory, not a {}", path, what);
    return r;
  }
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    r.error = fmt::format("{}: cannot open the {}", path, what);
    return r;
  }
  // Read in pieces, checking as we go: a device such as /dev/zero never ends. The last line
  // read may be unfinished: it is checked again with the next piece.
  constexpr size_t kChunk = 64 * 1024;
  std::string chunk(kChunk, '\0');
  size_t line_start = 0;  // of the first line not known to be complete
  int lineno = 1;         // its number
  while (f) {
    f.read(chunk.data(), static_cast<std::streamsize>(kChunk));
    auto got = static_cast<size_t>(f.gcount());
    if (got == 0) break;
    r.text.append(chunk.data(), got);
    if (r.text.size() > limits.max_bytes) {
      r.error =
          fmt::format("{}: larger than {} bytes, too large for a {}", path, limits.max_bytes, what);
      r.text.clear();
      return r;
    }
    std::string_view rest = std::string_view(r.text).substr(line_start);
    r.error = check_lines(rest, path, limits, lineno);
    if (!r.ok()) {
      r.text.clear();
      return r;
    }
    if (size_t nl = rest.rfind('\n'); nl != std::string_view::npos) {
      lineno += static_cast<int>(std::count(rest.begin(), rest.begin() + nl + 1, '\n'));
      line_start += nl + 1;
    }
  }
  if (f.bad()) r.error = fmt::format("{}: cannot read the {}", path, what);
  return r;
}

}  // namespace lore
