// 打棋子 (Da Qi Zi): four players, the 32 pieces of a Chinese chess (xiangqi) set, eight each.
//
// The rules in plain words (docs/variants/daqizi.md, after the article 「打棋子(ダーチーズー)」
// on the Japanese blog ゲームばっかりやってないで, 2018, named there as [B]):
//   - Singles rank 帥 > 將 > 仕 > 士 > 相 > 象 > 俥 > 車 > 傌 > 馬 > 炮 > 砲 > 兵 > 卒: by type,
//   and
//     red above black within a type.
//   - A lead is one face-up combination: a single; a pair of one type and one colour (仕仕 ...
//     卒卒); a sequence 帥仕相 > 將士象 > 俥傌炮 > 車馬砲; or 3, 4 or 5 soldiers of one colour,
//     red above black. The dealer leads first; whoever wins a trick leads the next. Play goes
//     E, S, W, N (counter-clockwise at the table).
//   - Each follower plays as many pieces as the lead: face up if they are the same kind of
//     combination and strictly stronger than the best play so far, otherwise face down (pad).
//     Padding is always allowed; a tie never beats.
//   - The winner of a trick keeps only its own pieces face up in front of it; the rest go face
//     down to the middle. So a seat's face-up pieces are the sizes of the tricks it won: 8 in all.
//   - Whoever wins the last trick wins the hand and deals next. A player who won no earlier trick
//     cannot take a last trick of one piece (a face-up piece from them counts as face down), but
//     can take a last trick of two or more.
//   - Each loser pays the winner 4 − their face-up pieces, or 5 with none; a negative amount is
//     paid by the winner to that loser. Every payment with the dealer is multiplied by 親倍数: ×1
//     for the first dealer, ×2 for a dealer who took over by winning, then ×3, ×4 ... while the
//     dealer keeps winning.
// Every ambiguity of the sources is a rule option (options.hpp); docs/variants/daqizi.md lists
// them and the problem codes (Q1xx).
#pragma once

#include <memory>

#include "paipu/variant.hpp"

namespace paipu::daqizi {

// Indices into VariantInfo::verbs.
enum VerbIndex : int { kDeal = 0, kPlay = 1, kPad = 2 };

inline constexpr const char* kVersion = "1.0.0";

const VariantInfo& variant_info();
std::unique_ptr<Variant> make_variant();

}  // namespace paipu::daqizi
