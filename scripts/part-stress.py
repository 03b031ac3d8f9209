#!/usr/bin/env python3
"""Writes two stress transcripts of every bubble part whose geometry a template gives (issue 25), for
scripts/pixel-identity.sh: link previews (every combination of site, title and description, with no picture, a
thumbnail or a wide picture of several shapes), voice notes from 0 s to an hour, file cards (short, two-line and
multi-word names, with and without progress and caption), calls, cards with short and long titles, texts and
buttons, and replies (to earlier messages, to a missing one, in Hebrew), in a left-to-right chat and the same chat
in Hebrew (mirrored).

    scripts/part-stress.py OUT_DIR    writes OUT_DIR/parts.json and OUT_DIR/parts-rtl.json

Deterministic (a fixed seed). Pictures are `media/hills.png`, resolved beside the transcripts (Samples/media).
"""
import itertools
import json
import random
import sys

WORDS = ("the quick brown fox jumps over lazy dogs tram timetable lisbon alfama baixa ticket classic yellow route hills "
         "morning").split()
HEBREW = "שלום עולם מה נשמע היום בבוקר".split()


def main(out_dir):
    rng = random.Random(7)

    def text(n, rtl=False):
        words = HEBREW if rtl else WORDS
        return " ".join(rng.choice(words) for _ in range(n))

    messages = []

    def add(message):
        minute = len(messages) + 1
        message.setdefault("id", f"m{len(messages)}")
        message.setdefault("time", f"2025-05-16T{8 + minute // 60:02d}:{minute % 60:02d}:00Z")
        messages.append(message)

    authors = ["me", "yuki", "ana"]
    pictures = [None, (1200, 300), (300, 300), (800, 600), (1000, 700), (600, 1200), (1400, 1000)]
    for site, title, description in itertools.product([None, "Lisbon Transit", ""],
                                                      [None, "Tram 28: timetable and tickets " + text(6)],
                                                      [None, text(3), text(25)]):
        for picture in pictures:
            preview = {"url": "https://x.example/a"}
            if site is not None:
                preview["site"] = site
            if title is not None:
                preview["title"] = title
            if description is not None:
                preview["description"] = description
            if picture:
                preview["image"] = {"path": "media/hills.png", "width": picture[0], "height": picture[1]}
            add({"author": rng.choice(authors), "kind": "text",
                 "text": text(rng.randint(1, 12)) + " https://x.example/a", "linkPreview": preview})
    for seconds in [0, 1, 5, 17, 30, 40, 45, 60, 200, 3600]:
        for author in ["me", "yuki"]:
            add({"author": author, "kind": "voice", "voice": {"seconds": seconds, "waveform": [0.2, 0.5, 0.9, 0.4]}})
    for name in ["a.pdf", "itinerary-lisbon-with-a-very-long-name-that-wraps-onto-two-lines-surely.pdf", text(8)]:
        for progress in [None, 0.3]:
            for author in ["me", "yuki"]:
                message = {"author": author, "kind": "file", "file": {"name": name, "bytes": rng.randint(1, 10**9)}}
                if progress is not None:
                    message["progress"] = progress
                if rng.random() < 0.5:
                    message["text"] = text(rng.randint(1, 20))
                add(message)
    for seconds in [0, 75, 4000]:
        for author in ["me", "yuki"]:
            add({"author": author, "kind": "call", "call": {"seconds": seconds}})
    for _ in range(12):
        add({"author": rng.choice(authors), "kind": "card",
             "card": {"title": text(rng.randint(1, 14)), "body": text(rng.randint(1, 40)), "button": text(rng.randint(1, 6))}})
    ids = [message["id"] for message in messages]
    for index in range(30):
        add({"author": rng.choice(authors), "kind": "text", "text": text(rng.randint(1, 30), rtl=index % 5 == 0),
             "replyTo": rng.choice(ids + ["missing"])})
    for _ in range(6):
        add({"author": rng.choice(authors), "kind": "text", "text": text(5, rtl=True), "replyTo": rng.choice(ids),
             "linkPreview": {"url": "https://x", "title": text(4, rtl=True), "description": text(9)}})
    document = {"title": "Parts", "me": "me", "messages": messages,
                "participants": [{"id": "me", "name": "Me"}, {"id": "yuki", "name": "Yuki Tanaka"},
                                 {"id": "ana", "name": "Ana Souza"}]}
    with open(f"{out_dir}/parts.json", "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False)
    document["locale"] = "he_IL"
    with open(f"{out_dir}/parts-rtl.json", "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: part-stress.py OUT_DIR")
    main(sys.argv[1])
