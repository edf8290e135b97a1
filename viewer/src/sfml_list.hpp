// The window's back end: draws a display list with SFML. Pieces are painted once per symbol into
// an atlas at twice their size and drawn as one batch of textured quads, which keeps a step's
// redraw within a frame even on software OpenGL and smooths their edges.
#pragma once

#include <SFML/Graphics.hpp>
#include <map>
#include <memory>
#include <string>

#include "paipu/display/display_list.hpp"

namespace paipu::viewer {

class ListPainter {
 public:
  explicit ListPainter(const sf::Font& font);
  ~ListPainter();
  ListPainter(const ListPainter&) = delete;
  ListPainter& operator=(const ListPainter&) = delete;

  void draw(sf::RenderTarget& target, const display::List& list);

  int painted() const { return painted_; }  // symbols painted into the atlas so far (for tests)

 private:
  struct Slot {
    sf::FloatRect texels;  // the symbol and its margin, in atlas pixels
    float margin = 0;      // in picture pixels
  };
  void shape(sf::RenderTarget& t, const display::Item& it, const sf::RenderStates& st) const;
  void items(sf::RenderTarget& t, const std::vector<display::Item>& items,
             const sf::RenderStates& st) const;
  const Slot* slot(const std::string& key, const display::Symbol& s);
  void reset();

  const sf::Font& font_;
  std::unique_ptr<sf::RenderTexture> atlas_;
  std::map<std::string, Slot> slots_;
  unsigned size_ = 2048;
  float x_ = 0, y_ = 0, shelf_h_ = 0;
  bool dirty_ = false;
  int painted_ = 0;
};

}  // namespace paipu::viewer
