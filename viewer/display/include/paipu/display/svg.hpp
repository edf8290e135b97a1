// The display list as an SVG 1.1 document: symbols once in <defs>, pieces as <use>, every named
// item with its id. Text is escaped and invalid UTF-8 replaced, so it always parses.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>

#include "paipu/display/display_list.hpp"

namespace paipu::display {

struct SvgOptions {
  bool standalone = true;   // an XML declaration and a width/height; else an inline <svg> element
  std::string font_family;  // empty: the font Fonts::shared() uses, then sans-serif
};

std::string to_svg(const List& list, const SvgOptions& opt = {});

// A number as SVG writes it: two decimals at most, no trailing zeros, never "-0".
std::string svg_number(float v);

// Text for XML: markup characters as entities, control characters and broken UTF-8 as U+FFFD.
std::string xml_escape(std::string_view s);

// Names symbols for SVG ids and references: "s" and a number in base 36, in the order they are
// first asked for, so that one document (or one page) uses short names that agree.
class SymbolIds {
 public:
  const std::string& operator()(const std::string& key);

 private:
  std::unordered_map<std::string, std::string> ids_;
};

// One SVG element for one item, a piece referring to its symbol by `ids`: the page draws steps
// from these. A clip opens a clipped <g> (with its <clipPath>), and unclip closes it.
std::string item_svg(const Item& item, SymbolIds& ids);
// A symbol as a <g> with its id, for <defs>.
std::string symbol_svg(const std::string& key, const Symbol& s, SymbolIds& ids);

}  // namespace paipu::display
