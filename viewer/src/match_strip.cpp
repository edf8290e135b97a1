#include "paipu/viewer/match_strip.hpp"

#include <algorithm>

#include "paipu/viewer/navigator.hpp"

namespace paipu::viewer {

void MatchStrip::follow(const Document& doc, int hand) {
  const int n = doc.hand_count();
  if (hand < 0 || hand >= n) {
    *this = MatchStrip{};
    return;
  }
  if (hand >= first_ && hand < first_ + count() && n == seen_hands_) {
    return;
  }
  // Hands of one record are consecutive in the document; the hand number restarting also ends a
  // record, so two files whose records share a number are not run together.
  auto same_record = [&](int a, int b) {
    const HandSummary &x = doc.summary(a), &y = doc.summary(b);
    return x.record == y.record && y.hand == x.hand + 1;
  };
  int first = hand;
  while (first > 0 && same_record(first - 1, first)) {
    --first;
  }
  int end = hand + 1;
  while (end < n && same_record(end - 1, end)) {
    ++end;
  }
  if (first != first_) {
    *this = MatchStrip{};
    first_ = first;
  }
  points_.resize(static_cast<std::size_t>(end - first));
  known_ = std::min(known_, count());
  seen_hands_ = n;
}

bool MatchStrip::advance(Document& doc, int max_hands) {
  bool learnt = false;
  for (; known_ < count() && max_hands > 0; --max_hands) {
    const int index = first_ + known_;
    std::shared_ptr<const HandView> view = doc.hand(index);
    learn(view.get(), known_);
    // A hand that failed to parse has no steps to mark, but its summary knows.
    if (doc.summary(index).has_error) {
      points_[static_cast<std::size_t>(known_)].marks |= mark_error;
    }
    ++known_;
    learnt = true;
  }
  return learnt;
}

void MatchStrip::learn(const HandView* view, int k) {
  if (seats_ == 0 && view != nullptr && view->seats() > 0) {
    // The first hand that knows its seats sets the start (hands before it could not be replayed).
    seats_ = view->seats();
    start_ = view->totals_before();
    start_.resize(static_cast<std::size_t>(seats_), 0);
    for (int i = 0; i < k; ++i) {
      points_[static_cast<std::size_t>(i)].totals = start_;
    }
    low_ = *std::min_element(start_.begin(), start_.end());
    high_ = *std::max_element(start_.begin(), start_.end());
  }
  MatchPoint& p = points_[static_cast<std::size_t>(k)];
  p.known = true;
  const std::vector<long long>& before =
      k > 0 ? points_[static_cast<std::size_t>(k - 1)].totals : start_;
  p.settled = view != nullptr && view->finished() && view->settlement().complete &&
              static_cast<int>(view->totals_after().size()) == seats_;
  // A hand that did not settle keeps the totals it found.
  p.totals = p.settled ? view->totals_after() : before;
  if (view != nullptr) {
    for (const Mark& m : collect_marks(*view)) {
      p.marks |= m.bits;
    }
  }
  for (long long t : p.totals) {
    low_ = std::min(low_, t);
    high_ = std::max(high_, t);
  }
}

}  // namespace paipu::viewer
