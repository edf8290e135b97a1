#include "paipu/lsp/transport.hpp"

#include <cctype>
#include <charconv>
#include <string_view>

namespace paipu::lsp {

namespace {

enum class Line { ok, too_long, end };

// One header line without its CR LF; a longer one than kMaxHeaderLine is read to its end and
// dropped.
Line header_line(std::istream& in, std::string& line) {
  line.clear();
  bool too_long = false;
  char buf[4096];
  for (;;) {
    in.get(buf, sizeof buf, '\n');  // up to the '\n', which it leaves; failbit when it read none
    const auto n = static_cast<std::size_t>(in.gcount());
    if (line.size() + n <= kMaxHeaderLine)
      line.append(buf, n);
    else
      too_long = true;
    if (in.eof()) return Line::end;
    in.clear();
    if (in.peek() == '\n') {
      in.ignore(1);
      break;
    }
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return too_long ? Line::too_long : Line::ok;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

Frame read_frame(std::istream& in) {
  Frame f;
  std::string line;
  bool any = false, has_length = false;
  std::size_t length = 0;
  std::string error;
  for (;;) {
    const Line got = header_line(in, line);
    if (got == Line::end) {
      f.kind = any || !line.empty() ? Frame::Kind::cut : Frame::Kind::end;
      return f;
    }
    if (got == Line::too_long) {
      error = "a header line longer than " + std::to_string(kMaxHeaderLine) + " bytes";
      any = true;
      continue;
    }
    if (line.empty()) {
      if (!any) continue;  // blank lines between messages
      break;
    }
    any = true;
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos) {
      error = "a header line without ':'";
      continue;
    }
    if (!equals_ignoring_case(trimmed(std::string_view(line).substr(0, colon)), "Content-Length"))
      continue;  // Content-Type and any other header are not needed
    const std::string_view value = trimmed(std::string_view(line).substr(colon + 1));
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), length);
    if (ec != std::errc() || end != value.data() + value.size() || value.empty()) {
      error = "Content-Length is not a number";
      continue;
    }
    has_length = true;
  }
  if (!has_length) {
    f.kind = Frame::Kind::bad_frame;
    f.error = error.empty() ? "no Content-Length header" : error;
    return f;
  }
  // A body that is refused is still skipped by its length, so that the next message is found.
  if (!error.empty() || length > kMaxBody) {
    in.ignore(static_cast<std::streamsize>(length));
    if (static_cast<std::size_t>(in.gcount()) < length) {
      f.kind = Frame::Kind::cut;
      return f;
    }
    f.kind = error.empty() ? Frame::Kind::too_large : Frame::Kind::bad_frame;
    f.error = !error.empty() ? error
                             : "a message of " + std::to_string(length) + " bytes; the most is " +
                                   std::to_string(kMaxBody);
    return f;
  }
  f.body.resize(length);
  in.read(f.body.data(), static_cast<std::streamsize>(length));
  if (static_cast<std::size_t>(in.gcount()) < length) {
    f.kind = Frame::Kind::cut;
    f.body.clear();
    return f;
  }
  f.kind = Frame::Kind::message;
  return f;
}

void write_frame(std::ostream& out, const std::string& body) {
  out << "Content-Length: " << body.size() << "\r\n\r\n" << body;
  out.flush();
}

}  // namespace paipu::lsp
