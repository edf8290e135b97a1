#include "paipu/app/record_runner.hpp"

namespace paipu::cli {

namespace {

// The R000 message for a variant the host does not have. A refused plugin that would have provided
// it is the likely cause, so it is named with the refusal's reason.
std::string unknown_variant(const PluginHost& host, const std::string& raw_id) {
  const std::string id = shown(raw_id);
  if (const RefusedPlugin* r = host.refusal_for(raw_id))
    return "unknown variant '" + id + "': the plugin " + r->path.string() +
           " was refused: " + r->reason;
  std::string known;
  for (const auto& p : host.plugins()) known += (known.empty() ? "" : ", ") + p.id;
  // An author's own plugin is most often missing because its directory is not on the search path.
  std::string text = "unknown variant '" + id +
                     "'; installed variants: " + (known.empty() ? "none" : known) +
                     "; for a plugin in another directory set PAIPU_PLUGIN_PATH=DIR, and run "
                     "`paipu plugins -v` to see where paipu looks";
  // The tag is only ever looked up among the scanned plugins; say so to whoever tried a path.
  if (raw_id.find('/') != std::string::npos || raw_id.ends_with(".so"))
    text += " (a record names its variant by id, never by a file)";
  return text;
}

}  // namespace

bool Runner::begin_record(const Record& header, int record_index, Diagnostics& out) {
  match_.reset();
  variant_id_.clear();
  started_ = true;
  const Tag* v = header.find_tag("Variant");
  auto report = [&](SourcePos pos, std::string code, std::string message) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = std::move(message);
    d.file = file_;
    d.pos = pos;
    d.record = record_index;
    out.push_back(std::move(d));
  };
  if (!v) {
    report(header.pos, "R000",
           "record " + std::to_string(record_index + 1) +
               " has no [Variant \"...\"] tag, so its hands cannot be checked");
    return false;
  }
  auto variant = host_.find(v->value);
  if (!variant) {
    report(v->pos, "R000", unknown_variant(host_, v->value));
    return false;
  }
  variant_id_ = v->value;
  ReplayContext ctx = limits_;
  ctx.file = file_;
  ctx.record = record_index;
  match_ = MatchReplay::start(std::move(variant), header, ctx, out);
  return match_.has_value();
}

std::optional<HandResult> Runner::hand(const notation::Item& item, Diagnostics& out,
                                       std::vector<std::unique_ptr<HandState>>* states) {
  if (!started_) {
    // Hands before any tags belong to an implicit record with no tags, which says what is missing.
    Record empty;
    empty.pos = SourcePos{item.first_line, 1};
    begin_record(empty, item.record, out);
  }
  if (!match_) return std::nullopt;
  if (!item.ok) {
    match_->skip();
    return std::nullopt;
  }
  return match_->play(item.body, item.hand, out, states);
}

std::optional<HandResult> Runner::feed(const notation::Item& item, Diagnostics& out) {
  if (item.kind == notation::Item::Kind::record) {
    begin_record(item.header, item.record, out);
    return std::nullopt;
  }
  return hand(item, out);
}

}  // namespace paipu::cli
