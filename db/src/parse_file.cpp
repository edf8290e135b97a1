#include <xxhash.h>

#include <cstdio>
#include <istream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <streambuf>

#include "paipu/app/json_out.hpp"
#include "paipu/app/record_runner.hpp"
#include "paipu/db/database.hpp"
#include "paipu/db/parsed_file.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu::db {

std::string content_hash(std::string_view bytes) {
  const XXH128_hash_t h = XXH3_128bits(bytes.data(), bytes.size());
  char out[33];
  std::snprintf(out, sizeof out, "%016llx%016llx", static_cast<unsigned long long>(h.high64),
                static_cast<unsigned long long>(h.low64));
  return {out, 32};
}

// Howard Hinnant's days_from_civil: exact for every proleptic Gregorian date.
static int days_from_civil(int y, int m, int d) {
  y -= m <= 2;
  const int era = (y >= 0 ? y : y - 399) / 400;
  const int yoe = y - era * 400;
  const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

int day_of(std::string_view date) {
  int y = 0, m = 0, d = 0;
  char s1 = 0, s2 = 0;
  const std::string text(date);
  int used = 0;
  if (std::sscanf(text.c_str(), "%4d%c%2d%c%2d%n", &y, &s1, &m, &s2, &d, &used) != 5 ||
      used != static_cast<int>(text.size()) || s1 != s2 || (s1 != '.' && s1 != '-' && s1 != '/'))
    return 0;
  static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (y < 1900 || m < 1 || m > 12 || d < 1 || d > kDays[m - 1]) return 0;
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  if (m == 2 && d == 29 && !leap) return 0;
  return days_from_civil(y, m, d);
}

std::string date_of(int day) {
  // civil_from_days, the inverse of days_from_civil.
  const int z = day + 719468;
  const int era = (z >= 0 ? z : z - 146096) / 146097;
  const int doe = z - era * 146097;
  const int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int mp = (5 * doy + 2) / 153;
  const int d = doy - (153 * mp + 2) / 5 + 1;
  const int m = mp + (mp < 10 ? 3 : -9);
  const int y = yoe + era * 400 + (m <= 2);
  char out[32];
  std::snprintf(out, sizeof out, "%04d-%02d-%02d", y, m, d);
  return out;
}

namespace {

using nlohmann::json;

std::string tags_json(const std::vector<Tag>& tags) {
  json a = json::array();
  for (const auto& t : tags) a.push_back({t.name, t.value});
  return cli::json_text(a);
}

// What identifies a hand: the variant, its rules, and what the hand says (its tags and event
// lines, tokens as written). Comments, glyphs and layout are not part of it.
std::string hand_hash(std::string& key, const std::string& variant, const RuleValues& rules,
                      const Hand& hand) {
  key = variant;
  key += '\x1e';
  for (const auto& [name, value] : rules) key.append(name).append("=").append(value) += '\x1f';
  key += '\x1e';
  for (const auto& t : hand.tags) key.append(t.name).append("=").append(t.value) += '\x1f';
  for (const auto& e : hand.events) {
    key += '\x1e';
    key.append(e.seat) += '\x1f';
    key.append(e.verb);
    for (const auto& a : e.args) (key += '\x1f') += a.text;
  }
  return content_hash(key);
}

// Written directly: a json object per payment cost more than the rest of storing the hand.
std::string payments_json(const Settlement& s) {
  std::string out = "[";
  for (const auto& p : s.payments) {
    if (out.size() > 1) out += ',';
    out += "{\"from\":" + std::to_string(p.from) + ",\"to\":" + std::to_string(p.to) +
           ",\"amount\":" + std::to_string(p.amount) +
           ",\"reason\":" + cli::json_text(json(p.reason)) + "}";
  }
  return out + "]";
}

std::string winners_json(const std::vector<int>& winners) {
  std::string out = "[";
  for (const int w : winners) out += (out.size() > 1 ? "," : "") + std::to_string(w);
  return out + "]";
}

class FileParser {
 public:
  FileParser(const PluginHost& host, const std::string& path, const std::string& content,
             ParsedFile& out, const ImportAnalysis* analysis)
      : content_(content), runner_(host, path), out_(out), analysis_(analysis) {}

  void run() {
    // The reader takes a stream; this one reads the bytes in place, where an istringstream would
    // first copy the whole file.
    struct View : std::streambuf {
      explicit View(const std::string& s) {
        char* b = const_cast<char*>(s.data());
        setg(b, b, b + s.size());
      }
    } view(content_);
    std::istream in(&view);
    notation::Reader reader(in, out_.path);
    notation::Item item;
    while (reader.next(item, diags_)) {
      if (item.kind == notation::Item::Kind::record) {
        start_record(item.record, static_cast<int>(item.first_line), item.header.tags, item.offset);
        runner_.begin_record(item.header, item.record, diags_);
        const MatchReplay* match = runner_.match();
        out_.records.back().rules = match ? rules_json(match->rules()) : "{}";
        players_.clear();
        if (match)
          for (const auto& name : player_names(item.header, match->seats()))
            players_.push_back(player_index(name));
        extend(item);
        keep_diagnostics(-1);
        continue;
      }
      if (out_.records.empty() || current_record_ != item.record) {
        start_record(item.record, static_cast<int>(item.first_line), {}, item.offset);
        out_.records.back().rules = "{}";
        players_.clear();
      }
      extend(item);
      hand(item);
    }
    finish_record();
  }

 private:
  static std::string rules_json(const RuleValues& rules) {
    json o = json::object();
    for (const auto& [k, v] : rules) o[k] = v;
    return cli::json_text(o);
  }

  void start_record(int index, int line, const std::vector<Tag>& tags, std::uint64_t offset) {
    finish_record();
    ParsedRecord r;
    r.index = index;
    r.line = line;
    for (const auto& t : tags)
      if (t.name == "Variant") r.variant = t.value;
    r.tags = tags_json(tags);
    record_date_ = 0;
    for (const auto& t : tags)
      if (t.name == "Date") record_date_ = day_of(t.value);
    out_.records.push_back(std::move(r));
    current_record_ = index;
    begin_ = end_ = offset;
  }

  void extend(const notation::Item& item) { end_ = std::max(end_, item.offset + item.length); }

  void finish_record() {
    if (out_.records.empty() || !out_.records.back().text.empty()) return;
    out_.records.back().text = content_.substr(begin_, end_ - begin_);
  }

  void keep_diagnostics(int hand, ParsedHand* counted = nullptr) {
    for (const auto& d : diags_) {
      if (counted) {
        counted->errors += d.severity == Severity::error;
        counted->warnings += d.severity == Severity::warning;
      }
      out_.diagnostics.push_back(ParsedDiagnostic{
          static_cast<int>(out_.records.size()) - 1, hand, to_string(d.severity), d.code, d.message,
          static_cast<int>(d.pos.line), static_cast<int>(d.pos.col)});
    }
    diags_.clear();
  }

  void hand(const notation::Item& item) {
    ParsedHand h;
    h.record = static_cast<int>(out_.records.size()) - 1;
    h.index = item.hand;
    h.line = static_cast<int>(item.first_line);
    h.variant = out_.records.back().variant;
    h.day = record_date_;
    for (const auto& t : item.body.tags)
      if (t.name == "Date") h.day = day_of(t.value);
    h.winners = "[]";
    h.payments = "[]";
    // For a review: the match before the hand, and the state before each step.
    std::unique_ptr<MatchState> before;
    std::vector<std::unique_ptr<HandState>> states;
    if (analysis_ != nullptr && runner_.match() != nullptr) before = runner_.match()->save();
    const auto result = runner_.hand(item, diags_, analysis_ != nullptr ? &states : nullptr);
    MatchReplay* match = runner_.match();
    if (!item.ok) {
      h.status = HandStatus::unparsed;
      h.hash = content_hash("unparsed\x1e" + h.variant + "\x1e" +
                            content_.substr(item.offset, item.length));
    } else if (!match) {
      h.status = HandStatus::unchecked;
      h.hash = hand_hash(key_, h.variant, {}, item.body);
    } else {
      h.variant = runner_.variant_id();
      h.hash = hand_hash(key_, h.variant, match->rules(), item.body);
      note_variant(match->variant().info());
    }
    keep_diagnostics(item.hand, &h);
    if (result && match) settle(h, *result, *match);
    if (analysis_ != nullptr && reviewed_.insert(h.hash).second && analysis_->wanted(h.hash))
      review(h, item, result, match, before.get(), states);
    out_.hands.push_back(std::move(h));
  }

  // Reviews `h`, the hand about to be appended to out_.hands, or says why it cannot be.
  void review(const ParsedHand& h, const notation::Item& item,
              const std::optional<HandResult>& result, const MatchReplay* match,
              const MatchState* before, const std::vector<std::unique_ptr<HandState>>& states) {
    ParsedReview r;
    r.hand = static_cast<int>(out_.hands.size());
    if (h.status == HandStatus::unparsed) {
      r.skipped = "the hand could not be read";
    } else if (!result || match == nullptr || before == nullptr) {
      r.skipped = "its record names no installed variant, or bad rule options";
    } else {
      const analysis::HandReview hr = analysis::review_played_hand(
          match->variant(), *before, item.body, *result, states, analysis_->options);
      r.analysed = hr.analysed;
      r.skipped = hr.skipped;
      r.note = hr.note;
      for (const analysis::Decision& d : hr.decisions)
        r.decisions.push_back(decision(match->vocabulary(), item.body, d));
    }
    out_.reviews.push_back(std::move(r));
    if (analysis_->reviewed) analysis_->reviewed();
  }

  static ParsedDecision decision(const Vocabulary& vocab, const Hand& hand,
                                 const analysis::Decision& d) {
    ParsedDecision p;
    p.step = d.step;
    p.event_index = d.line_index;
    p.seat = d.seat;
    p.moves = analysis::choice_count(d);
    const PieceStyle style =
        analysis::style_of(hand.events.at(static_cast<std::size_t>(d.line_index)));
    json best = json::array();
    for (const int b : d.best)
      best.push_back(analysis::move_text(vocab, analysis::choice_move(d, b), style));
    p.best = cli::json_text(best);
    // A played move the search did not find among the moves has no value: not exact.
    p.exact = d.exact && d.played >= 0;
    if (d.played >= 0)
      p.played = analysis::move_text(vocab, analysis::choice_move(d, d.played), style);
    p.best_value = d.best_value;
    p.played_value = d.played_value;
    p.loss = d.loss;
    p.glyph = d.glyph;
    return p;
  }

  void settle(ParsedHand& h, const HandResult& r, const MatchReplay& match) {
    const int seats = match.seats();
    if (h.errors > 0 || r.broken)
      h.status = HandStatus::invalid;
    else if (!r.finished || !r.settlement.complete)
      h.status = HandStatus::unfinished;
    h.seats.resize(static_cast<std::size_t>(seats));
    for (int s = 0; s < seats; ++s) {
      auto& seat = h.seats[static_cast<std::size_t>(s)];
      seat.player = s < static_cast<int>(players_.size()) ? players_[static_cast<std::size_t>(s)]
                                                          : player_index("");
      if (h.status != HandStatus::settled) continue;
      seat.net = r.settlement.deltas.at(static_cast<std::size_t>(s));
      const auto facts = r.settlement.facts_of(s);
      std::copy(facts.begin(), facts.end(), seat.facts.begin());
    }
    if (h.status != HandStatus::settled) return;
    h.facts = static_cast<int>(match.variant().info().facts.size());
    h.winners = winners_json(r.settlement.winners);
    h.payments = payments_json(r.settlement);
  }

  void note_variant(const VariantInfo& info) {
    for (const auto* v : out_.variants)
      if (v == &info) return;
    if (info.facts.size() > static_cast<std::size_t>(kFactSlots))
      throw DbError("variant '" + info.id + "' declares " + std::to_string(info.facts.size()) +
                    " facts; the database stores at most " + std::to_string(kFactSlots));
    out_.variants.push_back(&info);
  }

  const std::string& content_;
  cli::Runner runner_;
  ParsedFile& out_;
  const ImportAnalysis* analysis_;
  std::set<std::string> reviewed_;  // hashes reviewed: a hand twice in a file is reviewed once
  Diagnostics diags_;
  int player_index(const std::string& name) {
    const auto [it, fresh] = player_ids_.try_emplace(name, static_cast<int>(out_.players.size()));
    if (fresh) out_.players.push_back(name);
    return it->second;
  }

  std::vector<int> players_;  // the current record's seats, as ParsedFile::players indices
  std::map<std::string, int> player_ids_;
  std::string key_;  // the hand's identity, hashed; kept to reuse its buffer
  int current_record_ = -1;
  int record_date_ = 0;
  std::uint64_t begin_ = 0, end_ = 0;
};

}  // namespace

ParsedFile parse_file(const PluginHost& host, const std::string& path, const std::string& content,
                      const ImportAnalysis* analysis) {
  ParsedFile out;
  out.path = path;
  out.hash = content_hash(content);
  out.bytes = static_cast<long long>(content.size());
  if (analysis != nullptr) out.review_budget = analysis->options.budget.nodes;
  FileParser(host, path, content, out, analysis).run();
  return out;
}

}  // namespace paipu::db
