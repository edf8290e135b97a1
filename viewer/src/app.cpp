// The interactive window: process input → update → render, redrawing only when something changed.
#include <SFML/Graphics.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "font.hpp"
#include "paipu/viewer/input_map.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/screen_list.hpp"
#include "paipu/viewer/viewer.hpp"
#include "render_internal.hpp"
#include "sfml_list.hpp"

namespace paipu::viewer {

namespace {

class App {
 public:
  App(Document& doc, std::unique_ptr<sf::Font> font) : nav_(doc), font_(std::move(font)) {}

  Navigator& nav() { return nav_; }

  int run(unsigned width, unsigned height, WindowScript* script) {
    sf::ContextSettings cs;
    cs.antialiasingLevel = 4;
    const std::string title =
        "paipu — " + std::filesystem::path(nav_.document().file()).filename().string();
    window_.create(sf::VideoMode(width, height), sf::String::fromUtf8(title.begin(), title.end()),
                   sf::Style::Default, cs);
    window_.setFramerateLimit(60);
    painter_ = std::make_unique<ListPainter>(*font_);
    sf::Clock clock;
    float since_draw = 1e9f;
    std::size_t scripted = 0;
    while (window_.isOpen()) {
      const float dt = clock.restart().asSeconds();
      process_input();
      if (script != nullptr && window_.isOpen()) {
        if (scripted < script->events.size()) {
          handle(script->events[scripted++]);
        } else {
          finish(*script);
          break;
        }
      }
      update(dt);
      since_draw += dt;
      // Redraw on change, and now and then in case the window was uncovered.
      if (window_.isOpen() && (dirty_ || since_draw > 0.5f)) {
        render();
        since_draw = 0;
        dirty_ = false;
      }
    }
    return 0;
  }

 private:
  InputContext context() const {
    const sf::Vector2u size = window_.getSize();
    const ScreenGeometry g = screen_geometry(size.x, size.y);
    InputContext ctx;
    ctx.goto_active = nav_.goto_active();
    ctx.panel = g.panel;
    ctx.hands = hand_list_geometry(g.panel, nav_.hand_count(), nav_.hand_index());
    const MatchStrip& ms = nav_.strip();
    ctx.strip = match_strip_geometry(g.strip, ms.first(), ms.count(), ms.low(), ms.high());
    const HandView* hv = nav_.hand_view();
    ctx.timeline = timeline_geometry(g.timeline, nav_.positions(),
                                     hv ? static_cast<int>(hv->unplayed().size()) : 0);
    return ctx;
  }

  void process_input() {
    sf::Event e;
    while (window_.isOpen() && window_.pollEvent(e)) {
      handle(e);
    }
  }

  void handle(const sf::Event& e) {
    if (e.type == sf::Event::Closed) {
      window_.close();
      return;
    }
    if (e.type == sf::Event::Resized) {
      const auto w = static_cast<float>(e.size.width), h = static_cast<float>(e.size.height);
      window_.setView(sf::View(sf::FloatRect(0, 0, w, h)));
      dirty_ = true;
      return;
    }
    if (nav_.apply(input_.translate(e, context()))) {
      dirty_ = true;
    }
    if (nav_.quit_requested()) {
      window_.close();
    }
  }

  void update(float dt) {
    if (nav_.update(dt)) {
      dirty_ = true;
    }
    // The analysis, computed on another thread, is drawn as it arrives.
    if (nav_.sync_evaluation()) {
      dirty_ = true;
    }
    // Once the first hand is on screen, finish indexing the file for the hand list.
    if (frames_ > 0 && !nav_.document().fully_indexed()) {
      nav_.document().index_all();
      dirty_ = true;
    }
    // Then learn the match's totals for the score strip, a few hands a turn of the loop so that
    // keys stay responsive in a long match; redraw when it is done, and now and then before.
    if (frames_ > 0) {
      sf::Clock budget;
      bool learnt = false;
      while (budget.getElapsedTime().asMilliseconds() < 15 && nav_.advance_strip(1)) {
        learnt = true;
      }
      strip_progress_ += dt;
      if (learnt && (nav_.strip().complete() || strip_progress_ > 0.5f)) {
        strip_progress_ = 0;
        dirty_ = true;
      }
    }
  }

  void render() {
    const sf::Vector2u size = window_.getSize();
    painter_->draw(window_, screen_list(nav_, size.x, size.y));
    window_.display();
    ++frames_;
  }

  // The end of a scripted run: one more frame, a screenshot of it, the state for the caller.
  void finish(WindowScript& script) {
    const sf::Vector2u size = window_.getSize();
    painter_->draw(window_, screen_list(nav_, size.x, size.y));
    if (!script.screenshot.empty()) {
      sf::Texture shot;
      if (shot.create(size.x, size.y)) {
        shot.update(window_);
        shot.copyToImage().saveToFile(script.screenshot);
      }
    }
    window_.display();
    if (script.inspect) {
      script.inspect(nav_);
    }
    window_.close();
  }

  Navigator nav_;
  std::unique_ptr<sf::Font> font_;
  sf::RenderWindow window_;
  std::unique_ptr<ListPainter> painter_;
  InputMap input_;
  bool dirty_ = true;
  int frames_ = 0;
  float strip_progress_ = 0;  // seconds since the strip, still being learnt, was last redrawn
};

}  // namespace

int run_window(Document& doc, const RenderOptions& opt) {
  return run_window(doc, opt, nullptr);
}

int run_window(Document& doc, const RenderOptions& opt, WindowScript* script) {
  std::string why;
  if (!display_available(why)) {
    std::cerr << "paipu view: " << why << "\n";
    return 2;
  }
  auto font = load_cjk_font(why);
  if (!font) {
    std::cerr << "paipu view: " << why << "\n";
    return 2;
  }
  App app(doc, std::move(font));
  // A file whose hands all failed to parse still opens, showing its problems.
  if (doc.hand_count() > 0 || !doc.fully_indexed()) {
    std::string error;
    if (!prepare(doc, opt, app.nav(), error, false)) {  // the loop indexes the rest
      std::cerr << "paipu view: " << error << "\n";
      return 2;
    }
    if (opt.position == 0) {
      app.nav().open_at_deal(opt.hand);  // a hand opens on its deal, not on backs
    }
  }
  const unsigned w = std::clamp(opt.width, 400u, 8192u), h = std::clamp(opt.height, 300u, 8192u);
  return app.run(w, h, script);
}

}  // namespace paipu::viewer
