"""Check 7: the Copy button of a listing whose source hides lines puts on the clipboard the
code as shown, without the hidden lines. The real button is clicked and the real clipboard
read back."""

import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import sitebrowser

ARTICLES = sitebrowser.REPOSITORY / "Articles"
HIDE, SHOW = "// snippet.hide", "// snippet.show"
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")


def blocks_with_hidden_lines():
    """Reads Articles/*.md for fenced blocks holding `// snippet.hide`, returning for each
    (its article and line, the lines shown, the lines hidden)."""
    found = []
    for article in sorted(ARTICLES.glob("*.md")):
        lines = article.read_text(encoding="utf-8").split("\n")
        index = 0
        while index < len(lines):
            opening = FENCE.match(lines[index])
            if not opening:
                index += 1
                continue
            start, fence = index, opening.group(2)
            index += 1
            body = []
            while index < len(lines) and not lines[index].strip().startswith(fence):
                body.append(lines[index])
                index += 1
            index += 1
            if not any(line.strip() == HIDE for line in body):
                continue
            shown, hidden, hiding = [], [], False
            for line in body:
                if line.strip() == HIDE:
                    hiding = True
                elif line.strip() == SHOW:
                    hiding = False
                elif hiding:
                    hidden.append(line)
                else:
                    shown.append(line)
            source = f"{article.relative_to(sitebrowser.REPOSITORY)}:{start + 1}"
            found.append((source, shown, hidden))
    return found


BLOCKS = blocks_with_hidden_lines()

# The visible code text (what a reader sees) of every listing on the page, in page order.
LISTINGS_JS = r"""
return Array.prototype.map.call(document.querySelectorAll("figure.listing"), function (figure) {
  var code = figure.querySelector("pre.code code");
  return code ? code.innerText : null;
});
"""


def normalized(text):
    """Drops trailing spaces and blank lines at either end, for comparing code texts."""
    return "\n".join(line.rstrip() for line in text.split("\n")).strip("\n")


def test_articles_have_blocks_with_hidden_lines():
    """The check below has something to check."""
    assert BLOCKS, f"{ARTICLES}: no fenced block holds '{HIDE}'"


@pytest.fixture(scope="module")
def listings(_shared_browser, site):
    """The visible code of every listing on every article page, visited once."""
    found = {}
    for page in site.pages():
        if "articles/" in page:
            _shared_browser.get(site.url(page))
            found[page] = _shared_browser.execute_script(LISTINGS_JS)
    return found


@pytest.mark.parametrize("source, shown, hidden", BLOCKS, ids=[b[0] for b in BLOCKS])
def test_copy_button_copies_the_code_as_shown(browser, site, listings, source, shown, hidden):
    """The listing showing this block's code has a Copy button that copies exactly its
    visible code, and none of the hidden lines."""
    expected = normalized("\n".join(shown))
    match = next(((page, position) for page, texts in listings.items()
                  for position, text in enumerate(texts)
                  if text is not None and normalized(text) == expected), None)
    assert match, f"{source}: no figure.listing on any article page shows this block's code"
    page, position = match
    browser.get(site.url(page))
    where = f"{site.label(page)}: figure.listing (listing {position + 1} of the page)"
    listing = browser.find_elements(By.CSS_SELECTOR, "figure.listing")[position]
    visible = listing.find_element(By.CSS_SELECTOR, "pre.code code").text
    buttons = listing.find_elements(By.CSS_SELECTOR, ".copy-button")
    assert buttons, f"{where} .copy-button: no such element"
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    # Something else on the clipboard first, so a button that copies nothing is caught.
    browser.execute_async_script(
        "var done = arguments[0]; navigator.clipboard.writeText('(empty)').then(done, done);")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", buttons[0])
    buttons[0].click()
    WebDriverWait(browser, 3).until(lambda _: buttons[0].text != "Copy")
    assert buttons[0].text == "Copied", f"{where} .copy-button: says {buttons[0].text!r}"
    copied = browser.execute_async_script(
        "var done = arguments[0];"
        " navigator.clipboard.readText().then(done, function (e) { done('ERROR ' + e); });")
    assert normalized(copied) == normalized(visible), (
        f"{where} .copy-button: copied\n{copied}\n--- but the block shows\n{visible}")
    # A hidden line that is not also among the shown ones must not be copied.
    shown_lines = {line.strip() for line in shown}
    copied_lines = {line.strip() for line in copied.split("\n")}
    leaked = [line.strip() for line in hidden
              if line.strip() and line.strip() not in shown_lines and line.strip() in copied_lines]
    assert not leaked, f"{where} .copy-button: copied hidden lines of {source}: {leaked}"
    sitebrowser.count("copy buttons checked")
