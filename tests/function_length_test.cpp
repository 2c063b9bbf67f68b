// The shape of the sources: no function outside the card lists (src/cards/) is longer than 200
// lines (a long function is split into named steps; see docs/design.md, "Where things live").
// A small scanner, not a parser: it skips comments, string and character literals and
// preprocessor lines, and takes a brace block opened outside any function, whose header has a
// parenthesis and isn't a namespace, class, struct, union or enum, for a function.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace lore::test {

namespace {

constexpr int kMaxFunctionLines = 200;

struct LongFunction {
  std::string where;  // file:line
  int lines = 0;
};

// The source with comments, literals and preprocessor lines blanked (newlines kept).
std::string code_only(const std::string& s) {
  std::string out = s;
  size_t i = 0;
  bool line_start = true;
  auto blank = [&](size_t from, size_t to) {
    for (size_t k = from; k < to && k < out.size(); ++k)
      if (out[k] != '\n') out[k] = ' ';
  };
  while (i < s.size()) {
    char c = s[i];
    if (line_start && c == '#') {  // a preprocessor line (with its continuations)
      size_t e = i;
      while (e < s.size() && (s[e] != '\n' || (e > 0 && s[e - 1] == '\\'))) ++e;
      blank(i, e);
      i = e;
      continue;
    }
    if (c == '\n') {
      line_start = true;
      ++i;
      continue;
    }
    if (c != ' ' && c != '\t') line_start = false;
    if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') {
      size_t e = s.find('\n', i);
      e = e == std::string::npos ? s.size() : e;
      blank(i, e);
      i = e;
    } else if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
      size_t e = s.find("*/", i + 2);
      e = e == std::string::npos ? s.size() : e + 2;
      blank(i, e);
      i = e;
    } else if (c == 'R' && i + 1 < s.size() && s[i + 1] == '"' &&
               (i == 0 ||
                !(std::isalnum(static_cast<unsigned char>(s[i - 1])) || s[i - 1] == '_'))) {
      size_t open = s.find('(', i + 2);
      std::string close = ")" + s.substr(i + 2, open - (i + 2)) + "\"";
      size_t e = s.find(close, open);
      e = e == std::string::npos ? s.size() : e + close.size();
      blank(i, e);
      i = e;
    } else if (c == '"' || (c == '\'' && !(i > 0 && std::isxdigit(static_cast<unsigned char>(
                                                        s[i - 1]))))) {  // not a digit separator
      size_t e = i + 1;
      while (e < s.size() && s[e] != c) e += s[e] == '\\' ? 2 : 1;
      blank(i, e + 1);
      i = e + 1;
    } else {
      ++i;
    }
  }
  return out;
}

bool starts_with_word(const std::string& h, const char* w) {
  size_t n = std::strlen(w);
  return h.compare(0, n, w) == 0 &&
         (h.size() == n || !std::isalnum(static_cast<unsigned char>(h[n])));
}

void scan(const std::string& path, const std::string& name, std::vector<LongFunction>& all) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  std::string code = code_only(ss.str());
  enum Block { Scope, Function, Other };
  std::vector<std::pair<Block, int>> open;  // kind, first line
  std::string header;
  int header_line = 0, line = 1;
  bool in_function = false;
  for (char c : code) {
    if (c == '\n') ++line;
    if (c == '{') {
      std::string h = header;
      h.erase(0, h.find_first_not_of(" \t\n"));
      if (h.rfind("template", 0) == 0 && h.find('>') != std::string::npos)
        h.erase(0, h.find_first_not_of(" \t\n", h.find('>') + 1));
      Block b = in_function ? Other
                : starts_with_word(h, "namespace") || starts_with_word(h, "extern") ||
                        starts_with_word(h, "struct") || starts_with_word(h, "class") ||
                        starts_with_word(h, "union") || starts_with_word(h, "enum")
                    ? Scope
                : h.find('(') != std::string::npos ? Function
                                                   : Other;
      open.push_back({b, b == Function ? header_line : line});
      in_function = in_function || b == Function;
      header.clear();
    } else if (c == '}') {
      if (open.empty()) return;  // unbalanced: not this scanner's business
      auto [b, first] = open.back();
      open.pop_back();
      if (b == Function) {
        in_function = false;
        all.push_back({name + ":" + std::to_string(first), line - first + 1});
      }
      header.clear();
    } else if (c == ';') {
      header.clear();
    } else {
      if (header.find_first_not_of(" \t\n") == std::string::npos && c != ' ' && c != '\t' &&
          c != '\n')
        header_line = line;
      header += c;
    }
  }
}

}  // namespace

TEST(SourceShape, NoFunctionOutsideTheCardListsIsLongerThan200Lines) {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(LORE_SOURCE_DIR) / "src";
  std::vector<LongFunction> all;
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (!e.is_regular_file()) continue;
    std::string rel = fs::relative(e.path(), root).generic_string();
    std::string ext = e.path().extension().string();
    if (rel.rfind("cards/", 0) == 0 || (ext != ".cpp" && ext != ".h")) continue;
    scan(e.path().string(), "src/" + rel, all);
  }
  ASSERT_GT(all.size(), 500u);  // the scanner found the functions
  auto longest = std::max_element(all.begin(), all.end(),
                                  [](const auto& a, const auto& b) { return a.lines < b.lines; });
  std::cout << "longest function outside src/cards/: " << longest->where << ", " << longest->lines
            << " lines\n";
  for (const LongFunction& fn : all)
    EXPECT_LE(fn.lines, kMaxFunctionLines) << fn.where << " is " << fn.lines << " lines long";
}

}  // namespace lore::test
