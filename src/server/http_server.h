// `lore serve`: the page (static files of web/) and the protocol of api.h over HTTP.
#pragma once
#include <string>

#include "server/api.h"

namespace lore::server {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (printed)
  std::string web_dir;
  std::string rules_file;
  int max_games = 32;          // ServerLimits::max_games
  int idle_seconds = 30 * 60;  // ServerLimits::idle
};

// Serves until the process is stopped; returns 1 (with a message on standard error) if it
// can't start.
int serve(const ServeOptions& options);

}  // namespace lore::server
