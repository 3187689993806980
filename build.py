#!/usr/bin/env python3
"""Build, serve and test Tenbou.

    python3 build.py build              write the static site into dist/
    python3 build.py serve [--port N]   build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test [--slow] [--suite NAME] [PYTEST_ARGS...]
                                        install what is missing, build, run every test suite
    python3 build.py bench [BENCH_ARGS...]
                                        install what is missing, build, run bench/run.py (one table)
    python3 build.py trace-stdlib       build, then trace in Pyodide which standard library modules
                                        the start-up and the engine import: rewrites stdlib/modules.txt

dist/ is self-contained and every URL inside it is relative:

    dist/                    everything in site/, copied as is, except that the page's ES
                             modules are bundled (PAGE_ENTRY_MODULES) and sw.js (the service
                             worker) gets its cache names and precache lists filled in
    js/engine-data.js        the page's rule data and request facts, written by the engine
                             (tenbou.faces.page_data.page_data()), never typed into site/; bundled
                             with the page's modules
    js/chart-data.js         the chart view's tables of each profile, likewise (chart_data())
    manifest*.webmanifest    the web app manifest in each language the page speaks, its name and
                             description from the page's catalogs (write_manifests())
    dist/pyodide/            the Pyodide runtime (from the pinned npm package), the trimmed
                             standard library the site boots from (stdlib/modules.txt) beside
                             Pyodide's full one (fetched only if a module left out is imported),
                             the engine wheel, and our own small pyodide-lock.json naming only it
    dist/js/vendor/          the licences of the page's npm libraries (VENDORED), which are
                             bundled with the modules that import them

The site as it is before its modules are bundled (no runtime) is kept in .cache/page-modules/,
for the browser tests of single modules.

Standard library only: this file runs before the project's virtual environment exists.
"""

import argparse
import ast
import concurrent.futures
import functools
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tokenize
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
DIST = ROOT / "dist"
ENGINE = ROOT / "pyengine"
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
NODE_MODULES = ROOT / "node_modules"
NODE_PYODIDE = NODE_MODULES / "pyodide"

BUILD_REQUIREMENTS = ROOT / "requirements-build.txt"
DEV_REQUIREMENTS = ROOT / "requirements-dev.txt"
PYODIDE_REQUIREMENTS = ROOT / "tests" / "pyodide" / "requirements.txt"
PYODIDE_RUNNER = ROOT / "tests" / "pyodide" / "run_pytest_in_pyodide.mjs"
NODE_TESTS = ROOT / "tests" / "node"
# The browser suite's pytest workers (pytest-xdist), each with its own Chromium and warm engine,
# tests handed out one by one: on this 2-core machine two took 85 s where one took 98 s for the
# game sheet's and the smoke tests (2026-12-07).
BROWSER_WORKERS = 2
PYODIDE_WHEELS = CACHE / "pyodide-wheels"
PYODIDE_PYTHON = "3.14"

# The Pyodide runtime that loadPyodide() fetches at start-up, besides the standard library; the
# stock lock and the CommonJS build are not shipped.
PYODIDE_RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
ENGINE_IMPORTS = ["tenbou"]

# The page's npm libraries (pinned in package.json): each file copied into the built site, with
# its licence beside it; bundle_page() then bundles the library with the modules that import it,
# and the licence stays. idb-keyval: the game sheet's storage in IndexedDB (js/game/store.js).
# ts-fsrs: the practice view's review schedule (js/practice/schedule.js), in that view's chunk only.
VENDORED = {
    "js/vendor/idb-keyval.js": NODE_MODULES / "idb-keyval" / "dist" / "index.js",
    "js/vendor/idb-keyval.LICENCE.txt": NODE_MODULES / "idb-keyval" / "LICENCE",
    "js/vendor/ts-fsrs.js": NODE_MODULES / "ts-fsrs" / "dist" / "index.mjs",
    "js/vendor/ts-fsrs.LICENCE.txt": NODE_MODULES / "ts-fsrs" / "LICENSE",
}

# The standard library. The site boots from TRIMMED_STDLIB: the files of Pyodide's own zip
# (FULL_STDLIB) listed in STDLIB_MODULES, which `build.py trace-stdlib` writes from what Pyodide's
# start-up and every engine call import (tests/pyodide/stdlib_trace.mjs), plus STDLIB_FALLBACK as
# FALLBACK_MODULE, which fetches the full zip, shipped beside it, only if a module left out is
# imported.
FULL_STDLIB = "python_stdlib.zip"
TRIMMED_STDLIB = "python_stdlib_trimmed.zip"
STDLIB = ROOT / "stdlib"
STDLIB_MODULES = STDLIB / "modules.txt"
STDLIB_FALLBACK = STDLIB / "fallback.py"
FALLBACK_MODULE = "_tenbou_stdlib_fallback.py"
FALLBACK_NAMES_LINE = re.compile(r"^LEFT_OUT = frozenset\(\)  # @tenbou-build.*$", re.MULTILINE)
STDLIB_TRACE = ROOT / "tests" / "pyodide" / "stdlib_trace.mjs"
# Precompiled modules, a speed trick of the first visit. Pyodide's zip holds sources only, so a
# fresh start compiles every module it imports, in WebAssembly (under Node on the bench's
# machine, loadPyodide took 3.1 to 5.0 s on the sources, 1.2 to 1.6 s with every module
# compiled; the bench's 4G ratio went from 0.93 to 0.84 with this and the page's changes).
# Compiled code (STDLIB_PRECOMPILE: as `python -OO` compiles it) is larger than its source, so the trimmed zip
# holds compiled only the modules that add the fewest bytes per byte of compiled code, taken in
# that order while they add at most PRECOMPILE_BUDGET bytes in all: what the first visit's byte
# target (bench/run.py, 4.8 MB gzip) leaves. The bench's 4G rows show what it buys.
STDLIB_PRECOMPILE = STDLIB / "precompile.mjs"
PRECOMPILE_BUDGET = 60_000
STDLIB_CORPUS = ROOT / "tests" / "pyodide" / "stdlib_corpus.py"
STDLIB_MODULES_HEADER = """\
# The trimmed standard library of the site's Pyodide: the files of Pyodide's python_stdlib.zip that
# its start-up (each of the engine worker's three ways to start) and the engine import, over a
# corpus of requests to every JSON entry point of tenbou (tests/pyodide/stdlib_corpus.py), one a
# line. Written by `python3 build.py trace-stdlib`: do not edit. tests/pyodide/test_trimmed_stdlib.py
# checks that it is current.
"""

# The ES modules of the engine's facts for the page (tenbou.faces.page_data), written into the
# built site: each by the function that gives it. The chart view's tables are a module apart, so
# that only that view's chunk holds them.
ENGINE_DATA = "js/engine-data.js"
GENERATED_DATA = {ENGINE_DATA: "page_data", "js/chart-data.js": "chart_data"}

# The page's modules, bundled: a speed trick of the first visit. The page is some forty small
# modules; a browser fetches at most six files at a time from a host over HTTP/1.1, and on a first
# visit four of those connections carry the engine's downloads for seconds, so the modules came
# two at a time, a round trip each (on the bench's 4G profile the tiles waited about a second for
# them). build.py bundles them with esbuild (pinned in package.json) from PAGE_ENTRY_MODULES into a
# few files: each entry keeps its name, the code the entries share goes into chunks
# (js/chunk-<hash>.js), and each module that is imported only when shown (the chart, the game
# sheet) or only in one language (each catalog, js/i18n.js) gets a chunk of its own, minified
# (BUNDLE_OPTIONS). Every bundled source module is left out of dist/; PAGE_MODULES keeps the site unbundled for the tests
# of single modules (tests/browser/test_modules.py).
PAGE_ENTRY_MODULES = ("js/main.js", "js/pwa.js", "js/start-engine.js", "js/start-language.js")
ESBUILD = NODE_MODULES / ".bin" / "esbuild"
# Whitespace and comments go, and syntax is shortened; names stay as written, so that a stack
# trace from a player's phone still reads. (Size: the first visit's gzip bytes are a bench
# target, part 4; this and minify_in_place() took about 19 kB of gzip off it on 2026-12-05,
# the wheel without comments 11 kB more, one language's catalog a visit 7.6 kB more: our
# files 0.248 -> 0.205 MB.)
BUNDLE_OPTIONS = ["--bundle", "--splitting", "--format=esm", "--charset=utf8", "--outbase=.",
                  "--minify-whitespace", "--minify-syntax",
                  "--entry-names=[dir]/[name]", "--chunk-names=js/[name]-[hash]", "--log-level=warning"]
PAGE_MODULES = CACHE / "page-modules"
# build.py writes a <link rel="modulepreload"> at PRELOADS_MARK of index.html for each chunk the
# entries import statically, so that they are requested with the entries, not a round trip later.
PRELOADS_MARK = "<!-- @tenbou-build module preloads -->"

# The web app manifest (site/manifest.webmanifest) is written once per language the page speaks,
# its texts from the page's catalogs: each member below from the catalog key beside it. The
# default language's is manifest.webmanifest (the one index.html names), each other's
# manifest.<id>.webmanifest (js/i18n.js points the page's <link rel="manifest"> at it).
MANIFEST = "manifest.webmanifest"
MANIFEST_TEXTS = {"name": "page.title", "description": "manifest.description"}
# Prints {language id: catalog} as JSON, read through the page's own js/texts.js (its LANGUAGES).
READ_PAGE_CATALOGS = ("const texts = await import(process.argv[1]); const out = {};"
                      " for (const lang of texts.LANGUAGES) out[lang] = await texts.loadCatalog(lang);"
                      " process.stdout.write(JSON.stringify({default: texts.DEFAULT_LANGUAGE, catalogs: out}));")

# The service worker (site/sw.js) and the line of it that build.py fills in.
SERVICE_WORKER = "sw.js"
# (It may span lines once filled in, so a built site can be filled in again after a change.)
SW_BUILD_LINE = re.compile(r"^const BUILD = .*?; // @tenbou-build$", re.MULTILINE | re.DOTALL)

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
BROWSER_DEBIAN_PACKAGES = ["chromium", "fonts-noto-cjk"]

# Content types a browser insists on (module scripts, streaming wasm compilation), whatever
# the host's /etc/mime.types says.
MIME_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/octet-stream",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain",
}

SUITES = ("engine", "node", "pyodide", "browser")


# --------------------------------------------------------------------------- helpers

def say(message):
    """Print one progress line, flushed so it interleaves with subprocess output."""
    print(f"==> {message}", flush=True)


def run(cmd, **kwargs):
    """Run a command (echoed first), raising CalledProcessError if it fails."""
    print("+ " + " ".join(str(part) for part in cmd), flush=True)
    return subprocess.run([str(part) for part in cmd], check=True, **kwargs)


def sha256_of(path):
    """Hex sha256 of a file's bytes."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(functools.partial(handle.read, 1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def is_root():
    return hasattr(os, "geteuid") and os.geteuid() == 0


_apt_updated = False


def apt_install(packages):
    """Install Debian packages (root only); runs `apt-get update` once per invocation."""
    global _apt_updated
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if not _apt_updated:
        run(["apt-get", "update"], env=env)
        _apt_updated = True
    run(["apt-get", "install", "-y", *packages], env=env)


class Stamp:
    """A file recording what an install step was done for, so the step is skipped next time."""

    def __init__(self, path, *inputs):
        self.path = Path(path)
        digest = hashlib.sha256()
        for item in inputs:
            digest.update(item if isinstance(item, bytes) else str(item).encode())
            digest.update(b"\0")
        self.value = digest.hexdigest()

    def fresh(self):
        return self.path.is_file() and self.path.read_text().strip() == self.value

    def write(self):
        self.path.write_text(self.value + "\n")


def requirement_files(path):
    """A requirements file and every file it pulls in with -r, in order."""
    files = [Path(path)]
    for line in Path(path).read_text().splitlines():
        match = re.match(r"\s*(?:-r|--requirement)\s*=?\s*(\S+)", line)
        if match:
            files += requirement_files(Path(path).parent / match.group(1))
    return files


# --------------------------------------------------------------------------- installs

def venv_python():
    return VENV / "bin" / "python"


def create_venv():
    """Create .venv with the running Python; on Debian without python3-venv, install it first."""
    say(f"creating {VENV.relative_to(ROOT)} with {sys.executable}")
    try:
        run([sys.executable, "-m", "venv", VENV])
        return
    except subprocess.CalledProcessError:
        shutil.rmtree(VENV, ignore_errors=True)
        if not (is_root() and shutil.which("apt-get")):
            sys.exit("error: `python3 -m venv` failed. On Debian/Ubuntu install python3-venv "
                     "(sudo apt-get install python3-venv) and run this again.")
    version = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
    versioned = subprocess.run(["apt-cache", "show", version], capture_output=True).returncode == 0
    apt_install(["python3-venv"] + ([version] if versioned else []))
    run([sys.executable, "-m", "venv", VENV])


def ensure_venv(requirements, editable_engine=False):
    """Make .venv hold the pinned packages of `requirements` (and the engine, editable).

    Skipped when a stamp says the same requirement files were already installed.
    """
    if not venv_python().exists():
        create_venv()
    files = requirement_files(requirements)
    inputs = [sys.version, *(f.read_bytes() for f in files)]
    if editable_engine:
        inputs.append((ENGINE / "pyproject.toml").read_bytes())
    stamp = Stamp(VENV / f".installed-{requirements.stem}", *inputs)
    if stamp.fresh():
        return
    say(f"installing {requirements.name} into .venv")
    pip = [venv_python(), "-m", "pip", "--disable-pip-version-check"]
    run([*pip, "install", "--quiet", "-r", requirements])
    if editable_engine:
        run([*pip, "install", "--quiet", "--no-deps", "--no-build-isolation", "-e", ENGINE])
    stamp.write()


def ensure_node_modules():
    """Run `npm ci` when node_modules is missing or older than package-lock.json."""
    lock = ROOT / "package-lock.json"
    stamp = Stamp(NODE_MODULES / ".tenbou-installed", lock.read_bytes())
    if stamp.fresh() and NODE_PYODIDE.is_dir():
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("error: npm not found; install Node.js 20 and npm (Debian: apt-get install nodejs npm).")
    say("installing the pinned npm packages (npm ci)")
    run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT)
    stamp.write()


def debian_package_installed(name):
    """True if dpkg says the package is installed (False where there is no dpkg)."""
    if not shutil.which("dpkg-query"):
        return False
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True)
    return result.returncode == 0 and "install ok installed" in result.stdout


def ensure_browser():
    """Install Debian's chromium and CJK fonts if missing. Never `playwright install`.

    Returns an error message if the browser is still missing, else None.
    """
    missing = [] if Path(CHROMIUM).exists() else ["chromium"]
    if shutil.which("dpkg-query") and not debian_package_installed("fonts-noto-cjk"):
        missing.append("fonts-noto-cjk")
    if not missing:
        return None
    if is_root() and shutil.which("apt-get"):
        say(f"installing Debian packages: {' '.join(missing)}")
        apt_install(missing)
    elif "chromium" in missing:
        return (f"{CHROMIUM} not found. Install Debian's Chromium as root "
                f"(apt-get install -y {' '.join(BROWSER_DEBIAN_PACKAGES)}) or set CHROMIUM_PATH.")
    else:
        say("note: fonts-noto-cjk is not installed (not root): CJK text may render as boxes")
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} still not found after installing chromium; set CHROMIUM_PATH."
    return None


def pinned_wheels():
    """(name, version, allowed sha256 set) for each line of tests/pyodide/requirements.txt."""
    pins = []
    for line in PYODIDE_REQUIREMENTS.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        match = re.match(r"([A-Za-z0-9_.-]+)==(\S+)", line)
        if not match:
            sys.exit(f"error: {PYODIDE_REQUIREMENTS}: expected NAME==VERSION --hash=...: {line}")
        hashes = set(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
        pins.append((match.group(1), match.group(2), hashes))
    return pins


def cached_wheel(name, version, hashes):
    """The cached wheel for a pin, if present and its hash is allowed."""
    stem = re.sub(r"[-_.]+", "_", name).lower()
    for path in PYODIDE_WHEELS.glob("*.whl"):
        parts = path.name.split("-")
        if re.sub(r"[-_.]+", "_", parts[0]).lower() == stem and parts[1] == version:
            if sha256_of(path) in hashes:
                return path
    return None


def ensure_pyodide_wheels():
    """Download the pinned pure-Python wheels for the Pyodide test run; return their paths."""
    pins = pinned_wheels()
    found = [cached_wheel(*pin) for pin in pins]
    if all(found):
        return found
    say(f"downloading wheels for Pyodide (Python {PYODIDE_PYTHON}) into {PYODIDE_WHEELS.relative_to(ROOT)}")
    PYODIDE_WHEELS.mkdir(parents=True, exist_ok=True)
    run([venv_python(), "-m", "pip", "--disable-pip-version-check", "download", "--quiet",
         "--no-deps", "--require-hashes", "--only-binary=:all:", "--platform", "any",
         "--python-version", PYODIDE_PYTHON, "-d", PYODIDE_WHEELS, "-r", PYODIDE_REQUIREMENTS])
    found = [cached_wheel(*pin) for pin in pins]
    missing = [pin[0] for pin, path in zip(pins, found) if path is None]
    if missing:
        sys.exit(f"error: pip download did not produce wheels for: {', '.join(missing)}")
    return found


# --------------------------------------------------------------------------- build

def build_engine_wheel(python, out_dir):
    """Build the engine's py3-none-any wheel from a clean copy of pyengine/ into out_dir.

    Building from a copy keeps pyengine/ free of build/ and *.egg-info, and a stale build/
    folder can never leak deleted modules into the wheel. SOURCE_DATE_EPOCH makes the wheel
    byte-for-byte reproducible, so its sha256 (and any cache keyed on it) only changes when
    the engine does.
    """
    with tempfile.TemporaryDirectory(prefix="tenbou-wheel-") as tmp:
        source = Path(tmp) / "pyengine"
        shutil.copytree(ENGINE, source, ignore=shutil.ignore_patterns(
            "build", "dist", "*.egg-info", "__pycache__", "*.pyc", ".pytest_cache"))
        for module in (source / "src").rglob("*.py"):
            module.write_text(without_comments(module.read_text(encoding="utf-8")), encoding="utf-8")
        env = {**os.environ, "SOURCE_DATE_EPOCH": os.environ.get("SOURCE_DATE_EPOCH", "315532800")}
        run([python, "-m", "pip", "--disable-pip-version-check", "wheel", "--quiet", "--no-deps",
             "--no-build-isolation", "--wheel-dir", out_dir, source], env=env)
    wheels = sorted(Path(out_dir).glob("tenbou-*.whl"))
    if len(wheels) != 1 or not wheels[0].name.endswith("-py3-none-any.whl"):
        sys.exit(f"error: expected one tenbou-*-py3-none-any.whl, got {[w.name for w in wheels]}")
    return wheels[0]


def without_comments(code):
    """Python source with its comments taken out and nothing else changed: each token stays at its
    line and column (a traceback from the page names the line of pyengine/), and docstrings stay
    (their examples run as tests in Pyodide, on the shipped wheel). A size trick of the first
    visit (the bench's part 4, gzip bytes): the wheel's deflated size went from 141 to 131 kB on
    2026-12-05. Exits if the code would not compile to the same thing."""
    tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    in_strings = {row for token in tokens if token.type == tokenize.STRING  # (rows whose end is inside a string)
                  for row in range(token.start[0], token.end[0])}
    stripped = tokenize.untokenize([token for token in tokens if token.type != tokenize.COMMENT])
    stripped = "".join(line if row in in_strings else line.rstrip() + "\n"
                       for row, line in enumerate(stripped.splitlines(keepends=True), start=1))
    if ast.dump(ast.parse(stripped)) != ast.dump(ast.parse(code)):
        sys.exit("error: taking the comments out of an engine module changed its code")
    return stripped


def engine_data_module(python, function="page_data"):
    """The text of js/engine-data.js (or of another module of GENERATED_DATA): each key of the
    engine's ``tenbou.faces.page_data.page_data()`` (or ``function``) as an ``export const`` in
    capitals (``DEFAULT_PROFILE``, ``PROFILES``, ``FLAGS`` ...), its value as JSON. The engine's
    own Python writes the data, from pyengine/src."""
    code = (f"import json, sys; sys.path.insert(0, sys.argv[1]); from tenbou.faces.page_data import {function}; "
            f"print(json.dumps({function}(), ensure_ascii=False))")
    out = subprocess.run([str(python), "-c", code, str(ENGINE / "src")], check=True, stdout=subprocess.PIPE, text=True)
    data = json.loads(out.stdout)
    lines = [f"// Written by build.py from the engine, tenbou.faces.page_data.{function}(): do not edit.", ""]
    for key, value in data.items():
        lines.append(f"export const {key.upper()} = {json.dumps(value, indent=2, ensure_ascii=False)};")
    return "\n".join(lines) + "\n"


def pyodide_lock(wheel):
    """Our pyodide-lock.json: the stock `info`, and one entry for the shipped engine wheel.

    The stock lock's hashes are for Pyodide's own rebuilt wheels, which we do not ship; in a
    browser a mismatch fails the download's integrity check.
    """
    stock = json.loads((NODE_PYODIDE / "pyodide-lock.json").read_text())
    name, version = wheel.name.split("-")[:2]
    return {
        "info": stock["info"],
        "packages": {
            name: {
                "name": name,
                "version": version,
                "file_name": wheel.name,
                "install_dir": "site",
                "sha256": sha256_of(wheel),
                "package_type": "package",
                "imports": ENGINE_IMPORTS,
                "depends": [],
                "unvendored_tests": False,
            }
        },
    }


def pyodide_version():
    """The version of the pinned npm package `pyodide`, e.g. "314.0.7"."""
    return json.loads((NODE_PYODIDE / "package.json").read_text())["version"]


def read_stdlib_modules(path=STDLIB_MODULES):
    """The files of the trimmed standard library: the lines of stdlib/modules.txt that are not
    comments, paths inside Pyodide's python_stdlib.zip (``json/__init__.py``)."""
    lines = (line.strip() for line in Path(path).read_text().splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def module_name(zip_path):
    """The dotted module name of a .py file in a stdlib zip: ``json/decoder.py`` -> ``json.decoder``,
    ``json/__init__.py`` -> ``json``."""
    parts = zip_path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def fallback_module(left_out):
    """The text of the fallback module shipped in the trimmed zip: stdlib/fallback.py with
    LEFT_OUT naming the modules `left_out` (dotted names)."""
    template = STDLIB_FALLBACK.read_text()
    if len(FALLBACK_NAMES_LINE.findall(template)) != 1:
        sys.exit(f"error: {STDLIB_FALLBACK} must have exactly one line `LEFT_OUT = frozenset()  # @tenbou-build ...`")
    names = ",\n".join(f"    {name!r}" for name in sorted(left_out))
    return FALLBACK_NAMES_LINE.sub(lambda _: f"LEFT_OUT = frozenset({{\n{names},\n}})", template)


def write_trimmed_stdlib(full, files, out):
    """Write the trimmed standard library `out`: the entries `files` of Pyodide's zip `full`
    (their bytes, dates and compression as they are there), and FALLBACK_MODULE naming every
    module of `full` that is left out. Exits if a listed file is not in `full` (a module list
    traced for another Pyodide: run `python3 build.py trace-stdlib`). Returns the number of files.
    """
    import zipfile

    with zipfile.ZipFile(full) as source:
        entries = {info.filename: info for info in source.infolist() if not info.is_dir()}
        unknown = sorted(set(files) - set(entries))
        if unknown:
            sys.exit(f"error: {STDLIB_MODULES.relative_to(ROOT)} lists files that {full.name} does not have: "
                     f"{', '.join(unknown[:5])}; run `python3 build.py trace-stdlib`")
        kept = sorted(set(files))
        left_out = {module_name(name) for name in entries if name.endswith(".py") and name not in kept}
        left_out -= {module_name(name) for name in kept}  # a package's folder split between the two
        with zipfile.ZipFile(out, "w") as target:
            for name in kept:
                target.writestr(entries[name], source.read(name))
            info = zipfile.ZipInfo(FALLBACK_MODULE, date_time=entries[kept[0]].date_time)
            info.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(info, fallback_module(left_out), compresslevel=9)
    return len(kept) + 1


def compiled_stdlib(zip_path):
    """A zip of every module of the standard library zip `zip_path` compiled by Pyodide
    (STDLIB_PRECOMPILE), kept in .cache/ under a name made of the sha256 of its inputs."""
    inputs = hashlib.sha256()
    for part in (zip_path.read_bytes(), STDLIB_PRECOMPILE.read_bytes(), pyodide_version().encode()):
        inputs.update(part)
    out = CACHE / f"stdlib-compiled-{inputs.hexdigest()[:16]}.zip"
    if not out.exists():
        partial = out.with_suffix(f".{os.getpid()}.partial")  # two builds at once write apart
        subprocess.run(["node", str(STDLIB_PRECOMPILE), "--index", str(NODE_PYODIDE), "--stdlib", str(zip_path),
                        "--out", str(partial)], check=True, cwd=ROOT)
        partial.rename(out)
    return out


def choose_precompiled(sources, compiled, budget=PRECOMPILE_BUDGET):
    """The modules to ship compiled (PRECOMPILE_BUDGET): a list of the .py names of `sources`
    (ZipInfo of the source entries) whose compiled entries `compiled` (ZipInfo, named with a "c"
    added) add the fewest bytes per byte of compiled code, in that order while the bytes they
    add stay within `budget`. The fallback module stays a source (it is ours, and tiny)."""
    size = {info.filename: info.compress_size for info in sources}
    candidates = []  # (bytes added per byte of compiled code, name, bytes added)
    for info in compiled:
        name = info.filename.removesuffix("c")
        if name in size and name != FALLBACK_MODULE:
            extra = info.compress_size - size[name]
            candidates.append((extra / info.file_size, name, extra))
    candidates.sort()
    chosen, added = [], 0
    for _, name, extra in candidates:
        if added + extra > budget:
            break
        chosen.append(name)
        added += extra
    return chosen


def precompile_stdlib(zip_path):
    """Rewrite the trimmed standard library `zip_path` with the modules of choose_precompiled()
    compiled in place of their sources, every entry deflated at level 9. Returns the number of
    modules compiled."""
    import zipfile

    with zipfile.ZipFile(compiled_stdlib(zip_path)) as compiled, zipfile.ZipFile(zip_path) as source:
        chosen = set(choose_precompiled(source.infolist(), compiled.infolist()))
        entries = [(compiled.getinfo(info.filename + "c"), compiled.read(info.filename + "c"))
                   if info.filename in chosen else (info, source.read(info.filename))
                   for info in source.infolist()]
    with zipfile.ZipFile(zip_path, "w") as target:
        for info, data in entries:
            target.writestr(info, data, compresslevel=9)
    return len(chosen)


def precache_lists(site):
    """(app, runtime): the URLs (relative to the site root) the service worker precaches.

    runtime: the Pyodide runtime files, which change only with Pyodide's version. app: the page
    ("./", which answers every navigation whatever its query) and every other file of the
    site but the service worker itself and the full standard library (ON_DEMAND): the engine
    wheel, its lock and the trimmed standard library included (they change with the engine).
    """
    site = Path(site)
    runtime = [f"pyodide/{name}" for name in PYODIDE_RUNTIME_FILES]
    app = ["./"]
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site).as_posix()
        if (path.is_file() and relative != SERVICE_WORKER and relative not in runtime + ON_DEMAND
                and not any(part.startswith(".") for part in path.relative_to(site).parts)):
            app.append(urllib.parse.quote(relative))
    return app, runtime


# Files the service worker does not precache but keeps (in the runtime cache) once fetched.
ON_DEMAND = [f"pyodide/{FULL_STDLIB}"]


def bundle_page(site, entries=PAGE_ENTRY_MODULES):
    """Bundle the page's modules inside the built `site` (see PAGE_ENTRY_MODULES): the bundled
    source modules are replaced by esbuild's output. Returns the chunks the entries import
    statically, directly or not, as paths relative to `site`: ["js/chunk-AB12CD34.js", ...]."""
    out = Path(tempfile.mkdtemp(prefix="bundle-", dir=CACHE))
    try:
        run([ESBUILD, *entries, *BUNDLE_OPTIONS, f"--outdir={out / 'site'}", f"--metafile={out / 'meta.json'}"],
            cwd=site)
        meta = json.loads((out / "meta.json").read_text())
        for source in meta["inputs"]:
            (site / source).unlink()
        for folder in sorted({(site / source).parent for source in meta["inputs"]}, reverse=True):
            if folder != site and not any(folder.iterdir()):
                folder.rmdir()
        shutil.copytree(out / "site", site, dirs_exist_ok=True)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    # The metafile names every file relative to esbuild's working folder (`site`).
    output_folder = Path(os.path.relpath(out / "site", site))
    local = {name: Path(name).relative_to(output_folder).as_posix() for name in meta["outputs"]}
    imports = {local[name]: [local[i["path"]] for i in output["imports"] if i["kind"] == "import-statement"]
               for name, output in meta["outputs"].items()}
    seen, order, todo = set(entries), [], list(entries)
    while todo:
        for chunk in imports[todo.pop(0)]:
            if chunk not in seen:
                seen.add(chunk)
                order.append(chunk)
                todo.append(chunk)
    return order


def minify_in_place(site):
    """The page's scripts that are not bundled (the worker, the embed's and the theme's) and its
    style sheets, minified as the bundles are (BUNDLE_OPTIONS: names kept). The service worker is
    left as it is: write_service_worker() fills in a marked line of it."""
    files = [p for p in [*site.glob("js/*.js"), *site.glob("*.css")] if p.name != SERVICE_WORKER]
    for path in files:
        run([ESBUILD, path.relative_to(site).as_posix(), "--minify-whitespace", "--minify-syntax", "--charset=utf8",
             "--log-level=warning", "--allow-overwrite", f"--outfile={path.relative_to(site).as_posix()}"], cwd=site)


def write_module_preloads(site, modules):
    """Write a modulepreload link for each of `modules` (paths relative to the built `site`) that
    index.html does not name already, at PRELOADS_MARK of its index.html; returns how many."""
    page = site / "index.html"
    text = page.read_text()
    if text.count(PRELOADS_MARK) != 1:
        sys.exit(f"error: site/index.html must have the line {PRELOADS_MARK} exactly once")
    modules = [m for m in modules if f'"{m}"' not in text]  # not those the page names already
    indent = re.search(rf"^([ \t]*){re.escape(PRELOADS_MARK)}", text, re.MULTILINE).group(1)
    links = f"\n{indent}".join(f'<link rel="modulepreload" href="{module}">' for module in modules)
    page.write_text(text.replace(PRELOADS_MARK, links))
    return len(modules)


def page_catalogs(site):
    """(default language id, {language id: {key: text}}): the page's catalogs in `site`, as
    js/texts.js loads them (one per language of its LANGUAGES)."""
    url = (Path(site) / "js" / "texts.js").resolve().as_uri()
    out = subprocess.run(["node", "--input-type=module", "-e", READ_PAGE_CATALOGS, url],
                         check=True, capture_output=True, text=True).stdout
    read = json.loads(out)
    return read["default"], read["catalogs"]


def manifest_name(lang, default):
    """The file name of `lang`'s web app manifest: MANIFEST for the default language."""
    return MANIFEST if lang == default else MANIFEST.replace(".", f".{lang}.", 1)


def write_manifests(site):
    """Write `site`'s web app manifest in each language the page speaks (MANIFEST_TEXTS), over
    site/manifest.webmanifest, which holds what is the same in every language. Returns the
    file names written."""
    site = Path(site)
    template = json.loads((site / MANIFEST).read_text(encoding="utf-8"))
    default, catalogs = page_catalogs(site)
    written = []
    for lang, catalog in catalogs.items():
        texts = {member: catalog[key] for member, key in MANIFEST_TEXTS.items()}
        manifest = {**texts, **template, "lang": lang}
        name = manifest_name(lang, default)
        (site / name).write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(name)
    return written


def write_service_worker(site, version=None):
    """Fill in site/sw.js inside a built site: cache names and the two precache lists.

    The app cache is named by a content hash of every app file (and of sw.js itself), the
    runtime cache by the Pyodide version: an app update re-downloads only the app files.
    Returns the filled-in values.
    """
    site = Path(site)
    worker = site / SERVICE_WORKER
    template = worker.read_text()
    if len(SW_BUILD_LINE.findall(template)) != 1:
        sys.exit(f"error: {SERVICE_WORKER} must have exactly one line `const BUILD = ...; // @tenbou-build`")
    version = version or pyodide_version()
    app, runtime = precache_lists(site)
    digest = hashlib.sha256(SW_BUILD_LINE.sub("", template).encode())
    digest.update(version.encode())
    for url in app[1:]:
        digest.update(f"\0{url}\0{sha256_of(site / urllib.parse.unquote(url))}".encode())
    values = {
        "appCache": f"tenbou-app-{digest.hexdigest()[:16]}",
        "runtimeCache": f"tenbou-pyodide-{version}",
        "app": app,
        "runtime": runtime,
        "onDemand": ON_DEMAND,
    }
    line = f"const BUILD = {json.dumps(values, indent=2)}; // @tenbou-build"
    worker.write_text(SW_BUILD_LINE.sub(lambda _: line, template))
    return values


def build(trim=True):
    """Write dist/: site/ with its modules bundled (bundle_page(); the site before that is kept
    in PAGE_MODULES), js/engine-data.js from the engine, the npm libraries of VENDORED, and
    pyodide/ with the runtime, the standard library (trimmed and full; with trim=False the full
    one only, as the trace needs it after a Pyodide upgrade), the engine wheel and the lock.

    The site is assembled in a staging folder and swapped in at the end, so a server that is
    serving dist/ never sees half a build.
    """
    ensure_venv(BUILD_REQUIREMENTS)
    ensure_node_modules()
    started = time.monotonic()
    CACHE.mkdir(exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix="dist-", dir=CACHE))
    stage.chmod(0o755)
    try:
        if SITE.is_dir():
            shutil.copytree(SITE, stage, dirs_exist_ok=True)
        else:
            say("note: site/ does not exist yet; dist/ will hold only the runtime and the engine")
        for module, function in GENERATED_DATA.items():
            engine_data = stage / module
            if engine_data.exists():
                sys.exit(f"error: site/{module} would clash with the one the engine writes")
            engine_data.parent.mkdir(parents=True, exist_ok=True)
            engine_data.write_text(engine_data_module(venv_python(), function))
        for target, source in VENDORED.items():
            if (stage / target).exists():
                sys.exit(f"error: site/{target} would clash with the copy of {source.relative_to(ROOT)}")
            (stage / target).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, stage / target)
        runtime = stage / "pyodide"
        if runtime.exists():
            sys.exit("error: site/pyodide/ would clash with the runtime folder dist/pyodide/")
        runtime.mkdir()
        for name in (*PYODIDE_RUNTIME_FILES, FULL_STDLIB):
            shutil.copy2(NODE_PYODIDE / name, runtime / name)
        if trim:
            write_trimmed_stdlib(NODE_PYODIDE / FULL_STDLIB, read_stdlib_modules(), runtime / TRIMMED_STDLIB)
            precompile_stdlib(runtime / TRIMMED_STDLIB)
        wheel = build_engine_wheel(venv_python(), runtime)
        lock = json.dumps(pyodide_lock(wheel), indent=2, sort_keys=True) + "\n"
        (runtime / "pyodide-lock.json").write_text(lock)
        if (stage / MANIFEST).is_file():
            write_manifests(stage)
        if (stage / "index.html").is_file():
            shutil.rmtree(PAGE_MODULES, ignore_errors=True)
            shutil.copytree(stage, PAGE_MODULES, ignore=shutil.ignore_patterns("pyodide"))
            write_module_preloads(stage, bundle_page(stage))
            minify_in_place(stage)
        sw = write_service_worker(stage) if (stage / SERVICE_WORKER).is_file() else None
        old = CACHE / f"dist-old-{os.getpid()}"
        if DIST.exists():
            DIST.rename(old)
        stage.rename(DIST)
        shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    files = [p for p in DIST.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    say(f"built dist/: {len(files)} files, {size / 1e6:.1f} MB, engine {wheel.name}, "
        f"service worker caches {sw['appCache'] + ' + ' + sw['runtimeCache'] if sw else '(no sw.js)'} "
        f"({time.monotonic() - started:.1f} s)")
    return DIST


def write_stdlib_corpus(python, path):
    """Write the corpus of requests to every JSON entry point (tests/pyodide/stdlib_corpus.py),
    with the sha256 of CPython's answers, to `path`."""
    subprocess.run([str(python), str(STDLIB_CORPUS), str(path)], check=True, cwd=ROOT)


def run_stdlib_trace(index, stdlib, corpus=None, *options):
    """Start Pyodide from `index` with the standard library zip `stdlib` (a file name in `index`)
    as the engine worker does, answer `corpus`, and return the report of
    tests/pyodide/stdlib_trace.mjs: {"modules", "answers", "mismatches", "fetches", "then"}."""
    cmd = ["node", str(STDLIB_TRACE), "--index", str(index), "--stdlib", stdlib,
           *(["--corpus", str(corpus)] if corpus else []), *map(str, options)]
    out = subprocess.run(cmd, check=True, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def trace_stdlib_modules(python, index):
    """The stdlib files that Pyodide's start-up and the engine import: traced on Pyodide's full
    zip in `index` over the corpus; exits if an answer differs from CPython's."""
    with tempfile.TemporaryDirectory(prefix="tenbou-trace-") as tmp:
        corpus = Path(tmp) / "corpus.jsonl"
        write_stdlib_corpus(python, corpus)
        report = run_stdlib_trace(index, FULL_STDLIB, corpus, "--fallback", STDLIB_FALLBACK)
    if report["mismatches"]:
        sys.exit(f"error: Pyodide's answers differ from CPython's: {report['mismatches'][:2]}")
    return report["modules"]


def trace_stdlib():
    """Build, trace the standard library modules in Pyodide, write stdlib/modules.txt, build again."""
    ensure_venv(DEV_REQUIREMENTS, editable_engine=True)
    build(trim=False)
    say("tracing the standard library modules that Pyodide's start-up and the engine import")
    modules = trace_stdlib_modules(venv_python(), DIST / "pyodide")
    old = read_stdlib_modules() if STDLIB_MODULES.exists() else []
    STDLIB_MODULES.write_text(STDLIB_MODULES_HEADER + "".join(f"{m}\n" for m in modules))
    added, removed = sorted(set(modules) - set(old)), sorted(set(old) - set(modules))
    say(f"wrote {STDLIB_MODULES.relative_to(ROOT)}: {len(modules)} files"
        + (f"; added {', '.join(added)}" if added else "") + (f"; removed {', '.join(removed)}" if removed else ""))
    build()


# --------------------------------------------------------------------------- serve

class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right MIME types, always revalidated, optionally under a sub-path.

    With prefix "/tenbou/", dist/index.html is at /tenbou/ and "/" redirects there; anything
    outside the prefix is 404, so a page that uses an absolute URL breaks in tests as it would
    on a host that serves it under a sub-path. `on_request(method, path, status)`, if set, is
    called for every answered request (tests count what reached the network).
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = False
    on_request = None

    def log_request(self, code="-", size="-"):
        if self.on_request is not None:
            status = getattr(code, "value", code)
            self.on_request(self.command, self.path, status if isinstance(status, int) else 0)
        super().log_request(code, size)

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def _redirect_to_prefix(self):
        path, _, query = self.path.partition("?")
        if self.prefix != "/" and path in ("/", self.prefix.rstrip("/")):
            self.send_response(302)
            self.send_header("Location", self.prefix + ("?" + query if query else ""))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        return False

    def do_GET(self):
        if not self._redirect_to_prefix():
            super().do_GET()

    def do_HEAD(self):
        if not self._redirect_to_prefix():
            super().do_HEAD()

    def translate_path(self, path):
        if self.prefix != "/":
            unquoted = urllib.parse.unquote(path.split("?", 1)[0].split("#", 1)[0])
            if not unquoted.startswith(self.prefix):
                return os.path.join(self.directory, ".does-not-exist", "x")
            path = "/" + path[len(self.prefix):]
        return super().translate_path(path)

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


def make_server(directory, host="127.0.0.1", port=0, prefix="/", quiet=False, on_request=None):
    """A threaded HTTP server for `directory` (port 0 picks a free port); call serve_forever().

    on_request(method, path, status) is called for each request answered (from the server's
    threads).
    """
    if not prefix.startswith("/") or not prefix.endswith("/"):
        raise ValueError(f"prefix must start and end with '/': {prefix!r}")
    handler = type("Handler", (SiteHandler,), {
        "prefix": prefix, "quiet": quiet,
        "on_request": staticmethod(on_request) if on_request else None})
    server = http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def free_port(host, start):
    """The first port from `start` on that `host` lets us listen on now (to suggest; `start`
    itself when none of the next twenty is)."""
    import socket
    for port in range(start, start + 20):
        with socket.socket() as probe:
            try:
                probe.bind((host, port))
            except OSError:
                continue
            return port
    return start


def serve(host, port):
    """Build, then serve dist/ until interrupted (the port is taken first, so a busy one is
    reported before the build)."""
    try:
        server = make_server(DIST, host, port)
    except OSError as error:  # the port is taken (or the host is not this machine's)
        sys.exit(f"Cannot serve on {host}:{port}: {error.strerror}. If another program uses the port, "
                 f"pick another one: python3 build.py serve --host {host} --port {free_port(host, port + 1)}")
    build()
    url = f"http://{host}:{server.server_address[1]}/"
    print(f"Serving dist/ at {url}  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


# --------------------------------------------------------------------------- test

# pytest's last line, e.g. "==== 3 failed, 610 passed in 9.12s ====" (bare with -q).
CLOSING_LINE = re.compile(r"^=* ?((?:\d+ \w+|no tests ran)(?:, \d+ \w+)* in [0-9.]+s(?: \([0-9:]+\))?) ?=*$")
COUNT = re.compile(r"(\d+) (passed|failed|errors?|skipped|xfailed|xpassed)")


def run_suite(cmd, env=None, out=None):
    """Run a pytest-like command, its output streamed to ``out`` (stdout when None; a suite run
    beside others writes to a buffer, printed when it ends); return (exit code, closing line)."""
    out = sys.stdout.buffer if out is None else out
    out.write(("+ " + " ".join(str(part) for part in cmd) + "\n").encode())
    out.flush()
    process = subprocess.Popen([str(part) for part in cmd], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    captured = bytearray()
    while True:
        chunk = process.stdout.read1(65536)
        if not chunk:
            break
        captured += chunk
        out.write(chunk)
        out.flush()
    code = process.wait()
    text = re.sub(r"\x1b\[[0-9;]*m", "", captured.decode("utf-8", "replace"))
    closing = [m.group(1) for m in map(CLOSING_LINE.match, text.splitlines()) if m]
    return code, (closing[-1] if closing else node_closing_line(text))


# Node's test runner ends with its counts, a line each: "# pass 12" (TAP) or "ℹ pass 12" (spec).
NODE_COUNT = re.compile(r"^(?:#|\u2139) (tests|pass|fail|skipped|todo|duration_ms) ([0-9.]+)$", re.MULTILINE)


def node_closing_line(text):
    """Node's test runner's counts as pytest's closing line ("12 passed, 0 failed in 0.31s"), or
    None where the text has none."""
    counts = dict(NODE_COUNT.findall(text))
    if "tests" not in counts:
        return None
    seconds = float(counts.get("duration_ms", 0)) / 1000
    return (f"{counts.get('pass', 0)} passed, {counts.get('fail', 0)} failed, "
            f"{counts.get('skipped', 0)} skipped in {seconds:.2f}s")


def count_results(closing_line):
    """{'passed': n, 'failed': n, 'skipped': n} from pytest's closing line."""
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    for number, word in COUNT.findall(closing_line or ""):
        key = {"error": "failed", "errors": "failed", "xfailed": "skipped",
               "xpassed": "passed"}.get(word, word)
        counts[key] += int(number)
    return counts


def suite_commands(wheel, pyodide_wheels, pytest_args):
    """The command line of each suite, by name."""
    python = venv_python()
    runner = ["node", PYODIDE_RUNNER]
    for path in [*pyodide_wheels, wheel]:
        runner += ["--wheel", path]
    runner += ["--mount", ROOT]
    runner += ["--cwd", ROOT, "--"]
    return {
        "engine": [[python, "-m", "pytest", "tests/engine", *pytest_args]],
        # The page's pure modules (no DOM) under Node's own test runner, on the site as built
        # before bundling (PAGE_MODULES, which holds js/engine-data.js).
        "node": [["node", "--test", *sorted(NODE_TESTS.glob("**/*.test.mjs"))]],
        # The engine tests inside Pyodide, then (on CPython, driving Pyodide under Node) the
        # trimmed standard library's tests.
        "pyodide": [[*runner, "tests/engine", "-p", "no:cacheprovider", *pytest_args],
                    [python, "-m", "pytest", "tests/pyodide", *pytest_args]],
        "browser": [[python, "-m", "pytest", "tests/browser", "-n", str(BROWSER_WORKERS), "--dist", "load",
                     *pytest_args]],
    }


# The suites that run side by side, each on one core at most (CPython's pytest, Node's test
# runner, and Pyodide under Node followed by the CPython tests that drive it). The browser
# suite, whose workers take both cores, starts once the first two have ended (FIRST_OFF): from
# then on the Pyodide suite and it share the machine, so that no core waits (on this 2-core
# machine the engine suite then costs no time of its own, and the Pyodide suite's last minute
# overlaps the browser suite's first).
SIDE_BY_SIDE = ("engine", "node", "pyodide")
FIRST_OFF = ("engine", "node")

SUITE_TITLES = {
    "engine": "engine tests on CPython",
    "node": "the page's pure modules under Node's test runner",
    "pyodide": "engine tests inside Pyodide (Node)",
    "browser": "browser tests (Playwright + Chromium)",
}


def test(suites, slow, extra_args):
    """Install what is missing, build, run the chosen suites; return the exit code."""
    started = time.monotonic()
    ensure_venv(DEV_REQUIREMENTS, editable_engine=True)
    ensure_node_modules()
    pyodide_wheels = ensure_pyodide_wheels() if "pyodide" in suites else []
    browser_problem = ensure_browser() if "browser" in suites else None
    build()
    wheel = next((DIST / "pyodide").glob("tenbou-*.whl"))

    pytest_args = (["--slow"] if slow else []) + extra_args
    if sys.stdout.isatty():
        pytest_args = ["--color=yes", *pytest_args]
    commands = suite_commands(wheel, pyodide_wheels, pytest_args)
    env = {**os.environ, "TENBOU_DIST_BUILT": "1", "CHROMIUM_PATH": CHROMIUM}

    def run_named(name, out=None):
        """Run suite ``name``; return (exit code, closing line, seconds)."""
        t0 = time.monotonic()
        if name == "browser" and browser_problem:
            (out or sys.stdout.buffer).write(f"error: {browser_problem}\n".encode())
            return 1, None, time.monotonic() - t0
        code, closings = 0, []
        for command in commands[name]:
            part, closing = run_suite(command, env=env, out=out)
            if part == 5 and extra_args:
                part = 0  # pytest's "no tests collected": fine when the caller filtered with -k etc.
            code = code or part
            closings.append(closing or "no pytest summary line")
        return code, " + ".join(closings), time.monotonic() - t0

    results = {}
    side_by_side = [name for name in suites if name in SIDE_BY_SIDE]
    if len(side_by_side) > 1:
        say(f"suites {', '.join(side_by_side)}, side by side (each prints when it ends)")
        buffers = {name: io.BytesIO() for name in side_by_side}

        def report(name, future):
            results[name] = future.result()
            say(f"suite {name}: {SUITE_TITLES[name]} [{results[name][2]:.0f} s]")
            sys.stdout.buffer.write(buffers[name].getvalue())
            sys.stdout.flush()

        with concurrent.futures.ThreadPoolExecutor(len(side_by_side)) as pool:
            running = {name: pool.submit(run_named, name, buffers[name]) for name in side_by_side}
            for name in FIRST_OFF:
                if name in running:
                    report(name, running.pop(name))
            if "browser" in suites:  # (its output streams; the Pyodide suite's prints when it ends)
                say(f"suite browser: {SUITE_TITLES['browser']}, beside the Pyodide suite")
                results["browser"] = run_named("browser")
            for name, future in running.items():
                report(name, future)
    for name in suites:
        if name not in results:
            say(f"suite {name}: {SUITE_TITLES[name]}")
            results[name] = run_named(name)

    print(flush=True)
    say(f"summary ({time.monotonic() - started:.0f} s in all)")
    totals = {"passed": 0, "failed": 0, "skipped": 0}
    for name in suites:
        code, closing, seconds = results[name]
        counts = count_results(closing)
        if code != 0 and counts["failed"] == 0:
            counts["failed"] = 1  # crashed, or ran no test: count the suite itself as a failure
        for key in totals:
            totals[key] += counts[key]
        status = "ok" if code == 0 else f"FAILED (exit {code})"
        print(f"  {name:8} {status:18} {closing or 'no pytest summary line'}  [{seconds:.0f} s]")
    print(f"summary: {totals['passed']} passed, {totals['failed']} failed, "
          f"{totals['skipped']} skipped", flush=True)
    return 0 if all(code == 0 for code, _, _ in results.values()) else 1


def bench(extra_args):
    """Install what `test` installs (venv, npm, the wheels for Pyodide, Chromium), build, then run
    the performance bench (its engine part loads the pinned `mahjong` wheel into Pyodide)."""
    ensure_venv(DEV_REQUIREMENTS, editable_engine=True)
    ensure_node_modules()
    ensure_pyodide_wheels()
    problem = ensure_browser()
    if problem:
        sys.exit(f"error: {problem}")
    build()
    env = {**os.environ, "CHROMIUM_PATH": CHROMIUM}
    return subprocess.run([str(venv_python()), str(ROOT / "bench" / "run.py"), *extra_args],
                          cwd=ROOT, env=env).returncode


# --------------------------------------------------------------------------- command line

def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="write the static site into dist/")
    serve_parser = commands.add_parser("serve", help="build, then serve dist/ over HTTP")
    serve_parser.add_argument("--host", default="127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000)
    test_parser = commands.add_parser(
        "test", help="install what is missing, build, and run the test suites", allow_abbrev=False,
        description="Any argument not listed here is passed on to every pytest run "
                    "(e.g. -k NAME, -x, -v).")
    test_parser.add_argument("--slow", action="store_true",
                             help="also run the slow engine tests (CPython and Pyodide)")
    test_parser.add_argument("--suite", action="append", choices=SUITES,
                             help="run only this suite (repeatable; default: all)")

    commands.add_parser("bench", help="install what is missing, build, and print the performance table",
                        add_help=False)  # --help and any other argument go to bench/run.py
    commands.add_parser("trace-stdlib", help="trace the standard library modules the engine needs in Pyodide "
                                             "and rewrite stdlib/modules.txt")

    args, extra = parser.parse_known_args(argv)
    if args.command == "bench":
        return bench(extra)
    if extra and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "build":
        build()
        return 0
    if args.command == "serve":
        serve(args.host, args.port)
        return 0
    if args.command == "trace-stdlib":
        trace_stdlib()
        return 0
    suites = [name for name in SUITES if name in (args.suite or SUITES)]
    return test(suites, args.slow, extra)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except subprocess.CalledProcessError as error:
        command = " ".join(str(part) for part in error.cmd)
        sys.exit(f"error: command failed with exit code {error.returncode}: {command}")
