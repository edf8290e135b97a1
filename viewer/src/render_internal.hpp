// Shared by picture.cpp and app.cpp: checking options against the document; the window loop.
#pragma once

#include <SFML/Graphics.hpp>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/viewer.hpp"
#include "prepare.hpp"

namespace paipu::viewer {

// Events fed to the window, one per frame after the real ones; then a screenshot of the last frame,
// the navigator handed to `inspect`, and the window closes. For tests of the loop itself.
struct WindowScript {
  std::vector<sf::Event> events;
  std::string screenshot;  // PNG path, or empty
  std::function<void(const Navigator&)> inspect;
};

int run_window(Document& doc, const RenderOptions& opt, WindowScript* script);

}  // namespace paipu::viewer
