// Pieces drawn once and reused: each distinct look (family, face, back or face, veil, highlight,
// size) is painted at twice its size into one texture, and a frame's pieces become one batch of
// textured quads. Keeps every step within a frame even on software OpenGL, and smooths the edges.
#pragma once

#include <SFML/Graphics.hpp>
#include <map>
#include <memory>
#include <string>
#include <tuple>

#include "paipu/viewer/layout.hpp"
#include "piece_painter.hpp"

namespace paipu::viewer {

class PieceAtlas {
 public:
  explicit PieceAtlas(const sf::Font& font);

  // Draws the pieces, painting into the atlas those it has not seen at this size.
  void draw(sf::RenderTarget& target, const std::vector<PlacedPiece>& pieces);

  int painted() const { return painted_; }  // pieces painted so far (for tests)

 private:
  // Everything that changes how a piece is painted: family, face, back, face down, highlight,
  // dimmed, wild, tsumogiri, trump, the face it plays as, and the size in half pixels.
  using Key =
      std::tuple<int, std::string, bool, bool, bool, bool, bool, bool, bool, std::string, int, int>;
  struct Slot {
    sf::FloatRect texels;  // the piece and its margin, in atlas pixels
  };
  // Finds or paints the piece; nullptr when the atlas is full.
  const Slot* slot(const ScenePiece& p, int w2, int h2);
  void reset();

  PiecePainter painter_;
  std::unique_ptr<sf::RenderTexture> atlas_;
  std::map<Key, Slot> slots_;
  unsigned size_ = 2048;
  float x_ = 0, y_ = 0, shelf_h_ = 0;
  bool dirty_ = false;
  int painted_ = 0;
};

}  // namespace paipu::viewer
