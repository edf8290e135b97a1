#include "paipu/display/text.hpp"

#include <fontconfig/fontconfig.h>

#include <array>
#include <cstdlib>
#include <filesystem>

namespace paipu::display {

namespace {

// Characters the pieces need; a font lacking any of them would draw boxes on the table.
constexpr std::array<FcChar32, 10> kNeeded{
    0x5E25,  // 帥
    0x5C07,  // 將
    0x767C,  // 發
    0x842C,  // 萬
    0x6771,  // 東
    0x4E2D,  // 中
    0x7832,  // 砲
    0x50CC,  // 傌
    0x5929,  // 天
    0x738B,  // 王
};

}  // namespace

std::string find_cjk_font(std::string& why) {
  if (const char* env = std::getenv("PAIPU_FONT"); env != nullptr && *env != '\0') {
    std::error_code ec;
    if (std::filesystem::is_regular_file(env, ec)) {
      return env;
    }
    why = std::string("PAIPU_FONT names ") + env + ", which is not a readable file";
    return {};
  }
  if (FcInit() == FcFalse) {
    why = "fontconfig could not be initialised";
    return {};
  }
  FcCharSet* need = FcCharSetCreate();
  for (FcChar32 c : kNeeded) {
    FcCharSetAddChar(need, c);
  }
  FcPattern* pat = FcPatternCreate();
  FcPatternAddString(pat, FC_FAMILY, reinterpret_cast<const FcChar8*>("Noto Sans CJK SC"));
  FcPatternAddString(pat, FC_LANG, reinterpret_cast<const FcChar8*>("zh-tw"));
  FcPatternAddCharSet(pat, FC_CHARSET, need);
  FcPatternAddInteger(pat, FC_WEIGHT, FC_WEIGHT_REGULAR);
  FcConfigSubstitute(nullptr, pat, FcMatchPattern);
  FcDefaultSubstitute(pat);
  FcResult result = FcResultNoMatch;
  FcFontSet* set = FcFontSort(nullptr, pat, FcFalse, nullptr, &result);
  std::string found;
  if (set != nullptr) {
    for (int i = 0; i < set->nfont && found.empty(); ++i) {
      FcPattern* f = set->fonts[i];
      FcChar8* file = nullptr;
      int index = 0;
      FcCharSet* cs = nullptr;
      if (FcPatternGetString(f, FC_FILE, 0, &file) != FcResultMatch) {
        continue;
      }
      if (FcPatternGetInteger(f, FC_INDEX, 0, &index) == FcResultMatch && index != 0) {
        continue;
      }
      if (FcPatternGetCharSet(f, FC_CHARSET, 0, &cs) != FcResultMatch) {
        continue;
      }
      if (FcCharSetIsSubset(need, cs) == FcFalse) {
        continue;
      }
      found = reinterpret_cast<const char*>(file);
    }
    FcFontSetDestroy(set);
  }
  FcPatternDestroy(pat);
  FcCharSetDestroy(need);
  if (found.empty()) {
    why =
        "no font with Chinese characters was found (install fonts-noto-cjk, or set PAIPU_FONT to "
        "a .ttf/.otf/.ttc file whose first face has them)";
  }
  return found;
}

}  // namespace paipu::display
