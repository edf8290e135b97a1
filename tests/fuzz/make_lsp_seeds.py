#!/usr/bin/env python3
"""Writes tests/fuzz/corpus/lsp/: seed sessions for fuzz_lsp_session (fuzz_entries.hpp says the
input's form). Each is a hand cut from the samples, then NUL-separated operations: edits that type a
slip, fix it, add and remove lines, requests at positions, a malformed message and a frame stream.
Run from the repository root: python3 tests/fuzz/make_lsp_seeds.py"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
HANDS = os.path.join(HERE, "corpus", "hands")
OUT = os.path.join(HERE, "corpus", "lsp")


def op(code, *payload):
    return b"\0" + bytes([code]) + b"".join(payload)


def session(doc):
    lines = doc.split(b"\n")
    # the first event line after the hand line
    event = next((i for i, l in enumerate(lines) if l[:1] in (b"E", b"S", b"W", b"N")), 2)
    ops = [
        op(1, bytes([event, 2]), b"x"),                     # a slip in the verb
        op(0, bytes([event, 2, event, 3]), b""),            # and taken out again
        op(3, bytes([0, event, 4])),                        # hover on the event
        op(3, bytes([1, event + 1, 0])),                    # completion at the next line
        op(1, bytes([event, 0]), b"\n"),                    # a line added
        op(0, bytes([event, 0, event + 1, 0]), b""),        # and removed
        op(3, bytes([2, 0, 0])),                            # document symbols
        op(3, bytes([3, 0, 0])),                            # formatting
        op(3, bytes([4, event, 0])),                        # code actions
        op(4, b'{"jsonrpc":"2.0","id":"x","method":'),      # a message cut short
        op(6, b"Content-Length: 5\r\n\r\n{}{}{Content-Length: x\r\n\r\n"),
        op(1, bytes([0, 0]), "{ 注 }\n".encode()),
        op(2, doc),                                          # the whole text again
    ]
    return doc + b"".join(ops)


def main():
    os.makedirs(OUT, exist_ok=True)
    for variant in ("tianjiu", "sandaha", "daqizi"):
        folder = os.path.join(HANDS, variant)
        for name in sorted(os.listdir(folder))[:3]:
            with open(os.path.join(folder, name), "rb") as f:
                doc = f.read()
            with open(os.path.join(OUT, "session-" + name), "wb") as f:
                f.write(session(doc))


if __name__ == "__main__":
    main()
