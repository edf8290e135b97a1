#include "match.hpp"

#include "paipu/trick/basics.hpp"
#include "paipu/trick/dealer.hpp"
#include "paipu/trick/payments.hpp"

namespace paipu::sandaha {

namespace {

enum Fact : int { kDeclared, kMade, kTaken, kBid, kKouDi, kKouDiPoints, kFactCount };

}  // namespace

std::vector<FactSpec> fact_specs() {
  return {
      {"declarer", "declared", FactType::flag, "won the bidding and played against the others"},
      {"made", "contract made", FactType::flag, "declared and held the others under the bid"},
      {"taken", "points taken", FactType::amount,
       "card points in the tricks the seat won (the kitty's not included)"},
      {"bid", "bid", FactType::amount,
       "the declarer's contract: its winning bid (80 when all pass)"},
      {"koudi", "抠底", FactType::flag,
       "as a defender, won the last trick with trumps stronger than every trump in the kitty, so "
       "the kitty's points counted for the defenders"},
      {"koudi_points", "抠底 points", FactType::amount,
       "the kitty's card points this seat's 抠底 added to the defenders' points"},
  };
}

Settlement settle(const RoundResult& r, int seats, bool itemise) {
  Settlement s;
  s.complete = true;
  if (r.redealt) {
    s.facts.assign(static_cast<std::size_t>(seats * kFactCount), 0);
    if (r.all_pass_payer >= 0) {
      for (int t = 0; t < seats; ++t)
        if (t != r.all_pass_payer)
          s.payments.push_back(trick::payment(r.all_pass_payer, t, "all passed",
                                              "most permanent trumps",
                                              r.deltas[static_cast<std::size_t>(t)], -1, itemise));
      s.deltas = net_deltas(s.payments, seats);
      for (int t = 0; t < seats; ++t)
        if (t != r.all_pass_payer) s.winners.push_back(t);
      if (itemise)
        s.notes.push_back("every seat passed: " + trick::seat_name(r.all_pass_payer) +
                          ", dealt the most permanent trumps, pays each other seat; the cards are "
                          "dealt again");
      return s;
    }
    s.deltas.assign(static_cast<std::size_t>(seats), 0);
    if (itemise) s.notes.push_back("every seat passed: no score, and the cards are dealt again");
    return s;
  }
  const int d = r.declarer;
  const int each = r.score.points;  // > 0: each defender pays the declarer
  const std::string reason =
      std::string(r.score.surrendered ? "surrender, " : "") + grade_name(r.score.grade);
  for (int t = 0; t < seats; ++t) {
    if (t == d || each == 0) continue;
    s.payments.push_back(each > 0
                             ? trick::payment(t, d, reason, "game points", each, -1, itemise)
                             : trick::payment(d, t, reason, "game points", -each, -1, itemise));
  }
  s.deltas = net_deltas(s.payments, seats);
  // The declarer, or the defenders together.
  for (int t = 0; t < seats; ++t)
    if ((t == d) == (each > 0)) s.winners.push_back(t);
  if (itemise && r.throw_penalty != 0)
    s.notes.push_back("failed throws: " + std::string(r.throw_penalty > 0 ? "+" : "") +
                      std::to_string(r.throw_penalty) + " to the defenders' points");
  if (itemise)
    s.notes.push_back("defenders' points " + std::to_string(r.defenders_points) + " against " +
                      std::to_string(r.bid) +
                      (r.kitty_taken
                           ? " (the kitty's " + std::to_string(r.kitty_points) +
                                 (r.kitty_multiplier > 1 ? " ×" + std::to_string(r.kitty_multiplier)
                                                         : std::string()) +
                                 " included: 抠底)"
                           : std::string()));
  s.facts.assign(static_cast<std::size_t>(seats * kFactCount), 0);
  for (int t = 0; t < seats; ++t) {
    long long* f = s.facts.data() + t * kFactCount;
    f[kDeclared] = t == d ? 1 : 0;
    f[kMade] = t == d && each > 0 ? 1 : 0;
    f[kTaken] = t < static_cast<int>(r.taken.size()) ? r.taken[static_cast<std::size_t>(t)] : 0;
    f[kBid] = t == d ? r.bid : 0;
    f[kKouDi] = r.kitty_taken && t == r.kitty_seat ? 1 : 0;
    f[kKouDiPoints] = f[kKouDi] != 0 ? r.kitty_points * r.kitty_multiplier : 0;
  }
  return s;
}

SandahaMatch::SandahaMatch(Options options, int seats)
    : options_(std::move(options)), seats_(seats), totals_(static_cast<std::size_t>(seats), 0) {}

std::unique_ptr<HandState> SandahaMatch::begin_hand(
    const std::map<std::string, std::string>& hand_tags, std::vector<Problem>& problems) {
  int tagged = -1;
  if (auto it = hand_tags.find("FirstBidder"); it != hand_tags.end()) {
    tagged = trick::seat_from_tag(it->second, seats_);
    if (tagged < 0)
      problems.push_back({Severity::error, "S119",
                          "the FirstBidder tag says '" + it->second + "'; write " +
                              (seats_ == 3 ? "E, S or W" : "E, S, W or N"),
                          -1});
  }
  int first = next_first_;
  if (hands_ == 0) {
    first = tagged >= 0 ? tagged : 0;
  } else if (next_first_ < 0) {
    if (tagged < 0)
      problems.push_back({Severity::warning, "S121",
                          "the previous hand did not finish, so who bids first is unknown; E is "
                          "assumed (a FirstBidder tag would say)",
                          -1});
    first = tagged >= 0 ? tagged : 0;
  } else if (tagged >= 0 && tagged != next_first_) {
    // The previous hand was settled, so the rule (AMB-26) says who bids first: a tag that says
    // otherwise is a mistake in the record, not a house rule. The calls were written from the
    // tag's seat, so the hand is checked from there, and only the tag is reported.
    problems.push_back({Severity::error, "S120",
                        "the FirstBidder tag says " + trick::seat_name(tagged) +
                            ", but by the previous hand " + trick::seat_name(next_first_) +
                            " bids first (the declarer after a made contract, else the seat after "
                            "it); the hand is checked from the tag's seat",
                        -1});
    first = tagged;
  }
  return std::make_unique<SandahaHand>(options_, seats_, first, totals_);
}

Settlement SandahaMatch::finish_hand(const HandState& hand) {
  const auto* h = dynamic_cast<const SandahaHand*>(&hand);
  ++hands_;
  if (h == nullptr || !h->finished()) {
    next_first_ = -1;
    Settlement s;
    s.deltas.assign(totals_.size(), 0);
    return s;
  }
  const RoundResult& r = h->round().result();
  if (!r.unsettled.empty()) {
    next_first_ = -1;
    Settlement s;
    s.deltas.assign(totals_.size(), 0);
    s.notes.push_back(r.unsettled);
    return s;
  }
  Settlement s = settle(r, seats_, hand.notes());
  for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
  next_first_ = next_first_bidder(r, seats_);
  if (hand.notes())
    s.notes.push_back("next hand: " + trick::seat_name(next_first_) + " bids first");
  return s;
}

void SandahaMatch::abandon_hand(const HandState&) {
  ++hands_;
  next_first_ = -1;
}

}  // namespace paipu::sandaha
