// The web client's server (src/server/, docs/client.md): its protocol without HTTP.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "engine/card_db.h"
#include "engine/engine.h"
#include "engine/log_view.h"
#include "server/api.h"
#include "server/rules_text.h"
#include "server/session.h"
#include "server/static_files.h"

namespace lore::server {
namespace {

using nlohmann::json;

Reply post(Api& api, const std::string& path, const json& body) {
  return api.handle("POST", path, {}, body.dump());
}

std::string new_game(Api& api, uint64_t seed) {
  Reply r = post(api, "/api/new", {{"seed", seed}, {"opponent", "random"}, {"start", "play"}});
  EXPECT_EQ(r.status, 200) << r.body.dump();
  return r.body.value("game", "");
}

json state(Api& api, const std::string& game) {
  Reply r = post(api, "/api/state", {{"game", game}});
  EXPECT_EQ(r.status, 200) << r.body.dump();
  return r.body;
}

TEST(Server, MalformedRequestsAreRefusedAndChangeNothing) {
  Api api(ServerLimits{}, nullptr);
  std::string game = new_game(api, 7);
  json before = state(api, game);
  ASSERT_TRUE(before["decision"].contains("options")) << before["decision"].dump();
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"/api/answer", "{\"game\": "},                            // cut short
      {"/api/answer", "[1, 2]"},                                 // not an object
      {"/api/answer", "\"answer\""},                             // not an object
      {"/api/answer", json{{"game", 5}, {"choice", 0}}.dump()},  // the id is a string
      {"/api/answer", json{{"game", game}, {"choice", "0"}}.dump()},
      {"/api/answer", json{{"game", game}, {"choice", 0.5}}.dump()},
      {"/api/answer", json{{"game", game}, {"choice", 1e12}}.dump()},
      {"/api/answer", json{{"game", game}, {"choice", 0}, {"extra", 1}}.dump()},
      {"/api/answer", json{{"game", game}, {"pass", "forever"}}.dump()},
      {"/api/answer", json{{"game", game}}.dump()},
      {"/api/answer", json{{"game", game}, {"log_from", -1}}.dump()},
      {"/api/goto", json{{"game", game}, {"at", 3}}.dump()},  // not a replay
      {"/api/step", json{{"game", game}}.dump()},             // not watched
      {"/api/nonsense", json{{"game", game}}.dump()},
      {"/api/new", json{{"decks", {"../../etc/passwd", "fin_summons"}}}.dump()},
      {"/api/new", json{{"seat", 3}}.dump()},
      {"/api/replay", json{{"replay", "{\"format\": \"lore-replay\"}"}}.dump()},
      {"/api/scenario", json{{"scenario", "P1 hand: No Such Card\n"}}.dump()},
  };
  for (const auto& [path, body] : bad) {
    Reply r = api.handle("POST", path, {}, body);
    EXPECT_GE(r.status, 400) << path << " " << body;
    EXPECT_TRUE(r.body.contains("error")) << path << " " << body;
  }
  // An option index past the last is refused by the engine, which changes nothing.
  size_t options = before["decision"]["options"].size();
  Reply r = post(api, "/api/answer", {{"game", game}, {"choice", options}});
  EXPECT_EQ(r.status, 409);
  EXPECT_EQ(state(api, game), before);
  EXPECT_EQ(api.games(), 1u);
}

TEST(Server, GamesAreIsolated) {
  Api api(ServerLimits{}, nullptr);
  std::string a = new_game(api, 3), b = new_game(api, 3);
  ASSERT_NE(a, b);
  json b_before = state(api, b);
  EXPECT_EQ(state(api, a), b_before);  // the same seed: the same game
  for (int i = 0; i < 5 && !state(api, a)["decision"].is_null(); ++i)
    ASSERT_EQ(post(api, "/api/answer", {{"game", a}, {"choice", 0}}).status, 200);
  EXPECT_NE(state(api, a)["answers"], b_before["answers"]);
  EXPECT_EQ(state(api, b), b_before);
}

TEST(Server, GamesAreBoundedAndDroppedWhenIdle) {
  ServerLimits limits;
  limits.max_games = 2;
  limits.idle = std::chrono::seconds(60);
  Api api(limits, nullptr);
  auto now = std::chrono::steady_clock::now();
  api.set_clock([&] { return now; });
  std::string a = new_game(api, 1);
  now += std::chrono::seconds(40);
  std::string b = new_game(api, 2);
  EXPECT_EQ(post(api, "/api/new", {{"seed", 3}}).status, 503);  // full
  EXPECT_EQ(api.games(), 2u);
  now += std::chrono::seconds(30);  // a: idle 70 s, b: 30 s
  EXPECT_EQ(post(api, "/api/state", {{"game", a}}).status, 404);
  EXPECT_EQ(post(api, "/api/state", {{"game", b}}).status, 200);
  EXPECT_EQ(api.games(), 1u);
  EXPECT_EQ(post(api, "/api/close", {{"game", b}}).status, 200);
  EXPECT_EQ(api.games(), 0u);
  EXPECT_EQ(post(api, "/api/state", {{"game", b}}).status, 404);
}

TEST(Server, StaticFilesStayInTheirFolder) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("lore-static-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "web" / "js");
  std::ofstream(dir / "web" / "index.html") << "page";
  std::ofstream(dir / "web" / "js" / "app.js") << "code";
  std::ofstream(dir / "web" / ".secret") << "hidden";
  std::ofstream(dir / "secret.txt") << "outside";
  fs::create_symlink(dir / "secret.txt", dir / "web" / "link.txt");
  fs::path web = dir / "web";
  EXPECT_EQ(static_file(web, "/"), fs::canonical(web / "index.html"));
  EXPECT_EQ(static_file(web, "/js/app.js"), fs::canonical(web / "js" / "app.js"));
  for (const char* path : {"/../secret.txt", "/js/../../secret.txt", "/js/../index.html",
                           "/./index.html", "/.secret", "/..", "//etc/passwd", "/%2e%2e/secret.txt",
                           "/..%2fsecret.txt", "/..\\secret.txt", "/js\\..\\..\\secret.txt",
                           "/link.txt", "/js", "/missing.html", "index.html", "", "/C:/secret.txt"})
    EXPECT_FALSE(static_file(web, path)) << path;
  EXPECT_FALSE(static_file(web, std::string("/index.html\0.png", 16)));
  fs::remove_all(dir);
}

TEST(Server, RulesTextFindsARuleAndItsSubrules) {
  RulesText rules;
  rules.load_text(
      "Contents\n714. Saga Cards\n\n714. Saga Cards\n\n714.3. Sagas use lore counters.\n\n"
      "714.3a Each Saga without read ahead ...\n\n714.3b Each Saga with read ahead ...\n\n"
      "714.4. As a player's precombat main phase begins ...\n");
  json r = rules.lookup("714.3");
  ASSERT_FALSE(r.is_null());
  ASSERT_EQ(r["text"].size(), 3u);
  EXPECT_EQ(r["text"][2], "714.3b Each Saga with read ahead ...");
  EXPECT_EQ(rules.lookup("714.3b.")["text"].size(), 1u);
  EXPECT_EQ(rules.lookup("714")["text"].size(), 5u);
  EXPECT_TRUE(rules.lookup("714.9").is_null());
  Api api(ServerLimits{}, &rules);
  EXPECT_EQ(api.handle("GET", "/api/rule", {{"n", "714.3a"}}, "").status, 200);
  EXPECT_EQ(api.handle("GET", "/api/rule", {{"n", "999.1"}}, "").status, 404);
}

TEST(Server, AReplayStepsForwardAndBack) {
  Api api(ServerLimits{}, nullptr);
  Reply made = post(api, "/api/new", {{"seed", 5}, {"opponent", "random"}});
  ASSERT_EQ(made.status, 200);
  std::string game = made.body["game"];
  for (int i = 0; i < 20; ++i)
    ASSERT_EQ(post(api, "/api/answer", {{"game", game}, {"choice", 0}}).status, 200);
  std::string text = post(api, "/api/replay_file", {{"game", game}}).body["replay"];
  Reply loaded = post(api, "/api/replay", {{"replay", text}});
  ASSERT_EQ(loaded.status, 200) << loaded.body.dump();
  std::string replay = loaded.body["game"];
  size_t answers = loaded.body["answers"];
  ASSERT_GE(answers, 20u);
  auto go = [&](size_t at) { return post(api, "/api/goto", {{"game", replay}, {"at", at}}); };
  json at10 = go(10).body;
  EXPECT_EQ(at10["at"], 10);
  json last = go(answers).body;
  json now = state(api, game)["table"];  // the game replayed to its end is the game
  EXPECT_EQ(last["table"]["turn"], now["turn"]);
  EXPECT_EQ(last["table"]["step"], now["step"]);
  EXPECT_EQ(last["table"]["players"][1]["battlefield"], now["players"][1]["battlefield"]);
  EXPECT_EQ(last["table"]["players"][0]["hand"], now["players"][0]["hand"]);
  EXPECT_EQ(go(answers + 1).status, 400);  // past the end: refused, nothing changes
  EXPECT_EQ(state(api, replay)["at"], answers);
  EXPECT_EQ(go(10).body, at10);  // back: the same position as before
  // A spectator of a replay sees both hands.
  EXPECT_TRUE(at10["table"]["players"][1].contains("hand"));
}

TEST(Server, AScenarioIsSentLineByLine) {
  Api api(ServerLimits{}, nullptr);
  std::ifstream in(LORE_SOURCE_DIR "/tests/scenarios/cruelty_of_gix_chapter_one_discard.scn");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  Reply r = post(api, "/api/scenario", {{"scenario", text}});
  ASSERT_EQ(r.status, 200);
  EXPECT_TRUE(r.body["passed"].get<bool>()) << r.body["message"];
  const json& frames = r.body["frames"];
  ASSERT_GE(frames.size(), 13u);
  EXPECT_EQ(frames[0]["kind"], "setup");
  EXPECT_EQ(frames.back()["text"], "expect log has 701.20a");
  for (const json& f : frames) EXPECT_TRUE(f["ok"].get<bool>()) << f["text"];
  // A wrong expectation: the run stops at it, marked failing.
  std::string wrong = text;
  wrong.replace(wrong.find("is drake, strike"), 16, "is drake");
  r = post(api, "/api/scenario", {{"scenario", wrong}});
  ASSERT_EQ(r.status, 200);
  EXPECT_FALSE(r.body["passed"].get<bool>());
  EXPECT_FALSE(r.body["frames"].back()["ok"].get<bool>());
  EXPECT_EQ(r.body["frames"].back()["text"], "expect P2 hand is drake");
}

// Names of the cards `viewer` never saw during the game (in the opponent's hand or library
// all along, never revealed): none of them may appear in anything the server sent.
std::set<std::string> never_seen(const Game& g, const Log& log, PlayerId viewer) {
  std::set<std::string> seen, hidden;
  for (const Object& o : g.st.objects) {
    if (o.card == kNoCard) continue;
    const std::string& name = card_def(o.card).name;
    bool secret = o.owner != viewer && (o.zone == Zone::Hand || o.zone == Zone::Library);
    (secret ? hidden : seen).insert(name);
  }
  for (const LogEntry& e : log) {
    std::string text = render_json_for(e, viewer);
    for (const std::string& name : hidden)
      if (text.find(name) != std::string::npos) seen.insert(name);
  }
  std::set<std::string> out;
  for (const std::string& name : hidden)
    if (!seen.count(name)) out.insert(name);
  return out;
}

TEST(Server, AWholeGameSendsNoHiddenCard) {
  Api api(ServerLimits{}, nullptr);
  Reply made = post(api, "/api/new", {{"seed", 11}, {"opponent", "random"}});
  ASSERT_EQ(made.status, 200);
  std::string game = made.body["game"];
  std::string sent = made.body.dump();
  json s = made.body;
  for (int i = 0; i < 5000 && !s["decision"].is_null(); ++i) {
    const json& d = s["decision"];
    size_t log_size = s["log_start"].get<size_t>() + s["log"].size();
    json answer = {{"game", game}, {"log_from", log_size}};
    if (d.contains("range"))
      answer["choice"] = d["range"]["lo"];
    else
      answer["choice"] = d["options"].size() - 1;  // the last: casting and attacking over passing
    Reply r = post(api, "/api/answer", answer);
    ASSERT_EQ(r.status, 200) << r.body.dump();
    s = r.body;
    sent += s.dump();
  }
  EXPECT_TRUE(s["table"]["over"].get<bool>());
  Reply file = post(api, "/api/replay_file", {{"game", game}});
  ASSERT_EQ(file.status, 200);
  Replay replay;
  std::string error;
  ASSERT_TRUE(replay_from_json(file.body["replay"], "replay", replay, error)) << error;
  Log log;
  Game g = Game::start(replay.setup, &log);
  ASSERT_TRUE(run_replay(replay, g, error)) << error;
  ASSERT_TRUE(g.over());
  std::set<std::string> secret = never_seen(g, log, 0);
  ASSERT_FALSE(secret.empty());
  for (const std::string& name : secret) EXPECT_EQ(sent.find(name), std::string::npos) << name;
}

}  // namespace
}  // namespace lore::server
