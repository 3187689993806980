"""The README and docs/ say what is true of the checkout.

- The README is a front door of at most 200 lines; the rest of what it once held is in docs/.
- The README's Python session (its ```pycon blocks) runs as a doctest: the engine answers what
  the README shows.
- Each command of the README that runs the engine (`python -m tenbou ...` in its ```sh blocks)
  runs, with this interpreter as `python`, and succeeds: the readable score of docs/fu.md's first
  worked example says 2 han 50 fu and 3,200, and every JSON line it writes is a response with
  "ok": true.
- Every relative link and image of README.md and docs/*.md names a file of the checkout, and a
  link into a Markdown file with a #fragment names one of its headings (GitHub's anchors: the
  heading in lower case, punctuation dropped, spaces as hyphens, "-1", "-2" ... after a repeat)
  or an <a id="..."> in it.
"""

import doctest
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

import tenbou

pytestmark = pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="reads the checkout's documents, not the engine: the CPython run of this suite does it")

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCUMENTS = [README, *sorted((ROOT / "docs").glob("*.md"))]

FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"\]\(([^)\s]+)\)|(?:src|href)=\"([^\"]+)\"")
HEADING = re.compile(r"^#{1,6}[ \t]+(.*?)[ \t]*#*[ \t]*$", re.MULTILINE)
HTML_ANCHOR = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"")


README_MOST_LINES = 200


def test_the_readme_is_at_most_200_lines():
    lines = len(README.read_text().splitlines())
    assert lines <= README_MOST_LINES, f"README.md has {lines} lines: move the detail into docs/"


def readme_sessions():
    """The README's ```pycon blocks, in order."""
    return re.findall(r"^```pycon\n(.*?)^```", README.read_text(), re.MULTILINE | re.DOTALL)


def test_the_readmes_python_session_runs():
    sessions = readme_sessions()
    assert sessions, "the README has no ```pycon block"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for number, text in enumerate(sessions, 1):
        test = doctest.DocTestParser().get_doctest(text, {"tenbou": tenbou}, f"README pycon {number}",
                                                   str(README), 0)
        assert test.examples, f"README pycon block {number} has no >>> example"
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def readme_engine_commands():
    """The lines of the README's ```sh blocks that run `python -m tenbou`, comments dropped."""
    blocks = re.findall(r"^```sh\n(.*?)^```", README.read_text(), re.MULTILINE | re.DOTALL)
    lines = [line.split("  #", 1)[0].strip() for block in blocks for line in block.splitlines()]
    return [line for line in lines if "python -m tenbou" in line]


def test_the_readme_shows_engine_commands():
    assert len(readme_engine_commands()) >= 2, "the README shows no `python -m tenbou` command"


@pytest.mark.parametrize("command", readme_engine_commands() if sys.platform != "emscripten" else [])
def test_each_readme_engine_command_runs(command):
    python = shlex.quote(sys.executable)
    ran = subprocess.run(["bash", "-c", command.replace("python -m tenbou", f"{python} -m tenbou")],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert ran.returncode == 0 and not ran.stderr, ran.stderr
    assert ran.stdout.strip(), "the command printed nothing"
    if " score" in command:  # JSON Lines out
        assert all(json.loads(line)["ok"] is True for line in ran.stdout.splitlines())
    else:  # the readable score of docs/fu.md's first worked example
        assert "2 han 50 fu" in ran.stdout and "3,200" in ran.stdout


def anchor_of(heading):
    """GitHub's anchor for a heading's text: "### `double_wind_pair_fu`" -> "double_wind_pair_fu"."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link reads as its text
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    return "".join(c for c in text if c.isalnum() or c in " -_").replace(" ", "-")


def anchors_in(path):
    """Every #fragment that leads somewhere in a Markdown file."""
    text = FENCE.sub("", path.read_text())
    found, seen = set(), {}
    for heading in HEADING.findall(text):
        anchor = anchor_of(heading)
        repeat = seen.get(anchor, 0)
        found.add(anchor if repeat == 0 else f"{anchor}-{repeat}")
        seen[anchor] = repeat + 1
    return found | set(HTML_ANCHOR.findall(text))


def broken_links(path):
    """Each relative link of one document that leads nowhere, as 'path: target (why)'."""
    broken = []
    for match in LINK.finditer(FENCE.sub("", path.read_text())):
        target = match.group(1) or match.group(2)
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        name, _, fragment = target.partition("#")
        linked = (path.parent / name).resolve() if name else path
        where = f"{path.name}: {target}"
        if not linked.exists():
            broken.append(f"{where} (no such file)")
        elif fragment and linked.suffix == ".md" and fragment not in anchors_in(linked):
            broken.append(f"{where} (no such heading)")
    return broken


@pytest.mark.parametrize("heading, anchor", [
    ("How it works", "how-it-works"),
    ("`double_wind_pair_fu`", "double_wind_pair_fu"),
    ("Hand text with melds", "hand-text-with-melds"),
    ("Embed on a club site", "embed-on-a-club-site"),
    ("Seven pairs, pinfu: the traps", "seven-pairs-pinfu-the-traps"),
])
def test_anchor_of(heading, anchor):
    assert anchor_of(heading) == anchor


def test_broken_links_are_found(tmp_path):
    # A check that found nothing would pass whatever the documents link to.
    (tmp_path / "other.md").write_text("# Other\n")
    page = tmp_path / "page.md"
    page.write_text("# Page\n\n## Here it is\n\n"
                    "[fine](other.md) [fine](#here-it-is) [fine](other.md#other) [fine](https://example.org/x)\n"
                    "[no file](missing.md) [no heading](#nowhere) <img src=\"gone.png\" alt=\"\">\n"
                    "```md\n[in a code block](ignored.md)\n```\n")
    assert broken_links(page) == ["page.md: missing.md (no such file)", "page.md: #nowhere (no such heading)",
                                  "page.md: gone.png (no such file)"]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(path):
    broken = broken_links(path)
    assert not broken, "links that lead nowhere:\n" + "\n".join(broken)
