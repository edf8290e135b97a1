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

class TimelineView : public sf::Drawable {
 public:
  TimelineView(const Navigator& nav, const TimelineGeometry& geom, const sf::Font& font)
      : nav_(nav), geom_(geom), font_(font) {}
  void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

 private:
  const Navigator& nav_;
  TimelineGeometry geom_;
  const sf::Font& font_;
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

// Seat names as the panel and plates write them: the scene's wind, else "seat N".
std::string seat_name(const Scene& scene, int seat);

// One whole picture of the viewer's state, drawn into a window or a texture of the given size.
void draw_screen(sf::RenderTarget& target, Navigator& nav, const sf::Font& font, unsigned width,
                 unsigned height, PieceAtlas* atlas = nullptr);

}  // namespace paipu::viewer
