// Server rendering under load, from a process of its own so the load generator never shares an event
// loop with the bench that reads the figures: autocannon holds a fixed number of connections open
// against one address for a fixed time and this prints one JSON line with requests per second and
// the 95th percentile of the response times (autocannon's own summary stops at 90 and 97.5).
//
//   node bench/load.mjs <url> [cookie]     BENCH_CONNECTIONS (10) and BENCH_SECONDS (10) set the load
import autocannon from "autocannon";

const [url, cookie] = process.argv.slice(2);
if (url === undefined) throw new Error("usage: node bench/load.mjs <url> [cookie]");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const times = [];
const instance = autocannon({ url, connections, duration, headers: cookie ? { cookie } : {} });
instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
const result = await instance;

times.sort((a, b) => a - b);
const p95 = times.length === 0 ? null : times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
console.info(
  JSON.stringify({
    connections,
    seconds: duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / duration,
    p95Ms: p95,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
