// Under Xvfb the OpenGL driver (Mesa's llvmpipe) leaks 56-byte blocks from its JIT-compiled code
// whenever anything is drawn. Their stacks end in code that belongs to no library, so no
// LeakSanitizer suppression can name them: leak checking is off for this binary only. The viewer's
// code that runs without OpenGL is leak-checked in viewer_model_test and viewer_input_test. The
// sanitizer runtime looks for this reserved name. NOLINTNEXTLINE(bugprone-reserved-identifier)
extern "C" const char* __asan_default_options() {
  return "detect_leaks=0";
}
