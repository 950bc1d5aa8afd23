module.exports = async function globalTeardown() {
  await globalThis.__voltcheckLedger?.stop();
  const child = globalThis.__voltcheckServer;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise(resolve => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise(r => setTimeout(r, 15000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
};
