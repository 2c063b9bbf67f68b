// Reading the text files a person hands the engine (decks, scenarios, replays) with bounds: a
// device, a huge file or a binary file gets a short error instead of filling memory.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace lore {

struct TextLimits {
  size_t max_bytes = 1 << 20;  // the whole file
  size_t max_line = 1000;      // one line, its newline excluded
};

struct TextFile {
  std::string text;
  std::string error;  // "path: cause" or "path:line: cause"
  bool ok() const { return error.empty(); }
};

// The bounds of each kind of file: far above any real one.
constexpr TextLimits kDeckLimits{1 << 20, 1000};
constexpr TextLimits kScenarioLimits{4 << 20, 10000};
constexpr TextLimits kReplayLimits{64 << 20, 64 << 20};  // JSON: a replay may be one line

// `what` names the file in errors ("deck file"). Refuses a directory, a file (or device) longer
// than limits.max_bytes, a line longer than limits.max_line and a NUL byte (binary data).
TextFile read_text_file(const std::string& path, std::string_view what, TextLimits limits);

// Checks text already in memory as read_text_file checks a file (line length, NUL bytes); ""
// when it passes, else "path:line: cause".
std::string check_text(std::string_view text, const std::string& path, TextLimits limits);

// `s` quoted for an error message: at most `max` bytes, control and non-UTF-8 bytes escaped
// (\xNN), "..." when cut.
std::string excerpt(std::string_view s, size_t max = 60);
// A message that may hold pieces of the input, made safe to print: at most `max` bytes, control
// and non-UTF-8 bytes escaped.
std::string printable(std::string_view s, size_t max = 300);

}  // namespace lore
