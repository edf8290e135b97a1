// Source positions and diagnostics: the one path by which parse errors and rule errors reach the
// user.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace paipu {

// Line and column are 1-based; the column counts Unicode code points, not bytes, because records
// are full of CJK text and editors place the cursor by character.
struct SourcePos {
  std::uint32_t line = 0;
  std::uint32_t col = 0;
  bool valid() const { return line != 0; }
  friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

enum class Severity { note, warning, error };

const char* to_string(Severity s);

// Codes are stable: tests, scripts and suppression lists depend on them. See docs/diagnostics.md.
struct Diagnostic {
  Severity severity = Severity::error;
  std::string code;     // e.g. "P001" (syntax), "R104" (rule)
  std::string message;  // one sentence, with expected-vs-got where it applies
  std::string file;
  SourcePos pos;
  int record = -1;  // 0-based record index in the file, -1 when not known
  int hand = -1;    // 0-based hand index in the record
  int step = -1;    // 0-based event index in the hand
};

using Diagnostics = std::vector<Diagnostic>;

// "file:line:col: error[CODE]: message"
std::string format_diagnostic(const Diagnostic& d);

bool has_errors(const Diagnostics& ds);

}  // namespace paipu
