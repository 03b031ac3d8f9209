"""Chromium's line-break opportunities between printable ASCII characters, and the lines it gives a few URLs
(issue 29, `LineBreakRules.chromium`), written as TextMeasureTests' fixture `Fixtures/chromium-line-breaks.json`.

Pairs: for every pair (a, b) of printable ASCII characters and a few left contexts c, the text `c a b x` is laid out
in a 0-wide block (`overflow-wrap: normal`, so a line breaks only at opportunities), and the pair breaks when b's top
is below a's. Blink decides such pairs with its own table (not UAX #14); the context matters only for `-` before a
digit. URLs: each text's lines at a width in Inter 15 px with `overflow-wrap: break-word` (TextMeasure's word wrap:
a word longer than the line breaks between characters), read back character by character.

    python3 Tests/BrowserConformanceTests/Oracle/ascii_line_breaks.py            # rewrites the fixture
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from oracle_page import REPOSITORY, open_page  # noqa: E402

OUTPUT = os.path.join(REPOSITORY, "Tests", "TextMeasureTests", "Fixtures", "chromium-line-breaks.json")
CONTEXTS = ["x", "1", " ", "("]
URLS = [
    ("see https://example.com/path/to/page?query=1&other=two#frag for details", 120),
    ("https://www.example.org/some-long-path/with-dashes-2024/index.html?a=b&c=d", 90),
    ("docs at developer.example.com/documentation/swift/string/utf16view ok", 100),
    ("and/or x-1 ABCD-1234 a?b c(d) e.f[g] h=i&j k!{l}", 40),
    ("mailto:someone@example.com?subject=Hello%20World&body=x", 80),
]

PAIRS = r"""
((chars, contexts) => {
  const d = document.createElement('div');
  d.style.cssText = 'position: absolute; width: 0; font-family: Inter; font-size: 10px; overflow-wrap: normal; white-space: normal';
  document.body.appendChild(d);
  const out = {};
  for (const left of contexts) {
    out[left] = chars.map(a => chars.map(b => {
      d.textContent = left + a + b + 'x';
      const t = d.firstChild, r = document.createRange();
      r.setStart(t, 1); r.setEnd(t, 2); const ta = r.getBoundingClientRect().top;
      r.setStart(t, 2); r.setEnd(t, 3); const tb = r.getBoundingClientRect().top;
      return tb > ta ? '1' : '0';
    }).join(''));
  }
  d.remove();
  return out;
})
"""

LINES = r"""
((cases) => cases.map(([text, width]) => {
  const d = document.createElement('div');
  d.style.cssText = `position: absolute; width: ${width}px; font-family: Inter; font-size: 15px; overflow-wrap: break-word; white-space: normal`;
  d.textContent = text;
  document.body.appendChild(d);
  const t = d.firstChild, r = document.createRange();
  const lines = [];
  let top = null;
  for (let i = 0; i < text.length; i++) {
    r.setStart(t, i); r.setEnd(t, i + 1);
    const rects = r.getClientRects();
    const y = rects.length ? rects[rects.length - 1].top : top;
    if (top === null || y > top + 1) { lines.push(''); top = y; }
    lines[lines.length - 1] += text[i];
  }
  d.remove();
  return {text, width, lines};
}))
"""


def main():
    chars = [chr(c) for c in range(0x21, 0x7F)]
    browser = open_page()
    try:
        version = browser.call("Browser.getVersion")["product"]
        pairs = browser.evaluate(PAIRS + f"({json.dumps(chars)}, {json.dumps(CONTEXTS)})")
        lines = browser.evaluate(LINES + f"({json.dumps(URLS)})")
    finally:
        browser.close()
    fixture = {
        "provenance": {
            "chromium": version,
            "script": "Tests/BrowserConformanceTests/Oracle/ascii_line_breaks.py",
            "pairs": "contexts[c][i][j] is '1' when Chromium breaks between chars[i] and chars[j] in the text c + chars[i] + chars[j] + 'x'",
            "urls": "each text's lines in Inter 15 px at width px, overflow-wrap: break-word (trailing spaces kept on their line)",
        },
        "chars": "".join(chars),
        "contexts": pairs,
        "urls": lines,
    }
    with open(OUTPUT, "w") as out:
        json.dump(fixture, out, indent=1, ensure_ascii=False)
        out.write("\n")
    print(f"wrote {OUTPUT} ({version})")
    for case in lines:
        print(case["width"], case["lines"])


if __name__ == "__main__":
    main()
