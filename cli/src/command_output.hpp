// Where a command writes: standard output, or the file given with -o. And how a command opens the
// files it reads, with one message and one exit code for each way that can fail.
#pragma once

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "commands.hpp"

namespace paipu::cli {

// "WIDTHxHEIGHT" for a picture (`render`, `graph`): 320x200 up to 8192x8192.
inline bool parse_image_size(const std::string& s, unsigned& w, unsigned& h) {
  auto x = s.find('x');
  if (x == std::string::npos) return false;
  try {
    w = static_cast<unsigned>(std::stoul(s.substr(0, x)));
    h = static_cast<unsigned>(std::stoul(s.substr(x + 1)));
  } catch (...) {
    return false;
  }
  return w >= 320 && h >= 200 && w <= 8192 && h <= 8192;
}

class Output {
 public:
  // Opens `path` for writing, or standard output when it is empty; says why on failure.
  bool open(const std::string& path) {
    if (path.empty()) return true;
    file_.open(path, std::ios::binary);
    if (!file_) std::cerr << "paipu: cannot write '" << path << "'\n";
    to_file_ = true;
    return static_cast<bool>(file_);
  }
  std::ostream& stream() { return to_file_ ? static_cast<std::ostream&>(file_) : std::cout; }

 private:
  std::ofstream file_;
  bool to_file_ = false;
};

// An output file written whole or not at all: the text goes to a temporary file in the same
// directory, renamed over `path` by commit(). Until then, and if anything fails, whatever was at
// `path` stays as it was, and the temporary file is removed.
class AtomicOutput {
 public:
  AtomicOutput() = default;
  AtomicOutput(const AtomicOutput&) = delete;
  AtomicOutput& operator=(const AtomicOutput&) = delete;
  ~AtomicOutput() { discard(); }

  // Standard output when `path` is empty. Says why on failure.
  bool open(const std::string& path) {
    if (path.empty()) return true;
    path_ = path;
    const std::filesystem::path p(path);
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      std::cerr << "paipu: " << path << ": is a directory\n";
      return false;
    }
    const std::filesystem::path dir = p.has_parent_path() ? p.parent_path() : ".";
    std::string tmpl = (dir / ("." + p.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0) {
      std::cerr << "paipu: " << path << ": cannot write: " << std::strerror(errno) << '\n';
      return false;
    }
    // mkstemp makes the file 0600; an output file gets the usual permissions.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    ::close(fd);
    temp_ = tmpl;
    file_.open(temp_, std::ios::binary | std::ios::trunc);
    if (!file_) {
      std::cerr << "paipu: " << path << ": cannot write: " << std::strerror(errno) << '\n';
      discard();
      return false;
    }
    return true;
  }
  std::ostream& stream() { return temp_.empty() ? static_cast<std::ostream&>(std::cout) : file_; }

  // Puts the file in place. False, having said why, when anything written failed.
  bool commit() {
    if (temp_.empty()) {
      std::cout.flush();
      if (!std::cout) std::cerr << "paipu: cannot write to standard output\n";
      return static_cast<bool>(std::cout);
    }
    file_.flush();
    const bool written = static_cast<bool>(file_);
    file_.close();
    if (!written || file_.fail()) {
      std::cerr << "paipu: " << path_ << ": cannot write (" << std::strerror(errno)
                << "); left unchanged\n";
      discard();
      return false;
    }
    if (std::rename(temp_.c_str(), path_.c_str()) != 0) {
      std::cerr << "paipu: " << path_ << ": cannot write: " << std::strerror(errno)
                << "; left unchanged\n";
      discard();
      return false;
    }
    temp_.clear();
    return true;
  }
  // Drops what was written; `path` is left as it was.
  void discard() {
    if (temp_.empty()) return;
    if (file_.is_open()) file_.close();
    std::remove(temp_.c_str());
    temp_.clear();
  }

 private:
  std::string path_;
  std::string temp_;
  std::ofstream file_;
};

// Checks a file named on the command line before it is read. Prints the one message for what is
// wrong and returns its exit code (docs/cli.md, "Errors and exit codes"), or kExitOk:
//   missing, a directory, unreadable: "paipu: FILE: ..." and kExitUsage (2);
//   empty (0 bytes): "paipu: FILE: empty file, no records" and kExitInvalid (1).
// "-" (standard input) and special files (pipes, devices) are not checked.
inline int check_input(const std::string& path) {
  if (path == "-") return kExitOk;
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    const int e = errno;
    if (e == ENOENT || e == ENOTDIR)
      std::cerr << "paipu: " << path << ": no such file\n";
    else
      std::cerr << "paipu: " << path << ": cannot read: " << std::strerror(e) << '\n';
    return kExitUsage;
  }
  if (S_ISDIR(st.st_mode)) {
    std::cerr << "paipu: " << path << ": is a directory\n";
    return kExitUsage;
  }
  if (std::FILE* f = std::fopen(path.c_str(), "rb")) {
    std::fclose(f);
  } else {
    std::cerr << "paipu: " << path << ": cannot read: " << std::strerror(errno) << '\n';
    return kExitUsage;
  }
  if (S_ISREG(st.st_mode) && st.st_size == 0) {
    std::cerr << "paipu: " << path << ": empty file, no records\n";
    return kExitInvalid;
  }
  return kExitOk;
}

}  // namespace paipu::cli
