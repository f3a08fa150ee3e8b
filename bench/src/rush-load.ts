import http from 'node:http';

/**
 * The load generator of the rush bench, run as a child process of its own (`fork` from rush.ts)
 * so it never shares an event loop with the server it measures. It receives one job over IPC,
 * places orders over keep-alive HTTP connections and sends back what it saw.
 */
export interface RushJob {
  /**
   * burst: one request per token, all at once; sustained: `connections` loops for `seconds` (closed
   * loop: a connection sends its next order when the last is answered); paced: `rate` orders a second
   * for `seconds` whatever the answers (open loop, as guests arrive), over at most `connections`.
   */
  mode: 'burst' | 'sustained' | 'paced';
  /** paced: orders sent per second. */
  rate?: number;
  /** GraphQL endpoints; connection c talks to urls[c % urls.length]. */
  urls: string[];
  tokens: string[];
  /** Request bodies (JSON); connection c's k-th request sends bodies[(c + k) % bodies.length]. */
  bodies: string[];
  connections: number;
  seconds: number;
}

export interface RushOutcome {
  requests: number;
  seconds: number;
  latencies: number[];
  numbers: number[];
  errors: number;
  /** The first error seen, to tell a refusal from a fault. */
  firstError: string | null;
  /** ms from the start until the generator had handed its last request to the socket (the burst's own spread). */
  lastSentMs: number;
}

function post(agent: http.Agent, url: URL, token: string, body: string, onSent: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.once('finish', onSent);
    req.end(body);
  });
}

export async function runJob(job: RushJob): Promise<RushOutcome> {
  const urls = job.urls.map((u) => new URL(u));
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: job.connections }));
  const latencies: number[] = [];
  const numbers: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let lastSent = 0;
  /** `since`: when the order was due to be sent (paced: its slot, so time spent waiting for a free connection counts). */
  const once = async (c: number, k: number, since = performance.now()) => {
    const at = c % urls.length;
    const token = job.tokens[c % job.tokens.length] ?? '';
    const body = job.bodies[(c + k) % job.bodies.length] ?? '';
    const t = since;
    try {
      const text = await post(agents[at] as http.Agent, urls[at] as URL, token, body, () => {
        lastSent = performance.now();
      });
      const parsed = JSON.parse(text) as { data?: { placeOrder?: { number?: number } }; errors?: unknown[] };
      const number = parsed.data?.placeOrder?.number;
      if (parsed.errors || typeof number !== 'number') throw new Error(text.slice(0, 300));
      numbers.push(number);
    } catch (err) {
      errors += 1;
      firstError ??= err instanceof Error ? err.message : String(err);
    } finally {
      latencies.push(performance.now() - t);
    }
  };
  const started = performance.now();
  if (job.mode === 'burst') {
    await Promise.all(job.tokens.map((_, c) => once(c, 0)));
  } else if (job.mode === 'paced') {
    // the i-th order is due at started + i / rate; every due order is sent at once (the agent queues it
    // when all `connections` are busy) and its latency counts from when it was due (no coordinated omission)
    const rate = job.rate ?? 1;
    const total = Math.round(rate * job.seconds);
    const sent: Promise<void>[] = [];
    let i = 0;
    while (i < total) {
      const now = performance.now();
      for (; i < total && started + (i * 1000) / rate <= now; i++)
        sent.push(once(i % job.connections, Math.floor(i / job.connections), started + (i * 1000) / rate));
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(sent);
  } else {
    const until = started + job.seconds * 1000;
    await Promise.all(
      Array.from({ length: job.connections }, async (_, c) => {
        for (let k = 0; performance.now() < until; k++) await once(c, k);
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return {
    requests: latencies.length,
    seconds,
    latencies,
    numbers,
    errors,
    firstError,
    lastSentMs: Math.max(0, lastSent - started),
  };
}

process.once('message', (job: RushJob) => {
  runJob(job).then(
    (outcome) => process.send?.(outcome, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
