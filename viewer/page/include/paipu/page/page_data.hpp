// The data of the replay page (`paipu export-html`): a document's hands with every step's scene
// and the table's display lists. docs/export-html.md describes the format.
#pragma once

#include <nlohmann/json.hpp>

#include "paipu/document.hpp"
#include "paipu/viewer/evaluation.hpp"

namespace paipu::cli {

struct PageOptions {
  int only = -1;                        // >= 0: only this hand (0-based, counted through the file)
  unsigned width = 1280, height = 800;  // the table drawn as the window draws it at this size
  bool tables = true;  // false: the scenes and the panel alone, without the display lists
  // The analysis (export-html --analyze) by hand index; null: the page holds none.
  const viewer::EvaluationStore* evaluations = nullptr;
};

// The hands of `doc` as the page holds them.
nlohmann::json page_data(Document& doc, const PageOptions& opt = {});

// What the page shows at `position` of its hand `hand` (an index into data["hands"]) from `seat`
// (-1: everything the record knows), in the form of scene_json(): the page's own derivation,
// written again in C++ so that a test can hold it against HandView::scene.
nlohmann::json page_scene(const nlohmann::json& data, int hand, int position, int seat);

}  // namespace paipu::cli
