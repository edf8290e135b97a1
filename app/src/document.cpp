#include "paipu/app/document.hpp"

#include <fstream>
#include <map>

#include "paipu/app/record_runner.hpp"
#include "paipu/app/text_scene.hpp"
#include "paipu/notation/parse.hpp"

namespace paipu::cli {

namespace {

class ReplayedHand final : public HandView {
 public:
  int positions() const override { return static_cast<int>(states_.size()); }
  Scene scene(int position, int seat) const override {
    Scene sc = states_.at(static_cast<std::size_t>(position))->scene(seat);
    name_players(sc, players_);
    if (variant_) sc.marks = variant_->info().marks;
    return sc;
  }
  const StepInfo& step(int position) const override {
    return info_.at(static_cast<std::size_t>(position));
  }
  int seats() const override { return seats_; }
  bool finished() const override { return result_.finished; }
  bool broken() const override { return result_.broken; }
  const Settlement& settlement() const override { return result_.settlement; }
  const std::vector<long long>& totals_before() const override { return result_.totals_before; }
  const std::vector<long long>& totals_after() const override { return result_.totals_after; }
  const std::vector<std::string>& unplayed() const override { return unplayed_; }

  // Keeps the variant loaded while its states live.
  std::shared_ptr<const Variant> variant_;
  std::vector<std::unique_ptr<HandState>> states_;
  std::vector<StepInfo> info_;
  std::vector<std::string> unplayed_;
  std::vector<std::string> players_;  // by seat, from the record's tags
  HandResult result_;
  int seats_ = 0;
};

struct Entry {
  notation::Item item;  // without its body: hands are parsed again on demand
  HandSummary summary;
};

class FileDocument final : public Document {
 public:
  FileDocument(const PluginHost& host, std::string path)
      : host_(host),
        path_(std::move(path)),
        in_(path_, std::ios::binary),
        scan_(path_, std::ios::binary),
        reader_(scan_, path_) {}
  bool ok() const { return in_.good() && scan_.good(); }

  const std::string& file() const override { return path_; }
  int hand_count() const override { return static_cast<int>(entries_.size()); }
  bool fully_indexed() const override { return done_; }
  void index_all() override {
    while (index_next()) {
    }
  }
  const HandSummary& summary(int hand) const override {
    return entries_.at(static_cast<std::size_t>(hand)).summary;
  }
  const std::vector<Diagnostic>& file_diagnostics() const override { return file_diags_; }

  // Reads until one more hand is indexed. Returns false at the end of the file.
  bool index_next() {
    notation::Item item;
    while (!done_) {
      Diagnostics diags;
      if (!reader_.next(item, diags)) {
        done_ = true;
        break;
      }
      if (item.kind == notation::Item::Kind::record) {
        headers_[item.record] = item.header;
        for (auto& d : diags) file_diags_.push_back(std::move(d));
        continue;
      }
      for (auto& d : diags) file_diags_.push_back(std::move(d));
      Entry e;
      e.summary.record = item.record;
      e.summary.hand = item.hand;
      const Record& h = headers_[item.record];
      e.summary.variant = h.tag_or("Variant", "?");
      std::string event = h.tag_or("Event", path_);
      e.summary.title = event + " — hand " +
                        (item.body.label.empty() ? std::to_string(item.hand + 1) : item.body.label);
      for (const auto& t : h.tags) e.summary.tags.emplace_back(t.name, t.value);
      for (const auto& t : item.body.tags) e.summary.tags.emplace_back(t.name, t.value);
      e.summary.has_error = !item.ok;
      item.body = Hand{};
      item.header = Record{};
      e.item = std::move(item);
      entries_.push_back(std::move(e));
      return true;
    }
    return false;
  }

  std::shared_ptr<const HandView> hand(int index) override {
    while (index >= hand_count() && index_next()) {
    }
    if (index < 0 || index >= hand_count()) return nullptr;
    auto cached = cache_.find(index);
    if (cached != cache_.end()) return cached->second;
    // Replay from the nearest saved match state of the same record.
    const int record = entries_[static_cast<std::size_t>(index)].item.record;
    int from = index;
    while (from > 0 && entries_[static_cast<std::size_t>(from - 1)].item.record == record &&
           !saved_.count(from))
      --from;
    Runner runner(host_, path_);
    Diagnostics diags;
    if (!runner.begin_record(headers_[record], record, diags) || !runner.match()) {
      auto view = std::make_shared<ReplayedHand>();
      StepInfo start;
      start.diagnostics = diags;
      view->info_.push_back(start);
      view->result_.broken = true;
      cache_[index] = view;
      return view;
    }
    if (saved_.count(from)) runner.match()->restore(*saved_[from]);
    std::shared_ptr<ReplayedHand> result;
    for (int i = from; i <= index; ++i) {
      if (!saved_.count(i)) saved_[i] = runner.match()->save();
      notation::Item item = entries_[static_cast<std::size_t>(i)].item;
      Diagnostics hand_diags;
      if (item.ok) load_body(item, hand_diags);
      if (i < index) {
        runner.hand(item, hand_diags);
        continue;
      }
      result = build_view(runner, item, hand_diags);
    }
    entries_[static_cast<std::size_t>(index)].summary.has_error =
        result->broken() || has_step_errors(*result);
    if (cache_.size() > 64) cache_.clear();
    cache_[index] = result;
    return result;
  }

 private:
  static bool has_step_errors(const ReplayedHand& h) {
    for (const auto& s : h.info_)
      for (const auto& d : s.diagnostics)
        if (d.severity == Severity::error) return true;
    return false;
  }

  void load_body(notation::Item& item, Diagnostics& diags) {
    std::string text(item.length, '\0');
    in_.clear();
    in_.seekg(static_cast<std::streamoff>(item.offset));
    in_.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in_.gcount()));
    item.ok = notation::parse_hand(text, item.first_line, path_, item.body, diags);
  }

  std::shared_ptr<ReplayedHand> build_view(Runner& runner, const notation::Item& item,
                                           Diagnostics& diags) {
    auto view = std::make_shared<ReplayedHand>();
    view->variant_ = host_.find(runner.variant_id());
    view->seats_ = runner.match()->seats();
    view->players_ = player_names(headers_[item.record], view->seats_);
    auto r = runner.hand(item, diags, &view->states_);
    if (r) view->result_ = std::move(*r);
    if (view->states_.empty()) view->result_.broken = true;
    view->info_.resize(std::max<std::size_t>(view->states_.size(), 1));
    std::map<int, int> position_of_line;  // event line index → position
    for (std::size_t k = 0; k < view->result_.steps.size(); ++k) {
      const Step& st = view->result_.steps[k];
      const EventLine& line = item.body.events[static_cast<std::size_t>(st.line_index)];
      StepInfo& info = view->info_[k + 1];
      info.notation = event_text(line, false);
      info.glyph = line.glyph;
      for (const auto& c : line.comments) info.comments.push_back(c.text);
      info.notes = st.outcome.notes;
      info.pos = line.pos;
      position_of_line[st.line_index] = static_cast<int>(k + 1);
    }
    const int last_applied =
        view->result_.steps.empty() ? -1 : view->result_.steps.back().line_index;
    for (std::size_t i = 0; i < item.body.events.size(); ++i)
      if (static_cast<int>(i) > last_applied && view->result_.broken)
        view->unplayed_.push_back(event_text(item.body.events[i], false));
    for (auto& d : diags) {
      std::size_t pos = 0;
      auto it = position_of_line.find(d.step);
      if (it != position_of_line.end())
        pos = static_cast<std::size_t>(it->second);
      else if (d.step >= 0)
        pos = view->info_.size() - 1;  // the step that failed: shown at the last good position
      view->info_[pos].diagnostics.push_back(d);
    }
    return view;
  }

  const PluginHost& host_;
  std::string path_;
  std::ifstream in_;
  std::ifstream scan_;
  notation::Reader reader_;
  bool done_ = false;
  std::vector<Entry> entries_;
  std::map<int, Record> headers_;
  std::vector<Diagnostic> file_diags_;
  std::map<int, std::unique_ptr<MatchState>> saved_;  // match state before hand i
  std::map<int, std::shared_ptr<ReplayedHand>> cache_;
};

class MultiDocument final : public Document {
 public:
  explicit MultiDocument(std::vector<std::unique_ptr<FileDocument>> docs) : docs_(std::move(docs)) {
    name_ = docs_.front()->file() +
            (docs_.size() > 1 ? " (+" + std::to_string(docs_.size() - 1) + " files)" : "");
  }
  const std::string& file() const override { return name_; }
  // Counts up to the first file not yet fully indexed, so that no hand's index changes later.
  int hand_count() const override {
    int n = 0;
    for (const auto& d : docs_) {
      n += d->hand_count();
      if (!d->fully_indexed()) break;
    }
    return n;
  }
  // A later file's hands are listed once the files before it are fully indexed, so indexes stay
  // stable.
  void index_all() override {
    for (auto& d : docs_) d->index_all();
  }
  bool fully_indexed() const override {
    for (const auto& d : docs_)
      if (!d->fully_indexed()) return false;
    return true;
  }
  const HandSummary& summary(int hand) const override {
    auto [doc, local] = locate(hand);
    return docs_[doc]->summary(local);
  }
  std::shared_ptr<const HandView> hand(int index) override {
    for (std::size_t i = 0; i < docs_.size(); ++i) {
      auto& d = *docs_[i];
      while (index >= d.hand_count() && d.index_next()) {
      }
      if (index < d.hand_count()) return d.hand(index);
      index -= d.hand_count();
    }
    return nullptr;
  }
  const std::vector<Diagnostic>& file_diagnostics() const override {
    diags_.clear();
    for (const auto& d : docs_)
      diags_.insert(diags_.end(), d->file_diagnostics().begin(), d->file_diagnostics().end());
    return diags_;
  }

 private:
  std::pair<std::size_t, int> locate(int hand) const {
    for (std::size_t i = 0; i < docs_.size(); ++i) {
      if (hand < docs_[i]->hand_count()) return {i, hand};
      hand -= docs_[i]->hand_count();
    }
    return {docs_.size() - 1, hand};
  }
  std::vector<std::unique_ptr<FileDocument>> docs_;
  std::string name_;
  mutable std::vector<Diagnostic> diags_;
};

}  // namespace

std::unique_ptr<Document> open_documents(const PluginHost& host,
                                         const std::vector<std::string>& paths,
                                         std::string& error) {
  std::vector<std::unique_ptr<FileDocument>> docs;
  for (const auto& p : paths) {
    auto doc = std::make_unique<FileDocument>(host, p);
    if (!doc->ok()) {
      error = "cannot open '" + p + "'";
      return nullptr;
    }
    doc->index_next();
    docs.push_back(std::move(doc));
  }
  if (docs.empty()) {
    error = "no file to open";
    return nullptr;
  }
  if (docs.size() == 1) return std::move(docs.front());
  return std::make_unique<MultiDocument>(std::move(docs));
}

std::unique_ptr<Document> open_document(const PluginHost& host, const std::string& path,
                                        std::string& error) {
  auto doc = std::make_unique<FileDocument>(host, path);
  if (!doc->ok()) {
    error = "cannot open '" + path + "'";
    return nullptr;
  }
  doc->index_next();
  return doc;
}

}  // namespace paipu::cli
