#!/usr/bin/env python3
"""Writes the seed corpus of `transcript-decode` (TranscriptDecodeCheck): transcript documents the fast scanner
reads, forms it declines for JSONDecoder, and the two committed samples.

- `samples-*`: Samples/support-ru.json and Samples/group-multilingual.json, copied;
- `every-field`: one message of each kind with every optional field set, `null` for others, unknown keys with nested
  values, `locale` and `timeZone`, escapes (`\\n`, `\\u00e9`, a surrogate pair) in texts;
- `minimal`: the smallest valid transcript (no messages);
- `lenient-forms`: forms the scanner declines and JSONDecoder reads (a number id with a fraction, a time with
  fractional seconds, an escaped key, a repeated unknown key);
- `invalid-*`: a duplicate id, an unknown author, a missing kind (both must fail);
- `regression-non-utf8-key`: issue 17's finding, a key whose bytes are not UTF-8 (JSONDecoder rejects the document,
  the scanner used to accept it).

Usage: python3 Fuzz/Tools/make-transcript-seeds.py Fuzz/Corpus/transcript-decode"""
import json, os, shutil, sys

PARTICIPANTS = [{"id": "me", "name": "Me"}, {"id": "ann", "name": "Ann", "avatar": "avatars/ann.png"}]

def document(messages, **extra):
    doc = {"title": "Seed", "me": "me", "participants": PARTICIPANTS}
    doc.update(extra)
    doc["messages"] = messages
    return doc

def message(id, kind="text", author="ann", time="2025-03-03T10:00:00+02:00", **fields):
    result = {"id": id, "author": author, "time": time, "kind": kind}
    result.update(fields)
    return result

def write(folder, name, content):
    with open(os.path.join(folder, name), "wb") as file:
        file.write(content if isinstance(content, bytes) else content.encode("utf-8"))

def main(folder):
    os.makedirs(folder, exist_ok=True)
    root = os.path.join(os.path.dirname(__file__), "..", "..", "Samples")
    for sample in ["support-ru.json", "group-multilingual.json"]:
        shutil.copyfile(os.path.join(root, sample), os.path.join(folder, "samples-" + sample[:-5]))

    every = document([
        message("1", text="line one\nline two \u00e9 \U0001F600 \"quoted\"", edited=True, status=None, extra={"a": [1, 2.5e3, None, True]}),
        message(2, author="me", text="reply", status="read", replyTo="1", deleted=False),
        message("3", kind="file", file={"name": "report.pdf", "bytes": 1048576}, text=None),
        message("4", kind="call", call={"seconds": 0}, time="2025-03-04T00:00:00Z"),
        message("5", kind="card", card={"title": "Survey", "body": "Two minutes", "button": "Open"}),
        message("6", kind="system", text="Ann joined", time="2025-03-04T23:59:59-05:30"),
        message("7", deleted=True),
    ], locale="ru_RU", timeZone="+03:00", unreadFrom="5")
    write(folder, "every-field", json.dumps(every, ensure_ascii=False, indent=1))
    write(folder, "minimal", json.dumps(document([]), separators=(",", ":")))

    lenient = json.dumps(document([message("1", text="x")]), separators=(",", ":"))
    lenient = lenient.replace('"id":"1"', '"id":1.0').replace("10:00:00+02:00", "10:00:00.250+02:00")
    lenient = lenient.replace('"title"', '"t\\u0069tle"').replace('"me":"me"', '"me":"me","x":1,"x":2')
    write(folder, "lenient-forms", lenient)

    write(folder, "invalid-duplicate-id", json.dumps(document([message("1", text="a"), message("1", text="b")])))
    write(folder, "invalid-unknown-author", json.dumps(document([message("1", author="zed", text="a")])))
    missing = message("1", text="a")
    del missing["kind"]
    write(folder, "invalid-missing-kind", json.dumps(document([missing])))

    key = json.dumps(document([message("1", text="a")]), separators=(",", ":")).encode("utf-8")
    write(folder, "regression-non-utf8-key", key.replace(b'"me":"me"', b'"me":"me","k\xffy":0'))

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Corpus/transcript-decode")
