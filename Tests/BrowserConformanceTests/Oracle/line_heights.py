"""How Chromium stacks lines of a fixed line-height (issue 29): prints, for Inter at a few sizes with the oracle's
line-height (the font's ascent + descent, as TextMeasure's) and for a few hand-picked line-heights, the height
Chromium gives n lines, in LayoutUnits (1/64 px), next to n × floor / round / ceil of the line-height in LayoutUnits.

Chromium 156 gives n × round(line-height × 64) in every row (halves up: 18.0078125 px is 1153 units a line): each line
box is a whole LayoutUnit, so a tall text drifts from the exact sum. TextMeasure's `MeasureOptions.lineHeightGrid`
reproduces it; FinalTextLayoutTests and LineHeightGridTests hold values printed here.

    python3 Tests/BrowserConformanceTests/Oracle/line_heights.py
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oracle_page import FONTS, line_height_ratio, open_page  # noqa: E402

SCRIPT = r"""
((rows) => rows.map(([size, lineHeight, n]) => {
  const d = document.createElement('div');
  d.style.cssText = `position: absolute; width: 1px; font-family: Inter; font-size: ${size}px; line-height: ${lineHeight}px`;
  d.textContent = Array(n).fill('x').join(' ');
  document.body.appendChild(d);
  const height = d.getBoundingClientRect().height;
  d.remove();
  return [size, lineHeight, n, height];
}))(ROWS)
"""


def main():
    manifest = json.load(open(os.path.join(FONTS, "manifest.json")))
    inter = next(f for f in manifest["fonts"] if f["family"] == "Inter" and f["weight"] == 400 and not f["italic"])
    ratio = line_height_ratio(os.path.join(FONTS, inter["file"]))
    rows = [[size, size * ratio, n] for size in (11, 13, 15, 17) for n in (1, 2, 3, 5, 8, 13)]
    rows += [[15, lh, n] for lh in (18.003, 18.2, 18.0078125, 18.008, 18.49, 18.51) for n in (1, 3, 7)]
    browser = open_page()
    try:
        version = browser.call("Browser.getVersion")["product"]
        results = browser.evaluate(SCRIPT.replace("ROWS", json.dumps(rows)))
    finally:
        browser.close()
    print(f"# {version}; Inter ascent + descent = {ratio} em")
    print("size line-height n  chromium(units)  n*floor  n*round  n*ceil")
    for size, lh, n, height in results:
        units = lh * 64
        print(f"{size:4} {lh:.10f} {n:2} {height * 64:8.0f} {n * math.floor(units):8} {n * round(units):8} {n * math.ceil(units):8}")


if __name__ == "__main__":
    main()
