#include "paipu/viewer/command.hpp"

#include <array>

namespace paipu::viewer {

std::span<const HelpLine> help_lines() {
  static constexpr std::array<HelpLine, 19> kLines{{
      {"← / →", "previous / next step (crosses into the neighbouring hand)"},
      {"Home / End", "start / end of the hand"},
      {"PgUp / PgDn", "previous / next hand"},
      {"n / N",
       "next / previous mistake (?!, ?, ?? with --analyze), comment, glyph, diagnostic or "
       "mismatch; stops at the file's ends"},
      {"h", "show / hide concealed hands"},
      {"p", "show / hide piece names under the pieces"},
      {"1 – 4", "see the table as that seat saw it (seat at the bottom)"},
      {"0", "omniscient view: everything the record knows"},
      {"space", "autoplay on / off"},
      {"Ctrl+G", "go to step: type the number, Enter (Esc cancels)"},
      {"click a hand", "open that hand (list in the side panel)"},
      {"click the timeline", "go to that step; ticks mark comments and errors"},
      {"[ / ] or wheel on panel", "scroll the side panel up / down"},
      {"?", "show / hide this help"},
      {"Esc", "close this help or the go-to prompt"},
      {"q / Ctrl+Q", "quit"},
      {"timeline colours", "blue: comment or glyph; orange: warning; red: error"},
      {"analysis strip",
       "under the timeline (--analyze): green best move, yellow ?!, orange ?, "
       "red ??, grey beyond the budget, dark no decision, outlined not analysed "
       "yet"},
      {"pieces", "yellow frame: just moved; green frame, ★: winning the trick; veiled: face down"},
  }};
  return kLines;
}

}  // namespace paipu::viewer
