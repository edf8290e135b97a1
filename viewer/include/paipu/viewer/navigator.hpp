// The viewer's model: which hand, which step, whose eyes, what is shown. It consumes ViewerCommands
// and asks the Document for what to draw; it knows nothing about SFML, windows or pixels, so every
// behaviour of the keyboard and mouse can be tested without a display.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "paipu/document.hpp"
#include "paipu/viewer/command.hpp"
#include "paipu/viewer/evaluation.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/match_strip.hpp"

namespace paipu::viewer {

// What makes a step worth jumping to with n / N and marking on the timeline.
enum MarkBits : std::uint8_t {
  mark_annotation = 1,  // a comment or a glyph
  mark_note = 2,        // a diagnostic of severity note
  mark_warning = 4,     // a warning, e.g. a stated result that does not match
  mark_error = 8,       // an error: the replay stopped here
  mark_mistake = 16,    // the analysis's ?!, ? or ?? (drawn on the evaluation strip)
};

struct Mark {
  int position = 0;
  std::uint8_t bits = 0;
};

// Hides the concealed hands (ZoneKind::hand) of every seat but `keep_seat` (-1: of every seat).
void conceal_hands(Scene& scene, int keep_seat);

// The marks of a hand, in position order; with its evaluation, its mistakes too.
std::vector<Mark> collect_marks(const HandView& hand, const HandEvaluation* evaluation = nullptr);

// The position after a hand's leading deal lines, where a hand opens: its pieces dealt, not backs.
// 0 when the hand has none.
int deal_position(const HandView& view);

class Navigator {
 public:
  explicit Navigator(Document& doc);

  // Opens a hand at a position (-1: its last position). Returns false when the hand does not exist;
  // the position is clamped into the hand.
  bool open(int hand, int position = 0);
  // Opens a hand at its deal: the position after its leading deal lines, so that a hand starts
  // with the pieces dealt rather than backs. Home, PgUp/PgDn, a click in the hand list and stepping
  // into the next hand land there; Home again goes to position 0, before the deal.
  bool open_at_deal(int hand);
  int deal_position() const;  // 0 when the hand has no leading deal lines
  // Carries out a command. Returns true when anything visible changed.
  bool apply(const ViewerCommand& cmd);
  // Advances the autoplay timer by `seconds`. Returns true when it stepped.
  bool update(double seconds);

  // --- state
  Document& document() { return doc_; }
  const Document& document() const { return doc_; }
  int hand_index() const { return hand_; }
  int hand_count() const { return doc_.hand_count(); }
  int position() const { return position_; }
  int positions() const { return view_ ? view_->positions() : 0; }
  int last_position() const { return positions() > 0 ? positions() - 1 : 0; }
  int seat() const { return seat_; }  // -1: omniscient
  int seats() const { return view_ ? view_->seats() : 0; }
  bool show_concealed() const { return show_concealed_; }
  void set_show_concealed(bool show);
  bool set_seat(int seat);  // -1: omniscient; false (with a message) when the hand has no such seat
  bool piece_names() const { return piece_names_; }  // names under the pieces, for learners
  // How far the side panel is scrolled down, in pixels; the panel clamps it to its content.
  float panel_scroll() const { return panel_scroll_; }
  void clamp_panel_scroll(float most) {
    panel_scroll_ = std::min(panel_scroll_, std::max(0.f, most));
  }
  bool autoplay() const { return autoplay_; }
  double autoplay_interval() const { return interval_; }
  void set_autoplay_interval(double seconds) { interval_ = seconds > 0.05 ? seconds : 0.05; }
  bool help_visible() const { return help_; }
  bool goto_active() const { return goto_active_; }
  const std::string& goto_text() const { return goto_text_; }
  // A one-line status for the user: why a key did nothing, where a jump went.
  const std::string& message() const { return message_; }
  bool quit_requested() const { return quit_; }

  // The analysis's evaluations (paipu view --analyze), filled as they are computed; null: none.
  // The navigator tells the store which hand is on screen, so that it is analysed first.
  void set_evaluations(EvaluationStore* store);
  bool analysing() const { return evaluations_ != nullptr; }
  // Takes the current hand's newest evaluation from the store. True when it changed (redraw).
  bool sync_evaluation();
  // The current hand's evaluation as last taken; null when there is none yet.
  const HandEvaluation* evaluation() const { return evaluation_.get(); }

  // --- what to draw
  const HandView* hand_view() const { return view_.get(); }
  const HandSummary* summary() const;
  // The step at the current position, or nullptr when no hand is open.
  const StepInfo* step() const;
  // The scene at the current position through the current seat's eyes, concealment applied. Cached.
  const Scene& scene();
  const std::vector<Mark>& marks() const { return marks_; }
  bool at_end() const { return view_ && position_ == last_position(); }
  // The current hand's match: totals and marks of its hands, as far as they are known.
  const MatchStrip& strip() const { return strip_; }
  // Replays up to `max_hands` more hands of the current match for the strip (following the index
  // as it grows). True when anything was learnt. The window calls it after its first frame, a
  // few hands at a time; a picture asks for the whole match.
  bool advance_strip(int max_hands);
  // The piece sizes the current hand keeps from the current view on a table of that size
  // (hand_piece_units), worked out once per hand, view and size.
  const PieceUnits& piece_units(const Rect& table);

 private:
  bool ensure_hand(int index);  // indexes the document further when the hand is not known yet
  bool go_to(int position);
  bool jump_mark(bool forward);
  std::shared_ptr<const HandEvaluation> hand_evaluation(int hand) const {
    return evaluations_ != nullptr ? evaluations_->get(hand) : nullptr;
  }
  bool step_forward();
  bool step_back();
  bool commit_goto();

  Document& doc_;
  std::shared_ptr<const HandView> view_;
  std::vector<Mark> marks_;
  EvaluationStore* evaluations_ = nullptr;
  std::shared_ptr<const HandEvaluation> evaluation_;
  std::uint64_t evaluation_version_ = ~std::uint64_t{0};
  MatchStrip strip_;
  int hand_ = -1;
  int position_ = 0;
  int seat_ = -1;
  bool show_concealed_ = true;
  bool piece_names_ = false;
  float panel_scroll_ = 0;
  bool autoplay_ = false;
  struct UnitsFor {
    // Held, not pointed at: a hand view freed and another made at its address must not match.
    std::shared_ptr<const HandView> view;
    int seat = -2;
    float w = 0, h = 0;
    bool names = false;
    PieceUnits units;
  } units_;
  double interval_ = 1.0;
  double elapsed_ = 0.0;
  bool help_ = false;
  bool goto_active_ = false;
  std::string goto_text_;
  std::string message_;
  bool quit_ = false;

  struct CacheKey {
    int hand = -1, position = -1, seat = -2;
    bool show = true;
    friend bool operator==(const CacheKey&, const CacheKey&) = default;
  };
  CacheKey cache_key_;
  Scene cache_;
  Scene empty_;
};

}  // namespace paipu::viewer
