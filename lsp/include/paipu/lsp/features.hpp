// The requests beyond diagnostics, each over an open document: completion (the legal moves of the
// position before the line, spelt as the record spells its pieces, then the vocabulary), hover (the
// position before and after an event, a piece's name and rank, a result line's settlement), code
// actions (each help line's repair, and the computed result on R020), formatting by the canonical
// writer, and the outline (records and hands).
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "paipu/host.hpp"
#include "paipu/lsp/checked_text.hpp"
#include "paipu/lsp/json_document.hpp"
#include "paipu/lsp/lsp_diagnostics.hpp"
#include "paipu/lsp/positions.hpp"

namespace paipu::lsp {

// At most this many legal moves are offered: a 21-card hand has far more plays than a menu holds.
inline constexpr std::size_t kMaxMoves = 200;

nlohmann::json completion(const PluginHost& host, const CheckedText& text, Position at);
// In the JSON form: where a hand's "events" can take a new element, the same legal moves and verbs
// as whole event objects; in a seat, verb, argument or tag string, the seats, verbs, pieces, tags
// and rule values as its contents; in an event object being typed, the moves and verbs that agree
// with it, in its place; elsewhere nothing. The document is read once without that object and
// then as it was, so it is not const.
nlohmann::json completion(const PluginHost& host, JsonDocument& doc, Position at);
nlohmann::json hover(const PluginHost& host, const CheckedText& text, Position at);
// `diagnostics`: the document's, as published (their JSON is quoted in each action).
nlohmann::json code_actions(const CheckedText& text, const std::string& uri, std::uint32_t first,
                            std::uint32_t last, const nlohmann::json& diagnostics);
// In the JSON form: each of the notation's quick fixes that changes only events, as edits of the
// events' JSON. `diagnostics`: the notation's, as published, moved into the JSON (indexed as the
// notation's diagnostics).
nlohmann::json code_actions(const JsonDocument& doc, const std::string& uri, std::uint32_t first,
                            std::uint32_t last, const nlohmann::json& diagnostics);
// Null when the document has a syntax error (the writer would leave the hand out).
nlohmann::json formatting(const CheckedText& text);
// `where`: the range of the record or hand an item holds, when it is not the item's own lines (a
// document in the JSON form, whose items are of the notation written from it).
nlohmann::json document_symbols(const CheckedText& text,
                                const std::function<Range(const CheckedItem&)>& where = {});
// From a piece (a copy-limit error points at one) to where the hand dealt it: the earlier `deal`
// lines that hold it, then the other earlier lines that name it (a draw, a discard).
nlohmann::json definition(const CheckedText& text, const std::string& uri, Position at);

}  // namespace paipu::lsp
