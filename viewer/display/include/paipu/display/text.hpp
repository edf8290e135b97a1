// Text as every back end will set it: the one CJK font the viewer uses (found through fontconfig,
// or $PAIPU_FONT), measured with FreeType the way SFML sets it, so that a layout decides here
// whether a line fits and the window, SVG, PNG and page only draw what was decided.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/display/display_list.hpp"

namespace paipu::display {

// The path of a font whose first face covers the Hanzi the pieces show (帥 將 發 萬 東 中 …).
// $PAIPU_FONT overrides the search. Empty, with the reason in `why`, when there is none.
std::string find_cjk_font(std::string& why);

class Fonts {
 public:
  // The font every picture uses, loaded once. Without one, widths are estimated (CJK 1 em, others
  // 0.6 em) so that layouts and tests still run; `found()` says which.
  static const Fonts& shared();
  ~Fonts();
  Fonts(const Fonts&) = delete;
  Fonts& operator=(const Fonts&) = delete;

  bool found() const { return !path_.empty(); }
  const std::string& path() const { return path_; }
  const std::string& why() const { return why_; }
  // The family name to ask for in SVG and CSS ("Noto Sans CJK JP").
  const std::string& family() const { return family_; }

  // Advance width of a line at `size` pixels per em (whole pixels, as the window sets text).
  float width(std::string_view utf8, float size, bool bold = false) const;
  float ascent(float size) const;   // above the baseline, positive
  float descent(float size) const;  // below the baseline, positive
  // The ink of a line: its top and bottom relative to the baseline (y grows downwards).
  struct Ink {
    float top = 0, bottom = 0;
  };
  Ink ink(std::string_view utf8, float size, bool bold = false) const;

 private:
  Fonts();
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::string path_, why_, family_;
};

// Decoding that never fails: invalid bytes become U+FFFD.
std::u32string decode_utf8(std::string_view s);
std::string encode_utf8(std::u32string_view s);

// Breaks a line into lines no wider than `width`, at spaces when it can and between any two
// characters otherwise (CJK text has no spaces). Never loses a character.
std::vector<std::string> wrap(std::string_view utf8, float size, float width, bool bold = false);

// The largest whole size from `size` down to `min_size` at which the line fits `width`; min_size
// when none does (the caller then wraps or grows its box: nothing is cut).
float fitting_size(std::string_view utf8, float size, float min_size, float width,
                   bool bold = false);

// Cuts a line to `width`, ending it in "…": only for free text a user typed (a player's name),
// never for a figure.
std::string elide(std::string_view utf8, float size, float width, bool bold = false);

struct TextStyle {
  float size = 12;
  Rgba colour{232, 232, 226, 255};
  bool bold = false;
  Anchor anchor = Anchor::start;
};

// A line box: one em above the baseline (where the window sets it) and a quarter em below.
float line_height(float size);
// Appends one line whose line box has its top at `top`; x is the anchor's. The item's box is the
// line box at its measured width.
Item& text_line(List& list, std::string utf8, float x, float top, const TextStyle& style,
                std::string id = {});
// The same with the line box centred on cy.
Item& text_line_centred(List& list, std::string utf8, float x, float cy, const TextStyle& style,
                        std::string id = {});
// Appends one line whose ink is centred on (cx, cy): glyphs on pieces and badges.
Item& text_centred(List& list, std::string utf8, float cx, float cy, const TextStyle& style,
                   std::string id = {});
// The same into a symbol's items.
Item& text_centred(std::vector<Item>& items, std::string utf8, float cx, float cy,
                   const TextStyle& style);

}  // namespace paipu::display
