#include "paipu/source.hpp"

namespace paipu {

const char* to_string(Severity s) {
  switch (s) {
    case Severity::note:
      return "note";
    case Severity::warning:
      return "warning";
    case Severity::error:
      return "error";
  }
  return "error";
}

std::string format_diagnostic(const Diagnostic& d) {
  std::string out = d.file.empty() ? std::string("<input>") : d.file;
  if (d.pos.valid()) {
    out += ':' + std::to_string(d.pos.line) + ':' + std::to_string(d.pos.col);
  }
  out += ": ";
  out += to_string(d.severity);
  out += '[' + d.code + "]: " + d.message;
  return out;
}

bool has_errors(const Diagnostics& ds) {
  for (const auto& d : ds)
    if (d.severity == Severity::error) return true;
  return false;
}

}  // namespace paipu
