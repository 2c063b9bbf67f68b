#include "server/http_server.h"

#include <httplib.h>

#include <fstream>
#include <iostream>
#include <sstream>

#include "server/static_files.h"

namespace lore::server {

namespace {

void send(httplib::Response& res, const Reply& r) {
  res.status = r.status;
  res.set_content(r.body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                  "application/json");
  res.set_header("Cache-Control", "no-store");
}

}  // namespace

int serve(const ServeOptions& o) {
  RulesText rules;
  std::string error;
  if (!rules.load(o.rules_file, error)) {
    std::cerr << "error: " << error << "\n";
    return 1;
  }
  if (!static_file(o.web_dir, "/")) {
    std::cerr << "error: " << o.web_dir << ": no index.html there (--web DIR)\n";
    return 1;
  }
  ServerLimits limits;
  limits.max_games = static_cast<size_t>(o.max_games);
  limits.idle = std::chrono::seconds(o.idle_seconds);
  Api api(limits, &rules);
  httplib::Server http;
  http.set_payload_max_length(limits.max_body);
  http.new_task_queue = [] { return new httplib::ThreadPool(4); };
  auto api_handler = [&api](const httplib::Request& req, httplib::Response& res) {
    std::map<std::string, std::string> query(req.params.begin(), req.params.end());
    send(res, api.handle(req.method, req.path, query, req.body));
  };
  http.Get("/api/.*", api_handler);
  http.Post("/api/.*", api_handler);
  http.Get(".*", [&o](const httplib::Request& req, httplib::Response& res) {
    auto file = static_file(o.web_dir, req.path);
    if (!file) {
      res.status = 404;
      res.set_content("not found\n", "text/plain");
      return;
    }
    std::ifstream in(*file, std::ios::binary);
    std::ostringstream data;
    data << in.rdbuf();
    res.set_content(data.str(), content_type(*file));
  });
  int port = o.port;
  if (port == 0) {
    port = http.bind_to_any_port(o.host);
  } else if (!http.bind_to_port(o.host, port)) {
    port = -1;
  }
  if (port < 0) {
    std::cerr << "error: cannot listen on " << o.host << ":" << o.port << "\n";
    return 1;
  }
  std::cout << "lore serves http://" << o.host << ":" << port << "/ (Ctrl-C stops it)\n"
            << "page " << o.web_dir << ", rules " << o.rules_file << std::endl;
  http.listen_after_bind();
  return 0;
}

}  // namespace lore::server
