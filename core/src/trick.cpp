#include "paipu/trick.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <numeric>
#include <random>
#include <utility>

namespace paipu::trick {

namespace {

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Hands::Hands(int seats, int hand_size, Counts copies)
    : kinds_(copies.size()),
      seats_(ix(seats), Seat{hand_size, 0, hand_size}),
      counts_((2 + ix(seats)) * kinds_, 0) {
  std::copy(copies.begin(), copies.end(), counts_.begin());
}

// Checks every piece before it changes anything, so a refused deal leaves the hands as they were:
// the copies are counted as seen while they are checked, and counted back at the first refusal.
Check Hands::deal(int seat, const std::vector<PieceId>& pieces) {
  Seat& s = seats_[ix(seat)];
  if (static_cast<int>(pieces.size()) > s.unknown) return {Shortfall::too_many, s.unknown};
  const int* copy = copies();
  int* seen = this->seen();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PieceId p = pieces[i];
    if (p == kUnknownPiece) continue;
    const Shortfall why = p >= kinds_          ? Shortfall::not_in_hand
                          : seen[p] >= copy[p] ? Shortfall::over_copies
                                               : Shortfall::none;
    if (why != Shortfall::none) {
      for (std::size_t j = 0; j < i; ++j)
        if (pieces[j] != kUnknownPiece) --seen[pieces[j]];
      return {why, static_cast<int>(i)};
    }
    ++seen[p];
  }
  int* known = known_of(seat);
  for (PieceId p : pieces) {
    if (p == kUnknownPiece) continue;
    ++known[p];
    --s.unknown;
  }
  return {};
}

Check Hands::add(int seat, const std::vector<PieceId>& pieces) {
  const int* copy = copies();
  const int* seen = this->seen();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PieceId p = pieces[i];
    if (p == kUnknownPiece) continue;
    if (p >= kinds_) return {Shortfall::not_in_hand, static_cast<int>(i)};
    int before = 0;  // copies of `p` earlier in the same list
    for (std::size_t j = 0; j < i; ++j) before += pieces[j] == p ? 1 : 0;
    if (seen[p] + before >= copy[p]) return {Shortfall::over_copies, static_cast<int>(i)};
  }
  Seat& s = seats_[ix(seat)];
  int* known = known_of(seat);
  for (PieceId p : pieces) {
    if (p == kUnknownPiece) {
      ++s.unknown;
    } else {
      ++this->seen()[p];
      ++known[p];
    }
  }
  s.size += static_cast<int>(pieces.size());
  return {};
}

// A named piece that remove() took from an unknown slot was counted as seen then; it stays seen
// and comes back known. A `*` went out as a piece nobody can name, and comes back as one.
void Hands::give_back(int seat, const std::vector<PieceId>& pieces) {
  Seat& s = seats_[ix(seat)];
  int* known = known_of(seat);
  for (PieceId p : pieces) {
    if (p == kUnknownPiece)
      --s.anonymous_out;
    else
      ++known[p];
  }
  s.size += static_cast<int>(pieces.size());
}

std::vector<PieceId> Hands::known(int seat) const {
  std::vector<PieceId> out;
  const int* known = known_of(seat);
  out.reserve(ix(std::accumulate(known, known + kinds_, 0)));
  for (std::size_t p = 0; p < kinds_; ++p)
    for (int n = 0; n < known[p]; ++n) out.push_back(static_cast<PieceId>(p));
  return out;
}

bool Hands::fully_known(int seat) const {
  const Seat& s = at(seat);
  return s.unknown == 0 && s.anonymous_out == 0;
}

int Hands::unseen(PieceId id) const {
  return copies()[id] - seen()[id];
}

// ---------------------------------------------------------------------------------------------------

Table::Table(int seats) : seats_(seats), won_(ix(seats), 0) {}

const Trick& Table::no_trick() {
  static const Trick kNone{};
  return kNone;
}

int Table::close(int units) {
  const int winner = tricks_.back().winner();
  won_[ix(winner)] += units;
  ++closed_;
  leader_ = winner;
  return winner;
}

Trick Table::withdraw() {
  Trick t = std::move(tricks_.back());
  tricks_.pop_back();
  leader_ = t.leader;
  return t;
}

// ---------------------------------------------------------------------------------------------------

void Placements::record(int step, int seat, std::span<const PieceId> pieces, How how) {
  entries_.push_back(
      {step, static_cast<std::uint8_t>(seat), how, static_cast<std::uint16_t>(pieces_.size())});
  for (PieceId p : pieces) pieces_.push_back(p);
}

std::vector<Reference> placed_copies(PieceId p, const Placed& placed, const Wording& w) {
  std::vector<Reference> out;
  const std::string name = w.names({p});
  const auto entries = placed.into_hands.entries();
  std::size_t next = 0;  // the first entry not yet counted into `known`
  // Each seat's copies of `p` named into its hand and not yet played, as remove() counts them: a
  // play of `p` that finds none took an unknown slot.
  PerSeat<int> known(ix(placed.table.seats()), 0);
  // Counts the copies named into hands by the entries before `step`, each with its reference.
  auto take_entries_before = [&](int step) {
    for (; next < entries.size() && entries[next].step < step; ++next) {
      const Placements::Entry& e = entries[next];
      const auto pieces = placed.into_hands.pieces(next);
      for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (pieces[i] != p) continue;
        ++known[ix(e.seat)];
        const char* verb = e.how == Placements::How::dealt ? " was dealt " : " took up ";
        out.push_back({e.step, static_cast<int>(i), seat_name(e.seat) + verb + name + " here"});
      }
    }
  };
  auto take_play = [&](const Play& play) {
    take_entries_before(play.step);
    for (std::size_t i = 0; i < play.pieces.size(); ++i) {
      if (play.pieces[i] != p) continue;
      int& k = known[ix(play.seat)];
      if (k > 0) {
        --k;
        continue;
      }
      out.push_back({play.step, static_cast<int>(i),
                     seat_name(play.seat) + " played " + name +
                         (play.face_up ? " here" : " face down here")});
    }
  };
  for (const Trick& t : placed.table.history())
    for (const Play& play : t.plays) take_play(play);
  for (const Play& play : placed.table.current().plays) take_play(play);
  take_entries_before(std::numeric_limits<int>::max());
  return out;
}

// ---------------------------------------------------------------------------------------------------

std::string seat_name(int seat) {
  static const char* const kSeat[] = {"E", "S", "W", "N"};
  return seat >= 0 && seat < 4 ? kSeat[seat] : "?";
}

namespace {

Problem error(const std::string& code, std::string message, int piece = -1) {
  return {Severity::error, code, std::move(message), piece};
}

// "the set has only 2 and the record has placed all of them already"; `both` is what a kind of
// two calls its copies.
std::string placed_all(const Wording& w, PieceId p, const std::string& both, const char* where) {
  const int n = p < w.copies.size() ? w.copies[p] : 0;
  const std::string them = n == 1 ? "it" : n == 2 ? both : "all of them";
  return "the set has only " + std::to_string(n) + " and the record has placed " + them + " " +
         where;
}

// A piece outside the set is no tile or card of the game: the message says "piece" whatever the
// game calls its pieces.
std::string foreign(const Wording& w) {
  return "piece " + w.game + " does not have";
}

}  // namespace

Outcome fail(Problem p) {
  Outcome out;
  out.problems.push_back(std::move(p));
  return out;
}

Outcome fail(const char* code, std::string message, int piece) {
  return fail(Problem{Severity::error, code, std::move(message), piece});
}

std::string count_of(std::size_t n, const Wording& w) {
  return std::to_string(n) + " " + (n == 1 ? w.piece : w.pieces);
}

std::optional<Problem> deal_into(Hands& hands, int seat, const std::vector<PieceId>& pieces,
                                 bool started, bool dealt, const Wording& w, const Codes& c,
                                 const Placed* placed) {
  const bool in_order = !started && !dealt && static_cast<int>(pieces.size()) <= w.hand_size;
  const Check k = in_order ? hands.deal(seat, pieces) : Check{};
  if (in_order && k.ok()) return std::nullopt;
  const std::string s = seat_name(seat);
  if (started)
    return error(c.deal, s + " is dealt after play has begun; write deals before the first lead");
  if (dealt) return error(c.deal, s + " is dealt twice; write each seat's deal once");
  if (static_cast<int>(pieces.size()) > w.hand_size)
    return error(c.count, s + " is dealt " + count_of(pieces.size(), w) + ", but a hand holds " +
                              std::to_string(w.hand_size));
  if (k.why == Shortfall::too_many)
    return error(c.count,
                 s + " is dealt " + count_of(pieces.size(), w) + ", more than its hand holds");
  const PieceId p = pieces[ix(k.index)];
  if (p >= w.copies.size()) return error(c.malformed, s + "'s deal names a " + foreign(w), k.index);
  Problem out =
      error(c.copies,
            s + " is dealt " + w.names({p}) + ", but " + placed_all(w, p, "all of them", "already"),
            k.index);
  if (placed != nullptr) out.related = placed_copies(p, *placed, w);
  return out;
}

namespace detail {

Problem removal_report(const Hands& hands, int seat, const std::vector<PieceId>& pieces, Check k,
                       const Wording& w, const Codes& c, const Placed* placed) {
  const std::string s = seat_name(seat);
  if (k.why == Shortfall::too_many)
    return error(c.count, s + " plays " + count_of(pieces.size(), w) + " but has only " +
                              count_of(ix(std::max(0, hands.size(seat))), w) + " left");
  const PieceId p = pieces[ix(k.index)];
  if (p >= w.copies.size()) return error(c.malformed, s + " plays a " + foreign(w), k.index);
  const std::string n = w.names({p});
  if (k.why == Shortfall::over_copies) {
    Problem out = error(
        c.copies, s + " plays " + n + ", but " + placed_all(w, p, w.both, "elsewhere"), k.index);
    if (placed != nullptr) out.related = placed_copies(p, *placed, w);
    return out;
  }
  const std::vector<PieceId> known = hands.known(seat);
  const std::string held = hands.fully_known(seat) ? " (it holds " + w.names(known) + ")" : "";
  // A play that names more copies than the hand holds: "plays 3 天 but holds only 2".
  const auto has = std::count(known.begin(), known.end(), p);
  if (has > 0)
    return error(c.not_in_hand,
                 s + " plays " + std::to_string(std::count(pieces.begin(), pieces.end(), p)) + " " +
                     n + " but holds only " + std::to_string(has) + held,
                 k.index);
  return error(c.not_in_hand, s + " plays " + n + " but has no " + n + " in hand" + held, k.index);
}

Problem unnamed_face_up_report(int seat, std::size_t index, const Wording& w, const Codes& c) {
  return error(c.malformed,
               seat_name(seat) + " plays `*` face up; a face-up play names its " + w.pieces +
                   ", `*` is only for pad",
               static_cast<int>(index));
}

Problem turn_report(const Table& table, int seat, const Codes& c) {
  const int expected = table.to_move();
  const std::string s = seat_name(seat);
  const int n = table.trick_number();
  if (table.trick_open())
    return error(c.turn, s + " plays, but it is " + seat_name(expected) + "'s turn in trick " +
                             std::to_string(n));
  if (!table.history().empty())
    return error(c.turn, s + " leads trick " + std::to_string(n) + ", but " + seat_name(expected) +
                             " won trick " + std::to_string(n - 1) + " and leads");
  return error(c.turn, s + " leads, but the dealer " + seat_name(expected) + " leads trick 1");
}

Problem follow_count_report(const Table& table, int seat, std::size_t n, const Wording& w,
                            const Codes& c) {
  const auto width = ix(table.current().width());
  return error(c.count, seat_name(seat) + " plays " + count_of(n, w) + " but trick " +
                            std::to_string(table.current().number) + " was led with " +
                            count_of(width, w) + "; follow with exactly " + count_of(width, w) +
                            (w.face_down_follows ? ", face up or face down" : ""));
}

}  // namespace detail

// ---------------------------------------------------------------------------------------------------

void Dealer::advance(int winner, const DealerRule& r) {
  if (winner == seat) {
    streak = first ? (r.first_win_repeats ? 1 : 0) : streak + 1;
  } else {
    seat = winner;
    streak = 0;
  }
  first = false;
  previous = seat;
}

void Dealer::lose_track() {
  if (seat >= 0) previous = seat;
  seat = -1;
}

void Dealer::resume(int dealer, const DealerRule& r) {
  seat = previous;
  advance(dealer, r);
}

int seat_from_tag(const std::string& value, int seats) {
  static const char* const kLetters[] = {"E", "S", "W", "N"};
  static const char* const kWinds[] = {"東", "南", "西", "北"};
  for (int s = 0; s < seats && s < 4; ++s)
    if (value == kLetters[s] || value == kWinds[s]) return s;
  return -1;
}

void take_dealer_tag(const std::map<std::string, std::string>& tags, bool first_hand, int seats,
                     const DealerRule& r, const DealerTagCodes& codes, Dealer& d,
                     std::vector<Problem>& problems) {
  auto warn = [&](const std::string& code, std::string message) {
    problems.push_back({Severity::warning, code, std::move(message), -1});
  };
  int tagged = -1;
  if (auto it = tags.find("Dealer"); it != tags.end()) {
    tagged = seat_from_tag(it->second, seats);
    if (tagged < 0)
      problems.push_back({Severity::error, codes.bad,
                          "the Dealer tag says '" + shown(it->second) + "'; write " +
                              (seats == 3 ? "E, S or W" : "E, S, W or N"),
                          -1});
  }
  if (first_hand) {
    if (tagged >= 0) d.seat = tagged;
    return;
  }
  if (d.seat < 0) {
    if (tagged < 0) {
      warn(codes.unknown,
           "the previous hand did not finish, so the dealer is unknown until this hand's first "
           "lead; a Dealer tag would say who deals");
      return;
    }
    const bool stayed = tagged == d.previous;
    d.resume(tagged, r);
    warn(codes.unknown,
         "the previous hand did not finish, so its winner is unknown; the Dealer tag makes " +
             seat_name(tagged) + " the dealer, assumed " +
             (stayed ? "to have won as dealer (連荘)" : "to be a new dealer") + ": " +
             std::string(r.label) + " ×" + std::to_string(d.multiplier(r)));
    return;
  }
  if (tagged >= 0 && tagged != d.seat) {
    warn(codes.disagrees, "the Dealer tag says " + seat_name(tagged) + ", but " +
                              seat_name(d.seat) +
                              " won the previous hand and deals; following the tag, " +
                              seat_name(tagged) + " deals as a new dealer");
    d.advance(tagged, r);
  }
}

void dealer_from_lead(Dealer& d, const DealerRule& r, Table& table, int seat) {
  d.resume(seat, r);
  table.set_leader(seat);
}

std::string dealer_from_lead_note(const Dealer& d, const DealerRule& r) {
  return "the dealer is taken from the first lead: " + seat_name(d.seat) + ", " +
         std::string(r.label) + " ×" + std::to_string(d.multiplier(r));
}

// ---------------------------------------------------------------------------------------------------

namespace {

const RuleOption* find_option(const std::vector<RuleOption>& options, const std::string& name) {
  for (const RuleOption& o : options)
    if (o.name == name) return &o;
  return nullptr;
}

}  // namespace

std::string option_value(const std::vector<RuleOption>& options, const RuleValues& values,
                         const std::string& name) {
  const RuleOption* o = find_option(options, name);
  if (o == nullptr) return {};
  auto it = values.find(name);
  if (it == values.end()) return o->default_value;
  const bool listed = o->choices.empty() || std::find(o->choices.begin(), o->choices.end(),
                                                      it->second) != o->choices.end();
  return listed ? it->second : o->default_value;
}

int option_index(const std::vector<RuleOption>& options, const RuleValues& values,
                 const std::string& name) {
  const RuleOption* o = find_option(options, name);
  if (o == nullptr) return 0;
  const std::string v = option_value(options, values, name);
  auto at = std::find(o->choices.begin(), o->choices.end(), v);
  return at == o->choices.end() ? 0 : static_cast<int>(at - o->choices.begin());
}

bool option_on(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name) {
  return option_value(options, values, name) == "on";
}

int option_int(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name) {
  const std::string v = option_value(options, values, name);
  const char* begin = v.data();
  const char* end = begin + v.size();
  if (begin != end && *begin == '+') ++begin;
  int n = 0;
  const auto [stop, error] = std::from_chars(begin, end, n);
  return error == std::errc() && stop == end ? n : 0;
}

RuleValues option_defaults(const std::vector<RuleOption>& options) {
  RuleValues v;
  for (const RuleOption& o : options) v[o.name] = o.default_value;
  return v;
}

// ---------------------------------------------------------------------------------------------------

Payment payment(int from, int to, std::string reason, std::string_view label, long long amount,
                int step, bool itemise) {
  Payment p;
  p.from = from;
  p.to = to;
  p.reason = std::move(reason);
  p.amount = amount;
  if (itemise) p.items.push_back({ItemKind::base, std::string(label), amount});
  p.step = step;
  return p;
}

void add(Payment& p, std::string_view label, long long k) {
  p.amount += k;
  if (!p.items.empty()) p.items.push_back({ItemKind::add, std::string(label), k});
}

void multiply(Payment& p, std::string_view label, long long k) {
  p.amount *= k;
  if (!p.items.empty()) p.items.push_back({ItemKind::times, std::string(label), k});
}

// ---------------------------------------------------------------------------------------------------

namespace {

// Returns false when `visit` stopped the enumeration.
bool extend(const std::vector<PieceId>& sorted, std::size_t from, int k, std::vector<PieceId>& cur,
            const PiecesVisitor& visit) {
  if (k == 0) return visit(cur);
  // Too few pieces left to fill the set: no branch from here can.
  if (sorted.size() - from < ix(k)) return true;
  for (std::size_t i = from; i < sorted.size(); ++i) {
    // Equal pieces are interchangeable: start a branch only at the first of a run.
    if (i > from && sorted[i] == sorted[i - 1]) continue;
    cur.push_back(sorted[i]);
    const bool go_on = extend(sorted, i + 1, k - 1, cur, visit);
    cur.pop_back();
    if (!go_on) return false;
  }
  return true;
}

}  // namespace

bool visit_sub_multisets(const std::vector<PieceId>& sorted, int k, const PiecesVisitor& visit) {
  std::vector<PieceId> cur;
  return k < 0 || extend(sorted, 0, k, cur, visit);
}

std::vector<std::vector<PieceId>> sub_multisets(const std::vector<PieceId>& sorted, int k) {
  std::vector<std::vector<PieceId>> out;
  visit_sub_multisets(sorted, k, [&](const std::vector<PieceId>& m) {
    out.push_back(m);
    return true;
  });
  return out;
}

bool visit_lead_moves(const Hands& hands, int seat, int max_width, const PiecesVisitor& valid,
                      const MoveVisitor& visit) {
  const std::vector<PieceId> known = hands.known(seat);
  Move move;
  for (int k = 1; k <= max_width; ++k) {
    const bool go_on = visit_sub_multisets(known, k, [&](const std::vector<PieceId>& m) {
      if (!valid(m)) return true;
      move.pieces = m;
      return visit(move);
    });
    if (!go_on) return false;
  }
  return true;
}

bool visit_follow_moves(const Hands& hands, int seat, int width, bool pads,
                        const PiecesVisitor& face_up_ok, const MoveVisitor& visit) {
  Move move;
  const bool go_on =
      visit_sub_multisets(hands.known(seat), width, [&](const std::vector<PieceId>& m) {
        move.pieces = m;
        move.face_up = true;
        if (face_up_ok(m) && !visit(move)) return false;
        move.face_up = false;
        return !pads || visit(move);
      });
  if (!go_on) return false;
  if (pads && !hands.fully_known(seat) && hands.size(seat) >= width) {
    move.face_up = false;
    move.pieces.assign(ix(width), kUnknownPiece);
    return visit(move);
  }
  return true;
}

std::vector<std::vector<PieceId>> shuffled_deal(const std::vector<int>& copies, int seats,
                                                int hand_size, std::uint64_t seed) {
  std::vector<PieceId> deck;
  for (std::size_t id = 0; id < copies.size(); ++id)
    deck.insert(deck.end(), ix(std::max(0, copies[id])), static_cast<PieceId>(id));
  std::mt19937_64 rng(seed);
  std::shuffle(deck.begin(), deck.end(), rng);
  std::vector<std::vector<PieceId>> out;
  std::size_t at = 0;
  for (int s = 0; s < seats; ++s) {
    const std::size_t n = std::min(ix(std::max(0, hand_size)), deck.size() - at);
    out.emplace_back(deck.begin() + static_cast<std::ptrdiff_t>(at),
                     deck.begin() + static_cast<std::ptrdiff_t>(at + n));
    at += n;
  }
  out.emplace_back(deck.begin() + static_cast<std::ptrdiff_t>(at), deck.end());
  for (auto& hand : out) std::sort(hand.begin(), hand.end());
  return out;
}

// ---------------------------------------------------------------------------------------------------

std::vector<SeatInfo> table_seats(const Table& table, int dealer, int multiplier,
                                  std::span<const long long> scores, int to_move,
                                  const ZoneText& text) {
  std::vector<SeatInfo> out;
  for (int s = 0; s < table.seats(); ++s) {
    SeatInfo si;
    si.wind = seat_name(s);
    si.figures.push_back({text.unit, std::to_string(table.won(s))});
    if (s == dealer) si.figures.push_back({"親", "×" + std::to_string(multiplier)});
    si.score = ix(s) < scores.size() ? scores[ix(s)] : 0;
    si.dealer = s == dealer;
    si.to_move = s == to_move;
    out.push_back(std::move(si));
  }
  return out;
}

ScenePiece scene_piece(const std::vector<PieceInfo>& info, PieceId id, bool face_down,
                       bool visible) {
  ScenePiece sp;
  sp.face_down = face_down;
  sp.family = info.empty() ? Family::card : info.front().family;
  if (!visible || id == kUnknownPiece || id >= info.size()) {
    sp.hidden = true;
    return sp;
  }
  const PieceInfo& pi = info[id];
  sp.id = id;
  sp.family = pi.family;
  sp.face = pi.face;
  sp.label = pi.name;
  return sp;
}

namespace {

bool sees(int viewer, const Play& p) {
  return p.face_up || viewer < 0 || viewer == p.seat;
}

void add_play(const std::vector<PieceInfo>& info, const Play& p, int viewer, bool highlight,
              std::vector<ScenePiece>& out) {
  for (PieceId id : p.pieces) {
    ScenePiece sp = scene_piece(info, id, !p.face_up, sees(viewer, p));
    sp.highlight = highlight;
    out.push_back(std::move(sp));
  }
}

}  // namespace

Zone hand_zone(const std::vector<PieceInfo>& info, const Hands& hands, int seat, int viewer) {
  Zone z{ZoneKind::hand, seat, "hand", {}};
  SceneGroup g;
  g.seat = seat;
  std::vector<PieceId> ids = hands.known(seat);
  ids.insert(ids.end(), ix(hands.unknown(seat)), kUnknownPiece);
  // Pieces that left as `*` came from somewhere in the hand; drawing one back fewer is all we can
  // say.
  ids.resize(ix(std::max(0, hands.size(seat))));
  for (PieceId id : ids)
    g.pieces.push_back(scene_piece(info, id, false, viewer < 0 || viewer == seat));
  z.groups.push_back(std::move(g));
  return z;
}

const Trick& trick_on_table(const Table& table) {
  if (!table.trick_open() && !table.history().empty()) return table.history().back();
  return table.current();
}

std::span<const Trick> tricks_taken_in(const Table& table) {
  std::span<const Trick> done = table.history();
  if (!table.trick_open() && !done.empty()) done = done.first(done.size() - 1);
  return done;
}

Zone trick_zone(const std::vector<PieceInfo>& info, const Table& table, int viewer,
                const ZoneText& text) {
  const Trick& t = trick_on_table(table);
  int latest = -1;
  for (const Play& p : t.plays) latest = std::max(latest, p.step);
  Zone trick{ZoneKind::trick, -1, "trick", {}};
  for (std::size_t i = 0; i < t.plays.size(); ++i) {
    const Play& p = t.plays[i];
    SceneGroup g;
    g.seat = p.seat;
    g.trick = t.number;
    g.caption = i == 0 ? text.lead : (p.face_up ? std::string() : text.face_down);
    g.highlight = p.step == latest;
    g.winning = static_cast<int>(i) == t.best;
    add_play(info, p, viewer, g.highlight, g.pieces);
    trick.groups.push_back(std::move(g));
  }
  return trick;
}

std::vector<Zone> table_zones(const std::vector<PieceInfo>& info, const Hands& hands,
                              const Table& table, int viewer, const ZoneText& text) {
  std::vector<Zone> zones;
  const int n = table.seats();
  for (int s = 0; s < n; ++s) zones.push_back(hand_zone(info, hands, s, viewer));
  zones.push_back(trick_zone(info, table, viewer, text));

  const std::span<const Trick> done_tricks = tricks_taken_in(table);
  for (int s = 0; s < n; ++s) {
    Zone z{ZoneKind::won, s, "won", {}};
    for (const Trick& done : done_tricks) {
      if (done.winner() != s) continue;
      SceneGroup g;
      g.seat = s;
      g.trick = done.number;
      g.caption = std::to_string(done.width()) + " " + text.unit;
      // The winning play lies on top of the stack, face up.
      add_play(info, done.best_play(), viewer, false, g.pieces);
      for (std::size_t i = 0; i < done.plays.size() && text.winner_takes_trick; ++i)
        if (static_cast<int>(i) != done.best)
          add_play(info, done.plays[i], viewer, false, g.pieces);
      z.groups.push_back(std::move(g));
    }
    zones.push_back(std::move(z));
  }
  if (text.winner_takes_trick) return zones;

  // The other plays lie face down in the middle; who sees a face is as while they were played.
  Zone middle{ZoneKind::discards, -1, text.middle, {}};
  for (const Trick& done : done_tricks) {
    for (std::size_t i = 0; i < done.plays.size(); ++i) {
      if (static_cast<int>(i) == done.best) continue;
      const Play& p = done.plays[i];
      SceneGroup g;
      g.seat = p.seat;
      g.trick = done.number;
      for (PieceId id : p.pieces) g.pieces.push_back(scene_piece(info, id, true, sees(viewer, p)));
      middle.groups.push_back(std::move(g));
    }
  }
  zones.push_back(std::move(middle));
  return zones;
}

// ---------------------------------------------------------------------------------------------------
// A game's scaffolding.

std::vector<PieceInfo> piece_table(std::span<const PieceRow> rows, Family family,
                                   const std::function<int(PieceId)>& copies,
                                   const std::function<std::string(PieceId)>& face) {
  std::vector<PieceInfo> out;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PieceRow& r = rows[i];
    PieceInfo p;
    p.id = static_cast<PieceId>(i);
    p.code = r.code;
    p.name = r.name;
    p.aliases = r.aliases;
    p.copies = copies(p.id);
    p.family = family;
    p.face = face(p.id);
    p.description = r.description;
    out.push_back(std::move(p));
  }
  return out;
}

std::string piece_names(std::span<const PieceRow> rows, std::span<const PieceId> pieces) {
  std::string out;
  for (PieceId p : pieces) out += p < rows.size() ? rows[p].name : "*";
  return out;
}

std::vector<int> copy_limits(const std::vector<PieceInfo>& table) {
  std::vector<int> out;
  for (const PieceInfo& p : table) out.push_back(p.copies);
  return out;
}

std::vector<VerbSpec> trick_verbs(const VerbWords& w) {
  std::vector<VerbSpec> v(3);
  v[0] = {"deal",
          {"配"},
          true,
          ArgKind::pieces,
          0,
          w.hand_size,
          {},
          "a seat's deal: up to " + std::to_string(w.hand_size) + " " + w.pieces + ", `*` for a " +
              w.piece + " not seen; " + w.pieces + " left out stay unknown"};
  v[1] = {"play", {"打", "出"},
          true,   ArgKind::pieces,
          1,      w.max_width,
          {},     "a face-up lead or follow; a follow must beat the best play of the trick"};
  v[2] = {"pad",
          {"墊"},
          true,
          ArgKind::pieces,
          1,
          w.max_width,
          {},
          "a face-down follow" + w.pad_gloss + " with as many " + w.pieces +
              " as the lead; `*` for " + w.pieces + " not seen"};
  if (!w.pad) v.pop_back();
  return v;
}

}  // namespace paipu::trick
