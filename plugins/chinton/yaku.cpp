#include "yaku.hpp"

#include <algorithm>
#include <bit>

namespace paipu::chinton::detail {

namespace {

using mahjong::Counts;
using mahjong::kEast;
using mahjong::kGreen;
using mahjong::kNorth;
using mahjong::kRed;
using mahjong::kWhite;
using mahjong::Shape;
using mahjong::Suit;

constexpr Kind k1m = mahjong::kind_of(Suit::man, 1);
constexpr Kind k9m = mahjong::kind_of(Suit::man, 9);

bool is_triplet(const Part& p) {
  return p.type == PartType::triplet || p.type == PartType::kan;
}

// The kinds a part holds besides its lowest: what チャンタ and ジュンチャン look at.
bool holds_orphan(const Part& p) {
  if (p.type != PartType::sequence) return mahjong::is_orphan(p.kind);
  return mahjong::number_of(p.kind) == 1 || mahjong::number_of(p.kind) == 7;
}

// Every tile the counts hold passes `keep`.
template <class Keep>
bool only(const Counts& c, Keep keep) {
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (c[static_cast<std::size_t>(k)] > 0 && !keep(static_cast<Kind>(k))) return false;
  return true;
}

// The yaku and yakuman a reading may earn, with their points before the exclusions.
enum Y : std::uint8_t {
  // yakuman (units)
  kokushi,
  suuankou,
  daisangen,
  shousangen,
  daisuushi,
  shousuushi,
  tsuuiisou,
  ryuuiisou,
  chuuren,
  chinroutou,
  suukantsu,
  tenhou,
  chiihou,
  daisharin,
  junchan_closed,
  chiitoi_eight,
  open_riichi_dealt,
  // yaku (points)
  honitsu,
  chinitsu,
  chanta,
  junchan_open,
  ippatsu,
  ureshii,
  tsumo,
  pinfu,
  tanyao,
  iipeikou,
  ryanpeikou,
  haitei,
  houtei,
  rinshan,
  chankan,
  ittsu,
  toitoi,
  sanankou,
  sankantsu,
  honroutou,
  chiitoi,
  kYaku
};
constexpr int kFirstYaku = honitsu;

constexpr std::array<const char*, kYaku> kNames{
    "国士無双", "四暗刻",   "大三元",       "小三元",         "大四喜",           "小四喜",
    "字一色",   "緑一色",   "九蓮宝燈",     "清老頭",         "四槓子",           "天和",
    "地和",     "大車輪",   "ジュンチャン", "七対子 8枚使い", "オープン立直放銃", "ホンイツ",
    "清一色",   "チャンタ", "ジュンチャン", "一発",           "嬉しいな",         "ツモ",
    "平和",     "断幺九",   "一盃口",       "二盃口",         "海底摸月",         "河底撈魚",
    "嶺上開花", "槍槓",     "一気通貫",     "対々和",         "三暗刻",           "三槓子",
    "混老頭",   "七対子"};

struct Facts {
  int triplets = 0;  // triplets and kans
  int kans = 0;
  int sequences = 0;
  int concealed_triplets = 0;  // 暗刻: not completed by a ron, or a closed kan
  Kind pair = kNoKind;
  bool pair_wins = false;  // the winning tile is in the pair (単騎)
  unsigned dragons = 0;    // bit per dragon kind with a triplet (two of one kind make no 大三元)
  unsigned winds = 0;
  int declared = 0;
  std::array<int, mahjong::kKinds> sequence_at{};
  std::array<int, mahjong::kKinds> pairs_of{};  // 七対子: pairs of each kind
};

Facts facts_of(const ReadHand& h, bool ron) {
  Facts f;
  for (const Part& p : h) {
    f.declared += p.declared ? 1 : 0;
    switch (p.type) {
      case PartType::pair:
        if (h.shape == Shape::all_pairs) {
          ++f.pairs_of[p.kind];
        } else {
          f.pair = p.kind;
          f.pair_wins = p.winning;
        }
        break;
      case PartType::sequence:
        ++f.sequences;
        ++f.sequence_at[p.kind];
        break;
      case PartType::triplet:
      case PartType::kan:
        ++f.triplets;
        f.kans += p.type == PartType::kan ? 1 : 0;
        if (!p.open && !(p.winning && ron && !p.declared)) ++f.concealed_triplets;
        if (mahjong::is_dragon(p.kind)) f.dragons |= 1U << (p.kind - kWhite);
        if (mahjong::is_wind(p.kind)) f.winds |= 1U << (p.kind - kEast);
        break;
      case PartType::single:
        break;
    }
  }
  return f;
}

// 役牌 points of a triplet of `k`: the dragons, 東 (the round), the seat wind.
int yakuhai(Kind k, Kind seat) {
  if (mahjong::is_dragon(k)) return 1;
  return (k == kEast ? 1 : 0) + (k == seat ? 1 : 0);
}

bool ryuuiisou_kind(Kind k) {
  if (k == kGreen) return true;
  if (mahjong::suit_of(k) != Suit::sou) return false;
  const int n = mahjong::number_of(k);
  return n == 2 || n == 3 || n == 4 || n == 6 || n == 8;
}

class Scorer {
 public:
  Scorer(const ReadHand& h, const WinSituation& s, const Rules& r, Tally& out)
      : h_(h), s_(s), r_(r), out_(out) {}

  void run() {
    const bool ron = s_.how != WinHow::tsumo;
    const Facts f = facts_of(h_, ron);
    yakuman(f);
    yaku(f);
    exclusions(f);
    int units = 0;
    for (int y = 0; y < kFirstYaku; ++y) units += v_[y];
    // CT-5: the open-riichi yakuman replaces オープン立直's 2; by default only on a hand that is
    // no yakuman already.
    if (s_.dealt_into_open_riichi && (units == 0 || r_.open_riichi_yakuman_adds)) {
      v_[open_riichi_dealt] = 1;
      ++units;
      open_riichi_points_ = 0;
    }
    out_.yakuman = units;
    const bool extras = units == 0 || r_.yakuman_extras == YakumanExtras::all;
    for (int y = 0; y < kFirstYaku; ++y) add(kNames[y], 50LL * v_[y], Category::yakuman);
    if (extras) emit_yaku(f);
    if (units == 0 || r_.yakuman_extras != YakumanExtras::none) emit_basic();
    if (extras) emit_items();
    for (int i = 0; i < out_.count; ++i) out_.total += out_.entries[i].value;
  }

 private:
  Kind suit(int n) const { return mahjong::kind_of(s_.wall, n); }
  bool in_suit(Kind k) const { return mahjong::suit_of(k) == s_.wall; }
  bool closed_hand() const { return f_declared_ == 0; }

  void yakuman(const Facts& f) {
    f_declared_ = f.declared;
    const bool standard = h_.shape == Shape::standard;
    const bool doubles = r_.double_yakuman_standard;
    const Counts& c = h_.as;
    if (h_.shape == Shape::orphans) v_[kokushi] = doubles && thirteen_sided() ? 2 : 1;
    if (f.concealed_triplets == 4) v_[suuankou] = doubles && f.pair_wins ? 2 : 1;
    if (f.dragons == 0b111U) v_[daisangen] = 2;
    if (standard && std::popcount(f.dragons) == 2 && mahjong::is_dragon(f.pair) &&
        ((f.dragons >> (f.pair - kWhite)) & 1U) == 0)
      v_[shousangen] = 1;
    if (f.winds == 0b1111U) v_[daisuushi] = doubles ? 2 : 1;
    if (standard && std::popcount(f.winds) == 3 && mahjong::is_wind(f.pair) &&
        ((f.winds >> (f.pair - kEast)) & 1U) == 0)
      v_[shousuushi] = 1;
    // 字一色 may not use 北, a natural one or a 白 standing for it.
    if (only(c, mahjong::is_honour) && c[kNorth] == 0) v_[tsuuiisou] = 1;
    if (s_.wall == Suit::sou && only(c, ryuuiisou_kind)) v_[ryuuiisou] = 1;
    if (closed_hand() && only(c, [&](Kind k) { return in_suit(k); }) && chuuren_counts(c))
      v_[chuuren] = doubles && pure_chuuren() ? 2 : 1;
    if (h_.shape != Shape::orphans && only(c, [&](Kind k) { return k == suit(1) || k == suit(9); }))
      v_[chinroutou] = 1;
    if (f.kans == 4) v_[suukantsu] = 1;
    if (s_.tenhou) v_[tenhou] = 1;
    if (s_.chiihou) v_[chiihou] = 1;
    if (s_.wall == Suit::pin && closed_hand() && daisharin_counts(c)) v_[daisharin] = 1;
    if (standard && h_.closed && all_terminal_groups(f) && !has_honour()) v_[junchan_closed] = 1;
    if (h_.shape == Shape::all_pairs)
      for (int n : f.pairs_of)
        if (n == 4) v_[chiitoi_eight] = 1;
  }

  bool thirteen_sided() const {
    // Without the winning tile the hand is the 13 required tiles exactly.
    const Counts need = mahjong::flush_orphans(s_.wall);
    for (int k = 0; k < mahjong::kKinds; ++k) {
      const int held = h_.as[static_cast<std::size_t>(k)] - (k == h_.win_kind ? 1 : 0);
      if (held > need[static_cast<std::size_t>(k)]) return false;
    }
    return h_.win_kind != kNoKind;
  }

  bool chuuren_counts(const Counts& c) const {
    if (c[suit(1)] < 3 || c[suit(9)] < 3) return false;
    for (int n = 2; n <= 8; ++n)
      if (c[suit(n)] < 1) return false;
    return true;
  }

  bool pure_chuuren() const {
    if (h_.win_kind == kNoKind) return false;
    for (int n = 1; n <= 9; ++n) {
      const int held = h_.as[suit(n)] - (suit(n) == h_.win_kind ? 1 : 0);
      if (held != (n == 1 || n == 9 ? 3 : 1)) return false;
    }
    return true;
  }

  bool daisharin_counts(const Counts& c) const {
    for (int n = 2; n <= 8; ++n)
      if (c[suit(n)] != 2) return false;
    return only(c, [&](Kind k) { return in_suit(k); });
  }

  bool has_honour() const {
    for (Kind k = mahjong::kEast; k < mahjong::kKinds; ++k)
      if (h_.as[k] > 0) return true;
    return false;
  }

  bool has_manzu() const { return h_.as[k1m] + h_.as[k9m] > 0; }

  // Every group holds a terminal or an honour, and one at least is a sequence.
  bool all_terminal_groups(const Facts& f) const {
    return f.sequences > 0 &&
           std::all_of(h_.begin(), h_.end(), [](const Part& p) { return holds_orphan(p); });
  }

  void yaku(const Facts& f) {
    const bool standard = h_.shape == Shape::standard;
    const bool closed = h_.closed;
    const Counts& c = h_.as;
    const bool honour = has_honour();
    if (!has_manzu()) {
      if (honour && !only(c, mahjong::is_honour)) v_[honitsu] = closed ? 3 : 2;
      if (!honour) v_[chinitsu] = closed ? 6 : 5;
    }
    if (standard && all_terminal_groups(f)) {
      if (honour)
        v_[chanta] = closed ? 20 : 10;
      else if (!closed)
        v_[junchan_open] = 30;
    }
    if (s_.riichi == RiichiKind::open) open_riichi_points_ = 2;
    if (s_.ippatsu) {
      v_[ippatsu] = 1;
      v_[ureshii] = 5;
    }
    if (closed && s_.how == WinHow::tsumo) v_[tsumo] = 1;
    if (standard && closed_hand() && f.sequences == 4 && h_.wait == mahjong::Wait::open &&
        (f.pair == kNoKind || yakuhai(f.pair, s_.seat_wind) == 0))
      v_[pinfu] = 1;
    if ((closed || r_.open_tanyao) && only(c, mahjong::is_simple)) v_[tanyao] = 1;
    if (closed && standard) {
      int twins = 0;
      for (int n : f.sequence_at) twins += n / 2;
      if (twins == 1) v_[iipeikou] = 1;
      if (twins >= 2) v_[ryanpeikou] = 3;
    }
    if (s_.haitei) v_[haitei] = 1;
    if (s_.houtei) v_[houtei] = 1;
    if (s_.rinshan) v_[rinshan] = 1;
    if (s_.how == WinHow::robbed) v_[chankan] = 1;
    if (f.sequence_at[suit(1)] > 0 && f.sequence_at[suit(4)] > 0 && f.sequence_at[suit(7)] > 0)
      v_[ittsu] = closed ? 2 : 1;
    if (standard && f.triplets == 4) v_[toitoi] = 2;
    if (f.concealed_triplets == 3) v_[sanankou] = 2;
    if (f.kans == 3) v_[sankantsu] = 2;
    if ((standard || h_.shape == Shape::all_pairs) && f.sequences == 0 &&
        only(c, mahjong::is_orphan))
      v_[honroutou] = 2;
    if (h_.shape == Shape::all_pairs) v_[chiitoi] = 2;
    for (const Part& p : h_)
      if (is_triplet(p) && mahjong::is_honour(p.kind))
        yakuhai_[p.kind - kEast] += yakuhai(p.kind, s_.seat_wind);
  }

  // What a yakuman (or チャンタ) always brings is not counted beside it.
  void exclusions(const Facts&) {
    const auto off = [&](std::initializer_list<Y> ys) {
      for (Y y : ys) v_[y] = 0;
    };
    if (v_[suuankou]) off({sanankou, toitoi});
    if (v_[daisangen] || v_[shousangen])
      for (Kind k = kWhite; k <= kRed; ++k) yakuhai_[k - kEast] = 0;
    if (v_[daisuushi]) {
      off({toitoi});
      for (Kind k = kEast; k <= kNorth; ++k) yakuhai_[k - kEast] = 0;
    }
    if (v_[tsuuiisou]) off({honroutou});
    if (v_[chuuren]) off({chinitsu});
    if (v_[chinroutou]) off({honroutou, chinitsu});
    if (v_[suukantsu]) off({sankantsu, toitoi});
    if (v_[tenhou] || v_[chiihou]) off({tsumo});
    // 22334455667788 reads as two-sided 平和 on every winning tile, so 平和 comes with it too.
    if (v_[daisharin]) off({chinitsu, tanyao, chiitoi, iipeikou, ryanpeikou, pinfu});
    if (v_[junchan_closed] || v_[junchan_open]) off({chinitsu});
    if (v_[chanta]) off({honitsu});
    if (v_[chiitoi_eight]) off({chiitoi});
  }

  void emit_yaku(const Facts& f) {
    add(kNames[honitsu], v_[honitsu], Category::yaku);
    add(kNames[chinitsu], v_[chinitsu], Category::yaku);
    if (s_.riichi == RiichiKind::open) {
      add("オープン立直", open_riichi_points_, Category::yaku);
      // An open ダブル立直 is 3: the open riichi's 2 and the ダブル's one more.
      if (s_.double_riichi) add("ダブル立直", 1, Category::yaku);
    } else if (s_.riichi == RiichiKind::closed) {
      add(s_.double_riichi ? "ダブル立直" : "リーチ", s_.double_riichi ? 2 : 1, Category::yaku);
    }
    for (int y = chinitsu + 1; y < kYaku; ++y) add(kNames[y], v_[y], Category::yaku);
    for (Kind k = kEast; k < mahjong::kKinds; ++k)
      add("役牌", yakuhai_[k - kEast], Category::yaku, Format::kind, k);
    for (int k = 0; k < mahjong::kKinds; ++k) {
      const int n = f.pairs_of[static_cast<std::size_t>(k)];
      if (n == 2) add("4枚使い", 2, Category::item, Format::kind, static_cast<Kind>(k));
      if (n == 3) add("6枚使い", 4, Category::item, Format::kind, static_cast<Kind>(k));
    }
  }

  void emit_basic() {
    if (h_.closed) add("門前", 1, Category::basic);
    if (s_.dealer) add("親", 1, Category::basic);
    add("本場", s_.honba, Category::basic, Format::plain, kNoKind, kNoKind, s_.honba);
    const int pulled = mahjong::total(s_.pulled);
    add("ガリ", pulled, Category::basic);
    for (Kind k : {k1m, k9m, kNorth})
      if (s_.pulled[k] >= 4) add("セット", 4, Category::basic, Format::kind, k);
  }

  void emit_items() {
    add("バンバン", 2, Category::item);
    // A 5 the ippatsu 白 stands for is a five with bai_dora = as_kind only, as for dora.
    const Kind five = suit(5);
    const int fives = h_.as[five] - (r_.bai_dora_face && h_.full_wild == five ? 1 : 0);
    add("", fives, Category::item, Format::times, five, kNoKind, fives);
    int red = s_.red;
    for (const ScoreMeld& m : s_.melds) red += m.red;
    add("赤", 2LL * red, Category::item, Format::kind_times, kNoKind, kNoKind, red);
    if (mahjong::total(s_.pulled) == 0) add("カラス", h_.closed ? 30 : 20, Category::item);
    for (const ScoreMeld& m : s_.melds) {
      if (m.type == mahjong::MeldType::pon) continue;
      const bool closed = m.type == mahjong::MeldType::closed_kan;
      const int unit = closed ? 2 : 1;
      add(closed ? "暗カン" : "明カン", unit, Category::item, Format::kind, m.kind);
      add(closed ? "暗加カン" : "明加カン", static_cast<long long>(unit) * (m.copies - 4),
          Category::item, Format::kind, m.kind);
    }
    dora("dora", s_.indicators);
    dora("ura", s_.ura);
  }

  // The tiles that are dora when `d` is: the hand's, its melds' and its pulled ガリ. With
  // bai_dora = face a 白 is only ever a 白.
  int dora_count(Kind d) const {
    int n = h_.as[d] + s_.pulled[d];
    if (r_.bai_dora_face) {
      n -= h_.bai_as[d];
      if (d == kWhite) n += mahjong::total(h_.bai_as);
    }
    return n;
  }

  void dora(const char* name, std::span<const Kind> indicators) {
    const mahjong::CopyLimits limits = mahjong::flush_wall_limits(s_.wall);
    for (Kind ind : indicators) {
      if (ind >= mahjong::kKinds) continue;
      Kind d = mahjong::dora_after(ind, limits);
      // A 白 indicator (or, with bai_indicator = dora, the 中 one): the winner names one honour.
      if (ind == (r_.bai_indicator_dora ? kRed : kWhite)) {
        d = kEast;
        for (Kind k = kEast; k < mahjong::kKinds; ++k)
          if (dora_count(k) > dora_count(d)) d = k;
      }
      const int n = dora_count(d);
      add(name, n, Category::item, Format::arrow, ind, d, n);
    }
  }

  void add(const char* name, long long value, Category c, Format fmt = Format::plain,
           Kind kind = kNoKind, Kind to = kNoKind, int count = 0) {
    if (value == 0 || out_.count == Tally::kMax) return;
    out_.entries[static_cast<std::size_t>(out_.count++)] =
        Entry{name, value, c, fmt, kind, to, count};
    if (c == Category::yaku || c == Category::yakuman) out_.has_yaku = true;
  }

  const ReadHand& h_;
  const WinSituation& s_;
  const Rules& r_;
  Tally& out_;
  std::array<int, kYaku> v_{};
  std::array<int, 7> yakuhai_{};
  int open_riichi_points_ = 0;
  int f_declared_ = 0;
};

std::string part_text(const Part& p) {
  std::string s;
  if (p.type == PartType::sequence) {
    for (int i = 0; i < 3; ++i) s += std::to_string(mahjong::number_of(p.kind) + i);
    return s + tile_text(p.kind).substr(1);
  }
  const int naturals = p.tiles - p.bai;
  if (mahjong::is_honour(p.kind)) {
    for (int i = 0; i < naturals; ++i) s += tile_text(p.kind);
    for (int i = 0; i < p.bai; ++i) s += tile_text(kWhite);
  } else {
    for (int i = 0; i < naturals; ++i) s += std::to_string(mahjong::number_of(p.kind));
    s += tile_text(p.kind).substr(1);
  }
  if (!p.declared) return s;
  return p.open ? "(" + s + ")" : "[" + s + "]";
}

}  // namespace

void count_tiles(ReadHand& h) {
  h.as = {};
  h.bai_as = {};
  h.closed = true;
  for (const Part& p : h) {
    h.closed = h.closed && !p.open;
    if (p.type == PartType::sequence) {
      for (int i = 0; i < 3; ++i) mahjong::add(h.as, static_cast<Kind>(p.kind + i));
      continue;
    }
    mahjong::add(h.as, p.kind, p.tiles);
    mahjong::add(h.bai_as, p.kind, p.bai);
  }
  if (h.full_wild != kNoKind) mahjong::add(h.bai_as, h.full_wild);
}

bool allowed(const ReadHand& h, const Rules& rules, mahjong::Suit wall) {
  // The ippatsu 白 is any tile: neither bai_scope nor the ガリ rule binds what it stands for.
  const auto wild = [&](Kind k) { return h.bai_as[k] - (h.full_wild == k ? 1 : 0); };
  const auto natural = [&](Kind k) { return h.as[k] - h.bai_as[k]; };
  const bool no_north =
      rules.bai_scope == BaiScope::no_north || rules.bai_scope == BaiScope::neither;
  const bool no_fifth =
      rules.bai_scope == BaiScope::no_fifth || rules.bai_scope == BaiScope::neither;
  if (no_north && wild(kNorth) > 0) return false;
  if (no_fifth)
    for (Kind k = kEast; k < mahjong::kKinds; ++k)
      if (k != kWhite && wild(k) > 0 && natural(k) + wild(k) > 4) return false;
  if (h.shape == mahjong::Shape::orphans) {
    if (!rules.kokushi_no_third_terminal) return true;
    for (const Part& p : h)
      if (p.type == PartType::pair && mahjong::is_terminal(p.kind) &&
          mahjong::suit_of(p.kind) == wall)
        return false;
    return true;
  }
  if (natural(k1m) + natural(k9m) + natural(kNorth) == 0) return true;
  // 四喜和: the melds and the pair hold 東南西北; then any ガリ may stay.
  for (Kind w = kEast; w <= kNorth; ++w) {
    const bool held = std::any_of(h.begin(), h.end(), [&](const Part& p) {
      return p.kind == w && p.type != PartType::sequence && p.type != PartType::single;
    });
    if (!held || h.shape != mahjong::Shape::standard) return false;
  }
  return true;
}

void score(const ReadHand& h, const WinSituation& s, const Rules& rules, Tally& out) {
  out = Tally{};
  Scorer(h, s, rules, out).run();
}

std::string label(const Entry& e) {
  const std::string name = e.name;
  if (e.category == Category::yakuman) return "役満 " + name;
  switch (e.format) {
    case Format::plain:
      return name;
    case Format::kind:
      return name + " " + tile_text(e.kind);
    case Format::arrow:
      return name + " " + tile_text(e.kind) + "→" + tile_text(e.to);
    case Format::times:
      return tile_text(e.kind) + " ×" + std::to_string(e.count);
    case Format::kind_times:
      return name + " ×" + std::to_string(e.count);
  }
  return name;
}

std::string reading_text(const ReadHand& h) {
  std::string out;
  std::string as;
  for (const Part& p : h) {
    for (int i = 0; i < p.bai; ++i) {
      if (!as.empty()) as += ", ";
      as += tile_text(p.kind);
    }
  }
  if (!as.empty()) out += "白 as " + as + "; ";
  if (h.full_wild != kNoKind) out += "白 (一発ツモ) as " + tile_text(h.full_wild) + "; ";
  for (int i = 0; i < h.count; ++i) {
    if (i > 0) out += ' ';
    out += part_text(h.parts[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace paipu::chinton::detail
