// Hand-made SFML events for the viewer's tests (sf::Event is a plain struct: no window needed).
#pragma once

#include <SFML/Window/Event.hpp>

namespace paipu::viewer::fakes {

inline sf::Event key(sf::Keyboard::Key k, bool control = false) {
  sf::Event e{};
  e.type = sf::Event::KeyPressed;
  e.key.code = k;
  e.key.control = control;
  return e;
}

inline sf::Event text(char32_t c) {
  sf::Event e{};
  e.type = sf::Event::TextEntered;
  e.text.unicode = static_cast<sf::Uint32>(c);
  return e;
}

inline sf::Event click(float x, float y) {
  sf::Event e{};
  e.type = sf::Event::MouseButtonPressed;
  e.mouseButton.button = sf::Mouse::Left;
  e.mouseButton.x = static_cast<int>(x);
  e.mouseButton.y = static_cast<int>(y);
  return e;
}

}  // namespace paipu::viewer::fakes
