// Resolving an event line through a variant's vocabulary, and the diagnostics it writes when a
// line does not resolve. Internal to the replay (replay.cpp) and its repair search (recovery.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/record.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::detail {

// Where the replay's diagnostics go, with the record and hand they belong to.
struct Sink {
  const std::string& file;
  int record;
  int hand;
  Diagnostics& out;
  // A sink whose diagnostics are thrown away: messages (and their "did you mean" searches) are not
  // even composed.
  bool silent = false;

  void add(Severity sev, std::string code, SourcePos pos, std::string message, int step = -1) const;
};

// Where each resolved piece of a line was written: its byte offset in its token, and where each
// token's pieces end. Turned into a column only when a problem points at a piece.
struct PiecePlaces {
  std::vector<std::uint32_t> bytes;
  std::vector<std::size_t> arg_end;  // per token: the number of pieces up to its end

  void clear() {
    bytes.clear();
    arg_end.clear();
  }
  SourcePos position_of(const EventLine& line, std::size_t piece) const;
};

// Resolves a line into `e`, reusing its vectors; `places` receives where each resolved piece was
// written. Returns false (with a diagnostic) when the line does not resolve.
bool resolve(const Vocabulary& vocab, const EventLine& line, int seats, const Sink& sink, Event& e,
             PiecePlaces& places);

// The same without diagnostics and piece places: for a line resolved again after an error.
std::optional<Event> resolve_quietly(const Vocabulary& vocab, const EventLine& line, int seats);

// The line as its writer most likely meant it, when that differs from what was written: each
// invisible character an ordinary space where it stands for one (U+00A0, U+3000) and left out
// where it stands for nothing (U+200B), and a seat written in lower case (`e play 紅七`) in upper
// case. For the repair search, which tries it first.
std::optional<EventLine> respelt(const EventLine& line, int seats);

// Where piece `piece` of an event line was written (its verb when `piece` is -1 or out of range).
SourcePos piece_position(const EventLine& line, int piece, const Vocabulary& vocab, int seats);

bool parse_int(std::string_view s, long long& v);
std::string quoted(std::string_view text);

}  // namespace paipu::detail
