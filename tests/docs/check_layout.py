#!/usr/bin/env python3
"""Keeps the repository laid out as docs/architecture.md draws it.

1. Every #include "..." of a source under a library folder resolves to a header of its own layer
   or of a layer it may use (ALLOWED below, the one list of the arrows between folders). Adding an
   arrow is a decision made here, in a diff a reviewer sees.
2. cli/src holds only the commands (COMMANDS), main.cpp and the command-line helpers: nothing that
   another target links.

Usage: check_layout.py REPO_ROOT     check a checkout (tracked files; every file without git)
       check_layout.py --self-test   plant a wrong include and a library file in cli/, and confirm
                                     that each is reported
"""
import os
import re
import subprocess
import sys
import tempfile

# Folder prefix -> layer, the longest prefix first.
LAYERS = [
    ("kits/trick/", "kits/trick"),
    ("kits/mahjong/", "kits/mahjong"),
    ("viewer/display/", "display"),
    ("viewer/chart/", "chart"),
    ("viewer/page/", "page"),
    ("core/", "core"),
    ("app/", "app"),
    ("playout/", "playout"),
    ("analysis/", "analysis"),
    ("parsers/", "parsers"),
    ("plugins/", "plugins"),
    ("db/", "db"),
    ("lsp/", "lsp"),
    ("viewer/", "viewer"),
    ("cli/", "cli"),
]

# What each layer may include besides itself. core knows no kit, parser, plugin or front end; a
# plugin knows the plugin interface and the kits, never the host's replay or another plugin.
ALLOWED = {
    "core": set(),
    "kits/trick": {"core"},
    "kits/mahjong": {"core", "kits/trick"},
    "parsers": {"core"},
    "plugins": {"core", "kits/trick", "kits/mahjong"},
    "chart": {"display"},
    # The display list, its font and its headless back ends (SVG, PNG): no game, no scene.
    "display": set(),
    # The front ends' shared layer: the record runner, the Document, text and JSON forms, and a
    # file's hands reviewed by the analysis (file_review).
    "app": {"core", "kits/trick", "parsers", "analysis"},
    "playout": {"core", "parsers"},
    # Exact search over the plugin interface: no game, no text, no drawing.
    "analysis": {"core"},
    # The database stores what import replays and, with --analyze, what the review finds.
    "db": {"core", "parsers", "app", "analysis"},
    # analysis: the evaluation strip and panel are made from its review (types only, no search).
    "viewer": {"core", "chart", "display", "analysis"},
    "page": {"core", "app", "viewer", "display"},
    # The language server checks documents with the validator's reader and record runner.
    "lsp": {"core", "parsers", "app"},
    "cli": {"core", "parsers", "chart", "page", "app", "playout", "analysis", "db", "viewer", "lsp"},
}

# Where quoted includes are looked for after the including file's own folder.
INCLUDE_ROOTS = [
    "core/include", "core/src", "app/include", "playout/include", "analysis/include", "kits/trick/include", "kits/mahjong/include",
    "parsers/notation/include", "parsers/notation/src", "db/include", "viewer/include",
    "viewer/src", "viewer/display/include", "viewer/chart/include", "viewer/page/include", "lsp/include", "cli/src",
]

# cli/src: one file per `paipu` command, main.cpp, and what only the command line uses.
COMMANDS = {
    "main.cpp", "commands.hpp", "command_output.hpp",
    "validate.cpp", "lsp_cmd.cpp", "replay_cmd.cpp", "convert.cpp", "plugins_cmd.cpp", "render_cmd.cpp",
    "check_plugin.cpp", "check_plugin.hpp", "check_plugin_scene.cpp", "check_plugin_codes.cpp",
    "new_variant.cpp",
    "export_html.cpp", "generate_cmd.cpp", "analyze_cmd.cpp", "analyze_calls.cpp", "analyze_calls.hpp",
    "analysis_option.cpp",
    "analysis_option.hpp",
    "db_cli.cpp", "db_cli.hpp", "import_cmd.cpp", "stats_cmd.cpp", "hands_cmd.cpp",
    "graph_cmd.cpp", "view_db.cpp",
}
SOURCE = re.compile(r"\.(cpp|hpp|h|cc|hh|inc)$")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def layer_of(path):
    for prefix, layer in LAYERS:
        if path.startswith(prefix):
            return layer
    return None


def tracked_files(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-co", "--exclude-standard"],
                             check=True, capture_output=True, text=True).stdout
        return [f for f in out.splitlines() if os.path.exists(os.path.join(root, f))]
    except (OSError, subprocess.CalledProcessError):
        found = []
        for d, dirs, files in os.walk(root):
            dirs[:] = [x for x in dirs if not x.startswith(("build", ".git"))]
            found += [os.path.relpath(os.path.join(d, f), root) for f in files]
        return found


def resolve(root, including, target):
    own = os.path.normpath(os.path.join(os.path.dirname(including), target))
    if os.path.isfile(os.path.join(root, own)):
        return own
    for base in INCLUDE_ROOTS:
        candidate = os.path.normpath(os.path.join(base, target))
        if os.path.isfile(os.path.join(root, candidate)):
            return candidate
    return None  # a generated file, a template's own header, or a system header in quotes


def check(root):
    problems = []
    files = tracked_files(root)
    for path in files:
        layer = layer_of(path)
        # The new-variant template is the command's data, a plugin of its own once written out.
        if layer is None or not SOURCE.search(path) or path.startswith("cli/templates/"):
            continue
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
            text = f.read()
        for number, line in enumerate(text.splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = resolve(root, path, m.group(1))
            to = layer_of(target) if target else None
            if to is None or to == layer:
                if to == "plugins" and target.split("/")[1] != path.split("/")[1]:
                    problems.append(f"{path}:{number}: a plugin includes another plugin's "
                                    f"header {target}")
                continue
            if to not in ALLOWED[layer]:
                problems.append(f"{path}:{number}: {layer} may not include {to} ({target}); "
                                f"allowed: {', '.join(sorted(ALLOWED[layer])) or 'nothing'} "
                                f"(tests/docs/check_layout.py, ALLOWED)")
    in_cli = {os.path.relpath(p, "cli/src") for p in files
              if p.startswith("cli/src/") and SOURCE.search(p)}
    for name in sorted(in_cli - COMMANDS):
        problems.append(f"cli/src/{name}: cli/ holds only commands and main.cpp; a library belongs "
                        f"in a folder of its own (docs/architecture.md), and a new command in "
                        f"COMMANDS (tests/docs/check_layout.py)")
    return problems


def self_test():
    with tempfile.TemporaryDirectory() as root:
        def write(path, text):
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        write("core/include/paipu/record.hpp", "#pragma once\n")
        write("viewer/include/paipu/viewer/layout.hpp", "#pragma once\n")
        write("core/src/replay.cpp", '#include "paipu/record.hpp"\n#include "paipu/viewer/layout.hpp"\n')
        write("plugins/foo/a.hpp", "#pragma once\n")
        write("plugins/bar/b.cpp", '#include "../foo/a.hpp"\n')
        write("cli/src/main.cpp", '#include "paipu/record.hpp"\n')
        write("cli/src/stats.cpp", "\n")
        got = check(root)
        wanted = ["core/src/replay.cpp:2: core may not include viewer",
                  "plugins/bar/b.cpp:1: a plugin includes another plugin's header",
                  "cli/src/stats.cpp: cli/ holds only commands"]
        missing = [w for w in wanted if not any(p.startswith(w) for p in got)]
        for w in missing:
            print(f"self-test: not reported: {w}")
        if len(got) != len(wanted):
            print("self-test: reported:\n  " + "\n  ".join(got))
        return 1 if missing or len(got) != len(wanted) else 0


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--self-test":
        return self_test()
    problems = check(sys.argv[1])
    for p in problems:
        print(p)
    print(f"layout: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
