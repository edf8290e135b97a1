# paipu_db: the hand-history database (`paipu import`, `stats`, `hands`, `graph`, `export`).
# SOCI gives one code path to both SQLite and PostgreSQL; Debian ships it without a CMake package,
# so its libraries are found by name. Backends are linked, not loaded by name at run time.
find_package(SQLite3 REQUIRED)
find_package(PostgreSQL REQUIRED)
find_path(SOCI_INCLUDE_DIR soci/soci.h REQUIRED)
foreach(part core sqlite3 postgresql)
  find_library(SOCI_${part}_LIBRARY soci_${part} REQUIRED)
endforeach()
# xxHash: the content hash that makes re-importing a hand a no-op (XXH3, 128 bits).
find_path(XXHASH_INCLUDE_DIR xxhash.h REQUIRED)
find_library(XXHASH_LIBRARY xxhash REQUIRED)
add_library(paipu_soci INTERFACE)
target_include_directories(paipu_soci SYSTEM INTERFACE ${SOCI_INCLUDE_DIR})
target_link_libraries(paipu_soci INTERFACE ${SOCI_core_LIBRARY} ${SOCI_sqlite3_LIBRARY}
                                           ${SOCI_postgresql_LIBRARY} SQLite::SQLite3
                                           PostgreSQL::PostgreSQL)

# UBSan's vptr check needs the typeinfo of every polymorphic class it meets, and Debian's SOCI does
# not export its statement classes' typeinfo: code that includes SOCI would not link.
if(PAIPU_SANITIZE)
  target_compile_options(paipu_soci INTERFACE -fno-sanitize=vptr)
endif()

add_library(paipu_db STATIC
  src/db/database.cpp
  src/db/schema.cpp
  src/db/parse_file.cpp
  src/db/import_store.cpp
  src/db/query.cpp
  src/db/where.cpp
  src/db/stats.cpp
  src/db/hands_query.cpp
  src/text_table.cpp)
target_include_directories(paipu_db PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/src)
target_link_libraries(paipu_db PUBLIC paipu_app paipu_soci PRIVATE ${XXHASH_LIBRARY})
target_include_directories(paipu_db SYSTEM PRIVATE ${XXHASH_INCLUDE_DIR})
paipu_target_defaults(paipu_db)
