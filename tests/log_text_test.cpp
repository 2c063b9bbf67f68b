// The text form of the log: every kind of entry has a renderer (render_text asks one renderer
// per family of entries; a kind that none of them knows would render as an empty sentence).
#include <string>

#include "harness.h"

namespace lore::test {

namespace {

TEST(LogText, EveryKindOfEntryHasText) {
  for (int k = 0; k <= static_cast<int>(LogKind::LeavesGame); ++k) {
    LogEntry e{};
    e.kind = static_cast<LogKind>(k);
    e.rule = "100.1";
    std::string text = render_text(e);
    EXPECT_EQ(text.find(":  [100.1]"), std::string::npos) << "kind " << k << ": " << text;
    EXPECT_FALSE(text.empty()) << "kind " << k;
  }
}

}  // namespace

}  // namespace lore::test
