#include <dlfcn.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "paipu/viewer/viewer.hpp"

namespace paipu::viewer {

namespace {

// Opens the display through libX11, loaded at run time: SFML would abort the process where this
// returns false. The connection is kept open for the life of the process: closing it could make it
// the X server's last client, and a server that resets then refuses SFML's connection a moment
// later. For the same reason a refusal is retried for a second: another process may just have made
// the server reset (Xvfb does between the tests of `xvfb-run ctest`).
bool x_display_opens(const char* name, std::string& why) {
  static void* connection = nullptr;
  if (connection != nullptr) {
    return true;
  }
  void* lib = dlopen("libX11.so.6", RTLD_LAZY | RTLD_LOCAL);  // never closed, like the connection
  if (lib == nullptr) {
    return true;  // cannot check; SFML brings its own libX11
  }
  using OpenFn = void* (*)(const char*);
  auto open = reinterpret_cast<OpenFn>(dlsym(lib, "XOpenDisplay"));
  if (open == nullptr) {
    return true;
  }
  for (int attempt = 0; attempt < 20 && connection == nullptr; ++attempt) {
    if (attempt > 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    connection = open(name);
  }
  if (connection == nullptr) {
    why = std::string("cannot open the X display \"") + name +
          "\" named by $DISPLAY (is the X server running? try `xvfb-run -a paipu …`)";
    return false;
  }
  return true;
}

}  // namespace

bool display_available(std::string& why) {
  const char* d = std::getenv("DISPLAY");
  if (d == nullptr || *d == '\0') {
    why =
        "no X display: $DISPLAY is not set, and SFML needs one even to render off-screen (run "
        "under `xvfb-run -a`, or set DISPLAY)";
    return false;
  }
  return x_display_opens(d, why);
}

}  // namespace paipu::viewer
