#include "paipu/source.hpp"

#include <cstdio>

namespace paipu {

const char* to_string(Severity s) {
  switch (s) {
    case Severity::help:
      return "help";
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

namespace paipu {

std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const std::size_t left = s.size() - i;
  if (left == 0) return 0;
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  const auto cont = [&](std::size_t k) { return k < left && (b(k) & 0xC0) == 0x80; };
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    if (c == 0xE0 && b(1) < 0xA0) return 0;   // overlong
    if (c == 0xED && b(1) >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if (c == 0xF0 && b(1) < 0x90) return 0;   // overlong
    if (c == 0xF4 && b(1) >= 0x90) return 0;  // beyond U+10FFFF
    return 4;
  }
  return 0;
}

namespace {

std::uint32_t decode(std::string_view s, std::size_t i, std::size_t n) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (n == 1) return c;
  std::uint32_t cp = n == 2 ? (c & 0x1Fu) : n == 3 ? (c & 0x0Fu) : (c & 0x07u);
  for (std::size_t k = 1; k < n; ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
  return cp;
}

bool invisible(std::uint32_t cp) {
  if (cp < 0x20 || cp == 0x7F) return true;   // C0, DEL
  if (cp >= 0x80 && cp <= 0x9F) return true;  // C1
  if (cp == 0xA0 || cp == 0xAD) return true;  // NBSP, soft hyphen
  if (cp == 0x034F || cp == 0x061C || cp == 0x115F || cp == 0x1160 || cp == 0x180E) return true;
  if (cp >= 0x2000 && cp <= 0x200F) return true;  // spaces of other widths, ZW marks, LRM/RLM
  if (cp >= 0x2028 && cp <= 0x202F) return true;  // LS, PS, bidi embeddings, NNBSP
  if (cp >= 0x205F && cp <= 0x206F) return true;  // MMSP, word joiner, invisible operators
  if (cp == 0x3000 || cp == 0x3164 || cp == 0xFEFF || cp == 0xFFA0) return true;
  if (cp >= 0xFFF0 && cp <= 0xFFFB) return true;    // specials
  if (cp >= 0xE0000 && cp <= 0xE007F) return true;  // tags
  return false;
}

std::string group_digits(std::size_t n) {
  std::string d = std::to_string(n);
  std::string out;
  const std::size_t first = d.size() % 3 == 0 ? 3 : d.size() % 3;
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (i >= first && (i - first) % 3 == 0) out += ',';
    out += d[i];
  }
  return out;
}

}  // namespace

std::string shown(std::string_view text, std::size_t max_chars) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  std::size_t chars = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (chars == max_chars) {
      out += "\xE2\x80\xA6 (" + group_digits(text.size() - i) + " more byte";
      if (text.size() - i != 1) out += 's';
      out += ')';
      break;
    }
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) {
      const auto c = static_cast<unsigned char>(text[i]);
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 0xF];
      ++i;
    } else {
      const std::uint32_t cp = decode(text, i, n);
      if (invisible(cp)) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
        out += buf;
      } else {
        out.append(text.substr(i, n));
      }
      i += n;
    }
    ++chars;
  }
  return out;
}

}  // namespace paipu
