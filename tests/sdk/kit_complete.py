#!/usr/bin/env python3
"""Every function a plugin can call is in the installed kit library.

Usage: kit_complete.py CLANG++ INCLUDE_DIR LIBPAIPU_KITS.a NM

Lists, with clang's JSON AST of the headers a plugin includes (plugin_abi.hpp, variant.hpp, trick.hpp,
mahjong.hpp and what they include), every function declared there that is neither inline, nor a template, nor
defined in the header, and checks that the archive defines its mangled name. A declaration without a
definition links in no test until some plugin calls it; this finds it first. Exit 0 when complete.
"""
import json
import subprocess
import sys

FUNCTIONS = {"FunctionDecl", "CXXMethodDecl", "CXXConstructorDecl", "CXXDestructorDecl",
             "CXXConversionDecl"}
TEMPLATES = {"ClassTemplateDecl", "FunctionTemplateDecl", "ClassTemplatePartialSpecializationDecl"}


def ast_nodes(clang, include):
    headers = ("plugin_abi.hpp", "variant.hpp", "trick.hpp", "mahjong.hpp")
    source = "".join(f'#include "paipu/{h}"\n' for h in headers)
    out = subprocess.run([clang, "-std=c++20", "-I", include, "-x", "c++", "-fsyntax-only",
                          "-Xclang", "-ast-dump=json", "-Xclang", "-ast-dump-filter=paipu", "-"],
                         input=source, capture_output=True, text=True, check=True).stdout
    # One JSON object per declaration whose name matches the filter, one after the other.
    decoder, at = json.JSONDecoder(), 0
    while True:
        at = out.find("{", at)
        if at < 0:
            return
        node, at = decoder.raw_decode(out, at)
        yield node


def declared(nodes, include):
    """Mangled name -> readable name of each function that must be defined out of line."""
    found, current = {}, [""]

    def note_file(loc):
        loc = loc.get("spellingLoc", loc.get("expansionLoc", loc))
        if "file" in loc:  # clang writes a location's file only when it changes
            current[0] = loc["file"]

    def walk(node, in_template):
        note_file(node.get("loc", {}))
        for end in ("begin", "end"):
            note_file(node.get("range", {}).get(end, {}))
        kind = node.get("kind")
        in_template = in_template or kind in TEMPLATES
        if (kind in FUNCTIONS and not in_template and "mangledName" in node
                and current[0].startswith(include)
                and not any(node.get(k) for k in ("isImplicit", "inline", "pure",
                                                   "explicitlyDefaulted", "explicitlyDeleted"))
                and not any(c.get("kind") == "CompoundStmt" for c in node.get("inner", []))):
            found[node["mangledName"]] = node.get("name", "?") + " in " + current[0][len(include):]
        for child in node.get("inner", []):
            walk(child, in_template)

    for node in nodes:
        walk(node, False)
    return found


def main():
    clang, include, archive, nm = sys.argv[1:5]
    include = include.rstrip("/") + "/"
    need = declared(ast_nodes(clang, include), include)
    symbols = subprocess.run([nm, "--defined-only", "-g", archive], capture_output=True, text=True,
                             check=True).stdout
    have = {line.split()[-1] for line in symbols.splitlines() if len(line.split()) >= 3}
    missing = sorted(v for m, v in need.items() if m not in have)
    if not need:
        print("no declarations found: the check is broken")
        return 1
    for m in missing:
        print("declared but not in", archive + ":", m)
    print(len(need), "functions declared out of line,", len(missing), "missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
