"""Check 8: a generated site of 2,000 articles (scripts/bench-corpus.sh, built by
`napkin-docs build --no-symbols`), opened from file://: the search box finds the page first
while loading only a few of the index's shards, and its pages load without a console error.
"""

import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import sitebrowser
from test_search import FINISHED, search

# (what the query is, the query for an article number, how far into the site the article is).
QUERIES = [
    ("a page title", "Article {}: routing and presenters", 0.6),
    ("a misspelled word and a number", "Artcle {}", 0.9),
]


def shards_loaded(driver):
    """Returns the src of every shard of the search index the page has loaded."""
    return driver.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('script[src*=\"search/\"]'),"
        " function (script) { return script.getAttribute('src'); });")


def shards_for_one_query(driver, site, query):
    """Opens index.html afresh and gives the search box the whole query in one input event,
    then returns the shards loaded: those this query needs, not also those of every prefix a
    typist passes through (how many of those load depends on the typing speed)."""
    driver.get(site.url("index.html"))
    driver.execute_script(
        "var input = document.getElementById('search-input'); input.focus();"
        " input.value = arguments[0]; input.dispatchEvent(new Event('input'));", query)
    status = driver.find_element(By.ID, "search-status")
    WebDriverWait(driver, 10).until(lambda _: FINISHED.match(status.text.strip()))
    return shards_loaded(driver)


@pytest.mark.parametrize("what, query, position", QUERIES, ids=[q[0] for q in QUERIES])
def test_large_site_search_finds_the_page_first(browser, large_site, what, query, position):
    """The first result of the typed query is the article it names, and the query alone loads
    at most a tenth of the index's shards, with no console error."""
    site, articles = large_site
    number = max(1, int(articles * position))
    query = query.format(number)
    expected = f"articles/article-{number}-routing-and-presenters.html"
    label = f"{site.label('index.html')}: #search-input: {what} {query!r}"
    status, hrefs = search(browser, site, query)
    assert hrefs, f"{label}: #search-status says {status!r} and .search-list has no link"
    assert site.page_of(hrefs[0]) == expected, (
        f"{label}: first result .search-list a[href] is {site.page_of(hrefs[0])}, "
        f"expected {expected}")
    errors = sitebrowser.console_errors(browser)
    assert not errors, "\n".join(f"{label}: console error: {e}" for e in errors)
    loaded = shards_for_one_query(browser, site, query)
    total = sum(1 for _ in (site.root / "search").iterdir())
    assert 0 < len(loaded) <= total // 10, (
        f"{label}: loaded {len(loaded)} of the {total} shards in search/: {loaded}")
    errors = sitebrowser.console_errors(browser)
    assert not errors, "\n".join(f"{label}: console error: {e}" for e in errors)
    sitebrowser.count("large site: search queries checked")


def test_large_site_pages_load_without_console_error(browser, large_site, pytestconfig):
    """Every `--large-site-stride`th page of the large site (every page with 1) loads from
    file:// in the one shared browser with no console error (nor uncaught exception, nor
    failed load).

    Each page draws a sidebar of every article with JavaScript, which costs about a quarter of
    a second a page at 2,000 articles on a busy two-core machine: the default stride keeps the
    check to a couple of minutes. The print pages are in parts of at most 8 MB of articles
    (print.html lists them): print.html, and the first and the last part, are loaded whatever
    the stride (each part takes several seconds)."""
    site, articles = large_site
    stride = pytestconfig.getoption("--large-site-stride")
    parts = sorted((page for page in site.pages() if page.startswith("print-")),
                   key=lambda page: int(page[len("print-"):-len(".html")]))
    assert len(parts) > 1, f"{site.root}: print.html is not in parts: {parts}"
    every = [page for page in site.pages() if page != "print.html" and page not in parts]
    assert len(every) > articles, f"{site.root}: {len(every)} pages for {articles} articles"
    pages = ["print.html", parts[0], parts[-1]] + every[::stride]
    problems = []
    started = time.monotonic()
    for number, page in enumerate(pages):
        browser.get(site.url(page))
        problems += [f"{site.label(page)}: console error: {error}"
                     for error in sitebrowser.console_errors(browser)]
        if number % 100 == 99:
            browser.get_log("performance")  # Unread, the network log would only grow.
    sitebrowser.count("large site: pages loaded in Chromium", len(pages))
    sitebrowser.count("large site: seconds to load the pages", round(time.monotonic() - started))
    assert not problems, "\n".join(problems[:20] + (
        [f"… and {len(problems) - 20} more"] if len(problems) > 20 else []))


def test_large_site_has_no_file_over_25_mb(large_site):
    """No generated file of the large site is over 25 MB: the print page is in parts and the
    search index in shards, so that a browser can open any of them."""
    site, _ = large_site
    limit = 25 * 1024 * 1024
    large = [(path.relative_to(site.root), path.stat().st_size)
             for path in site.root.rglob("*") if path.is_file() and path.stat().st_size > limit]
    assert not large, f"{site.root}: files over 25 MB: {large}"
    sitebrowser.count("large site: files checked against 25 MB",
                      sum(1 for path in site.root.rglob("*") if path.is_file()))
