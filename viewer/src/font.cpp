#include "font.hpp"

#include "paipu/display/text.hpp"

namespace paipu::viewer {

std::unique_ptr<sf::Font> load_cjk_font(std::string& why) {
  const std::string path = display::find_cjk_font(why);
  if (path.empty()) {
    return nullptr;
  }
  auto font = std::make_unique<sf::Font>();
  if (!font->loadFromFile(path)) {
    why = "could not load the font " + path;
    return nullptr;
  }
  return font;
}

}  // namespace paipu::viewer
