// Pictures without a display: a step's display list written as PNG (librsvg), SVG or JSON.
#include <algorithm>
#include <filesystem>
#include <fstream>

#include "paipu/display/list_json.hpp"
#include "paipu/display/png.hpp"
#include "paipu/display/svg.hpp"
#include "paipu/display/text.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/screen_list.hpp"
#include "paipu/viewer/viewer.hpp"
#include "prepare.hpp"

namespace paipu::viewer {

namespace {

// A picture's score strip: the record's hands replayed up to the one drawn, and at least this many,
// so that a picture of a match shows all of it while one early step of a 100,000-hand record is not
// held up by replaying the rest (the strip leaves unknown hands blank, as the window does until
// it has learnt them).
constexpr int kStripHands = 2000;

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// The whole screen, or the table alone as the replay page shows it (the table's own size).
display::List picture_list(Navigator& nav, const RenderOptions& opt) {
  if (!opt.table_only) return screen_list(nav, opt.width, opt.height);
  const Rect table = screen_geometry(opt.width, opt.height).table;
  display::List list;
  list.width = table.w;
  list.height = table.h;
  navigator_table_list(list, nav, Rect{0, 0, table.w, table.h});
  return list;
}

// Writes the navigator's picture: SVG or JSON when the path ends in .svg or .json, else PNG.
bool save(Navigator& nav, const RenderOptions& opt, const std::string& path, std::string& error) {
  const display::List list = picture_list(nav, opt);
  std::string lower = path;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (ends_with(lower, ".svg") || ends_with(lower, ".json")) {
    std::ofstream out(path, std::ios::binary);
    if (ends_with(lower, ".svg"))
      out << display::to_svg(list);
    else
      out << display::list_json(list).dump() << '\n';
    if (!out) {
      error = "could not write " + path;
      return false;
    }
    return true;
  }
  return display::write_png(list, path, error);
}

// Every picture is set in the CJK font; without it the pieces' characters would be boxes.
bool font_ready(std::string& error) {
  std::string why;
  if (display::find_cjk_font(why).empty()) {
    error = why;
    return false;
  }
  return true;
}

}  // namespace

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
  nav.set_evaluations(opt.evaluations);
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

bool render_png(Document& doc, const RenderOptions& opt, const std::string& out_png,
                std::string& error) {
  Navigator nav(doc);
  if (!prepare(doc, opt, nav, error, true) || !font_ready(error)) {
    return false;  // a picture lists every hand
  }
  nav.advance_strip(std::max(kStripHands, nav.hand_index() + 1));
  return save(nav, opt, out_png, error);
}

bool render_all_steps(Document& doc, const RenderOptions& opt, const std::string& out_dir,
                      std::string& error) {
  Navigator nav(doc);
  RenderOptions o = opt;
  o.position = 0;
  if (!prepare(doc, o, nav, error, true) || !font_ready(error)) {
    return false;
  }
  nav.advance_strip(std::max(kStripHands, nav.hand_index() + 1));
  std::error_code ec;
  std::filesystem::create_directories(out_dir, ec);
  if (ec) {
    error = "could not create the directory " + out_dir + ": " + ec.message();
    return false;
  }
  const int last = nav.last_position();
  const int digits = std::max(3, static_cast<int>(std::to_string(last).size()));
  for (int p = 0; p <= last; ++p) {
    nav.open(opt.hand, p);
    std::string n = std::to_string(p);
    n.insert(0, static_cast<std::size_t>(std::max(0, digits - static_cast<int>(n.size()))), '0');
    const std::string path =
        (std::filesystem::path(out_dir) / ("step-" + n + "." + opt.format)).string();
    if (!save(nav, opt, path, error)) {
      return false;
    }
  }
  return true;
}

}  // namespace paipu::viewer
