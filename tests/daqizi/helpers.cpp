#include "helpers.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

#include "daqizi.hpp"
#include "options.hpp"
#include "paipu/vocabulary.hpp"
#include "pieces.hpp"

namespace dq_test {

using namespace paipu;
using namespace paipu::daqizi;

namespace {

const Vocabulary& vocabulary() {
  static const Vocabulary v(variant_info());
  return v;
}

// Everything observable about a hand, to compare before and after a rejected event.
struct Snapshot {
  std::vector<Event> moves;
  std::vector<std::vector<PieceId>> known;
  std::vector<int> sizes, won;
  int to_move = 0, steps = 0, tricks = 0, open = 0;
  bool finished = false;
  friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snap(const DaqiziHand& h) {
  Snapshot s;
  s.moves = h.legal_moves();
  for (int i = 0; i < kSeats; ++i) {
    s.known.push_back(h.hands().known(i));
    s.sizes.push_back(h.hands().size(i));
  }
  s.won.assign(h.table().won().begin(), h.table().won().end());
  s.to_move = h.to_move();
  s.steps = h.steps();
  s.tricks = static_cast<int>(h.table().history().size());
  s.open = static_cast<int>(h.table().current().plays.size());
  s.finished = h.finished();
  return s;
}

}  // namespace

std::vector<PieceId> ids(std::string_view token) {
  const PieceSplit s = vocabulary().split(token);
  if (s.error_at >= 0) throw std::invalid_argument("unknown piece in '" + std::string(token) + "'");
  return s.pieces;
}

Event ev(std::string_view line) {
  std::istringstream in{std::string(line)};
  std::vector<std::string> t;
  for (std::string w; in >> w;) t.push_back(w);
  if (t.size() < 2) throw std::invalid_argument("short line '" + std::string(line) + "'");
  Event e;
  e.seat = seat_index(t[0], kSeats);
  e.verb = vocabulary().verb(t[1]);
  if (e.seat < 0 || e.verb < 0) throw std::invalid_argument("bad line '" + std::string(line) + "'");
  for (std::size_t i = 2; i < t.size(); ++i)
    for (PieceId p : ids(t[i])) e.pieces.push_back(p);
  return e;
}

RuleValues rules(std::initializer_list<std::pair<std::string, std::string>> set) {
  RuleValues v = default_values();
  for (const auto& [k, val] : set) v[k] = val;
  return v;
}

Table::Table(const RuleValues& values, int dealer, int streak)
    : hand([&] {
        HandSetup s;
        s.options = parse_options(values);
        s.dealer.seat = dealer;
        if (streak >= 0) {
          s.dealer.first = false;
          s.dealer.streak = streak;
        }
        return s;
      }()) {}

std::string Table::run_all(const Lines& lines) {
  for (const std::string& l : lines) {
    const Outcome o = run(l);
    if (!o.ok()) return l + ": " + o.problems.front().code + " " + o.problems.front().message;
  }
  return {};
}

std::string reject(Table& t, const std::string& line, const std::string& code) {
  const Snapshot before = snap(t.hand);
  const Outcome o = t.run(line);
  EXPECT_FALSE(o.ok()) << line;
  EXPECT_TRUE(snap(t.hand) == before) << "state changed by rejected '" << line << "'";
  if (o.problems.empty()) return {};
  EXPECT_EQ(o.problems.front().code, code) << o.problems.front().message;
  return o.problems.front().message;
}

Lines join(std::initializer_list<Lines> parts) {
  Lines out;
  for (const Lines& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

}  // namespace dq_test
