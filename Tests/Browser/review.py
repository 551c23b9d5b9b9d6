#!/usr/bin/env python3
"""The review page in a real browser: `make test-browser` (part of `make test`).

Usage: review.py GLSANDBOX [--screenshot PNG]

Makes a package in a temporary folder, two failing snapshots with the CLI (one per artifacts
folder, as two CI shards), and a hostile record whose picture lies outside its folder. Then it
starts `glsandbox snapshots review --serve --exit-when-done` on both folders and drives headless
Chromium (Debian's `chromium` and `chromium-driver`, through Selenium) through the review:
the page loads with all three; the slider moves; flicker alternates; zoom goes to the region and
shows pixel values under the cursor; requests without the token, from another host or site, or
for paths outside the folders are refused; Accept (a click) writes the golden, whose bytes are
then the actual picture's, and its renderer record; `r` (a key) rejects the other, whose golden
stays as it was; the server then stops by itself. It waits for events (page elements, lines of
the server's output, the process's end), never for a fixed time.
"""
import http.client
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

LIMIT = 20  # seconds any one event may take before the test fails (it never waits longer)
SIZE = "48x32"
BASE = "vec4(0.2, 0.4, 0.8, 1.0)"


def fail(message):
    print(f"review.py: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def shader(changed):
    """A flat colour; `changed` paints a 4x4 yellow square at pixels (20..23, 12..15) from the top."""
    box = "p.x >= 20.0 && p.x < 24.0 && p.y >= 16.0 && p.y < 20.0" if changed else "false"
    return ("void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n"
            f"    vec2 p = fragCoord;\n    fragColor = ({box}) ? vec4(1.0, 1.0, 0.0, 1.0) : {BASE};\n}}\n")


def main():
    args = sys.argv[1:]
    screenshot = None
    if "--screenshot" in args:
        at = args.index("--screenshot")
        screenshot = os.path.abspath(args[at + 1])
        del args[at:at + 2]
    if len(args) != 1:
        fail(__doc__.split("\n")[2])
    glsandbox = os.path.abspath(args[0])
    work = tempfile.mkdtemp(prefix="glsandbox-review-")
    try:
        run(glsandbox, work, screenshot)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("review.py: the page loaded, the slider, flicker and zoom worked, Accept wrote the golden, r rejected, "
          "requests without the token or outside the folders were refused")


def cli(glsandbox, work, *arguments, expect):
    done = subprocess.run([glsandbox, *arguments], cwd=work, capture_output=True, text=True, timeout=120)
    check(done.returncode == expect, f"glsandbox {' '.join(arguments)} exited {done.returncode}, not {expect}: {done.stderr}")


def run(glsandbox, work, screenshot):
    os.environ.setdefault("GALLIUM_DRIVER", "llvmpipe")
    os.environ.setdefault("LIBGL_ALWAYS_SOFTWARE", "1")
    # A package: goldens are named relative to it, and accept writes only inside its snapshots/.
    with open(os.path.join(work, "Package.swift"), "w") as file:
        file.write("// a package for the review test\n")
    for name, shard in (("roof", "shard1"), ("door", "shard2")):
        path = os.path.join(work, name + ".frag")
        with open(path, "w") as file:
            file.write(shader(changed=False))
        cli(glsandbox, work, "snapshot", path, "--size", SIZE, "--record", "all", expect=1)   # recorded: "look at it", exit 1
        with open(path, "w") as file:
            file.write(shader(changed=True))
        cli(glsandbox, work, "snapshot", path, "--size", SIZE, "--record", "never", "--artifacts", shard, expect=1)
    # A file outside the folders, and a record that names it (as a hostile pull request could).
    secret = os.urandom(64)
    with open(os.path.join(work, "secret.png"), "wb") as file:
        file.write(secret)
    with open(os.path.join(work, "shard2", "evil.failure.json"), "w") as file:
        json.dump({"run": "x", "name": "evil", "kind": "mismatch", "summary": "differs", "golden": "snapshots/evil.png",
                   "actual": "../secret.png"}, file)

    def read(*parts):
        with open(os.path.join(work, *parts), "rb") as file:
            return file.read()

    golden_roof, golden_door = read("snapshots", "roof.png"), read("snapshots", "door.png")
    actual_roof = read("shard1", "roof.actual.png")
    renderer = json.loads(read("shard1", "roof.failure.json"))["renderer"]
    check(golden_roof != actual_roof, "the failing picture should differ from its golden")

    server = subprocess.Popen([glsandbox, "snapshots", "review", "--serve", "--exit-when-done", "shard1", "shard2"], cwd=work,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line.rstrip("\n")) for line in server.stdout] + [lines.put(None)], daemon=True).start()
    seen = []

    def wait_line(pattern):
        while True:
            try:
                line = lines.get(timeout=LIMIT)
            except queue.Empty:
                fail(f"no line matching {pattern!r} from the server within {LIMIT} s; it printed: {seen}")
            if line is None:
                fail(f"the server ended before printing {pattern!r}: {seen}; stderr: {server.stderr.read()}")
            seen.append(line)
            found = re.search(pattern, line)
            if found:
                return found

    driver = None
    try:
        url = wait_line(r"at (http://127\.0\.0\.1:(\d+)/([0-9a-f]{32})/)$")
        address, port, token = url.group(1), int(url.group(2)), url.group(3)
        refused_requests(port, token, secret)

        options = Options()
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1500"):
            options.add_argument(flag)
        browser = shutil.which("chromium") or shutil.which("chromium-browser")
        if browser:
            options.binary_location = browser
        driver_path = shutil.which("chromedriver")
        check(driver_path, "no chromedriver on PATH: install chromium-driver (make deps)")
        driver = webdriver.Chrome(options=options, service=Service(executable_path=driver_path))
        wait = WebDriverWait(driver, LIMIT)
        # The page opens at its heading (issue 36: it opened scrolled to the first failure), even
        # in a window shorter than that failure.
        driver.set_window_size(1200, 150)
        driver.get(address)
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "section.failure")) == 3)
        check(driver.execute_script("return window.scrollY") == 0,
              f"the page opens at its heading, not scrolled by {driver.execute_script('return window.scrollY')} px")
        driver.set_window_size(1200, 900)
        driver.get(address)

        sections = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "section.failure") if len(
            d.find_elements(By.CSS_SELECTOR, "section.failure")) == 3 else False)
        names = [s.get_attribute("data-name") for s in sections]
        check(names == ["door", "evil", "roof"], f"the page lists {names}")
        evil = sections[1]
        check("refused" in evil.text and not evil.find_elements(By.CSS_SELECTOR, "button, img"),
              f"the hostile record is flagged, without pictures or buttons: {evil.text}")
        roof = sections[2]

        # The slider: expected left of it, actual right; all the way right is all actual, left all expected.
        slider = roof.find_element(By.CSS_SELECTOR, "input.slider")
        layer = roof.find_element(By.CSS_SELECTOR, "img.actual-layer")
        check("50%" in layer.value_of_css_property("clip-path"), f"the slider starts in the middle: {layer.value_of_css_property('clip-path')}")
        slider.send_keys(Keys.HOME)
        wait.until(lambda d: slider.get_attribute("value") == "0" and "100%" in layer.value_of_css_property("clip-path"))
        slider.send_keys(Keys.END)
        wait.until(lambda d: slider.get_attribute("value") == "100" and re.search(r" 0%", layer.value_of_css_property("clip-path")))

        # Flicker: the actual layer shows and hides by itself.
        roof.find_element(By.CSS_SELECTOR, "input.flicker").click()
        wait.until(lambda d: "hidden" in layer.get_attribute("class"))
        wait.until(lambda d: "hidden" not in layer.get_attribute("class"))
        roof.find_element(By.CSS_SELECTOR, "input.flicker").click()

        # Zoom to the region (4x4 at (20, 12)), then read the pixel under the cursor, in its middle.
        check(roof.get_attribute("data-region") == "20,12,4,4", f"region {roof.get_attribute('data-region')}")
        roof.find_element(By.CSS_SELECTOR, "input.zoom").click()
        view = roof.find_element(By.CSS_SELECTOR, ".view")
        wait.until(lambda d: "scale(40)" in view.get_attribute("style"))   # 8 pixels (region and margins) fill 320
        stage = roof.find_element(By.CSS_SELECTOR, ".stage")
        ActionChains(driver).move_to_element(stage).perform()
        readout = roof.find_element(By.CSS_SELECTOR, ".pixel")
        wait.until(lambda d: "actual" in readout.text)
        values = readout.text
        check(re.search(r"expected 51 102 204 255\s+actual 255 255 0 255", values), f"pixel values under the cursor: {values}")
        if screenshot:
            driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", roof)
            driver.save_screenshot(screenshot)

        # Accept, by its button: the golden on disk becomes the actual picture, with its renderer record.
        roof.find_element(By.CSS_SELECTOR, "button.accept").click()
        wait.until(lambda d: roof.find_element(By.CSS_SELECTOR, ".state").text == "accepted")
        wait_line(r"^accepted roof: ")
        check(read("snapshots", "roof.png") == actual_roof, "the accepted golden's bytes are the actual picture's")
        check(json.loads(read("snapshots", "roof.json")) == renderer, "the golden's renderer record is the run's")
        check(not os.path.exists(os.path.join(work, "shard1", "roof.failure.json")), "the accepted failure left its folder")

        # The next open failure is selected (door); j and k move; r (a key) rejects: its golden stays.
        door = sections[0]
        wait.until(lambda d: "current" in door.get_attribute("class"))
        ActionChains(driver).send_keys("j").perform()
        wait.until(lambda d: "current" in evil.get_attribute("class") and "current" not in door.get_attribute("class"))
        ActionChains(driver).send_keys("k").perform()
        wait.until(lambda d: "current" in door.get_attribute("class"))
        ActionChains(driver).send_keys("r").perform()
        wait.until(lambda d: door.find_element(By.CSS_SELECTOR, ".state").text == "rejected")
        wait_line(r"^rejected door: ")
        check(read("snapshots", "door.png") == golden_door, "a rejected failure's golden is unchanged")

        # Every failure decided: the server stops by itself; the hostile record makes it exit 65.
        wait_line(r"^every failure decided")
        try:
            code = server.wait(timeout=LIMIT)
        except subprocess.TimeoutExpired:
            fail("the server did not stop after the last decision")
        check(code == 65, f"exit {code} (65: a record was refused): {server.stderr.read()}")
    finally:
        if driver:
            driver.quit()
        if server.poll() is None:
            server.kill()
            server.wait()


def refused_requests(port, token, secret):
    """Requests that must not be answered with anything of ours."""
    def request(method, path, headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=LIMIT)
        connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        for key, value in ({"Host": f"127.0.0.1:{port}"} | (headers or {})).items():
            connection.putheader(key, value)
        connection.putheader("Content-Length", "0")
        connection.endheaders()
        response = connection.getresponse()
        body = response.read()
        connection.close()
        return response.status, body

    status, body = request("GET", f"/{token}/")
    check(status == 200 and b"Snapshot failures: 3" in body, f"the page with the token: {status}")
    for method, path in (("GET", "/"), ("GET", f"/{'0' * 32}/"), ("GET", f"/{token[:-1]}/"), ("POST", "/accept/0"),
                         ("GET", "/picture/0/actual"), ("POST", f"/{'f' * 32}/accept/0")):
        status, _ = request(method, path)
        check(status == 403, f"{method} {path} without the token: {status}, not 403")
    for headers in ({"Host": "evil.example"}, {"Host": f"evil.example:{port}"}, {"Origin": "http://evil.example"}):
        status, _ = request("POST", f"/{token}/accept/0", headers)
        check(status == 403, f"a POST with {headers}: {status}, not 403")
    status, _ = request("GET", f"/{token}/accept/0")
    check(status == 404, f"accept by GET: {status}, not 404")
    for path in (f"/{token}/picture/0/../../../../secret.png", f"/{token}/../secret.png", f"/{token}/secret.png",
                 f"/{token}/picture/%2e%2e/%2e%2e/secret.png", f"/{token}/picture/0/..%2f..%2f..%2fsecret.png",
                 f"/{token}/picture/1/actual", f"/{token}/picture/0/side-by-side", f"/{token}/picture/9/actual",
                 f"/{token}/shard1/roof.actual.png", f"/{token}/picture/0/expected/../../../etc/passwd"):
        status, body = request("GET", path)
        check(status in (403, 404) and secret not in body and b"root:" not in body, f"GET {path}: {status}, not refused")
    status, body = request("GET", f"/{token}/picture/0/actual")
    check(status == 200 and body.startswith(b"\x89PNG"), f"a picture of the review: {status}")


if __name__ == "__main__":
    main()
