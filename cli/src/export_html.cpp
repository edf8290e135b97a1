#include "export_html.hpp"

#include <iostream>
#include <string_view>

#include "commands.hpp"
#include "export_html_data.hpp"
#include "output.hpp"
#include "paipu/app/document.hpp"

namespace paipu::cli {

namespace {

struct Asset {
  std::string_view path;
  std::string_view text;
};
constexpr Asset kAssets[] = {
#include "page_assets.inc"
};

std::string_view asset(std::string_view path) {
  for (const Asset& a : kAssets)
    if (a.path == path) return a.text;
  return {};
}

std::string html_escaped(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// JSON inside <script> ends at the first "</script"; and "<!--" changes how the element is read.
// Every '<' of the JSON text lies inside a string, where \u003c means the same.
std::string script_safe(const std::string& json_text) {
  std::string out;
  out.reserve(json_text.size());
  for (char c : json_text) {
    if (c == '<')
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

void replace_once(std::string& s, std::string_view marker, std::string_view with) {
  const auto at = s.find(marker);
  if (at != std::string::npos) s.replace(at, marker.size(), with);
}

}  // namespace

std::string page_html(const nlohmann::json& data, const std::string& title) {
  std::string page(asset("page.html"));
  const std::string json_text =
      script_safe(data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  replace_once(page, "/*PAIPU_CSS*/", asset("page.css"));
  replace_once(page, "/*PAIPU_JS*/", asset("page.js"));
  replace_once(page, "\"PAIPU_DATA\"", json_text);
  // Last, so that no marker can come from the title; <title> is the first place the marker is.
  const std::string utf8_title =
      nlohmann::json::parse(
          nlohmann::json(title).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace))
          .get<std::string>();
  replace_once(page, "PAIPU_TITLE", html_escaped(utf8_title));
  return page;
}

int export_html(PluginHost& host, const ExportHtmlOptions& o) {
  if (const int rc = check_input(o.file); rc != kExitOk) return rc;
  std::string why;
  auto doc = open_document(host, o.file, why);
  if (!doc) {
    std::cerr << "paipu: " << why << '\n';
    return kExitUsage;
  }
  doc->index_all();
  if (o.hand > doc->hand_count()) {
    std::cerr << "paipu export-html: no hand " << o.hand << " in '" << o.file << "' (it has "
              << doc->hand_count() << ")\n";
    return doc->file_diagnostics().empty() ? kExitUsage : kExitInvalid;
  }
  const nlohmann::json data = page_data(*doc, o.hand - 1);
  // The page holds every diagnostic; they also go to standard error (standard output may be the
  // page itself), read back from the data so that no hand is replayed twice.
  bool invalid = false;
  const auto& strings = data["strings"];
  auto report = [&](const nlohmann::json& diagnostics) {
    for (const auto& d : diagnostics) {
      std::cerr << strings[d[1].get<std::size_t>()].get<std::string>() << '\n';
      invalid = invalid || strings[d[0].get<std::size_t>()] == "error";
    }
  };
  report(data["diagnostics"]);
  for (const auto& hand : data["hands"])
    for (const auto& step : hand["steps"]) report(step[6]);
  AtomicOutput out;
  if (!out.open(o.output)) return kExitUsage;
  out.stream() << page_html(data, o.file);
  if (!out.commit()) return kExitUsage;
  return invalid ? kExitInvalid : kExitOk;
}

}  // namespace paipu::cli
