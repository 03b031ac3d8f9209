"""Chromium's line-break opportunities in Japanese text (issue 29: `LineBreakRules.chromium` follows CSS
`line-break: normal`, where a line may break before small kana and the prolonged sound mark ー), written as
TextMeasureTests' fixture `Fixtures/chromium-japanese-line-breaks.json`.

Each text is laid out in a 0-wide block (`overflow-wrap: normal`, so a line breaks only at opportunities, here in
Droid Sans Fallback, the embedded CJK face); the text breaks before UTF-16 offset i when character i's top is below
character i - 1's. The texts: the Japanese messages of the corpus whose breaks under ICU's default (UAX #14's strict
CJ) and `@lb=normal` differ, and a few that tell `normal` from `loose` (iteration marks, middle dots, percent).

    python3 Tests/BrowserConformanceTests/Oracle/japanese_line_breaks.py            # rewrites the fixture
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from oracle_page import REPOSITORY, open_page  # noqa: E402

OUTPUT = os.path.join(REPOSITORY, "Tests", "TextMeasureTests", "Fixtures", "chromium-japanese-line-breaks.json")
HANDWRITTEN = ["ちょっとまってください", "コーヒーをのみましょう", "きゃりーぱみゅぱみゅ", "しゅっぱつ、ゆっくり。",
               "〜だよね。「はい」ー", "人々の時々", "ゝゞヽヾ", "あ・い：う", "価格100%です", "ヴェネツィアのピッツァ"]
KANA = re.compile("[\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308e\u3095\u3096\u30a1\u30a3\u30a5"
                  "\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u30f5\u30f6\u30fc\u31f0-\u31ff]")
JS = r"""
(() => {
  const out = [];
  for (const text of %s) {
    const d = document.createElement('div');
    d.style.cssText = 'position: absolute; width: 0; font-family: "Droid Sans Fallback"; font-size: 10px; overflow-wrap: normal; white-space: normal';
    d.textContent = text; document.body.appendChild(d);
    const t = d.firstChild, r = document.createRange();
    const breaks = []; let top = null;
    for (let i = 0; i < text.length; i++) {
      r.setStart(t, i); r.setEnd(t, i + 1);
      const y = r.getBoundingClientRect().top;
      if (top !== null && y > top + 1) breaks.push(i);
      top = y;
    }
    out.push(breaks); d.remove();
  }
  return JSON.stringify(out);
})()
"""


def corpus_texts(limit=60):
    """Japanese corpus messages (kana, no Latin letters, no URL) with a small kana or ー after their first character."""
    texts = []
    for path in sorted(glob.glob(os.path.join(REPOSITORY, "Samples", "corpus", "messages-*.jsonl"))):
        for line in open(path, encoding="utf-8"):
            text = json.loads(line)["text"]
            if KANA.search(text[1:]) and not re.search("[A-Za-z]", text) and len(text) <= 80:
                texts.append(text)
    return texts[:limit]


def main():
    texts = HANDWRITTEN + corpus_texts()
    browser = open_page()
    try:
        version = browser.call("Browser.getVersion")["product"]
        breaks = json.loads(browser.evaluate(JS % json.dumps(texts)))
    finally:
        browser.close()
    fixture = {
        "provenance": f"Tests/BrowserConformanceTests/Oracle/japanese_line_breaks.py, {version}, headless, "
                      "0-wide block, Droid Sans Fallback 10px, overflow-wrap: normal; breaks are UTF-16 offsets",
        "cases": [{"text": text, "breaks": found} for text, found in zip(texts, breaks)],
    }
    with open(OUTPUT, "w", encoding="utf-8") as file:   # one case a line
        file.write('{\n "provenance": ' + json.dumps(fixture["provenance"]) + ',\n "cases": [\n')
        file.write(",\n".join("  " + json.dumps(case, ensure_ascii=False) for case in fixture["cases"]))
        file.write("\n ]\n}\n")
    print(f"{len(texts)} texts → {OUTPUT}")


if __name__ == "__main__":
    main()
