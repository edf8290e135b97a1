// Streaming: splits the input into record headers and hands at line starts, and parses each.
#include <algorithm>
#include <array>
#include <cstring>
#include <sstream>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "encoding.hpp"
#include "paipu/notation/parse.hpp"
#include "scratch.hpp"

namespace paipu::notation {

namespace {

// Byte tests rather than substring compares: these run on every line of every file.
bool ideographic_space_at(std::string_view s, std::size_t i) {
  return s.size() >= i + 3 && s[i] == '\xE3' && s[i + 1] == '\x80' && s[i + 2] == '\x80';
}

std::string_view trim_left(std::string_view s) {
  for (;;) {
    if (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
      s.remove_prefix(1);
    else if (ideographic_space_at(s, 0))
      s.remove_prefix(3);
    else
      return s;
  }
}

bool starts_hand(std::string_view line) {
  line = trim_left(line);
  if (line.size() < 4 || line[0] != 'h' || line.compare(0, 4, "hand") != 0) return false;
  return line.size() == 4 || line[4] == ' ' || line[4] == '\t' || line[4] == '\r' ||
         line[4] == '{' || line[4] == ';' || ideographic_space_at(line, 4);
}

bool starts_variant(std::string_view line) {
  line = trim_left(line);
  if (line.empty() || line.front() != '[') return false;
  line = trim_left(line.substr(1));
  if (line.size() < 8 || line[0] != 'V' || line.compare(0, 7, "Variant") != 0) return false;
  return line[7] == ' ' || line[7] == '\t' || ideographic_space_at(line, 7);
}

enum class LineKind { blank, tag, comment, other };

LineKind classify(std::string_view line) {
  line = trim_left(line);
  if (line.empty() || line == "\r") return LineKind::blank;
  if (line.front() == '[') return LineKind::tag;
  if (line.front() == '{' || line.front() == ';') return LineKind::comment;
  return LineKind::other;
}

// The first bytes of a line that the tests above can tell apart from an event's: blanks (trimmed
// first), '\r', '[', '{', ';' and the 'h' of `hand`. A line starting with any other byte is an
// event line or text that belongs to the chunk: most lines, decided without those tests.
constexpr std::array<bool, 256> make_plain_starts() {
  std::array<bool, 256> t{};
  t.fill(true);
  for (unsigned char c : {' ', '\t', '\r', '\n', '[', '{', ';', 'h', '\xE3'}) t[c] = false;
  return t;
}
constexpr std::array<bool, 256> kPlainStart = make_plain_starts();

// Whether a block comment is open at the end of a line that holds a brace, so that `[` inside a
// comment does not start a record. Tag values and line comments are skipped.
bool scan_comment_state(std::string_view line, bool in_comment) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (in_comment) {
      if (c == '}') in_comment = false;
    } else if (c == '{') {
      in_comment = true;
    } else if (c == ';') {
      break;
    } else if (c == '"') {
      auto q = i + 1;
      while (q < line.size() && line[q] != '"') q += line[q] == '\\' ? 2 : 1;
      if (q >= line.size()) break;
      i = q;
    }
  }
  return in_comment;
}

}  // namespace

Reader::Reader(std::istream& in, std::string file, std::size_t block)
    : in_(in),
      file_(std::move(file)),
      block_(std::max<std::size_t>(block, 16)),
      scratch_(std::make_unique<detail::HandScratch>()) {}

Reader::Reader(std::istream& in, std::string file, const ReaderStart& start, std::size_t block)
    : Reader(in, std::move(file), block) {
  base_ = start.offset;  // a byte-order mark is looked for only at offset 0
  next_line_ = start.line;
  record_ = start.record;
  hand_ = start.hand;
}

Reader::~Reader() = default;

// The index of the '\n' that ends the line starting at `from`, if the buffer holds it.
std::size_t Reader::buffered_line_end(std::size_t from) const {
  const void* nl = from < size_ ? std::memchr(buf_.get() + from, '\n', size_ - from) : nullptr;
  return nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - buf_.get()) : npos;
}

// Makes sure a whole line starting at `from` is in the buffer; returns the index of its '\n' (or
// the buffer's end at the end of input). May move the buffer's contents: indexes before `keep` are
// dropped and `keep` and `from` are shifted to match.
std::size_t Reader::line_end(std::size_t& keep, std::size_t& from) {
  // Bytes from `from` up to `searched` hold no line break: each block read is searched once, so a
  // line of 100 MB read in small blocks costs its length, not its length times the blocks.
  std::size_t searched = from;
  for (;;) {
    if (const std::size_t nl = buffered_line_end(searched); nl != npos) return nl;
    if (eof_) return size_;
    searched = size_;
    if (keep > 0) {
      std::memmove(buf_.get(), buf_.get() + keep, size_ - keep);
      size_ -= keep;
      base_ += keep;
      from -= keep;
      searched -= keep;
      keep = 0;
    }
    const std::size_t old = size_;
    const std::size_t kBlock = block_;
    if (capacity_ - size_ < kBlock) {
      capacity_ = std::max(2 * capacity_, size_ + kBlock);
      auto bigger = std::make_unique_for_overwrite<char[]>(capacity_);
      if (size_ > 0) std::memcpy(bigger.get(), buf_.get(), size_);
      buf_ = std::move(bigger);
    }
    in_.read(buf_.get() + old, static_cast<std::streamsize>(kBlock));
    const auto got = static_cast<std::size_t>(in_.gcount());
    size_ += got;
    bytes_ += got;
    if (got < kBlock) eof_ = true;
    if (base_ == 0 && old == 0 && size_ >= 3 && std::memcmp(buf_.get(), "\xEF\xBB\xBF", 3) == 0) {
      std::memmove(buf_.get(), buf_.get() + 3, size_ - 3);  // a byte-order mark
      size_ -= 3;
      base_ = 3;
    }
  }
}

// Skips plain lines (that start with a byte kPlainStart passes) from `line`, which is one, up to
// `limit`: returns the start of the first line that is not plain or that reaches `limit`, and adds
// the line breaks passed to `lines`. Most of a hand is plain lines; sixteen bytes are searched for
// line breaks at a time, where a call to memchr per line would cost more than the search.
std::size_t Reader::skip_plain_lines(std::size_t line, std::size_t limit,
                                     std::uint32_t& lines) const {
  const char* const buf = buf_.get();
  std::size_t i = line;
#if defined(__SSE2__)
  const __m128i breaks = _mm_set1_epi8('\n');
  for (; i + 16 <= limit; i += 16) {
    const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(buf + i));
    for (auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(block, breaks)));
         mask != 0; mask &= mask - 1) {
      ++lines;
      line = i + static_cast<std::size_t>(__builtin_ctz(mask)) + 1;
      if (line >= limit || !kPlainStart[static_cast<unsigned char>(buf[line])]) return line;
    }
  }
#endif
  for (; i < limit; ++i) {
    if (buf[i] != '\n') continue;
    ++lines;
    line = i + 1;
    if (line >= limit || !kPlainStart[static_cast<unsigned char>(buf[line])]) return line;
  }
  return line;
}

// Whether buf_[from, to) holds `c`. Most text holds no brace at all, so the search runs on to the
// end of the buffer and remembers what it found: later lines before that point need no search, nor
// a call (next() tests found.at first).
bool Reader::holds(Found& found, char c, std::size_t from, std::size_t to) {
  const std::uint64_t a = base_ + from;
  if (!found.hit || found.at < a) {
    // Without a hit, nothing before found.at needs a second look.
    const std::size_t start = !found.hit && found.at > a ? found.at - base_ : from;
    const void* p = std::memchr(buf_.get() + start, c, size_ - start);
    found.hit = p != nullptr;
    found.at =
        base_ + (p ? static_cast<std::size_t>(static_cast<const char*>(p) - buf_.get()) : size_);
  }
  return found.hit && found.at < base_ + to;
}

bool Reader::next(Item& item, Diagnostics& diags) {
  // Skip blank lines between chunks; they belong to no one.
  std::size_t end = 0;
  for (;;) {
    if (eof_ && pos_ >= size_) return false;
    end = line_end(pos_, pos_);
    if (pos_ >= size_) return false;
    if (classify(buffered().substr(pos_, end - pos_)) != LineKind::blank) break;
    pos_ = end + 1;
    ++next_line_;
  }
  std::size_t chunk = pos_;
  const std::uint32_t first_line = next_line_;
  const bool is_hand = starts_hand(buffered().substr(chunk, end - chunk));
  bool in_comment = false;
  bool seen_event = false;
  bool has_variant = !is_hand && starts_variant(buffered().substr(chunk, end - chunk));
  std::size_t line = chunk;
  // A tag line after a hand's first event ends the hand only when it heads the next record: tag,
  // comment and blank lines from it down to a [Variant] line. Otherwise it stays in the hand, to be
  // reported there as a misplaced tag (P006) instead of opening a record without [Variant].
  // `stays_until` is where a look ahead stopped, so that a run of tags is looked through once.
  std::uint64_t stays_until = 0;
  const auto opens_record = [&] {
    if (base_ + line < stays_until) return false;
    const std::uint64_t at_line = base_ + line;
    const std::uint64_t at_end = base_ + end;
    bool comment = scan_comment_state(buffered().substr(line, end - line), false);
    bool heads = false;
    std::size_t at = end + 1;
    for (;;) {
      const std::size_t e = line_end(chunk, at);  // may move the buffer
      if (at >= size_) break;
      const std::string_view t = buffered().substr(at, e - at);
      heads = starts_variant(t);
      if (heads || starts_hand(t) || (!comment && classify(t) == LineKind::other)) break;
      comment = scan_comment_state(t, comment);
      at = e + 1;
    }
    stays_until = base_ + at;
    line = static_cast<std::size_t>(at_line - base_);
    end = static_cast<std::size_t>(at_end - base_);
    return heads;
  };
  for (bool first = true;; first = false) {
    if (!first) {
      if (line < size_ && kPlainStart[static_cast<unsigned char>(buf_[line])]) {
        // A run of plain lines before the next brace that matters: nothing in them but a hand's
        // first event can change what the chunk is.
        const Found& brace = in_comment ? close_brace_ : open_brace_;
        const std::size_t limit =
            brace.at > base_ + line ? std::min<std::uint64_t>(size_, brace.at - base_) : line;
        std::uint32_t lines = 0;
        line = skip_plain_lines(line, limit, lines);
        next_line_ += lines;
        if (lines > 0 && is_hand && !in_comment) seen_event = true;
      }
      end = buffered_line_end(line);
      if (end == npos) end = line_end(chunk, line);
      if (line >= size_) break;
      if (line < end && kPlainStart[static_cast<unsigned char>(buf_[line])]) {
        // An event line, or other text: only a hand's first event matters here.
        if (is_hand && !in_comment) seen_event = true;
      } else {
        const std::string_view text = buffered().substr(line, end - line);
        const LineKind kind = classify(text);
        const bool variant = starts_variant(text);
        // Tags and comments above [Variant] belong to the record it opens; a second [Variant] opens
        // another.
        if (starts_hand(text) || (variant && (is_hand || has_variant)) ||
            (is_hand && seen_event && !in_comment && kind == LineKind::tag && opens_record()))
          break;
        has_variant = has_variant || variant;
        if (is_hand && !in_comment && kind == LineKind::other) seen_event = true;
      }
    }
    // A brace known to be further on (the common case) needs no call.
    Found& brace = in_comment ? close_brace_ : open_brace_;
    if (brace.at < base_ + end && holds(brace, in_comment ? '}' : '{', line, end))
      in_comment = scan_comment_state(buffered().substr(line, end - line), in_comment);
    ++next_line_;
    line = std::min(end + 1, size_);
  }
  pos_ = line;
  std::string_view text = buffered().substr(chunk, line - chunk);
  const std::size_t before = diags.size();
  const std::size_t raw_length = text.size();  // check_utf8 may make `text` a longer copy
  check_utf8(text, chunk, first_line, diags);

  item.kind = is_hand ? Item::Kind::hand : Item::Kind::record;
  item.ok = true;
  item.offset = base_ + chunk;
  item.length = raw_length;
  item.first_line = first_line;
  if (is_hand) {
    if (record_ < 0) {
      // Hands before any tags: an implicit record with no tags, so the replay can say what is
      // missing.
      record_ = 0;
      hand_ = -1;
    }
    item.record = record_;
    item.hand = ++hand_;
    item.ok = detail::parse_hand(text, first_line, file_, item.body, diags, *scratch_);
    if (!item.ok) {
      Diagnostic d;
      d.severity = Severity::note;
      d.code = "P009";
      d.file = file_;
      d.pos = SourcePos{first_line, 1};
      d.message = "hand " + std::to_string(item.hand + 1) + " of record " +
                  std::to_string(item.record + 1) +
                  " was skipped because of the syntax error above";
      diags.push_back(std::move(d));
    }
  } else {
    item.record = ++record_;
    item.hand = -1;
    hand_ = -1;
    item.header = Record{};
    item.ok = parse_record_header(text, first_line, file_, item.header, diags);
  }
  for (std::size_t i = before; i < diags.size(); ++i) {
    diags[i].record = item.record;
    diags[i].hand = item.hand;
  }
  return true;
}

// Invalid UTF-8 in the chunk `text` (at buf_[chunk]): the first in the file is reported, with a
// guess at the file's encoding; `text` is then a copy with every invalid byte replaced by U+FFFD.
void Reader::check_utf8(std::string_view& text, std::size_t chunk, std::uint32_t first_line,
                        Diagnostics& diags) {
  const std::size_t bad = detail::first_invalid_utf8(text);
  if (bad == npos) return;
  if (!bad_bytes_reported_) {
    bad_bytes_reported_ = true;
    const detail::EncodingGuess guess =
        detail::guess_encoding(buffered().substr(chunk + bad), base_ + chunk + bad == 0);
    double_byte_ = guess.double_byte;
    // The bytes that cannot be read: the run of invalid ones, up to four.
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string bytes;
    std::size_t n = 0;
    for (std::size_t i = bad; i < text.size() && n < 4; ++i, ++n) {
      if (n > 0 && text[i] != '\0' && utf8_sequence_length(text, i) != 0) break;
      const auto b = static_cast<unsigned char>(text[i]);
      if (n > 0) bytes += ' ';
      bytes += hex[b >> 4];
      bytes += hex[b & 0xF];
    }
    const std::size_t line_start = text.rfind('\n', bad == 0 ? 0 : bad - 1);
    const std::size_t from = line_start == npos || line_start >= bad ? 0 : line_start + 1;
    std::uint32_t line = first_line;
    for (std::size_t i = 0; i < from; ++i) line += text[i] == '\n';
    Diagnostic d;
    d.code = "P010";
    d.file = file_;
    d.pos = SourcePos{line, column_of(text.data() + from, text.data() + bad)};
    const std::string name = file_.empty() || file_ == "<stdin>" ? std::string("FILE") : file_;
    d.message = std::string("not UTF-8: byte") + (n > 1 ? "s " : " ") + bytes +
                " cannot be read as UTF-8 text; the file looks like " + guess.name +
                ": convert it with `iconv -f " + guess.iconv + " -t UTF-8 " + name + " > " + name +
                ".utf8`. This and any later invalid bytes are read as U+FFFD";
    diags.push_back(std::move(d));
  }
  clean_ = detail::replace_invalid_utf8(text, double_byte_);
  text = clean_;
}

std::vector<Record> parse_string(std::string_view text, const std::string& file,
                                 Diagnostics& diags) {
  std::istringstream in{std::string(text)};
  Reader reader(in, file);
  std::vector<Record> records;
  Item item;
  while (reader.next(item, diags)) {
    if (item.kind == Item::Kind::record) {
      records.push_back(std::move(item.header));
    } else {
      if (records.empty()) records.emplace_back();
      if (item.ok) records.back().hands.push_back(std::move(item.body));
    }
  }
  return records;
}

}  // namespace paipu::notation
