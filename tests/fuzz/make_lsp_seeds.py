#!/usr/bin/env python3
"""Writes tests/fuzz/corpus/lsp/: seed sessions for fuzz_lsp_session (fuzz_entries.hpp says the
input's form). Each is a hand cut from the samples, then NUL-separated operations: edits that type a
slip, fix it, add and remove lines, requests at positions, a malformed message and a frame stream.
Run from the repository root: python3 tests/fuzz/make_lsp_seeds.py"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
HANDS = os.path.join(HERE, "corpus", "hands")
OUT = os.path.join(HERE, "corpus", "lsp")


METHODS = 8  # lsp_session.cpp's kMethods: a request's method is its byte modulo this


def op(code, *payload):
    """An operation: NUL, then its code (mod 7) and what it needs; no byte of it may be 0 (7 is 0)."""
    return b"\0" + bytes([code or 7]) + b"".join(payload)


def at(*numbers):
    """Lines and columns, each written one more than itself (lsp_session.cpp, `coordinate`)."""
    return bytes(n + 1 for n in numbers)


def request(method, line, column):
    """A request at a position: the method's byte (0 written as METHODS), then the position."""
    return bytes([method or METHODS]) + at(line, column)


def session(doc):
    lines = doc.split(b"\n")
    # the first event line after the hand line
    event = next((i for i, l in enumerate(lines) if l[:1] in (b"E", b"S", b"W", b"N")), 2)
    ops = [
        op(1, at(event, 2), b"x"),                          # a slip in the verb
        op(0, at(event, 2, event, 3), b""),                 # and taken out again
        op(3, request(0, event, 4)),                        # hover on the event
        op(3, request(1, event + 1, 0)),                    # completion at the next line
        op(1, at(event, 0), b"\n"),                         # a line added
        op(0, at(event, 0, event + 1, 0), b""),             # and removed
        op(3, request(2, 0, 0)),                            # document symbols
        op(3, request(3, 0, 0)),                            # formatting
        op(3, request(4, event, 0)),                        # code actions
        op(4, b'{"jsonrpc":"2.0","id":"x","method":'),      # a message cut short
        op(6, b"Content-Length: 5\r\n\r\n{}{}{Content-Length: x\r\n\r\n"),
        op(1, at(0, 0), "{ 注 }\n".encode()),
        op(2, doc),                                         # the whole text again
    ]
    return doc + b"".join(ops)


# A short hand of each variant, in the JSON form (corpus/json, cut by make_seeds.sh).
JSON_SEEDS = ("tianjiu-match3-dealt-hands-and-slams-hand1", "tianjiu-match5-red-pips-and-eighth-trick-hand1",
              "daqizi-match2-singles-and-soldiers-hand2", "sandaha-surrender-hand1",
              "wenzhou-four-in-a-row-hand1", "chinton-chombo-hand1")
JSON_HANDS = os.path.join(HERE, "corpus", "json")
MAX_LEN = 2048  # scripts/test.sh's -max_len for the target


def strip(value):
    """The record without what only the notation has (comments, the source lines): shorter seeds."""
    if isinstance(value, dict):
        return {k: strip(v) for k, v in value.items() if k not in ("comments", "line")}
    if isinstance(value, list):
        return [strip(v) for v in value]
    return value


def dump(value):
    """Compact JSON, but an event a line: the session's positions (a byte each) reach every event."""
    if isinstance(value, dict):
        parts = []
        for k, v in value.items():
            if k == "events":
                body = "[\n" + ",\n".join(dump(e) for e in v) + "\n]"
            else:
                body = dump(v)
            parts.append(json.dumps(k) + ":" + body)
        return "{" + ",".join(parts) + "}"
    if isinstance(value, list):
        return "[" + ",".join(dump(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def units(text):
    """UTF-16 code units, as the protocol counts a position's character."""
    return len(text.encode("utf-16-le")) // 2


def json_session(text):
    """A document in the JSON form (opened behind the byte 0x01) and edits of its strings."""
    lines = text.split("\n")
    plays = [i for i, l in enumerate(lines) if '"args":["' in l and '"deal"' not in l]
    event = plays[min(2, len(plays) - 1)]
    line = lines[event]
    verb = units(line[: line.index('"verb":"') + 8])
    arg = units(line[: line.index('"args":["') + 9])
    brace = units(line[: line.index("{") + 1])
    members = verb - 8                                      # where "verb" begins
    close = units(line[: line.rindex("}")])
    ops = [
        op(1, at(event, verb), b"x"),                       # a slip in the verb
        op(3, request(4, event, units(line))),              # its quick fixes, made in the JSON
        op(0, at(event, verb, event, verb + 1), b""),       # and taken out again
        op(3, request(1, event, verb + 1)),                 # completion in the verb
        op(3, request(1, event, arg + 1)),                  # and in the argument
        op(3, request(1, event, 0)),                        # and a new event before the line's
        op(3, request(0, event, arg + 1)),                  # hover on the argument
        op(3, request(5, event, arg + 1)),                  # definition from it
        op(1, at(event, 0), b"\n"),                         # a line break added
        op(0, at(event, 0, event + 1, 0), b""),             # and removed
        op(1, at(0, 1), b"}"),                              # no longer JSON
        op(0, at(0, 1, 0, 2), b""),                         # and JSON again
        op(3, request(2, 0, 0)),                            # document symbols
        op(3, request(3, 0, 0)),                            # formatting
        op(3, request(1, event, brace)),                    # completion between members
        op(0, at(event, members, event, close), b""),       # the event cut to its seat
        op(3, request(1, event, members)),                  # completion in what is left
        op(1, at(event, members), b'"verb":"p'),            # a verb begun, its quote open
        op(3, request(1, event, members + 9)),              # completion in it
    ]
    doc = b"\x01" + text.encode()
    session = doc + b"".join(ops)
    if len(session) + len(doc) + 2 <= MAX_LEN:
        session += op(5, doc)                               # closed, and opened again
    return session


def json_seeds():
    for name in JSON_SEEDS:
        with open(os.path.join(JSON_HANDS, name + ".json"), encoding="utf-8") as f:
            text = dump(strip(json.load(f)))
        with open(os.path.join(OUT, "json-" + name + ".json"), "wb") as f:
            f.write(json_session(text))


def main():
    os.makedirs(OUT, exist_ok=True)
    for variant in ("tianjiu", "sandaha", "daqizi"):
        folder = os.path.join(HANDS, variant)
        for name in sorted(os.listdir(folder))[:3]:
            with open(os.path.join(folder, name), "rb") as f:
                doc = f.read()
            with open(os.path.join(OUT, "session-" + name), "wb") as f:
                f.write(session(doc))
    json_seeds()


if __name__ == "__main__":
    main()
