'use strict';
// The Letterpress playground: three tabs that follow edits (debounced, no submit button) and never let an older
// answer replace a newer one. Plain JavaScript: no build step, no dependencies.

const $ = (id) => document.getElementById(id);

function debounce(fn, ms) {
  let timer;
  return () => { clearTimeout(timer); timer = setTimeout(fn, ms); };
}

/** Latest-wins rendering: each render gets a number; an answer is shown only if no later render was shown first. */
class Latest {
  constructor(name) { this.name = name; this.issued = 0; this.shown = 0; }
  async run(work, show) {
    const number = ++this.issued;
    const started = performance.now();
    let result;
    try { result = await work(); } catch (error) { result = { error: error.message }; }
    if (number <= this.shown) return;        // an older answer after a newer one: dropped
    this.shown = number;
    show(result);
    $('status').textContent = `${this.name}: ${Math.round(performance.now() - started)} ms`;
    document.body.dataset[this.name + 'Renders'] = String(number);
  }
}

/** POSTs `body`; the answer as a blob (PNG) or parsed JSON; an error answer throws its message. */
async function post(path, body, { png = false, type = 'application/json' } = {}) {
  const response = await fetch(path, {
    method: 'POST', body,
    headers: { 'Content-Type': type, 'Accept': png ? 'image/png' : 'application/json' },
  });
  if (!response.ok) {
    let message = `HTTP ${response.status}`;
    try { message = (await response.json()).error.message; } catch (_) { /* not JSON */ }
    throw new Error(message);
  }
  return png ? response.blob() : response.json();
}

/** Shows a PNG blob in `img` at `scale` pixels per point; resolves once it is decoded. */
function showImage(img, blob, scale) {
  const old = img.src;
  const url = URL.createObjectURL(blob);
  return new Promise((resolve) => {
    img.onload = () => {
      img.style.width = `${img.naturalWidth / scale}px`;
      img.style.height = `${img.naturalHeight / scale}px`;
      if (old.startsWith('blob:')) URL.revokeObjectURL(old);
      resolve();
    };
    img.src = url;
  });
}

function showError(element, message) {
  element.hidden = !message;
  element.textContent = message || '';
}

function prepareOverlay(canvas, img) {
  const ratio = window.devicePixelRatio || 1;
  const width = parseFloat(img.style.width) || 0, height = parseFloat(img.style.height) || 0;
  canvas.width = Math.ceil(width * ratio);
  canvas.height = Math.ceil(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const context = canvas.getContext('2d');
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  return context;
}

// ---- Tabs

for (const button of document.querySelectorAll('nav button')) {
  button.addEventListener('click', () => {
    for (const other of document.querySelectorAll('nav button')) other.setAttribute('aria-selected', String(other === button));
    for (const tab of document.querySelectorAll('.tab')) tab.hidden = tab.id !== `tab-${button.dataset.tab}`;
  });
}

// ---- Text: measure-text's answer and the text drawn, with line boxes and baselines.

const TEXT_SCALE = 2;
const textLatest = new Latest('text');
const isRightToLeft = (text) => /^[^A-Za-z\u00C0-\u024F\u0400-\u04FF]*[\u0590-\u08FF]/.test(text);

function textRequest() {
  const lineBreak = $('text-linebreak').value, maxLines = Number($('text-maxlines').value) || 0;
  const common = { font: $('text-font').value, size: Number($('text-size').value) || 17, weight: $('text-weight').value };
  return {
    measure: { id: 'playground', text: $('text-input').value, width: Number($('text-width').value), lineBreak, maxLines, scale: TEXT_SCALE, ...common },
    tree: {
      id: 'root', style: { width: Number($('text-width').value) }, background: '#FFFFFF',
      children: [{ id: 'text', text: { string: $('text-input').value, family: common.font, size: common.size, weight: common.weight, lineBreak, maxLines } }],
    },
  };
}

function renderText() {
  $('text-width-value').textContent = $('text-width').value;
  const { measure, tree } = textRequest();
  textLatest.run(async () => {
    const [answer, png] = await Promise.all([
      post('/v1/measure', JSON.stringify(measure)),
      post(`/v1/layout?scale=${TEXT_SCALE}`, JSON.stringify(tree), { png: true }),
    ]);
    await showImage($('text-image'), png, TEXT_SCALE);
    return { answer, width: measure.width, rtl: isRightToLeft(measure.text) };
  }, (result) => {
    showError($('text-error'), result.error);
    if (result.error) return;
    drawLineBoxes(result.answer, result.width, result.rtl);
    showNumbers(result.answer);
  });
}

function drawLineBoxes(answer, width, rtl) {
  const context = prepareOverlay($('text-overlay'), $('text-image'));
  const lines = answer.lines;
  const heights = lines.reduce((sum, line) => sum + line.height, 0);
  const gap = lines.length > 1 ? Math.max(0, (answer.rawHeight - heights) / (lines.length - 1)) : 0;
  let top = 0;
  context.lineWidth = 1;
  for (const line of lines) {
    const x = rtl ? width - line.width : 0;
    context.strokeStyle = 'rgba(255, 0, 255, 0.7)';
    context.strokeRect(x + 0.5, top + 0.5, Math.max(0, line.width - 1), Math.max(0, line.height - 1));
    context.strokeStyle = 'rgba(255, 0, 0, 0.85)';
    context.beginPath();
    context.moveTo(0, Math.round(line.baseline) + 0.5);
    context.lineTo(width, Math.round(line.baseline) + 0.5);
    context.stroke();
    top += line.height + gap;
  }
}

function showNumbers(answer) {
  const rows = [
    ['size', `${answer.width} × ${answer.height} pt (raw ${answer.rawWidth.toFixed(3)} × ${answer.rawHeight.toFixed(3)})`],
    ['lines', `${answer.lineCount}${answer.truncated ? ' (truncated)' : ''}`],
    ...answer.lines.map((line, index) => [`${index + 1}.`, `${JSON.stringify(line.text)}  width ${line.width.toFixed(3)}  baseline ${line.baseline.toFixed(3)}  height ${line.height.toFixed(3)}`]),
  ];
  const table = $('text-numbers');
  table.replaceChildren(...rows.map(([name, value]) => {
    const row = document.createElement('tr');
    const th = document.createElement('th'), td = document.createElement('td');
    th.textContent = name; td.textContent = value;
    row.append(th, td);
    return row;
  }));
}

for (const id of ['text-input', 'text-font', 'text-size', 'text-weight', 'text-width', 'text-linebreak', 'text-maxlines']) {
  $(id).addEventListener('input', debounce(renderText, 120));
}

// ---- Layout: a component tree, its PNG and, on hover, each node's frame from the layout JSON.

const LAYOUT_SCALE = 2;
const layoutLatest = new Latest('layout');
let layoutFrames = [];   // [{id, x, y, width, height, depth}], absolute, in points

function flattenLayout(node, x = 0, y = 0, depth = 0, out = []) {
  const layout = node.layout || { left: 0, top: 0, width: 0, height: 0 };
  const left = x + layout.left, top = y + layout.top;
  out.push({ id: node.id || '(no id)', x: left, y: top, width: layout.width, height: layout.height, depth });
  for (const child of node.children || []) flattenLayout(child, left, top, depth + 1, out);
  return out;
}

function renderLayout() {
  $('layout-width-value').textContent = $('layout-width').value;
  const tree = $('layout-input').value;
  const query = `?width=${$('layout-width').value}&scale=${LAYOUT_SCALE}&appearance=${$('layout-appearance').value}&direction=${$('layout-direction').value}`;
  layoutLatest.run(async () => {
    const [png, layout] = await Promise.all([post('/v1/layout' + query, tree, { png: true }), post('/v1/layout' + query, tree)]);
    await showImage($('layout-image'), png, LAYOUT_SCALE);
    return { layout };
  }, (result) => {
    showError($('layout-error'), result.error);
    if (result.error) return;
    layoutFrames = flattenLayout(result.layout);
    prepareOverlay($('layout-overlay'), $('layout-image'));
    delete $('layout-overlay').dataset.outline;
  });
}

/** Outlines the deepest node under (x, y) points; returns its frame. */
function outlineAt(x, y) {
  const hits = layoutFrames.filter((f) => x >= f.x && y >= f.y && x < f.x + f.width && y < f.y + f.height);
  const frame = hits.reduce((best, f) => (!best || f.depth >= best.depth ? f : best), null);
  const canvas = $('layout-overlay');
  const context = prepareOverlay(canvas, $('layout-image'));
  if (!frame) { $('layout-hover').textContent = 'Hover the picture to outline a node.'; delete canvas.dataset.outline; return null; }
  context.strokeStyle = '#ff2d55';
  context.lineWidth = 2;
  context.strokeRect(frame.x + 1, frame.y + 1, Math.max(0, frame.width - 2), Math.max(0, frame.height - 2));
  canvas.dataset.outline = JSON.stringify({ id: frame.id, x: frame.x, y: frame.y, width: frame.width, height: frame.height });
  $('layout-hover').textContent = `${frame.id}: x ${frame.x}, y ${frame.y}, ${frame.width} × ${frame.height} pt`;
  return frame;
}

$('layout-stage').addEventListener('mousemove', (event) => {
  const box = $('layout-image').getBoundingClientRect();
  outlineAt(event.clientX - box.left, event.clientY - box.top);
});
for (const id of ['layout-input', 'layout-width', 'layout-appearance', 'layout-direction']) {
  $(id).addEventListener('input', debounce(renderLayout, 250));
}

// ---- Chat: a transcript's screenshot.

const CHAT_SCALE = 2;
const chatLatest = new Latest('chat');

function renderChat() {
  const query = `?scale=${CHAT_SCALE}&style=${$('chat-style').value}&appearance=${$('chat-appearance').value}`;
  chatLatest.run(async () => {
    await showImage($('chat-image'), await post('/v1/chat' + query, $('chat-input').value, { png: true }), CHAT_SCALE);
    return {};
  }, (result) => showError($('chat-error'), result.error));
}

for (const id of ['chat-input', 'chat-style', 'chat-appearance']) $(id).addEventListener('input', debounce(renderChat, 300));

// ---- Samples

/** Fills a sample menu; `rebase` adjusts a sample for the server's --assets folder (Samples/). */
async function loadSamples(kind, select, input, render, rebase = (sample) => sample) {
  const samples = await (await fetch(`/samples/${kind}`)).json();
  for (const name of Object.keys(samples)) select.append(new Option(name, name));
  const choose = () => { input.value = JSON.stringify(rebase(structuredClone(samples[select.value])), null, 2); render(); };
  select.addEventListener('change', choose);
  if (select.options.length) choose();
}

function rebaseImages(node) {
  if (node.image && typeof node.image.path === 'string' && !node.image.path.includes('/')) node.image.path = 'layouts/' + node.image.path;
  for (const child of node.children || []) rebaseImages(child);
  return node;
}

renderText();
loadSamples('layouts', $('layout-sample'), $('layout-input'), renderLayout, rebaseImages);
loadSamples('chats', $('chat-sample'), $('chat-input'), renderChat);
window.playground = { Latest, outlineAt, renderText, renderLayout, renderChat };
