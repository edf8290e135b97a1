// The end of a hand: which 結 it was (包尊, 四大包, 么結, 么雙擒四) and whether the winner's 8 棟
// make 七支 or 八支.
#include <algorithm>
#include <array>
#include <utility>

#include "hand.hpp"
#include "hand_detail.hpp"
#include "tiles.hpp"

namespace paipu::tianjiu {

using detail::combo_of;
using trick::seat_name;

namespace {

bool is_yao(Tile t, const Options& o) {
  return t == Tile::san12 ||
         (t == Tile::tongchui && (o.yao_tongchui == YaoTongchui::always || o.wen_zhizun));
}

// The tile that captures a 么 lead: 大六 takes 細三, 高腳 takes 銅錘.
Tile capturer(Tile yao) {
  return yao == Tile::san12 ? Tile::liu24 : Tile::gaojiao;
}

}  // namespace

void TianjiuHand::finish(const trick::Trick& t, Outcome& out) {
  finished_ = true;
  HandResult r;
  r.winner = t.winner();
  for (int s = 0; s < kSeats; ++s) r.dong[static_cast<std::size_t>(s)] = table_.won(s);
  r.dealer = dealer_.seat;
  r.multiplier = multiplier();
  r.bonus_multiplier = bonus_multiplier();
  r.bonuses = std::move(bonuses_);  // the hand is over: nothing else reads them
  for (int s = 0; s < kSeats; ++s) r.bound[static_cast<std::size_t>(s)] = bound(t, s);
  if (jie_rules(t)) {
    const Combo lead = combo_of(t.lead());
    const bool leader_won = r.winner == t.leader;
    const Tile first = tile(t.lead().pieces.front());
    if (lead.cls == Cls::zhizun_wu ||
        (lead.cls == Cls::zhizun_wen && (leader_won || opt_.capture_bao)))
      r.jie = Jie::bao_zun;
    else if (t.width() == 4)
      r.jie = Jie::si_da_bao;
    else if (t.width() == 1 && is_yao(first, opt_) && leader_won)
      r.jie = Jie::yao_jie;
    else if (t.width() == 1 && is_yao(first, opt_) &&
             t.best_play().pieces.front() == id(capturer(first))) {
      r.jie = Jie::yao_capture;
      r.captured = t.leader;
    }
    r.slam = slam_of(t, r.winner, out);
  }
  if (notes()) out.notes.push_back(seat_name(r.winner) + " wins the last trick (結) and the hand");
  result_ = std::move(r);
}

Slam TianjiuHand::slam_of(const trick::Trick& t, int winner, Outcome& out) const {
  if (table_.won(winner) != kDongTotal) return Slam::none;
  bool eight = t.width() >= 2;
  if (!eight) {
    switch (opt_.slam_single) {
      case SlamSingle::beats_all:
        eight = eight_confirmed(t, out);
        break;
      case SlamSingle::top_tile:
        eight = top_tile(t);
        break;
      case SlamSingle::seven:
        break;
    }
  }
  if (eight && opt_.slam_dealer_first_lead && winner == dealer_.seat) {
    const auto& f = dealer_first_lead_;
    const bool strong =
        classify(f, true, opt_.wen_zhizun).cls == Cls::zhizun_wu ||
        std::any_of(f.begin(), f.end(), [](PieceId p) {
          return p == id(Tile::tian) || p == id(Tile::jiu45) || p == id(Tile::jiu36);
        });
    if (strong) {
      if (notes())
        out.notes.push_back("the dealer led " + names(f) +
                            " first, so the slam counts as 七支, not 八支");
      eight = false;
    }
  }
  return eight ? Slam::bazhi : Slam::qizhi;
}

// [A]: a final single slam is 八支 only if the tile also beats the players 2牌縛り kept out.
bool TianjiuHand::eight_confirmed(const trick::Trick& t, Outcome& out) const {
  const Combo lead = combo_of(t.lead());
  for (const trick::Play& p : t.plays) {
    if (p.seat == t.leader) continue;
    if (p.pieces.front() == kUnknownPiece) {
      out.problems.push_back({Severity::warning, "T122",
                              "cannot confirm 八支: " + seat_name(p.seat) +
                                  "'s final tile is face down and unknown; scored as 七支",
                              -1});
      return false;
    }
    if (judge(lead, lead, classify(p.pieces, false, opt_.wen_zhizun)) == Verdict::beats) {
      if (notes())
        out.notes.push_back(seat_name(p.seat) + "'s " + names(p.pieces) + " would beat " +
                            names(t.lead().pieces) + ": 七支, not 八支");
      return false;
    }
  }
  return true;
}

// [ZW]: 八支 if the tile is a 么 or every stronger tile of its suit has been seen face up.
bool TianjiuHand::top_tile(const trick::Trick& t) const {
  const Tile mine = tile(t.lead().pieces.front());
  if (is_yao(mine, opt_)) return true;
  std::vector<int> shown(kKinds, 0);
  for (const trick::Trick& done : table_.history())
    if (done.number != t.number)
      for (const trick::Play& p : done.plays)
        if (p.face_up)
          for (PieceId id : p.pieces) ++shown[id];
  for (int k = 0; k < kKinds; ++k) {
    const Tile other = tile(static_cast<PieceId>(k));
    if (is_civil(other) != is_civil(mine)) continue;
    const bool stronger = is_civil(mine) ? civil_rank(other) < civil_rank(mine)
                                         : military_number(other) > military_number(mine);
    if (stronger && shown[static_cast<std::size_t>(k)] < copies(other)) return false;
  }
  return true;
}

}  // namespace paipu::tianjiu

namespace paipu::tianjiu {

// Pieces the rest of the hand cannot tell apart, named alike in the key. Once play has begun
// (before it, a dealt hand's red pips read every tile):
// - the two military tiles of each number: "interchangeable in every rule" (§1.1), for
//   combinations, strength and every 結;
// - the civil tiles that only rank, as singles and as pairs of their own kind. With no other tile
//   of their run in play between two of them, they are the same. 梅花 to 紅頭十 always; 天, 地, 人
//   and 和 once no hand holds a military tile of their number (九, 八, 七, 五), as they then make
//   no 文武, 三 or 四; 高腳 once no 銅錘 is in a hand or the open trick (it then takes no 么 and
//   captures no 文至尊). 銅錘 keeps its name while it can lead a 么 or a 文至尊.
//   Not under slam_single=top_tile: its 八支 asks which stronger tiles were shown face up in closed
//   tricks, and so tells a padded 長三 from a padded 梅花 (the military tiles of one number are
//   never stronger than each other, so they stay one).
// Which kinds only rank (`plain`) goes into the key beside the names.
const trick::KeyNames& TianjiuHand::key_names(std::vector<bool>& plain) const {
  thread_local trick::KeyNames names;  // a key is written for every position searched
  names.clear();
  plain.assign(kKinds, false);
  if (!started()) return names;
  std::array<int, kKinds> held{};
  for (int s = 0; s < kSeats; ++s) {
    const std::span<const int> counts = hands_.known_counts(s);
    for (int k = 0; k < kKinds; ++k) held[static_cast<std::size_t>(k)] += counts[k];
  }
  const auto none = [&](Tile a, Tile b) { return held[id(a)] + held[id(b)] == 0; };
  for (const Tile t : {Tile::mei, Tile::chang, Tile::ban, Tile::fu, Tile::hongtou})
    plain[id(t)] = true;
  plain[id(Tile::tian)] = none(Tile::jiu45, Tile::jiu36);
  plain[id(Tile::di)] = none(Tile::ba35, Tile::ba26);
  plain[id(Tile::ren)] = none(Tile::qi34, Tile::qi25);
  plain[id(Tile::he)] = none(Tile::wu14, Tile::wu23);
  bool tongchui = held[id(Tile::tongchui)] > 0;
  if (table_.trick_open())
    for (const trick::Play& p : table_.current().plays)
      for (const PieceId x : p.pieces) tongchui = tongchui || x == id(Tile::tongchui);
  plain[id(Tile::gaojiao)] = !tongchui;
  plain[id(Tile::tongchui)] = !is_yao(Tile::tongchui, opt_) && !opt_.wen_zhizun;
  if (opt_.slam_single == SlamSingle::top_tile) plain.assign(kKinds, false);
  if (!trick::rank_names(hands_, table_, plain, names)) {
    plain.assign(kKinds, false);  // every piece its own name
    return names;
  }
  for (const auto& [a, b] : {std::pair{Tile::jiu45, Tile::jiu36}, std::pair{Tile::ba35, Tile::ba26},
                             std::pair{Tile::qi34, Tile::qi25}, std::pair{Tile::wu14, Tile::wu23}})
    names[id(b)] = id(a);
  return names;
}

// Beside the kit's state: the bonuses paid so far (each seat's net), the dealer's first lead (a
// slam may turn on it), the tiles shown face up where a single's slam turns on them ([ZW]), and a
// finished hand's result.
bool TianjiuHand::position_key(std::string& key) const {
  thread_local std::vector<bool> plain;
  const trick::KeyNames& names = key_names(plain);
  // Appended at once, and the bonuses netted on the stack: a key is written for every position
  // searched (net_deltas would allocate for each).
  std::array<char, kKinds> bits{};
  for (int k = 0; k < kKinds; ++k)
    bits[static_cast<std::size_t>(k)] = plain[static_cast<std::size_t>(k)] ? '1' : '0';
  key.append(bits.data(), bits.size());
  trick::put_key_state(key, hands_, table_, dealer_, rule_, names);
  for (const char d : dealt_) trick::put_key_number(key, d);
  std::array<long long, kSeats> net{};
  for (const Payment& p : bonuses_) {
    net[static_cast<std::size_t>(p.from)] -= p.amount;
    net[static_cast<std::size_t>(p.to)] += p.amount;
  }
  for (const long long n : net) trick::put_key_number(key, n);
  trick::put_key_pieces(key, dealer_first_lead_);
  if (opt_.slam_single == SlamSingle::top_tile) {
    std::vector<int> shown(kKinds, 0);
    for (const trick::Trick& done : table_.history())
      for (const trick::Play& p : done.plays)
        if (p.face_up)
          for (PieceId id : p.pieces) ++shown[static_cast<std::size_t>(id)];
    for (const int n : shown) trick::put_key_number(key, n);
  }
  trick::put_key_number(key, finished_ ? 1 : 0);
  if (finished_) {
    const HandResult& r = result_;
    for (const long long v :
         {r.winner, r.dealer, r.multiplier, r.bonus_multiplier, static_cast<int>(r.jie), r.captured,
          static_cast<int>(r.slam), static_cast<int>(r.dealt)})
      trick::put_key_number(key, v);
    for (int s = 0; s < kSeats; ++s) {
      trick::put_key_number(key, r.dong[static_cast<std::size_t>(s)]);
      trick::put_key_number(key, r.bound[static_cast<std::size_t>(s)] ? 1 : 0);
    }
  }
  return true;
}

}  // namespace paipu::tianjiu
