#!/usr/bin/env python3
"""Writes the seed corpus of `batch-updates` (BatchUpdatesCheck). Its input is read a byte at a time by decisions
(how many messages, which edit, which message, the move detection, how a batch is broken), so any bytes make a valid
run; the seeds are fixed pseudo-random byte strings (Python's Mersenne Twister with the seed in the name) of a few
lengths, whose first bytes are set by hand:

- `rounds-<seed>`: byte 0 (first message count - 1, mod 24) and byte 1 (layout width: 320, 240, 375 or 120 points)
  chosen, then pseudo-random rounds;
- `zeros`: all zero bytes: one message, and edits that append to the bottom.

Usage: python3 Fuzz/Tools/make-batch-seeds.py Fuzz/Corpus/batch-updates"""
import os, random, sys

def main(folder):
    os.makedirs(folder, exist_ok=True)
    for seed, (count, width, length) in enumerate([(11, 0, 160), (23, 1, 320), (5, 2, 240), (17, 3, 400), (0, 0, 96)]):
        generator = random.Random(seed)
        data = bytes([count, width]) + bytes(generator.randrange(256) for _ in range(length))
        with open(os.path.join(folder, f"rounds-{seed}"), "wb") as file:
            file.write(data)
    with open(os.path.join(folder, "zeros"), "wb") as file:
        file.write(bytes(64))

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Corpus/batch-updates")
