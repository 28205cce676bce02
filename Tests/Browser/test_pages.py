"""Check 1: every page loads from file:// with no console error, requests nothing but
file: URLs, and every internal link reaches an existing page and element id."""

from urllib.parse import unquote, urlsplit

import pytest

import sitebrowser

# Collected in the page as it stands after its scripts ran (the navigation tree is drawn
# by JavaScript, so its links are included).
SURVEY_JS = sitebrowser.DESCRIBE_JS + r"""
var links = Array.prototype.map.call(document.querySelectorAll("[href]"), function (element) {
  var raw = element.getAttribute("href");
  return [describe(element), raw, new URL(raw, document.baseURI).href];
});
var ids = Array.prototype.map.call(document.querySelectorAll("[id]"), function (element) {
  return element.id;
});
return {links: links, ids: ids};
"""


@pytest.fixture(scope="module")
def survey(_shared_browser, site):
    """Visits every page once and records what it logged, requested, links to and holds."""
    driver = _shared_browser
    sitebrowser.set_viewport(driver, sitebrowser.DESKTOP)
    sitebrowser.set_color_scheme(driver, "light")
    sitebrowser.drain_logs(driver)
    pages = {}
    for page in site.pages():
        driver.get(site.url(page))
        found = driver.execute_script(SURVEY_JS)
        pages[page] = {
            "errors": sitebrowser.console_errors(driver),
            "requests": sitebrowser.requested_urls(driver),
            "links": found["links"],
            "ids": set(found["ids"]),
        }
    sitebrowser.count("pages loaded in Chromium", len(pages))
    return pages


def test_page_logs_no_console_error(survey, site, page):
    """The console shows no error (nor uncaught exception, nor failed load) on the page."""
    errors = survey[page]["errors"]
    assert not errors, "\n".join(f"{site.label(page)}: console error: {e}" for e in errors)


def test_page_requests_only_file_urls(survey, site, page):
    """Everything the page loads comes from file:, so it works offline."""
    requests = survey[page]["requests"]
    assert requests, f"{site.label(page)}: the network log recorded no request at all"
    foreign = [(url, by) for url, by in requests if urlsplit(url).scheme != "file"]
    assert not foreign, "\n".join(
        f"{site.label(page)}: request to {url} (by {by}): only file: URLs may be loaded"
        for url, by in foreign)


def test_internal_links_reach_a_page_and_an_id(survey, site, page):
    """Every href inside the site names a file that exists and, with a fragment, an element
    id that exists on the target page."""
    problems = []
    checked = 0
    for element, raw, resolved in survey[page]["links"]:
        parts = urlsplit(resolved)
        if parts.scheme != "file":
            continue  # An outside link (https:, mailto:) is not the site's to resolve.
        checked += 1
        where = f"{site.label(page)}: {element}"
        target = site.page_of(resolved)
        if target is None:
            problems.append(f"{where}: points outside the site, at {unquote(parts.path)}")
            continue
        path = site.root / target
        if not path.is_file():
            problems.append(f"{where}: no such file {site.label(target)}")
            continue
        if "#" not in raw:
            continue
        fragment = unquote(parts.fragment)
        if not fragment:
            problems.append(f"{where}: empty fragment")
        elif target in survey and fragment not in survey[target]["ids"]:
            problems.append(
                f"{where}: #{fragment}: no element with that id in {site.label(target)}")
        elif target not in survey:
            problems.append(f"{where}: #{fragment}: {site.label(target)} is not a page")
    sitebrowser.count("internal links checked", checked)
    assert not problems, "\n".join(problems)
