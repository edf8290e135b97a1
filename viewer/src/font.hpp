// Finds and owns the one font every view draws with: a system CJK font found through fontconfig.
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <memory>
#include <string>

namespace paipu::viewer {

// The path of a font whose first face (SFML 2.5 opens face 0 of a .ttc) covers the Hanzi the viewer
// draws (帥 將 發 萬 東 中 …). $PAIPU_FONT overrides the search. Empty, with the reason in `why`,
// when there is none.
std::string find_cjk_font(std::string& why);

// Loads the font; it outlives every sf::Text made from it.
std::unique_ptr<sf::Font> load_cjk_font(std::string& why);

}  // namespace paipu::viewer
