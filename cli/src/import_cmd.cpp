// `paipu import`: every file read and replayed, then stored in its own transaction, so a run that
// is killed leaves whole files behind and the next run finishes the rest.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "db_cli.hpp"
#include "paipu/db/importer.hpp"

namespace paipu::cli {

namespace {

namespace fs = std::filesystem;

// Files named, and the *.paipu files under directories named, in a stable order.
std::vector<std::string> expand_inputs(const std::vector<std::string>& inputs, bool& missing) {
  std::vector<std::string> files;
  for (const auto& in : inputs) {
    std::error_code ec;
    if (fs::is_directory(in, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(in, ec); !ec && it != fs::end(it);
           it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == ".paipu")
          found.push_back(it->path().lexically_normal().string());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::is_regular_file(in, ec)) {
      files.push_back(fs::path(in).lexically_normal().string());
    } else {
      std::cerr << "paipu: " << in << ": no such file or directory\n";
      missing = true;
    }
  }
  return files;
}

// The path a file is stored under: absolute, so the same file imported from another directory
// is the same file.
std::string stored_path(const std::string& file) {
  std::error_code ec;
  const fs::path p = fs::weakly_canonical(fs::absolute(file), ec);
  return ec ? file : p.string();
}

bool read_all(const std::string& path, std::string& out) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) return false;
  out.resize(static_cast<std::size_t>(in.tellg()));
  in.seekg(0);
  return static_cast<bool>(in.read(out.data(), static_cast<std::streamsize>(out.size())));
}

}  // namespace

int import_files(const PluginHost& host, const ImportOptions& o) {
  bool failed = false;
  const auto files = expand_inputs(o.inputs, failed);
  db::Database database(o.db);
  db::Importer importer(database);
  const bool progress = !o.quiet && isatty(STDERR_FILENO);
  long done = 0, unchanged = 0, broken = 0, hands = 0, added = 0, duplicates = 0, removed = 0,
       invalid = 0, analysed = 0, not_analysed = 0, decisions = 0, reviewing = 0;
  // --analyze: each hand that has no review standing at this budget is reviewed.
  db::ImportAnalysis analysis;
  analysis.options.budget.nodes = o.budget;
  analysis.wanted = [&](const std::string& hash) { return importer.wants_review(hash, o.budget); };
  analysis.reviewed = [&] {
    ++reviewing;
    if (progress)
      std::cerr << "\rimporting: " << done << "/" << files.size() << " files, " << reviewing
                << " hands analysed" << std::flush;
  };
  for (const auto& file : files) {
    std::string content;
    if (!read_all(file, content)) {
      std::cerr << "paipu: " << file << ": cannot read\n";
      failed = true;
      ++broken;
      continue;
    }
    // A file that cannot be stored is reported and skipped; the others still go in.
    try {
      const std::string path = stored_path(file);
      // Unchanged since the last import (and reviewed, with --analyze): not even replayed.
      const std::string hash = db::content_hash(content);
      if (importer.stored(path, hash) && (!o.analyze || importer.reviewed(path, hash, o.budget))) {
        ++unchanged;
        ++done;
        continue;
      }
      const auto parsed = db::parse_file(host, path, content, o.analyze ? &analysis : nullptr);
      const auto r = importer.store(parsed);
      unchanged += r.unchanged;
      hands += r.hands;
      added += r.added;
      duplicates += r.duplicates;
      removed += r.removed;
      invalid += r.invalid;
      analysed += r.analysed;
      not_analysed += r.not_analysed;
      decisions += r.decisions;
    } catch (const db::DbError& e) {
      std::cerr << (progress ? "\n" : "") << "paipu: " << e.what() << '\n';
      failed = true;
      ++broken;
    }
    ++done;
    if (progress)
      std::cerr << "\rimporting: " << done << "/" << files.size() << " files, " << hands << " hands"
                << std::flush;
  }
  if (progress) std::cerr << '\n';
  std::cerr << "imported " << files.size() - static_cast<std::size_t>(broken) << " file(s) ("
            << unchanged << " unchanged, " << broken << " failed) into " << database.shown_url()
            << ": " << hands << " hand(s) read, " << added << " new, " << duplicates
            << " already stored, " << removed << " removed; " << invalid
            << " stored as not settled (see `paipu hands --invalid`)\n";
  if (o.analyze)
    std::cerr << "analysed " << analysed << " hand(s), " << decisions << " decision(s) stored; "
              << not_analysed
              << " could not be analysed (see `paipu hands --where 'not analysed'`)\n";
  return failed ? kExitUsage : kExitOk;
}

}  // namespace paipu::cli
