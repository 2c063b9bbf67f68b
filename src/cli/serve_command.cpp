#include "cli/serve_command.h"

#include <filesystem>
#include <system_error>

#include "cli/cli_options.h"

namespace lore {

namespace {

// An installed `lore` (`cmake --install`, bin/lore) finds the page and rules text in
// ../share/lore beside it; a built one, in its checkout.
std::string installed_or_source(const std::string& share_name, const std::string& source_path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path installed = exe.parent_path().parent_path() / "share" / "lore" / share_name;
    if (fs::exists(installed, ec)) return installed.string();
  }
  return source_path;
}

}  // namespace

CLI::App* add_serve_command(CLI::App& app, server::ServeOptions& o) {
  auto* serve = app.add_subcommand(
      "serve", "Serve the web client: play against the computer, watch, replay, scenarios");
  // The page and the rules text installed beside the binary, else those of this checkout;
  // --web and --rules for another place.
  o.web_dir = installed_or_source("web", LORE_SOURCE_DIR "/web");
  o.rules_file = installed_or_source("CompRules-2026-04-17.txt",
                                     LORE_SOURCE_DIR "/data/CompRules-2026-04-17.txt");
  serve
      ->add_option("--host", o.host,
                   "Address to listen on (another than 127.0.0.1 opens the "
                   "games to the network)")
      ->capture_default_str();
  add_number_option(serve, "--port", o.port, 0, 65535, "Port (0: any free port, printed)");
  serve->add_option("--web", o.web_dir, "Folder of the page")->capture_default_str();
  serve->add_option("--rules", o.rules_file, "Comprehensive Rules text file")
      ->capture_default_str();
  add_number_option(serve, "--max-games", o.max_games, 1, 10'000,
                    "Games kept at once (a new one past this is refused)");
  add_number_option(serve, "--idle-seconds", o.idle_seconds, 1, 7 * 24 * 3600,
                    "A game nobody asked about for this long is dropped");
  return serve;
}

}  // namespace lore
