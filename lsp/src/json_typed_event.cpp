// An event object still being typed in a hand's "events" (json_completion.cpp). Its text is often
// no JSON yet ('{"seat": "E", }', an unclosed '{'), so this scans bytes as json_spans.cpp's walk
// does, but takes whatever it meets: strings, brackets, and the colons that make a string a key.
#include <nlohmann/json.hpp>

#include "json_events.hpp"

namespace paipu::lsp::detail {

namespace {

bool blank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// The index of a string's closing quote (from its opening one); unclosed, of the end of its line (a
// string holds no line break), so that a quote begun on one line leaves the lines after it alone.
std::size_t string_end(std::string_view text, std::size_t open) {
  std::size_t i = open + 1;
  while (i < text.size() && text[i] != '"' && text[i] != '\n' && text[i] != '\r')
    i += text[i] == '\\' ? 2 : 1;
  return std::min(i, text.size());
}

// A string's contents as JSON reads them; as written when they do not read (a '\' at the end).
std::string unescaped(std::string_view raw) {
  try {
    return nlohmann::json::parse("\"" + std::string(raw) + "\"").get<std::string>();
  } catch (const nlohmann::json::exception&) {
    return std::string(raw);
  }
}

struct Container {
  char open;
  std::size_t at;
  std::string key;  // of the member whose value it is
};

// The containers open at `cursor`, outermost first (a string the cursor is in is none of them).
std::vector<Container> open_at(std::string_view text, std::size_t cursor) {
  std::vector<Container> open;
  std::string last_string, key;
  for (std::size_t i = 0; i < cursor; ++i) {
    const char c = text[i];
    if (c == '"') {
      const std::size_t end = string_end(text, i);
      if (end >= cursor) return open;
      last_string = text.substr(i + 1, end - i - 1);
      i = end;
    } else if (c == ':') {
      key = last_string;
    } else if (c == '{' || c == '[') {
      open.push_back({c, i, key});
      key.clear();
    } else if ((c == '}' || c == ']') && !open.empty()) {
      open.pop_back();
    } else if (c == ',') {
      key.clear();
    }
  }
  return open;
}

bool matches(const std::optional<TypedEvent::Typed>& typed, const std::string& value) {
  if (!typed) return true;
  return typed->prefix ? value.starts_with(typed->value) : value == typed->value;
}

}  // namespace

std::optional<TypedEvent> typed_event_at(std::string_view text, std::size_t cursor) {
  cursor = std::min(cursor, text.size());
  std::vector<Container> open = open_at(text, cursor);
  // In an argument list: the event is the object around it.
  if (!open.empty() && open.back().open == '[' && open.back().key == "args") open.pop_back();
  if (open.size() < 2 || open.back().open != '{' || open[open.size() - 2].open != '[' ||
      open[open.size() - 2].key != "events")
    return std::nullopt;
  TypedEvent out;
  const std::size_t from = open.back().at;
  // To its '}', or, unclosed, up to what follows it: the array's ']' or the next event's '{'.
  std::size_t i = from + 1, last = from + 1;
  int depth = 1;
  std::string last_string, key;
  bool value_next = false;
  // Unclosed, the loop stops with `whole` still empty.
  for (bool done = false; !done && i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      const std::size_t end = string_end(text, i);
      const bool holds_cursor = i < cursor && cursor <= end;
      const std::size_t stop = holds_cursor ? cursor : end;
      TypedEvent::Typed typed{unescaped(text.substr(i + 1, stop - i - 1)), holds_cursor};
      if (depth == 1 && value_next && (key == "seat" || key == "verb"))
        (key == "seat" ? out.seat : out.verb) = std::move(typed);
      else if (depth == 2 && key == "args")
        out.args.push_back(std::move(typed));
      last_string = text.substr(i + 1, end - i - 1);
      value_next = false;
      last = end < text.size() && text[end] == '"' ? end + 1 : end;
      i = end;
      continue;
    }
    if (c == ':') {
      if (depth == 1) key = last_string;
      value_next = true;
    } else if (c == '{' || c == '[') {
      if (depth == 1 && c == '{' && !value_next && i >= cursor)
        done = true;
      else
        ++depth;
      value_next = false;
    } else if (c == '}' || c == ']') {
      if (--depth == 0 && c == '}') {
        out.whole = {from, i + 1};
        done = true;
      } else if (depth <= 0) {
        done = true;
      }
    } else if (c == ',' && depth == 1) {
      key.clear();
      value_next = false;
    }
    if (!done && !blank(c)) last = i + 1;
  }
  if (out.whole.empty()) out.whole = {from, std::max(last, cursor)};
  // Left out of the text with a comma after it, the elements around it stay a list.
  out.cut = out.whole;
  std::size_t after = out.whole.to;
  while (after < text.size() && blank(text[after])) ++after;
  if (after < text.size() && text[after] == ',') out.cut.to = after + 1;
  return out;
}

bool TypedEvent::admits(const EventLine& e) const {
  if (!matches(seat, e.seat) || !matches(verb, e.verb) || args.size() > e.args.size()) return false;
  for (std::size_t i = 0; i < args.size(); ++i)
    if (!matches(args[i], e.args[i].text)) return false;
  return true;
}

}  // namespace paipu::lsp::detail
