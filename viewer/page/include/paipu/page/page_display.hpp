// The page's table: every step of a hand, from every view, as the display list the window draws
// (navigator_table_list), stored compactly: each distinct SVG element once, each step as the
// changes from the one before. docs/export-html.md describes the format.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "paipu/display/svg.hpp"
#include "paipu/document.hpp"

namespace paipu::cli {

class PageDisplay {
 public:
  // The table is laid out as the window lays it out at width × height.
  PageDisplay(unsigned width, unsigned height);

  // Every step of hand `index` of `doc` from every view (everything, then each seat): {lists},
  // where lists[view][step] is that step's edit of the list before it. (Where the hand opens is
  // the hand's own `deal`.)
  nlohmann::json hand(Document& doc, int index);
  // The elements, the symbols they use, the table's size and font: data["display"].
  nlohmann::json tables() const;

 private:
  int intern(const std::string& element);

  float width_ = 0, height_ = 0;
  std::string background_;  // the table's colour, as a <rect> under every step
  std::vector<std::string> elements_;
  std::unordered_map<std::string, int> index_;
  display::SymbolIds symbol_ids_;
  std::map<std::string, std::string> symbols_;  // id -> <g> element
};

// The SVG elements of one step of page hand `hand` from `view` (-1: everything, else a seat), as
// page.js puts them together from data["display"]: for tests.
std::vector<std::string> page_display_list(const nlohmann::json& data, int hand, int view,
                                           int step);

}  // namespace paipu::cli
