"""The repository documents itself: no file cites a document outside it, nor an issue by number.

Its documentation is docs/ (docs/README.md lists it). The notes the project
started from lived in a folder beside the checkout, which a clone does not have, and issue
numbers mean nothing without the tracker they came from; a citation of either points a reader
nowhere. Citations name docs/ instead, with a section ("docs/rules.md, kiriage"), or a rulebook.

Every text file in the checkout (those git tracks, and new ones it does not ignore) is searched
for the patterns of :data:`CITATIONS`: the folder beside the checkout, the names of the files
that were in it (the contract, the research note, the fu guide, the notes), the shared rules
file cited without docs/, and an issue or pull request by number. The patterns are written so
that they do not match their own text here.

One file may name the folder beside the checkout: tests/engine/test_acceptance.py compares the
repository's acceptance cases with the ones there, where that folder exists, and skips
otherwise (:data:`ALLOWED`).

pyengine/ is scanned by a test of its own, so that what is left there shows apart from the rest.
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="scans the checkout's files, not the engine: the CPython run of this suite does it")

ROOT = Path(__file__).resolve().parents[2]

#: What a citation of something outside the repository looks like, by name.
CITATIONS = {
    "the folder beside the checkout": re.compile(r"\.\.[/\\]shared\b|(?<![\w.-])shared/[\w.]"),
    "the contract file": re.compile(r"\bcontract\.md\b"),
    "the research note": re.compile(r"\brules-re(?=search\b)"),
    "the fu guide file": re.compile(r"000_bc4ec2f8(?=da9af2df)"),
    "a notes file": re.compile(r"\bnotes/[\w-]+\.md|\bpeers\.md\b"),
    "the shared rules file, without docs/": re.compile(r"(?<![\w/.-])rules\.md\b"),
    "an issue or pull request number": re.compile(
        r"\b(?:issues?|PRs?|pull requests?)\s*#\s*\d+|\bissues?\s+\d+\b", re.IGNORECASE),
}

#: Files allowed some of the patterns, and why.
ALLOWED = {
    # Compares data/acceptance.jsonl with the cases in the folder beside the checkout, when it
    # exists (and skips when it does not): it has to say where that folder is.
    "tests/engine/test_acceptance.py": {"the folder beside the checkout"},
}

#: A file inside this folder may link its neighbours by their bare names.
DOCS = "docs/"

#: Folders that are not the project's own files (what .gitignore leaves out), for a checkout
#: without git.
NOT_OURS = {".git", ".venv", "node_modules", "dist", "build", ".cache", "__pycache__",
            ".pytest_cache", ".hypothesis", "test-results"}


def checkout_files() -> list[str]:
    """Paths (relative, with /) of the checkout's files: git's tracked and untracked-but-not-ignored
    files, or, without git, every file outside :data:`NOT_OURS`."""
    try:
        listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                                cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return sorted(p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
                      if p.is_file() and not NOT_OURS.intersection(p.relative_to(ROOT).parts))
    return sorted(name for name in listed.decode().split("\0") if name and (ROOT / name).is_file())


def text_of(path: str) -> str | None:
    """The file's text, or None for a binary file (an image)."""
    data = (ROOT / path).read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def citations_in(path: str) -> list[str]:
    """Each citation found in one file, as 'path:line: what (the text)'."""
    text = text_of(path)
    if text is None:
        return []
    allowed = ALLOWED.get(path, set())
    if path.startswith(DOCS):
        allowed = allowed | {"the shared rules file, without docs/"}
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        for what, pattern in CITATIONS.items():
            if what not in allowed:
                if pattern.search(line):
                    found.append(f"{path}:{number}: {what}: {line.strip()[:100]}")
    return found


def scan(paths) -> list[str]:
    return [hit for path in paths for hit in citations_in(path)]


FILES = checkout_files() if sys.platform != "emscripten" else []


def test_the_scan_sees_the_repository():
    # A scan that read nothing would pass whatever the files say.
    assert {"README.md", "docs/api.md", "docs/rules.md", "docs/fu.md", "build.py",
            "pyengine/src/tenbou/road/api.py", "tests/engine/test_self_contained.py"} <= set(FILES)


# Each example is written with a "|" that the test takes out, so that this file cites nothing.
@pytest.mark.parametrize("line, what", [
    ("see ../sha|red/cases", "the folder beside the checkout"),
    ("(sha|red/rules.md, profiles)", "the folder beside the checkout"),
    ("the contract|.md's error codes", "the contract file"),
    ("rules-re|search.md section 3.1", "the research note"),
    ("the fu guide (000_bc4ec2f8|da9af2df.txt)", "the fu guide file"),
    ("notes/pe|ers.md section 3", "a notes file"),
    ("the note no|tes/pyodide.md", "a notes file"),
    ('ru|les.md "Common"', "the shared rules file, without docs/"),
    ("targets of issue |#5", "an issue or pull request number"),
    ("see iss|ue 5", "an issue or pull request number"),
    ("fixed in P|R #30", "an issue or pull request number"),
])
def test_each_pattern_finds_its_citation(line, what):
    assert CITATIONS[what].search(line.replace("|", ""))
    assert not CITATIONS[what].search(line), "the example itself must not be a citation"


@pytest.mark.parametrize("line", [
    "docs/rules.md, kiriage",
    "Cache Storage is shared by the whole origin",
    "https://github.com/pyodide/pyodide/issues/5195",
    'f"#{i}: {err}"',
    "color: #555;",
    "test_profile_matches_rules_md",
])
def test_what_is_not_a_citation(line):
    assert not any(pattern.search(line) for pattern in CITATIONS.values())


def test_files_outside_pyengine_cite_only_the_repository():
    hits = scan(path for path in FILES if not path.startswith("pyengine/"))
    assert not hits, "citations of files outside the repository or of issue numbers:\n" + "\n".join(hits)


def test_pyengine_cites_only_the_repository():
    hits = scan(path for path in FILES if path.startswith("pyengine/"))
    assert not hits, "citations of files outside the repository or of issue numbers:\n" + "\n".join(hits)
