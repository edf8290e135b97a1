#include "script.hpp"

#include <sstream>
#include <stdexcept>

#include "options.hpp"
#include "tianjiu.hpp"
#include "tiles.hpp"

namespace tj_test {

using namespace paipu;
using namespace paipu::tianjiu;

namespace {

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> out;
  std::istringstream in{std::string(s)};
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

bool is_glyph(const std::string& t) {
  return t == "!" || t == "?" || t == "!!" || t == "??" || t == "!?" || t == "?!";
}

// Drops `{...}` comments (which may span lines) and `; ...` line comments; keeps the newlines.
std::string strip(std::string_view text) {
  std::string out;
  int depth = 0;
  bool line_comment = false;
  for (char c : text) {
    if (c == '\n') line_comment = false;
    if (depth == 0 && !line_comment && c == ';') line_comment = true;
    if (!line_comment && c == '{') ++depth;
    if ((depth == 0 && !line_comment) || c == '\n') out += c;
    if (!line_comment && c == '}' && depth > 0) --depth;
  }
  return out;
}

}  // namespace

std::vector<PieceId> pieces(std::string_view text) {
  const auto& table = piece_table();
  std::vector<PieceId> out;
  std::size_t at = 0;
  while (at < text.size()) {
    if (text[at] == ' ') {
      ++at;
      continue;
    }
    if (text[at] == '*') {
      out.push_back(kUnknownPiece);
      ++at;
      continue;
    }
    std::size_t best = 0;
    PieceId id = 0;
    for (const PieceInfo& p : table) {
      std::vector<std::string> spellings = p.aliases;
      spellings.push_back(p.name);
      spellings.push_back(p.code);
      for (const std::string& s : spellings)
        if (s.size() > best && text.substr(at, s.size()) == s) {
          best = s.size();
          id = p.id;
        }
    }
    if (best == 0) throw std::invalid_argument("unknown piece in '" + std::string(text) + "'");
    out.push_back(id);
    at += best;
  }
  return out;
}

Event event(std::string_view line) {
  const std::vector<std::string> t = split(strip(line));
  if (t.size() < 2) throw std::invalid_argument("short line '" + std::string(line) + "'");
  Event e;
  const std::string seats = "ESWN";
  if (t[0].size() != 1 || seats.find(t[0][0]) == std::string::npos)
    throw std::invalid_argument("bad seat in '" + std::string(line) + "'");
  e.seat = static_cast<int>(seats.find(t[0][0]));
  const auto& verbs = variant_info().verbs;
  for (std::size_t v = 0; v < verbs.size(); ++v) {
    bool match = verbs[v].name == t[1];
    for (const auto& a : verbs[v].aliases) match = match || a == t[1];
    if (match) e.verb = static_cast<int>(v);
  }
  if (e.verb < 0) throw std::invalid_argument("bad verb in '" + std::string(line) + "'");
  for (std::size_t i = 2; i < t.size(); ++i) {
    if (is_glyph(t[i])) continue;
    if (e.verb == kDeclare) {
      e.words.push_back(t[i]);
    } else {
      for (PieceId p : pieces(t[i])) e.pieces.push_back(p);
    }
  }
  return e;
}

std::vector<ScriptRecord> read_records(std::string_view text) {
  std::vector<ScriptRecord> out;
  std::istringstream in{strip(text)};
  bool in_hand = false;
  for (std::string line; std::getline(in, line);) {
    const std::vector<std::string> t = split(line);
    if (t.empty()) continue;
    if (line.find('[') != std::string::npos) {
      const auto open = line.find('[');
      const auto q1 = line.find('"');
      const auto q2 = line.rfind('"');
      const std::string name = split(line.substr(open + 1, q1 - open - 1)).at(0);
      const std::string value = line.substr(q1 + 1, q2 - q1 - 1);
      if (name == "Variant" || out.empty()) {
        out.emplace_back();
        out.back().rules = default_values();
        in_hand = false;
      }
      if (in_hand) {
        out.back().hands.back().tags[name] = value;
      } else {
        out.back().tags[name] = value;
        if (name.rfind("Rule.", 0) == 0) out.back().rules[name.substr(5)] = value;
      }
      continue;
    }
    if (t[0] == "hand") {
      out.back().hands.emplace_back();
      in_hand = true;
      continue;
    }
    if (t[0] == "result") {
      std::array<long long, 4> r{};
      for (std::size_t i = 1; i < t.size(); ++i) {
        const std::string seats = "ESWN";
        r[seats.find(t[i][0])] = std::stoll(t[i].substr(1));
      }
      out.back().hands.back().result = r;
      continue;
    }
    out.back().hands.back().lines.push_back(line);
  }
  return out;
}

Table::Table(const RuleValues& rules, int dealer, int streak)
    : hand([&] {
        HandSetup s;
        s.options = parse_options(rules);
        s.dealer.seat = dealer;
        if (streak >= 0) {
          s.dealer.first = false;
          s.dealer.streak = streak;
        }
        return s;
      }()) {}

Outcome Table::run(std::string_view line) {
  return hand.apply(event(line));
}

std::string Table::run_all(const std::vector<std::string>& lines) {
  for (const std::string& l : lines) {
    const Outcome o = run(l);
    if (!o.ok()) return l + ": " + o.problems.front().code + " " + o.problems.front().message;
  }
  return {};
}

Options options(std::initializer_list<std::pair<std::string, std::string>> set) {
  RuleValues v = default_values();
  for (const auto& [k, val] : set) v[k] = val;
  return parse_options(v);
}

}  // namespace tj_test
