#include "helpers.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

namespace bt_test {

using bigtwo::Hand;

paipu::Event ev(const std::string& line) {
  const paipu::VariantInfo& info = bigtwo::variant_info();
  std::istringstream in(line);
  std::string seat, verb, token;
  in >> seat >> verb;
  paipu::Event e;
  e.seat = paipu::trick::seat_from_tag(seat, bigtwo::kSeats);
  for (std::size_t v = 0; v < info.verbs.size(); ++v)
    if (info.verbs[v].name == verb) e.verb = static_cast<int>(v);
  while (in >> token) {
    paipu::PieceId id = paipu::kUnknownPiece;
    for (const paipu::PieceInfo& p : info.pieces)
      if (p.code == token || p.name == token) id = p.id;
    if (token != "*" && id == paipu::kUnknownPiece) throw std::invalid_argument("no card " + token);
    e.pieces.push_back(id);
  }
  return e;
}

Hand new_hand(int dealer, bigtwo::Options options) {
  paipu::trick::Dealer d;
  d.seat = dealer;
  return Hand(bigtwo::HandSetup{options, d, paipu::trick::PerSeat<long long>(4, 0)});
}

void play(Hand& h, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    const paipu::Outcome out = h.apply(ev(line));
    ASSERT_TRUE(out.ok()) << line << ": " << out.problems.front().message;
  }
}

paipu::Problem reject(Hand& h, const std::string& line) {
  const std::vector<paipu::Event> moves = h.legal_moves();
  const int to_move = h.to_move();
  const int steps = h.steps();
  const paipu::Outcome out = h.apply(ev(line));
  EXPECT_FALSE(out.ok()) << line;
  EXPECT_EQ(out.problems.size(), 1u) << line;
  EXPECT_EQ(h.legal_moves(), moves) << line << " changed the hand";
  EXPECT_EQ(h.to_move(), to_move) << line << " changed the hand";
  EXPECT_EQ(h.steps(), steps) << line << " changed the hand";
  return out.problems.empty() ? paipu::Problem{} : out.problems.front();
}

}  // namespace bt_test
