#include "paipu/viewer/navigator.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>
#include <utility>

#include "paipu/viewer/layout.hpp"

namespace paipu::viewer {

namespace {

std::uint8_t bits_of(const StepInfo& s) {
  std::uint8_t bits = 0;
  if (!s.comments.empty() || !s.glyph.empty()) {
    bits |= mark_annotation;
  }
  for (const Diagnostic& d : s.diagnostics) {
    switch (d.severity) {
      case Severity::help:
      case Severity::note:
        bits |= mark_note;
        break;
      case Severity::warning:
        bits |= mark_warning;
        break;
      case Severity::error:
        bits |= mark_error;
        break;
    }
  }
  return bits;
}

}  // namespace

void conceal_hands(Scene& scene, int keep_seat) {
  for (Zone& z : scene.zones) {
    if (z.kind != ZoneKind::hand || (keep_seat >= 0 && z.seat == keep_seat)) {
      continue;
    }
    for (SceneGroup& g : z.groups) {
      for (ScenePiece& p : g.pieces) {
        p.hidden = true;
        p.face.clear();
        p.label.clear();
      }
    }
  }
}

std::vector<Mark> collect_marks(const HandView& hand, const HandEvaluation* evaluation) {
  std::vector<Mark> marks;
  for (int p = 0; p < hand.positions(); ++p) {
    std::uint8_t bits = bits_of(hand.step(p));
    if (evaluation != nullptr && is_mistake(evaluation->at(p).verdict)) bits |= mark_mistake;
    if (bits != 0) marks.push_back({p, bits});
  }
  return marks;
}

Navigator::Navigator(Document& doc) : doc_(doc) {}

bool Navigator::ensure_hand(int index) {
  if (index < 0) {
    return false;
  }
  if (index >= doc_.hand_count() && !doc_.fully_indexed()) {
    doc_.index_all();
  }
  return index < doc_.hand_count();
}

bool Navigator::open(int hand, int position) {
  if (!ensure_hand(hand)) {
    return false;
  }
  if (hand != hand_ || !view_) {
    view_ = doc_.hand(hand);
    hand_ = hand;
    evaluation_version_ = ~std::uint64_t{0};
    sync_evaluation();
    marks_ = view_ ? collect_marks(*view_, evaluation_.get()) : std::vector<Mark>{};
    strip_.follow(doc_, hand_);
    if (seat_ >= seats()) {
      message_ = "this hand has " + std::to_string(seats()) + " seats: back to the omniscient view";
      seat_ = -1;
    }
  }
  position_ = position < 0 ? last_position() : std::clamp(position, 0, last_position());
  elapsed_ = 0.0;
  return true;
}

namespace {

// A line's first two words: "E deal 天 天 …" has the actor and the verb, "indicator 5s" the verb.
std::pair<std::string_view, std::string_view> first_words(std::string_view line) {
  const auto a = line.find(' ');
  if (a == std::string_view::npos) return {line, {}};
  const auto b = line.find(' ', a + 1);
  return {line.substr(0, a), line.substr(a + 1, b == std::string_view::npos ? b : b - a - 1)};
}

bool is_deal(std::string_view line) {
  return first_words(line).second == "deal";
}

// The lines a mahjong hand opens with around its deal: the dice that choose where the wall is
// broken and the indicator turned up (財神, dora). The hand opens after the last deal among them.
bool is_opening(std::string_view line) {
  const auto [first, second] = first_words(line);
  return second == "deal" || second == "dice" || first == "indicator" || second == "indicator";
}

}  // namespace

int deal_position(const HandView& view) {
  int deal = 0;
  for (int p = 1; p < view.positions() && is_opening(view.step(p).notation); ++p) {
    if (is_deal(view.step(p).notation)) deal = p;
  }
  return deal;
}

int Navigator::deal_position() const {
  return view_ ? viewer::deal_position(*view_) : 0;
}

bool Navigator::open_at_deal(int hand) {
  if (!open(hand, 0)) {
    return false;
  }
  position_ = deal_position();
  return true;
}

void Navigator::set_evaluations(EvaluationStore* store) {
  evaluations_ = store;
  evaluation_version_ = ~std::uint64_t{0};
  sync_evaluation();
}

bool Navigator::sync_evaluation() {
  if (evaluations_ == nullptr) return false;
  evaluations_->want(hand_);
  const std::uint64_t version = evaluations_->version();
  if (version == evaluation_version_) return false;
  evaluation_version_ = version;
  auto now = evaluations_->get(hand_);
  if (now == evaluation_) return false;
  evaluation_ = std::move(now);
  if (view_) marks_ = collect_marks(*view_, evaluation_.get());
  return true;
}

bool Navigator::advance_strip(int max_hands) {
  strip_.follow(doc_, hand_);
  return strip_.advance(doc_, max_hands);
}

void Navigator::set_show_concealed(bool show) {
  show_concealed_ = show;
}

const PieceUnits& Navigator::piece_units(const Rect& table) {
  UnitsFor& u = units_;
  if (u.view != view_ || u.seat != seat_ || u.w != table.w || u.h != table.h ||
      u.names != piece_names_) {
    u = {view_, seat_, table.w, table.h, piece_names_, {}};
    if (view_) u.units = hand_piece_units(*view_, seat_, table, piece_names_);
  }
  return u.units;
}

bool Navigator::set_seat(int seat) {
  if (seat >= 0 && seat >= seats()) {
    message_ = "no seat " + std::to_string(seat + 1) + " in this hand (" + std::to_string(seats()) +
               " seats)";
    return false;
  }
  seat_ = seat < 0 ? -1 : seat;
  return true;
}

const HandSummary* Navigator::summary() const {
  if (hand_ < 0 || hand_ >= doc_.hand_count()) {
    return nullptr;
  }
  return &doc_.summary(hand_);
}

const StepInfo* Navigator::step() const {
  if (!view_ || view_->positions() == 0) {
    return nullptr;
  }
  return &view_->step(position_);
}

namespace {

// At a settled hand's last step the plates say what it came to: each seat's match total after
// the hand, and the hand's own result first among its figures.
void show_result(Scene& scene, const HandView& view) {
  const Settlement& st = view.settlement();
  if (!view.finished() || !st.complete || st.deltas.empty()) return;
  const auto& after = view.totals_after();
  for (std::size_t i = 0; i < scene.seats.size(); ++i) {
    SeatInfo& seat = scene.seats[i];
    if (i < after.size()) seat.score = after[i];
    if (i < st.deltas.size()) {
      seat.figures.insert(seat.figures.begin(),
                          Figure{kHandResultFigure, signed_text(st.deltas[i])});
    }
  }
}

}  // namespace

const Scene& Navigator::scene() {
  if (!view_ || view_->positions() == 0) {
    return empty_;
  }
  CacheKey key{hand_, position_, seat_, show_concealed_};
  if (!(key == cache_key_)) {
    cache_ = view_->scene(position_, seat_);
    if (position_ == last_position()) {
      show_result(cache_, *view_);
    }
    if (!show_concealed_) {
      conceal_hands(cache_, seat_);
    }
    cache_key_ = key;
  }
  return cache_;
}

bool Navigator::go_to(int position) {
  if (!view_) {
    return false;
  }
  int p = std::clamp(position, 0, last_position());
  if (p != position) {
    message_ = "step " + std::to_string(position) + " is outside this hand (0–" +
               std::to_string(last_position()) + ")";
  }
  bool changed = p != position_;
  position_ = p;
  elapsed_ = 0.0;
  return changed;
}

bool Navigator::step_forward() {
  if (!view_) {
    return open_at_deal(0);
  }
  if (position_ < last_position()) {
    return go_to(position_ + 1);
  }
  if (open_at_deal(hand_ + 1)) {
    return true;
  }
  message_ = "end of the file";
  return false;
}

bool Navigator::step_back() {
  if (!view_) {
    return false;
  }
  if (position_ > 0) {
    return go_to(position_ - 1);
  }
  if (hand_ > 0 && open(hand_ - 1, -1)) {
    return true;
  }
  message_ = "start of the file";
  return false;
}

bool Navigator::jump_mark(bool forward) {
  if (forward) {
    auto it = std::find_if(marks_.begin(), marks_.end(),
                           [&](const Mark& m) { return m.position > position_; });
    if (it != marks_.end()) {
      return go_to(it->position);
    }
    for (int h = hand_ + 1; ensure_hand(h); ++h) {
      auto hv = doc_.hand(h);
      if (!hv) {
        continue;
      }
      auto ms = collect_marks(*hv, hand_evaluation(h).get());
      if (!ms.empty()) {
        return open(h, ms.front().position);
      }
    }
  } else {
    auto it = std::find_if(marks_.rbegin(), marks_.rend(),
                           [&](const Mark& m) { return m.position < position_; });
    if (it != marks_.rend()) {
      return go_to(it->position);
    }
    for (int h = hand_ - 1; h >= 0; --h) {
      auto hv = doc_.hand(h);
      if (!hv) {
        continue;
      }
      auto ms = collect_marks(*hv, hand_evaluation(h).get());
      if (!ms.empty()) {
        return open(h, ms.back().position);
      }
    }
  }
  message_ = forward ? "no later comment, mistake or diagnostic"
                     : "no earlier comment, mistake or diagnostic";
  return false;
}

bool Navigator::commit_goto() {
  goto_active_ = false;
  if (goto_text_.empty()) {
    return true;
  }
  int n = 0;
  auto [ptr, ec] = std::from_chars(goto_text_.data(), goto_text_.data() + goto_text_.size(), n);
  (void)ptr;
  goto_text_.clear();
  if (ec != std::errc{}) {
    message_ = "not a step number";
    return true;
  }
  go_to(n);
  return true;
}

bool Navigator::apply(const ViewerCommand& cmd) {
  message_.clear();
  switch (cmd.kind) {
    case Command::none:
      return false;
    case Command::step_forward:
      return step_forward();
    case Command::step_back:
      return step_back();
    case Command::hand_start:
      // First to the deal, then (pressed again) to the start before it.
      return go_to(position_ == deal_position() ? 0 : deal_position());
    case Command::hand_end:
      return go_to(last_position());
    case Command::next_hand:
      if (open_at_deal(hand_ + 1)) {
        return true;
      }
      message_ = "this is the last hand";
      return false;
    case Command::prev_hand:
      if (hand_ > 0 && open_at_deal(hand_ - 1)) {
        return true;
      }
      message_ = "this is the first hand";
      return false;
    case Command::next_mark:
      return jump_mark(true);
    case Command::prev_mark:
      return jump_mark(false);
    case Command::toggle_concealed:
      show_concealed_ = !show_concealed_;
      return true;
    case Command::toggle_names:
      piece_names_ = !piece_names_;
      return true;
    case Command::scroll_panel:
      panel_scroll_ = std::max(0.f, panel_scroll_ + static_cast<float>(cmd.value));
      return true;
    case Command::set_seat:
      return set_seat(cmd.value);
    case Command::toggle_autoplay:
      autoplay_ = !autoplay_;
      elapsed_ = 0.0;
      if (autoplay_ && at_end()) {
        go_to(deal_position());
      }
      return true;
    case Command::goto_begin:
      goto_active_ = true;
      goto_text_.clear();
      autoplay_ = false;
      return true;
    case Command::goto_digit:
      if (!goto_active_ || cmd.value < 0 || cmd.value > 9 || goto_text_.size() >= 6) {
        return false;
      }
      goto_text_.push_back(static_cast<char>('0' + cmd.value));
      return true;
    case Command::goto_backspace:
      if (!goto_active_ || goto_text_.empty()) {
        return false;
      }
      goto_text_.pop_back();
      return true;
    case Command::goto_commit:
      return goto_active_ && commit_goto();
    case Command::cancel:
      if (goto_active_) {
        goto_active_ = false;
        goto_text_.clear();
        return true;
      }
      if (help_) {
        help_ = false;
        return true;
      }
      return false;
    case Command::toggle_help:
      help_ = !help_;
      return true;
    case Command::select_hand:
      if (cmd.value == hand_) {
        return false;
      }
      if (open_at_deal(cmd.value)) {
        return true;
      }
      message_ = "no hand " + std::to_string(cmd.value + 1);
      return false;
    case Command::goto_position:
      return go_to(cmd.value);
    case Command::quit:
      quit_ = true;
      return true;
  }
  return false;
}

bool Navigator::update(double seconds) {
  if (!autoplay_ || !view_) {
    return false;
  }
  elapsed_ += seconds;
  if (elapsed_ < interval_) {
    return false;
  }
  elapsed_ = 0.0;
  if (at_end()) {
    autoplay_ = false;
    return true;
  }
  ++position_;
  if (at_end()) {
    autoplay_ = false;
  }
  return true;
}

}  // namespace paipu::viewer
