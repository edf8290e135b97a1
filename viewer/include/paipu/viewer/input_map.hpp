// Turns SFML events into ViewerCommands: keys through rebindable tables, mouse clicks through the
// same geometry the views draw with. Carries no state of its own; testable with hand-made
// sf::Events.
#pragma once

#include <SFML/Window/Event.hpp>
#include <map>

#include "paipu/viewer/command.hpp"
#include "paipu/viewer/layout.hpp"

namespace paipu::viewer {

// What the translation depends on besides the event itself.
struct InputContext {
  bool goto_active = false;  // digits go to the go-to prompt instead of choosing a seat
  HandListGeometry hands;
  MatchStripGeometry strip;
  TimelineGeometry timeline;
  Rect panel;  // the wheel scrolls the panel over it, and steps elsewhere
};

class InputMap {
 public:
  InputMap();  // the default bindings (see help_lines())

  void bind_key(sf::Keyboard::Key key, Command c) { keys_[key] = c; }
  void bind_char(char32_t ch, Command c) { chars_[ch] = c; }

  ViewerCommand translate(const sf::Event& e, const InputContext& ctx) const;

 private:
  std::map<sf::Keyboard::Key, Command> keys_;  // keys without a character: arrows, Home, PgUp …
  std::map<char32_t, Command> chars_;          // typed characters: n N h space ? q
};

}  // namespace paipu::viewer
