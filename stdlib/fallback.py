"""The rest of Python's standard library, fetched only when a module left out is imported.

The site's Pyodide boots from a trimmed standard library (build.py: the modules listed in
stdlib/modules.txt, traced from Pyodide's start-up and every engine call). build.py ships this
file inside that zip as ``_tenbou_stdlib_fallback.py``, with ``LEFT_OUT`` filled in: the dotted
name of every module of Pyodide's full ``python_stdlib.zip`` that the trimmed one leaves out.

The engine worker (site/js/worker.js) calls :func:`install` with the full zip's URL and a path
for it in Pyodide's file system before it imports the engine. From then on, importing a module
of ``LEFT_OUT`` (say ``email``, or ``json.tool``) downloads the full zip once, synchronously (a
worker may block), writes it to that path and imports the module from it; the import then
simply works, only later. Any other missing module (``sitecustomize``, a typo) fails at once as usual,
without a download. Nothing here runs unless a traced module list has fallen out of date.
"""

import sys
from importlib.machinery import PathFinder

LEFT_OUT = frozenset()  # @tenbou-build (build.py writes the names here)


def fetch_bytes(url):
    """The body of ``url``, fetched synchronously with the browser's XMLHttpRequest (a worker
    may block). Raises ``OSError`` unless the answer is 200."""
    from js import XMLHttpRequest  # Pyodide's bridge to the worker's globals

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send()
    if request.status != 200:
        raise OSError(f"{url} answered {request.status}")
    return request.response.to_bytes()


class FullStdlibFinder:
    """A finder for the end of ``sys.meta_path``: finds a module of ``LEFT_OUT`` in the full
    standard library at ``url``, fetched on the first such import and written to ``path``.
    ``wanted`` lists the modules it was asked for, ``fetches`` counts the downloads (both empty
    while the trimmed library has been enough, even where a caller hides a failed import)."""

    def __init__(self, url, path, fetch=fetch_bytes):
        self.url = url
        self.path = path
        self.fetch = fetch
        self.wanted = []
        self.fetches = 0

    def archive(self):
        """The full zip's path in Pyodide's file system, fetched first if it is not there."""
        try:
            open(self.path, "rb").close()
        except FileNotFoundError:
            data = self.fetch(self.url)
            self.fetches += 1
            with open(self.path, "wb") as file:
                file.write(data)
        return self.path

    def find_spec(self, name, path=None, target=None):
        if name not in LEFT_OUT:
            return None
        self.wanted.append(name)
        try:
            archive = self.archive()
        except Exception as err:
            raise ModuleNotFoundError(
                f"No module named {name!r}: the full standard library could not be fetched ({err})",
                name=name) from err
        # A submodule (json.tool) is looked for in its package's folder inside the zip.
        folder = name.rpartition(".")[0].replace(".", "/")
        return PathFinder.find_spec(name, [f"{archive}/{folder}" if folder else archive])


#: The finder :func:`install` put in place, or None.
FINDER = None


def install(url, path, fetch=fetch_bytes):
    """Put a :class:`FullStdlibFinder` for ``url`` (written to ``path`` once fetched) last in
    ``sys.meta_path``, replacing one installed before, as :data:`FINDER`. Returns None: the
    worker calls it before it makes a memory snapshot, when no Python object may be handed to
    JavaScript yet."""
    global FINDER
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, FullStdlibFinder)]
    FINDER = FullStdlibFinder(url, path, fetch)
    sys.meta_path.append(FINDER)
