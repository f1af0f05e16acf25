#!/usr/bin/env bash
# Prints the README's set-up commands, one a line: the lines of its first ```sh block, each without
# its trailing comment. CI runs exactly these, so the README cannot drift from what CI checks.
set -euo pipefail
awk '
  /^```sh$/ && !seen { inside = 1; seen = 1; next }
  /^```/ && inside { exit }
  inside {
    sub(/[ \t]+#.*$/, "")
    if ($0 != "") print
  }
' "${1:-README.md}"
