"""DocC's own Markdown as a browser draws it: a term list is a definition list whose
definitions sit indented under their terms, and a table cell written with a span covers the
columns it spans, the row keeping the table's width."""

from selenium.webdriver.common.by import By

import sitebrowser

PAGE = "napkin/articles/the-lifecycle.html"


def test_a_term_list_draws_terms_above_indented_definitions(browser, site):
    sitebrowser.set_viewport(browser, sitebrowser.DESKTOP)
    browser.get(site.url(PAGE))
    terms = browser.find_elements(By.CSS_SELECTOR, ".content dl > dt")
    definitions = browser.find_elements(By.CSS_SELECTOR, ".content dl > dd")
    assert [term.text for term in terms][:2] == ["Hooks", "Bound tasks"], (
        "the term list's terms are not drawn as terms")
    assert len(definitions) == len(terms), "a term has no definition"
    for term, definition in zip(terms, definitions):
        assert definition.rect["y"] >= term.rect["y"] + term.rect["height"] - 1, (
            f"the definition of {term.text!r} is not under it")
        assert definition.rect["x"] > term.rect["x"], (
            f"the definition of {term.text!r} is not indented")
    assert "term " not in browser.find_element(By.CSS_SELECTOR, ".content").text.lower(), (
        "a term item still shows its keyword")


def test_a_spanned_cell_covers_its_columns(browser, site):
    sitebrowser.set_viewport(browser, sitebrowser.DESKTOP)
    browser.get(site.url(PAGE))
    rows = browser.find_elements(By.CSS_SELECTOR, ".content table tbody tr")
    spanned = [row for row in rows if "leaf first" in row.text]
    assert spanned, "no row with the spanned cell"
    cells = spanned[0].find_elements(By.CSS_SELECTOR, "td")
    assert len(cells) == 2, f"the spanned row has {len(cells)} cells, not 2"
    full = rows[0].find_elements(By.CSS_SELECTOR, "td")
    covered = full[1].rect["width"] + full[2].rect["width"]
    assert abs(cells[1].rect["width"] - covered) <= 2, (
        "the spanned cell does not cover the two columns it spans")
