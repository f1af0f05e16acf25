#!/usr/bin/env node
// The CLI runs TypeScript directly: Node >= 22.18 strips types natively (Node 24 is a devDependency).
import '../cli/main.ts';
