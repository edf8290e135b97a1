// The viewer as the CLI uses it: `paipu view` opens a window, `paipu render` writes PNGs. Both draw
// the same picture: the table (seats in play order, pieces as pictures), the side panel (tags,
// hands, the current event, comments, diagnostics, notes, scores, settlement) and the timeline.
#pragma once

#include <string>

#include "paipu/document.hpp"
#include "paipu/viewer/evaluation.hpp"

namespace paipu::viewer {

struct RenderOptions {
  int hand = 0;       // 0-based index into the Document's hands
  int position = -1;  // -1: the hand's last position
  int seat = -1;      // -1: omniscient; else that seat's knowledge, drawn at the bottom
  unsigned width = 1280, height = 800;
  bool show_concealed = true;
  bool piece_names = false;    // each piece's name under it
  bool table_only = false;     // the table alone, as the replay page shows it, at the table's size
  std::string format = "png";  // render_all_steps: png, svg or json (the display list's items)
  // The analysis to show (--analyze): the strip under the timeline and the panel's section. The
  // window reads it as another thread fills it in; null: no analysis.
  EvaluationStore* evaluations = nullptr;
};

// Whether an X display can be opened. SFML 2.5 aborts the process without one, even to render
// off-screen, so call this first: it makes no SFML call, and says why not in `why`.
bool display_available(std::string& why);

// Opens the interactive window at `start`; returns when it is closed. A process exit code: 0, or 2
// (with a message on stderr) when there is no display or no usable font.
int run_window(Document& doc, const RenderOptions& opt);

// Draws one step to a file: SVG or JSON (the display list's items, display::list_json) when its
// name ends in .svg or .json, else PNG. No display is needed. False, with the reason in `error`,
// when there is no font, no such hand, step or seat, or the file cannot be written.
bool render_png(Document& doc, const RenderOptions& opt, const std::string& out_png,
                std::string& error);

// Draws every step of the hand `opt.hand` (opt.position is ignored) into `out_dir`, one file per
// step: step-000.png, step-001.png, … (or .svg, .json: opt.format). The directory is created when
// missing.
bool render_all_steps(Document& doc, const RenderOptions& opt, const std::string& out_dir,
                      std::string& error);

}  // namespace paipu::viewer
