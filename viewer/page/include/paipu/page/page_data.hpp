// The data of the replay page (`paipu export-html`): a document's hands with every step's scene,
// small enough to inline 100 hands in under 1 MB. docs/export-html.md describes the format.
#pragma once

#include <nlohmann/json.hpp>

#include "paipu/document.hpp"

namespace paipu::cli {

// Every hand of `doc`, or only hand `only` (0-based, counted through the file) when it is >= 0;
// the table drawn as the window draws it at width × height.
nlohmann::json page_data(Document& doc, int only = -1, unsigned width = 1280, unsigned height = 800);

// What the page shows at `position` of its hand `hand` (an index into data["hands"]) from `seat`
// (-1: everything the record knows), in the form of scene_json(): the page's own derivation,
// written again in C++ so that a test can hold it against HandView::scene.
nlohmann::json page_scene(const nlohmann::json& data, int hand, int position, int seat);

}  // namespace paipu::cli
