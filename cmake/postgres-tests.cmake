# The PostgreSQL server that the database tests run against: a throwaway cluster that ctest starts on
# 127.0.0.1 before the first test that needs it and stops after the last (scripts/pg-test-server.sh).
#
# Include it once from tests/CMakeLists.txt:
#
#   include(${PROJECT_SOURCE_DIR}/cmake/postgres-tests.cmake)
#
# It defines:
#   ctest fixture tests   postgres.start (FIXTURES_SETUP postgres), postgres.stop (FIXTURES_CLEANUP postgres)
#   PAIPU_PG_URL_FILE     ${CMAKE_BINARY_DIR}/pgtest/url: postgres.start writes the connection URL there,
#                         postgresql://paipu@127.0.0.1:PORT/paipu (a superuser: the tests CREATE and DROP
#                         their own databases)
#   PAIPU_PG_TEST_PROPERTIES   test properties for gtest_discover_tests (below)
#   paipu_requires_postgres(test...)   the same properties on tests added with add_test
#
# A test reads the URL from the file named by the environment variable PAIPU_TEST_PG_URL_FILE. Tests found by
# gtest_discover_tests exist only when ctest runs, so they get the properties through its PROPERTIES:
#
#   gtest_discover_tests(paipu_db_tests DISCOVERY_MODE PRE_TEST
#                        PROPERTIES LABELS db ENVIRONMENT "PAIPU_PLUGIN_PATH=${PAIPU_PLUGIN_BUILD_DIR}"
#                                   ${PAIPU_PG_TEST_PROPERTIES})
#
# PROPERTIES is one flat list of name/value pairs, so a second ENVIRONMENT pair would replace the caller's
# (and a value holding "A=1;B=2" would be split apart). PAIPU_PG_TEST_PROPERTIES therefore sets the variable
# through ENVIRONMENT_MODIFICATION (CMake 3.22+), a property of its own that adds to ENVIRONMENT instead of
# replacing it:
#
#   FIXTURES_REQUIRED postgres ENVIRONMENT_MODIFICATION PAIPU_TEST_PG_URL_FILE=set:<build>/pgtest/url
#
# (A test that would rather compile the path in can use
#  target_compile_definitions(t PRIVATE PAIPU_PG_URL_FILE="${PAIPU_PG_URL_FILE}").)
#
# The fixture puts postgres.start before every test that requires it, and `ctest -R some_db_test` runs
# postgres.start and postgres.stop along. Without the server binaries, postgres.start is a test that FAILS
# and names the fix, and every test that requires the fixture is not run: database tests are never skipped
# silently. PAIPU_PG_BINDIR (cache) names another folder of initdb, pg_ctl, ...; by default the newest
# /usr/lib/postgresql/*/bin (Debian's postgresql-15: scripts/install-deps.sh installs it).

set(PAIPU_PG_DIR "${CMAKE_BINARY_DIR}/pgtest")
set(PAIPU_PG_URL_FILE "${PAIPU_PG_DIR}/url")
set(PAIPU_PG_TEST_PROPERTIES
    FIXTURES_REQUIRED postgres
    ENVIRONMENT_MODIFICATION "PAIPU_TEST_PG_URL_FILE=set:${PAIPU_PG_URL_FILE}")

set(PAIPU_PG_BINDIR "" CACHE PATH
    "Folder of the PostgreSQL server binaries for the database tests (empty: newest /usr/lib/postgresql/*/bin)")

# Looked up at every configure, not cached: a build dir configured before install-deps.sh finds the server
# once it is installed.
set(_paipu_pg_bindir "${PAIPU_PG_BINDIR}")
if(NOT _paipu_pg_bindir)
  file(GLOB _paipu_pg_candidates LIST_DIRECTORIES true "/usr/lib/postgresql/*/bin")
  if(_paipu_pg_candidates)
    # Newest major version last (NATURAL: 9.6 < 15 < 16).
    list(SORT _paipu_pg_candidates COMPARE NATURAL)
    list(GET _paipu_pg_candidates -1 _paipu_pg_bindir)
  endif()
endif()

set(_paipu_pg_script "${PROJECT_SOURCE_DIR}/scripts/pg-test-server.sh")
if(_paipu_pg_bindir AND EXISTS "${_paipu_pg_bindir}/initdb" AND EXISTS "${_paipu_pg_bindir}/pg_ctl")
  message(STATUS "PostgreSQL test server: ${_paipu_pg_bindir}")
  # The script finds the same binaries through PAIPU_PG_BINDIR.
  add_test(NAME postgres.start COMMAND bash "${_paipu_pg_script}" start "${PAIPU_PG_DIR}")
  add_test(NAME postgres.stop COMMAND bash "${_paipu_pg_script}" stop "${PAIPU_PG_DIR}")
  set_tests_properties(postgres.start postgres.stop PROPERTIES
                       ENVIRONMENT "PAIPU_PG_BINDIR=${_paipu_pg_bindir}" TIMEOUT 120 LABELS postgres)
  set_tests_properties(postgres.start PROPERTIES FIXTURES_SETUP postgres)
  set_tests_properties(postgres.stop PROPERTIES FIXTURES_CLEANUP postgres)
else()
  message(WARNING "PostgreSQL server binaries not found (${_paipu_pg_bindir}): the database tests will fail; "
                  "run scripts/install-deps.sh")
  add_test(NAME postgres.start
           COMMAND sh -c "echo 'PostgreSQL server binaries not found: run scripts/install-deps.sh' >&2; exit 1")
  set_tests_properties(postgres.start PROPERTIES FIXTURES_SETUP postgres LABELS postgres)
endif()

# For tests added with add_test (gtest_discover_tests: PAIPU_PG_TEST_PROPERTIES above).
# Call it in the directory that added the tests (set_tests_properties sees no other directory's tests).
function(paipu_requires_postgres)
  if(ARGN)
    # Spelled out rather than read from PAIPU_PG_TEST_PROPERTIES, which a directory outside this one's
    # subtree would not see.
    set_tests_properties(${ARGN} PROPERTIES FIXTURES_REQUIRED postgres ENVIRONMENT_MODIFICATION
                         "PAIPU_TEST_PG_URL_FILE=set:${CMAKE_BINARY_DIR}/pgtest/url")
  endif()
endfunction()
