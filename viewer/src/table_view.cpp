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

namespace {

const char* wind_hanzi(const std::string& w) {
  if (w == "E") {
    return "東";
  }
  if (w == "S") {
    return "南";
  }
  if (w == "W") {
    return "西";
  }
  if (w == "N") {
    return "北";
  }
  return nullptr;
}

}  // namespace

void TableView::plate(sf::RenderTarget& t, const SeatPlate& p) const {
  const SeatInfo* info = p.seat < static_cast<int>(scene_.seats.size())
                             ? &scene_.seats[static_cast<std::size_t>(p.seat)]
                             : nullptr;
  const bool to_move = info != nullptr && info->to_move;
  const Rect r = p.rect;
  sf::ConvexShape bg = draw::rounded_rect(r, 5);
  bg.setFillColor(sf::Color(0, 0, 0, 80));
  if (to_move) {
    bg.setOutlineColor(colour(palette::kHighlight));
    bg.setOutlineThickness(-2);
  }
  t.draw(bg);

  float x = r.x + 3;
  const float bs = r.h - 6;  // badge side
  auto badge = [&](const std::string& text, sf::Color fill, sf::Color ink) {
    sf::ConvexShape b = draw::rounded_rect({x, r.y + 3, bs, bs}, 3);
    b.setFillColor(fill);
    t.draw(b);
    t.draw(draw::centred_text(font_, text, draw::px(bs * 0.75f), x + bs / 2, r.cy(), ink));
    x += bs + 4;
  };
  const std::string name = seat_name(scene_, p.seat);
  const char* hz = info ? wind_hanzi(info->wind) : nullptr;
  badge(hz ? hz : std::to_string(p.seat + 1), sf::Color(226, 226, 218), sf::Color(30, 30, 30));
  if (info != nullptr && info->dealer) {
    badge("親", colour(palette::kHighlight), sf::Color(60, 40, 0));
  }

  std::string line = name;
  if (info != nullptr) {
    line += "   " + std::to_string(info->score);
  }
  if (info != nullptr && !info->status.empty()) {
    line += "   " + info->status;
  }
  if (scene_.viewer == p.seat) {
    line += "   (viewing)";
  }
  const unsigned size = 14;
  sf::Text txt(draw::elide(font_, draw::utf8(line), size, r.right() - x - 4), font_, size);
  txt.setFillColor(colour(palette::kText));
  const sf::FloatRect b = txt.getLocalBounds();
  txt.setPosition(x + 2, r.cy() - (b.top + b.height / 2));
  t.draw(txt);
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
    sf::ConvexShape fr = draw::rounded_rect(f.rect, 5);
    fr.setFillColor(sf::Color(255, 212, 59, 40));
    fr.setOutlineColor(colour(palette::kHighlight, 200));
    fr.setOutlineThickness(1.5f);
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
    sf::Text txt(draw::utf8(pt.text), font_, draw::px(pt.size));
    txt.setFillColor(pt.role == TextRole::overflow ? colour(palette::kWarning)
                     : pt.role == TextRole::info   ? colour(palette::kText)
                                                   : colour(palette::kText, 210));
    const sf::FloatRect b = txt.getLocalBounds();
    txt.setPosition(pt.centred ? pt.x - b.width / 2 : pt.x, pt.y);
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
