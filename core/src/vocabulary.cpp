#include "paipu/vocabulary.hpp"

#include <boost/spirit/home/x3.hpp>
#include <unordered_map>

namespace paipu {

namespace x3 = boost::spirit::x3;

struct Vocabulary::Tables {
  // Longest match over every spelling of every piece; `*` is the unknown piece.
  x3::symbols<PieceId> pieces;
  std::unordered_map<std::string, int> verbs;
};

Vocabulary::Vocabulary(const VariantInfo& info) : info_(info), tables_(std::make_unique<Tables>()) {
  tables_->pieces.add("*", kUnknownPiece);
  for (const auto& p : info.pieces) {
    tables_->pieces.add(p.code, p.id);
    tables_->pieces.add(p.name, p.id);
    for (const auto& a : p.aliases) tables_->pieces.add(a, p.id);
  }
  for (std::size_t i = 0; i < info.verbs.size(); ++i) {
    const auto& v = info.verbs[i];
    tables_->verbs.emplace(v.name, static_cast<int>(i));
    for (const auto& a : v.aliases) tables_->verbs.emplace(a, static_cast<int>(i));
  }
}

Vocabulary::~Vocabulary() = default;

PieceSplit Vocabulary::split(std::string_view token) const {
  PieceSplit out;
  const char* first = token.data();
  const char* it = first;
  const char* last = first + token.size();
  std::uint32_t cp = 0;
  while (it != last) {
    PieceId id{};
    const char* before = it;
    if (!x3::parse(it, last, tables_->pieces, id)) {
      out.error_at = static_cast<int>(cp);
      return out;
    }
    out.pieces.push_back(id);
    out.offsets.push_back(cp);
    for (const char* q = before; q < it; ++q)
      if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80) ++cp;
  }
  return out;
}

int Vocabulary::verb(std::string_view word) const {
  auto it = tables_->verbs.find(std::string(word));
  return it == tables_->verbs.end() ? -1 : it->second;
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
