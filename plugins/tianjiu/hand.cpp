#include "hand.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "dealt.hpp"
#include "hand_detail.hpp"
#include "tianjiu.hpp"
#include "tiles.hpp"

namespace paipu::tianjiu {

using detail::combo_of;
using detail::num;
using trick::fail;
using trick::seat_name;

namespace {

// The codes the kit's shared checks report with: docs/variants/tianjiu.md.
const trick::Codes kCodes{"T101", "T102", "T103", "T107", "T108", "T113"};

const trick::Wording& wording() {
  static const trick::Wording w{.game = "打天九",
                                .piece = "tile",
                                .pieces = "tiles",
                                .names = names,
                                .copies = copy_limits(),
                                .hand_size = kHandSize,
                                .face_down_follows = true,
                                .both = "both"};
  return w;
}

std::string beat_message(Verdict v, const std::string& seat, const std::vector<PieceId>& mine,
                         const trick::Trick& t, const Combo& played) {
  const std::string m = names(mine);
  const std::string best = names(t.best_play().pieces);
  const std::string where = " in trick " + num(t.number);
  const std::string pad = "; play it face down (pad)";
  const std::string head = seat + " plays " + m + " face up, but ";
  switch (v) {
    case Verdict::not_a_combination:
      return head + m + " is no combination" + pad;
    case Verdict::zhizun_not_led:
      return head + "至尊 beats nothing unless it is led" + pad;
    case Verdict::only_capture:
      return head + "only 双高腳 beats 文至尊 (擒尊)" + where +
             (t.best == 0 ? "" : ", and it has been captured already") + pad;
    case Verdict::other_class: {
      const Cls c = static_cast<Cls>(t.best_play().kind);
      if (c == Cls::zhizun_wu) return head + "nothing beats a led 至尊" + pad;
      return head + "a " + class_name(played.cls) + " cannot beat a " + class_name(c) + " (" +
             best + ")" + where + ": only a stronger " + class_name(c) + " can" + pad;
    }
    case Verdict::tie:
      return head + m + " only ties " + best + where + ", and a tie does not beat" + pad;
    case Verdict::lower:
      return head + m + " does not beat " + best + where + pad;
    case Verdict::beats:
      break;
  }
  return head + m + " does not beat " + best + where + pad;
}

std::string dealt_needs(Dealt level, const Options& o) {
  if (level == Dealt::qizhi)
    return std::string("exactly one red pip or exactly 7 military tiles") +
           (o.qizhi_seven_civil ? " or exactly 7 civil tiles" : "");
  return std::string("no red pip, 8 military or 8 civil tiles") +
         (o.bazhi_four_pairs != FourPairs::off ? ", or four pairs" : "");
}

}  // namespace

TianjiuHand::TianjiuHand(HandSetup setup)
    : HandBase(std::move(setup), kHandSize, copy_limits()), wording_(&wording()) {}

std::unique_ptr<HandState> TianjiuHand::clone() const {
  return std::make_unique<TianjiuHand>(*this);
}

int TianjiuHand::bonus_multiplier() const {
  const int d = multiplier();
  return dealer_.first && opt_.kari_oya_bonus_x2 ? std::max(d, 2) : d;
}

bool TianjiuHand::jie_rules(const trick::Trick& t) const {
  return t.last && (opt_.last_trick == LastTrick::final_trick || t.number == kHandSize);
}

bool TianjiuHand::bound(const trick::Trick& t, int seat) const {
  return jie_rules(t) && t.width() == 1 && table_.won(seat) == 0;
}

bool TianjiuHand::eligible(int seat) const {
  return !bound(table_.current(), seat);
}

// Every path checks before it changes anything, so a rejected event leaves the hand exactly as it
// was (the Play tests check this for every problem code). Applying in place, rather than to a copy,
// keeps validation from copying the whole trick history at every step.
Outcome TianjiuHand::apply_here(const Event& e) {
  if (finished_) {
    const std::string why =
        result_.dealt != Dealt::none
            ? seat_name(result_.winner) + " declared " + dealt_name(result_.dealt)
            : "the last trick has been played";
    return fail("T109", "the hand is over (" + why + "); nothing more can be played");
  }
  if (e.seat < 0 || e.seat >= kSeats) return fail("T113", "this event needs a seat: E, S, W or N");
  switch (e.verb) {
    case kDeal:
      return deal(e);
    case kDeclare:
      return declare(e);
    case kPlay:
    case kPad:
      return play(e);
    default:
      return fail("T113", "unknown verb for 打天九");
  }
}

Outcome TianjiuHand::deal(const Event& e) {
  if (auto p = take_deal(e, *wording_, kCodes)) return fail(std::move(*p));
  return {};
}

Outcome TianjiuHand::declare(const Event& e) {
  const std::string s = seat_name(e.seat);
  if (started())
    return fail("T110",
                s + " declares after the first lead; 七枝牌/八枝牌 are declared before play");
  if (!hands_.fully_known(e.seat))
    return fail("T111", s + " declares, but only " +
                            num(static_cast<long long>(hands_.known(e.seat).size())) +
                            " of its 8 tiles are known; write its full deal first");
  const std::string word = e.words.empty() ? std::string() : e.words.front();
  Dealt level = Dealt::none;
  if (word == "七枝牌" || word == "qizhi") level = Dealt::qizhi;
  if (word == "八枝牌" || word == "bazhi") level = Dealt::bazhi;
  if (level == Dealt::none)
    return fail("T113", s + " declares '" + word + "'; declare 七枝牌 or 八枝牌");
  const std::vector<PieceId> hand = hands_.known(e.seat);
  const std::string_view pattern = dealt_pattern(hand, level, opt_);
  if (pattern.empty()) {
    const Dealt other = level == Dealt::qizhi ? Dealt::bazhi : Dealt::qizhi;
    const std::string alt(dealt_pattern(hand, other, opt_));
    return fail(
        "T112",
        s + " declares " + dealt_name(level) + ", but " + names(hand) + " is not one: it needs " +
            dealt_needs(level, opt_) +
            (alt.empty() ? "" : "; it is a " + std::string(dealt_name(other)) + " (" + alt + ")"));
  }
  finished_ = true;
  result_ = {};
  result_.winner = e.seat;
  result_.dealer = dealer_.seat;
  result_.multiplier = multiplier();
  result_.bonus_multiplier = bonus_multiplier();
  result_.dealt = level;
  result_.dealt_pattern = pattern;
  Outcome out;
  if (notes())
    out.notes.push_back(s + " declares " + dealt_name(level) + " (" + result_.dealt_pattern +
                        ") and wins the hand: each player pays " + s + " " +
                        num(dealt_points(level)) +
                        (dealer_.seat >= 0 && bonus_multiplier() != 1
                             ? ", ×" + num(bonus_multiplier()) + " with the dealer"
                             : ""));
  return out;
}

Outcome TianjiuHand::play(const Event& e) {
  if (e.verb == kPlay)
    if (auto p = trick::unnamed_face_up_problem(e.seat, e.pieces, *wording_, kCodes))
      return fail(std::move(*p));
  return table_.trick_open() ? follow(e) : lead(e);
}

// Only a note: a deal that could have been declared does not change the play.
void TianjiuHand::note_undeclared(Outcome& out) const {
  for (int seat = 0; seat < kSeats; ++seat) {
    if (!hands_.fully_known(seat)) continue;
    const std::vector<PieceId> hand = hands_.known(seat);
    for (Dealt level : {Dealt::bazhi, Dealt::qizhi}) {
      const std::string_view pattern = dealt_pattern(hand, level, opt_);
      if (pattern.empty()) continue;
      out.notes.push_back(seat_name(seat) + "'s deal is a " + dealt_name(level) + " (" +
                          std::string(pattern) + ") but was not declared; play goes on");
      break;
    }
  }
}

Outcome TianjiuHand::lead(const Event& e) {
  Outcome out;
  // With the dealer unknown (after a broken hand), whoever leads first is the dealer; that is
  // settled only once the lead has passed every check.
  const bool adopt_dealer = dealer_.seat < 0 && !started();
  if (!adopt_dealer)
    if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  if (e.verb == kPad) {
    const std::string s = seat_name(e.seat);
    return fail("T106",
                s + " leads face down; a lead is always face up (write `" + s + " play ...`)");
  }
  if (e.pieces.empty() || e.pieces.size() > 4)
    return fail("T103", seat_name(e.seat) + " leads " +
                            trick::count_of(e.pieces.size(), *wording_) +
                            "; a lead has 1 to 4 tiles");
  if (auto p = removal_problem(e, *wording_, kCodes)) return fail(std::move(*p));
  const Combo c = classify(e.pieces, true, opt_.wen_zhizun);
  if (c.cls == Cls::none)
    return fail(
        "T104",
        seat_name(e.seat) + " leads " + names(e.pieces) +
            ", which is no combination: lead a single, a pair (双, 雜, 天九 地八 人七 和五), 至尊, "
            "三文, 三武 or 四");
  if (!started()) {
    if (notes()) note_undeclared(out);
    dealer_first_lead_ = e.pieces;
  }
  if (adopt_dealer) {
    dealer_from_lead(e.seat);
    if (notes()) out.notes.insert(out.notes.begin(), dealer_from_lead_note(e.seat));
  }
  hands_.remove(e.seat, e.pieces);
  const bool last = hands_.size(e.seat) == 0;
  table_.lead(e.seat, e.pieces, static_cast<int>(c.cls), c.strength, step_, last);
  return out;
}

Outcome TianjiuHand::follow(const Event& e) {
  Outcome out;
  const trick::Trick& t = table_.current();
  if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  const trick::Wording& w = *wording_;
  if (auto p = trick::follow_count_problem(table_, e.seat, e.pieces.size(), w, kCodes))
    return fail(std::move(*p));
  if (auto p = removal_problem(e, w, kCodes)) return fail(std::move(*p));
  Combo c;
  bool competes = false;
  if (e.verb == kPlay) {
    if (!eligible(e.seat)) {
      if (notes())
        out.notes.push_back(seat_name(e.seat) + " has no 棟 before the final single (2牌縛り): " +
                            names(e.pieces) + " counts as 墊");
    } else {
      c = classify(e.pieces, false, opt_.wen_zhizun);
      const Verdict v = judge(combo_of(t.lead()), combo_of(t.best_play()), c);
      if (v != Verdict::beats)
        return fail("T105", beat_message(v, seat_name(e.seat), e.pieces, t, c));
      competes = true;
    }
  }
  hands_.remove(e.seat, e.pieces);
  table_.follow(e.seat, e.pieces, e.verb == kPlay, competes ? static_cast<int>(c.cls) : -1,
                competes ? c.strength : 0, step_, competes);
  if (table_.trick_full()) close_trick(out);
  return out;
}

void TianjiuHand::close_trick(Outcome& out) {
  table_.close(table_.current().width());
  const trick::Trick& t = table_.history().back();
  const int winner = t.winner();
  const Combo lead = combo_of(t.lead());
  std::optional<Bonus> bonus;
  if (lead.cls == Cls::zhizun_wu) bonus = Bonus::he_zun;
  if (lead.cls == Cls::zhizun_wen) bonus = winner == t.leader ? Bonus::he_zun : Bonus::qin_zun;
  if (t.width() == 4) bonus = Bonus::si_da_he;
  if (notes())
    out.notes.push_back(seat_name(winner) + " wins trick " + num(t.number) + " (" + num(t.width()) +
                        " 棟)");
  if (bonus && (!jie_rules(t) || opt_.bao_also_he)) {
    for (Payment& p :
         trick_bonus(*bonus, winner, dealer_.seat, bonus_multiplier(), step_, opt_, notes()))
      bonuses_.push_back(std::move(p));
    if (notes())
      out.notes.push_back(bonus_note(*bonus, winner, dealer_.seat, bonus_multiplier(), opt_));
  }
  if (t.last) finish(t, out);
}

}  // namespace paipu::tianjiu
