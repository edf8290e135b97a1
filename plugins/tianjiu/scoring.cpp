#include "scoring.hpp"

#include <utility>

#include "paipu/trick.hpp"

namespace paipu::tianjiu {

using trick::seat_name;

int base_points(int dong) {
  return dong == 0 ? 5 : 4 - dong;
}

const char* bonus_name(Bonus b) {
  switch (b) {
    case Bonus::he_zun:
      return "賀尊";
    case Bonus::qin_zun:
      return "擒尊";
    case Bonus::si_da_he:
      return "四大賀";
  }
  return "";
}

namespace {

struct Factor {
  long long k = 1;
  std::string label;
};

// A factor of 1 is not written down.
void times(Payment& p, const Factor& f) {
  if (f.k != 1) trick::multiply(p, f.label, f.k);
}

int bonus_points(Bonus b, const Options& o) {
  return b == Bonus::si_da_he ? o.sidahe_points : 2;
}

Factor special_factor(const HandResult& r, const Options& o) {
  switch (r.jie) {
    case Jie::bao_zun:
      return {2, "包尊"};
    case Jie::si_da_bao:
      return {o.sidabao_multiplier, "四大包"};
    case Jie::yao_jie:
      return {2, "么結"};
    case Jie::yao_capture:
      if (o.yao_capture == YaoCapture::doubled) return {2, "么雙擒四"};
      return {};
    case Jie::ordinary:
      return {};
  }
  return {};
}

Factor slam_factor(Slam s) {
  switch (s) {
    case Slam::qizhi:
      return {2, "七支"};
    case Slam::bazhi:
      return {4, "八支"};
    case Slam::none:
      return {};
  }
  return {};
}

bool covers(const HandResult& r, const Options& o) {
  return r.jie == Jie::yao_capture &&
         (o.yao_capture == YaoCapture::cover4 || o.yao_capture == YaoCapture::cover4_others ||
          o.yao_capture == YaoCapture::cover2);
}

void settle_dealt(const HandResult& r, bool itemise, Settlement& s) {
  const int w = r.winner;
  for (int l = 0; l < kSeats; ++l) {
    if (l == w) continue;
    Payment p = trick::payment(l, w, dealt_name(r.dealt), dealt_name(r.dealt),
                               dealt_points(r.dealt), -1, itemise);
    if (trick::with_dealer(l, w, r.dealer)) trick::multiply(p, "親倍数", r.bonus_multiplier);
    s.payments.push_back(std::move(p));
  }
}

void settle_jie(const HandResult& r, const Options& o, bool itemise, Settlement& s) {
  const int w = r.winner;
  const Factor special = special_factor(r, o);
  const Factor slam = slam_factor(r.slam);
  const bool cover = covers(r, o);
  long long covered = 0;
  std::string covered_parts;
  for (int l = 0; l < kSeats; ++l) {
    if (l == w) continue;
    const int base = base_points(r.dong[static_cast<std::size_t>(l)]);
    const bool dealer_pair = trick::with_dealer(w, l, r.dealer);
    if (base == 0) {
      if (itemise) s.notes.push_back(seat_name(l) + " 歸棟 (4 棟): no payment");
      continue;
    }
    if (base < 0) {
      const char* name = base == -1 ? "入一" : "入二";
      Payment p = trick::payment(w, l, name, name, -base, -1, itemise);
      if (o.special_multiplies_ru) times(p, special);
      if (dealer_pair && l == r.dealer && o.dealer_ru_exempt) {
        if (itemise)
          s.notes.push_back("the losing dealer " + seat_name(l) + "'s " + name + " is paid at ×1");
      } else if (dealer_pair) {
        trick::multiply(p, "親倍数", r.multiplier);
      }
      s.payments.push_back(std::move(p));
      continue;
    }
    if (cover) {
      if (o.yao_capture == YaoCapture::cover4_others && l == r.captured) continue;
      const int k =
          dealer_pair && o.yao_capture_stake == CaptureStake::per_loser ? r.multiplier : 1;
      covered += static_cast<long long>(base) * k;
      if (!itemise) continue;
      if (!covered_parts.empty()) covered_parts += ", ";
      covered_parts +=
          seat_name(l) + " " + std::to_string(base) + (k != 1 ? "×" + std::to_string(k) : "");
      continue;
    }
    const std::string reason = slam.k != 1 ? slam.label : special.k != 1 ? special.label : "結";
    Payment p =
        trick::payment(l, w, reason, r.dong[static_cast<std::size_t>(l)] == 0 ? "無勝" : "base",
                       base, -1, itemise);
    times(p, special);
    times(p, slam);
    if (dealer_pair) trick::multiply(p, "親倍数", r.multiplier);
    s.payments.push_back(std::move(p));
  }
  if (cover && covered > 0) {
    const int c = r.captured;
    Payment p = trick::payment(c, w, "么雙擒四", "losers' total", covered, -1, itemise);
    trick::multiply(p, "么雙擒四", o.yao_capture == YaoCapture::cover2 ? 2 : 4);
    if (o.yao_capture_stake == CaptureStake::captured && trick::with_dealer(w, c, r.dealer))
      trick::multiply(p, "親倍数", r.multiplier);
    if (itemise)
      s.notes.push_back("么雙擒四: " + seat_name(c) + " was captured and pays for the losers (" +
                        covered_parts + ")");
    s.payments.push_back(std::move(p));
  }
}

}  // namespace

std::vector<Payment> trick_bonus(Bonus b, int winner, int dealer, int multiplier, int step,
                                 const Options& o, bool itemise) {
  std::vector<Payment> out;
  out.reserve(kSeats - 1);
  for (int l = 0; l < kSeats; ++l) {
    if (l == winner) continue;
    Payment p =
        trick::payment(l, winner, bonus_name(b), bonus_name(b), bonus_points(b, o), step, itemise);
    if (trick::with_dealer(l, winner, dealer)) trick::multiply(p, "親倍数", multiplier);
    out.push_back(std::move(p));
  }
  return out;
}

std::string bonus_note(Bonus b, int winner, int dealer, int multiplier, const Options& o) {
  const int pts = bonus_points(b, o);
  std::string s = std::string(bonus_name(b)) + ": each player pays " + seat_name(winner) + " " +
                  std::to_string(pts);
  if (dealer < 0 || multiplier == 1) return s;
  const std::string dealt = std::to_string(pts * multiplier);
  if (dealer == winner) return s + " ×" + std::to_string(multiplier) + " = " + dealt + " (dealer)";
  return s + " (the dealer " + seat_name(dealer) + " pays ×" + std::to_string(multiplier) + " = " +
         dealt + ")";
}

std::vector<FactSpec> fact_specs() {
  return {
      {"won", "won the hand", FactType::flag, "took the last trick (or declared a 例牌 win)"},
      {"dealer", "dealt", FactType::flag, "was the dealer of the hand"},
      {"dong", "棟 taken", FactType::amount, "棟 won in tricks"},
      {"hezun", "賀尊 made", FactType::count, "賀尊 bonuses collected"},
      {"qinzun", "擒尊 made", FactType::count, "擒尊 bonuses collected"},
      {"sidahe", "四大賀 made", FactType::count, "四大賀 bonuses collected"},
      {"baozun", "包尊", FactType::flag, "won the hand with the 包尊 結"},
      {"slam", "七支 / 八支", FactType::flag, "won all 8 棟"},
      {"dealt_win", "例牌 win", FactType::flag, "won by declaring 七枝牌 or 八枝牌"},
      {"bazhi", "八支", FactType::flag, "won all 8 棟 scored as 八支 (結 ×4), not 七支"},
      {"bound", "lost to 2牌縛り", FactType::flag,
       "held no 棟 when the last trick (結) was a single, so could not win it (2牌縛り)"},
  };
}

namespace {

void record_facts(const HandResult& r, Settlement& s) {
  s.facts.assign(static_cast<std::size_t>(kSeats * kFactCount), 0);
  auto at = [&](int seat, Fact f) -> long long& {
    return s.facts[static_cast<std::size_t>(seat * kFactCount + f)];
  };
  for (int seat = 0; seat < kSeats; ++seat) {
    at(seat, kFactDong) = r.dong[static_cast<std::size_t>(seat)];
    at(seat, kFactBound) = r.bound[static_cast<std::size_t>(seat)] ? 1 : 0;
  }
  if (r.dealer >= 0) at(r.dealer, kFactDealer) = 1;
  // A bonus is one payment from each other seat, all at one step.
  int last_step = -2;
  for (const Payment& p : r.bonuses) {
    if (p.step == last_step) continue;
    last_step = p.step;
    const Fact f = p.reason == bonus_name(Bonus::he_zun)    ? kFactHeZun
                   : p.reason == bonus_name(Bonus::qin_zun) ? kFactQinZun
                                                            : kFactSiDaHe;
    ++at(p.to, f);
  }
  if (r.winner < 0) return;
  at(r.winner, kFactWon) = 1;
  at(r.winner, kFactBaoZun) = r.jie == Jie::bao_zun ? 1 : 0;
  at(r.winner, kFactSlam) = r.slam != Slam::none ? 1 : 0;
  at(r.winner, kFactDealtWin) = r.dealt != Dealt::none ? 1 : 0;
  at(r.winner, kFactBazhi) = r.slam == Slam::bazhi ? 1 : 0;
}

}  // namespace

Settlement settle(const HandResult& r, const Options& o, bool itemise) {
  Settlement s;
  s.complete = true;
  s.winners.assign(1, r.winner);
  record_facts(r, s);
  s.payments.reserve(r.bonuses.size() + kSeats);
  s.payments = r.bonuses;
  if (itemise) s.notes = r.notes;
  if (r.dealt != Dealt::none)
    settle_dealt(r, itemise, s);
  else
    settle_jie(r, o, itemise, s);
  s.deltas = net_deltas(s.payments, kSeats);
  return s;
}

}  // namespace paipu::tianjiu
