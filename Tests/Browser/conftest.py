"""Fixtures of the browser checks: the site under test and one Chromium session each with
JavaScript on and off, shared by every test so the pages load in one browser."""

import os
import pathlib

import pytest

import sitebrowser


def pytest_addoption(parser):
    """Adds `--site DIR` (default: the repository's Site/) and `--screenshots DIR`."""
    default_site = os.environ.get("NAPKIN_SITE", str(sitebrowser.REPOSITORY / "Site"))
    parser.addoption("--site", default=default_site,
                     help="the generated site to check (default: Site/)")
    parser.addoption("--screenshots",
                     default=str(sitebrowser.REPOSITORY / ".build" / "screenshots"),
                     help="where the layout checks save their PNGs (default: .build/screenshots)")


def pytest_generate_tests(metafunc):
    """Runs a test that takes `page` once for every page of the site."""
    if "page" in metafunc.fixturenames:
        site = sitebrowser.Site(metafunc.config.getoption("--site"))
        metafunc.parametrize("page", site.pages())


@pytest.fixture(scope="session")
def site(pytestconfig):
    """The site under test."""
    return sitebrowser.Site(pytestconfig.getoption("--site"))


@pytest.fixture(scope="session")
def screenshots(pytestconfig):
    """The folder the screenshots go to, created when missing."""
    folder = pathlib.Path(pytestconfig.getoption("--screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="session")
def _shared_browser():
    """The one Chromium with JavaScript on that every test shares."""
    driver = sitebrowser.new_driver(javascript=True)
    yield driver
    driver.quit()


@pytest.fixture
def browser(_shared_browser):
    """The shared Chromium with JavaScript on, at 1280×800 in the light scheme, with empty
    logs; whatever a test changes is put back afterwards."""
    sitebrowser.set_viewport(_shared_browser, sitebrowser.DESKTOP)
    sitebrowser.set_color_scheme(_shared_browser, "light")
    sitebrowser.drain_logs(_shared_browser)
    yield _shared_browser
    sitebrowser.set_viewport(_shared_browser, sitebrowser.DESKTOP)
    sitebrowser.set_color_scheme(_shared_browser, "light")


@pytest.fixture(scope="session")
def nojs_browser():
    """A second Chromium, with JavaScript turned off by Chrome's content setting."""
    driver = sitebrowser.new_driver(javascript=False)
    yield driver
    driver.quit()


def pytest_terminal_summary(terminalreporter):
    """Prints the numbers the checks counted: pages, links, validator errors, violations."""
    if sitebrowser.STATS:
        terminalreporter.section("site check numbers")
        for name, value in sorted(sitebrowser.STATS.items()):
            terminalreporter.write_line(f"{name}: {value}")
