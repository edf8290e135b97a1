#include "paipu/viewer/input_map.hpp"

namespace paipu::viewer {

namespace {
constexpr int kPanelScrollKey = 120;  // pixels per [ or ]
constexpr int kPanelScrollWheel = 60;
}  // namespace

InputMap::InputMap() {
  keys_ = {
      {sf::Keyboard::Right, Command::step_forward}, {sf::Keyboard::Left, Command::step_back},
      {sf::Keyboard::Home, Command::hand_start},    {sf::Keyboard::End, Command::hand_end},
      {sf::Keyboard::PageDown, Command::next_hand}, {sf::Keyboard::PageUp, Command::prev_hand},
      {sf::Keyboard::Escape, Command::cancel},
  };
  chars_ = {
      {U'n', Command::next_mark},
      {U'N', Command::prev_mark},
      {U'h', Command::toggle_concealed},
      {U'p', Command::toggle_names},
      {U' ', Command::toggle_autoplay},
      {U'?', Command::toggle_help},
      {U'q', Command::quit},
      {U'[', Command::scroll_panel},
      {U']', Command::scroll_panel},
  };
}

ViewerCommand InputMap::translate(const sf::Event& e, const InputContext& ctx) const {
  switch (e.type) {
    case sf::Event::KeyPressed: {
      const auto& k = e.key;
      if (k.control && k.code == sf::Keyboard::G) {
        return {Command::goto_begin};
      }
      if (k.control && (k.code == sf::Keyboard::Q || k.code == sf::Keyboard::W)) {
        return {Command::quit};
      }
      if (ctx.goto_active) {
        switch (k.code) {
          case sf::Keyboard::Enter:
            return {Command::goto_commit};
          case sf::Keyboard::Escape:
            return {Command::cancel};
          case sf::Keyboard::BackSpace:
            return {Command::goto_backspace};
          default:
            return {};
        }
      }
      if (k.control || k.alt || k.system) {
        return {};
      }
      auto it = keys_.find(k.code);
      return it == keys_.end() ? ViewerCommand{} : ViewerCommand{it->second};
    }
    case sf::Event::TextEntered: {
      const char32_t ch = e.text.unicode;
      if (ch < 32 || ch == 127) {
        return {};  // control characters arrive as KeyPressed too
      }
      if (ch >= U'0' && ch <= U'9') {
        const int d = static_cast<int>(ch - U'0');
        if (ctx.goto_active) {
          return {Command::goto_digit, d};
        }
        return {Command::set_seat, d == 0 ? -1 : d - 1};
      }
      if (ctx.goto_active) {
        return {};
      }
      auto it = chars_.find(ch);
      if (it == chars_.end()) {
        return {};
      }
      if (it->second == Command::scroll_panel) {
        return {Command::scroll_panel, ch == U'[' ? -kPanelScrollKey : kPanelScrollKey};
      }
      return {it->second};
    }
    case sf::Event::MouseButtonPressed: {
      if (e.mouseButton.button != sf::Mouse::Left) {
        return {};
      }
      const auto x = static_cast<float>(e.mouseButton.x), y = static_cast<float>(e.mouseButton.y);
      if (int h = ctx.hands.hand_at(x, y); h >= 0) {
        return {Command::select_hand, h};
      }
      if (int h = ctx.strip.hand_at(x, y); h >= 0) {
        return {Command::select_hand, h};
      }
      if (int p = ctx.timeline.position_at(x, y); p >= 0) {
        return {Command::goto_position, p};
      }
      return {};
    }
    case sf::Event::MouseWheelScrolled:
      if (ctx.panel.contains(static_cast<float>(e.mouseWheelScroll.x),
                             static_cast<float>(e.mouseWheelScroll.y))) {
        return {Command::scroll_panel,
                e.mouseWheelScroll.delta > 0 ? -kPanelScrollWheel : kPanelScrollWheel};
      }
      if (e.mouseWheelScroll.delta > 0) {
        return {Command::step_back};
      }
      if (e.mouseWheelScroll.delta < 0) {
        return {Command::step_forward};
      }
      return {};
    default:
      return {};
  }
}

}  // namespace paipu::viewer
