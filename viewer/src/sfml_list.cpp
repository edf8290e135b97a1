#include "sfml_list.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace paipu::viewer {

namespace {

constexpr float kScale = 2;  // symbols are painted at twice their size, then drawn smoothed

sf::Color colour(display::Rgba c, float opacity) {
  return {c.r, c.g, c.b, static_cast<sf::Uint8>(std::lround(c.a * opacity))};
}

sf::String utf8(const std::string& s) {
  return sf::String::fromUtf8(s.begin(), s.end());
}

// Room around a symbol in the atlas for its shadow and outline.
float margin(float w) {
  return std::ceil(std::max(3.f, w * 0.09f));
}

// A rounded rectangle's outline, corners clockwise on screen.
sf::ConvexShape rounded(const display::Box& b, float radius) {
  radius = std::clamp(radius, 0.f, std::min(b.w, b.h) / 2);
  const int seg = radius > 0 ? 6 : 1;
  sf::ConvexShape s(std::size_t{4} * static_cast<std::size_t>(seg));
  const float cx[4] = {b.x + radius, b.right() - radius, b.right() - radius, b.x + radius};
  const float cy[4] = {b.y + radius, b.y + radius, b.bottom() - radius, b.bottom() - radius};
  const float start[4] = {180.f, 270.f, 0.f, 90.f};
  std::size_t k = 0;
  for (int c = 0; c < 4; ++c) {
    for (int i = 0; i < seg; ++i) {
      const float a =
          (start[c] +
           (seg > 1 ? 90.f * static_cast<float>(i) / static_cast<float>(seg - 1) : 0.f)) *
          std::numbers::pi_v<float> / 180.f;
      s.setPoint(k++, {cx[c] + radius * std::cos(a), cy[c] + radius * std::sin(a)});
    }
  }
  return s;
}

sf::ConvexShape ellipse(const display::Box& b) {
  const std::size_t n = static_cast<std::size_t>(std::clamp(std::max(b.w, b.h), 16.f, 64.f));
  sf::ConvexShape s(n);
  for (std::size_t i = 0; i < n; ++i) {
    const float a = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(n);
    s.setPoint(i, {b.cx() + b.w / 2 * std::cos(a), b.cy() + b.h / 2 * std::sin(a)});
  }
  return s;
}

display::Box inset(display::Box b, float d) {
  return {b.x + d, b.y + d, std::max(0.f, b.w - 2 * d), std::max(0.f, b.h - 2 * d)};
}

// A line `width` thick through the points, as triangles.
void thick_line(sf::RenderTarget& t, const std::vector<display::Point>& pts, float width,
                sf::Color c, const sf::RenderStates& st) {
  sf::VertexArray tris(sf::Triangles);
  for (std::size_t i = 1; i < pts.size(); ++i) {
    const sf::Vector2f a(pts[i - 1].x, pts[i - 1].y), b(pts[i].x, pts[i].y);
    const sf::Vector2f d = b - a;
    const float len = std::hypot(d.x, d.y);
    if (len <= 0) continue;
    const sf::Vector2f n(-d.y / len * width / 2, d.x / len * width / 2);
    for (const sf::Vector2f& p : {a + n, a - n, b + n, a - n, b - n, b + n}) tris.append({p, c});
  }
  t.draw(tris, st);
}

}  // namespace

ListPainter::ListPainter(const sf::Font& font) : font_(font) {
  atlas_ = std::make_unique<sf::RenderTexture>();
  size_ = std::min(2048u, sf::Texture::getMaximumSize());
  if (!atlas_->create(size_, size_)) {
    atlas_.reset();
  } else {
    atlas_->setSmooth(true);
    atlas_->clear(sf::Color::Transparent);
  }
}

ListPainter::~ListPainter() = default;

void ListPainter::shape(sf::RenderTarget& t, const display::Item& it,
                        const sf::RenderStates& st) const {
  const float sw = it.paint.stroke.a > 0 ? it.paint.stroke_width : 0;
  const sf::Color fill = colour(it.paint.fill, it.opacity);
  const sf::Color stroke = colour(it.paint.stroke, it.opacity);
  switch (it.kind) {
    case display::Kind::rect:
    case display::Kind::ellipse: {
      // SFML strokes outwards; the list's strokes are centred on the outline.
      const display::Box b = inset(it.box, sw / 2);
      sf::ConvexShape s =
          it.kind == display::Kind::rect ? rounded(b, it.radius - sw / 2) : ellipse(b);
      s.setFillColor(fill);
      if (sw > 0) {
        s.setOutlineColor(stroke);
        s.setOutlineThickness(sw);
      }
      t.draw(s, st);
      return;
    }
    case display::Kind::polygon: {
      sf::ConvexShape s(it.points.size());
      for (std::size_t i = 0; i < it.points.size(); ++i) {
        s.setPoint(i, {it.points[i].x, it.points[i].y});
      }
      s.setFillColor(fill);
      if (sw > 0) {
        s.setOutlineColor(stroke);
        s.setOutlineThickness(sw / 2);
      }
      t.draw(s, st);
      return;
    }
    case display::Kind::polyline:
      thick_line(t, it.points, std::max(1.f, sw), stroke, st);
      return;
    case display::Kind::text: {
      const auto size = static_cast<unsigned>(std::max(1.f, it.text.size));
      sf::Text txt(utf8(it.text.utf8), font_, size);
      txt.setFillColor(fill);
      if (it.text.bold) txt.setStyle(sf::Text::Bold);
      // SFML puts the baseline one character size below the text's position.
      txt.setPosition(it.box.x, it.text.baseline - static_cast<float>(size));
      t.draw(txt, st);
      return;
    }
    default:
      return;
  }
}

void ListPainter::items(sf::RenderTarget& t, const std::vector<display::Item>& list,
                        const sf::RenderStates& st) const {
  for (const display::Item& it : list) shape(t, it, st);
}

void ListPainter::reset() {
  slots_.clear();
  x_ = y_ = shelf_h_ = 0;
  atlas_->clear(sf::Color::Transparent);
  dirty_ = true;
}

const ListPainter::Slot* ListPainter::slot(const std::string& key, const display::Symbol& s) {
  if (auto it = slots_.find(key); it != slots_.end()) return &it->second;
  const float m = margin(s.w);
  const float sw = std::ceil((s.w + 2 * m) * kScale), sh = std::ceil((s.h + 2 * m) * kScale);
  const float side = static_cast<float>(size_);
  if (sw > side || sh > side) return nullptr;
  if (x_ + sw > side) {  // next shelf
    x_ = 0;
    y_ += shelf_h_ + 1;
    shelf_h_ = 0;
  }
  if (y_ + sh > side) return nullptr;
  sf::RenderStates st;
  st.transform.translate(x_, y_);
  st.transform.scale(kScale, kScale);
  st.transform.translate(m, m);
  items(*atlas_, s.items, st);
  const Slot slot{{x_, y_, sw, sh}, m};
  x_ += sw + 1;
  shelf_h_ = std::max(shelf_h_, sh);
  dirty_ = true;
  ++painted_;
  return &slots_.emplace(key, slot).first->second;
}

void ListPainter::draw(sf::RenderTarget& target, const display::List& list) {
  const sf::View whole = target.getView();
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
  for (const display::Item& it : list.items) {
    if (it.kind != display::Kind::piece) {
      if (atlas_) flush();
      if (it.kind == display::Kind::clip) {
        const sf::Vector2u size = target.getSize();
        sf::View v(sf::FloatRect(it.box.x, it.box.y, it.box.w, it.box.h));
        v.setViewport({it.box.x / static_cast<float>(size.x), it.box.y / static_cast<float>(size.y),
                       it.box.w / static_cast<float>(size.x),
                       it.box.h / static_cast<float>(size.y)});
        target.setView(v);
      } else if (it.kind == display::Kind::unclip) {
        target.setView(whole);
      } else {
        shape(target, it, {});
      }
      continue;
    }
    const auto sym = list.symbols.find(it.symbol);
    if (sym == list.symbols.end()) continue;
    const display::Symbol& s = sym->second;
    const Slot* sl = atlas_ ? slot(it.symbol, s) : nullptr;
    if (atlas_ && sl == nullptr) {  // full: draw what is batched, start the atlas over
      flush();
      reset();
      sl = slot(it.symbol, s);
    }
    if (sl == nullptr) {  // no atlas: the symbol's items, turned into place
      sf::RenderStates st;
      st.transform.translate(it.box.cx(), it.box.cy());
      st.transform.rotate(static_cast<float>(it.rotation));
      st.transform.translate(-s.w / 2, -s.h / 2);
      items(target, s.items, st);
      continue;
    }
    // The quad covers the symbol and its margin, centred on the item's box and turned.
    const float hw = s.w / 2 + sl->margin, hh = s.h / 2 + sl->margin;
    const sf::Vector2f c(it.box.cx(), it.box.cy());
    sf::Transform turn;
    turn.rotate(static_cast<float>(it.rotation));
    const sf::Vector2f corner[4] = {turn.transformPoint(-hw, -hh), turn.transformPoint(hw, -hh),
                                    turn.transformPoint(hw, hh), turn.transformPoint(-hw, hh)};
    const sf::FloatRect& tx = sl->texels;
    const sf::Vector2f uv[4] = {{tx.left, tx.top},
                                {tx.left + tx.width, tx.top},
                                {tx.left + tx.width, tx.top + tx.height},
                                {tx.left, tx.top + tx.height}};
    for (int i : {0, 1, 2, 0, 2, 3}) {
      quads.append(sf::Vertex(c + corner[i], colour({255, 255, 255, 255}, it.opacity), uv[i]));
    }
  }
  if (atlas_) flush();
  target.setView(whole);
}

}  // namespace paipu::viewer
