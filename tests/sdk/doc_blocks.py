#!/usr/bin/env python3
"""Runs the code blocks of a Markdown page as its reader would (tests/sdk/CMakeLists.txt: sdk.docs).

A block runs when the line before it (blank lines apart) is the HTML comment `<!-- sdk-test: run -->`,
which the rendered page does not show. Blocks run in page order, one bash script each, in the
directory the previous block left (a `cd` carries over) and with `paipu` of the test's install first
on PATH. A line ending in `# exit N` must exit with N (the reader is told to expect it); any other
line must exit with 0. A block marked `<!-- sdk-test: output -->` is what the run block before it
prints on standard output, byte for byte.

The page speaks of an install in /usr/local and a project under ~/src; the test puts both in its
work directory instead, and writes nothing else.

usage: doc_blocks.py PAGE PREFIX WORKDIR [NM]
"""
import os
import re
import shlex
import subprocess
import sys
import time

MARK = re.compile(r"^\s*<!--\s*sdk-test:\s*(run|output)\s*-->\s*$")
EXIT = re.compile(r"^(?P<cmd>.*?)\s+#\s*exit (?P<code>\d+)\s*$")


def blocks(lines):
    """(kind, first line number, text) for every marked block."""
    i = 0
    while i < len(lines):
        m = MARK.match(lines[i])
        i += 1
        if not m:
            continue
        while i < len(lines) and not lines[i].strip():
            i += 1
        if i == len(lines):
            sys.exit(f"a {m.group(1)} mark with no block after it")
        first = i
        fence = lines[i].strip()
        if fence.startswith("```"):
            i += 1
            body = []
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i])
                i += 1
            i += 1
            indent = len(lines[first]) - len(lines[first].lstrip())
            text = [b[indent:] if b[:indent].isspace() else b.lstrip() for b in body]
        else:
            indent = len(lines[i]) - len(lines[i].lstrip())
            text = []
            while i < len(lines) and (not lines[i].strip() or
                                      len(lines[i]) - len(lines[i].lstrip()) >= indent):
                text.append(lines[i][indent:])
                i += 1
            while text and not text[-1].strip():
                text.pop()
        yield m.group(1), first + 1, "\n".join(text) + "\n"


def script(text):
    """The block as bash: each command checked for the exit code the page gives it."""
    out = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = EXIT.match(line)
        cmd, code = (m.group("cmd"), int(m.group("code"))) if m else (line, 0)
        quoted = shlex.quote(cmd)
        out.append(f"{cmd}\nrc=$?\nif [ $rc -ne {code} ]; then echo \"doc_blocks: "
                   f"$rc, not {code}, from: \"{quoted} >&2; exit 1; fi")
    return "\n".join(out) + "\n"


def main():
    page, prefix, work = sys.argv[1:4]
    lines = open(page, encoding="utf-8").read().split("\n")
    os.makedirs(os.path.join(work, "src"), exist_ok=True)
    env = dict(os.environ, PATH=f"{prefix}/bin:{os.environ['PATH']}", HOME=work)
    env.pop("PAIPU_PLUGIN_PATH", None)
    cwd = work
    last_out = None
    ran = 0
    for kind, at, text in blocks(lines):
        where = f"{page}:{at}"
        text = text.replace("/usr/local", prefix).replace("~/src", f"{work}/src")
        if kind == "output":
            if last_out is None:
                sys.exit(f"{where}: an output block with no run block before it")
            if last_out != text:
                sys.exit(f"{where}: the page shows\n{text}but the command printed\n{last_out}")
            print(f"{where}: output as shown")
            last_out = None
            continue
        body = "set -u\n" + script(text) + 'pwd > "$DOC_BLOCKS_CWD"\n'
        cwd_file = os.path.join(work, ".cwd")
        began = time.monotonic()
        p = subprocess.run(["bash", "-c", body], cwd=cwd, env=dict(env, DOC_BLOCKS_CWD=cwd_file),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            sys.exit(f"{where}: the block failed\n{text}\n--- stdout\n{p.stdout}\n--- stderr\n"
                     f"{p.stderr}")
        cwd = open(cwd_file).read().strip()
        last_out = p.stdout
        ran += 1
        print(f"{where}: ran ({time.monotonic() - began:.1f} s)")
    if ran == 0:
        sys.exit(f"{page}: no block is marked <!-- sdk-test: run -->")
    if len(sys.argv) > 4:
        check_exports(sys.argv[4], cwd)


def check_exports(nm, project):
    """The tutorial's module exports the descriptor and the factory and nothing else."""
    modules = [f for f in os.listdir(os.path.join(project, "build")) if f.startswith("libpaipu_")]
    for module in modules:
        out = subprocess.run([nm, "-D", "--defined-only", os.path.join(project, "build", module)],
                             check=True, stdout=subprocess.PIPE, text=True).stdout
        names = sorted(line.split()[-1] for line in out.splitlines() if line.strip())
        if names != ["paipu_create_variant_v1", "paipu_plugin_descriptor_v1"]:
            sys.exit(f"{module} exports more than the two entry points:\n{out}")
    if not modules:
        sys.exit(f"no module was built in {project}/build")


main()
