// The Document the viewer reads: a record file indexed lazily, hands replayed on demand.
#pragma once

#include <memory>
#include <string>

#include "paipu/document.hpp"
#include "paipu/host.hpp"

namespace paipu::cli {

std::unique_ptr<Document> open_document(const PluginHost& host, const std::string& path,
                                        std::string& error);

// Several files as one document: their hands in order, each file indexed lazily.
std::unique_ptr<Document> open_documents(const PluginHost& host,
                                         const std::vector<std::string>& paths, std::string& error);

}  // namespace paipu::cli
