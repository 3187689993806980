"""The engine's faces: the Python API, the command line, the page's data, the entry points."""
