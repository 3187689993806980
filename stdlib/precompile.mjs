// Compile the modules of a standard library zip with the site's own Pyodide, for build.py.
//
//   node stdlib/precompile.mjs --index node_modules/pyodide/ --stdlib IN.zip --out OUT.zip
//
// Pyodide's python_stdlib.zip holds sources only, so a fresh start compiles every module it
// imports, in WebAssembly. OUT.zip gets, for each .py file of IN.zip, that module compiled
// as `python -OO` would compile it (no docstrings, no assert statements) into an unchecked
// hash-based .pyc (PEP 552: the same bytes on every build), named as the source with a "c"
// added and deflated at level 9. Only Pyodide's own interpreter can write them: a .pyc is
// tied to one Python version. build.py then chooses which of them to ship (PRECOMPILE_BUDGET).

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadPyodide } from "pyodide";

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!["--index", "--stdlib", "--out"].includes(name) || value === undefined) {
      throw new Error(`usage: precompile.mjs --index DIR --stdlib IN.zip --out OUT.zip (got ${name})`);
    }
    options[name.slice(2)] = name === "--index" ? path.resolve(value) + "/" : value;
  }
  if (!options.index || !options.stdlib || !options.out) throw new Error("--index, --stdlib and --out are needed");
  return options;
}

const COMPILE = `
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

# The path the interpreter gives a module of its zip (co_filename, shown in tracebacks).
ARCHIVE = next(entry for entry in sys.path if entry.endswith(".zip"))

with zipfile.ZipFile("/tmp/in.zip") as source, zipfile.ZipFile("/tmp/out.zip", "w") as target:
    for info in source.infolist():
        if not info.filename.endswith(".py"):
            continue
        text = source.read(info.filename)
        code = compile(text, f"{ARCHIVE}/{info.filename}", "exec", dont_inherit=True, optimize=2)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(text), checked=False)
        entry = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
        entry.compress_type = zipfile.ZIP_DEFLATED
        target.writestr(entry, bytes(pyc), compresslevel=9)
`;

const options = parseArgs(process.argv.slice(2));
const pyodide = await loadPyodide({ indexURL: options.index });
pyodide.FS.writeFile("/tmp/in.zip", readFileSync(options.stdlib));
pyodide.runPython(COMPILE);
writeFileSync(options.out, pyodide.FS.readFile("/tmp/out.zip"));
