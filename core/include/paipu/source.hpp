/// @file
/// Source positions and diagnostics: the one path by which parse errors and rule errors reach the
/// user.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace paipu {

/// Line and column are 1-based; the column counts Unicode code points, not bytes, because records
/// are full of CJK text and editors place the cursor by character.
struct SourcePos {
  std::uint32_t line = 0;  ///< 1-based; 0 where no position is known
  std::uint32_t col = 0;   ///< 1-based, in code points
  /// Whether a position is known.
  bool valid() const { return line != 0; }
  /// Field by field.
  friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

/// `help` is a repair the validator suggests for the error before it ("help: write 'W pad 高腳'");
/// it never comes from a plugin.
enum class Severity { help, note, warning, error };

/// "help", "note", "warning" or "error".
const char* to_string(Severity s);

/// Codes are stable: tests, scripts and suppression lists depend on them. See docs/diagnostics.md.
struct Diagnostic {
  Severity severity = Severity::error;  ///< error, warning, note or help
  std::string code;                     ///< e.g. "P001" (syntax), "R104" (rule)
  std::string message;                  ///< one sentence, with expected-vs-got where it applies
  std::string file;                     ///< the file as the user named it
  SourcePos pos;                        ///< where in the file
  int record = -1;                      ///< 0-based record index in the file, -1 when not known
  int hand = -1;                        ///< 0-based hand index in the record
  int step = -1;                        ///< 0-based event index in the hand
};

/// Diagnostics in the order found.
using Diagnostics = std::vector<Diagnostic>;

/// "file:line:col: error[CODE]: message"
std::string format_diagnostic(const Diagnostic& d);

/// Whether any diagnostic is an error.
bool has_errors(const Diagnostics& ds);

/// `text` made safe to echo in a message: at most `max_chars` characters are kept, the rest is
/// replaced by "… (N more bytes)"; control characters and invisible ones (C0, DEL, C1, NBSP, soft
/// hyphen, zero-width and bidi marks, BOM, line/paragraph separators) are shown as "U+00A0"; a byte
/// that is not part of valid UTF-8 is shown as "\xNN". Each escape counts as one character.
std::string shown(std::string_view text, std::size_t max_chars = 60);

/// Length of the valid UTF-8 sequence starting at s[i], or 0 when the bytes there are not one
/// (overlong, surrogate, beyond U+10FFFF, truncated or a stray continuation byte).
std::size_t utf8_sequence_length(std::string_view s, std::size_t i);

}  // namespace paipu
