// A sound shared library that is no paipu plugin: the host must refuse it by its missing
// descriptor, after the ELF checks and the loader have accepted it.
extern "C" int paipu_test_not_a_plugin() {
  return 42;
}
