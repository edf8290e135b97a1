// The grammar's sink for a hand: arranges tokens, comments and tags into the Hand as the lexer
// reports them, a line at a time, instead of listing lexemes and arranging them in a second pass.
// A line's tokens wait in a small buffer until the line ends, when it is known what they are; the
// strings and vectors a previous hand left in the Hand are filled in place.
//
// A hand is its `hand` line (the first line with a token or a tag; its first token is `hand`, the
// rest the label), tag lines up to the first event, then event lines
// `[SEAT] VERB ARG... [GLYPH]`. A line's comments belong to its event; on a line without tokens,
// to the event before (or to the hand). The first misplaced tag or lone seat is kept as the
// error, and the rest of the hand is only lexed: a lexical error further on is the one reported.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "lexeme.hpp"
#include "paipu/record.hpp"
#include "paipu/source.hpp"
#include "scratch.hpp"
#include "text.hpp"

namespace paipu::notation::detail {

class HandBuilder : public LexState {
 public:
  struct Error {
    SourcePos pos;
    std::string code;
    std::string message;
  };

  HandBuilder(Hand& out, std::uint32_t first_line, HandScratch& scratch);

  // The sink calls (lexeme.hpp). token() is the hot one, inline.
  void token(std::uint32_t at_line, std::uint32_t at_col, const char* b, const char* e) {
    if (at_line != line_) new_line(at_line);
    if (ntoks_ == toks_cap_) more_toks();
    toks_[ntoks_++] = LineToken{b, static_cast<std::uint32_t>(e - b), at_col};
  }
  void comment(Lexeme::Kind kind, const char* start, const char* b, const char* e);
  void tag(const char* start, const char* b, const char* e);
  void tag_value(const char* b, const char* e);

  // Ends the last line and hands spare event lines back to the scratch. Returns the first
  // arrangement error, if there was one.
  std::optional<Error> finish();

 private:
  enum class Where : std::uint8_t { before_hand, hand_line, events, stopped };

  SourcePos pos(std::uint32_t col) const { return SourcePos{line_no_, col}; }
  void new_line(std::uint32_t at_line);
  void end_line();
  void end_hand_line();
  void misplaced_tag();
  void end_event();
  void end_glyph(EventLine& ev, std::size_t k, std::size_t& end);
  void more_toks();
  void fail(SourcePos where, std::string code, std::string message);
  EventLine& take_event();
  void take_pending(std::vector<Comment>& to);

  Hand& out_;
  HandScratch& scratch_;
  std::uint32_t first_line_;
  Where where_ = Where::before_hand;
  // The line being arranged (0-based in the chunk, as the lexer counts; line_no_ in the file),
  // its tokens so far, and its first tag.
  std::uint32_t line_ = UINT32_MAX;
  std::uint32_t line_no_ = 0;
  LineToken* toks_;
  std::size_t ntoks_ = 0;
  std::size_t toks_cap_;
  bool tag_on_line_ = false;
  bool tag_taken_ = false;  // the last tag went into the hand, so its value goes there too
  SourcePos tag_pos_;
  std::size_t tag_index_ = 0;  // in out_.tags, of the line's first tag
  std::size_t used_ = 0;       // event lines filled; out_.events may hold more from a previous hand
  std::optional<Error> error_;
};

}  // namespace paipu::notation::detail
