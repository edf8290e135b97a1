// Shared by render.cpp and app.cpp: checking options against the document, and an off-screen
// canvas.
#pragma once

#include <SFML/Graphics.hpp>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/viewer.hpp"
#include "piece_atlas.hpp"

namespace paipu::viewer {

// Opens the navigator at opt's hand, step and seat; false with the reason when any is out of range.
// With `index_all` the whole file is indexed first, else only as far as the hand asked for.
bool prepare(Document& doc, const RenderOptions& opt, Navigator& nav, std::string& error,
             bool index_all);

// A texture and its font, for drawing screens off-screen.
struct Canvas {
  static std::unique_ptr<Canvas> create(unsigned width, unsigned height, std::string& error);
  bool save(Navigator& nav, const std::string& path, std::string& error);

  std::unique_ptr<sf::Font> font;
  std::unique_ptr<PieceAtlas> atlas;
  sf::RenderTexture texture;
  unsigned width = 0, height = 0;

 private:
  Canvas() = default;
};

// Events fed to the window, one per frame after the real ones; then a screenshot of the last frame,
// the navigator handed to `inspect`, and the window closes. For tests of the loop itself.
struct WindowScript {
  std::vector<sf::Event> events;
  std::string screenshot;  // PNG path, or empty
  std::function<void(const Navigator&)> inspect;
};

int run_window(Document& doc, const RenderOptions& opt, WindowScript* script);

}  // namespace paipu::viewer
