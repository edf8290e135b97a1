#include "piece_atlas.hpp"

#include <algorithm>
#include <cmath>

namespace paipu::viewer {

namespace {
constexpr float kScale = 2;  // pieces are painted at twice their size, then drawn smoothed
}

PieceAtlas::PieceAtlas(const sf::Font& font) : painter_(font) {
  atlas_ = std::make_unique<sf::RenderTexture>();
  size_ = std::min(2048u, sf::Texture::getMaximumSize());
  if (!atlas_->create(size_, size_)) {
    atlas_.reset();
  }
  if (atlas_) {
    atlas_->setSmooth(true);
    atlas_->clear(sf::Color::Transparent);
  }
}

void PieceAtlas::reset() {
  slots_.clear();
  x_ = y_ = shelf_h_ = 0;
  atlas_->clear(sf::Color::Transparent);
  dirty_ = true;
}

const PieceAtlas::Slot* PieceAtlas::slot(const ScenePiece& p, int w2, int h2) {
  const bool back = p.hidden || p.face.empty();
  Key key{static_cast<int>(p.family),
          back ? std::string() : p.face,
          back,
          p.face_down && !back,
          p.highlight,
          p.dimmed,
          p.wild && !back,
          p.tsumogiri,
          p.trump && !back,
          back ? std::string() : p.plays_as,
          w2,
          h2};
  if (auto it = slots_.find(key); it != slots_.end()) {
    return &it->second;
  }
  const float w = static_cast<float>(w2) / kScale, h = static_cast<float>(h2) / kScale;
  const float m = PiecePainter::margin(w) * kScale;
  const float sw = static_cast<float>(w2) + 2 * m, sh = static_cast<float>(h2) + 2 * m;
  const float side = static_cast<float>(size_);
  if (sw > side || sh > side) {
    return nullptr;
  }
  if (x_ + sw > side) {  // next shelf
    x_ = 0;
    y_ += shelf_h_ + 1;
    shelf_h_ = 0;
  }
  if (y_ + sh > side) {
    return nullptr;
  }
  sf::RenderStates st;
  st.transform.translate(x_ + m, y_ + m);
  st.transform.scale(kScale, kScale);
  painter_.draw_upright(*atlas_, st, p, w, h);
  Slot s{{x_, y_, sw, sh}};
  x_ += sw + 1;
  shelf_h_ = std::max(shelf_h_, sh);
  dirty_ = true;
  ++painted_;
  return &slots_.emplace(key, s).first->second;
}

void PieceAtlas::draw(sf::RenderTarget& target, const std::vector<PlacedPiece>& pieces) {
  if (!atlas_) {  // no off-screen texture: paint each piece directly
    for (const PlacedPiece& p : pieces) {
      painter_.draw(target, p);
    }
    return;
  }
  sf::VertexArray quads(sf::Triangles);
  auto flush = [&] {
    if (dirty_) {
      atlas_->display();
      dirty_ = false;
    }
    if (quads.getVertexCount() > 0) {
      sf::RenderStates st;
      st.texture = &atlas_->getTexture();
      target.draw(quads, st);
      quads.clear();
    }
  };
  for (const PlacedPiece& pp : pieces) {
    const float w = pp.sideways ? pp.rect.h : pp.rect.w;
    const float h = pp.sideways ? pp.rect.w : pp.rect.h;
    const int w2 = static_cast<int>(std::lround(w * kScale));
    const int h2 = static_cast<int>(std::lround(h * kScale));
    const Slot* s = slot(pp.piece, w2, h2);
    if (s == nullptr) {  // full: draw what is batched, start the atlas over
      flush();
      reset();
      s = slot(pp.piece, w2, h2);
      if (s == nullptr) {
        painter_.draw(target, pp);
        continue;
      }
    }
    // The quad covers the piece and its margin, centred on the placed rectangle.
    const float m = PiecePainter::margin(static_cast<float>(w2) / kScale);
    const float hw = w / 2 + m, hh = h / 2 + m;
    const sf::Vector2f c(pp.rect.cx(), pp.rect.cy());
    sf::Vector2f corner[4] = {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}};
    if (pp.sideways) {  // a quarter turn counter-clockwise: (x, y) → (y, -x)
      for (auto& v : corner) {
        v = {v.y, -v.x};
      }
    }
    const sf::FloatRect& t = s->texels;
    const sf::Vector2f uv[4] = {{t.left, t.top},
                                {t.left + t.width, t.top},
                                {t.left + t.width, t.top + t.height},
                                {t.left, t.top + t.height}};
    for (int i : {0, 1, 2, 0, 2, 3}) {
      quads.append(sf::Vertex(c + corner[i], sf::Color::White, uv[i]));
    }
  }
  flush();
}

}  // namespace paipu::viewer
