// An open document and what `paipu validate` says of it, kept up to date edit by edit. The text is
// cut into items (a record's header, a hand) by the validator's reader and each item is checked by
// its record runner; an edit reads again only from the item it touches, and replays hands only
// until the match state between hands is again what it was. Hands after that keep their
// diagnostics, moved by the lines the edit added or removed.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/app/record_runner.hpp"
#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu::lsp {

// The runner of one record, with a serial number: a hand checked under another runner (the record's
// tags were edited since) is checked again.
struct RecordRun {
  RecordRun(const PluginHost& host, const std::string& file, std::uint64_t number)
      : runner(host, file), serial(number) {}
  cli::Runner runner;
  std::uint64_t serial;
};

// The match between two items of a record, as far as a later hand can tell: the record's runner
// (by its serial number), and the checkpoint of its match (none when the record could not start).
// Two that are the same give every later hand the same diagnostics. Whether they are the same is
// asked only where an edit's replay may rejoin the hands checked before it, so the costly part of
// the comparison (the scene of the hand the match would begin next) is made then, and once.
class MatchBetween {
 public:
  MatchBetween(std::uint64_t serial, bool started, std::optional<MatchReplay::Checkpoint> cp)
      : serial_(serial), started_(started), checkpoint_(std::move(cp)) {}
  const std::optional<MatchReplay::Checkpoint>& checkpoint() const { return checkpoint_; }
  // The tags of hands a match between hands is seen through (see same()).
  using Probes = std::vector<std::map<std::string, std::string>>;
  // Whether the two matches begin every hand of `probes` alike. Null stands for the start of the
  // document, before any record. A hand's tags can make two matches that begin an untagged hand
  // alike begin it otherwise (a Dealer tag after a hand that did not finish: is the tag's dealer
  // the one before, or a new one?), and what tells them apart can pass unseen through the hands
  // between (one skipped for a syntax error, one with no play), so the probes are the tags of
  // every hand of the record from the item on.
  static bool same(const MatchBetween* a, const MatchBetween* b, const Probes& probes);

 private:
  std::uint64_t serial_;
  bool started_;
  std::optional<MatchReplay::Checkpoint> checkpoint_;
  // The next hand's scene and problems, once made, and the tags it was begun with.
  mutable std::optional<std::string> next_hand_;
  mutable std::map<std::string, std::string> next_tags_;
  const std::string& next_hand(const std::map<std::string, std::string>& tags) const;
};

// One item of the document and the diagnostics it was given.
struct CheckedItem {
  notation::Item item;  // as read: its positions are those of `read_line`
  std::uint64_t offset = 0;
  std::uint64_t length = 0;
  std::uint32_t first_line = 0;  // where it is now
  std::uint32_t read_line = 0;   // where it was when it was read and checked
  Diagnostics read;              // the reader's
  Diagnostics checked;           // the record runner's
  // The runner of its record, shared by the record's items.
  std::shared_ptr<RecordRun> run;
  // The match before and after this item (`before` is the item before's `after`; null before the
  // first item). A hand whose match before it is the same as when it was checked, and whose text
  // has not changed, keeps its diagnostics.
  std::shared_ptr<const MatchBetween> before;
  std::shared_ptr<const MatchBetween> after;
  bool names_lines = false;  // a message names a line ("… at line 23"): moved, it is written again

  int shift() const { return static_cast<int>(first_line) - static_cast<int>(read_line); }
};

// Beyond these a document is not checked as you type, and one diagnostic says so (L001 for its
// size, L002 for a line's). A record's line is some hundred bytes, a 10,000-hand file some 15 MiB;
// a 100 MB line would keep the reader and the replay busy for half a minute.
inline constexpr std::size_t kMaxDocument = std::size_t{16} << 20;
inline constexpr std::size_t kMaxLine = std::size_t{64} << 10;

// Why `text` is not checked as you type for its size (L001); nothing when within kMaxDocument. A
// document in the JSON form has only this limit: its lines may be of any length.
std::optional<Diagnostic> too_large(std::string_view text, const std::string& file);
// Why `text` is not checked as you type: a line too long (L002, the first such), or the whole too
// large (L001); nothing when it is within both limits.
std::optional<Diagnostic> oversize(std::string_view text, const std::string& file);

class CheckedText {
 public:
  // `limits`: the repair search's and the recovery's (only those two fields are read); the
  // validator's by default, so that the diagnostics are `paipu validate`'s.
  CheckedText(const PluginHost& host, std::string file, std::string text,
              const ReplayContext& limits = {});

  // The text as read: the client's, but that a '\r' that no '\n' follows, a line break to the
  // protocol, is a '\n' here (the reader ends lines only there). The same bytes but for that, so
  // its offsets and lines are the client's.
  const std::string& text() const { return text_; }
  // The text as the client has it.
  const std::string& client_text() const { return client_; }
  // Replaces the bytes [from, to) of the client's text with `with` (offsets are clamped to it).
  void edit(std::size_t from, std::size_t to, std::string_view with);
  void replace(std::string text) { edit(0, client_.size(), text); }

  // Every diagnostic, in `paipu validate`'s order, at the lines where they now are; `variants`,
  // when given, receives the variant id of the record each is in (empty where none started).
  Diagnostics diagnostics(std::vector<std::string>* variants = nullptr) const;
  const std::vector<CheckedItem>& items() const { return items_; }

  // What the last edit cost: items read again, and items checked again.
  struct Work {
    std::size_t read = 0;
    std::size_t checked = 0;
  };
  const Work& last_work() const { return work_; }

 private:
  const PluginHost& host_;
  std::string file_;
  ReplayContext limits_;
  std::string text_;
  std::string client_;
  std::vector<CheckedItem> items_;
  Work work_;
  std::uint64_t runners_ = 0;           // runners made so far, a serial number for each
  std::optional<Diagnostic> oversize_;  // why the text is not checked (then there are no items)

  void edit_read(std::size_t from, std::size_t to, std::string_view with);
  std::vector<CheckedItem> read_from(std::size_t item, std::size_t edit_end, std::int64_t delta,
                                     std::size_t& resync) const;
  void check_from(std::size_t first, std::size_t old_from);
  void check(CheckedItem& it, std::shared_ptr<RecordRun>& run,
             std::shared_ptr<const MatchBetween> before);
  void reread(std::size_t index);
  MatchBetween::Probes probes_from(std::size_t index) const;
};

}  // namespace paipu::lsp
