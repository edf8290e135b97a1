// One hand of 打棋子 as a HandState: deals, leads, face-up follows and face-down pads, checked one
// event at a time on the trick kit (paipu/trick.hpp).
#pragma once

#include <string>
#include <vector>

#include "combos.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::daqizi {

// What a hand takes over from the match: options, dealer (seat -1: unknown until the first lead)
// and scores.
using HandSetup = trick::HandSetup<Options>;

// The state every trick hand keeps (opt_, rule_, dealer_, scores_, hands_, table_, dealt_,
// placements_, finished_, step_), apply(), finished(), to_move(), the deal and removal checks that
// name where a piece's copies were placed (take_deal, removal_problem) and the accessors dealer(),
// multiplier(), table(), hands() and steps() are the kit's (trick::HandBase).
class DaqiziHand final : public trick::HandBase<Options> {
 public:
  explicit DaqiziHand(HandSetup setup);

  void visit_legal_moves(const std::function<bool(const Event&)>& visit) const override;
  Scene scene(int viewer) const override;
  std::vector<Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<HandState> clone() const override;
  bool position_key(std::string& key) const override;
  // Which kinds only rank now (`plain`) and the key's names for the kinds; false: own names.
  bool key_names(std::vector<bool>& plain, trick::KeyNames& names) const;

  // The settlement inputs of a finished hand.
  const HandResult& result() const { return result_; }
  // Whether `seat` may win the open trick: not on a last trick of one piece without an earlier
  // trick won (§2.3 Q4).
  bool eligible(int seat) const;

 private:
  Outcome apply_here(const Event& e) override;
  Outcome deal(const Event& e);
  Outcome lead(const Event& e);
  Outcome follow(const Event& e);
  void close_trick(Outcome& out);
  // The play a face-up follow must beat: the best so far, or the lead (option face_up_follow).
  const trick::Play& target() const;

  HandResult result_;
  // The words of the kit's shared checks, read once per hand rather than once per event.
  const trick::Wording* wording_;
};

}  // namespace paipu::daqizi
