#include "hand.hpp"

#include <algorithm>
#include <string>
#include <utility>

namespace bigtwo {

namespace {

using paipu::Event;
using paipu::Outcome;
using paipu::trick::fail;
using paipu::trick::seat_name;

// The codes of the kit's shared checks (README.md lists every code).
const paipu::trick::Codes kCodes{"B101", "B102", "B103", "B107", "B108", "B113"};

const paipu::trick::Wording& wording() {
  static const paipu::trick::Wording w{.game = "Big Two",
                                       .piece = "card",
                                       .pieces = "cards",
                                       .names = names,
                                       .copies = copy_limits(),
                                       .hand_size = kHandSize,
                                       .face_down_follows = false};
  return w;
}

}  // namespace

Hand::Hand(HandSetup setup) : HandBase(std::move(setup), kHandSize, copy_limits()) {}

std::unique_ptr<paipu::HandState> Hand::clone() const {
  return std::make_unique<Hand>(*this);
}

int Hand::holder_of_first_card() const {
  for (int s = 0; s < seats(); ++s)
    if (hands_.known_counts(s)[kDiamondThree] > 0) return s;
  return -1;
}

int Hand::to_move() const {
  if (finished_) return -1;
  return round_.number == 0 ? holder_of_first_card() : turn_;
}

std::optional<paipu::Problem> Hand::turn_problem(int seat, const char* verb) const {
  const int due = to_move();
  if (due < 0 || due == seat) return std::nullopt;
  std::string why = round_.number == 0 ? seat_name(due) + " holds ♦3 and leads first"
                                       : "it is " + seat_name(due) + "'s turn in round " +
                                             std::to_string(round_.number);
  return paipu::Problem{paipu::Severity::error, "B101",
                        seat_name(seat) + " " + verb + ", but " + why};
}

// Every path checks before it changes anything: a rejected event leaves the hand as it was.
Outcome Hand::apply_here(const Event& e) {
  if (finished_)
    return fail("B109", "the hand is over (" + seat_name(result_.winner) +
                            " played its last card); nothing more can be played");
  if (e.seat < 0 || e.seat >= seats()) return fail("B113", "this event needs a seat: E, S, W or N");
  switch (e.verb) {
    case kDeal:
      // HandBase::take_deal knows a deal after play has started from its trick table, which this
      // game does not use.
      if (round_.number > 0)
        return fail("B108", seat_name(e.seat) +
                                " is dealt after the first play; write every deal before it");
      if (auto p = take_deal(e, wording(), kCodes)) return fail(std::move(*p));
      return {};
    case kPlay:
      if (auto p = paipu::trick::unnamed_face_up_problem(e.seat, e.pieces, wording(), kCodes))
        return fail(std::move(*p));
      return play(e);
    case kPass:
      return pass(e);
    default:
      return fail("B113", "unknown verb for Big Two");
  }
}

Outcome Hand::play(const Event& e) {
  Outcome out;
  if (auto p = turn_problem(e.seat, "plays")) return fail(std::move(*p));
  std::string why;
  const std::optional<Combo> combo = classify(e.pieces, &why);
  const bool leads = round_.plays.empty();
  if (!combo) {
    const bool count = e.pieces.size() == 4 || e.pieces.size() > 5 || e.pieces.empty();
    return fail(count ? "B103" : "B104",
                seat_name(e.seat) + " plays " + names(e.pieces) + ": " + why);
  }
  if (round_.number == 0) {
    bool has_first = false;
    for (PieceId c : e.pieces) has_first = has_first || c == kDiamondThree;
    if (!has_first)
      return fail("B106", seat_name(e.seat) + " leads " + names(e.pieces) +
                              ", but the first play of a hand must include ♦3");
  }
  if (!leads) {
    const Round::Play& last = round_.plays.back();
    if (combo->size() != last.combo.size())
      return fail(
          "B103",
          seat_name(e.seat) + " plays " + paipu::trick::count_of(e.pieces.size(), wording()) +
              " on " + describe(last.combo) + "; play " +
              paipu::trick::count_of(static_cast<std::size_t>(last.combo.size()), wording()) +
              " or pass");
    if (!beats(*combo, last.combo))
      return fail("B105", seat_name(e.seat) + " plays " + names(e.pieces) + " (" +
                              describe(*combo) + "), which does not beat " + names(last.cards) +
                              " (" + describe(last.combo) + ") by " + seat_name(last.seat) +
                              "; play a higher one or pass");
  }
  if (auto p = removal_problem(e, wording(), kCodes)) return fail(std::move(*p));

  hands_.remove(e.seat, e.pieces);
  if (round_.number == 0) round_.number = 1;
  round_.plays.push_back({e.seat, paipu::trick::PieceList(e.pieces), *combo});
  round_.passes = 0;
  round_.passed[static_cast<std::size_t>(e.seat)] = false;
  turn_ = paipu::trick::next_seat(e.seat, seats());
  if (hands_.size(e.seat) > 0) return out;

  finished_ = true;
  result_ = {};
  result_.winner = e.seat;
  for (int s = 0; s < seats(); ++s)
    result_.cards_left[static_cast<std::size_t>(s)] = hands_.size(s);
  if (notes()) out.notes.push_back(seat_name(e.seat) + " plays its last card and wins the hand");
  return out;
}

Outcome Hand::pass(const Event& e) {
  Outcome out;
  if (auto p = turn_problem(e.seat, "passes")) return fail(std::move(*p));
  if (round_.plays.empty())
    return fail("B110", seat_name(e.seat) + " leads round " +
                            std::to_string(std::max(round_.number, 1)) +
                            " and cannot pass; play any combination");
  round_.passed[static_cast<std::size_t>(e.seat)] = true;
  turn_ = paipu::trick::next_seat(e.seat, seats());
  if (++round_.passes < seats() - 1) return out;

  // Everyone else passed: the last play takes the round, and its author leads the next.
  const int leader = round_.plays.back().seat;
  if (notes())
    out.notes.push_back(seat_name(leader) + " takes round " + std::to_string(round_.number) +
                        " with " + describe(round_.plays.back().combo) + " and leads");
  round_ = Round{round_.number + 1, {}, 0, {}};
  turn_ = leader;
  return out;
}

}  // namespace bigtwo
