"""Check 3: with JavaScript turned off, every page's text and code can be read, and the
links a reader can see lead to every page of the site."""

from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By

import sitebrowser

# Problems that would keep a reader from reading an element: not rendered, invisible,
# transparent, or pushed out of the viewport sideways. Text inside a code block that
# overflows must be scrollable. Also returns the links a reader can see.
READABLE_JS = sitebrowser.DESCRIBE_JS + r"""
var problems = [];
var width = document.documentElement.clientWidth;
function hiding(element) {
  for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
    var style = getComputedStyle(node);
    if (style.display === "none") { return "display: none on " + describe(node); }
    if (parseFloat(style.opacity) === 0) { return "opacity: 0 on " + describe(node); }
  }
  var own = getComputedStyle(element);
  if (own.visibility !== "visible") { return "visibility: " + own.visibility; }
  var box = element.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) { return "no size (" + box.width + "×" + box.height + ")"; }
  if (box.right <= 0 || box.left >= width) { return "outside the viewport at x=" + box.left; }
  return null;
}
var main = document.querySelector("main");
if (!main) { return {scripted: null, problems: ["no <main> element"], links: []}; }
var blocks = main.querySelectorAll(
  "h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, blockquote, figcaption, pre");
Array.prototype.forEach.call(blocks, function (element) {
  if (!element.textContent.trim()) { return; }
  var why = hiding(element);
  if (why) { problems.push(describe(element) + ": cannot be read: " + why); }
});
Array.prototype.forEach.call(main.querySelectorAll("pre"), function (pre) {
  if (pre.scrollWidth > pre.clientWidth + 1) {
    var overflow = getComputedStyle(pre).overflowX;
    if (overflow !== "auto" && overflow !== "scroll") {
      problems.push(describe(pre) + ": code wider than its box and overflow-x is " + overflow);
    }
  }
  if (pre.innerText.trim() !== pre.textContent.trim()) {
    problems.push(describe(pre) + ": part of its code is not shown");
  }
});
var links = [];
Array.prototype.forEach.call(document.querySelectorAll("a[href]"), function (a) {
  var box = a.getBoundingClientRect();
  if (box.width > 0 && box.height > 0 && getComputedStyle(a).visibility === "visible") {
    links.push(a.href);
  }
});
var sidebar = document.querySelectorAll("#sidebar a[href]");
var sidebarVisible = Array.prototype.filter.call(sidebar, function (a) {
  return a.getClientRects().length > 0;
}).map(function (a) { return describe(a); });
return {scripted: document.documentElement.classList.contains("js"), problems: problems,
        links: links, sidebar: sidebarVisible};
"""


@pytest.fixture(scope="module")
def nojs_survey(nojs_browser, site):
    """Visits every page with JavaScript off and records what cannot be read and which
    links can be seen."""
    sitebrowser.set_viewport(nojs_browser, sitebrowser.DESKTOP)
    pages = {}
    for page in site.pages():
        nojs_browser.get(site.url(page))
        pages[page] = nojs_browser.execute_script(READABLE_JS)
    sitebrowser.count("pages read with JavaScript off", len(pages))
    return pages


def test_javascript_is_really_off(nojs_survey, site):
    """The page scripts did not run (they mark <html> with the class `js`)."""
    ran = [page for page, found in nojs_survey.items() if found["scripted"]]
    assert not ran, "\n".join(f"{site.label(p)}: html.js: the page script ran" for p in ran)


def test_page_text_and_code_are_readable_without_javascript(nojs_survey, site, page):
    """Every heading, paragraph, list item, table cell and code block of the page is shown."""
    problems = nojs_survey[page]["problems"]
    assert not problems, "\n".join(f"{site.label(page)}: {p}" for p in problems)


def test_sidebar_has_a_visible_link_without_javascript(nojs_survey, site, page):
    """Without the drawn navigation tree, the sidebar still shows a link onwards."""
    assert nojs_survey[page]["sidebar"], f"{site.label(page)}: #sidebar: shows no link"


def test_every_page_is_reachable_without_javascript(nojs_survey, site):
    """Following only visible links from index.html reaches every page of the site."""
    reached, queue = {"index.html"}, ["index.html"]
    while queue:
        for url in nojs_survey[queue.pop()]["links"]:
            target = site.page_of(urlsplit(url)._replace(fragment="").geturl())
            if target in nojs_survey and target not in reached:
                reached.add(target)
                queue.append(target)
    missing = sorted(set(nojs_survey) - reached)
    assert not missing, "\n".join(
        f"{site.label(p)}: no visible link leads here from {site.label('index.html')}"
        for p in missing)


def test_sidebar_link_navigates_without_javascript(nojs_browser, site):
    """Clicking the sidebar's link on an article opens the page it names."""
    page = "napkin/articles/the-lifecycle.html"
    nojs_browser.get(site.url(page))
    links = nojs_browser.find_elements(By.CSS_SELECTOR, "#sidebar a[href]")
    assert links, f"{site.label(page)}: #sidebar a[href]: no such element"
    link = links[0]
    href = link.get_attribute("href")
    link.click()
    assert nojs_browser.current_url == href, (
        f"{site.label(page)}: #sidebar a[href=\"{link.get_attribute('href')}\"]: "
        f"clicking it opened {nojs_browser.current_url}")


def test_menu_opens_the_sidebar_on_a_phone_without_javascript(nojs_browser, site):
    """At 375 pixels the Menu label shows the sidebar with CSS alone."""
    page = "napkin/articles/the-lifecycle.html"
    sitebrowser.set_viewport(nojs_browser, sitebrowser.PHONE)
    try:
        nojs_browser.get(site.url(page))
        sidebar = nojs_browser.find_element(By.ID, "sidebar")
        labels = nojs_browser.find_elements(By.CSS_SELECTOR, ".nav-toggle-label")
        assert labels and labels[0].is_displayed(), (
            f"{site.label(page)}: .nav-toggle-label: not shown at 375px")
        label = labels[0]
        label.click()
        assert sidebar.is_displayed(), (
            f"{site.label(page)}: #sidebar: still hidden after clicking .nav-toggle-label")
        links = nojs_browser.find_elements(By.CSS_SELECTOR, "#sidebar a[href]")
        assert links and links[0].is_displayed(), (
            f"{site.label(page)}: #sidebar a[href]: not shown once opened")
    finally:
        sitebrowser.set_viewport(nojs_browser, sitebrowser.DESKTOP)
