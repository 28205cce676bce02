"""Check 2: the search box on index.html, driven by the keyboard alone: `/` focuses it, the
query is typed, the arrows move through the results, Enter opens the one chosen."""

import re
from urllib.parse import unquote, urlsplit

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import sitebrowser

# (what the query is, the query, the page its first result must be, the section id, or None
# for the page's top, and text the opened page must show).
QUERIES = [
    ("a symbol name", "InteractorLifecycle",
     "napkin/documentation/interactorlifecycle.html", None, "InteractorLifecycle"),
    ("a phrase from the Lifecycle article", "which tasks stop with it",
     "napkin/articles/the-lifecycle.html", None, "which tasks stop with it"),
    ("a heading", "Shared from many threads at once",
     "napkin/articles/dependency-injection.html", "shared-from-many-threads-at-once",
     "Shared from many threads at once"),
    ("a misspelled symbol name", "InteractorLifecyle",
     "napkin/documentation/interactorlifecycle.html", None, "InteractorLifecycle"),
    ("a page of the site's other module", "Fence Words",
     "napkindocs/articles/fence-words.html", None, "Fence Words"),
]
NOTHING = "xylophone"
INDEX = "index.html"

FINISHED = re.compile(r"^(No results|\d+ results?)$")


def active(driver):
    """Names the focused element: its id, or its tag and href."""
    return driver.execute_script(
        "var e = document.activeElement; return e.id ? '#' + e.id :"
        " e.tagName.toLowerCase() + (e.getAttribute('href') ? '[href=\"' + e.getAttribute('href')"
        " + '\"]' : '');")


def press(driver, keys):
    """Types `keys` into whatever has the focus, as a person at the keyboard would."""
    ActionChains(driver).send_keys(keys).perform()


def search(driver, site, query):
    """Opens index.html, presses `/`, types `query`, waits for the results to show and
    returns the status text and the results' hrefs."""
    where = f"{site.label(INDEX)}: #search-input"
    driver.get(site.url(INDEX))
    assert active(driver) != "#search-input", f"{where}: focused before `/` was pressed"
    press(driver, "/")
    assert active(driver) == "#search-input", (
        f"{where}: `/` focused {active(driver)} instead of the search box")
    press(driver, query)
    value = driver.find_element(By.ID, "search-input").get_attribute("value")
    assert value == query, f"{where}: holds {value!r} after typing {query!r}"
    status = driver.find_element(By.ID, "search-status")
    try:
        WebDriverWait(driver, 5).until(lambda _: FINISHED.match(status.text.strip()))
    except Exception:
        pytest.fail(f"{site.label(INDEX)}: #search-status: shows {status.text!r} for "
                    f"{query!r}, not a result count, after 5 seconds")
    links = driver.find_elements(By.CSS_SELECTOR, ".search-list a")
    return status.text.strip(), [link.get_attribute("href") for link in links]


@pytest.mark.parametrize("what, query, expected, section, shown", QUERIES,
                         ids=[q[0] for q in QUERIES])
def test_search_finds_the_right_page_first(browser, site, what, query, expected, section, shown):
    """The first result of each query is the page (and section) that query is about, and the
    keyboard alone reaches it: ArrowDown into the list, down and up again, then Enter."""
    label = f"{site.label(INDEX)}: #search-input: {what} {query!r}"
    status, hrefs = search(browser, site, query)
    assert hrefs, f"{label}: #search-status says {status!r} and .search-list has no link"
    first = urlsplit(hrefs[0])
    got = (site.page_of(hrefs[0]), unquote(first.fragment) or None)
    assert got == (expected, section), (
        f"{label}: first result .search-list a[href] is {got[0]}#{got[1] or ''}, "
        f"expected {expected}#{section or ''}")
    sitebrowser.count("search queries checked")

    press(browser, Keys.ARROW_DOWN)
    first_link = active(browser)
    assert first_link.startswith("a[href="), (
        f"{label}: ArrowDown from the box focused {first_link}, not the first result")
    if len(hrefs) > 1:
        press(browser, Keys.ARROW_DOWN)
        assert active(browser) != first_link, f"{label}: second ArrowDown stayed on {first_link}"
        press(browser, Keys.ARROW_UP)
        assert active(browser) == first_link, (
            f"{label}: ArrowUp went to {active(browser)}, not back to {first_link}")
    press(browser, Keys.ENTER)
    try:
        WebDriverWait(browser, 5).until(lambda d: site.page_of(d.current_url) != INDEX)
    except Exception:
        pytest.fail(f"{label}: Enter on {first_link} did not leave {INDEX}")
    opened = urlsplit(browser.current_url)
    assert (site.page_of(browser.current_url), unquote(opened.fragment) or None) == (
        expected, section), f"{label}: Enter opened {browser.current_url}, not {expected}"

    # The page opened is really about the query: the phrase is in its text, the heading is
    # the element the fragment names.
    if section:
        heading = browser.find_element(By.ID, section)
        assert heading.tag_name in ("h2", "h3", "h4") and heading.text.strip() == shown, (
            f"{site.label(expected)}: #{section}: is <{heading.tag_name}> {heading.text!r}, "
            f"not the heading {shown!r}")
    else:
        text = " ".join(browser.find_element(By.TAG_NAME, "main").text.split())
        assert shown.lower() in text.lower(), (
            f"{site.label(expected)}: main: no {shown!r} in its text")


def test_search_says_no_results(browser, site):
    """A word found nowhere shows "No results" and an empty list."""
    status, hrefs = search(browser, site, NOTHING)
    label = f"{site.label(INDEX)}: #search-input: {NOTHING!r}"
    assert status == "No results", f"{label}: #search-status shows {status!r}, not 'No results'"
    assert not hrefs, f"{label}: .search-list holds {len(hrefs)} links for a word found nowhere"
    assert browser.find_element(By.ID, "search-status").is_displayed(), (
        f"{label}: #search-status is not visible")
    sitebrowser.count("search queries checked")


@pytest.mark.parametrize("query, module", [("InteractorLifecycle", "napkin"),
                                           ("Fence Words", "napkin-docs")])
def test_each_result_names_its_module(browser, site, query, module):
    """In a site of several modules, the first result says which module its page is in."""
    search(browser, site, query)
    label = f"{site.label(INDEX)}: #search-input: {query!r}"
    shown = browser.find_elements(By.CSS_SELECTOR, ".search-list li:first-child .result-module")
    assert shown, f"{label}: the first result shows no .result-module"
    # Its text, not as shown: the badge is set in capitals.
    text = shown[0].get_attribute("textContent")
    assert text == module, f"{label}: the first result's module is {text!r}, not {module!r}"
    sitebrowser.count("search queries checked")
