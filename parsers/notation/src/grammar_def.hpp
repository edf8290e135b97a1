// The notation grammar (Boost.Spirit X3). Newlines are significant, so there is no skipper:
// horizontal space, including the ideographic space U+3000 that CJK input methods type, is matched
// explicitly.
//
// Spirit coding style:
// - rule ID        : foo_class
// - rule type      : foo_type
// - rule definition: foo_def
// - rule object    : foo
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "lexeme.hpp"
#include "scan.hpp"

namespace paipu::notation::detail::grammar {

// Actions read positions from raw[] attributes: in Boost 1.74, _where(ctx) in an action is not the
// start of the match.
inline auto const on_line_comment = [](auto& ctx) {
  auto& attr = x3::_attr(ctx);
  sink(ctx).comment(Lexeme::line_comment, attr.begin() - 1, attr.begin(), attr.end());
};
inline auto const on_comment_open = [](auto& ctx) {
  sink(ctx).open_comment = x3::_attr(ctx).begin();
};
inline auto const on_block_comment = [](auto& ctx) {
  auto& attr = x3::_attr(ctx);
  auto& s = sink(ctx);
  s.comment(Lexeme::block_comment, s.open_comment, attr.begin(), attr.end());
  s.skip_lines(attr.begin(), attr.end());
};
inline auto const on_tag_open = [](auto& ctx) { sink(ctx).open_tag = x3::_attr(ctx).begin(); };
inline auto const on_tag_name = [](auto& ctx) {
  auto& attr = x3::_attr(ctx);
  auto& s = sink(ctx);
  s.tag(s.open_tag, attr.begin(), attr.end());
};
inline auto const on_tag_value = [](auto& ctx) {
  auto& attr = x3::_attr(ctx);
  sink(ctx).tag_value(attr.begin(), attr.end());
};

// U+3000 IDEOGRAPHIC SPACE, as UTF-8.
inline auto const ideographic_space = x3::lit("\xE3\x80\x80");
inline auto const blank = x3::omit[x3::char_(" \t\r")] | ideographic_space;

struct comment_close_class;
struct tag_name_class;
struct tag_value_class;
struct tag_close_class;
struct string_close_class;
struct tag_space_class;

x3::rule<comment_close_class> const comment_close = "'}' to close the comment";
x3::rule<tag_name_class> const tag_name = "a tag name";
x3::rule<tag_value_class> const tag_value = "a tag value in double quotes";
x3::rule<tag_close_class> const tag_close = "']' to close the tag";
x3::rule<string_close_class> const string_close = "'\"' to close the tag value on the same line";
x3::rule<tag_space_class> const tag_space = "a space between the tag name and its value";

auto const comment_close_def = x3::lit('}');
// Explicit ASCII ranges, not x3::alpha/alnum: those call the C classifiers, which are undefined for
// the bytes of UTF-8 text (and assert in a debug build).
auto const tag_name_def = x3::raw[x3::char_("A-Za-z") >> *x3::char_("A-Za-z0-9_.:-")][on_tag_name];
auto const string_close_def = x3::lit('"');
auto const tag_value_def =
    x3::lit('"') >
    x3::raw[*((x3::lit('\\') >> ~x3::char_('\n')) | ~x3::char_("\"\\\n"))][on_tag_value] >
    string_close;
auto const tag_close_def = x3::lit(']');
auto const tag_space_def = +blank;

BOOST_SPIRIT_DEFINE(comment_close, tag_name, tag_value, tag_close, string_close, tag_space)

auto const block_comment = x3::raw[x3::lit('{')][on_comment_open] >>
                           x3::raw[*~x3::char_('}')][on_block_comment] > comment_close;
auto const line_comment = x3::lit(';') >> x3::raw[*~x3::char_('\n')][on_line_comment];
auto const tag = x3::raw[x3::lit('[')][on_tag_open] >> *blank > tag_name > tag_space > tag_value >
                 *blank > tag_close;
// A chunk is any sequence of these; the structure (which may follow which) is checked in parse.cpp,
// where the messages can say what a person did wrong rather than which character was unexpected.
// Tokens and spacing come first: they are the commonest, and no other alternative can start where
// they do. `words` matches a run of them, a primitive written for speed (scan.hpp).
auto const chunk = *(words | block_comment | line_comment | tag);

}  // namespace paipu::notation::detail::grammar
