// The tricks of a hand: leads, follows and their obligations, challenges of a throw, the winner of
// each trick, and 抠底 and the score at the end.
#include <algorithm>

#include "paipu/trick/basics.hpp"
#include "round.hpp"

namespace paipu::sandaha {

namespace {

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

Problem problem(const char* code, std::string message, Severity severity = Severity::error) {
  Problem p;
  p.severity = severity;
  p.code = code;
  p.message = std::move(message);
  return p;
}

std::string seat(int s) {
  return trick::seat_name(s);
}

// "suit ♥", or "trumps".
std::string group_name(int g) {
  return g == kTrumpGroup ? std::string("trumps")
                          : std::string("suit ") + suit_name(static_cast<Suit>(g));
}

std::string unit_text(const trick::Unit& u) {
  return names(u.cards);
}

// "a tractor of 3 and 1 more pair" for a shape_fill() result against `lead`.
std::string fill_text(const std::vector<int>& fill) {
  std::string out;
  for (std::size_t i = 0; i + 1 < fill.size(); ++i)
    if (fill[i] >= 2)
      out += (out.empty() ? "" : ", ") + std::string("a tractor of ") + std::to_string(fill[i]);
  const int pairs = fill.empty() ? 0 : fill.back();
  out += (out.empty() ? "" : " with ") + std::to_string(pairs) + (pairs == 1 ? " pair" : " pairs");
  return out + " in all";
}

}  // namespace

std::vector<Problem> Round::lead(int s, const std::vector<PieceId>& cards, int step) {
  const int group = trick::common_group(cards, order_);
  if (group < 0)
    return {problem("S104", "a lead is cards of one suit, or all trumps; got " + names(cards))};
  if (!relead_.empty() && std::none_of(relead_.begin(), relead_.end(), [&](const trick::Unit& u) {
        return std::is_permutation(u.cards.begin(), u.cards.end(), cards.begin(), cards.end());
      })) {
    std::string allowed;
    for (const trick::Unit& u : relead_) allowed += (allowed.empty() ? "" : " or ") + unit_text(u);
    return {problem("S114", "after the challenge " + seat(s) + " must lead the unit it demanded (" +
                                allowed + ") alone; got " + names(cards))};
  }
  const bool last = hands_.size(s) == static_cast<int>(cards.size());
  hands_.remove(s, cards);
  table_.lead(s, cards, 0, 0, step, last);
  spare_.group = group;
  trick::split_units_into(cards, order_, spare_.units);
  lead_ = std::move(spare_);
  best_ = trick::lead_strength(*lead_, order_);
  relead_.clear();
  return {};
}

void Round::drop_lead() {
  if (!lead_) return;
  spare_ = std::move(*lead_);
  lead_.reset();
}

std::vector<Problem> Round::follow(int s, const std::vector<PieceId>& cards, int step) {
  const trick::Lead& l = *lead_;
  std::vector<Problem> out;
  const auto fault =
      trick::follow_fault_known(l, hands_.known_counts(s), cards, order_, rules_.shape);
  if (fault) {
    switch (fault->kind) {
      case trick::FollowFault::Kind::count:
        return {problem("S103", seat(s) + " follows " + std::to_string(fault->got) +
                                    " cards to a lead of " + std::to_string(fault->must))};
      case trick::FollowFault::Kind::group:
        return {problem("S105", seat(s) + " plays " + std::to_string(fault->got) +
                                    " cards of the led suit but must play " +
                                    std::to_string(fault->must) +
                                    ": as many as were led, or all it holds")};
      case trick::FollowFault::Kind::shape:
        return {problem("S106", seat(s) + " breaks the lead's shape: its hand could follow with " +
                                    fill_text(fault->could) + ", the play has " +
                                    fill_text(fault->made))};
    }
  }
  if (l.is_throw()) {
    const auto could = trick::challengeable(l, cards, order_);
    if (!could.empty()) {
      std::string units;
      for (std::size_t i : could) units += (units.empty() ? "" : ", ") + unit_text(l.units[i]);
      out.push_back(problem("S115",
                            seat(s) + "'s follow holds a unit that beats " + units +
                                " of the throw: a follower who plays such cards must challenge",
                            rules_.challenge_mandatory ? Severity::error : Severity::warning));
      if (rules_.challenge_mandatory) return out;
    }
  }
  const auto strength = trick::beating_strength(l, cards, order_);
  const bool becomes_best = strength && best_ < *strength;
  const int in_group = static_cast<int>(std::count_if(
      cards.begin(), cards.end(), [&](PieceId c) { return order_.group_of(c) == l.group; }));
  if (in_group < l.cards() && !hands_.fully_known(s))
    short_follows_.push_back({s, l.group, step, l.cards(), in_group});
  hands_.remove(s, cards);
  table_.follow(s, cards, true, 0, 0, step, becomes_best);
  if (becomes_best) best_ = *strength;
  return out;
}

std::vector<Problem> Round::challenge(int s, const std::vector<PieceId>& cards,
                                      std::vector<std::string>& notes) {
  if (phase_ != Phase::play || !table_.trick_open() || !lead_ || !lead_->is_throw())
    return {problem("S113", "a challenge answers a throw (several units led at once)")};
  if (s != table_.to_move())
    return {problem("S101", "it is " + seat(table_.to_move()) + "'s turn")};
  if (hands_.can_remove(s, cards).why != trick::Shortfall::none)
    return {problem("S102", seat(s) + " shows cards it does not hold: " + names(cards))};
  const auto units = trick::split_units(cards, order_);
  if (units.size() != 1 || trick::common_group(cards, order_) != lead_->group)
    return {problem("S113",
                    "a challenge shows one unit (a card, a pair or a tractor) of the led "
                    "suit; got " +
                        names(cards))};
  std::vector<trick::Unit> beaten;
  for (std::size_t i : trick::challengeable(*lead_, cards, order_))
    if (lead_->units[i].pairs == units.front().pairs) beaten.push_back(lead_->units[i]);
  if (beaten.empty())
    return {problem("S113", names(cards) + " beats no unit of the throw of its kind")};
  if (auto revoke = revoke_proven(s, cards); !revoke.empty()) return revoke;
  const trick::Trick withdrawn = table_.withdraw();
  // Follows to the withdrawn throw no longer count.
  std::erase_if(short_follows_,
                [&](const ShortFollow& f) { return f.step >= withdrawn.plays.front().step; });
  for (const trick::Play& p : withdrawn.plays)
    hands_.give_back(p.seat, std::vector<PieceId>(p.pieces.begin(), p.pieces.end()));
  relead_ = beaten;
  drop_lead();
  notes.push_back(seat(s) + " challenges " + seat(withdrawn.leader) + "'s throw with " +
                  names(cards) + ": every card goes back; " + seat(withdrawn.leader) + " leads " +
                  unit_text(beaten.front()) +
                  (beaten.size() > 1 ? " or another unit it beats" : "") + " alone");
  return {};
}

std::vector<Problem> Round::revoke_proven(int s, const std::vector<PieceId>& cards) const {
  for (const ShortFollow& f : short_follows_) {
    if (f.seat != s) continue;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      if (order_.group_of(cards[i]) != f.group) continue;
      // Nothing enters a hand during play, so the card was held at the earlier follow.
      const std::string played = f.played == 0 ? "no card" : "only " + std::to_string(f.played);
      Problem p = problem("S105", seat(s) + " played " + played + " of the led " +
                                      group_name(f.group) + " (" + std::to_string(f.led) +
                                      " led) while it held " + names({&cards[i], 1}) +
                                      ", which it plays later: it had to play it there");
      p.step = f.step;
      return {std::move(p)};
    }
  }
  return {};
}

void Round::close_trick(std::vector<std::string>& notes) {
  int trick_points = 0;
  for (const trick::Play& p : table_.current().plays)
    for (PieceId c : p.pieces) trick_points += c < kKinds ? points(c) : 0;
  const int number = table_.trick_number();
  const int winner = table_.close(trick_points);
  if (notes_) {
    std::string& note = notes.emplace_back(seat(winner));
    note.append(" wins trick ").append(std::to_string(number));
    if (trick_points > 0)
      note.append(" with ").append(std::to_string(trick_points)).append(" points");
  }
  drop_lead();
  if (hands_.size(winner) == 0) finish(notes);
}

void Round::finish(std::vector<std::string>& notes) {
  const int declarer = auction_.declarer();
  int taken = 0;
  for (int t = 0; t < layout_.seats; ++t)
    if (t != declarer) taken += table_.won(t);
  // 抠底: a defender wins the last trick with trumps stronger than every trump in the kitty.
  const trick::Trick& last = table_.history().back();
  const trick::Play& won_with = last.best_play();
  bool all_trump = true;
  int top = 0;
  for (PieceId c : won_with.pieces) {
    all_trump = all_trump && c != kUnknownPiece && order_.is_trump(c);
    if (c != kUnknownPiece) top = std::max(top, order_.level_of(c));
  }
  int kitty_top = 0;
  for (PieceId c : kitty_)
    if (c != kUnknownPiece && order_.is_trump(c))
      kitty_top = std::max(kitty_top, order_.level_of(c));
  result_.kitty_points = points(kitty_);
  result_.kitty_taken = won_with.seat != declarer && all_trump && top > kitty_top;
  if (result_.kitty_taken) {
    taken += result_.kitty_points;
    notes.push_back(seat(won_with.seat) +
                    " takes the kitty (抠底): " + std::to_string(result_.kitty_points) + " points");
  }
  result_.declarer = declarer;
  result_.bid = auction_.contract();
  result_.defenders_points = taken;
  for (int t = 0; t < layout_.seats; ++t) result_.taken.push_back(table_.won(t));
  result_.score = score_hand(taken, result_.bid, rules_.scoring);
  result_.deltas.assign(ix(layout_.seats), -result_.score.points);
  result_.deltas[ix(declarer)] = static_cast<long long>(result_.score.points) * (layout_.seats - 1);
  phase_ = Phase::over;
}

}  // namespace paipu::sandaha
