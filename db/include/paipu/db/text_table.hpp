// An aligned text table for the terminal: the first column left-aligned, the others right-aligned
// as numbers are; widths count a CJK character as two columns, as terminals draw it.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace paipu::cli {

// Terminal columns `text` takes (UTF-8): East Asian wide and fullwidth characters take two.
std::size_t display_width(const std::string& text);

// `s` as one CSV field: quoted, with its quotes doubled, when it holds a comma, quote or newline.
std::string csv_field(const std::string& s);

class TextTable {
 public:
  void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }
  // A horizontal rule before the next row (before a total, say).
  void rule() { rows_.emplace_back(); }
  void print(std::ostream& out) const;

 private:
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace paipu::cli
