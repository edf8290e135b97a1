#include "paipu/lsp/features.hpp"

#include <algorithm>
#include <sstream>

#include "paipu/app/text_scene.hpp"
#include "paipu/lsp/hand_view.hpp"
#include "paipu/lsp/lsp_diagnostics.hpp"
#include "paipu/notation/write.hpp"
#include "request_helpers.hpp"

namespace paipu::lsp {

namespace {

using json = nlohmann::json;
using namespace detail;

// LSP's SymbolKind values used here.
constexpr int kSymbolModule = 2, kSymbolEvent = 24;

// Where an event line's text ends: before its comment and its glyph.
std::size_t event_end(std::string_view line) {
  std::size_t end = line.size();
  for (std::size_t i = 0; i < line.size(); ++i)
    if (line[i] == '{' || line[i] == ';') {
      end = i;
      break;
    }
  while (end > 0 && blank(line[end - 1])) --end;
  // A glyph is its own last token: ! ? !! ?? !? ?!
  std::size_t start = end;
  while (start > 0 && (line[start - 1] == '!' || line[start - 1] == '?')) --start;
  if (start < end && end - start <= 2 && start > 0 && blank(line[start - 1])) {
    end = start;
    while (end > 0 && blank(line[end - 1])) --end;
  }
  return end;
}

// The text between the quotes that follow `lead` in `message`.
std::optional<std::string> quoted_after(const std::string& message, std::string_view lead) {
  const std::size_t at = message.find(lead);
  if (at == std::string::npos) return std::nullopt;
  const std::size_t from = at + lead.size();
  const std::size_t to = message.find('\'', from);
  if (to == std::string::npos) return std::nullopt;
  return message.substr(from, to - from);
}

std::string scene_text(const HandState& state) {
  std::ostringstream out;
  cli::print_scene(out, state.scene(-1));
  return out.str();
}

}  // namespace

json hover(const PluginHost& host, const CheckedText& text, Position at) {
  const LineIndex lines(text.text());
  const std::string_view line = lines.line(at.line);
  const std::size_t cursor = byte_of_utf16(line, at.character);
  const CheckedItem* item = item_at(text, at.line + 1);
  const std::shared_ptr<const Variant> variant = variant_of(host, item);
  if (!variant || !item || item->item.kind != notation::Item::Kind::hand) return nullptr;
  std::string md;
  // The word under the cursor, and whether it is past the seat and verb (an argument).
  std::size_t from = cursor, to = cursor;
  while (from > 0 && !blank(line[from - 1])) --from;
  while (to < line.size() && !blank(line[to])) ++to;
  const std::string_view word = line.substr(from, to - from);
  const std::optional<HandView> v = hand_at(text, at.line + 1);
  if (v && v->event >= 0) {
    const EventLine& e = v->item->item.body.events[static_cast<std::size_t>(v->event)];
    bool on_arg = false;
    for (const Token& t : e.args) on_arg = on_arg || t.text == word;
    if (on_arg) {
      const PieceSplit split = v->match->vocabulary().split(word);
      if (split.error_at < 0)
        for (PieceId id : split.pieces) {
          if (id == kUnknownPiece || id >= variant->info().pieces.size()) continue;
          const PieceInfo& p = variant->info().pieces[id];
          md += "**" + p.name + "** `" + p.code + "`: " + p.description + "; " +
                std::to_string(p.copies) + (p.copies == 1 ? " copy" : " copies") +
                " in the set\n\n";
        }
    }
    if (e.verb == "result") {
      std::ostringstream out;
      if (v->result.finished) cli::print_settlement(out, v->result.settlement, v->match->seats());
      md += "**Computed settlement**\n```\n" +
            (out.str().empty() ? std::string("  the hand was not settled\n") : out.str()) + "```\n";
    } else {
      md += "**Before** `" + cli::event_text(e, false) + "`\n```\n" +
            scene_text(*v->states[v->before]) + "```\n";
      if (v->after >= 0)
        md += "**After**\n```\n" + scene_text(*v->states[static_cast<std::size_t>(v->after)]) +
              "```\n";
      else
        md += "*Not applied: the hand broke at this line or before it.*\n";
    }
  }
  if (md.empty()) return nullptr;
  return {{"contents", {{"kind", "markdown"}, {"value", md}}}};
}

namespace detail {

std::vector<QuickFix> quick_fixes(const CheckedText& text,
                                  const std::function<bool(std::size_t)>& wanted) {
  const LineIndex lines(text.text());
  const Diagnostics ds = text.diagnostics();
  std::vector<QuickFix> fixes;
  for (std::size_t i = 0; i < ds.size(); ++i) {
    const Diagnostic& d = ds[i];
    // The error a help line repairs: the one before it with its code.
    std::size_t owner = i;
    while (owner > 0 && ds[owner].severity != Severity::error && ds[owner - 1].code == d.code)
      --owner;
    if (!d.pos.valid() || (!wanted(i) && !wanted(owner))) continue;
    const std::uint32_t l = d.pos.line - 1;
    const std::string_view text_line = lines.line(l);
    const std::uint32_t col = utf16_column(text_line, d.pos.col > 0 ? d.pos.col - 1 : 0);
    const Position end_of_event{l, utf16_length(text_line.substr(0, event_end(text_line)))};
    json edits = json::array();
    std::string title;
    if (d.severity == Severity::help) {
      title = d.message.substr(0, d.message.find(';'));
      if (const auto w = quoted_after(d.message, "write '"); w && d.message.starts_with("write"))
        edits.push_back(edit({l, col}, end_of_event, *w));
      else if (d.message.starts_with("delete this line"))
        edits.push_back(edit({l, 0}, {l + 1, 0}, ""));
      else if (const auto ins = quoted_after(d.message, "insert '");
               ins && d.message.starts_with("insert"))
        edits.push_back(
            edit({l, col}, {l, col},
                 *ins + "\n" + std::string(text_line.substr(0, byte_of_utf16(text_line, col)))));
      else if (d.message.starts_with("swap this line and the next")) {
        std::uint32_t next = l + 1;
        while (next < lines.lines()) {
          const std::string_view t = trim(lines.line(next));
          if (!t.empty() && t.front() != '{' && t.front() != ';' && t.front() != '[') break;
          ++next;
        }
        if (next >= lines.lines()) continue;
        const std::string_view other = lines.line(next);
        edits.push_back(edit({l, 0}, {l, utf16_length(text_line)}, std::string(other)));
        edits.push_back(edit({next, 0}, {next, utf16_length(other)}, std::string(text_line)));
      }
    } else if (d.code == "R020" && d.severity == Severity::error) {
      if (const auto computed = quoted_after(d.message, "computed result '")) {
        title = "write the computed result '" + *computed + "'";
        edits.push_back(edit({l, col}, end_of_event, "result " + *computed));
      }
    }
    if (edits.empty()) continue;
    fixes.push_back({std::move(title), std::move(edits), i, owner});
  }
  return fixes;
}

json quick_fix_action(const QuickFix& fix, const std::string& uri, const json& edits,
                      const json& diagnostics, bool preferred) {
  json action = {{"title", "paipu: " + fix.title},
                 {"kind", "quickfix"},
                 {"edit", {{"changes", {{uri, edits}}}}}};
  if (diagnostics.is_array() && fix.owner < diagnostics.size())
    action["diagnostics"] = json::array({diagnostics[fix.owner]});
  if (preferred) action["isPreferred"] = true;
  return action;
}

}  // namespace detail

json code_actions(const CheckedText& text, const std::string& uri, std::uint32_t first,
                  std::uint32_t last, const json& diagnostics) {
  const Diagnostics ds = text.diagnostics();
  const auto in_range = [&](std::size_t i) {
    return ds[i].pos.valid() && ds[i].pos.line - 1 >= first && ds[i].pos.line - 1 <= last;
  };
  json actions = json::array();
  for (const QuickFix& fix : quick_fixes(text, in_range))
    actions.push_back(quick_fix_action(fix, uri, fix.edits, diagnostics, actions.empty()));
  return actions;
}

json formatting(const CheckedText& text) {
  for (const Diagnostic& d : text.diagnostics())
    if (d.severity == Severity::error && d.code.starts_with('P')) return nullptr;
  Diagnostics ignored;
  const std::string formatted =
      notation::to_text(notation::parse_string(text.text(), "format", ignored));
  if (formatted == text.text()) return json::array();
  const LineIndex lines(text.text());
  return json::array({edit({0, 0}, lines.position(text.text().size()), formatted)});
}

json definition(const CheckedText& text, const std::string& uri, Position at) {
  const LineIndex lines(text.text());
  const std::string_view line = lines.line(at.line);
  const CheckedItem* item = item_at(text, at.line + 1);
  if (!item || item->item.kind != notation::Item::Kind::hand || !item->item.ok || !item->run ||
      !item->run->runner.match())
    return nullptr;
  const std::size_t cursor = byte_of_utf16(line, at.character);
  std::size_t from = cursor, to = cursor;
  while (from > 0 && !blank(line[from - 1])) --from;
  while (to < line.size() && !blank(line[to])) ++to;
  const Vocabulary& vocab = item->run->runner.match()->vocabulary();
  const PieceSplit wanted = vocab.split(line.substr(from, to - from));
  if (wanted.error_at >= 0 || wanted.pieces.empty()) return nullptr;
  const auto own = static_cast<std::uint32_t>(static_cast<int>(at.line + 1) - item->shift());
  json dealt = json::array(), named = json::array();
  for (const EventLine& e : item->item.body.events) {
    if (e.pos.line >= own) break;
    for (const Token& t : e.args) {
      const PieceSplit got = vocab.split(t.text);
      if (std::find_first_of(got.pieces.begin(), got.pieces.end(), wanted.pieces.begin(),
                             wanted.pieces.end()) == got.pieces.end())
        continue;
      const std::uint32_t l =
          static_cast<std::uint32_t>(static_cast<int>(t.pos.line) + item->shift()) - 1;
      const std::string_view text_line = lines.line(l);
      const std::uint32_t start = utf16_column(text_line, t.pos.col - 1);
      const json location = {{"uri", uri},
                             {"range",
                              {{"start", position_json({l, start})},
                               {"end", position_json({l, start + utf16_length(t.text)})}}}};
      (e.verb == "deal" ? dealt : named).push_back(location);
      break;
    }
  }
  for (json& l : named) dealt.push_back(std::move(l));
  return dealt;
}

json document_symbols(const CheckedText& text,
                      const std::function<Range(const CheckedItem&)>& where) {
  const LineIndex lines(text.text());
  json records = json::array();
  const auto symbol = [&](const CheckedItem& it, std::string name, std::string detail, int kind) {
    Position start{it.first_line - 1, 0};
    Position end = lines.position(it.offset + it.length);
    if (end.line > start.line && end.character == 0)
      end = {end.line - 1, utf16_length(lines.line(end.line - 1))};
    if (where) {
      const Range r = where(it);
      start = r.start;
      end = r.end;
    }
    const json range = {{"start", position_json(start)}, {"end", position_json(end)}};
    return json{
        {"name", std::move(name)},
        {"detail", std::move(detail)},
        {"kind", kind},
        {"range", range},
        {"selectionRange", {{"start", position_json(start)}, {"end", position_json(start)}}},
        {"children", json::array()}};
  };
  for (const CheckedItem& it : text.items()) {
    if (it.item.kind == notation::Item::Kind::record) {
      const Tag* event = it.item.header.find_tag("Event");
      const Tag* variant = it.item.header.find_tag("Variant");
      records.push_back(symbol(
          it, "record " + std::to_string(it.item.record + 1) + (event ? ": " + event->value : ""),
          variant ? variant->value : "", kSymbolModule));
      continue;
    }
    json hand =
        symbol(it, "hand " + (it.item.ok ? it.item.body.label : std::to_string(it.item.hand + 1)),
               it.item.ok ? "" : "skipped: a syntax error", kSymbolEvent);
    if (records.empty()) records.push_back(symbol(it, "record 1", "", kSymbolModule));
    json& parent = records.back();
    parent["children"].push_back(std::move(hand));
    parent["range"]["end"] = parent["children"].back()["range"]["end"];
  }
  return records;
}

}  // namespace paipu::lsp
