#include "paipu/lsp/checked_text.hpp"

#include <algorithm>
#include <cstring>
#include <istream>
#include <set>
#include <streambuf>

#include "paipu/app/json_out.hpp"

namespace paipu::lsp {

namespace {

// The reader's input: the document's bytes from an offset, read in place.
class TextBuf : public std::streambuf {
 public:
  explicit TextBuf(std::string_view text) {
    char* p = const_cast<char*>(text.data());
    setg(p, p, p + text.size());
  }
};

// Bytes the reader asks for at a time: an edit near the end of a long file reads little.
constexpr std::size_t kBlock = std::size_t{64} << 10;

notation::ReaderStart start_of(const CheckedItem& at) {
  notation::ReaderStart s;
  s.offset = at.offset;
  s.line = at.first_line;
  const bool hand = at.item.kind == notation::Item::Kind::hand;
  s.record = hand ? at.item.record : at.item.record - 1;
  s.hand = hand ? at.item.hand - 1 : -1;
  return s;
}

CheckedItem checked_item(notation::Item&& item, Diagnostics&& read) {
  CheckedItem c;
  c.offset = item.offset;
  c.length = item.length;
  c.first_line = c.read_line = item.first_line;
  c.read = std::move(read);
  c.item = std::move(item);
  return c;
}

bool names_lines(const Diagnostics& ds) {
  for (const Diagnostic& d : ds)
    for (std::size_t at = d.message.find("line "); at != std::string::npos;
         at = d.message.find("line ", at + 1))
      if (at + 5 < d.message.size() && d.message[at + 5] >= '0' && d.message[at + 5] <= '9')
        return true;
  return false;
}

// Whether the text after an edit holds a byte that is not UTF-8 in or next to the edit: a protocol
// edit never does (its offsets fall between characters and its text is JSON), any other may.
bool invalid_utf8_near(std::string_view text, std::size_t from, std::size_t edit_end) {
  // From the start of a character at most three bytes before the edit.
  std::size_t i = from >= 3 ? from - 3 : 0;
  for (int k = 0; k < 3 && i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
       ++k)
    ++i;
  while (i <= edit_end && i < text.size()) {
    if (static_cast<unsigned char>(text[i]) < 0x80) {
      ++i;
      continue;
    }
    const std::size_t n = utf8_sequence_length(text, i);
    if (n == 0) return true;
    i += n;
  }
  return false;
}

std::string mib(std::size_t bytes) {
  return std::to_string((bytes + (std::size_t{1} << 20) - 1) >> 20) + " MiB";
}

}  // namespace

std::optional<Diagnostic> too_large(std::string_view text, const std::string& file) {
  if (text.size() <= kMaxDocument) return std::nullopt;
  Diagnostic d;
  d.file = file;
  d.pos = {1, 1};
  d.code = "L001";
  d.message = "this document is " + mib(text.size()) + ", more than the " + mib(kMaxDocument) +
              " the language server checks as you type: check it with `paipu validate`";
  return d;
}

std::optional<Diagnostic> oversize(std::string_view text, const std::string& file) {
  Diagnostic d;
  d.file = file;
  d.pos = {1, 1};
  std::uint32_t line = 1;
  for (std::size_t at = 0; at < text.size(); ++line) {
    const void* nl = std::memchr(text.data() + at, '\n', text.size() - at);
    const std::size_t end =
        nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) : text.size();
    if (end - at > kMaxLine) {
      d.code = "L002";
      d.pos = {line, 1};
      d.message = "line " + std::to_string(line) + " is " + std::to_string(end - at) +
                  " bytes long, more than the " + std::to_string(kMaxLine) +
                  " a line may have here: the document is not checked until it is shorter";
      return d;
    }
    at = end + 1;
  }
  return too_large(text, file);
}

// What the next hand can tell of the match between hands, beyond the serial number, the totals and
// which hands last ended and failed to settle: the hand it would begin (its scene: dealer,
// multiplier, scores…) and the problems beginning it raises.
const std::string& MatchBetween::next_hand(const std::map<std::string, std::string>& tags) const {
  if (next_hand_ && next_tags_ == tags) return *next_hand_;
  next_tags_ = tags;
  std::string s;
  std::unique_ptr<MatchState> match = checkpoint_->match->clone();
  std::vector<Problem> problems;
  if (std::unique_ptr<HandState> hand = match->begin_hand(tags, problems))
    s = cli::json_text(cli::scene_json(hand->scene(-1)));
  for (const Problem& p : problems) s += '\n' + p.code + ' ' + p.message;
  return next_hand_.emplace(std::move(s));
}

bool MatchBetween::same(const MatchBetween* a, const MatchBetween* b, const Probes& probes) {
  if (a == b) return true;
  if (!a || !b) return false;
  if (a->serial_ != b->serial_ || a->checkpoint_.has_value() != b->checkpoint_.has_value())
    return false;
  if (!a->checkpoint_) return a->started_ == b->started_;
  const MatchReplay::Checkpoint& x = *a->checkpoint_;
  const MatchReplay::Checkpoint& y = *b->checkpoint_;
  if (x.last_hand != y.last_hand || x.unsettled != y.unsettled ||
      x.match->totals() != y.match->totals())
    return false;
  return std::all_of(probes.begin(), probes.end(),
                     [&](const auto& tags) { return a->next_hand(tags) == b->next_hand(tags); });
}

CheckedText::CheckedText(const PluginHost& host, std::string file, std::string text,
                         const ReplayContext& limits)
    : host_(host), file_(std::move(file)), limits_(limits) {
  replace(std::move(text));
}

std::vector<CheckedItem> CheckedText::read_from(std::size_t index, std::size_t edit_end,
                                                std::int64_t delta, std::size_t& resync) const {
  const notation::ReaderStart start =
      index == 0 || index >= items_.size() ? notation::ReaderStart{} : start_of(items_[index]);
  TextBuf buf(std::string_view(text_).substr(start.offset));
  std::istream in(&buf);
  notation::Reader reader(in, file_, start, kBlock);
  std::vector<CheckedItem> fresh;
  notation::Item item;
  Diagnostics read;
  resync = items_.size();
  while (reader.next(item, read)) {
    // An item that starts past the edit where an old one started, as the same record and hand,
    // is that one: the text from there on is what it was, and so is every item read from it.
    if (item.offset >= edit_end) {
      const auto old_offset =
          static_cast<std::uint64_t>(static_cast<std::int64_t>(item.offset) - delta);
      const auto it = std::lower_bound(
          items_.begin() + static_cast<std::ptrdiff_t>(index), items_.end(), old_offset,
          [](const CheckedItem& c, std::uint64_t at) { return c.offset < at; });
      if (it != items_.end() && it->offset == old_offset && it->item.kind == item.kind &&
          it->item.record == item.record && it->item.hand == item.hand &&
          static_cast<std::int64_t>(old_offset) >= static_cast<std::int64_t>(edit_end) - delta) {
        resync = static_cast<std::size_t>(it - items_.begin());
        return fresh;
      }
    }
    fresh.push_back(checked_item(std::move(item), std::move(read)));
    item = notation::Item{};
    read.clear();
  }
  return fresh;
}

void CheckedText::edit(std::size_t from, std::size_t to, std::string_view with) {
  from = std::min(from, client_.size());
  to = std::clamp(to, from, client_.size());
  client_.replace(from, to - from, with);
  // Whether a '\r' is a line break of its own turns on the byte after it: the edit can make the one
  // just before it one or not, and decides it for a '\r' it puts in. So the text read is written
  // again from that byte to the end of what was put in.
  const std::size_t put_end = from + with.size();
  const std::size_t start = from > 0 && client_[from - 1] == '\r' ? from - 1 : from;
  if (start == from && with.find('\r') == std::string_view::npos) return edit_read(from, to, with);
  std::string read(client_, start, put_end - start);
  for (std::size_t i = 0; i < read.size(); ++i)
    if (read[i] == '\r' && (start + i + 1 == client_.size() || client_[start + i + 1] != '\n'))
      read[i] = '\n';
  edit_read(start, to, read);
}

void CheckedText::edit_read(std::size_t from, std::size_t to, std::string_view with) {
  const auto lines_in = [](std::string_view s) {
    return static_cast<std::int64_t>(std::count(s.begin(), s.end(), '\n'));
  };
  const std::int64_t delta_lines =
      lines_in(with) - lines_in(std::string_view(text_).substr(from, to - from));
  const std::int64_t delta =
      static_cast<std::int64_t>(with.size()) - static_cast<std::int64_t>(to - from);
  text_.replace(from, to - from, with);
  const std::size_t edit_end = from + with.size();
  // Too large to check as you type: nothing is read, and one diagnostic says why. Back within the
  // limits, there being no items, the text is read whole.
  oversize_ = oversize(text_, file_);
  if (oversize_) {
    items_.clear();
    work_ = {};
    return;
  }

  // Where to read from: the item before the one the edit starts in, since whether an item ends
  // where it did can turn on the lines after it. A reader that starts mid-file knows nothing of
  // invalid bytes before it (P010 is reported once per file), so with any, the file is read whole.
  std::size_t index = 0;
  const bool bad_bytes = invalid_utf8_near(text_, from, edit_end) ||
                         std::any_of(items_.begin(), items_.end(), [](const CheckedItem& c) {
                           return std::any_of(c.read.begin(), c.read.end(),
                                              [](const Diagnostic& d) { return d.code == "P010"; });
                         });
  if (!bad_bytes) {
    const auto it =
        std::upper_bound(items_.begin(), items_.end(), from,
                         [](std::size_t at, const CheckedItem& c) { return at < c.offset; });
    index = it - items_.begin() >= 2 ? static_cast<std::size_t>(it - items_.begin()) - 2 : 0;
  }
  // With such bytes every item is read again, none rejoined (an edit end past the text stops the
  // reader from taking an item after it for the old one there): which of them the reader reports
  // turns on the bytes before it.
  std::size_t resync = 0;
  std::vector<CheckedItem> fresh =
      read_from(index, bad_bytes ? std::string::npos : edit_end, bad_bytes ? 0 : delta, resync);
  for (std::size_t i = resync; i < items_.size(); ++i) {
    items_[i].offset =
        static_cast<std::uint64_t>(static_cast<std::int64_t>(items_[i].offset) + delta);
    items_[i].first_line =
        static_cast<std::uint32_t>(static_cast<std::int64_t>(items_[i].first_line) + delta_lines);
  }
  // Items read again that end before the edit are what they were (same bytes, same place): the
  // old ones stay, with the runner and checkpoints their hands were checked under.
  std::size_t same = 0;
  while (same < fresh.size() && index + same < resync) {
    const CheckedItem& a = fresh[same];
    const CheckedItem& b = items_[index + same];
    if (a.offset + a.length > from || a.offset != b.offset || a.length != b.length ||
        a.item.kind != b.item.kind || a.item.record != b.item.record || a.item.hand != b.item.hand)
      break;
    ++same;
  }
  work_ = {fresh.size() - same, 0};
  const auto first = static_cast<std::ptrdiff_t>(index + same);
  items_.erase(items_.begin() + first, items_.begin() + static_cast<std::ptrdiff_t>(resync));
  items_.insert(items_.begin() + first,
                std::make_move_iterator(fresh.begin() + static_cast<std::ptrdiff_t>(same)),
                std::make_move_iterator(fresh.end()));
  check_from(index + same, index + fresh.size());
}

void CheckedText::check(CheckedItem& it, std::shared_ptr<RecordRun>& run,
                        std::shared_ptr<const MatchBetween> before) {
  it.checked.clear();
  if (it.item.kind == notation::Item::Kind::record) {
    run = std::make_shared<RecordRun>(host_, file_, ++runners_);
    run->runner.set_search_limits(limits_.repair_budget, limits_.recovery_moves);
    run->runner.begin_record(it.item.header, it.item.record, it.checked);
  } else {
    // Hands before any tags: the runner begins an implicit record with the first of them.
    if (!run) {
      run = std::make_shared<RecordRun>(host_, file_, ++runners_);
      run->runner.set_search_limits(limits_.repair_budget, limits_.recovery_moves);
    }
    run->runner.hand(it.item, it.checked);
  }
  it.before = std::move(before);
  it.run = run;
  std::optional<MatchReplay::Checkpoint> cp;
  if (MatchReplay* m = run->runner.match()) cp = m->checkpoint();
  it.after =
      std::make_shared<const MatchBetween>(run->serial, run->runner.started(), std::move(cp));
  it.names_lines = names_lines(it.read) || names_lines(it.checked);
  ++work_.checked;
}

void CheckedText::check_from(std::size_t first, std::size_t old_from) {
  // The state the next item starts from, its record's runner, and whether that runner's match is
  // at that state (after items that stand, it is not: it is resumed from the checkpoint before
  // the next item that is checked).
  std::shared_ptr<const MatchBetween> state = first > 0 ? items_[first - 1].after : nullptr;
  std::shared_ptr<RecordRun> run = first > 0 ? items_[first - 1].run : nullptr;
  bool positioned = false;
  bool stable = false;  // an item stood: so do the rest, but for those with lines to move
  for (std::size_t j = first; j < items_.size(); ++j) {
    CheckedItem& it = items_[j];
    const bool record = it.item.kind == notation::Item::Kind::record;
    // Moved, an item whose messages name lines ("see warning T121 at line 40") is read and
    // checked again, so that the lines it names are where the text now is.
    const bool moved = it.names_lines && it.shift() != 0;
    stable = stable ||
             (j >= old_from && (record || it.before == state ||
                                MatchBetween::same(it.before.get(), state.get(), probes_from(j))));
    if (stable && !moved) {
      state = it.after;
      run = it.run;
      positioned = false;
      continue;
    }
    // Checked again, a moved item is read again first: its positions, and so the lines its
    // messages name, are then where the text now is (it may name none until this check).
    const std::shared_ptr<const MatchBetween> old_after = it.after;
    if (it.shift() != 0) reread(j);
    if (!record && !positioned && j > 0) {
      const CheckedItem& prev = items_[j - 1];
      run = prev.run;
      if (run && prev.after && prev.after->checkpoint())
        run->runner.match()->resume(*prev.after->checkpoint());
    }
    check(items_[j], run, state);
    if (moved && !MatchBetween::same(items_[j].after.get(), old_after.get(), probes_from(j + 1)))
      stable = false;
    state = items_[j].after;
    positioned = true;
  }
}

// The tags the replay begins each hand with, from item `index` to the end of its record: the
// hands a match before `index` can still reach (a record begins a match of its own). Each
// distinct set once; none, for an untagged hand, always.
MatchBetween::Probes CheckedText::probes_from(std::size_t index) const {
  std::set<std::map<std::string, std::string>> seen{{}};
  for (std::size_t j = index; j < items_.size(); ++j) {
    const notation::Item& item = items_[j].item;
    if (item.kind == notation::Item::Kind::record) break;
    // A hand skipped for a syntax error begins nothing: the match passes it by.
    if (item.kind != notation::Item::Kind::hand || !item.ok) continue;
    std::map<std::string, std::string> tags;
    for (const Tag& t : item.body.tags) tags[t.name] = t.value;
    seen.insert(std::move(tags));
  }
  return {seen.begin(), seen.end()};
}

// Reads item `index` again where it now is.
void CheckedText::reread(std::size_t index) {
  CheckedItem& old = items_[index];
  TextBuf buf(std::string_view(text_).substr(old.offset));
  std::istream in(&buf);
  notation::Reader reader(in, file_, start_of(old), kBlock);
  notation::Item item;
  Diagnostics read;
  if (reader.next(item, read)) old = checked_item(std::move(item), std::move(read));
}

Diagnostics CheckedText::diagnostics(std::vector<std::string>* variants) const {
  Diagnostics all;
  if (oversize_) {
    if (variants) variants->emplace_back();
    all.push_back(*oversize_);
  }
  for (const CheckedItem& it : items_) {
    const int shift = it.shift();
    for (const Diagnostics* ds : {&it.read, &it.checked})
      for (Diagnostic d : *ds) {
        if (variants) variants->push_back(it.run ? it.run->runner.variant_id() : std::string());
        if (d.pos.valid())
          d.pos.line = static_cast<std::uint32_t>(static_cast<int>(d.pos.line) + shift);
        all.push_back(std::move(d));
      }
  }
  return all;
}

}  // namespace paipu::lsp
