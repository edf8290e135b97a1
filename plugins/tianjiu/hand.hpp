// One hand of 打天九 as a HandState: deals, declarations, leads, follows and 墊, checked one event
// at a time.
#pragma once

#include <string>
#include <vector>

#include "combos.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::tianjiu {

// What a hand takes over from the match: options, dealer (seat -1: unknown until the first lead)
// and scores.
using HandSetup = trick::HandSetup<Options>;

// The state every trick hand keeps (opt_, rule_, dealer_, scores_, hands_, table_, dealt_,
// placements_, finished_, step_), apply(), finished(), to_move(), the deal and removal checks that
// name where a piece's copies were placed (take_deal, removal_problem) and the accessors dealer(),
// multiplier(), table(), hands() and steps() are the kit's (trick::HandBase).
class TianjiuHand final : public trick::HandBase<Options> {
 public:
  explicit TianjiuHand(HandSetup setup);

  void visit_legal_moves(const std::function<bool(const Event&)>& visit) const override;
  Scene scene(int viewer) const override;
  std::vector<Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<HandState> clone() const override;
  bool position_key(std::string& key) const override;
  // The key's names for the kinds, and which kinds only rank now (`plain`); empty: own names.
  const trick::KeyNames& key_names(std::vector<bool>& plain) const;

  // The settlement inputs of a finished hand.
  const HandResult& result() const { return result_; }

 private:
  Outcome apply_here(const Event& e) override;
  Outcome deal(const Event& e);
  Outcome declare(const Event& e);
  Outcome play(const Event& e);
  Outcome lead(const Event& e);
  void note_undeclared(Outcome& out) const;
  Outcome follow(const Event& e);
  void close_trick(Outcome& out);
  void finish(const trick::Trick& last, Outcome& out);
  Slam slam_of(const trick::Trick& last, int winner, Outcome& out) const;
  bool eight_confirmed(const trick::Trick& last, Outcome& out) const;
  bool top_tile(const trick::Trick& last) const;
  // 2牌縛り: `seat` has no 棟 and `t` is a last trick (結) of a single tile, which it cannot win.
  // The seats it shuts out still have none once `t` is closed.
  bool bound(const trick::Trick& t, int seat) const;
  bool eligible(int seat) const;
  bool jie_rules(const trick::Trick& t) const;
  int bonus_multiplier() const;

  trick::PieceList dealer_first_lead_;
  std::vector<Payment> bonuses_;
  HandResult result_;
  // The words of the kit's shared checks, read once per hand rather than once per event.
  const trick::Wording* wording_;
};

}  // namespace paipu::tianjiu
