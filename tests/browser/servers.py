"""Extra local servers for the offline, embed and security tests.

The session's ``site_url`` server (conftest.py) cannot be stopped or watched; these tests need
servers they control: one that records every request that reached it (to prove a page was
served by its service worker, or that an update did not download the runtime again), one that
can be shut down (the network is gone), and a second origin for a club's page that embeds
Tenbou in an iframe. All use build.py's server, so MIME types and the sub-path behave as in
``python3 build.py serve``.
"""

import importlib.util
import threading
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
SUB_PATH = "/tenbou/"


def build_module():
    """build.py (stdlib only), loaded as a module."""
    spec = importlib.util.spec_from_file_location("tenbou_build_for_tests", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def origin(url):
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class Server:
    """A static server in a thread. ``url`` is where its root (the prefix) is; ``requests``
    lists (method, path, status) for each request answered, in order."""

    def __init__(self, directory, prefix=SUB_PATH, host="127.0.0.1", url_host=None):
        self.requests = []
        self._lock = threading.Lock()
        self._server = build_module().make_server(directory, host, 0, prefix=prefix, quiet=True,
                                                  on_request=self._record)
        self.port = self._server.server_address[1]
        self.url = f"http://{url_host or host}:{self.port}{prefix}"
        self.origin = origin(self.url)
        self._thread = threading.Thread(target=self._server.serve_forever, name=f"server-{self.port}",
                                        daemon=True)
        self._thread.start()
        self._running = True

    def _record(self, method, path, status):
        with self._lock:
            self.requests.append((method, path, status))

    def mark(self):
        """A position in the request log, for since()."""
        with self._lock:
            return len(self.requests)

    def since(self, mark):
        """Requests answered after mark()."""
        with self._lock:
            return list(self.requests[mark:])

    def paths_since(self, mark):
        return [path for _, path, _ in self.since(mark)]

    def stop(self):
        """Shut the server down and close its socket: from now on, nothing answers."""
        if self._running:
            self._running = False
            self._server.shutdown()
            self._server.server_close()
