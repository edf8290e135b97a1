// Settlement (rules §1.6): the ordinary 結 between the winner and each loser, the special 結
// multipliers, 么雙擒四, slams, dealt-hand wins and the in-hand bonuses. Every payment is itemised:
// its factors multiply to its amount, and 親倍数 (D) appears wherever the dealer pays or is paid.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "dealt.hpp"
#include "options.hpp"
#include "paipu/settlement.hpp"
#include "paipu/variant.hpp"
#include "tiles.hpp"

namespace paipu::tianjiu {

enum class Jie {
  ordinary,
  bao_zun,      // 包尊: final trick won by a led 至尊 (or by 擒尊, option capture_bao)
  si_da_bao,    // 四大包: final trick of 4 tiles
  yao_jie,      // 么結: final single 細三 / 銅錘 led and won by its leader
  yao_capture,  // 么雙擒四: that lead beaten, and the trick won, by its capture tile
};
enum class Slam { none, qizhi, bazhi };  // 七支, 八支: the winner holds all 8 棟

// What the settlement needs to know about a finished hand.
struct HandResult {
  int winner = -1;
  std::array<int, kSeats> dong{};
  int dealer = -1;
  int multiplier = 1;  // D for the 結
  int bonus_multiplier =
      1;  // D for in-hand bonuses and 例牌 (differs only under kari_oya_bonus=x2)
  Jie jie = Jie::ordinary;
  int captured = -1;  // the captured leader under 么雙擒四
  Slam slam = Slam::none;
  Dealt dealt = Dealt::none;
  std::string dealt_pattern;
  std::vector<Payment> bonuses;  // paid during the hand, each with its step
  std::vector<std::string> notes;
  // 2牌縛り: the seats that held no 棟 when the last trick (結) was a single, so could not win it.
  std::array<bool, kSeats> bound{};
};

// 5 for 無勝, 4 − 棟 otherwise; negative is 入一 / 入二 (the winner pays).
int base_points(int dong);

enum class Bonus { he_zun, qin_zun, si_da_he };  // 賀尊, 擒尊, 四大賀
const char* bonus_name(Bonus b);
// Every other player pays `winner`; `multiplier` applies to payments with the dealer. `itemise`:
// write the factors (trick::payment).
std::vector<Payment> trick_bonus(Bonus b, int winner, int dealer, int multiplier, int step,
                                 const Options& o, bool itemise = true);
// "賀尊: each player pays E 2", with the dealer's multiple spelled out.
std::string bonus_note(Bonus b, int winner, int dealer, int multiplier, const Options& o);

// The per-seat facts every settled hand reports (Settlement::facts), in this order.
enum Fact : int {
  kFactWon,
  kFactDealer,
  kFactDong,
  kFactHeZun,
  kFactQinZun,
  kFactSiDaHe,
  kFactBaoZun,
  kFactSlam,
  kFactDealtWin,
  kFactBazhi,
  kFactBound,
  kFactCount
};
std::vector<FactSpec> fact_specs();

// `itemise`: write the payments' items and the notes; a replay that only validates needs neither.
Settlement settle(const HandResult& r, const Options& o, bool itemise = true);

}  // namespace paipu::tianjiu
