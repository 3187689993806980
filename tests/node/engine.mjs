/**
 * The engine's answers for the Node tests: the `tenbou` package run by the project's Python
 * (.venv, as `python3 build.py test` sets it up), so a test feeds a page module what the engine
 * really says. `engineCalls([["score", request], ["practice", request]])` resolves each call in
 * one Python process; a call is one of tenbou's entry points that take and give a dict.
 */
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PYTHON = join(dirname(fileURLToPath(import.meta.url)), "..", "..", ".venv", "bin", "python");
const RUN = `
import json, sys
import tenbou
calls = json.load(sys.stdin)
json.dump([getattr(tenbou, name)(request) for name, request in calls], sys.stdout)
`;

/** The engine's responses to [entry point, request] pairs, in order. */
export function engineCalls(calls) {
  return JSON.parse(execFileSync(PYTHON, ["-c", RUN], { input: JSON.stringify(calls), encoding: "utf8" }));
}
