// The module's only exports: the descriptor and the factory. The rules live in sandaha_rules.
#include "paipu/plugin_abi.hpp"
#include "paipu/variant.hpp"
#include "sandaha.hpp"

PAIPU_PLUGIN("sandaha", "0.1.0", paipu::sandaha::make_variant)
