// Run a pytest suite inside Pyodide under Node, in one interpreter, and exit with pytest's code.
//
//   node tests/pyodide/run_pytest_in_pyodide.mjs \
//       --wheel .cache/pyodide-wheels/pytest-9.2.0-py3-none-any.whl ...   (repeatable)
//       --wheel dist/pyodide/tenbou-0.1.0-py3-none-any.whl
//       --mount /path/to/repo                                             (repeatable)
//       --cwd /path/to/repo
//       -- tests/engine [pytest args...]
//
// Pyodide comes from the pinned npm package (node_modules/pyodide). Each --mount makes a host
// folder visible inside Pyodide at the same absolute path, so tests that find their data
// relative to __file__ work unchanged. The engine is imported from its wheel (installed into
// Pyodide's site-packages), never from pyengine/src. build.py (`python3 build.py test`) passes
// all of this; see that file for the wheel list (tests/pyodide/requirements.txt).

import { writeSync } from "node:fs";
import path from "node:path";
import { loadPyodide } from "pyodide";

function parseArgs(argv) {
  const options = { wheels: [], mounts: [], cwd: process.cwd(), pytestArgs: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === "--") {
      options.pytestArgs = argv.slice(i + 1);
      break;
    } else if (arg === "--wheel") options.wheels.push(path.resolve(value()));
    else if (arg === "--mount") options.mounts.push(path.resolve(value()));
    else if (arg === "--cwd") options.cwd = path.resolve(value());
    else throw new Error(`unknown argument ${arg} (pytest arguments go after --)`);
  }
  return options;
}

// Raw writes keep pytest's output byte-for-byte: partial lines (progress dots) appear at once.
// A pipe may be non-blocking (Node makes it so), so a full pipe is waited out, not an error.
const pause = new Int32Array(new SharedArrayBuffer(4));
const writer = (fd) => ({
  write(buffer) {
    for (let done = 0; done < buffer.length; ) {
      try {
        done += writeSync(fd, buffer, done);
      } catch (error) {
        if (error.code !== "EAGAIN") throw error;
        Atomics.wait(pause, 0, 0, 5);
      }
    }
    return buffer.length;
  },
});

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();

  // Only the variables a test run may look at cross into Pyodide's os.environ:
  // CI, and anything named TENBOU_* or HYPOTHESIS_* (e.g. TENBOU_DIFF_SEED).
  const env = { HOME: "/home/pyodide" };
  for (const [name, value] of Object.entries(process.env)) {
    if (name === "CI" || /^(TENBOU|HYPOTHESIS)_/.test(name)) env[name] = value;
  }
  const pyodide = await loadPyodide({ env });
  pyodide.setStdout(writer(1));
  pyodide.setStderr(writer(2));

  const failures = [];
  const loaded = await pyodide.loadPackage(options.wheels, {
    messageCallback: () => {},
    errorCallback: (message) => failures.push(message),
  });
  if (failures.length || loaded.length !== options.wheels.length) {
    console.error(`error: loading wheels into Pyodide failed: ${failures.join("; ")}`);
    console.error(`loaded: ${loaded.map((p) => `${p.name} ${p.version}`).join(", ")}`);
    return 3;
  }

  for (const folder of options.mounts) {
    pyodide.FS.mkdirTree(folder);
    pyodide.mountNodeFS(folder, folder);
  }

  const setupSeconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Pyodide ${pyodide.version} ready in ${setupSeconds} s; ` +
              `loaded ${loaded.map((p) => `${p.name}-${p.version}`).join(" ")}`);

  pyodide.globals.set("pytest_args", pyodide.toPy(options.pytestArgs));
  pyodide.globals.set("run_dir", options.cwd);
  const code = await pyodide.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True  # keep cpython-314 .pyc files out of the host's tree
os.chdir(run_dir)
import pytest
int(pytest.main(list(pytest_args)))
`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(4);
  },
);
