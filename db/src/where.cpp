// The --where language: comparisons of a seat's figures joined by and/or/not, compiled to SQL.
// Names are the variants' facts (`won`, `hezun`, `value`), and `net`, `seat`, `player`,
// `variant`, `date`, `status`, `errors`, `warnings`, and the analysis's `analysed`,
// `decisions`, `dubious`, `mistakes`, `blunders`, `loss`. A bare name means "is not zero". Every
// value is a number or a quoted string; strings reach SQL only as escaped literals.
#include <cctype>
#include <set>

#include "paipu/db/parsed_file.hpp"
#include "paipu/db/query.hpp"
#include "paipu/source.hpp"

namespace paipu::db {

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

namespace {

class WhereCompiler {
 public:
  WhereCompiler(const std::string& text, const std::vector<FactColumn>& facts)
      : text_(text), facts_(facts) {}

  std::string compile() {
    std::string sql = disjunction();
    skip_space();
    if (at_ < text_.size()) fail("'and', 'or' or the end");
    return sql;
  }

 private:
  enum class Kind { number, text, date, seat, status };
  struct Operand {
    std::string sql;
    Kind kind = Kind::number;
  };

  [[noreturn]] void fail(const std::string& expected) const {
    // Columns count characters, as every paipu diagnostic does.
    std::size_t col = 1;
    for (std::size_t i = 0; i < at_ && i < text_.size(); ++i)
      col += (static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80;
    const std::string got =
        at_ < text_.size() ? "'" + shown(text_.substr(at_), 12) + "'" : "the end";
    throw DbError("--where column " + std::to_string(col) + ": expected " + expected + ", got " +
                  got);
  }

  void skip_space() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }

  bool keyword(const char* word) {
    skip_space();
    const std::string w = word;
    if (text_.compare(at_, w.size(), w) != 0) return false;
    const std::size_t end = at_ + w.size();
    if (end < text_.size() &&
        (std::isalnum(static_cast<unsigned char>(text_[end])) || text_[end] == '_'))
      return false;
    at_ = end;
    return true;
  }

  std::string disjunction() {
    std::string sql = conjunction();
    while (keyword("or")) sql = "(" + sql + " OR " + conjunction() + ")";
    return sql;
  }
  std::string conjunction() {
    std::string sql = negation();
    while (keyword("and")) sql = "(" + sql + " AND " + negation() + ")";
    return sql;
  }
  std::string negation() {
    if (keyword("not")) return "(NOT " + negation() + ")";
    return comparison();
  }

  std::string comparison() {
    skip_space();
    if (at_ < text_.size() && text_[at_] == '(') {
      ++at_;
      std::string sql = disjunction();
      skip_space();
      if (at_ >= text_.size() || text_[at_] != ')') fail("')'");
      ++at_;
      return "(" + sql + ")";
    }
    const Operand left = operand(Kind::number);
    skip_space();
    static const char* const kOps[] = {"==", "!=", "<>", "<=", ">=", "=", "<", ">"};
    for (const char* op : kOps) {
      const std::string o = op;
      if (text_.compare(at_, o.size(), o) != 0) continue;
      at_ += o.size();
      const Operand right = operand(left.kind);
      const std::string sql_op = o == "==" ? "=" : o == "!=" ? "<>" : o;
      return "(" + left.sql + " " + sql_op + " " + right.sql + ")";
    }
    if (left.kind != Kind::number) fail("a comparison (=, !=, <, <=, >, >=)");
    return "(" + left.sql + " <> 0)";
  }

  // A name or a literal; a literal takes its meaning from what it is compared with.
  Operand operand(Kind context) {
    skip_space();
    if (at_ >= text_.size()) fail("a name, a number or a quoted string");
    const char c = text_[at_];
    if (c == '\'' || c == '"') return literal(string_literal(c), context);
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '-') {
      const std::size_t start = at_;
      ++at_;
      while (at_ < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[at_])) ||
                                    text_[at_] == '-' || text_[at_] == '.'))
        ++at_;
      const std::string number = text_.substr(start, at_ - start);
      if (context == Kind::date) return literal(number, context);
      if (number.find_first_not_of("0123456789", number[0] == '-' ? 1 : 0) != std::string::npos ||
          number == "-")
        fail("a whole number");
      return {number, Kind::number};
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') return name();
    fail("a name, a number or a quoted string");
  }

  std::string string_literal(char quote) {
    ++at_;
    std::string value;
    for (;;) {
      if (at_ >= text_.size()) fail(std::string("a closing ") + quote);
      if (text_[at_] == quote) {
        // A quote written twice stands for itself, as in SQL: 'O''Brien'.
        if (at_ + 1 < text_.size() && text_[at_ + 1] == quote) {
          value += quote;
          at_ += 2;
          continue;
        }
        ++at_;
        return value;
      }
      value += text_[at_++];
    }
  }

  Operand literal(const std::string& value, Kind context) {
    switch (context) {
      case Kind::date: {
        const int day = day_of(value);
        if (day == 0) fail("a date YYYY-MM-DD");
        return {std::to_string(day), Kind::date};
      }
      case Kind::seat: {
        static const std::string kSeats = "ESWN";
        const auto at = value.size() == 1 ? kSeats.find(value[0]) : std::string::npos;
        if (at == std::string::npos) fail("a seat E, S, W or N");
        return {std::to_string(at), Kind::seat};
      }
      case Kind::status:
        for (int s = 0; s <= static_cast<int>(HandStatus::unparsed); ++s)
          if (value == to_string(static_cast<HandStatus>(s))) return {std::to_string(s), context};
        fail("a status: settled, invalid, unfinished, unchecked or unparsed");
      case Kind::number:
      case Kind::text:
        break;
    }
    return {quoted(value), Kind::text};
  }

  Operand name() {
    const std::size_t start = at_;
    while (at_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_'))
      ++at_;
    const std::string n = text_.substr(start, at_ - start);
    if (n == "net") return {"s.net", Kind::number};
    if (n == "errors" || n == "warnings") return {"h." + n, Kind::number};
    if (n == "seat") return {"s.seat", Kind::seat};
    if (n == "player") return {"p.name", Kind::text};
    if (n == "variant") return {"h.variant", Kind::text};
    if (n == "date") return {"h.day", Kind::date};
    if (n == "status") return {"h.status", Kind::status};
    if (const std::string review = review_figure(n); !review.empty()) return {review, Kind::number};
    std::string cases;
    for (const auto& f : facts_)
      if (f.name == n) cases += " WHEN " + quoted(f.variant) + " THEN s.f" + std::to_string(f.slot);
    if (cases.empty()) {
      at_ = start;
      std::set<std::string> names;
      for (const auto& f : facts_) names.insert(f.name);
      std::string known =
          "net, seat, player, variant, date, status, errors, warnings, analysed, decisions, "
          "dubious, mistakes, blunders, loss";
      for (const auto& k : names) known += ", " + k;
      fail("a name (" + known + ")");
    }
    // A fact the hand's variant does not declare is 0 for it.
    return {"(CASE h.variant" + cases + " ELSE 0 END)", Kind::number};
  }

  // The figures `import --analyze` stores, of the seat in its hand (0 where it has none):
  // whether the hand was analysed, the seat's decisions, how many earned each glyph, and the
  // points its moves lost in all.
  static std::string review_figure(const std::string& n) {
    if (n == "analysed")
      return "(CASE WHEN EXISTS (SELECT 1 FROM reviews v WHERE v.hand_id = s.hand_id"
             " AND v.analysed = 1) THEN 1 ELSE 0 END)";
    const std::string of_seat =
        " FROM decisions an WHERE an.hand_id = s.hand_id AND an.seat = s.seat";
    if (n == "decisions") return "(SELECT COUNT(*)" + of_seat + ")";
    if (n == "loss") return "(SELECT COALESCE(SUM(an.loss), 0)" + of_seat + ")";
    const char* glyph = n == "dubious" ? "?!" : n == "mistakes" ? "?" : n == "blunders" ? "??" : "";
    if (*glyph == '\0') return {};
    return "(SELECT COUNT(*)" + of_seat + " AND an.glyph = " + quoted(glyph) + ")";
  }

  const std::string& text_;
  const std::vector<FactColumn>& facts_;
  std::size_t at_ = 0;
};

}  // namespace

std::string compile_where(const std::string& expression, const std::vector<FactColumn>& facts) {
  return WhereCompiler(expression, facts).compile();
}

}  // namespace paipu::db
