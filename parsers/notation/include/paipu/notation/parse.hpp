// The paipu notation reader. It splits the input into record headers and hands at line starts, so a
// syntax error costs at most the hand it sits in, and it streams: memory stays flat in file size.
// Grammar: docs/notation.md.
#pragma once

#include <istream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/record.hpp"
#include "paipu/source.hpp"

namespace paipu::notation {

namespace detail {
struct HandScratch;
}

// One unit of a file: a record's header (its tags and comments, no hands) or one hand of that
// record.
struct Item {
  enum class Kind { record, hand };
  Kind kind = Kind::record;
  int record = -1;           // 0-based record index in the file
  int hand = -1;             // 0-based hand index in its record (Kind::hand)
  bool ok = true;            // false: a syntax error; the hand was skipped and diagnostics say why
  std::uint64_t offset = 0;  // byte offset of the chunk in the input
  std::uint64_t length = 0;  // its length in bytes
  std::uint32_t first_line = 0;  // its first line number
  Record header;                 // Kind::record
  Hand body;                     // Kind::hand
};

// Where a reader starts: the top of the input, or (for a caller that re-reads a file from an item
// it read before, as the language server does after an edit) that item's offset and first line and
// the indices of the record and hand before it. Invalid bytes before the start are not known to a
// reader that starts there: it reports the first one it meets as the file's first (P010).
struct ReaderStart {
  std::uint64_t offset = 0;
  std::uint32_t line = 1;
  int record = -1;
  int hand = -1;
};

class Reader {
 public:
  // `block`: bytes asked of `in` per read (the buffer grows by as much when a chunk needs more).
  // The fuzz targets pass a small one; values under 16 are taken as 16.
  static constexpr std::size_t kDefaultBlock = std::size_t{1} << 20;
  Reader(std::istream& in, std::string file, std::size_t block = kDefaultBlock);
  // `in` holds the input from `start.offset` on.
  Reader(std::istream& in, std::string file, const ReaderStart& start,
         std::size_t block = kDefaultBlock);
  ~Reader();
  // Reads the next item. Returns false at the end of input. Diagnostics for this item are appended.
  bool next(Item& item, Diagnostics& diags);
  const std::string& file() const { return file_; }
  std::uint64_t bytes_read() const { return bytes_; }

 private:
  // Where the next '{' or '}' is (at: an offset in the input), or that there is none before `at`.
  struct Found {
    bool hit = false;
    std::uint64_t at = 0;
  };
  static constexpr std::size_t npos = std::string_view::npos;
  std::size_t buffered_line_end(std::size_t from) const;
  std::size_t line_end(std::size_t& keep, std::size_t& from);
  std::size_t skip_plain_lines(std::size_t line, std::size_t limit, std::uint32_t& lines) const;
  bool holds(Found& found, char c, std::size_t from, std::size_t to);
  std::istream& in_;
  std::string file_;
  std::size_t block_;
  std::string_view buffered() const { return {buf_.get(), size_}; }
  // Input read but not yet consumed, from pos_: size_ bytes. Not a std::string, which would zero
  // each block before reading into it.
  std::unique_ptr<char[]> buf_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
  std::size_t pos_ = 0;
  std::uint64_t base_ = 0;  // input offset of buf_[0]
  bool eof_ = false;
  std::uint32_t next_line_ = 1;
  std::uint64_t bytes_ = 0;
  int record_ = -1;
  int hand_ = -1;
  Found open_brace_;
  Found close_brace_;
  std::unique_ptr<detail::HandScratch> scratch_;  // kept from hand to hand
  // Bytes that are not UTF-8: the first is reported (P010), each is parsed as U+FFFD.
  bool bad_bytes_reported_ = false;
  bool double_byte_ = false;  // the guess was GBK, Big5 or Shift_JIS
  std::string clean_;         // the current chunk with its invalid bytes replaced
  void check_utf8(std::string_view& text, std::size_t chunk, std::uint32_t first_line,
                  Diagnostics& diags);
};

// Parses one chunk of text. `first_line` is the line number of the chunk's first line. Used by
// Reader; exposed for tests and for the benchmark's parse-only mode.
bool parse_record_header(std::string_view text, std::uint32_t first_line, const std::string& file,
                         Record& out, Diagnostics& diags);
bool parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file, Hand& out,
                Diagnostics& diags);

// Reads a whole text into records (hands attached to their records). Hands with syntax errors are
// left out and reported in `diags`.
std::vector<Record> parse_string(std::string_view text, const std::string& file,
                                 Diagnostics& diags);

// Code points between `line_start` and `p`, plus one: the 1-based column of `p`.
std::uint32_t column_of(const char* line_start, const char* p);

}  // namespace paipu::notation
