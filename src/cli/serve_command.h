// `lore serve`: the web client (docs/client.md).
#pragma once
#include <CLI/CLI.hpp>

#include "server/http_server.h"

namespace lore {

CLI::App* add_serve_command(CLI::App& app, server::ServeOptions& options);

}  // namespace lore
