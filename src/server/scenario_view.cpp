#include "server/scenario_view.h"

#include <fmt/format.h>

#include "scenario/runner.h"
#include "server/view_json.h"

namespace lore::server {

using nlohmann::json;

Reply scenario_frames(const std::string& text) {
  scn::ParseResult parsed = scn::parse_scenario(text, "scenario");
  if (!parsed.ok) return error_reply(400, parsed.error);
  scn::Scenario& sc = parsed.scenario;
  sc.write_dumps = false;  // a `dump` line writes no file on the server
  json frames = json::array();
  size_t logged = 0;
  auto frame = [&](scn::Run& run, int line, const std::string& what, const char* kind,
                   const std::string& failure) {
    if (frames.size() >= kMaxScenarioFrames) return;
    json f = {{"line", line},
              {"text", what},
              {"kind", kind},
              {"ok", failure.empty()},
              {"table", table_json(run.g.st, kNoPlayer)},
              {"decision", decision_json(run.g.st, kNoPlayer)},
              {"log", log_json(run.log, logged, kNoPlayer)}};
    if (!failure.empty()) f["message"] = failure;
    logged = run.log.size();
    frames.push_back(std::move(f));
  };
  std::string message;
  scn::Run run(sc);
  try {
    scn::build_state(run);
    frame(run, 0, "set-up", "setup", "");
    int last = 0;
    for (const scn::Command& c : sc.script) {
      last = c.line;
      try {
        if (c.kind == scn::Command::Check) {  // as run_scenario() checks (run.cpp)
          scn::Expect::What w = c.expect.what;
          if (w != scn::Expect::Decision && w != scn::Expect::Legal && w != scn::Expect::Illegal &&
              !c.meanwhile)
            scn::require_no_open_decision(run, c.line, "before this expectation");
          scn::check(run, c);
        } else {
          scn::perform(run, c);
        }
      } catch (const std::exception& e) {
        frame(run, c.line, c.text, c.kind == scn::Command::Check ? "expect" : "do", e.what());
        throw;
      }
      frame(run, c.line, c.text, c.kind == scn::Command::Check ? "expect" : "do", "");
    }
    scn::require_no_open_decision(run, last, "at the end of the script");
    if (!run.g.forced_random.empty())
      run.fail(last, fmt::format("{} random outcome(s) given by 'random' were never used",
                                 run.g.forced_random.size()));
  } catch (const std::exception& e) {
    message = e.what();
  }
  return {200, json{{"title", sc.title},
                    {"passed", message.empty()},
                    {"message", message},
                    {"frames", frames},
                    {"truncated", frames.size() >= kMaxScenarioFrames}}};
}

}  // namespace lore::server
