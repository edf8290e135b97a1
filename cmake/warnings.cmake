# Warnings on and clean; sanitizers as an option. Applied per target with paipu_target_defaults().
function(paipu_target_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
                                           -Wnon-virtual-dtor -Woverloaded-virtual)
  # GCC 12 reports -Wrestrict on ordinary std::string concatenation at -O2 (GCC bug 105329).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(PAIPU_SANITIZE)
    # ASan and UBSan; a fuzz build's long run may choose UBSan alone (tests/fuzz/fuzz.cmake).
    set(sanitizers address,undefined)
    if(PAIPU_FUZZ)
      set(sanitizers ${PAIPU_FUZZ_SANITIZERS})
    endif()
    # -O1, as AddressSanitizer's own docs advise: at -O0 the sanitized tests (the solver's searches,
    # the database's imports) took over 800 s, most of CI's time. Without ASan the build type's own.
    set(opt)
    if(sanitizers MATCHES "address")
      set(opt -O1)
    endif()
    target_compile_options(${target} PRIVATE ${opt} -fsanitize=${sanitizers} -fno-omit-frame-pointer
                                             -fno-sanitize-recover=undefined)
    target_link_options(${target} PRIVATE -fsanitize=${sanitizers})
    # At -O1 GCC 12 reports -Wmaybe-uninitialized inside libstdc++'s own std::regex code (a false
    # positive of GCC 12's; the Release build, at -O3, keeps the warning).
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
      target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized)
    endif()
  endif()
endfunction()

# Plugins are built by paipu_add_variant(), the function the installed SDK gives plugin authors too.
include(${CMAKE_CURRENT_LIST_DIR}/paipu-variant.cmake)
