// Combination classes (rules §1.2) and the follow rule (§1.3 P4–P5): a face-up follow must be of
// the lead's class and strictly stronger than the best play so far. There is no cross-class
// beating.
#pragma once

#include <span>
#include <vector>

#include "paipu/piece.hpp"
#include "paipu/trick.hpp"

namespace paipu::tianjiu {

enum class Cls : int {
  none,             // not a combination
  single_civil,     // 単文
  single_military,  // 単武
  pair_civil,       // 文対 (双)
  pair_military,    // 武対 (雜)
  pair_mixed,       // 文武: 天九 地八 人七 和五
  zhizun_wu,        // 武至尊 大六+細三
  zhizun_wen,       // 文至尊: 双銅錘 when led
  triple_civil,     // 三文: 天天九 ...
  triple_military,  // 三武: 天九九 ...
  quad,             // 四: 天天九九 ...
};

struct Combo {
  Cls cls = Cls::none;
  int strength = 0;  // higher is stronger, within cls only
  friend bool operator==(const Combo&, const Combo&) = default;
};

// `led`: 双銅錘 is 文至尊 only as a lead, and only when `wen_zhizun` is on.
Combo classify(std::span<const PieceId> pieces, bool led, bool wen_zhizun);

// The strength of 双高腳 as a civil pair: the only play that captures 文至尊 (擒尊).
inline constexpr int kGaojiaoPair = 2;

enum class Verdict {
  beats,
  not_a_combination,
  other_class,  // a different class never beats
  tie,          // equal strength does not beat
  lower,
  zhizun_not_led,  // 至尊 counts only as a lead
  only_capture,    // against 文至尊 only 双高腳 counts
};

// Whether `follow`, played face up, beats `best` in a trick led with `lead`.
Verdict judge(const Combo& lead, const Combo& best, const Combo& follow);

// "civil pair (文対)" etc., for messages.
const char* class_name(Cls c);

// Every distinct sub-multiset of size k of `sorted` (sorted by id): the kit's.
using trick::sub_multisets;

}  // namespace paipu::tianjiu
