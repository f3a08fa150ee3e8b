import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One e-invoice file an instance posted (SDI_TRANSPORT=http): its `x-file-name` and its XML. */
export interface IntermediaryPost {
  fileName: string;
  body: string;
  /** Answered with 200 (taken over); false while held, or when its sender hung up first. */
  answered: boolean;
  /** Its sender hung up before it was answered (killed in the middle of the hand-over). */
  dropped: boolean;
}

/**
 * An SdI intermediary's HTTP API in-process: records every POST and answers 200 with an id, or,
 * after `hold()`, reads the POST in full and leaves it unanswered (the sender waits in the middle
 * of its hand-over) until `release()`. A real intermediary dedupes by file name; this one records
 * every POST, so a test sees each hand-over.
 */
export async function startSdiIntermediary() {
  const posts: IntermediaryPost[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = req.headers['x-file-name'];
      const post: IntermediaryPost = {
        fileName: Array.isArray(header) ? header.join(',') : (header ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
        answered: false,
        dropped: false,
      };
      posts.push(post);
      const answer = () => {
        if (post.dropped) return;
        post.answered = true;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: `int-${posts.indexOf(post) + 1}` }));
      };
      // the sender gone before the answer never learned the file was taken
      res.on('close', () => {
        if (!post.answered) post.dropped = true;
      });
      if (holding) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/invoices`,
    posts,
    /** From now on a POST is read in full but left unanswered. */
    hold() {
      holding = true;
    },
    /** Answers the held POSTs whose sender still waits, and stops holding. */
    release() {
      holding = false;
      held.splice(0).forEach((answer) => answer());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
