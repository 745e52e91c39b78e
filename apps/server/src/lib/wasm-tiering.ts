import { setFlagsFromString } from 'node:v8';

/**
 * The embedded database is PostgreSQL built to WebAssembly. V8 re-compiles the hot functions of
 * that module with its optimising compiler on background threads; at V8's default budget this
 * begins during a restart's first queries, and publishing the new code holds the main thread for
 * about 0.3 s before the server can listen. A larger budget lets start-up run on the baseline code
 * and still optimises what stays hot: the first start's import, the scheme listing and a working
 * day's queries. It must be set before the database's module is compiled, so the entry loads it
 * first.
 */
setFlagsFromString('--wasm-tiering-budget=10000000');
