#include "server/static_files.h"

#include <algorithm>
#include <system_error>

namespace lore::server {

namespace fs = std::filesystem;

std::optional<fs::path> static_file(const fs::path& root, const std::string& url_path) {
  if (url_path.empty() || url_path[0] != '/' || url_path.size() > 1024) return std::nullopt;
  std::string path = url_path;
  if (path.back() == '/') path += "index.html";
  fs::path rel;
  size_t start = 1;
  while (start <= path.size()) {
    size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    std::string segment = path.substr(start, end - start);
    // Empty segments ("//"), ".", ".." and hidden files are refused outright, as is anything
    // a file system might read as a separator or a device.
    if (segment.empty() || segment[0] == '.') return std::nullopt;
    for (unsigned char c : segment)
      if (c < 0x20 || c == 0x7f || c == '\\' || c == ':') return std::nullopt;
    rel /= segment;
    start = end + 1;
  }
  std::error_code ec;
  fs::path base = fs::canonical(root, ec);
  if (ec) return std::nullopt;
  fs::path file = fs::canonical(base / rel, ec);
  if (ec || !fs::is_regular_file(file, ec)) return std::nullopt;
  // A link inside the folder must not lead out of it.
  auto [b, f] = std::mismatch(base.begin(), base.end(), file.begin(), file.end());
  if (b != base.end()) return std::nullopt;
  return file;
}

const char* content_type(const fs::path& file) {
  static constexpr std::pair<const char*, const char*> kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".png", "image/png"},
      {".svg", "image/svg+xml"},
      {".woff", "font/woff"},
      {".woff2", "font/woff2"},
      {".ttf", "font/ttf"},
      {".txt", "text/plain; charset=utf-8"}};
  std::string ext = file.extension().string();
  for (auto [e, type] : kTypes)
    if (ext == e) return type;
  return "application/octet-stream";
}

}  // namespace lore::server
