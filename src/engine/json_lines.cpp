#include "json_lines.h"

#include <string_view>

namespace lore {

JsonLines::JsonLines(const std::string& text) : text_(text) { value("", 0); }

int JsonLines::line(const std::string& pointer) const {
  for (std::string p = pointer;; p.erase(p.rfind('/'))) {
    if (auto it = lines_.find(p); it != lines_.end()) return it->second;
    if (p.empty()) return 1;
  }
}

void JsonLines::skip_space() {
  for (; at_ < text_.size() &&
         (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r');
       ++at_)
    line_ += text_[at_] == '\n';
}

std::string JsonLines::string() {  // at the opening quote; escapes are kept as written
  std::string s;
  for (++at_; at_ < text_.size() && text_[at_] != '"'; ++at_) {
    if (text_[at_] == '\\' && at_ + 1 < text_.size()) s += text_[at_++];
    s += text_[at_];
  }
  ++at_;
  return s;
}

void JsonLines::value(const std::string& pointer, int depth) {
  skip_space();
  if (at_ >= text_.size() || depth > 32) {
    at_ = text_.size();  // stop: deeper values keep their enclosing value's line
    return;
  }
  lines_.emplace(pointer, line_);
  char open = text_[at_];
  if (open == '"') {
    string();
    return;
  }
  if (open != '[' && open != '{') {
    while (at_ < text_.size() &&
           std::string_view(",]} \t\r\n").find(text_[at_]) == std::string_view::npos)
      ++at_;
    return;
  }
  ++at_;
  for (int i = 0; at_ < text_.size(); ++i) {
    skip_space();
    if (at_ < text_.size() && (text_[at_] == ']' || text_[at_] == '}')) {
      ++at_;
      return;
    }
    std::string key = std::to_string(i);
    if (open == '{') {
      key = string();
      skip_space();
      ++at_;  // ':'
    }
    value(pointer + "/" + key, depth + 1);
    skip_space();
    if (at_ < text_.size() && text_[at_] == ',') ++at_;
  }
}

}  // namespace lore
