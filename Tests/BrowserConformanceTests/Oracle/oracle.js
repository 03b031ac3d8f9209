// Lays out Letterpress component trees (render-layout's JSON, Yoga's style names) as HTML and reads every node's
// frame back. Loaded by oracle.html; make_fixtures.py and reduce.py call `layoutCases` over the DevTools protocol.
"use strict";

// Line height ÷ font size per font family (our line height: the font's ascent + descent, as TextMeasure computes it).
let lineHeightRatios = {};
let fallbackFamilies = [];

function setFonts(faces, ratios, fallbacks) {
  document.getElementById("fonts").textContent = faces.map(f =>
    `@font-face { font-family: "${f.family}"; src: url("${f.url}"); font-weight: ${f.weight}; ` +
    `font-style: ${f.italic ? "italic" : "normal"}; }`).join("\n");
  lineHeightRatios = ratios;
  fallbackFamilies = fallbacks;
  return Promise.all(faces.map(f => document.fonts.load(`${f.italic ? "italic " : ""}${f.loadWeight} 16px "${f.family}"`)))
    .then(() => document.fonts.ready).then(() => true);
}

function length(value) {
  return typeof value === "number" ? `${value}px` : value;
}

// A size keyword as Chromium spells it.
function dimension(value) {
  if (typeof value === "number") return `${value}px`;
  return value;
}

// Edge values in Yoga's precedence (all < horizontal/vertical < physical < start/end): later declarations win.
function edges(value, names) {
  const object = (typeof value === "object" && value !== null) ? value : { all: value };
  const out = [];
  const order = ["all", "horizontal", "vertical", "left", "right", "top", "bottom", "start", "end"];
  for (const edge of order) {
    if (!(edge in object)) continue;
    for (const property of names[edge]) out.push(`${property}: ${length(object[edge])}`);
  }
  return out;
}

function edgeNames(prefix, suffix) {
  return {
    all: [`${prefix}-top${suffix}`, `${prefix}-right${suffix}`, `${prefix}-bottom${suffix}`, `${prefix}-left${suffix}`],
    horizontal: [`${prefix}-left${suffix}`, `${prefix}-right${suffix}`],
    vertical: [`${prefix}-top${suffix}`, `${prefix}-bottom${suffix}`],
    left: [`${prefix}-left${suffix}`], right: [`${prefix}-right${suffix}`],
    top: [`${prefix}-top${suffix}`], bottom: [`${prefix}-bottom${suffix}`],
    start: [`${prefix}-inline-start${suffix}`], end: [`${prefix}-inline-end${suffix}`],
  };
}

const insetNames = {
  all: ["top", "right", "bottom", "left"], horizontal: ["left", "right"], vertical: ["top", "bottom"],
  left: ["left"], right: ["right"], top: ["top"], bottom: ["bottom"],
  start: ["inset-inline-start"], end: ["inset-inline-end"],
};

// The CSS of one node's style (Yoga's names and meanings; oracle.html's reset holds Yoga's defaults).
function css(style, text) {
  const out = [];
  const s = style || {};
  if (s.direction && s.direction !== "inherit") out.push(`direction: ${s.direction}`);
  if (s.flexDirection) out.push(`flex-direction: ${s.flexDirection}`);
  if (s.justifyContent) out.push(`justify-content: ${s.justifyContent}`);
  if (s.alignItems) out.push(`align-items: ${s.alignItems}`);
  if (s.alignSelf) out.push(`align-self: ${s.alignSelf}`);
  if (s.alignContent) out.push(`align-content: ${s.alignContent}`);
  if (s.flexWrap) out.push(`flex-wrap: ${s.flexWrap === "no-wrap" ? "nowrap" : s.flexWrap}`);
  // Yoga's `flex`: a positive value grows with basis 0 (shrink stays 0), a negative one shrinks.
  const flex = typeof s.flex === "number" ? s.flex : NaN;
  const grow = s.flexGrow !== undefined ? s.flexGrow : (flex > 0 ? flex : 0);
  const shrink = s.flexShrink !== undefined ? s.flexShrink : (flex < 0 ? -flex : 0);
  out.push(`flex-grow: ${grow}`, `flex-shrink: ${shrink}`);
  if (s.flexBasis !== undefined && s.flexBasis !== "auto") out.push(`flex-basis: ${dimension(s.flexBasis)}`);
  else if (flex > 0) out.push("flex-basis: 0px");
  for (const [key, property] of [["width", "width"], ["height", "height"], ["minWidth", "min-width"],
                                 ["maxWidth", "max-width"], ["minHeight", "min-height"], ["maxHeight", "max-height"]]) {
    if (s[key] === undefined) continue;
    let value = dimension(s[key]);
    if (value === "auto" && key.startsWith("max")) value = "none";
    out.push(`${property}: ${value}`);
  }
  if (s.margin !== undefined) out.push(...edges(s.margin, edgeNames("margin", "")));
  if (s.padding !== undefined) out.push(...edges(s.padding, edgeNames("padding", "")));
  if (s.border !== undefined) out.push(...edges(s.border, edgeNames("border", "-width")));
  if (s.position !== undefined) out.push(...edges(s.position, insetNames));
  if (s.positionType) out.push(`position: ${s.positionType}`);
  if (s.gap !== undefined) {
    const gap = (typeof s.gap === "object") ? s.gap : { all: s.gap };
    if ("all" in gap) out.push(`gap: ${length(gap.all)}`);
    if ("row" in gap) out.push(`row-gap: ${length(gap.row)}`);
    if ("column" in gap) out.push(`column-gap: ${length(gap.column)}`);
  }
  if (typeof s.aspectRatio === "number" && s.aspectRatio > 0) out.push(`aspect-ratio: ${s.aspectRatio}`);
  if (s.display && s.display !== "flex") out.push(`display: ${s.display}`);
  if (s.overflow) out.push(`overflow: ${s.overflow}`);
  if (s.boxSizing) out.push(`box-sizing: ${s.boxSizing}`);
  if (text) {
    const family = text.family || "Inter";
    const size = text.size || 17;
    const families = [family, ...fallbackFamilies.filter(f => f !== family)].map(f => `"${f}"`).join(", ");
    out.push(`font-family: ${families}`, `font-size: ${size}px`, `font-weight: ${weightNumber(text.weight)}`,
             `font-style: ${text.italic ? "italic" : "normal"}`,
             `line-height: ${size * (lineHeightRatios[family] || 1.2)}px`);
    if (text.alignment) out.push(`text-align: ${{ natural: "start", justified: "justify" }[text.alignment] || text.alignment}`);
  }
  return out.join("; ");
}

function weightNumber(weight) {
  if (weight === undefined) return 400;
  if (typeof weight === "number") return weight;
  return { thin: 100, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 900 }[weight] ||
    parseInt(weight, 10) || 400;
}

// Builds the elements of `node` under `parent`, listing [element, node] pairs in depth-first order.
function build(node, parent, list) {
  const element = document.createElement("div");
  element.className = node.text ? "t" : "n";
  element.setAttribute("style", css(node.style, node.text));
  if (node.text) element.textContent = node.text.string;
  parent.appendChild(element);
  list.push([element, node]);
  for (const child of node.children || []) build(child, element, list);
}

function hasBox(element) {
  return getComputedStyle(element).display !== "contents";
}

// The frame of every node, relative to the nearest ancestor with a box (FlexLayout's frames are relative to the
// parent; a `display: contents` parent has a zero frame at the grandparent's origin). Nodes without a box
// (display none, contents, or inside a display-none subtree) get [0, 0, 0, 0].
function frames(wrapper, list) {
  return list.map(([element]) => {
    const display = getComputedStyle(element).display;
    if (display === "none" || display === "contents") return [0, 0, 0, 0];
    for (let up = element.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).display === "none") return [0, 0, 0, 0];
      if (up === wrapper) break;
    }
    let reference = element.parentElement;
    while (reference !== wrapper && !hasBox(reference)) reference = reference.parentElement;
    const r = element.getBoundingClientRect(), p = reference.getBoundingClientRect();
    return [r.left - p.left, r.top - p.top, r.width, r.height];
  });
}

// Lays out each case ({tree, width, height}) in each direction; answers {ltr: [...], rtl: [...]} frames per case.
function layoutCases(cases, directions) {
  return cases.map(item => {
    const result = {};
    for (const direction of directions) {
      // The root is a block-level flex container in a block of the given width (max-content without one): its
      // width stretches as a Yoga root's does and its auto height is indefinite, as a Yoga root's undefined height.
      // With a height, the block is a one-cell grid of that size, in which the root stretches to it.
      const wrapper = document.createElement("div");
      wrapper.className = "case";
      const width = item.width === null || item.width === undefined ? "max-content" : `${item.width}px`;
      if (item.height === null || item.height === undefined) {
        wrapper.style.display = "block";
        wrapper.style.width = width;
      } else {
        wrapper.style.gridTemplateColumns = width;
        wrapper.style.gridTemplateRows = `${item.height}px`;
      }
      const list = [];
      build(item.tree, wrapper, list);
      const root = list[0][0];
      const rootDirection = (item.tree.style || {}).direction;
      if (!rootDirection || rootDirection === "inherit") root.style.direction = direction;
      document.body.appendChild(wrapper);
      result[direction] = frames(wrapper, list);
      wrapper.remove();
    }
    return result;
  });
}
