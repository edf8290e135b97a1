#include "combos.hpp"

#include <algorithm>
#include <array>
#include <span>

#include "pieces.hpp"

namespace paipu::daqizi {

namespace {

std::string repeat(const char* name, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += name;
  return out;
}

std::vector<Piece> pieces_of(const std::vector<PieceId>& ids) {
  std::vector<Piece> out;
  out.reserve(ids.size());
  for (PieceId p : ids) out.push_back(piece(p));
  std::sort(out.begin(), out.end());
  return out;
}

bool one_colour(std::span<const Piece> ps) {
  return std::all_of(ps.begin(), ps.end(),
                     [&](Piece p) { return colour_of(p) == colour_of(ps.front()); });
}

bool all_soldiers(std::span<const Piece> ps) {
  return std::all_of(ps.begin(), ps.end(), [](Piece p) { return type_of(p) == Type::soldier; });
}

// The first type of the sequence the three types make (general for 帥仕相/將士象, chariot for
// 俥傌炮/車馬砲), or soldier when they make none. `ps` is sorted, so its types are in order.
Type sequence_head(std::span<const Piece> ps) {
  const Type a = type_of(ps[0]), b = type_of(ps[1]), c = type_of(ps[2]);
  if (a == Type::general && b == Type::advisor && c == Type::elephant) return Type::general;
  if (a == Type::chariot && b == Type::horse && c == Type::cannon) return Type::chariot;
  return Type::soldier;
}

// Red above black; a mixed group (allowed only by mixed_colours=as_black) counts as black.
int colour_strength(std::span<const Piece> ps) {
  return one_colour(ps) && colour_of(ps.front()) == Colour::red ? 2 : 1;
}

}  // namespace

Combo classify(const std::vector<PieceId>& ids, const Options& o) {
  if (ids.empty() || ids.size() > 5) return {};
  std::array<Piece, 5> held{};
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] >= kKinds) return {};
    held[i] = piece(ids[i]);
  }
  const std::span<Piece> ps(held.data(), ids.size());
  trick::sort_few(ps);
  const bool mixed_ok = one_colour(ps) || o.mixed_colours == MixedColours::as_black;
  switch (ps.size()) {
    case 1:
      return {Cls::single, single_strength(ps[0])};
    case 2:
      // [B]: 「同じ漢字、色の2枚」: same piece, same colour. Only one general of each colour
      // exists.
      if (ps[0] == ps[1] && copies(ps[0]) >= 2) return {Cls::pair, single_strength(ps[0])};
      return {};
    case 3: {
      const Type head = sequence_head(ps);
      if (head != Type::soldier && mixed_ok)
        return {Cls::sequence, (head == Type::general ? 2 : 0) + colour_strength(ps)};
      if (all_soldiers(ps) && mixed_ok) return {Cls::soldiers3, colour_strength(ps)};
      return {};
    }
    default:
      if (all_soldiers(ps) && mixed_ok)
        return {ps.size() == 4 ? Cls::soldiers4 : Cls::soldiers5, colour_strength(ps)};
      return {};
  }
}

Verdict judge(const Combo& target, const Combo& follow, const Options& o) {
  if (follow.cls == Cls::none) return Verdict::not_a_combination;
  if (follow.cls != target.cls) return Verdict::other_class;
  if (follow.strength == target.strength) return o.ties_beat ? Verdict::beats : Verdict::tie;
  return follow.strength > target.strength ? Verdict::beats : Verdict::lower;
}

const char* class_name(Cls c) {
  switch (c) {
    case Cls::none:
      return "no combination";
    case Cls::single:
      return "single";
    case Cls::pair:
      return "pair";
    case Cls::sequence:
      return "sequence (順子)";
    case Cls::soldiers3:
      return "group of 3 soldiers";
    case Cls::soldiers4:
      return "group of 4 soldiers";
    case Cls::soldiers5:
      return "group of 5 soldiers";
  }
  return "no combination";
}

std::string why_not(const std::vector<PieceId>& ids) {
  const std::vector<Piece> ps = pieces_of(ids);
  const std::size_t n = ps.size();
  if (n == 0 || n > 5) return "has " + std::to_string(n) + " pieces: a combination has 1 to 5";
  const bool mixed = !one_colour(ps);
  if (n == 2) {
    const Type t = type_of(ps[0]);
    const PieceId red = id(make(t, Colour::red));
    const PieceId black = id(make(t, Colour::black));
    if (t == type_of(ps[1]) && t == Type::general)
      return "are the two generals: there is one of each colour, so no pair of generals exists";
    if (t == type_of(ps[1]))
      return "mixes red " + names({red}) + " and black " + names({black}) +
             ": a pair is two of one piece in one colour (" + names({red, red}) + " or " +
             names({black, black}) + ")";
    // The example pairs a piece that has two copies: a general has one.
    const Piece& example = type_of(ps[0]) != Type::general ? ps[0] : ps[1];
    return "are two different pieces: a pair is two of one piece in one colour, such as " +
           names({id(example), id(example)});
  }
  if (all_soldiers(ps) && mixed)
    return "mixes red 兵 and black 卒: soldiers go together in one colour (" + repeat("兵", n) +
           " or " + repeat("卒", n) + ")";
  if (n == 3 && sequence_head(ps) != Type::soldier && mixed)
    return "mixes red and black: a sequence is one colour: 帥仕相, 將士象, 俥傌炮 or 車馬砲";
  if (n == 3)
    return "is no combination: 3 pieces go together only as a sequence (帥仕相, 將士象, 俥傌炮, "
           "車馬砲) or as soldiers of one colour (兵兵兵 or 卒卒卒)";
  return "is no combination: " + std::to_string(n) +
         " pieces go together only as soldiers of one colour (" + repeat("兵", n) + " or " +
         repeat("卒", n) + ")";
}

}  // namespace paipu::daqizi
