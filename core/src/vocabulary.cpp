#include "paipu/vocabulary.hpp"

#include <algorithm>
#include <array>
#include <boost/spirit/home/x3.hpp>
#include <cstring>
#include <limits>
#include <unordered_map>

#include "spelling_lookup.hpp"
#include "suggest.hpp"

namespace paipu {

namespace x3 = boost::spirit::x3;

struct Vocabulary::Tables {
  // Longest match over every spelling of every piece; `*` is the unknown piece.
  x3::symbols_parser<boost::spirit::char_encoding::standard, PieceId,
                     detail::SpellingLookup<PieceId>>
      pieces;
  // The same spellings for the slow path, when the longest match leads into a dead end.
  std::unordered_map<std::string, PieceId> spellings;
  std::size_t longest = 1;
  // Verbs and aliases, each a few bytes, found by their bytes packed into one word (with the
  // length) in an open-addressed table: one or two probes a line, where a scan of every spelling
  // (三打哈 has 20 with its aliases) cost a hundred instructions.
  struct Verb {
    std::uint64_t packed = 0;
    std::string spelling;
    int index = 0;
  };
  std::vector<Verb> verbs;
  std::vector<std::int32_t> verb_slots;  // an index into verbs, -1 for none; a power of two long
  std::size_t verb_shift = 64;
  std::size_t verb_slot(std::uint64_t packed) const {
    return verb_shift == 64 ? 0 : (packed * 0x9E3779B97F4A7C15ULL) >> verb_shift;
  }
  void index_verbs() {
    std::size_t size = 1, bits = 0;
    while (size < 2 * verbs.size()) size <<= 1, ++bits;
    verb_shift = 64 - bits;
    verb_slots.assign(size, -1);
    for (std::size_t i = 0; i < verbs.size(); ++i) {
      std::size_t at = verb_slot(verbs[i].packed);
      while (verb_slots[at] >= 0) at = (at + 1) & (size - 1);
      verb_slots[at] = static_cast<std::int32_t>(i);
    }
  }
  // Per piece (in VariantInfo order), each spelling and its code points, for closest_piece().
  struct Spelling {
    const std::string* text;
    std::u32string points;
  };
  std::vector<std::vector<Spelling>> piece_spellings;
  static std::uint64_t pack(std::string_view s) {
    std::uint64_t k = std::uint64_t{s.size()} << 56;
    for (std::size_t i = 0; i < s.size() && i < 7; ++i)
      k |= std::uint64_t{static_cast<unsigned char>(s[i])} << (8 * i);
    return k;
  }

  void add(const std::string& s, PieceId id) {
    pieces.add(s, id);
    spellings.emplace(s, id);
    longest = std::max(longest, s.size());
  }
};

Vocabulary::Vocabulary(const VariantInfo& info) : info_(info), tables_(std::make_unique<Tables>()) {
  tables_->add("*", kUnknownPiece);
  for (const auto& p : info.pieces) {
    tables_->add(p.code, p.id);
    tables_->add(p.name, p.id);
    for (const auto& a : p.aliases) tables_->add(a, p.id);
    auto& spellings = tables_->piece_spellings.emplace_back();
    for (const std::string* s : {&p.name, &p.code}) spellings.push_back({s, decode_utf8(*s)});
    for (const auto& a : p.aliases) spellings.push_back({&a, decode_utf8(a)});
  }
  for (std::size_t i = 0; i < info.verbs.size(); ++i) {
    const auto& v = info.verbs[i];
    const auto index = static_cast<int>(i);
    tables_->verbs.push_back(Tables::Verb{Tables::pack(v.name), v.name, index});
    for (const auto& a : v.aliases)
      tables_->verbs.push_back(Tables::Verb{Tables::pack(a), a, index});
  }
  tables_->index_verbs();
}

Vocabulary::~Vocabulary() = default;

std::uint32_t code_points(std::string_view text, std::size_t bytes) {
  std::uint32_t n = 0;
  for (std::size_t i = 0; i < bytes && i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++n;
  return n;
}

// Joined spellings can be read more than one way up to a point: 長三五 starts like 長三 (an alias
// of 長) but only 長 + 三五 reads to the end. Depth-first, longest spelling first, so the common
// case costs one pass and a dead end backs up to the last choice. `at` is the byte offset of
// `rest` in the token; error_at is kept in bytes here and turned into code points by split().
bool Vocabulary::split_slow(std::string_view rest, std::uint32_t at, PieceSplit& out) const {
  if (rest.empty()) return true;
  for (std::size_t len = std::min(rest.size(), tables_->longest); len > 0; --len) {
    if (len < rest.size() && (static_cast<unsigned char>(rest[len]) & 0xC0) == 0x80) continue;
    auto it = tables_->spellings.find(std::string(rest.substr(0, len)));
    if (it == tables_->spellings.end()) continue;
    out.pieces.push_back(it->second);
    out.offsets.push_back(at);
    if (split_slow(rest.substr(len), at + static_cast<std::uint32_t>(len), out)) return true;
    out.pieces.pop_back();
    out.offsets.pop_back();
  }
  out.error_at = std::max<int>(out.error_at, static_cast<int>(at));
  return false;
}

PieceSplit Vocabulary::split(std::string_view token) const {
  PieceSplit out;
  split(token, out);
  return out;
}

void Vocabulary::split(std::string_view token, PieceSplit& out) const {
  out.pieces.clear();
  out.offsets.clear();
  out.error_at = split_append(token, out.pieces, out.offsets);
}

int Vocabulary::split_append(std::string_view token, std::vector<PieceId>& pieces,
                             std::vector<std::uint32_t>& offsets) const {
  const std::size_t before = pieces.size();
  const int stop = split_longest(token, pieces, offsets);
  if (stop < 0) return -1;
  pieces.resize(before);
  offsets.resize(before);
  PieceSplit slow;
  if (split_slow(token, 0, slow)) {
    pieces.insert(pieces.end(), slow.pieces.begin(), slow.pieces.end());
    offsets.insert(offsets.end(), slow.offsets.begin(), slow.offsets.end());
    return -1;
  }
  // Otherwise the longest-match reading says best where the text stops making sense.
  return static_cast<int>(code_points(token, static_cast<std::size_t>(stop)));
}

int Vocabulary::split_longest(std::string_view token, std::vector<PieceId>& pieces,
                              std::vector<std::uint32_t>& offsets) const {
  const char* first = token.data();
  const char* it = first;
  const char* last = first + token.size();
  while (it != last) {
    PieceId id{};
    const auto at = static_cast<std::uint32_t>(it - first);
    if (!x3::parse(it, last, tables_->pieces, id)) return static_cast<int>(at);
    pieces.push_back(id);
    offsets.push_back(at);
  }
  return -1;
}

int Vocabulary::verb(std::string_view word) const {
  const Tables& t = *tables_;
  if (t.verbs.empty()) return -1;
  const std::uint64_t packed = Tables::pack(word);
  const std::size_t mask = t.verb_slots.size() - 1;
  for (std::size_t at = t.verb_slot(packed);; at = (at + 1) & mask) {
    const std::int32_t i = t.verb_slots[at];
    if (i < 0) return -1;
    const Tables::Verb& v = t.verbs[static_cast<std::size_t>(i)];
    if (v.packed == packed && (word.size() <= 7 || v.spelling == word)) return v.index;
  }
}

const std::string& Vocabulary::piece_text(PieceId id, PieceStyle style) const {
  static const std::string unknown = "*";
  if (id == kUnknownPiece || id >= info_.pieces.size()) return unknown;
  const auto& p = info_.pieces[id];
  return style == PieceStyle::cjk ? p.name : p.code;
}

std::string Vocabulary::closest_verb(std::string_view word) const {
  std::vector<std::string> spellings{"result"};
  for (const auto& v : info_.verbs) {
    spellings.push_back(v.name);
    spellings.insert(spellings.end(), v.aliases.begin(), v.aliases.end());
  }
  return closest(word, spellings);
}

std::string Vocabulary::closest_piece(std::string_view rest) const {
  // Only a prefix one character longer than the longest spelling is ever compared: decoding the
  // rest of a huge token would cost its whole length.
  const std::u32string text =
      decode_utf8(rest.substr(0, std::min(rest.size(), 4 * (tables_->longest + 2))));
  if (text.empty()) return {};
  // Per piece, its spelling nearest to a prefix of `rest` one character shorter than the spelling,
  // as long, or one longer; the piece is suggested when it alone is nearest.
  std::size_t best = std::numeric_limits<std::size_t>::max();
  std::vector<const Tables::Spelling*> tied;  // the nearest spelling of each piece at `best`
  for (const auto& spellings : tables_->piece_spellings) {
    std::size_t piece_best = std::numeric_limits<std::size_t>::max();
    const Tables::Spelling* pick = nullptr;
    for (const Tables::Spelling& s : spellings) {
      const std::size_t n = s.points.size();
      if (n == 0) continue;
      for (std::size_t m = n > 1 ? n - 1 : 1; m <= n + 1 && m <= text.size(); ++m) {
        const std::size_t d = edit_distance(std::u32string_view(text).substr(0, m), s.points);
        if (d < n && d <= suggestion_limit(n) && d < piece_best) {
          piece_best = d;
          pick = &s;
        }
      }
    }
    if (pick == nullptr) continue;
    if (piece_best < best) {
      best = piece_best;
      tied.assign(1, pick);
    } else if (piece_best == best) {
      tied.push_back(pick);
    }
  }
  if (tied.size() == 1) return *tied.front()->text;
  // A tie is broken only by a single candidate that starts with the same character as `rest`.
  const Tables::Spelling* same_first = nullptr;
  for (const Tables::Spelling* s : tied) {
    if (s->points.front() != text.front()) continue;
    if (same_first != nullptr) return {};
    same_first = s;
  }
  return same_first != nullptr ? *same_first->text : std::string();
}

const char* seat_letter(int seat) {
  static const char* const letters[] = {"E", "S", "W", "N"};
  return seat >= 0 && seat < 4 ? letters[seat] : "?";
}

int seat_index(std::string_view letter, int seats) {
  // A table, not a switch: the seat changes every line, so a branch on it would mispredict.
  static constexpr auto kSeat = [] {
    std::array<std::int8_t, 256> t{};
    t.fill(-1);
    t['E'] = 0;
    t['S'] = 1;
    t['W'] = 2;
    t['N'] = 3;
    return t;
  }();
  if (letter.size() != 1) return -1;
  const int s = kSeat[static_cast<unsigned char>(letter[0])];
  return s < seats ? s : -1;
}

}  // namespace paipu
