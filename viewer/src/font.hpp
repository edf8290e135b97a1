// Loads, for SFML, the one font every picture is set in (paipu/display/text.hpp finds it).
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <memory>
#include <string>

namespace paipu::viewer {

// Loads the font; it outlives every sf::Text made from it.
std::unique_ptr<sf::Font> load_cjk_font(std::string& why);

}  // namespace paipu::viewer
