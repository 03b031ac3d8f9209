/// The folder report: one self-contained `index.html` (styles, script and results inline; the images beside it under
/// `images/`), so that it opens from the file system — no server, no network, no external asset.
///
/// The results are embedded as JSON in a `<script type="application/json">` element (a page opened from `file://`
/// may not fetch files). The index shows the counts and a list that can be filtered by status and path and sorted;
/// a file's page (`#/file/N`) shows the baseline, actual and diff images side by side, as an overlay with a slider,
/// blinking, or the diff alone, with the differing regions outlined. Keys: ← → (or j k) previous and next file,
/// 1–4 the views, o outlines, [ ] move the slider, space pauses blinking, / searches, Esc back to the list.
enum HTMLReport {
    static func page(_ summary: FolderSummary) -> String {
        let counts = FileOutcome.Status.allCases.map { status in
            "<button class=\"count \(status.rawValue)\" data-status=\"\(status.rawValue)\" id=\"count-\(status.rawValue)\" "
                + "data-count=\"\(summary.count(status))\"><b>\(summary.count(status))</b> \(status.rawValue)</button>"
        }.joined(separator: "\n      ")
        let title = "png-diff: \(summary.sides.baseline) → \(summary.sides.actual)"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(FolderSummary.xml(title))</title>
            <style>\(ReportPage.style)</style>
            </head>
            <body>
            <header>
              <h1>png-diff report</h1>
              <p class="sides"><span>baseline <code>\(FolderSummary.xml(summary.sides.baseline))</code></span>
                <span>actual <code>\(FolderSummary.xml(summary.sides.actual))</code></span>
                <span>metric <code>\(summary.options.metric.name)</code></span></p>
              <nav class="counts">
              <button class="count all active" data-status="all" id="count-all" data-count="\(summary.outcomes.count)"><b>\(summary.outcomes.count)</b> all</button>
              \(counts)
              </nav>
            </header>
            <main>
              <section id="list-view">
                <div class="controls">
                  <input id="search" type="search" placeholder="Filter by path (/)" aria-label="Filter by path">
                  <label>Sort <select id="sort">
                    <option value="report">changed first, by ratio</option>
                    <option value="ratio">ratio</option>
                    <option value="pixels">differing pixels</option>
                    <option value="path">path</option>
                  </select></label>
                  <span id="shown"></span>
                </div>
                <table id="files"><thead><tr><th></th><th>status</th><th>path</th><th class="n">pixels</th><th class="n">ratio</th><th class="n">regions</th><th class="n">size</th></tr></thead><tbody></tbody></table>
              </section>
              <section id="detail-view" hidden></section>
            </main>
            <footer>Keys: ← → or j k previous / next · 1 side by side · 2 overlay · 3 blink · 4 diff · o outlines · [ ] slider · Esc list</footer>
            <script id="report-data" type="application/json">\(summary.json())</script>
            <script>\(ReportPage.script)</script>
            </body>
            </html>

            """
    }
}
