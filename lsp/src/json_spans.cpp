#include "paipu/lsp/json_spans.hpp"

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace paipu::lsp {

namespace {

// One value of the text: its span, its key when it is an object's member, and its first child and
// next sibling (indices into the walk's nodes, 0 for none: node 0 is the root, nobody's child).
struct Node {
  Span span;
  std::string_view key;
  std::uint32_t child = 0;
  std::uint32_t next = 0;
};

// Walks text that nlohmann/json has accepted, so it checks nothing; it only never reads past the
// end.
class Walker {
 public:
  explicit Walker(std::string_view text) : s_(text) {}

  std::vector<Node> walk() {
    value({});
    return std::move(nodes_);
  }

 private:
  std::string_view s_;
  std::size_t i_ = 0;
  std::vector<Node> nodes_;

  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  void blanks() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r'))
      ++i_;
  }
  void string() {
    ++i_;  // the opening quote
    while (i_ < s_.size() && s_[i_] != '"') i_ += s_[i_] == '\\' ? 2 : 1;
    if (i_ < s_.size()) ++i_;
  }

  std::uint32_t value(std::string_view key) {
    blanks();
    const auto index = static_cast<std::uint32_t>(nodes_.size());
    nodes_.push_back({{i_, i_}, key, 0, 0});
    const char c = peek();
    if (c == '{' || c == '[') {
      ++i_;
      std::uint32_t last = 0;
      for (;;) {
        blanks();
        if (peek() == '}' || peek() == ']' || peek() == '\0') break;
        std::string_view member_key;
        if (c == '{') {
          const std::size_t from = i_ + 1;
          string();
          member_key = s_.substr(from, i_ > from ? i_ - from - 1 : 0);
          blanks();
          ++i_;  // the colon
        }
        const std::uint32_t child = value(member_key);
        (last ? nodes_[last].next : nodes_[index].child) = child;
        last = child;
        blanks();
        if (peek() == ',') ++i_;
      }
      if (i_ < s_.size()) ++i_;
    } else if (c == '"') {
      string();
    } else {
      while (i_ < s_.size() && s_[i_] != ',' && s_[i_] != ']' && s_[i_] != '}' && s_[i_] != ' ' &&
             s_[i_] != '\t' && s_[i_] != '\n' && s_[i_] != '\r')
        ++i_;
    }
    nodes_[index].span.to = std::min(i_, s_.size());
    return index;
  }
};

class Reader {
 public:
  Reader(std::vector<Node> nodes, std::string_view text) : n_(std::move(nodes)), text_(text) {}

  std::vector<RecordSpans> records() const {
    std::vector<RecordSpans> out;
    if (n_.empty()) return out;
    const std::uint32_t list = is_array(0) ? 0 : member(0, "records");
    for (std::uint32_t r : elements(list)) {
      RecordSpans rec;
      rec.whole = n_[r].span;
      rec.tags = tags(member(r, "tags"));
      for (std::uint32_t h : elements(member(r, "hands"))) rec.hands.push_back(hand(h));
      out.push_back(std::move(rec));
    }
    return out;
  }

 private:
  std::vector<Node> n_;
  std::string_view text_;

  bool is_array(std::uint32_t at) const {
    return !n_[at].span.empty() && text_[n_[at].span.from] == '[';
  }

  std::vector<std::uint32_t> elements(std::uint32_t parent) const {
    std::vector<std::uint32_t> out;
    if (parent == kNone) return out;
    for (std::uint32_t c = n_[parent].child; c; c = n_[c].next) out.push_back(c);
    return out;
  }
  static constexpr std::uint32_t kNone = UINT32_MAX;
  std::uint32_t member(std::uint32_t parent, std::string_view key) const {
    if (parent == kNone) return kNone;
    for (std::uint32_t c = n_[parent].child; c; c = n_[c].next)
      if (n_[c].key == key) return c;
    return kNone;
  }
  Span span(std::uint32_t at) const { return at == kNone ? Span{} : n_[at].span; }
  std::vector<Span> spans(const std::vector<std::uint32_t>& at) const {
    std::vector<Span> out;
    for (std::uint32_t a : at) out.push_back(n_[a].span);
    return out;
  }
  std::vector<TagSpans> tags(std::uint32_t list) const {
    std::vector<TagSpans> out;
    for (std::uint32_t t : elements(list))
      out.push_back({n_[t].span, span(member(t, "name")), span(member(t, "value"))});
    return out;
  }
  HandSpans hand(std::uint32_t h) const {
    HandSpans out;
    out.whole = n_[h].span;
    out.label = span(member(h, "label"));
    out.tags = tags(member(h, "tags"));
    const std::uint32_t events = member(h, "events");
    out.event_list = span(events);
    for (std::uint32_t e : elements(events)) {
      EventSpans ev;
      ev.whole = n_[e].span;
      ev.seat = span(member(e, "seat"));
      ev.verb = span(member(e, "verb"));
      ev.args = spans(elements(member(e, "args")));
      out.events.push_back(std::move(ev));
    }
    return out;
  }
};

}  // namespace

bool nested_deeper_than(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

std::vector<RecordSpans> record_spans(std::string_view json_text) {
  return Reader(Walker(json_text).walk(), json_text).records();
}

}  // namespace paipu::lsp
