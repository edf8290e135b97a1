// Combinations (rules §2.2) and the follow rule (§2.3 Q2): what may be led, what a face-up follow
// must beat, and how two combinations of one class compare. There is no beating across classes: a
// sequence and three soldiers are both three pieces, but neither beats the other.
#pragma once

#include <string>
#include <vector>

#include "options.hpp"
#include "paipu/piece.hpp"

namespace paipu::daqizi {

enum class Cls : int {
  none,       // not a combination
  single,     // any piece: 帥 > 將 > 仕 > 士 > ... > 兵 > 卒
  pair,       // two of one type and one colour: 仕仕 > 士士 > ... > 兵兵 > 卒卒
  sequence,   // 順子: 帥仕相 > 將士象 > 俥傌炮 > 車馬砲
  soldiers3,  // 兵兵兵 > 卒卒卒
  soldiers4,  // 兵兵兵兵 > 卒卒卒卒
  soldiers5,  // 兵兵兵兵兵 > 卒卒卒卒卒
};

struct Combo {
  Cls cls = Cls::none;
  int strength = 0;  // higher is stronger, within cls only
  friend bool operator==(const Combo&, const Combo&) = default;
};

// What `pieces` form under the options (mixed_colours).
Combo classify(const std::vector<PieceId>& pieces, const Options& o);

enum class Verdict {
  beats,
  not_a_combination,
  other_class,  // a different class never beats
  tie,          // equal strength, which does not beat unless ties_beat is on
  lower,
};

// Whether `follow` played face up beats `target` (the best play so far, or the lead under
// face_up_follow=beats_lead). Ties beat only with ties_beat on.
Verdict judge(const Combo& target, const Combo& follow, const Options& o);

// "pair", "sequence (順子)", ... for messages.
const char* class_name(Cls c);

// Why `pieces` are no combination, in a player's words, as the rest of a sentence about them
// ("mixes red 仕 and black 士: a pair is ..."): what they mix and what would be one.
std::string why_not(const std::vector<PieceId>& pieces);

}  // namespace paipu::daqizi
