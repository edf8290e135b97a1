install(TARGETS paipu RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT runtime)
foreach(headers core/include kits/trick/include kits/mahjong/include parsers/notation/include)
  install(DIRECTORY ${headers}/paipu DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}" COMPONENT dev)
endforeach()

# The SDK for plugins built elsewhere: find_package(paipu) gives paipu::sdk (the headers above, the
# kit archive, Boost, C++20) and paipu_add_variant() (cmake/paipu-variant.cmake, the same file the
# plugins here are built with). docs/plugins.md, "Writing a plugin outside this repository".
include(CMakePackageConfigHelpers)
set(PAIPU_CMAKE_INSTALL_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/paipu")

# With link-time optimisation GCC writes only its intermediate code into objects, which only GCC's
# linker plugin can link. Fat objects carry machine code too, so the installed kit links into a
# plugin whatever its LTO and linker settings.
if(CMAKE_INTERPROCEDURAL_OPTIMIZATION_RELEASE AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  foreach(kit paipu_kits paipu_interface)
    target_compile_options(${kit} PRIVATE $<$<CONFIG:Release>:-ffat-lto-objects>)
  endforeach()
endif()

install(TARGETS paipu_kits paipu_sdk EXPORT paipuTargets
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT dev)
install(EXPORT paipuTargets NAMESPACE paipu:: DESTINATION "${PAIPU_CMAKE_INSTALL_DIR}" COMPONENT dev)
configure_package_config_file(cmake/paipuConfig.cmake.in "${PROJECT_BINARY_DIR}/paipuConfig.cmake"
                              INSTALL_DESTINATION "${PAIPU_CMAKE_INSTALL_DIR}")
# 0.x: a minor release may change the plugin interface, so 0.1 accepts only 0.1.*.
write_basic_package_version_file("${PROJECT_BINARY_DIR}/paipuConfigVersion.cmake"
                                 COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_BINARY_DIR}/paipuConfig.cmake" "${PROJECT_BINARY_DIR}/paipuConfigVersion.cmake"
              cmake/paipu-variant.cmake
        DESTINATION "${PAIPU_CMAKE_INSTALL_DIR}" COMPONENT dev)

# The pages an author outside this repository reads (the plugin guide, the notation, the
# diagnostics, each variant's page) in share/doc/paipu, so that the install is enough to write a
# plugin. Their links between pages keep working there; the viewer's pictures are left out.
file(GLOB paipu_doc_pages "${PROJECT_SOURCE_DIR}/docs/*.md")
install(FILES ${paipu_doc_pages} DESTINATION "${CMAKE_INSTALL_DOCDIR}" COMPONENT dev)
install(DIRECTORY docs/variants DESTINATION "${CMAKE_INSTALL_DOCDIR}" COMPONENT dev
        FILES_MATCHING PATTERN "*.md")
