#include "paipu/app/file_review.hpp"

#include <fstream>
#include <map>

#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu::cli {

struct FileReview::RecordReplay {
  std::shared_ptr<const Variant> variant;
  std::optional<MatchReplay> replay;
  std::string why;  // why there is no replay
};

FileReview::FileReview(const PluginHost& host, std::vector<Record> records, std::string file,
                       std::vector<Slot> slots)
    : host_(host), records_(std::move(records)), file_(std::move(file)) {
  if (slots.empty()) {
    for (std::size_t ri = 0; ri < records_.size(); ++ri)
      for (std::size_t hi = 0; hi < records_[ri].hands.size(); ++hi)
        slots.push_back({static_cast<int>(ri), static_cast<int>(hi)});
  }
  std::size_t next = 0;  // the first slot not yet replayed
  for (std::size_t ri = 0; ri < records_.size(); ++ri) {
    const Record& rec = records_[ri];
    auto r = std::make_unique<RecordReplay>();
    const Tag* v = rec.find_tag("Variant");
    r->variant = v != nullptr ? host_.find(v->value) : nullptr;
    if (r->variant) {
      ReplayContext ctx;
      ctx.file = file_;
      ctx.record = static_cast<int>(ri);
      ctx.repair_budget = 0;
      r->replay = MatchReplay::start(r->variant, rec, ctx, diagnostics_);
    } else {
      r->why =
          v == nullptr ? "the record names no variant" : "no plugin for variant '" + v->value + "'";
    }
    if (r->variant && !r->replay) r->why = "the record's rules cannot be replayed";
    int in_record = 0;  // the hand's index in the record, counting those that could not be read
    for (; next < slots.size() && slots[next].record == static_cast<int>(ri); ++next, ++in_record) {
      HandEntry e{slots[next], in_record, nullptr, {}};
      if (e.slot.hand < 0) {
        e.why = "the hand could not be read (a syntax error: paipu validate says where)";
        if (r->replay) r->replay->skip();  // the match goes on without it, as in the viewer
      } else if (r->replay) {
        e.before = r->replay->save();
        Diagnostics hand_diags;
        (void)r->replay->play(rec.hands[static_cast<std::size_t>(e.slot.hand)], e.index,
                              hand_diags);
        for (const auto& d : hand_diags) any_error_ = any_error_ || d.severity == Severity::error;
      }
      hands_.push_back(std::move(e));
    }
    replays_.push_back(std::move(r));
  }
}

FileReview::~FileReview() = default;

std::unique_ptr<FileReview> FileReview::read(const PluginHost& host, const std::string& file,
                                             Diagnostics& diags) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return nullptr;
  // As notation::parse_string reads it, keeping the place of each hand it leaves out.
  notation::Reader reader(in, file);
  std::vector<Record> records;
  std::vector<Slot> slots;
  notation::Item item;
  while (reader.next(item, diags)) {
    if (item.kind == notation::Item::Kind::record) {
      records.push_back(std::move(item.header));
      continue;
    }
    if (records.empty()) records.emplace_back();
    Record& rec = records.back();
    slots.push_back(
        {static_cast<int>(records.size()) - 1, item.ok ? static_cast<int>(rec.hands.size()) : -1});
    if (item.ok) rec.hands.push_back(std::move(item.body));
  }
  return std::make_unique<FileReview>(host, std::move(records), file, std::move(slots));
}

Hand& FileReview::hand(int n) {
  const Slot& s = hands_.at(static_cast<std::size_t>(n)).slot;
  return records_.at(static_cast<std::size_t>(s.record)).hands.at(static_cast<std::size_t>(s.hand));
}

const std::string& FileReview::unreplayable(int n) const {
  const HandEntry& e = hands_.at(static_cast<std::size_t>(n));
  const std::string& record_why = replays_[static_cast<std::size_t>(e.slot.record)]->why;
  return record_why.empty() ? e.why : record_why;
}

int FileReview::seats(int n) const {
  const auto& r =
      replays_[static_cast<std::size_t>(hands_.at(static_cast<std::size_t>(n)).slot.record)];
  return r->replay ? r->replay->seats() : 0;
}

const Vocabulary* FileReview::vocabulary(int n) const {
  const auto& r =
      replays_[static_cast<std::size_t>(hands_.at(static_cast<std::size_t>(n)).slot.record)];
  return r->replay ? &r->replay->vocabulary() : nullptr;
}

std::vector<std::string> FileReview::move_texts(int n, const analysis::Decision& d) {
  const EventLine& line = hand(n).events[static_cast<std::size_t>(d.line_index)];
  const PieceStyle style = analysis::style_of(line);
  std::vector<std::string> out;
  for (int k = 0; k < analysis::choice_count(d); ++k)
    out.push_back(analysis::move_text(*vocabulary(n), analysis::choice_move(d, k), style));
  return out;
}

std::vector<analysis::PieceTexts> FileReview::effective_texts(int n, const analysis::Decision& d) {
  const EventLine& line = hand(n).events[static_cast<std::size_t>(d.line_index)];
  const PieceStyle style = analysis::style_of(line);
  std::vector<analysis::PieceTexts> out;
  for (const DiscardChoice& c : d.discards) {
    analysis::PieceTexts& row = out.emplace_back();
    for (PieceId p : c.effective) row.push_back(vocabulary(n)->piece_text(p, style));
  }
  return out;
}

analysis::CallTexts FileReview::call_texts(int n, const analysis::CallDecision& d) {
  const EventLine& line = hand(n).events[static_cast<std::size_t>(d.line_index)];
  const PieceStyle style = analysis::style_of(line);
  const Vocabulary& vocab = *vocabulary(n);
  const auto pieces = [&](const std::vector<PieceId>& ps) {
    analysis::PieceTexts s;
    for (PieceId p : ps) s.push_back(vocab.piece_text(p, style));
    return s;
  };
  analysis::CallTexts out;
  for (const CallChoice& c : d.calls.calls) {
    out.moves.push_back(analysis::move_text(vocab, c.move, style));
    out.discards.push_back(c.discard.verb < 0 ? "" : analysis::move_text(vocab, c.discard, style));
    out.effective.push_back(pieces(c.effective));
  }
  out.effective.push_back(pieces(d.calls.effective));
  return out;
}

ReviewedHand FileReview::review(int n, analysis::ReviewOptions options, const Progress& progress) {
  ReviewedHand out;
  const HandEntry& e = hands_.at(static_cast<std::size_t>(n));
  RecordReplay& r = *replays_[static_cast<std::size_t>(e.slot.record)];
  if (const std::string& why = unreplayable(n); !why.empty()) {
    out.review.skipped = why;
    return out;
  }
  // Replayed again from the match before it, this time keeping every state.
  r.replay->restore(*e.before);
  std::vector<std::unique_ptr<HandState>> states;
  Diagnostics ignored;  // reported when the file was first replayed
  const Hand& h = hand(n);
  const HandResult result = r.replay->play(h, e.index, ignored, &states);
  out.positions = static_cast<int>(states.size());
  if (progress) {
    options.progress = [&](const analysis::Decision& d, int done, int total) {
      progress(d, move_texts(n, d), effective_texts(n, d), done, total);
    };
  }
  out.review = analysis::review_played_hand(*r.variant, *e.before, h, result, states, options);
  for (const analysis::Decision& d : out.review.decisions) {
    out.moves.push_back(move_texts(n, d));
    out.effective.push_back(effective_texts(n, d));
  }
  for (const analysis::CallDecision& d : out.review.calls) out.calls.push_back(call_texts(n, d));
  return out;
}

}  // namespace paipu::cli
