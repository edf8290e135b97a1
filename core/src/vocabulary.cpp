#include "paipu/vocabulary.hpp"

#include <algorithm>
#include <boost/spirit/home/x3.hpp>
#include <unordered_map>

namespace paipu {

namespace x3 = boost::spirit::x3;

struct Vocabulary::Tables {
  // Longest match over every spelling of every piece; `*` is the unknown piece.
  x3::symbols<PieceId> pieces;
  // The same spellings for the slow path, when the longest match leads into a dead end.
  std::unordered_map<std::string, PieceId> spellings;
  std::size_t longest = 1;
  // A handful per variant: a linear scan over string_views beats hashing a fresh std::string per event.
  std::vector<std::pair<std::string, int>> verbs;

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
  }
  for (std::size_t i = 0; i < info.verbs.size(); ++i) {
    const auto& v = info.verbs[i];
    tables_->verbs.emplace_back(v.name, static_cast<int>(i));
    for (const auto& a : v.aliases) tables_->verbs.emplace_back(a, static_cast<int>(i));
  }
}

Vocabulary::~Vocabulary() = default;

namespace {

std::uint32_t code_points(const char* b, const char* e) {
  std::uint32_t n = 0;
  for (const char* q = b; q < e; ++q)
    if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80) ++n;
  return n;
}

}  // namespace

// Joined spellings can be read more than one way up to a point: 長三五 starts like 長三 (an alias
// of 長) but only 長 + 三五 reads to the end. Depth-first, longest spelling first, so the common
// case costs one pass and a dead end backs up to the last choice.
bool Vocabulary::split_slow(std::string_view rest, std::uint32_t cp, PieceSplit& out) const {
  if (rest.empty()) return true;
  for (std::size_t len = std::min(rest.size(), tables_->longest); len > 0; --len) {
    if (len < rest.size() && (static_cast<unsigned char>(rest[len]) & 0xC0) == 0x80) continue;
    auto it = tables_->spellings.find(std::string(rest.substr(0, len)));
    if (it == tables_->spellings.end()) continue;
    out.pieces.push_back(it->second);
    out.offsets.push_back(cp);
    if (split_slow(rest.substr(len), cp + code_points(rest.data(), rest.data() + len), out))
      return true;
    out.pieces.pop_back();
    out.offsets.pop_back();
  }
  out.error_at = std::max<int>(out.error_at, static_cast<int>(cp));
  return false;
}

PieceSplit Vocabulary::split(std::string_view token) const {
  PieceSplit out;
  split(token, out);
  return out;
}

void Vocabulary::split(std::string_view token, PieceSplit& out) const {
  split_longest(token, out);
  if (out.error_at < 0) return;
  PieceSplit slow;
  if (split_slow(token, 0, slow)) {
    slow.error_at = -1;
    out = std::move(slow);
  }
  // Otherwise the longest-match reading says best where the text stops making sense.
}

void Vocabulary::split_longest(std::string_view token, PieceSplit& out) const {
  out.pieces.clear();
  out.offsets.clear();
  out.error_at = -1;
  const char* first = token.data();
  const char* it = first;
  const char* last = first + token.size();
  std::uint32_t cp = 0;
  while (it != last) {
    PieceId id{};
    const char* before = it;
    if (!x3::parse(it, last, tables_->pieces, id)) {
      out.error_at = static_cast<int>(cp);
      return;
    }
    out.pieces.push_back(id);
    out.offsets.push_back(cp);
    for (const char* q = before; q < it; ++q)
      if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80) ++cp;
  }
}

int Vocabulary::verb(std::string_view word) const {
  for (const auto& [spelling, index] : tables_->verbs)
    if (spelling == word) return index;
  return -1;
}

const std::string& Vocabulary::piece_text(PieceId id, PieceStyle style) const {
  static const std::string unknown = "*";
  if (id == kUnknownPiece || id >= info_.pieces.size()) return unknown;
  const auto& p = info_.pieces[id];
  return style == PieceStyle::cjk ? p.name : p.code;
}

const char* seat_letter(int seat) {
  static const char* const letters[] = {"E", "S", "W", "N"};
  return seat >= 0 && seat < 4 ? letters[seat] : "?";
}

int seat_index(std::string_view letter, int seats) {
  for (int s = 0; s < seats && s < 4; ++s)
    if (letter == seat_letter(s)) return s;
  return -1;
}

}  // namespace paipu
