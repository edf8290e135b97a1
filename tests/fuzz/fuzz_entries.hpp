// The fuzz targets' entry logic as plain functions, shared by the libFuzzer mains (fuzz_main.cpp)
// and the regression test that replays tests/fuzz/regressions/ in every build
// (regression_test.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace paipu::fuzz {

// The streaming notation reader over arbitrary bytes: every item and every diagnostic.
void notation_reader(const std::uint8_t* data, std::size_t size);
// The JSON form: parse, then records_from_json; schema errors are expected exceptions.
void json_reader(const std::uint8_t* data, std::size_t size);
// Parses the input as notation ([Variant "<id>"] prepended when it names none) and replays every
// hand of every record of that variant through the built-in plugin `variant` ("tianjiu", "daqizi",
// "sandaha", "wenzhou", "chinton"). With `analyse`, each hand replayed is also reviewed as
// `paipu analyze --sample 2` would review it, on a budget of a few positions a move: the solver,
// the review and the sampler over whatever hands the fuzzer makes.
void replay(std::string_view variant, const std::uint8_t* data, std::size_t size,
            bool analyse = false);
// A language server session (lsp_session.cpp): the input up to its first NUL byte is a document
// opened (in the JSON form, as file:///fuzz.json, when it starts with a byte 0x01, which is left
// out; else in the notation); each later NUL-separated chunk is an operation, chosen by its first
// byte (mod 7): an edit of a range, an insertion, the whole text replaced, a request at a position,
// raw bytes as a message, the document closed and opened again (its form chosen as at the start),
// raw bytes as a stream of frames. A position is two bytes, each one more than the line or column
// (no byte within an operation can be 0). After a run of edits the document's diagnostics must be
// those of a check from scratch (it throws std::logic_error otherwise).
void lsp_session(const std::uint8_t* data, std::size_t size);

}  // namespace paipu::fuzz
