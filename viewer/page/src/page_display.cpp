#include "paipu/page/page_display.hpp"

#include <algorithm>

#include "paipu/display/text.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/screen_list.hpp"

namespace paipu::cli {

using nlohmann::json;

namespace {

// How far ahead an edit looks for an element before it writes it anew: lists keep their order
// step after step, so what stayed is near.
constexpr std::size_t kLookAhead = 48;

// A step as the changes from the list before it: runs of [copy c, skip s, insert n, e1 … en]:
// copy c elements of the list before, skip s of them, then insert n. Each inserted element is
// written as the difference from the one inserted before it in this view (`last`): new elements
// are numbered in the order they first appear, so most differences are 1 and the page compresses
// well.
json edit(const std::vector<int>& before, const std::vector<int>& after, int& last) {
  struct Run {
    int copy = 0, skip = 0;
    std::vector<int> insert;
  };
  json out = json::array();
  Run run;
  auto flush = [&] {
    if (run.copy == 0 && run.skip == 0 && run.insert.empty()) return;
    out.push_back(run.copy);
    out.push_back(run.skip);
    out.push_back(run.insert.size());
    for (int e : run.insert) {
      out.push_back(e - last);
      last = e;
    }
    run = {};
  };
  std::size_t p = 0;
  for (int e : after) {
    std::size_t q = p;
    while (q < before.size() && q < p + kLookAhead && before[q] != e) ++q;
    if (q >= before.size() || before[q] != e) {
      run.insert.push_back(e);
      continue;
    }
    run.skip += static_cast<int>(q - p);  // a skip and an insert may share a run: a replacement
    if (run.skip > 0 || !run.insert.empty()) flush();
    ++run.copy;
    p = q + 1;
  }
  flush();
  return out;
}

std::vector<int> apply(const std::vector<int>& before, const json& edit, int& last) {
  std::vector<int> after;
  std::size_t p = 0;
  for (std::size_t k = 0; k + 2 < edit.size();) {
    const auto copy = edit[k].get<std::size_t>(), skip = edit[k + 1].get<std::size_t>(),
               n = edit[k + 2].get<std::size_t>();
    for (std::size_t i = 0; i < copy && p < before.size(); ++i) after.push_back(before[p++]);
    p += skip;
    for (std::size_t i = 0; i < n && k + 3 + i < edit.size(); ++i) {
      last += edit[k + 3 + i].get<int>();
      after.push_back(last);
    }
    k += 3 + n;
  }
  return after;
}

}  // namespace

PageDisplay::PageDisplay(unsigned width, unsigned height) {
  const viewer::Rect table = viewer::screen_geometry(width, height).table;
  width_ = table.w;
  height_ = table.h;
}

int PageDisplay::intern(const std::string& element) {
  auto [it, added] = index_.try_emplace(element, static_cast<int>(elements_.size()));
  if (added) elements_.push_back(element);
  return it->second;
}

json PageDisplay::hand(Document& doc, int index) {
  viewer::Navigator nav(doc);
  nav.open(index, 0);
  const viewer::Rect table{0, 0, width_, height_};
  json lists = json::array();
  std::vector<int> first_of_all;
  // Each seat's view starts from the first list of everything's: most of the table is the same.
  for (int view = -1; view < nav.seats(); ++view) {
    nav.set_seat(view);
    json steps = json::array();
    std::vector<int> before = view < 0 ? std::vector<int>{} : first_of_all;
    int last = 0;
    for (int p = 0; p < std::max(1, nav.positions()); ++p) {
      nav.open(index, p);
      display::List list;
      viewer::navigator_table_list(list, nav, table);
      if (background_.empty()) {
        display::Item bg;
        bg.box = {0, 0, width_, height_};
        bg.paint.fill = list.background;
        background_ = display::item_svg(bg, symbol_ids_);
      }
      std::vector<int> now;
      now.reserve(list.items.size());
      for (const display::Item& it : list.items)
        now.push_back(intern(display::item_svg(it, symbol_ids_)));
      for (const auto& [key, sym] : list.symbols) {
        const std::string& id = symbol_ids_(key);
        if (symbols_.find(id) == symbols_.end())
          symbols_.emplace(id, display::symbol_svg(key, sym, symbol_ids_));
      }
      steps.push_back(edit(before, now, last));
      if (view < 0 && p == 0) first_of_all = now;
      before = std::move(now);
    }
    lists.push_back(std::move(steps));
  }
  return {{"lists", std::move(lists)}};
}

json PageDisplay::tables() const {
  return {{"width", width_},
          {"height", height_},
          {"font", display::Fonts::shared().family()},
          {"background", background_},
          {"symbols", symbols_},
          {"elements", elements_}};
}

std::vector<std::string> page_display_list(const json& data, int hand, int view, int step) {
  const json& lists = data["hands"][static_cast<std::size_t>(hand)]["display"]["lists"];
  std::vector<int> list;
  if (view >= 0) {
    int last = 0;
    list = apply({}, lists[0][0], last);
  }
  int last = 0;
  for (int s = 0; s <= step; ++s)
    list =
        apply(list, lists[static_cast<std::size_t>(view + 1)][static_cast<std::size_t>(s)], last);
  std::vector<std::string> out;
  const json& elements = data["display"]["elements"];
  for (int e : list) out.push_back(elements[static_cast<std::size_t>(e)].get<std::string>());
  return out;
}

}  // namespace paipu::cli
