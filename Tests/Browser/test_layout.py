"""Check 4: at 1280×800 and 375×812, in the light and the emulated dark scheme, no page
scrolls sideways (only code blocks may), and the sidebar can be reached. Screenshots of
three pages in each mode go to .build/screenshots/ for review."""

import pytest
from selenium.webdriver.common.by import By

import sitebrowser

MODES = [(size, scheme) for size in (sitebrowser.DESKTOP, sitebrowser.PHONE)
         for scheme in ("light", "dark")]
MODE_IDS = [f"{size[0]}x{size[1]}-{scheme}" for size, scheme in MODES]

# The pages photographed in each mode: the index, one article and one symbol page.
PHOTOGRAPHED = {
    "index": "index.html",
    "article": "napkin/articles/the-lifecycle.html",
    "symbol": "napkin/documentation/interactorlifecycle.html",
}

# Whether the page scrolls sideways and, if so, the outermost elements sticking out past
# the viewport's right edge that no scrolling box holds; also which boxes scroll sideways.
OVERFLOW_JS = sitebrowser.DESCRIBE_JS + r"""
var root = document.scrollingElement, width = root.clientWidth;
function scrolls(node) {
  var overflow = getComputedStyle(node).overflowX;
  return overflow === "auto" || overflow === "scroll" || overflow === "hidden" ||
    overflow === "clip";
}
var culprits = [];
if (root.scrollWidth > width) {
  var all = document.body.querySelectorAll("*");
  for (var i = 0; i < all.length && culprits.length < 5; i++) {
    var element = all[i], box = element.getBoundingClientRect();
    if (box.right <= width + 0.5 || box.width === 0) { continue; }
    var held = false, parentOut = false;
    for (var up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (scrolls(up)) { held = true; break; }
    }
    var parent = element.parentElement;
    if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) {
      parentOut = true;
    }
    if (!held && !parentOut) {
      culprits.push(describe(element) + " reaches x=" + Math.round(box.right));
    }
  }
}
var scrollers = [];
Array.prototype.forEach.call(document.body.querySelectorAll("*"), function (element) {
  if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
    var overflow = getComputedStyle(element).overflowX;
    if ((overflow === "auto" || overflow === "scroll") && element.tagName !== "PRE" &&
        !element.closest("#sidebar")) {
      scrollers.push(describe(element));
    }
  }
});
return {scrollWidth: root.scrollWidth, clientWidth: width, culprits: culprits, scrollers: scrollers,
        dark: matchMedia("(prefers-color-scheme: dark)").matches,
        background: getComputedStyle(document.body).backgroundColor};
"""


def luminance(css_color):
    """Returns the relative luminance (0 black, 1 white) of an `rgb(…)`/`rgba(…)` colour."""
    channels = [float(c) / 255 for c in css_color[css_color.index("(") + 1:-1].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("size, scheme", MODES, ids=MODE_IDS)
def test_no_page_scrolls_sideways(browser, site, size, scheme):
    """No page is wider than the viewport, and no box but a code block scrolls sideways."""
    sitebrowser.set_viewport(browser, size)
    sitebrowser.set_color_scheme(browser, scheme)
    problems = []
    for page in site.pages():
        browser.get(site.url(page))
        found = browser.execute_script(OVERFLOW_JS)
        where = f"{site.label(page)} at {size[0]}×{size[1]} {scheme}"
        if found["dark"] != (scheme == "dark"):
            problems.append(f"{where}: prefers-color-scheme emulation did not take")
        elif (luminance(found["background"]) < 0.2) != (scheme == "dark"):
            problems.append(f"{where}: body: background {found['background']} does not suit "
                            f"the {scheme} scheme")
        if found["scrollWidth"] > found["clientWidth"]:
            problems.append(
                f"{where}: body scrolls sideways ({found['scrollWidth']}px of content in "
                f"{found['clientWidth']}px): " + "; ".join(found["culprits"] or ["?"]))
        for element in found["scrollers"]:
            problems.append(f"{where}: {element}: scrolls sideways, but only code blocks may")
    sitebrowser.count("page layouts checked", len(site.pages()))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size, scheme", MODES, ids=MODE_IDS)
def test_sidebar_is_reachable_and_screenshots_saved(browser, site, screenshots, size, scheme):
    """The sidebar and the current page's entry in it can be seen (on a phone once the Menu
    label is pressed); each photographed page is saved as a PNG."""
    sitebrowser.set_viewport(browser, size)
    sitebrowser.set_color_scheme(browser, scheme)
    mode = f"{size[0]}-{scheme}"
    problems = []
    for name, page in PHOTOGRAPHED.items():
        browser.get(site.url(page))
        where = f"{site.label(page)} at {size[0]}×{size[1]} {scheme}"
        browser.save_screenshot(str(screenshots / f"{name}-{mode}.png"))
        sitebrowser.count("screenshots saved")
        sidebars = browser.find_elements(By.ID, "sidebar")
        if not sidebars:
            problems.append(f"{where}: #sidebar: no such element")
            continue
        sidebar = sidebars[0]
        if size == sitebrowser.PHONE:
            labels = browser.find_elements(By.CSS_SELECTOR, ".nav-toggle-label")
            label = labels[0] if labels else None
            if label is None or not label.is_displayed():
                problems.append(f"{where}: .nav-toggle-label: not shown")
                continue
            if sidebar.is_displayed():
                problems.append(f"{where}: #sidebar: open before .nav-toggle-label was pressed")
            label.click()
        if not sidebar.is_displayed():
            problems.append(f"{where}: #sidebar: not shown")
            continue
        current = browser.find_elements(By.CSS_SELECTOR, "#nav-tree [aria-current=page]")
        if not current:
            problems.append(f"{where}: #nav-tree [aria-current=page]: no such element")
        elif not current[0].is_displayed():
            problems.append(f"{where}: #nav-tree [aria-current=page]: not shown")
        else:
            box = browser.execute_script(
                "var b = arguments[0].getBoundingClientRect(); return [b.left, b.right];",
                current[0])
            if box[0] < 0 or box[1] > size[0]:
                problems.append(f"{where}: #nav-tree [aria-current=page]: outside the viewport "
                                f"({box[0]:.0f} to {box[1]:.0f})")
        if size == sitebrowser.PHONE:
            browser.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                                   current[0] if current else sidebar)
            browser.save_screenshot(str(screenshots / f"{name}-{mode}-menu.png"))
            sitebrowser.count("screenshots saved")
    assert not problems, "\n".join(problems)
