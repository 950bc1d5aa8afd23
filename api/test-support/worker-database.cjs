// Points this jest worker at its own database of the run (created by global-setup.mjs): files in other workers
// run at the same moment on other databases.
const run = new URL(process.env.VOLTCHECK_TEST_DATABASE_RUN);
run.pathname = `${run.pathname}_w${process.env.JEST_WORKER_ID ?? '1'}`;
process.env.VOLTCHECK_TEST_DATABASE_URL = run.toString();
