"""The trimmed standard library the site boots Pyodide from (build.py, stdlib/), on CPython,
driving Pyodide under Node (tests/pyodide/stdlib_trace.mjs) as the engine worker starts it.

- stdlib/modules.txt is current: tracing Pyodide's start-up and every JSON entry point of the
  engine over the corpus (stdlib_corpus.py), on Pyodide's full zip, finds exactly its files.
- On the trimmed zip alone, with nothing else imported into Pyodide (no pytest there: its own
  imports would hide a missing module), the engine starts in each of the worker's three ways
  and answers the whole corpus (every acceptance case, a few thousand generated requests of
  every kind, every error path, every language) exactly as CPython does; the fallback finder is
  never asked for a module, so no caller hid a missing one.
- A module the trimmed zip leaves out is fetched from the full zip once, then imported from it
  (a submodule of a package kept, a package left out); a module that neither has fails at
  once, with no download.
- The build's trimmed zip holds the listed files as Pyodide's zip has them, or compiled by
  Pyodide from exactly those sources (build.py, PRECOMPILE_BUDGET), and the fallback module
  naming every module left out.

The tests need the built dist/ (python3 build.py test builds it first) and Node.
"""

import ast
import importlib.util
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INDEX = ROOT / "dist" / "pyodide"


def _build_module():
    spec = importlib.util.spec_from_file_location("tenbou_build_for_stdlib_tests", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _build_module()


def left_out(fallback_text):
    """The fallback module's LEFT_OUT (a set of module names), read from its text."""
    for node in ast.parse(fallback_text).body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "LEFT_OUT":
            call = node.value  # frozenset({...}), or frozenset() in the template
            return set(ast.literal_eval(call.args[0])) if call.args else set()
    raise AssertionError("the fallback module has no LEFT_OUT")


FULL_ZIP = "/lib/python_stdlib_full.zip"  # where stdlib_trace.mjs has the fallback write it


@pytest.fixture(scope="module")
def dist():
    if not os.environ.get("TENBOU_DIST_BUILT"):
        subprocess.run([sys.executable, str(ROOT / "build.py"), "build"], check=True)
    return INDEX


@pytest.fixture(scope="module")
def corpus(tmp_path_factory, dist):
    path = tmp_path_factory.mktemp("stdlib") / "corpus.jsonl"
    build.write_stdlib_corpus(sys.executable, path)
    return path


def test_the_module_list_is_what_a_trace_finds(dist, corpus):
    report = build.run_stdlib_trace(dist, build.FULL_STDLIB, corpus, "--fallback", build.STDLIB_FALLBACK)
    assert report["mismatches"] == [], "Pyodide (full standard library) answered otherwise than CPython"
    listed = build.read_stdlib_modules()
    assert listed == sorted(listed), "stdlib/modules.txt is sorted"
    missing, unused = sorted(set(report["modules"]) - set(listed)), sorted(set(listed) - set(report["modules"]))
    assert (missing, unused) == ([], []), (
        "stdlib/modules.txt is out of date (run `python3 build.py trace-stdlib`): "
        f"imported but not listed {missing}, listed but not imported {unused}")


def test_the_engine_answers_as_in_cpython_on_the_trimmed_stdlib_alone(dist, corpus):
    lines = corpus.read_text().count("\n")
    assert lines > 3000
    report = build.run_stdlib_trace(dist, build.TRIMMED_STDLIB, corpus)
    assert report["answers"] == lines
    assert report["mismatches"] == [], "on the trimmed standard library, Pyodide answered otherwise than CPython"
    assert report["wanted"] == [], "the engine wanted modules that the trimmed standard library leaves out"
    assert report["fetches"] == 0
    assert set(report["modules"]) == set(build.read_stdlib_modules()) | {build.FALLBACK_MODULE}


FALLBACK_CHECK = """
import _tenbou_stdlib_fallback as fallback
try:
    import no_such_module_in_any_stdlib
except ModuleNotFoundError:
    pass
before = fallback.FINDER.fetches
import email.message, json.tool, xml.dom.minidom
" ".join([str(before), str(fallback.FINDER.fetches), email.message.__file__, json.tool.__file__,
          xml.dom.minidom.__file__, str(email.message.Message().get_content_type())])
"""


def test_a_module_left_out_is_imported_from_the_full_stdlib_fetched_once(dist):
    left_out = ["email/message.py", "json/tool.py", "xml/dom/minidom.py"]
    assert not set(left_out) & set(build.read_stdlib_modules()), "the modules of this test are left out"
    report = build.run_stdlib_trace(dist, build.TRIMMED_STDLIB, None, "--serve-full", "--then", FALLBACK_CHECK)
    before, after, *files, content_type = report["then"].split()
    assert (before, after) == ("0", "1"), "no download for a module that no stdlib has; one for three that the full has"
    assert files == [f"{FULL_ZIP}/{name}" for name in left_out]
    assert content_type == "text/plain"
    assert report["fetches"] == 1
    # xml.dom and xml.dom.minidom are then found in the package xml, from the full zip.
    assert {"email.message", "json.tool", "xml"} <= set(report["wanted"])
    assert "no_such_module_in_any_stdlib" not in report["wanted"]


# Run in Pyodide on the trimmed zip: each compiled module of it is an unchecked hash-based .pyc
# (PEP 552: flags 1, then the source's hash) of exactly what Pyodide compiles from the full
# zip's source with optimize=2 (code objects compare by their bytecode, constants, names and
# line tables). Says how many were checked, then the names of any that are not.
COMPILED_CHECK = """
import importlib.util, marshal, sys, zipfile
import _tenbou_stdlib_fallback as fallback
full = zipfile.ZipFile(fallback.FINDER.archive())
trimmed = zipfile.ZipFile(next(entry for entry in sys.path if entry.endswith(".zip")))
names = [name for name in trimmed.namelist() if name.endswith(".pyc")]
wrong = []
for name in names:
    pyc, source = trimmed.read(name), full.read(name[:-1])
    if (int.from_bytes(pyc[4:8], "little") != 1 or pyc[8:16] != importlib.util.source_hash(source)
            or marshal.loads(pyc[16:]) != compile(source, name[:-1], "exec", dont_inherit=True, optimize=2)):
        wrong.append(name)
" ".join([str(len(names)), *wrong])
"""


def test_the_compiled_modules_are_pyodides_own_sources_compiled(dist):
    report = build.run_stdlib_trace(dist, build.TRIMMED_STDLIB, None, "--serve-full", "--then", COMPILED_CHECK)
    checked, *wrong = report["then"].split()
    assert int(checked) > 0
    assert wrong == []


def test_the_trimmed_zip_holds_the_listed_files_and_the_fallback(dist):
    listed = build.read_stdlib_modules()
    with zipfile.ZipFile(dist / build.TRIMMED_STDLIB) as trimmed, \
            zipfile.ZipFile(build.NODE_PYODIDE / build.FULL_STDLIB) as full:
        compiled = sorted(name[:-1] for name in trimmed.namelist() if name.endswith(".pyc"))
        assert compiled, "the build ships some modules compiled (build.PRECOMPILE_BUDGET)"
        sources = sorted(set(listed) - set(compiled))
        assert sorted(trimmed.namelist()) == sorted([*sources, *(f"{name}c" for name in compiled), build.FALLBACK_MODULE])
        for name in sources:
            assert trimmed.read(name) == full.read(name), name
        fallback = trimmed.read(build.FALLBACK_MODULE).decode()
        full_modules = {build.module_name(n) for n in full.namelist() if n.endswith(".py")}
    names = left_out(fallback)
    assert names == full_modules - {build.module_name(n) for n in listed}
    assert {"email.message", "xml", "json.tool"} <= names
    assert not {"json", "email", "dataclasses"} & names
    assert left_out(build.STDLIB_FALLBACK.read_text()) == set(), "the template names none"
