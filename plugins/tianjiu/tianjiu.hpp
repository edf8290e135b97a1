// 打天九 (Da Tian Jiu, Tien Gow): four players, 32 Chinese dominoes, eight each.
//
// The rules in plain words (docs/variants/tianjiu.md, after the Japanese blog article on
// 打天九 named there as [A]):
//   - The dealer leads the first trick; whoever wins a trick leads the next. Play goes E, S, W, N.
//   - A lead is one face-up combination: a single, a civil pair (双), a military pair (雜), a
//   civil-military
//     pair (天九 地八 人七 和五), 至尊 (大六+細三), 三文 (天天九 ...), 三武 (天九九 ...) or 四
//     (天天九九 ...). 双銅錘 led is 文至尊: only 双高腳 beats it (擒尊). 至尊 wins only when led.
//   - Each follower plays as many tiles as the lead: face up if they are the same class and
//   strictly
//     stronger than the best play so far, otherwise face down (墊). 墊 is always allowed; a tie
//     never beats.
//   - A trick of n tiles is worth n 棟 to its winner; the 8 棟 of a hand go to trick winners.
//   - Whoever wins the last trick (結) wins the hand and deals next. A player with no 棟 cannot win
//   a final
//     trick of a single tile (2牌縛り).
//   - Each loser pays the winner 4 − 棟 (5 with no 棟); with 5 or 6 棟 the winner pays them 1 or 2
//   (入一,
//     入二). Payments with the dealer are multiplied by 親倍数: ×1 for the first dealer (仮親), ×2
//     for a new dealer, k + 2 after k wins in a row.
//   - Winning a trick led with 至尊 or 文至尊 (賀尊, 擒尊) earns 2 from everyone; winning a 4-tile
//   trick
//     (四大賀) earns 4. On the last trick they multiply the 結 instead: 包尊 ×2, 四大包 ×4, 么結 ×2
//     (a final single 細三/銅錘 led and won); 么雙擒四 makes the captured leader pay four times
//     every loser's amount. Winning all 8 棟 doubles (七支) or quadruples (八支) the 結.
//   - A deal with one red pip, no red pip, or 7/8 military tiles (and a few more) may be declared
//   before
//     the first lead as 七枝牌 / 八枝牌: every other player pays 10 / 20 at once.
// Every ambiguity of the sources is a rule option (options.hpp); docs/variants/tianjiu.md lists
// them and the problem codes.
#pragma once

#include <memory>

#include "paipu/variant.hpp"

namespace paipu::tianjiu {

// Indices into VariantInfo::verbs.
enum VerbIndex : int { kDeal = 0, kPlay = 1, kPad = 2, kDeclare = 3 };

inline constexpr const char* kVersion = "1.0.0";

const VariantInfo& variant_info();
std::unique_ptr<Variant> make_variant();

}  // namespace paipu::tianjiu
