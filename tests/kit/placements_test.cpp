// Where the record placed each copy of a piece (trick::placed_copies), worked out from the deals
// and take-ups a hand remembers and the plays on its table. Cards are named by rank: id 0 is "1".
#include <gtest/gtest.h>

#include "paipu/trick.hpp"
#include "toy_game.hpp"

namespace paipu::trick {
namespace {

const Wording& toy_words() {
  static const Wording w = [] {
    Wording x;
    x.game = "toy";
    x.names = [](const std::vector<PieceId>& ids) {
      std::string s;
      for (PieceId id : ids) s += id == kUnknownPiece ? "*" : std::to_string(id + 1);
      return s;
    };
    x.copies = std::vector<int>(6, 3);
    x.hand_size = 4;
    return x;
  }();
  return w;
}

std::string text(const std::vector<Reference>& refs) {
  std::string s;
  for (const Reference& r : refs)
    s += std::to_string(r.step) + "/" + std::to_string(r.piece) + " " + r.note + "\n";
  return s;
}

// Three seats. E is dealt 1 and 2, S is dealt `*` and 1; then E plays its dealt 1 (no new copy),
// S plays its dealt 1 (no new copy), W plays 1 from an unknown slot (a copy shown). E takes up a
// 1 after the trick and plays it: the copy it took up, again no new one.
TEST(Placements, DealsTakeUpsAndPlaysFromUnknownSlots) {
  Placements log;
  Table table(3);
  log.record(0, 0, std::vector<PieceId>{0, 1});
  log.record(1, 1, std::vector<PieceId>{kUnknownPiece, 0});
  table.set_leader(0);
  table.lead(0, std::vector<PieceId>{0}, 0, 1, 2, false);
  table.follow(1, std::vector<PieceId>{0}, true, 0, 1, 3, false);
  table.follow(2, std::vector<PieceId>{0}, false, -1, 0, 4, false);
  table.close(1);
  log.record(5, 0, std::vector<PieceId>{kUnknownPiece, 0}, Placements::How::taken_up);
  table.lead(0, std::vector<PieceId>{0}, 0, 1, 6, false);

  EXPECT_EQ(text(placed_copies(0, Placed{log, table}, toy_words())),
            "0/0 E was dealt 1 here\n"
            "1/1 S was dealt 1 here\n"
            "4/0 W played 1 face down here\n"
            "5/1 E took up 1 here\n");
  // 2 was dealt to E only and never played.
  EXPECT_EQ(text(placed_copies(1, Placed{log, table}, toy_words())), "0/1 E was dealt 2 here\n");
  EXPECT_TRUE(placed_copies(5, Placed{log, table}, toy_words()).empty());
}

// A seat that plays a piece twice after being dealt one copy: the second play took an unknown
// slot, and it is the one named, in the open trick as in a finished one.
TEST(Placements, ASecondCopyBeyondTheDealIsShownByItsPlay) {
  Placements log;
  Table table(3);
  log.record(0, 1, std::vector<PieceId>{2});
  table.set_leader(1);
  table.lead(1, std::vector<PieceId>{2}, 0, 3, 1, false);
  table.follow(2, std::vector<PieceId>{4}, true, 0, 5, 2, true);
  table.follow(0, std::vector<PieceId>{0}, true, 0, 1, 3, false);
  table.close(1);
  table.lead(2, std::vector<PieceId>{5}, 0, 6, 4, false);
  table.follow(0, std::vector<PieceId>{1}, true, 0, 2, 5, false);
  table.follow(1, std::vector<PieceId>{2}, true, 0, 3, 6, false);
  EXPECT_EQ(text(placed_copies(2, Placed{log, table}, toy_words())),
            "0/0 S was dealt 3 here\n"
            "6/0 S played 3 here\n");
}

// The kit's own checks fill Problem::related when they are given where copies were placed, and
// only for the copy limit.
TEST(Placements, CopyLimitProblemsNameThePlaces) {
  Wording w = toy_words();
  w.copies = std::vector<int>(6, 2);
  const Codes codes{"X1", "X2", "X3", "X4", "X5", "X6"};
  Hands hands(3, 4, Hands::Counts(6, 2));
  Placements log;
  const Table table(3);
  const Placed placed{log, table};
  ASSERT_FALSE(deal_into(hands, 0, {0, 3}, false, false, w, codes, &placed));
  log.record(0, 0, std::vector<PieceId>{0, 3});
  ASSERT_FALSE(deal_into(hands, 1, {3, 0}, false, false, w, codes, &placed));
  log.record(1, 1, std::vector<PieceId>{3, 0});

  const auto dealt = deal_into(hands, 2, {4, 0}, false, false, w, codes, &placed);
  ASSERT_TRUE(dealt);
  EXPECT_EQ(dealt->code, "X4");
  EXPECT_EQ(dealt->piece, 1);
  EXPECT_EQ(text(dealt->related), "0/0 E was dealt 1 here\n1/1 S was dealt 1 here\n");

  const auto played = removal_problem(hands, 2, {3}, w, codes, &placed);
  ASSERT_TRUE(played);
  EXPECT_EQ(played->code, "X4");
  EXPECT_EQ(text(played->related), "0/1 E was dealt 4 here\n1/0 S was dealt 4 here\n");
  // Without `placed`, as before; a piece the hand cannot hold names nothing.
  EXPECT_TRUE(removal_problem(hands, 2, {3}, w, codes)->related.empty());
  const auto missing = removal_problem(hands, 0, {5, 5, 5, 5, 5}, w, codes, &placed);
  EXPECT_EQ(missing->code, "X3");
  EXPECT_TRUE(missing->related.empty());
}

// A hand whose `play` takes its pieces up into the seat's hand (a kitty), to see HandBase log
// deals and take-ups with the steps HandBase::apply counts.
class KittyHand final : public HandBase<toy::Options> {
 public:
  KittyHand() : HandBase(HandSetup<toy::Options>{}, 4, toy_words().copies) {}
  void visit_legal_moves(const std::function<bool(const Event&)>&) const override {}
  Scene scene(int) const override { return {}; }
  std::vector<Event> sample_deal(std::uint64_t) const override { return {}; }
  std::unique_ptr<HandState> clone() const override { return std::make_unique<KittyHand>(*this); }

 private:
  Outcome apply_here(const Event& e) override {
    static const Codes codes{"X1", "X2", "X3", "X4", "X5", "X6"};
    if (e.verb == toy::kDeal) {
      if (auto p = take_deal(e, toy_words(), codes)) return fail(std::move(*p));
      return {};
    }
    if (!take_up(e.seat, e.pieces).ok()) {
      Problem p{Severity::error, "X4", "no copy left", 0};
      p.related = related_copies(e.pieces.front(), toy_words());
      return fail(std::move(p));
    }
    return {};
  }
};

Event event(int seat, int verb, std::vector<PieceId> pieces) {
  Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(pieces);
  return e;
}

TEST(Placements, HandBaseLogsDealsAndTakeUpsWithTheirSteps) {
  KittyHand h;
  ASSERT_TRUE(h.apply(event(0, toy::kDeal, {2})).ok());
  ASSERT_TRUE(h.apply(event(1, toy::kPlay, {0, 2})).ok());
  // A refused deal is not logged and takes no step.
  EXPECT_FALSE(h.apply(event(2, toy::kDeal, {2, 2})).ok());
  ASSERT_TRUE(h.apply(event(2, toy::kDeal, {kUnknownPiece, 2})).ok());
  const Outcome o = h.apply(event(3, toy::kPlay, {2}));
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(text(o.problems.front().related),
            "0/0 E was dealt 3 here\n"
            "1/1 S took up 3 here\n"
            "2/1 W was dealt 3 here\n");
}

}  // namespace
}  // namespace paipu::trick
