#include "paipu/display/list_json.hpp"

namespace paipu::display {

namespace {

const char* kind_name(Kind k) {
  switch (k) {
    case Kind::rect:
      return "rect";
    case Kind::ellipse:
      return "ellipse";
    case Kind::polygon:
      return "polygon";
    case Kind::polyline:
      return "polyline";
    case Kind::text:
      return "text";
    case Kind::piece:
      return "piece";
    case Kind::clip:
      return "clip";
    case Kind::unclip:
      return "unclip";
  }
  return "?";
}

}  // namespace

nlohmann::json list_json(const List& list) {
  nlohmann::json items = nlohmann::json::array();
  for (const Item& it : list.items) {
    nlohmann::json j = {{"kind", kind_name(it.kind)},
                        {"id", it.id},
                        {"box", {it.box.x, it.box.y, it.box.w, it.box.h}}};
    if (it.kind == Kind::text) {
      j["text"] = it.text.utf8;
      j["size"] = it.text.size;
      j["anchor"] = it.text.anchor == Anchor::start    ? "start"
                    : it.text.anchor == Anchor::middle ? "middle"
                                                       : "end";
    }
    if (it.kind == Kind::piece) {
      j["symbol"] = it.symbol;
      j["rotation"] = it.rotation;
    }
    items.push_back(std::move(j));
  }
  return {{"width", list.width}, {"height", list.height}, {"items", std::move(items)}};
}

}  // namespace paipu::display
