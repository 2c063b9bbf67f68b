// Where the values of a JSON text stand: the line of each value by its JSON pointer ("/answers/3",
// "/decks/0/5"), so an error about a field can name its line (nlohmann::json 3.11 keeps none).
#pragma once
#include <map>
#include <string>

namespace lore {

class JsonLines {
 public:
  // `text` must be valid JSON (parsed already); values nested deeper than 32 levels are not
  // located.
  explicit JsonLines(const std::string& text);
  // The line of the value at `pointer`, or of its nearest enclosing value that was located, or 1.
  int line(const std::string& pointer) const;

 private:
  void value(const std::string& pointer, int depth);
  std::string string();
  void skip_space();
  const std::string& text_;
  size_t at_ = 0;
  int line_ = 1;
  std::map<std::string, int> lines_;
};

}  // namespace lore
