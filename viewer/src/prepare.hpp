// Checking a picture's or window's options against the document.
#pragma once

#include <string>

#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/viewer.hpp"

namespace paipu::viewer {

// Opens the navigator at opt's hand, step and seat; false with the reason when any is out of range.
// With `index_all` the whole file is indexed first, else only as far as the hand asked for.
bool prepare(Document& doc, const RenderOptions& opt, Navigator& nav, std::string& error,
             bool index_all);

}  // namespace paipu::viewer
