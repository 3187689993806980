// Part 1 of the bench inside Pyodide under Node: engine_speed.run_pyodide() on the wheel the
// site ships, beside `mahjong` installed in the same Pyodide. bench/run.py starts it:
//
//   node bench/pyodide_engine.mjs --wheel dist/pyodide/tenbou-0.1.0-py3-none-any.whl \
//       --wheel .cache/pyodide-wheels/mahjong-2.1.0-py3-none-any.whl --hands 5000 --passes 3
//
// With --check it runs engine_speed.check() instead (a few hands, a few seconds: the test that
// the script starts, tests/pyodide/test_bench_script.py). With --logs it runs log_speed.run()
// instead (the check of whole recorded games, --passes passes; bench/log_speed.py).
//
// Pyodide comes from the pinned npm package (node_modules/pyodide), as in the Pyodide test run
// (tests/pyodide/run_pytest_in_pyodide.mjs). The repository is visible inside Pyodide at its own
// path, for bench/engine_speed.py and the differential test's hand generator; the engine is
// imported from its wheel, never from pyengine/src. The bench's progress lines go to stdout as
// they come; the last line is "RESULT " and the figures as JSON.

import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function parseArgs(argv) {
  const options = { wheels: [], hands: 5_000, passes: 3, check: false, logs: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--check" || arg === "--logs") {
      options[arg.slice(2)] = true;
      continue;
    }
    if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
    const value = argv[++i];
    if (arg === "--wheel") options.wheels.push(path.resolve(value));
    else if (arg === "--hands") options.hands = Number(value);
    else if (arg === "--passes") options.passes = Number(value);
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const pyodide = await loadPyodide();
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.setStderr({ batched: (line) => console.error(line) });
  const failures = [];
  const loaded = await pyodide.loadPackage(options.wheels, {
    messageCallback: () => {},
    errorCallback: (message) => failures.push(message),
  });
  if (failures.length || loaded.length !== options.wheels.length) {
    throw new Error(`loading wheels into Pyodide failed: ${failures.join("; ")}`);
  }
  pyodide.FS.mkdirTree(ROOT);
  pyodide.mountNodeFS(ROOT, ROOT);
  pyodide.globals.set("options", pyodide.toPy({ root: ROOT, hands: options.hands, passes: options.passes,
                                                check: options.check, logs: options.logs,
                                                pyodide: pyodide.version }));
  const result = pyodide.runPython(`
import json, sys
sys.dont_write_bytecode = True  # keep cpython-314 .pyc files out of the host's tree
sys.path.insert(0, options["root"] + "/bench")
import engine_speed
if options["check"]:
    result = engine_speed.check()
elif options["logs"]:
    import log_speed
    result = log_speed.run(options["passes"], log=lambda message: print(f"  .. {message}", flush=True))
else:
    result = engine_speed.run_pyodide(options["hands"], options["passes"],
                                      log=lambda message: print(f"  .. {message}", flush=True))
json.dumps({**result, "pyodide": options["pyodide"]})
`);
  console.log(`RESULT ${result}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
