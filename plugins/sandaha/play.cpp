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

// "♥", or "trumps": the led group as a count's noun.
std::string group_word(int g) {
  return g == kTrumpGroup ? std::string("trumps") : std::string(suit_name(static_cast<Suit>(g)));
}

std::string shape_fault_text(int s, const trick::Lead& l, const trick::FollowFault& fault,
                             const std::string& cards_text) {
  const std::string suit = group_word(l.group);
  return seat(s) + "'s follow to a lead of " + std::to_string(l.cards()) + " " + suit + " has " +
         fill_text(fault.made) + ", but its " + suit + " (" + cards_text + ") give " +
         fill_text(fault.could) +
         ": a follower matches the lead's tractors and pairs as far as its cards of the led suit "
         "allow";
}

// The cards of `group` that `held` counts (copies by piece id), less those in `minus`, sorted by
// piece.
std::vector<PieceId> group_cards(std::span<const int> held, int group,
                                 const trick::CardOrder& order,
                                 std::span<const PieceId> minus = {}) {
  std::vector<PieceId> out;
  for (std::size_t p = 0; p < held.size(); ++p) {
    const auto id = static_cast<PieceId>(p);
    if (order.group_of(id) != group) continue;
    const auto n = held[p] - std::count(minus.begin(), minus.end(), id);
    for (long k = 0; k < n; ++k) out.push_back(id);
  }
  return out;
}

}  // namespace

// The first unit of a follow to a throw that beats a part of it: what the follower should have
// shown in a challenge.
std::string Round::challenger(const trick::Lead& l, const std::vector<PieceId>& cards) const {
  for (const trick::Unit& u : trick::split_units(cards, order()))
    if (!trick::challengeable(l, u.cards, order()).empty()) return unit_text(u);
  return names(cards);
}

std::vector<Problem> Round::lead(int s, const std::vector<PieceId>& cards, int step) {
  const int group = trick::common_group(cards, order());
  if (group < 0)
    return {problem("S104", "a lead is cards of one suit, or all trumps; got " + names(cards))};
  if (!relead_.empty() && !relead_allowed(cards)) {
    std::string allowed;
    for (const trick::Unit& u : relead_) allowed += (allowed.empty() ? "" : " or ") + unit_text(u);
    return {problem("S114", "after the challenge " + seat(s) + " must lead the unit it demanded (" +
                                allowed + ") alone; got " + names(cards))};
  }
  if (!may_throw(s, group, cards.size()) && trick::split_units(cards, order()).size() > 1)
    return {problem("S118", seat(s) + " leads several units at once (" + names(cards) + "), but " +
                                (rules_.throws == Rules::Throws::declarer
                                     ? "only the declarer throws (rule option throws = declarer)"
                                 : rules_.throws == Rules::Throws::side_suits
                                     ? "nobody throws trumps (rule option throws = side_suits)"
                                     : "a throw is 3 cards at most (rule option throws = "
                                       "three_cards)"))};
  const bool last = hands_.size(s) == static_cast<int>(cards.size());
  hands_.remove(s, cards);
  table_.lead(s, cards, 0, 0, step, last);
  spare_.lead.group = group;
  trick::split_units_into(cards, order(), spare_.lead.units);
  lead_ = std::move(spare_.lead);
  best_ = trick::lead_strength(*lead_, order(), rules_.throw_winner);
  relead_.clear();
  return {};
}

bool Round::relead_allowed(const std::vector<PieceId>& cards) const {
  // Only cards of the withdrawn throw: it was given back whole, with the rest of the hand.
  std::vector<PieceId> rest = thrown_;
  for (PieceId c : cards) {
    const auto at = std::find(rest.begin(), rest.end(), c);
    if (at == rest.end()) return false;
    rest.erase(at);
  }
  // Equal pairs (two 副7 pairs) are interchangeable in the throw's split, so the demanded unit is
  // any unit of its shape at its levels (AMB-20), not the cards the split happened to put there.
  auto levels = [&](const std::vector<PieceId>& unit) {
    std::vector<int> out;
    out.reserve(unit.size());
    for (PieceId c : unit) out.push_back(order_->level_of(c));
    std::sort(out.begin(), out.end());
    return out;
  };
  const std::vector<trick::Unit> units = trick::split_units(cards, order());
  return units.size() == 1 && std::any_of(relead_.begin(), relead_.end(), [&](const auto& u) {
           return u.pairs == units.front().pairs && levels(u.cards) == levels(cards);
         });
}

bool Round::may_throw(int s, int group, std::size_t cards) const {
  switch (rules_.throws) {
    case Rules::Throws::any:
      return true;
    case Rules::Throws::declarer:
      return s == auction_->declarer();
    case Rules::Throws::side_suits:
      return group != kTrumpGroup;
    case Rules::Throws::three_cards:
      return cards <= 3;
  }
  return true;
}

void Round::drop_lead() {
  if (!lead_) return;
  spare_.lead = std::move(*lead_);
  lead_.reset();
}

std::vector<Problem> Round::follow(int s, const std::vector<PieceId>& cards, int step) {
  const trick::Lead& l = *lead_;
  std::vector<Problem> out;
  std::span<const int> held = hands_.known_counts(s);
  trick::Hands::Counts certain;
  if (const int gone = hands_.anonymous_out(s); gone > 0) {
    // A bury written as `*` may have taken any of the known cards: only copies beyond that many
    // are certainly held. The rest is settled in hindsight at the end of the hand.
    certain = trick::Hands::Counts(held);
    for (int& n : certain) n = std::max(0, n - gone);
    held = {certain.data(), certain.size()};
  }
  const auto fault = trick::follow_fault_known(l, held, cards, order(), rules_.shape);
  if (fault) {
    const std::string suit = group_word(l.group);
    switch (fault->kind) {
      case trick::FollowFault::Kind::count:
        return {problem("S103", seat(s) + " follows a lead of " + std::to_string(fault->must) +
                                    " with " + std::to_string(fault->got) +
                                    (fault->got == 1 ? " card" : " cards") +
                                    ": a follow has as many cards as the lead")};
      case trick::FollowFault::Kind::group:
        return {problem("S105", seat(s) + " follows a lead of " + std::to_string(l.cards()) + " " +
                                    suit + " with " + std::to_string(fault->got) + " " + suit +
                                    " while it still holds " +
                                    names(group_cards(held, l.group, order(), cards)) +
                                    ": it must play " + std::to_string(fault->must) + " " + suit +
                                    " (as many as were led, or all it holds)")};
      case trick::FollowFault::Kind::shape:
        return {problem(
            "S106", shape_fault_text(s, l, *fault, names(group_cards(held, l.group, order()))))};
    }
  }
  if (l.is_throw()) {
    const auto could = trick::challengeable(l, cards, order());
    if (!could.empty()) {
      std::string units;
      for (std::size_t i : could) units += (units.empty() ? "" : ", ") + unit_text(l.units[i]);
      const std::string shown = challenger(l, cards);
      out.push_back(problem("S115",
                            seat(s) + " follows with " + shown + ", which beats the throw's " +
                                units +
                                ": a follower whose play beats a part of a throw must "
                                "challenge with it first ('" +
                                seat(s) + " challenge " + shown + "')",
                            rules_.challenge_mandatory ? Severity::error : Severity::warning));
      if (rules_.challenge_mandatory) return out;
    }
  }
  const auto strength = trick::beating_strength(l, cards, order(), rules_.throw_winner);
  bool becomes_best = strength && best_ < *strength;
  if (strength && l.is_throw() && rules_.throw_winner == trick::ThrowWinner::all_units)
    becomes_best =
        trick::beats_unit_by_unit(l, cards, table_.current().best_play().pieces, order());
  if (!hands_.fully_known(s)) uncertain_follows_.push_back({s, step, l, cards});
  hands_.remove(s, cards);
  table_.follow(s, cards, true, 0, 0, step, becomes_best);
  if (becomes_best) best_ = *strength;
  return out;
}

std::vector<Problem> Round::challenge(int s, const std::vector<PieceId>& cards, int step,
                                      std::vector<std::string>& notes) {
  if (phase_ != Phase::play || !table_.trick_open() || !lead_ || !lead_->is_throw())
    return {problem("S113", "a challenge answers a throw (several units led at once)")};
  if (s != table_.to_move())
    return {problem("S101", "it is " + seat(table_.to_move()) + "'s turn")};
  if (auto hidden = face_down(cards, "challenge"); !hidden.empty()) return hidden;
  if (hands_.can_remove(s, cards).why != trick::Shortfall::none)
    return {problem("S102", seat(s) + " shows cards it does not hold: " + names(cards))};
  const auto units = trick::split_units(cards, order());
  if (units.size() != 1 || trick::common_group(cards, order()) != lead_->group)
    return {problem("S113",
                    "a challenge shows one unit (a card, a pair or a tractor) of the led "
                    "suit; got " +
                        names(cards))};
  std::vector<trick::Unit> beaten;
  for (std::size_t i : trick::challengeable(*lead_, cards, order()))
    if (lead_->units[i].pairs == units.front().pairs) beaten.push_back(lead_->units[i]);
  if (beaten.empty())
    return {problem("S113", names(cards) + " beats no unit of the throw of its kind")};
  if (rules_.relead == Rules::Relead::lowest) {
    const int low =
        std::min_element(beaten.begin(), beaten.end(), [](const auto& a, const auto& b) {
          return a.top < b.top;
        })->top;
    std::erase_if(beaten, [&](const trick::Unit& u) { return u.top != low; });
  } else if (rules_.relead == Rules::Relead::smallest) {
    // split_units orders the units longest first, each class strongest first.
    beaten.assign(1, lead_->units.back());
  }
  if (auto revoke = revoke_proven(s, cards); !revoke.empty()) return revoke;
  const trick::Trick withdrawn = table_.withdraw();
  // Follows to the withdrawn throw no longer count.
  std::erase_if(uncertain_follows_,
                [&](const UncertainFollow& f) { return f.step >= withdrawn.plays.front().step; });
  auto not_fully_known = [&](int t) {
    return !hands_.fully_known(t) || hands_.anonymous_out(t) > 0;
  };
  if (not_fully_known(s)) shown_.push_back({s, step, cards, true});
  for (const trick::Play& p : withdrawn.plays) {
    std::vector<PieceId> back(p.pieces.begin(), p.pieces.end());
    if (not_fully_known(p.seat)) shown_.push_back({p.seat, p.step, back, false});
    hands_.give_back(p.seat, back);
  }
  relead_ = beaten;
  thrown_.assign(withdrawn.plays.front().pieces.begin(), withdrawn.plays.front().pieces.end());
  thrower_ = withdrawn.leader;
  drop_lead();
  notes.push_back(seat(s) + " challenges " + seat(withdrawn.leader) + "'s throw with " +
                  names(cards) + ": every card goes back; " + seat(withdrawn.leader) + " leads " +
                  unit_text(beaten.front()) +
                  (beaten.size() > 1 ? " or another unit it beats" : "") + " alone");
  if (rules_.throw_penalty > 0) {
    const bool declarer = withdrawn.leader == auction_->declarer();
    penalty_ += declarer ? rules_.throw_penalty : -rules_.throw_penalty;
    notes.push_back("the failed throw " +
                    std::string(declarer ? "gives the defenders " : "costs the defenders ") +
                    std::to_string(rules_.throw_penalty) + " points");
  }
  return {};
}

std::vector<Problem> Round::revoke_proven(int s, const std::vector<PieceId>& cards) const {
  for (const UncertainFollow& f : uncertain_follows_) {
    if (f.seat != s) continue;
    const int group = f.lead.group;
    const auto played = std::count_if(f.cards.begin(), f.cards.end(),
                                      [&](PieceId c) { return order_->group_of(c) == group; });
    if (played >= f.lead.cards()) continue;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      if (order_->group_of(cards[i]) != group) continue;
      // Nothing enters a hand during play, so the card was held at the earlier follow.
      const std::string what = played == 0 ? "no card" : "only " + std::to_string(played);
      Problem p = problem("S105", seat(s) + " played " + what + " of the led " + group_name(group) +
                                      " (" + std::to_string(f.lead.cards()) +
                                      " led) while it held " + names({&cards[i], 1}) +
                                      ", which it plays later: it had to play it there");
      p.step = f.step;
      return {std::move(p)};
    }
  }
  return {};
}

std::vector<PieceId> Round::played_since(int seat, int step, int s,
                                         const std::vector<PieceId>& cards) const {
  std::vector<PieceId> out(cards.begin(), s == seat ? cards.end() : cards.begin());
  auto add_plays = [&](const trick::Trick& t) {
    for (const trick::Play& p : t.plays)
      if (p.seat == seat && p.step >= step) out.insert(out.end(), p.pieces.begin(), p.pieces.end());
  };
  for (const trick::Trick& t : table_.history()) add_plays(t);
  add_plays(table_.current());
  return out;
}

std::vector<Problem> Round::shown_unplayed(int s, const std::vector<PieceId>& cards) const {
  for (const Shown& shown : shown_) {
    std::vector<PieceId> played = played_since(shown.seat, shown.step, s, cards);
    for (PieceId c : shown.cards) {
      const auto at = std::find(played.begin(), played.end(), c);
      if (at != played.end()) {
        played.erase(at);
        continue;
      }
      const bool declarer =
          shown.seat == auction_->declarer() && hands_.anonymous_out(shown.seat) > 0;
      Problem p = problem(
          "S102",
          seat(shown.seat) + " shows " + names({&c, 1}) +
              (shown.challenge ? " in a challenge" : " in a play the challenge takes back") +
              " but never plays it after, though nothing enters a hand during play: it "
              "did not hold " +
              names({&c, 1}) + (declarer ? " (nor can it be in the bury, made before)" : ""));
      p.step = shown.step;
      return {std::move(p)};
    }
  }
  return {};
}

std::vector<Problem> Round::hindsight_faults(int s, const std::vector<PieceId>& cards) const {
  std::vector<Problem> out;
  for (const UncertainFollow& f : uncertain_follows_) {
    // What the seat held at the follow: every card it played from there on.
    std::vector<PieceId> held = played_since(f.seat, f.step, s, cards);
    const auto fault = trick::follow_fault(f.lead, held, f.cards, order(), rules_.shape);
    // A shortfall in the led group was reported when the withheld card was played.
    if (!fault || fault->kind != trick::FollowFault::Kind::shape) continue;
    std::erase_if(held, [&](PieceId c) { return order_->group_of(c) != f.lead.group; });
    std::sort(held.begin(), held.end());
    Problem p = problem("S106", shape_fault_text(f.seat, f.lead, *fault, names(held)) +
                                    " (what it held there is shown by the cards it played later)");
    p.step = f.step;
    out.push_back(std::move(p));
  }
  return out;
}

void Round::name_buried_cards() {
  const int declarer = auction_->declarer();
  const auto unnamed = std::count(kitty_.begin(), kitty_.end(), kUnknownPiece);
  if (unnamed == 0) return;
  // Plays are always named, so the known cards the declarer never played are buried. So are the
  // cards in the slots of its deal (or kitty) the record left out, when those are the only cards
  // the record never placed: every other hand is played out, so that holds for a deck dealt out
  // whole.
  std::vector<PieceId> kept = hands_.known(declarer);
  if (hands_.unknown(declarer) > 0)
    for (PieceId c = 0; c < kKinds; ++c) kept.insert(kept.end(), ix(hands_.unseen(c)), c);
  if (static_cast<long>(kept.size()) != unnamed) return;
  std::erase(kitty_, kUnknownPiece);
  kitty_.insert(kitty_.end(), kept.begin(), kept.end());
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
  if (hands_.size(winner) == 0) {
    finish(notes);
  } else if (rules_.early_stop && defenders_points() + penalty_ >= auction_->contract() + 70) {
    notes.push_back("the defenders reach the bid + 70: 大倒, and the hand ends here");
    finish(notes);
  }
}

int Round::koudi_multiplier(std::span<const PieceId> last_lead) const {
  const std::vector<trick::Unit> units = trick::split_units(last_lead, order());
  const int pairs = units.size() == 1 ? units.front().pairs : 0;
  switch (rules_.koudi) {
    case Rules::KouDi::once:
      return 1;
    case Rules::KouDi::cards:
      return pairs > 0 ? 2 * pairs : 1;
    case Rules::KouDi::pair:
      return pairs > 0 ? 2 : 1;
    case Rules::KouDi::tractor:
    case Rules::KouDi::power: {
      // A throw too: its largest unit.
      int longest = 0;
      for (const trick::Unit& u : units) longest = std::max(longest, u.pairs);
      if (rules_.koudi == Rules::KouDi::power) return 2 << longest;
      return longest >= 2 ? longest : 1;
    }
  }
  return 1;
}

void Round::finish(std::vector<std::string>& notes) {
  const int declarer = auction_->declarer();
  name_buried_cards();
  int taken = 0;
  for (int t = 0; t < layout_.seats; ++t)
    if (t != declarer) taken += table_.won(t);
  // 抠底: a defender wins the last trick with trumps stronger than every trump in the kitty.
  const trick::Trick& last = table_.history().back();
  const trick::Play& won_with = last.best_play();
  bool all_trump = true;
  int top = 0;
  for (PieceId c : won_with.pieces) {
    all_trump = all_trump && c != kUnknownPiece && order_->is_trump(c);
    if (c != kUnknownPiece) top = std::max(top, order_->level_of(c));
  }
  int kitty_top = 0;
  for (PieceId c : kitty_)
    if (c != kUnknownPiece && order_->is_trump(c))
      kitty_top = std::max(kitty_top, order_->level_of(c));
  result_.kitty_points = points(kitty_);
  // A hand stopped early (rule option early_stop) has no last trick to take the kitty with.
  const bool played_out = hands_.size(won_with.seat) == 0;
  result_.kitty_taken = played_out && won_with.seat != declarer && all_trump &&
                        (top > kitty_top || !rules_.koudi_beats_kitty);
  const bool kitty_named = std::find(kitty_.begin(), kitty_.end(), kUnknownPiece) == kitty_.end();
  if (!kitty_named && result_.kitty_taken)
    result_.unsettled = seat(won_with.seat) +
                        " wins the last trick with trumps, so 抠底 turns on the buried cards, and "
                        "the record does not name them all (a bury written with `*`)";
  if (result_.kitty_taken) {
    result_.kitty_seat = won_with.seat;
    result_.kitty_multiplier = koudi_multiplier(last.plays.front().pieces);
    taken += result_.kitty_points * result_.kitty_multiplier;
    const int m = result_.kitty_multiplier;
    notes.push_back(seat(won_with.seat) +
                    " takes the kitty (抠底): " + std::to_string(result_.kitty_points) + " points" +
                    (m > 1 ? " ×" + std::to_string(m) : std::string()));
  }
  result_.declarer = declarer;
  result_.bid = auction_->contract();
  result_.throw_penalty = penalty_;
  taken = std::max(0, taken + penalty_);
  result_.defenders_points = taken;
  for (int t = 0; t < layout_.seats; ++t) result_.taken.push_back(table_.won(t));
  result_.score = score_hand(taken, result_.bid, rules_.scoring);
  result_.deltas.assign(ix(layout_.seats), -result_.score.points);
  result_.deltas[ix(declarer)] = static_cast<long long>(result_.score.points) * (layout_.seats - 1);
  phase_ = Phase::over;
}

}  // namespace paipu::sandaha
