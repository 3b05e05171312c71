// Preloaded into the soak's server (`node --expose-gc --require`), never into the product: when the soak asks over
// the IPC channel, a full garbage collection, then process.memoryUsage(). What the server still holds after it is
// the figure a leak raises; RSS read from outside swings with the collector's rhythm of minutes.
process.on('message', (message) => {
  if (message !== 'memory-probe') return;
  globalThis.gc();
  process.send({ memoryProbe: process.memoryUsage() });
});
