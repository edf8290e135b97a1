#include "hand.hpp"

#include <array>
#include <utility>

#include "daqizi.hpp"
#include "pieces.hpp"

namespace paipu::daqizi {

namespace {

using trick::fail;
using trick::seat_name;

std::string num(long long n) {
  return std::to_string(n);
}

// The codes the kit's shared checks report with: docs/variants/daqizi.md.
const trick::Codes kCodes{"Q101", "Q102", "Q103", "Q107", "Q108", "Q113"};

const trick::Wording& wording() {
  static const trick::Wording w{.game = "打棋子",
                                .piece = "piece",
                                .pieces = "pieces",
                                .names = names,
                                .copies = copy_limits(),
                                .hand_size = kHandSize,
                                .face_down_follows = true};
  return w;
}

// The combination a play was recorded with (Play::kind holds the Cls).
Combo combo_of(const trick::Play& p) {
  return {static_cast<Cls>(p.kind), static_cast<int>(p.strength)};
}

std::string beat_message(Verdict v, const std::string& seat, const std::vector<PieceId>& mine,
                         const trick::Trick& t, const trick::Play& target, const Combo& played) {
  const std::string m = names(mine);
  const std::string other = names(target.pieces);
  const std::string where = " in trick " + num(t.number);
  const std::string pad = "; play it face down (pad)";
  const std::string head = seat + " plays " + m + " face up, but ";
  switch (v) {
    case Verdict::not_a_combination:
      return head + m + " " + why_not(mine) + pad;
    case Verdict::other_class: {
      const char* c = class_name(static_cast<Cls>(target.kind));
      return head + "a " + class_name(played.cls) + " cannot beat a " + c + " (" + other + ")" +
             where + ": only a stronger " + c + " can" + pad;
    }
    case Verdict::tie:
      return head + m + " only ties " + other + where + ", and a tie does not beat" + pad;
    case Verdict::lower:
    case Verdict::beats:
      break;
  }
  return head + m + " does not beat " + other + where + pad;
}

}  // namespace

DaqiziHand::DaqiziHand(HandSetup setup)
    : HandBase(std::move(setup), kHandSize, copy_limits()), wording_(&wording()) {}

std::unique_ptr<HandState> DaqiziHand::clone() const {
  return std::make_unique<DaqiziHand>(*this);
}

// Pieces the rest of the hand cannot tell apart, named alike in the key (DDS's relative ranks).
// Generals, advisors, elephants, chariots, horses and cannons make singles, pairs of their own kind
// and sequences; once no hand can make a piece's sequence any more, it only ranks, and the pieces
// like it with no other piece in play ranked between them are one. Soldiers make groups of three
// to five and always keep their names. `plain` (which sequences are gone) goes into the key, so the
// names mean the same in every position that shares it.
bool DaqiziHand::key_names(std::vector<bool>& plain, trick::KeyNames& names) const {
  plain.assign(kKinds, false);
  names.clear();
  if (!started()) return false;
  std::array<int, kKinds> held{};
  for (int s = 0; s < kSeats; ++s) {
    const std::span<const int> counts = hands_.known_counts(s);
    for (int k = 0; k < kKinds; ++k) held[static_cast<std::size_t>(k)] += counts[k];
  }
  const bool mixed = opt_.mixed_colours == MixedColours::as_black;
  for (const Type head : {Type::general, Type::chariot}) {
    const auto type = [&](int i) { return static_cast<Type>(static_cast<int>(head) + i); };
    const auto has = [&](int i, Colour c) { return held[id(make(type(i), c))] > 0; };
    bool any_colour = true;  // each of the three types held in some colour
    for (int i = 0; i < 3; ++i)
      any_colour = any_colour && (has(i, Colour::red) || has(i, Colour::black));
    for (const Colour c : {Colour::red, Colour::black}) {
      const bool made = mixed ? any_colour : has(0, c) && has(1, c) && has(2, c);
      for (int i = 0; i < 3; ++i) plain[id(make(type(i), c))] = !made;
    }
  }
  if (trick::rank_names(hands_, table_, plain, names)) return true;
  plain.assign(kKinds, false);  // every piece its own name
  return false;
}

// The kit's state is all the rules read, and a finished hand's result all the settlement does.
bool DaqiziHand::position_key(std::string& key) const {
  // A key is written for every position searched: one buffer each a thread.
  thread_local std::vector<bool> plain;
  thread_local trick::KeyNames names;
  key_names(plain, names);
  for (int k = 0; k < kKinds; ++k) key += plain[static_cast<std::size_t>(k)] ? '1' : '0';
  trick::put_key_state(key, hands_, table_, dealer_, rule_, names);
  for (const char d : dealt_) trick::put_key_number(key, d);
  trick::put_key_number(key, finished_ ? result_.winner : -1);
  if (finished_) {
    for (const int n : result_.face_up) trick::put_key_number(key, n);
    trick::put_key_number(key, result_.dealer);
    trick::put_key_number(key, result_.multiplier);
  }
  return true;
}

bool DaqiziHand::eligible(int seat) const {
  const trick::Trick& t = table_.current();
  const bool last = t.last && (opt_.last_trick == LastTrick::final_trick || t.number == kHandSize);
  return !(last && t.width() == 1 && table_.won(seat) == 0);
}

// Every path checks before it changes anything, so a rejected event leaves the hand exactly as it
// was (dq_test::reject checks this for every problem code). Applying in place, rather than to a
// copy, keeps validation from copying the whole trick history at every step.
Outcome DaqiziHand::apply_here(const Event& e) {
  if (finished_)
    return fail("Q109", "the hand is over (" + seat_name(result_.winner) +
                            " won the last trick); nothing more can be played");
  if (e.seat < 0 || e.seat >= kSeats) return fail("Q113", "this event needs a seat: E, S, W or N");
  switch (e.verb) {
    case kDeal:
      return deal(e);
    case kPlay:
      if (auto p = trick::unnamed_face_up_problem(e.seat, e.pieces, *wording_, kCodes))
        return fail(std::move(*p));
      [[fallthrough]];
    case kPad:
      return table_.trick_open() ? follow(e) : lead(e);
    default:
      return fail("Q113", "unknown verb for 打棋子");
  }
}

Outcome DaqiziHand::deal(const Event& e) {
  if (auto p = take_deal(e, *wording_, kCodes)) return fail(std::move(*p));
  return {};
}

Outcome DaqiziHand::lead(const Event& e) {
  Outcome out;
  // With the dealer unknown (after a broken hand), whoever leads first is the dealer; that is
  // settled only once the lead has passed every check.
  const bool adopt_dealer = dealer_.seat < 0 && !started();
  if (!adopt_dealer)
    if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  if (e.verb == kPad) {
    const std::string s = seat_name(e.seat);
    return fail("Q106",
                s + " leads face down; a lead is always face up (write `" + s + " play ...`)");
  }
  if (e.pieces.empty() || e.pieces.size() > 5)
    return fail("Q103", seat_name(e.seat) + " leads " +
                            trick::count_of(e.pieces.size(), *wording_) +
                            "; a lead has 1 to 5 pieces");
  if (auto p = removal_problem(e, *wording_, kCodes)) return fail(std::move(*p));
  const Combo c = classify(e.pieces, opt_);
  if (c.cls == Cls::none)
    return fail("Q104",
                seat_name(e.seat) + " leads " + names(e.pieces) + ", which " + why_not(e.pieces));
  if (adopt_dealer) {
    dealer_from_lead(e.seat);
    if (notes()) out.notes.push_back(dealer_from_lead_note(e.seat));
  }
  hands_.remove(e.seat, e.pieces);
  const bool last = hands_.size(e.seat) == 0;
  table_.lead(e.seat, e.pieces, static_cast<int>(c.cls), c.strength, step_, last);
  return out;
}

Outcome DaqiziHand::follow(const Event& e) {
  Outcome out;
  const trick::Trick& t = table_.current();
  if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  const trick::Wording& w = *wording_;
  if (auto p = trick::follow_count_problem(table_, e.seat, e.pieces.size(), w, kCodes))
    return fail(std::move(*p));
  if (auto p = removal_problem(e, w, kCodes)) return fail(std::move(*p));
  Combo c;
  bool competes = false;
  bool best = false;
  if (e.verb == kPlay) {
    if (!eligible(e.seat)) {
      if (notes())
        out.notes.push_back(seat_name(e.seat) +
                            " has won no trick, so it cannot take the last trick of one piece: " +
                            names(e.pieces) + " counts as face down");
    } else {
      c = classify(e.pieces, opt_);
      const trick::Play& target = this->target();
      const Verdict v = judge(combo_of(target), c, opt_);
      if (v != Verdict::beats)
        return fail("Q105", beat_message(v, seat_name(e.seat), e.pieces, t, target, c));
      competes = true;
      best = judge(combo_of(t.best_play()), c, opt_) == Verdict::beats;
    }
  }
  hands_.remove(e.seat, e.pieces);
  table_.follow(e.seat, e.pieces, e.verb == kPlay, competes ? static_cast<int>(c.cls) : -1,
                competes ? c.strength : 0, step_, best);
  if (table_.trick_full()) close_trick(out);
  return out;
}

const trick::Play& DaqiziHand::target() const {
  const trick::Trick& t = table_.current();
  return opt_.face_up_follow == FaceUpFollow::beats_lead ? t.lead() : t.best_play();
}

void DaqiziHand::close_trick(Outcome& out) {
  table_.close(table_.current().width());
  const trick::Trick& t = table_.history().back();
  const int winner = t.winner();
  if (notes())
    out.notes.push_back(seat_name(winner) + " wins trick " + num(t.number) + " and keeps " +
                        trick::count_of(static_cast<std::size_t>(t.width()), *wording_) +
                        " face up");
  if (!t.last) return;
  finished_ = true;
  result_ = {};
  result_.winner = winner;
  for (int s = 0; s < kSeats; ++s) result_.face_up[static_cast<std::size_t>(s)] = table_.won(s);
  result_.dealer = dealer_.seat;
  result_.multiplier = multiplier();
  if (notes()) out.notes.push_back(seat_name(winner) + " wins the last trick and the hand");
}

}  // namespace paipu::daqizi
