// The files of the page (web/): a request path is served only from inside that folder.
#pragma once
#include <filesystem>
#include <optional>
#include <string>

namespace lore::server {

// The file `url_path` ("/", "/js/app.js", already percent-decoded) names inside `root`, or
// nullopt: a segment "..", "." or starting with '.', a backslash, a NUL or another control
// character, a file that does not exist, is not a regular file, or lies outside `root` once
// links are followed. "/" and a path ending in '/' mean its index.html.
std::optional<std::filesystem::path> static_file(const std::filesystem::path& root,
                                                 const std::string& url_path);
// The Content-Type of a file, by its extension.
const char* content_type(const std::filesystem::path& file);

}  // namespace lore::server
