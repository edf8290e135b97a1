# paipu_add_variant(<id> SOURCES <file>... [LIBS <lib>...])
#
# Builds the plugin module libpaipu_<id>.so for a game variant and installs it into the directory
# the host searches (lib/paipu/plugins under the install prefix). The one definition used both by
# the plugins of this repository and, installed beside paipuConfig.cmake, by plugins written
# elsewhere, so that a plugin built either way is flagged alike.
#
# Why each setting:
#   - MODULE, named libpaipu_<id>.so: the host loads only files called libpaipu_*.so, with dlopen.
#   - hidden visibility and --exclude-libs,ALL: the module exports only the descriptor and the
#     factory (PAIPU_PLUGIN); the kit and the rules linked into it stay private, so two plugins built
#     against different kit versions cannot interpose each other's symbols.
#   - --no-undefined: a symbol nothing defines fails here, at link time, instead of making the host
#     refuse the plugin at load time. Not under the sanitizers, whose runtime the host provides.
#   - C++20, exactly: the build id (paipu/build_id.hpp) contains __cplusplus, and the host refuses a
#     plugin whose build id differs from its own. A C++23 plugin would build and then be refused.
include_guard(GLOBAL)
include(GNUInstallDirs)

# Where the host of an install looks for plugins, relative to its prefix; paipuConfig.cmake sets
# the value the installed host was built with.
if(NOT DEFINED PAIPU_PLUGIN_INSTALL_DIR)
  set(PAIPU_PLUGIN_INSTALL_DIR "${CMAKE_INSTALL_LIBDIR}/paipu/plugins")
endif()

function(paipu_add_variant id)
  cmake_parse_arguments(PARSE_ARGV 1 V "" "" "SOURCES;LIBS")
  if(NOT id MATCHES "^[a-z][a-z0-9_]*$")
    message(FATAL_ERROR "paipu_add_variant: '${id}' is no variant id: write [a-z][a-z0-9_]*")
  endif()
  if(V_UNPARSED_ARGUMENTS OR NOT V_SOURCES)
    message(FATAL_ERROR "paipu_add_variant(${id}): usage: paipu_add_variant(<id> SOURCES ... [LIBS ...])")
  endif()
  # The same compiler as the host's, or the host refuses the plugin (the build id names it).
  if(DEFINED PAIPU_CXX_COMPILER_ID AND NOT (CMAKE_CXX_COMPILER_ID STREQUAL PAIPU_CXX_COMPILER_ID AND
                                            CMAKE_CXX_COMPILER_VERSION VERSION_EQUAL PAIPU_CXX_COMPILER_VERSION))
    message(FATAL_ERROR "paipu_add_variant(${id}): paipu was built with ${PAIPU_CXX_COMPILER_ID} "
                        "${PAIPU_CXX_COMPILER_VERSION}, this project uses ${CMAKE_CXX_COMPILER_ID} "
                        "${CMAKE_CXX_COMPILER_VERSION}; the host would refuse the plugin. Configure with "
                        "-DCMAKE_CXX_COMPILER=<the compiler paipu was built with>.")
  endif()
  foreach(lib IN LISTS V_LIBS)
    if(TARGET ${lib})
      get_target_property(std ${lib} CXX_STANDARD)
      if(std AND NOT std EQUAL 20)
        message(FATAL_ERROR "paipu_add_variant(${id}): ${lib} is built as C++${std}; plugins are C++20 "
                            "exactly (the host checks __cplusplus), so set its CXX_STANDARD to 20")
      endif()
    endif()
  endforeach()

  set(target paipu_${id})
  add_library(${target} MODULE ${V_SOURCES})
  target_link_libraries(${target} PRIVATE ${V_LIBS} paipu::sdk)
  target_link_options(${target} PRIVATE "LINKER:--exclude-libs,ALL")
  if(NOT PAIPU_SANITIZE)
    target_link_options(${target} PRIVATE "LINKER:--no-undefined")
  endif()
  # In this repository every plugin lands in one directory of the build tree; elsewhere in the top
  # of the project's build tree, which PAIPU_PLUGIN_PATH then names.
  if(DEFINED PAIPU_PLUGIN_BUILD_DIR)
    set(out_dir "${PAIPU_PLUGIN_BUILD_DIR}")
  else()
    set(out_dir "${PROJECT_BINARY_DIR}")
  endif()
  set_target_properties(${target} PROPERTIES
    PREFIX "lib"
    OUTPUT_NAME "paipu_${id}"
    SUFFIX ".so"
    CXX_STANDARD 20
    CXX_STANDARD_REQUIRED ON
    CXX_EXTENSIONS OFF
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    POSITION_INDEPENDENT_CODE ON
    LIBRARY_OUTPUT_DIRECTORY "${out_dir}")
  # This repository's warnings and sanitizers (cmake/warnings.cmake); not part of the installed SDK.
  if(COMMAND paipu_target_defaults)
    paipu_target_defaults(${target})
  endif()
  install(TARGETS ${target} LIBRARY DESTINATION "${PAIPU_PLUGIN_INSTALL_DIR}" COMPONENT runtime)
endfunction()
