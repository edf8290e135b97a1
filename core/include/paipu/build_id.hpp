/// @file
/// The build id ties host and plugins to one compiler, standard library, Boost and sanitizer
/// setting: the C++ interface behind the descriptor is only valid between identical builds.
#pragma once

#include <cstddef>

#include <boost/version.hpp>

/// Turns a macro's value into a string literal (with PAIPU_STR).
#define PAIPU_STR_IMPL(x) #x
/// The value of macro `x` as a string literal.
#define PAIPU_STR(x) PAIPU_STR_IMPL(x)

// GCC says it builds with AddressSanitizer by __SANITIZE_ADDRESS__, clang (before 16) only through
// __has_feature: without the second test a clang sanitizer build was not marked.
#if defined(__SANITIZE_ADDRESS__)
#define PAIPU_BUILD_SANITIZER "+asan"
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PAIPU_BUILD_SANITIZER "+asan"
#endif
#endif
#if !defined(PAIPU_BUILD_SANITIZER)
/// "+asan" in a sanitizer build, else empty: a sanitizer build's plugins are refused by a plain
/// host and the other way round.
#define PAIPU_BUILD_SANITIZER ""
#endif

#if defined(__clang__)
#define PAIPU_BUILD_COMPILER "clang-" __clang_version__
#elif defined(__GNUC__)
#define PAIPU_BUILD_COMPILER "gcc-" __VERSION__
#else
/// The compiler and its version, as the compiler names itself.
#define PAIPU_BUILD_COMPILER "unknown"
#endif

#if defined(_GLIBCXX_RELEASE)
#define PAIPU_BUILD_STDLIB "libstdc++-" PAIPU_STR(_GLIBCXX_RELEASE)
#else
/// The C++ standard library and its release.
#define PAIPU_BUILD_STDLIB "stdlib-unknown"
#endif

/// What the host compares with a plugin's descriptor: compiler, standard library, `__cplusplus`,
/// Boost version and sanitizers, joined by `|`.
#define PAIPU_BUILD_ID                                                                  \
  PAIPU_BUILD_COMPILER "|" PAIPU_BUILD_STDLIB                                           \
                       "|c++" PAIPU_STR(__cplusplus) "|boost-" PAIPU_STR(BOOST_VERSION) \
                           PAIPU_BUILD_SANITIZER
