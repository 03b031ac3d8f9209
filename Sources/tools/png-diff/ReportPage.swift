/// The report page's stylesheet and script (inline in `index.html`; see `HTMLReport`).
enum ReportPage {
    static let style = #"""
    :root { color-scheme: light dark; --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7;
      --changed: #d70015; --new: #0071e3; --missing: #b25000; --unreadable: #8e44ad; --unchanged: #248a3d; --region: #ff2d55; }
    @media (prefers-color-scheme: dark) { :root { --bg: #1c1c1e; --fg: #f5f5f7; --muted: #a1a1a6; --line: #3a3a3c;
      --panel: #2c2c2e; --changed: #ff453a; --new: #0a84ff; --missing: #ff9f0a; --unreadable: #bf5af2; --unchanged: #30d158; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
    header, main, footer { padding: 12px 20px; }
    header { border-bottom: 1px solid var(--line); }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2 { font-size: 16px; margin: 0; word-break: break-all; }
    .sides { margin: 0 0 10px; color: var(--muted); display: flex; gap: 18px; flex-wrap: wrap; }
    code { font: 12px ui-monospace, Menlo, monospace; color: var(--fg); }
    .counts { display: flex; gap: 8px; flex-wrap: wrap; }
    button, select, input { font: inherit; color: inherit; }
    .count { border: 1px solid var(--line); background: var(--panel); border-radius: 16px; padding: 3px 12px; cursor: pointer; }
    .count.active { outline: 2px solid var(--fg); }
    .count.changed b, .status.changed { color: var(--changed); } .count.new b, .status.new { color: var(--new); }
    .count.missing b, .status.missing { color: var(--missing); } .count.unreadable b, .status.unreadable { color: var(--unreadable); }
    .count.unchanged b, .status.unchanged { color: var(--unchanged); }
    .controls { display: flex; gap: 12px; align-items: center; margin-bottom: 10px; flex-wrap: wrap; }
    #search { min-width: 260px; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); }
    #shown { color: var(--muted); }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: middle; }
    th { color: var(--muted); font-weight: 500; } .n { text-align: right; font-variant-numeric: tabular-nums; }
    tbody tr { cursor: pointer; } tbody tr:hover, tbody tr.selected { background: var(--panel); }
    td.thumb { width: 72px; } td.thumb img { max-width: 64px; max-height: 48px; display: block; background: #fff; }
    td.path { word-break: break-all; }
    .status { font-weight: 600; text-transform: uppercase; font-size: 11px; letter-spacing: .04em; }
    .bar { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; margin-bottom: 12px; }
    .tabs { display: flex; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
    .tabs button { border: 0; background: var(--bg); padding: 5px 12px; cursor: pointer; border-right: 1px solid var(--line); }
    .tabs button:last-child { border-right: 0; } .tabs button.active { background: var(--fg); color: var(--bg); }
    .nav button { border: 1px solid var(--line); background: var(--panel); border-radius: 6px; padding: 4px 10px; cursor: pointer; }
    .facts { color: var(--muted); }
    .stage { display: flex; gap: 14px; align-items: flex-start; overflow: auto; }
    figure { margin: 0; flex: 1 1 0; min-width: 0; }
    figcaption { color: var(--muted); margin-bottom: 4px; }
    .frame { position: relative; display: inline-block; max-width: 100%; line-height: 0; overflow: hidden;
      background: repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .frame img { width: 100%; display: block; }
    .frame .region { position: absolute; border: 2px solid var(--region); box-shadow: 0 0 0 1px #fff; pointer-events: none; min-width: 4px; min-height: 4px; }
    .outlines-off .region { display: none; }
    .overlay { position: relative; line-height: 0; max-width: 100%;
      background: repeating-conic-gradient(#ccc 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .overlay img { display: block; }
    .overlay .top { position: absolute; inset: 0; }
    .overlay .divider { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--region); pointer-events: none; }
    #overlay-slider { width: min(600px, 100%); }
    .missing-image { padding: 40px; border: 1px dashed var(--line); color: var(--muted); line-height: 1.4; }
    .error { color: var(--unreadable); white-space: pre-wrap; }
    footer { color: var(--muted); border-top: 1px solid var(--line); font-size: 12px; }
    """#

    static let script = #"""
    "use strict";
    const data = JSON.parse(document.getElementById("report-data").textContent);
    const files = data.files.map((file, index) => Object.assign({ index }, file));
    const order = ["changed", "new", "missing", "unreadable", "unchanged"];
    const state = { status: "all", query: "", sort: "report", current: -1, mode: "side", outlines: true, slider: 50, blinkTimer: 0, blinkPaused: false };
    const $ = (selector) => document.querySelector(selector);
    const element = (tag, attributes, ...children) => {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) {
        if (key === "class") node.className = value; else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
        else node.setAttribute(key, value);
      }
      for (const child of children) if (child != null) node.append(child);
      return node;
    };
    const percent = (ratio) => ratio === undefined ? "" : (ratio * 100).toFixed(ratio < 0.0001 && ratio > 0 ? 4 : 2) + " %";

    function visible() {
      const query = state.query.toLowerCase();
      const shown = files.filter((file) => (state.status === "all" || file.status === state.status) && file.path.toLowerCase().includes(query));
      const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
      const sorters = {
        report: (a, b) => order.indexOf(a.status) - order.indexOf(b.status) || (a.status === "changed" ? (b.ratio || 0) - (a.ratio || 0) : 0) || byPath(a, b),
        ratio: (a, b) => (b.ratio || 0) - (a.ratio || 0) || byPath(a, b),
        pixels: (a, b) => (b.mismatched || 0) - (a.mismatched || 0) || byPath(a, b),
        path: byPath,
      };
      return shown.sort(sorters[state.sort]);
    }

    function thumbnail(file) {
      const source = file.diffImage || file.actualImage || file.baselineImage;
      return source ? element("img", { src: source, alt: "", loading: "lazy" }) : null;
    }

    function renderList() {
      const body = $("#files tbody");
      body.replaceChildren();
      const shown = visible();
      for (const file of shown) {
        const row = element("tr", { "data-index": file.index, onclick: () => open(file.index) },
          element("td", { class: "thumb" }, thumbnail(file)),
          element("td", { class: "status " + file.status }, file.status),
          element("td", { class: "path" }, element("a", { href: "#/file/" + file.index }, file.path)),
          element("td", { class: "n" }, file.mismatched === undefined ? "" : String(file.mismatched)),
          element("td", { class: "n" }, percent(file.ratio)),
          element("td", { class: "n" }, file.regionCount === undefined ? "" : String(file.regionCount)),
          element("td", { class: "n" }, file.width === undefined ? "" : file.width + "×" + file.height));
        if (file.index === state.current) row.classList.add("selected");
        body.append(row);
      }
      $("#shown").textContent = shown.length + " of " + files.length + " shown";
      for (const button of document.querySelectorAll(".count")) button.classList.toggle("active", button.dataset.status === state.status);
    }

    function sizeOf(file, kind) {
      const mismatch = file.sizeMismatch;
      if (mismatch && kind === "baseline") return mismatch.first;
      if (mismatch && kind === "actual") return mismatch.second;
      return { width: file.width, height: file.height };
    }

    /** The widest of the images: every image is drawn at the same scale, as a share of it. */
    function canvasWidth(file) { return Math.max(file.width || 0, sizeOf(file, "baseline").width || 0, sizeOf(file, "actual").width || 0); }

    function framed(file, kind, source) {
      if (!source) return element("div", { class: "missing-image" }, kind === "baseline" ? "no baseline image (new file)" : kind === "actual" ? "no actual image (missing file)" : "no diff image");
      const frame = element("div", { class: "frame" }, element("img", { src: source, alt: kind + " " + file.path, "data-kind": kind }));
      const size = sizeOf(file, kind);
      if (size.width && canvasWidth(file)) frame.style.width = (size.width / canvasWidth(file) * 100) + "%";
      for (const region of file.regions || []) {
        if (!size.width || !size.height) break;
        frame.append(element("div", { class: "region", style:
          `left:${region.x / size.width * 100}%;top:${region.y / size.height * 100}%;width:${region.width / size.width * 100}%;height:${region.height / size.height * 100}%` }));
      }
      return frame;
    }

    function stopBlink() { clearInterval(state.blinkTimer); state.blinkTimer = 0; }

    function renderDetail() {
      stopBlink();
      const file = files[state.current];
      const view = $("#detail-view");
      const shown = visible();
      const position = shown.findIndex((item) => item.index === file.index);
      const tabs = element("div", { class: "tabs", role: "tablist" });
      for (const [mode, label] of [["side", "1 Side by side"], ["overlay", "2 Overlay"], ["blink", "3 Blink"], ["diff", "4 Diff"]]) {
        tabs.append(element("button", { class: state.mode === mode ? "active" : "", "data-mode": mode, onclick: () => setMode(mode) }, label));
      }
      const facts = [file.status];
      if (file.mismatched !== undefined) facts.push(file.mismatched + " of " + file.total + " pixels differ (" + percent(file.ratio) + ")");
      if (file.regionCount) facts.push(file.regionCount + " region" + (file.regionCount === 1 ? "" : "s") + (file.regionCount > (file.regions || []).length ? " (first " + file.regions.length + " outlined)" : ""));
      if (file.ssim !== undefined) facts.push("SSIM " + file.ssim.toFixed(6));
      if (file.sizeMismatch) facts.push("sizes " + file.sizeMismatch.first.width + "×" + file.sizeMismatch.first.height + " and " + file.sizeMismatch.second.width + "×" + file.sizeMismatch.second.height);
      else if (file.width) facts.push(file.width + "×" + file.height);
      const outlines = element("label", {}, element("input", { type: "checkbox", id: "outlines", onchange: (event) => { state.outlines = event.target.checked; stage.classList.toggle("outlines-off", !state.outlines); } }), " o outlines");
      outlines.firstChild.checked = state.outlines;
      const stage = element("div", { class: "stage" + (state.outlines ? "" : " outlines-off"), id: "stage" });
      view.replaceChildren(
        element("div", { class: "bar" },
          element("span", { class: "nav" },
            element("button", { onclick: () => showList() }, "Esc list"), " ",
            element("button", { id: "previous", onclick: () => step(-1) }, "← previous"), " ",
            element("button", { id: "next", onclick: () => step(1) }, "next →")),
          element("span", { class: "facts" }, (position + 1) + " of " + shown.length)),
        element("h2", {}, element("span", { class: "status " + file.status }, file.status), " ", file.path),
        element("p", { class: "facts" }, facts.join(" · ")),
        ...(file.error ? [element("p", { class: "error" }, file.error)] : []),
        element("div", { class: "bar" }, tabs, outlines),
        stage);
      if (state.mode === "side") {
        for (const [kind, source] of [["baseline", file.baselineImage], ["actual", file.actualImage], ["diff", file.diffImage]]) {
          if (kind === "diff" && !source) continue;
          stage.append(element("figure", {}, element("figcaption", {}, kind), framed(file, kind, source)));
        }
      } else if (state.mode === "overlay") {
        if (file.baselineImage && file.actualImage) {
          const width = canvasWidth(file);
          const share = (kind) => (sizeOf(file, kind).width / width * 100) + "%";
          const top = element("div", { class: "top", id: "overlay-top" }, element("img", { src: file.actualImage, alt: "actual " + file.path, style: "width:" + share("actual") }));
          const divider = element("div", { class: "divider", id: "overlay-divider" });
          const overlay = element("div", { class: "overlay", style: `width:min(100%, ${width}px)` },
            element("img", { src: file.baselineImage, alt: "baseline " + file.path, style: "width:" + share("baseline") }), top, divider);
          const slider = element("input", { type: "range", min: "0", max: "100", step: "1", id: "overlay-slider", "aria-label": "baseline | actual",
            oninput: (event) => setSlider(Number(event.target.value)) });
          slider.value = String(state.slider);
          stage.append(element("figure", {}, element("figcaption", {}, "baseline ◀ ", slider, " ▶ actual"), overlay));
          setSlider(state.slider);
        } else stage.append(framed(file, file.actualImage ? "actual" : "baseline", file.actualImage || file.baselineImage));
      } else if (state.mode === "blink") {
        const caption = element("figcaption", { id: "blink-label" }, "baseline");
        const frames = [framed(file, "baseline", file.baselineImage), framed(file, "actual", file.actualImage)];
        frames[1].style.display = "none";
        stage.append(element("figure", {}, caption, ...frames));
        let showing = 0;
        state.blinkTimer = setInterval(() => {
          if (state.blinkPaused) return;
          showing = 1 - showing;
          frames[0].style.display = showing === 0 ? "" : "none";
          frames[1].style.display = showing === 1 ? "" : "none";
          caption.textContent = showing === 0 ? "baseline" : "actual";
        }, 600);
      } else {
        stage.append(element("figure", {}, element("figcaption", {}, "diff"), framed(file, "diff", file.diffImage)));
      }
    }

    function setSlider(value) {
      state.slider = Math.max(0, Math.min(100, value));
      const top = $("#overlay-top"), divider = $("#overlay-divider"), slider = $("#overlay-slider");
      if (top) top.style.clipPath = `inset(0 0 0 ${state.slider}%)`;
      if (divider) divider.style.left = state.slider + "%";
      if (slider && Number(slider.value) !== state.slider) slider.value = String(state.slider);
    }

    function setMode(mode) { state.mode = mode; renderDetail(); }
    function open(index) { location.hash = "#/file/" + index; }
    function showList() { location.hash = ""; }
    function step(delta) {
      const shown = visible();
      if (!shown.length) return;
      const position = shown.findIndex((file) => file.index === state.current);
      const next = shown[(position + delta + shown.length) % shown.length];
      open(next.index);
    }

    function route() {
      const match = /^#\/file\/(\d+)$/.exec(location.hash);
      const index = match ? Number(match[1]) : -1;
      if (index >= 0 && index < files.length) {
        state.current = index;
        $("#list-view").hidden = true;
        $("#detail-view").hidden = false;
        renderDetail();
      } else {
        stopBlink();
        $("#detail-view").hidden = true;
        $("#list-view").hidden = false;
        renderList();
      }
    }

    document.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "search") {
        if (event.key === "Escape") event.target.blur();
        return;
      }
      const inDetail = !$("#detail-view").hidden;
      const key = event.key;
      if (key === "/") { event.preventDefault(); showList(); setTimeout(() => $("#search").focus()); }
      else if (key === "ArrowRight" || key === "j") { if (inDetail) step(1); else if (files.length) open(visible()[0].index); }
      else if (key === "ArrowLeft" || key === "k") { if (inDetail) step(-1); }
      else if (key === "Escape") showList();
      else if (inDetail && "1234".includes(key) && key.length === 1) setMode(["side", "overlay", "blink", "diff"][Number(key) - 1]);
      else if (inDetail && key === "o") { const box = $("#outlines"); box.checked = !box.checked; box.dispatchEvent(new Event("change")); }
      else if (inDetail && (key === "[" || key === "]")) setSlider(state.slider + (key === "]" ? 5 : -5));
      else if (inDetail && key === " " && state.mode === "blink") { event.preventDefault(); state.blinkPaused = !state.blinkPaused; }
      else return;
    });
    $("#search").addEventListener("input", (event) => { state.query = event.target.value; renderList(); });
    $("#sort").addEventListener("change", (event) => { state.sort = event.target.value; renderList(); });
    for (const button of document.querySelectorAll(".count")) button.addEventListener("click", () => { state.status = button.dataset.status; showList(); renderList(); });
    window.addEventListener("hashchange", route);
    window.pngDiffReport = { data, state, setSlider, setMode, visible };
    route();
    """#
}
