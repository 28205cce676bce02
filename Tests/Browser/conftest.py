"""Fixtures of the browser checks: the site under test and one Chromium session each with
JavaScript on and off, shared by every test so the pages load in one browser."""

import os
import pathlib
import subprocess
import time

import pytest

import sitebrowser


def pytest_addoption(parser):
    """Adds `--site DIR` (default: the repository's Site/) and `--screenshots DIR`."""
    default_site = os.environ.get("NAPKIN_SITE", str(sitebrowser.REPOSITORY / "Site"))
    parser.addoption("--site", default=default_site,
                     help="the generated site to check (default: Site/)")
    parser.addoption("--large-site-pages", type=int, default=2000,
                     help="articles in the generated site of the large-site checks, 0 to leave"
                          " them out (default: 2000)")
    parser.addoption("--large-site-stride", type=int, default=4,
                     help="load every Nth page of the large site (1: every page; default: 4)")
    parser.addoption("--napkin-docs",
                     default=str(sitebrowser.REPOSITORY / ".build" / "debug" / "napkin-docs"),
                     help="the napkin-docs that builds the large site"
                          " (default: .build/debug/napkin-docs)")
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
def large_site(pytestconfig, tmp_path_factory):
    """A generated site of `--large-site-pages` articles: scripts/bench-corpus.sh writes the
    Markdown, `napkin-docs build --no-symbols` builds it. Returns the site and the count."""
    articles = pytestconfig.getoption("--large-site-pages")
    if articles <= 0:
        pytest.skip("--large-site-pages 0: the large-site checks are left out")
    tool = pathlib.Path(pytestconfig.getoption("--napkin-docs"))
    if not tool.is_file():
        pytest.fail(f"{tool}: no such file: build it with `swift build --product napkin-docs`")
    folder = tmp_path_factory.mktemp("large-site")
    started = time.monotonic()
    subprocess.run([str(sitebrowser.REPOSITORY / "scripts" / "bench-corpus.sh"), str(articles),
                    str(folder / "Articles")], check=True)
    built = subprocess.run([str(tool), "build", "--no-symbols", "--articles",
                            str(folder / "Articles"), "--output", str(folder / "Site")],
                           capture_output=True, text=True)
    assert built.returncode == 0, f"{tool} build failed:\n{built.stderr}"
    sitebrowser.count("large site: seconds to generate and build", round(time.monotonic() - started))
    return sitebrowser.Site(folder / "Site"), articles


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
