// The drawables: the table with its seats and pieces, the side panel, the timeline and the
// overlays. Each draws a const snapshot (the Navigator's state and the scene it gave) and changes
// nothing.
#pragma once

#include <SFML/Graphics.hpp>
#include <string>

#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/navigator.hpp"

namespace paipu::viewer {

class PieceAtlas;

class TableView : public sf::Drawable {
 public:
  // Pieces come from `atlas` when given (painted once, drawn in one batch), else painted directly.
  TableView(const Scene& scene, const TableLayout& layout, const sf::Font& font,
            PieceAtlas* atlas = nullptr)
      : scene_(scene), layout_(layout), font_(font), atlas_(atlas) {}
  // A red banner in the layout's banner strip: "replay stopped here: …".
  void set_banner(std::string text) { banner_ = std::move(text); }

  void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

 private:
  void plate(sf::RenderTarget& t, const SeatPlate& p) const;

  const Scene& scene_;
  const TableLayout& layout_;
  const sf::Font& font_;
  PieceAtlas* atlas_;
  std::string banner_;
  std::string placeholder_;

 public:
  // A line in the middle of an empty table: why there is nothing to show.
  void set_placeholder(std::string text) { placeholder_ = std::move(text); }
};

class PanelView : public sf::Drawable {
 public:
  PanelView(const Navigator& nav, const Scene& scene, const Rect& panel, const sf::Font& font)
      : nav_(nav), scene_(scene), panel_(panel), font_(font) {}
  void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

 private:
  const Navigator& nav_;
  const Scene& scene_;
  Rect panel_;
  const sf::Font& font_;
};

// A view of the navigator's state through one part of the layout's geometry.
template <class Geometry>
class GeometryView : public sf::Drawable {
 public:
  GeometryView(const Navigator& nav, const Geometry& geom, const sf::Font& font)
      : nav_(nav), geom_(geom), font_(font) {}

 protected:
  const Navigator& nav_;
  Geometry geom_;
  const sf::Font& font_;
};

class TimelineView : public GeometryView<TimelineGeometry> {
 public:
  using GeometryView::GeometryView;
  void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
};

// The score strip: each seat's running total across the match's hands, the current hand's slot
// lit, hands that did not settle hatched, and the hands' marks along the top.
class MatchStripView : public GeometryView<MatchStripGeometry> {
 public:
  using GeometryView::GeometryView;
  void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
};

// The help overlay and the go-to prompt, over the table.
class OverlayView : public sf::Drawable {
 public:
  OverlayView(const Navigator& nav, const Rect& table, const sf::Font& font)
      : nav_(nav), table_(table), font_(font) {}
  void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

 private:
  const Navigator& nav_;
  Rect table_;
  const sf::Font& font_;
};

// The colour of a mark: its most severe bit (error, warning, note, then comment or glyph).
sf::Color mark_colour(std::uint8_t bits);

// Seat names as the panel and plates write them: the scene's wind, else "seat N".
std::string seat_name(const Scene& scene, int seat);

// One whole picture of the viewer's state, drawn into a window or a texture of the given size.
void draw_screen(sf::RenderTarget& target, Navigator& nav, const sf::Font& font, unsigned width,
                 unsigned height, PieceAtlas* atlas = nullptr);

}  // namespace paipu::viewer
