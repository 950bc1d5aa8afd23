async function stop({child, ledger}) {
  await ledger.stop();
  if (!child || child.exitCode !== null) return;
  const exited = new Promise(resolve => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise(r => setTimeout(r, 15000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

module.exports = async function globalTeardown() {
  await Promise.all((globalThis.__voltcheckStacks ?? []).map(stop));
};
