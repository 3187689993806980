"""Smoke test of the built site: it loads from dist/ alone and the engine starts, on a first
visit (a fresh browser context, not the shared warm one)."""

import hashlib
import json
from pathlib import Path

import pytest

pytestmark = pytest.mark.fresh_context

DIST = Path(__file__).resolve().parents[2] / "dist"


def test_page_loads_and_engine_becomes_ready(page, site_url, wait_engine_ready,
                                             console_errors, offsite_requests):
    response = page.goto(site_url)
    assert response is not None and response.ok, f"GET {site_url} -> {response and response.status}"
    wait_engine_ready(page)
    assert offsite_requests == []
    assert console_errors == []


def test_dist_ships_the_runtime_both_stdlibs_and_a_lock_for_the_shipped_wheel():
    runtime = DIST / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib_trimmed.zip",
                 "python_stdlib.zip"):
        assert (runtime / name).is_file(), name
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    assert list(lock["packages"]) == ["tenbou"]
    entry = lock["packages"]["tenbou"]
    wheel = runtime / entry["file_name"]
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"]
    assert entry["imports"] == ["tenbou"] and entry["depends"] == []
