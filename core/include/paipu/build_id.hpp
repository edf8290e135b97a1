// The build id ties host and plugins to one compiler, standard library, Boost and sanitizer
// setting: the C++ interface behind the descriptor is only valid between identical builds.
#pragma once

#include <cstddef>

#include <boost/version.hpp>

#define PAIPU_STR_IMPL(x) #x
#define PAIPU_STR(x) PAIPU_STR_IMPL(x)

#if defined(__SANITIZE_ADDRESS__)
#define PAIPU_BUILD_SANITIZER "+asan"
#else
#define PAIPU_BUILD_SANITIZER ""
#endif

#if defined(__clang__)
#define PAIPU_BUILD_COMPILER "clang-" __clang_version__
#elif defined(__GNUC__)
#define PAIPU_BUILD_COMPILER "gcc-" __VERSION__
#else
#define PAIPU_BUILD_COMPILER "unknown"
#endif

#if defined(_GLIBCXX_RELEASE)
#define PAIPU_BUILD_STDLIB "libstdc++-" PAIPU_STR(_GLIBCXX_RELEASE)
#else
#define PAIPU_BUILD_STDLIB "stdlib-unknown"
#endif

#define PAIPU_BUILD_ID                                                                  \
  PAIPU_BUILD_COMPILER "|" PAIPU_BUILD_STDLIB                                           \
                       "|c++" PAIPU_STR(__cplusplus) "|boost-" PAIPU_STR(BOOST_VERSION) \
                           PAIPU_BUILD_SANITIZER
