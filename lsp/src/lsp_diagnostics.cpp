#include "paipu/lsp/lsp_diagnostics.hpp"

#include <charconv>

namespace paipu::lsp {

namespace {

bool blank_at(std::string_view s, std::size_t i) {
  return s[i] == ' ' || s[i] == '\t' ||
         (s.size() >= i + 3 && s.compare(i, 3, "\xE3\x80\x80") == 0);  // U+3000
}

// LSP's DiagnosticSeverity: 1 error, 2 warning, 3 information, 4 hint.
int severity_number(Severity s) {
  switch (s) {
    case Severity::error:
      return 1;
    case Severity::warning:
      return 2;
    case Severity::note:
      return 3;
    case Severity::help:
      return 4;
  }
  return 1;
}

nlohmann::json location(const std::string& uri, const Range& r) {
  return {{"uri", uri}, {"range", to_json(r)}};
}

// The lines a message names: "… at line 23", "(line 46)".
std::vector<std::uint32_t> named_lines(std::string_view message) {
  std::vector<std::uint32_t> out;
  for (std::size_t at = message.find("line "); at != std::string_view::npos;
       at = message.find("line ", at + 1)) {
    std::uint32_t n = 0;
    const char* from = message.data() + at + 5;
    const auto [end, ec] = std::from_chars(from, message.data() + message.size(), n);
    if (ec == std::errc() && end != from && n > 0) out.push_back(n);
  }
  return out;
}

Range whole_line(const LineIndex& lines, std::uint32_t line) {
  const std::uint32_t l = line - 1;
  return {{l, 0}, {l, utf16_length(lines.line(l))}};
}

}  // namespace

nlohmann::json to_json(const Range& r) {
  return {{"start", {{"line", r.start.line}, {"character", r.start.character}}},
          {"end", {{"line", r.end.line}, {"character", r.end.character}}}};
}

Range range_of(const Diagnostic& d, const LineIndex& lines) {
  if (!d.pos.valid() || d.pos.line > lines.lines()) return {};
  const std::uint32_t l = d.pos.line - 1;
  const std::string_view text = lines.line(l);
  const std::uint32_t start = utf16_column(text, d.pos.col > 0 ? d.pos.col - 1 : 0);
  const std::size_t from = byte_of_utf16(text, start);
  std::size_t to = from;
  if (d.severity == Severity::help) {
    // A repair rewrites the line from where it points: the range is the rest of the line.
    to = text.size();
    while (to > from && blank_at(text, to - 1)) --to;
  }
  while (to < text.size() && !blank_at(text, to)) ++to;
  return {{l, start}, {l, start + utf16_length(text.substr(from, to - from))}};
}

std::string code_href(std::string_view code, std::string_view variant, std::string_view docs) {
  std::string href(docs);
  if (code.starts_with('P')) return href + "diagnostics.md#31-syntax-p";
  if (code.starts_with('R')) return href + "diagnostics.md#32-records-and-replay-r";
  if (code.starts_with('L')) return href + "diagnostics.md#35-the-language-server-l";
  if (code.starts_with('J') || code.starts_with('C'))
    return href + "diagnostics.md#33-conversion-j-c";
  if (!variant.empty()) return href + "variants/" + std::string(variant) + ".md#problem-codes";
  return href + "diagnostics.md#34-variant-codes";
}

nlohmann::json publish_list(const Diagnostics& ds, const std::vector<std::string>& variants,
                            const LineIndex& lines, const std::string& uri, std::string_view docs) {
  nlohmann::json list = nlohmann::json::array();
  std::vector<Range> ranges;
  ranges.reserve(ds.size());
  for (const Diagnostic& d : ds) ranges.push_back(range_of(d, lines));
  // The diagnostic a help line or an R020 note belongs to: the error before it with its code.
  std::vector<std::vector<std::size_t>> followers(ds.size());
  std::vector<std::size_t> owner(ds.size(), ds.size());
  for (std::size_t i = 1; i < ds.size(); ++i) {
    if (ds[i].severity != Severity::help && ds[i].severity != Severity::note) continue;
    std::size_t j = i;
    while (j > 0 && ds[j - 1].code == ds[i].code && ds[j - 1].severity != Severity::error) --j;
    if (j == 0 || ds[j - 1].code != ds[i].code || ds[j - 1].severity != Severity::error) continue;
    owner[i] = j - 1;
    followers[j - 1].push_back(i);
  }
  for (std::size_t i = 0; i < ds.size(); ++i) {
    const Diagnostic& d = ds[i];
    nlohmann::json related = nlohmann::json::array();
    for (std::size_t f : followers[i])
      related.push_back(
          {{"location", location(uri, ranges[f])},
           {"message", std::string(to_string(ds[f].severity)) + ": " + ds[f].message}});
    if (owner[i] < ds.size())
      related.push_back({{"location", location(uri, ranges[owner[i]])},
                         {"message", "error: " + ds[owner[i]].message}});
    for (std::uint32_t line : named_lines(d.message))
      if (line <= lines.lines())
        related.push_back({{"location", location(uri, whole_line(lines, line))},
                           {"message", "line " + std::to_string(line)}});
    nlohmann::json j = {
        {"range", to_json(ranges[i])},
        {"severity", severity_number(d.severity)},
        {"code", d.code},
        {"codeDescription",
         {{"href", code_href(d.code, i < variants.size() ? variants[i] : "", docs)}}},
        {"source", "paipu"},
        {"message", d.message}};
    if (!related.empty()) j["relatedInformation"] = std::move(related);
    list.push_back(std::move(j));
  }
  return list;
}

}  // namespace paipu::lsp
