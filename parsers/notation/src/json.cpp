#include "paipu/notation/json.hpp"

#include <cstdint>
#include <stdexcept>

namespace paipu::notation {

using nlohmann::json;

namespace {

json tags_json(const std::vector<Tag>& tags) {
  json a = json::array();
  for (const auto& t : tags) a.push_back({{"name", t.name}, {"value", t.value}});
  return a;
}

json comments_json(const std::vector<Comment>& cs) {
  json a = json::array();
  for (const auto& c : cs) {
    json o = {{"text", c.text}};
    if (c.line) o["line"] = true;
    a.push_back(std::move(o));
  }
  return a;
}

std::vector<Tag> tags_from(const json& j) {
  std::vector<Tag> out;
  for (const auto& t : j)
    out.push_back(Tag{t.at("name").get<std::string>(), t.at("value").get<std::string>(), {}});
  return out;
}

std::vector<Comment> comments_from(const json& j) {
  std::vector<Comment> out;
  for (const auto& c : j)
    out.push_back(Comment{c.at("text").get<std::string>(), c.value("line", false)});
  return out;
}

}  // namespace

json to_json(const Hand& h) {
  json events = json::array();
  for (const auto& e : h.events) {
    json o;
    if (!e.seat.empty()) o["seat"] = e.seat;
    o["verb"] = e.verb;
    json args = json::array();
    for (const auto& a : e.args) args.push_back(a.text);
    o["args"] = std::move(args);
    if (!e.glyph.empty()) o["glyph"] = e.glyph;
    if (!e.comments.empty()) o["comments"] = comments_json(e.comments);
    if (e.pos.valid()) o["line"] = e.pos.line;
    events.push_back(std::move(o));
  }
  json o = {{"label", h.label}, {"tags", tags_json(h.tags)}, {"events", std::move(events)}};
  if (!h.comments.empty()) o["comments"] = comments_json(h.comments);
  return o;
}

json to_json(const Record& r) {
  json hands = json::array();
  for (const auto& h : r.hands) hands.push_back(to_json(h));
  json o = {{"tags", tags_json(r.tags)}, {"hands", std::move(hands)}};
  if (!r.comments.empty()) o["comments"] = comments_json(r.comments);
  return o;
}

json to_json(const std::vector<Record>& records) {
  json a = json::array();
  for (const auto& r : records) a.push_back(to_json(r));
  return {{"format", "paipu"}, {"version", 1}, {"records", std::move(a)}};
}

Hand hand_from_json(const json& j) {
  Hand h;
  h.label = j.value("label", std::string());
  h.tags = tags_from(j.value("tags", json::array()));
  h.comments = comments_from(j.value("comments", json::array()));
  for (const auto& e : j.at("events")) {
    EventLine ev;
    ev.seat = e.value("seat", std::string());
    ev.verb = e.at("verb").get<std::string>();
    for (const auto& a : e.value("args", json::array()))
      ev.args.push_back(Token{a.get<std::string>(), {}});
    ev.glyph = e.value("glyph", std::string());
    ev.comments = comments_from(e.value("comments", json::array()));
    if (e.contains("line")) {
      // get<std::uint32_t>() of a float out of range is undefined behaviour (found by
      // fuzz_json_reader), and of a negative or too large integer wraps: a line number is a whole
      // number from 0 to 2^32 - 1, anything else a schema error.
      const json& line = e.at("line");
      if (!line.is_number_integer() ||
          (line.is_number_unsigned() ? line.get<std::uint64_t>() > UINT32_MAX
                                     : line.get<std::int64_t>() < 0))
        throw json::type_error::create(302, "\"line\" is not a line number: " + line.dump(), &line);
      ev.pos = SourcePos{line.get<std::uint32_t>(), 1};
    }
    h.events.push_back(std::move(ev));
  }
  return h;
}

Record record_from_json(const json& j) {
  Record r;
  r.tags = tags_from(j.at("tags"));
  r.comments = comments_from(j.value("comments", json::array()));
  const json hands = j.value("hands", json::array());
  for (std::size_t i = 0; i < hands.size(); ++i) {
    try {
      r.hands.push_back(hand_from_json(hands[i]));
    } catch (const json::exception& e) {
      throw std::runtime_error("hands[" + std::to_string(i) + "]: " + e.what());
    }
  }
  return r;
}

std::vector<Record> records_from_json(const json& j) {
  std::vector<Record> out;
  const json& arr = j.is_array() ? j : j.at("records");
  std::size_t i = 0;
  try {
    for (; i < arr.size(); ++i) out.push_back(record_from_json(arr[i]));
  } catch (const json::exception& e) {
    // Say which record: nlohmann's own messages carry no path unless built with JSON_DIAGNOSTICS.
    throw std::runtime_error("records[" + std::to_string(i) + "]: " + e.what());
  }
  return out;
}

}  // namespace paipu::notation
