#include <algorithm>

#include "draw_util.hpp"
#include "piece_atlas.hpp"
#include "piece_painter.hpp"
#include "views.hpp"

namespace paipu::viewer {

using draw::colour;

std::string seat_name(const Scene& scene, int seat) {
  if (seat >= 0 && seat < static_cast<int>(scene.seats.size()) &&
      !scene.seats[static_cast<std::size_t>(seat)].wind.empty()) {
    return scene.seats[static_cast<std::size_t>(seat)].wind;
  }
  return "seat " + std::to_string(seat + 1);
}

void TableView::plate(sf::RenderTarget& t, const SeatPlate& p) const {
  const Rect r = p.rect;
  sf::ConvexShape bg = draw::rounded_rect(r, 5);
  bg.setFillColor(sf::Color(0, 0, 0, 80));
  if (p.to_move) {
    bg.setOutlineColor(colour(palette::kHighlight));
    bg.setOutlineThickness(-2);
  }
  t.draw(bg);

  const float line_h = r.h / 2;
  float x = r.x + 4;
  const float bs = line_h - 4;  // badge side
  auto badge = [&](const std::string& text, sf::Color fill, sf::Color ink) {
    sf::ConvexShape b = draw::rounded_rect({x, r.y + 3, bs, bs}, 3);
    b.setFillColor(fill);
    t.draw(b);
    t.draw(
        draw::centred_text(font_, text, draw::px(bs * 0.75f), x + bs / 2, r.y + 3 + bs / 2, ink));
    x += bs + 4;
  };
  badge(p.wind, sf::Color(226, 226, 218), sf::Color(30, 30, 30));
  if (p.dealer) {
    badge("親", colour(palette::kHighlight), sf::Color(60, 40, 0));
  }
  auto line = [&](const std::string& text, float left, float cy, unsigned size, sf::Color c) {
    sf::Text txt(draw::elide(font_, draw::utf8(text), size, r.right() - left - 4), font_, size);
    txt.setFillColor(c);
    const sf::FloatRect b = txt.getLocalBounds();
    txt.setPosition(left + 2, cy - (b.top + b.height / 2));
    t.draw(txt);
  };
  line(p.title, x, r.y + line_h / 2 + 1, 14, colour(palette::kText));
  line(p.figures, r.x + 4, r.y + line_h * 1.5f - 1, 13, colour(palette::kText, 210));
}

void TableView::draw(sf::RenderTarget& t, sf::RenderStates) const {
  const Rect tb = layout_.table;
  sf::RectangleShape felt({tb.w, tb.h});
  felt.setPosition(tb.x, tb.y);
  felt.setFillColor(colour(palette::kFelt));
  t.draw(felt);
  // The playing area in the middle, a shade darker.
  if (layout_.centre.w > 0 && layout_.centre.h > 0) {
    const Rect c = layout_.centre;
    sf::ConvexShape mid = draw::rounded_rect({c.x + 4, c.y + 4, c.w - 8, c.h - 8}, 14);
    mid.setFillColor(colour(palette::kFeltDark));
    t.draw(mid);
  }
  for (const SeatPlate& p : layout_.plates) {
    plate(t, p);
  }
  for (const PlacedFrame& f : layout_.frames) {
    // The winning play: a green frame; the last play: a yellow one inside it.
    const bool winning = f.kind == FrameKind::winning;
    sf::ConvexShape fr = draw::rounded_rect(f.rect, 5);
    fr.setFillColor(winning ? sf::Color(90, 220, 120, 45) : sf::Color(255, 212, 59, 40));
    fr.setOutlineColor(winning ? sf::Color(90, 230, 120) : colour(palette::kHighlight, 200));
    fr.setOutlineThickness(winning ? 2.5f : 1.5f);
    t.draw(fr);
  }
  if (atlas_ != nullptr) {
    atlas_->draw(t, layout_.pieces);
  } else {
    const PiecePainter painter(font_);
    for (const PlacedPiece& p : layout_.pieces) {
      painter.draw(t, p);
    }
  }
  for (const PlacedText& pt : layout_.texts) {
    // Cut to its box, so that it never runs into its neighbours.
    const unsigned size = draw::px(pt.size);
    sf::Text txt(draw::elide(font_, draw::utf8(pt.text), size, pt.box.w), font_, size);
    txt.setFillColor(pt.role == TextRole::overflow     ? colour(palette::kWarning)
                     : pt.role == TextRole::info       ? colour(palette::kText)
                     : pt.role == TextRole::piece_name ? colour(palette::kText, 170)
                                                       : colour(palette::kText, 210));
    const sf::FloatRect b = txt.getLocalBounds();
    txt.setPosition(pt.centred ? pt.box.cx() - b.width / 2 - b.left : pt.box.x - b.left, pt.box.y);
    t.draw(txt);
  }
  if (!placeholder_.empty()) {
    t.draw(draw::centred_text(font_, placeholder_, 16, tb.cx(), tb.cy(), colour(palette::kText)));
  }
  if (!banner_.empty() && layout_.banner.w > 0) {
    const Rect& r = layout_.banner;
    sf::ConvexShape b = draw::rounded_rect(r, 6);
    b.setFillColor(colour(palette::kError));
    t.draw(b);
    const unsigned size = 14;
    sf::Text txt(draw::elide(font_, draw::utf8(banner_), size, r.w - 16, true), font_, size);
    txt.setFillColor(sf::Color::White);
    txt.setStyle(sf::Text::Bold);
    const sf::FloatRect bb = txt.getLocalBounds();
    txt.setPosition(r.x + 8, r.cy() - (bb.top + bb.height / 2));
    t.draw(txt);
  }
}

}  // namespace paipu::viewer
