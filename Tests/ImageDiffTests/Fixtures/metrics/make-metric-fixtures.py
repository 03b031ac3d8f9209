#!/usr/bin/env python3
"""Makes the CIEDE2000 and SSIM fixtures of ImageDiffTests' MetricTests with scikit-image, the reference.

Run from the repository root with the benchmark virtual environment (make bench-venv, plus scikit-image):
    Benchmarks/.venv/bin/pip install scikit-image==0.26.0
    Benchmarks/.venv/bin/python Tests/ImageDiffTests/Fixtures/metrics/make-metric-fixtures.py

Writes, beside this script:
- ciede2000-skimage.tsv: skimage.color.deltaE_ciede2000 of Sharma's 34 published pairs (sharma-ciede2000.tsv),
  at full double precision (the published values have 4 decimals).
- srgb-ciede2000-skimage.tsv: 300 seeded random pairs of 8-bit sRGB colours, their skimage.color.rgb2lab values and
  deltaE_ciede2000.
- ssim-*.png pairs and ssim-skimage.tsv: skimage.metrics.structural_similarity(gray1, gray2, gaussian_weights=True,
  sigma=1.5, use_sample_covariance=False, data_range=1.0, full=True) on skimage.color.rgb2gray of each image (blended
  on white where translucent: 1 + (c - 1) * alpha): the mean SSIM, and the map of the smaller pairs
  (ssim-NAME-map.tsv, row-major).
Every random choice is seeded: running it again writes the same files.
"""
import os
import numpy as np
import skimage
from PIL import Image
from skimage.color import deltaE_ciede2000, rgb2gray, rgb2lab
from skimage.filters import gaussian
from skimage.metrics import structural_similarity

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, header, rows):
    with open(os.path.join(HERE, name), "w") as out:
        out.write(f"# made by make-metric-fixtures.py with scikit-image {skimage.__version__}, numpy {np.__version__}\n")
        out.write("# " + "\t".join(header) + "\n")
        for row in rows:
            out.write("\t".join(repr(float(v)) if not isinstance(v, (int, str)) else str(v) for v in row) + "\n")


def sharma():
    rows = []
    for line in open(os.path.join(HERE, "sharma-ciede2000.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        pair, l1, a1, b1, l2, a2, b2, _ = line.split("\t")
        lab1 = np.array([float(l1), float(a1), float(b1)])
        lab2 = np.array([float(l2), float(a2), float(b2)])
        rows.append((int(pair), deltaE_ciede2000(lab1, lab2)))
    write("ciede2000-skimage.tsv", ["pair", "dE (skimage)"], rows)


def srgb_pairs():
    rng = np.random.default_rng(2026)
    first = rng.integers(0, 256, size=(300, 3))
    second = first.copy()
    # A third are near misses (±1..±8 per channel), a third far apart, a third greys.
    second[:100] = np.clip(first[:100] + rng.integers(-8, 9, size=(100, 3)), 0, 255)
    second[100:200] = rng.integers(0, 256, size=(100, 3))
    grey = rng.integers(0, 256, size=(100, 2))
    first[200:] = grey[:, :1]
    second[200:] = grey[:, 1:]
    lab1 = rgb2lab(first[np.newaxis].astype(np.float64) / 255)[0]
    lab2 = rgb2lab(second[np.newaxis].astype(np.float64) / 255)[0]
    distances = deltaE_ciede2000(lab1, lab2)
    rows = [tuple(int(v) for v in first[i]) + tuple(int(v) for v in second[i]) + tuple(lab1[i]) + tuple(lab2[i]) + (distances[i],)
            for i in range(len(first))]
    write("srgb-ciede2000-skimage.tsv", ["r1", "g1", "b1", "r2", "g2", "b2", "L1", "a1", "b1", "L2", "a2", "b2", "dE"], rows)


def luma(rgba):
    rgb = rgba[..., :3].astype(np.float64) / 255
    alpha = rgba[..., 3:].astype(np.float64) / 255
    return rgb2gray(1 + (rgb - 1) * alpha)


def ssim_pairs():
    rng = np.random.default_rng(7)
    pairs = {}
    # A photo-like picture (smooth gradients plus noise) and a blurred, slightly noisier copy.
    y, x = np.mgrid[0:64, 0:96]
    base = np.stack([128 + 100 * np.sin(x / 9), 128 + 90 * np.cos(y / 7), 128 + 60 * np.sin((x + y) / 13)], axis=-1)
    photo = np.clip(base + rng.normal(0, 12, base.shape), 0, 255)
    blurred = np.clip(gaussian(photo, sigma=1.0, channel_axis=-1, preserve_range=True) + rng.normal(0, 4, base.shape), 0, 255)
    opaque = np.full((64, 96, 1), 255)
    pairs["photo"] = (np.concatenate([photo, opaque], -1), np.concatenate([blurred, opaque], -1))
    # A UI-like picture: flat blocks with "text" strokes, and the same with the strokes moved one pixel right.
    ui = np.full((48, 64, 4), 255, dtype=np.float64)
    ui[4:20, 4:60, :3] = [10, 132, 255]
    moved = ui.copy()
    for row in range(8, 16, 3):
        ui[row, 8:50:4, :3] = 20
        moved[row, 9:51:4, :3] = 20
    pairs["ui"] = (ui, moved)
    # Translucent pixels: random colours and alphas against a changed copy.
    colours = rng.integers(0, 256, size=(30, 40, 4)).astype(np.float64)
    changed = colours.copy()
    changed[10:20, 10:30] = rng.integers(0, 256, size=(10, 20, 4))
    pairs["alpha"] = (colours, changed)
    rows = []
    for name, (a, b) in pairs.items():
        a8, b8 = np.rint(a).astype(np.uint8), np.rint(b).astype(np.uint8)
        Image.fromarray(a8, "RGBA").save(os.path.join(HERE, f"ssim-{name}-a.png"))
        Image.fromarray(b8, "RGBA").save(os.path.join(HERE, f"ssim-{name}-b.png"))
        mean, full = structural_similarity(luma(a8), luma(b8), gaussian_weights=True, sigma=1.5,
                                           use_sample_covariance=False, data_range=1.0, full=True)
        rows.append((name, a8.shape[1], a8.shape[0], mean))
        if a8.shape[0] * a8.shape[1] <= 64 * 48:
            write(f"ssim-{name}-map.tsv", ["SSIM, row-major"], [(v,) for v in full.ravel()])
    write("ssim-skimage.tsv", ["name", "width", "height", "mean SSIM"], rows)


sharma()
srgb_pairs()
ssim_pairs()
