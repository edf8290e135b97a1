// The module's only exports: the descriptor and the factory. The rules live in tianjiu_rules.
#include "paipu/plugin_abi.hpp"
#include "paipu/variant.hpp"
#include "tianjiu.hpp"

PAIPU_PLUGIN("tianjiu", "1.0.0", paipu::tianjiu::make_variant)
