import Foundation

/// The review page: each failure with its expected, actual and diff pictures, a slider between
/// expected and actual, a flicker toggle, and a zoom to the differing region that shows the
/// pixel values under the cursor. Plain HTML and JavaScript, no server needed to look.
///
/// It is written as the artifacts folder's `index.html` (with the command that accepts each
/// picture), and served by `glsandbox snapshots review --serve` (with **Accept** and
/// **Reject** buttons, which post to that server). Keyboard: `j`/`k` next/previous failure,
/// `a` accept, `r` reject (served page only).
public enum ReviewPage {
    /// One failure on the page.
    public struct Entry: Sendable {
        /// Its number on the page (the served page posts it back).
        public var id: Int
        public var record: FailureRecord
        /// `expected`, `actual` and `diff`, as URLs relative to the page (already encoded);
        /// nil where the record has none. A record's path that was refused has `refused` set.
        public var expected: String?
        public var actual: String?
        public var diff: String?
        /// The shell command that accepts this picture (the static page shows it).
        public var command: String?
        /// Why the record was refused ("refused: ..."; its paths lead outside its folders):
        /// shown instead of its pictures and buttons.
        public var refused: String?
        /// The side-by-side picture (expected | diff | actual), as a URL relative to the page.
        public var sideBySide: String?
        /// The pictures' width in pixels, and the side-by-side picture's: a small picture (a
        /// 64x48 test) is shown at a whole multiple of its size, at least 256 pixels wide, its
        /// pixels kept square and sharp (`image-rendering: pixelated`).
        public var width: Int?
        public var sideBySideWidth: Int?
        var scale: Int { width.map { max(1, 256 / max($0, 1)) } ?? 1 }

        public init(id: Int, record: FailureRecord, expected: String?, actual: String?, diff: String?, command: String? = nil,
                    refused: String? = nil) {
            self.id = id
            self.record = record
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.command = command
            self.refused = refused
        }
    }

    /// The title every page of ours starts with (how a report is known as ours).
    static let title = "GLSandbox snapshot failures"

    /// The whole page. `served` adds the Accept and Reject buttons; `intro` is a paragraph of
    /// HTML under the heading.
    public static func html(_ entries: [Entry], served: Bool, intro: String) -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title) (\(entries.count))</title>
            <style>\(style)</style></head>
            <body data-served="\(served ? 1 : 0)">
            <h1>Snapshot failures: \(entries.count)</h1>
            <p>\(intro)</p>
            <p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous\(served ? ", <kbd>a</kbd> accept, <kbd>r</kbd> reject" : "").
            The slider shows expected on its left and actual on its right; <em>flicker</em> alternates them; <em>zoom</em> shows the differing region,
            with the pixel values under the cursor.</p>
            <p id="progress"></p>

            """
        for entry in entries { html += section(entry, served: served) }
        html += "<script>\(script)</script>\n</body></html>\n"
        return html
    }

    /// The differing region named in a comparison's summary ("within WxH at (X, Y)"), as
    /// `X,Y,W,H`, or nil.
    public static func region(in summary: String) -> String? {
        guard let within = summary.range(of: "within ") else { return nil }
        let rest = summary[within.upperBound...]
        let numbers = rest.prefix(60).split(whereSeparator: { !$0.isNumber }).prefix(4).compactMap { Int($0) }
        guard numbers.count == 4, rest.hasPrefix("\(numbers[0])x\(numbers[1]) at (\(numbers[2]), \(numbers[3]))") else { return nil }
        return "\(numbers[2]),\(numbers[3]),\(numbers[0]),\(numbers[1])"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    static func section(_ entry: Entry, served: Bool) -> String {
        let record = entry.record
        let test = record.test.map { " (\(escape($0)))" } ?? ""
        let lines = record.summary.split(separator: "\n").map(String.init)
        let note = lines.first { $0.hasPrefix("note:") }
        var facts: [String] = []
        if let pixels = record.differingPixels { facts.append("\(pixels) pixel\(pixels == 1 ? "" : "s") differ") }
        if let delta = record.maxChannelDelta { facts.append("by up to \(delta) in a channel") }
        let region = region(in: record.summary)
        if let region {
            let p = region.split(separator: ",")
            facts.append("region \(p[2])x\(p[3]) at (\(p[0]), \(p[1]))")
        }
        var html = """
            <section class="failure" id="failure-\(entry.id)" data-id="\(entry.id)" data-name="\(escape(record.name))" data-region="\(region ?? "")">
            <h2><code>\(escape(record.name))</code>\(test) <span class="state"></span></h2>
            <p class="summary">\(escape(lines.first ?? ""))</p>

            """
        if !facts.isEmpty { html += "<p class=\"facts\">\(escape(facts.joined(separator: ", ")))</p>\n" }
        if let note { html += "<p class=\"note\">\(escape(note))</p>\n" }
        html += "<p>golden: <code>\(escape(record.golden))</code></p>\n"
        if let refused = entry.refused {
            return html + "<p class=\"refused\">\(escape(refused))</p></section>\n"
        }
        if let command = entry.command { html += "<p class=\"command\">accept: <code>\(escape(command))</code></p>\n" }
        if served {
            html += "<p class=\"actions\"><button class=\"accept\">Accept (a)</button> <button class=\"reject\">Reject (r)</button> "
                + "<span class=\"status\"></span></p>\n"
        }
        func figure(_ url: String?, _ caption: String, width: Int?) -> String {
            guard let url else { return "<figure><figcaption>\(caption)</figcaption><p>(none)</p></figure>" }
            let size = entry.scale > 1 ? width.map { " width=\"\($0 * entry.scale)\"" } ?? "" : ""
            return "<figure><a href=\"\(escape(url))\"><img src=\"\(escape(url))\"\(size) alt=\"\(caption)\"></a><figcaption>\(caption)</figcaption></figure>"
        }
        html += "<div class=\"row\">\(figure(entry.expected, "expected", width: entry.width))\(figure(entry.actual, "actual", width: entry.width))"
            + "\(figure(entry.diff, "diff", width: entry.width))</div>\n"
        if let sideBySide = entry.sideBySide {
            html += "<div class=\"row wide\">\(figure(sideBySide, "side by side", width: entry.sideBySideWidth))</div>\n"
        }
        if let expected = entry.expected, let actual = entry.actual {
            html += """
                <div class="compare"><div class="stage"><div class="view">
                <img class="expected-layer" src="\(escape(expected))" alt="expected">
                <img class="actual-layer" src="\(escape(actual))" alt="actual"></div></div>
                <div class="tools"><label>expected <input type="range" class="slider" min="0" max="100" value="50" aria-label="expected or actual"> actual</label>
                <label><input type="checkbox" class="flicker"> flicker</label>
                <label><input type="checkbox" class="zoom"\(region == nil ? " disabled" : "")> zoom to the differing region</label>
                <span class="pixel">move over the picture for pixel values</span></div></div>

                """
        }
        return html + "</section>\n"
    }

    static let style = """
        body { font: 14px system-ui, sans-serif; background: #202124; color: #e8eaed; margin: 2em; }
        section { border-top: 1px solid #5f6368; padding: 1em 0.5em; }
        section.current { background: #2a2b2f; outline: 2px solid #8ab4f8; }
        section.accepted { opacity: 0.6; } section.accepted .state { color: #81c995; }
        section.rejected .state { color: #f28b82; }
        .row { display: flex; gap: 1em; flex-wrap: wrap; }
        figure { margin: 0; } img { max-width: 31vw; height: auto; image-rendering: pixelated; border: 1px solid #5f6368; }
        .wide img { max-width: 95vw; }
        code, kbd { color: #8ab4f8; } .note { color: #fdd663; } .refused { color: #f28b82; }
        .compare { margin-top: 1em; }
        .stage { position: relative; overflow: hidden; width: 480px; border: 1px solid #5f6368; background: #000; cursor: crosshair; }
        .view { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
        .view img { position: absolute; left: 0; top: 0; max-width: none; border: 0; }
        .view img.hidden { visibility: hidden; }
        .tools { display: flex; gap: 1.5em; flex-wrap: wrap; align-items: center; margin-top: 0.5em; }
        .pixel { font-family: ui-monospace, monospace; }
        """

    /// Slider, flicker, zoom and pixel values on every page; j/k; Accept and Reject (a/r),
    /// which post to the server, on the served page.
    static let script = #"""
        (function () {
          "use strict";
          const served = document.body.dataset.served === "1";
          const sections = Array.from(document.querySelectorAll("section.failure"));
          let current = -1;
          function select(index, scroll = true) {
            if (sections.length === 0) return;
            current = Math.max(0, Math.min(sections.length - 1, index));
            sections.forEach((s, k) => s.classList.toggle("current", k === current));
            if (scroll) sections[current].scrollIntoView({ block: "nearest" });
          }
          function progress() {
            const open = sections.filter((s) => !s.dataset.state && !s.querySelector(".refused")).length;
            document.getElementById("progress").textContent = served ? open + " of " + sections.length + " still to decide" : "";
          }
          function pixels(img) {
            if (!img.pixelData) {
              const canvas = document.createElement("canvas");
              canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
              const context = canvas.getContext("2d");
              context.drawImage(img, 0, 0);
              img.pixelData = context.getImageData(0, 0, canvas.width, canvas.height).data;   // throws for a page opened as a file
            }
            return img.pixelData;
          }
          function rgba(data, offset) { return Array.from(data.slice(offset, offset + 4)).join(" "); }
          sections.forEach((section, index) => {
            section.addEventListener("click", () => select(index));
            const stage = section.querySelector(".stage");
            if (!stage) return;
            const view = stage.querySelector(".view");
            const expected = stage.querySelector("img.expected-layer");
            const actual = stage.querySelector("img.actual-layer");
            const slider = section.querySelector("input.slider");
            const flicker = section.querySelector("input.flicker");
            const zoom = section.querySelector("input.zoom");
            const readout = section.querySelector(".pixel");
            let scale = 1, originX = 0, originY = 0, timer = null;
            function layout() {
              const w = expected.naturalWidth || 1, h = expected.naturalHeight || 1;
              const fit = 480 / w;
              stage.style.height = Math.min(480, Math.round(h * fit)) + "px";
              scale = fit; originX = 0; originY = 0;
              const region = section.dataset.region.split(",").map(Number);
              if (zoom.checked && region.length === 4) {
                // The region and a margin of 2 pixels fill the stage, the region in its middle.
                const pad = 2, [x, y, rw, rh] = region;
                scale = Math.min(480 / (rw + 2 * pad), stage.clientHeight / (rh + 2 * pad), 64);
                originX = x + rw / 2 - 240 / scale; originY = y + rh / 2 - stage.clientHeight / 2 / scale;
              }
              view.style.transform = "scale(" + scale + ") translate(" + -originX + "px, " + -originY + "px)";
            }
            function split() {
              // Expected left of the slider's place, actual right of it: at the right end, all actual.
            actual.style.clipPath = flicker.checked ? "none" : "inset(0 0 0 " + (100 - slider.value) + "%)";
            }
            slider.addEventListener("input", split);
            flicker.addEventListener("change", () => {
              clearInterval(timer); timer = null;
              actual.classList.remove("hidden");
              if (flicker.checked) timer = setInterval(() => actual.classList.toggle("hidden"), 400);
              split();
            });
            zoom.addEventListener("change", layout);
            stage.addEventListener("mousemove", (event) => {
              const box = stage.getBoundingClientRect();
              const x = Math.floor((event.clientX - box.left) / scale + originX), y = Math.floor((event.clientY - box.top) / scale + originY);
              if (x < 0 || y < 0 || x >= expected.naturalWidth || y >= expected.naturalHeight) return;
              try {
                const offset = (y * expected.naturalWidth + x) * 4;
                readout.textContent = "(" + x + ", " + y + ") expected " + rgba(pixels(expected), offset) + "  actual " + rgba(pixels(actual), offset);
              } catch (error) {
                readout.textContent = "(" + x + ", " + y + ") pixel values: open this page with glsandbox snapshots review --serve (a browser hides them from a page opened as a file)";
              }
            });
            if (expected.complete) layout(); else expected.addEventListener("load", layout);
            split();
          });
          async function decide(action, index) {
            const section = sections[index];
            if (!served || !section || section.dataset.state || section.querySelector(".refused")) return;
            const status = section.querySelector(".status");
            status.textContent = action === "accept" ? "accepting..." : "rejecting...";
            try {
              const response = await fetch(action + "/" + section.dataset.id, { method: "POST" });
              const text = await response.text();
              if (!response.ok) { status.textContent = "not done: " + text; return; }
              section.dataset.state = action === "accept" ? "accepted" : "rejected";
              section.classList.add(section.dataset.state);
              section.querySelector(".state").textContent = section.dataset.state;
              section.querySelectorAll(".actions button").forEach((b) => { b.disabled = true; });
              status.textContent = text;
              progress();
              const open = (s) => !s.dataset.state && !s.querySelector(".refused");
              let next = sections.findIndex((s, k) => k > index && open(s));
              if (next < 0) next = sections.findIndex(open);
              if (next >= 0) select(next);
            } catch (error) {
              status.textContent = "the server did not answer (stopped?): " + error;
            }
          }
          sections.forEach((section, index) => {
            const accept = section.querySelector("button.accept"), reject = section.querySelector("button.reject");
            if (accept) accept.addEventListener("click", (event) => { event.stopPropagation(); select(index); decide("accept", index); });
            if (reject) reject.addEventListener("click", (event) => { event.stopPropagation(); select(index); decide("reject", index); });
          });
          document.addEventListener("keydown", (event) => {
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.key === "j") select(current + 1);
            else if (event.key === "k") select(current - 1);
            else if (event.key === "a") decide("accept", Math.max(current, 0));
            else if (event.key === "r") decide("reject", Math.max(current, 0));
          });
          select(0, false);   // the page opens at its heading; j/k and clicks scroll
          progress();
        })();
        """#
}
