"""The sidebar tree that site.js draws from navigation.js: the filter narrows it and opens
the branches that hold a match, every entry's kind badge has a text alternative, names break
only between words, and group labels stay short. Screenshots go to the --screenshots folder."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import sitebrowser

# The pages whose sidebar is checked: the index (the tree mostly closed) and a type's page
# (its members open).
PAGES = ["index.html", "napkin/documentation/router.html"]

# For every entry of the tree: its name, whether it is shown, and the names of the entries
# above it (the branches holding it).
ENTRIES_JS = r"""
return Array.prototype.map.call(document.querySelectorAll("#nav-tree li"), function (item) {
  var label = item.querySelector(":scope > .nav-row > a .nav-name, :scope > .nav-row > .nav-group");
  var above = [];
  for (var up = item.parentElement.closest("li"); up; up = up.parentElement.closest("li")) {
    var own = up.querySelector(":scope > .nav-row > a .nav-name, :scope > .nav-row > .nav-group");
    above.push(own ? own.textContent : "");
  }
  return {name: label ? label.textContent : "", shown: item.getClientRects().length > 0,
          above: above};
});
"""

# Opens every branch, then reports each name that a line break splits other than after a
# space or at a <wbr>, and each group label taller than three lines.
BREAKS_JS = sitebrowser.DESCRIBE_JS + r"""
Array.prototype.forEach.call(document.querySelectorAll(".nav-toggle-branch"), function (button) {
  if (button.getAttribute("aria-expanded") !== "true") { button.click(); }
});
var problems = [], checked = 0, wrapped = 0;
Array.prototype.forEach.call(document.querySelectorAll("#nav-tree .nav-name"), function (name) {
  if (!name.getClientRects().length) { return; }
  checked += 1;
  var top = null, previous = "", atWbr = false, lines = 1;
  Array.prototype.forEach.call(name.childNodes, function (node) {
    if (node.nodeType === 1 && node.tagName === "WBR") { atWbr = true; return; }
    if (node.nodeType !== 3) { return; }
    for (var i = 0; i < node.data.length; i++) {
      var range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      var rects = range.getClientRects();
      if (!rects.length) { continue; }
      var here = rects[rects.length - 1].top;
      if (top !== null && here > top + 2) {
        lines += 1;
        // A break after a space, at a <wbr>, or after a hyphen (`napkin-docs`) is a break
        // between words.
        if (!atWbr && !/[\s-]/.test(previous) && !/\s/.test(node.data[i])) {
          problems.push(describe(name.closest("a")) + ": \"" + name.textContent +
                        "\" breaks inside a word, before \"" + node.data.slice(i) + "\"");
        }
      }
      top = here;
      previous = node.data[i];
      atWbr = false;
    }
  });
  if (lines > 1) { wrapped += 1; }
  var style = getComputedStyle(name);
  if (style.wordBreak === "break-all" || style.overflowWrap === "anywhere") {
    problems.push(describe(name) + ": word-break " + style.wordBreak + ", overflow-wrap " +
                  style.overflowWrap + " would break names anywhere");
  }
});
Array.prototype.forEach.call(document.querySelectorAll("#nav-tree .nav-group"), function (group) {
  var style = getComputedStyle(group);
  var lines = Math.round(group.getBoundingClientRect().height /
                         (parseFloat(style.lineHeight) || 1) - 0.3);
  if (lines > 3) {
    problems.push("group label \"" + group.textContent + "\" takes " + lines + " lines");
  }
  if (style.textTransform === "uppercase") {
    problems.push("group label \"" + group.textContent + "\" is written in capitals");
  }
});
return {problems: problems, checked: checked, wrapped: wrapped};
"""


def entries(browser):
    """The tree's entries as ENTRIES_JS describes them."""
    return browser.execute_script(ENTRIES_JS)


def test_filter_narrows_the_tree_and_opens_the_branches_of_matches(browser, site):
    """Typing a member's name leaves its entry and the entries above it, each branch on the
    way open; Escape gives back the tree as it was. On the module's page, whose branch is
    open, so that the tree shows more than the filter leaves."""
    browser.get(site.url("napkin/index.html"))
    boxes = browser.find_elements(By.CSS_SELECTOR, "#nav-tree input.nav-filter-input")
    assert boxes, "#nav-tree: no filter box"
    box = boxes[0]
    assert box.get_attribute("aria-label"), "the filter box has no aria-label"
    before = entries(browser)
    hidden_before = [entry["name"] for entry in before if not entry["shown"]]
    assert "attachChild(_:)" in hidden_before, "attachChild(_:) is shown before filtering"
    box.click()
    box.send_keys("attachchild")
    after = entries(browser)
    shown = [entry for entry in after if entry["shown"]]
    matches = [entry for entry in shown if "attachchild" in entry["name"].lower()]
    assert matches, "no entry naming attachChild is shown while filtering for it"
    assert len(shown) < len([entry for entry in before if entry["shown"]]), (
        "the filter did not narrow the tree")
    above_matches = {name for entry in matches for name in entry["above"]}
    strays = [entry["name"] for entry in shown
              if "attachchild" not in entry["name"].lower() and entry["name"] not in above_matches]
    assert not strays, f"shown while filtering, but neither a match nor above one: {strays}"
    unseen = [entry["name"] for entry in after
              if "attachchild" in entry["name"].lower() and not entry["shown"]]
    assert not unseen, f"matches left in a closed branch: {unseen}"
    box.send_keys(Keys.ESCAPE)
    restored = entries(browser)
    assert [entry["shown"] for entry in restored] == [entry["shown"] for entry in before], (
        "Escape did not give back the tree as it was")
    box.send_keys("no such name anywhere")
    status = browser.find_element(By.CSS_SELECTOR, "#nav-tree [role=status]").text
    assert "No matching" in status, f"no status for a filter that matches nothing: {status!r}"
    sitebrowser.count("sidebar entries filtered", len(before))


@pytest.mark.parametrize("path", PAGES)
def test_every_badge_has_a_text_alternative(browser, site, path):
    """Each entry linking a symbol or an article shows a lettered badge hidden from assistive
    technology, and names its kind in text that assistive technology reads."""
    browser.get(site.url(path))
    found = browser.execute_script(r"""
      return Array.prototype.map.call(document.querySelectorAll("#nav-tree a"), function (a) {
        var badge = a.querySelector(".nav-badge");
        var spoken = a.querySelector(".visually-hidden");
        return {href: a.getAttribute("href"), badge: badge ? badge.textContent : null,
                hidden: badge ? badge.getAttribute("aria-hidden") : null,
                title: badge ? badge.title : null, spoken: spoken ? spoken.textContent : null};
      });""")
    problems = []
    badged = 0
    for link in found:
        href = link["href"] or ""
        if href.endswith("index.html") and "/" not in href.replace("../", ""):
            continue
        if link["badge"] is None:
            problems.append(f"{href}: no kind badge")
            continue
        badged += 1
        if not link["badge"].strip() or link["hidden"] != "true" or not link["title"]:
            problems.append(f"{href}: badge {link['badge']!r}, aria-hidden {link['hidden']!r},"
                            f" title {link['title']!r}")
        if not (link["spoken"] or "").strip(", "):
            problems.append(f"{href}: the kind is not given as text")
    kinds = {link["badge"] for link in found if link["badge"]}
    assert "Ar" in kinds, f"no article badge among {sorted(kinds)}"
    assert badged > 10, f"only {badged} badges"
    sitebrowser.count("sidebar badges checked", badged)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", [sitebrowser.DESKTOP, sitebrowser.PHONE],
                         ids=["desktop", "phone"])
def test_no_name_breaks_inside_a_word(browser, site, screenshots, size):
    """With every branch open, no sidebar name is split inside a word, and no group label
    takes more than three lines."""
    sitebrowser.set_viewport(browser, size)
    browser.get(site.url("napkin/documentation/router.html"))
    if size == sitebrowser.PHONE:
        browser.find_element(By.CSS_SELECTOR, ".nav-toggle-label").click()
    found = browser.execute_script(BREAKS_JS)
    browser.save_screenshot(str(screenshots / f"sidebar-open-{size[0]}.png"))
    assert found["checked"] > 50, f"only {found['checked']} names checked"
    sitebrowser.count("sidebar names checked for breaks", found["checked"])
    sitebrowser.count("sidebar names on two lines or more", found["wrapped"])
    assert not found["problems"], "\n".join(found["problems"])
