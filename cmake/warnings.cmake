# Warnings on and clean; sanitizers as an option. Applied per target with paipu_target_defaults().
function(paipu_target_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
                                           -Wnon-virtual-dtor -Woverloaded-virtual)
  # GCC 12 reports -Wrestrict on ordinary std::string concatenation at -O2 (GCC bug 105329).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(PAIPU_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer
                                             -fno-sanitize-recover=undefined)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
  endif()
endfunction()

# Plugins: hidden visibility so only the descriptor and factory are exported.
function(paipu_add_plugin id)
  cmake_parse_arguments(P "" "" "SOURCES;LIBS" ${ARGN})
  set(target paipu_${id})
  add_library(${target} MODULE ${P_SOURCES})
  paipu_target_defaults(${target})
  target_link_libraries(${target} PRIVATE ${P_LIBS})
  set_target_properties(${target} PROPERTIES
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    PREFIX "lib"
    LIBRARY_OUTPUT_DIRECTORY "${PAIPU_PLUGIN_BUILD_DIR}")
  install(TARGETS ${target} LIBRARY DESTINATION "${PAIPU_PLUGIN_INSTALL_DIR}" COMPONENT runtime)
endfunction()
