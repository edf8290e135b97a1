// Draws one piece as a picture: a domino with pips, a xiangqi disc, a playing card, a mahjong tile,
// or the back of any of them. Shapes and text only, all made here.
#pragma once

#include <SFML/Graphics.hpp>

#include "paipu/viewer/layout.hpp"

namespace paipu::viewer {

class PiecePainter {
 public:
  explicit PiecePainter(const sf::Font& font) : font_(font) {}

  // Draws the piece into its placed rectangle (rotated a quarter turn when sideways).
  void draw(sf::RenderTarget& t, const PlacedPiece& p) const;
  // Draws the piece upright in (0,0)–(w,h) of the states' local coordinates. Its shadow and
  // highlight frame reach up to margin(w) beyond that box.
  void draw_upright(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p, float w,
                    float h) const;
  static float margin(float w);

 private:
  void face(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p, float w,
            float h) const;
  void back(sf::RenderTarget& t, const sf::RenderStates& st, Family f, float w, float h) const;
  void domino(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p, float w,
              float h) const;
  void xiangqi(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p, float w,
               float h) const;
  void card(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p, float w,
            float h) const;
  void mahjong(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p, float w,
               float h) const;
  void trump_chip(sf::RenderTarget& t, const sf::RenderStates& st, float w, float h,
                  bool joker) const;
  void unknown(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p, float w,
               float h) const;

  const sf::Font& font_;
};

}  // namespace paipu::viewer
