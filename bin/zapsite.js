#!/usr/bin/env node
// The Node check comes first and alone: bin/start.js (and all it imports) needs Node 22.12+ and
// would fail on an older one with a SyntaxError from deep inside a module.
import { existsSync } from 'node:fs';
import { fromSources, nodeVersionProblem } from './node-version.js';

var problem = nodeVersionProblem(process.versions, process.features, fromSources(existsSync));
if (problem) {
  console.error(problem);
  process.exitCode = 1;
} else {
  import('./start.js');
}
