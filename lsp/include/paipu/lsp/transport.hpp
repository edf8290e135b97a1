// JSON-RPC framing over a byte stream, as the Language Server Protocol has it: header lines
// ("Content-Length: N"), a blank line, then N bytes of JSON.
#pragma once

#include <cstddef>
#include <istream>
#include <ostream>
#include <string>

namespace paipu::lsp {

// The largest body read (a larger one is refused, its bytes skipped) and the longest header line
// kept: a client that sends more never makes the server hold more. Twice the largest document
// checked (kMaxDocument), for its escapes; nlohmann/json reads a string some tens of MB a second,
// so a 100 MB message would hold the server for seconds before it could tell it is too large.
inline constexpr std::size_t kMaxBody = std::size_t{32} << 20;
inline constexpr std::size_t kMaxHeaderLine = 4096;

struct Frame {
  enum class Kind {
    message,    // `body` holds one message
    bad_frame,  // headers that give no usable length (`error` says why); the reader goes on
    too_large,  // a body over kMaxBody, skipped unread (`error` says so); the reader goes on
    end,        // end of input between messages
    cut,        // end of input inside a message: the client went away mid-message
  };
  Kind kind = Kind::end;
  std::string body;
  std::string error;
};

// Reads the next frame. Never reads past the body it announces, and never keeps more than
// kMaxHeaderLine bytes of a header line or kMaxBody bytes of a body.
Frame read_frame(std::istream& in);

// Writes one message with its header, and flushes.
void write_frame(std::ostream& out, const std::string& body);

}  // namespace paipu::lsp
