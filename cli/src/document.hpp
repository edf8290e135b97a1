// The Document the viewer reads: a record file indexed lazily, hands replayed on demand.
#pragma once

#include <memory>
#include <string>

#include "paipu/document.hpp"
#include "paipu/host.hpp"

namespace paipu::cli {

std::unique_ptr<Document> open_document(const PluginHost& host, const std::string& path,
                                        std::string& error);

}  // namespace paipu::cli
