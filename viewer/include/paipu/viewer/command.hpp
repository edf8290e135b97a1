// What the user can ask the viewer to do, independent of how it was asked (key, mouse, test). The
// InputMap turns SFML events into these; the Navigator carries them out. No SFML here.
#pragma once

#include <cstdint>
#include <span>

namespace paipu::viewer {

enum class Command : std::uint8_t {
  none,
  step_forward,      // → (past the end of a hand: the next hand's start)
  step_back,         // ← (before the start: the previous hand's end)
  hand_start,        // Home
  hand_end,          // End
  next_hand,         // PgDn
  prev_hand,         // PgUp
  next_mark,         // n: next mistake, comment, glyph, diagnostic or mismatch
  prev_mark,         // N
  toggle_concealed,  // h
  toggle_names,      // p: piece names under the pieces
  set_seat,          // 1–9 → value = seat index, 0 → value = -1 (omniscient)
  toggle_autoplay,   // space
  goto_begin,        // Ctrl+G
  goto_digit,        // value = 0..9 while the go-to prompt is open
  goto_backspace,
  goto_commit,    // Enter
  cancel,         // Escape: closes the go-to prompt, else the help overlay
  toggle_help,    // ?
  select_hand,    // mouse: value = hand index
  goto_position,  // mouse on the timeline: value = position
  scroll_panel,   // wheel over the side panel, [ and ]: value = pixels down (negative: up)
  quit,
};

struct ViewerCommand {
  Command kind = Command::none;
  int value = 0;
  friend bool operator==(const ViewerCommand&, const ViewerCommand&) = default;
};

// One line of the help overlay (and of docs/viewer.md).
struct HelpLine {
  const char* keys;
  const char* what;
};

std::span<const HelpLine> help_lines();

}  // namespace paipu::viewer
