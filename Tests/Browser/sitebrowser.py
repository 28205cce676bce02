"""Shared pieces of the browser checks: the site's files, the Chromium drivers, and the
descriptions of elements that every failure message uses."""

import json
import os
import pathlib
from urllib.parse import unquote, urlsplit

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]

# Where Debian's packages put the browser and its driver; overridable for other systems.
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")

# The two viewports of the layout checks, and the one every other check uses.
DESKTOP = (1280, 800)
PHONE = (375, 812)

# A JavaScript function, prepended to scripts that report elements, naming an element by
# a CSS path from its nearest ancestor with an id, e.g. `#main > div.content > p:nth-of-type(3)`.
DESCRIBE_JS = r"""
function describe(element) {
  function step(node) {
    var tag = node.tagName.toLowerCase();
    if (node.id) { return tag + "#" + node.id; }
    var text = tag;
    if (typeof node.className === "string" && node.className.trim()) {
      text += "." + node.className.trim().split(/\s+/)[0];
    }
    if (node.hasAttribute("href")) {
      text += '[href="' + node.getAttribute("href") + '"]';
    }
    var parent = node.parentElement;
    if (parent) {
      var same = Array.prototype.filter.call(parent.children, function (child) {
        return child.tagName === node.tagName;
      });
      if (same.length > 1) { text += ":nth-of-type(" + (same.indexOf(node) + 1) + ")"; }
    }
    return text;
  }
  var parts = [];
  for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
    parts.unshift(step(node));
    if (node.id || node === document.body) { break; }
  }
  return parts.join(" > ");
}
"""


class Site:
    """The generated site under test: its folder, its pages, and their file:// URLs."""

    def __init__(self, root):
        """Makes a site from its folder.

        - Parameters: root: the folder holding index.html.
        """
        self.root = pathlib.Path(root).resolve()
        if not (self.root / "index.html").is_file():
            raise FileNotFoundError(f"{self.root}/index.html: no such file: is this a site?")

    def pages(self):
        """Returns every page's path relative to the root, sorted, e.g. `articles/x.html`."""
        return sorted(p.relative_to(self.root).as_posix() for p in self.root.rglob("*.html"))

    def url(self, page):
        """Returns the file:// URL of a page given by its path relative to the root."""
        return (self.root / page).as_uri()

    def page_of(self, url):
        """Returns the path relative to the root that a file:// URL points at (without its
        fragment), or None when it points outside the site or uses another scheme."""
        parts = urlsplit(url)
        if parts.scheme != "file":
            return None
        path = pathlib.Path(unquote(parts.path))
        try:
            return path.relative_to(self.root).as_posix()
        except ValueError:
            return None

    def label(self, page):
        """Returns how failure messages name a page: its path from the working directory,
        e.g. `Site/articles/the-lifecycle.html`."""
        return os.path.relpath(self.root / page)


def new_driver(javascript=True):
    """Starts headless Chromium through chromedriver, logging the console and the network.

    - Parameters: javascript: False turns JavaScript off with Chrome's content setting.
    - Returns: The Selenium driver, at 1280×800.
    """
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root, where Chromium's sandbox refuses to start.
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--force-device-scale-factor=1",
        "--lang=en-US",
        f"--window-size={DESKTOP[0]},{DESKTOP[1]}",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    if not javascript:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    # Selenium's 30 s for a script was too short for axe-core on print.html on a loaded 2-core
    # machine (a CI run timed out there once); a script that hangs still fails.
    driver.set_script_timeout(180)
    set_viewport(driver, DESKTOP)
    return driver


def set_viewport(driver, size):
    """Makes the page's viewport exactly `size` CSS pixels; below 600 wide it is a phone's,
    honouring the page's `<meta name="viewport">`."""
    width, height = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def set_color_scheme(driver, scheme):
    """Emulates `prefers-color-scheme: scheme` ("light" or "dark")."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def drain_logs(driver):
    """Empties the console and network logs, so the next page's entries stand alone."""
    driver.get_log("browser")
    driver.get_log("performance")


def console_errors(driver):
    """Returns the console's error messages since the last call (SEVERE entries: console.error,
    uncaught exceptions, resources that failed to load)."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def requested_urls(driver):
    """Returns every request the page made since the last call, from the DevTools network
    events in the performance log (page, styles, scripts, images, fonts, fetches, sockets),
    each as (URL, what asked for it)."""
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message["params"]
        if message["method"] == "Network.requestWillBeSent":
            requests.append((params["request"]["url"], _initiator(params.get("initiator", {}))))
        elif message["method"] == "Network.webSocketCreated":
            requests.append((params["url"], _initiator(params.get("initiator", {}))))
    return requests


def _initiator(initiator):
    """Names what started a request: the parser or a script, with its file and line."""
    kind = initiator.get("type", "unknown")
    url = initiator.get("url")
    frames = initiator.get("stack", {}).get("callFrames", [])
    if not url and frames:
        url = frames[0].get("url")
        line = frames[0].get("lineNumber")
    else:
        line = initiator.get("lineNumber")
    if url:
        where = url.rsplit("/", 1)[-1] + (f":{line + 1}" if line is not None else "")
        return f"{kind} at {where}"
    return kind


# Numbers the checks count, printed after the run (see conftest.pytest_terminal_summary).
STATS = {}


def count(name, amount=1):
    """Adds `amount` to the statistic `name`."""
    STATS[name] = STATS.get(name, 0) + amount
