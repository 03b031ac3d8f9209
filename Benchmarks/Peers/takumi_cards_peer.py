"""Takumi (takumi-py, the Rust renderer: Taffy + Parley) rendering the benchmark cards to PNG, for
`letterpress-bench cards`.

Untimed: the fonts (exactly Letterpress's embedded files, registered under the manifest's families, weights and
styles; Takumi's own default fonts are not loaded), reading each card's node JSON (`Benchmarks/cards/NAME.takumi.json`),
`compile_node` (Takumi's parse) and the card's images as bytes. Then, per card, `--warmup` renders untimed and
`--renders` renders each timed alone with `time.perf_counter_ns` around the native call only
(`NativeRenderer.render_compiled`: layout, raster and PNG encoding; the image resources are passed with cache "auto",
so a picture is decoded once and kept, as Letterpress's parsed document keeps its decoded pictures). Prints one JSON
report: {"engine", "version", "cards": [{"name", "nanoseconds": [...], "pngBytes"}]}; `--save-pngs DIR` writes
each card's last PNG as DIR/NAME-takumi.png.
"""

import argparse
import json
import os
import sys
import time
from importlib.metadata import version

from takumi_py import FontResource, Renderer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", required=True, help="the folder of NAME.takumi.json cards and their images")
    parser.add_argument("--fonts", required=True, help="Letterpress's embedded fonts folder (manifest.json)")
    parser.add_argument("--names", required=True, help="comma-separated card names")
    parser.add_argument("--renders", type=int, default=100)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--width", type=int, default=1200)
    parser.add_argument("--height", type=int, default=630)
    parser.add_argument("--save-pngs", help="a folder for each card's PNG")
    arguments = parser.parse_args()

    try:
        with open(os.path.join(arguments.fonts, "manifest.json"), encoding="utf-8") as file:
            manifest = json.load(file)
        fonts = []
        for font in manifest["fonts"]:
            with open(os.path.join(arguments.fonts, font["file"]), "rb") as file:
                data = file.read()
            # A variable face (Inter Variable) serves every weight from its axes: registered without a fixed weight.
            variable = has_table(data, b"fvar")
            fonts.append(FontResource(data, name=font["family"], weight=None if variable else font["weight"],
                                      style=None if variable else "italic" if font["italic"] else "normal"))
    except (OSError, KeyError, ValueError) as error:
        print(f"takumi_cards_peer: the fonts in {arguments.fonts}: {error}", file=sys.stderr)
        return 3
    renderer = Renderer(load_default_fonts=False, fonts=fonts)
    native = renderer._native  # the binding's native object: timing it leaves out the Python option handling
    families = manifest["fallbackOrder"]

    report = {"engine": "Takumi", "version": f"takumi-py {version('takumi-py')}", "cards": []}
    for name in arguments.names.split(","):
        path = os.path.join(arguments.cards, f"{name}.takumi.json")
        try:
            with open(path, encoding="utf-8") as file:
                tree = json.load(file)
            images = []
            for source in image_sources(tree):
                with open(os.path.join(arguments.cards, source), "rb") as file:
                    images.append((source, file.read(), "auto"))
        except (OSError, ValueError) as error:
            print(f"takumi_cards_peer: {path}: {error}", file=sys.stderr)
            return 3
        node = renderer.compile_node(tree)

        def render() -> bytes:
            return native.render_compiled(node, stylesheets=(), width=arguments.width, height=arguments.height,
                                          images=images, font_families=families, format="png")

        for _ in range(arguments.warmup):
            render()
        samples = []
        for _ in range(arguments.renders):
            start = time.perf_counter_ns()
            png = render()
            samples.append(time.perf_counter_ns() - start)
        if arguments.save_pngs:
            with open(os.path.join(arguments.save_pngs, f"{name}-takumi.png"), "wb") as file:
                file.write(png)
        report["cards"].append({"name": name, "nanoseconds": samples, "pngBytes": len(png)})
    print(json.dumps(report))
    return 0


def has_table(data: bytes, tag: bytes) -> bool:
    """Whether the sfnt font `data` has the table `tag` (its table directory read; a collection's first face)."""
    offset = int.from_bytes(data[12:16], "big") if data[:4] == b"ttcf" else 0
    count = int.from_bytes(data[offset + 4:offset + 6], "big")
    return any(data[offset + 12 + 16 * index:offset + 16 + 16 * index] == tag for index in range(count))


def image_sources(node: dict) -> list:
    """The `src` of every image node in the tree."""
    sources = [node["src"]] if node.get("type") == "image" else []
    for child in node.get("children", []):
        sources.extend(image_sources(child))
    return sources


if __name__ == "__main__":
    sys.exit(main())
