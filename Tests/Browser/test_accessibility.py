"""Check 6: axe-core (as PyPI's axe-selenium-python ships it) finds no serious or critical
violation on the index, an article, a symbol page and print.html, in the light and the
emulated dark scheme, colour contrast included in both."""

import pytest
from axe_selenium_python import Axe

import sitebrowser

PAGES = ["index.html", "napkin/index.html", "napkin/articles/the-lifecycle.html",
         "napkin/documentation/interactorlifecycle.html", "napkindocs/articles/fence-words.html",
         "print.html"]
SCHEMES = ["light", "dark"]
BLOCKING = ("serious", "critical")


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("audited", PAGES)
def test_axe_finds_no_serious_violation(browser, site, audited, scheme):
    """axe-core's default rules (WCAG 2 A and AA, best practices) pass at serious and
    critical impact, and the colour contrast rule really ran."""
    sitebrowser.set_color_scheme(browser, scheme)
    browser.get(site.url(audited))
    dark = browser.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    where = f"{site.label(audited)} ({scheme})"
    assert dark == (scheme == "dark"), f"{where}: html: the {scheme} scheme did not take"
    axe = Axe(browser)
    axe.inject()
    results = axe.run()
    contrast_ran = any(rule["id"] == "color-contrast"
                       for group in ("passes", "violations", "incomplete")
                       for rule in results[group])
    assert contrast_ran, f"{where}: body: axe did not check colour contrast"
    blocking = [v for v in results["violations"] if v["impact"] in BLOCKING]
    sitebrowser.count("axe pages audited")
    sitebrowser.count("axe violations (any impact)", len(results["violations"]))
    sitebrowser.count("axe serious or critical violations", len(blocking))
    assert not blocking, "\n".join(
        f"{where}: {' '.join(node['target'])}: {v['id']} ({v['impact']}): {v['help']}"
        + (f": {node['failureSummary']}" if node.get("failureSummary") else "")
        for v in blocking for node in v["nodes"])
