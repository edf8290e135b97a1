#include "corpus.hpp"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "shell.hpp"

namespace paipu::corpus {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string command(const std::string& args) {
  return std::string("cd '") + PAIPU_SOURCE_DIR + "' && PAIPU_PLUGIN_PATH='" + PAIPU_PLUGIN_DIR +
         "' '" + PAIPU_EXE + "' " + args;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// How text mode writes a diagnostic (docs/diagnostics.md §1).
std::string as_text(const json& d) {
  const int line = d.value("line", 0);
  std::string at = d.value("file", "");
  if (line > 0) at += ":" + std::to_string(line) + ":" + std::to_string(d.value("col", 0));
  return at + ": " + d.value("severity", "") + "[" + d.value("code", "") +
         "]: " + d.value("message", "");
}

std::string as_text_summary(const json& s) {
  const auto n = [&](const char* key) { return std::to_string(s.value(key, -1)); };
  return "checked " + n("records") + " record(s), " + n("hands") + " hand(s): " + n("valid_hands") +
         " valid, " + n("invalid_hands") + " invalid, " + n("unchecked_hands") + " unchecked; " +
         n("errors") + " error(s), " + n("warnings") + " warning(s)";
}

// Text mode must say what --json said: the same exit code, diagnostics and summary.
std::string disagreements(const Validation& v, const std::string& files, const fs::path& err) {
  const paipu::test::Output text =
      paipu::test::shell(command("validate" + files + " 2>'" + err.string() + "'"));
  const std::vector<std::string> summary = split_lines(slurp(err));
  fs::remove(err);
  std::string out;
  if (text.code != v.code)
    out += "text mode exits " + std::to_string(text.code) + ", --json " + std::to_string(v.code);
  const std::vector<std::string> lines = split_lines(text.out);
  for (std::size_t i = 0; i < std::max(lines.size(), v.diagnostics.size()); ++i) {
    const std::string want = i < v.diagnostics.size() ? as_text(v.diagnostics[i]) : "(none)";
    const std::string got = i < lines.size() ? lines[i] : "(none)";
    if (got != want)
      out += "\ntext line " + std::to_string(i + 1) + ": " + got + "\n  json: " + want;
  }
  if (summary.empty() || summary.back() != as_text_summary(v.summary))
    out += "\ntext summary: " + (summary.empty() ? "(none)" : summary.back());
  return out;
}

}  // namespace

std::string paipu(const std::string& args) {
  return paipu::test::shell(command(args + " 2>/dev/null")).out;
}

Validation validate(const std::vector<fs::path>& files, bool only_json) {
  std::string names;
  for (const fs::path& f : files) names += " '" + f.string() + "'";
  const paipu::test::Output r =
      paipu::test::shell(command("validate --json" + names + " 2>/dev/null"));
  Validation v;
  v.code = r.code;
  v.output_bytes = r.out.size();
  for (const std::string& line : split_lines(r.out)) {
    json j = json::parse(line, nullptr, false);
    if (j.is_object() && j.contains("summary"))
      v.summary = j["summary"];
    else
      v.diagnostics.push_back(std::move(j));
  }
  if (!v.summary.is_object()) v.disagreements = "--json printed no summary";
  if (!only_json) v.disagreements += disagreements(v, names, files.front().string() + ".stderr");
  return v;
}

std::string listing(const Validation& v) {
  std::string out = "exit " + std::to_string(v.code) + ", summary " + v.summary.dump() + "\n";
  for (const json& d : v.diagnostics) out += "  " + as_text(d).substr(0, 300) + "\n";
  return out;
}

std::vector<std::pair<std::string, int>> pieces(const std::string& variant) {
  // "  66\t天\t×2\t..." in the pieces: section.
  static const std::regex row(R"(^\s+\S+\t(\S+)\t×(\d+))");
  std::vector<std::pair<std::string, int>> set;
  for (const std::string& line : split_lines(paipu("plugins --pieces " + variant))) {
    std::smatch m;
    if (std::regex_search(line, m, row)) set.emplace_back(m[1], std::stoi(m[2]));
  }
  return set;
}

std::vector<std::string> split_pieces(std::string_view token,
                                      const std::vector<std::pair<std::string, int>>& set) {
  std::vector<std::string> out;
  while (!token.empty()) {
    const std::string* longest = nullptr;
    for (const auto& [name, count] : set)
      if (token.starts_with(name) && (!longest || name.size() > longest->size())) longest = &name;
    if (!longest) return {};
    out.push_back(*longest);
    token.remove_prefix(longest->size());
  }
  return out;
}

std::string Record::text() const {
  std::string s;
  for (const std::string& line : lines) s += line + "\n";
  return s;
}

Record read_record(const std::string& text, int hand) {
  Record r;
  r.lines = split_lines(text);
  r.hand = hand;
  bool events = false;
  for (int i = 0; i < static_cast<int>(r.lines.size()); ++i) {
    const std::vector<std::string> w = words(r.lines[i]);
    if (!w.empty() && w[0] == "hand") {
      events = false;
      if (++r.hands == hand) r.hand_line = i;
      continue;
    }
    if (r.hands != hand || w.empty() || w[0].starts_with(";") || w[0].starts_with("{")) continue;
    if (w[0].starts_with("[")) {
      if (!events) r.tags.push_back(i);
    } else if (w[0] == "result") {
      r.result = i;
    } else if (w.size() >= 2) {
      events = true;
      if (w[1] == "deal") r.deals.push_back(i);
      if (w[1] == "play" || w[1] == "pad") r.moves.push_back(i);
    }
  }
  return r;
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> w;
  std::istringstream in(line);
  for (std::string s; in >> s;) w.push_back(s);
  return w;
}

std::string joined(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

const Corpus& corpus(const std::string& variant) {
  static std::map<std::string, Corpus> made;
  auto [it, fresh] = made.try_emplace(variant);
  if (!fresh) return it->second;
  Corpus& c = it->second;
  c.generated =
      read_record(paipu("generate " + variant + " --hands " + std::to_string(kHands) + " --seed 5"),
                  kPlantedHand);
  for (const auto& e : fs::directory_iterator(fs::path(PAIPU_SOURCE_DIR) / "samples" / variant))
    if (e.path().extension() == ".paipu") c.samples.push_back(e.path());
  std::sort(c.samples.begin(), c.samples.end());
  if (!c.samples.empty()) c.sample = read_record(slurp(c.samples.front()), 2);
  c.set = pieces(variant);
  return c;
}

void CorpusTest::SetUp() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string name = std::string(info->test_suite_name()) + "-" + info->name();
  std::replace(name.begin(), name.end(), '/', '-');
  dir_ = fs::temp_directory_path() / ("paipu-corpus-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(dir_);
  fs::create_directories(dir_);
}

void CorpusTest::TearDown() {
  fs::remove_all(dir_);
}

fs::path CorpusTest::file(const std::string& name, const std::string& text) const {
  std::ofstream(dir_ / name, std::ios::binary) << text;
  return dir_ / name;
}

}  // namespace paipu::corpus
