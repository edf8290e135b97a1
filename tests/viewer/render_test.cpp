// Real PNGs through sf::RenderTexture: sizes, and colours sampled where the layout puts pieces.
// Needs an X display (SFML 2.5 aborts without one): skipped when $DISPLAY is unset.
#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "fake_document.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/piece_geometry.hpp"
#include "paipu/viewer/viewer.hpp"
#include "synthetic_scenes.hpp"

namespace paipu::viewer {
namespace {

namespace fs = std::filesystem;

#define SKIP_WITHOUT_DISPLAY()                                             \
  do {                                                                     \
    if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "no X display"; \
  } while (0)

class Render : public ::testing::Test {
 protected:
  void SetUp() override {
    SKIP_WITHOUT_DISPLAY();
    fs::create_directories(PAIPU_VIEWER_ARTIFACTS);
    doc_ = fakes::make_document(true);
  }

  std::string out(const std::string& name) {
    return (fs::path(PAIPU_VIEWER_ARTIFACTS) / name).string();
  }

  // Renders and loads the PNG back.
  sf::Image render(const RenderOptions& o, const std::string& name) {
    std::string error;
    EXPECT_TRUE(render_png(*doc_, o, out(name), error)) << error;
    sf::Image img;
    EXPECT_TRUE(img.loadFromFile(out(name)));
    return img;
  }

  // The layout the renderer used for these options.
  TableLayout layout(const RenderOptions& o) {
    fakes::FakeHandView& hv = doc_->fake(o.hand);
    const int pos = o.position < 0 ? hv.positions() - 1 : o.position;
    scene_ = hv.scene(pos, o.seat);
    if (!o.show_concealed) {
      conceal_hands(scene_, o.seat);
    }
    const bool stopped = hv.is_broken && pos == hv.positions() - 1;
    // As the picture lays it out: with the piece sizes the hand keeps.
    const Rect table = screen_geometry(o.width, o.height).table;
    return layout_table(scene_, table,
                        TableOptions{std::max(0, o.seat), stopped, false,
                                     hand_piece_units(hv, o.seat, table, false)});
  }

  const Zone& zone_of(const PlacedPiece& p) const {
    return scene_.zones[static_cast<std::size_t>(p.zone)];
  }
  int owner_of(const PlacedPiece& p) const {
    const Zone& z = zone_of(p);
    const int g = z.groups[static_cast<std::size_t>(p.group)].seat;
    return g >= 0 ? g : z.seat;
  }

  std::unique_ptr<fakes::FakeDocument> doc_;
  Scene scene_;
};

bool near(const sf::Color& c, Rgb want, int tol = 40) {
  return std::abs(c.r - want.r) <= tol && std::abs(c.g - want.g) <= tol &&
         std::abs(c.b - want.b) <= tol;
}

sf::Color at(const sf::Image& img, float x, float y) {
  return img.getPixel(static_cast<unsigned>(std::lround(x)), static_cast<unsigned>(std::lround(y)));
}

std::string str(const sf::Color& c) {
  return "rgb(" + std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b) + ")";
}

// Most pixels of the central part of a piece have the back's colour.
bool looks_like_back(const sf::Image& img, const PlacedPiece& p, Family f) {
  int hits = 0, total = 0;
  // Mahjong backs have an ivory edge at the bottom: sample the upper part.
  const float y0 = p.rect.y + p.rect.h * 0.3f, y1 = p.rect.y + p.rect.h * 0.6f;
  for (float y = y0; y <= y1; y += 2) {
    for (float x = p.rect.x + p.rect.w * 0.35f; x <= p.rect.x + p.rect.w * 0.65f; x += 2) {
      ++total;
      hits += near(at(img, x, y), back_colour(f)) ? 1 : 0;
    }
  }
  return total > 0 && hits * 10 >= total * 7;
}

const PlacedPiece* find(const TableLayout& l, const std::string& face, ZoneKind kind,
                        const Scene& s) {
  for (const PlacedPiece& p : l.pieces) {
    if (p.piece.face == face && s.zones[static_cast<std::size_t>(p.zone)].kind == kind) {
      return &p;
    }
  }
  return nullptr;
}

TEST_F(Render, WritesAPngOfTheRequestedSize) {
  RenderOptions o;
  o.width = 1000;
  o.height = 640;
  const sf::Image img = render(o, "size-1000x640.png");
  EXPECT_EQ(img.getSize().x, 1000u);
  EXPECT_EQ(img.getSize().y, 640u);
  const sf::Image big = render({}, "size-default.png");
  EXPECT_EQ(big.getSize().x, 1280u);
  EXPECT_EQ(big.getSize().y, 800u);
}

TEST_F(Render, DominoPipsAreWhereTheLayoutPutsThem) {
  RenderOptions o;
  o.position = 0;
  const sf::Image img = render(o, "domino-start.png");
  const TableLayout l = layout(o);
  // E sits at the bottom with 地 (1-1, red pips) and 斧頭 (5-6, white pips).
  const PlacedPiece* di = find(l, "1-1", ZoneKind::hand, scene_);
  const PlacedPiece* fu = find(l, "5-6", ZoneKind::hand, scene_);
  ASSERT_TRUE(di && fu);
  EXPECT_EQ(owner_of(*di), 0);
  EXPECT_GT(di->rect.y, l.centre.bottom());  // in the bottom band
  for (const Pip& pip : domino_pips("1-1", di->rect.w, di->rect.h)) {
    const sf::Color c = at(img, di->rect.x + pip.x, di->rect.y + pip.y);
    EXPECT_TRUE(near(c, palette::kPipRed)) << str(c);
  }
  for (const Pip& pip : domino_pips("5-6", fu->rect.w, fu->rect.h)) {
    const sf::Color c = at(img, fu->rect.x + pip.x, fu->rect.y + pip.y);
    EXPECT_TRUE(near(c, palette::kPipWhite)) << str(c);
  }
  // Between the pips: the tile's dark body.
  const sf::Color body = at(img, di->rect.x + di->rect.w * 0.5f, di->rect.y + di->rect.h * 0.12f);
  EXPECT_TRUE(near(body, palette::kDominoBody)) << str(body);
  // 天 at the bottom: three red pips and three white on each six.
  const PlacedPiece* tian = find(l, "6-6", ZoneKind::hand, scene_);
  ASSERT_TRUE(tian);
  int red = 0, white = 0;
  for (const Pip& pip : domino_pips("6-6", tian->rect.w, tian->rect.h)) {
    const sf::Color c = at(img, tian->rect.x + pip.x, tian->rect.y + pip.y);
    red += near(c, palette::kPipRed) ? 1 : 0;
    white += near(c, palette::kPipWhite) ? 1 : 0;
  }
  EXPECT_EQ(red, 6);
  EXPECT_EQ(white, 6);
}

TEST_F(Render, SeatViewDrawsWhatTheSeatCannotSeeAsBacks) {
  RenderOptions o;
  o.position = 3;  // E led 天; S and W discarded face down
  o.seat = 1;      // S at the bottom
  const sf::Image img = render(o, "domino-seat-S.png");
  const TableLayout l = layout(o);
  int backs = 0;
  for (const PlacedPiece& p : l.pieces) {
    const int owner = owner_of(p);
    if (zone_of(p).kind == ZoneKind::hand) {
      if (owner == 1) {
        EXPECT_FALSE(p.piece.hidden);
        EXPECT_FALSE(looks_like_back(img, p, Family::domino)) << p.piece.face;
        EXPECT_GT(p.rect.y, l.centre.bottom());  // S's own hand along the bottom
      } else {
        EXPECT_TRUE(p.piece.hidden);
        EXPECT_TRUE(looks_like_back(img, p, Family::domino)) << "seat " << owner;
        ++backs;
      }
    }
    if (zone_of(p).kind == ZoneKind::trick && owner == 2) {  // W's 墊
      EXPECT_TRUE(p.piece.hidden);
      EXPECT_TRUE(looks_like_back(img, p, Family::domino));
    }
    if (zone_of(p).kind == ZoneKind::trick && owner == 1) {  // S's own 墊: the face, veiled
      EXPECT_FALSE(p.piece.hidden);
      EXPECT_TRUE(p.piece.face_down);
      EXPECT_FALSE(looks_like_back(img, p, Family::domino));
      // …with a solid back-coloured corner.
      const sf::Color corner = at(img, p.rect.right() - 3, p.rect.y + 3);
      EXPECT_TRUE(near(corner, palette::kDominoBack)) << str(corner);
    }
  }
  EXPECT_EQ(backs, 8 + 7 + 7);  // E played one tile, W one
}

TEST_F(Render, MahjongThreeSeatsWithHandsHidden) {
  RenderOptions o;
  o.hand = 1;
  o.position = 4;  // W has called 南 from S's riichi
  o.show_concealed = false;
  const sf::Image img = render(o, "mahjong-hidden.png");
  const TableLayout l = layout(o);
  ASSERT_EQ(l.seat_regions.size(), 3u);
  int backs = 0;
  for (const PlacedPiece& p : l.pieces) {
    if (zone_of(p).kind == ZoneKind::hand) {
      EXPECT_TRUE(looks_like_back(img, p, Family::mahjong)) << "seat " << owner_of(p);
      ++backs;
    }
  }
  EXPECT_EQ(backs, 13 + 13 + 11);  // E discarded 中, S drew and discarded, W called two
  // The meld stays face up: ivory, not the back.
  int melded = 0;
  for (const PlacedPiece& p : l.pieces) {
    if (zone_of(p).kind != ZoneKind::melds) {
      continue;
    }
    ++melded;
    EXPECT_FALSE(looks_like_back(img, p, Family::mahjong));
    EXPECT_LT(p.rect.cx(), l.centre.x);  // W sits on the left with three seats
  }
  EXPECT_EQ(melded, 3);
}

TEST_F(Render, MahjongRedFiveAndTheErrorMark) {
  RenderOptions o;
  o.hand = 1;
  o.position = -1;  // the step with the error
  const sf::Image img = render(o, "mahjong-error.png");
  const TableLayout l = layout(o);
  // A red five in a hand, whichever way up it lies: its marks are found through the same turn
  // the drawing gives it.
  const PlacedPiece* five = nullptr;
  for (const PlacedPiece& p : l.pieces) {
    if (zone_of(p).kind == ZoneKind::hand && p.piece.face == "0p") five = &p;
  }
  ASSERT_TRUE(five);
  const float turn = static_cast<float>(five->rotation) * 3.14159265f / 180;
  const bool across = five->rotation % 180 != 0;
  const float w = across ? five->rect.h : five->rect.w;
  const float h = across ? five->rect.w : five->rect.h;
  for (const Mark2d& m : pinzu_marks(5, true, w, h * 0.9f)) {
    // Each circle is a coloured ring around an ivory one: sample the outer ring.
    const float dx = m.x + m.w * 0.42f - w / 2, dy = m.y - h / 2;
    const float sx = dx * std::cos(turn) - dy * std::sin(turn);
    const float sy = dx * std::sin(turn) + dy * std::cos(turn);
    const sf::Color c = at(img, five->rect.cx() + sx, five->rect.cy() + sy);
    // Red, not a plain five's blue or green; a small turned tile's thin ring blends a little.
    EXPECT_TRUE(c.r > 150 && c.g < 120 && c.b < 120) << str(c);
  }
  // A red banner over the table says the replay stopped here…
  ASSERT_GT(l.banner.w, 0);
  const sf::Color banner = at(img, l.banner.x + 4, l.banner.cy());
  EXPECT_TRUE(near(banner, palette::kError)) << str(banner);
  // …and the timeline marks the error in red at the last step, above the cursor.
  const ScreenGeometry g = screen_geometry(o.width, o.height);
  const TimelineGeometry tg = timeline_geometry(g.timeline, 9, 3);
  const sf::Color mark = at(img, tg.x_of(8), tg.bar.y - 9);
  EXPECT_TRUE(near(mark, palette::kError)) << str(mark);
  // Before the error there is no banner.
  o.position = 7;
  const sf::Image before = render(o, "mahjong-before-error.png");
  EXPECT_EQ(layout(o).banner.w, 0);
  EXPECT_FALSE(near(at(before, l.banner.x + 4, l.banner.cy()), palette::kError));
}

// ABI 3's scene flags: a wildcard (財神) carries a gold badge in its corner, and a claimed
// discard is greyed against the same tile unclaimed in another river.
TEST_F(Render, WildcardsAreBadgedAndClaimedDiscardsDimmed) {
  RenderOptions o;
  o.hand = 4;
  o.position = 0;
  o.show_concealed = true;
  const sf::Image img = render(o, "mahjong-wild-dimmed.png");
  const TableLayout l = layout(o);
  const PlacedPiece* wild = find(l, "5p", ZoneKind::hand, scene_);
  ASSERT_TRUE(wild);
  ASSERT_TRUE(wild->piece.wild);
  ASSERT_FALSE(wild->piece.sideways);
  // The badge sits in the corner box the layout gave it, big enough to read at any size.
  ASSERT_GE(wild->chip.w, kMinChip);
  const sf::Color badge = at(img, wild->chip.x + 2, wild->chip.cy());
  EXPECT_TRUE(near(badge, Rgb{250, 214, 90}, 40)) << str(badge);
  const PlacedPiece* plain = find(l, "4p", ZoneKind::hand, scene_);
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->chip.w, 0);
  EXPECT_FALSE(
      near(at(img, plain->rect.right() - wild->chip.w + 2, plain->rect.y + wild->chip.h / 2),
           Rgb{250, 214, 90}, 40));

  const PlacedPiece* claimed = nullptr;
  const PlacedPiece* unclaimed = nullptr;
  for (const PlacedPiece& p : l.pieces) {
    // Either way up: the side seats' rivers lie turned on a mahjong table.
    if (zone_of(p).kind != ZoneKind::discards || p.piece.face != "S") continue;
    (p.piece.dimmed ? claimed : unclaimed) = &p;
  }
  ASSERT_TRUE(claimed);
  ASSERT_TRUE(unclaimed);
  // The atlas paints a piece once per look: the dimmed tile must not stand in for the others.
  // The tile's face as a whole, whichever way up it lies: its mean brightness over a grid.
  auto ground = [&](const PlacedPiece& p) {
    int sum = 0;
    for (int i = 1; i <= 5; ++i) {
      for (int j = 1; j <= 5; ++j) {
        const sf::Color c = at(img, p.rect.x + p.rect.w * static_cast<float>(i) / 6,
                               p.rect.y + p.rect.h * static_cast<float>(j) / 6);
        sum += c.r + c.g + c.b;
      }
    }
    return sum / 25;
  };
  EXPECT_LT(ground(*claimed) + 60, ground(*unclaimed));
}

TEST_F(Render, JokersDifferAndCardBacksInSeatView) {
  RenderOptions o;
  o.hand = 2;
  o.position = 0;
  const sf::Image img = render(o, "cards-start.png");
  const TableLayout l = layout(o);
  const PlacedPiece* big = find(l, "BJ", ZoneKind::hand, scene_);
  const PlacedPiece* small = find(l, "LJ", ZoneKind::hand, scene_);
  ASSERT_TRUE(big && small);
  // The star sits at (0.58w, 0.6h); BJ's is red with a gold core, LJ's is hollow. BJ lies under LJ
  // in the fan, so sample BJ left of where LJ begins.
  const sf::Color lj =
      at(img, small->rect.x + small->rect.w * 0.58f, small->rect.y + small->rect.h * 0.6f);
  EXPECT_TRUE(near(lj, palette::kCardFace, 20)) << str(lj);
  const sf::Color bj = at(img, big->rect.x + big->rect.w * 0.57f, big->rect.y + big->rect.h * 0.6f);
  EXPECT_TRUE(near(bj, palette::kJokerGold, 30)) << str(bj);
  const sf::Color bj_arm = at(img, big->rect.x + big->rect.w * 0.58f,
                              big->rect.y + big->rect.h * 0.6f - big->rect.w * 0.22f);
  EXPECT_TRUE(near(bj_arm, palette::kInkRed, 40)) << str(bj_arm);

  o.seat = 2;
  const sf::Image seat = render(o, "cards-seat-W.png");
  const TableLayout ls = layout(o);
  int backs = 0;
  for (const PlacedPiece& p : ls.pieces) {
    if (!p.piece.hidden) {
      continue;
    }
    // Fanned cards show only their left part; sample there.
    PlacedPiece visible = p;
    visible.rect.w *= 0.6f;
    visible.rect.x += p.rect.w * 0.02f;
    EXPECT_TRUE(looks_like_back(seat, visible, Family::card)) << to_string(zone_of(p).kind);
    ++backs;
  }
  EXPECT_EQ(backs, 12 * 3 + 6);  // three hands and the kitty
}

TEST_F(Render, XiangqiInkIsRedOrBlack) {
  RenderOptions o;
  o.hand = 3;
  o.position = 0;
  const sf::Image img = render(o, "xiangqi-start.png");
  const TableLayout l = layout(o);
  auto count = [&](const PlacedPiece& p, Rgb ink) {
    int n = 0;
    for (float y = p.rect.y + p.rect.h * 0.25f; y < p.rect.y + p.rect.h * 0.75f; y += 1) {
      for (float x = p.rect.x + p.rect.w * 0.25f; x < p.rect.x + p.rect.w * 0.75f; x += 1) {
        n += near(at(img, x, y), ink, 30) ? 1 : 0;
      }
    }
    return n;
  };
  const PlacedPiece* shuai = find(l, "R帥", ZoneKind::hand, scene_);
  const PlacedPiece* jiang = find(l, "B將", ZoneKind::hand, scene_);
  ASSERT_TRUE(shuai && jiang);
  EXPECT_GT(count(*shuai, palette::kInkRed), 20);
  EXPECT_EQ(count(*shuai, palette::kInkBlack), 0);
  EXPECT_GT(count(*jiang, palette::kInkBlack), 20);
  EXPECT_EQ(count(*jiang, palette::kInkRed), 0);
}

TEST_F(Render, AllStepsOfAHand) {
  const fs::path dir = fs::path(PAIPU_VIEWER_ARTIFACTS) / "domino-steps";
  fs::remove_all(dir);
  RenderOptions o;
  o.width = 800;
  o.height = 500;
  std::string error;
  ASSERT_TRUE(render_all_steps(*doc_, o, dir.string(), error)) << error;
  int files = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    files += e.path().extension() == ".png";
  }
  EXPECT_EQ(files, 9);
  EXPECT_TRUE(fs::exists(dir / "step-000.png"));
  EXPECT_TRUE(fs::exists(dir / "step-008.png"));
  sf::Image img;
  ASSERT_TRUE(img.loadFromFile((dir / "step-004.png").string()));
  EXPECT_EQ(img.getSize().x, 800u);
}

TEST_F(Render, AMissingFontIsAClearError) {
  setenv("PAIPU_FONT", "/nonexistent/font.ttc", 1);
  std::string error;
  EXPECT_FALSE(render_png(*doc_, {}, out("never.png"), error));
  unsetenv("PAIPU_FONT");
  EXPECT_NE(error.find("PAIPU_FONT"), std::string::npos) << error;
}

TEST_F(Render, PanelAndOverlaysForTheEye) {
  // Not checked by pixels: these are for people to look at (build-*/tests/viewer/artifacts).
  for (int hand = 0; hand < doc_->hand_count(); ++hand) {
    RenderOptions o;
    o.hand = hand;
    render(o, "hand" + std::to_string(hand + 1) + "-end.png");
    o.seat = 0;
    o.position = std::min(2, doc_->fake(hand).positions() - 1);
    render(o, "hand" + std::to_string(hand + 1) + "-seat-E.png");
  }
}

// The score strip of a match of four hands, the third open: its slot lit, the hands' marks in
// their colours, the unsettled hand's totals carried on flat.
TEST_F(Render, ScoreStripShowsTheMatch) {
  doc_ = fakes::make_match_document();
  RenderOptions o;
  o.hand = 2;
  const sf::Image img = render(o, "score-strip.png");
  const ScreenGeometry g = screen_geometry(o.width, o.height);
  const MatchStripGeometry s = match_strip_geometry(g.strip, 0, 4, -6, 9);
  auto mark = [&](int k) { return at(img, s.slot(k).cx(), s.marks.cy()); };
  EXPECT_TRUE(near(mark(1), palette::kError)) << str(mark(1));
  EXPECT_TRUE(near(mark(2), palette::kAnnotation)) << str(mark(2));
  EXPECT_TRUE(near(mark(3), palette::kWarning)) << str(mark(3));
  // The current hand's slot is lit; another's is not.
  const sf::Color lit = at(img, s.slot(2).x + 4, s.marks.cy());
  const sf::Color plain = at(img, s.slot(0).x + 4, s.marks.cy());
  EXPECT_GT(lit.r + lit.g + lit.b, plain.r + plain.g + plain.b + 40) << str(lit) << str(plain);
  // E's line stays at 6 across the broken hand.
  bool e_line = false;
  for (float dy : {-1.f, 0.f, 1.f}) {
    e_line = e_line || near(at(img, s.slot(1).cx(), s.y_of(6) + dy), palette::kSeatLines[0], 30);
  }
  EXPECT_TRUE(e_line);
}

TEST_F(Render, SyntheticTablesForTheEye) {
  // The 3- and 4-seat tables of games without a plugin yet (build-*/tests/viewer/artifacts), and
  // the winning play's green frame where the layout puts it.
  const char* names[] = {"mahjong3", "mahjong4", "cards3", "cards4", "riichi3"};
  const auto scenes = synthetic::all();
  fakes::FakeDocument doc("synthetic.paipu");
  for (std::size_t i = 0; i < scenes.size(); ++i) {
    auto hand = std::make_shared<fakes::FakeHandView>();
    hand->scenes = {scenes[i]};
    hand->steps = {StepInfo{}};
    hand->seat_count = static_cast<int>(scenes[i].seats.size());
    hand->before.assign(scenes[i].seats.size(), 0);
    hand->after = hand->before;
    HandSummary sum;
    sum.hand = static_cast<int>(i);
    sum.title = names[i];
    doc.add(sum, hand);
  }
  for (int i = 0; i < doc.hand_count(); ++i) {
    RenderOptions o;
    o.hand = i;
    o.seat = 0;
    o.piece_names = i == 0;
    std::string error;
    const std::string file = out(std::string("synthetic-") + names[i] + ".png");
    ASSERT_TRUE(render_png(doc, o, file, error)) << error;
    if (std::string(names[i]) != "cards4") {
      continue;
    }
    sf::Image img;
    ASSERT_TRUE(img.loadFromFile(file));
    const Scene s = doc.fake(i).scene(0, 0);
    const TableLayout l = layout_table(s, screen_geometry(o.width, o.height).table, 0);
    int winning = 0;
    for (const PlacedFrame& f : l.frames) {
      if (f.kind != FrameKind::winning) {
        continue;
      }
      ++winning;
      // The frame's outline, half way down its left edge: green.
      const sf::Color c =
          img.getPixel(static_cast<unsigned>(f.rect.x + 1), static_cast<unsigned>(f.rect.cy()));
      EXPECT_GT(c.g, c.r + 40) << int(c.r) << "," << int(c.g) << "," << int(c.b);
    }
    EXPECT_EQ(winning, 1);
    // A trump's amber chip under the corner index, in the strip that stays in sight in a fan, and
    // its warmer face; a plain card has neither.
    int trumps = 0, plain = 0;
    for (const PlacedPiece& p : l.pieces) {
      if (s.zones[static_cast<std::size_t>(p.zone)].kind != ZoneKind::hand || p.piece.hidden ||
          p.piece.face == "BJ" || p.piece.face == "LJ") {
        continue;
      }
      const sf::Color chip = img.getPixel(static_cast<unsigned>(p.rect.x + p.rect.w * 0.075f),
                                          static_cast<unsigned>(p.rect.y + p.rect.h * 0.58f));
      const sf::Color face = img.getPixel(static_cast<unsigned>(p.rect.x + p.rect.w * 0.12f),
                                          static_cast<unsigned>(p.rect.y + p.rect.h * 0.7f));
      if (p.piece.trump) {
        ++trumps;
        EXPECT_TRUE(near(chip, palette::kTrumpMark, 40)) << p.piece.face << " " << str(chip);
        EXPECT_TRUE(near(face, palette::kTrumpFace, 12)) << p.piece.face << " " << str(face);
      } else {
        ++plain;
        EXPECT_TRUE(near(chip, palette::kCardFace, 12)) << p.piece.face << " " << str(chip);
      }
    }
    EXPECT_GT(trumps, 5);
    EXPECT_GT(plain, 5);
  }
}

}  // namespace
}  // namespace paipu::viewer
