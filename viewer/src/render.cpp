#include <dlfcn.h>

#include <SFML/Graphics.hpp>
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "font.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/viewer.hpp"
#include "render_internal.hpp"
#include "views.hpp"

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

// A picture's score strip: the record's hands replayed up to the one drawn, and at least this many,
// so that a picture of a match shows all of it while one early step of a 100,000-hand record is not
// held up by replaying the rest (the strip leaves unknown hands blank, as the window does until
// it has learnt them).
constexpr int kStripHands = 2000;

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

bool prepare(Document& doc, const RenderOptions& opt, Navigator& nav, std::string& error,
             bool index_all) {
  if (opt.width < 200 || opt.height < 150 || opt.width > 8192 || opt.height > 8192) {
    error = "image size " + std::to_string(opt.width) + "×" + std::to_string(opt.height) +
            " is outside 200×150 … 8192×8192";
    return false;
  }
  if (!doc.fully_indexed() && (index_all || opt.hand >= doc.hand_count())) {
    doc.index_all();
  }
  if (opt.hand < 0 || opt.hand >= doc.hand_count()) {
    error = doc.hand_count() == 0
                ? doc.file() + " has no hand that could be read"
                : "no hand " + std::to_string(opt.hand + 1) + " in " + doc.file() + " (it has " +
                      std::to_string(doc.hand_count()) + ")";
    return false;
  }
  nav.set_show_concealed(opt.show_concealed);
  if (opt.piece_names) {
    nav.apply({Command::toggle_names});
  }
  nav.open(opt.hand, 0);
  if (opt.position < -1 || opt.position > nav.last_position()) {
    error = "no step " + std::to_string(opt.position) + " in hand " + std::to_string(opt.hand + 1) +
            " (steps 0–" + std::to_string(nav.last_position()) + ")";
    return false;
  }
  nav.open(opt.hand, opt.position);
  if (!nav.set_seat(opt.seat)) {
    error = nav.message();
    return false;
  }
  return true;
}

std::unique_ptr<Canvas> Canvas::create(unsigned width, unsigned height, std::string& error) {
  std::string why;
  if (!display_available(why)) {
    error = why;
    return nullptr;
  }
  auto c = std::unique_ptr<Canvas>(new Canvas);
  c->font = load_cjk_font(why);
  if (!c->font) {
    error = why;
    return nullptr;
  }
  // No multisampling: pieces come smoothed from the atlas, and multisampling costs a software
  // renderer (Xvfb) more than the whole picture.
  if (!c->texture.create(width, height)) {
    error = "could not create a " + std::to_string(width) + "×" + std::to_string(height) +
            " off-screen texture (OpenGL)";
    return nullptr;
  }
  c->atlas = std::make_unique<PieceAtlas>(*c->font);
  c->width = width;
  c->height = height;
  return c;
}

bool Canvas::save(Navigator& nav, const std::string& path, std::string& error) {
  draw_screen(texture, nav, *font, width, height, atlas.get());
  texture.display();
  if (!texture.getTexture().copyToImage().saveToFile(path)) {
    error = "could not write " + path;
    return false;
  }
  return true;
}

bool render_png(Document& doc, const RenderOptions& opt, const std::string& out_png,
                std::string& error) {
  Navigator nav(doc);
  if (!prepare(doc, opt, nav, error, true)) {
    return false;  // a picture lists every hand
  }
  nav.advance_strip(std::max(kStripHands, nav.hand_index() + 1));
  auto canvas = Canvas::create(opt.width, opt.height, error);
  return canvas && canvas->save(nav, out_png, error);
}

bool render_all_steps(Document& doc, const RenderOptions& opt, const std::string& out_dir,
                      std::string& error) {
  Navigator nav(doc);
  RenderOptions o = opt;
  o.position = 0;
  if (!prepare(doc, o, nav, error, true)) {
    return false;
  }
  nav.advance_strip(std::max(kStripHands, nav.hand_index() + 1));
  std::error_code ec;
  std::filesystem::create_directories(out_dir, ec);
  if (ec) {
    error = "could not create the directory " + out_dir + ": " + ec.message();
    return false;
  }
  auto canvas = Canvas::create(opt.width, opt.height, error);
  if (!canvas) {
    return false;
  }
  const int last = nav.last_position();
  const int digits = std::max(3, static_cast<int>(std::to_string(last).size()));
  for (int p = 0; p <= last; ++p) {
    nav.open(opt.hand, p);
    std::string n = std::to_string(p);
    n.insert(0, static_cast<std::size_t>(std::max(0, digits - static_cast<int>(n.size()))), '0');
    const std::string path = (std::filesystem::path(out_dir) / ("step-" + n + ".png")).string();
    if (!canvas->save(nav, path, error)) {
      return false;
    }
  }
  return true;
}

}  // namespace paipu::viewer
