#!/usr/bin/env node
// Debian's Firefox ESR as Playwright's BiDi Firefox. Playwright starts this file as the browser:
// it starts firefox-esr with the same arguments and stands between the two on the WebDriver BiDi
// socket, making up for what an older ESR lacks (firefoxEsr/; docs/decisions.md, "Three engines").
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { bridge } from './firefoxEsr/bridge.mjs';
import { FIREFOX, firefoxMajor, firefoxVersion } from './firefoxEsr/version.mjs';

const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

function proxy(upstreamBase) {
  const wss = new WebSocketServer({ noServer: true });
  const server = createServer();
  server.on('upgrade', (req, socket, head) => {
    const upstream = new WebSocket(upstreamBase + req.url, { perMessageDeflate: false });
    upstream.once('open', () => {
      wss.handleUpgrade(req, socket, head, (client) => bridge(client, upstream));
    });
    upstream.once('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The oldest ESR the suite runs on (Debian 12's): said once here, not as every spec failing. */
const OLDEST_ESR = 140;
if (!(firefoxMajor() >= OLDEST_ESR)) {
  process.stderr.write(
    `${FIREFOX} is ${firefoxVersion() || 'missing'}; the Firefox projects need Firefox ESR ${OLDEST_ESR} or newer. Install a newer firefox-esr, or set FIREFOX_PATH to one.\n`,
  );
  process.exit(1);
}

const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['inherit', 'inherit', 'pipe'] });
let pending = '';
firefox.stderr.on('data', async (chunk) => {
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop();
  for (const line of lines) {
    const match = LISTENING.exec(line);
    if (!match) {
      process.stderr.write(`${line}\n`);
      continue;
    }
    const upstream = new URL(match[1]);
    const server = await proxy(`ws://${upstream.host}`);
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
  }
});
firefox.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => firefox.kill(signal));
