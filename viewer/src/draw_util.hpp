// Small SFML helpers shared by the views: colours from the palette, rounded rectangles, stars, suit
// symbols drawn as shapes, UTF-8 text placed by its centre or wrapped to a width.
#pragma once

#include <SFML/Graphics.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/piece_geometry.hpp"

namespace paipu::viewer::draw {

inline sf::Color colour(Rgb c, std::uint8_t alpha = 255) {
  return {c.r, c.g, c.b, alpha};
}

sf::String utf8(std::string_view s);

// A rounded rectangle at (0,0)–(w,h) in local coordinates.
sf::ConvexShape rounded_rect(float w, float h, float radius);
sf::ConvexShape rounded_rect(const Rect& r, float radius);
// A plain filled rectangle.
void fill(sf::RenderTarget& t, const Rect& r, sf::Color c);
// A rectangle hatched with thin upright stripes: what is not there (lines not replayed, a hand
// that did not settle).
void hatch(sf::RenderTarget& t, const Rect& r, sf::Color ground, sf::Color stripe);

// A five-pointed star centred on (cx, cy).
sf::ConvexShape star(float cx, float cy, float outer, float inner);

// A card suit ('S', 'H', 'D', 'C') drawn as shapes in the box of side `size` centred on (cx, cy).
void suit(sf::RenderTarget& t, const sf::RenderStates& st, char s, float cx, float cy, float size,
          sf::Color c);

// Text whose visible ink is centred on (cx, cy).
sf::Text centred_text(const sf::Font& f, std::string_view s, unsigned size, float cx, float cy,
                      sf::Color c, sf::Uint32 style = sf::Text::Regular);

unsigned px(float size);  // a character size in whole pixels, at least 6

// Width of a string set in the font at the given size.
float text_width(const sf::Font& f, const sf::String& s, unsigned size, bool bold = false);

// Breaks a string into lines no wider than `width`, at spaces when it can and between any two
// characters otherwise (CJK text has no spaces).
std::vector<sf::String> wrap(const sf::Font& f, const sf::String& s, unsigned size, float width,
                             bool bold = false);

// Cuts a string to fit `width`, ending it with "…".
sf::String elide(const sf::Font& f, const sf::String& s, unsigned size, float width,
                 bool bold = false);

}  // namespace paipu::viewer::draw
