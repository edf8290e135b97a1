#include "value.hpp"

#include <algorithm>

namespace paipu::wenzhou {

namespace {

using mahjong::Decomposition;
using mahjong::Group;
using mahjong::GroupType;
using mahjong::Shape;

// Every wild of the reading is the indicator's kind (a free group may be chosen so). Without
// bai_as_face, a wild at face value beside a 白 (the face's only naturals) does not count.
bool at_face_value(const Decomposition& d, Kind face, bool bai_as_face) {
  for (const Group& g : d) {
    if (g.free() || g.wild == 0) continue;
    bool natural_face = false;
    for (int i = 0; i < g.size(); ++i) {
      if (g.wild_at(i) && g.kind_at(i) != face) return false;
      natural_face = natural_face || (!g.wild_at(i) && g.kind_at(i) == face);
    }
    if (natural_face && !bai_as_face) return false;
  }
  return true;
}

// 硬八対: every 財神 is at face value, pairs another 財神, or is the odd tile.
bool hard_eight(const Decomposition& d, Kind face, bool bai_as_face) {
  for (const Group& g : d) {
    if (g.type != GroupType::pair || g.wild == 0 || g.wilds() == 2) continue;
    if (g.kind != face || !bai_as_face) return false;
  }
  return true;
}

// A 財神 stands for a 5th copy of a kind counted with the hand's naturals and melds. The
// indicator's kind is left out: its naturals are the 白, which the 財神 join at face value.
bool uses_fifth_copy(const Decomposition& d, const mahjong::Counts& naturals, Kind face) {
  mahjong::Counts c = naturals;
  for (const Group& g : d) {
    if (g.free()) continue;
    for (int i = 0; i < g.size(); ++i)
      if (g.wild_at(i)) mahjong::add(c, g.kind_at(i));
  }
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (k != face && c[static_cast<std::size_t>(k)] > 4) return true;
  return false;
}

bool all_triplets(const Decomposition& d, std::span<const mahjong::Meld> melds) {
  if (d.shape != Shape::standard) return false;
  for (const mahjong::Meld& m : melds)
    if (m.type == mahjong::MeldType::chi) return false;
  return std::all_of(d.begin(), d.end(), [](const Group& g) {
    return g.type == GroupType::pair || g.type == GroupType::triplet ||
           g.type == GroupType::free_pair || g.type == GroupType::free_meld;
  });
}

void raise(WinValue& v, WinClass c, const char* why) {
  if (static_cast<int>(c) > static_cast<int>(v.cls)) {
    v.cls = c;
    v.why = why;
  }
}

}  // namespace

const char* class_name(WinClass c) {
  switch (c) {
    case WinClass::soft:
      return "軟牌";
    case WinClass::hard:
      return "硬牌";
    case WinClass::doubled:
      return "双翻";
  }
  return "?";
}

mahjong::WinRules win_rules(const Wilds& wilds) {
  mahjong::WinRules r;
  r.melds = 5;
  r.all_pairs = true;  // 八対: 4 copies are two pairs, and the odd tile may match a pair
  r.wilds_win = 3;
  r.wild_scope = mahjong::WildScope::any;
  r.wild_face = wilds.indicator;
  return r;
}

mahjong::Hand shape_hand(const mahjong::Counts& held, int melds, const Wilds& wilds) {
  mahjong::Hand h;
  h.melds = melds;
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const int n = held[static_cast<std::size_t>(k)];
    if (n == 0) continue;
    if (wilds.is_caishen(static_cast<Kind>(k)))
      h.wilds += n;
    else
      mahjong::add(h.concealed, wilds.face(static_cast<Kind>(k)), n);
  }
  return h;
}

WinValue evaluate_win(const WinSituation& s, const Wilds& wilds, const Rules& rules) {
  WinValue v;
  const int melds = static_cast<int>(s.melds.size());
  const mahjong::Hand hand = shape_hand(s.concealed, melds, wilds);
  const mahjong::WinRules shapes = win_rules(wilds);
  const Kind face = wilds.indicator;
  v.caishen = hand.wilds;
  mahjong::Counts naturals = hand.concealed;
  const mahjong::Counts in_melds = mahjong::meld_counts(s.melds);
  for (int k = 0; k < mahjong::kKinds; ++k)
    mahjong::add(naturals, static_cast<Kind>(k), in_melds[static_cast<std::size_t>(k)]);
  const auto allowed = [&](const Decomposition& d) {
    return rules.caishen_fifth_copy || !uses_fifth_copy(d, naturals, face);
  };

  bool shaped = false, garbage = false;
  mahjong::visit_decompositions(hand, shapes, [&](const Decomposition& d) {
    if (d.shape == Shape::wilds_win) {
      garbage = true;
      return;
    }
    if (!allowed(d)) return;
    shaped = true;
    if (d.shape == Shape::all_pairs) {
      if (hard_eight(d, face, rules.bai_as_face))
        raise(v, WinClass::doubled, "硬八対");
      else
        raise(v, WinClass::hard, "軟八対");
    } else if (at_face_value(d, face, rules.bai_as_face)) {
      raise(v, WinClass::hard, hand.wilds == 0 ? "no 財神" : "財神 at face value");
    }
    if (hand.wilds == 3) raise(v, WinClass::doubled, "三財神");
    if (rules.toitoi_double && all_triplets(d, s.melds)) raise(v, WinClass::doubled, "対対胡");
  });
  v.complete = shaped || garbage;
  if (!v.complete) return v;
  v.three_caishen_only = !shaped;
  if (v.why.empty()) v.why = "a 財神 standing in";
  if (v.three_caishen_only) raise(v, WinClass::hard, "財神3枚");
  if (s.how == WinHow::tsumo) raise(v, WinClass::hard, "ツモ");
  if (s.how == WinHow::robbed) raise(v, WinClass::hard, "チャンカン");
  if (!v.three_caishen_only) {
    if (s.tenhou) raise(v, WinClass::doubled, "天胡");
    if (s.dihu) raise(v, WinClass::doubled, "地胡");
  }
  // 全求神 when the lone tile held was a 財神 (the winning tile being the other one).
  const bool wild_won = s.winning != kNoKind && wilds.is_caishen(s.winning);
  if (melds == 5) raise(v, WinClass::doubled, hand.wilds > (wild_won ? 1 : 0) ? "全求神" : "単吊");

  // The 財神 single wait: the winning tile, a natural, pairs a lone 財神.
  if (s.winning != kNoKind && !wilds.is_caishen(s.winning) && hand.wilds > 0) {
    int readings = 0, single = 0;
    mahjong::visit_readings(
        hand, shapes, {wilds.face(s.winning), false}, [&](const mahjong::Reading& r) {
          if (r.decomposition->shape == Shape::wilds_win || !allowed(*r.decomposition)) return;
          ++readings;
          const Group& g = r.decomposition->groups[static_cast<std::size_t>(r.group)];
          if (g.type == GroupType::pair && g.wilds() == 1 && !g.wild_at(r.position)) ++single;
        });
    switch (rules.caishen_single) {
      case CaishenSingle::only:
        v.caishen_single = single > 0 && single == readings;
        break;
      case CaishenSingle::any:
        v.caishen_single = single > 0;
        break;
      case CaishenSingle::bare:
        v.caishen_single = single > 0 && melds == 5;
        break;
    }
  }
  return v;
}

}  // namespace paipu::wenzhou
