"""Check 9: the fixture DocC catalog (Tests/NapkinDocsTests/Fixtures/catalog/Sample.docc),
built by napkin-docs, reads as DocC renders it: no directive is left as text, every image
loads in the light and the dark scheme (the dark one from its `~dark` file), tabs switch
with scripts while every tab reads without them, and a strip of long tab labels stays one row."""

import pathlib
import subprocess
from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import sitebrowser

CATALOG = (sitebrowser.REPOSITORY / "Tests" / "NapkinDocsTests" / "Fixtures" / "catalog"
           / "Sample.docc")

# The directive names napkin-docs knows (DirectiveSpec), any of which left in a page's text
# would mean it was shown raw.
DIRECTIVES = (
    "Metadata DisplayName PageImage PageColor CallToAction TitleHeading Available PageKind "
    "TechnologyRoot DocumentationExtension Options AutomaticSeeAlso AutomaticTitleHeading "
    "TopicsVisualStyle Comment Row Column TabNavigator Tab Links Small Image Video Snippet "
    "Tutorials Intro Chapter TutorialReference Tutorial Section Steps Step Code ContentAndMedia "
    "DeprecationSummary"
).split()

IMAGES_JS = r"""
return Array.prototype.map.call(document.querySelectorAll("main img"), function (img) {
  return {src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0,
          dark: !!(img.parentElement && img.parentElement.querySelector("source"))};
});
"""


def build_catalog(pytestconfig, catalog, folder):
    """Builds a catalog with `napkin-docs build --no-symbols`, expecting no warning.

    - Parameters: catalog: the catalog's folder; folder: where the site is written.
    - Returns: The site.
    """
    tool = pathlib.Path(pytestconfig.getoption("--napkin-docs"))
    if not tool.is_file():
        pytest.fail(f"{tool}: no such file: build it with `swift build --product napkin-docs`")
    built = subprocess.run([str(tool), "build", "--no-symbols", "--articles", str(catalog),
                            "--output", str(folder / "Site")], capture_output=True, text=True)
    assert built.returncode == 0, f"{tool} build failed:\n{built.stderr}"
    assert "0 warnings" in built.stderr, built.stderr
    return sitebrowser.Site(folder / "Site")


@pytest.fixture(scope="session")
def catalog_site(pytestconfig, tmp_path_factory):
    """The fixture catalog built with `napkin-docs build --no-symbols`."""
    return build_catalog(pytestconfig, CATALOG, tmp_path_factory.mktemp("catalog-site"))


# More and longer tab labels than a phone's width holds on one row.
TAB_LABELS = ["Building for iPhone and iPad", "Building for the Mac with AppKit",
              "Building with SwiftUI on every platform", "Testing without a window",
              "Previewing in Xcode"]


@pytest.fixture(scope="session")
def tabs_site(pytestconfig, tmp_path_factory):
    """A catalog of one page whose `@TabNavigator` has the long labels of TAB_LABELS."""
    folder = tmp_path_factory.mktemp("tabs-site")
    catalog = folder / "Tabs.docc"
    catalog.mkdir()
    tabs = "".join(f'    @Tab("{label}") {{\n        The variant: {label}.\n    }}\n'
                   for label in TAB_LABELS)
    (catalog / "Tabs.md").write_text(
        f"# Tabs\n\nA tab strip with long labels.\n\n@TabNavigator {{\n{tabs}}}\n")
    return build_catalog(pytestconfig, catalog, folder)


# Each tab button's top, its label's count of line boxes, and the strip's and the page's
# extent, for telling one row of unbroken labels that scrolls from a strip that wraps.
TAB_ROW_JS = r"""
var list = document.querySelector(".tab-list");
var box = list.getBoundingClientRect();
return {
  buttons: Array.prototype.map.call(list.querySelectorAll("button"), function (button) {
    var range = document.createRange();
    range.selectNodeContents(button);
    var rect = button.getBoundingClientRect();
    return {label: button.textContent, top: Math.round(rect.top), lines: range.getClientRects().length,
            left: rect.left, right: rect.right};
  }),
  left: box.left, right: box.right, pageWidth: document.documentElement.clientWidth,
  pageScrollWidth: document.documentElement.scrollWidth
};
"""


def body_text(driver):
    """The text a reader sees in the page's content."""
    return driver.find_element(By.CSS_SELECTOR, "main .content").text


@pytest.mark.parametrize("javascript", [True, False])
def test_no_directive_is_shown_as_text(catalog_site, browser, nojs_browser, javascript):
    driver = browser if javascript else nojs_browser
    for page in catalog_site.pages():
        if page == "print.html":
            continue
        driver.get(catalog_site.url(page))
        text = body_text(driver)
        shown = [name for name in DIRECTIVES if "@" + name in text]
        assert not shown, f"{page} shows {shown} as text"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_image_loads_in_both_schemes(catalog_site, browser, scheme):
    sitebrowser.set_color_scheme(browser, scheme)
    checked = 0
    for page in ["index.html", "articles/meet-the-sample.html"]:
        browser.get(catalog_site.url(page))
        browser.execute_async_script(
            "var done = arguments[0]; if (document.readyState === 'complete') done();"
            " else window.addEventListener('load', function () { done(); });")
        for image in browser.execute_script(IMAGES_JS):
            checked += 1
            assert image["loaded"], f"{page}: {image['src']} did not load in {scheme}"
            if image["dark"]:
                assert image["src"].endswith("~dark.svg") == (scheme == "dark"), \
                    f"{page}: {scheme} shows {image['src']}"
    assert checked >= 6
    sitebrowser.count(f"catalog: images loaded in {scheme}", checked)


def test_tabs_switch_with_scripts(catalog_site, browser):
    browser.get(catalog_site.url("index.html"))
    buttons = browser.find_elements(By.CSS_SELECTOR, ".tab-navigator .tab-list button")
    assert [button.text for button in buttons] == ["UIKit", "SwiftUI"]
    panels = browser.find_elements(By.CSS_SELECTOR, ".tab-navigator > .tab")
    assert panels[0].is_displayed() and not panels[1].is_displayed()
    buttons[1].click()
    assert not panels[0].is_displayed() and panels[1].is_displayed()
    assert buttons[1].get_attribute("aria-selected") == "true"
    assert "The SwiftUI variant." in panels[1].text


@pytest.mark.parametrize("size", [sitebrowser.DESKTOP, (390, 844)])
def test_tab_labels_share_one_row(tabs_site, browser, size):
    """The tab strip is one row of labels, none broken across lines, at a desktop's and a
    phone's width; what does not fit scrolls inside the strip, and the arrow keys bring the
    chosen tab into view."""
    sitebrowser.set_viewport(browser, size)
    browser.get(tabs_site.url("articles/tabs.html"))
    strip = browser.execute_script(TAB_ROW_JS)
    buttons = strip["buttons"]
    assert [button["label"] for button in buttons] == TAB_LABELS
    assert len({button["top"] for button in buttons}) == 1, f"{size}: {buttons}"
    assert all(button["lines"] == 1 for button in buttons), f"{size}: {buttons}"
    assert strip["pageScrollWidth"] <= strip["pageWidth"], f"{size}: the strip widens the page"
    first = browser.find_element(By.CSS_SELECTOR, ".tab-list button")
    first.click()
    first.send_keys(Keys.ARROW_LEFT)
    strip = browser.execute_script(TAB_ROW_JS)
    last = strip["buttons"][-1]
    assert browser.switch_to.active_element.text == TAB_LABELS[-1]
    assert strip["left"] - 1 <= last["left"] and last["right"] <= strip["right"] + 1, \
        f"{size}: the chosen tab is out of view: {last}, strip {strip['left']}–{strip['right']}"
    sitebrowser.count("catalog: tab strips on one row", 1)


def test_every_tab_reads_without_scripts(catalog_site, nojs_browser):
    nojs_browser.get(catalog_site.url("index.html"))
    assert not nojs_browser.find_elements(By.CSS_SELECTOR, ".tab-list")
    titles = nojs_browser.find_elements(By.CSS_SELECTOR, ".tab-navigator .tab-title")
    assert [title.text for title in titles] == ["UIKit", "SwiftUI"]
    assert all(title.is_displayed() for title in titles)
    text = body_text(nojs_browser)
    assert "The UIKit variant." in text and "The SwiftUI variant." in text


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("audited", ["index.html", "articles/layout.html",
                                     "articles/meet-the-sample.html"])
def test_axe_finds_no_serious_violation_on_the_catalog(catalog_site, browser, audited, scheme):
    """The callouts, badges, tabs and figures pass axe-core at serious and critical impact,
    colour contrast included, in both schemes (the tabs as the script made them)."""
    from axe_selenium_python import Axe

    sitebrowser.set_color_scheme(browser, scheme)
    browser.get(catalog_site.url(audited))
    axe = Axe(browser)
    axe.inject()
    results = axe.run()
    blocking = [v for v in results["violations"] if v["impact"] in ("serious", "critical")]
    assert not blocking, "\n".join(
        f"{audited} ({scheme}): {' '.join(node['target'])}: {v['id']} ({v['impact']}): {v['help']}"
        for v in blocking for node in v["nodes"])


COLUMNS_JS = r"""
var columns = document.querySelectorAll(".directive-row")[0].children;
return Array.prototype.map.call(columns, function (column) {
  var box = column.getBoundingClientRect();
  return {left: box.left, top: box.top, width: box.width};
});
"""


def test_a_row_lays_its_columns_side_by_side_and_stacks_them_on_a_phone(catalog_site, browser):
    browser.get(catalog_site.url("index.html"))
    wide, narrow = browser.execute_script(COLUMNS_JS)
    assert wide["top"] == narrow["top"] and wide["left"] < narrow["left"], (wide, narrow)
    # `@Column(size: 2)` beside a column of size 1: twice as wide, give or take the gap.
    assert wide["width"] > 1.8 * narrow["width"], (wide, narrow)
    sitebrowser.set_viewport(browser, sitebrowser.PHONE)
    browser.get(catalog_site.url("index.html"))
    first, second = browser.execute_script(COLUMNS_JS)
    assert first["left"] == second["left"] and first["top"] < second["top"], (first, second)


def test_catalog_pages_request_only_file_urls(catalog_site, browser):
    """A page with a video loads only the site's files too. Chromium's own video controls
    draw their icons from `data:` images that no file of the site names: those are the
    browser's, told apart as `data:` URLs that the parser requested on a page holding a
    `<video>` and that the page's HTML does not hold (the controls are built while the rest
    of the page is parsed, so the line the request names varies)."""
    site_files = set()
    for page in catalog_site.pages():
        sitebrowser.drain_logs(browser)
        browser.get(catalog_site.url(page))
        requests = sitebrowser.requested_urls(browser)
        assert requests, f"{page}: the network log recorded no request"
        html = (catalog_site.root / page).read_text()
        name = page.rsplit("/", 1)[-1]

        def is_video_control(url, by):
            if urlsplit(url).scheme != "data" or url in html or "<video " not in html:
                return False
            return by.startswith(f"parser at {name}:")

        foreign = [(url, by) for url, by in requests
                   if urlsplit(url).scheme != "file" and not is_video_control(url, by)]
        assert not foreign, "\n".join(f"{page}: request to {url[:80]} (by {by})"
                                      for url, by in foreign)
        site_files.update(url for url, _ in requests if url.startswith("file:"))
    assert any(url.endswith("clip.mp4") or url.endswith("photo.png") for url in site_files)
